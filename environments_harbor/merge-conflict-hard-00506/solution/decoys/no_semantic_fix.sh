#!/bin/bash
set -euo pipefail
cd /app/invoicing-engine
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/kib-mib-gib >/dev/null 2>&1 || true
cat > invoicing/sizes.py <<'PY'
"""Human-readable sizes."""

import re

UNITS = {"B": 1, "KB": 1000, "MB": 1000 ** 2, "GB": 1000 ** 3, "TB": 1000 ** 4, "KIB": 1024, "MIB": 1024 ** 2, "GIB": 1024 ** 3}

def parse_size(text):
    """Bytes in a size such as '10MB' or '1.5 KB'."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([A-Za-z]+)\s*", text)
    if not match:
        raise ValueError(f"bad size: {text!r}")
    number, unit = match.groups()
    return round(float(number) * UNITS[unit.upper()])
PY
cat > invoicing/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 10,
    "page_size": 50,
    "retry_limit": 4,
    "log_format": "text",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Add GB and TB; round instead of truncating
- Binary units (KiB, MiB, GiB), any case
## 1.4.0

- first tracked release
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
