#!/bin/bash
set -euo pipefail
mkdir -p /srv/audit
echo "SKU_id,on_hand,reorder_point,shortfall" > /srv/audit/aud-17638-SKUs.csv
tail -n +2 /srv/exports/stockd-export-2024-05-28.csv | awk -F, -v OFS=, '($4 - $5) * -1 > 0 && $2 == "dub-1" {print $1, $4, $5, ($4 - $5) * -1}' | LC_ALL=C sort -t, -k1,1 >> /srv/audit/aud-17638-SKUs.csv
