#!/bin/bash
set -euo pipefail
mkdir -p /opt/audit/out
echo "account_id,balance_cents,credit_limit_cents,excess_cents" > /opt/audit/out/fin-31404-accounts.csv
tail -n +2 /srv/exports/ledgerd-export-2024-05-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 && $2 == "metro" {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k1,1 >> /opt/audit/out/fin-31404-accounts.csv
