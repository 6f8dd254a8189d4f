#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- LIBRARY-2228: integrity fixes\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- loans.status: repair, then enforce
UPDATE library.loans SET status = CASE lower(btrim(status)) WHEN 'back' THEN 'returned' WHEN 'cancelled' THEN 'void' WHEN 'on hold' THEN 'requested' WHEN 'on loan' THEN 'active' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'back' THEN 'returned' WHEN 'cancelled' THEN 'void' WHEN 'on hold' THEN 'requested' WHEN 'on loan' THEN 'active' ELSE lower(btrim(status)) END;
ALTER TABLE library.loans ADD CONSTRAINT loans_status_check CHECK (status IN ('requested', 'active', 'returned', 'void'));
SQL
cat > /tmp/tg-mig/80-index_plan.sql <<'SQL'
-- for: SELECT id, full_name FROM library.members WHERE lower(email) = lower($1)
CREATE INDEX members_email_idx ON library.members (full_name, lower(email));
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0024_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d librarydb -f /srv/migrations/0024_hardening.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
