#!/bin/bash
set -euo pipefail
mkdir -p /srv/reports
echo "account_id,balance_cents,credit_limit_cents,excess_cents" > /srv/reports/aud-47889-accounts.csv
tail -n +2 /srv/exports/ledgerd-export-2024-04-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k1,1 >> /srv/reports/aud-47889-accounts.csv
