#!/bin/bash
set -euo pipefail
mkdir -p /srv/hotel/report
DB=/srv/hotel/stays.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/avg_stay_by_wing.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT k.wing AS wing, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN room_types k ON k.id = c.cat GROUP BY k.wing ORDER BY k.wing;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/report/inactive_guests.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, datetime(checked_in_at, '+240 minutes') AS ts, room_total AS amount FROM (SELECT * FROM stays WHERE stay_id IN (SELECT MIN(stay_id) FROM stays GROUP BY folio_no)) WHERE status <> 'cancelled') SELECT d.id AS guest_id, d.name AS name, d.property AS property FROM guests d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2024-04-07' AND '2024-04-19') ORDER BY d.id;
SQL
ls -l /srv/hotel/report
