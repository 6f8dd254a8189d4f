#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/report
DB=/srv/rental/rentals.db
CHAIN=$(cat <<SQL
SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount, contract_no AS ref, version AS ver, deleted_at AS deleted
FROM rentals
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
