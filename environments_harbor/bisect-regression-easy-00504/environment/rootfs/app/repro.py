#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from ledgerkit import *  # noqa: F401,F403

got = to_roman(19)
if got != 'XIX':
    print(f"BUG: to_roman(19) returned {got!r}, expected 'XIX'")
    sys.exit(1)
print("ok")
