#!/bin/bash
set -euo pipefail
cd /app/tenant-services
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge -X ours --no-edit feature/late-fee-grace >/dev/null
