#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from numtools import *  # noqa: F401,F403

got = luhn_valid('18')
if got != True:
    print(f"BUG: luhn_valid('18') returned {got!r}, expected True")
    sys.exit(1)
print("ok")
