#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- PAYROLL-6886: reporting and integrity migration\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-price_numeric.sql <<'SQL'
ALTER TABLE payroll.payslip_lines ALTER COLUMN rate TYPE numeric(10,2)
    USING regexp_replace(rate, '[^0-9.]', '', 'g')::numeric(10,2);
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
cat /tmp/tg-mig/*.sql > /srv/migrations/0017_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0017_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
