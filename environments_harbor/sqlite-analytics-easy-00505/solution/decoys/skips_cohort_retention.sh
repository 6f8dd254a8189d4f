#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount
FROM invoices
SQL
)
# local_tz
CHAIN=$(cat <<SQL
SELECT id, dim, cat, datetime(s.ts, '+540 minutes') AS ts, amount
FROM ($CHAIN) AS s
SQL
)
