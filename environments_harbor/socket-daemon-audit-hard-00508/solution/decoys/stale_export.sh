#!/bin/bash
set -euo pipefail
mkdir -p /var/tmp/audit
echo "volume_id,used_mb,quota_mb,over_mb" > /var/tmp/audit/aud-14002-volumes.csv
tail -n +2 /srv/exports/quotad-export-2024-09-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 && $2 == "dorado" {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k4,4nr -k1,1 >> /var/tmp/audit/aud-14002-volumes.csv
