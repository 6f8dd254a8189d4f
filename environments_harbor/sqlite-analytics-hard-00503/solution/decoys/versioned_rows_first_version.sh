#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount, booking_ref AS ref, version AS ver, deleted_at AS deleted
FROM appointments
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, ref, ver, deleted
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver) AS rn FROM ($CHAIN))
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
sqlite3 -bail "$DB" <<SQL
DROP VIEW IF EXISTS v_median;
CREATE VIEW v_median AS WITH c AS ($CHAIN),
v AS (SELECT d.clinic AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY d.clinic ORDER BY c.amount) AS rn, COUNT(*) OVER (PARTITION BY d.clinic) AS n FROM c JOIN patients d ON d.id = c.dim WHERE c.amount IS NOT NULL)
SELECT g AS clinic, n AS billed, printf('%.2f', AVG(a)) AS median_amount
FROM v
WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
GROUP BY g
ORDER BY g;
SQL
