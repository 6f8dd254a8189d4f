#!/bin/bash
set -euo pipefail
mkdir -p /srv/reports
echo "SKU_id,on_hand,reorder_point,shortfall" > /srv/reports/inc-21592-SKUs.csv
tail -n +2 /srv/exports/stockd-export-2024-04-28.csv | awk -F, -v OFS=, '($4 - $5) * -1 > 0 {print $1, $4, $5, ($4 - $5) * -1}' | LC_ALL=C sort -t, -k1,1 >> /srv/reports/inc-21592-SKUs.csv
