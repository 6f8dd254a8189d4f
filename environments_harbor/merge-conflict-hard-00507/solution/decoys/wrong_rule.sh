#!/bin/bash
set -euo pipefail
cd /app/storefront-backend
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/stricter-passwords >/dev/null 2>&1 || true
cat > storefront/policy.py <<'PY'
"""Password policy."""

BANNED = {'admin123', 'football', 'letmein', 'monkey', 'sunshine1'}


def password_problems(password):
    """Reasons a password is rejected (an empty list means it is accepted)."""
    problems = []
    if len(password) < 12:
        problems.append("too short")
    if password.lower() in BANNED:
        problems.append("too common")
    if not any(c.isdigit() for c in password):
        problems.append("no digit")
    return problems
PY
cat > storefront/config.py <<'PY'
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

- Require a digit in passwords
- Minimum length 12 and a list of banned passwords
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
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
