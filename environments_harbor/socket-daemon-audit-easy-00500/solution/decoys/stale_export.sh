#!/bin/bash
set -euo pipefail
mkdir -p /var/tmp/audit
echo "license_pool_id,seats_used,seats_owned,overage" > /var/tmp/audit/inc-29427-license-pools.csv
tail -n +2 /srv/exports/licsrv-export-2024-09-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 && $2 == "finance" {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k4,4nr -k1,1 >> /var/tmp/audit/inc-29427-license-pools.csv
