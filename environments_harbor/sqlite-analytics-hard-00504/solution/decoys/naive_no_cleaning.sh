#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
CHAIN=$(cat <<SQL
SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount, status AS status, barcode AS ref, version AS ver
FROM tickets
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/rollup.csv <<SQL
WITH RECURSIVE c AS ($CHAIN),
up(id, root) AS (SELECT id, id FROM events WHERE parent_id IS NULL UNION ALL SELECT k.id, up.root FROM events k JOIN up ON k.parent_id = up.id)
SELECT r.name AS top_event, COUNT(c.id) AS tickets, printf('%.2f', TOTAL(c.amount)) AS total
FROM events r JOIN up ON up.root = r.id LEFT JOIN c ON c.cat = up.id
WHERE r.parent_id IS NULL
GROUP BY r.id
ORDER BY r.name;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/rolling_7d.csv <<SQL
WITH c AS ($CHAIN),
t AS (SELECT date(c.ts) AS day, TOTAL(c.amount) AS total FROM c JOIN events k ON k.id = c.cat WHERE k.genre = 'Jazz' AND c.ts IS NOT NULL GROUP BY 1),
r AS (SELECT day, total, SUM(total) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) AS roll FROM t)
SELECT day, printf('%.2f', total) AS total, printf('%.2f', roll) AS rolling_7d
FROM r
WHERE day BETWEEN '2022-06-04' AND '2022-06-26'
ORDER BY day;
SQL
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_tickets_lookup ON tickets(event_id, purchased_at);
SQL
