#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
CHAIN=$(cat <<SQL
SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount
FROM appointments
SQL
)
sqlite3 -bail "$DB" > /srv/clinic/report/summary_json.json <<SQL
WITH c AS ($CHAIN)
SELECT json_object('rows_in_table', (SELECT COUNT(*) FROM appointments), 'rows_counted', (SELECT COUNT(*) FROM c), 'patients_active', (SELECT COUNT(DISTINCT c.dim) FROM c JOIN patients d ON d.id = c.dim), 'grand_total', (SELECT ROUND(TOTAL(amount), 2) FROM c), 'busiest_day', (SELECT date(ts) FROM c WHERE ts IS NOT NULL GROUP BY date(ts) ORDER BY COUNT(*) DESC, date(ts) LIMIT 1));
SQL
