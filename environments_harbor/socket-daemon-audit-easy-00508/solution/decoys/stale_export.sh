#!/bin/bash
set -euo pipefail
mkdir -p /var/tmp/audit
echo "account_id,balance_cents,credit_limit_cents,excess_cents" > /var/tmp/audit/inc-94289-accounts.csv
tail -n +2 /srv/exports/ledgerd-export-2024-09-28.csv | awk -F, -v OFS=, '($4 - $5) * 1 > 0 && $2 == "west" {print $1, $4, $5, ($4 - $5) * 1}' | LC_ALL=C sort -t, -k4,4nr -k1,1 >> /var/tmp/audit/inc-94289-accounts.csv
