#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- SHOP-4211: reporting and integrity migration\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/30-dedup_unique.sql <<'SQL'
-- one customer per email: the oldest record stays, references move to it
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM shop.customers)
UPDATE shop.orders o SET customer_id = d.keep FROM d WHERE o.customer_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM shop.customers)
UPDATE shop.payment_cards t SET customer_id = d.keep FROM d WHERE t.customer_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM shop.customers)
DELETE FROM shop.customers p USING d WHERE p.id = d.id AND d.id <> d.keep;
UPDATE shop.customers SET email = lower(btrim(email)) WHERE email <> lower(btrim(email));
ALTER TABLE shop.customers ADD CONSTRAINT customers_email_key UNIQUE (email);
SQL
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, placed_on FROM shop.orders WHERE customer_id = $1 AND status = $2 ORDER BY placed_on DESC LIMIT 20
CREATE INDEX orders_history_idx ON shop.orders (customer_id, status, placed_on);
SQL
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
ALTER TABLE shop.orders ALTER COLUMN placed_on TYPE date USING (
    CASE
        WHEN btrim(placed_on) = '' THEN NULL
        WHEN btrim(placed_on) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(placed_on), 'YYYY-MM-DD')
        WHEN btrim(placed_on) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(placed_on), 'MM/DD/YYYY')
    END);
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0038_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0038_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
