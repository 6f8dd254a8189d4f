#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/report
DB=/srv/freight/freight.db
CHAIN=$(cat <<SQL
SELECT shipment_id AS id, shipper_code AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount
FROM shipments
SQL
)
# key_variants
CHAIN=$(cat <<SQL
SELECT id, (SELECT d.id FROM shippers d WHERE d.code = upper(trim(s.dim))) AS dim, cat, ts, amount
FROM ($CHAIN) AS s
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
