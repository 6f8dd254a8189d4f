#!/bin/bash
set -euo pipefail
mkdir -p /srv/tickets/report
DB=/srv/tickets/box_office.db
CHAIN=$(cat <<SQL
SELECT ticket_id AS id, buyer_id AS dim, event_id AS cat, purchased_at AS ts, price AS amount, deleted_at AS deleted
FROM tickets
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(replace(nullif(trim(s.amount), ''), ',', '') AS REAL) AS amount, deleted
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
