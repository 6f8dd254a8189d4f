import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'appointments',
 'L': 'appointment_items',
 'P': 'patients',
 'S': 'patient_notes',
 'admin': 'postgres',
 'app': 'clinic_app',
 'c1': 'appointment',
 'c_rows': {711: [9, '2024-04-02', 'cancelled'],
            712: [10, '2024-10-14', 'booked'],
            713: [11, '2023-12-31', 'no_show'],
            714: [11, '2024-08-25', 'attended'],
            715: [12, '2024-07-04', 'attended'],
            716: [14, '2023-10-22', 'no_show'],
            717: [15, '2024-03-28', 'no_show'],
            718: [15, '2023-08-05', 'booked'],
            719: [17, '2023-07-16', 'attended'],
            720: [18, '2024-06-28', 'booked'],
            721: [19, '2023-08-08', 'no_show'],
            722: [19, '2024-02-08', 'booked'],
            723: [20, '2024-05-19', 'no_show'],
            724: [21, '2024-11-29', 'no_show'],
            725: [21, '2024-11-19', 'no_show'],
            726: [21, '2024-06-06', 'no_show'],
            727: [22, '2024-04-16', 'no_show'],
            728: [22, '2023-07-05', 'no_show'],
            729: [23, '2023-03-19', 'booked'],
            730: [23, '2023-02-05', 'cancelled'],
            731: [23, '2024-10-16', 'booked'],
            732: [23, '2024-08-30', 'no_show'],
            733: [24, '2024-02-06', 'booked'],
            734: [26, '2024-04-09', 'no_show'],
            735: [26, '2024-05-04', 'no_show'],
            736: [26, '2023-11-23', 'booked'],
            737: [28, '2024-09-16', 'no_show'],
            738: [28, '2023-09-04', 'booked'],
            739: [29, '2024-02-28', 'attended'],
            740: [29, '2024-03-26', 'no_show'],
            741: [29, '2024-06-15', 'booked'],
            742: [30, '2024-10-10', 'cancelled'],
            743: [30, '2024-03-21', 'booked'],
            744: [30, '2023-04-22', 'no_show'],
            745: [30, '2023-04-25', 'attended'],
            746: [32, '2024-10-19', 'attended'],
            747: [32, '2024-09-17', 'attended'],
            748: [34, '2024-01-22', 'cancelled'],
            749: [35, '2024-08-30', 'no_show'],
            750: [37, '2023-04-30', 'attended'],
            751: [38, '2023-09-22', 'no_show'],
            752: [38, '2023-11-06', 'booked'],
            753: [39, '2023-04-24', 'attended'],
            754: [39, '2024-03-21', 'attended'],
            755: [39, '2024-06-17', 'no_show'],
            756: [40, '2023-09-05', 'attended'],
            757: [40, '2023-01-15', 'booked'],
            758: [41, '2024-09-21', 'no_show'],
            759: [14, '2023-02-04', 'attended'],
            760: [14, '2024-03-12', 'no_show'],
            761: [23, '2023-10-20', 'cancelled'],
            762: [18, '2023-12-01', 'cancelled'],
            763: [18, '2024-06-07', 'cancelled'],
            764: [18, '2023-12-28', 'booked'],
            765: [18, '2023-05-01', 'no_show']},
 'c_sql': 'SELECT id, patient_id AS p, scheduled_on::text AS d, status::text AS st FROM clinic.appointments',
 'constraints': [['clinic.patients', 'p', ['id'], None, []],
                 ['clinic.appointments', 'p', ['id'], None, []],
                 ['clinic.appointment_items', 'p', ['id'], None, []],
                 ['clinic.patient_notes', 'p', ['id'], None, []],
                 ['clinic.appointments', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.appointment_items', 'f', ['appointment_id'], 'clinic.appointments', ['id']],
                 ['clinic.patient_notes', 'f', ['patient_id'], 'clinic.patients', ['id']]],
 'db': 'clinicdb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['patient_id', 'status'],
 'index_table': 'appointments',
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (775, 24, '
                      "'2024-06-01', 'unknown-state');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (775, 24, '
                 "'2024-06-01', 'booked');",
 'l_rows': {1231: [711, 'PRC-4276', 2, '164.83', None],
            1232: [711, 'PRC-6567', 3, '21.78', '4.37'],
            1233: [711, 'PRC-2025', 4, '121.37', '22.38'],
            1234: [713, 'PRC-0003', 4, '73.95', None],
            1235: [714, 'PRC-7230', 3, '84.99', '15.69'],
            1236: [714, 'PRC-8784', 3, '40.07', None],
            1237: [714, 'PRC-1023', 1, '150.14', '6.77'],
            1238: [716, 'PRC-5624', 4, '17.53', '3.74'],
            1239: [716, 'PRC-7274', 2, '50.72', None],
            1240: [716, 'PRC-3274', 4, '64.17', '24.38'],
            1241: [716, 'PRC-9002', 3, '53.22', None],
            1242: [717, 'PRC-1219', 3, '56.75', None],
            1243: [717, 'PRC-4532', 3, '97.37', '10.05'],
            1244: [717, 'PRC-4891', 3, '140.37', None],
            1245: [717, 'PRC-4441', 3, '75.65', None],
            1246: [718, 'PRC-2561', 3, '149.01', None],
            1247: [719, 'PRC-8988', 1, '168.30', '10.29'],
            1248: [719, 'PRC-8589', 1, '17.69', None],
            1249: [719, 'PRC-3470', 2, '133.86', None],
            1250: [719, 'PRC-7821', 2, '15.08', '1.17'],
            1251: [720, 'PRC-0184', 3, '105.79', None],
            1252: [720, 'PRC-1970', 1, '85.69', '5.62'],
            1253: [721, 'PRC-6818', 1, '123.64', '3.18'],
            1254: [721, 'PRC-2556', 3, '131.17', None],
            1255: [721, 'PRC-8718', 3, '153.73', None],
            1256: [721, 'PRC-9971', 4, '26.31', '2.82'],
            1257: [722, 'PRC-5815', 3, '160.63', '43.15'],
            1258: [722, 'PRC-7652', 4, '136.19', '35.03'],
            1259: [723, 'PRC-1688', 3, '138.46', None],
            1260: [724, 'PRC-2414', 3, '178.27', None],
            1261: [724, 'PRC-4105', 4, '16.39', None],
            1262: [725, 'PRC-7391', 1, '139.82', '13.9'],
            1263: [725, 'PRC-2516', 3, '119.78', '5.91'],
            1264: [725, 'PRC-8012', 4, '152.12', '36.59'],
            1265: [727, 'PRC-8676', 1, '45.72', None],
            1266: [727, 'PRC-0258', 2, '168.55', '16.91'],
            1267: [727, 'PRC-2450', 2, '97.36', None],
            1268: [728, 'PRC-1440', 1, '173.10', '9.76'],
            1269: [729, 'PRC-3670', 3, '105.59', '26.97'],
            1270: [730, 'PRC-1993', 2, '71.79', None],
            1271: [730, 'PRC-4932', 1, '122.06', '6.85'],
            1272: [731, 'PRC-0774', 1, '27.25', None],
            1273: [731, 'PRC-5491', 2, '167.44', None],
            1274: [731, 'PRC-2224', 1, '58.48', '1.09'],
            1275: [732, 'PRC-2227', 3, '128.93', '11.58'],
            1276: [734, 'PRC-2119', 3, '76.28', None],
            1277: [734, 'PRC-6751', 3, '137.38', None],
            1278: [734, 'PRC-7431', 3, '10.94', '0.38'],
            1279: [734, 'PRC-7178', 3, '169.45', '6.93'],
            1280: [735, 'PRC-7759', 1, '64.17', '0.02'],
            1281: [735, 'PRC-0621', 2, '113.59', None],
            1282: [735, 'PRC-6570', 3, '106.04', None],
            1283: [735, 'PRC-7594', 3, '55.54', '14.02'],
            1284: [736, 'PRC-3817', 4, '85.93', None],
            1285: [736, 'PRC-7076', 3, '24.04', None],
            1286: [736, 'PRC-0283', 4, '40.64', None],
            1287: [737, 'PRC-5307', 1, '92.33', None],
            1288: [737, 'PRC-2949', 1, '41.52', '0.55'],
            1289: [738, 'PRC-1297', 4, '82.22', None],
            1290: [739, 'PRC-6197', 4, '114.05', '22.74'],
            1291: [739, 'PRC-8894', 3, '120.11', '21.42'],
            1292: [739, 'PRC-6300', 3, '172.41', None],
            1293: [739, 'PRC-3043', 4, '169.45', '21.89'],
            1294: [740, 'PRC-6587', 2, '134.14', None],
            1295: [741, 'PRC-8501', 4, '73.49', '4.28'],
            1296: [742, 'PRC-2320', 1, '85.21', None],
            1297: [743, 'PRC-5534', 3, '68.67', '4.64'],
            1298: [743, 'PRC-1258', 1, '79.96', None],
            1299: [743, 'PRC-9063', 4, '111.86', '26.56'],
            1300: [745, 'PRC-0057', 4, '72.12', None],
            1301: [745, 'PRC-2257', 1, '70.21', '4.75'],
            1302: [745, 'PRC-7248', 1, '86.49', '5.96'],
            1303: [745, 'PRC-3612', 1, '77.25', None],
            1304: [746, 'PRC-6990', 2, '68.20', '6.66'],
            1305: [746, 'PRC-8506', 1, '83.35', '6.3'],
            1306: [746, 'PRC-6732', 2, '27.28', '1.35'],
            1307: [747, 'PRC-5972', 4, '131.58', '29.54'],
            1308: [747, 'PRC-6601', 2, '165.34', None],
            1309: [747, 'PRC-2488', 2, '137.10', '12.17'],
            1310: [748, 'PRC-3936', 4, '62.50', None],
            1311: [748, 'PRC-0601', 1, '46.19', '3.14'],
            1312: [748, 'PRC-1237', 1, '108.64', '5.25'],
            1313: [750, 'PRC-2669', 1, '86.09', '5.42'],
            1314: [750, 'PRC-4234', 4, '100.45', '27.31'],
            1315: [750, 'PRC-6643', 2, '32.41', '6.46'],
            1316: [750, 'PRC-2730', 2, '19.78', None],
            1317: [751, 'PRC-5708', 3, '14.29', '1.68'],
            1318: [752, 'PRC-4847', 3, '117.23', '9.06'],
            1319: [752, 'PRC-9486', 3, '122.89', '19.85'],
            1320: [753, 'PRC-1974', 3, '31.10', '0.61'],
            1321: [753, 'PRC-3855', 3, '155.23', '13.82'],
            1322: [753, 'PRC-5447', 3, '167.98', None],
            1323: [754, 'PRC-4320', 2, '148.48', '0.65'],
            1324: [755, 'PRC-6203', 1, '126.70', '6.06'],
            1325: [756, 'PRC-1137', 1, '69.13', None],
            1326: [756, 'PRC-2555', 4, '156.76', '18.52'],
            1327: [757, 'PRC-4959', 3, '62.56', '5.99'],
            1328: [757, 'PRC-3773', 2, '46.67', '1.77'],
            1329: [757, 'PRC-2444', 3, '20.89', None],
            1330: [758, 'PRC-6948', 4, '128.96', '31.34'],
            1331: [758, 'PRC-9642', 2, '15.56', None],
            1332: [759, 'PRC-3448', 1, '44.91', '3.71'],
            1333: [759, 'PRC-5575', 4, '123.68', '10.84'],
            1334: [759, 'PRC-1972', 4, '141.18', None],
            1335: [760, 'PRC-1511', 3, '156.41', None],
            1336: [760, 'PRC-6897', 4, '14.95', None],
            1337: [762, 'PRC-2538', 2, '61.24', None],
            1338: [763, 'PRC-2863', 4, '66.85', None],
            1339: [763, 'PRC-9117', 4, '60.37', None],
            1340: [763, 'PRC-5419', 4, '174.86', '59.01'],
            1341: [763, 'PRC-4166', 4, '144.40', '9.44'],
            1342: [764, 'PRC-2241', 1, '30.97', None],
            1343: [764, 'PRC-9416', 1, '114.14', '4.67'],
            1344: [726, 'PRC-1516', 1, '101.63', '0.99'],
            1345: [724, 'PRC-1610', 1, '171.15', None]},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'migration': '/srv/migrations/0072_schema_fixes.sql',
 'missing_p': 8,
 'new_id': 775,
 'new_p': 24,
 'p1': 'patient',
 'p_region': {7: 'Axa Health',
              9: 'Generali Vita',
              10: 'Axa Health',
              11: 'Aok Plus',
              12: 'Techniker',
              14: 'Techniker',
              15: 'Axa Health',
              17: 'Bupa',
              18: 'Bupa',
              19: 'Axa Health',
              20: 'Bupa',
              21: 'Bupa',
              22: 'Bupa',
              23: 'Techniker',
              24: 'Techniker',
              26: 'Aok Plus',
              28: 'Generali Vita',
              29: 'Allianz Care',
              30: 'Axa Health',
              32: 'Allianz Care',
              33: 'Generali Vita',
              34: 'Generali Vita',
              35: 'Techniker',
              37: 'Allianz Care',
              38: 'Allianz Care',
              39: 'Techniker',
              40: 'Allianz Care',
              41: 'Generali Vita'},
 'p_region_sql': 'SELECT id, insurer AS v FROM clinic.patients',
 'p_rows': {7: ['Mira Ivanova', 'mira.ivanova@inbox.test'],
            9: ['Zora Sato', 'zora.sato@post.example'],
            10: ['Wim Moreau', 'wim.moreau@example.com'],
            11: ['Femi Weber', 'femi.weber@post.example'],
            12: ['Ada Dimitrov', 'ada.dimitrov@example.com'],
            14: ['Kaia Eriksen', 'kaia.eriksen@inbox.test'],
            15: ['Zora Jensen', 'zora.jensen@mail.test'],
            17: ['Ada Ivanova', 'ada.ivanova@post.example'],
            18: ['Zora Okafor', 'zora.okafor@inbox.test'],
            19: ['Zora Okafor', 'zora.okafor@example.com'],
            20: ['Nils Dimitrov', 'nils.dimitrov@inbox.test'],
            21: ['Hiro Haddad', 'hiro.haddad@example.com'],
            22: ['Wim Gallo', 'wim.gallo@inbox.test'],
            23: ['Elena Castillo', 'elena.castillo@mail.test'],
            24: ['Ines Jensen', 'ines.jensen@inbox.test'],
            26: ['Yusuf Weber', 'yusuf.weber@mail.test'],
            28: ['Nils Fofana', 'nils.fofana@inbox.test'],
            29: ['Jonas Dimitrov', 'jonas.dimitrov@inbox.test'],
            30: ['Kaia Haddad', 'kaia.haddad@mail.test'],
            32: ['Greta Moreau', 'greta.moreau@example.com'],
            33: ['Xenia Moreau', 'xenia.moreau@inbox.test'],
            34: ['Kaia Sato', 'kaia.sato@inbox.test'],
            35: ['Nils Weber', 'nils.weber@post.example'],
            37: ['Kaia Abbott', 'kaia.abbott@post.example'],
            38: ['Ines Abbott', 'ines.abbott@example.com'],
            39: ['Priya Abbott', 'priya.abbott@post.example'],
            40: ['Carmen Haddad', 'carmen.haddad@mail.test'],
            41: ['Bruno Jensen', 'bruno.jensen@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (33, 'Xenia Moreau', 'xenia.moreau@inbox.test', 'Generali Vita'),\n"
                    "    (34, 'Kaia Sato', 'kaia.sato@inbox.test', 'Generali Vita'),\n"
                    "    (35, 'Nils Weber', 'nils.weber@post.example', 'Techniker'),\n"
                    "    (37, 'Kaia Abbott', 'kaia.abbott@post.example', 'Allianz Care'),\n"
                    "    (38, 'Ines Abbott', 'ines.abbott@example.com', 'Allianz Care'),\n"
                    "    (39, 'Priya Abbott', 'priya.abbott@post.example', 'Techniker'),\n"
                    "    (40, 'Carmen Haddad', 'carmen.haddad@mail.test', 'Allianz Care'),\n"
                    "    (41, 'Bruno Jensen', 'bruno.jensen@mail.test', 'Generali Vita');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (748, 34, '2024-01-22', 'cancelled'),\n"
                    "    (749, 35, '2024-08-30', 'no_show'),\n"
                    "    (750, 37, '2023-04-30', 'attended'),\n"
                    "    (751, 38, '2023-09-22', 'no_show'),\n"
                    "    (752, 38, '2023-11-06', 'booked'),\n"
                    "    (753, 39, '2023-04-24', 'attended'),\n"
                    "    (754, 39, '2024-03-21', 'attended'),\n"
                    "    (755, 39, '2024-06-17', 'no_show'),\n"
                    "    (756, 40, '2023-09-05', 'attended'),\n"
                    "    (757, 40, '2023-01-15', 'booked'),\n"
                    "    (758, 41, '2024-09-21', 'no_show'),\n"
                    "    (759, 14, '2023-02-04', 'attended'),\n"
                    "    (760, 14, '2024-03-12', 'no_show'),\n"
                    "    (761, 23, '2023-10-20', 'cancelled'),\n"
                    "    (762, 18, '2023-12-01', 'cancelled'),\n"
                    "    (763, 18, '2024-06-07', 'cancelled'),\n"
                    "    (764, 18, '2023-12-28', 'booked'),\n"
                    "    (765, 18, '2023-05-01', 'no_show');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (1310, 748, 'PRC-3936', 4, '€62.50', NULL),\n"
                    "    (1311, 748, 'PRC-0601', 1, '46.19', 3.14),\n"
                    "    (1312, 748, 'PRC-1237', 1, '€108.64', 5.25),\n"
                    "    (1313, 750, 'PRC-2669', 1, '€86.09', 5.42),\n"
                    "    (1314, 750, 'PRC-4234', 4, '100.45', 27.31),\n"
                    "    (1315, 750, 'PRC-6643', 2, '32.41', 6.46),\n"
                    "    (1316, 750, 'PRC-2730', 2, '€19.78', NULL),\n"
                    "    (1317, 751, 'PRC-5708', 3, '14.29', 1.68),\n"
                    "    (1318, 752, 'PRC-4847', 3, '117.23', 9.06),\n"
                    "    (1319, 752, 'PRC-9486', 3, '€122.89', 19.85),\n"
                    "    (1320, 753, 'PRC-1974', 3, '€31.10', 0.61),\n"
                    "    (1321, 753, 'PRC-3855', 3, '€155.23', 13.82),\n"
                    "    (1322, 753, 'PRC-5447', 3, '167.98', NULL),\n"
                    "    (1323, 754, 'PRC-4320', 2, '148.48', 0.65),\n"
                    "    (1324, 755, 'PRC-6203', 1, '€126.70', 6.06),\n"
                    "    (1325, 756, 'PRC-1137', 1, '€69.13', NULL),\n"
                    "    (1326, 756, 'PRC-2555', 4, '156.76', 18.52),\n"
                    "    (1327, 757, 'PRC-4959', 3, '62.56', 5.99),\n"
                    "    (1328, 757, 'PRC-3773', 2, '€46.67', 1.77),\n"
                    "    (1329, 757, 'PRC-2444', 3, '€20.89', NULL),\n"
                    "    (1330, 758, 'PRC-6948', 4, '128.96', 31.34),\n"
                    "    (1331, 758, 'PRC-9642', 2, '€15.56', NULL),\n"
                    "    (1332, 759, 'PRC-3448', 1, '44.91', 3.71),\n"
                    "    (1333, 759, 'PRC-5575', 4, '€123.68', 10.84),\n"
                    "    (1334, 759, 'PRC-1972', 4, '141.18', NULL),\n"
                    "    (1335, 760, 'PRC-1511', 3, '156.41', NULL),\n"
                    "    (1336, 760, 'PRC-6897', 4, '14.95', NULL),\n"
                    "    (1337, 762, 'PRC-2538', 2, '61.24', NULL),\n"
                    "    (1338, 763, 'PRC-2863', 4, '€66.85', NULL),\n"
                    "    (1339, 763, 'PRC-9117', 4, '60.37', NULL),\n"
                    "    (1340, 763, 'PRC-5419', 4, '174.86', 59.01),\n"
                    "    (1341, 763, 'PRC-4166', 4, '144.40', 9.44),\n"
                    "    (1342, 764, 'PRC-2241', 1, '30.97', NULL),\n"
                    "    (1343, 764, 'PRC-9416', 1, '€114.14', 4.67),\n"
                    "    (1344, 726, 'PRC-1516', 1, '€101.63', 0.99),\n"
                    "    (1345, 724, 'PRC-1610', 1, '171.15', NULL);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (67, 34, 'f5daecaebc2c4de1'),\n"
                    "    (68, 35, '52e4d577c1b39db0'),\n"
                    "    (69, 38, '989530c589263c36'),\n"
                    "    (70, 39, '9ebfdf9d12c15d1e'),\n"
                    "    (71, 40, 'bcb199fff570d847');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
 'query': "SELECT id, scheduled_on FROM clinic.appointments WHERE patient_id = 18 AND status = 'booked' ORDER BY "
          'scheduled_on DESC LIMIT 20',
 'region': 'insurer',
 'report': 'clinic_report',
 'rerun': False,
 'reset_sql': 'DROP DATABASE IF EXISTS clinicdb WITH (FORCE);\n'
              'CREATE DATABASE clinicdb TEMPLATE clinicdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('clinic_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE clinic_app RESET ALL;\n'
              'ALTER ROLE clinic_app SET search_path = clinic, public;\n',
 's': 'clinic',
 's_rows': {55: [9, '177f3d8e726d7ef5'],
            56: [11, '206ca4f18da1070d'],
            57: [15, '1a075432cee68c8f'],
            58: [19, '4102f222701fc619'],
            59: [20, 'a36665fbbfa2cee6'],
            60: [21, '4ebb44cb8a0818f4'],
            61: [22, 'd4782ef292fcaf3e'],
            62: [23, '9d2cb6b7f8e63134'],
            63: [26, 'c8aa6a2b8f207ba5'],
            64: [28, '86d5b77f9855532e'],
            65: [30, '641c22e4eb6b3865'],
            66: [32, '0c321880e029114b'],
            67: [34, 'f5daecaebc2c4de1'],
            68: [35, '52e4d577c1b39db0'],
            69: [38, '989530c589263c36'],
            70: [39, '9ebfdf9d12c15d1e'],
            71: [40, 'bcb199fff570d847']},
 's_sql': 'SELECT id, patient_id AS p, clinical_note AS v FROM clinic.patient_notes',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'clinic'::regnamespace AND c.relkind IN ('r', 'v', 'm', "
                 "'p', 'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'clinic'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND "
                 "c.relkind IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'clinic'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'clinic'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'clinic'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'clinic'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'clinic'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'clinic'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'clinic'::regnamespace\n",
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients', 'appointments', 'appointment_items', 'patient_notes'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
           'patients.email': ['text', True]}}

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


def _nodes(plan):
    yield plan
    for p in plan.get("Plans", []):
        yield from _nodes(p)


def test_query_uses_an_index():
    _state()
    r = psql("ANALYZE %s.%s;\nSET enable_seqscan = off;\nSET enable_bitmapscan = off;\nEXPLAIN (FORMAT JSON) %s;\n"
             % (T["s"], T["index_table"], T["query"]), T["app"])
    assert r.returncode == 0, r.stderr[-1500:]
    nodes = list(_nodes(json.loads(r.stdout)[0]["Plan"]))
    kinds = [n["Node Type"] for n in nodes]
    assert not {"Sort", "Incremental Sort", "Seq Scan", "Bitmap Heap Scan"} & set(kinds), "plan: %s" % kinds
    scans = [n for n in nodes if n.get("Relation Name") == T["index_table"]]
    assert scans and all(n["Node Type"] in ("Index Scan", "Index Only Scan") for n in scans), "plan: %s" % kinds
    assert not [n for n in scans if "Filter" in n], "rows are filtered after the index: %s" % [n.get("Filter") for n in scans]
    for n in scans:
        lead = rows("SELECT pg_get_indexdef('%s.%s'::regclass, 1, true) AS c" % (T["s"], n["Index Name"]))[0]["c"]
        assert lead in T["index_lead"], "index %s starts with %s, not with a column the query filters on" % (
            n["Index Name"], lead)
