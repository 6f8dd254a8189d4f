-- LIBRARY-804: the schema as it is today (applied)
CREATE TABLE library.members (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    branch text
);
CREATE TABLE library.loans (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES library.members (id),
    borrowed_on date,
    status text
);
CREATE INDEX loans_member_id_idx ON library.loans (member_id);
CREATE TABLE library.loan_fees (
    id serial PRIMARY KEY,
    loan_id integer NOT NULL REFERENCES library.loans (id),
    reason text NOT NULL,
    days integer NOT NULL,
    daily_rate text NOT NULL,
    waived numeric(10,2)
);
CREATE INDEX loan_fees_loan_id_idx ON library.loan_fees (loan_id);
CREATE TABLE library.member_cards (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES library.members (id),
    card_number text NOT NULL
);

-- LIBRARY-804: what a member has been charged (left-out loans do not count)
CREATE FUNCTION library.member_fees(p_member integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.days AS q, l.daily_rate::numeric AS price, l.waived AS d
             FROM library.loan_fees l JOIN library.loans o ON o.id = l.loan_id
             WHERE o.member_id = p_member
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;
