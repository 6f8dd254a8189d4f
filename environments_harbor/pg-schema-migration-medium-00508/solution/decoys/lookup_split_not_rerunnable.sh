#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- LIBRARY-4991: integrity fixes\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/40-status_enum.sql <<'SQL'
DO $do$
BEGIN
    IF to_regtype('library.loan_status') IS NULL THEN
        CREATE TYPE library.loan_status AS ENUM ('requested', 'active', 'returned', 'void');
    END IF;
END
$do$;
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'library.loans'::regclass
        AND attname = 'status' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE library.loans ALTER COLUMN status TYPE library.loan_status USING (CASE lower(btrim(status)) WHEN 'back' THEN 'returned' WHEN 'cancelled' THEN 'void' WHEN 'on hold' THEN 'requested' WHEN 'on loan' THEN 'active' ELSE lower(btrim(status)) END)::library.loan_status;
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/40-date_convert.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'library.loans'::regclass
        AND attname = 'borrowed_on' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE library.loans ALTER COLUMN borrowed_on TYPE date USING (
            CASE
                WHEN btrim(borrowed_on) = '' THEN NULL
                WHEN btrim(borrowed_on) ~ '^\d{4}-\d{2}-\d{2}$' THEN to_date(btrim(borrowed_on), 'YYYY-MM-DD')
                WHEN btrim(borrowed_on) ~ '^\d{2}/\d{2}/\d{4}$' THEN to_date(btrim(borrowed_on), 'DD/MM/YYYY')
                WHEN btrim(borrowed_on) ~ '^\d{2}\.\d{2}\.\d{4}$' THEN to_date(btrim(borrowed_on), 'DD.MM.YYYY')
            END);
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/80-status_audit.sql <<'SQL'
-- loan_status_log: every change of loans.status
CREATE TABLE IF NOT EXISTS library.loan_status_log (id bigserial PRIMARY KEY, loan_id integer NOT NULL, old_status text, new_status text,
    changed_at timestamptz NOT NULL DEFAULT now());
CREATE OR REPLACE FUNCTION library.loan_status_log_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO library.loan_status_log (loan_id, old_status, new_status) VALUES (NEW.id, OLD.status, NEW.status);
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER loan_status_log_write AFTER UPDATE ON library.loans
    FOR EACH ROW EXECUTE FUNCTION library.loan_status_log_write();
SQL
cat > /tmp/tg-mig/50-lookup_split.sql <<'SQL'
-- members.branch becomes a lookup table
CREATE TABLE library.branches (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
INSERT INTO library.branches (name)
SELECT DISTINCT lower(regexp_replace(btrim(branch), '\s+', ' ', 'g')) FROM library.members WHERE btrim(branch) <> '' ORDER BY 1;
ALTER TABLE library.members ADD COLUMN branch_id integer REFERENCES library.branches (id);
UPDATE library.members p SET branch_id = k.id FROM library.branches k WHERE k.name = lower(regexp_replace(btrim(p.branch), '\s+', ' ', 'g'));
ALTER TABLE library.members DROP COLUMN branch;
SQL
cat /tmp/tg-mig/*.sql > /srv/migrations/0074_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
psql -X -v ON_ERROR_STOP=1 --single-transaction -d librarydb -f /srv/migrations/0074_integrity.sql
psql -X -v ON_ERROR_STOP=1 --single-transaction -d librarydb -f /srv/migrations/0074_integrity.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
