#!/bin/bash
set -euo pipefail
cd /app/tenant-services
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/late-fee-grace >/dev/null 2>&1 || true
cat > tenant/fees.py <<'PY'
"""Late fees."""


def late_fee(amount_cents, days_late):
    """Late fee in cents: 20 per mille of the amount per day late after a 7-day grace period, at most
    25% of the amount."""
    if days_late <= 7:
        return 0
    return min(amount_cents * 20 * (days_late - 7) // 1000, amount_cents * 25 // 100)
PY
cat > tenant/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 10,
    "page_size": 20,
    "retry_limit": 3,
    "log_format": "text",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Cap late fees at 25%
- 7-day grace period for late fees
## 1.4.0

- first tracked release
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
python3 -m pytest -q -p no:cacheprovider tests >/dev/null
