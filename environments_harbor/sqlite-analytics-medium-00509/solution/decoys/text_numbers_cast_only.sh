#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_code AS dim, product_id AS cat, ordered_at AS ts, total AS amount
FROM orders
SQL
)
# key_variants
CHAIN=$(cat <<SQL
SELECT id, (SELECT d.id FROM customers d WHERE d.code = upper(trim(s.dim))) AS dim, cat, ts, amount
FROM ($CHAIN) AS s
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(s.amount AS REAL) AS amount
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/median.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT d.region AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY d.region ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY d.region) AS n FROM c JOIN customers d ON d.id = c.dim WHERE c.amount IS NOT NULL)
SELECT g AS region, n AS billed, printf('%.2f', AVG(a)) AS median_amount
FROM v
WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
GROUP BY g
ORDER BY g;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/percentile.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT k.department AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.department ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.department) AS n FROM c JOIN products k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS department, n AS billed, printf('%.2f', a) AS p90
FROM v
WHERE rn = (n * 90 + 99) / 100
ORDER BY g;
SQL
