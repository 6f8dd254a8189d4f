#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- CLINIC-4713: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/10-view_fix.sql <<'SQL'
DROP VIEW IF EXISTS clinic.patient_activity;
SQL
cat > /tmp/tg-mig/90-view_fix.sql <<'SQL'
        -- one row per patient; lines summed per appointment before the join (no fan-out)
        CREATE VIEW clinic.patient_activity AS
        SELECT p.id AS patient_id, p.full_name, k.name AS insurer, count(o.id) AS n_appointments,
               max(o.scheduled_on) AS last_appointment_on, coalesce(sum(o.amount), 0) AS billed
        FROM clinic.patients p
LEFT JOIN clinic.insurers k ON k.id = p.insurer_id
        LEFT JOIN (
            SELECT o.id, o.patient_id, o.scheduled_on,
                   (SELECT coalesce(sum(l.units * l.unit_fee - coalesce(l.rebate, 0)), 0) FROM clinic.appointment_items l WHERE l.appointment_id = o.id) AS amount
            FROM clinic.appointments o
            WHERE o.status IS DISTINCT FROM 'cancelled'
        ) o ON o.patient_id = p.id
        GROUP BY p.id, p.full_name, k.name;
SQL
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'clinic.appointments'::regclass
        AND attname = 'scheduled_on' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE clinic.appointments ALTER COLUMN scheduled_on TYPE date USING (
            CASE
                WHEN btrim(scheduled_on) = '' THEN NULL
                WHEN btrim(scheduled_on) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(scheduled_on), 'YYYY-MM-DD')
                WHEN btrim(scheduled_on) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(scheduled_on), 'DD/MM/YYYY')
                WHEN btrim(scheduled_on) ~ '^\d{2}\.\d{2}\.\d{4}$' THEN to_date(btrim(scheduled_on), 'DD.MM.YYYY')
                WHEN btrim(scheduled_on) ~ '^\d{8}$' THEN to_date(btrim(scheduled_on), 'YYYYMMDD')
                WHEN btrim(scheduled_on) ~ '^\d{1,2} [A-Za-z]{3} \d{4}$' THEN to_date(btrim(scheduled_on), 'DD Mon YYYY')
            END);
    END IF;
END
$do$;
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
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- appointments.status: repair, then enforce
UPDATE clinic.appointments SET status = CASE lower(btrim(status)) WHEN 'canceled' THEN 'cancelled' WHEN 'no show' THEN 'no_show' WHEN 'scheduled' THEN 'booked' WHEN 'seen' THEN 'attended' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'canceled' THEN 'cancelled' WHEN 'no show' THEN 'no_show' WHEN 'scheduled' THEN 'booked' WHEN 'seen' THEN 'attended' ELSE lower(btrim(status)) END;
ALTER TABLE clinic.appointments DROP CONSTRAINT IF EXISTS appointments_status_check;
ALTER TABLE clinic.appointments ADD CONSTRAINT appointments_status_check CHECK (status IN ('booked', 'attended', 'no_show', 'cancelled'));
SQL
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- patients.insurer becomes a lookup table
CREATE TABLE IF NOT EXISTS clinic.insurers (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
DO $do$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'clinic.patients'::regclass
        AND attname = 'insurer' AND NOT attisdropped) THEN
        INSERT INTO clinic.insurers (name)
        SELECT DISTINCT lower(insurer) FROM clinic.patients WHERE btrim(insurer) <> '' ORDER BY 1 ON CONFLICT (name) DO NOTHING;
        ALTER TABLE clinic.patients ADD COLUMN IF NOT EXISTS insurer_id integer REFERENCES clinic.insurers (id);
        UPDATE clinic.patients p SET insurer_id = k.id FROM clinic.insurers k WHERE k.name = lower(p.insurer);
        ALTER TABLE clinic.patients DROP COLUMN insurer;
    END IF;
END
$do$;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0084_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0084_cleanup.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0084_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
