-- LIBRARY-802: the schema as it is today (applied)
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
    daily_rate numeric(10,2) NOT NULL,
    waived numeric(10,2)
);
CREATE INDEX loan_fees_loan_id_idx ON library.loan_fees (loan_id);
CREATE TABLE library.member_cards (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES library.members (id),
    card_number text NOT NULL
);
