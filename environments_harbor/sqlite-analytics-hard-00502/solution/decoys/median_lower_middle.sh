#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
CHAIN=$(cat <<SQL
SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount, barcode AS ref, version AS ver, deleted_at AS deleted
FROM tickets
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, ref, ver, deleted
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver DESC) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
# soft_delete
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE deleted IS NULL OR deleted = ''
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/median.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT d.city AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY d.city ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY d.city) AS n FROM c JOIN buyers d ON d.id = c.dim WHERE c.amount IS NOT NULL)
SELECT g AS city, n AS billed, printf('%.2f', AVG(a)) AS median_amount
FROM v
WHERE rn = (n + 1) / 2
GROUP BY g
ORDER BY g;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/percentile.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT k.genre AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.genre ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.genre) AS n FROM c JOIN events k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS genre, n AS billed, printf('%.2f', a) AS p95
FROM v
WHERE rn = (n * 95 + 99) / 100
ORDER BY g;
SQL
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_tickets_lookup ON tickets(event_id, purchased_at);
SQL
