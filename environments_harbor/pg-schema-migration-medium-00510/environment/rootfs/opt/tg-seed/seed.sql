DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fleet_app') THEN CREATE ROLE fleet_app LOGIN; END IF; END $r$;
ALTER ROLE fleet_app SET search_path = fleet, public;
CREATE DATABASE fleetdb;
\connect fleetdb
CREATE SCHEMA fleet AUTHORIZATION fleet_app;
SET ROLE fleet_app;
CREATE TABLE fleet.drivers (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    depot text
);
CREATE TABLE fleet.trips (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES fleet.drivers (id),
    started_on date,
    status text
);
CREATE INDEX trips_driver_id_idx ON fleet.trips (driver_id);
CREATE TABLE fleet.fuel_fills (
    id serial PRIMARY KEY,
    trip_id integer NOT NULL REFERENCES fleet.trips (id),
    station text NOT NULL,
    litres integer NOT NULL,
    price_per_litre text NOT NULL,
    rebate numeric(10,2)
);
CREATE INDEX fuel_fills_trip_id_idx ON fleet.fuel_fills (trip_id);
CREATE TABLE fleet.driver_licences (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES fleet.drivers (id),
    licence_no text NOT NULL
);

-- FLEET-462: what a driver has been charged (left-out trips do not count)
CREATE FUNCTION fleet.driver_fuel_spend(p_driver integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.litres AS q, l.price_per_litre::numeric AS price, l.rebate AS d
             FROM fleet.fuel_fills l JOIN fleet.trips o ON o.id = l.trip_id
             WHERE o.driver_id = p_driver
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;

INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES
    (20, 'Rafa Brandt', 'rafa.brandt@post.example', 'North Yard'),
    (21, 'Hiro Gallo', 'hiro.gallo@mail.test', 'Mill Lane'),
    (22, 'Olu Jensen', 'olu.jensen@mail.test', NULL),
    (23, 'Ines Okafor', 'ines.okafor@example.com', 'Mill Lane'),
    (24, 'Ada Fofana', 'ada.fofana@mail.test', 'Airport Road'),
    (25, 'Ada Ivanova', 'ada.ivanova@post.example', 'Harbour Gate'),
    (26, 'Wim Ivanova', 'wim.ivanova@mail.test', 'North Yard'),
    (27, 'Yusuf Rossi', 'yusuf.rossi@post.example', 'Mill Lane'),
    (28, 'Priya Weber', 'priya.weber@inbox.test', NULL),
    (29, 'Luis Castillo', 'luis.castillo@inbox.test', 'Mill Lane'),
    (31, 'Dev Jensen', 'dev.jensen@post.example', 'East Ring'),
    (32, 'Dev Rossi', 'dev.rossi@mail.test', 'Mill Lane'),
    (34, 'Rafa Jensen', 'rafa.jensen@mail.test', 'Harbour Gate'),
    (35, 'Kaia Eriksen', 'kaia.eriksen@example.com', 'Airport Road'),
    (36, 'Ines Abbott', 'ines.abbott@example.com', 'Harbour Gate'),
    (37, 'Dev Eriksen', 'dev.eriksen@inbox.test', 'Airport Road'),
    (38, 'Wim Jensen', 'wim.jensen@example.com', 'Mill Lane'),
    (39, 'Kaia Jensen', 'kaia.jensen@post.example', 'North Yard'),
    (40, 'Nils Eriksen', 'nils.eriksen@example.com', 'East Ring'),
    (41, 'Nils Ivanova', 'nils.ivanova@example.com', 'East Ring'),
    (42, 'Rafa Dimitrov', 'rafa.dimitrov@mail.test', 'Mill Lane');
INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES
    (227, 21, '2024-01-09', 'aborted'),
    (228, 21, '2023-03-31', 'Cancelled '),
    (229, 22, '2024-08-23', 'Done'),
    (230, 23, '2023-01-04', 'done'),
    (231, 23, '2023-05-29', 'en_route'),
    (232, 24, '2024-07-02', 'en_route'),
    (233, 24, '2023-08-16', 'PLANNED'),
    (234, 24, '2023-06-20', 'In Progress'),
    (235, 24, '2023-05-11', 'Done'),
    (236, 25, '2023-05-21', 'Cancelled'),
    (237, 25, '2023-10-04', 'completed'),
    (238, 25, '2023-07-17', 'planned'),
    (239, 26, '2023-11-24', 'en_route'),
    (240, 26, '2024-11-16', 'EN_ROUTE'),
    (241, 26, '2024-09-20', 'in progress'),
    (242, 26, '2023-01-31', 'completed'),
    (243, 27, '2024-08-20', 'planned'),
    (244, 28, '2024-08-26', 'Planned'),
    (245, 28, '2024-06-18', 'completed'),
    (246, 28, '2023-02-14', 'planned'),
    (247, 29, '2023-07-30', 'DONE'),
    (248, 31, '2024-09-24', 'in progress'),
    (249, 31, '2023-01-26', 'IN PROGRESS'),
    (250, 32, '2023-02-19', 'planned '),
    (251, 32, '2024-06-30', 'Scheduled'),
    (252, 34, '2023-05-29', 'Completed'),
    (253, 35, '2024-07-03', 'planned'),
    (254, 35, '2023-02-27', 'planned'),
    (255, 36, '2024-05-12', '  en_route'),
    (256, 37, '2024-05-20', 'planned'),
    (257, 37, '2024-08-31', 'Planned'),
    (258, 37, '2023-11-17', 'ABORTED'),
    (259, 38, '2024-04-04', 'done'),
    (260, 38, '2023-04-23', 'in progress'),
    (261, 38, '2023-09-24', 'completed'),
    (262, 39, '2024-09-01', 'completed'),
    (263, 39, '2023-08-11', 'CANCELLED'),
    (264, 40, '2023-07-16', 'en_route'),
    (265, 40, '2024-07-23', 'planned'),
    (266, 40, '2024-03-31', 'en_route'),
    (267, 40, '2024-02-05', '  en_route'),
    (268, 41, '2024-05-17', 'completed'),
    (269, 41, '2024-04-23', 'en_route'),
    (270, 42, '2024-07-28', 'completed');
INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES
    (1955, 228, 'ST-4536', 64, '2.09', NULL),
    (1956, 228, 'ST-8825', 62, '1.8', NULL),
    (1957, 228, 'ST-2744', 66, '1.83', NULL),
    (1958, 230, 'ST-7408', 50, '1.53', NULL),
    (1959, 230, 'ST-7064', 24, ' 1.84 ', NULL),
    (1960, 231, 'ST-9973', 74, '1.89', 8.9),
    (1961, 231, 'ST-3128', 28, '1.65', NULL),
    (1962, 231, 'ST-9435', 65, '£2.19', 13.96),
    (1963, 231, 'ST-1942', 27, ' 1.85 ', NULL),
    (1964, 232, 'ST-5664', 5, '£2.16', NULL),
    (1965, 232, 'ST-7456', 68, '£1.61', NULL),
    (1966, 232, 'ST-4062', 21, '£1.51', 2.16),
    (1967, 233, 'ST-7507', 39, '1.61', NULL),
    (1968, 233, 'ST-5462', 26, '2.14', NULL),
    (1969, 234, 'ST-136', 74, '£1.80', NULL),
    (1970, 234, 'ST-4841', 5, ' 1.67 ', 0.1),
    (1971, 234, 'ST-088', 77, '1.57', 9.02),
    (1972, 235, 'ST-6076', 36, '£1.43', NULL),
    (1973, 235, 'ST-8371', 77, '2.09', 0.22),
    (1974, 235, 'ST-2183', 19, '1.62', 2.46),
    (1975, 235, 'ST-1718', 33, '£1.83', 4.93),
    (1976, 236, 'ST-7259', 19, ' 1.87 ', NULL),
    (1977, 236, 'ST-1794', 15, '1.54', NULL),
    (1978, 237, 'ST-6491', 17, ' 1.78 ', 1.19),
    (1979, 238, 'ST-4477', 34, ' 1.51 ', NULL),
    (1980, 238, 'ST-4082', 66, '£1.60', 5.25),
    (1981, 241, 'ST-6633', 78, '1.88', NULL),
    (1982, 241, 'ST-8758', 14, '£1.93', NULL),
    (1983, 242, 'ST-4697', 47, '1.78', 4.38),
    (1984, 242, 'ST-2414', 59, '£2.05', 5.84),
    (1985, 243, 'ST-5153', 42, '1.51', 2.99),
    (1986, 243, 'ST-6027', 19, ' 1.77 ', NULL),
    (1987, 243, 'ST-5248', 37, '£1.53', 4.38),
    (1988, 243, 'ST-7889', 60, ' 2.03 ', 7.67),
    (1989, 244, 'ST-8832', 49, ' 1.89 ', 5.52),
    (1990, 244, 'ST-2606', 50, '£1.85', 5.15),
    (1991, 245, 'ST-9899', 42, '1.73', 1.55),
    (1992, 245, 'ST-171', 21, '1.95', 2.22),
    (1993, 245, 'ST-7517', 36, '1.85', 0.58),
    (1994, 246, 'ST-9023', 77, '1.95', 9.72),
    (1995, 247, 'ST-7842', 18, '2.03', 0.39),
    (1996, 247, 'ST-5109', 49, ' 1.84 ', NULL),
    (1997, 247, 'ST-7606', 62, '1.56', 5.5),
    (1998, 248, 'ST-9393', 73, '1.61', 9.41),
    (1999, 248, 'ST-1808', 80, ' 1.58 ', 11.44),
    (2000, 249, 'ST-970', 37, ' 1.67 ', 2.92),
    (2001, 249, 'ST-1840', 35, '1.95', NULL),
    (2002, 249, 'ST-6201', 43, ' 2.06 ', 7.81),
    (2003, 249, 'ST-1454', 42, '£1.54', 0.89),
    (2004, 250, 'ST-8361', 65, '1.63', 4.77),
    (2005, 250, 'ST-9398', 38, ' 1.92 ', 4.52),
    (2006, 250, 'ST-2094', 29, ' 1.71 ', 4.07),
    (2007, 251, 'ST-4521', 35, '1.58', 2.48),
    (2008, 251, 'ST-8658', 66, '2.02', 7.37),
    (2009, 251, 'ST-7016', 9, '£1.86', 0.12),
    (2010, 252, 'ST-2243', 32, ' 2.08 ', NULL),
    (2011, 252, 'ST-6014', 60, ' 1.99 ', 0.61),
    (2012, 253, 'ST-8778', 59, '£1.73', NULL),
    (2013, 253, 'ST-2307', 55, '£2.12', NULL),
    (2014, 254, 'ST-4921', 62, '2.11', 3.45),
    (2015, 257, 'ST-8391', 20, '2.12', NULL),
    (2016, 257, 'ST-3710', 55, '£1.48', 0.63),
    (2017, 257, 'ST-7734', 75, '1.84', 5.97),
    (2018, 257, 'ST-9153', 42, '1.45', 2.55),
    (2019, 258, 'ST-8891', 22, ' 1.54 ', NULL),
    (2020, 258, 'ST-6211', 48, '2.13', 8.22),
    (2021, 258, 'ST-9612', 52, ' 1.91 ', 1.02),
    (2022, 259, 'ST-1262', 48, ' 1.77 ', 6.48),
    (2023, 260, 'ST-7459', 15, ' 2.03 ', NULL),
    (2024, 260, 'ST-9635', 26, '1.54', 1.06),
    (2025, 261, 'ST-3889', 8, '2.15', 0.3),
    (2026, 262, 'ST-5952', 80, ' 2.02 ', 2.25),
    (2027, 263, 'ST-5040', 9, '1.48', 1.24),
    (2028, 263, 'ST-2245', 22, '1.86', NULL),
    (2029, 263, 'ST-9335', 41, ' 2.13 ', NULL),
    (2030, 263, 'ST-8822', 29, '1.99', 1.06),
    (2031, 264, 'ST-7428', 12, '£1.99', 1.02),
    (2032, 264, 'ST-9268', 13, ' 1.60 ', 0.6),
    (2033, 265, 'ST-1775', 43, '1.96', 6.15),
    (2034, 265, 'ST-4803', 9, ' 1.61 ', 1.24),
    (2035, 265, 'ST-7614', 75, '£2.19', NULL),
    (2036, 266, 'ST-2133', 28, ' 1.58 ', 3.38),
    (2037, 266, 'ST-3428', 5, '1.71', NULL),
    (2038, 267, 'ST-4118', 36, '1.89', 3.28),
    (2039, 267, 'ST-580', 20, '1.98', 0.51),
    (2040, 267, 'ST-1579', 10, '£1.45', 0.88),
    (2041, 268, 'ST-6154', 6, '£1.93', 0.66),
    (2042, 268, 'ST-9446', 80, '1.88', NULL),
    (2043, 269, 'ST-3347', 5, '£1.66', NULL),
    (2044, 269, 'ST-7060', 43, ' 1.57 ', 0.59),
    (2045, 270, 'ST-7652', 43, '2.13', NULL),
    (2046, 270, 'ST-3374', 19, '1.56', 1.02);
INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES
    (10, 20, 'dd14e38709ec7c7d'),
    (11, 21, '8667989c414ea266'),
    (12, 22, '12ae09b016f71aca'),
    (13, 24, '4d2c90af1efd9117'),
    (14, 25, '1cb3d4b1677c24af'),
    (15, 32, 'c99a20acc67898c4'),
    (16, 37, '67bbdaa79486870b'),
    (17, 38, '06d362fa87e2425d'),
    (18, 40, 'a524e36b14778fb2'),
    (19, 42, '97995498b587b085');
SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM fleet.drivers));
SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));
SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM fleet.fuel_fills));
SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM fleet.driver_licences));


RESET ROLE;
