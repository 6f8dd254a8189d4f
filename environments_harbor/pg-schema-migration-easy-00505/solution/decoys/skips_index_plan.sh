#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- CLINIC-2360: data model clean-up\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-price_numeric.sql <<'SQL'
ALTER TABLE clinic.appointment_items ALTER COLUMN unit_fee TYPE numeric(10,2)
    USING regexp_replace(unit_fee, '[^0-9.]', '', 'g')::numeric(10,2);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0072_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d clinicdb -f /srv/migrations/0072_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
