#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount
FROM invoices
SQL
)
# nulls
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE amount IS NOT NULL
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/streaks.csv <<SQL
WITH c AS ($CHAIN),
d AS (SELECT DISTINCT dim, date(ts) AS day FROM c WHERE dim IS NOT NULL),
g AS (SELECT dim, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY dim ORDER BY day) AS isl FROM d),
s AS (SELECT dim, MIN(day) AS first_day, MAX(day) AS last_day, COUNT(*) AS n FROM g GROUP BY dim, isl),
b AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY dim ORDER BY n DESC, first_day) AS rk FROM s)
SELECT dim AS account_id, n AS streak_days, first_day, last_day
FROM b
WHERE rk = 1
ORDER BY n DESC, first_day, dim
LIMIT 5;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/running_total.csv <<SQL
WITH c AS ($CHAIN),
m AS (SELECT strftime('%Y-%m', ts) AS month, COUNT(*) AS n, TOTAL(amount) AS total FROM c GROUP BY 1)
SELECT month, n AS invoices, printf('%.2f', total) AS total, printf('%.2f', SUM(total) OVER (ORDER BY month)) AS running_total
FROM m
ORDER BY month;
SQL
