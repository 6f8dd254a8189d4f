-- CLINIC-587: the schema as it is today (applied)
CREATE TABLE clinic.patients (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    insurer text
);
CREATE TABLE clinic.appointments (
    id serial PRIMARY KEY,
    patient_id integer NOT NULL REFERENCES clinic.patients (id),
    scheduled_on date,
    status text
);
CREATE INDEX appointments_patient_id_idx ON clinic.appointments (patient_id);
CREATE TABLE clinic.appointment_items (
    id serial PRIMARY KEY,
    appointment_id integer NOT NULL REFERENCES clinic.appointments (id),
    code text NOT NULL,
    units integer NOT NULL,
    unit_fee numeric(10,2) NOT NULL,
    rebate numeric(10,2)
);
CREATE INDEX appointment_items_appointment_id_idx ON clinic.appointment_items (appointment_id);
CREATE TABLE clinic.patient_notes (
    id serial PRIMARY KEY,
    patient_id integer NOT NULL REFERENCES clinic.patients (id),
    clinical_note text NOT NULL
);
