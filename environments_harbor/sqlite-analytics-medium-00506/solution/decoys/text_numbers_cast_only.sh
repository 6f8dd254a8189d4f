#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount, order_ref AS ref, version AS ver
FROM orders
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(s.amount AS REAL) AS amount, ref, ver
FROM ($CHAIN) AS s
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, ref, ver
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver DESC) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/pivot.csv <<SQL
WITH c AS ($CHAIN)
SELECT d.region AS region, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2023-03' THEN c.amount END)) AS mar_2023, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2023-04' THEN c.amount END)) AS apr_2023, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2023-05' THEN c.amount END)) AS may_2023
FROM customers d LEFT JOIN c ON c.dim = d.id
GROUP BY d.region
ORDER BY d.region;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/percentile.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT k.department AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.department ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.department) AS n FROM c JOIN products k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS department, n AS billed, printf('%.2f', a) AS p75
FROM v
WHERE rn = (n * 75 + 99) / 100
ORDER BY g;
SQL
