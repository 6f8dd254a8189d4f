#!/bin/bash
set -euo pipefail
mkdir -p /opt/audit/out
echo "volume_id,used_mb,quota_mb,over_mb" > /opt/audit/out/chg-93787-volumes.csv
tail -n +2 /srv/exports/quotad-export-2024-08-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k4,4nr -k1,1 >> /opt/audit/out/chg-93787-volumes.csv
