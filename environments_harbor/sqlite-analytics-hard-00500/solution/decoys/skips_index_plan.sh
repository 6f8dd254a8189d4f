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
sqlite3 -bail -header -csv "$DB" > /srv/freight/report/streaks.csv <<SQL
WITH c AS ($CHAIN),
d AS (SELECT DISTINCT dim, date(ts) AS day FROM c WHERE dim IS NOT NULL),
g AS (SELECT dim, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY dim ORDER BY day) AS isl FROM d),
s AS (SELECT dim, MIN(day) AS first_day, MAX(day) AS last_day, COUNT(*) AS n FROM g GROUP BY dim, isl),
b AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY dim ORDER BY n DESC, first_day) AS rk FROM s)
SELECT dim AS shipper_id, n AS streak_days, first_day, last_day
FROM b
WHERE rk = 1
ORDER BY n DESC, first_day, dim
LIMIT 5;
SQL
