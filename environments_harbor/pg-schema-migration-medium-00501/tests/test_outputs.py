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
 'c_rows': {636: [39, '2024-04-08', 'void'],
            637: [39, '2024-04-17', 'void'],
            638: [40, '2024-04-22', 'approved'],
            639: [41, '2023-12-19', 'approved'],
            640: [41, '2023-01-24', 'paid'],
            641: [41, '2024-12-01', 'paid'],
            642: [41, '2024-01-14', 'paid'],
            643: [42, None, 'paid'],
            644: [42, '2023-06-15', 'approved'],
            645: [43, '2023-06-23', 'paid'],
            646: [43, '2023-12-23', 'paid'],
            647: [43, '2023-12-21', 'draft'],
            648: [43, '2023-02-18', 'paid'],
            649: [44, '2023-11-03', 'draft'],
            650: [44, '2023-07-25', 'void'],
            651: [45, '2023-01-27', 'draft'],
            652: [46, '2024-05-16', 'draft'],
            653: [48, '2024-04-01', 'draft'],
            654: [49, '2023-01-30', 'approved'],
            655: [49, '2023-08-09', 'approved'],
            656: [49, '2024-03-24', 'void'],
            657: [50, '2024-11-15', 'draft'],
            658: [51, '2023-10-25', 'paid'],
            659: [51, '2023-04-25', 'void'],
            660: [52, '2023-07-19', 'void'],
            661: [52, None, 'paid'],
            662: [53, '2023-06-15', 'approved'],
            663: [53, '2023-11-29', 'paid'],
            664: [54, '2023-05-17', 'approved'],
            665: [54, '2024-01-15', 'void'],
            666: [54, None, 'paid'],
            667: [55, '2024-09-13', 'void'],
            668: [55, '2023-01-04', 'paid'],
            669: [56, '2023-12-12', 'approved'],
            670: [58, '2024-04-09', 'draft'],
            671: [58, '2023-11-12', 'draft'],
            672: [59, '2024-07-14', 'paid'],
            673: [59, '2023-05-29', 'draft'],
            674: [60, '2023-10-24', 'approved'],
            675: [60, '2023-12-16', 'paid'],
            676: [60, '2023-02-08', 'approved'],
            677: [60, '2023-02-01', 'approved'],
            678: [62, '2023-06-01', 'void'],
            679: [62, '2023-06-06', 'void'],
            680: [64, '2024-10-29', 'approved'],
            681: [65, '2024-11-13', 'approved'],
            682: [65, '2023-07-16', 'approved'],
            683: [65, '2024-06-02', 'approved'],
            684: [65, '2023-03-26', 'paid'],
            685: [66, '2023-12-18', 'paid'],
            686: [67, '2024-09-15', 'approved'],
            687: [68, '2023-02-06', 'paid'],
            688: [68, '2024-06-26', 'approved'],
            689: [46, '2024-10-01', 'paid'],
            690: [46, None, 'approved'],
            691: [48, '2023-09-21', 'draft'],
            692: [52, '2023-04-14', 'approved']},
 'c_sql': 'SELECT id, employee_id AS p, pay_date::text AS d, status::text AS st FROM payroll.payslips',
 'constraints': [['payroll.employees', 'p', ['id'], None, []],
                 ['payroll.payslips', 'p', ['id'], None, []],
                 ['payroll.payslip_lines', 'p', ['id'], None, []],
                 ['payroll.bank_accounts', 'p', ['id'], None, []],
                 ['payroll.payslips', 'f', ['employee_id'], 'payroll.employees', ['id']],
                 ['payroll.payslip_lines', 'f', ['payslip_id'], 'payroll.payslips', ['id']],
                 ['payroll.bank_accounts', 'f', ['employee_id'], 'payroll.employees', ['id']],
                 ['payroll.departments', 'p', ['id'], None, []],
                 ['payroll.employees', 'f', ['department_id'], 'payroll.departments', ['id']]],
 'db': 'payrolldb',
 'dropped': ['employees.department'],
 'email': 'email',
 'enum': 'payslip_status',
 'fn_calls': {37: '0',
              38: None,
              39: '0',
              40: '0.00',
              44: '299.33',
              48: '2729.78',
              52: '4478.35',
              56: '0.00',
              58: '1530.12',
              62: '0',
              65: '10033.93',
              66: '615.60'},
 'func': 'employee_paid_out',
 'insert_bad_status': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (702, 53, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (702, 53, '2024-06-01', "
                 "'draft');",
 'l_rows': {4740: [636, 'PAY-2328', 19, '54.72', None],
            4741: [636, 'PAY-1295', 36, '35.16', '17.62'],
            4742: [637, 'PAY-8335', 5, '14.67', None],
            4743: [637, 'PAY-8644', 14, '49.84', '52.65'],
            4744: [637, 'PAY-1815', 29, '50.31', '62.14'],
            4745: [639, 'PAY-9657', 20, '58.99', '103.97'],
            4746: [639, 'PAY-4865', 15, '30.39', None],
            4747: [639, 'PAY-4753', 6, '26.69', '0.83'],
            4748: [639, 'PAY-5929', 16, '56.04', '72.66'],
            4749: [640, 'PAY-2585', 28, '57.83', '133.74'],
            4750: [640, 'PAY-9376', 1, '54.03', None],
            4751: [640, 'PAY-8459', 23, '40.70', '79.03'],
            4752: [640, 'PAY-4672', 16, '44.04', None],
            4753: [641, 'PAY-3707', 2, '40.29', '7.18'],
            4754: [642, 'PAY-2900', 3, '20.02', '4.9'],
            4755: [643, 'PAY-9417', 21, '28.27', None],
            4756: [643, 'PAY-5243', 20, '41.23', '78.63'],
            4757: [643, 'PAY-9720', 18, '40.98', None],
            4758: [643, 'PAY-1236', 27, '31.26', None],
            4759: [644, 'PAY-8643', 7, '16.50', '0.55'],
            4760: [644, 'PAY-3967', 4, '28.96', '7.67'],
            4761: [644, 'PAY-1763', 9, '47.98', None],
            4762: [644, 'PAY-5382', 13, '23.23', '5.58'],
            4763: [645, 'PAY-5443', 20, '55.29', None],
            4764: [645, 'PAY-1717', 16, '48.14', None],
            4765: [646, 'PAY-9206', 39, '50.17', '77.41'],
            4766: [646, 'PAY-9520', 11, '48.79', None],
            4767: [646, 'PAY-6622', 20, '48.30', None],
            4768: [648, 'PAY-6940', 32, '15.28', None],
            4769: [648, 'PAY-5371', 15, '51.65', None],
            4770: [648, 'PAY-2066', 22, '36.61', '24.33'],
            4771: [649, 'PAY-2646', 10, '31.06', '11.27'],
            4772: [650, 'PAY-2677', 16, '41.12', None],
            4773: [650, 'PAY-1550', 31, '52.88', None],
            4774: [650, 'PAY-6092', 16, '41.87', None],
            4775: [651, 'PAY-2786', 26, '14.94', '17.54'],
            4776: [651, 'PAY-3033', 4, '29.02', None],
            4777: [651, 'PAY-6630', 40, '51.84', None],
            4778: [652, 'PAY-9557', 4, '55.99', None],
            4779: [652, 'PAY-4880', 22, '50.48', '81.33'],
            4780: [652, 'PAY-1210', 26, '27.77', None],
            4781: [653, 'PAY-2091', 16, '57.46', '67.94'],
            4782: [655, 'PAY-6859', 29, '59.96', None],
            4783: [656, 'PAY-2359', 5, '46.94', '11.04'],
            4784: [658, 'PAY-897', 21, '44.01', '79.16'],
            4785: [658, 'PAY-7096', 38, '14.67', None],
            4786: [658, 'PAY-022', 30, '53.85', None],
            4787: [658, 'PAY-7194', 11, '20.77', '20.08'],
            4788: [659, 'PAY-3454', 39, '48.93', None],
            4789: [659, 'PAY-8377', 5, '18.45', None],
            4790: [660, 'PAY-6080', 27, '18.94', None],
            4791: [660, 'PAY-3730', 28, '40.03', None],
            4792: [660, 'PAY-446', 9, '12.34', None],
            4793: [661, 'PAY-6599', 40, '44.73', '97.13'],
            4794: [662, 'PAY-2489', 17, '15.90', None],
            4795: [663, 'PAY-6042', 27, '12.08', '18.98'],
            4796: [663, 'PAY-3176', 32, '41.44', None],
            4797: [664, 'PAY-5350', 28, '39.08', '42.07'],
            4798: [664, 'PAY-5328', 23, '46.54', None],
            4799: [664, 'PAY-4140', 31, '41.09', '93.35'],
            4800: [664, 'PAY-2285', 25, '55.68', '12.99'],
            4801: [665, 'PAY-5353', 33, '36.01', '65.38'],
            4802: [665, 'PAY-8806', 38, '30.18', None],
            4803: [665, 'PAY-9676', 26, '38.29', '73.88'],
            4804: [665, 'PAY-8068', 7, '25.18', '17.27'],
            4805: [666, 'PAY-4732', 39, '31.05', None],
            4806: [666, 'PAY-4054', 29, '18.67', None],
            4807: [666, 'PAY-6187', 39, '27.56', '27.27'],
            4808: [666, 'PAY-4450', 6, '34.53', '18.04'],
            4809: [667, 'PAY-6507', 31, '36.01', None],
            4810: [667, 'PAY-8312', 26, '20.45', None],
            4811: [667, 'PAY-1485', 4, '46.35', None],
            4812: [667, 'PAY-7934', 6, '17.67', '6.35'],
            4813: [668, 'PAY-9909', 37, '36.60', '30.56'],
            4814: [668, 'PAY-9072', 11, '25.28', None],
            4815: [668, 'PAY-5973', 10, '39.19', '15.81'],
            4816: [670, 'PAY-519', 29, '43.19', None],
            4817: [670, 'PAY-9910', 3, '34.27', None],
            4818: [671, 'PAY-7587', 10, '18.02', '5.4'],
            4819: [672, 'PAY-4967', 18, '12.41', '7.32'],
            4820: [672, 'PAY-4584', 25, '49.76', None],
            4821: [672, 'PAY-6305', 19, '55.15', '94.32'],
            4822: [672, 'PAY-6836', 12, '54.87', '56.88'],
            4823: [673, 'PAY-6300', 21, '55.98', '101.74'],
            4824: [674, 'PAY-2586', 17, '20.58', None],
            4825: [674, 'PAY-3272', 33, '46.64', None],
            4826: [674, 'PAY-8216', 14, '13.81', None],
            4827: [674, 'PAY-8457', 13, '45.03', None],
            4828: [675, 'PAY-1550', 34, '39.44', '77.13'],
            4829: [675, 'PAY-107', 40, '34.14', '125.76'],
            4830: [677, 'PAY-826', 10, '27.87', '12.78'],
            4831: [677, 'PAY-113', 15, '47.35', None],
            4832: [678, 'PAY-1168', 3, '31.69', None],
            4833: [681, 'PAY-7737', 10, '15.00', '8.9'],
            4834: [681, 'PAY-2533', 32, '59.21', '92.26'],
            4835: [681, 'PAY-1527', 31, '59.35', None],
            4836: [681, 'PAY-9443', 1, '36.77', None],
            4837: [682, 'PAY-2530', 24, '12.04', '18.71'],
            4838: [682, 'PAY-7725', 27, '58.66', '31.52'],
            4839: [683, 'PAY-449', 12, '29.05', None],
            4840: [683, 'PAY-330', 12, '52.58', None],
            4841: [683, 'PAY-8831', 16, '38.38', None],
            4842: [684, 'PAY-2786', 6, '47.81', '8.36'],
            4843: [684, 'PAY-9629', 3, '56.80', '4.16'],
            4844: [684, 'PAY-870', 20, '56.10', '89.1'],
            4845: [684, 'PAY-8588', 36, '37.44', '27.92'],
            4846: [685, 'PAY-592', 19, '32.40', None],
            4847: [686, 'PAY-4720', 9, '33.18', '10.85'],
            4848: [687, 'PAY-9851', 11, '31.41', '16.91'],
            4849: [687, 'PAY-2397', 6, '22.97', None],
            4850: [687, 'PAY-1220', 18, '25.46', None],
            4851: [687, 'PAY-085', 38, '17.37', '57.68'],
            4852: [688, 'PAY-6518', 18, '19.05', '0.71'],
            4853: [688, 'PAY-114', 26, '40.31', None],
            4854: [688, 'PAY-6361', 11, '24.51', '17.87'],
            4855: [688, 'PAY-4527', 23, '33.83', '53.98'],
            4856: [689, 'PAY-6502', 22, '15.84', None],
            4857: [690, 'PAY-1646', 24, '28.90', '17.71'],
            4858: [690, 'PAY-1287', 37, '37.64', '39.64'],
            4859: [690, 'PAY-9674', 8, '32.69', None],
            4860: [690, 'PAY-4621', 19, '52.01', None],
            4861: [691, 'PAY-7654', 38, '38.34', '56.25'],
            4862: [691, 'PAY-2803', 7, '43.11', '4.57'],
            4863: [691, 'PAY-996', 4, '45.33', '0.83'],
            4864: [692, 'PAY-2219', 9, '14.43', None],
            4865: [692, 'PAY-2036', 30, '41.32', '69.95'],
            4866: [692, 'PAY-9687', 30, '24.90', None],
            4867: [692, 'PAY-2254', 14, '52.84', None],
            4868: [674, 'PAY-4313', 32, '37.05', '96.17'],
            4869: [656, 'PAY-7848', 6, '48.46', '7.83']},
 'l_sql': 'SELECT id, payslip_id AS c, code AS code, hours AS q, rate::text AS pr, deduction::text AS d FROM '
          'payroll.payslip_lines',
 'lfk': 'payslip_id',
 'lookup': 'departments',
 'lookup_names': ['customer care', 'engineering', 'finance', 'human resources', 'legal affairs', 'logistics', 'sales'],
 'migration': '/srv/migrations/0024_hardening.sql',
 'missing_p': 38,
 'new_id': 702,
 'new_p': 53,
 'p1': 'employee',
 'p_region': {37: 'finance',
              39: 'finance',
              40: 'customer care',
              41: None,
              42: 'engineering',
              43: 'engineering',
              44: 'human resources',
              45: 'engineering',
              46: None,
              48: 'engineering',
              49: 'finance',
              50: 'finance',
              51: 'logistics',
              52: 'engineering',
              53: 'sales',
              54: None,
              55: 'customer care',
              56: 'engineering',
              58: 'human resources',
              59: 'engineering',
              60: 'sales',
              61: 'customer care',
              62: 'finance',
              64: 'engineering',
              65: 'customer care',
              66: None,
              67: 'finance',
              68: 'legal affairs'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM payroll.employees p LEFT JOIN payroll.departments k ON k.id = '
                 'p.department_id',
 'p_rows': {37: ['Femi Rossi', 'femi.rossi@mail.test'],
            39: ['Priya Fofana', 'priya.fofana@post.example'],
            40: ['Yusuf Abbott', 'yusuf.abbott@mail.test'],
            41: ['Luis Fofana', 'luis.fofana@example.com'],
            42: ['Zora Dimitrov', 'zora.dimitrov@post.example'],
            43: ['Quinn Sato', 'quinn.sato@example.com'],
            44: ['Elena Gallo', 'elena.gallo@inbox.test'],
            45: ['Ada Jensen', 'ada.jensen@example.com'],
            46: ['Yusuf Ivanova', 'yusuf.ivanova@post.example'],
            48: ['Olu Dimitrov', 'olu.dimitrov@example.com'],
            49: ['Hiro Dimitrov', 'hiro.dimitrov@mail.test'],
            50: ['Carmen Gallo', 'carmen.gallo@example.com'],
            51: ['Uzma Ivanova', 'uzma.ivanova@mail.test'],
            52: ['Jonas Weber', 'jonas.weber@mail.test'],
            53: ['Bruno Ivanova', 'bruno.ivanova@mail.test'],
            54: ['Quinn Haddad', 'quinn.haddad@mail.test'],
            55: ['Tomas Dimitrov', 'tomas.dimitrov@example.com'],
            56: ['Jonas Dimitrov', 'jonas.dimitrov@example.com'],
            58: ['Priya Weber', 'priya.weber@post.example'],
            59: ['Priya Gallo', 'priya.gallo@example.com'],
            60: ['Ines Weber', 'ines.weber@mail.test'],
            61: ['Luis Okafor', 'luis.okafor@mail.test'],
            62: ['Dev Abbott', 'dev.abbott@inbox.test'],
            64: ['Ines Moreau', 'ines.moreau@example.com'],
            65: ['Kaia Gallo', 'kaia.gallo@post.example'],
            66: ['Tomas Rossi', 'tomas.rossi@inbox.test'],
            67: ['Tomas Castillo', 'tomas.castillo@mail.test'],
            68: ['Dev Fofana', 'dev.fofana@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM payroll.employees',
 'pfk': 'employee_id',
 'production_rows': 'INSERT INTO payroll.employees (id, full_name, email, department) VALUES\n'
                    "    (61, 'Luis Okafor', 'luis.okafor@mail.test', 'CUSTOMER CARE'),\n"
                    "    (62, 'Dev Abbott', 'dev.abbott@inbox.test', 'FINANCE'),\n"
                    "    (64, 'Ines Moreau', 'ines.moreau@example.com', ' engineering'),\n"
                    "    (65, 'Kaia Gallo', 'kaia.gallo@post.example', 'customer care'),\n"
                    "    (66, 'Tomas Rossi', 'tomas.rossi@inbox.test', NULL),\n"
                    "    (67, 'Tomas Castillo', 'tomas.castillo@mail.test', '  Finance'),\n"
                    "    (68, 'Dev Fofana', 'dev.fofana@example.com', 'Legal Affairs ');\n"
                    'INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES\n'
                    "    (678, 62, '2023-06-01', 'CANCELLED'),\n"
                    "    (679, 62, '06.06.2023', 'void'),\n"
                    "    (680, 64, '29/10/2024', 'approved'),\n"
                    "    (681, 65, '13/11/2024', 'approved'),\n"
                    "    (682, 65, '16.07.2023', 'approved'),\n"
                    "    (683, 65, '02.06.2024', 'approved'),\n"
                    "    (684, 65, '2023-03-26', 'PAID'),\n"
                    "    (685, 66, '18.12.2023', 'paid'),\n"
                    "    (686, 67, '2024-09-15', 'ok'),\n"
                    "    (687, 68, '2023-02-06', 'paid'),\n"
                    "    (688, 68, '2024-06-26', 'ok  '),\n"
                    "    (689, 46, '01/10/2024', 'transferred'),\n"
                    "    (690, 46, ' ', 'ok'),\n"
                    "    (691, 48, '21/09/2023', 'PENDING'),\n"
                    "    (692, 52, '14/04/2023', 'approved');\n"
                    'INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES\n'
                    "    (4832, 678, 'PAY-1168', 3, 31.69, NULL),\n"
                    "    (4833, 681, 'PAY-7737', 10, 15, 8.9),\n"
                    "    (4834, 681, 'PAY-2533', 32, 59.21, 92.26),\n"
                    "    (4835, 681, 'PAY-1527', 31, 59.35, NULL),\n"
                    "    (4836, 681, 'PAY-9443', 1, 36.77, NULL),\n"
                    "    (4837, 682, 'PAY-2530', 24, 12.04, 18.71),\n"
                    "    (4838, 682, 'PAY-7725', 27, 58.66, 31.52),\n"
                    "    (4839, 683, 'PAY-449', 12, 29.05, NULL),\n"
                    "    (4840, 683, 'PAY-330', 12, 52.58, NULL),\n"
                    "    (4841, 683, 'PAY-8831', 16, 38.38, NULL),\n"
                    "    (4842, 684, 'PAY-2786', 6, 47.81, 8.36),\n"
                    "    (4843, 684, 'PAY-9629', 3, 56.8, 4.16),\n"
                    "    (4844, 684, 'PAY-870', 20, 56.1, 89.1),\n"
                    "    (4845, 684, 'PAY-8588', 36, 37.44, 27.92),\n"
                    "    (4846, 685, 'PAY-592', 19, 32.4, NULL),\n"
                    "    (4847, 686, 'PAY-4720', 9, 33.18, 10.85),\n"
                    "    (4848, 687, 'PAY-9851', 11, 31.41, 16.91),\n"
                    "    (4849, 687, 'PAY-2397', 6, 22.97, NULL),\n"
                    "    (4850, 687, 'PAY-1220', 18, 25.46, NULL),\n"
                    "    (4851, 687, 'PAY-085', 38, 17.37, 57.68),\n"
                    "    (4852, 688, 'PAY-6518', 18, 19.05, 0.71),\n"
                    "    (4853, 688, 'PAY-114', 26, 40.31, NULL),\n"
                    "    (4854, 688, 'PAY-6361', 11, 24.51, 17.87),\n"
                    "    (4855, 688, 'PAY-4527', 23, 33.83, 53.98),\n"
                    "    (4856, 689, 'PAY-6502', 22, 15.84, NULL),\n"
                    "    (4857, 690, 'PAY-1646', 24, 28.9, 17.71),\n"
                    "    (4858, 690, 'PAY-1287', 37, 37.64, 39.64),\n"
                    "    (4859, 690, 'PAY-9674', 8, 32.69, NULL),\n"
                    "    (4860, 690, 'PAY-4621', 19, 52.01, NULL),\n"
                    "    (4861, 691, 'PAY-7654', 38, 38.34, 56.25),\n"
                    "    (4862, 691, 'PAY-2803', 7, 43.11, 4.57),\n"
                    "    (4863, 691, 'PAY-996', 4, 45.33, 0.83),\n"
                    "    (4864, 692, 'PAY-2219', 9, 14.43, NULL),\n"
                    "    (4865, 692, 'PAY-2036', 30, 41.32, 69.95),\n"
                    "    (4866, 692, 'PAY-9687', 30, 24.9, NULL),\n"
                    "    (4867, 692, 'PAY-2254', 14, 52.84, NULL),\n"
                    "    (4868, 674, 'PAY-4313', 32, 37.05, 96.17),\n"
                    "    (4869, 656, 'PAY-7848', 6, 48.46, 7.83);\n"
                    'INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES\n'
                    "    (15, 61, 'c74ec842fd697006'),\n"
                    "    (16, 66, '2dd89031a869c439');\n"
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
 's_rows': {3: [37, '759e4c70a3b57222'],
            4: [39, '5497a05ba777454c'],
            5: [41, 'cd3a38dea1451a7d'],
            6: [42, 'b5230468d22891a3'],
            7: [43, 'a24d85d705e3b77d'],
            8: [49, 'd4dd00a310fbce60'],
            9: [52, '4e0fb4b31b5bdb7d'],
            10: [53, 'bfcb0e53efe01158'],
            11: [55, '5d0f96cffd94eb85'],
            12: [56, '49a032e43e58aa40'],
            13: [58, '62ccf5913cde4eba'],
            14: [59, '96ff5fbefb83d205'],
            15: [61, 'c74ec842fd697006'],
            16: [66, '2dd89031a869c439']},
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
 'tables': ['employees', 'payslips', 'payslip_lines', 'bank_accounts', 'departments'],
 'types': {'departments.name': ['text', True],
           'employees.department_id': ['integer', False],
           'employees.email': ['text', True],
           'payslip_lines.deduction': ['numeric(10,2)', False],
           'payslip_lines.rate': ['numeric(10,2)', True],
           'payslips.employee_id': ['integer', True],
           'payslips.pay_date': ['date', False],
           'payslips.status': ['payroll.payslip_status', False]}}

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


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]


def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")


def test_status_enum():
    _state()
    got = [r["l"] for r in rows("SELECT e.enumlabel AS l FROM pg_enum e WHERE e.enumtypid = to_regtype('%s.%s') "
                                 "ORDER BY e.enumsortorder" % (T["s"], T["enum"]))]
    assert got == T["statuses"], "enum %s.%s has labels %s, expected %s" % (T["s"], T["enum"], got, T["statuses"])
    ok, err = refused(T["insert_bad_status"], "22P02")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
