#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount
FROM invoices
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/median.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT d.country AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY d.country ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY d.country) AS n FROM c JOIN accounts d ON d.id = c.dim WHERE c.amount IS NOT NULL)
SELECT g AS country, n AS billed, printf('%.2f', AVG(a)) AS median_amount
FROM v
WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
GROUP BY g
ORDER BY g;
SQL
