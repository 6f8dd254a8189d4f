#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from snippetlib import *  # noqa: F401,F403

got = chunked([1, 2], 5)
if got != [[1, 2]]:
    print(f"BUG: chunked([1, 2], 5) returned {got!r}, expected [[1, 2]]")
    sys.exit(1)
print("ok")
