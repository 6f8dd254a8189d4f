DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fleet_app') THEN CREATE ROLE fleet_app LOGIN; END IF; END $r$;
DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fleet_report') THEN CREATE ROLE fleet_report LOGIN; END IF; END $r$;
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
    price_per_litre numeric(10,2) NOT NULL,
    rebate numeric(10,2)
);
CREATE INDEX fuel_fills_trip_id_idx ON fleet.fuel_fills (trip_id);
CREATE TABLE fleet.driver_licences (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES fleet.drivers (id),
    licence_no text NOT NULL
);

-- FLEET-172: what a driver has been charged (left-out trips do not count)
CREATE FUNCTION fleet.driver_fuel_spend(p_driver integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.litres AS q, l.price_per_litre AS price, l.rebate AS d
             FROM fleet.fuel_fills l JOIN fleet.trips o ON o.id = l.trip_id
             WHERE o.driver_id = p_driver
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;

INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES
    (17, 'Olu Ivanova', 'olu.ivanova@inbox.test', 'mill lane'),
    (18, 'Kaia Dimitrov', 'kaia.dimitrov@mail.test', 'NORTH YARD'),
    (19, 'Femi Abbott', 'femi.abbott@mail.test', 'SOUTH BASIN'),
    (20, 'Uzma Rossi', 'uzma.rossi@post.example', 'mill lane'),
    (21, 'Elena Sato', 'elena.sato@inbox.test', 'north yard '),
    (22, 'Dev Okafor', 'dev.okafor@mail.test', 'NORTH YARD'),
    (23, 'Zora Brandt', 'zora.brandt@mail.test', 'North Yard'),
    (24, 'Nils Eriksen', 'nils.eriksen@example.com', 'EAST RING'),
    (25, 'Hiro Okafor', 'hiro.okafor@post.example', 'mill lane'),
    (26, 'Hiro Brandt', 'hiro.brandt@inbox.test', '  '),
    (27, 'Jonas Eriksen', 'jonas.eriksen@inbox.test', 'HARBOUR GATE'),
    (28, 'Olu Jensen', 'olu.jensen@example.com', 'Airport Road'),
    (29, 'Yusuf Abbott', 'yusuf.abbott@example.com', 'North Yard'),
    (30, 'Ada Abbott', 'ada.abbott@example.com', ' airport road'),
    (31, 'Kaia Fofana', 'kaia.fofana@example.com', 'east  ring'),
    (32, 'Luis Ivanova', 'luis.ivanova@example.com', 'north  yard'),
    (33, 'Mira Dimitrov', 'mira.dimitrov@inbox.test', 'Harbour Gate'),
    (34, 'Mira Haddad', 'mira.haddad@inbox.test', 'airport road'),
    (35, 'Olu Sato', 'olu.sato@post.example', 'East Ring '),
    (36, 'Uzma Gallo', 'uzma.gallo@post.example', NULL),
    (37, 'Greta Okafor', 'greta.okafor@inbox.test', 'harbour  gate');
INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES
    (279, 18, '2023-03-08', 'aborted'),
    (280, 19, '2023-02-11', 'en_route'),
    (281, 20, '2023-02-26', 'completed'),
    (282, 20, '2024-01-11', 'aborted'),
    (283, 20, '2023-06-17', 'completed'),
    (284, 20, '2023-12-05', 'planned'),
    (285, 21, '2023-06-27', 'en_route'),
    (286, 21, '2024-11-20', 'completed'),
    (287, 21, '2023-11-06', 'en_route'),
    (288, 22, '2023-03-19', 'en_route'),
    (289, 22, '2023-07-06', 'planned'),
    (290, 23, '2023-05-11', 'en_route'),
    (291, 23, '2024-03-21', 'en_route'),
    (292, 23, '2023-12-29', 'completed'),
    (293, 24, '2023-12-23', 'planned'),
    (294, 24, '2024-07-15', 'aborted'),
    (295, 25, '2024-10-26', 'completed'),
    (296, 25, '2023-05-16', 'planned'),
    (297, 25, '2023-02-14', 'en_route'),
    (298, 26, '2023-08-04', 'completed'),
    (299, 26, '2023-03-26', 'completed'),
    (300, 27, '2024-02-21', 'planned'),
    (301, 28, '2023-10-31', 'planned'),
    (302, 28, '2023-05-07', 'en_route'),
    (303, 28, '2023-05-10', 'planned'),
    (304, 29, '2023-10-19', 'aborted'),
    (305, 29, '2023-06-20', 'en_route'),
    (306, 30, '2024-03-22', 'planned'),
    (307, 30, '2023-07-20', 'planned'),
    (308, 30, '2024-02-16', 'aborted'),
    (309, 31, '2023-09-23', 'completed'),
    (310, 32, '2024-11-01', 'completed'),
    (311, 32, '2023-07-03', 'completed'),
    (312, 32, '2023-08-31', 'completed'),
    (313, 33, '2023-08-26', 'completed'),
    (314, 33, '2023-06-20', 'aborted'),
    (315, 33, '2024-10-16', 'aborted'),
    (316, 33, '2023-01-23', 'planned'),
    (317, 34, '2024-08-23', 'en_route'),
    (318, 35, '2024-01-14', 'completed'),
    (319, 36, '2024-05-06', 'planned'),
    (320, 36, '2024-08-01', 'planned'),
    (321, 36, '2024-06-16', 'completed'),
    (322, 37, '2023-04-05', 'en_route');
INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES
    (3245, 279, 'ST-2036', 74, 1.92, NULL),
    (3246, 279, 'ST-2268', 47, 2.16, 4.74),
    (3247, 279, 'ST-6683', 10, 1.79, NULL),
    (3248, 281, 'ST-5517', 26, 1.39, 2.57),
    (3249, 281, 'ST-5685', 59, 1.74, NULL),
    (3250, 281, 'ST-1336', 47, 1.7, NULL),
    (3251, 281, 'ST-3003', 63, 1.63, 2.69),
    (3252, 282, 'ST-9371', 42, 2.02, NULL),
    (3253, 282, 'ST-2668', 41, 1.48, NULL),
    (3254, 282, 'ST-4668', 72, 1.59, NULL),
    (3255, 282, 'ST-6907', 34, 2.12, 1.62),
    (3256, 283, 'ST-3899', 69, 1.51, NULL),
    (3257, 283, 'ST-4918', 35, 2.18, 1.98),
    (3258, 285, 'ST-7292', 46, 1.73, NULL),
    (3259, 286, 'ST-6172', 23, 1.75, NULL),
    (3260, 286, 'ST-7677', 12, 2.16, NULL),
    (3261, 287, 'ST-3257', 77, 1.47, NULL),
    (3262, 287, 'ST-3645', 2, 1.96, 0.22),
    (3263, 287, 'ST-4237', 54, 1.76, NULL),
    (3264, 287, 'ST-5828', 44, 1.63, NULL),
    (3265, 288, 'ST-248', 57, 1.39, NULL),
    (3266, 288, 'ST-4225', 78, 1.71, NULL),
    (3267, 288, 'ST-1109', 28, 1.97, 3.45),
    (3268, 288, 'ST-9778', 60, 2.19, 8.75),
    (3269, 289, 'ST-2400', 72, 1.59, NULL),
    (3270, 290, 'ST-493', 16, 2.17, 2.19),
    (3271, 290, 'ST-8701', 20, 1.83, 1.28),
    (3272, 290, 'ST-2738', 37, 1.45, NULL),
    (3273, 292, 'ST-2780', 64, 1.88, NULL),
    (3274, 293, 'ST-8815', 42, 1.52, NULL),
    (3275, 294, 'ST-7113', 45, 1.72, 2.21),
    (3276, 294, 'ST-1360', 34, 2.15, 5.2),
    (3277, 294, 'ST-489', 26, 1.66, NULL),
    (3278, 294, 'ST-6858', 26, 2.19, 5.34),
    (3279, 295, 'ST-3037', 5, 1.49, NULL),
    (3280, 295, 'ST-7119', 38, 1.94, 3.63),
    (3281, 295, 'ST-5307', 22, 1.89, NULL),
    (3282, 297, 'ST-1461', 2, 2.19, 0.15),
    (3283, 297, 'ST-4629', 24, 1.69, NULL),
    (3284, 297, 'ST-069', 54, 2.14, NULL),
    (3285, 297, 'ST-2581', 72, 1.95, 1.54),
    (3286, 298, 'ST-6710', 57, 1.7, 0.08),
    (3287, 298, 'ST-1136', 63, 1.51, 9.08),
    (3288, 299, 'ST-3656', 75, 1.85, 12.7),
    (3289, 299, 'ST-5016', 78, 1.72, 2.08),
    (3290, 300, 'ST-6414', 24, 1.79, 2.9),
    (3291, 301, 'ST-9692', 74, 2.18, 5.05),
    (3292, 302, 'ST-9478', 28, 2, NULL),
    (3293, 303, 'ST-5119', 30, 1.63, NULL),
    (3294, 303, 'ST-8702', 34, 1.65, NULL),
    (3295, 303, 'ST-3518', 7, 1.52, 0.9),
    (3296, 303, 'ST-5075', 43, 1.68, 0.96),
    (3297, 304, 'ST-9426', 23, 1.71, 3.46),
    (3298, 305, 'ST-2208', 54, 2.14, 5.52),
    (3299, 305, 'ST-1675', 61, 2.18, NULL),
    (3300, 305, 'ST-4609', 67, 2.17, 10.38),
    (3301, 305, 'ST-102', 27, 2.04, NULL),
    (3302, 306, 'ST-1230', 30, 2.15, 5.48),
    (3303, 306, 'ST-7179', 13, 1.44, 1.2),
    (3304, 307, 'ST-2449', 16, 2.02, 1.82),
    (3305, 307, 'ST-2946', 21, 2.02, NULL),
    (3306, 307, 'ST-6980', 50, 1.66, 2.63),
    (3307, 307, 'ST-7159', 40, 1.77, 1.63),
    (3308, 308, 'ST-3795', 69, 1.67, 8.03),
    (3309, 308, 'ST-9057', 58, 1.41, NULL),
    (3310, 309, 'ST-367', 68, 2.15, NULL),
    (3311, 309, 'ST-5584', 27, 1.49, NULL),
    (3312, 309, 'ST-1588', 15, 1.52, NULL),
    (3313, 310, 'ST-2515', 51, 1.88, 0.39),
    (3314, 310, 'ST-6332', 40, 1.65, NULL),
    (3315, 311, 'ST-6504', 32, 1.95, NULL),
    (3316, 311, 'ST-3677', 24, 1.42, 1.52),
    (3317, 311, 'ST-5378', 47, 1.93, 3.17),
    (3318, 311, 'ST-7327', 13, 2.06, NULL),
    (3319, 312, 'ST-2270', 26, 1.72, 0.59),
    (3320, 312, 'ST-4129', 49, 1.58, 3.59),
    (3321, 312, 'ST-4459', 48, 2.05, 0.34),
    (3322, 312, 'ST-6683', 68, 2.04, 2.35),
    (3323, 313, 'ST-9880', 62, 2.17, 2.12),
    (3324, 314, 'ST-6580', 14, 1.99, 0.68),
    (3325, 314, 'ST-5848', 60, 1.87, 2.57),
    (3326, 314, 'ST-3562', 14, 1.39, 1.31),
    (3327, 314, 'ST-2317', 38, 1.86, 6.04),
    (3328, 315, 'ST-267', 17, 1.94, 1.15),
    (3329, 315, 'ST-6512', 34, 1.8, 5.13),
    (3330, 315, 'ST-2578', 5, 2.09, 0.75),
    (3331, 318, 'ST-2642', 2, 1.67, NULL),
    (3332, 318, 'ST-4848', 46, 1.83, NULL),
    (3333, 318, 'ST-4479', 11, 1.49, NULL),
    (3334, 319, 'ST-6823', 24, 1.52, NULL),
    (3335, 319, 'ST-3678', 12, 1.78, 1.27),
    (3336, 320, 'ST-8709', 57, 1.6, 0.81),
    (3337, 321, 'ST-5136', 26, 2.05, 1.8),
    (3338, 321, 'ST-448', 79, 1.65, 5.3),
    (3339, 321, 'ST-573', 29, 1.79, NULL),
    (3340, 321, 'ST-018', 44, 2.03, 7.67),
    (3341, 322, 'ST-592', 57, 1.43, 2.63);
INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES
    (7, 17, '5ab5934c46d69481'),
    (8, 18, 'b39357fe7ee3a7f7'),
    (9, 19, '29f647de41faf949'),
    (10, 22, 'ce43d4aa939d7bec'),
    (11, 23, '32f934a842e0e7d7'),
    (12, 27, '62539c96e9934c1d'),
    (13, 30, 'c7b02f11e347f1f5'),
    (14, 31, '2d1d013a1cdacd07'),
    (15, 32, '3f4d1ab045375710'),
    (16, 34, '1313764184eab8fb'),
    (17, 35, 'c1c66901744c92e2'),
    (18, 37, 'b8b094f1c5c56517');
SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM fleet.drivers));
SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));
SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM fleet.fuel_fills));
SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM fleet.driver_licences));

-- FLEET-172: reporting access (set up in a hurry)
GRANT USAGE ON SCHEMA fleet TO fleet_report;
GRANT SELECT ON ALL TABLES IN SCHEMA fleet TO fleet_report;
GRANT INSERT, UPDATE ON fleet.trips TO fleet_report;

RESET ROLE;
