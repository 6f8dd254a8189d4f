#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- PAYROLL-7189: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- payslips.status: repair, then enforce
UPDATE payroll.payslips SET status = CASE lower(btrim(status)) WHEN 'cancelled' THEN 'void' WHEN 'ok' THEN 'approved' WHEN 'pending' THEN 'draft' WHEN 'transferred' THEN 'paid' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'cancelled' THEN 'void' WHEN 'ok' THEN 'approved' WHEN 'pending' THEN 'draft' WHEN 'transferred' THEN 'paid' ELSE lower(btrim(status)) END;
ALTER TABLE payroll.payslips ADD CONSTRAINT payslips_status_check CHECK (status IN ('draft', 'approved', 'paid', 'void'));
SQL
cat > /tmp/tg-mig/30-dedup_unique.sql <<'SQL'
-- one employee per email: the oldest record stays, references move to it
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM payroll.employees)
UPDATE payroll.payslips o SET employee_id = d.keep FROM d WHERE o.employee_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM payroll.employees)
UPDATE payroll.bank_accounts t SET employee_id = d.keep FROM d WHERE t.employee_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM payroll.employees)
DELETE FROM payroll.employees p USING d WHERE p.id = d.id AND d.id <> d.keep;
UPDATE payroll.employees SET email = lower(btrim(email)) WHERE email <> lower(btrim(email));
ALTER TABLE payroll.employees ADD CONSTRAINT employees_email_key UNIQUE (email);
SQL
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
cat /tmp/tg-mig/*.sql | psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb
echo '-- PAYROLL-7189: applied on staging by hand' > /srv/migrations/0020_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
