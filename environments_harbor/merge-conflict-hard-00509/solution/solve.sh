#!/bin/bash
set -euo pipefail
cd /app/accounts-policy
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/express-and-uk >/dev/null 2>&1 || true
cat > accounts/shipping.py <<'PY'
"""Shipping prices."""


def shipping_cost(weight_kg, zone, order_total=0, express=False):
    """Shipping cost in cents for one parcel; domestic orders of at least 4900 cents ship free (even express
    ones); express delivery costs 3 times as much."""
    if zone == "domestic" and order_total >= 4900:
        return 0
    rates = {"domestic": 330, "eu": 1040, "uk": 770, "world": 1490}
    cost = rates[zone]
    if weight_kg > 2:
        cost += int((weight_kg - 2) * 180)
    if express:
        cost *= 3
    return cost
PY
cat > accounts/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 30,
    "page_size": 50,
    "retry_limit": 5,
    "log_format": "text",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Free domestic shipping from 49.00
- Express delivery and a UK zone
## 1.4.0

- first tracked release
PY
cat > accounts/reports.py <<'PY'
"""Revenue reports."""

from .money import as_cents


def revenue_by_day(rows):
    """rows: (day, amount) pairs -> {day: cents}, days in first-seen order."""
    out = {}
    for day, amount in rows:
        out[day] = out.get(day, 0) + as_cents(amount)
    return out
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
python3 -m pytest -q -p no:cacheprovider tests >/dev/null
