#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/report
DB=/srv/freight/freight.db
CHAIN=$(cat <<SQL
SELECT shipment_id AS id, shipper_code AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount
FROM shipments
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(replace(nullif(trim(s.amount), ''), ',', '') AS REAL) AS amount
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail "$DB" > /srv/freight/report/summary_json.json <<SQL
WITH c AS ($CHAIN)
SELECT json_object('rows_in_table', (SELECT COUNT(*) FROM shipments), 'rows_counted', (SELECT COUNT(*) FROM c), 'shippers_active', (SELECT COUNT(DISTINCT c.dim) FROM c JOIN shippers d ON d.id = c.dim), 'grand_total', (SELECT ROUND(TOTAL(amount), 2) FROM c), 'busiest_day', (SELECT date(ts) FROM c WHERE ts IS NOT NULL GROUP BY date(ts) ORDER BY COUNT(*) DESC, date(ts) LIMIT 1));
SQL
sqlite3 -bail -header -csv "$DB" > /srv/freight/report/mom_growth.csv <<SQL
WITH c AS ($CHAIN),
m AS (SELECT strftime('%Y-%m', ts) AS month, COUNT(*) AS n, TOTAL(amount) AS total FROM c GROUP BY 1)
SELECT month, printf('%.2f', total) AS total, CASE WHEN LAG(total) OVER w IS NULL THEN '' ELSE printf('%.1f', 100.0 * (total - LAG(total) OVER w) / LAG(total) OVER w) END AS growth_pct
FROM m
WINDOW
w AS (ORDER BY month)
ORDER BY month;
SQL
