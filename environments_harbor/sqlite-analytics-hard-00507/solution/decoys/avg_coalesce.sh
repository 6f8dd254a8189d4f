#!/bin/bash
set -euo pipefail
mkdir -p /srv/hotel/report
DB=/srv/hotel/stays.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/room_type_period_totals.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT k.name AS room_type, COUNT(*) AS stays, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN room_types k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2024-04-07' AND '2024-04-19' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/top_guests.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT d.id AS guest_id, d.name AS name, COUNT(*) AS stays, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN guests d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/property_period_totals.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT r.property AS property, COUNT(c.id) AS stays, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT property FROM guests) r LEFT JOIN guests d ON d.property = r.property LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2024-04-07' AND '2024-04-19' GROUP BY r.property ORDER BY r.property;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/avg_stay_by_wing.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT k.wing AS wing, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(COALESCE(c.amount, 0))) AS avg_amount FROM c JOIN room_types k ON k.id = c.cat GROUP BY k.wing ORDER BY k.wing;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/inactive_guests.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT d.id AS guest_id, d.name AS name, d.property AS property FROM guests d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2024-04-07' AND '2024-04-19') ORDER BY d.id;
SQL
sqlite3 "$DB" <<'SQL'
DROP VIEW IF EXISTS v_monthly_stays; CREATE VIEW v_monthly_stays AS WITH c AS (SELECT datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS stays, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total FROM c GROUP BY month ORDER BY month;
SQL
ls -l /srv/hotel/report
