#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from stringworks import *  # noqa: F401,F403

got = parse_duration('45s')
if got != 45:
    print(f"BUG: parse_duration('45s') returned {got!r}, expected 45")
    sys.exit(1)
print("ok")
