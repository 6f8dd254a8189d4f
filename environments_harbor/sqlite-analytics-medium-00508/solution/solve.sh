#!/bin/bash
set -euo pipefail
mkdir -p /srv/saas/results
DB=/srv/saas/billing.db
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/results/plan_period_totals.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices) WHERE status <> 'void') SELECT k.name AS plan, COUNT(*) AS invoices, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN plans k ON k.id = c.cat WHERE date(c.ts) BETWEEN '2021-05-01' AND '2021-05-31' GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/results/top_accounts.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices) WHERE status <> 'void') SELECT d.id AS account_id, d.name AS name, COUNT(*) AS invoices, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN accounts d ON d.id = c.dim GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT 4;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/results/country_period_totals.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices) WHERE status <> 'void') SELECT r.country AS country, COUNT(c.id) AS invoices, printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM (SELECT DISTINCT country FROM accounts) r LEFT JOIN accounts d ON d.country = r.country LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN '2021-05-01' AND '2021-05-31' GROUP BY r.country ORDER BY r.country;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/results/avg_invoice_by_tier.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices) WHERE status <> 'void') SELECT k.tier AS tier, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, printf('%.2f', AVG(c.amount)) AS avg_amount FROM c JOIN plans k ON k.id = c.cat GROUP BY k.tier ORDER BY k.tier;
SQL
sqlite3 -header -csv "$DB" <<'SQL' > /srv/saas/results/inactive_accounts.csv
WITH c AS (SELECT invoice_id AS id, account_id AS dim, plan_id AS cat, issued_at AS ts, amount_due AS amount FROM (SELECT * FROM invoices) WHERE status <> 'void') SELECT d.id AS account_id, d.name AS name, d.country AS country FROM accounts d WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND date(c.ts) BETWEEN '2021-05-01' AND '2021-05-31') ORDER BY d.id;
SQL
ls -l /srv/saas/results
