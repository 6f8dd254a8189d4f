#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/analysis
DB=/srv/rental/rentals.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/analysis/vehicle_period_totals.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, datetime(picked_up_at, '-420 minutes') AS ts, charge AS amount FROM (SELECT * FROM rentals WHERE rental_id IN (SELECT MIN(rental_id) FROM rentals GROUP BY contract_no)) WHERE status <> 'cancelled') SELECT k.name AS vehicle, COUNT(*) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN vehicles k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2024-03-08' AND '2024-03-20' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/analysis/top_renters.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, datetime(picked_up_at, '-420 minutes') AS ts, charge AS amount FROM (SELECT * FROM rentals WHERE rental_id IN (SELECT MIN(rental_id) FROM rentals GROUP BY contract_no)) WHERE status <> 'cancelled') SELECT d.id AS renter_id, d.name AS name, COUNT(*) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN renters d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 7;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/analysis/branch_period_totals.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, datetime(picked_up_at, '-420 minutes') AS ts, charge AS amount FROM (SELECT * FROM rentals WHERE rental_id IN (SELECT MIN(rental_id) FROM rentals GROUP BY contract_no)) WHERE status <> 'cancelled') SELECT r.branch AS branch, COUNT(c.id) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT branch FROM renters) r LEFT JOIN renters d ON d.branch = r.branch LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2024-03-08' AND '2024-03-20' GROUP BY r.branch ORDER BY r.branch;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/analysis/avg_rental_by_class.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, datetime(picked_up_at, '-420 minutes') AS ts, charge AS amount FROM (SELECT * FROM rentals WHERE rental_id IN (SELECT MIN(rental_id) FROM rentals GROUP BY contract_no)) WHERE status <> 'cancelled') SELECT k.class AS class, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(COALESCE(c.amount, 0))) AS avg_amount FROM c JOIN vehicles k ON k.id = c.cat GROUP BY k.class ORDER BY k.class;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/analysis/inactive_renters.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, datetime(picked_up_at, '-420 minutes') AS ts, charge AS amount FROM (SELECT * FROM rentals WHERE rental_id IN (SELECT MIN(rental_id) FROM rentals GROUP BY contract_no)) WHERE status <> 'cancelled') SELECT d.id AS renter_id, d.name AS name, d.branch AS branch FROM renters d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2024-03-08' AND '2024-03-20') ORDER BY d.id;
SQL
sqlite3 "$DB" <<'SQL'
DROP VIEW IF EXISTS rpt_monthly_rentals; CREATE VIEW rpt_monthly_rentals AS WITH c AS (SELECT datetime(picked_up_at, '-420 minutes') AS ts, charge AS amount FROM (SELECT * FROM rentals WHERE rental_id IN (SELECT MIN(rental_id) FROM rentals GROUP BY contract_no)) WHERE status <> 'cancelled') SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS rentals, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total FROM c GROUP BY month ORDER BY month;
SQL
ls -l /srv/rental/analysis
