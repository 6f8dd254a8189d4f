#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount
FROM invoices
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/running_total.csv <<SQL
WITH c AS ($CHAIN),
m AS (SELECT strftime('%Y-%m', ts) AS month, COUNT(*) AS n, TOTAL(amount) AS total FROM c GROUP BY 1)
SELECT month, n AS invoices, printf('%.2f', total) AS total, printf('%.2f', SUM(total) OVER (ORDER BY month)) AS running_total
FROM m
ORDER BY month;
SQL
