#!/bin/bash
set -euo pipefail
cd /app/invoicing-engine
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge --no-edit feature/kib-mib-gib >/dev/null || true
git add -A
git -c user.name='Release Manager' -c user.email='release@example.com' commit -q --no-edit
