#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- HOTEL-5836: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/10-view_fix.sql <<'SQL'
DROP VIEW IF EXISTS hotel.guest_activity;
SQL
cat > /tmp/tg-mig/90-view_fix.sql <<'SQL'
        -- one row per guest; lines summed per booking before the join (no fan-out)
        CREATE VIEW hotel.guest_activity AS
        SELECT p.id AS guest_id, p.full_name, k.name AS nationality, count(o.id) AS n_bookings,
               max(o.check_in) AS last_check_in, coalesce(sum(o.amount), 0) AS billed
        FROM hotel.guests p
LEFT JOIN hotel.nationalities k ON k.id = p.nationality_id
        LEFT JOIN (
            SELECT o.id, o.guest_id, o.check_in,
                   (SELECT coalesce(sum(l.qty * l.unit_price - coalesce(l.discount, 0)), 0) FROM hotel.booking_charges l WHERE l.booking_id = o.id) AS amount
            FROM hotel.bookings o
            WHERE o.status IS DISTINCT FROM 'cancelled'
        ) o ON o.guest_id = p.id
        GROUP BY p.id, p.full_name, k.name;
SQL
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- guests.nationality becomes a lookup table
CREATE TABLE IF NOT EXISTS hotel.nationalities (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
DO $do$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'hotel.guests'::regclass
        AND attname = 'nationality' AND NOT attisdropped) THEN
        INSERT INTO hotel.nationalities (name)
        SELECT DISTINCT lower(regexp_replace(btrim(nationality), '\s+', ' ', 'g')) FROM hotel.guests WHERE btrim(nationality) <> '' ORDER BY 1 ON CONFLICT (name) DO NOTHING;
        ALTER TABLE hotel.guests ADD COLUMN IF NOT EXISTS nationality_id integer REFERENCES hotel.nationalities (id);
        UPDATE hotel.guests p SET nationality_id = k.id FROM hotel.nationalities k WHERE k.name = lower(regexp_replace(btrim(p.nationality), '\s+', ' ', 'g'));
        ALTER TABLE hotel.guests DROP COLUMN nationality;
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- hotel_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA hotel FROM hotel_report;
GRANT SELECT ON hotel.bookings, hotel.booking_charges, hotel.nationalities, hotel.guest_activity TO hotel_report;
GRANT SELECT (id, full_name, nationality_id) ON hotel.guests TO hotel_report;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0033_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d hoteldb -f /srv/migrations/0033_release_prep.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d hoteldb -f /srv/migrations/0033_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
