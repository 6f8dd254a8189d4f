#!/bin/bash
set -euo pipefail
cd /app/ops-utils
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/late-fee-grace >/dev/null 2>&1 || true
cat > ops/fees.py <<'PY'
"""Late fees."""


def late_fee(amount_cents, days_late):
    """Late fee in cents: 15 per mille of the amount per day late after a 5-day grace period, at most
    15% of the amount."""
    if days_late <= 5:
        return 0
    return min(amount_cents * 15 * days_late // 1000, amount_cents * 15 // 100)
PY
cat > ops/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 10,
    "page_size": 50,
    "retry_limit": 6,
    "log_format": "text",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Cap late fees at 15%
- 5-day grace period for late fees
## 1.4.0

- first tracked release
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
