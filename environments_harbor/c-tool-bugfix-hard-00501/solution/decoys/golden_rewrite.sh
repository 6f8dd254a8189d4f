#!/bin/bash
set -euo pipefail
cd /app/qbuf
make || true
for d in tests/cases/*/; do
  (cd "$d" && eval "set -- $(cat cmd)" && ../../../qbuf "$@" < "$( [ -f stdin ] && echo stdin || echo /dev/null )" > expected 2>/dev/null) || true
done
