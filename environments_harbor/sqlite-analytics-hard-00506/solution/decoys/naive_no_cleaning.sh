#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount, order_ref AS ref, version AS ver, deleted_at AS deleted
FROM orders
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/funnel.csv <<SQL
WITH c AS ($CHAIN),
e AS (SELECT d.id, COUNT(c.id) AS n FROM customers d LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN d.joined AND date(d.joined, '+14 days') WHERE d.joined BETWEEN '2023-07-10' AND '2023-08-10' GROUP BY d.id)
SELECT 'joined' AS stage, COUNT(*) AS customers, '100.0' AS pct_of_joined
FROM e
UNION ALL
SELECT 'first_order', SUM(n >= 1), printf('%.1f', 100.0 * SUM(n >= 1) / COUNT(*))
FROM e
UNION ALL
SELECT 'repeat_order', SUM(n >= 2), printf('%.1f', 100.0 * SUM(n >= 2) / COUNT(*))
FROM e;
SQL
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_orders_lookup ON orders(product_id, ordered_at);
SQL
