#!/bin/bash
set -euo pipefail
cd /app/invoicing-engine
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/express-and-uk >/dev/null 2>&1 || true
cat > invoicing/shipping.py <<'PY'
"""Shipping prices."""


def shipping_cost(weight_kg, zone, order_total=0, express=False):
    """Shipping cost in cents for one parcel; domestic orders of at least 5000 cents ship free (even express
    ones); express delivery costs 3 times as much."""
    rates = {"domestic": 460, "eu": 810, "uk": 810, "world": 1400}
    cost = rates[zone]
    if weight_kg > 2:
        cost += int((weight_kg - 2) * 100)
    if express:
        cost *= 3
    elif zone == "domestic" and order_total >= 5000:
        return 0
    return cost
PY
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
