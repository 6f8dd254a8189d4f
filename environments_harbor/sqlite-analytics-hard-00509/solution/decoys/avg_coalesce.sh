#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/event_period_totals.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT k.name AS event, COUNT(*) AS tickets, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN events k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2024-09-09' AND '2024-09-21' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/top_buyers.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT d.id AS buyer_id, d.name AS name, COUNT(*) AS tickets, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN buyers d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 3;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/city_period_totals.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT r.city AS city, COUNT(c.id) AS tickets, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT city FROM buyers) r LEFT JOIN buyers d ON d.city = r.city LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2024-09-09' AND '2024-09-21' GROUP BY r.city ORDER BY r.city;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/avg_ticket_by_genre.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT k.genre AS genre, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(COALESCE(c.amount, 0))) AS avg_amount FROM c JOIN events k ON k.id = c.cat GROUP BY k.genre ORDER BY k.genre;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/inactive_buyers.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT d.id AS buyer_id, d.name AS name, d.city AS city FROM buyers d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2024-09-09' AND '2024-09-21') ORDER BY d.id;
SQL
sqlite3 "$DB" <<'SQL'
DROP VIEW IF EXISTS monthly_tickets; CREATE VIEW monthly_tickets AS WITH c AS (SELECT datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS tickets, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total FROM c GROUP BY month ORDER BY month;
SQL
ls -l /srv/tickets/report
