#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/report
DB=/srv/rental/rentals.db
CHAIN=$(cat <<SQL
SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount, contract_no AS ref, version AS ver, deleted_at AS deleted
FROM rentals
SQL
)
# soft_delete
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE deleted IS NULL OR deleted = ''
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/rental/report/median.csv <<SQL
WITH c AS ($CHAIN),
v AS (SELECT d.branch AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY d.branch ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY d.branch) AS n FROM c JOIN renters d ON d.id = c.dim WHERE c.amount IS NOT NULL)
SELECT g AS branch, n AS billed, printf('%.2f', AVG(a)) AS median_amount
FROM v
WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
GROUP BY g
ORDER BY g;
SQL
