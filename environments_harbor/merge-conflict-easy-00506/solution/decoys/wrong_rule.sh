#!/bin/bash
set -euo pipefail
cd /app/billing-rules
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/stricter-passwords >/dev/null 2>&1 || true
cat > billing/policy.py <<'PY'
"""Password policy."""

BANNED = {'admin123', 'letmein', 'password', 'sunshine1', 'welcome1'}


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
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
