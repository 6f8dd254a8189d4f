#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- PAYROLL-2567: schema migration for the next release\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/60-backfill_total.sql <<'SQL'
-- payslips.gross: what each payslip is worth, kept NOT NULL
ALTER TABLE payroll.payslips ADD COLUMN gross numeric(12,2) NOT NULL DEFAULT 0;
UPDATE payroll.payslips o SET gross = t.amount
FROM (SELECT payslip_id, sum(hours * rate - coalesce(deduction, 0)) AS amount
      FROM payroll.payslip_lines GROUP BY payslip_id) t
WHERE t.payslip_id = o.id AND o.gross IS DISTINCT FROM t.amount;
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
             WHERE o.employee_id = p_employee
    LOOP
        total := total + r.q * r.price - coalesce(r.d, 0);
    END LOOP;
    RETURN total;
END
$fn$;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0052_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0052_cleanup.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
