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
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/rollup.csv <<SQL
WITH RECURSIVE c AS ($CHAIN),
up(id, root) AS (SELECT id, id FROM products WHERE parent_id IS NULL UNION ALL SELECT k.id, up.root FROM products k JOIN up ON k.parent_id = up.id)
SELECT r.name AS top_product, COUNT(c.id) AS orders, printf('%.2f', TOTAL(c.amount)) AS total
FROM products r JOIN up ON up.root = r.id LEFT JOIN c ON c.cat = up.id
WHERE r.parent_id IS NULL
GROUP BY r.id
ORDER BY r.name;
SQL
