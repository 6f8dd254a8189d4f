#!/bin/bash
set -euo pipefail
cd /app/ops-utils
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/late-fee-grace >/dev/null || true
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
