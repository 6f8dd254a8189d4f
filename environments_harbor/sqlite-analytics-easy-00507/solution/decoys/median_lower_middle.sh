#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/report
DB=/srv/freight/freight.db
CHAIN=$(cat <<SQL
SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount
FROM shipments
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(replace(nullif(trim(s.amount), ''), ',', '') AS REAL) AS amount
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/freight/report/median.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT d.hub AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY d.hub ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY d.hub) AS n FROM c JOIN shippers d ON d.id = c.dim WHERE c.amount IS NOT NULL)
SELECT g AS hub, n AS billed, printf('%.2f', AVG(a)) AS median_amount
FROM v
WHERE rn = (n + 1) / 2
GROUP BY g
ORDER BY g;
SQL
