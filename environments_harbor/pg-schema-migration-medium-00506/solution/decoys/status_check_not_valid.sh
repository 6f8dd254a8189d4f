#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- SHOP-2351: integrity fixes\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/60-backfill_total.sql <<'SQL'
-- orders.total: what each order is worth, kept NOT NULL
ALTER TABLE shop.orders ADD COLUMN IF NOT EXISTS total numeric(12,2) NOT NULL DEFAULT 0;
UPDATE shop.orders o SET total = t.amount
FROM (SELECT order_id, sum(qty * unit_price - coalesce(discount, 0)) AS amount
      FROM shop.order_lines GROUP BY order_id) t
WHERE t.order_id = o.id AND o.total IS DISTINCT FROM t.amount;
SQL
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
ALTER TABLE shop.orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled')) NOT VALID;
SQL
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- customers.country becomes a lookup table
CREATE TABLE IF NOT EXISTS shop.countries (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
DO $do$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'shop.customers'::regclass
        AND attname = 'country' AND NOT attisdropped) THEN
        INSERT INTO shop.countries (name)
        SELECT DISTINCT lower(regexp_replace(btrim(country), '\s+', ' ', 'g')) FROM shop.customers WHERE btrim(country) <> '' ORDER BY 1 ON CONFLICT (name) DO NOTHING;
        ALTER TABLE shop.customers ADD COLUMN IF NOT EXISTS country_id integer REFERENCES shop.countries (id);
        UPDATE shop.customers p SET country_id = k.id FROM shop.countries k WHERE k.name = lower(regexp_replace(btrim(p.country), '\s+', ' ', 'g'));
        ALTER TABLE shop.customers DROP COLUMN country;
    END IF;
END
$do$;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0024_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0024_integrity.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0024_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
