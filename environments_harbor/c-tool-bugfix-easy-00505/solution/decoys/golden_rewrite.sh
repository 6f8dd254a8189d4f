#!/bin/bash
set -euo pipefail
cd /app/exprc
make || true
for d in tests/cases/*/; do
  (cd "$d" && eval "set -- $(cat cmd)" && ../../../exprc "$@" < "$( [ -f stdin ] && echo stdin || echo /dev/null )" > expected 2>/dev/null) || true
done
