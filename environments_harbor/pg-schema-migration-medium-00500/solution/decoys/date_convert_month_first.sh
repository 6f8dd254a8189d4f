#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- PAYROLL-3454: reporting and integrity migration\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'payroll.payslips'::regclass
        AND attname = 'pay_date' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE payroll.payslips ALTER COLUMN pay_date TYPE date USING (
            CASE
                WHEN btrim(pay_date) = '' THEN NULL
                WHEN btrim(pay_date) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(pay_date), 'YYYY-MM-DD')
                WHEN btrim(pay_date) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(pay_date), 'MM/DD/YYYY')
                WHEN btrim(pay_date) ~ '^\d{2}\.\d{2}\.\d{4}$' THEN to_date(btrim(pay_date), 'MM.DD.YYYY')
            END);
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/10-view_fix.sql <<'SQL'
DROP VIEW IF EXISTS payroll.employee_activity;
SQL
cat > /tmp/tg-mig/90-view_fix.sql <<'SQL'
-- one row per employee; lines summed per payslip before the join (no fan-out)
CREATE VIEW payroll.employee_activity AS
SELECT p.id AS employee_id, p.full_name, p.department AS department, count(o.id) AS n_payslips,
       max(o.pay_date) AS last_pay_date, coalesce(sum(o.amount), 0) AS paid_out
FROM payroll.employees p
LEFT JOIN (
    SELECT o.id, o.employee_id, o.pay_date,
           (SELECT coalesce(sum(l.hours * l.rate - coalesce(l.deduction, 0)), 0) FROM payroll.payslip_lines l WHERE l.payslip_id = o.id) AS amount
    FROM payroll.payslips o
    WHERE o.status IS DISTINCT FROM 'void'
) o ON o.employee_id = p.id
GROUP BY p.id, p.full_name, p.department;
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
ALTER TABLE payroll.employees DROP CONSTRAINT IF EXISTS employees_email_key;
ALTER TABLE payroll.employees ADD CONSTRAINT employees_email_key UNIQUE (email);
SQL
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- payslips.status: repair, then enforce
UPDATE payroll.payslips SET status = CASE lower(btrim(status)) WHEN 'cancelled' THEN 'void' WHEN 'ok' THEN 'approved' WHEN 'pending' THEN 'draft' WHEN 'transferred' THEN 'paid' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'cancelled' THEN 'void' WHEN 'ok' THEN 'approved' WHEN 'pending' THEN 'draft' WHEN 'transferred' THEN 'paid' ELSE lower(btrim(status)) END;
ALTER TABLE payroll.payslips DROP CONSTRAINT IF EXISTS payslips_status_check;
ALTER TABLE payroll.payslips ADD CONSTRAINT payslips_status_check CHECK (status IN ('draft', 'approved', 'paid', 'void'));
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0070_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0070_integrity.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0070_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
