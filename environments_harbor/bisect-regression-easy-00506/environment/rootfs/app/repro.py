#!/usr/bin/env python3
"""Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
import sys

sys.path.insert(0, ".")
from commonlib import *  # noqa: F401,F403

got = slugify('  Release notes 2.0 ')
if got != 'release-notes-2-0':
    print(f"BUG: slugify('  Release notes 2.0 ') returned {got!r}, expected 'release-notes-2-0'")
    sys.exit(1)
print("ok")
