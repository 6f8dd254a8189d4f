#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- CLINIC-2164: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- clinic_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA clinic FROM clinic_report;
GRANT SELECT ON clinic.appointments, clinic.appointment_items, clinic.insurers, clinic.patient_appointment_counts, clinic.appointment_status_log TO clinic_report;
GRANT SELECT (id, full_name, insurer_id) ON clinic.patients TO clinic_report;
SQL
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- appointments.status: repair, then enforce
UPDATE clinic.appointments SET status = CASE lower(btrim(status)) WHEN 'canceled' THEN 'cancelled' WHEN 'no show' THEN 'no_show' WHEN 'scheduled' THEN 'booked' WHEN 'seen' THEN 'attended' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'canceled' THEN 'cancelled' WHEN 'no show' THEN 'no_show' WHEN 'scheduled' THEN 'booked' WHEN 'seen' THEN 'attended' ELSE lower(btrim(status)) END;
ALTER TABLE clinic.appointments DROP CONSTRAINT IF EXISTS appointments_status_check;
ALTER TABLE clinic.appointments ADD CONSTRAINT appointments_status_check CHECK (status IN ('booked', 'attended', 'no_show', 'cancelled'));
SQL
cat > /tmp/tg-mig/80-status_audit.sql <<'SQL'
-- appointment_status_log: every change of appointments.status
CREATE TABLE IF NOT EXISTS clinic.appointment_status_log (id bigserial PRIMARY KEY, appointment_id integer NOT NULL, old_status text, new_status text,
    changed_at timestamptz NOT NULL DEFAULT now());
CREATE OR REPLACE FUNCTION clinic.appointment_status_log_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO clinic.appointment_status_log (appointment_id, old_status, new_status) VALUES (NEW.id, OLD.status, NEW.status);
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER appointment_status_log_write AFTER UPDATE ON clinic.appointments
    FOR EACH ROW EXECUTE FUNCTION clinic.appointment_status_log_write();
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
cat /tmp/tg-mig/*.sql > /srv/migrations/0064_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0064_release_prep.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0064_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
