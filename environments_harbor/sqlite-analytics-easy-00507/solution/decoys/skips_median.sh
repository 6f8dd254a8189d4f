#!/bin/bash
set -euo pipefail
mkdir -p /srv/freight/report
DB=/srv/freight/freight.db
CHAIN=$(cat <<SQL
SELECT shipment_id AS id, shipper_id AS dim, service_id AS cat, booked_at AS ts, freight_cost AS amount
FROM shipments
SQL
)
# text_numbers
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CAST(replace(nullif(trim(s.amount), ''), ',', '') AS REAL) AS amount
FROM ($CHAIN) AS s
SQL
)
