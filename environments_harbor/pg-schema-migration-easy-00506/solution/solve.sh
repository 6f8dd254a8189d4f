#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- CLINIC-7301: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, code, units FROM clinic.appointment_items WHERE appointment_id = $1 ORDER BY id
CREATE INDEX appointment_items_lines_idx ON clinic.appointment_items (appointment_id, id);
SQL
cat > /tmp/tg-mig/20-orphan_fk.sql <<'SQL'
-- appointments whose patient is gone: archived, then the foreign key
CREATE TABLE clinic.orphaned_appointments (LIKE clinic.appointments);
INSERT INTO clinic.orphaned_appointments (id, patient_id, scheduled_on, status)
SELECT o.id, o.patient_id, o.scheduled_on, o.status FROM clinic.appointments o
WHERE NOT EXISTS (SELECT 1 FROM clinic.patients p WHERE p.id = o.patient_id);
DELETE FROM clinic.appointments o WHERE NOT EXISTS (SELECT 1 FROM clinic.patients p WHERE p.id = o.patient_id);
ALTER TABLE clinic.appointments ADD CONSTRAINT appointments_patient_id_fkey FOREIGN KEY (patient_id) REFERENCES clinic.patients (id);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0043_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0043_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
