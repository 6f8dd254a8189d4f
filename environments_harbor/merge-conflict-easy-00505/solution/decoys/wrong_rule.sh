#!/bin/bash
set -euo pipefail
cd /app/invoicing-engine
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/late-fee-grace >/dev/null 2>&1 || true
cat > invoicing/fees.py <<'PY'
"""Late fees."""


def late_fee(amount_cents, days_late):
    """Late fee in cents: 15 per mille of the amount per day late after a 5-day grace period, at most
    25% of the amount."""
    if days_late <= 5:
        return 0
    return min(amount_cents * 15 * days_late // 1000, amount_cents * 25 // 100)
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
