#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/answers
DB=/srv/freight/freight.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/avg_shipment_by_mode.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT k.mode AS mode, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN services k ON k.id = c.cat GROUP BY k.mode ORDER BY k.mode;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/hub_period_totals.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT r.hub AS hub, COUNT(c.id) AS shipments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT hub FROM shippers) r LEFT JOIN shippers d ON d.hub = r.hub LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY r.hub ORDER BY r.hub;
SQL
ls -l /srv/freight/answers
