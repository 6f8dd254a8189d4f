#!/bin/bash
set -euo pipefail
cd /app/checkout-core
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge -X ours --no-edit feature/express-delivery >/dev/null
