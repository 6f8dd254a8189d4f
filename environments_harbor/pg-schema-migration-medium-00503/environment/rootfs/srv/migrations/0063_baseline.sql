-- HOTEL-136: the schema as it is today (applied)
CREATE TABLE hotel.guests (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    nationality text
);
CREATE TABLE hotel.bookings (
    id serial PRIMARY KEY,
    guest_id integer NOT NULL REFERENCES hotel.guests (id),
    check_in date,
    status text
);
CREATE INDEX bookings_guest_id_idx ON hotel.bookings (guest_id);
CREATE TABLE hotel.booking_charges (
    id serial PRIMARY KEY,
    booking_id integer NOT NULL REFERENCES hotel.bookings (id),
    item text NOT NULL,
    qty integer NOT NULL,
    unit_price numeric(10,2) NOT NULL,
    discount numeric(10,2)
);
CREATE INDEX booking_charges_booking_id_idx ON hotel.booking_charges (booking_id);
CREATE TABLE hotel.guest_documents (
    id serial PRIMARY KEY,
    guest_id integer NOT NULL REFERENCES hotel.guests (id),
    passport_no text NOT NULL
);
