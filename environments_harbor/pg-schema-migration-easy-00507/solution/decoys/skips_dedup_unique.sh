#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- CLINIC-2787: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/80-status_audit.sql <<'SQL'
-- appointment_status_log: every change of appointments.status
CREATE TABLE clinic.appointment_status_log (id bigserial PRIMARY KEY, appointment_id integer NOT NULL, old_status text, new_status text,
    changed_at timestamptz NOT NULL DEFAULT now());
CREATE FUNCTION clinic.appointment_status_log_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO clinic.appointment_status_log (appointment_id, old_status, new_status) VALUES (NEW.id, OLD.status, NEW.status);
    END IF;
    RETURN NULL;
END
$fn$;
CREATE TRIGGER appointment_status_log_write AFTER UPDATE ON clinic.appointments
    FOR EACH ROW EXECUTE FUNCTION clinic.appointment_status_log_write();
SQL
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- clinic_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA clinic FROM clinic_report;
GRANT SELECT ON clinic.appointments, clinic.appointment_items, clinic.appointment_status_log TO clinic_report;
GRANT SELECT (id, full_name, insurer) ON clinic.patients TO clinic_report;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0051_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0051_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
