#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
CHAIN=$(cat <<SQL
SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount, status AS status, currency AS cur
FROM tickets
SQL
)
# void_status
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE status <> 'refunded'
SQL
)
# currency
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CASE WHEN s.cur = 'USD' THEN s.amount ELSE s.amount * (SELECT f.rate_to_usd FROM fx_rates f WHERE f.currency = s.cur AND f.valid_from <= date(s.ts) ORDER BY f.valid_from DESC LIMIT 1) END AS amount, status, cur
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail "$DB" > /srv/tickets/report/summary_json.json <<SQL
WITH c AS ($CHAIN)
SELECT json_object('rows_in_table', (SELECT COUNT(*) FROM tickets), 'rows_counted', (SELECT COUNT(*) FROM c), 'buyers_active', (SELECT COUNT(DISTINCT c.dim) FROM c JOIN buyers d ON d.id = c.dim), 'grand_total', (SELECT ROUND(TOTAL(amount), 2) FROM c), 'busiest_day', (SELECT date(ts) FROM c WHERE ts IS NOT NULL GROUP BY date(ts) ORDER BY COUNT(*) DESC, date(ts) LIMIT 1));
SQL
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/rollup.csv <<SQL
WITH RECURSIVE c AS ($CHAIN),
up(id, root) AS (SELECT id, id FROM events WHERE parent_id IS NULL UNION ALL SELECT k.id, up.root FROM events k JOIN up ON k.parent_id = up.id)
SELECT r.name AS top_event, COUNT(c.id) AS tickets, printf('%.2f', TOTAL(c.amount)) AS total
FROM events r JOIN up ON up.root = r.id LEFT JOIN c ON c.cat = up.id
WHERE r.parent_id IS NULL
GROUP BY r.id
ORDER BY r.name;
SQL
