#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-9465: integrity fixes\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/20-orphan_fk.sql <<'SQL'
-- trips whose driver is gone: archived, then the foreign key
CREATE TABLE IF NOT EXISTS fleet.orphaned_trips (LIKE fleet.trips);
INSERT INTO fleet.orphaned_trips (id, driver_id, started_on, status)
SELECT o.id, o.driver_id, o.started_on, o.status FROM fleet.trips o
WHERE NOT EXISTS (SELECT 1 FROM fleet.drivers p WHERE p.id = o.driver_id);
DELETE FROM fleet.trips o WHERE NOT EXISTS (SELECT 1 FROM fleet.drivers p WHERE p.id = o.driver_id);
ALTER TABLE fleet.trips DROP CONSTRAINT IF EXISTS trips_driver_id_fkey;
ALTER TABLE fleet.trips ADD CONSTRAINT trips_driver_id_fkey FOREIGN KEY (driver_id) REFERENCES fleet.drivers (id);
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
cat > /tmp/tg-mig/30-dedup_unique.sql <<'SQL'
-- one driver per email: the oldest record stays, references move to it
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM fleet.drivers)
UPDATE fleet.trips o SET driver_id = d.keep FROM d WHERE o.driver_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM fleet.drivers)
UPDATE fleet.driver_licences t SET driver_id = d.keep FROM d WHERE t.driver_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM fleet.drivers)
DELETE FROM fleet.drivers p USING d WHERE p.id = d.id AND d.id <> d.keep;
UPDATE fleet.drivers SET email = lower(btrim(email)) WHERE email <> lower(btrim(email));
ALTER TABLE fleet.drivers DROP CONSTRAINT IF EXISTS drivers_email_key;
ALTER TABLE fleet.drivers ADD CONSTRAINT drivers_email_key UNIQUE (email);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0070_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0070_cleanup.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0070_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
