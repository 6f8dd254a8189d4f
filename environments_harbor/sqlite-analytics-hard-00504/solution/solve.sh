#!/bin/bash
set -euo pipefail
mkdir -p /srv/cowork/analysis
DB=/srv/cowork/bookings.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/room_period_totals.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT k.name AS room, COUNT(*) AS bookings, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN rooms k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2024-03-01' AND '2024-03-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/top_members.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT d.id AS member_id, d.name AS name, COUNT(*) AS bookings, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN members d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/site_period_totals.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT r.site AS site, COUNT(c.id) AS bookings, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT site FROM members) r LEFT JOIN members d ON d.site = r.site LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2024-03-01' AND '2024-03-31' GROUP BY r.site ORDER BY r.site;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/avg_booking_by_room_type.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT k.room_type AS room_type, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN rooms k ON k.id = c.cat GROUP BY k.room_type ORDER BY k.room_type;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/cowork/analysis/inactive_members.csv
WITH c AS (SELECT booking_id AS id, member_id AS dim, room_id AS cat, datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT d.id AS member_id, d.name AS name, d.site AS site FROM members d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2024-03-01' AND '2024-03-31') ORDER BY d.id;
SQL
sqlite3 "$DB" <<'SQL'
DROP VIEW IF EXISTS monthly_bookings; CREATE VIEW monthly_bookings AS WITH c AS (SELECT datetime(booked_at, '+540 minutes') AS ts, price AS amount FROM (SELECT * FROM bookings WHERE booking_id IN (SELECT MIN(booking_id) FROM bookings GROUP BY booking_code)) WHERE status <> 'cancelled') SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS bookings, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total FROM c GROUP BY month ORDER BY month;
SQL
ls -l /srv/cowork/analysis
