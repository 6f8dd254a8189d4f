#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/report
DB=/srv/freight/freight.db
CHAIN=$(cat <<SQL
SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount
FROM shipments
SQL
)
# mixed_dates
CHAIN=$(cat <<SQL
SELECT id, dim, cat, CASE WHEN s.ts GLOB '[0-9][0-9]/[0-9][0-9]/[0-9][0-9][0-9][0-9] *' THEN substr(s.ts, 7, 4) || '-' || substr(s.ts, 4, 2) || '-' || substr(s.ts, 1, 2) || ' ' || substr(s.ts, 12, 5) || ':00' WHEN s.ts NOT GLOB '*[^0-9]*' THEN datetime(CAST(s.ts AS INTEGER), 'unixepoch') ELSE datetime(s.ts) END AS ts, amount
FROM ($CHAIN) AS s
SQL
)
# local_tz
CHAIN=$(cat <<SQL
SELECT id, dim, cat, datetime(s.ts, '+540 minutes') AS ts, amount
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_shipments_lookup ON shipments(service_id, booked_at);
SQL
