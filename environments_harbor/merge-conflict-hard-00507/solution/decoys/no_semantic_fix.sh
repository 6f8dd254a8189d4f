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
    if not any(c.isdigit() for c in password):
        problems.append("no digit")
    if password.lower() in BANNED:
        problems.append("too common")
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
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
