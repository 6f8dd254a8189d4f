#!/bin/bash
set -euo pipefail
mkdir -p /srv/cowork/analysis
DB=/srv/cowork/bookings.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/avg_booking_by_room_type.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT k.room_type AS room_type, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN rooms k ON k.id = c.cat GROUP BY k.room_type ORDER BY k.room_type;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/inactive_members.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT d.id AS member_id, d.name AS name, d.site AS site FROM members d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2024-03-01' AND '2024-03-31') ORDER BY d.id;
SQL
ls -l /srv/cowork/analysis
