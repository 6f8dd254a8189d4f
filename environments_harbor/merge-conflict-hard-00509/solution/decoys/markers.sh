#!/bin/bash
set -euo pipefail
cd /app/accounts-policy
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/express-and-uk >/dev/null || true
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
