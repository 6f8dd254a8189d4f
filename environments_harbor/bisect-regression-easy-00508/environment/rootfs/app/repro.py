#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from stringworks import *  # noqa: F401,F403

got = human_bytes(1048576)
if got != '1.0 MiB':
    print(f"BUG: human_bytes(1048576) returned {got!r}, expected '1.0 MiB'")
    sys.exit(1)
print("ok")
