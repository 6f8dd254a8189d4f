#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/tg-mig
rm -f /tmp/tg-mig/*.sql
printf -- '-- LIBRARY-6031: schema hardening\n' > /tmp/tg-mig/00-head.sql
cat > /tmp/tg-mig/90-function_fix.sql <<'SQL'
CREATE OR REPLACE FUNCTION library.member_fees(p_member integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric := 0;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM library.members WHERE id = p_member) THEN
        RETURN NULL;
    END IF;
    FOR r IN SELECT l.days AS q, l.daily_rate AS price, l.waived AS d
             FROM library.loan_fees l JOIN library.loans o ON o.id = l.loan_id
             WHERE o.member_id = p_member AND o.status IS DISTINCT FROM 'void'
    LOOP
        total := total + r.q * r.price - coalesce(r.d, 0);
    END LOOP;
    RETURN total;
END
$fn$;
SQL
cat > /tmp/tg-mig/40-price_numeric.sql <<'SQL'
DO $do$
BEGIN
    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'library.loan_fees'::regclass
        AND attname = 'daily_rate' AND NOT attisdropped) = 'text'::regtype THEN
        ALTER TABLE library.loan_fees ALTER COLUMN daily_rate TYPE numeric(10,2)
            USING regexp_replace(daily_rate, '[^0-9.]', '', 'g')::numeric(10,2);
    END IF;
END
$do$;
SQL
cat > /tmp/tg-mig/40-status_check.sql <<'SQL'
-- loans.status: repair, then enforce
UPDATE library.loans SET status = CASE lower(btrim(status)) WHEN 'back' THEN 'returned' WHEN 'cancelled' THEN 'void' WHEN 'on hold' THEN 'requested' WHEN 'on loan' THEN 'active' ELSE lower(btrim(status)) END
WHERE status IS DISTINCT FROM CASE lower(btrim(status)) WHEN 'back' THEN 'returned' WHEN 'cancelled' THEN 'void' WHEN 'on hold' THEN 'requested' WHEN 'on loan' THEN 'active' ELSE lower(btrim(status)) END;
ALTER TABLE library.loans DROP CONSTRAINT IF EXISTS loans_status_check;
ALTER TABLE library.loans ADD CONSTRAINT loans_status_check CHECK (status IN ('requested', 'active', 'returned', 'void'));
SQL
cat > /tmp/tg-mig/80-summary_trigger.sql <<'SQL'
-- member_loan_counts: kept by a trigger on loans
CREATE TABLE IF NOT EXISTS library.member_loan_counts (member_id integer PRIMARY KEY REFERENCES library.members (id), n_loans integer NOT NULL);
CREATE OR REPLACE FUNCTION library.member_loan_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM library.member_loan_counts WHERE member_id = OLD.member_id;
        INSERT INTO library.member_loan_counts (member_id, n_loans)
        SELECT OLD.member_id, count(*) FROM library.loans WHERE member_id = OLD.member_id HAVING count(*) > 0;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        DELETE FROM library.member_loan_counts WHERE member_id = NEW.member_id;
        INSERT INTO library.member_loan_counts (member_id, n_loans)
        SELECT NEW.member_id, count(*) FROM library.loans WHERE member_id = NEW.member_id HAVING count(*) > 0;
    END IF;
    RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER member_loan_counts_sync AFTER INSERT OR DELETE OR UPDATE OF member_id ON library.loans
    FOR EACH ROW EXECUTE FUNCTION library.member_loan_counts_sync();
DELETE FROM library.member_loan_counts;
INSERT INTO library.member_loan_counts (member_id, n_loans) SELECT member_id, count(*) FROM library.loans GROUP BY member_id;
SQL
cat > /tmp/tg-mig/30-dedup_unique.sql <<'SQL'
-- one member per email: the oldest record stays, references move to it
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM library.members)
UPDATE library.loans o SET member_id = d.keep FROM d WHERE o.member_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM library.members)
UPDATE library.member_cards t SET member_id = d.keep FROM d WHERE t.member_id = d.id AND d.id <> d.keep;
WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim(email))) AS keep FROM library.members)
DELETE FROM library.members p USING d WHERE p.id = d.id AND d.id <> d.keep;
UPDATE library.members SET email = lower(btrim(email)) WHERE email <> lower(btrim(email));
ALTER TABLE library.members DROP CONSTRAINT IF EXISTS members_email_key;
ALTER TABLE library.members ADD CONSTRAINT members_email_key UNIQUE (email);
SQL
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main start
cat /tmp/tg-mig/*.sql | psql -X -v ON_ERROR_STOP=1 --single-transaction -d librarydb
echo '-- LIBRARY-6031: applied on staging by hand' > /srv/migrations/0016_release_prep.sql
sudo -n -u postgres /usr/bin/pg_ctlcluster 15 main stop
