#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- HOTEL-1910: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
ALTER TABLE hotel.bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('reserved', 'checked_in', 'checked_out', 'cancelled')) NOT VALID;
SQL
cat > /tmp/tg-mig/80-status_audit.sql <<'SQL'
-- booking_status_log: every change of bookings.status
CREATE TABLE IF NOT EXISTS hotel.booking_status_log (id bigserial PRIMARY KEY, booking_id integer NOT NULL, old_status text, new_status text,
    changed_at timestamptz NOT NULL DEFAULT now());
CREATE OR REPLACE FUNCTION hotel.booking_status_log_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO hotel.booking_status_log (booking_id, old_status, new_status) VALUES (NEW.id, OLD.status, NEW.status);
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER booking_status_log_write AFTER UPDATE ON hotel.bookings
    FOR EACH ROW EXECUTE FUNCTION hotel.booking_status_log_write();
SQL
cat > /tmp/tg-mig/30-dedup_unique.sql <<'SQL'
-- one guest per email: the oldest record stays, references move to it
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM hotel.guests)
UPDATE hotel.bookings o SET guest_id = d.keep FROM d WHERE o.guest_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM hotel.guests)
UPDATE hotel.guest_documents t SET guest_id = d.keep FROM d WHERE t.guest_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM hotel.guests)
DELETE FROM hotel.guests p USING d WHERE p.id = d.id AND d.id <> d.keep;
UPDATE hotel.guests SET email = lower(btrim(email)) WHERE email <> lower(btrim(email));
ALTER TABLE hotel.guests DROP CONSTRAINT IF EXISTS guests_email_key;
ALTER TABLE hotel.guests ADD CONSTRAINT guests_email_key UNIQUE (email);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0064_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d hoteldb -f /srv/migrations/0064_integrity.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d hoteldb -f /srv/migrations/0064_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
