#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_code AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount
FROM appointments
SQL
)
# key_variants
CHAIN=$(cat <<SQL
SELECT id, (SELECT d.id FROM patients d WHERE d.code = upper(trim(s.dim))) AS dim, cat, ts, amount
FROM ($CHAIN) AS s
SQL
)
# mixed_dates
CHAIN=$(cat <<SQL
SELECT id, dim, cat, CASE WHEN s.ts GLOB '[0-9][0-9]/[0-9][0-9]/[0-9][0-9][0-9][0-9] *' THEN substr(s.ts, 7, 4) || '-' || substr(s.ts, 4, 2) || '-' || substr(s.ts, 1, 2) || ' ' || substr(s.ts, 12, 5) || ':00' WHEN s.ts NOT GLOB '*[^0-9]*' THEN datetime(CAST(s.ts AS INTEGER), 'unixepoch') ELSE datetime(s.ts) END AS ts, amount
FROM ($CHAIN) AS s
SQL
)
