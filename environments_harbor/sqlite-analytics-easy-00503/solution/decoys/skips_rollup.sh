#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount, currency AS cur
FROM orders
SQL
)
# currency
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CASE WHEN s.cur = 'USD' THEN s.amount ELSE s.amount * (SELECT f.rate_to_usd FROM fx_rates f WHERE f.currency = s.cur AND f.valid_from <= date(s.ts) ORDER BY f.valid_from DESC LIMIT 1) END AS amount, cur
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/percentile.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT k.department AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.department ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.department) AS n FROM c JOIN products k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS department, n AS billed, printf('%.2f', a) AS p95
FROM v
WHERE rn = (n * 95 + 99) / 100
ORDER BY g;
SQL
