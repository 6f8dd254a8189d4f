#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-1472: data model clean-up\n' > /tmp/tg-mig/00-head.sql
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
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- trips.status: repair, then enforce
UPDATE fleet.trips SET status = CASE lower(btrim(status)) WHEN 'cancelled' THEN 'aborted' WHEN 'done' THEN 'completed' WHEN 'in progress' THEN 'en_route' WHEN 'scheduled' THEN 'planned' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'cancelled' THEN 'aborted' WHEN 'done' THEN 'completed' WHEN 'in progress' THEN 'en_route' WHEN 'scheduled' THEN 'planned' ELSE lower(btrim(status)) END;
ALTER TABLE fleet.trips DROP CONSTRAINT IF EXISTS trips_status_check;
ALTER TABLE fleet.trips ADD CONSTRAINT trips_status_check CHECK (status IN ('planned', 'en_route', 'completed', 'aborted'));
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0071_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0071_schema_fixes.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0071_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
