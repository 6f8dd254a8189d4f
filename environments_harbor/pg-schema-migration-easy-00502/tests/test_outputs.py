import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'payslips',
 'L': 'payslip_lines',
 'P': 'employees',
 'S': 'bank_accounts',
 'admin': 'postgres',
 'app': 'payroll_app',
 'c1': 'payslip',
 'c_rows': {509: [39, '2024-05-02', 'void'],
            510: [40, '2024-09-01', 'draft'],
            511: [41, '2023-09-14', 'approved'],
            512: [42, '2024-01-18', 'draft'],
            513: [43, '2024-09-09', 'paid'],
            514: [43, '2024-02-20', 'approved'],
            515: [43, '2023-05-19', 'paid'],
            516: [44, '2023-05-14', 'approved'],
            517: [44, '2024-06-09', 'draft'],
            518: [44, '2023-03-18', 'paid'],
            519: [44, '2023-07-22', 'draft'],
            520: [46, '2024-05-30', 'paid'],
            521: [46, '2023-09-29', 'paid'],
            522: [46, '2024-01-11', 'void'],
            523: [47, '2024-08-01', 'paid'],
            524: [47, '2024-08-05', 'paid'],
            525: [47, '2023-10-01', 'paid'],
            526: [47, '2024-06-22', 'approved'],
            527: [48, '2023-08-03', 'paid'],
            528: [48, '2023-03-19', 'paid'],
            529: [48, '2023-07-01', 'paid'],
            530: [48, '2024-10-05', 'approved'],
            531: [49, '2023-03-18', 'approved'],
            532: [49, '2023-11-02', 'void'],
            533: [50, '2023-11-10', 'draft'],
            534: [50, '2023-10-04', 'void'],
            535: [50, '2024-06-08', 'void'],
            536: [51, '2023-04-29', 'draft'],
            537: [51, '2024-09-21', 'approved'],
            538: [52, '2023-06-22', 'draft'],
            539: [52, '2024-09-04', 'paid'],
            540: [52, '2024-04-06', 'draft'],
            541: [52, '2023-12-20', 'paid'],
            542: [53, '2023-03-10', 'paid'],
            543: [53, '2024-05-09', 'paid'],
            544: [53, '2024-04-11', 'approved'],
            545: [55, '2023-09-22', 'draft'],
            546: [56, '2023-02-18', 'approved'],
            547: [56, '2023-04-12', 'paid'],
            548: [56, '2024-06-14', 'approved'],
            549: [57, '2024-06-26', 'paid'],
            550: [57, '2024-01-24', 'paid'],
            551: [57, '2024-07-27', 'draft'],
            552: [58, '2023-12-19', 'approved'],
            553: [59, '2024-10-01', 'approved'],
            554: [59, '2023-07-04', 'paid'],
            555: [59, '2024-09-05', 'approved'],
            556: [60, '2023-10-12', 'draft'],
            557: [61, '2023-12-29', 'paid'],
            558: [61, '2023-07-10', 'draft'],
            559: [61, '2024-02-09', 'approved'],
            560: [63, '2023-12-29', 'void'],
            561: [64, '2024-09-27', 'draft'],
            562: [66, '2023-02-24', 'paid'],
            563: [66, '2024-04-27', 'approved'],
            564: [67, '2023-06-21', 'draft'],
            565: [67, '2024-07-10', 'approved'],
            566: [68, '2024-09-20', 'draft'],
            567: [68, '2024-07-28', 'draft'],
            568: [68, '2023-11-12', 'approved'],
            569: [69, '2023-08-06', 'draft'],
            570: [69, '2024-10-08', 'approved'],
            571: [69, '2024-05-08', 'paid'],
            572: [69, '2024-03-18', 'void'],
            573: [70, '2024-09-29', 'paid'],
            574: [42, '2023-05-20', 'void'],
            575: [47, '2024-04-01', 'paid'],
            576: [52, '2024-10-04', 'void'],
            577: [52, '2024-06-01', 'approved'],
            578: [52, '2023-01-15', 'paid'],
            579: [52, '2024-03-15', 'void']},
 'c_sql': 'SELECT id, employee_id AS p, pay_date::text AS d, status::text AS st FROM payroll.payslips',
 'constraints': [['payroll.employees', 'p', ['id'], None, []],
                 ['payroll.payslips', 'p', ['id'], None, []],
                 ['payroll.payslip_lines', 'p', ['id'], None, []],
                 ['payroll.bank_accounts', 'p', ['id'], None, []],
                 ['payroll.payslips', 'f', ['employee_id'], 'payroll.employees', ['id']],
                 ['payroll.payslip_lines', 'f', ['payslip_id'], 'payroll.payslips', ['id']],
                 ['payroll.bank_accounts', 'f', ['employee_id'], 'payroll.employees', ['id']]],
 'db': 'payrolldb',
 'dropped': [],
 'email': 'email',
 'fn_calls': {38: '0',
              39: '0',
              43: '7776.13',
              45: None,
              48: '6582.01',
              53: '3640.91',
              57: '2735.96',
              60: '2009.54',
              61: '321.20',
              63: '0',
              64: '0.00',
              68: '6696.17'},
 'func': 'employee_paid_out',
 'insert_bad_status': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (589, 55, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (589, 55, '2024-06-01', "
                 "'draft');",
 'l_rows': {1096: [509, 'PAY-5918', 20, '59.62', '86.42'],
            1097: [509, 'PAY-2439', 30, '35.09', '38.33'],
            1098: [509, 'PAY-131', 17, '55.21', '47.11'],
            1099: [509, 'PAY-739', 4, '45.97', None],
            1100: [511, 'PAY-8884', 30, '52.71', '65.67'],
            1101: [511, 'PAY-7197', 31, '26.33', '0.21'],
            1102: [512, 'PAY-4161', 30, '16.15', None],
            1103: [512, 'PAY-2056', 7, '20.04', '4.25'],
            1104: [513, 'PAY-1974', 27, '21.80', '55.2'],
            1105: [513, 'PAY-7799', 24, '29.15', '38.02'],
            1106: [513, 'PAY-1829', 36, '55.41', '143.31'],
            1107: [513, 'PAY-7684', 18, '24.88', '12.43'],
            1108: [514, 'PAY-3563', 28, '55.66', '127.44'],
            1109: [514, 'PAY-9608', 13, '51.96', '39.35'],
            1110: [515, 'PAY-9371', 28, '31.26', None],
            1111: [515, 'PAY-1964', 4, '23.55', '5.02'],
            1112: [515, 'PAY-2926', 29, '43.54', None],
            1113: [516, 'PAY-8477', 33, '33.65', None],
            1114: [516, 'PAY-2179', 40, '26.66', '82.76'],
            1115: [517, 'PAY-7713', 9, '32.77', '20.89'],
            1116: [518, 'PAY-7533', 10, '14.22', '12.94'],
            1117: [518, 'PAY-1940', 36, '15.36', '51.8'],
            1118: [519, 'PAY-9815', 13, '55.53', None],
            1119: [519, 'PAY-8893', 39, '56.24', '11.34'],
            1120: [519, 'PAY-8989', 35, '41.86', '116.74'],
            1121: [519, 'PAY-9889', 39, '44.70', '35.75'],
            1122: [520, 'PAY-8609', 7, '17.89', '6.79'],
            1123: [521, 'PAY-6281', 10, '12.96', '11.11'],
            1124: [522, 'PAY-8334', 33, '30.66', None],
            1125: [522, 'PAY-7171', 37, '44.38', '117.37'],
            1126: [523, 'PAY-3760', 39, '57.66', '192.45'],
            1127: [523, 'PAY-6031', 28, '26.12', None],
            1128: [523, 'PAY-8366', 9, '33.04', '23.69'],
            1129: [524, 'PAY-1816', 9, '20.29', '13.02'],
            1130: [524, 'PAY-1422', 23, '28.60', None],
            1131: [524, 'PAY-6444', 2, '49.60', '8.91'],
            1132: [526, 'PAY-3068', 14, '40.21', '56.02'],
            1133: [526, 'PAY-815', 18, '28.43', None],
            1134: [527, 'PAY-2634', 10, '33.34', None],
            1135: [527, 'PAY-3618', 34, '29.55', None],
            1136: [528, 'PAY-138', 22, '58.74', None],
            1137: [528, 'PAY-2118', 40, '43.23', '21.16'],
            1138: [529, 'PAY-1441', 12, '44.48', '13.77'],
            1139: [530, 'PAY-5328', 31, '32.90', None],
            1140: [530, 'PAY-8450', 8, '58.11', None],
            1141: [530, 'PAY-8417', 5, '38.54', None],
            1142: [531, 'PAY-2297', 28, '58.24', None],
            1143: [533, 'PAY-7961', 29, '44.79', '52.08'],
            1144: [534, 'PAY-1712', 7, '37.85', None],
            1145: [535, 'PAY-9483', 31, '17.87', None],
            1146: [535, 'PAY-2573', 4, '29.63', '9.6'],
            1147: [535, 'PAY-558', 22, '43.63', '3.21'],
            1148: [536, 'PAY-1169', 21, '58.46', None],
            1149: [538, 'PAY-2493', 2, '28.52', '2.93'],
            1150: [539, 'PAY-2868', 38, '14.20', '9.61'],
            1151: [539, 'PAY-8568', 10, '20.16', '17.27'],
            1152: [540, 'PAY-8623', 13, '21.87', '16.92'],
            1153: [540, 'PAY-3292', 17, '26.55', None],
            1154: [541, 'PAY-9826', 13, '18.08', '2.06'],
            1155: [541, 'PAY-581', 25, '27.72', '64.38'],
            1156: [541, 'PAY-3748', 24, '21.17', '41.72'],
            1157: [541, 'PAY-700', 40, '13.05', '33.13'],
            1158: [542, 'PAY-8351', 12, '17.68', None],
            1159: [542, 'PAY-2882', 25, '55.84', None],
            1160: [542, 'PAY-200', 2, '59.90', None],
            1161: [543, 'PAY-5916', 12, '48.48', '4.87'],
            1162: [543, 'PAY-7427', 24, '28.14', None],
            1163: [544, 'PAY-6393', 12, '59.48', '53.06'],
            1164: [545, 'PAY-7129', 4, '22.41', None],
            1165: [546, 'PAY-871', 11, '42.56', None],
            1166: [546, 'PAY-6905', 38, '15.91', '30.32'],
            1167: [547, 'PAY-668', 36, '46.42', '90.24'],
            1168: [547, 'PAY-6799', 34, '25.83', '4.12'],
            1169: [547, 'PAY-1642', 12, '42.06', '22.78'],
            1170: [547, 'PAY-4548', 19, '52.58', '46.32'],
            1171: [548, 'PAY-9124', 16, '26.62', '30.92'],
            1172: [548, 'PAY-5194', 10, '53.86', None],
            1173: [549, 'PAY-2184', 5, '31.28', '13.25'],
            1174: [549, 'PAY-4604', 31, '36.30', '45.68'],
            1175: [551, 'PAY-6149', 4, '31.83', None],
            1176: [551, 'PAY-2716', 32, '42.22', '73.36'],
            1177: [551, 'PAY-640', 2, '54.83', '1.47'],
            1178: [552, 'PAY-1314', 33, '42.32', None],
            1179: [553, 'PAY-9338', 38, '14.40', '20.46'],
            1180: [553, 'PAY-8686', 4, '44.78', '17.17'],
            1181: [553, 'PAY-2194', 24, '27.73', None],
            1182: [554, 'PAY-8111', 13, '43.76', '22.02'],
            1183: [554, 'PAY-1593', 11, '14.55', '15.21'],
            1184: [555, 'PAY-237', 11, '59.93', None],
            1185: [555, 'PAY-5401', 39, '21.67', '79.5'],
            1186: [555, 'PAY-2053', 36, '29.40', '18.82'],
            1187: [555, 'PAY-7609', 29, '55.41', '36.41'],
            1188: [556, 'PAY-2105', 39, '48.18', None],
            1189: [556, 'PAY-8251', 4, '32.63', None],
            1190: [558, 'PAY-1108', 18, '19.60', '31.6'],
            1191: [560, 'PAY-4730', 22, '31.70', '40.22'],
            1192: [560, 'PAY-1413', 8, '12.39', '2.8'],
            1193: [560, 'PAY-1081', 9, '15.98', None],
            1194: [560, 'PAY-4143', 22, '53.69', '115.51'],
            1195: [562, 'PAY-2728', 40, '54.51', '142.18'],
            1196: [563, 'PAY-3147', 8, '47.78', '18.27'],
            1197: [564, 'PAY-3889', 30, '21.45', '13.76'],
            1198: [564, 'PAY-9865', 30, '39.90', '90.1'],
            1199: [564, 'PAY-4625', 27, '20.98', None],
            1200: [565, 'PAY-6274', 21, '43.76', '81.79'],
            1201: [566, 'PAY-1433', 1, '14.26', None],
            1202: [566, 'PAY-8020', 6, '49.61', '23.36'],
            1203: [566, 'PAY-4838', 3, '55.22', None],
            1204: [566, 'PAY-1073', 11, '46.56', '13.19'],
            1205: [567, 'PAY-5193', 18, '41.10', '25.45'],
            1206: [567, 'PAY-6026', 36, '56.32', None],
            1207: [567, 'PAY-3827', 33, '12.40', '11'],
            1208: [567, 'PAY-2218', 34, '55.76', None],
            1209: [568, 'PAY-8367', 37, '19.74', '23.31'],
            1210: [569, 'PAY-2650', 6, '50.59', None],
            1211: [569, 'PAY-1346', 24, '15.55', None],
            1212: [569, 'PAY-5788', 31, '58.11', '41.33'],
            1213: [569, 'PAY-1073', 36, '51.65', '85.13'],
            1214: [570, 'PAY-8620', 19, '45.56', None],
            1215: [571, 'PAY-5508', 40, '21.15', None],
            1216: [571, 'PAY-2593', 4, '46.47', '11.06'],
            1217: [571, 'PAY-4303', 14, '34.69', None],
            1218: [572, 'PAY-3965', 11, '21.93', None],
            1219: [572, 'PAY-1142', 29, '19.29', '6.28'],
            1220: [572, 'PAY-5250', 10, '50.93', None],
            1221: [573, 'PAY-9149', 24, '25.61', '52.26'],
            1222: [573, 'PAY-9886', 40, '24.50', '24'],
            1223: [573, 'PAY-729', 10, '45.82', '26.25'],
            1224: [574, 'PAY-9160', 5, '32.24', None],
            1225: [574, 'PAY-5221', 13, '21.01', None],
            1226: [574, 'PAY-5324', 12, '40.32', None],
            1227: [575, 'PAY-5406', 3, '26.50', None],
            1228: [577, 'PAY-2318', 23, '50.31', '82.62'],
            1229: [577, 'PAY-9685', 30, '43.61', '40.05'],
            1230: [577, 'PAY-5351', 19, '18.60', None],
            1231: [577, 'PAY-5919', 34, '16.50', None],
            1232: [579, 'PAY-3457', 11, '19.03', None],
            1233: [526, 'PAY-3074', 23, '20.70', None],
            1234: [529, 'PAY-8544', 1, '46.12', None]},
 'l_sql': 'SELECT id, payslip_id AS c, code AS code, hours AS q, rate::text AS pr, deduction::text AS d FROM '
          'payroll.payslip_lines',
 'lfk': 'payslip_id',
 'migration': '/srv/migrations/0052_cleanup.sql',
 'missing_p': 45,
 'new_id': 589,
 'new_p': 55,
 'p1': 'employee',
 'p_region': {38: 'Logistics',
              39: 'Human Resources',
              40: 'Logistics',
              41: 'Engineering',
              42: 'Human Resources',
              43: 'Finance',
              44: 'Engineering',
              46: 'Engineering',
              47: 'Logistics',
              48: 'Sales',
              49: 'Human Resources',
              50: 'Logistics',
              51: 'Customer Care',
              52: 'Customer Care',
              53: 'Customer Care',
              55: 'Engineering',
              56: 'Sales',
              57: 'Human Resources',
              58: 'Finance',
              59: 'Engineering',
              60: 'Human Resources',
              61: 'Logistics',
              62: 'Customer Care',
              63: 'Human Resources',
              64: 'Engineering',
              66: 'Customer Care',
              67: 'Finance',
              68: 'Logistics',
              69: 'Customer Care',
              70: 'Sales'},
 'p_region_sql': 'SELECT id, department AS v FROM payroll.employees',
 'p_rows': {38: ['Ines Dimitrov', 'ines.dimitrov@inbox.test'],
            39: ['Tomas Jensen', 'tomas.jensen@example.com'],
            40: ['Tomas Dimitrov', 'tomas.dimitrov@inbox.test'],
            41: ['Luis Fofana', 'luis.fofana@mail.test'],
            42: ['Quinn Gallo', 'quinn.gallo@example.com'],
            43: ['Greta Fofana', 'greta.fofana@example.com'],
            44: ['Wim Weber', 'wim.weber@inbox.test'],
            46: ['Tomas Rossi', 'tomas.rossi@example.com'],
            47: ['Rafa Abbott', 'rafa.abbott@post.example'],
            48: ['Tomas Okafor', 'tomas.okafor@post.example'],
            49: ['Zora Fofana', 'zora.fofana@post.example'],
            50: ['Quinn Sato', 'quinn.sato@example.com'],
            51: ['Rafa Ivanova', 'rafa.ivanova@example.com'],
            52: ['Xenia Ivanova', 'xenia.ivanova@mail.test'],
            53: ['Yusuf Abbott', 'yusuf.abbott@post.example'],
            55: ['Carmen Eriksen', 'carmen.eriksen@inbox.test'],
            56: ['Jonas Okafor', 'jonas.okafor@example.com'],
            57: ['Rafa Sato', 'rafa.sato@inbox.test'],
            58: ['Olu Fofana', 'olu.fofana@inbox.test'],
            59: ['Nils Brandt', 'nils.brandt@inbox.test'],
            60: ['Nils Fofana', 'nils.fofana@post.example'],
            61: ['Priya Abbott', 'priya.abbott@inbox.test'],
            62: ['Carmen Sato', 'carmen.sato@inbox.test'],
            63: ['Zora Sato', 'zora.sato@inbox.test'],
            64: ['Tomas Moreau', 'tomas.moreau@mail.test'],
            66: ['Zora Ivanova', 'zora.ivanova@mail.test'],
            67: ['Kaia Gallo', 'kaia.gallo@inbox.test'],
            68: ['Uzma Brandt', 'uzma.brandt@inbox.test'],
            69: ['Tomas Moreau', 'tomas.moreau@example.com'],
            70: ['Luis Sato', 'luis.sato@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM payroll.employees',
 'pfk': 'employee_id',
 'production_rows': 'INSERT INTO payroll.employees (id, full_name, email, department) VALUES\n'
                    "    (62, 'Carmen Sato', 'carmen.sato@inbox.test', 'Customer Care'),\n"
                    "    (63, 'Zora Sato', 'zora.sato@inbox.test', 'Human Resources'),\n"
                    "    (64, 'Tomas Moreau', 'tomas.moreau@mail.test', 'Engineering'),\n"
                    "    (66, 'Zora Ivanova', 'zora.ivanova@mail.test', 'Customer Care'),\n"
                    "    (67, 'Kaia Gallo', 'kaia.gallo@inbox.test', 'Finance'),\n"
                    "    (68, 'Uzma Brandt', 'uzma.brandt@inbox.test', 'Logistics'),\n"
                    "    (69, 'Tomas Moreau', 'tomas.moreau@example.com', 'Customer Care'),\n"
                    "    (70, 'Luis Sato', 'luis.sato@post.example', 'Sales');\n"
                    'INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES\n'
                    "    (560, 63, '2023-12-29', 'void'),\n"
                    "    (561, 64, '2024-09-27', 'draft'),\n"
                    "    (562, 66, '2023-02-24', 'paid'),\n"
                    "    (563, 66, '2024-04-27', 'approved'),\n"
                    "    (564, 67, '2023-06-21', 'draft'),\n"
                    "    (565, 67, '2024-07-10', 'approved'),\n"
                    "    (566, 68, '2024-09-20', 'draft'),\n"
                    "    (567, 68, '2024-07-28', 'draft'),\n"
                    "    (568, 68, '2023-11-12', 'approved'),\n"
                    "    (569, 69, '2023-08-06', 'draft'),\n"
                    "    (570, 69, '2024-10-08', 'approved'),\n"
                    "    (571, 69, '2024-05-08', 'paid'),\n"
                    "    (572, 69, '2024-03-18', 'void'),\n"
                    "    (573, 70, '2024-09-29', 'paid'),\n"
                    "    (574, 42, '2023-05-20', 'void'),\n"
                    "    (575, 47, '2024-04-01', 'paid'),\n"
                    "    (576, 52, '2024-10-04', 'void'),\n"
                    "    (577, 52, '2024-06-01', 'approved'),\n"
                    "    (578, 52, '2023-01-15', 'paid'),\n"
                    "    (579, 52, '2024-03-15', 'void');\n"
                    'INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES\n'
                    "    (1191, 560, 'PAY-4730', 22, 31.7, 40.22),\n"
                    "    (1192, 560, 'PAY-1413', 8, 12.39, 2.8),\n"
                    "    (1193, 560, 'PAY-1081', 9, 15.98, NULL),\n"
                    "    (1194, 560, 'PAY-4143', 22, 53.69, 115.51),\n"
                    "    (1195, 562, 'PAY-2728', 40, 54.51, 142.18),\n"
                    "    (1196, 563, 'PAY-3147', 8, 47.78, 18.27),\n"
                    "    (1197, 564, 'PAY-3889', 30, 21.45, 13.76),\n"
                    "    (1198, 564, 'PAY-9865', 30, 39.9, 90.1),\n"
                    "    (1199, 564, 'PAY-4625', 27, 20.98, NULL),\n"
                    "    (1200, 565, 'PAY-6274', 21, 43.76, 81.79),\n"
                    "    (1201, 566, 'PAY-1433', 1, 14.26, NULL),\n"
                    "    (1202, 566, 'PAY-8020', 6, 49.61, 23.36),\n"
                    "    (1203, 566, 'PAY-4838', 3, 55.22, NULL),\n"
                    "    (1204, 566, 'PAY-1073', 11, 46.56, 13.19),\n"
                    "    (1205, 567, 'PAY-5193', 18, 41.1, 25.45),\n"
                    "    (1206, 567, 'PAY-6026', 36, 56.32, NULL),\n"
                    "    (1207, 567, 'PAY-3827', 33, 12.4, 11),\n"
                    "    (1208, 567, 'PAY-2218', 34, 55.76, NULL),\n"
                    "    (1209, 568, 'PAY-8367', 37, 19.74, 23.31),\n"
                    "    (1210, 569, 'PAY-2650', 6, 50.59, NULL),\n"
                    "    (1211, 569, 'PAY-1346', 24, 15.55, NULL),\n"
                    "    (1212, 569, 'PAY-5788', 31, 58.11, 41.33),\n"
                    "    (1213, 569, 'PAY-1073', 36, 51.65, 85.13),\n"
                    "    (1214, 570, 'PAY-8620', 19, 45.56, NULL),\n"
                    "    (1215, 571, 'PAY-5508', 40, 21.15, NULL),\n"
                    "    (1216, 571, 'PAY-2593', 4, 46.47, 11.06),\n"
                    "    (1217, 571, 'PAY-4303', 14, 34.69, NULL),\n"
                    "    (1218, 572, 'PAY-3965', 11, 21.93, NULL),\n"
                    "    (1219, 572, 'PAY-1142', 29, 19.29, 6.28),\n"
                    "    (1220, 572, 'PAY-5250', 10, 50.93, NULL),\n"
                    "    (1221, 573, 'PAY-9149', 24, 25.61, 52.26),\n"
                    "    (1222, 573, 'PAY-9886', 40, 24.5, 24),\n"
                    "    (1223, 573, 'PAY-729', 10, 45.82, 26.25),\n"
                    "    (1224, 574, 'PAY-9160', 5, 32.24, NULL),\n"
                    "    (1225, 574, 'PAY-5221', 13, 21.01, NULL),\n"
                    "    (1226, 574, 'PAY-5324', 12, 40.32, NULL),\n"
                    "    (1227, 575, 'PAY-5406', 3, 26.5, NULL),\n"
                    "    (1228, 577, 'PAY-2318', 23, 50.31, 82.62),\n"
                    "    (1229, 577, 'PAY-9685', 30, 43.61, 40.05),\n"
                    "    (1230, 577, 'PAY-5351', 19, 18.6, NULL),\n"
                    "    (1231, 577, 'PAY-5919', 34, 16.5, NULL),\n"
                    "    (1232, 579, 'PAY-3457', 11, 19.03, NULL),\n"
                    "    (1233, 526, 'PAY-3074', 23, 20.7, NULL),\n"
                    "    (1234, 529, 'PAY-8544', 1, 46.12, NULL);\n"
                    'INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES\n'
                    "    (69, 62, 'aa42363bc280986f'),\n"
                    "    (70, 63, '5c48cc7ef3b68592'),\n"
                    "    (71, 66, '7d4649a307f6eb68'),\n"
                    "    (72, 68, 'a51bcb7752b12c75'),\n"
                    "    (73, 69, 'ff6a5bcc9745877c');\n"
                    "SELECT setval(pg_get_serial_sequence('payroll.employees', 'id'), (SELECT max(id) FROM "
                    'payroll.employees));\n'
                    "SELECT setval(pg_get_serial_sequence('payroll.payslips', 'id'), (SELECT max(id) FROM "
                    'payroll.payslips));\n'
                    "SELECT setval(pg_get_serial_sequence('payroll.payslip_lines', 'id'), (SELECT max(id) FROM "
                    'payroll.payslip_lines));\n'
                    "SELECT setval(pg_get_serial_sequence('payroll.bank_accounts', 'id'), (SELECT max(id) FROM "
                    'payroll.bank_accounts));\n',
 'region': 'department',
 'report': 'payroll_report',
 'rerun': False,
 'reset_sql': 'DROP DATABASE IF EXISTS payrolldb WITH (FORCE);\n'
              'CREATE DATABASE payrolldb TEMPLATE payrolldb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('payroll_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE payroll_app RESET ALL;\n'
              'ALTER ROLE payroll_app SET search_path = payroll, public;\n',
 's': 'payroll',
 's_rows': {58: [46, '9d437ae72225f302'],
            59: [47, '6fc991e59825b601'],
            60: [49, 'ba59ab7d6de2289b'],
            61: [50, '23664311690b3583'],
            62: [51, '4403e8c1694ec13e'],
            63: [52, 'c1e70bc5a20e4cad'],
            64: [55, '6b15dc1626a315ea'],
            65: [57, '69dde7fd9583e83b'],
            66: [58, '0a549e972ccdc358'],
            67: [59, '4d71aa5ae7245183'],
            68: [61, '6c21135563a803a4'],
            69: [62, 'aa42363bc280986f'],
            70: [63, '5c48cc7ef3b68592'],
            71: [66, '7d4649a307f6eb68'],
            72: [68, 'a51bcb7752b12c75'],
            73: [69, 'ff6a5bcc9745877c']},
 's_sql': 'SELECT id, employee_id AS p, iban AS v FROM payroll.bank_accounts',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'payroll'::regnamespace AND c.relkind IN ('r', 'v', 'm', "
                 "'p', 'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'payroll'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND "
                 "c.relkind IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'payroll'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'payroll'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'payroll'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'payroll'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'payroll'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'payroll'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'payroll'::regnamespace\n",
 'status': 'status',
 'statuses': ['draft', 'approved', 'paid', 'void'],
 'tables': ['employees', 'payslips', 'payslip_lines', 'bank_accounts'],
 'total': 'gross',
 'totals': {509: '3195.69',
            510: '0.00',
            511: '2331.65',
            512: '620.53',
            513: '3481.84',
            514: '2067.17',
            515: '2227.12',
            516: '2094.09',
            517: '274.04',
            518: '630.42',
            519: '5959.82',
            520: '118.44',
            521: '118.49',
            522: '2536.47',
            523: '3061.32',
            524: '917.68',
            525: '0.00',
            526: '1494.76',
            527: '1338.10',
            528: '3000.32',
            529: '566.11',
            530: '1677.48',
            531: '1630.72',
            532: '0.00',
            533: '1246.83',
            534: '264.95',
            535: '1619.54',
            536: '1227.66',
            537: '0.00',
            538: '54.11',
            539: '714.32',
            540: '718.74',
            541: '1816.83',
            542: '1727.96',
            543: '1252.25',
            544: '660.70',
            545: '89.64',
            546: '1042.42',
            547: '3889.62',
            548: '933.60',
            549: '1222.77',
            550: '0.00',
            551: '1513.19',
            552: '1396.56',
            553: '1354.21',
            554: '691.70',
            555: '4034.92',
            556: '2009.54',
            557: '0.00',
            558: '321.20',
            559: '0.00',
            560: '1962.99',
            561: '0.00',
            562: '2038.22',
            563: '363.97',
            564: '2303.10',
            565: '837.17',
            566: '953.19',
            567: '5035.91',
            568: '707.07',
            569: '4211.09',
            570: '865.64',
            571: '1506.48',
            572: '1303.66',
            573: '1950.33',
            574: '918.17',
            575: '79.50',
            576: '0.00',
            577: '3257.16',
            578: '0.00',
            579: '209.33'},
 'types': {'employees.email': ['text', True],
           'payslip_lines.deduction': ['numeric(10,2)', False],
           'payslip_lines.rate': ['numeric(10,2)', True],
           'payslips.employee_id': ['integer', True],
           'payslips.gross': ['numeric(12,2)', True],
           'payslips.pay_date': ['date', False],
           'payslips.status': ['text', False]}}

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


def test_total_backfilled():
    _state()
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT id, %s AS v FROM %s.%s" % (T["total"], T["s"], T["C"]))}
    _diff(got, {k: _dec(v) for k, v in T["totals"].items()}, T["C"] + "." + T["total"])


def test_total_defaults_to_zero():
    _state()
    got = in_tx(T["insert_event"], "SELECT %s AS v FROM %s.%s WHERE id = %d" % (T["total"], T["s"], T["C"], T["new_id"]))
    assert got and _dec(got[0]["v"]) == 0, "a new %s without lines gets %s, expected 0" % (T["c1"], got)


def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")
