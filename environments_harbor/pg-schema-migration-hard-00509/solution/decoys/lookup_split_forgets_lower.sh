#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-5321: integrity fixes\n' > /tmp/tg-mig/00-head.sql
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
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- drivers.depot becomes a lookup table
CREATE TABLE IF NOT EXISTS fleet.depots (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
DO $do$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'fleet.drivers'::regclass
        AND attname = 'depot' AND NOT attisdropped) THEN
        INSERT INTO fleet.depots (name)
        SELECT DISTINCT regexp_replace(btrim(depot), '\s+', ' ', 'g') FROM fleet.drivers WHERE btrim(depot) <> '' ORDER BY 1 ON CONFLICT (name) DO NOTHING;
        ALTER TABLE fleet.drivers ADD COLUMN IF NOT EXISTS depot_id integer REFERENCES fleet.depots (id);
        UPDATE fleet.drivers p SET depot_id = k.id FROM fleet.depots k WHERE k.name = regexp_replace(btrim(p.depot), '\s+', ' ', 'g');
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
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- trips.status: repair, then enforce
UPDATE fleet.trips SET status = CASE lower(btrim(status)) WHEN 'cancelled' THEN 'aborted' WHEN 'done' THEN 'completed' WHEN 'in progress' THEN 'en_route' WHEN 'scheduled' THEN 'planned' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'cancelled' THEN 'aborted' WHEN 'done' THEN 'completed' WHEN 'in progress' THEN 'en_route' WHEN 'scheduled' THEN 'planned' ELSE lower(btrim(status)) END;
ALTER TABLE fleet.trips DROP CONSTRAINT IF EXISTS trips_status_check;
ALTER TABLE fleet.trips ADD CONSTRAINT trips_status_check CHECK (status IN ('planned', 'en_route', 'completed', 'aborted'));
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0027_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0027_schema_fixes.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0027_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
