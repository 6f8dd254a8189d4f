#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/out
DB=/srv/saas/billing.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/out/plan_period_totals.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices)) SELECT k.name AS plan, COUNT(*) AS invoices, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN plans k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2024-04-01' AND '2024-04-30' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/out/top_accounts.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices)) SELECT d.id AS account_id, d.name AS name, COUNT(*) AS invoices, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN accounts d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 3;
SQL
ls -l /srv/saas/out
