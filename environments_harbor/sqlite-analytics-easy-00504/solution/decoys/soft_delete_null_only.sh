#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount, deleted_at AS deleted
FROM appointments
SQL
)
# soft_delete
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE deleted IS NULL
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/clinic/report/sessions.csv <<SQL
WITH c AS ($CHAIN),
o AS (SELECT dim, id, ts, strftime('%s', ts) - strftime('%s', LAG(ts) OVER (PARTITION BY dim ORDER BY ts, id)) AS gap FROM c WHERE dim IS NOT NULL),
s AS (SELECT dim, SUM(CASE WHEN gap IS NULL OR gap > 1200 THEN 1 ELSE 0 END) OVER (PARTITION BY dim ORDER BY ts, id ROWS UNBOUNDED PRECEDING) AS sid FROM o),
n AS (SELECT dim, sid, COUNT(*) AS k FROM s GROUP BY dim, sid)
SELECT dim AS patient_id, COUNT(*) AS sessions, MAX(k) AS longest_session
FROM n
GROUP BY dim
ORDER BY dim;
SQL
