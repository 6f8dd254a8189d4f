#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount
FROM invoices
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/cohort_retention.csv <<SQL
WITH c AS ($CHAIN),
a AS (SELECT DISTINCT dim, CAST(strftime('%Y', ts) AS INTEGER) * 12 + CAST(strftime('%m', ts) AS INTEGER) - 1 AS mi FROM c WHERE dim IS NOT NULL),
f AS (SELECT dim, MIN(mi) AS m0 FROM a GROUP BY dim)
SELECT printf('%04d-%02d', f.m0 / 12, f.m0 % 12 + 1) AS cohort, a.mi - f.m0 AS months_after, COUNT(*) AS accounts
FROM a JOIN f USING (dim)
WHERE a.mi - f.m0 BETWEEN 0 AND 2
GROUP BY f.m0, a.mi - f.m0
ORDER BY f.m0, 2;
SQL
