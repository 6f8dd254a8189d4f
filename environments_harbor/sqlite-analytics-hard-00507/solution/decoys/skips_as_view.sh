#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount, status AS status, order_ref AS ref, version AS ver
FROM orders
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
WHERE lower(trim(status)) <> 'cancelled'
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
