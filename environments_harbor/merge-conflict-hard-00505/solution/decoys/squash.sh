#!/bin/bash
set -euo pipefail
cd /app/ops-utils
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --squash --no-edit feature/stricter-passwords >/dev/null 2>&1 || true
cat > ops/policy.py <<'PY'
"""Password policy."""

BANNED = {'admin123', 'football', 'qwerty123', 'sunshine1', 'welcome1'}


def password_problems(password):
    """Reasons a password is rejected (an empty list means it is accepted)."""
    problems = []
    if len(password) < 12:
        problems.append("too short")
    if not any(c.isdigit() for c in password):
        problems.append("no digit")
    if password.lower() in BANNED:
        problems.append("too common")
    return problems
PY
cat > ops/config.py <<'PY'
"""Service defaults."""

DEFAULTS = {
    "timeout_s": 10,
    "page_size": 20,
    "retry_limit": 2,
    "log_format": "json",
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
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q -m 'Merge feature/stricter-passwords (squashed)'
