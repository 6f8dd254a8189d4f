#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/report
DB=/srv/rental/rentals.db
CHAIN=$(cat <<SQL
SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount
FROM rentals
SQL
)
