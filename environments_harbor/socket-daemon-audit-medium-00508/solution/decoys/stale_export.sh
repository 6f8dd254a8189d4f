#!/bin/bash
set -euo pipefail
mkdir -p /opt/audit/out
echo "license_pool_id,seats_used,seats_owned,overage" > /opt/audit/out/aud-81387-license-pools.csv
tail -n +2 /srv/exports/licsrv-export-2024-05-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k1,1 >> /opt/audit/out/aud-81387-license-pools.csv
