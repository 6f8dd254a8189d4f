#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
CHAIN=$(cat <<SQL
SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount, deleted_at AS deleted
FROM tickets
SQL
)
# local_tz
CHAIN=$(cat <<SQL
SELECT id, dim, cat, datetime(s.ts, '+600 minutes') AS ts, amount, deleted
FROM ($CHAIN) AS s
SQL
)
# soft_delete
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE deleted IS NULL OR deleted = ''
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/tickets/report/pivot.csv <<SQL
WITH c AS ($CHAIN)
SELECT d.city AS city, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2024-03' THEN c.amount END)) AS mar_2024, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2024-04' THEN c.amount END)) AS apr_2024, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2024-05' THEN c.amount END)) AS may_2024
FROM buyers d LEFT JOIN c ON c.dim = d.id
GROUP BY d.city
ORDER BY d.city;
SQL
