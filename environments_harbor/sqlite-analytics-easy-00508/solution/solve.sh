#!/bin/bash
set -euo pipefail
mkdir -p /srv/rental/report
DB=/srv/rental/rentals.db
CHAIN=$(cat <<SQL
SELECT rental_id AS id, renter_id AS dim, vehicle_id AS cat, picked_up_at AS ts, charge AS amount
FROM rentals
SQL
)
sqlite3 -bail "$DB" > /srv/rental/report/summary_json.json <<SQL
WITH c AS ($CHAIN)
SELECT json_object('rows_in_table', (SELECT COUNT(*) FROM rentals), 'rows_counted', (SELECT COUNT(*) FROM c), 'renters_active', (SELECT COUNT(DISTINCT c.dim) FROM c JOIN renters d ON d.id = c.dim), 'grand_total', (SELECT ROUND(TOTAL(amount), 2) FROM c), 'busiest_day', (SELECT date(ts) FROM c WHERE ts IS NOT NULL GROUP BY date(ts) ORDER BY COUNT(*) DESC, date(ts) LIMIT 1));
SQL
