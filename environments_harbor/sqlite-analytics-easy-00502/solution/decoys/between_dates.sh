#!/bin/bash
set -euo pipefail
mkdir -p /srv/hotel/answers
DB=/srv/hotel/stays.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/answers/room_type_period_totals.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, checked_in_at AS ts, room_total AS amount FROM (SELECT * FROM stays) WHERE status <> 'cancelled') SELECT k.name AS room_type, COUNT(*) AS stays, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN room_types k ON k.id = c.cat WHERE c.ts BETWEEN '2025-03-07' AND '2025-03-23' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/hotel/answers/top_guests.csv
WITH c AS (SELECT stay_id AS id, guest_id AS dim, room_type_id AS cat, checked_in_at AS ts, room_total AS amount FROM (SELECT * FROM stays) WHERE status <> 'cancelled') SELECT d.id AS guest_id, d.name AS name, COUNT(*) AS stays, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN guests d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
ls -l /srv/hotel/answers
