#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- FLEET-6850: integrity fixes\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- fleet_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA fleet FROM fleet_report;
GRANT SELECT ON fleet.trips, fleet.fuel_fills TO fleet_report;
GRANT SELECT (id, full_name, depot) ON fleet.drivers TO fleet_report;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0035_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d fleetdb -f /srv/migrations/0035_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
