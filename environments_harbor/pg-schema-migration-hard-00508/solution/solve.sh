#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-7223: reporting and integrity migration\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/10-view_fix.sql <<'SQL'
DROP VIEW IF EXISTS fleet.driver_activity;
SQL
cat > /tmp/tg-mig/90-view_fix.sql <<'SQL'
        -- one row per driver; lines summed per trip before the join (no fan-out)
        CREATE VIEW fleet.driver_activity AS
        SELECT p.id AS driver_id, p.full_name, k.name AS depot, count(o.id) AS n_trips,
               max(o.started_on) AS last_trip_on, coalesce(sum(o.amount), 0) AS fuel_spent
        FROM fleet.drivers p
LEFT JOIN fleet.depots k ON k.id = p.depot_id
        LEFT JOIN (
            SELECT o.id, o.driver_id, o.started_on,
                   (SELECT coalesce(sum(l.litres * l.price_per_litre - coalesce(l.rebate, 0)), 0) FROM fleet.fuel_fills l WHERE l.trip_id = o.id) AS amount
            FROM fleet.trips o
            WHERE o.status IS DISTINCT FROM 'aborted'
        ) o ON o.driver_id = p.id
        GROUP BY p.id, p.full_name, k.name;
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
                WHEN btrim(started_on) ~ '^\d{8}$' THEN to_date(btrim(started_on), 'YYYYMMDD')
                WHEN btrim(started_on) ~ '^\d{1,2} [A-Za-z]{3} \d{4}$' THEN to_date(btrim(started_on), 'DD Mon YYYY')
            END);
    END IF;
END
$do$;
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
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- fleet_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA fleet FROM fleet_report;
GRANT SELECT ON fleet.trips, fleet.fuel_fills, fleet.depots, fleet.driver_trip_counts, fleet.driver_activity TO fleet_report;
GRANT SELECT (id, full_name, depot_id) ON fleet.drivers TO fleet_report;
SQL
cat > /tmp/tg-mig/80-summary_trigger.sql <<'SQL'
-- driver_trip_counts: kept by a trigger on trips
CREATE TABLE IF NOT EXISTS fleet.driver_trip_counts (driver_id integer PRIMARY KEY REFERENCES fleet.drivers (id), n_trips integer NOT NULL);
CREATE OR REPLACE FUNCTION fleet.driver_trip_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM fleet.driver_trip_counts WHERE driver_id = OLD.driver_id;
        INSERT INTO fleet.driver_trip_counts (driver_id, n_trips)
        SELECT OLD.driver_id, count(*) FROM fleet.trips WHERE driver_id = OLD.driver_id HAVING count(*) > 0;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        DELETE FROM fleet.driver_trip_counts WHERE driver_id = NEW.driver_id;
        INSERT INTO fleet.driver_trip_counts (driver_id, n_trips)
        SELECT NEW.driver_id, count(*) FROM fleet.trips WHERE driver_id = NEW.driver_id HAVING count(*) > 0;
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER driver_trip_counts_sync AFTER INSERT OR DELETE OR UPDATE OF driver_id ON fleet.trips
    FOR EACH ROW EXECUTE FUNCTION fleet.driver_trip_counts_sync();
DELETE FROM fleet.driver_trip_counts;
INSERT INTO fleet.driver_trip_counts (driver_id, n_trips) SELECT driver_id, count(*) FROM fleet.trips GROUP BY driver_id;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0073_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0073_hardening.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0073_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
