DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hotel_app') THEN CREATE ROLE hotel_app LOGIN; END IF; END $r$;
DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hotel_report') THEN CREATE ROLE hotel_report LOGIN; END IF; END $r$;
ALTER ROLE hotel_app SET search_path = hotel, public;
CREATE DATABASE hoteldb;
\connect hoteldb
CREATE SCHEMA hotel AUTHORIZATION hotel_app;
SET ROLE hotel_app;
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

-- HOTEL-890: activity per guest for the reporting dashboard
CREATE VIEW hotel.guest_activity AS
    SELECT p.id AS guest_id, p.full_name, p.nationality, count(*) AS n_bookings,
           max(o.check_in) AS last_check_in, sum(l.qty * l.unit_price - l.discount) AS billed
    FROM hotel.guests p
    JOIN hotel.bookings o ON o.guest_id = p.id
    JOIN hotel.booking_charges l ON l.booking_id = o.id
    GROUP BY p.id, p.full_name, p.nationality;

INSERT INTO hotel.guests (id, full_name, email, nationality) VALUES
    (2, 'Greta Fofana', 'greta.fofana@inbox.test', 'French'),
    (3, 'Elena Abbott', 'elena.abbott@inbox.test', 'dutch'),
    (4, 'Wim Abbott', 'wim.abbott@example.com', 'spanish'),
    (5, 'Ada Haddad', 'ada.haddad@inbox.test', 'irish'),
    (6, 'Femi Rossi', 'femi.rossi@mail.test', 'SWEDISH'),
    (8, 'Greta Eriksen', 'greta.eriksen@example.com', 'irish'),
    (9, 'Jonas Rossi', 'jonas.rossi@mail.test', ' Swedish'),
    (10, 'Carmen Okafor', 'carmen.okafor@example.com', 'dutch'),
    (11, 'Zora Moreau', 'zora.moreau@post.example', 'Swedish  '),
    (13, 'Zora Fofana', 'zora.fofana@inbox.test', 'swedish'),
    (14, 'Wim Brandt', 'wim.brandt@post.example', 'FRENCH'),
    (15, 'Zora Weber', 'zora.weber@mail.test', ''),
    (16, 'Wim Okafor', 'wim.okafor@post.example', 'german'),
    (17, 'Priya Haddad', 'priya.haddad@post.example', 'DUTCH'),
    (18, 'Ines Castillo', 'ines.castillo@inbox.test', 'irish'),
    (19, 'Kaia Haddad', 'kaia.haddad@inbox.test', 'Spanish '),
    (20, 'Yusuf Castillo', 'yusuf.castillo@post.example', 'irish'),
    (21, 'Jonas Dimitrov', 'jonas.dimitrov@example.com', 'FRENCH'),
    (22, 'Greta Gallo', 'greta.gallo@inbox.test', 'DUTCH'),
    (23, 'Yusuf Jensen', 'yusuf.jensen@example.com', 'irish'),
    (24, 'Mira Okafor', 'mira.okafor@example.com', 'german'),
    (25, 'Bruno Dimitrov', 'bruno.dimitrov@inbox.test', 'dutch');
INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES
    (391, 3, '2024-09-09', 'cancelled'),
    (392, 3, '2023-10-26', 'cancelled'),
    (393, 4, '2023-08-20', 'checked_in'),
    (394, 5, '2023-10-24', 'checked_out'),
    (395, 6, '2023-03-08', 'checked_out'),
    (396, 8, '2024-03-18', 'reserved'),
    (397, 9, '2023-03-07', 'reserved'),
    (398, 10, '2024-01-18', 'checked_in'),
    (399, 11, '2024-08-04', 'checked_in'),
    (400, 11, '2024-03-07', 'reserved'),
    (401, 11, '2024-04-02', 'checked_in'),
    (402, 11, '2023-03-11', 'checked_out'),
    (403, 13, '2024-01-22', 'cancelled'),
    (404, 13, '2024-06-02', 'checked_out'),
    (405, 13, '2024-07-28', 'checked_out'),
    (406, 13, '2024-03-28', 'checked_out'),
    (407, 14, '2023-07-14', 'reserved'),
    (408, 14, '2024-07-10', 'cancelled'),
    (409, 14, '2024-09-18', 'reserved'),
    (410, 15, '2023-09-16', 'checked_in'),
    (411, 15, '2024-09-10', 'checked_in'),
    (412, 15, '2023-03-20', 'reserved'),
    (413, 16, '2024-08-01', 'checked_in'),
    (414, 16, '2023-12-17', 'checked_in'),
    (415, 16, '2023-12-15', 'reserved'),
    (416, 16, '2024-01-19', 'checked_in'),
    (417, 17, '2024-02-29', 'reserved'),
    (418, 18, '2023-04-07', 'checked_out'),
    (419, 18, '2024-05-17', 'reserved'),
    (420, 18, '2024-03-04', 'checked_in'),
    (421, 19, '2023-06-21', 'checked_out'),
    (422, 20, '2024-03-27', 'checked_in'),
    (423, 20, '2024-02-17', 'checked_out'),
    (424, 20, '2023-06-17', 'checked_out'),
    (425, 21, '2024-04-11', 'reserved'),
    (426, 22, '2024-03-02', 'checked_out'),
    (427, 23, '2024-01-06', 'checked_in'),
    (428, 23, '2024-06-21', 'checked_in'),
    (429, 23, '2023-07-11', 'checked_in'),
    (430, 24, '2024-08-10', 'reserved'),
    (431, 25, '2023-09-12', 'checked_in'),
    (432, 25, '2023-04-21', 'checked_out');
INSERT INTO hotel.booking_charges (id, booking_id, item, qty, unit_price, discount) VALUES
    (3860, 391, 'CHG-2902', 1, 90.84, 2.94),
    (3861, 391, 'CHG-4948', 4, 131.2, NULL),
    (3862, 391, 'CHG-5356', 2, 87.43, NULL),
    (3863, 392, 'CHG-2271', 5, 182.59, NULL),
    (3864, 392, 'CHG-3139', 5, 202.14, NULL),
    (3865, 394, 'CHG-1315', 2, 140.78, 8.96),
    (3866, 395, 'CHG-1588', 2, 61.12, NULL),
    (3867, 395, 'CHG-7381', 1, 38.18, NULL),
    (3868, 396, 'CHG-8567', 2, 293.13, 33.86),
    (3869, 396, 'CHG-5507', 3, 268.55, 46.12),
    (3870, 396, 'CHG-4141', 2, 162.21, 24.79),
    (3871, 397, 'CHG-8740', 3, 121.57, NULL),
    (3872, 398, 'CHG-1749', 2, 287.93, 31.79),
    (3873, 398, 'CHG-028', 3, 250.88, NULL),
    (3874, 398, 'CHG-9991', 2, 265.26, 13.62),
    (3875, 398, 'CHG-1389', 3, 33.12, NULL),
    (3876, 399, 'CHG-8467', 1, 100.93, 5.01),
    (3877, 399, 'CHG-9149', 3, 100.23, NULL),
    (3878, 399, 'CHG-665', 5, 89.85, NULL),
    (3879, 399, 'CHG-2364', 1, 163.92, NULL),
    (3880, 400, 'CHG-4900', 5, 251.93, 24.71),
    (3881, 400, 'CHG-1676', 3, 174.93, 50.41),
    (3882, 401, 'CHG-1559', 1, 183.35, NULL),
    (3883, 402, 'CHG-4558', 2, 50.83, 0.66),
    (3884, 402, 'CHG-9321', 4, 241.76, NULL),
    (3885, 402, 'CHG-3576', 3, 185.71, NULL),
    (3886, 404, 'CHG-2268', 3, 211.59, NULL),
    (3887, 404, 'CHG-6531', 3, 231.15, 50.38),
    (3888, 404, 'CHG-7946', 4, 236.02, 84.79),
    (3889, 404, 'CHG-4855', 1, 173.96, NULL),
    (3890, 405, 'CHG-1530', 2, 149.05, NULL),
    (3891, 406, 'CHG-9168', 2, 11.03, 0.64),
    (3892, 406, 'CHG-8194', 1, 68.92, 5.45),
    (3893, 408, 'CHG-6448', 1, 112.62, 6),
    (3894, 408, 'CHG-3504', 2, 17.5, NULL),
    (3895, 409, 'CHG-123', 5, 266.53, NULL),
    (3896, 410, 'CHG-2434', 1, 192.84, NULL),
    (3897, 410, 'CHG-419', 4, 164.94, NULL),
    (3898, 410, 'CHG-598', 4, 25.88, 2),
    (3899, 411, 'CHG-6504', 4, 106.82, 31.88),
    (3900, 411, 'CHG-5646', 2, 228.28, 22.3),
    (3901, 411, 'CHG-7061', 5, 77.68, 11.81),
    (3902, 412, 'CHG-7375', 2, 50.35, 2.19),
    (3903, 413, 'CHG-6108', 2, 233.91, 31.69),
    (3904, 413, 'CHG-280', 5, 66.5, 8.31),
    (3905, 413, 'CHG-3761', 4, 23.38, NULL),
    (3906, 414, 'CHG-5883', 2, 79.83, 2.04),
    (3907, 414, 'CHG-6372', 1, 284.18, 12.93),
    (3908, 415, 'CHG-6080', 1, 10.33, NULL),
    (3909, 416, 'CHG-3546', 2, 158.75, 0.86),
    (3910, 417, 'CHG-4725', 3, 174.65, 48.84),
    (3911, 417, 'CHG-4977', 1, 317.46, 0.75),
    (3912, 418, 'CHG-6234', 1, 80.33, 5.32),
    (3913, 418, 'CHG-3762', 4, 302.23, 8.32),
    (3914, 418, 'CHG-5832', 2, 5.12, NULL),
    (3915, 418, 'CHG-7189', 3, 49.45, NULL),
    (3916, 420, 'CHG-169', 1, 101.31, 4.66),
    (3917, 421, 'CHG-2021', 4, 129.34, NULL),
    (3918, 422, 'CHG-4148', 4, 89.88, 11.61),
    (3919, 422, 'CHG-6698', 3, 147.91, 40.22),
    (3920, 422, 'CHG-3361', 3, 32.44, NULL),
    (3921, 422, 'CHG-8987', 3, 266.47, NULL),
    (3922, 423, 'CHG-8348', 4, 162, 42.78),
    (3923, 423, 'CHG-910', 2, 186.5, 6.76),
    (3924, 424, 'CHG-3269', 5, 169.05, NULL),
    (3925, 425, 'CHG-4318', 4, 64.65, NULL),
    (3926, 426, 'CHG-830', 4, 148.53, NULL),
    (3927, 428, 'CHG-8460', 4, 48.77, 13.82),
    (3928, 428, 'CHG-5794', 4, 251.62, NULL),
    (3929, 428, 'CHG-6009', 1, 108.09, NULL),
    (3930, 429, 'CHG-8758', 5, 207.77, 91.98),
    (3931, 430, 'CHG-7324', 1, 22.96, NULL),
    (3932, 430, 'CHG-4687', 5, 65.14, NULL),
    (3933, 430, 'CHG-5184', 5, 47.27, NULL),
    (3934, 430, 'CHG-6261', 2, 318.35, 6.93),
    (3935, 432, 'CHG-6735', 5, 80.17, 38.69);
INSERT INTO hotel.guest_documents (id, guest_id, passport_no) VALUES
    (10, 3, 'fa0864333788b57f'),
    (11, 4, 'e75b3efb252c938c'),
    (12, 5, '4c2488c11a6bc97c'),
    (13, 6, '8b0f60bd6b7f0018'),
    (14, 10, '04b63a2dbf3c1f61'),
    (15, 13, '0d07970741f5eae0'),
    (16, 16, '291a4a74aa49bd0f'),
    (17, 18, '80c507c6bcc75f62'),
    (18, 19, '8657465ccc7f51d8'),
    (19, 24, 'd84629459c2d76a1');
SELECT setval(pg_get_serial_sequence('hotel.guests', 'id'), (SELECT max(id) FROM hotel.guests));
SELECT setval(pg_get_serial_sequence('hotel.bookings', 'id'), (SELECT max(id) FROM hotel.bookings));
SELECT setval(pg_get_serial_sequence('hotel.booking_charges', 'id'), (SELECT max(id) FROM hotel.booking_charges));
SELECT setval(pg_get_serial_sequence('hotel.guest_documents', 'id'), (SELECT max(id) FROM hotel.guest_documents));

-- HOTEL-890: reporting access (set up in a hurry)
GRANT USAGE ON SCHEMA hotel TO hotel_report;
GRANT SELECT ON ALL TABLES IN SCHEMA hotel TO hotel_report;
GRANT INSERT, UPDATE ON hotel.bookings TO hotel_report;

RESET ROLE;
