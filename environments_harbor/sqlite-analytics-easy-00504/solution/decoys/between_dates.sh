#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/results
DB=/srv/rental/rentals.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/vehicle_period_totals.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT k.name AS vehicle, COUNT(*) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN vehicles k ON k.id = c.cat WHERE c.ts BETWEEN '2025-05-01' AND '2025-05-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/rental/results/top_renters.csv
WITH c AS (SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount FROM (SELECT * FROM rentals) WHERE status <> 'cancelled') SELECT d.id AS renter_id, d.name AS name, COUNT(*) AS rentals, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN renters d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
ls -l /srv/rental/results
