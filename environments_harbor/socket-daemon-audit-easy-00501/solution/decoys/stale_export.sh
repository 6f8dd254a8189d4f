#!/bin/bash
set -euo pipefail
mkdir -p /srv/audit
echo "account_id,balance_cents,credit_limit_cents,excess_cents" > /srv/audit/fin-67501-accounts.csv
tail -n +2 /srv/exports/ledgerd-export-2024-04-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 && $3 == "open" {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k4,4nr -k1,1 >> /srv/audit/fin-67501-accounts.csv
