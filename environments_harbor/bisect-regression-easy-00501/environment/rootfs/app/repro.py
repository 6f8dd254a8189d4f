#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from utilbox import *  # noqa: F401,F403

got = human_bytes(1024)
if got != '1.0 KiB':
    print(f"BUG: human_bytes(1024) returned {got!r}, expected '1.0 KiB'")
    sys.exit(1)
print("ok")
