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
 'c_rows': {632: [30, '2024-10-10', 'aborted'],
            633: [31, '2023-05-10', 'planned'],
            634: [32, '2023-04-26', 'en_route'],
            635: [33, '2023-09-06', 'en_route'],
            636: [33, '2023-04-08', 'planned'],
            637: [34, '2023-10-23', 'completed'],
            638: [34, '2023-02-21', 'planned'],
            639: [34, '2024-07-24', 'aborted'],
            640: [35, '2023-03-20', 'planned'],
            641: [36, '2024-05-25', 'en_route'],
            642: [36, '2024-05-03', 'en_route'],
            643: [37, '2023-01-30', 'en_route'],
            644: [38, '2024-02-02', 'completed'],
            645: [38, '2023-12-29', 'completed'],
            646: [38, '2024-08-25', 'en_route'],
            647: [40, '2024-03-30', 'planned'],
            648: [40, '2024-11-05', 'planned'],
            649: [40, '2024-11-10', 'en_route'],
            650: [40, '2023-09-08', 'completed'],
            651: [42, '2023-12-22', 'completed'],
            652: [42, '2023-06-25', 'completed'],
            653: [44, '2024-09-16', 'completed'],
            654: [44, '2024-11-29', 'aborted'],
            655: [45, '2024-07-19', 'en_route'],
            656: [45, '2023-02-22', 'completed'],
            657: [45, '2023-09-03', 'completed'],
            658: [45, '2023-12-25', 'en_route'],
            659: [46, '2024-06-13', 'completed'],
            660: [46, '2024-04-13', 'completed'],
            661: [47, '2023-08-10', 'completed'],
            662: [47, '2023-04-24', 'completed'],
            663: [47, '2024-07-18', 'completed'],
            664: [47, '2023-10-26', 'planned'],
            665: [48, '2023-03-23', 'planned'],
            666: [49, '2024-07-05', 'planned'],
            667: [49, '2024-01-21', 'completed'],
            668: [49, '2024-11-09', 'planned'],
            669: [50, '2023-06-24', 'planned'],
            670: [50, '2023-10-10', 'en_route'],
            671: [51, '2023-02-11', 'completed'],
            672: [51, '2023-12-09', 'completed'],
            673: [51, '2023-01-11', 'en_route'],
            674: [52, '2023-10-21', 'en_route'],
            675: [52, '2023-05-07', 'en_route'],
            676: [52, '2023-07-30', 'planned'],
            677: [53, '2023-11-30', 'en_route'],
            678: [53, '2023-11-14', 'planned'],
            679: [53, '2023-03-11', 'en_route'],
            680: [54, '2024-08-13', 'completed'],
            681: [55, '2023-06-19', 'planned'],
            682: [55, '2024-10-28', 'planned'],
            683: [55, '2024-10-02', 'completed'],
            684: [55, '2023-10-02', 'planned'],
            685: [58, '2023-12-16', 'aborted'],
            686: [59, '2023-06-14', 'aborted'],
            687: [60, '2023-01-14', 'completed'],
            688: [60, '2023-05-25', 'completed'],
            689: [60, '2024-06-18', 'completed'],
            690: [60, '2023-08-13', 'planned'],
            691: [61, '2024-01-02', 'aborted'],
            692: [61, '2023-12-26', 'completed'],
            693: [61, '2024-03-17', 'aborted'],
            694: [62, '2023-05-28', 'en_route'],
            695: [62, '2023-01-23', 'completed'],
            696: [62, '2023-12-14', 'completed'],
            697: [63, '2023-06-12', 'planned'],
            698: [64, '2023-01-04', 'completed'],
            699: [64, '2024-04-22', 'en_route'],
            700: [64, '2024-10-04', 'completed'],
            701: [45, '2023-08-08', 'en_route'],
            702: [45, '2023-11-23', 'en_route'],
            703: [49, '2024-02-21', 'planned'],
            704: [49, '2023-03-13', 'completed'],
            705: [49, '2024-02-06', 'planned'],
            706: [51, '2024-02-24', 'aborted'],
            707: [51, '2023-05-16', 'en_route']},
 'c_sql': 'SELECT id, driver_id AS p, started_on::text AS d, status::text AS st FROM fleet.trips',
 'constraints': [['fleet.drivers', 'p', ['id'], None, []],
                 ['fleet.trips', 'p', ['id'], None, []],
                 ['fleet.fuel_fills', 'p', ['id'], None, []],
                 ['fleet.driver_licences', 'p', ['id'], None, []],
                 ['fleet.trips', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.fuel_fills', 'f', ['trip_id'], 'fleet.trips', ['id']],
                 ['fleet.driver_licences', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.depots', 'p', ['id'], None, []],
                 ['fleet.drivers', 'f', ['depot_id'], 'fleet.depots', ['id']]],
 'db': 'fleetdb',
 'dropped': ['drivers.depot'],
 'email': 'email',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (717, 48, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (717, 48, '2024-06-01', "
                 "'planned');",
 'l_rows': {1971: [632, 'ST-3186', 37, '2.00', None],
            1972: [632, 'ST-2456', 46, '1.89', '5.06'],
            1973: [632, 'ST-5302', 14, '1.74', None],
            1974: [634, 'ST-6598', 73, '1.85', '0.18'],
            1975: [634, 'ST-6001', 60, '1.51', '0.51'],
            1976: [634, 'ST-7181', 73, '1.96', '6.42'],
            1977: [635, 'ST-6903', 49, '1.94', '5.29'],
            1978: [635, 'ST-4014', 25, '1.64', '3.55'],
            1979: [635, 'ST-4160', 26, '2.13', None],
            1980: [635, 'ST-4123', 31, '1.78', None],
            1981: [636, 'ST-6685', 75, '1.67', None],
            1982: [637, 'ST-034', 34, '1.57', None],
            1983: [638, 'ST-089', 40, '2.11', None],
            1984: [638, 'ST-8884', 47, '1.47', '6.87'],
            1985: [638, 'ST-6609', 54, '1.40', '0.3'],
            1986: [638, 'ST-2502', 9, '2.18', '0.4'],
            1987: [639, 'ST-9769', 33, '1.58', None],
            1988: [639, 'ST-9814', 19, '1.86', '1.62'],
            1989: [639, 'ST-5284', 60, '2.07', None],
            1990: [640, 'ST-6795', 9, '1.93', '0.04'],
            1991: [641, 'ST-6990', 67, '2.03', None],
            1992: [641, 'ST-4904', 11, '1.68', None],
            1993: [641, 'ST-021', 43, '1.98', None],
            1994: [641, 'ST-8782', 77, '1.89', None],
            1995: [642, 'ST-5636', 47, '2.00', '5.83'],
            1996: [642, 'ST-4006', 43, '2.18', None],
            1997: [643, 'ST-8513', 1, '1.54', None],
            1998: [644, 'ST-5115', 56, '1.39', None],
            1999: [645, 'ST-735', 13, '1.89', '1.29'],
            2000: [645, 'ST-8495', 50, '1.62', None],
            2001: [646, 'ST-4132', 72, '2.17', '10.59'],
            2002: [646, 'ST-5333', 50, '1.45', '0.22'],
            2003: [646, 'ST-3336', 7, '2.15', None],
            2004: [647, 'ST-6270', 46, '1.64', '0.17'],
            2005: [647, 'ST-5205', 44, '1.59', '3.06'],
            2006: [647, 'ST-2211', 44, '2.15', None],
            2007: [647, 'ST-710', 47, '1.45', '0.55'],
            2008: [648, 'ST-7888', 21, '1.41', '0.55'],
            2009: [648, 'ST-5836', 36, '1.60', '1.39'],
            2010: [649, 'ST-7507', 49, '2.09', None],
            2011: [649, 'ST-6295', 60, '1.79', None],
            2012: [649, 'ST-3712', 57, '1.66', None],
            2013: [650, 'ST-6398', 40, '1.90', '1.75'],
            2014: [650, 'ST-1779', 11, '1.56', '0.61'],
            2015: [651, 'ST-3659', 51, '1.49', '4.87'],
            2016: [651, 'ST-6787', 45, '1.59', '0.47'],
            2017: [653, 'ST-5769', 47, '1.56', '1.91'],
            2018: [653, 'ST-7203', 9, '1.84', '1.11'],
            2019: [655, 'ST-8352', 79, '1.43', None],
            2020: [655, 'ST-8936', 73, '1.60', '4.54'],
            2021: [655, 'ST-4812', 46, '1.76', None],
            2022: [656, 'ST-5407', 29, '1.97', None],
            2023: [657, 'ST-310', 54, '2.04', None],
            2024: [657, 'ST-2552', 42, '1.70', None],
            2025: [657, 'ST-2824', 70, '1.41', None],
            2026: [658, 'ST-4292', 67, '1.65', '1.27'],
            2027: [659, 'ST-3469', 11, '2.02', None],
            2028: [660, 'ST-3614', 59, '2.18', '4.55'],
            2029: [660, 'ST-3411', 17, '1.74', '1.31'],
            2030: [660, 'ST-8904', 72, '1.64', '7.38'],
            2031: [661, 'ST-4757', 10, '2.05', '0.17'],
            2032: [661, 'ST-6408', 43, '1.80', None],
            2033: [661, 'ST-3688', 39, '1.82', None],
            2034: [662, 'ST-8444', 41, '1.59', '4.99'],
            2035: [662, 'ST-7723', 40, '1.78', None],
            2036: [663, 'ST-6905', 30, '1.52', '1.06'],
            2037: [663, 'ST-4380', 70, '1.91', None],
            2038: [663, 'ST-996', 26, '1.60', '0.55'],
            2039: [663, 'ST-3867', 25, '1.78', '3.51'],
            2040: [664, 'ST-3960', 66, '1.88', '11.02'],
            2041: [664, 'ST-1698', 74, '1.53', None],
            2042: [664, 'ST-3446', 47, '1.98', '4.39'],
            2043: [665, 'ST-7479', 73, '1.80', '4.31'],
            2044: [666, 'ST-9554', 79, '1.78', '6.08'],
            2045: [668, 'ST-9633', 22, '1.83', '0.17'],
            2046: [668, 'ST-6580', 77, '1.63', None],
            2047: [668, 'ST-9599', 6, '1.61', None],
            2048: [668, 'ST-8393', 16, '1.83', None],
            2049: [669, 'ST-5840', 63, '1.75', None],
            2050: [669, 'ST-3273', 28, '1.69', '1.47'],
            2051: [670, 'ST-2818', 39, '1.92', None],
            2052: [670, 'ST-8460', 18, '2.19', '3.28'],
            2053: [670, 'ST-1004', 21, '1.62', None],
            2054: [670, 'ST-867', 2, '1.81', '0.3'],
            2055: [671, 'ST-7434', 23, '1.72', '3.23'],
            2056: [671, 'ST-4709', 77, '1.39', '3.86'],
            2057: [671, 'ST-2636', 26, '1.98', '2.79'],
            2058: [671, 'ST-3319', 42, '2.13', None],
            2059: [672, 'ST-262', 54, '1.46', '3.66'],
            2060: [672, 'ST-828', 7, '1.79', '0.44'],
            2061: [672, 'ST-8288', 69, '2.07', None],
            2062: [672, 'ST-4635', 12, '2.07', '0.02'],
            2063: [673, 'ST-3762', 3, '2.06', '0.43'],
            2064: [673, 'ST-8605', 23, '2.14', None],
            2065: [673, 'ST-3307', 23, '1.66', '1.91'],
            2066: [673, 'ST-2745', 5, '1.96', '0.52'],
            2067: [674, 'ST-3755', 47, '1.45', '1.96'],
            2068: [674, 'ST-5830', 53, '2.18', None],
            2069: [676, 'ST-1507', 10, '1.72', '1.7'],
            2070: [676, 'ST-1138', 46, '2.18', '3.75'],
            2071: [676, 'ST-7800', 80, '1.59', '12.46'],
            2072: [677, 'ST-623', 74, '1.88', '3.24'],
            2073: [677, 'ST-9985', 79, '2.00', None],
            2074: [679, 'ST-1567', 73, '1.45', '0.8'],
            2075: [679, 'ST-2819', 13, '1.40', '1.5'],
            2076: [679, 'ST-6904', 45, '1.75', None],
            2077: [680, 'ST-6657', 24, '2.18', '4.89'],
            2078: [680, 'ST-5369', 53, '2.11', '0.78'],
            2079: [680, 'ST-2954', 43, '2.04', None],
            2080: [681, 'ST-6930', 26, '1.82', '0.71'],
            2081: [681, 'ST-5975', 1, '1.59', '0.03'],
            2082: [681, 'ST-2080', 12, '2.00', '1.8'],
            2083: [682, 'ST-6220', 35, '1.39', '4.26'],
            2084: [682, 'ST-2754', 79, '2.04', None],
            2085: [684, 'ST-2018', 15, '1.39', '1.44'],
            2086: [684, 'ST-9572', 24, '2.14', None],
            2087: [684, 'ST-2037', 45, '1.58', None],
            2088: [685, 'ST-1972', 72, '1.57', None],
            2089: [687, 'ST-6571', 19, '2.11', '1.93'],
            2090: [687, 'ST-5486', 71, '2.14', '7.49'],
            2091: [688, 'ST-5214', 9, '1.52', None],
            2092: [688, 'ST-970', 45, '1.77', None],
            2093: [688, 'ST-1270', 74, '2.11', None],
            2094: [689, 'ST-8128', 6, '1.88', None],
            2095: [689, 'ST-4256', 67, '1.67', '8.39'],
            2096: [689, 'ST-6487', 26, '1.78', '0.16'],
            2097: [689, 'ST-3666', 4, '1.69', '0.32'],
            2098: [690, 'ST-6978', 21, '2.12', '1.38'],
            2099: [690, 'ST-5344', 69, '2.13', '6.02'],
            2100: [690, 'ST-3089', 53, '2.04', '6.62'],
            2101: [691, 'ST-7781', 50, '1.51', '3.09'],
            2102: [691, 'ST-9508', 24, '1.54', '2.2'],
            2103: [691, 'ST-6719', 17, '2.19', '0.53'],
            2104: [691, 'ST-3038', 59, '1.48', None],
            2105: [692, 'ST-6546', 51, '1.52', None],
            2106: [692, 'ST-7455', 13, '1.72', '1.78'],
            2107: [692, 'ST-5192', 43, '1.44', '1.16'],
            2108: [692, 'ST-2817', 19, '1.45', None],
            2109: [693, 'ST-8876', 40, '1.70', '2.34'],
            2110: [694, 'ST-1633', 68, '1.86', '10.36'],
            2111: [694, 'ST-512', 66, '1.88', '6.03'],
            2112: [695, 'ST-6787', 44, '1.48', None],
            2113: [695, 'ST-7537', 33, '1.80', None],
            2114: [696, 'ST-054', 15, '1.49', '0.35'],
            2115: [697, 'ST-1991', 25, '1.59', None],
            2116: [697, 'ST-4821', 3, '1.49', '0.28'],
            2117: [698, 'ST-8037', 56, '1.40', '1.27'],
            2118: [698, 'ST-1246', 58, '2.15', '0.83'],
            2119: [698, 'ST-1875', 10, '1.91', None],
            2120: [699, 'ST-8486', 27, '2.03', '5.26'],
            2121: [699, 'ST-4674', 35, '2.12', '1.09'],
            2122: [701, 'ST-7455', 76, '1.82', '11.53'],
            2123: [701, 'ST-3434', 68, '1.92', '1.11'],
            2124: [702, 'ST-7207', 33, '1.39', '0.02'],
            2125: [702, 'ST-9742', 3, '1.77', '0.5'],
            2126: [702, 'ST-5008', 68, '1.86', '5.49'],
            2127: [704, 'ST-3746', 40, '1.91', '6.33'],
            2128: [704, 'ST-1734', 69, '1.72', '10'],
            2129: [704, 'ST-3265', 53, '1.45', '5.52'],
            2130: [704, 'ST-8838', 49, '2.12', None],
            2131: [705, 'ST-950', 17, '1.99', '1.53'],
            2132: [705, 'ST-1471', 46, '2.11', None],
            2133: [705, 'ST-6964', 7, '2.09', '0.48'],
            2134: [705, 'ST-5281', 40, '1.43', None],
            2135: [706, 'ST-1933', 23, '2.12', '4.6'],
            2136: [707, 'ST-1693', 49, '1.68', '6.09'],
            2137: [650, 'ST-3974', 13, '1.62', None],
            2138: [683, 'ST-1284', 34, '2.05', '2.97']},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'lookup': 'depots',
 'lookup_names': ['airport road', 'east ring', 'harbour gate', 'mill lane', 'north yard', 'south basin', 'west quay'],
 'migration': '/srv/migrations/0027_schema_fixes.sql',
 'missing_p': 29,
 'new_id': 717,
 'new_p': 48,
 'p1': 'driver',
 'p_region': {28: 'south basin',
              30: 'harbour gate',
              31: 'north yard',
              32: 'north yard',
              33: 'airport road',
              34: 'mill lane',
              35: 'mill lane',
              36: 'airport road',
              37: 'south basin',
              38: 'east ring',
              40: 'harbour gate',
              42: 'east ring',
              44: 'north yard',
              45: 'mill lane',
              46: 'airport road',
              47: 'north yard',
              48: 'mill lane',
              49: 'east ring',
              50: 'east ring',
              51: 'airport road',
              52: 'south basin',
              53: 'east ring',
              54: 'harbour gate',
              55: 'mill lane',
              56: 'south basin',
              58: 'north yard',
              59: 'east ring',
              60: 'north yard',
              61: 'north yard',
              62: 'east ring',
              63: 'mill lane',
              64: 'west quay'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM fleet.drivers p LEFT JOIN fleet.depots k ON k.id = p.depot_id',
 'p_rows': {28: ['Rafa Moreau', 'rafa.moreau@post.example'],
            30: ['Quinn Moreau', 'quinn.moreau@post.example'],
            31: ['Femi Ivanova', 'femi.ivanova@inbox.test'],
            32: ['Greta Jensen', 'greta.jensen@mail.test'],
            33: ['Hiro Castillo', 'hiro.castillo@post.example'],
            34: ['Zora Fofana', 'zora.fofana@post.example'],
            35: ['Elena Jensen', 'elena.jensen@post.example'],
            36: ['Rafa Okafor', 'rafa.okafor@mail.test'],
            37: ['Ines Dimitrov', 'ines.dimitrov@post.example'],
            38: ['Uzma Brandt', 'uzma.brandt@mail.test'],
            40: ['Jonas Fofana', 'jonas.fofana@inbox.test'],
            42: ['Greta Castillo', 'greta.castillo@post.example'],
            44: ['Dev Castillo', 'dev.castillo@mail.test'],
            45: ['Vera Okafor', 'vera.okafor@example.com'],
            46: ['Uzma Okafor', 'uzma.okafor@inbox.test'],
            47: ['Carmen Jensen', 'carmen.jensen@inbox.test'],
            48: ['Mira Jensen', 'mira.jensen@mail.test'],
            49: ['Greta Dimitrov', 'greta.dimitrov@inbox.test'],
            50: ['Rafa Castillo', 'rafa.castillo@inbox.test'],
            51: ['Nils Castillo', 'nils.castillo@inbox.test'],
            52: ['Greta Gallo', 'greta.gallo@mail.test'],
            53: ['Vera Sato', 'vera.sato@mail.test'],
            54: ['Elena Moreau', 'elena.moreau@inbox.test'],
            55: ['Ines Moreau', 'ines.moreau@mail.test'],
            56: ['Femi Moreau', 'femi.moreau@inbox.test'],
            58: ['Luis Brandt', 'luis.brandt@mail.test'],
            59: ['Ada Jensen', 'ada.jensen@post.example'],
            60: ['Tomas Fofana', 'tomas.fofana@mail.test'],
            61: ['Xenia Gallo', 'xenia.gallo@mail.test'],
            62: ['Priya Rossi', 'priya.rossi@post.example'],
            63: ['Hiro Moreau', 'hiro.moreau@inbox.test'],
            64: ['Priya Ivanova', 'priya.ivanova@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (56, 'Femi Moreau', 'femi.moreau@inbox.test', 'south basin'),\n"
                    "    (58, 'Luis Brandt', 'luis.brandt@mail.test', 'North Yard'),\n"
                    "    (59, 'Ada Jensen', 'ada.jensen@post.example', 'east ring'),\n"
                    "    (60, 'Tomas Fofana', 'tomas.fofana@mail.test', 'North Yard'),\n"
                    "    (61, 'Xenia Gallo', 'xenia.gallo@mail.test', 'north yard'),\n"
                    "    (62, 'Priya Rossi', 'priya.rossi@post.example', 'EAST RING'),\n"
                    "    (63, 'Hiro Moreau', 'hiro.moreau@inbox.test', 'mill lane'),\n"
                    "    (64, 'Priya Ivanova', 'priya.ivanova@example.com', '  West Quay');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (685, 58, '2023-12-16', 'aborted'),\n"
                    "    (686, 59, '2023-06-14', 'ABORTED'),\n"
                    "    (687, 60, '2023-01-14', 'Completed'),\n"
                    "    (688, 60, '2023-05-25', 'completed'),\n"
                    "    (689, 60, '2024-06-18', 'completed'),\n"
                    "    (690, 60, '2023-08-13', 'Scheduled'),\n"
                    "    (691, 61, '2024-01-02', 'aborted'),\n"
                    "    (692, 61, '2023-12-26', 'Completed'),\n"
                    "    (693, 61, '2024-03-17', 'aborted'),\n"
                    "    (694, 62, '2023-05-28', 'EN_ROUTE'),\n"
                    "    (695, 62, '2023-01-23', 'completed'),\n"
                    "    (696, 62, '2023-12-14', 'completed'),\n"
                    "    (697, 63, '2023-06-12', 'planned'),\n"
                    "    (698, 64, '2023-01-04', 'completed'),\n"
                    "    (699, 64, '2024-04-22', 'EN_ROUTE'),\n"
                    "    (700, 64, '2024-10-04', 'completed'),\n"
                    "    (701, 45, '2023-08-08', 'En_route'),\n"
                    "    (702, 45, '2023-11-23', 'en_route'),\n"
                    "    (703, 49, '2024-02-21', 'Planned'),\n"
                    "    (704, 49, '2023-03-13', 'Completed'),\n"
                    "    (705, 49, '2024-02-06', 'PLANNED'),\n"
                    "    (706, 51, '2024-02-24', 'cancelled'),\n"
                    "    (707, 51, '2023-05-16', 'en_route');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (2088, 685, 'ST-1972', 72, 'GBP 1.57', NULL),\n"
                    "    (2089, 687, 'ST-6571', 19, 'GBP 2.11', 1.93),\n"
                    "    (2090, 687, 'ST-5486', 71, '2.14', 7.49),\n"
                    "    (2091, 688, 'ST-5214', 9, '1.52', NULL),\n"
                    "    (2092, 688, 'ST-970', 45, '1.77', NULL),\n"
                    "    (2093, 688, 'ST-1270', 74, ' 2.11 ', NULL),\n"
                    "    (2094, 689, 'ST-8128', 6, ' 1.88 ', NULL),\n"
                    "    (2095, 689, 'ST-4256', 67, '1.67', 8.39),\n"
                    "    (2096, 689, 'ST-6487', 26, '£1.78', 0.16),\n"
                    "    (2097, 689, 'ST-3666', 4, '1.69', 0.32),\n"
                    "    (2098, 690, 'ST-6978', 21, '£2.12', 1.38),\n"
                    "    (2099, 690, 'ST-5344', 69, '£2.13', 6.02),\n"
                    "    (2100, 690, 'ST-3089', 53, ' 2.04 ', 6.62),\n"
                    "    (2101, 691, 'ST-7781', 50, '£1.51', 3.09),\n"
                    "    (2102, 691, 'ST-9508', 24, 'GBP 1.54', 2.2),\n"
                    "    (2103, 691, 'ST-6719', 17, '2.19', 0.53),\n"
                    "    (2104, 691, 'ST-3038', 59, '1.48', NULL),\n"
                    "    (2105, 692, 'ST-6546', 51, '1.52', NULL),\n"
                    "    (2106, 692, 'ST-7455', 13, '1.72', 1.78),\n"
                    "    (2107, 692, 'ST-5192', 43, '1.44', 1.16),\n"
                    "    (2108, 692, 'ST-2817', 19, ' 1.45 ', NULL),\n"
                    "    (2109, 693, 'ST-8876', 40, 'GBP 1.70', 2.34),\n"
                    "    (2110, 694, 'ST-1633', 68, 'GBP 1.86', 10.36),\n"
                    "    (2111, 694, 'ST-512', 66, '£1.88', 6.03),\n"
                    "    (2112, 695, 'ST-6787', 44, '£1.48', NULL),\n"
                    "    (2113, 695, 'ST-7537', 33, 'GBP 1.80', NULL),\n"
                    "    (2114, 696, 'ST-054', 15, '£1.49', 0.35),\n"
                    "    (2115, 697, 'ST-1991', 25, 'GBP 1.59', NULL),\n"
                    "    (2116, 697, 'ST-4821', 3, '1.49', 0.28),\n"
                    "    (2117, 698, 'ST-8037', 56, '1.4', 1.27),\n"
                    "    (2118, 698, 'ST-1246', 58, ' 2.15 ', 0.83),\n"
                    "    (2119, 698, 'ST-1875', 10, '1.91', NULL),\n"
                    "    (2120, 699, 'ST-8486', 27, '2.03', 5.26),\n"
                    "    (2121, 699, 'ST-4674', 35, ' 2.12 ', 1.09),\n"
                    "    (2122, 701, 'ST-7455', 76, ' 1.82 ', 11.53),\n"
                    "    (2123, 701, 'ST-3434', 68, 'GBP 1.92', 1.11),\n"
                    "    (2124, 702, 'ST-7207', 33, '1.39', 0.02),\n"
                    "    (2125, 702, 'ST-9742', 3, 'GBP 1.77', 0.5),\n"
                    "    (2126, 702, 'ST-5008', 68, '£1.86', 5.49),\n"
                    "    (2127, 704, 'ST-3746', 40, '£1.91', 6.33),\n"
                    "    (2128, 704, 'ST-1734', 69, 'GBP 1.72', 10),\n"
                    "    (2129, 704, 'ST-3265', 53, '1.45', 5.52),\n"
                    "    (2130, 704, 'ST-8838', 49, '2.12', NULL),\n"
                    "    (2131, 705, 'ST-950', 17, ' 1.99 ', 1.53),\n"
                    "    (2132, 705, 'ST-1471', 46, '£2.11', NULL),\n"
                    "    (2133, 705, 'ST-6964', 7, '£2.09', 0.48),\n"
                    "    (2134, 705, 'ST-5281', 40, 'GBP 1.43', NULL),\n"
                    "    (2135, 706, 'ST-1933', 23, '2.12', 4.6),\n"
                    "    (2136, 707, 'ST-1693', 49, '1.68', 6.09),\n"
                    "    (2137, 650, 'ST-3974', 13, '£1.62', NULL),\n"
                    "    (2138, 683, 'ST-1284', 34, '£2.05', 2.97);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (74, 56, '4e41b84c42873506'),\n"
                    "    (75, 59, 'f462eae5f862429e'),\n"
                    "    (76, 60, '98847889a1c57721'),\n"
                    "    (77, 63, 'bc7ab6b8e94eaa5a');\n"
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
 's_rows': {60: [31, '4dc16cc2fb47dd1c'],
            61: [33, '82489b076fe69a2b'],
            62: [34, '18c57747938682b4'],
            63: [35, '0f5eb6b3a6b29bff'],
            64: [36, '865c9818efab8a72'],
            65: [38, '0559c7d726f9d7ac'],
            66: [44, 'b05748e123f9c8d8'],
            67: [45, '088a6c1ff654ee31'],
            68: [46, '45a7e476914707dd'],
            69: [47, '5335801caaa7f59b'],
            70: [49, '9ecd96da64a1a177'],
            71: [50, 'b9768135e1072bda'],
            72: [51, 'f9e00be9c81c13ff'],
            73: [52, '85ff47e4242a2834'],
            74: [56, '4e41b84c42873506'],
            75: [59, 'f462eae5f862429e'],
            76: [60, '98847889a1c57721'],
            77: [63, 'bc7ab6b8e94eaa5a']},
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
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences', 'depots'],
 'types': {'depots.name': ['text', True],
           'drivers.depot_id': ['integer', False],
           'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
           'trips.driver_id': ['integer', True],
           'trips.started_on': ['date', False],
           'trips.status': ['text', False]},
 'view': 'driver_activity',
 'view_cols': ['driver_id', 'full_name', 'depot', 'n_trips', 'last_trip_on', 'fuel_spent'],
 'view_rows': {28: ['Rafa Moreau', 'south basin', 0, None, '0'],
               30: ['Quinn Moreau', 'harbour gate', 0, None, '0'],
               31: ['Femi Ivanova', 'north yard', 1, '2023-05-10', '0.00'],
               32: ['Greta Jensen', 'north yard', 1, '2023-04-26', '361.62'],
               33: ['Hiro Castillo', 'airport road', 2, '2023-09-06', '363.03'],
               34: ['Zora Fofana', 'mill lane', 2, '2023-10-23', '294.52'],
               35: ['Elena Jensen', 'mill lane', 1, '2023-03-20', '17.33'],
               36: ['Rafa Okafor', 'airport road', 2, '2024-05-25', '567.07'],
               37: ['Ines Dimitrov', 'south basin', 1, '2023-01-30', '1.54'],
               38: ['Uzma Brandt', 'east ring', 3, '2024-08-25', '415.10'],
               40: ['Jonas Fofana', 'harbour gate', 4, '2024-11-10', '805.93'],
               42: ['Greta Castillo', 'east ring', 2, '2023-12-22', '142.20'],
               44: ['Dev Castillo', 'north yard', 1, '2024-09-16', '86.86'],
               45: ['Vera Okafor', 'mill lane', 6, '2024-07-19', '1180.75'],
               46: ['Uzma Okafor', 'airport road', 2, '2024-06-13', '285.26'],
               47: ['Carmen Jensen', 'north yard', 4, '2024-07-18', '875.34'],
               48: ['Mira Jensen', 'mill lane', 1, '2023-03-23', '127.09'],
               49: ['Greta Dimitrov', 'east ring', 6, '2024-11-09', '893.75'],
               50: ['Rafa Castillo', 'east ring', 2, '2023-10-10', '304.46'],
               51: ['Nils Castillo', 'airport road', 4, '2023-12-09', '709.32'],
               52: ['Greta Gallo', 'south basin', 3, '2023-10-21', '408.50'],
               53: ['Vera Sato', 'east ring', 3, '2023-11-30', '494.38'],
               54: ['Elena Moreau', 'harbour gate', 1, '2024-08-13', '246.20'],
               55: ['Ines Moreau', 'mill lane', 4, '2024-10-28', '484.52'],
               56: ['Femi Moreau', 'south basin', 0, None, '0'],
               58: ['Luis Brandt', 'north yard', 0, None, '0'],
               59: ['Ada Jensen', 'east ring', 0, None, '0'],
               60: ['Tomas Fofana', 'north yard', 4, '2024-06-18', '885.01'],
               61: ['Xenia Gallo', 'north yard', 1, '2023-12-26', '186.41'],
               62: ['Priya Rossi', 'east ring', 3, '2023-12-14', '380.69'],
               63: ['Hiro Moreau', 'mill lane', 1, '2023-06-12', '43.94'],
               64: ['Priya Ivanova', 'west quay', 3, '2024-10-04', '342.76']}}

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


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")
