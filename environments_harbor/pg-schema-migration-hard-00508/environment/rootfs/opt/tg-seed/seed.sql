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
    started_on text,
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

-- FLEET-684: activity per driver for the reporting dashboard
CREATE VIEW fleet.driver_activity AS
    SELECT p.id AS driver_id, p.full_name, p.depot, count(*) AS n_trips,
           max(o.started_on) AS last_trip_on, sum(l.litres * l.price_per_litre - coalesce(l.rebate, 0)) AS fuel_spent
    FROM fleet.drivers p
    JOIN fleet.trips o ON o.driver_id = p.id
    JOIN fleet.fuel_fills l ON l.trip_id = o.id
    GROUP BY p.id, p.full_name, p.depot;

INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES
    (32, 'Luis Castillo', 'luis.castillo@inbox.test', 'HARBOUR GATE'),
    (33, 'Priya Fofana', 'priya.fofana@example.com', 'harbour  gate'),
    (34, 'Wim Fofana', 'wim.fofana@post.example', 'MILL LANE'),
    (36, 'Uzma Dimitrov', 'uzma.dimitrov@example.com', 'East Ring  '),
    (37, 'Nils Abbott', 'nils.abbott@example.com', 'airport  road'),
    (38, 'Luis Okafor', 'luis.okafor@example.com', 'south basin'),
    (39, 'Greta Fofana', 'greta.fofana@example.com', 'north yard'),
    (40, 'Nils Rossi', 'nils.rossi@inbox.test', 'North Yard  '),
    (41, 'Jonas Rossi', 'jonas.rossi@example.com', 'harbour gate'),
    (42, 'Zora Rossi', 'zora.rossi@example.com', 'south basin'),
    (43, 'Olu Sato', 'olu.sato@inbox.test', 'Harbour Gate'),
    (44, 'Priya Ivanova', 'priya.ivanova@inbox.test', 'South Basin'),
    (46, 'Nils Haddad', 'nils.haddad@post.example', 'South Basin'),
    (47, 'Nils Haddad', 'nils.haddad@inbox.test', 'East Ring'),
    (48, 'Ada Jensen', 'ada.jensen@inbox.test', 'NORTH YARD'),
    (49, 'Luis Castillo', 'luis.castillo@example.com', 'airport road'),
    (50, 'Greta Ivanova', 'greta.ivanova@example.com', 'east ring'),
    (52, 'Femi Haddad', 'femi.haddad@post.example', NULL),
    (53, 'Tomas Weber', 'tomas.weber@inbox.test', '  east ring'),
    (54, 'Luis Okafor', 'luis.okafor@inbox.test', '  South Basin'),
    (56, 'Wim Jensen', 'wim.jensen@example.com', 'mill lane  '),
    (57, 'Mira Eriksen', 'mira.eriksen@post.example', 'north yard');
INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES
    (575, 33, '15/04/2023', 'aborted'),
    (576, 33, '14/12/2023', 'aborted'),
    (577, 34, '22 Dec 2023', 'planned'),
    (578, 36, '15.06.2023', 'planned'),
    (579, 37, '20.05.2023', 'en_route'),
    (580, 37, '20230711', 'planned'),
    (581, 37, '05.08.2024', 'planned'),
    (582, 37, '05/09/2024', 'completed'),
    (583, 38, '2024-10-11', 'completed'),
    (584, 38, '2023-07-15', 'planned'),
    (585, 38, '22.10.2024', 'planned'),
    (586, 39, '20230214', 'en_route'),
    (587, 39, '17.03.2023', 'completed'),
    (588, 40, ' 2 Aug 2024', 'completed'),
    (589, 40, '04/09/2024', 'aborted'),
    (590, 40, '20240227', 'completed'),
    (591, 41, '28.10.2024', 'en_route'),
    (592, 41, '20230328', 'en_route'),
    (593, 41, '20240911', 'en_route'),
    (594, 41, '07.06.2024', 'aborted'),
    (595, 42, '23.06.2024', 'planned'),
    (596, 42, '', 'aborted'),
    (597, 42, '02/09/2023', 'completed'),
    (598, 42, '2023-03-02', 'en_route'),
    (599, 43, ' 23.08.2023', 'planned'),
    (600, 44, '27 Sep 2023', 'planned'),
    (601, 46, '04/04/2023', 'completed'),
    (602, 46, ' 2 Apr 2023', 'completed'),
    (603, 46, '29/09/2024', 'en_route'),
    (604, 46, ' 04/05/2023', 'en_route'),
    (605, 47, '2023-03-28', 'completed'),
    (606, 47, '08.04.2024', 'planned'),
    (607, 48, '2023-10-21', 'aborted'),
    (608, 49, ' 2023-04-13', 'en_route'),
    (609, 49, '', 'en_route'),
    (610, 49, ' 2023-06-27', 'planned'),
    (611, 50, '10.08.2024', 'completed'),
    (612, 52, '20240414', 'planned'),
    (613, 52, '22 Oct 2023', 'completed'),
    (614, 52, '2024-02-29', 'completed'),
    (615, 52, '12.07.2023', 'completed'),
    (616, 53, '14.09.2024', 'en_route'),
    (617, 54, ' 20/03/2024', 'completed'),
    (618, 56, '2023-12-07', 'planned'),
    (619, 57, '26 Apr 2024', 'completed');
INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES
    (1343, 575, 'ST-2572', 41, 1.96, 7.5),
    (1344, 575, 'ST-5461', 66, 2, NULL),
    (1345, 575, 'ST-746', 77, 1.43, 4.42),
    (1346, 575, 'ST-8425', 4, 1.72, 0.38),
    (1347, 576, 'ST-5671', 40, 1.7, NULL),
    (1348, 578, 'ST-1433', 16, 1.43, 1.47),
    (1349, 578, 'ST-958', 3, 2.13, NULL),
    (1350, 578, 'ST-4874', 14, 1.96, 0.29),
    (1351, 578, 'ST-8391', 2, 1.4, 0.24),
    (1352, 579, 'ST-7204', 49, 1.81, NULL),
    (1353, 581, 'ST-5660', 5, 1.4, 0.12),
    (1354, 581, 'ST-3410', 66, 1.52, NULL),
    (1355, 582, 'ST-609', 14, 2.05, NULL),
    (1356, 582, 'ST-2167', 51, 1.7, NULL),
    (1357, 583, 'ST-2831', 59, 1.98, NULL),
    (1358, 583, 'ST-6147', 54, 1.49, NULL),
    (1359, 583, 'ST-7875', 38, 1.56, NULL),
    (1360, 584, 'ST-7529', 18, 2.11, 3.27),
    (1361, 584, 'ST-5831', 11, 2.17, NULL),
    (1362, 584, 'ST-3079', 4, 1.77, 0.62),
    (1363, 585, 'ST-6690', 34, 1.58, 3.3),
    (1364, 586, 'ST-4011', 7, 1.96, NULL),
    (1365, 588, 'ST-781', 42, 1.94, NULL),
    (1366, 588, 'ST-785', 28, 1.53, 2.92),
    (1367, 589, 'ST-5614', 4, 1.72, NULL),
    (1368, 589, 'ST-182', 57, 1.59, NULL),
    (1369, 589, 'ST-9436', 1, 1.54, NULL),
    (1370, 590, 'ST-5558', 22, 1.55, NULL),
    (1371, 591, 'ST-3431', 17, 2.02, NULL),
    (1372, 591, 'ST-4412', 77, 2.11, NULL),
    (1373, 592, 'ST-4354', 57, 2.19, 5.71),
    (1374, 592, 'ST-9837', 74, 1.7, 4.33),
    (1375, 592, 'ST-4620', 79, 1.69, 9.93),
    (1376, 592, 'ST-5337', 33, 1.49, NULL),
    (1377, 593, 'ST-5681', 31, 1.84, NULL),
    (1378, 593, 'ST-7159', 5, 1.73, 0.1),
    (1379, 594, 'ST-3526', 67, 1.5, NULL),
    (1380, 594, 'ST-5090', 80, 1.54, NULL),
    (1381, 594, 'ST-6250', 80, 1.84, NULL),
    (1382, 594, 'ST-824', 32, 2.1, 1.24),
    (1383, 596, 'ST-4652', 31, 1.42, 3.31),
    (1384, 597, 'ST-8528', 27, 2.14, 0.09),
    (1385, 597, 'ST-5494', 54, 1.85, 5.07),
    (1386, 597, 'ST-7292', 41, 2.13, NULL),
    (1387, 597, 'ST-6313', 44, 1.52, 0.46),
    (1388, 598, 'ST-7355', 14, 1.92, NULL),
    (1389, 598, 'ST-1220', 18, 1.99, NULL),
    (1390, 598, 'ST-7079', 53, 2.13, NULL),
    (1391, 599, 'ST-4382', 75, 1.61, NULL),
    (1392, 600, 'ST-699', 69, 1.4, 6.85),
    (1393, 600, 'ST-9140', 46, 1.45, 4.04),
    (1394, 600, 'ST-6087', 73, 1.8, 0.75),
    (1395, 601, 'ST-5741', 38, 1.68, NULL),
    (1396, 601, 'ST-2965', 72, 1.41, NULL),
    (1397, 602, 'ST-9929', 7, 1.77, 1.11),
    (1398, 603, 'ST-4520', 19, 1.97, NULL),
    (1399, 603, 'ST-3352', 24, 2.04, NULL),
    (1400, 604, 'ST-6901', 45, 1.6, NULL),
    (1401, 605, 'ST-725', 12, 2.04, 0.03),
    (1402, 606, 'ST-2028', 20, 1.57, NULL),
    (1403, 607, 'ST-9161', 9, 2.01, 0.21),
    (1404, 607, 'ST-3367', 30, 2.07, 0.01),
    (1405, 608, 'ST-143', 6, 2.13, NULL),
    (1406, 608, 'ST-8217', 6, 1.7, 0.78),
    (1407, 608, 'ST-1055', 3, 1.91, NULL),
    (1408, 608, 'ST-1130', 26, 1.82, 1.65),
    (1409, 609, 'ST-5693', 38, 1.56, NULL),
    (1410, 609, 'ST-6301', 44, 1.5, 0.04),
    (1411, 609, 'ST-7718', 48, 1.98, 8.75),
    (1412, 609, 'ST-1834', 15, 2.09, 2.62),
    (1413, 610, 'ST-9107', 61, 1.59, 7.44),
    (1414, 612, 'ST-3980', 22, 2, 2.28),
    (1415, 612, 'ST-6693', 5, 1.62, NULL),
    (1416, 613, 'ST-5413', 8, 2.08, 1.65),
    (1417, 614, 'ST-7620', 23, 1.63, 2.77),
    (1418, 614, 'ST-1113', 48, 1.69, 0.34),
    (1419, 614, 'ST-4624', 3, 1.6, 0.25),
    (1420, 615, 'ST-6471', 26, 2.06, 2.16),
    (1421, 615, 'ST-442', 10, 1.64, NULL),
    (1422, 615, 'ST-1020', 59, 1.58, 7.33),
    (1423, 617, 'ST-698', 17, 1.49, 0.37),
    (1424, 617, 'ST-8494', 43, 1.74, 3.28),
    (1425, 618, 'ST-1679', 32, 1.62, NULL),
    (1426, 619, 'ST-5178', 73, 1.41, NULL);
INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES
    (37, 33, '4c08965db819aa8a'),
    (38, 34, 'c819f010206e2c76'),
    (39, 36, 'aac280a2968930f9'),
    (40, 37, 'd7ae653486d3d1b4'),
    (41, 38, '9d6994b2d0641966'),
    (42, 39, 'a7f0c5d4821000b7'),
    (43, 40, '5bd6030c324b0609'),
    (44, 44, '6a33eb85f74880f0'),
    (45, 49, '024c621b366931cc'),
    (46, 50, 'be2612000c59e946'),
    (47, 54, 'c48e953d38f61212'),
    (48, 57, 'cda9c2c288319889');
SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM fleet.drivers));
SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));
SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM fleet.fuel_fills));
SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM fleet.driver_licences));

-- FLEET-684: reporting access (set up in a hurry)
GRANT USAGE ON SCHEMA fleet TO fleet_report;
GRANT SELECT ON ALL TABLES IN SCHEMA fleet TO fleet_report;
GRANT INSERT, UPDATE ON fleet.trips TO fleet_report;

RESET ROLE;
