#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from handyhelpers import *  # noqa: F401,F403

got = sorted(['1.10.0', '1.9.2', '1.2'], key=version_key)
if got != ['1.2', '1.9.2', '1.10.0']:
    print(f"BUG: sorted(['1.10.0', '1.9.2', '1.2'], key=version_key) returned {got!r}, expected ['1.2', '1.9.2', '1.10.0']")
    sys.exit(1)
print("ok")
