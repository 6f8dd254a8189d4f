import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'loans',
 'L': 'loan_fees',
 'P': 'members',
 'S': 'member_cards',
 'admin': 'postgres',
 'app': 'library_app',
 'c1': 'loan',
 'c_rows': {401: [30, '2023-10-27', 'void'],
            402: [31, '2023-08-16', 'requested'],
            403: [32, '2024-11-16', 'returned'],
            404: [32, '2023-12-02', 'returned'],
            405: [32, '2024-09-22', 'returned'],
            406: [33, '2024-02-01', 'returned'],
            407: [34, '2024-08-05', 'requested'],
            408: [34, '2024-09-18', 'requested'],
            409: [34, '2023-11-20', 'requested'],
            410: [35, '2023-03-29', 'requested'],
            411: [35, '2023-09-04', 'requested'],
            412: [37, '2024-02-22', 'requested'],
            413: [37, '2023-12-12', 'active'],
            414: [37, '2024-10-08', 'void'],
            415: [38, '2023-02-05', 'active'],
            416: [39, '2024-05-04', 'active'],
            417: [39, '2023-06-24', 'returned'],
            418: [39, '2024-04-08', 'requested'],
            419: [39, '2024-02-06', 'requested'],
            420: [40, '2024-06-22', 'returned'],
            421: [40, '2024-03-07', 'requested'],
            422: [40, '2024-09-26', 'returned'],
            423: [41, '2024-07-19', 'active'],
            424: [41, '2023-11-28', 'requested'],
            425: [41, '2023-08-18', 'active'],
            426: [42, '2023-11-10', 'active'],
            427: [42, '2024-03-16', 'returned'],
            428: [42, '2024-04-26', 'active'],
            429: [44, '2024-07-03', 'requested'],
            430: [45, '2023-04-08', 'requested'],
            431: [45, '2024-02-17', 'returned'],
            432: [45, '2023-04-18', 'returned'],
            433: [46, '2024-07-15', 'active'],
            434: [46, '2024-03-11', 'requested'],
            435: [46, '2023-04-04', 'requested'],
            436: [47, '2024-02-20', 'void'],
            437: [47, '2024-10-12', 'returned'],
            438: [47, '2024-02-12', 'requested'],
            439: [48, '2024-03-08', 'requested'],
            440: [48, '2024-11-29', 'active'],
            441: [49, '2024-08-19', 'returned'],
            442: [49, '2024-08-29', 'returned'],
            443: [49, '2023-07-14', 'active'],
            444: [51, '2023-09-25', 'returned'],
            445: [37, '2024-05-10', 'returned'],
            446: [37, '2023-10-11', 'void'],
            447: [49, '2024-05-03', 'requested'],
            448: [49, '2024-10-31', 'returned'],
            449: [42, '2024-03-02', 'active'],
            450: [42, '2023-02-08', 'requested'],
            451: [37, '2023-11-20', 'requested'],
            452: [57, '2024-04-08', 'void'],
            453: [58, '2023-05-23', 'active'],
            454: [59, '2023-12-14', 'returned'],
            455: [59, '2023-02-14', 'returned'],
            456: [59, '2024-06-28', 'requested'],
            457: [60, '2024-05-30', 'returned'],
            458: [60, '2023-03-16', 'returned'],
            459: [60, '2024-01-10', 'requested'],
            460: [61, '2023-09-17', 'active'],
            461: [62, '2023-04-18', 'returned'],
            462: [62, '2023-08-10', 'active'],
            463: [64, '2023-04-24', 'requested'],
            464: [64, '2024-11-09', 'returned'],
            465: [49, '2024-11-03', 'returned'],
            466: [49, '2023-03-27', 'requested'],
            467: [49, '2024-03-20', 'returned'],
            468: [46, '2024-02-08', 'requested'],
            469: [47, '2023-03-03', 'returned'],
            470: [47, '2023-12-07', 'active'],
            471: [47, '2023-06-15', 'returned'],
            472: [62, '2024-08-21', 'active'],
            473: [62, '2023-02-13', 'active'],
            474: [46, '2024-05-18', 'returned']},
 'c_sql': 'SELECT id, member_id AS p, borrowed_on::text AS d, status::text AS st FROM library.loans',
 'constraints': [['library.members', 'p', ['id'], None, []],
                 ['library.loans', 'p', ['id'], None, []],
                 ['library.loan_fees', 'p', ['id'], None, []],
                 ['library.member_cards', 'p', ['id'], None, []],
                 ['library.loans', 'f', ['member_id'], 'library.members', ['id']],
                 ['library.loan_fees', 'f', ['loan_id'], 'library.loans', ['id']],
                 ['library.member_cards', 'f', ['member_id'], 'library.members', ['id']],
                 ['library.member_loan_counts', 'p', ['member_id'], None, []],
                 ['library.member_loan_counts', 'f', ['member_id'], 'library.members', ['id']]],
 'db': 'librarydb',
 'dropped': [],
 'email': 'email',
 'fn_calls': {29: '0',
              30: '0',
              35: '160.20',
              36: None,
              37: '203.12',
              38: '79.83',
              51: '0.00',
              52: None,
              53: None,
              57: '0',
              58: '0.00',
              59: '358.41',
              62: '286.47'},
 'func': 'member_fees',
 'insert_bad_status': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (484, 45, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO library.members (id, full_name, email) VALUES (77, 'Dup Check', "
                     "'ada.brandt@inbox.test');",
 'insert_event': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (484, 45, '2024-06-01', "
                 "'requested');",
 'l_rows': {1234: [403, 'FEE-1271', 9, '3.86', '0.92'],
            1235: [403, 'FEE-9260', 11, '0.21', None],
            1236: [403, 'FEE-2791', 2, '3.15', '0.46'],
            1237: [403, 'FEE-5743', 24, '2.46', '3.44'],
            1238: [404, 'FEE-063', 12, '0.11', None],
            1239: [404, 'FEE-6595', 9, '1.11', None],
            1240: [404, 'FEE-8215', 25, '4.88', '5.22'],
            1241: [405, 'FEE-8630', 29, '3.39', None],
            1242: [405, 'FEE-5288', 14, '4.56', None],
            1243: [405, 'FEE-6683', 25, '1.72', None],
            1244: [406, 'FEE-2024', 7, '3.93', '0.36'],
            1245: [406, 'FEE-2139', 4, '1.25', '0.4'],
            1246: [407, 'FEE-8954', 29, '1.70', None],
            1247: [407, 'FEE-6228', 12, '4.14', '2.86'],
            1248: [407, 'FEE-1820', 9, '1.84', None],
            1249: [408, 'FEE-4577', 19, '2.11', None],
            1250: [408, 'FEE-6343', 3, '2.96', '0.45'],
            1251: [409, 'FEE-3595', 15, '3.50', None],
            1252: [409, 'FEE-3775', 14, '4.38', '5.1'],
            1253: [409, 'FEE-2772', 16, '0.26', '0.14'],
            1254: [409, 'FEE-4468', 7, '2.15', '0.45'],
            1255: [410, 'FEE-8629', 20, '3.83', None],
            1256: [410, 'FEE-2286', 20, '2.04', '3.05'],
            1257: [410, 'FEE-7325', 10, '1.91', '1.52'],
            1258: [411, 'FEE-1166', 7, '3.07', None],
            1259: [411, 'FEE-1877', 2, '3.39', None],
            1260: [413, 'FEE-9389', 14, '2.84', None],
            1261: [413, 'FEE-2046', 13, '0.88', None],
            1262: [413, 'FEE-6270', 17, '4.62', None],
            1263: [413, 'FEE-1006', 7, '0.34', None],
            1264: [414, 'FEE-8566', 7, '2.08', '0.71'],
            1265: [414, 'FEE-9164', 13, '0.85', None],
            1266: [414, 'FEE-3215', 6, '2.58', None],
            1267: [414, 'FEE-1121', 29, '1.83', None],
            1268: [415, 'FEE-8046', 15, '0.96', None],
            1269: [415, 'FEE-3307', 23, '2.49', None],
            1270: [415, 'FEE-6169', 3, '1.95', None],
            1271: [415, 'FEE-1628', 1, '2.49', '0.18'],
            1272: [416, 'FEE-1753', 5, '2.47', '0.89'],
            1273: [416, 'FEE-1836', 22, '3.61', None],
            1274: [416, 'FEE-4679', 13, '1.89', None],
            1275: [416, 'FEE-1781', 15, '3.07', '3.16'],
            1276: [417, 'FEE-3275', 2, '4.45', '0.6'],
            1277: [417, 'FEE-6515', 28, '2.51', None],
            1278: [417, 'FEE-4132', 14, '1.17', None],
            1279: [419, 'FEE-7538', 20, '1.60', '1.71'],
            1280: [419, 'FEE-4031', 3, '2.94', None],
            1281: [420, 'FEE-1822', 28, '0.89', None],
            1282: [420, 'FEE-1339', 2, '1.15', None],
            1283: [420, 'FEE-6734', 28, '3.83', '8.65'],
            1284: [420, 'FEE-3679', 21, '4.40', '7.78'],
            1285: [421, 'FEE-6339', 25, '0.72', '0.05'],
            1286: [421, 'FEE-5421', 3, '3.80', '1.11'],
            1287: [421, 'FEE-6925', 20, '4.74', None],
            1288: [422, 'FEE-7452', 5, '1.48', None],
            1289: [422, 'FEE-3882', 23, '2.04', '1.79'],
            1290: [423, 'FEE-7183', 12, '3.45', None],
            1291: [423, 'FEE-6984', 6, '3.75', '0.65'],
            1292: [423, 'FEE-6030', 30, '0.84', None],
            1293: [424, 'FEE-9956', 14, '1.28', '1.32'],
            1294: [425, 'FEE-5375', 30, '3.80', '5.11'],
            1295: [426, 'FEE-5636', 20, '3.44', None],
            1296: [426, 'FEE-7072', 6, '2.43', '0.45'],
            1297: [426, 'FEE-9829', 27, '4.65', None],
            1298: [426, 'FEE-7711', 12, '4.84', None],
            1299: [428, 'FEE-3091', 15, '2.03', '0.71'],
            1300: [428, 'FEE-6861', 23, '2.26', '2.64'],
            1301: [429, 'FEE-3838', 2, '0.83', '0.15'],
            1302: [429, 'FEE-1333', 28, '2.92', '1.54'],
            1303: [429, 'FEE-4466', 30, '0.75', None],
            1304: [429, 'FEE-4956', 3, '1.21', '0.21'],
            1305: [430, 'FEE-1055', 17, '0.10', None],
            1306: [430, 'FEE-5009', 5, '0.84', '0.23'],
            1307: [430, 'FEE-1289', 20, '1.96', '0.22'],
            1308: [431, 'FEE-1086', 7, '2.71', None],
            1309: [432, 'FEE-9655', 11, '4.60', None],
            1310: [432, 'FEE-7977', 4, '4.88', None],
            1311: [432, 'FEE-6484', 4, '3.13', None],
            1312: [434, 'FEE-8108', 20, '0.77', None],
            1313: [434, 'FEE-2641', 18, '2.49', None],
            1314: [434, 'FEE-5062', 13, '1.24', '0.84'],
            1315: [434, 'FEE-2948', 9, '3.14', '2.45'],
            1316: [435, 'FEE-2420', 7, '3.33', None],
            1317: [436, 'FEE-4484', 20, '4.13', '7.2'],
            1318: [436, 'FEE-8033', 2, '2.77', None],
            1319: [436, 'FEE-8319', 7, '3.88', None],
            1320: [436, 'FEE-7907', 5, '2.06', None],
            1321: [437, 'FEE-1242', 27, '4.53', None],
            1322: [437, 'FEE-8207', 9, '0.71', None],
            1323: [437, 'FEE-2823', 16, '3.44', '0.43'],
            1324: [437, 'FEE-2466', 3, '4.98', '1.03'],
            1325: [438, 'FEE-8820', 18, '4.82', None],
            1326: [439, 'FEE-9689', 4, '4.72', '0.37'],
            1327: [440, 'FEE-4586', 7, '1.52', None],
            1328: [440, 'FEE-6905', 29, '0.24', '0.47'],
            1329: [441, 'FEE-9587', 7, '1.50', '0.76'],
            1330: [442, 'FEE-7981', 24, '4.15', '8.36'],
            1331: [442, 'FEE-7316', 13, '0.85', '0.2'],
            1332: [443, 'FEE-5429', 25, '1.39', '1.74'],
            1333: [443, 'FEE-5365', 25, '3.09', None],
            1334: [443, 'FEE-6699', 6, '4.69', None],
            1335: [443, 'FEE-6398', 12, '2.06', None],
            1336: [445, 'FEE-7761', 21, '3.19', '3.92'],
            1337: [446, 'FEE-2219', 27, '3.84', None],
            1338: [446, 'FEE-4948', 9, '1.31', '0.74'],
            1339: [446, 'FEE-7812', 19, '0.83', None],
            1340: [446, 'FEE-121', 11, '0.92', None],
            1341: [447, 'FEE-6927', 22, '1.59', '1.67'],
            1342: [447, 'FEE-8226', 9, '0.80', '0.07'],
            1343: [447, 'FEE-7245', 7, '4.44', None],
            1344: [448, 'FEE-8483', 25, '0.10', '0.01'],
            1345: [449, 'FEE-8251', 19, '1.91', '1.73'],
            1346: [450, 'FEE-9582', 18, '3.91', '4.92'],
            1347: [451, 'FEE-3222', 14, '0.59', '0.33'],
            1348: [452, 'FEE-7597', 9, '4.30', '2.97'],
            1349: [452, 'FEE-5036', 7, '2.57', '1.41'],
            1350: [452, 'FEE-9173', 14, '0.69', '0.18'],
            1351: [452, 'FEE-9764', 5, '4.87', None],
            1352: [454, 'FEE-261', 30, '2.69', None],
            1353: [454, 'FEE-1821', 25, '0.35', None],
            1354: [454, 'FEE-5620', 26, '3.61', None],
            1355: [455, 'FEE-4028', 16, '3.01', None],
            1356: [455, 'FEE-4170', 20, '0.50', None],
            1357: [455, 'FEE-1523', 21, '1.96', '3.56'],
            1358: [456, 'FEE-4007', 22, '0.73', None],
            1359: [456, 'FEE-4329', 22, '3.13', '5.58'],
            1360: [457, 'FEE-9419', 8, '0.51', '0.28'],
            1361: [457, 'FEE-6815', 8, '1.28', '0.98'],
            1362: [457, 'FEE-341', 19, '3.91', None],
            1363: [457, 'FEE-8701', 10, '1.52', None],
            1364: [458, 'FEE-8750', 27, '0.67', '0.11'],
            1365: [458, 'FEE-5443', 12, '0.51', None],
            1366: [458, 'FEE-1379', 8, '2.79', None],
            1367: [459, 'FEE-359', 5, '1.85', None],
            1368: [459, 'FEE-5844', 13, '4.89', '3.79'],
            1369: [459, 'FEE-688', 11, '0.69', '0.04'],
            1370: [459, 'FEE-8113', 4, '4.93', None],
            1371: [460, 'FEE-2866', 7, '1.08', None],
            1372: [462, 'FEE-2947', 29, '0.48', '0.61'],
            1373: [463, 'FEE-8767', 19, '2.43', '0.87'],
            1374: [464, 'FEE-9803', 16, '0.24', '0.35'],
            1375: [464, 'FEE-9894', 10, '4.41', '4.11'],
            1376: [464, 'FEE-280', 18, '2.49', None],
            1377: [464, 'FEE-2826', 28, '3.80', None],
            1378: [465, 'FEE-7131', 16, '1.14', None],
            1379: [465, 'FEE-7271', 2, '4.77', '0.24'],
            1380: [465, 'FEE-6173', 14, '4.17', '1.64'],
            1381: [466, 'FEE-3890', 20, '3.37', '3.9'],
            1382: [466, 'FEE-033', 27, '1.76', None],
            1383: [466, 'FEE-1365', 10, '3.22', '3.13'],
            1384: [466, 'FEE-4900', 9, '1.02', None],
            1385: [467, 'FEE-3846', 20, '0.63', None],
            1386: [467, 'FEE-6700', 18, '1.55', None],
            1387: [468, 'FEE-6212', 6, '3.21', '0.78'],
            1388: [469, 'FEE-1075', 8, '1.12', '0.35'],
            1389: [469, 'FEE-4240', 15, '0.50', '0.43'],
            1390: [469, 'FEE-5690', 12, '4.27', None],
            1391: [469, 'FEE-9577', 6, '0.32', None],
            1392: [470, 'FEE-1833', 26, '2.36', '1.99'],
            1393: [471, 'FEE-8523', 30, '2.21', '3.95'],
            1394: [472, 'FEE-6922', 7, '3.57', '0.84'],
            1395: [472, 'FEE-2352', 7, '0.24', '0.09'],
            1396: [473, 'FEE-3787', 23, '2.61', None],
            1397: [473, 'FEE-7448', 24, '4.47', None],
            1398: [473, 'FEE-1175', 23, '3.39', '2.54'],
            1399: [473, 'FEE-6420', 6, '0.78', None],
            1400: [440, 'FEE-1846', 20, '4.57', None],
            1401: [425, 'FEE-7151', 18, '0.17', '0.01']},
 'l_sql': 'SELECT id, loan_id AS c, reason AS code, days AS q, daily_rate::text AS pr, waived::text AS d FROM '
          'library.loan_fees',
 'lfk': 'loan_id',
 'migration': '/srv/migrations/0016_release_prep.sql',
 'missing_p': 36,
 'n_col': 'n_loans',
 'new_id': 484,
 'new_p': 45,
 'p1': 'member',
 'p_region': {29: 'Market Square',
              30: 'Old Town',
              31: 'Market Square',
              32: 'Central',
              33: 'Market Square',
              34: 'Market Square',
              35: 'Market Square',
              37: 'Hillcrest',
              38: 'Market Square',
              39: 'Market Square',
              40: 'Hillcrest',
              41: 'Old Town',
              42: 'Hillcrest',
              44: 'Central',
              45: 'Old Town',
              46: 'Hillcrest',
              47: 'West End',
              48: 'Hillcrest',
              49: 'Old Town',
              51: 'West End',
              56: 'Old Town',
              57: 'West End',
              58: 'Central',
              59: 'Market Square',
              60: 'Central',
              61: None,
              62: 'Central',
              64: 'Market Square'},
 'p_region_sql': 'SELECT id, branch AS v FROM library.members',
 'p_rows': {29: ['Ada Brandt', 'ada.brandt@inbox.test'],
            30: ['Greta Dimitrov', 'greta.dimitrov@post.example'],
            31: ['Carmen Fofana', 'carmen.fofana@inbox.test'],
            32: ['Greta Moreau', 'greta.moreau@example.com'],
            33: ['Yusuf Dimitrov', 'yusuf.dimitrov@mail.test'],
            34: ['Quinn Haddad', 'quinn.haddad@example.com'],
            35: ['Femi Rossi', 'femi.rossi@post.example'],
            37: ['Dev Rossi', 'dev.rossi@mail.test'],
            38: ['Rafa Moreau', 'rafa.moreau@example.com'],
            39: ['Vera Sato', 'vera.sato@post.example'],
            40: ['Vera Sato', 'vera.sato@example.com'],
            41: ['Carmen Weber', 'carmen.weber@example.com'],
            42: ['Kaia Dimitrov', 'kaia.dimitrov@example.com'],
            44: ['Carmen Sato', 'carmen.sato@inbox.test'],
            45: ['Kaia Gallo', 'kaia.gallo@post.example'],
            46: ['Mira Eriksen', 'mira.eriksen@example.com'],
            47: ['Yusuf Brandt', 'yusuf.brandt@post.example'],
            48: ['Bruno Moreau', 'bruno.moreau@inbox.test'],
            49: ['Vera Gallo', 'vera.gallo@example.com'],
            51: ['Greta Brandt', 'greta.brandt@example.com'],
            56: ['Hiro Dimitrov', 'hiro.dimitrov@example.com'],
            57: ['Mira Brandt', 'mira.brandt@inbox.test'],
            58: ['Kaia Sato', 'kaia.sato@mail.test'],
            59: ['Uzma Brandt', 'uzma.brandt@inbox.test'],
            60: ['Carmen Abbott', 'carmen.abbott@post.example'],
            61: ['Jonas Rossi', 'jonas.rossi@example.com'],
            62: ['Vera Brandt', 'vera.brandt@inbox.test'],
            64: ['Xenia Fofana', 'xenia.fofana@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM library.members',
 'pfk': 'member_id',
 'production_rows': 'INSERT INTO library.members (id, full_name, email, branch) VALUES\n'
                    "    (56, 'Hiro Dimitrov', 'Hiro.Dimitrov@Example.com', 'Old Town'),\n"
                    "    (57, 'Mira Brandt', 'mira.brandt@inbox.test', 'West End'),\n"
                    "    (58, 'Kaia Sato', 'kaia.sato@mail.test', 'Central'),\n"
                    "    (59, 'Uzma Brandt', 'uzma.brandt@inbox.test', 'Market Square'),\n"
                    "    (60, 'Carmen Abbott', 'Carmen.Abbott@Post.example', 'Central'),\n"
                    "    (61, 'Jonas Rossi', ' jonas.rossi@example.com ', NULL),\n"
                    "    (62, 'Vera Brandt', 'vera.brandt@inbox.test', 'Central'),\n"
                    "    (64, 'Xenia Fofana', 'Xenia.Fofana@Mail.test', 'Market Square'),\n"
                    "    (65, 'Vera Brandt', 'vera.brandt@inbox.test', 'Central'),\n"
                    "    (67, 'Mira Eriksen', ' MIRA.ERIKSEN@EXAMPLE.COM ', 'Hillcrest');\n"
                    'INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES\n'
                    "    (452, 57, '2024-04-08', 'void'),\n"
                    "    (453, 58, '2023-05-23', 'on loan'),\n"
                    "    (454, 59, '2023-12-14', 'back '),\n"
                    "    (455, 59, '2023-02-14', 'returned'),\n"
                    "    (456, 59, '2024-06-28', 'ON HOLD'),\n"
                    "    (457, 60, '2024-05-30', 'returned'),\n"
                    "    (458, 60, '2023-03-16', 'Back'),\n"
                    "    (459, 60, '2024-01-10', 'Requested'),\n"
                    "    (460, 61, '2023-09-17', 'active'),\n"
                    "    (461, 62, '2023-04-18', 'back'),\n"
                    "    (462, 62, '2023-08-10', 'active'),\n"
                    "    (463, 64, '2023-04-24', 'requested'),\n"
                    "    (464, 64, '2024-11-09', 'back'),\n"
                    "    (465, 49, '2024-11-03', '  back'),\n"
                    "    (466, 49, '2023-03-27', 'requested'),\n"
                    "    (467, 49, '2024-03-20', 'Back'),\n"
                    "    (468, 46, '2024-02-08', 'requested'),\n"
                    "    (469, 47, '2023-03-03', '  returned'),\n"
                    "    (470, 47, '2023-12-07', 'on loan'),\n"
                    "    (471, 47, '2023-06-15', 'RETURNED'),\n"
                    "    (472, 65, '2024-08-21', 'ON LOAN'),\n"
                    "    (473, 65, '2023-02-13', 'Active'),\n"
                    "    (474, 67, '2024-05-18', 'returned');\n"
                    'INSERT INTO library.loan_fees (id, loan_id, reason, days, daily_rate, waived) VALUES\n'
                    "    (1348, 452, 'FEE-7597', 9, '€4.30', 2.97),\n"
                    "    (1349, 452, 'FEE-5036', 7, '€2.57', 1.41),\n"
                    "    (1350, 452, 'FEE-9173', 14, '0.69', 0.18),\n"
                    "    (1351, 452, 'FEE-9764', 5, '4.87', NULL),\n"
                    "    (1352, 454, 'FEE-261', 30, '€2.69', NULL),\n"
                    "    (1353, 454, 'FEE-1821', 25, '€0.35', NULL),\n"
                    "    (1354, 454, 'FEE-5620', 26, ' 3.61 ', NULL),\n"
                    "    (1355, 455, 'FEE-4028', 16, 'EUR 3.01', NULL),\n"
                    "    (1356, 455, 'FEE-4170', 20, ' 0.50 ', NULL),\n"
                    "    (1357, 455, 'FEE-1523', 21, '1.96', 3.56),\n"
                    "    (1358, 456, 'FEE-4007', 22, '€0.73', NULL),\n"
                    "    (1359, 456, 'FEE-4329', 22, ' 3.13 ', 5.58),\n"
                    "    (1360, 457, 'FEE-9419', 8, '0.51', 0.28),\n"
                    "    (1361, 457, 'FEE-6815', 8, '1.28', 0.98),\n"
                    "    (1362, 457, 'FEE-341', 19, '3.91', NULL),\n"
                    "    (1363, 457, 'FEE-8701', 10, ' 1.52 ', NULL),\n"
                    "    (1364, 458, 'FEE-8750', 27, 'EUR 0.67', 0.11),\n"
                    "    (1365, 458, 'FEE-5443', 12, '0.51', NULL),\n"
                    "    (1366, 458, 'FEE-1379', 8, '2.79', NULL),\n"
                    "    (1367, 459, 'FEE-359', 5, '1.85', NULL),\n"
                    "    (1368, 459, 'FEE-5844', 13, '4.89', 3.79),\n"
                    "    (1369, 459, 'FEE-688', 11, '0.69', 0.04),\n"
                    "    (1370, 459, 'FEE-8113', 4, '€4.93', NULL),\n"
                    "    (1371, 460, 'FEE-2866', 7, '€1.08', NULL),\n"
                    "    (1372, 462, 'FEE-2947', 29, 'EUR 0.48', 0.61),\n"
                    "    (1373, 463, 'FEE-8767', 19, '€2.43', 0.87),\n"
                    "    (1374, 464, 'FEE-9803', 16, 'EUR 0.24', 0.35),\n"
                    "    (1375, 464, 'FEE-9894', 10, ' 4.41 ', 4.11),\n"
                    "    (1376, 464, 'FEE-280', 18, '2.49', NULL),\n"
                    "    (1377, 464, 'FEE-2826', 28, '€3.80', NULL),\n"
                    "    (1378, 465, 'FEE-7131', 16, 'EUR 1.14', NULL),\n"
                    "    (1379, 465, 'FEE-7271', 2, 'EUR 4.77', 0.24),\n"
                    "    (1380, 465, 'FEE-6173', 14, ' 4.17 ', 1.64),\n"
                    "    (1381, 466, 'FEE-3890', 20, 'EUR 3.37', 3.9),\n"
                    "    (1382, 466, 'FEE-033', 27, 'EUR 1.76', NULL),\n"
                    "    (1383, 466, 'FEE-1365', 10, ' 3.22 ', 3.13),\n"
                    "    (1384, 466, 'FEE-4900', 9, ' 1.02 ', NULL),\n"
                    "    (1385, 467, 'FEE-3846', 20, '0.63', NULL),\n"
                    "    (1386, 467, 'FEE-6700', 18, '1.55', NULL),\n"
                    "    (1387, 468, 'FEE-6212', 6, '3.21', 0.78),\n"
                    "    (1388, 469, 'FEE-1075', 8, '1.12', 0.35),\n"
                    "    (1389, 469, 'FEE-4240', 15, '0.5', 0.43),\n"
                    "    (1390, 469, 'FEE-5690', 12, '4.27', NULL),\n"
                    "    (1391, 469, 'FEE-9577', 6, 'EUR 0.32', NULL),\n"
                    "    (1392, 470, 'FEE-1833', 26, ' 2.36 ', 1.99),\n"
                    "    (1393, 471, 'FEE-8523', 30, '€2.21', 3.95),\n"
                    "    (1394, 472, 'FEE-6922', 7, '3.57', 0.84),\n"
                    "    (1395, 472, 'FEE-2352', 7, '0.24', 0.09),\n"
                    "    (1396, 473, 'FEE-3787', 23, '2.61', NULL),\n"
                    "    (1397, 473, 'FEE-7448', 24, '4.47', NULL),\n"
                    "    (1398, 473, 'FEE-1175', 23, '3.39', 2.54),\n"
                    "    (1399, 473, 'FEE-6420', 6, '0.78', NULL),\n"
                    "    (1400, 440, 'FEE-1846', 20, ' 4.57 ', NULL),\n"
                    "    (1401, 425, 'FEE-7151', 18, '0.17', 0.01);\n"
                    'INSERT INTO library.member_cards (id, member_id, card_number) VALUES\n'
                    "    (32, 65, '43be4fed87c4c71f'),\n"
                    "    (33, 67, 'e48fdbe467b9e991'),\n"
                    "    (34, 56, '7cb4afa8f18469c3'),\n"
                    "    (35, 57, 'd736503eec3acae8'),\n"
                    "    (36, 59, '373af652eeec442b'),\n"
                    "    (37, 60, 'fe76ac798571f7e2'),\n"
                    "    (38, 61, '800a46ea14ede8bc');\n"
                    "SELECT setval(pg_get_serial_sequence('library.members', 'id'), (SELECT max(id) FROM "
                    'library.members));\n'
                    "SELECT setval(pg_get_serial_sequence('library.loans', 'id'), (SELECT max(id) FROM "
                    'library.loans));\n'
                    "SELECT setval(pg_get_serial_sequence('library.loan_fees', 'id'), (SELECT max(id) FROM "
                    'library.loan_fees));\n'
                    "SELECT setval(pg_get_serial_sequence('library.member_cards', 'id'), (SELECT max(id) FROM "
                    'library.member_cards));\n',
 'region': 'branch',
 'report': 'library_report',
 'rerun': True,
 'reset_sql': 'DROP DATABASE IF EXISTS librarydb WITH (FORCE);\n'
              'CREATE DATABASE librarydb TEMPLATE librarydb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('library_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE library_app RESET ALL;\n'
              'ALTER ROLE library_app SET search_path = library, public;\n',
 's': 'library',
 's_rows': {25: [37, 'ccecf17cf2bcf972'],
            26: [42, 'd85d98bdcccfb413'],
            27: [31, '303b7610920b3d62'],
            28: [35, '8a33c18472c53cc1'],
            29: [37, '4029ccb3a66f5a7e'],
            30: [39, '38711ef935576f42'],
            31: [42, '7fae8910342aec9b'],
            32: [62, '43be4fed87c4c71f'],
            33: [46, 'e48fdbe467b9e991'],
            34: [56, '7cb4afa8f18469c3'],
            35: [57, 'd736503eec3acae8'],
            36: [59, '373af652eeec442b'],
            37: [60, 'fe76ac798571f7e2'],
            38: [61, '800a46ea14ede8bc']},
 's_sql': 'SELECT id, member_id AS p, card_number AS v FROM library.member_cards',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'library'::regnamespace AND c.relkind IN ('r', 'v', 'm', "
                 "'p', 'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'library'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND "
                 "c.relkind IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'library'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'library'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'library'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'library'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'library'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'library'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'library'::regnamespace\n",
 'stats': 'member_loan_counts',
 'stats_after': {29: 1,
                 30: 1,
                 32: 3,
                 33: 1,
                 34: 3,
                 35: 3,
                 37: 6,
                 38: 1,
                 39: 4,
                 40: 3,
                 41: 3,
                 42: 5,
                 44: 1,
                 45: 4,
                 46: 4,
                 47: 6,
                 48: 2,
                 49: 8,
                 51: 1,
                 57: 1,
                 58: 1,
                 59: 3,
                 60: 3,
                 61: 1,
                 62: 4,
                 64: 2},
 'stats_dml': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (484, 29, '2024-06-01', "
              "'requested');\n"
              "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (485, 35, '2024-06-01', "
              "'requested');\n"
              'UPDATE library.loans SET member_id = 45 WHERE id = 434;\n'
              'DELETE FROM library.loans WHERE id = 402;',
 'stats_rows': {30: 1,
                31: 1,
                32: 3,
                33: 1,
                34: 3,
                35: 2,
                37: 6,
                38: 1,
                39: 4,
                40: 3,
                41: 3,
                42: 5,
                44: 1,
                45: 3,
                46: 5,
                47: 6,
                48: 2,
                49: 8,
                51: 1,
                57: 1,
                58: 1,
                59: 3,
                60: 3,
                61: 1,
                62: 4,
                64: 2},
 'status': 'status',
 'statuses': ['requested', 'active', 'returned', 'void'],
 'tables': ['members', 'loans', 'loan_fees', 'member_cards', 'member_loan_counts'],
 'types': {'loan_fees.daily_rate': ['numeric(10,2)', True],
           'loan_fees.waived': ['numeric(10,2)', False],
           'loans.borrowed_on': ['date', False],
           'loans.member_id': ['integer', True],
           'loans.status': ['text', False],
           'member_loan_counts.n_loans': ['integer', True],
           'members.email': ['text', True]}}

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


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")


def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
