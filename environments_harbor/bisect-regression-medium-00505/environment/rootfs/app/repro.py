#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from numtools import *  # noqa: F401,F403

got = slugify('Q3 report (final)')
if got != 'q3-report-final':
    print(f"BUG: slugify('Q3 report (final)') returned {got!r}, expected 'q3-report-final'")
    sys.exit(1)
print("ok")
