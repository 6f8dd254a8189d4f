#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/report
DB=/srv/rental/rentals.db
CHAIN=$(cat <<SQL
SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount, contract_no AS ref, version AS ver
FROM rentals
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(replace(nullif(trim(s.amount), ''), ',', '') AS REAL) AS amount, ref, ver
FROM ($CHAIN) AS s
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, ref, ver
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
sqlite3 -bail "$DB" <<SQL
DROP VIEW IF EXISTS v_percentile;
CREATE VIEW v_percentile AS WITH c AS ($CHAIN),
v AS (SELECT k.class AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY k.class ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY k.class) AS n FROM c JOIN vehicles k ON k.id = c.cat WHERE c.amount IS NOT NULL)
SELECT g AS class, n AS billed, printf('%.2f', a) AS p75
FROM v
WHERE rn = (n * 75 + 99) / 100
ORDER BY g;
SQL
