#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- SHOP-2277: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/60-backfill_total.sql <<'SQL'
-- orders.total: what each order is worth, kept NOT NULL
ALTER TABLE shop.orders ADD COLUMN IF NOT EXISTS total numeric(12,2) NOT NULL DEFAULT 0;
UPDATE shop.orders o SET total = t.amount
FROM (SELECT order_id, sum(qty * unit_price - coalesce(discount, 0)) AS amount
      FROM shop.order_lines GROUP BY order_id) t
WHERE t.order_id = o.id AND o.total IS DISTINCT FROM t.amount;
SQL
cat > /tmp/tg-mig/40-price_numeric.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'shop.order_lines'::regclass
        AND attname = 'unit_price' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE shop.order_lines ALTER COLUMN unit_price TYPE numeric(10,2)
            USING regexp_replace(unit_price, '[^0-9.]', '', 'g')::numeric(10,2);
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
UPDATE shop.orders o SET status = v.s FROM (VALUES (801, 'cancelled'), (803, 'pending'), (804, 'pending'), (806, 'cancelled'), (807, 'pending'), (808, 'shipped'), (809, 'shipped'), (813, 'shipped'), (817, 'pending'), (820, 'pending'), (824, 'shipped'), (825, 'paid'), (826, 'shipped'), (827, 'cancelled'), (828, 'pending'), (829, 'shipped'), (832, 'cancelled'), (837, 'paid'), (838, 'pending'), (839, 'paid'), (840, 'shipped'), (843, 'pending'), (844, 'pending'), (845, 'shipped'), (846, 'shipped'), (847, 'paid'), (848, 'shipped'), (849, 'paid'), (850, 'pending'), (854, 'paid'), (855, 'pending'), (856, 'paid'), (860, 'paid'), (862, 'pending'), (863, 'pending'), (864, 'paid'), (865, 'paid')) v(id, s) WHERE o.id = v.id;
ALTER TABLE shop.orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled'));
SQL
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- shop_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA shop FROM shop_report;
GRANT SELECT ON shop.orders, shop.order_lines TO shop_report;
GRANT SELECT (id, full_name, country) ON shop.customers TO shop_report;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0029_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0029_cleanup.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0029_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
