#!/bin/bash
set -euo pipefail
cd /app/storefront-backend
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --squash --no-edit feature/express-delivery >/dev/null 2>&1 || true
cat > storefront/shipping.py <<'PY'
"""Shipping prices."""


def shipping_cost(weight_kg, zone, order_total=0, express=False):
    """Shipping cost in cents for one parcel; domestic orders of at least 9900 cents ship free (even express
    ones); express delivery costs 3 times as much."""
    if zone == "domestic" and order_total >= 9900:
        return 0
    rates = {"domestic": 510, "eu": 1040, "uk": 860, "world": 1560}
    cost = rates[zone]
    if weight_kg > 2:
        cost += int((weight_kg - 2) * 100)
    if express:
        cost *= 3
    return cost
PY
cat > storefront/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 30,
    "page_size": 50,
    "retry_limit": 4,
    "log_format": "text",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Free domestic shipping from 99.00
- Express delivery and a UK zone
## 1.4.0

- first tracked release
PY
cat > storefront/reports.py <<'PY'
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
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q -m 'Merge feature/express-delivery (squashed)'
