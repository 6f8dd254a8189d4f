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
 'c_rows': {227: [21, '2024-01-09', 'aborted'],
            228: [21, '2023-03-31', 'aborted'],
            229: [22, '2024-08-23', 'completed'],
            230: [23, '2023-01-04', 'completed'],
            231: [23, '2023-05-29', 'en_route'],
            232: [24, '2024-07-02', 'en_route'],
            233: [24, '2023-08-16', 'planned'],
            234: [24, '2023-06-20', 'en_route'],
            235: [24, '2023-05-11', 'completed'],
            236: [25, '2023-05-21', 'aborted'],
            237: [25, '2023-10-04', 'completed'],
            238: [25, '2023-07-17', 'planned'],
            239: [26, '2023-11-24', 'en_route'],
            240: [26, '2024-11-16', 'en_route'],
            241: [26, '2024-09-20', 'en_route'],
            242: [26, '2023-01-31', 'completed'],
            243: [27, '2024-08-20', 'planned'],
            244: [28, '2024-08-26', 'planned'],
            245: [28, '2024-06-18', 'completed'],
            246: [28, '2023-02-14', 'planned'],
            247: [29, '2023-07-30', 'completed'],
            248: [31, '2024-09-24', 'en_route'],
            249: [31, '2023-01-26', 'en_route'],
            250: [32, '2023-02-19', 'planned'],
            251: [32, '2024-06-30', 'planned'],
            252: [34, '2023-05-29', 'completed'],
            253: [35, '2024-07-03', 'planned'],
            254: [35, '2023-02-27', 'planned'],
            255: [36, '2024-05-12', 'en_route'],
            256: [37, '2024-05-20', 'planned'],
            257: [37, '2024-08-31', 'planned'],
            258: [37, '2023-11-17', 'aborted'],
            259: [38, '2024-04-04', 'completed'],
            260: [38, '2023-04-23', 'en_route'],
            261: [38, '2023-09-24', 'completed'],
            262: [39, '2024-09-01', 'completed'],
            263: [39, '2023-08-11', 'aborted'],
            264: [40, '2023-07-16', 'en_route'],
            265: [40, '2024-07-23', 'planned'],
            266: [40, '2024-03-31', 'en_route'],
            267: [40, '2024-02-05', 'en_route'],
            268: [41, '2024-05-17', 'completed'],
            269: [41, '2024-04-23', 'en_route'],
            270: [42, '2024-07-28', 'completed'],
            271: [44, '2024-02-17', 'aborted'],
            272: [44, '2023-12-30', 'aborted'],
            273: [45, '2023-11-07', 'en_route'],
            274: [46, '2023-10-20', 'planned'],
            275: [46, '2024-09-21', 'en_route'],
            276: [46, '2024-07-04', 'completed'],
            277: [46, '2024-11-27', 'aborted'],
            278: [47, '2024-06-19', 'completed'],
            279: [47, '2023-01-19', 'completed'],
            280: [48, '2024-11-11', 'completed'],
            281: [48, '2024-03-26', 'en_route'],
            282: [49, '2023-11-10', 'completed'],
            283: [49, '2023-09-29', 'planned'],
            284: [31, '2024-07-07', 'completed'],
            285: [31, '2024-10-14', 'en_route'],
            286: [31, '2024-09-07', 'completed'],
            287: [31, '2024-02-13', 'planned'],
            288: [23, '2023-07-21', 'en_route'],
            289: [23, '2024-04-14', 'planned'],
            290: [23, '2024-11-26', 'en_route'],
            291: [28, '2024-06-21', 'planned'],
            292: [28, '2023-08-20', 'planned'],
            293: [28, '2024-03-31', 'completed'],
            294: [28, '2024-07-05', 'completed']},
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
 'enum': 'trip_status',
 'fn_calls': {20: '0',
              21: '0',
              29: '217.53',
              30: None,
              31: '1244.99',
              32: '410.53',
              34: '196.27',
              35: '346.04',
              40: '593.04',
              41: '236.54',
              42: '120.21',
              43: '0',
              44: '0',
              45: '0.00'},
 'func': 'driver_fuel_spend',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (304, 36, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (304, 36, '2024-06-01', "
                 "'planned');",
 'l_rows': {1955: [228, 'ST-4536', 64, '2.09', None],
            1956: [228, 'ST-8825', 62, '1.80', None],
            1957: [228, 'ST-2744', 66, '1.83', None],
            1958: [230, 'ST-7408', 50, '1.53', None],
            1959: [230, 'ST-7064', 24, '1.84', None],
            1960: [231, 'ST-9973', 74, '1.89', '8.9'],
            1961: [231, 'ST-3128', 28, '1.65', None],
            1962: [231, 'ST-9435', 65, '2.19', '13.96'],
            1963: [231, 'ST-1942', 27, '1.85', None],
            1964: [232, 'ST-5664', 5, '2.16', None],
            1965: [232, 'ST-7456', 68, '1.61', None],
            1966: [232, 'ST-4062', 21, '1.51', '2.16'],
            1967: [233, 'ST-7507', 39, '1.61', None],
            1968: [233, 'ST-5462', 26, '2.14', None],
            1969: [234, 'ST-136', 74, '1.80', None],
            1970: [234, 'ST-4841', 5, '1.67', '0.1'],
            1971: [234, 'ST-088', 77, '1.57', '9.02'],
            1972: [235, 'ST-6076', 36, '1.43', None],
            1973: [235, 'ST-8371', 77, '2.09', '0.22'],
            1974: [235, 'ST-2183', 19, '1.62', '2.46'],
            1975: [235, 'ST-1718', 33, '1.83', '4.93'],
            1976: [236, 'ST-7259', 19, '1.87', None],
            1977: [236, 'ST-1794', 15, '1.54', None],
            1978: [237, 'ST-6491', 17, '1.78', '1.19'],
            1979: [238, 'ST-4477', 34, '1.51', None],
            1980: [238, 'ST-4082', 66, '1.60', '5.25'],
            1981: [241, 'ST-6633', 78, '1.88', None],
            1982: [241, 'ST-8758', 14, '1.93', None],
            1983: [242, 'ST-4697', 47, '1.78', '4.38'],
            1984: [242, 'ST-2414', 59, '2.05', '5.84'],
            1985: [243, 'ST-5153', 42, '1.51', '2.99'],
            1986: [243, 'ST-6027', 19, '1.77', None],
            1987: [243, 'ST-5248', 37, '1.53', '4.38'],
            1988: [243, 'ST-7889', 60, '2.03', '7.67'],
            1989: [244, 'ST-8832', 49, '1.89', '5.52'],
            1990: [244, 'ST-2606', 50, '1.85', '5.15'],
            1991: [245, 'ST-9899', 42, '1.73', '1.55'],
            1992: [245, 'ST-171', 21, '1.95', '2.22'],
            1993: [245, 'ST-7517', 36, '1.85', '0.58'],
            1994: [246, 'ST-9023', 77, '1.95', '9.72'],
            1995: [247, 'ST-7842', 18, '2.03', '0.39'],
            1996: [247, 'ST-5109', 49, '1.84', None],
            1997: [247, 'ST-7606', 62, '1.56', '5.5'],
            1998: [248, 'ST-9393', 73, '1.61', '9.41'],
            1999: [248, 'ST-1808', 80, '1.58', '11.44'],
            2000: [249, 'ST-970', 37, '1.67', '2.92'],
            2001: [249, 'ST-1840', 35, '1.95', None],
            2002: [249, 'ST-6201', 43, '2.06', '7.81'],
            2003: [249, 'ST-1454', 42, '1.54', '0.89'],
            2004: [250, 'ST-8361', 65, '1.63', '4.77'],
            2005: [250, 'ST-9398', 38, '1.92', '4.52'],
            2006: [250, 'ST-2094', 29, '1.71', '4.07'],
            2007: [251, 'ST-4521', 35, '1.58', '2.48'],
            2008: [251, 'ST-8658', 66, '2.02', '7.37'],
            2009: [251, 'ST-7016', 9, '1.86', '0.12'],
            2010: [252, 'ST-2243', 32, '2.08', None],
            2011: [252, 'ST-6014', 60, '1.99', '0.61'],
            2012: [253, 'ST-8778', 59, '1.73', None],
            2013: [253, 'ST-2307', 55, '2.12', None],
            2014: [254, 'ST-4921', 62, '2.11', '3.45'],
            2015: [257, 'ST-8391', 20, '2.12', None],
            2016: [257, 'ST-3710', 55, '1.48', '0.63'],
            2017: [257, 'ST-7734', 75, '1.84', '5.97'],
            2018: [257, 'ST-9153', 42, '1.45', '2.55'],
            2019: [258, 'ST-8891', 22, '1.54', None],
            2020: [258, 'ST-6211', 48, '2.13', '8.22'],
            2021: [258, 'ST-9612', 52, '1.91', '1.02'],
            2022: [259, 'ST-1262', 48, '1.77', '6.48'],
            2023: [260, 'ST-7459', 15, '2.03', None],
            2024: [260, 'ST-9635', 26, '1.54', '1.06'],
            2025: [261, 'ST-3889', 8, '2.15', '0.3'],
            2026: [262, 'ST-5952', 80, '2.02', '2.25'],
            2027: [263, 'ST-5040', 9, '1.48', '1.24'],
            2028: [263, 'ST-2245', 22, '1.86', None],
            2029: [263, 'ST-9335', 41, '2.13', None],
            2030: [263, 'ST-8822', 29, '1.99', '1.06'],
            2031: [264, 'ST-7428', 12, '1.99', '1.02'],
            2032: [264, 'ST-9268', 13, '1.60', '0.6'],
            2033: [265, 'ST-1775', 43, '1.96', '6.15'],
            2034: [265, 'ST-4803', 9, '1.61', '1.24'],
            2035: [265, 'ST-7614', 75, '2.19', None],
            2036: [266, 'ST-2133', 28, '1.58', '3.38'],
            2037: [266, 'ST-3428', 5, '1.71', None],
            2038: [267, 'ST-4118', 36, '1.89', '3.28'],
            2039: [267, 'ST-580', 20, '1.98', '0.51'],
            2040: [267, 'ST-1579', 10, '1.45', '0.88'],
            2041: [268, 'ST-6154', 6, '1.93', '0.66'],
            2042: [268, 'ST-9446', 80, '1.88', None],
            2043: [269, 'ST-3347', 5, '1.66', None],
            2044: [269, 'ST-7060', 43, '1.57', '0.59'],
            2045: [270, 'ST-7652', 43, '2.13', None],
            2046: [270, 'ST-3374', 19, '1.56', '1.02'],
            2047: [271, 'ST-3684', 10, '1.44', '1.37'],
            2048: [271, 'ST-4916', 76, '1.97', None],
            2049: [272, 'ST-7634', 24, '1.72', '0.51'],
            2050: [272, 'ST-778', 17, '2.03', None],
            2051: [272, 'ST-2420', 42, '1.76', None],
            2052: [272, 'ST-3649', 17, '1.60', '0.99'],
            2053: [274, 'ST-1612', 26, '1.48', '0.46'],
            2054: [274, 'ST-9479', 71, '1.91', '2.33'],
            2055: [274, 'ST-4510', 56, '1.46', '6.75'],
            2056: [275, 'ST-1932', 70, '1.40', '7.66'],
            2057: [275, 'ST-8285', 23, '2.07', '4.71'],
            2058: [275, 'ST-2764', 37, '1.95', None],
            2059: [275, 'ST-7069', 40, '1.93', '5.37'],
            2060: [276, 'ST-5952', 73, '2.16', None],
            2061: [277, 'ST-1537', 32, '1.52', '1.57'],
            2062: [277, 'ST-2964', 24, '1.90', '4.04'],
            2063: [277, 'ST-5550', 52, '1.45', '2.92'],
            2064: [277, 'ST-3232', 79, '1.47', None],
            2065: [278, 'ST-9670', 1, '1.73', '0.08'],
            2066: [280, 'ST-3855', 71, '2.02', '10.37'],
            2067: [281, 'ST-7709', 65, '2.04', '7.4'],
            2068: [281, 'ST-3135', 63, '1.78', None],
            2069: [281, 'ST-2157', 7, '2.07', None],
            2070: [282, 'ST-7633', 42, '1.75', None],
            2071: [282, 'ST-7457', 37, '1.75', None],
            2072: [283, 'ST-9060', 10, '1.73', '1.47'],
            2073: [283, 'ST-7778', 1, '2.04', None],
            2074: [283, 'ST-7135', 1, '2.03', '0.09'],
            2075: [283, 'ST-8545', 76, '1.66', '9.43'],
            2076: [284, 'ST-4792', 46, '1.79', None],
            2077: [284, 'ST-4162', 11, '1.92', None],
            2078: [285, 'ST-4495', 27, '1.40', None],
            2079: [285, 'ST-4039', 70, '1.53', '5.46'],
            2080: [286, 'ST-5013', 75, '1.60', None],
            2081: [286, 'ST-9613', 37, '1.91', '0.56'],
            2082: [286, 'ST-1392', 48, '1.54', '1.54'],
            2083: [286, 'ST-2997', 56, '1.79', None],
            2084: [287, 'ST-1030', 6, '1.61', None],
            2085: [287, 'ST-4147', 39, '1.57', '4'],
            2086: [287, 'ST-1831', 43, '1.95', '6.14'],
            2087: [289, 'ST-6149', 76, '1.83', '1.42'],
            2088: [290, 'ST-9222', 34, '1.83', '0.65'],
            2089: [291, 'ST-4093', 68, '1.43', '8.31'],
            2090: [292, 'ST-1273', 43, '1.56', '3.06'],
            2091: [292, 'ST-6620', 50, '1.64', '3.59'],
            2092: [292, 'ST-8484', 42, '2.09', None],
            2093: [292, 'ST-5462', 12, '1.88', None],
            2094: [293, 'ST-7131', 34, '1.53', None],
            2095: [293, 'ST-6847', 14, '1.65', None],
            2096: [294, 'ST-6123', 11, '1.91', None],
            2097: [294, 'ST-6567', 38, '1.44', '4.81'],
            2098: [294, 'ST-3734', 26, '1.85', None],
            2099: [252, 'ST-7273', 7, '1.56', None],
            2100: [265, 'ST-8139', 70, '1.93', '7.63']},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'migration': '/srv/migrations/0057_hardening.sql',
 'missing_p': 30,
 'new_id': 304,
 'new_p': 36,
 'p1': 'driver',
 'p_region': {20: 'North Yard',
              21: 'Mill Lane',
              22: None,
              23: 'Mill Lane',
              24: 'Airport Road',
              25: 'Harbour Gate',
              26: 'North Yard',
              27: 'Mill Lane',
              28: None,
              29: 'Mill Lane',
              31: 'East Ring',
              32: 'Mill Lane',
              34: 'Harbour Gate',
              35: 'Airport Road',
              36: 'Harbour Gate',
              37: 'Airport Road',
              38: 'Mill Lane',
              39: 'North Yard',
              40: 'East Ring',
              41: 'East Ring',
              42: 'Mill Lane',
              43: 'Airport Road',
              44: 'East Ring',
              45: 'Harbour Gate',
              46: 'Harbour Gate',
              47: 'Harbour Gate',
              48: 'North Yard',
              49: 'East Ring'},
 'p_region_sql': 'SELECT id, depot AS v FROM fleet.drivers',
 'p_rows': {20: ['Rafa Brandt', 'rafa.brandt@post.example'],
            21: ['Hiro Gallo', 'hiro.gallo@mail.test'],
            22: ['Olu Jensen', 'olu.jensen@mail.test'],
            23: ['Ines Okafor', 'ines.okafor@example.com'],
            24: ['Ada Fofana', 'ada.fofana@mail.test'],
            25: ['Ada Ivanova', 'ada.ivanova@post.example'],
            26: ['Wim Ivanova', 'wim.ivanova@mail.test'],
            27: ['Yusuf Rossi', 'yusuf.rossi@post.example'],
            28: ['Priya Weber', 'priya.weber@inbox.test'],
            29: ['Luis Castillo', 'luis.castillo@inbox.test'],
            31: ['Dev Jensen', 'dev.jensen@post.example'],
            32: ['Dev Rossi', 'dev.rossi@mail.test'],
            34: ['Rafa Jensen', 'rafa.jensen@mail.test'],
            35: ['Kaia Eriksen', 'kaia.eriksen@example.com'],
            36: ['Ines Abbott', 'ines.abbott@example.com'],
            37: ['Dev Eriksen', 'dev.eriksen@inbox.test'],
            38: ['Wim Jensen', 'wim.jensen@example.com'],
            39: ['Kaia Jensen', 'kaia.jensen@post.example'],
            40: ['Nils Eriksen', 'nils.eriksen@example.com'],
            41: ['Nils Ivanova', 'nils.ivanova@example.com'],
            42: ['Rafa Dimitrov', 'rafa.dimitrov@mail.test'],
            43: ['Ines Jensen', 'ines.jensen@example.com'],
            44: ['Tomas Rossi', 'tomas.rossi@example.com'],
            45: ['Jonas Castillo', 'jonas.castillo@mail.test'],
            46: ['Wim Eriksen', 'wim.eriksen@mail.test'],
            47: ['Dev Gallo', 'dev.gallo@inbox.test'],
            48: ['Tomas Okafor', 'tomas.okafor@mail.test'],
            49: ['Nils Rossi', 'nils.rossi@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (43, 'Ines Jensen', 'ines.jensen@example.com', 'Airport Road'),\n"
                    "    (44, 'Tomas Rossi', 'tomas.rossi@example.com', 'East Ring'),\n"
                    "    (45, 'Jonas Castillo', 'jonas.castillo@mail.test', 'Harbour Gate'),\n"
                    "    (46, 'Wim Eriksen', 'wim.eriksen@mail.test', 'Harbour Gate'),\n"
                    "    (47, 'Dev Gallo', 'dev.gallo@inbox.test', 'Harbour Gate'),\n"
                    "    (48, 'Tomas Okafor', 'tomas.okafor@mail.test', 'North Yard'),\n"
                    "    (49, 'Nils Rossi', 'nils.rossi@inbox.test', 'East Ring');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (271, 44, '2024-02-17', '  cancelled'),\n"
                    "    (272, 44, '2023-12-30', 'ABORTED'),\n"
                    "    (273, 45, '2023-11-07', 'en_route'),\n"
                    "    (274, 46, '2023-10-20', 'scheduled'),\n"
                    "    (275, 46, '2024-09-21', 'en_route'),\n"
                    "    (276, 46, '2024-07-04', 'DONE'),\n"
                    "    (277, 46, '2024-11-27', 'ABORTED'),\n"
                    "    (278, 47, '2024-06-19', 'completed'),\n"
                    "    (279, 47, '2023-01-19', 'Done  '),\n"
                    "    (280, 48, '2024-11-11', 'Completed'),\n"
                    "    (281, 48, '2024-03-26', 'in progress'),\n"
                    "    (282, 49, '2023-11-10', 'done'),\n"
                    "    (283, 49, '2023-09-29', 'planned'),\n"
                    "    (284, 31, '2024-07-07', 'completed'),\n"
                    "    (285, 31, '2024-10-14', 'En_Route '),\n"
                    "    (286, 31, '2024-09-07', 'completed'),\n"
                    "    (287, 31, '2024-02-13', 'planned'),\n"
                    "    (288, 23, '2023-07-21', 'En_route'),\n"
                    "    (289, 23, '2024-04-14', 'planned'),\n"
                    "    (290, 23, '2024-11-26', ' En_Route'),\n"
                    "    (291, 28, '2024-06-21', '  Scheduled'),\n"
                    "    (292, 28, '2023-08-20', '  planned'),\n"
                    "    (293, 28, '2024-03-31', 'Done'),\n"
                    "    (294, 28, '2024-07-05', '  Completed');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (2047, 271, 'ST-3684', 10, '£1.44', 1.37),\n"
                    "    (2048, 271, 'ST-4916', 76, '£1.97', NULL),\n"
                    "    (2049, 272, 'ST-7634', 24, '1.72', 0.51),\n"
                    "    (2050, 272, 'ST-778', 17, ' 2.03 ', NULL),\n"
                    "    (2051, 272, 'ST-2420', 42, ' 1.76 ', NULL),\n"
                    "    (2052, 272, 'ST-3649', 17, '1.60', 0.99),\n"
                    "    (2053, 274, 'ST-1612', 26, '1.48', 0.46),\n"
                    "    (2054, 274, 'ST-9479', 71, '£1.91', 2.33),\n"
                    "    (2055, 274, 'ST-4510', 56, '£1.46', 6.75),\n"
                    "    (2056, 275, 'ST-1932', 70, ' 1.40 ', 7.66),\n"
                    "    (2057, 275, 'ST-8285', 23, ' 2.07 ', 4.71),\n"
                    "    (2058, 275, 'ST-2764', 37, '1.95', NULL),\n"
                    "    (2059, 275, 'ST-7069', 40, '1.93', 5.37),\n"
                    "    (2060, 276, 'ST-5952', 73, '£2.16', NULL),\n"
                    "    (2061, 277, 'ST-1537', 32, '1.52', 1.57),\n"
                    "    (2062, 277, 'ST-2964', 24, '£1.90', 4.04),\n"
                    "    (2063, 277, 'ST-5550', 52, '1.45', 2.92),\n"
                    "    (2064, 277, 'ST-3232', 79, '1.47', NULL),\n"
                    "    (2065, 278, 'ST-9670', 1, ' 1.73 ', 0.08),\n"
                    "    (2066, 280, 'ST-3855', 71, '£2.02', 10.37),\n"
                    "    (2067, 281, 'ST-7709', 65, '2.04', 7.4),\n"
                    "    (2068, 281, 'ST-3135', 63, '£1.78', NULL),\n"
                    "    (2069, 281, 'ST-2157', 7, '£2.07', NULL),\n"
                    "    (2070, 282, 'ST-7633', 42, '1.75', NULL),\n"
                    "    (2071, 282, 'ST-7457', 37, ' 1.75 ', NULL),\n"
                    "    (2072, 283, 'ST-9060', 10, '£1.73', 1.47),\n"
                    "    (2073, 283, 'ST-7778', 1, '£2.04', NULL),\n"
                    "    (2074, 283, 'ST-7135', 1, '2.03', 0.09),\n"
                    "    (2075, 283, 'ST-8545', 76, '1.66', 9.43),\n"
                    "    (2076, 284, 'ST-4792', 46, '1.79', NULL),\n"
                    "    (2077, 284, 'ST-4162', 11, '£1.92', NULL),\n"
                    "    (2078, 285, 'ST-4495', 27, '1.40', NULL),\n"
                    "    (2079, 285, 'ST-4039', 70, '1.53', 5.46),\n"
                    "    (2080, 286, 'ST-5013', 75, ' 1.60 ', NULL),\n"
                    "    (2081, 286, 'ST-9613', 37, '1.91', 0.56),\n"
                    "    (2082, 286, 'ST-1392', 48, ' 1.54 ', 1.54),\n"
                    "    (2083, 286, 'ST-2997', 56, '£1.79', NULL),\n"
                    "    (2084, 287, 'ST-1030', 6, ' 1.61 ', NULL),\n"
                    "    (2085, 287, 'ST-4147', 39, '£1.57', 4),\n"
                    "    (2086, 287, 'ST-1831', 43, '1.95', 6.14),\n"
                    "    (2087, 289, 'ST-6149', 76, '1.83', 1.42),\n"
                    "    (2088, 290, 'ST-9222', 34, '£1.83', 0.65),\n"
                    "    (2089, 291, 'ST-4093', 68, '1.43', 8.31),\n"
                    "    (2090, 292, 'ST-1273', 43, ' 1.56 ', 3.06),\n"
                    "    (2091, 292, 'ST-6620', 50, '1.64', 3.59),\n"
                    "    (2092, 292, 'ST-8484', 42, '2.09', NULL),\n"
                    "    (2093, 292, 'ST-5462', 12, '1.88', NULL),\n"
                    "    (2094, 293, 'ST-7131', 34, '1.53', NULL),\n"
                    "    (2095, 293, 'ST-6847', 14, '£1.65', NULL),\n"
                    "    (2096, 294, 'ST-6123', 11, '£1.91', NULL),\n"
                    "    (2097, 294, 'ST-6567', 38, '£1.44', 4.81),\n"
                    "    (2098, 294, 'ST-3734', 26, ' 1.85 ', NULL),\n"
                    "    (2099, 252, 'ST-7273', 7, '1.56', NULL),\n"
                    "    (2100, 265, 'ST-8139', 70, '£1.93', 7.63);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (20, 43, 'cf2f6bcae704a13d'),\n"
                    "    (21, 46, '5a882141213fa054'),\n"
                    "    (22, 48, '1561962a7a0cbb68'),\n"
                    "    (23, 49, 'ecb04a9597a3b473');\n"
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
 's_rows': {10: [20, 'dd14e38709ec7c7d'],
            11: [21, '8667989c414ea266'],
            12: [22, '12ae09b016f71aca'],
            13: [24, '4d2c90af1efd9117'],
            14: [25, '1cb3d4b1677c24af'],
            15: [32, 'c99a20acc67898c4'],
            16: [37, '67bbdaa79486870b'],
            17: [38, '06d362fa87e2425d'],
            18: [40, 'a524e36b14778fb2'],
            19: [42, '97995498b587b085'],
            20: [43, 'cf2f6bcae704a13d'],
            21: [46, '5a882141213fa054'],
            22: [48, '1561962a7a0cbb68'],
            23: [49, 'ecb04a9597a3b473']},
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
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences'],
 'types': {'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
           'trips.driver_id': ['integer', True],
           'trips.started_on': ['date', False],
           'trips.status': ['fleet.trip_status', False]}}

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


def test_status_enum():
    _state()
    got = [r["l"] for r in rows("SELECT e.enumlabel AS l FROM pg_enum e WHERE e.enumtypid = to_regtype('%s.%s') "
                                 "ORDER BY e.enumsortorder" % (T["s"], T["enum"]))]
    assert got == T["statuses"], "enum %s.%s has labels %s, expected %s" % (T["s"], T["enum"], got, T["statuses"])
    ok, err = refused(T["insert_bad_status"], "22P02")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)


def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")
