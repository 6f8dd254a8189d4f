#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- SHOP-4228: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/95-readonly_grants.sql <<'SQL'
-- shop_report: read-only, no secrets
REVOKE ALL ON ALL TABLES IN SCHEMA shop FROM shop_report;
GRANT SELECT ON shop.orders, shop.order_lines, shop.customer_order_counts, shop.order_status_log TO shop_report;
GRANT SELECT (id, full_name, country) ON shop.customers TO shop_report;
SQL
cat > /tmp/tg-mig/80-summary_trigger.sql <<'SQL'
-- customer_order_counts: kept by a trigger on orders
CREATE TABLE IF NOT EXISTS shop.customer_order_counts (customer_id integer PRIMARY KEY REFERENCES shop.customers (id), n_orders integer NOT NULL);
CREATE OR REPLACE FUNCTION shop.customer_order_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM shop.customer_order_counts WHERE customer_id = OLD.customer_id;
        INSERT INTO shop.customer_order_counts (customer_id, n_orders)
        SELECT OLD.customer_id, count(*) FROM shop.orders WHERE customer_id = OLD.customer_id HAVING count(*) > 0;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        DELETE FROM shop.customer_order_counts WHERE customer_id = NEW.customer_id;
        INSERT INTO shop.customer_order_counts (customer_id, n_orders)
        SELECT NEW.customer_id, count(*) FROM shop.orders WHERE customer_id = NEW.customer_id HAVING count(*) > 0;
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER customer_order_counts_sync AFTER INSERT OR DELETE OR UPDATE OF customer_id ON shop.orders
    FOR EACH ROW EXECUTE FUNCTION shop.customer_order_counts_sync();
DELETE FROM shop.customer_order_counts;
INSERT INTO shop.customer_order_counts (customer_id, n_orders) SELECT customer_id, count(*) FROM shop.orders GROUP BY customer_id;
SQL
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, placed_on FROM shop.orders WHERE customer_id = $1 AND status = $2 ORDER BY placed_on DESC LIMIT 20
CREATE INDEX IF NOT EXISTS orders_history_idx ON shop.orders (customer_id, status, placed_on);
SQL
cat > /tmp/tg-mig/80-status_audit.sql <<'SQL'
-- order_status_log: every change of orders.status
CREATE TABLE IF NOT EXISTS shop.order_status_log (id bigserial PRIMARY KEY, order_id integer NOT NULL, old_status text, new_status text,
    changed_at timestamptz NOT NULL DEFAULT now());
CREATE OR REPLACE FUNCTION shop.order_status_log_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF true THEN
        INSERT INTO shop.order_status_log (order_id, old_status, new_status) VALUES (NEW.id, OLD.status, NEW.status);
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER order_status_log_write AFTER UPDATE ON shop.orders
    FOR EACH ROW EXECUTE FUNCTION shop.order_status_log_write();
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0086_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0086_integrity.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d shopdb -f /srv/migrations/0086_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
