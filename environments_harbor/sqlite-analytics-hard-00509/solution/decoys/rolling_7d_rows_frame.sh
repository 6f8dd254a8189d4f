#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/report
DB=/srv/saas/billing.db
CHAIN=$(cat <<SQL
SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount, currency AS cur
FROM invoices
SQL
)
# local_tz
CHAIN=$(cat <<SQL
SELECT id, dim, cat, datetime(s.ts, '+240 minutes') AS ts, amount, cur
FROM ($CHAIN) AS s
SQL
)
# currency
CHAIN=$(cat <<SQL
SELECT id, dim, cat, ts, CASE WHEN s.cur = 'EUR' THEN s.amount ELSE s.amount * (SELECT f.rate_to_eur FROM fx_rates f WHERE f.currency = s.cur AND f.valid_from <= date(s.ts) ORDER BY f.valid_from DESC LIMIT 1) END AS amount, cur
FROM ($CHAIN) AS s
SQL
)
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/pivot.csv <<SQL
WITH c AS ($CHAIN)
SELECT d.country AS country, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2023-06' THEN c.amount END)) AS jun_2023, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2023-07' THEN c.amount END)) AS jul_2023, printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '2023-08' THEN c.amount END)) AS aug_2023
FROM accounts d LEFT JOIN c ON c.dim = d.id
GROUP BY d.country
ORDER BY d.country;
SQL
sqlite3 -bail -header -csv "$DB" > /srv/saas/report/rolling_7d.csv <<SQL
WITH c AS ($CHAIN),
t AS (SELECT date(c.ts) AS day, TOTAL(c.amount) AS total FROM c JOIN plans k ON k.id = c.cat WHERE k.tier = 'Business' AND c.ts IS NOT NULL GROUP BY 1),
r AS (SELECT day, total, SUM(total) OVER (ORDER BY julianday(day) ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS roll FROM t)
SELECT day, printf('%.2f', total) AS total, printf('%.2f', roll) AS rolling_7d
FROM r
WHERE day BETWEEN '2023-06-08' AND '2023-07-02'
ORDER BY day;
SQL
sqlite3 -bail "$DB" <<SQL
CREATE INDEX IF NOT EXISTS ix_invoices_lookup ON invoices(plan_id, issued_at);
SQL
