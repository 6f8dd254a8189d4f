#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/report
DB=/srv/clinic/clinic.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/report/service_period_totals.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount FROM (SELECT * FROM appointments) WHERE status <> 'no_show') SELECT k.name AS service, COUNT(*) AS appointments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN services k ON k.id = c.cat WHERE c.ts BETWEEN '2021-04-06' AND '2021-04-21' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/report/top_patients.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount FROM (SELECT * FROM appointments) WHERE status <> 'no_show') SELECT d.id AS patient_id, d.name AS name, COUNT(*) AS appointments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN patients d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 3;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/report/clinic_period_totals.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount FROM (SELECT * FROM appointments) WHERE status <> 'no_show') SELECT r.clinic AS clinic, COUNT(c.id) AS appointments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT clinic FROM patients) r LEFT JOIN patients d ON d.clinic = r.clinic LEFT JOIN c ON c.dim = d.id AND c.ts BETWEEN '2021-04-06' AND '2021-04-21' GROUP BY r.clinic ORDER BY r.clinic;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/report/avg_appointment_by_specialty.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount FROM (SELECT * FROM appointments) WHERE status <> 'no_show') SELECT k.specialty AS specialty, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN services k ON k.id = c.cat GROUP BY k.specialty ORDER BY k.specialty;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/report/inactive_patients.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, scheduled_at AS ts, fee AS amount FROM (SELECT * FROM appointments) WHERE status <> 'no_show') SELECT d.id AS patient_id, d.name AS name, d.clinic AS clinic FROM patients d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND c.ts BETWEEN '2021-04-06' AND '2021-04-21') ORDER BY d.id;
SQL
ls -l /srv/clinic/report
