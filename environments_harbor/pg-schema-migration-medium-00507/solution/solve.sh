#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- PAYROLL-5468: reporting and integrity migration\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'payroll.payslips'::regclass
        AND attname = 'pay_date' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE payroll.payslips ALTER COLUMN pay_date TYPE date USING (
            CASE
                WHEN btrim(pay_date) = '' THEN NULL
                WHEN btrim(pay_date) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(pay_date), 'YYYY-MM-DD')
                WHEN btrim(pay_date) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(pay_date), 'DD/MM/YYYY')
                WHEN btrim(pay_date) ~ '^\d{2}\.\d{2}\.\d{4}$' THEN to_date(btrim(pay_date), 'DD.MM.YYYY')
            END);
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- employees.department becomes a lookup table
CREATE TABLE IF NOT EXISTS payroll.departments (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
DO $do$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'payroll.employees'::regclass
        AND attname = 'department' AND NOT attisdropped) THEN
        INSERT INTO payroll.departments (name)
        SELECT DISTINCT lower(regexp_replace(btrim(department), '\s+', ' ', 'g')) FROM payroll.employees WHERE btrim(department) <> '' ORDER BY 1 ON CONFLICT (name) DO NOTHING;
        ALTER TABLE payroll.employees ADD COLUMN IF NOT EXISTS department_id integer REFERENCES payroll.departments (id);
        UPDATE payroll.employees p SET department_id = k.id FROM payroll.departments k WHERE k.name = lower(regexp_replace(btrim(p.department), '\s+', ' ', 'g'));
        ALTER TABLE payroll.employees DROP COLUMN department;
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
        SELECT p.id AS employee_id, p.full_name, k.name AS department, count(o.id) AS n_payslips,
               max(o.pay_date) AS last_pay_date, coalesce(sum(o.amount), 0) AS paid_out
        FROM payroll.employees p
LEFT JOIN payroll.departments k ON k.id = p.department_id
        LEFT JOIN (
            SELECT o.id, o.employee_id, o.pay_date,
                   (SELECT coalesce(sum(l.hours * l.rate - coalesce(l.deduction, 0)), 0) FROM payroll.payslip_lines l WHERE l.payslip_id = o.id) AS amount
            FROM payroll.payslips o
            WHERE o.status IS DISTINCT FROM 'void'
        ) o ON o.employee_id = p.id
        GROUP BY p.id, p.full_name, k.name;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0070_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0070_schema_fixes.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0070_schema_fixes.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
