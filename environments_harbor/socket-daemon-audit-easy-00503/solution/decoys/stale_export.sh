#!/bin/bash
set -euo pipefail
mkdir -p /opt/audit/out
echo "SKU_id,on_hand,reorder_point,shortfall" > /opt/audit/out/ops-78884-SKUs.csv
tail -n +2 /srv/exports/stockd-export-2024-07-28.csv | awk -F, -v OFS=, '($4 - $5) * -1 > 0 && $3 == "stocked" {print $1, $4, $5, ($4 - $5) * -1}' | LC_ALL=C sort -t, -k1,1 >> /opt/audit/out/ops-78884-SKUs.csv
