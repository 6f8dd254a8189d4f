#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/answers
DB=/srv/tickets/box_office.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/answers/event_period_totals.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount FROM (SELECT * FROM tickets) WHERE status <> 'refunded') SELECT k.name AS event, COUNT(*) AS tickets, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN events k ON k.id = c.cat WHERE c.ts BETWEEN '2025-03-01' AND '2025-03-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/tickets/answers/top_buyers.csv
WITH c AS (SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount FROM (SELECT * FROM tickets) WHERE status <> 'refunded') SELECT d.id AS buyer_id, d.name AS name, COUNT(*) AS tickets, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN buyers d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
ls -l /srv/tickets/answers
