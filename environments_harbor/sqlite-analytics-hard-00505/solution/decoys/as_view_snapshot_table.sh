#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount, status AS status, invoice_no AS ref, version AS ver
FROM invoices
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, status, ref, ver
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver DESC) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
# void_status
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE lower(trim(status)) <> 'void'
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/top_per_region.csv <<SQL
WITH c AS ($CHAIN),
t AS (SELECT d.country AS reg, d.id, d.name, TOTAL(c.amount) AS total FROM c JOIN accounts d ON d.id = c.dim GROUP BY d.id),
r AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY reg ORDER BY total DESC, id) AS rk FROM t)
SELECT reg AS country, rk AS rank, id AS account_id, name, printf('%.2f', total) AS total
FROM r
WHERE rk <= 2
ORDER BY reg, rk;
SQL
sqlite3 -bail "$DB" <<SQL
CREATE TABLE v_percentile AS WITH c AS ($CHAIN),
v AS (SELECT k.tier AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.tier ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.tier) AS n FROM c JOIN plans k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS tier, n AS billed, printf('%.2f', a) AS p75
FROM v
WHERE rn = (n * 75 + 99) / 100
ORDER BY g;
SQL
