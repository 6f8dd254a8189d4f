#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-3348: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
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
             WHERE o.driver_id = p_driver
    LOOP
        total := total + r.q * r.price - coalesce(r.d, 0);
    END LOOP;
    RETURN total;
END
$fn$;
SQL
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- drivers.depot becomes a lookup table
CREATE TABLE IF NOT EXISTS fleet.depots (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
DO $do$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'fleet.drivers'::regclass
        AND attname = 'depot' AND NOT attisdropped) THEN
        INSERT INTO fleet.depots (name)
        SELECT DISTINCT lower(regexp_replace(btrim(depot), '\s+', ' ', 'g')) FROM fleet.drivers WHERE btrim(depot) <> '' ORDER BY 1 ON CONFLICT (name) DO NOTHING;
        ALTER TABLE fleet.drivers ADD COLUMN IF NOT EXISTS depot_id integer REFERENCES fleet.depots (id);
        UPDATE fleet.drivers p SET depot_id = k.id FROM fleet.depots k WHERE k.name = lower(regexp_replace(btrim(p.depot), '\s+', ' ', 'g'));
        ALTER TABLE fleet.drivers DROP COLUMN depot;
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/40-price_numeric.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'fleet.fuel_fills'::regclass
        AND attname = 'price_per_litre' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE fleet.fuel_fills ALTER COLUMN price_per_litre TYPE numeric(10,2)
            USING regexp_replace(price_per_litre, '[^0-9.]', '', 'g')::numeric(10,2);
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'fleet.trips'::regclass
        AND attname = 'started_on' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE fleet.trips ALTER COLUMN started_on TYPE date USING (
            CASE
                WHEN btrim(started_on) = '' THEN NULL
                WHEN btrim(started_on) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(started_on), 'YYYY-MM-DD')
                WHEN btrim(started_on) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(started_on), 'DD/MM/YYYY')
                WHEN btrim(started_on) ~ '^\d{2}\.\d{2}\.\d{4}$' THEN to_date(btrim(started_on), 'DD.MM.YYYY')
            END);
    END IF;
END
$do$;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0087_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0087_schema_fixes.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0087_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
