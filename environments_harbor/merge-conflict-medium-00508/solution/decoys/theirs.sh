#!/bin/bash
set -euo pipefail
cd /app/invoicing-engine
export PYTHONDONTWRITEBYTECODE=1
git -c user.name='Release Manager' -c user.email='release@example.com' merge -X theirs --no-edit feature/express-and-uk >/dev/null
