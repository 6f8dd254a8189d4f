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
