#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from numtools import *  # noqa: F401,F403

got = median([1, 9, 2, 8, 3, 7])
if got != 5.0:
    print(f"BUG: median([1, 9, 2, 8, 3, 7]) returned {got!r}, expected 5.0")
    sys.exit(1)
print("ok")
