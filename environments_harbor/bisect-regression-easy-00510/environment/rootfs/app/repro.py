#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from handyhelpers import *  # noqa: F401,F403

got = max(['3.2.9', '3.2.10'], key=version_key)
if got != '3.2.10':
    print(f"BUG: max(['3.2.9', '3.2.10'], key=version_key) returned {got!r}, expected '3.2.10'")
    sys.exit(1)
print("ok")
