#!/bin/bash
set -euo pipefail
mkdir -p /srv/clinic/out
DB=/srv/clinic/clinic.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/out/service_period_totals.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, datetime(scheduled_at, '+330 minutes') AS ts, fee AS amount FROM (SELECT * FROM appointments WHERE appointment_id IN (SELECT MIN(appointment_id) FROM appointments GROUP BY booking_ref)) WHERE status <> 'no_show') SELECT k.name AS service, COUNT(*) AS appointments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN services k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/out/top_patients.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, datetime(scheduled_at, '+330 minutes') AS ts, fee AS amount FROM (SELECT * FROM appointments WHERE appointment_id IN (SELECT MIN(appointment_id) FROM appointments GROUP BY booking_ref)) WHERE status <> 'no_show') SELECT d.id AS patient_id, d.name AS name, COUNT(*) AS appointments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN patients d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 7;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/out/clinic_period_totals.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, datetime(scheduled_at, '+330 minutes') AS ts, fee AS amount FROM (SELECT * FROM appointments WHERE appointment_id IN (SELECT MIN(appointment_id) FROM appointments GROUP BY booking_ref)) WHERE status <> 'no_show') SELECT r.clinic AS clinic, COUNT(c.id) AS appointments, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT clinic FROM patients) r LEFT JOIN patients d ON d.clinic = r.clinic LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31' GROUP BY r.clinic ORDER BY r.clinic;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/out/avg_appointment_by_specialty.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, datetime(scheduled_at, '+330 minutes') AS ts, fee AS amount FROM (SELECT * FROM appointments WHERE appointment_id IN (SELECT MIN(appointment_id) FROM appointments GROUP BY booking_ref)) WHERE status <> 'no_show') SELECT k.specialty AS specialty, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(COALESCE(c.amount, 0))) AS avg_amount FROM c JOIN services k ON k.id = c.cat GROUP BY k.specialty ORDER BY k.specialty;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/clinic/out/inactive_patients.csv
WITH c AS (SELECT appointment_id AS id, patient_id AS dim, service_id AS cat, datetime(scheduled_at, '+330 minutes') AS ts, fee AS amount FROM (SELECT * FROM appointments WHERE appointment_id IN (SELECT MIN(appointment_id) FROM appointments GROUP BY booking_ref)) WHERE status <> 'no_show') SELECT d.id AS patient_id, d.name AS name, d.clinic AS clinic FROM patients d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2022-03-01' AND '2022-03-31') ORDER BY d.id;
SQL
sqlite3 "$DB" <<'SQL'
DROP VIEW IF EXISTS rpt_monthly_appointments; CREATE VIEW rpt_monthly_appointments AS WITH c AS (SELECT datetime(scheduled_at, '+330 minutes') AS ts, fee AS amount FROM (SELECT * FROM appointments WHERE appointment_id IN (SELECT MIN(appointment_id) FROM appointments GROUP BY booking_ref)) WHERE status <> 'no_show') SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS appointments, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total FROM c GROUP BY month ORDER BY month;
SQL
ls -l /srv/clinic/out
