#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- SHOP-4211: reporting and integrity migration\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, placed_on FROM shop.orders WHERE customer_id = $1 AND status = $2 ORDER BY placed_on DESC LIMIT 20
CREATE INDEX orders_history_idx ON shop.orders (customer_id, status, placed_on);
SQL
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
ALTER TABLE shop.orders ALTER COLUMN placed_on TYPE date USING (
    CASE
        WHEN btrim(placed_on) = '' THEN NULL
        WHEN btrim(placed_on) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(placed_on), 'YYYY-MM-DD')
        WHEN btrim(placed_on) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(placed_on), 'DD/MM/YYYY')
    END);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0038_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0038_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
