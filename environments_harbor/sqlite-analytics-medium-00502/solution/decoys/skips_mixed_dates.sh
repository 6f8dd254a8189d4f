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
sqlite3 -bail -header -csv "$DB" > /srv/clinic/report/funnel.csv <<SQL
WITH c AS ($CHAIN),
e AS (SELECT d.id, COUNT(c.id) AS n FROM patients d LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN d.joined AND date(d.joined, '+14 days') WHERE d.joined BETWEEN '2024-03-09' AND '2024-04-11' GROUP BY d.id)
SELECT 'joined' AS stage, COUNT(*) AS patients, '100.0' AS pct_of_joined
FROM e
UNION ALL
SELECT 'first_appointment', SUM(n >= 1), printf('%.1f', 100.0 * SUM(n >= 1) / COUNT(*))
FROM e
UNION ALL
SELECT 'repeat_appointment', SUM(n >= 2), printf('%.1f', 100.0 * SUM(n >= 2) / COUNT(*))
FROM e;
SQL
