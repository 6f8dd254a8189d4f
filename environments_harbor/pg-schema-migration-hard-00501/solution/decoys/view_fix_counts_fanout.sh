#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- CLINIC-6339: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- clinic_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA clinic FROM clinic_report;
GRANT SELECT ON clinic.appointments, clinic.appointment_items, clinic.patient_appointment_counts, clinic.orphaned_appointments, clinic.patient_activity TO clinic_report;
GRANT SELECT (id, full_name, insurer) ON clinic.patients TO clinic_report;
SQL
cat > /tmp/tg-mig/80-summary_trigger.sql <<'SQL'
-- patient_appointment_counts: kept by a trigger on appointments
CREATE TABLE IF NOT EXISTS clinic.patient_appointment_counts (patient_id integer PRIMARY KEY REFERENCES clinic.patients (id), n_appointments integer NOT NULL);
CREATE OR REPLACE FUNCTION clinic.patient_appointment_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM clinic.patient_appointment_counts WHERE patient_id = OLD.patient_id;
        INSERT INTO clinic.patient_appointment_counts (patient_id, n_appointments)
        SELECT OLD.patient_id, count(*) FROM clinic.appointments WHERE patient_id = OLD.patient_id HAVING count(*) > 0;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        DELETE FROM clinic.patient_appointment_counts WHERE patient_id = NEW.patient_id;
        INSERT INTO clinic.patient_appointment_counts (patient_id, n_appointments)
        SELECT NEW.patient_id, count(*) FROM clinic.appointments WHERE patient_id = NEW.patient_id HAVING count(*) > 0;
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER patient_appointment_counts_sync AFTER INSERT OR DELETE OR UPDATE OF patient_id ON clinic.appointments
    FOR EACH ROW EXECUTE FUNCTION clinic.patient_appointment_counts_sync();
DELETE FROM clinic.patient_appointment_counts;
INSERT INTO clinic.patient_appointment_counts (patient_id, n_appointments) SELECT patient_id, count(*) FROM clinic.appointments GROUP BY patient_id;
SQL
cat > /tmp/tg-mig/10-view_fix.sql <<'SQL'
DROP VIEW IF EXISTS clinic.patient_activity;
SQL
cat > /tmp/tg-mig/90-view_fix.sql <<'SQL'
CREATE VIEW clinic.patient_activity AS
SELECT p.id AS patient_id, p.full_name, p.insurer AS insurer, count(o.id) AS n_appointments,
       max(o.scheduled_on) AS last_appointment_on, coalesce(sum(l.units * l.unit_fee - coalesce(l.rebate, 0)), 0) AS billed
FROM clinic.patients p
LEFT JOIN clinic.appointments o ON o.patient_id = p.id AND o.status IS DISTINCT FROM 'cancelled'
LEFT JOIN clinic.appointment_items l ON l.appointment_id = o.id
GROUP BY p.id, p.full_name, p.insurer;
SQL
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, scheduled_on FROM clinic.appointments WHERE status = 'booked' AND scheduled_on < $1 ORDER BY scheduled_on
CREATE INDEX IF NOT EXISTS appointments_backlog_idx ON clinic.appointments (scheduled_on) WHERE status = 'booked';
SQL
cat > /tmp/tg-mig/20-orphan_fk.sql <<'SQL'
-- appointments whose patient is gone: archived, then the foreign key
CREATE TABLE IF NOT EXISTS clinic.orphaned_appointments (LIKE clinic.appointments);
INSERT INTO clinic.orphaned_appointments (id, patient_id, scheduled_on, status)
SELECT o.id, o.patient_id, o.scheduled_on, o.status FROM clinic.appointments o
WHERE NOT EXISTS (SELECT 1 FROM clinic.patients p WHERE p.id = o.patient_id);
DELETE FROM clinic.appointments o WHERE NOT EXISTS (SELECT 1 FROM clinic.patients p WHERE p.id = o.patient_id);
ALTER TABLE clinic.appointments DROP CONSTRAINT IF EXISTS appointments_patient_id_fkey;
ALTER TABLE clinic.appointments ADD CONSTRAINT appointments_patient_id_fkey FOREIGN KEY (patient_id) REFERENCES clinic.patients (id);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0013_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0013_release_prep.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0013_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
