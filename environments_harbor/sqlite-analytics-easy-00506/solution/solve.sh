#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount
FROM appointments
SQL
)
# mixed_dates
CHAIN=$(cat <<SQL
SELECT id, dim, cat, CASE WHEN s.ts GLOB '[0-9][0-9]/[0-9][0-9]/[0-9][0-9][0-9][0-9] *' THEN substr(s.ts, 7, 4) || '-' || substr(s.ts, 4, 2) || '-' || substr(s.ts, 1, 2) || ' ' || substr(s.ts, 12, 5) || ':00' WHEN s.ts NOT GLOB '*[^0-9]*' THEN datetime(CAST(s.ts AS INTEGER), 'unixepoch') ELSE datetime(s.ts) END AS ts, amount
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/clinic/report/cohort_retention.csv <<SQL
WITH c AS ($CHAIN),
a AS (SELECT DISTINCT dim, CAST(strftime('%Y', ts) AS INTEGER) * 12 + CAST(strftime('%m', ts) AS INTEGER) - 1 AS mi FROM c WHERE dim IS NOT NULL),
f AS (SELECT dim, MIN(mi) AS m0 FROM a GROUP BY dim)
SELECT printf('%04d-%02d', f.m0 / 12, f.m0 % 12 + 1) AS cohort, a.mi - f.m0 AS months_after, COUNT(*) AS patients
FROM a JOIN f USING (dim)
WHERE a.mi - f.m0 BETWEEN 0 AND 2
GROUP BY f.m0, a.mi - f.m0
ORDER BY f.m0, 2;
SQL
