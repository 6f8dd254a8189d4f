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
 'c_rows': {527: [42, '2024-10-25', 'aborted'],
            528: [42, '2023-09-15', 'aborted'],
            529: [43, '2023-07-28', 'completed'],
            530: [45, '2024-01-29', 'aborted'],
            531: [45, '2024-01-29', 'planned'],
            532: [45, '2023-06-02', 'aborted'],
            533: [46, '2023-05-30', 'en_route'],
            534: [46, '2024-04-21', 'planned'],
            535: [46, '2024-04-22', 'planned'],
            536: [47, '2023-08-03', 'completed'],
            537: [47, '2024-07-27', 'aborted'],
            538: [47, '2023-10-31', 'completed'],
            539: [47, '2024-07-24', 'planned'],
            540: [48, '2024-04-25', 'completed'],
            541: [48, '2023-01-18', 'planned'],
            542: [48, '2023-08-31', 'en_route'],
            543: [48, '2023-12-30', 'planned'],
            544: [49, '2024-07-28', 'planned'],
            545: [49, '2023-12-02', 'en_route'],
            546: [49, '2023-10-25', 'completed'],
            547: [49, '2024-02-28', 'planned'],
            548: [50, '2023-08-15', 'planned'],
            549: [50, '2023-07-14', 'en_route'],
            550: [51, '2024-09-21', 'planned'],
            551: [51, '2023-11-05', 'planned'],
            552: [51, '2023-11-19', 'completed'],
            553: [52, '2024-03-13', 'planned'],
            554: [52, '2023-09-27', 'en_route'],
            555: [52, '2023-04-20', 'planned'],
            556: [52, '2024-03-19', 'en_route'],
            557: [53, '2023-02-04', 'en_route'],
            558: [53, '2023-01-09', 'completed'],
            559: [53, '2024-06-24', 'completed'],
            560: [55, '2024-05-29', 'en_route'],
            561: [55, '2024-02-12', 'en_route'],
            562: [55, '2023-01-17', 'planned'],
            563: [56, '2023-07-20', 'planned'],
            564: [56, '2024-06-16', 'en_route'],
            565: [56, '2023-07-20', 'aborted'],
            566: [57, '2024-11-14', 'completed'],
            567: [57, '2024-11-01', 'planned'],
            568: [58, '2023-02-18', 'aborted'],
            569: [58, '2023-04-13', 'completed'],
            570: [59, '2024-11-06', 'planned'],
            571: [59, '2023-04-29', 'planned'],
            572: [59, '2023-09-05', 'completed'],
            573: [59, '2023-05-04', 'planned'],
            574: [60, '2023-07-29', 'en_route'],
            575: [60, '2023-06-10', 'completed'],
            576: [60, '2023-10-17', 'completed'],
            577: [60, '2024-09-16', 'completed'],
            578: [62, '2023-12-09', 'planned'],
            579: [62, '2023-05-23', 'en_route'],
            580: [63, '2024-07-23', 'planned'],
            581: [63, '2023-07-15', 'planned'],
            582: [57, '2024-04-03', 'completed'],
            583: [50, '2024-07-31', 'en_route'],
            584: [50, '2023-11-12', 'completed'],
            585: [53, '2023-09-28', 'completed'],
            588: [69, '2024-02-05', 'aborted'],
            589: [70, '2024-03-31', 'en_route'],
            590: [71, '2023-07-07', 'completed'],
            591: [71, '2024-03-19', 'completed'],
            592: [71, '2024-01-28', 'completed'],
            593: [71, '2023-08-13', 'en_route'],
            594: [72, '2023-12-02', 'completed'],
            595: [72, '2023-12-28', 'aborted'],
            596: [72, '2023-02-01', 'completed'],
            597: [74, '2024-09-24', 'planned'],
            598: [75, '2024-05-28', 'planned'],
            599: [75, '2023-11-12', 'en_route'],
            600: [62, '2023-10-03', 'en_route'],
            601: [51, '2024-03-23', 'planned'],
            602: [56, '2024-04-16', 'planned'],
            603: [56, '2023-02-26', 'planned'],
            604: [56, '2024-11-13', 'completed'],
            605: [56, '2024-03-29', 'completed'],
            606: [62, '2024-10-02', 'en_route']},
 'c_sql': 'SELECT id, driver_id AS p, started_on::text AS d, status::text AS st FROM fleet.trips',
 'constraints': [['fleet.drivers', 'p', ['id'], None, []],
                 ['fleet.trips', 'p', ['id'], None, []],
                 ['fleet.fuel_fills', 'p', ['id'], None, []],
                 ['fleet.driver_licences', 'p', ['id'], None, []],
                 ['fleet.trips', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.fuel_fills', 'f', ['trip_id'], 'fleet.trips', ['id']],
                 ['fleet.driver_licences', 'f', ['driver_id'], 'fleet.drivers', ['id']]],
 'db': 'fleetdb',
 'dropped': [],
 'email': 'email',
 'fn_calls': {40: '0',
              41: None,
              42: '0',
              43: '0.00',
              46: '191.89',
              50: '263.36',
              51: '408.18',
              53: '1063.35',
              57: '404.16',
              60: '545.03',
              62: '766.11',
              65: None,
              66: None,
              68: '0',
              69: '0',
              72: '601.23'},
 'func': 'driver_fuel_spend',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (618, 56, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO fleet.drivers (id, full_name, email) VALUES (87, 'Dup Check', "
                     "'hiro.fofana@post.example');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (618, 56, '2024-06-01', "
                 "'planned');",
 'l_rows': {1481: [528, 'ST-4618', 4, '2.12', '0.4'],
            1482: [528, 'ST-1598', 25, '1.64', '1.53'],
            1483: [528, 'ST-2581', 57, '1.44', '2.25'],
            1484: [528, 'ST-463', 10, '1.98', '1'],
            1485: [530, 'ST-9147', 54, '1.61', None],
            1486: [530, 'ST-4712', 59, '1.48', '0.52'],
            1487: [530, 'ST-3384', 10, '1.65', '1.37'],
            1488: [530, 'ST-3372', 37, '1.52', '1.63'],
            1489: [531, 'ST-4515', 30, '1.73', '3.96'],
            1490: [532, 'ST-2377', 4, '1.41', None],
            1491: [532, 'ST-7518', 45, '2.03', None],
            1492: [532, 'ST-4725', 53, '1.45', '6.49'],
            1493: [533, 'ST-6349', 66, '1.91', '3.99'],
            1494: [533, 'ST-9141', 45, '1.60', '2.18'],
            1495: [537, 'ST-166', 43, '1.83', '6.4'],
            1496: [537, 'ST-4682', 2, '1.46', '0.29'],
            1497: [537, 'ST-2755', 53, '1.48', None],
            1498: [537, 'ST-5517', 16, '1.48', '1.33'],
            1499: [538, 'ST-3431', 15, '2.14', '0.27'],
            1500: [538, 'ST-6281', 70, '1.76', '8.58'],
            1501: [539, 'ST-4133', 31, '1.73', '3.67'],
            1502: [539, 'ST-631', 1, '1.82', None],
            1503: [539, 'ST-6450', 17, '1.91', '1.89'],
            1504: [540, 'ST-8707', 75, '1.93', None],
            1505: [540, 'ST-1349', 62, '1.77', None],
            1506: [541, 'ST-9948', 53, '1.78', None],
            1507: [541, 'ST-9666', 39, '2.07', '5.56'],
            1508: [541, 'ST-8553', 31, '1.92', None],
            1509: [541, 'ST-4000', 79, '1.60', None],
            1510: [542, 'ST-3620', 39, '1.98', '1.12'],
            1511: [542, 'ST-9745', 63, '1.52', None],
            1512: [543, 'ST-9059', 31, '1.40', None],
            1513: [543, 'ST-8471', 29, '1.44', None],
            1514: [544, 'ST-9600', 56, '1.43', None],
            1515: [544, 'ST-9976', 43, '2.13', '6.1'],
            1516: [545, 'ST-5403', 76, '1.97', None],
            1517: [546, 'ST-4966', 35, '2.17', '4.59'],
            1518: [546, 'ST-8433', 16, '2.17', '0.72'],
            1519: [546, 'ST-1670', 18, '1.55', None],
            1520: [546, 'ST-2808', 13, '1.76', None],
            1521: [547, 'ST-4551', 45, '2.16', '5.34'],
            1522: [548, 'ST-6825', 7, '1.39', None],
            1523: [548, 'ST-2020', 39, '2.13', None],
            1524: [549, 'ST-6584', 48, '2.05', None],
            1525: [550, 'ST-4296', 39, '2.14', '4.33'],
            1526: [552, 'ST-5938', 72, '2.16', None],
            1527: [552, 'ST-1480', 30, '1.60', '3.11'],
            1528: [553, 'ST-9675', 52, '2.14', '6.31'],
            1529: [553, 'ST-8766', 33, '1.66', '2.77'],
            1530: [553, 'ST-7799', 63, '1.51', None],
            1531: [553, 'ST-1669', 12, '1.58', None],
            1532: [554, 'ST-1957', 64, '1.64', '8.28'],
            1533: [554, 'ST-5571', 37, '1.55', '4.2'],
            1534: [555, 'ST-5928', 41, '2.09', None],
            1535: [555, 'ST-5528', 53, '2.12', '5.39'],
            1536: [556, 'ST-6390', 33, '2.09', '0.36'],
            1537: [557, 'ST-3180', 14, '2.09', '0.9'],
            1538: [557, 'ST-5716', 24, '1.50', None],
            1539: [557, 'ST-8173', 26, '2.07', None],
            1540: [557, 'ST-3413', 74, '1.94', '12.9'],
            1541: [558, 'ST-524', 60, '1.70', None],
            1542: [558, 'ST-886', 32, '1.90', None],
            1543: [558, 'ST-3448', 50, '2.03', '2.26'],
            1544: [558, 'ST-5660', 77, '1.82', None],
            1545: [559, 'ST-6803', 20, '1.78', '2.49'],
            1546: [560, 'ST-9118', 23, '2.18', '2.64'],
            1547: [560, 'ST-7214', 65, '1.98', '0.26'],
            1548: [560, 'ST-4980', 19, '1.77', None],
            1549: [560, 'ST-4603', 34, '2.12', None],
            1550: [561, 'ST-8821', 14, '1.82', '1.12'],
            1551: [561, 'ST-3315', 65, '1.56', '4.05'],
            1552: [562, 'ST-3025', 3, '1.94', None],
            1553: [562, 'ST-4102', 22, '1.46', '0.74'],
            1554: [562, 'ST-4373', 70, '1.70', '2.09'],
            1555: [562, 'ST-9407', 8, '1.95', None],
            1556: [563, 'ST-3216', 63, '2.08', None],
            1557: [563, 'ST-4852', 22, '2.19', '2.31'],
            1558: [563, 'ST-6699', 40, '1.54', None],
            1559: [563, 'ST-1964', 49, '2.00', '6.65'],
            1560: [564, 'ST-7122', 47, '1.80', '5.75'],
            1561: [564, 'ST-3794', 64, '1.45', None],
            1562: [564, 'ST-9651', 14, '1.40', '1.49'],
            1563: [564, 'ST-4698', 76, '1.65', None],
            1564: [565, 'ST-7605', 32, '2.14', '2.03'],
            1565: [565, 'ST-8842', 42, '1.78', '2.57'],
            1566: [565, 'ST-5002', 8, '1.87', None],
            1567: [566, 'ST-5392', 1, '1.61', None],
            1568: [566, 'ST-9990', 68, '1.80', '1.08'],
            1569: [566, 'ST-1799', 4, '1.92', None],
            1570: [566, 'ST-3934', 30, '2.00', None],
            1571: [567, 'ST-9000', 23, '1.54', None],
            1572: [568, 'ST-8922', 34, '1.94', None],
            1573: [568, 'ST-6608', 16, '1.98', '2.39'],
            1574: [569, 'ST-828', 76, '2.10', None],
            1575: [569, 'ST-4665', 70, '1.51', '4.04'],
            1576: [570, 'ST-877', 74, '1.80', '7.81'],
            1577: [570, 'ST-6934', 79, '1.58', '9.79'],
            1578: [570, 'ST-6062', 80, '1.61', None],
            1579: [570, 'ST-5743', 26, '1.92', None],
            1580: [571, 'ST-1099', 73, '1.50', '6.64'],
            1581: [571, 'ST-7932', 55, '2.17', '1.37'],
            1582: [571, 'ST-4639', 12, '2.15', '0.2'],
            1583: [572, 'ST-7404', 45, '1.94', '5.89'],
            1584: [572, 'ST-5215', 8, '1.72', '1.27'],
            1585: [572, 'ST-8786', 41, '1.94', '1.6'],
            1586: [572, 'ST-8390', 26, '2.13', None],
            1587: [573, 'ST-9865', 56, '1.58', None],
            1588: [574, 'ST-759', 1, '1.92', None],
            1589: [574, 'ST-6478', 55, '2.03', None],
            1590: [576, 'ST-4177', 21, '2.04', '0.53'],
            1591: [576, 'ST-380', 48, '1.41', '1.73'],
            1592: [577, 'ST-4947', 77, '1.88', '1.87'],
            1593: [577, 'ST-9477', 30, '1.85', '1.58'],
            1594: [577, 'ST-1399', 18, '1.87', '1.77'],
            1595: [577, 'ST-7321', 54, '1.75', None],
            1596: [578, 'ST-7673', 6, '1.98', '1.14'],
            1597: [578, 'ST-4929', 71, '1.81', None],
            1598: [578, 'ST-7953', 25, '1.53', '3.43'],
            1599: [579, 'ST-7175', 38, '2.00', '1.47'],
            1600: [579, 'ST-1226', 46, '1.72', None],
            1601: [579, 'ST-7538', 32, '1.59', None],
            1602: [580, 'ST-8149', 42, '1.48', '2.95'],
            1603: [580, 'ST-8635', 67, '1.83', None],
            1604: [581, 'ST-3492', 80, '1.40', None],
            1605: [581, 'ST-7394', 36, '2.00', '6.56'],
            1606: [581, 'ST-5299', 28, '2.16', None],
            1607: [581, 'ST-4757', 78, '1.40', None],
            1608: [582, 'ST-6128', 33, '1.75', '5.48'],
            1609: [582, 'ST-8404', 62, '2.03', None],
            1610: [583, 'ST-2445', 41, '1.76', None],
            1611: [585, 'ST-376', 26, '1.58', None],
            1612: [585, 'ST-7530', 57, '1.81', '9.32'],
            1613: [585, 'ST-358', 61, '2.09', None],
            1614: [585, 'ST-4729', 73, '1.60', None],
            1615: [588, 'ST-3737', 51, '2.15', None],
            1616: [588, 'ST-093', 41, '1.40', '0.05'],
            1617: [588, 'ST-4646', 3, '1.90', '0.15'],
            1618: [588, 'ST-4491', 51, '2.06', '10.13'],
            1619: [590, 'ST-8162', 13, '1.67', None],
            1620: [590, 'ST-6406', 65, '1.98', '2.99'],
            1621: [591, 'ST-9030', 6, '1.94', None],
            1622: [591, 'ST-7714', 69, '1.71', None],
            1623: [592, 'ST-8452', 69, '1.63', None],
            1624: [593, 'ST-1386', 51, '2.19', None],
            1625: [593, 'ST-7808', 7, '1.68', None],
            1626: [594, 'ST-8515', 17, '1.86', None],
            1627: [594, 'ST-5270', 72, '2.09', '9.41'],
            1628: [594, 'ST-9193', 25, '1.93', None],
            1629: [594, 'ST-3053', 31, '1.72', None],
            1630: [595, 'ST-2168', 10, '1.56', None],
            1631: [595, 'ST-5743', 8, '1.73', '0.7'],
            1632: [596, 'ST-6761', 55, '2.09', '10.79'],
            1633: [596, 'ST-4738', 64, '1.48', None],
            1634: [596, 'ST-1015', 70, '1.94', '7.71'],
            1635: [597, 'ST-6306', 42, '2.06', None],
            1636: [597, 'ST-5704', 33, '1.77', '3.66'],
            1637: [597, 'ST-3548', 4, '1.58', None],
            1638: [597, 'ST-1612', 20, '1.70', None],
            1639: [599, 'ST-7667', 44, '1.99', '6.04'],
            1640: [599, 'ST-1324', 75, '2.07', '10.97'],
            1641: [600, 'ST-1508', 48, '1.39', '4.41'],
            1642: [600, 'ST-2549', 72, '2.03', '5.74'],
            1643: [600, 'ST-3113', 1, '1.59', '0.01'],
            1644: [601, 'ST-7451', 36, '1.76', '3.15'],
            1645: [601, 'ST-3193', 41, '1.79', '4.96'],
            1646: [602, 'ST-245', 46, '2.11', None],
            1647: [602, 'ST-6543', 14, '1.68', '0.16'],
            1648: [603, 'ST-2861', 64, '1.80', None],
            1649: [605, 'ST-3994', 31, '1.54', '4.02'],
            1650: [606, 'ST-3732', 36, '2.03', '5.44'],
            1651: [606, 'ST-9667', 54, '2.14', None],
            1652: [572, 'ST-7331', 19, '2.13', '2.47'],
            1653: [561, 'ST-3494', 21, '1.93', None]},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'migration': '/srv/migrations/0070_cleanup.sql',
 'missing_p': 41,
 'new_id': 618,
 'new_p': 56,
 'orphan_rows': {586: 54, 587: 54, 607: 54, 608: 61},
 'orphans': 'orphaned_trips',
 'p1': 'driver',
 'p_region': {40: 'Mill Lane',
              42: 'Harbour Gate',
              43: 'South Basin',
              45: 'Airport Road',
              46: 'East Ring',
              47: 'Harbour Gate',
              48: 'East Ring',
              49: 'North Yard',
              50: 'Mill Lane',
              51: 'Airport Road',
              52: 'North Yard',
              53: 'Airport Road',
              55: 'East Ring',
              56: 'North Yard',
              57: 'Harbour Gate',
              58: 'Airport Road',
              59: None,
              60: None,
              62: 'South Basin',
              63: 'Harbour Gate',
              68: 'Airport Road',
              69: 'South Basin',
              70: None,
              71: 'Harbour Gate',
              72: 'Harbour Gate',
              74: 'Harbour Gate',
              75: 'East Ring'},
 'p_region_sql': 'SELECT id, depot AS v FROM fleet.drivers',
 'p_rows': {40: ['Hiro Fofana', 'hiro.fofana@post.example'],
            42: ['Quinn Weber', 'quinn.weber@example.com'],
            43: ['Olu Gallo', 'olu.gallo@post.example'],
            45: ['Femi Jensen', 'femi.jensen@inbox.test'],
            46: ['Jonas Fofana', 'jonas.fofana@example.com'],
            47: ['Xenia Castillo', 'xenia.castillo@inbox.test'],
            48: ['Jonas Weber', 'jonas.weber@mail.test'],
            49: ['Uzma Sato', 'uzma.sato@inbox.test'],
            50: ['Elena Sato', 'elena.sato@example.com'],
            51: ['Ada Abbott', 'ada.abbott@mail.test'],
            52: ['Bruno Okafor', 'bruno.okafor@post.example'],
            53: ['Luis Jensen', 'luis.jensen@mail.test'],
            55: ['Wim Rossi', 'wim.rossi@inbox.test'],
            56: ['Carmen Weber', 'carmen.weber@example.com'],
            57: ['Elena Rossi', 'elena.rossi@example.com'],
            58: ['Uzma Okafor', 'uzma.okafor@post.example'],
            59: ['Priya Haddad', 'priya.haddad@mail.test'],
            60: ['Dev Brandt', 'dev.brandt@mail.test'],
            62: ['Bruno Okafor', 'bruno.okafor1@example.com'],
            63: ['Uzma Jensen', 'uzma.jensen@example.com'],
            68: ['Elena Ivanova', 'elena.ivanova@example.com'],
            69: ['Rafa Okafor', 'rafa.okafor@post.example'],
            70: ['Hiro Jensen', 'hiro.jensen@post.example'],
            71: ['Mira Fofana', 'mira.fofana@mail.test'],
            72: ['Bruno Haddad', 'bruno.haddad@mail.test'],
            74: ['Zora Ivanova', 'zora.ivanova@inbox.test'],
            75: ['Ines Haddad', 'ines.haddad@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (68, 'Elena Ivanova', 'elena.ivanova@example.com', 'Airport Road'),\n"
                    "    (69, 'Rafa Okafor', 'rafa.okafor@post.example', 'South Basin'),\n"
                    "    (70, 'Hiro Jensen', 'hiro.jensen@post.example', NULL),\n"
                    "    (71, 'Mira Fofana', 'mira.fofana@mail.test', 'Harbour Gate'),\n"
                    "    (72, 'Bruno Haddad', 'bruno.haddad@mail.test ', 'Harbour Gate'),\n"
                    "    (74, 'Zora Ivanova', 'zora.ivanova@inbox.test', 'Harbour Gate'),\n"
                    "    (75, 'Ines Haddad', 'ines.haddad@inbox.test', 'East Ring'),\n"
                    "    (76, 'Carmen Weber', 'carmen.weber@example.com', 'North Yard'),\n"
                    "    (77, 'Bruno Okafor', 'bruno.okafor1@example.com ', 'South Basin');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (588, 69, '2024-02-05', 'aborted'),\n"
                    "    (589, 70, '2024-03-31', 'en_route'),\n"
                    "    (590, 71, '2023-07-07', 'completed'),\n"
                    "    (591, 71, '2024-03-19', 'completed'),\n"
                    "    (592, 71, '2024-01-28', 'completed'),\n"
                    "    (593, 71, '2023-08-13', 'en_route'),\n"
                    "    (594, 72, '2023-12-02', 'completed'),\n"
                    "    (595, 72, '2023-12-28', 'aborted'),\n"
                    "    (596, 72, '2023-02-01', 'completed'),\n"
                    "    (597, 74, '2024-09-24', 'planned'),\n"
                    "    (598, 75, '2024-05-28', 'planned'),\n"
                    "    (599, 75, '2023-11-12', 'en_route'),\n"
                    "    (600, 62, '2023-10-03', 'en_route'),\n"
                    "    (601, 51, '2024-03-23', 'planned'),\n"
                    "    (602, 56, '2024-04-16', 'planned'),\n"
                    "    (603, 56, '2023-02-26', 'planned'),\n"
                    "    (604, 56, '2024-11-13', 'completed'),\n"
                    "    (605, 76, '2024-03-29', 'completed'),\n"
                    "    (606, 77, '2024-10-02', 'en_route'),\n"
                    "    (607, 54, '2023-06-05', 'planned'),\n"
                    "    (608, 61, '2024-10-10', 'planned');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (1615, 588, 'ST-3737', 51, 2.15, NULL),\n"
                    "    (1616, 588, 'ST-093', 41, 1.4, 0.05),\n"
                    "    (1617, 588, 'ST-4646', 3, 1.9, 0.15),\n"
                    "    (1618, 588, 'ST-4491', 51, 2.06, 10.13),\n"
                    "    (1619, 590, 'ST-8162', 13, 1.67, NULL),\n"
                    "    (1620, 590, 'ST-6406', 65, 1.98, 2.99),\n"
                    "    (1621, 591, 'ST-9030', 6, 1.94, NULL),\n"
                    "    (1622, 591, 'ST-7714', 69, 1.71, NULL),\n"
                    "    (1623, 592, 'ST-8452', 69, 1.63, NULL),\n"
                    "    (1624, 593, 'ST-1386', 51, 2.19, NULL),\n"
                    "    (1625, 593, 'ST-7808', 7, 1.68, NULL),\n"
                    "    (1626, 594, 'ST-8515', 17, 1.86, NULL),\n"
                    "    (1627, 594, 'ST-5270', 72, 2.09, 9.41),\n"
                    "    (1628, 594, 'ST-9193', 25, 1.93, NULL),\n"
                    "    (1629, 594, 'ST-3053', 31, 1.72, NULL),\n"
                    "    (1630, 595, 'ST-2168', 10, 1.56, NULL),\n"
                    "    (1631, 595, 'ST-5743', 8, 1.73, 0.7),\n"
                    "    (1632, 596, 'ST-6761', 55, 2.09, 10.79),\n"
                    "    (1633, 596, 'ST-4738', 64, 1.48, NULL),\n"
                    "    (1634, 596, 'ST-1015', 70, 1.94, 7.71),\n"
                    "    (1635, 597, 'ST-6306', 42, 2.06, NULL),\n"
                    "    (1636, 597, 'ST-5704', 33, 1.77, 3.66),\n"
                    "    (1637, 597, 'ST-3548', 4, 1.58, NULL),\n"
                    "    (1638, 597, 'ST-1612', 20, 1.7, NULL),\n"
                    "    (1639, 599, 'ST-7667', 44, 1.99, 6.04),\n"
                    "    (1640, 599, 'ST-1324', 75, 2.07, 10.97),\n"
                    "    (1641, 600, 'ST-1508', 48, 1.39, 4.41),\n"
                    "    (1642, 600, 'ST-2549', 72, 2.03, 5.74),\n"
                    "    (1643, 600, 'ST-3113', 1, 1.59, 0.01),\n"
                    "    (1644, 601, 'ST-7451', 36, 1.76, 3.15),\n"
                    "    (1645, 601, 'ST-3193', 41, 1.79, 4.96),\n"
                    "    (1646, 602, 'ST-245', 46, 2.11, NULL),\n"
                    "    (1647, 602, 'ST-6543', 14, 1.68, 0.16),\n"
                    "    (1648, 603, 'ST-2861', 64, 1.8, NULL),\n"
                    "    (1649, 605, 'ST-3994', 31, 1.54, 4.02),\n"
                    "    (1650, 606, 'ST-3732', 36, 2.03, 5.44),\n"
                    "    (1651, 606, 'ST-9667', 54, 2.14, NULL),\n"
                    "    (1652, 572, 'ST-7331', 19, 2.13, 2.47),\n"
                    "    (1653, 561, 'ST-3494', 21, 1.93, NULL);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (30, 69, 'f72025a58ddf54bd'),\n"
                    "    (31, 70, 'f902a2cac9ecde81'),\n"
                    "    (32, 71, '051174c29c7feb8c'),\n"
                    "    (33, 74, '03cb97aa2b713de3');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
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
              "             WHERE u.rolname IN ('fleet_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE fleet_app RESET ALL;\n'
              'ALTER ROLE fleet_app SET search_path = fleet, public;\n',
 's': 'fleet',
 's_rows': {18: [57, '7dd3f0715fd2078d'],
            19: [50, 'cdce68cea290a4df'],
            20: [42, 'a56027751df269c6'],
            21: [45, '1de7e36d76aa5871'],
            22: [46, '5e8a9ebd4392245d'],
            23: [49, 'cd043c7c55b70720'],
            24: [50, 'f79f6892e4d0a0e2'],
            25: [51, 'ffb9db26bb340a01'],
            26: [52, 'cc173449ebc461da'],
            27: [53, '0e70fd8001814e6b'],
            28: [57, '9a55867cb784cf2c'],
            29: [63, 'f56d11bf45bb6d69'],
            30: [69, 'f72025a58ddf54bd'],
            31: [70, 'f902a2cac9ecde81'],
            32: [71, '051174c29c7feb8c'],
            33: [74, '03cb97aa2b713de3']},
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
 'status': 'status',
 'statuses': ['planned', 'en_route', 'completed', 'aborted'],
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences', 'orphaned_trips'],
 'types': {'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
           'trips.driver_id': ['integer', True],
           'trips.started_on': ['date', False],
           'trips.status': ['text', False]}}

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


def test_orphans_archived():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["orphans"]))
    assert kind and kind[0]["relkind"] == "r", "no table %s" % T["orphans"]
    got = {r["id"]: r["p"] for r in app_rows("SELECT id, %s AS p FROM %s.%s" % (T["pfk"], T["s"], T["orphans"]))}
    _diff(got, T["orphan_rows"], T["orphans"])
    ok, err = refused(T["insert_event"].replace("(%d, %d," % (T["new_id"], T["new_p"]), "(%d, %d," % (T["new_id"], T["missing_p"])), "23503")
    assert ok, "a %s of a missing %s was accepted: %s" % (T["c1"], T["p1"], err)


def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
