#!/bin/bash
set -euo pipefail
mkdir -p /srv/shop/report
DB=/srv/shop/shop.db
CHAIN=$(cat <<SQL
SELECT order_id AS id, customer_id AS dim, product_id AS cat, ordered_at AS ts, total AS amount, order_ref AS ref, version AS ver, deleted_at AS deleted
FROM orders
SQL
)
# versioned_rows
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, amount, ref, ver, deleted
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY ver DESC) AS rn FROM ($CHAIN))
WHERE rn = 1
SQL
)
# soft_delete
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE deleted IS NULL OR deleted = ''
SQL
)
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_orders_lookup ON orders(product_id, ordered_at);
SQL
