#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount, status AS status
FROM invoices
SQL
)
# void_status
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE lower(trim(status)) <> 'void'
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/percentile.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT k.tier AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.tier ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.tier) AS n FROM c JOIN plans k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS tier, n AS billed, printf('%.2f', a) AS p75
FROM v
WHERE rn = (n * 75 + 99) / 100
ORDER BY g;
SQL
