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
cat /tmp/tg-mig/*.sql > /srv/migrations/0020_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d payrolldb -f /srv/migrations/0020_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
