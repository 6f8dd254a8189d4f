#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/analysis
DB=/srv/saas/billing.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/analysis/plan_period_totals.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices) WHERE status <> 'void') SELECT k.name AS plan, COUNT(*) AS invoices, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN plans k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2021-09-01' AND '2021-09-30' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
ls -l /srv/saas/analysis
