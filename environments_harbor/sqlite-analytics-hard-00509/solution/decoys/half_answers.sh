#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/avg_ticket_by_genre.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT k.genre AS genre, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN events k ON k.id = c.cat GROUP BY k.genre ORDER BY k.genre;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/report/city_period_totals.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, datetime(purchased_at, '+480 minutes') AS ts, price AS amount FROM (SELECT * FROM tickets WHERE ticket_id IN (SELECT MIN(ticket_id) FROM tickets GROUP BY barcode)) WHERE status <> 'refunded') SELECT r.city AS city, COUNT(c.id) AS tickets, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT city FROM buyers) r LEFT JOIN buyers d ON d.city = r.city LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2024-09-09' AND '2024-09-21' GROUP BY r.city ORDER BY r.city;
SQL
ls -l /srv/tickets/report
