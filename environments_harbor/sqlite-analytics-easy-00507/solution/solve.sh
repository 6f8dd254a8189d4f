#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/answers
DB=/srv/freight/freight.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/service_period_totals.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount FROM (SELECT * FROM shipments) WHERE status <> 'voided') SELECT k.name AS service, COUNT(*) AS shipments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN services k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2023-08-01' AND '2023-08-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/top_shippers.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount FROM (SELECT * FROM shipments) WHERE status <> 'voided') SELECT d.id AS shipper_id, d.name AS name, COUNT(*) AS shipments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN shippers d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 6;
SQL
ls -l /srv/freight/answers
