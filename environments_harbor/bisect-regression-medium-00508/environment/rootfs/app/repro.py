#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from pykitchen import *  # noqa: F401,F403

got = sorted(['0.10', '0.9', '0.1'], key=version_key)
if got != ['0.1', '0.9', '0.10']:
    print(f"BUG: sorted(['0.10', '0.9', '0.1'], key=version_key) returned {got!r}, expected ['0.1', '0.9', '0.10']")
    sys.exit(1)
print("ok")
