#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount, status AS status, booking_ref AS ref, version AS ver
FROM appointments
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, status, ref, ver
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver DESC) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
# void_status
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE lower(trim(status)) <> 'no_show'
SQL
)
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_appointments_lookup ON appointments(service_id, scheduled_at);
SQL
