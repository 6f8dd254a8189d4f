#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount, status AS status
FROM invoices
SQL
)
# local_tz
CHAIN=$(cat <<SQL
SELECT id, dim, cat, datetime(s.ts, '+330 minutes') AS ts, amount, status
FROM ($CHAIN) AS s
SQL
)
# void_status
CHAIN=$(cat <<SQL
SELECT *
FROM ($CHAIN)
WHERE lower(trim(status)) <> 'void'
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/sessions.csv <<SQL
WITH c AS ($CHAIN),
o AS (SELECT dim, id, ts, strftime('%s', ts) - strftime('%s', LAG(ts) OVER (PARTITION BY dim ORDER BY ts, id)) AS gap FROM c WHERE dim IS NOT NULL),
s AS (SELECT dim, SUM(CASE WHEN gap IS NULL OR gap > 1800 THEN 1 ELSE 0 END) OVER (PARTITION BY dim ORDER BY ts, id ROWS UNBOUNDED PRECEDING) AS sid FROM o),
n AS (SELECT dim, sid, COUNT(*) AS k FROM s GROUP BY dim, sid)
SELECT dim AS account_id, COUNT(*) AS sessions, MAX(k) AS longest_session
FROM n
GROUP BY dim
ORDER BY dim;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/inactive.csv <<SQL
WITH c AS ($CHAIN)
SELECT d.id AS account_id, d.name AS name, d.country AS country
FROM accounts d
WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND c.ts BETWEEN '2022-06-08' AND '2022-07-11')
ORDER BY d.id;
SQL
