#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/results
DB=/srv/rental/rentals.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/vehicle_period_totals.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT k.name AS vehicle, COUNT(*) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN vehicles k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/top_renters.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT d.id AS renter_id, d.name AS name, COUNT(*) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN renters d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/branch_period_totals.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT d.branch AS branch, COUNT(c.id) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN renters d ON d.id = c.dim WHERE date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY d.branch ORDER BY d.branch;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/avg_rental_by_class.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT k.class AS class, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN vehicles k ON k.id = c.cat GROUP BY k.class ORDER BY k.class;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/inactive_renters.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT d.id AS renter_id, d.name AS name, d.branch AS branch FROM renters d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31') ORDER BY d.id;
SQL
ls -l /srv/rental/results
