#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-3579: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, full_name FROM fleet.drivers WHERE lower(email) = lower($1)
CREATE INDEX drivers_email_idx ON fleet.drivers (lower(email));
SQL
cat > /tmp/tg-mig/20-orphan_fk.sql <<'SQL'
-- trips whose driver is gone: archived, then the foreign key
CREATE TABLE fleet.orphaned_trips (LIKE fleet.trips);
INSERT INTO fleet.orphaned_trips (id, driver_id, started_on, status)
SELECT o.id, o.driver_id, o.started_on, o.status FROM fleet.trips o
WHERE NOT EXISTS (SELECT 1 FROM fleet.drivers p WHERE p.id = o.driver_id);
DELETE FROM fleet.trips o WHERE NOT EXISTS (SELECT 1 FROM fleet.drivers p WHERE p.id = o.driver_id);
ALTER TABLE fleet.trips ADD CONSTRAINT trips_driver_id_fkey FOREIGN KEY (driver_id) REFERENCES fleet.drivers (id);
SQL
cat > /tmp/tg-mig/60-backfill_total.sql <<'SQL'
-- trips.fuel_cost: what each trip is worth, kept NOT NULL
ALTER TABLE fleet.trips ADD COLUMN fuel_cost numeric(12,2) NOT NULL DEFAULT 0;
UPDATE fleet.trips o SET fuel_cost = t.amount
FROM (SELECT trip_id, sum(litres * price_per_litre - coalesce(rebate, 0)) AS amount
      FROM fleet.fuel_fills GROUP BY trip_id) t
WHERE t.trip_id = o.id AND o.fuel_cost IS DISTINCT FROM t.amount;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0024_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0024_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
