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
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- orders.status: repair, then enforce
UPDATE shop.orders SET status = CASE lower(btrim(status)) WHEN 'canceled' THEN 'cancelled' WHEN 'complete' THEN 'shipped' WHEN 'new' THEN 'pending' WHEN 'settled' THEN 'paid' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'canceled' THEN 'cancelled' WHEN 'complete' THEN 'shipped' WHEN 'new' THEN 'pending' WHEN 'settled' THEN 'paid' ELSE lower(btrim(status)) END;
ALTER TABLE shop.orders DROP CONSTRAINT IF EXISTS orders_status_check;
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
