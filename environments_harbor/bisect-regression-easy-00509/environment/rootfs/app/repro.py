#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from datakit import *  # noqa: F401,F403

got = chunked(list(range(7)), 3)
if got != [[0, 1, 2], [3, 4, 5], [6]]:
    print(f"BUG: chunked(list(range(7)), 3) returned {got!r}, expected [[0, 1, 2], [3, 4, 5], [6]]")
    sys.exit(1)
print("ok")
