import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'trips',
 'L': 'fuel_fills',
 'P': 'drivers',
 'S': 'driver_licences',
 'admin': 'postgres',
 'app': 'fleet_app',
 'c1': 'trip',
 'c_rows': {575: [33, '2023-04-15', 'aborted'],
            576: [33, '2023-12-14', 'aborted'],
            577: [34, '2023-12-22', 'planned'],
            578: [36, '2023-06-15', 'planned'],
            579: [37, '2023-05-20', 'en_route'],
            580: [37, '2023-07-11', 'planned'],
            581: [37, '2024-08-05', 'planned'],
            582: [37, '2024-09-05', 'completed'],
            583: [38, '2024-10-11', 'completed'],
            584: [38, '2023-07-15', 'planned'],
            585: [38, '2024-10-22', 'planned'],
            586: [39, '2023-02-14', 'en_route'],
            587: [39, '2023-03-17', 'completed'],
            588: [40, '2024-08-02', 'completed'],
            589: [40, '2024-09-04', 'aborted'],
            590: [40, '2024-02-27', 'completed'],
            591: [41, '2024-10-28', 'en_route'],
            592: [41, '2023-03-28', 'en_route'],
            593: [41, '2024-09-11', 'en_route'],
            594: [41, '2024-06-07', 'aborted'],
            595: [42, '2024-06-23', 'planned'],
            596: [42, None, 'aborted'],
            597: [42, '2023-09-02', 'completed'],
            598: [42, '2023-03-02', 'en_route'],
            599: [43, '2023-08-23', 'planned'],
            600: [44, '2023-09-27', 'planned'],
            601: [46, '2023-04-04', 'completed'],
            602: [46, '2023-04-02', 'completed'],
            603: [46, '2024-09-29', 'en_route'],
            604: [46, '2023-05-04', 'en_route'],
            605: [47, '2023-03-28', 'completed'],
            606: [47, '2024-04-08', 'planned'],
            607: [48, '2023-10-21', 'aborted'],
            608: [49, '2023-04-13', 'en_route'],
            609: [49, None, 'en_route'],
            610: [49, '2023-06-27', 'planned'],
            611: [50, '2024-08-10', 'completed'],
            612: [52, '2024-04-14', 'planned'],
            613: [52, '2023-10-22', 'completed'],
            614: [52, '2024-02-29', 'completed'],
            615: [52, '2023-07-12', 'completed'],
            616: [53, '2024-09-14', 'en_route'],
            617: [54, '2024-03-20', 'completed'],
            618: [56, '2023-12-07', 'planned'],
            619: [57, '2024-04-26', 'completed'],
            620: [59, '2023-02-03', 'aborted'],
            621: [61, '2024-07-26', 'planned'],
            622: [63, '2023-02-21', 'completed'],
            623: [63, '2024-04-20', 'completed'],
            624: [63, '2024-07-02', 'completed'],
            625: [63, '2023-02-12', 'planned'],
            626: [64, '2023-12-21', 'en_route'],
            627: [65, '2023-08-23', 'en_route'],
            628: [65, '2024-10-05', 'en_route'],
            629: [65, None, 'planned'],
            630: [46, '2023-05-01', 'en_route'],
            631: [46, '2024-07-16', 'en_route'],
            632: [46, None, 'completed'],
            633: [46, '2024-04-21', 'aborted'],
            634: [40, '2023-08-24', 'planned'],
            635: [40, None, 'completed'],
            636: [40, '2024-03-28', 'completed'],
            637: [36, '2023-09-27', 'aborted'],
            638: [36, '2023-02-25', 'aborted']},
 'c_sql': 'SELECT id, driver_id AS p, started_on::text AS d, status::text AS st FROM fleet.trips',
 'constraints': [['fleet.drivers', 'p', ['id'], None, []],
                 ['fleet.trips', 'p', ['id'], None, []],
                 ['fleet.fuel_fills', 'p', ['id'], None, []],
                 ['fleet.driver_licences', 'p', ['id'], None, []],
                 ['fleet.trips', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.fuel_fills', 'f', ['trip_id'], 'fleet.trips', ['id']],
                 ['fleet.driver_licences', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.depots', 'p', ['id'], None, []],
                 ['fleet.drivers', 'f', ['depot_id'], 'fleet.depots', ['id']],
                 ['fleet.driver_trip_counts', 'p', ['driver_id'], None, []],
                 ['fleet.driver_trip_counts', 'f', ['driver_id'], 'fleet.drivers', ['id']]],
 'db': 'fleetdb',
 'dropped': ['drivers.depot'],
 'email': 'email',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (648, 48, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (648, 48, '2024-06-01', "
                 "'planned');",
 'l_rows': {1343: [575, 'ST-2572', 41, '1.96', '7.5'],
            1344: [575, 'ST-5461', 66, '2.00', None],
            1345: [575, 'ST-746', 77, '1.43', '4.42'],
            1346: [575, 'ST-8425', 4, '1.72', '0.38'],
            1347: [576, 'ST-5671', 40, '1.70', None],
            1348: [578, 'ST-1433', 16, '1.43', '1.47'],
            1349: [578, 'ST-958', 3, '2.13', None],
            1350: [578, 'ST-4874', 14, '1.96', '0.29'],
            1351: [578, 'ST-8391', 2, '1.40', '0.24'],
            1352: [579, 'ST-7204', 49, '1.81', None],
            1353: [581, 'ST-5660', 5, '1.40', '0.12'],
            1354: [581, 'ST-3410', 66, '1.52', None],
            1355: [582, 'ST-609', 14, '2.05', None],
            1356: [582, 'ST-2167', 51, '1.70', None],
            1357: [583, 'ST-2831', 59, '1.98', None],
            1358: [583, 'ST-6147', 54, '1.49', None],
            1359: [583, 'ST-7875', 38, '1.56', None],
            1360: [584, 'ST-7529', 18, '2.11', '3.27'],
            1361: [584, 'ST-5831', 11, '2.17', None],
            1362: [584, 'ST-3079', 4, '1.77', '0.62'],
            1363: [585, 'ST-6690', 34, '1.58', '3.3'],
            1364: [586, 'ST-4011', 7, '1.96', None],
            1365: [588, 'ST-781', 42, '1.94', None],
            1366: [588, 'ST-785', 28, '1.53', '2.92'],
            1367: [589, 'ST-5614', 4, '1.72', None],
            1368: [589, 'ST-182', 57, '1.59', None],
            1369: [589, 'ST-9436', 1, '1.54', None],
            1370: [590, 'ST-5558', 22, '1.55', None],
            1371: [591, 'ST-3431', 17, '2.02', None],
            1372: [591, 'ST-4412', 77, '2.11', None],
            1373: [592, 'ST-4354', 57, '2.19', '5.71'],
            1374: [592, 'ST-9837', 74, '1.70', '4.33'],
            1375: [592, 'ST-4620', 79, '1.69', '9.93'],
            1376: [592, 'ST-5337', 33, '1.49', None],
            1377: [593, 'ST-5681', 31, '1.84', None],
            1378: [593, 'ST-7159', 5, '1.73', '0.1'],
            1379: [594, 'ST-3526', 67, '1.50', None],
            1380: [594, 'ST-5090', 80, '1.54', None],
            1381: [594, 'ST-6250', 80, '1.84', None],
            1382: [594, 'ST-824', 32, '2.10', '1.24'],
            1383: [596, 'ST-4652', 31, '1.42', '3.31'],
            1384: [597, 'ST-8528', 27, '2.14', '0.09'],
            1385: [597, 'ST-5494', 54, '1.85', '5.07'],
            1386: [597, 'ST-7292', 41, '2.13', None],
            1387: [597, 'ST-6313', 44, '1.52', '0.46'],
            1388: [598, 'ST-7355', 14, '1.92', None],
            1389: [598, 'ST-1220', 18, '1.99', None],
            1390: [598, 'ST-7079', 53, '2.13', None],
            1391: [599, 'ST-4382', 75, '1.61', None],
            1392: [600, 'ST-699', 69, '1.40', '6.85'],
            1393: [600, 'ST-9140', 46, '1.45', '4.04'],
            1394: [600, 'ST-6087', 73, '1.80', '0.75'],
            1395: [601, 'ST-5741', 38, '1.68', None],
            1396: [601, 'ST-2965', 72, '1.41', None],
            1397: [602, 'ST-9929', 7, '1.77', '1.11'],
            1398: [603, 'ST-4520', 19, '1.97', None],
            1399: [603, 'ST-3352', 24, '2.04', None],
            1400: [604, 'ST-6901', 45, '1.60', None],
            1401: [605, 'ST-725', 12, '2.04', '0.03'],
            1402: [606, 'ST-2028', 20, '1.57', None],
            1403: [607, 'ST-9161', 9, '2.01', '0.21'],
            1404: [607, 'ST-3367', 30, '2.07', '0.01'],
            1405: [608, 'ST-143', 6, '2.13', None],
            1406: [608, 'ST-8217', 6, '1.70', '0.78'],
            1407: [608, 'ST-1055', 3, '1.91', None],
            1408: [608, 'ST-1130', 26, '1.82', '1.65'],
            1409: [609, 'ST-5693', 38, '1.56', None],
            1410: [609, 'ST-6301', 44, '1.50', '0.04'],
            1411: [609, 'ST-7718', 48, '1.98', '8.75'],
            1412: [609, 'ST-1834', 15, '2.09', '2.62'],
            1413: [610, 'ST-9107', 61, '1.59', '7.44'],
            1414: [612, 'ST-3980', 22, '2.00', '2.28'],
            1415: [612, 'ST-6693', 5, '1.62', None],
            1416: [613, 'ST-5413', 8, '2.08', '1.65'],
            1417: [614, 'ST-7620', 23, '1.63', '2.77'],
            1418: [614, 'ST-1113', 48, '1.69', '0.34'],
            1419: [614, 'ST-4624', 3, '1.60', '0.25'],
            1420: [615, 'ST-6471', 26, '2.06', '2.16'],
            1421: [615, 'ST-442', 10, '1.64', None],
            1422: [615, 'ST-1020', 59, '1.58', '7.33'],
            1423: [617, 'ST-698', 17, '1.49', '0.37'],
            1424: [617, 'ST-8494', 43, '1.74', '3.28'],
            1425: [618, 'ST-1679', 32, '1.62', None],
            1426: [619, 'ST-5178', 73, '1.41', None],
            1427: [620, 'ST-4338', 47, '1.71', '4.7'],
            1428: [622, 'ST-526', 3, '1.87', '0.06'],
            1429: [622, 'ST-4910', 11, '1.93', '0.51'],
            1430: [622, 'ST-3059', 4, '1.53', '0.41'],
            1431: [622, 'ST-6490', 58, '1.83', '7.92'],
            1432: [623, 'ST-3181', 44, '2.15', '7.25'],
            1433: [623, 'ST-7947', 30, '1.39', None],
            1434: [624, 'ST-3910', 31, '1.97', '2.07'],
            1435: [624, 'ST-4846', 31, '1.74', '0.37'],
            1436: [625, 'ST-6903', 22, '2.13', '1.09'],
            1437: [625, 'ST-3537', 39, '1.85', None],
            1438: [625, 'ST-5214', 18, '1.70', '1.33'],
            1439: [626, 'ST-5457', 36, '1.52', None],
            1440: [626, 'ST-1797', 30, '2.18', '1.81'],
            1441: [626, 'ST-5981', 47, '1.91', '4.7'],
            1442: [626, 'ST-2912', 15, '2.19', None],
            1443: [627, 'ST-8511', 27, '1.95', '0.43'],
            1444: [627, 'ST-7770', 59, '1.73', None],
            1445: [628, 'ST-1471', 25, '2.10', None],
            1446: [628, 'ST-1158', 26, '1.54', None],
            1447: [628, 'ST-4468', 41, '1.56', None],
            1448: [629, 'ST-5359', 40, '1.94', None],
            1449: [629, 'ST-1676', 29, '1.87', '0.86'],
            1450: [629, 'ST-6866', 25, '1.98', None],
            1451: [629, 'ST-5802', 2, '1.73', None],
            1452: [630, 'ST-8332', 5, '2.16', '0.42'],
            1453: [630, 'ST-7015', 19, '1.86', '2.35'],
            1454: [630, 'ST-9426', 44, '1.55', None],
            1455: [631, 'ST-4427', 75, '1.55', '0.57'],
            1456: [631, 'ST-9395', 25, '1.84', None],
            1457: [631, 'ST-1485', 22, '1.99', '1.72'],
            1458: [631, 'ST-5056', 52, '2.18', '9.84'],
            1459: [632, 'ST-2868', 38, '1.72', '3.02'],
            1460: [632, 'ST-6774', 70, '1.53', None],
            1461: [632, 'ST-9065', 25, '1.98', None],
            1462: [634, 'ST-9775', 32, '1.79', None],
            1463: [634, 'ST-8016', 8, '1.45', '0.41'],
            1464: [634, 'ST-8263', 60, '2.05', '10.05'],
            1465: [634, 'ST-5932', 7, '1.90', None],
            1466: [636, 'ST-1863', 52, '1.69', '0.01'],
            1467: [636, 'ST-3097', 53, '1.97', None],
            1468: [637, 'ST-3684', 61, '2.10', '3.57'],
            1469: [637, 'ST-9549', 13, '2.06', None],
            1470: [637, 'ST-667', 69, '2.11', None],
            1471: [637, 'ST-9436', 12, '1.72', '2.05'],
            1472: [638, 'ST-182', 59, '2.01', '5.8'],
            1473: [578, 'ST-965', 45, '1.71', '3.36'],
            1474: [618, 'ST-5351', 62, '1.70', '0.05']},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'lookup': 'depots',
 'lookup_names': ['airport road', 'east ring', 'harbour gate', 'mill lane', 'north yard', 'south basin', 'west quay'],
 'migration': '/srv/migrations/0073_hardening.sql',
 'missing_p': 35,
 'n_col': 'n_trips',
 'new_id': 648,
 'new_p': 48,
 'p1': 'driver',
 'p_cols': ['id', 'full_name', 'email', 'depot_id'],
 'p_region': {32: 'harbour gate',
              33: 'harbour gate',
              34: 'mill lane',
              36: 'east ring',
              37: 'airport road',
              38: 'south basin',
              39: 'north yard',
              40: 'north yard',
              41: 'harbour gate',
              42: 'south basin',
              43: 'harbour gate',
              44: 'south basin',
              46: 'south basin',
              47: 'east ring',
              48: 'north yard',
              49: 'airport road',
              50: 'east ring',
              52: None,
              53: 'east ring',
              54: 'south basin',
              56: 'mill lane',
              57: 'north yard',
              58: 'east ring',
              59: 'airport road',
              61: 'airport road',
              63: 'south basin',
              64: 'harbour gate',
              65: 'west quay'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM fleet.drivers p LEFT JOIN fleet.depots k ON k.id = p.depot_id',
 'p_rows': {32: ['Luis Castillo', 'luis.castillo@inbox.test'],
            33: ['Priya Fofana', 'priya.fofana@example.com'],
            34: ['Wim Fofana', 'wim.fofana@post.example'],
            36: ['Uzma Dimitrov', 'uzma.dimitrov@example.com'],
            37: ['Nils Abbott', 'nils.abbott@example.com'],
            38: ['Luis Okafor', 'luis.okafor@example.com'],
            39: ['Greta Fofana', 'greta.fofana@example.com'],
            40: ['Nils Rossi', 'nils.rossi@inbox.test'],
            41: ['Jonas Rossi', 'jonas.rossi@example.com'],
            42: ['Zora Rossi', 'zora.rossi@example.com'],
            43: ['Olu Sato', 'olu.sato@inbox.test'],
            44: ['Priya Ivanova', 'priya.ivanova@inbox.test'],
            46: ['Nils Haddad', 'nils.haddad@post.example'],
            47: ['Nils Haddad', 'nils.haddad@inbox.test'],
            48: ['Ada Jensen', 'ada.jensen@inbox.test'],
            49: ['Luis Castillo', 'luis.castillo@example.com'],
            50: ['Greta Ivanova', 'greta.ivanova@example.com'],
            52: ['Femi Haddad', 'femi.haddad@post.example'],
            53: ['Tomas Weber', 'tomas.weber@inbox.test'],
            54: ['Luis Okafor', 'luis.okafor@inbox.test'],
            56: ['Wim Jensen', 'wim.jensen@example.com'],
            57: ['Mira Eriksen', 'mira.eriksen@post.example'],
            58: ['Xenia Ivanova', 'xenia.ivanova@mail.test'],
            59: ['Ada Okafor', 'ada.okafor@example.com'],
            61: ['Olu Eriksen', 'olu.eriksen@mail.test'],
            63: ['Ada Abbott', 'ada.abbott@example.com'],
            64: ['Yusuf Ivanova', 'yusuf.ivanova@example.com'],
            65: ['Priya Gallo', 'priya.gallo@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (58, 'Xenia Ivanova', 'xenia.ivanova@mail.test', 'east ring  '),\n"
                    "    (59, 'Ada Okafor', 'ada.okafor@example.com', 'airport road'),\n"
                    "    (61, 'Olu Eriksen', 'olu.eriksen@mail.test', 'airport road'),\n"
                    "    (63, 'Ada Abbott', 'ada.abbott@example.com', 'SOUTH BASIN'),\n"
                    "    (64, 'Yusuf Ivanova', 'yusuf.ivanova@example.com', 'harbour gate'),\n"
                    "    (65, 'Priya Gallo', 'priya.gallo@mail.test', 'west quay');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (620, 59, '03/02/2023', 'aborted'),\n"
                    "    (621, 61, '2024-07-26', 'planned'),\n"
                    "    (622, 63, '20230221', 'completed'),\n"
                    "    (623, 63, '20 Apr 2024', 'completed'),\n"
                    "    (624, 63, '2024-07-02', 'completed'),\n"
                    "    (625, 63, '20230212', 'planned'),\n"
                    "    (626, 64, '21/12/2023', 'en_route'),\n"
                    "    (627, 65, ' 23 Aug 2023', 'en_route'),\n"
                    "    (628, 65, '5 Oct 2024', 'en_route'),\n"
                    "    (629, 65, ' ', 'planned'),\n"
                    "    (630, 46, '01/05/2023', 'en_route'),\n"
                    "    (631, 46, '16.07.2024', 'en_route'),\n"
                    "    (632, 46, '', 'completed'),\n"
                    "    (633, 46, '2024-04-21', 'aborted'),\n"
                    "    (634, 40, '20230824', 'planned'),\n"
                    "    (635, 40, '', 'completed'),\n"
                    "    (636, 40, '20240328', 'completed'),\n"
                    "    (637, 36, '27.09.2023', 'aborted'),\n"
                    "    (638, 36, ' 2023-02-25', 'aborted');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (1427, 620, 'ST-4338', 47, 1.71, 4.7),\n"
                    "    (1428, 622, 'ST-526', 3, 1.87, 0.06),\n"
                    "    (1429, 622, 'ST-4910', 11, 1.93, 0.51),\n"
                    "    (1430, 622, 'ST-3059', 4, 1.53, 0.41),\n"
                    "    (1431, 622, 'ST-6490', 58, 1.83, 7.92),\n"
                    "    (1432, 623, 'ST-3181', 44, 2.15, 7.25),\n"
                    "    (1433, 623, 'ST-7947', 30, 1.39, NULL),\n"
                    "    (1434, 624, 'ST-3910', 31, 1.97, 2.07),\n"
                    "    (1435, 624, 'ST-4846', 31, 1.74, 0.37),\n"
                    "    (1436, 625, 'ST-6903', 22, 2.13, 1.09),\n"
                    "    (1437, 625, 'ST-3537', 39, 1.85, NULL),\n"
                    "    (1438, 625, 'ST-5214', 18, 1.7, 1.33),\n"
                    "    (1439, 626, 'ST-5457', 36, 1.52, NULL),\n"
                    "    (1440, 626, 'ST-1797', 30, 2.18, 1.81),\n"
                    "    (1441, 626, 'ST-5981', 47, 1.91, 4.7),\n"
                    "    (1442, 626, 'ST-2912', 15, 2.19, NULL),\n"
                    "    (1443, 627, 'ST-8511', 27, 1.95, 0.43),\n"
                    "    (1444, 627, 'ST-7770', 59, 1.73, NULL),\n"
                    "    (1445, 628, 'ST-1471', 25, 2.1, NULL),\n"
                    "    (1446, 628, 'ST-1158', 26, 1.54, NULL),\n"
                    "    (1447, 628, 'ST-4468', 41, 1.56, NULL),\n"
                    "    (1448, 629, 'ST-5359', 40, 1.94, NULL),\n"
                    "    (1449, 629, 'ST-1676', 29, 1.87, 0.86),\n"
                    "    (1450, 629, 'ST-6866', 25, 1.98, NULL),\n"
                    "    (1451, 629, 'ST-5802', 2, 1.73, NULL),\n"
                    "    (1452, 630, 'ST-8332', 5, 2.16, 0.42),\n"
                    "    (1453, 630, 'ST-7015', 19, 1.86, 2.35),\n"
                    "    (1454, 630, 'ST-9426', 44, 1.55, NULL),\n"
                    "    (1455, 631, 'ST-4427', 75, 1.55, 0.57),\n"
                    "    (1456, 631, 'ST-9395', 25, 1.84, NULL),\n"
                    "    (1457, 631, 'ST-1485', 22, 1.99, 1.72),\n"
                    "    (1458, 631, 'ST-5056', 52, 2.18, 9.84),\n"
                    "    (1459, 632, 'ST-2868', 38, 1.72, 3.02),\n"
                    "    (1460, 632, 'ST-6774', 70, 1.53, NULL),\n"
                    "    (1461, 632, 'ST-9065', 25, 1.98, NULL),\n"
                    "    (1462, 634, 'ST-9775', 32, 1.79, NULL),\n"
                    "    (1463, 634, 'ST-8016', 8, 1.45, 0.41),\n"
                    "    (1464, 634, 'ST-8263', 60, 2.05, 10.05),\n"
                    "    (1465, 634, 'ST-5932', 7, 1.9, NULL),\n"
                    "    (1466, 636, 'ST-1863', 52, 1.69, 0.01),\n"
                    "    (1467, 636, 'ST-3097', 53, 1.97, NULL),\n"
                    "    (1468, 637, 'ST-3684', 61, 2.1, 3.57),\n"
                    "    (1469, 637, 'ST-9549', 13, 2.06, NULL),\n"
                    "    (1470, 637, 'ST-667', 69, 2.11, NULL),\n"
                    "    (1471, 637, 'ST-9436', 12, 1.72, 2.05),\n"
                    "    (1472, 638, 'ST-182', 59, 2.01, 5.8),\n"
                    "    (1473, 578, 'ST-965', 45, 1.71, 3.36),\n"
                    "    (1474, 618, 'ST-5351', 62, 1.7, 0.05);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (49, 61, 'd64242d490b269e3'),\n"
                    "    (50, 63, '38b7955be6ca0501'),\n"
                    "    (51, 64, '58d94335cdc16605');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
 'readable': ['trips', 'fuel_fills', 'depots', 'driver_trip_counts', 'driver_activity'],
 'region': 'depot',
 'report': 'fleet_report',
 'rerun': True,
 'reset_sql': 'DROP DATABASE IF EXISTS fleetdb WITH (FORCE);\n'
              'CREATE DATABASE fleetdb TEMPLATE fleetdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('fleet_app', 'fleet_report') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE fleet_app RESET ALL;\n'
              'ALTER ROLE fleet_report RESET ALL;\n'
              'ALTER ROLE fleet_app SET search_path = fleet, public;\n',
 's': 'fleet',
 's_rows': {37: [33, '4c08965db819aa8a'],
            38: [34, 'c819f010206e2c76'],
            39: [36, 'aac280a2968930f9'],
            40: [37, 'd7ae653486d3d1b4'],
            41: [38, '9d6994b2d0641966'],
            42: [39, 'a7f0c5d4821000b7'],
            43: [40, '5bd6030c324b0609'],
            44: [44, '6a33eb85f74880f0'],
            45: [49, '024c621b366931cc'],
            46: [50, 'be2612000c59e946'],
            47: [54, 'c48e953d38f61212'],
            48: [57, 'cda9c2c288319889'],
            49: [61, 'd64242d490b269e3'],
            50: [63, '38b7955be6ca0501'],
            51: [64, '58d94335cdc16605']},
 's_sql': 'SELECT id, driver_id AS p, licence_no AS v FROM fleet.driver_licences',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'fleet'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', "
                 "'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'fleet'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind "
                 "IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'fleet'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'fleet'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'fleet'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'fleet'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'fleet'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'fleet'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'fleet'::regnamespace\n",
 'stats': 'driver_trip_counts',
 'stats_after': {32: 1,
                 33: 2,
                 36: 3,
                 37: 5,
                 38: 3,
                 39: 1,
                 40: 6,
                 41: 4,
                 42: 5,
                 43: 1,
                 44: 1,
                 46: 8,
                 47: 2,
                 48: 1,
                 49: 3,
                 50: 1,
                 52: 4,
                 53: 1,
                 54: 1,
                 56: 1,
                 57: 1,
                 59: 1,
                 61: 1,
                 63: 4,
                 64: 1,
                 65: 3},
 'stats_dml': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (648, 32, '2024-06-01', 'planned');\n"
              "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (649, 42, '2024-06-01', 'planned');\n"
              'UPDATE fleet.trips SET driver_id = 37 WHERE id = 587;\n'
              'DELETE FROM fleet.trips WHERE id = 577;',
 'stats_rows': {33: 2,
                34: 1,
                36: 3,
                37: 4,
                38: 3,
                39: 2,
                40: 6,
                41: 4,
                42: 4,
                43: 1,
                44: 1,
                46: 8,
                47: 2,
                48: 1,
                49: 3,
                50: 1,
                52: 4,
                53: 1,
                54: 1,
                56: 1,
                57: 1,
                59: 1,
                61: 1,
                63: 4,
                64: 1,
                65: 3},
 'status': 'status',
 'statuses': ['planned', 'en_route', 'completed', 'aborted'],
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences', 'depots', 'driver_trip_counts'],
 'types': {'depots.name': ['text', True],
           'driver_trip_counts.n_trips': ['integer', True],
           'drivers.depot_id': ['integer', False],
           'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
           'trips.driver_id': ['integer', True],
           'trips.started_on': ['date', False],
           'trips.status': ['text', False]},
 'view': 'driver_activity',
 'view_cols': ['driver_id', 'full_name', 'depot', 'n_trips', 'last_trip_on', 'fuel_spent'],
 'view_rows': {32: ['Luis Castillo', 'harbour gate', 0, None, '0'],
               33: ['Priya Fofana', 'harbour gate', 0, None, '0'],
               34: ['Wim Fofana', 'mill lane', 1, '2023-12-22', '0.00'],
               36: ['Uzma Dimitrov', 'east ring', 1, '2023-06-15', '131.10'],
               37: ['Nils Abbott', 'airport road', 4, '2024-09-05', '311.29'],
               38: ['Luis Okafor', 'south basin', 3, '2024-10-22', '372.02'],
               39: ['Greta Fofana', 'north yard', 2, '2023-03-17', '13.72'],
               40: ['Nils Rossi', 'north yard', 5, '2024-08-02', '542.50'],
               41: ['Jonas Rossi', 'harbour gate', 3, '2024-10-28', '675.74'],
               42: ['Zora Rossi', 'south basin', 3, '2024-06-23', '481.86'],
               43: ['Olu Sato', 'harbour gate', 1, '2023-08-23', '120.75'],
               44: ['Priya Ivanova', 'south basin', 1, '2023-09-27', '283.06'],
               46: ['Nils Haddad', 'south basin', 7, '2024-09-29', '972.80'],
               47: ['Nils Haddad', 'east ring', 2, '2024-04-08', '55.85'],
               48: ['Ada Jensen', 'north yard', 0, None, '0'],
               49: ['Luis Castillo', 'airport road', 3, '2023-06-27', '403.41'],
               50: ['Greta Ivanova', 'east ring', 1, '2024-08-10', '0.00'],
               52: ['Femi Haddad', None, 4, '2024-04-14', '338.55'],
               53: ['Tomas Weber', 'east ring', 1, '2024-09-14', '0.00'],
               54: ['Luis Okafor', 'south basin', 1, '2024-03-20', '96.50'],
               56: ['Wim Jensen', 'mill lane', 1, '2023-12-07', '157.19'],
               57: ['Mira Eriksen', 'north yard', 1, '2024-04-26', '102.93'],
               58: ['Xenia Ivanova', 'east ring', 0, None, '0'],
               59: ['Ada Okafor', 'airport road', 0, None, '0'],
               61: ['Olu Eriksen', 'airport road', 1, '2024-07-26', '0.00'],
               63: ['Ada Abbott', 'south basin', 4, '2024-07-02', '519.01'],
               64: ['Yusuf Ivanova', 'harbour gate', 1, '2023-12-21', '236.23'],
               65: ['Priya Gallo', 'west quay', 3, '2024-10-05', '494.72']}}

PSQL = "/usr/lib/postgresql/15/bin/psql"
SOCKET = "/var/run/postgresql"
_S = {}


def _cmd(user, db):
    return [PSQL, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", SOCKET, "-U", user, "-d", db]


def _start_cluster():
    """The image's cluster, started as root (pg_ctlcluster runs the server as postgres)."""
    subprocess.run(["/usr/bin/pg_ctlcluster", "15", "main", "stop", "-m", "fast"], user=0, capture_output=True,
                   timeout=120)
    r = subprocess.run(["/usr/bin/pg_ctlcluster", "15", "main", "start"], user=0, capture_output=True, text=True,
                       timeout=180)
    assert r.returncode == 0, "PostgreSQL did not start: " + (r.stderr + r.stdout)[-2000:]


def psql(script, user=None, db=None):
    """A trusted psql (root, peer-mapped to the role): the superuser for the catalog, the roles for the data."""
    user = user or T["admin"]
    path = "pg_catalog" if user == T["admin"] else "pg_catalog, %s, public" % T["s"]
    head = "\\set VERBOSITY verbose\nSET search_path = %s;\n" % path
    return subprocess.run(_cmd(user, db or T["db"]), input=head + script, capture_output=True, text=True,
                          timeout=300, user=0)


def rows(query, user=None):
    r = psql("SELECT coalesce(json_agg(tg_row), '[]'::json) FROM (%s) tg_row;\n" % query, user)
    assert r.returncode == 0, "query failed (%s): %s" % (query[:200], r.stderr[-1500:])
    return json.loads(r.stdout, parse_float=Decimal)


def app_rows(query):
    return rows(query, T["app"])


def in_tx(statements, query, user=None):
    """Rows of `query` after `statements`, in a transaction that is rolled back."""
    r = psql("BEGIN;\n%s\nSELECT coalesce(json_agg(tg_row), '[]'::json) FROM (%s) tg_row;\nROLLBACK;\n" % (statements, query),
             user or T["app"])
    assert r.returncode == 0, "statements failed: %s\n%s" % (statements[:400], r.stderr[-1500:])
    return json.loads(r.stdout, parse_float=Decimal)


def refused(statement, code, user=None):
    """Whether `statement` fails with SQLSTATE `code` (in a transaction that is rolled back)."""
    r = psql("BEGIN;\n%s\nROLLBACK;\n" % statement, user or T["app"])
    return r.returncode != 0 and ("ERROR:  %s:" % code) in r.stderr, r.stderr[-600:]


def _snapshot():
    cat = sorted(r["k"] + " " + (r["v"] or "") for r in rows(T["snapshot_sql"]))
    tables = [v.split(" ", 1)[1].split(":")[0] for v in cat if v.startswith("rel ") and v.endswith(":r")]
    data = {t: sorted(json.dumps(r, sort_keys=True, default=str) for r in app_rows("SELECT * FROM %s.%s" % (T["s"], t)))
            for t in tables}
    return cat, data


def _prepare():
    _start_cluster()
    r = psql(T["reset_sql"], db="postgres")
    assert r.returncode == 0, "could not restore the database from its template: " + r.stderr[-1500:]
    r = psql(T["production_rows"])
    assert r.returncode == 0, "could not add the production rows: " + r.stderr[-1500:]
    assert os.path.isfile(T["migration"]), "no migration file at " + T["migration"]
    copy = tg_guard.give(T["migration"])
    _S["runs"], _S["snaps"] = [], []
    for _ in range(2 if T["rerun"] else 1):
        r = tg_guard.run(_cmd(T["app"], T["db"]) + ["--single-transaction", "-f", copy], timeout=300)
        _S["runs"].append((r.returncode, ((r.stderr or "") + (r.stdout or ""))[-3000:]))
        if r.returncode != 0:
            break
        _S["snaps"].append(_snapshot())


def _state():
    if not _S:
        try:
            _prepare()
        except AssertionError as e:
            _S["error"] = str(e)
    if "error" in _S:
        pytest.fail(_S["error"])
    if _S["runs"][0][0] != 0:
        pytest.fail("the migration failed when applied as %s: %s" % (T["app"], _S["runs"][0][1]))
    return _S


def _diff(got, want, what):
    bad = [(k, got.get(k), want.get(k)) for k in sorted(set(got) | set(want), key=str) if got.get(k) != want.get(k)]
    assert not bad, "%s: %d wrong (key, got, expected), first: %s" % (what, len(bad), bad[:4])


def _dec(v):
    return None if v is None else Decimal(str(v))


def test_migration_applies():
    _state()


def test_tables_are_still_tables():
    _state()
    got = {r["relname"]: r for r in rows(
        "SELECT relname, relkind, relrowsecurity OR relforcerowsecurity AS rls, "
        "(SELECT count(*) FROM pg_policy WHERE polrelid = c.oid) AS policies, "
        "(SELECT count(*) FROM pg_rewrite WHERE ev_class = c.oid AND rulename <> '_RETURN') AS rules "
        "FROM pg_class c WHERE relnamespace = '%s'::regnamespace" % T["s"])}
    for t in T["tables"]:
        assert t in got, "table %s.%s is gone" % (T["s"], t)
        g = got[t]
        assert g["relkind"] == "r", "%s is no longer a plain table (relkind %s)" % (t, g["relkind"])
        assert not g["rls"] and not g["policies"] and not g["rules"], "%s has row security, policies or rules" % t


def test_constraints_kept():
    _state()
    got = rows(
        "SELECT conrelid::regclass::text AS t, contype AS k, convalidated AS ok, "
        "(SELECT array_agg(attname::text ORDER BY array_position(c.conkey, attnum)) FROM pg_attribute "
        " WHERE attrelid = c.conrelid AND attnum = ANY (c.conkey)) AS cols, "
        "CASE WHEN confrelid = 0 THEN NULL ELSE confrelid::regclass::text END AS rt, "
        "(SELECT array_agg(attname::text ORDER BY array_position(c.confkey, attnum)) FROM pg_attribute "
        " WHERE attrelid = c.confrelid AND attnum = ANY (c.confkey)) AS rcols "
        "FROM pg_constraint c WHERE connamespace = '%s'::regnamespace" % T["s"])
    have = {(g["t"], g["k"], tuple(g["cols"] or ()), g["rt"], tuple(g["rcols"] or ())) for g in got if g["ok"]}
    for t, k, cols, rt, rcols in T["constraints"]:
        assert (t, k, tuple(cols), rt, tuple(rcols)) in have, \
            "missing or not validated: %s %s (%s) %s" % (t, {"p": "PRIMARY KEY", "f": "FOREIGN KEY"}[k], cols, rt or "")


def test_column_types():
    _state()
    got = {r["c"]: r for r in rows(
        "SELECT c.relname || '.' || a.attname AS c, format_type(a.atttypid, a.atttypmod) AS t, a.attnotnull AS nn "
        "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
        "WHERE c.relnamespace = '%s'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped" % T["s"])}
    for col, (typ, nn) in T["types"].items():
        assert col in got, "column %s is missing" % col
        assert got[col]["t"] == typ, "%s is %s, expected %s" % (col, got[col]["t"], typ)
        if nn:
            assert got[col]["nn"], "%s must be NOT NULL" % col
    for col in T["dropped"]:
        assert col not in got, "column %s should be gone" % col


def test_parent_rows():
    _state()
    got = {r["id"]: [r["n"], r["e"]] for r in app_rows(T["p_sql"])}
    _diff(got, T["p_rows"], T["P"] + " (name, email)")
    got = {r["id"]: r["v"] for r in app_rows(T["p_region_sql"])}
    _diff(got, T["p_region"], T["P"] + " " + T["region"])


def test_event_rows():
    _state()
    got = {r["id"]: [r["p"], r["d"], r["st"]] for r in app_rows(T["c_sql"])}
    _diff(got, T["c_rows"], T["C"] + " (%s, date, status)" % T["pfk"])


def test_line_rows():
    _state()
    got = {r["id"]: [r["c"], r["code"], r["q"], _dec(r["pr"]), _dec(r["d"])] for r in app_rows(T["l_sql"])}
    want = {k: [v[0], v[1], v[2], _dec(v[3]), _dec(v[4])] for k, v in T["l_rows"].items()}
    _diff(got, want, T["L"])


def test_side_table_rows():
    _state()
    got = {r["id"]: [r["p"], r["v"]] for r in app_rows(T["s_sql"])}
    _diff(got, T["s_rows"], T["S"])


def test_second_run_succeeds_and_changes_nothing():
    S = _state()
    assert len(S["runs"]) == 2 and S["runs"][1][0] == 0, "the second run failed: " + S["runs"][-1][1]
    (c1, d1), (c2, d2) = S["snaps"]
    gone, new = sorted(set(c1) - set(c2)), sorted(set(c2) - set(c1))
    assert not gone and not new, "the second run changed the schema: before %s, after %s" % (gone[:3], new[:3])
    changed = [t for t in d1 if d1[t] != d2.get(t)]
    assert not changed, "the second run changed rows of " + ", ".join(changed)


def test_view_rows():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["view"]))
    assert kind and kind[0]["relkind"] == "v", "%s is not a view" % T["view"]
    cols = [r["a"] for r in rows("SELECT attname AS a FROM pg_attribute WHERE attrelid = '%s.%s'::regclass "
                                 "AND attnum > 0 ORDER BY attnum" % (T["s"], T["view"]))]
    assert cols == T["view_cols"], "view columns %s, expected %s" % (cols, T["view_cols"])
    got = {r[cols[0]]: [r[cols[1]], r[cols[2]], r[cols[3]], r[cols[4]], _dec(r[cols[5]])]
           for r in app_rows("SELECT * FROM %s.%s" % (T["s"], T["view"]))}
    want = {k: v[:4] + [_dec(v[4])] for k, v in T["view_rows"].items()}
    assert len(app_rows("SELECT * FROM %s.%s" % (T["s"], T["view"]))) == len(want), "one row per %s" % T["p1"]
    _diff(got, want, T["view"])


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]


def test_report_privileges():
    _state()
    s, rep = T["s"], T["report"]
    rels = {r["n"]: r["k"] for r in rows("SELECT relname AS n, relkind AS k FROM pg_class WHERE relnamespace = "
                                          "'%s'::regnamespace AND relkind IN ('r', 'v', 'm', 'p', 'f')" % s)}
    for t in T["readable"] + [T["P"], T["S"]]:
        assert t in rels, "%s.%s is missing" % (s, t)
    checks = []
    for t in rels:
        q = "'%s.%s'" % (s, t)
        checks.append("SELECT '%s' AS t, has_table_privilege('%s', %s, 'SELECT') AS sel, "
                      "has_any_column_privilege('%s', %s, 'SELECT') AS anysel, "
                      "has_table_privilege('%s', %s, 'INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER') AS w, "
                      "has_any_column_privilege('%s', %s, 'INSERT,UPDATE,REFERENCES') AS cw"
                      % (t, rep, q, rep, q, rep, q, rep, q))
    got = {r["t"]: r for r in rows(" UNION ALL ".join(checks))}
    for t, g in got.items():
        assert not g["w"] and not g["cw"], "%s may still write to %s" % (rep, t)
        if t == T["S"]:
            assert not g["anysel"], "%s can read %s" % (rep, t)
        elif t != T["P"]:
            assert g["sel"], "%s cannot read %s" % (rep, t)
    cols = {r["c"]: r["ok"] for r in rows("SELECT attname AS c, has_column_privilege('%s', attrelid, attnum, 'SELECT') AS ok "
                                           "FROM pg_attribute WHERE attrelid = '%s.%s'::regclass AND attnum > 0 "
                                           "AND NOT attisdropped" % (rep, s, T["P"]))}
    assert cols == {c: c != T["email"] for c in T["p_cols"]}, "%s's readable columns of %s: %s" % (rep, T["P"], cols)
    sch = rows("SELECT has_schema_privilege('%s', '%s', 'USAGE') AS u, has_schema_privilege('%s', '%s', 'CREATE') AS c"
               % (rep, s, rep, s))[0]
    assert sch["u"] and not sch["c"], "schema privileges of %s: %s" % (rep, sch)
    member = rows("SELECT count(*) AS n FROM pg_auth_members WHERE member = '%s'::regrole" % rep)[0]["n"]
    assert member == 0, "%s was made a member of another role" % rep


def test_report_role_in_practice():
    _state()
    s, rep = T["s"], T["report"]
    for t in T["readable"]:
        assert rows("SELECT count(*) AS n FROM %s.%s" % (s, t), rep), t
    rows("SELECT %s FROM %s.%s" % (", ".join(c for c in T["p_cols"] if c != T["email"]), s, T["P"]), rep)
    for stmt in ("SELECT %s FROM %s.%s LIMIT 1;" % (T["email"], s, T["P"]), "SELECT * FROM %s.%s LIMIT 1;" % (s, T["S"]),
                 T["insert_event"]):
        ok, err = refused(stmt, "42501", rep)
        assert ok, "%s was allowed: %s (%s)" % (rep, stmt[:80], err)


def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")
