#!/bin/bash
set -euo pipefail
mkdir -p /srv/retail/results
DB=/srv/retail/shop.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/results/product_period_totals.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders)) SELECT k.name AS product, COUNT(*) AS orders, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN products k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2022-05-01' AND '2022-05-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/results/top_customers.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders)) SELECT d.id AS customer_id, d.name AS name, COUNT(*) AS orders, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN customers d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 7;
SQL
ls -l /srv/retail/results
