#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from numtools import *  # noqa: F401,F403

got = percentile([10, 20, 30, 40], 75)
if got != 30:
    print(f"BUG: percentile([10, 20, 30, 40], 75) returned {got!r}, expected 30")
    sys.exit(1)
print("ok")
