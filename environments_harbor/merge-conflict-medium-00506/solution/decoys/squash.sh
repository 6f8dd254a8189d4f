#!/bin/bash
set -euo pipefail
cd /app/checkout-core
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --squash --no-edit feature/express-delivery >/dev/null 2>&1 || true
cat > checkout/shipping.py <<'PY'
"""Shipping prices."""


def shipping_cost(weight_kg, zone, order_total=0, express=False):
    """Shipping cost in cents for one parcel; domestic orders of at least 5000 cents ship free (even express
    ones); express delivery costs 2 times as much."""
    if zone == "domestic" and order_total >= 5000:
        return 0
    rates = {"domestic": 330, "eu": 810, "uk": 670, "world": 1400}
    cost = rates[zone]
    if weight_kg > 2:
        cost += int((weight_kg - 2) * 100)
    if express:
        cost *= 2
    return cost
PY
cat > checkout/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 10,
    "page_size": 50,
    "retry_limit": 3,
    "log_format": "text",
}
PY
cat > CHANGELOG.md <<'PY'
# Changelog

## Unreleased

- Free domestic shipping from 50.00
- Express delivery and a UK zone
## 1.4.0

- first tracked release
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q -m 'Merge feature/express-delivery (squashed)'
