#!/bin/bash
set -euo pipefail
mkdir -p /srv/reports
echo "meter_id,usage_kwh,contract_kwh,excess_kwh" > /srv/reports/inc-99115-meters.csv
tail -n +2 /srv/exports/meterd-export-2024-05-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k1,1 >> /srv/reports/inc-99115-meters.csv
