#!/bin/bash
set -euo pipefail
cd /app/fieldcut
make || true
for d in tests/cases/*/; do
  (cd "$d" && eval "set -- $(cat cmd)" && ../../../fieldcut "$@" < "$( [ -f stdin ] && echo stdin || echo /dev/null )" > expected 2>/dev/null) || true
done
