#!/bin/bash
set -euo pipefail
cd /app/billing-rules
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge -X ours --no-edit feature/stricter-passwords >/dev/null
