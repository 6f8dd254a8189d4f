#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-6189: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- fleet_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA fleet FROM fleet_report;
GRANT SELECT ON fleet.trips, fleet.fuel_fills, fleet.depots, fleet.trip_status_log TO fleet_report;
GRANT SELECT (id, full_name, depot_id) ON fleet.drivers TO fleet_report;
SQL
cat > /tmp/tg-mig/80-status_audit.sql <<'SQL'
-- trip_status_log: every change of trips.status
CREATE TABLE IF NOT EXISTS fleet.trip_status_log (id bigserial PRIMARY KEY, trip_id integer NOT NULL, old_status text, new_status text,
    changed_at timestamptz NOT NULL DEFAULT now());
CREATE OR REPLACE FUNCTION fleet.trip_status_log_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO fleet.trip_status_log (trip_id, old_status, new_status) VALUES (NEW.id, OLD.status, NEW.status);
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER trip_status_log_write AFTER UPDATE ON fleet.trips
    FOR EACH ROW EXECUTE FUNCTION fleet.trip_status_log_write();
SQL
cat > /tmp/tg-mig/60-backfill_total.sql <<'SQL'
-- trips.fuel_cost: what each trip is worth, kept NOT NULL
ALTER TABLE fleet.trips ADD COLUMN IF NOT EXISTS fuel_cost numeric(12,2) NOT NULL DEFAULT 0;
UPDATE fleet.trips o SET fuel_cost = t.amount
FROM (SELECT trip_id, sum(litres * price_per_litre - coalesce(rebate, 0)) AS amount
      FROM fleet.fuel_fills GROUP BY trip_id) t
WHERE t.trip_id = o.id AND o.fuel_cost IS DISTINCT FROM t.amount;
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
cat /tmp/tg-mig/*.sql > /srv/migrations/0063_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0063_cleanup.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0063_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
