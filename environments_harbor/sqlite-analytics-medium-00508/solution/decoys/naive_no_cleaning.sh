#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
CHAIN=$(cat <<SQL
SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount, deleted_at AS deleted
FROM tickets
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/percentile.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT k.genre AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.genre ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.genre) AS n FROM c JOIN events k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS genre, n AS billed, printf('%.2f', a) AS p75
FROM v
WHERE rn = (n * 75 + 99) / 100
ORDER BY g;
SQL
