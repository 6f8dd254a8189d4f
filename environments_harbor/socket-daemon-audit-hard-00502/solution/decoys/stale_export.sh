#!/bin/bash
set -euo pipefail
mkdir -p /srv/reports
echo "license_pool_id,seats_used,seats_owned,overage" > /srv/reports/inc-33082-license-pools.csv
tail -n +2 /srv/exports/licsrv-export-2024-09-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 && $2 == "research" {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k1,1 >> /srv/reports/inc-33082-license-pools.csv
