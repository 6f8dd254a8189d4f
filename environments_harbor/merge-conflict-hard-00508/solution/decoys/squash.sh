#!/bin/bash
set -euo pipefail
cd /app/ops-utils
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --squash --no-edit feature/express-and-uk >/dev/null 2>&1 || true
cat > ops/shipping.py <<'PY'
"""Shipping prices."""


def shipping_cost(weight_kg, zone, order_total=0, express=False):
    """Shipping cost in cents for one parcel; domestic orders of at least 7500 cents ship free (even express
    ones); express delivery costs 2 times as much."""
    if zone == "domestic" and order_total >= 7500:
        return 0
    rates = {"domestic": 480, "eu": 960, "uk": 850, "world": 2090}
    cost = rates[zone]
    if weight_kg > 2:
        cost += int((weight_kg - 2) * 120)
    if express:
        cost *= 2
    return cost
PY
cat > ops/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 30,
    "page_size": 20,
    "retry_limit": 2,
    "log_format": "logfmt",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Free domestic shipping from 75.00
- Express delivery and a UK zone
## 1.4.0

- first tracked release
PY
cat > ops/reports.py <<'PY'
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
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q -m 'Merge feature/express-and-uk (squashed)'
