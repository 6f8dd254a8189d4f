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
 'c_rows': {732: [18, '2023-07-08', 'aborted'],
            733: [18, '2023-09-17', 'aborted'],
            734: [19, '2023-06-20', 'aborted'],
            735: [20, '2023-03-29', 'completed'],
            736: [21, '2024-03-18', 'completed'],
            737: [22, '2024-02-14', 'completed'],
            738: [23, '2024-06-12', 'en_route'],
            739: [23, '2023-05-02', 'planned'],
            740: [23, '2023-04-21', 'completed'],
            741: [24, '2023-07-05', 'planned'],
            742: [24, '2023-04-19', 'completed'],
            743: [24, '2023-12-27', 'planned'],
            744: [24, '2023-10-11', 'en_route'],
            745: [25, '2024-11-26', 'en_route'],
            746: [25, '2023-08-28', 'completed'],
            747: [25, '2024-11-10', 'en_route'],
            748: [26, '2024-09-20', 'completed'],
            749: [27, '2023-01-22', 'en_route'],
            750: [27, '2023-08-31', 'planned'],
            751: [27, None, 'en_route'],
            752: [28, '2023-12-13', 'completed'],
            753: [28, '2023-08-14', 'planned'],
            754: [28, '2023-12-10', 'completed'],
            755: [29, '2023-05-19', 'en_route'],
            756: [30, '2023-05-15', 'completed'],
            757: [30, '2024-09-30', 'completed'],
            758: [30, '2023-06-10', 'en_route'],
            759: [31, '2024-09-13', 'en_route'],
            760: [31, '2023-04-05', 'completed'],
            761: [32, '2024-01-13', 'aborted'],
            762: [33, '2023-01-07', 'completed'],
            763: [33, '2023-10-04', 'completed'],
            764: [33, '2023-03-19', 'planned'],
            765: [33, '2023-11-15', 'planned'],
            766: [35, '2024-05-26', 'en_route'],
            767: [35, '2023-03-18', 'planned'],
            768: [35, '2024-03-13', 'completed'],
            769: [36, None, 'en_route'],
            770: [36, '2024-10-16', 'en_route'],
            771: [37, '2023-06-25', 'aborted'],
            772: [38, '2024-07-25', 'completed'],
            773: [38, '2023-12-07', 'aborted'],
            774: [39, '2023-03-05', 'en_route'],
            775: [40, '2023-07-28', 'planned'],
            776: [40, '2023-12-10', 'completed'],
            777: [40, '2023-03-25', 'planned'],
            778: [41, '2024-08-03', 'completed'],
            779: [41, '2023-01-07', 'completed'],
            780: [41, None, 'completed'],
            781: [43, '2023-10-07', 'aborted'],
            782: [43, '2024-07-14', 'aborted'],
            783: [44, '2024-11-06', 'en_route'],
            784: [45, '2024-10-02', 'completed'],
            785: [46, '2023-01-16', 'en_route'],
            786: [46, '2024-06-13', 'completed'],
            787: [47, '2024-05-30', 'completed'],
            788: [47, '2023-04-05', 'completed'],
            789: [47, '2023-11-21', 'planned'],
            790: [48, '2023-01-15', 'aborted'],
            791: [48, '2024-11-22', 'en_route'],
            792: [48, '2024-05-30', 'en_route'],
            793: [48, '2023-11-19', 'en_route'],
            794: [32, '2023-10-11', 'completed'],
            795: [32, '2023-11-28', 'planned'],
            796: [32, '2024-01-20', 'completed'],
            797: [36, '2023-12-01', 'planned'],
            798: [36, '2024-06-12', 'planned'],
            799: [33, '2024-08-14', 'planned'],
            800: [33, '2023-05-25', 'planned']},
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
 'fn_calls': {16: '0',
              17: None,
              18: '0',
              19: '0',
              20: '163.69',
              21: '209.71',
              23: '715.69',
              30: '567.40',
              33: '1037.73',
              35: '465.45',
              37: '0',
              42: '0',
              43: '0'},
 'func': 'driver_fuel_spend',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (810, 32, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (810, 32, '2024-06-01', "
                 "'planned');",
 'l_rows': {1149: [733, 'ST-7091', 27, '1.59', '3.99'],
            1150: [733, 'ST-8847', 50, '1.83', '7.67'],
            1151: [733, 'ST-9957', 7, '1.74', None],
            1152: [735, 'ST-044', 58, '1.71', None],
            1153: [735, 'ST-4665', 15, '1.82', '1.95'],
            1154: [735, 'ST-3857', 22, '1.78', None],
            1155: [736, 'ST-2548', 66, '1.63', '2.94'],
            1156: [736, 'ST-5774', 58, '1.85', '2.23'],
            1157: [737, 'ST-4383', 78, '1.65', None],
            1158: [737, 'ST-6206', 46, '1.74', None],
            1159: [737, 'ST-2959', 67, '2.15', None],
            1160: [737, 'ST-3112', 14, '1.63', None],
            1161: [738, 'ST-5656', 56, '1.56', None],
            1162: [738, 'ST-879', 33, '2.19', None],
            1163: [738, 'ST-4147', 76, '2.03', None],
            1164: [738, 'ST-3630', 18, '1.61', '2.42'],
            1165: [739, 'ST-5671', 58, '1.65', None],
            1166: [739, 'ST-9335', 57, '1.51', None],
            1167: [739, 'ST-008', 35, '1.42', None],
            1168: [739, 'ST-6814', 40, '1.68', '1.46'],
            1169: [740, 'ST-4974', 23, '1.53', '2.62'],
            1170: [740, 'ST-9490', 26, '1.75', '0.06'],
            1171: [741, 'ST-7194', 71, '1.78', '5.08'],
            1172: [741, 'ST-8650', 12, '2.17', None],
            1173: [741, 'ST-579', 58, '1.45', None],
            1174: [741, 'ST-7036', 9, '2.05', '0.36'],
            1175: [742, 'ST-961', 42, '1.59', '5.18'],
            1176: [742, 'ST-9222', 75, '1.80', '7.36'],
            1177: [742, 'ST-669', 44, '1.66', None],
            1178: [743, 'ST-6052', 76, '1.81', None],
            1179: [743, 'ST-9310', 21, '2.19', None],
            1180: [744, 'ST-8160', 74, '1.68', None],
            1181: [744, 'ST-6135', 12, '2.06', None],
            1182: [744, 'ST-7124', 44, '1.84', None],
            1183: [744, 'ST-3526', 8, '1.88', None],
            1184: [745, 'ST-4016', 9, '2.17', '0.82'],
            1185: [746, 'ST-3024', 59, '2.13', '12.47'],
            1186: [746, 'ST-5104', 2, '2.12', '0.35'],
            1187: [747, 'ST-8514', 17, '1.53', None],
            1188: [747, 'ST-382', 7, '2.19', None],
            1189: [748, 'ST-8036', 80, '1.71', '12.76'],
            1190: [748, 'ST-7776', 44, '1.42', None],
            1191: [748, 'ST-1267', 53, '2.14', '9.82'],
            1192: [749, 'ST-4880', 30, '2.15', '4.34'],
            1193: [749, 'ST-3028', 76, '1.47', None],
            1194: [749, 'ST-3289', 9, '1.73', '0.18'],
            1195: [751, 'ST-2966', 32, '1.95', None],
            1196: [753, 'ST-9817', 12, '1.85', None],
            1197: [753, 'ST-5057', 68, '1.50', '5.06'],
            1198: [753, 'ST-1278', 76, '1.49', None],
            1199: [753, 'ST-5601', 19, '1.47', None],
            1200: [754, 'ST-1517', 1, '1.74', '0.02'],
            1201: [754, 'ST-3322', 8, '2.18', '1'],
            1202: [754, 'ST-431', 7, '1.61', None],
            1203: [755, 'ST-1947', 4, '1.59', None],
            1204: [755, 'ST-1990', 32, '1.92', None],
            1205: [756, 'ST-3613', 1, '1.91', '0.08'],
            1206: [756, 'ST-5474', 80, '2.01', '8.14'],
            1207: [756, 'ST-249', 23, '1.50', None],
            1208: [756, 'ST-6536', 17, '1.65', None],
            1209: [757, 'ST-4790', 5, '1.62', '0.16'],
            1210: [757, 'ST-1976', 28, '1.81', '1.41'],
            1211: [757, 'ST-4735', 1, '1.62', '0.06'],
            1212: [758, 'ST-9803', 25, '1.72', '3.75'],
            1213: [758, 'ST-3350', 72, '1.72', '6.65'],
            1214: [758, 'ST-2597', 30, '1.56', '3.3'],
            1215: [758, 'ST-7842', 53, '1.79', '3.22'],
            1216: [760, 'ST-9346', 55, '1.74', '6.34'],
            1217: [760, 'ST-6385', 42, '1.77', None],
            1218: [760, 'ST-2795', 18, '1.75', None],
            1219: [761, 'ST-9861', 55, '2.11', '5.17'],
            1220: [761, 'ST-6672', 73, '1.78', None],
            1221: [762, 'ST-5268', 52, '2.18', '9.73'],
            1222: [763, 'ST-8615', 1, '1.62', '0.1'],
            1223: [764, 'ST-1828', 78, '1.46', '1.79'],
            1224: [764, 'ST-8775', 73, '1.40', None],
            1225: [764, 'ST-4804', 36, '2.00', None],
            1226: [764, 'ST-2447', 50, '1.50', '6.75'],
            1227: [765, 'ST-2240', 37, '2.15', '7.02'],
            1228: [765, 'ST-7419', 13, '1.77', None],
            1229: [765, 'ST-4360', 12, '1.56', '1.72'],
            1230: [766, 'ST-2606', 42, '1.42', None],
            1231: [766, 'ST-2667', 17, '1.57', '0.18'],
            1232: [766, 'ST-6793', 2, '1.42', None],
            1233: [766, 'ST-5579', 20, '1.50', '2.6'],
            1234: [767, 'ST-6997', 54, '2.06', '0.55'],
            1235: [767, 'ST-4123', 73, '1.82', '7.01'],
            1236: [767, 'ST-3294', 33, '1.99', '5.26'],
            1237: [767, 'ST-9251', 27, '1.93', None],
            1238: [769, 'ST-1333', 69, '1.64', None],
            1239: [769, 'ST-9995', 30, '1.94', None],
            1240: [769, 'ST-4502', 63, '1.51', None],
            1241: [769, 'ST-8149', 63, '1.98', None],
            1242: [770, 'ST-8619', 30, '1.42', '1.85'],
            1243: [770, 'ST-6011', 52, '1.53', '0.13'],
            1244: [770, 'ST-9303', 62, '1.88', None],
            1245: [771, 'ST-4045', 70, '1.77', None],
            1246: [771, 'ST-6886', 37, '1.89', '2.65'],
            1247: [772, 'ST-9398', 46, '1.99', '3.5'],
            1248: [772, 'ST-8561', 59, '1.86', '4.04'],
            1249: [772, 'ST-7077', 8, '1.52', None],
            1250: [772, 'ST-2160', 16, '1.48', None],
            1251: [774, 'ST-1799', 27, '1.59', None],
            1252: [775, 'ST-3540', 22, '1.68', None],
            1253: [776, 'ST-9322', 14, '1.66', '1.5'],
            1254: [776, 'ST-3342', 65, '1.51', '8.93'],
            1255: [776, 'ST-2178', 51, '1.60', '8.05'],
            1256: [777, 'ST-1076', 54, '1.84', None],
            1257: [778, 'ST-9571', 76, '1.64', '2'],
            1258: [779, 'ST-5207', 57, '1.73', None],
            1259: [779, 'ST-1086', 4, '1.70', '0.03'],
            1260: [779, 'ST-4613', 1, '2.16', None],
            1261: [779, 'ST-4863', 37, '1.51', None],
            1262: [780, 'ST-4377', 58, '2.17', '1.31'],
            1263: [781, 'ST-4407', 33, '1.69', '5.19'],
            1264: [781, 'ST-5799', 75, '1.85', '4.91'],
            1265: [782, 'ST-8277', 14, '2.00', None],
            1266: [785, 'ST-6485', 18, '1.66', '0.77'],
            1267: [785, 'ST-5426', 68, '1.55', '1.86'],
            1268: [786, 'ST-3418', 38, '1.81', None],
            1269: [786, 'ST-2769', 2, '1.86', '0.3'],
            1270: [786, 'ST-7392', 71, '1.75', None],
            1271: [786, 'ST-286', 24, '1.56', None],
            1272: [788, 'ST-5203', 73, '1.55', '11.22'],
            1273: [788, 'ST-7004', 32, '1.79', '5.69'],
            1274: [788, 'ST-620', 38, '1.62', '4'],
            1275: [788, 'ST-1869', 75, '1.55', None],
            1276: [789, 'ST-3133', 47, '1.66', '1.22'],
            1277: [790, 'ST-8941', 19, '1.72', None],
            1278: [791, 'ST-7239', 20, '2.18', '1.73'],
            1279: [791, 'ST-6841', 22, '1.99', '3.58'],
            1280: [791, 'ST-7655', 76, '1.71', '5.18'],
            1281: [791, 'ST-6015', 55, '1.40', None],
            1282: [792, 'ST-7357', 38, '1.54', None],
            1283: [792, 'ST-9335', 4, '1.56', '0.27'],
            1284: [792, 'ST-6591', 52, '2.09', '9.93'],
            1285: [792, 'ST-3059', 53, '1.92', '5.82'],
            1286: [793, 'ST-4039', 19, '1.45', '0.89'],
            1287: [793, 'ST-2929', 20, '1.46', '2.79'],
            1288: [793, 'ST-5830', 42, '1.44', None],
            1289: [794, 'ST-7618', 2, '1.42', None],
            1290: [795, 'ST-139', 31, '1.45', None],
            1291: [795, 'ST-3617', 18, '1.73', None],
            1292: [795, 'ST-9918', 64, '1.84', None],
            1293: [796, 'ST-3925', 31, '1.63', '3.64'],
            1294: [796, 'ST-2484', 50, '2.15', None],
            1295: [796, 'ST-4396', 27, '1.71', '3.75'],
            1296: [796, 'ST-991', 69, '1.86', None],
            1297: [797, 'ST-619', 46, '1.66', '5.95'],
            1298: [797, 'ST-8107', 71, '1.83', '5.11'],
            1299: [797, 'ST-7827', 40, '2.01', '0.74'],
            1300: [797, 'ST-2196', 59, '1.60', '8.46'],
            1301: [798, 'ST-1325', 39, '1.79', '3.9'],
            1302: [798, 'ST-6527', 50, '1.91', '1.35'],
            1303: [798, 'ST-6853', 38, '1.57', None],
            1304: [798, 'ST-8655', 14, '1.85', None],
            1305: [799, 'ST-9131', 59, '2.19', '10.23'],
            1306: [799, 'ST-7586', 65, '2.08', '8.25'],
            1307: [800, 'ST-5840', 34, '2.03', None],
            1308: [800, 'ST-1754', 7, '1.45', None],
            1309: [800, 'ST-8862', 65, '2.16', None],
            1310: [741, 'ST-7253', 34, '1.51', '0.6'],
            1311: [772, 'ST-9423', 34, '1.95', '1.63']},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'lookup': 'depots',
 'lookup_names': ['airport road', 'east ring', 'harbour gate', 'mill lane', 'north yard', 'south basin', 'west quay'],
 'migration': '/srv/migrations/0087_schema_fixes.sql',
 'missing_p': 17,
 'new_id': 810,
 'new_p': 32,
 'p1': 'driver',
 'p_region': {16: 'harbour gate',
              18: 'mill lane',
              19: 'harbour gate',
              20: 'east ring',
              21: 'airport road',
              22: 'north yard',
              23: 'north yard',
              24: None,
              25: None,
              26: 'south basin',
              27: 'harbour gate',
              28: 'east ring',
              29: 'north yard',
              30: 'east ring',
              31: 'harbour gate',
              32: 'north yard',
              33: 'mill lane',
              35: 'mill lane',
              36: 'harbour gate',
              37: 'airport road',
              38: 'airport road',
              39: 'mill lane',
              40: None,
              41: None,
              42: 'east ring',
              43: 'airport road',
              44: 'mill lane',
              45: 'east ring',
              46: 'airport road',
              47: 'north yard',
              48: 'west quay'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM fleet.drivers p LEFT JOIN fleet.depots k ON k.id = p.depot_id',
 'p_rows': {16: ['Nils Moreau', 'nils.moreau@mail.test'],
            18: ['Elena Eriksen', 'elena.eriksen@mail.test'],
            19: ['Luis Ivanova', 'luis.ivanova@post.example'],
            20: ['Ines Fofana', 'ines.fofana@mail.test'],
            21: ['Mira Haddad', 'mira.haddad@example.com'],
            22: ['Carmen Okafor', 'carmen.okafor@inbox.test'],
            23: ['Nils Castillo', 'nils.castillo@mail.test'],
            24: ['Dev Jensen', 'dev.jensen@post.example'],
            25: ['Olu Weber', 'olu.weber@inbox.test'],
            26: ['Kaia Abbott', 'kaia.abbott@example.com'],
            27: ['Tomas Weber', 'tomas.weber@example.com'],
            28: ['Olu Moreau', 'olu.moreau@post.example'],
            29: ['Luis Abbott', 'luis.abbott@post.example'],
            30: ['Wim Abbott', 'wim.abbott@inbox.test'],
            31: ['Bruno Brandt', 'bruno.brandt@mail.test'],
            32: ['Elena Okafor', 'elena.okafor@example.com'],
            33: ['Carmen Fofana', 'carmen.fofana@mail.test'],
            35: ['Luis Rossi', 'luis.rossi@post.example'],
            36: ['Olu Dimitrov', 'olu.dimitrov@mail.test'],
            37: ['Uzma Ivanova', 'uzma.ivanova@example.com'],
            38: ['Greta Rossi', 'greta.rossi@mail.test'],
            39: ['Elena Moreau', 'elena.moreau@inbox.test'],
            40: ['Greta Ivanova', 'greta.ivanova@mail.test'],
            41: ['Kaia Dimitrov', 'kaia.dimitrov@post.example'],
            42: ['Zora Fofana', 'zora.fofana@mail.test'],
            43: ['Dev Jensen', 'dev.jensen@inbox.test'],
            44: ['Kaia Abbott', 'kaia.abbott@post.example'],
            45: ['Elena Jensen', 'elena.jensen@mail.test'],
            46: ['Elena Castillo', 'elena.castillo@post.example'],
            47: ['Jonas Haddad', 'jonas.haddad@post.example'],
            48: ['Olu Haddad', 'olu.haddad@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (42, 'Zora Fofana', 'zora.fofana@mail.test', 'east ring'),\n"
                    "    (43, 'Dev Jensen', 'dev.jensen@inbox.test', 'airport road'),\n"
                    "    (44, 'Kaia Abbott', 'kaia.abbott@post.example', 'MILL LANE'),\n"
                    "    (45, 'Elena Jensen', 'elena.jensen@mail.test', 'EAST RING'),\n"
                    "    (46, 'Elena Castillo', 'elena.castillo@post.example', 'AIRPORT ROAD'),\n"
                    "    (47, 'Jonas Haddad', 'jonas.haddad@post.example', 'north yard '),\n"
                    "    (48, 'Olu Haddad', 'olu.haddad@inbox.test', 'West Quay');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (781, 43, '07/10/2023', 'aborted'),\n"
                    "    (782, 43, '14.07.2024', 'aborted'),\n"
                    "    (783, 44, '06.11.2024', 'en_route'),\n"
                    "    (784, 45, '2024-10-02', 'completed'),\n"
                    "    (785, 46, '16.01.2023', 'en_route'),\n"
                    "    (786, 46, '2024-06-13', 'completed'),\n"
                    "    (787, 47, '2024-05-30', 'completed'),\n"
                    "    (788, 47, '05/04/2023', 'completed'),\n"
                    "    (789, 47, '21/11/2023', 'planned'),\n"
                    "    (790, 48, '15.01.2023', 'aborted'),\n"
                    "    (791, 48, '22/11/2024', 'en_route'),\n"
                    "    (792, 48, '30/05/2024', 'en_route'),\n"
                    "    (793, 48, '19/11/2023', 'en_route'),\n"
                    "    (794, 32, '2023-10-11', 'completed'),\n"
                    "    (795, 32, '28/11/2023', 'planned'),\n"
                    "    (796, 32, '2024-01-20', 'completed'),\n"
                    "    (797, 36, '2023-12-01', 'planned'),\n"
                    "    (798, 36, '12.06.2024', 'planned'),\n"
                    "    (799, 33, '2024-08-14', 'planned'),\n"
                    "    (800, 33, '25.05.2023', 'planned');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (1263, 781, 'ST-4407', 33, '1.69', 5.19),\n"
                    "    (1264, 781, 'ST-5799', 75, ' 1.85 ', 4.91),\n"
                    "    (1265, 782, 'ST-8277', 14, ' 2.00 ', NULL),\n"
                    "    (1266, 785, 'ST-6485', 18, '£1.66', 0.77),\n"
                    "    (1267, 785, 'ST-5426', 68, '1.55', 1.86),\n"
                    "    (1268, 786, 'ST-3418', 38, ' 1.81 ', NULL),\n"
                    "    (1269, 786, 'ST-2769', 2, '1.86', 0.3),\n"
                    "    (1270, 786, 'ST-7392', 71, '1.75', NULL),\n"
                    "    (1271, 786, 'ST-286', 24, '1.56', NULL),\n"
                    "    (1272, 788, 'ST-5203', 73, '1.55', 11.22),\n"
                    "    (1273, 788, 'ST-7004', 32, '1.79', 5.69),\n"
                    "    (1274, 788, 'ST-620', 38, '£1.62', 4),\n"
                    "    (1275, 788, 'ST-1869', 75, '1.55', NULL),\n"
                    "    (1276, 789, 'ST-3133', 47, '1.66', 1.22),\n"
                    "    (1277, 790, 'ST-8941', 19, ' 1.72 ', NULL),\n"
                    "    (1278, 791, 'ST-7239', 20, ' 2.18 ', 1.73),\n"
                    "    (1279, 791, 'ST-6841', 22, ' 1.99 ', 3.58),\n"
                    "    (1280, 791, 'ST-7655', 76, '£1.71', 5.18),\n"
                    "    (1281, 791, 'ST-6015', 55, ' 1.40 ', NULL),\n"
                    "    (1282, 792, 'ST-7357', 38, '£1.54', NULL),\n"
                    "    (1283, 792, 'ST-9335', 4, '1.56', 0.27),\n"
                    "    (1284, 792, 'ST-6591', 52, '2.09', 9.93),\n"
                    "    (1285, 792, 'ST-3059', 53, '1.92', 5.82),\n"
                    "    (1286, 793, 'ST-4039', 19, '1.45', 0.89),\n"
                    "    (1287, 793, 'ST-2929', 20, '1.46', 2.79),\n"
                    "    (1288, 793, 'ST-5830', 42, '£1.44', NULL),\n"
                    "    (1289, 794, 'ST-7618', 2, '1.42', NULL),\n"
                    "    (1290, 795, 'ST-139', 31, '1.45', NULL),\n"
                    "    (1291, 795, 'ST-3617', 18, '1.73', NULL),\n"
                    "    (1292, 795, 'ST-9918', 64, '1.84', NULL),\n"
                    "    (1293, 796, 'ST-3925', 31, ' 1.63 ', 3.64),\n"
                    "    (1294, 796, 'ST-2484', 50, '2.15', NULL),\n"
                    "    (1295, 796, 'ST-4396', 27, '1.71', 3.75),\n"
                    "    (1296, 796, 'ST-991', 69, '1.86', NULL),\n"
                    "    (1297, 797, 'ST-619', 46, ' 1.66 ', 5.95),\n"
                    "    (1298, 797, 'ST-8107', 71, '1.83', 5.11),\n"
                    "    (1299, 797, 'ST-7827', 40, '2.01', 0.74),\n"
                    "    (1300, 797, 'ST-2196', 59, '£1.60', 8.46),\n"
                    "    (1301, 798, 'ST-1325', 39, '1.79', 3.9),\n"
                    "    (1302, 798, 'ST-6527', 50, ' 1.91 ', 1.35),\n"
                    "    (1303, 798, 'ST-6853', 38, '1.57', NULL),\n"
                    "    (1304, 798, 'ST-8655', 14, ' 1.85 ', NULL),\n"
                    "    (1305, 799, 'ST-9131', 59, '2.19', 10.23),\n"
                    "    (1306, 799, 'ST-7586', 65, '£2.08', 8.25),\n"
                    "    (1307, 800, 'ST-5840', 34, ' 2.03 ', NULL),\n"
                    "    (1308, 800, 'ST-1754', 7, '1.45', NULL),\n"
                    "    (1309, 800, 'ST-8862', 65, ' 2.16 ', NULL),\n"
                    "    (1310, 741, 'ST-7253', 34, '£1.51', 0.6),\n"
                    "    (1311, 772, 'ST-9423', 34, '£1.95', 1.63);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (70, 43, '8046f72e01fcf14e'),\n"
                    "    (71, 44, '662c14dc8b1a8e98'),\n"
                    "    (72, 45, '375b9bf9b6c0e601'),\n"
                    "    (73, 46, '35db94a05daf89f3');\n"
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
 's_rows': {55: [16, '892467bb2412b7ab'],
            56: [19, '6a1d28ff30f98d85'],
            57: [20, '84cf466f6843aaa3'],
            58: [21, '9c0e5bc0ac304bab'],
            59: [22, '50cb5e3a247ee07c'],
            60: [23, '2cdfe866b75fcb71'],
            61: [26, 'f9700ed5322e7c09'],
            62: [27, '25097e794d7de045'],
            63: [28, '8157b83ba664a48c'],
            64: [31, '67681bb30c7830be'],
            65: [32, '2c7c3d4743caf3cc'],
            66: [33, '01166f1b3b7fdd28'],
            67: [35, '12bbb6078cfb6a8a'],
            68: [37, '7c82197e5238f9d7'],
            69: [40, '9f6b610f62c0bc6c'],
            70: [43, '8046f72e01fcf14e'],
            71: [44, '662c14dc8b1a8e98'],
            72: [45, '375b9bf9b6c0e601'],
            73: [46, '35db94a05daf89f3']},
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


def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]
