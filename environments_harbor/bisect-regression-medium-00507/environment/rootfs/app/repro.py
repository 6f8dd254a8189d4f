#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from quickfmt import *  # noqa: F401,F403

got = mask_email('maria@corp.example')
if got != 'm***a@corp.example':
    print(f"BUG: mask_email('maria@corp.example') returned {got!r}, expected 'm***a@corp.example'")
    sys.exit(1)
print("ok")
