#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/answers
DB=/srv/freight/freight.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/service_period_totals.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT k.name AS service, COUNT(*) AS shipments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN services k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/top_shippers.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT d.id AS shipper_id, d.name AS name, COUNT(*) AS shipments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN shippers d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 6;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/hub_period_totals.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT d.hub AS hub, COUNT(c.id) AS shipments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN shippers d ON d.id = c.dim WHERE date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY d.hub ORDER BY d.hub;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/avg_shipment_by_mode.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT k.mode AS mode, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN services k ON k.id = c.cat GROUP BY k.mode ORDER BY k.mode;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/freight/answers/inactive_shippers.csv
WITH c AS (SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT d.id AS shipper_id, d.name AS name, d.hub AS hub FROM shippers d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31') ORDER BY d.id;
SQL
sqlite3 "$DB" <<'SQL'
DROP VIEW IF EXISTS rpt_monthly_shipments; CREATE VIEW rpt_monthly_shipments AS WITH c AS (SELECT datetime(booked_at, '+330 minutes') AS ts, freight_cost AS amount FROM (SELECT * FROM shipments WHERE shipment_id IN (SELECT MIN(shipment_id) FROM shipments GROUP BY waybill)) WHERE status <> 'voided') SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS shipments, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total FROM c GROUP BY month ORDER BY month;
SQL
ls -l /srv/freight/answers
