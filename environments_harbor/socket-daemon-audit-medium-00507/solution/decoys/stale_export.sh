#!/bin/bash
set -euo pipefail
mkdir -p /srv/audit
echo "volume_id,used_mb,quota_mb,over_mb" > /srv/audit/ops-65123-volumes.csv
tail -n +2 /srv/exports/quotad-export-2024-05-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k1,1 >> /srv/audit/ops-65123-volumes.csv
