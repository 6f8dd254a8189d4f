#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount, status AS status, order_ref AS ref, version AS ver
FROM orders
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/shop/report/mom_growth.csv <<SQL
WITH c AS ($CHAIN),
m AS (SELECT strftime('%Y-%m', ts) AS month, COUNT(*) AS n, TOTAL(amount) AS total FROM c GROUP BY 1)
SELECT month, printf('%.2f', total) AS total, CASE WHEN LAG(total) OVER w IS NULL THEN '' ELSE printf('%.1f', 100.0 * (total - LAG(total) OVER w) / LAG(total) OVER w) END AS growth_pct
FROM m
WINDOW
w AS (ORDER BY month)
ORDER BY month;
SQL
sqlite3 -bail "$DB" <<SQL
DROP VIEW IF EXISTS v_rolling_7d;
CREATE VIEW v_rolling_7d AS WITH c AS ($CHAIN),
t AS (SELECT date(c.ts) AS day, TOTAL(c.amount) AS total FROM c JOIN products k ON k.id = c.cat WHERE k.department = 'Outdoor' AND c.ts IS NOT NULL GROUP BY 1),
r AS (SELECT day, total, SUM(total) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) AS roll FROM t)
SELECT day, printf('%.2f', total) AS total, printf('%.2f', roll) AS rolling_7d
FROM r
WHERE day BETWEEN '2022-03-10' AND '2022-04-09'
ORDER BY day;
SQL
