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
    started_on text,
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

-- FLEET-539: what a driver has been charged (left-out trips do not count)
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
    (16, 'Nils Moreau', 'nils.moreau@mail.test', 'Harbour Gate'),
    (18, 'Elena Eriksen', 'elena.eriksen@mail.test', 'mill lane'),
    (19, 'Luis Ivanova', 'luis.ivanova@post.example', 'harbour gate '),
    (20, 'Ines Fofana', 'ines.fofana@mail.test', 'East Ring'),
    (21, 'Mira Haddad', 'mira.haddad@example.com', 'Airport Road'),
    (22, 'Carmen Okafor', 'carmen.okafor@inbox.test', 'north yard'),
    (23, 'Nils Castillo', 'nils.castillo@mail.test', 'NORTH YARD'),
    (24, 'Dev Jensen', 'dev.jensen@post.example', ''),
    (25, 'Olu Weber', 'olu.weber@inbox.test', NULL),
    (26, 'Kaia Abbott', 'kaia.abbott@example.com', 'SOUTH BASIN'),
    (27, 'Tomas Weber', 'tomas.weber@example.com', 'HARBOUR GATE'),
    (28, 'Olu Moreau', 'olu.moreau@post.example', 'east ring'),
    (29, 'Luis Abbott', 'luis.abbott@post.example', 'North Yard  '),
    (30, 'Wim Abbott', 'wim.abbott@inbox.test', 'east ring'),
    (31, 'Bruno Brandt', 'bruno.brandt@mail.test', 'Harbour Gate'),
    (32, 'Elena Okafor', 'elena.okafor@example.com', 'NORTH YARD'),
    (33, 'Carmen Fofana', 'carmen.fofana@mail.test', 'Mill Lane'),
    (35, 'Luis Rossi', 'luis.rossi@post.example', 'mill lane'),
    (36, 'Olu Dimitrov', 'olu.dimitrov@mail.test', 'Harbour Gate'),
    (37, 'Uzma Ivanova', 'uzma.ivanova@example.com', 'AIRPORT ROAD'),
    (38, 'Greta Rossi', 'greta.rossi@mail.test', 'airport road'),
    (39, 'Elena Moreau', 'elena.moreau@inbox.test', 'Mill Lane'),
    (40, 'Greta Ivanova', 'greta.ivanova@mail.test', NULL),
    (41, 'Kaia Dimitrov', 'kaia.dimitrov@post.example', '');
INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES
    (732, 18, '08.07.2023', 'aborted'),
    (733, 18, '2023-09-17', 'aborted'),
    (734, 19, '20.06.2023', 'aborted'),
    (735, 20, '2023-03-29', 'completed'),
    (736, 21, '2024-03-18', 'completed'),
    (737, 22, '2024-02-14', 'completed'),
    (738, 23, '2024-06-12', 'en_route'),
    (739, 23, '02.05.2023', 'planned'),
    (740, 23, '21.04.2023', 'completed'),
    (741, 24, '2023-07-05', 'planned'),
    (742, 24, '19.04.2023', 'completed'),
    (743, 24, '27/12/2023', 'planned'),
    (744, 24, '11.10.2023', 'en_route'),
    (745, 25, '26/11/2024', 'en_route'),
    (746, 25, '2023-08-28', 'completed'),
    (747, 25, '2024-11-10', 'en_route'),
    (748, 26, '20.09.2024', 'completed'),
    (749, 27, '22.01.2023', 'en_route'),
    (750, 27, '31/08/2023', 'planned'),
    (751, 27, ' ', 'en_route'),
    (752, 28, '2023-12-13', 'completed'),
    (753, 28, '14.08.2023', 'planned'),
    (754, 28, '2023-12-10', 'completed'),
    (755, 29, '2023-05-19', 'en_route'),
    (756, 30, '2023-05-15', 'completed'),
    (757, 30, '2024-09-30', 'completed'),
    (758, 30, '10/06/2023', 'en_route'),
    (759, 31, '13/09/2024', 'en_route'),
    (760, 31, '05.04.2023', 'completed'),
    (761, 32, '13/01/2024', 'aborted'),
    (762, 33, '2023-01-07', 'completed'),
    (763, 33, '2023-10-04', 'completed'),
    (764, 33, '19/03/2023', 'planned'),
    (765, 33, '2023-11-15', 'planned'),
    (766, 35, '2024-05-26', 'en_route'),
    (767, 35, '2023-03-18', 'planned'),
    (768, 35, '13.03.2024', 'completed'),
    (769, 36, '', 'en_route'),
    (770, 36, '16.10.2024', 'en_route'),
    (771, 37, '25/06/2023', 'aborted'),
    (772, 38, '25/07/2024', 'completed'),
    (773, 38, '07.12.2023', 'aborted'),
    (774, 39, '05.03.2023', 'en_route'),
    (775, 40, '28/07/2023', 'planned'),
    (776, 40, '2023-12-10', 'completed'),
    (777, 40, '2023-03-25', 'planned'),
    (778, 41, '2024-08-03', 'completed'),
    (779, 41, '2023-01-07', 'completed'),
    (780, 41, '', 'completed');
INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES
    (1149, 733, 'ST-7091', 27, '1.59', 3.99),
    (1150, 733, 'ST-8847', 50, ' 1.83 ', 7.67),
    (1151, 733, 'ST-9957', 7, '£1.74', NULL),
    (1152, 735, 'ST-044', 58, ' 1.71 ', NULL),
    (1153, 735, 'ST-4665', 15, '1.82', 1.95),
    (1154, 735, 'ST-3857', 22, '1.78', NULL),
    (1155, 736, 'ST-2548', 66, ' 1.63 ', 2.94),
    (1156, 736, 'ST-5774', 58, '£1.85', 2.23),
    (1157, 737, 'ST-4383', 78, ' 1.65 ', NULL),
    (1158, 737, 'ST-6206', 46, '1.74', NULL),
    (1159, 737, 'ST-2959', 67, ' 2.15 ', NULL),
    (1160, 737, 'ST-3112', 14, ' 1.63 ', NULL),
    (1161, 738, 'ST-5656', 56, '1.56', NULL),
    (1162, 738, 'ST-879', 33, ' 2.19 ', NULL),
    (1163, 738, 'ST-4147', 76, '2.03', NULL),
    (1164, 738, 'ST-3630', 18, ' 1.61 ', 2.42),
    (1165, 739, 'ST-5671', 58, '1.65', NULL),
    (1166, 739, 'ST-9335', 57, '1.51', NULL),
    (1167, 739, 'ST-008', 35, '1.42', NULL),
    (1168, 739, 'ST-6814', 40, '1.68', 1.46),
    (1169, 740, 'ST-4974', 23, '1.53', 2.62),
    (1170, 740, 'ST-9490', 26, '1.75', 0.06),
    (1171, 741, 'ST-7194', 71, ' 1.78 ', 5.08),
    (1172, 741, 'ST-8650', 12, '2.17', NULL),
    (1173, 741, 'ST-579', 58, ' 1.45 ', NULL),
    (1174, 741, 'ST-7036', 9, '2.05', 0.36),
    (1175, 742, 'ST-961', 42, '£1.59', 5.18),
    (1176, 742, 'ST-9222', 75, ' 1.80 ', 7.36),
    (1177, 742, 'ST-669', 44, '£1.66', NULL),
    (1178, 743, 'ST-6052', 76, '1.81', NULL),
    (1179, 743, 'ST-9310', 21, '2.19', NULL),
    (1180, 744, 'ST-8160', 74, '1.68', NULL),
    (1181, 744, 'ST-6135', 12, ' 2.06 ', NULL),
    (1182, 744, 'ST-7124', 44, '1.84', NULL),
    (1183, 744, 'ST-3526', 8, '1.88', NULL),
    (1184, 745, 'ST-4016', 9, '2.17', 0.82),
    (1185, 746, 'ST-3024', 59, '2.13', 12.47),
    (1186, 746, 'ST-5104', 2, '£2.12', 0.35),
    (1187, 747, 'ST-8514', 17, '1.53', NULL),
    (1188, 747, 'ST-382', 7, '2.19', NULL),
    (1189, 748, 'ST-8036', 80, ' 1.71 ', 12.76),
    (1190, 748, 'ST-7776', 44, ' 1.42 ', NULL),
    (1191, 748, 'ST-1267', 53, '2.14', 9.82),
    (1192, 749, 'ST-4880', 30, ' 2.15 ', 4.34),
    (1193, 749, 'ST-3028', 76, '£1.47', NULL),
    (1194, 749, 'ST-3289', 9, '1.73', 0.18),
    (1195, 751, 'ST-2966', 32, '£1.95', NULL),
    (1196, 753, 'ST-9817', 12, '1.85', NULL),
    (1197, 753, 'ST-5057', 68, ' 1.50 ', 5.06),
    (1198, 753, 'ST-1278', 76, '£1.49', NULL),
    (1199, 753, 'ST-5601', 19, '1.47', NULL),
    (1200, 754, 'ST-1517', 1, '1.74', 0.02),
    (1201, 754, 'ST-3322', 8, '£2.18', 1),
    (1202, 754, 'ST-431', 7, '1.61', NULL),
    (1203, 755, 'ST-1947', 4, '1.59', NULL),
    (1204, 755, 'ST-1990', 32, ' 1.92 ', NULL),
    (1205, 756, 'ST-3613', 1, ' 1.91 ', 0.08),
    (1206, 756, 'ST-5474', 80, ' 2.01 ', 8.14),
    (1207, 756, 'ST-249', 23, ' 1.50 ', NULL),
    (1208, 756, 'ST-6536', 17, '£1.65', NULL),
    (1209, 757, 'ST-4790', 5, ' 1.62 ', 0.16),
    (1210, 757, 'ST-1976', 28, '£1.81', 1.41),
    (1211, 757, 'ST-4735', 1, '£1.62', 0.06),
    (1212, 758, 'ST-9803', 25, '£1.72', 3.75),
    (1213, 758, 'ST-3350', 72, '£1.72', 6.65),
    (1214, 758, 'ST-2597', 30, ' 1.56 ', 3.3),
    (1215, 758, 'ST-7842', 53, '£1.79', 3.22),
    (1216, 760, 'ST-9346', 55, ' 1.74 ', 6.34),
    (1217, 760, 'ST-6385', 42, ' 1.77 ', NULL),
    (1218, 760, 'ST-2795', 18, '£1.75', NULL),
    (1219, 761, 'ST-9861', 55, '2.11', 5.17),
    (1220, 761, 'ST-6672', 73, ' 1.78 ', NULL),
    (1221, 762, 'ST-5268', 52, '£2.18', 9.73),
    (1222, 763, 'ST-8615', 1, '1.62', 0.1),
    (1223, 764, 'ST-1828', 78, ' 1.46 ', 1.79),
    (1224, 764, 'ST-8775', 73, '£1.40', NULL),
    (1225, 764, 'ST-4804', 36, '2', NULL),
    (1226, 764, 'ST-2447', 50, '1.5', 6.75),
    (1227, 765, 'ST-2240', 37, '£2.15', 7.02),
    (1228, 765, 'ST-7419', 13, '1.77', NULL),
    (1229, 765, 'ST-4360', 12, '1.56', 1.72),
    (1230, 766, 'ST-2606', 42, '1.42', NULL),
    (1231, 766, 'ST-2667', 17, ' 1.57 ', 0.18),
    (1232, 766, 'ST-6793', 2, ' 1.42 ', NULL),
    (1233, 766, 'ST-5579', 20, ' 1.50 ', 2.6),
    (1234, 767, 'ST-6997', 54, '2.06', 0.55),
    (1235, 767, 'ST-4123', 73, ' 1.82 ', 7.01),
    (1236, 767, 'ST-3294', 33, '1.99', 5.26),
    (1237, 767, 'ST-9251', 27, '1.93', NULL),
    (1238, 769, 'ST-1333', 69, '£1.64', NULL),
    (1239, 769, 'ST-9995', 30, '£1.94', NULL),
    (1240, 769, 'ST-4502', 63, '£1.51', NULL),
    (1241, 769, 'ST-8149', 63, '1.98', NULL),
    (1242, 770, 'ST-8619', 30, '£1.42', 1.85),
    (1243, 770, 'ST-6011', 52, ' 1.53 ', 0.13),
    (1244, 770, 'ST-9303', 62, ' 1.88 ', NULL),
    (1245, 771, 'ST-4045', 70, '1.77', NULL),
    (1246, 771, 'ST-6886', 37, ' 1.89 ', 2.65),
    (1247, 772, 'ST-9398', 46, '1.99', 3.5),
    (1248, 772, 'ST-8561', 59, '1.86', 4.04),
    (1249, 772, 'ST-7077', 8, ' 1.52 ', NULL),
    (1250, 772, 'ST-2160', 16, '1.48', NULL),
    (1251, 774, 'ST-1799', 27, '1.59', NULL),
    (1252, 775, 'ST-3540', 22, '£1.68', NULL),
    (1253, 776, 'ST-9322', 14, '1.66', 1.5),
    (1254, 776, 'ST-3342', 65, ' 1.51 ', 8.93),
    (1255, 776, 'ST-2178', 51, '1.6', 8.05),
    (1256, 777, 'ST-1076', 54, ' 1.84 ', NULL),
    (1257, 778, 'ST-9571', 76, '1.64', 2),
    (1258, 779, 'ST-5207', 57, '1.73', NULL),
    (1259, 779, 'ST-1086', 4, '1.70', 0.03),
    (1260, 779, 'ST-4613', 1, '2.16', NULL),
    (1261, 779, 'ST-4863', 37, '1.51', NULL),
    (1262, 780, 'ST-4377', 58, '2.17', 1.31);
INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES
    (55, 16, '892467bb2412b7ab'),
    (56, 19, '6a1d28ff30f98d85'),
    (57, 20, '84cf466f6843aaa3'),
    (58, 21, '9c0e5bc0ac304bab'),
    (59, 22, '50cb5e3a247ee07c'),
    (60, 23, '2cdfe866b75fcb71'),
    (61, 26, 'f9700ed5322e7c09'),
    (62, 27, '25097e794d7de045'),
    (63, 28, '8157b83ba664a48c'),
    (64, 31, '67681bb30c7830be'),
    (65, 32, '2c7c3d4743caf3cc'),
    (66, 33, '01166f1b3b7fdd28'),
    (67, 35, '12bbb6078cfb6a8a'),
    (68, 37, '7c82197e5238f9d7'),
    (69, 40, '9f6b610f62c0bc6c');
SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM fleet.drivers));
SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));
SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM fleet.fuel_fills));
SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM fleet.driver_licences));


RESET ROLE;
