#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount, status AS status, booking_ref AS ref, version AS ver
FROM appointments
SQL
)
# void_status
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE lower(trim(status)) <> 'no_show'
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, status, ref, ver
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver DESC) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/clinic/report/rollup.csv <<SQL
WITH RECURSIVE c AS ($CHAIN),
up(id, root) AS (SELECT id, id FROM services WHERE parent_id IS NULL UNION ALL SELECT k.id, up.root FROM services k JOIN up ON k.parent_id = up.id)
SELECT r.name AS top_service, COUNT(c.id) AS appointments, printf('%.2f', TOTAL(c.amount)) AS total
FROM services r JOIN up ON up.root = r.id LEFT JOIN c ON c.cat = up.id
WHERE r.parent_id IS NULL
GROUP BY r.id
ORDER BY r.name;
SQL
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_appointments_lookup ON appointments(service_id, scheduled_at);
SQL
