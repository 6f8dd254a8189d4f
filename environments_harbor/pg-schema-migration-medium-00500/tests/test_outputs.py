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
 'c_rows': {321: [5, '2023-12-15', 'void'],
            322: [6, '2023-01-11', 'approved'],
            323: [7, '2024-02-29', 'paid'],
            324: [8, '2024-01-01', 'draft'],
            325: [8, '2024-08-25', 'draft'],
            326: [8, '2023-03-20', 'approved'],
            327: [9, '2023-03-02', 'draft'],
            328: [9, '2024-06-18', 'approved'],
            329: [9, '2023-12-14', 'paid'],
            330: [10, '2024-08-04', 'draft'],
            331: [10, '2024-09-22', 'draft'],
            332: [11, '2024-11-10', 'approved'],
            333: [12, '2024-05-14', 'approved'],
            334: [12, '2023-02-10', 'draft'],
            335: [12, '2023-05-07', 'approved'],
            336: [13, None, 'draft'],
            337: [13, '2023-06-01', 'paid'],
            338: [13, None, 'approved'],
            339: [13, '2024-03-09', 'paid'],
            340: [14, '2024-06-10', 'paid'],
            341: [14, '2023-06-04', 'draft'],
            342: [15, '2023-04-06', 'paid'],
            343: [16, '2023-02-15', 'approved'],
            344: [17, '2023-10-08', 'paid'],
            345: [18, '2024-06-27', 'paid'],
            346: [18, '2024-08-04', 'draft'],
            347: [18, '2023-04-21', 'approved'],
            348: [19, '2023-02-25', 'paid'],
            349: [19, '2023-09-16', 'draft'],
            350: [20, '2023-12-12', 'paid'],
            351: [20, '2023-08-27', 'paid'],
            352: [20, None, 'paid'],
            353: [21, '2023-11-01', 'approved'],
            354: [21, '2024-11-22', 'void'],
            355: [21, '2023-07-25', 'paid'],
            356: [22, '2024-05-27', 'approved'],
            357: [22, '2023-06-04', 'approved'],
            358: [22, '2023-02-19', 'paid'],
            359: [23, '2024-10-07', 'paid'],
            360: [25, '2023-02-05', 'draft'],
            361: [27, '2023-03-19', 'draft'],
            362: [27, '2023-04-16', 'draft'],
            363: [18, '2024-01-09', 'paid'],
            364: [13, '2024-02-19', 'draft'],
            365: [19, '2023-01-12', 'paid'],
            366: [33, None, 'void'],
            367: [33, '2023-07-24', 'void'],
            368: [34, None, 'void'],
            369: [35, '2023-02-26', 'approved'],
            370: [35, '2023-07-03', 'void'],
            371: [36, '2024-01-10', 'draft'],
            372: [37, '2023-03-16', 'paid'],
            373: [37, '2024-11-20', 'draft'],
            374: [38, '2023-09-26', 'approved'],
            375: [38, '2023-07-07', 'void'],
            376: [38, '2023-12-20', 'draft'],
            377: [38, '2023-07-22', 'paid'],
            378: [39, '2023-01-23', 'draft'],
            379: [39, '2023-01-09', 'approved'],
            380: [39, '2024-09-26', 'paid'],
            381: [39, '2024-01-24', 'paid'],
            382: [10, '2023-08-06', 'draft'],
            383: [10, '2024-05-16', 'approved'],
            384: [10, None, 'approved'],
            385: [10, '2023-07-12', 'approved'],
            386: [22, '2024-10-21', 'paid'],
            387: [22, '2023-01-15', 'draft'],
            388: [22, '2023-10-31', 'draft'],
            389: [22, '2023-10-11', 'approved'],
            390: [14, '2023-08-24', 'draft'],
            391: [14, '2023-11-29', 'paid'],
            392: [22, '2023-02-16', 'paid'],
            393: [22, '2024-03-04', 'approved'],
            394: [37, '2023-11-13', 'approved'],
            395: [37, '2024-04-30', 'paid']},
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
 'insert_bad_status': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (405, 19, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO payroll.employees (id, full_name, email) VALUES (51, 'Dup Check', "
                     "'elena.ivanova@inbox.test');",
 'insert_event': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (405, 19, '2024-06-01', "
                 "'draft');",
 'l_rows': {4913: [321, 'PAY-1210', 33, '38.16', '56.64'],
            4914: [321, 'PAY-6288', 14, '12.23', '14.72'],
            4915: [321, 'PAY-8086', 12, '36.97', '31.95'],
            4916: [321, 'PAY-5804', 6, '44.99', None],
            4917: [323, 'PAY-1401', 27, '46.72', None],
            4918: [323, 'PAY-3576', 22, '46.39', None],
            4919: [323, 'PAY-2408', 23, '46.29', '74.49'],
            4920: [323, 'PAY-529', 39, '31.46', None],
            4921: [324, 'PAY-8823', 33, '27.13', None],
            4922: [324, 'PAY-9754', 35, '47.35', None],
            4923: [325, 'PAY-1663', 23, '34.19', None],
            4924: [325, 'PAY-7504', 6, '51.49', '16.17'],
            4925: [325, 'PAY-4445', 33, '16.07', None],
            4926: [326, 'PAY-2960', 3, '27.95', None],
            4927: [326, 'PAY-9938', 28, '21.10', None],
            4928: [326, 'PAY-6812', 5, '59.49', '17.42'],
            4929: [326, 'PAY-5174', 9, '16.08', '8'],
            4930: [328, 'PAY-3729', 9, '39.86', '7.19'],
            4931: [329, 'PAY-7503', 25, '25.40', '3.61'],
            4932: [329, 'PAY-6120', 26, '56.20', None],
            4933: [329, 'PAY-3117', 16, '39.56', None],
            4934: [329, 'PAY-8587', 39, '38.28', '110.14'],
            4935: [330, 'PAY-3423', 10, '54.53', '13.42'],
            4936: [331, 'PAY-9594', 20, '37.46', None],
            4937: [331, 'PAY-200', 17, '14.74', None],
            4938: [334, 'PAY-6473', 17, '46.16', None],
            4939: [334, 'PAY-8743', 37, '31.69', None],
            4940: [334, 'PAY-9373', 32, '38.76', None],
            4941: [335, 'PAY-8177', 8, '30.24', '6.64'],
            4942: [335, 'PAY-4501', 29, '26.73', '25.73'],
            4943: [336, 'PAY-5951', 34, '26.21', '47.82'],
            4944: [336, 'PAY-3581', 6, '58.37', '14'],
            4945: [336, 'PAY-9592', 24, '51.47', '66.35'],
            4946: [336, 'PAY-4651', 8, '14.47', None],
            4947: [337, 'PAY-4529', 39, '33.14', '8.47'],
            4948: [337, 'PAY-8195', 38, '47.19', None],
            4949: [337, 'PAY-8156', 25, '50.17', '92.86'],
            4950: [339, 'PAY-7566', 17, '48.35', None],
            4951: [339, 'PAY-4457', 8, '25.16', '8.42'],
            4952: [340, 'PAY-3823', 37, '47.29', '159.24'],
            4953: [340, 'PAY-6034', 33, '32.53', '46.12'],
            4954: [341, 'PAY-4759', 9, '14.32', None],
            4955: [341, 'PAY-3356', 40, '33.06', None],
            4956: [341, 'PAY-467', 11, '31.41', None],
            4957: [342, 'PAY-516', 27, '59.28', None],
            4958: [342, 'PAY-993', 11, '40.59', '15.31'],
            4959: [342, 'PAY-6181', 40, '29.38', '60.44'],
            4960: [343, 'PAY-5267', 10, '42.49', None],
            4961: [344, 'PAY-5999', 14, '57.43', '9.19'],
            4962: [344, 'PAY-3085', 3, '46.81', '3.96'],
            4963: [344, 'PAY-9615', 12, '46.90', '21.03'],
            4964: [344, 'PAY-5846', 32, '51.72', None],
            4965: [345, 'PAY-5078', 7, '16.70', '7.36'],
            4966: [345, 'PAY-5532', 24, '56.72', '132.78'],
            4967: [345, 'PAY-732', 22, '40.11', '74.26'],
            4968: [346, 'PAY-1351', 28, '52.13', None],
            4969: [346, 'PAY-7005', 4, '26.90', '2.55'],
            4970: [346, 'PAY-1596', 34, '58.09', '169.26'],
            4971: [347, 'PAY-8982', 29, '32.68', None],
            4972: [347, 'PAY-3102', 8, '40.23', '23.67'],
            4973: [349, 'PAY-9113', 18, '35.23', None],
            4974: [349, 'PAY-5633', 16, '56.07', '54.76'],
            4975: [349, 'PAY-390', 40, '56.89', '105.8'],
            4976: [349, 'PAY-3686', 27, '29.96', None],
            4977: [350, 'PAY-8366', 21, '57.01', None],
            4978: [350, 'PAY-8766', 35, '49.96', None],
            4979: [351, 'PAY-6030', 9, '53.70', None],
            4980: [351, 'PAY-6730', 5, '13.09', None],
            4981: [352, 'PAY-6066', 19, '13.00', None],
            4982: [352, 'PAY-2727', 25, '28.92', None],
            4983: [352, 'PAY-2143', 20, '14.48', None],
            4984: [352, 'PAY-7423', 29, '48.86', None],
            4985: [353, 'PAY-3052', 30, '52.93', None],
            4986: [353, 'PAY-8799', 22, '30.36', '11.73'],
            4987: [354, 'PAY-7093', 2, '56.47', '2.37'],
            4988: [354, 'PAY-2665', 28, '44.11', '59.26'],
            4989: [355, 'PAY-9905', 2, '28.75', None],
            4990: [355, 'PAY-7167', 1, '49.31', None],
            4991: [355, 'PAY-1007', 3, '45.90', None],
            4992: [356, 'PAY-1041', 38, '34.84', None],
            4993: [356, 'PAY-1998', 34, '32.63', None],
            4994: [356, 'PAY-8216', 2, '40.95', '2.68'],
            4995: [356, 'PAY-3322', 25, '49.79', '38.87'],
            4996: [357, 'PAY-9140', 33, '24.39', None],
            4997: [357, 'PAY-3708', 14, '51.60', None],
            4998: [357, 'PAY-215', 18, '45.94', None],
            4999: [358, 'PAY-1962', 19, '36.02', None],
            5000: [358, 'PAY-6990', 16, '18.63', None],
            5001: [358, 'PAY-4618', 6, '42.49', None],
            5002: [359, 'PAY-8049', 14, '18.51', '3.86'],
            5003: [359, 'PAY-7144', 37, '55.02', None],
            5004: [359, 'PAY-4341', 34, '34.14', None],
            5005: [360, 'PAY-2477', 10, '20.49', None],
            5006: [360, 'PAY-5099', 38, '22.86', None],
            5007: [360, 'PAY-9448', 20, '29.77', None],
            5008: [361, 'PAY-028', 10, '15.68', None],
            5009: [362, 'PAY-9298', 28, '19.08', '0.63'],
            5010: [362, 'PAY-1632', 20, '59.08', '34.95'],
            5011: [362, 'PAY-5959', 22, '20.01', '18.37'],
            5012: [363, 'PAY-3644', 38, '48.37', '124.73'],
            5013: [364, 'PAY-6306', 2, '32.37', None],
            5014: [364, 'PAY-3828', 19, '35.38', None],
            5015: [365, 'PAY-5570', 39, '14.14', '46.73'],
            5016: [366, 'PAY-733', 21, '58.34', None],
            5017: [366, 'PAY-1072', 20, '35.72', '28.01'],
            5018: [366, 'PAY-2246', 40, '17.10', '18.33'],
            5019: [367, 'PAY-2891', 29, '22.03', '63.28'],
            5020: [367, 'PAY-6909', 10, '36.12', None],
            5021: [367, 'PAY-8297', 19, '18.19', '12.84'],
            5022: [367, 'PAY-9213', 26, '13.30', None],
            5023: [370, 'PAY-7641', 40, '58.73', None],
            5024: [370, 'PAY-5923', 28, '49.06', None],
            5025: [372, 'PAY-9598', 38, '35.53', '48.74'],
            5026: [372, 'PAY-1747', 40, '13.43', None],
            5027: [373, 'PAY-6811', 10, '39.71', None],
            5028: [374, 'PAY-9124', 31, '38.93', '73.41'],
            5029: [374, 'PAY-498', 20, '19.66', '21.11'],
            5030: [374, 'PAY-8413', 40, '39.12', '19.33'],
            5031: [375, 'PAY-9133', 10, '54.89', None],
            5032: [376, 'PAY-8726', 27, '46.34', None],
            5033: [376, 'PAY-2466', 6, '25.88', '10.87'],
            5034: [376, 'PAY-4546', 14, '48.44', '25.59'],
            5035: [376, 'PAY-9140', 25, '22.54', '3.04'],
            5036: [377, 'PAY-548', 27, '57.22', '127.81'],
            5037: [377, 'PAY-1765', 17, '53.26', None],
            5038: [377, 'PAY-7751', 24, '54.21', None],
            5039: [379, 'PAY-2912', 31, '33.36', None],
            5040: [379, 'PAY-9499', 14, '40.30', None],
            5041: [379, 'PAY-3827', 28, '22.17', None],
            5042: [380, 'PAY-6289', 37, '22.60', '6.11'],
            5043: [381, 'PAY-8116', 27, '24.33', '62.58'],
            5044: [382, 'PAY-5161', 39, '35.93', None],
            5045: [382, 'PAY-1970', 5, '35.14', None],
            5046: [383, 'PAY-1477', 15, '58.47', None],
            5047: [384, 'PAY-8058', 26, '39.21', '1.74'],
            5048: [384, 'PAY-8158', 11, '39.71', None],
            5049: [385, 'PAY-9724', 32, '32.39', '72.37'],
            5050: [386, 'PAY-7425', 25, '18.90', '38.66'],
            5051: [387, 'PAY-2861', 36, '31.94', None],
            5052: [387, 'PAY-6762', 38, '26.87', '50.53'],
            5053: [387, 'PAY-7987', 27, '49.34', None],
            5054: [388, 'PAY-4401', 23, '44.77', None],
            5055: [389, 'PAY-6745', 23, '58.18', '25.31'],
            5056: [389, 'PAY-9553', 9, '28.61', None],
            5057: [389, 'PAY-8085', 11, '37.54', None],
            5058: [389, 'PAY-2840', 14, '53.59', '38.92'],
            5059: [390, 'PAY-5981', 13, '57.45', '61.37'],
            5060: [390, 'PAY-1633', 23, '32.60', None],
            5061: [391, 'PAY-5044', 2, '15.73', None],
            5062: [391, 'PAY-6707', 37, '52.25', '43.44'],
            5063: [391, 'PAY-6081', 19, '31.80', '43.65'],
            5064: [392, 'PAY-7745', 39, '20.78', '73.44'],
            5065: [392, 'PAY-4227', 15, '47.80', '1.98'],
            5066: [392, 'PAY-7465', 1, '56.67', None],
            5067: [392, 'PAY-4834', 23, '20.92', None],
            5068: [393, 'PAY-6774', 34, '58.99', None],
            5069: [393, 'PAY-7295', 24, '14.81', None],
            5070: [393, 'PAY-6004', 27, '50.78', '116.24'],
            5071: [393, 'PAY-5069', 7, '55.22', '30.27'],
            5072: [394, 'PAY-1945', 20, '33.19', '10.51'],
            5073: [394, 'PAY-9455', 30, '35.61', '46.39'],
            5074: [394, 'PAY-8405', 20, '13.83', None],
            5075: [394, 'PAY-3787', 5, '40.05', '10.31'],
            5076: [395, 'PAY-3466', 39, '32.12', '111.76'],
            5077: [395, 'PAY-4657', 12, '55.75', '62.89'],
            5078: [395, 'PAY-3469', 36, '17.55', None],
            5079: [395, 'PAY-1079', 20, '52.78', '9.39'],
            5080: [365, 'PAY-2278', 14, '31.85', None],
            5081: [345, 'PAY-4346', 17, '46.10', None]},
 'l_sql': 'SELECT id, payslip_id AS c, code AS code, hours AS q, rate::text AS pr, deduction::text AS d FROM '
          'payroll.payslip_lines',
 'lfk': 'payslip_id',
 'migration': '/srv/migrations/0070_integrity.sql',
 'missing_p': 24,
 'new_id': 405,
 'new_p': 19,
 'p1': 'employee',
 'p_region': {4: 'Customer Care',
              5: 'Sales',
              6: None,
              7: 'Customer Care',
              8: 'Finance',
              9: 'Sales',
              10: 'Sales',
              11: 'Logistics',
              12: 'Sales',
              13: 'Sales',
              14: 'Finance',
              15: 'Human Resources',
              16: 'Engineering',
              17: 'Sales',
              18: 'Finance',
              19: 'Logistics',
              20: 'Customer Care',
              21: 'Engineering',
              22: 'Logistics',
              23: 'Human Resources',
              25: None,
              27: 'Human Resources',
              32: 'Engineering',
              33: 'Customer Care',
              34: 'Sales',
              35: 'Human Resources',
              36: 'Logistics',
              37: 'Customer Care',
              38: 'Human Resources',
              39: 'Sales'},
 'p_region_sql': 'SELECT id, department AS v FROM payroll.employees',
 'p_rows': {4: ['Elena Ivanova', 'elena.ivanova@inbox.test'],
            5: ['Femi Moreau', 'femi.moreau@example.com'],
            6: ['Xenia Okafor', 'xenia.okafor@post.example'],
            7: ['Elena Eriksen', 'elena.eriksen@inbox.test'],
            8: ['Tomas Rossi', 'tomas.rossi@inbox.test'],
            9: ['Mira Brandt', 'mira.brandt@post.example'],
            10: ['Quinn Eriksen', 'quinn.eriksen@example.com'],
            11: ['Dev Dimitrov', 'dev.dimitrov@example.com'],
            12: ['Quinn Abbott', 'quinn.abbott@post.example'],
            13: ['Hiro Haddad', 'hiro.haddad@inbox.test'],
            14: ['Vera Fofana', 'vera.fofana@mail.test'],
            15: ['Mira Okafor', 'mira.okafor@post.example'],
            16: ['Greta Jensen', 'greta.jensen@post.example'],
            17: ['Bruno Gallo', 'bruno.gallo@post.example'],
            18: ['Wim Ivanova', 'wim.ivanova@example.com'],
            19: ['Wim Brandt', 'wim.brandt@inbox.test'],
            20: ['Priya Okafor', 'priya.okafor@post.example'],
            21: ['Tomas Ivanova', 'tomas.ivanova@example.com'],
            22: ['Bruno Okafor', 'bruno.okafor@example.com'],
            23: ['Dev Ivanova', 'dev.ivanova@example.com'],
            25: ['Bruno Abbott', 'bruno.abbott@example.com'],
            27: ['Tomas Dimitrov', 'tomas.dimitrov@post.example'],
            32: ['Hiro Weber', 'hiro.weber@mail.test'],
            33: ['Kaia Weber', 'kaia.weber@example.com'],
            34: ['Bruno Haddad', 'bruno.haddad@example.com'],
            35: ['Uzma Castillo', 'uzma.castillo@inbox.test'],
            36: ['Zora Fofana', 'zora.fofana@example.com'],
            37: ['Olu Abbott', 'olu.abbott@mail.test'],
            38: ['Vera Jensen', 'vera.jensen@post.example'],
            39: ['Priya Haddad', 'priya.haddad@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM payroll.employees',
 'pfk': 'employee_id',
 'production_rows': 'INSERT INTO payroll.employees (id, full_name, email, department) VALUES\n'
                    "    (32, 'Hiro Weber', 'hiro.weber@mail.test', 'Engineering'),\n"
                    "    (33, 'Kaia Weber', 'kaia.weber@example.com  ', 'Customer Care'),\n"
                    "    (34, 'Bruno Haddad', ' bruno.haddad@example.com  ', 'Sales'),\n"
                    "    (35, 'Uzma Castillo', 'Uzma.Castillo@Inbox.test', 'Human Resources'),\n"
                    "    (36, 'Zora Fofana', 'zora.fofana@example.com', 'Logistics'),\n"
                    "    (37, 'Olu Abbott', 'olu.abbott@mail.test', 'Customer Care'),\n"
                    "    (38, 'Vera Jensen', 'Vera.Jensen@Post.example', 'Human Resources'),\n"
                    "    (39, 'Priya Haddad', 'priya.haddad@mail.test ', 'Sales'),\n"
                    "    (40, 'Bruno Okafor', 'bruno.okafor@example.com', 'Logistics'),\n"
                    "    (41, 'Olu Abbott', 'Olu.abbott@MAIL.TEST', 'Customer Care');\n"
                    'INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES\n'
                    "    (366, 33, '', 'Cancelled'),\n"
                    "    (367, 33, '24/07/2023', 'CANCELLED'),\n"
                    "    (368, 34, ' ', 'void'),\n"
                    "    (369, 35, '26/02/2023', 'approved'),\n"
                    "    (370, 35, '2023-07-03', 'Cancelled '),\n"
                    "    (371, 36, '10/01/2024', 'DRAFT'),\n"
                    "    (372, 37, '16/03/2023', 'Paid'),\n"
                    "    (373, 37, '2024-11-20', 'DRAFT'),\n"
                    "    (374, 38, '26.09.2023', 'approved'),\n"
                    "    (375, 38, '07/07/2023', 'CANCELLED'),\n"
                    "    (376, 38, '20.12.2023', 'draft'),\n"
                    "    (377, 38, '2023-07-22', 'Transferred'),\n"
                    "    (378, 39, '2023-01-23', ' Pending'),\n"
                    "    (379, 39, '2023-01-09', 'approved'),\n"
                    "    (380, 39, '26/09/2024', 'TRANSFERRED'),\n"
                    "    (381, 39, '24.01.2024', 'paid'),\n"
                    "    (382, 10, '06/08/2023', ' draft'),\n"
                    "    (383, 10, '2024-05-16', 'approved'),\n"
                    "    (384, 10, '', 'approved'),\n"
                    "    (385, 10, '2023-07-12', 'APPROVED'),\n"
                    "    (386, 22, '21.10.2024', 'transferred'),\n"
                    "    (387, 22, '15/01/2023', 'draft'),\n"
                    "    (388, 22, '31.10.2023', 'Draft'),\n"
                    "    (389, 22, '2023-10-11', 'ok'),\n"
                    "    (390, 14, '2023-08-24', 'Pending'),\n"
                    "    (391, 14, '2023-11-29', 'paid'),\n"
                    "    (392, 40, '2023-02-16', 'transferred'),\n"
                    "    (393, 40, '04/03/2024', 'approved'),\n"
                    "    (394, 41, '13.11.2023', 'approved'),\n"
                    "    (395, 41, '2024-04-30', 'paid');\n"
                    'INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES\n'
                    "    (5016, 366, 'PAY-733', 21, 58.34, NULL),\n"
                    "    (5017, 366, 'PAY-1072', 20, 35.72, 28.01),\n"
                    "    (5018, 366, 'PAY-2246', 40, 17.1, 18.33),\n"
                    "    (5019, 367, 'PAY-2891', 29, 22.03, 63.28),\n"
                    "    (5020, 367, 'PAY-6909', 10, 36.12, NULL),\n"
                    "    (5021, 367, 'PAY-8297', 19, 18.19, 12.84),\n"
                    "    (5022, 367, 'PAY-9213', 26, 13.3, NULL),\n"
                    "    (5023, 370, 'PAY-7641', 40, 58.73, NULL),\n"
                    "    (5024, 370, 'PAY-5923', 28, 49.06, NULL),\n"
                    "    (5025, 372, 'PAY-9598', 38, 35.53, 48.74),\n"
                    "    (5026, 372, 'PAY-1747', 40, 13.43, NULL),\n"
                    "    (5027, 373, 'PAY-6811', 10, 39.71, NULL),\n"
                    "    (5028, 374, 'PAY-9124', 31, 38.93, 73.41),\n"
                    "    (5029, 374, 'PAY-498', 20, 19.66, 21.11),\n"
                    "    (5030, 374, 'PAY-8413', 40, 39.12, 19.33),\n"
                    "    (5031, 375, 'PAY-9133', 10, 54.89, NULL),\n"
                    "    (5032, 376, 'PAY-8726', 27, 46.34, NULL),\n"
                    "    (5033, 376, 'PAY-2466', 6, 25.88, 10.87),\n"
                    "    (5034, 376, 'PAY-4546', 14, 48.44, 25.59),\n"
                    "    (5035, 376, 'PAY-9140', 25, 22.54, 3.04),\n"
                    "    (5036, 377, 'PAY-548', 27, 57.22, 127.81),\n"
                    "    (5037, 377, 'PAY-1765', 17, 53.26, NULL),\n"
                    "    (5038, 377, 'PAY-7751', 24, 54.21, NULL),\n"
                    "    (5039, 379, 'PAY-2912', 31, 33.36, NULL),\n"
                    "    (5040, 379, 'PAY-9499', 14, 40.3, NULL),\n"
                    "    (5041, 379, 'PAY-3827', 28, 22.17, NULL),\n"
                    "    (5042, 380, 'PAY-6289', 37, 22.6, 6.11),\n"
                    "    (5043, 381, 'PAY-8116', 27, 24.33, 62.58),\n"
                    "    (5044, 382, 'PAY-5161', 39, 35.93, NULL),\n"
                    "    (5045, 382, 'PAY-1970', 5, 35.14, NULL),\n"
                    "    (5046, 383, 'PAY-1477', 15, 58.47, NULL),\n"
                    "    (5047, 384, 'PAY-8058', 26, 39.21, 1.74),\n"
                    "    (5048, 384, 'PAY-8158', 11, 39.71, NULL),\n"
                    "    (5049, 385, 'PAY-9724', 32, 32.39, 72.37),\n"
                    "    (5050, 386, 'PAY-7425', 25, 18.9, 38.66),\n"
                    "    (5051, 387, 'PAY-2861', 36, 31.94, NULL),\n"
                    "    (5052, 387, 'PAY-6762', 38, 26.87, 50.53),\n"
                    "    (5053, 387, 'PAY-7987', 27, 49.34, NULL),\n"
                    "    (5054, 388, 'PAY-4401', 23, 44.77, NULL),\n"
                    "    (5055, 389, 'PAY-6745', 23, 58.18, 25.31),\n"
                    "    (5056, 389, 'PAY-9553', 9, 28.61, NULL),\n"
                    "    (5057, 389, 'PAY-8085', 11, 37.54, NULL),\n"
                    "    (5058, 389, 'PAY-2840', 14, 53.59, 38.92),\n"
                    "    (5059, 390, 'PAY-5981', 13, 57.45, 61.37),\n"
                    "    (5060, 390, 'PAY-1633', 23, 32.6, NULL),\n"
                    "    (5061, 391, 'PAY-5044', 2, 15.73, NULL),\n"
                    "    (5062, 391, 'PAY-6707', 37, 52.25, 43.44),\n"
                    "    (5063, 391, 'PAY-6081', 19, 31.8, 43.65),\n"
                    "    (5064, 392, 'PAY-7745', 39, 20.78, 73.44),\n"
                    "    (5065, 392, 'PAY-4227', 15, 47.8, 1.98),\n"
                    "    (5066, 392, 'PAY-7465', 1, 56.67, NULL),\n"
                    "    (5067, 392, 'PAY-4834', 23, 20.92, NULL),\n"
                    "    (5068, 393, 'PAY-6774', 34, 58.99, NULL),\n"
                    "    (5069, 393, 'PAY-7295', 24, 14.81, NULL),\n"
                    "    (5070, 393, 'PAY-6004', 27, 50.78, 116.24),\n"
                    "    (5071, 393, 'PAY-5069', 7, 55.22, 30.27),\n"
                    "    (5072, 394, 'PAY-1945', 20, 33.19, 10.51),\n"
                    "    (5073, 394, 'PAY-9455', 30, 35.61, 46.39),\n"
                    "    (5074, 394, 'PAY-8405', 20, 13.83, NULL),\n"
                    "    (5075, 394, 'PAY-3787', 5, 40.05, 10.31),\n"
                    "    (5076, 395, 'PAY-3466', 39, 32.12, 111.76),\n"
                    "    (5077, 395, 'PAY-4657', 12, 55.75, 62.89),\n"
                    "    (5078, 395, 'PAY-3469', 36, 17.55, NULL),\n"
                    "    (5079, 395, 'PAY-1079', 20, 52.78, 9.39),\n"
                    "    (5080, 365, 'PAY-2278', 14, 31.85, NULL),\n"
                    "    (5081, 345, 'PAY-4346', 17, 46.1, NULL);\n"
                    'INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES\n'
                    "    (47, 40, '7f51be49cd996921'),\n"
                    "    (48, 36, 'cba491edd38b163f'),\n"
                    "    (49, 38, '80b287aacda2c5d5'),\n"
                    "    (50, 39, '41a262c247207a29');\n"
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
 'rerun': True,
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
 's_rows': {35: [13, '1e00db4e8db4e3b0'],
            36: [19, '974641d802213043'],
            37: [6, '2abc807336425e91'],
            38: [10, '34acb4ca13aee3ff'],
            39: [11, 'dc3d6e0a15b6f1b8'],
            40: [12, '65ffccb2c3eebff1'],
            41: [13, 'd5b2a64226ed0204'],
            42: [16, '19360b131d501782'],
            43: [17, '03b0b05c1e19155b'],
            44: [19, '311a82f02d9a54b3'],
            45: [20, '5837e1e34a58d568'],
            46: [25, '95aa115815c5693f'],
            47: [22, '7f51be49cd996921'],
            48: [36, 'cba491edd38b163f'],
            49: [38, '80b287aacda2c5d5'],
            50: [39, '41a262c247207a29']},
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
 'types': {'employees.email': ['text', True],
           'payslip_lines.deduction': ['numeric(10,2)', False],
           'payslip_lines.rate': ['numeric(10,2)', True],
           'payslips.employee_id': ['integer', True],
           'payslips.pay_date': ['date', False],
           'payslips.status': ['text', False]},
 'view': 'employee_activity',
 'view_cols': ['employee_id', 'full_name', 'department', 'n_payslips', 'last_pay_date', 'paid_out'],
 'view_rows': {4: ['Elena Ivanova', 'Customer Care', 0, None, '0'],
               5: ['Femi Moreau', 'Sales', 0, None, '0'],
               6: ['Xenia Okafor', None, 1, '2023-01-11', '0.00'],
               7: ['Elena Eriksen', 'Customer Care', 1, '2024-02-29', '4499.14'],
               8: ['Tomas Rossi', 'Finance', 3, '2024-08-25', '5253.39'],
               9: ['Mira Brandt', 'Sales', 3, '2024-06-18', '4459.88'],
               10: ['Quinn Eriksen', 'Sales', 6, '2024-09-22', '6404.32'],
               11: ['Dev Dimitrov', 'Logistics', 1, '2024-11-10', '0.00'],
               12: ['Quinn Abbott', 'Sales', 3, '2024-05-14', '4182.29'],
               13: ['Hiro Haddad', 'Sales', 5, '2024-03-09', '8454.60'],
               14: ['Vera Fofana', 'Finance', 4, '2024-06-10', '8331.75'],
               15: ['Mira Okafor', 'Human Resources', 1, '2023-04-06', '3146.50'],
               16: ['Greta Jensen', 'Engineering', 1, '2023-02-15', '424.90'],
               17: ['Bruno Gallo', 'Sales', 1, '2023-10-08', '3128.11'],
               18: ['Wim Ivanova', 'Finance', 4, '2024-08-04', '9259.61'],
               19: ['Wim Brandt', 'Logistics', 3, '2023-09-16', '5405.85'],
               20: ['Priya Okafor', 'Customer Care', 3, '2023-12-12', '6171.10'],
               21: ['Tomas Ivanova', 'Engineering', 2, '2023-11-01', '2488.60'],
               22: ['Bruno Okafor', 'Logistics', 9, '2024-10-21', '20882.75'],
               23: ['Dev Ivanova', 'Human Resources', 1, '2024-10-07', '3451.78'],
               25: ['Bruno Abbott', None, 1, '2023-02-05', '1668.98'],
               27: ['Tomas Dimitrov', 'Human Resources', 2, '2023-04-16', '2258.91'],
               32: ['Hiro Weber', 'Engineering', 0, None, '0'],
               33: ['Kaia Weber', 'Customer Care', 0, None, '0'],
               34: ['Bruno Haddad', 'Sales', 0, None, '0'],
               35: ['Uzma Castillo', 'Human Resources', 1, '2023-02-26', '0.00'],
               36: ['Zora Fofana', 'Logistics', 1, '2024-01-10', '0.00'],
               37: ['Olu Abbott', 'Customer Care', 4, '2024-11-20', '7802.48'],
               38: ['Vera Jensen', 'Human Resources', 3, '2023-12-20', '9283.19'],
               39: ['Priya Haddad', 'Sales', 4, '2024-09-26', '3643.54']}}

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


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")
