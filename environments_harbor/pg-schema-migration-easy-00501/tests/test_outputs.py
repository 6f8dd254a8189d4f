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
 'c_rows': {639: [24, '2024-11-07', 'aborted'],
            640: [24, '2024-09-15', 'aborted'],
            641: [25, '2024-07-28', 'completed'],
            642: [26, '2024-01-21', 'aborted'],
            643: [26, '2024-01-15', 'completed'],
            644: [26, '2024-11-08', 'en_route'],
            645: [26, '2023-04-30', 'completed'],
            646: [27, '2024-10-19', 'planned'],
            647: [27, '2023-05-23', 'en_route'],
            648: [27, '2023-05-13', 'en_route'],
            649: [28, '2023-06-24', 'en_route'],
            650: [28, '2023-03-03', 'en_route'],
            651: [29, '2023-04-12', 'en_route'],
            652: [29, '2023-11-02', 'planned'],
            653: [29, '2023-12-03', 'aborted'],
            654: [30, '2023-12-06', 'planned'],
            655: [30, '2023-08-23', 'planned'],
            656: [30, '2023-06-18', 'aborted'],
            657: [31, '2024-04-24', 'completed'],
            658: [32, '2024-02-02', 'completed'],
            659: [33, '2023-11-22', 'completed'],
            660: [33, '2023-06-18', 'completed'],
            661: [34, '2023-12-26', 'completed'],
            662: [34, '2024-07-30', 'completed'],
            663: [34, '2023-05-24', 'completed'],
            664: [35, '2023-03-12', 'completed'],
            665: [37, '2024-02-15', 'completed'],
            666: [38, '2023-07-13', 'completed'],
            667: [39, '2024-07-05', 'aborted'],
            668: [40, '2024-04-05', 'planned'],
            669: [41, '2024-03-11', 'completed'],
            670: [42, '2023-10-22', 'completed'],
            671: [42, '2023-05-12', 'completed'],
            672: [42, '2023-06-19', 'en_route'],
            673: [43, '2023-11-09', 'planned'],
            674: [43, '2024-10-19', 'completed'],
            675: [44, '2023-09-18', 'en_route'],
            676: [45, '2023-01-18', 'completed'],
            677: [45, '2024-03-07', 'aborted'],
            678: [45, '2024-03-02', 'completed'],
            679: [46, '2024-07-17', 'completed'],
            680: [46, '2023-08-25', 'planned'],
            681: [48, '2023-04-28', 'planned'],
            682: [49, '2023-08-19', 'completed'],
            683: [49, '2024-07-17', 'completed'],
            684: [49, '2024-02-19', 'completed'],
            685: [49, '2023-03-27', 'completed'],
            686: [50, '2024-04-27', 'completed'],
            687: [50, '2024-07-22', 'completed'],
            688: [52, '2023-11-06', 'aborted'],
            689: [53, '2024-07-10', 'completed'],
            690: [55, '2024-01-27', 'completed'],
            691: [55, '2024-02-09', 'aborted'],
            692: [55, '2023-08-15', 'en_route'],
            693: [56, '2023-05-25', 'aborted'],
            694: [56, '2024-08-30', 'en_route'],
            695: [56, '2023-03-05', 'completed'],
            696: [57, '2023-04-24', 'completed'],
            697: [57, '2024-03-16', 'en_route'],
            698: [57, '2024-06-14', 'aborted'],
            699: [59, '2024-05-26', 'aborted'],
            700: [59, '2024-01-03', 'completed'],
            701: [59, '2023-09-09', 'completed'],
            702: [48, '2023-06-17', 'completed'],
            703: [48, '2023-11-30', 'completed'],
            704: [48, '2023-07-17', 'completed'],
            705: [48, '2023-12-23', 'planned'],
            706: [33, '2024-09-06', 'en_route'],
            707: [33, '2023-10-22', 'completed'],
            708: [37, '2024-08-09', 'completed'],
            709: [37, '2024-03-03', 'completed'],
            710: [37, '2024-08-24', 'completed']},
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
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (720, 40, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (720, 40, '2024-06-01', "
                 "'planned');",
 'l_rows': {4973: [639, 'ST-1889', 18, '1.44', None],
            4974: [640, 'ST-553', 66, '1.45', '0.54'],
            4975: [640, 'ST-6330', 5, '1.49', '0.34'],
            4976: [642, 'ST-204', 33, '1.56', None],
            4977: [642, 'ST-405', 54, '1.94', None],
            4978: [642, 'ST-233', 3, '1.51', None],
            4979: [643, 'ST-6099', 11, '2.12', '1.6'],
            4980: [643, 'ST-4539', 47, '2.14', None],
            4981: [643, 'ST-928', 57, '1.76', '5.9'],
            4982: [643, 'ST-4484', 50, '1.66', None],
            4983: [644, 'ST-7403', 56, '2.06', '9.92'],
            4984: [644, 'ST-4393', 52, '1.46', '4.19'],
            4985: [645, 'ST-499', 67, '1.95', None],
            4986: [646, 'ST-6976', 33, '1.84', '1.23'],
            4987: [646, 'ST-6818', 55, '2.15', None],
            4988: [646, 'ST-661', 74, '2.03', None],
            4989: [646, 'ST-6146', 4, '1.49', '0.26'],
            4990: [647, 'ST-9269', 72, '1.68', '4.51'],
            4991: [647, 'ST-9265', 66, '2.15', '11.8'],
            4992: [647, 'ST-8099', 42, '1.91', '1.44'],
            4993: [647, 'ST-2725', 21, '1.53', None],
            4994: [649, 'ST-7657', 22, '1.92', '1.55'],
            4995: [649, 'ST-6601', 31, '1.79', '1.97'],
            4996: [649, 'ST-2056', 77, '2.18', '9.04'],
            4997: [649, 'ST-7809', 53, '1.53', '0.29'],
            4998: [650, 'ST-2283', 56, '2.07', '5.12'],
            4999: [650, 'ST-3210', 61, '2.11', None],
            5000: [651, 'ST-6166', 66, '2.12', '6.78'],
            5001: [651, 'ST-9778', 74, '1.90', '1.39'],
            5002: [651, 'ST-8436', 36, '1.82', None],
            5003: [651, 'ST-7283', 42, '1.98', '2.19'],
            5004: [652, 'ST-4082', 14, '1.41', None],
            5005: [653, 'ST-1727', 62, '1.67', None],
            5006: [653, 'ST-7179', 23, '2.06', None],
            5007: [654, 'ST-5713', 14, '1.80', '2.24'],
            5008: [654, 'ST-1002', 44, '2.04', None],
            5009: [654, 'ST-4322', 37, '1.47', '3.19'],
            5010: [654, 'ST-8585', 34, '1.76', '3.65'],
            5011: [655, 'ST-8067', 76, '1.78', None],
            5012: [656, 'ST-5995', 62, '1.67', '2.49'],
            5013: [656, 'ST-1376', 76, '2.09', None],
            5014: [656, 'ST-2372', 32, '1.83', '2.65'],
            5015: [656, 'ST-1979', 3, '1.64', None],
            5016: [657, 'ST-7796', 72, '1.68', '9.95'],
            5017: [657, 'ST-6628', 63, '2.05', None],
            5018: [657, 'ST-6482', 44, '2.07', None],
            5019: [657, 'ST-1578', 63, '1.60', '1.65'],
            5020: [658, 'ST-345', 60, '2.19', '6.09'],
            5021: [658, 'ST-4353', 28, '2.01', '0.65'],
            5022: [658, 'ST-539', 36, '2.03', '3.94'],
            5023: [659, 'ST-1542', 21, '1.53', '2.3'],
            5024: [659, 'ST-2327', 52, '1.45', '6.67'],
            5025: [659, 'ST-2958', 4, '1.49', None],
            5026: [659, 'ST-6813', 28, '1.44', None],
            5027: [660, 'ST-3889', 50, '2.00', None],
            5028: [660, 'ST-6029', 11, '2.11', '1.26'],
            5029: [661, 'ST-1114', 20, '1.73', None],
            5030: [661, 'ST-3290', 60, '1.71', None],
            5031: [663, 'ST-5428', 43, '2.09', None],
            5032: [663, 'ST-8943', 9, '1.97', None],
            5033: [663, 'ST-1104', 17, '1.86', '0.44'],
            5034: [665, 'ST-8943', 53, '1.85', '1.73'],
            5035: [665, 'ST-1243', 10, '1.60', None],
            5036: [666, 'ST-5000', 40, '1.99', None],
            5037: [666, 'ST-503', 43, '2.05', '0.76'],
            5038: [666, 'ST-8431', 7, '2.02', '0.38'],
            5039: [667, 'ST-7707', 74, '1.66', None],
            5040: [667, 'ST-3995', 1, '1.50', '0.11'],
            5041: [667, 'ST-2737', 9, '1.98', None],
            5042: [668, 'ST-2178', 28, '1.92', '2.85'],
            5043: [669, 'ST-3519', 61, '2.13', None],
            5044: [669, 'ST-1089', 36, '2.03', None],
            5045: [671, 'ST-837', 31, '1.86', '2.12'],
            5046: [671, 'ST-9266', 65, '1.76', '10.33'],
            5047: [671, 'ST-2209', 26, '1.52', '3.49'],
            5048: [671, 'ST-9060', 26, '1.39', None],
            5049: [672, 'ST-885', 25, '1.71', '1.13'],
            5050: [672, 'ST-1810', 69, '1.75', '9.46'],
            5051: [672, 'ST-3443', 72, '1.67', '2.91'],
            5052: [672, 'ST-9414', 21, '1.70', '2.48'],
            5053: [673, 'ST-3892', 63, '1.63', '6.71'],
            5054: [674, 'ST-2255', 17, '2.11', '1.48'],
            5055: [675, 'ST-3483', 20, '1.97', None],
            5056: [675, 'ST-7409', 74, '2.18', None],
            5057: [675, 'ST-4935', 65, '2.01', None],
            5058: [675, 'ST-9453', 28, '1.83', '0.7'],
            5059: [676, 'ST-3540', 63, '1.60', None],
            5060: [676, 'ST-6531', 25, '1.49', '2.31'],
            5061: [676, 'ST-1697', 80, '1.51', '1.57'],
            5062: [676, 'ST-4991', 35, '1.52', '5.08'],
            5063: [677, 'ST-8783', 1, '1.92', None],
            5064: [677, 'ST-9970', 52, '1.94', '1.04'],
            5065: [677, 'ST-6137', 57, '1.81', None],
            5066: [678, 'ST-5924', 1, '1.42', '0.08'],
            5067: [680, 'ST-1006', 49, '1.92', None],
            5068: [680, 'ST-2461', 71, '2.17', None],
            5069: [680, 'ST-8515', 78, '1.93', None],
            5070: [681, 'ST-6287', 80, '1.52', None],
            5071: [682, 'ST-1677', 45, '2.17', '5.79'],
            5072: [682, 'ST-6192', 56, '1.53', None],
            5073: [684, 'ST-7662', 4, '1.86', None],
            5074: [684, 'ST-7239', 76, '1.82', None],
            5075: [684, 'ST-6899', 50, '1.99', '8.86'],
            5076: [685, 'ST-2153', 8, '2.06', None],
            5077: [686, 'ST-8517', 26, '1.45', '1.06'],
            5078: [687, 'ST-7127', 22, '1.57', None],
            5079: [687, 'ST-3553', 73, '2.11', None],
            5080: [687, 'ST-3240', 73, '2.14', '9.62'],
            5081: [687, 'ST-1302', 11, '2.16', None],
            5082: [688, 'ST-3880', 70, '1.78', '4'],
            5083: [688, 'ST-5001', 80, '1.41', '4.81'],
            5084: [688, 'ST-8355', 49, '1.53', None],
            5085: [690, 'ST-460', 25, '2.14', '2.06'],
            5086: [690, 'ST-3448', 47, '2.01', None],
            5087: [690, 'ST-382', 14, '1.48', '1.32'],
            5088: [691, 'ST-5526', 18, '1.39', '1.01'],
            5089: [691, 'ST-4138', 4, '1.86', '0.7'],
            5090: [691, 'ST-374', 69, '1.94', None],
            5091: [692, 'ST-6831', 26, '1.61', '0.99'],
            5092: [692, 'ST-6861', 40, '1.70', None],
            5093: [692, 'ST-7171', 8, '1.93', '0.98'],
            5094: [694, 'ST-4764', 52, '2.19', None],
            5095: [694, 'ST-6296', 6, '1.58', '0.77'],
            5096: [694, 'ST-2171', 42, '1.52', '2.37'],
            5097: [695, 'ST-6606', 58, '1.70', None],
            5098: [695, 'ST-9741', 1, '1.94', None],
            5099: [695, 'ST-1869', 60, '2.14', None],
            5100: [695, 'ST-4947', 5, '1.43', None],
            5101: [696, 'ST-8297', 55, '2.08', '5.71'],
            5102: [696, 'ST-501', 55, '1.46', '1.91'],
            5103: [696, 'ST-388', 17, '1.91', '1'],
            5104: [696, 'ST-2553', 48, '2.18', '0.79'],
            5105: [697, 'ST-9990', 77, '2.13', '12.34'],
            5106: [697, 'ST-8249', 1, '2.05', '0.11'],
            5107: [697, 'ST-8256', 51, '1.44', None],
            5108: [697, 'ST-1935', 23, '1.75', None],
            5109: [698, 'ST-5518', 78, '2.10', None],
            5110: [699, 'ST-2199', 16, '2.02', '1.03'],
            5111: [700, 'ST-6284', 44, '1.73', '3.39'],
            5112: [700, 'ST-6141', 67, '1.61', None],
            5113: [700, 'ST-356', 40, '1.73', '1.6'],
            5114: [701, 'ST-492', 34, '2.02', None],
            5115: [701, 'ST-9052', 10, '1.97', '1.44'],
            5116: [702, 'ST-9312', 27, '1.76', '1.1'],
            5117: [703, 'ST-4132', 72, '1.40', None],
            5118: [703, 'ST-6174', 32, '2.16', None],
            5119: [705, 'ST-9943', 52, '1.99', '3.94'],
            5120: [706, 'ST-5134', 29, '1.50', None],
            5121: [707, 'ST-4186', 65, '2.03', '3.9'],
            5122: [707, 'ST-5309', 56, '1.56', '5.2'],
            5123: [707, 'ST-1730', 53, '1.90', None],
            5124: [707, 'ST-5184', 15, '1.94', '1.46'],
            5125: [708, 'ST-9828', 79, '1.62', '4.05'],
            5126: [709, 'ST-8751', 8, '1.70', '0.17'],
            5127: [709, 'ST-3927', 47, '2.03', '0.59'],
            5128: [710, 'ST-8046', 52, '1.63', '0.67'],
            5129: [710, 'ST-7016', 16, '2.19', '3.12'],
            5130: [651, 'ST-054', 59, '2.12', None],
            5131: [643, 'ST-3288', 33, '1.96', None]},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'migration': '/srv/migrations/0035_schema_fixes.sql',
 'missing_p': 36,
 'new_id': 720,
 'new_p': 40,
 'p1': 'driver',
 'p_cols': ['id', 'full_name', 'email', 'depot'],
 'p_region': {23: 'South Basin',
              24: 'Harbour Gate',
              25: 'North Yard',
              26: 'East Ring',
              27: 'Mill Lane',
              28: 'Airport Road',
              29: 'Airport Road',
              30: 'Airport Road',
              31: 'Mill Lane',
              32: 'Harbour Gate',
              33: 'North Yard',
              34: 'East Ring',
              35: 'Airport Road',
              37: 'South Basin',
              38: 'South Basin',
              39: 'East Ring',
              40: 'Harbour Gate',
              41: 'North Yard',
              42: 'Airport Road',
              43: 'East Ring',
              44: 'North Yard',
              45: 'South Basin',
              46: 'Harbour Gate',
              48: 'Harbour Gate',
              49: 'North Yard',
              50: 'Airport Road',
              51: 'Airport Road',
              52: 'South Basin',
              53: 'North Yard',
              55: 'South Basin',
              56: 'North Yard',
              57: 'Mill Lane',
              59: 'Airport Road'},
 'p_region_sql': 'SELECT id, depot AS v FROM fleet.drivers',
 'p_rows': {23: ['Ada Castillo', 'ada.castillo@inbox.test'],
            24: ['Ada Rossi', 'ada.rossi@inbox.test'],
            25: ['Vera Brandt', 'vera.brandt@post.example'],
            26: ['Jonas Abbott', 'jonas.abbott@post.example'],
            27: ['Bruno Jensen', 'bruno.jensen@post.example'],
            28: ['Xenia Abbott', 'xenia.abbott@example.com'],
            29: ['Priya Brandt', 'priya.brandt@mail.test'],
            30: ['Xenia Moreau', 'xenia.moreau@post.example'],
            31: ['Quinn Castillo', 'quinn.castillo@example.com'],
            32: ['Zora Castillo', 'zora.castillo@post.example'],
            33: ['Ines Gallo', 'ines.gallo@post.example'],
            34: ['Dev Jensen', 'dev.jensen@post.example'],
            35: ['Rafa Abbott', 'rafa.abbott@example.com'],
            37: ['Yusuf Sato', 'yusuf.sato@inbox.test'],
            38: ['Carmen Brandt', 'carmen.brandt@post.example'],
            39: ['Ines Sato', 'ines.sato@inbox.test'],
            40: ['Xenia Fofana', 'xenia.fofana@post.example'],
            41: ['Jonas Okafor', 'jonas.okafor@mail.test'],
            42: ['Wim Brandt', 'wim.brandt@mail.test'],
            43: ['Bruno Brandt', 'bruno.brandt@inbox.test'],
            44: ['Quinn Abbott', 'quinn.abbott@inbox.test'],
            45: ['Wim Rossi', 'wim.rossi@inbox.test'],
            46: ['Quinn Sato', 'quinn.sato@mail.test'],
            48: ['Hiro Okafor', 'hiro.okafor@mail.test'],
            49: ['Kaia Abbott', 'kaia.abbott@post.example'],
            50: ['Yusuf Okafor', 'yusuf.okafor@mail.test'],
            51: ['Luis Haddad', 'luis.haddad@example.com'],
            52: ['Kaia Rossi', 'kaia.rossi@example.com'],
            53: ['Uzma Brandt', 'uzma.brandt@mail.test'],
            55: ['Femi Castillo', 'femi.castillo@inbox.test'],
            56: ['Vera Gallo', 'vera.gallo@inbox.test'],
            57: ['Uzma Haddad', 'uzma.haddad@inbox.test'],
            59: ['Jonas Dimitrov', 'jonas.dimitrov@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (51, 'Luis Haddad', 'luis.haddad@example.com', 'Airport Road'),\n"
                    "    (52, 'Kaia Rossi', 'kaia.rossi@example.com', 'South Basin'),\n"
                    "    (53, 'Uzma Brandt', 'uzma.brandt@mail.test', 'North Yard'),\n"
                    "    (55, 'Femi Castillo', 'femi.castillo@inbox.test', 'South Basin'),\n"
                    "    (56, 'Vera Gallo', 'vera.gallo@inbox.test', 'North Yard'),\n"
                    "    (57, 'Uzma Haddad', 'uzma.haddad@inbox.test', 'Mill Lane'),\n"
                    "    (59, 'Jonas Dimitrov', 'jonas.dimitrov@example.com', 'Airport Road');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (688, 52, '2023-11-06', 'aborted'),\n"
                    "    (689, 53, '2024-07-10', 'completed'),\n"
                    "    (690, 55, '2024-01-27', 'completed'),\n"
                    "    (691, 55, '2024-02-09', 'aborted'),\n"
                    "    (692, 55, '2023-08-15', 'en_route'),\n"
                    "    (693, 56, '2023-05-25', 'aborted'),\n"
                    "    (694, 56, '2024-08-30', 'en_route'),\n"
                    "    (695, 56, '2023-03-05', 'completed'),\n"
                    "    (696, 57, '2023-04-24', 'completed'),\n"
                    "    (697, 57, '2024-03-16', 'en_route'),\n"
                    "    (698, 57, '2024-06-14', 'aborted'),\n"
                    "    (699, 59, '2024-05-26', 'aborted'),\n"
                    "    (700, 59, '2024-01-03', 'completed'),\n"
                    "    (701, 59, '2023-09-09', 'completed'),\n"
                    "    (702, 48, '2023-06-17', 'completed'),\n"
                    "    (703, 48, '2023-11-30', 'completed'),\n"
                    "    (704, 48, '2023-07-17', 'completed'),\n"
                    "    (705, 48, '2023-12-23', 'planned'),\n"
                    "    (706, 33, '2024-09-06', 'en_route'),\n"
                    "    (707, 33, '2023-10-22', 'completed'),\n"
                    "    (708, 37, '2024-08-09', 'completed'),\n"
                    "    (709, 37, '2024-03-03', 'completed'),\n"
                    "    (710, 37, '2024-08-24', 'completed');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (5082, 688, 'ST-3880', 70, '£1.78', 4),\n"
                    "    (5083, 688, 'ST-5001', 80, '1.41', 4.81),\n"
                    "    (5084, 688, 'ST-8355', 49, '£1.53', NULL),\n"
                    "    (5085, 690, 'ST-460', 25, '2.14', 2.06),\n"
                    "    (5086, 690, 'ST-3448', 47, '2.01', NULL),\n"
                    "    (5087, 690, 'ST-382', 14, '1.48', 1.32),\n"
                    "    (5088, 691, 'ST-5526', 18, '1.39', 1.01),\n"
                    "    (5089, 691, 'ST-4138', 4, '1.86', 0.7),\n"
                    "    (5090, 691, 'ST-374', 69, '£1.94', NULL),\n"
                    "    (5091, 692, 'ST-6831', 26, '1.61', 0.99),\n"
                    "    (5092, 692, 'ST-6861', 40, '£1.70', NULL),\n"
                    "    (5093, 692, 'ST-7171', 8, '1.93', 0.98),\n"
                    "    (5094, 694, 'ST-4764', 52, '2.19', NULL),\n"
                    "    (5095, 694, 'ST-6296', 6, '£1.58', 0.77),\n"
                    "    (5096, 694, 'ST-2171', 42, '1.52', 2.37),\n"
                    "    (5097, 695, 'ST-6606', 58, '£1.70', NULL),\n"
                    "    (5098, 695, 'ST-9741', 1, '1.94', NULL),\n"
                    "    (5099, 695, 'ST-1869', 60, '2.14', NULL),\n"
                    "    (5100, 695, 'ST-4947', 5, '1.43', NULL),\n"
                    "    (5101, 696, 'ST-8297', 55, '2.08', 5.71),\n"
                    "    (5102, 696, 'ST-501', 55, '1.46', 1.91),\n"
                    "    (5103, 696, 'ST-388', 17, '1.91', 1),\n"
                    "    (5104, 696, 'ST-2553', 48, '£2.18', 0.79),\n"
                    "    (5105, 697, 'ST-9990', 77, '£2.13', 12.34),\n"
                    "    (5106, 697, 'ST-8249', 1, '£2.05', 0.11),\n"
                    "    (5107, 697, 'ST-8256', 51, '£1.44', NULL),\n"
                    "    (5108, 697, 'ST-1935', 23, '1.75', NULL),\n"
                    "    (5109, 698, 'ST-5518', 78, '2.10', NULL),\n"
                    "    (5110, 699, 'ST-2199', 16, '2.02', 1.03),\n"
                    "    (5111, 700, 'ST-6284', 44, '1.73', 3.39),\n"
                    "    (5112, 700, 'ST-6141', 67, '1.61', NULL),\n"
                    "    (5113, 700, 'ST-356', 40, '1.73', 1.6),\n"
                    "    (5114, 701, 'ST-492', 34, '2.02', NULL),\n"
                    "    (5115, 701, 'ST-9052', 10, '1.97', 1.44),\n"
                    "    (5116, 702, 'ST-9312', 27, '1.76', 1.1),\n"
                    "    (5117, 703, 'ST-4132', 72, '1.40', NULL),\n"
                    "    (5118, 703, 'ST-6174', 32, '£2.16', NULL),\n"
                    "    (5119, 705, 'ST-9943', 52, '1.99', 3.94),\n"
                    "    (5120, 706, 'ST-5134', 29, '1.50', NULL),\n"
                    "    (5121, 707, 'ST-4186', 65, '2.03', 3.9),\n"
                    "    (5122, 707, 'ST-5309', 56, '£1.56', 5.2),\n"
                    "    (5123, 707, 'ST-1730', 53, '1.90', NULL),\n"
                    "    (5124, 707, 'ST-5184', 15, '£1.94', 1.46),\n"
                    "    (5125, 708, 'ST-9828', 79, '1.62', 4.05),\n"
                    "    (5126, 709, 'ST-8751', 8, '£1.70', 0.17),\n"
                    "    (5127, 709, 'ST-3927', 47, '2.03', 0.59),\n"
                    "    (5128, 710, 'ST-8046', 52, '£1.63', 0.67),\n"
                    "    (5129, 710, 'ST-7016', 16, '2.19', 3.12),\n"
                    "    (5130, 651, 'ST-054', 59, '2.12', NULL),\n"
                    "    (5131, 643, 'ST-3288', 33, '1.96', NULL);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (61, 51, '64d7138bb56538e8'),\n"
                    "    (62, 56, 'c7df9fd83bbfebf4'),\n"
                    "    (63, 57, 'fe1546b0cb8c291d'),\n"
                    "    (64, 59, 'd4ca989c7d5ce24b');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
 'readable': ['trips', 'fuel_fills'],
 'region': 'depot',
 'report': 'fleet_report',
 'rerun': False,
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
 's_rows': {49: [23, '29c88fb798a415c5'],
            50: [25, '53dc08e807342249'],
            51: [27, 'f7cccf9f9fcd9cdc'],
            52: [28, '0f3447a24d549c1d'],
            53: [29, '562bf7a4a97dbb31'],
            54: [30, '32e35397da6616e7'],
            55: [37, 'ea53c93a5f71c8e4'],
            56: [38, 'cfe73b4d4d97fbf4'],
            57: [39, 'd135012c06ceadb9'],
            58: [40, 'b1dd86edf28bbd57'],
            59: [41, '0a2be0e7bfda34f5'],
            60: [46, '1943c11897ea51ec'],
            61: [51, '64d7138bb56538e8'],
            62: [56, 'c7df9fd83bbfebf4'],
            63: [57, 'fe1546b0cb8c291d'],
            64: [59, 'd4ca989c7d5ce24b']},
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
