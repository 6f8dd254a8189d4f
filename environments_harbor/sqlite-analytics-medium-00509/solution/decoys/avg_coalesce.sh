#!/bin/bash
set -euo pipefail
mkdir -p /srv/retail/out
DB=/srv/retail/shop.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/out/product_period_totals.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders) WHERE status <> 'cancelled') SELECT k.name AS product, COUNT(*) AS orders, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN products k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2022-07-01' AND '2022-07-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/out/top_customers.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders) WHERE status <> 'cancelled') SELECT d.id AS customer_id, d.name AS name, COUNT(*) AS orders, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN customers d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 6;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/out/region_period_totals.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders) WHERE status <> 'cancelled') SELECT r.region AS region, COUNT(c.id) AS orders, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT region FROM customers) r LEFT JOIN customers d ON d.region = r.region LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2022-07-01' AND '2022-07-31' GROUP BY r.region ORDER BY r.region;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/out/avg_order_by_department.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders) WHERE status <> 'cancelled') SELECT k.department AS department, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(COALESCE(c.amount, 0))) AS avg_amount FROM c JOIN products k ON k.id = c.cat GROUP BY k.department ORDER BY k.department;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/retail/out/inactive_customers.csv
WITH c AS (SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount FROM (SELECT * FROM orders) WHERE status <> 'cancelled') SELECT d.id AS customer_id, d.name AS name, d.region AS region FROM customers d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2022-07-01' AND '2022-07-31') ORDER BY d.id;
SQL
ls -l /srv/retail/out
