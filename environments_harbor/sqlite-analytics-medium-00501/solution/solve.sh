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
sqlite3 -bail -header -csv "$DB" > /srv/clinic/report/rolling_7d.csv <<SQL
WITH c AS ($CHAIN),
t AS (SELECT date(c.ts) AS day, TOTAL(c.amount) AS total FROM c JOIN services k ON k.id = c.cat WHERE k.specialty = 'Physio' AND c.ts IS NOT NULL GROUP BY 1),
r AS (SELECT day, total, SUM(total) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) AS roll FROM t)
SELECT day, printf('%.2f', total) AS total, printf('%.2f', roll) AS rolling_7d
FROM r
WHERE day BETWEEN '2024-07-06' AND '2024-07-29'
ORDER BY day;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/clinic/report/running_total.csv <<SQL
WITH c AS ($CHAIN),
m AS (SELECT strftime('%Y-%m', ts) AS month, COUNT(*) AS n, TOTAL(amount) AS total FROM c GROUP BY 1)
SELECT month, n AS appointments, printf('%.2f', total) AS total, printf('%.2f', SUM(total) OVER (ORDER BY month)) AS running_total
FROM m
ORDER BY month;
SQL
