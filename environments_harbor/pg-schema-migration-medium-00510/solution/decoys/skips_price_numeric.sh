#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-8656: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-status_enum.sql <<'SQL'
DO $do$
BEGIN
    IF to_regtype('fleet.trip_status') IS NULL THEN
        CREATE TYPE fleet.trip_status AS ENUM ('planned', 'en_route', 'completed', 'aborted');
    END IF;
END
$do$;
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'fleet.trips'::regclass
        AND attname = 'status' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE fleet.trips ALTER COLUMN status TYPE fleet.trip_status USING (CASE lower(btrim(status)) WHEN 'cancelled' THEN 'aborted' WHEN 'done' THEN 'completed' WHEN 'in progress' THEN 'en_route' WHEN 'scheduled' THEN 'planned' ELSE lower(btrim(status)) END)::fleet.trip_status;
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/90-function_fix.sql <<'SQL'
CREATE OR REPLACE FUNCTION fleet.driver_fuel_spend(p_driver integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric := 0;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM fleet.drivers WHERE id = p_driver) THEN
        RETURN NULL;
    END IF;
    FOR r IN SELECT l.litres AS q, l.price_per_litre AS price, l.rebate AS d
             FROM fleet.fuel_fills l JOIN fleet.trips o ON o.id = l.trip_id
             WHERE o.driver_id = p_driver AND o.status IS DISTINCT FROM 'aborted'
    LOOP
        total := total + r.q * r.price - coalesce(r.d, 0);
    END LOOP;
    RETURN total;
END
$fn$;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0057_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0057_hardening.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0057_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
