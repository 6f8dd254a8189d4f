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
 'c_rows': {385: [18, '2024-11-14', 'void'],
            386: [18, '2023-09-22', 'void'],
            387: [19, '2023-06-02', 'requested'],
            388: [20, '2023-01-31', 'void'],
            389: [20, '2023-08-17', 'requested'],
            390: [21, '2023-04-16', 'active'],
            391: [22, '2024-07-17', 'returned'],
            392: [22, '2024-07-18', 'active'],
            393: [22, '2023-11-11', 'requested'],
            394: [22, '2023-09-08', 'returned'],
            395: [23, '2024-09-23', 'void'],
            396: [24, '2023-04-26', 'requested'],
            397: [24, '2023-08-08', 'active'],
            398: [25, '2024-07-12', 'void'],
            399: [26, '2023-06-15', 'active'],
            400: [26, '2023-02-08', 'active'],
            401: [28, '2023-09-05', 'returned'],
            402: [28, '2023-05-11', 'void'],
            403: [28, '2024-02-06', 'active'],
            404: [29, '2023-03-16', 'active'],
            405: [30, '2023-04-04', 'requested'],
            406: [30, '2023-07-07', 'requested'],
            407: [30, '2023-06-16', 'requested'],
            408: [31, '2024-09-25', 'active'],
            409: [32, '2024-04-03', 'returned'],
            410: [32, '2024-08-12', 'void'],
            411: [32, '2023-06-07', 'returned'],
            412: [32, '2023-06-26', 'returned'],
            413: [33, None, 'returned'],
            414: [33, '2023-04-24', 'returned'],
            415: [33, '2024-07-20', 'requested'],
            416: [34, '2023-07-01', 'active'],
            417: [34, '2024-05-14', 'returned'],
            418: [34, '2024-05-14', 'requested'],
            419: [34, '2024-07-30', 'requested'],
            420: [35, '2024-04-20', 'requested'],
            421: [35, '2024-05-24', 'requested'],
            422: [35, '2024-09-19', 'active'],
            423: [35, '2023-01-18', 'requested'],
            424: [36, '2024-04-21', 'void'],
            425: [36, '2023-06-14', 'active'],
            426: [36, '2024-04-25', 'active'],
            427: [38, '2024-03-31', 'void'],
            428: [38, '2024-11-24', 'requested'],
            429: [38, '2024-02-10', 'active'],
            430: [40, '2024-08-25', 'requested'],
            431: [40, None, 'requested'],
            432: [40, '2024-02-01', 'returned'],
            433: [40, '2024-07-18', 'void'],
            434: [41, '2024-02-11', 'requested'],
            435: [42, '2024-01-17', 'requested'],
            436: [44, '2024-10-30', 'void'],
            437: [45, '2023-07-12', 'requested'],
            438: [46, '2024-10-16', 'requested'],
            439: [47, '2023-08-28', 'active'],
            440: [47, '2024-10-28', 'requested'],
            441: [48, '2024-03-25', 'active'],
            442: [26, '2024-03-20', 'requested'],
            443: [31, '2023-11-05', 'active'],
            444: [31, '2023-08-20', 'active'],
            445: [32, '2024-03-25', 'requested']},
 'c_sql': 'SELECT id, member_id AS p, borrowed_on::text AS d, status::text AS st FROM library.loans',
 'constraints': [['library.members', 'p', ['id'], None, []],
                 ['library.loans', 'p', ['id'], None, []],
                 ['library.loan_fees', 'p', ['id'], None, []],
                 ['library.member_cards', 'p', ['id'], None, []],
                 ['library.loans', 'f', ['member_id'], 'library.members', ['id']],
                 ['library.loan_fees', 'f', ['loan_id'], 'library.loans', ['id']],
                 ['library.member_cards', 'f', ['member_id'], 'library.members', ['id']],
                 ['library.branches', 'p', ['id'], None, []],
                 ['library.members', 'f', ['branch_id'], 'library.branches', ['id']]],
 'db': 'librarydb',
 'dropped': ['members.branch'],
 'email': 'email',
 'enum': 'loan_status',
 'insert_bad_status': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (455, 32, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (455, 32, '2024-06-01', "
                 "'requested');",
 'l_rows': {4687: [385, 'FEE-2475', 21, '2.50', '2.96'],
            4688: [385, 'FEE-2011', 21, '3.92', '1.63'],
            4689: [388, 'FEE-2743', 10, '1.84', None],
            4690: [388, 'FEE-5774', 28, '1.75', None],
            4691: [388, 'FEE-1738', 15, '1.10', '1.26'],
            4692: [389, 'FEE-7114', 13, '2.96', '0.63'],
            4693: [389, 'FEE-707', 17, '3.26', '4.18'],
            4694: [389, 'FEE-6903', 23, '4.53', '9.52'],
            4695: [391, 'FEE-6811', 9, '4.94', None],
            4696: [391, 'FEE-3471', 5, '2.58', None],
            4697: [392, 'FEE-4258', 28, '4.48', None],
            4698: [392, 'FEE-3418', 8, '4.72', None],
            4699: [392, 'FEE-9006', 25, '3.92', None],
            4700: [393, 'FEE-9700', 24, '0.57', '0.09'],
            4701: [393, 'FEE-3550', 15, '0.65', '0.1'],
            4702: [393, 'FEE-2925', 4, '0.12', '0.01'],
            4703: [394, 'FEE-7064', 3, '2.70', '0.46'],
            4704: [394, 'FEE-7977', 18, '0.22', None],
            4705: [395, 'FEE-9929', 5, '4.04', None],
            4706: [396, 'FEE-5194', 3, '4.01', None],
            4707: [397, 'FEE-3258', 28, '3.16', '5.86'],
            4708: [397, 'FEE-9379', 18, '0.16', '0.19'],
            4709: [397, 'FEE-3547', 23, '0.93', '2.13'],
            4710: [397, 'FEE-8448', 8, '2.18', None],
            4711: [398, 'FEE-2063', 9, '1.85', '0.53'],
            4712: [398, 'FEE-5826', 5, '0.62', '0.07'],
            4713: [398, 'FEE-767', 21, '3.23', '3.03'],
            4714: [399, 'FEE-3660', 17, '3.44', '3.38'],
            4715: [400, 'FEE-861', 29, '3.42', '5.34'],
            4716: [400, 'FEE-2060', 9, '0.83', None],
            4717: [401, 'FEE-4624', 13, '1.98', None],
            4718: [401, 'FEE-3585', 28, '2.12', None],
            4719: [403, 'FEE-749', 24, '2.82', '5.22'],
            4720: [403, 'FEE-232', 15, '3.99', None],
            4721: [403, 'FEE-532', 23, '0.27', None],
            4722: [403, 'FEE-7499', 19, '3.64', None],
            4723: [404, 'FEE-8762', 7, '4.54', '1.05'],
            4724: [404, 'FEE-1710', 18, '4.75', None],
            4725: [404, 'FEE-8920', 2, '1.82', None],
            4726: [404, 'FEE-5054', 9, '0.23', None],
            4727: [405, 'FEE-1382', 12, '3.03', '3.2'],
            4728: [405, 'FEE-5339', 16, '0.35', None],
            4729: [405, 'FEE-3557', 8, '0.78', None],
            4730: [406, 'FEE-2050', 3, '3.85', None],
            4731: [406, 'FEE-6762', 25, '3.04', '3.5'],
            4732: [406, 'FEE-5821', 4, '4.28', '0.86'],
            4733: [406, 'FEE-1315', 7, '1.51', None],
            4734: [407, 'FEE-692', 29, '3.17', '0.23'],
            4735: [407, 'FEE-821', 14, '2.23', None],
            4736: [407, 'FEE-6182', 16, '2.97', None],
            4737: [408, 'FEE-5170', 27, '4.94', None],
            4738: [408, 'FEE-2312', 26, '0.44', '0.02'],
            4739: [408, 'FEE-8657', 18, '3.08', '0.56'],
            4740: [408, 'FEE-955', 6, '0.13', None],
            4741: [409, 'FEE-6926', 1, '1.32', '0.09'],
            4742: [409, 'FEE-5391', 1, '0.26', None],
            4743: [410, 'FEE-3275', 24, '4.50', None],
            4744: [410, 'FEE-3685', 30, '2.49', '7.07'],
            4745: [410, 'FEE-1932', 18, '5.00', None],
            4746: [411, 'FEE-3896', 20, '1.91', '2.65'],
            4747: [411, 'FEE-4414', 2, '3.03', None],
            4748: [411, 'FEE-9524', 30, '3.31', None],
            4749: [412, 'FEE-7487', 12, '4.33', None],
            4750: [413, 'FEE-2746', 22, '0.72', '0.82'],
            4751: [414, 'FEE-1413', 18, '4.14', '3.81'],
            4752: [414, 'FEE-6385', 4, '2.31', None],
            4753: [415, 'FEE-7489', 19, '0.94', '0.32'],
            4754: [416, 'FEE-7399', 20, '2.96', None],
            4755: [416, 'FEE-2971', 29, '4.00', None],
            4756: [417, 'FEE-1070', 30, '1.98', None],
            4757: [418, 'FEE-934', 12, '4.24', '0.58'],
            4758: [418, 'FEE-9947', 6, '3.64', None],
            4759: [418, 'FEE-9772', 18, '2.45', None],
            4760: [419, 'FEE-5327', 21, '1.51', None],
            4761: [419, 'FEE-7314', 22, '0.88', '1.31'],
            4762: [419, 'FEE-7055', 28, '2.84', '6.27'],
            4763: [420, 'FEE-7834', 14, '2.71', '2.53'],
            4764: [421, 'FEE-4279', 14, '2.40', None],
            4765: [421, 'FEE-7406', 22, '4.18', '7.15'],
            4766: [422, 'FEE-7419', 12, '4.54', None],
            4767: [422, 'FEE-267', 7, '1.28', '0.07'],
            4768: [422, 'FEE-453', 10, '3.99', None],
            4769: [423, 'FEE-5467', 11, '3.68', '3.08'],
            4770: [423, 'FEE-017', 5, '4.76', '1.22'],
            4771: [423, 'FEE-4863', 27, '2.03', None],
            4772: [423, 'FEE-4088', 1, '1.70', '0.07'],
            4773: [424, 'FEE-9178', 26, '0.54', None],
            4774: [424, 'FEE-2335', 2, '3.23', '0.48'],
            4775: [424, 'FEE-2533', 10, '1.86', '0.25'],
            4776: [424, 'FEE-1685', 28, '4.56', '11.4'],
            4777: [425, 'FEE-8506', 6, '0.27', None],
            4778: [425, 'FEE-3661', 4, '1.12', '0.21'],
            4779: [425, 'FEE-6214', 26, '1.41', '1.2'],
            4780: [425, 'FEE-4779', 30, '2.89', None],
            4781: [427, 'FEE-3440', 5, '4.16', None],
            4782: [427, 'FEE-044', 23, '0.39', None],
            4783: [427, 'FEE-3775', 14, '1.49', None],
            4784: [429, 'FEE-8521', 10, '4.28', None],
            4785: [429, 'FEE-6956', 7, '2.27', '0.81'],
            4786: [429, 'FEE-1235', 28, '4.33', None],
            4787: [429, 'FEE-7303', 21, '3.88', '6.18'],
            4788: [430, 'FEE-2649', 29, '3.12', '0.03'],
            4789: [430, 'FEE-5320', 11, '0.40', '0.31'],
            4790: [431, 'FEE-9320', 1, '4.20', '0.24'],
            4791: [432, 'FEE-4993', 17, '4.60', '6.03'],
            4792: [432, 'FEE-2116', 8, '2.09', '0.36'],
            4793: [432, 'FEE-7867', 27, '3.16', None],
            4794: [432, 'FEE-2879', 13, '2.92', '1.65'],
            4795: [433, 'FEE-5429', 28, '1.67', None],
            4796: [433, 'FEE-3070', 17, '4.81', '4.09'],
            4797: [434, 'FEE-3107', 11, '3.06', None],
            4798: [434, 'FEE-411', 29, '1.42', '2.67'],
            4799: [434, 'FEE-7695', 20, '2.96', None],
            4800: [438, 'FEE-6029', 28, '3.01', '1.22'],
            4801: [438, 'FEE-992', 10, '1.17', None],
            4802: [438, 'FEE-3393', 21, '4.25', '3.13'],
            4803: [438, 'FEE-8510', 29, '0.55', None],
            4804: [439, 'FEE-8285', 20, '0.96', None],
            4805: [439, 'FEE-1242', 19, '4.46', None],
            4806: [440, 'FEE-6765', 8, '2.76', '2.08'],
            4807: [440, 'FEE-4502', 3, '1.11', None],
            4808: [440, 'FEE-938', 26, '0.98', '1.49'],
            4809: [440, 'FEE-3880', 27, '4.68', None],
            4810: [441, 'FEE-2265', 24, '1.75', None],
            4811: [441, 'FEE-9372', 9, '2.62', '1.06'],
            4812: [442, 'FEE-5694', 8, '4.20', None],
            4813: [443, 'FEE-3431', 14, '3.08', '0.03'],
            4814: [444, 'FEE-9291', 11, '0.79', None],
            4815: [444, 'FEE-544', 21, '2.85', '5.78'],
            4816: [444, 'FEE-2379', 3, '0.24', '0.03'],
            4817: [445, 'FEE-1391', 21, '0.72', '1.04'],
            4818: [445, 'FEE-7261', 3, '0.17', None],
            4819: [396, 'FEE-7028', 24, '0.62', None],
            4820: [419, 'FEE-2066', 27, '3.61', '1.74']},
 'l_sql': 'SELECT id, loan_id AS c, reason AS code, days AS q, daily_rate::text AS pr, waived::text AS d FROM '
          'library.loan_fees',
 'lfk': 'loan_id',
 'log': 'loan_status_log',
 'log_dml': 'UPDATE library.loans SET status = status WHERE id = 392;\n'
            'UPDATE library.loans SET status = NULL WHERE id = 415;\n'
            "UPDATE library.loans SET status = 'active' WHERE id = 415;\n"
            "UPDATE library.loans SET status = 'returned' WHERE id IN (426, 429);\n"
            'UPDATE library.loans SET borrowed_on = borrowed_on WHERE id = 404;',
 'log_rows': [[415, 'requested', None],
              [415, None, 'active'],
              [426, 'active', 'returned'],
              [429, 'active', 'returned']],
 'lookup': 'branches',
 'lookup_names': ['central', 'hillcrest', 'market square', 'north gate', 'old town', 'riverside', 'west end'],
 'migration': '/srv/migrations/0074_integrity.sql',
 'missing_p': 17,
 'new_id': 455,
 'new_p': 32,
 'p1': 'member',
 'p_region': {16: 'old town',
              18: 'hillcrest',
              19: 'market square',
              20: 'hillcrest',
              21: 'west end',
              22: 'market square',
              23: 'central',
              24: 'riverside',
              25: 'market square',
              26: 'market square',
              28: 'central',
              29: 'market square',
              30: 'central',
              31: 'old town',
              32: 'riverside',
              33: 'central',
              34: 'market square',
              35: 'riverside',
              36: 'market square',
              38: 'market square',
              40: 'old town',
              41: 'riverside',
              42: 'riverside',
              43: 'hillcrest',
              44: None,
              45: None,
              46: 'market square',
              47: 'west end',
              48: 'north gate'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM library.members p LEFT JOIN library.branches k ON k.id = p.branch_id',
 'p_rows': {16: ['Elena Brandt', 'elena.brandt@example.com'],
            18: ['Nils Jensen', 'nils.jensen@example.com'],
            19: ['Ines Jensen', 'ines.jensen@mail.test'],
            20: ['Elena Abbott', 'elena.abbott@post.example'],
            21: ['Elena Jensen', 'elena.jensen@post.example'],
            22: ['Jonas Eriksen', 'jonas.eriksen@example.com'],
            23: ['Kaia Okafor', 'kaia.okafor@example.com'],
            24: ['Wim Dimitrov', 'wim.dimitrov@example.com'],
            25: ['Nils Moreau', 'nils.moreau@post.example'],
            26: ['Hiro Fofana', 'hiro.fofana@post.example'],
            28: ['Yusuf Abbott', 'yusuf.abbott@post.example'],
            29: ['Nils Sato', 'nils.sato@inbox.test'],
            30: ['Hiro Brandt', 'hiro.brandt@example.com'],
            31: ['Elena Castillo', 'elena.castillo@example.com'],
            32: ['Zora Abbott', 'zora.abbott@post.example'],
            33: ['Mira Abbott', 'mira.abbott@example.com'],
            34: ['Uzma Brandt', 'uzma.brandt@post.example'],
            35: ['Carmen Fofana', 'carmen.fofana@inbox.test'],
            36: ['Nils Okafor', 'nils.okafor@mail.test'],
            38: ['Nils Ivanova', 'nils.ivanova@mail.test'],
            40: ['Ada Jensen', 'ada.jensen@mail.test'],
            41: ['Vera Ivanova', 'vera.ivanova@example.com'],
            42: ['Rafa Moreau', 'rafa.moreau@post.example'],
            43: ['Vera Haddad', 'vera.haddad@mail.test'],
            44: ['Nils Ivanova', 'nils.ivanova1@example.com'],
            45: ['Rafa Okafor', 'rafa.okafor@example.com'],
            46: ['Carmen Okafor', 'carmen.okafor@post.example'],
            47: ['Ines Haddad', 'ines.haddad@example.com'],
            48: ['Ines Ivanova', 'ines.ivanova@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM library.members',
 'pfk': 'member_id',
 'production_rows': 'INSERT INTO library.members (id, full_name, email, branch) VALUES\n'
                    "    (43, 'Vera Haddad', 'vera.haddad@mail.test', 'hillcrest  '),\n"
                    "    (44, 'Nils Ivanova', 'nils.ivanova1@example.com', NULL),\n"
                    "    (45, 'Rafa Okafor', 'rafa.okafor@example.com', ''),\n"
                    "    (46, 'Carmen Okafor', 'carmen.okafor@post.example', 'Market Square '),\n"
                    "    (47, 'Ines Haddad', 'ines.haddad@example.com', '  west end'),\n"
                    "    (48, 'Ines Ivanova', 'ines.ivanova@inbox.test', 'North Gate');\n"
                    'INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES\n'
                    "    (436, 44, '2024-10-30', 'void'),\n"
                    "    (437, 45, '12/07/2023', 'requested'),\n"
                    "    (438, 46, '16.10.2024', 'requested'),\n"
                    "    (439, 47, '2023-08-28', 'On Loan'),\n"
                    "    (440, 47, '2024-10-28', 'requested'),\n"
                    "    (441, 48, '2024-03-25', '  active'),\n"
                    "    (442, 26, '20/03/2024', 'Requested'),\n"
                    "    (443, 31, '05/11/2023', 'ACTIVE'),\n"
                    "    (444, 31, '2023-08-20', 'active'),\n"
                    "    (445, 32, '25.03.2024', 'on hold');\n"
                    'INSERT INTO library.loan_fees (id, loan_id, reason, days, daily_rate, waived) VALUES\n'
                    "    (4800, 438, 'FEE-6029', 28, 3.01, 1.22),\n"
                    "    (4801, 438, 'FEE-992', 10, 1.17, NULL),\n"
                    "    (4802, 438, 'FEE-3393', 21, 4.25, 3.13),\n"
                    "    (4803, 438, 'FEE-8510', 29, 0.55, NULL),\n"
                    "    (4804, 439, 'FEE-8285', 20, 0.96, NULL),\n"
                    "    (4805, 439, 'FEE-1242', 19, 4.46, NULL),\n"
                    "    (4806, 440, 'FEE-6765', 8, 2.76, 2.08),\n"
                    "    (4807, 440, 'FEE-4502', 3, 1.11, NULL),\n"
                    "    (4808, 440, 'FEE-938', 26, 0.98, 1.49),\n"
                    "    (4809, 440, 'FEE-3880', 27, 4.68, NULL),\n"
                    "    (4810, 441, 'FEE-2265', 24, 1.75, NULL),\n"
                    "    (4811, 441, 'FEE-9372', 9, 2.62, 1.06),\n"
                    "    (4812, 442, 'FEE-5694', 8, 4.2, NULL),\n"
                    "    (4813, 443, 'FEE-3431', 14, 3.08, 0.03),\n"
                    "    (4814, 444, 'FEE-9291', 11, 0.79, NULL),\n"
                    "    (4815, 444, 'FEE-544', 21, 2.85, 5.78),\n"
                    "    (4816, 444, 'FEE-2379', 3, 0.24, 0.03),\n"
                    "    (4817, 445, 'FEE-1391', 21, 0.72, 1.04),\n"
                    "    (4818, 445, 'FEE-7261', 3, 0.17, NULL),\n"
                    "    (4819, 396, 'FEE-7028', 24, 0.62, NULL),\n"
                    "    (4820, 419, 'FEE-2066', 27, 3.61, 1.74);\n"
                    'INSERT INTO library.member_cards (id, member_id, card_number) VALUES\n'
                    "    (52, 44, 'fc86856ad6207647'),\n"
                    "    (53, 46, '64961c64cf626574');\n"
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
 's_rows': {40: [16, '1854352a5b54161b'],
            41: [18, 'bb20c83702345641'],
            42: [20, 'dda81ac26933c0d7'],
            43: [21, '7f5aef4ede0485e7'],
            44: [22, '6164d6ee6087d48f'],
            45: [24, '9a4c2a7c51fd8e0c'],
            46: [29, 'f011beae23c93298'],
            47: [31, '7d6bca974f9ce9a4'],
            48: [32, 'dca506c6bf68d176'],
            49: [35, 'f1daf64e2bf7863b'],
            50: [36, '2d449245db6d560c'],
            51: [41, 'fdd902d0a94a373a'],
            52: [44, 'fc86856ad6207647'],
            53: [46, '64961c64cf626574']},
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
 'status': 'status',
 'statuses': ['requested', 'active', 'returned', 'void'],
 'tables': ['members', 'loans', 'loan_fees', 'member_cards', 'branches', 'loan_status_log'],
 'types': {'branches.name': ['text', True],
           'loan_fees.daily_rate': ['numeric(10,2)', True],
           'loan_fees.waived': ['numeric(10,2)', False],
           'loan_status_log.new_status': ['text', False],
           'loan_status_log.old_status': ['text', False],
           'loans.borrowed_on': ['date', False],
           'loans.member_id': ['integer', True],
           'loans.status': ['library.loan_status', False],
           'members.branch_id': ['integer', False],
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


def test_status_enum():
    _state()
    got = [r["l"] for r in rows("SELECT e.enumlabel AS l FROM pg_enum e WHERE e.enumtypid = to_regtype('%s.%s') "
                                 "ORDER BY e.enumsortorder" % (T["s"], T["enum"]))]
    assert got == T["statuses"], "enum %s.%s has labels %s, expected %s" % (T["s"], T["enum"], got, T["statuses"])
    ok, err = refused(T["insert_bad_status"], "22P02")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)


def test_log_starts_empty():
    _state()
    got = app_rows("SELECT * FROM %s.%s" % (T["s"], T["log"]))
    assert got == [], "%s is not empty after the migration (%d rows): the migration's own repairs are not changes" % (
        T["log"], len(got))


def test_log_records_status_changes():
    _state()
    got = in_tx(T["log_dml"], "SELECT %s AS k, old_%s AS o, new_%s AS n, changed_at IS NOT NULL AS at FROM %s.%s"
                % (T["lfk"], T["status"], T["status"], T["s"], T["log"]))
    assert all(g["at"] for g in got), "changed_at is not set"
    key = lambda r: (r[0], r[1] or "", r[2] or "")  # noqa: E731
    got = sorted(([g["k"], g["o"], g["n"]] for g in got), key=key)
    assert got == sorted(T["log_rows"], key=key), "log %s, expected %s" % (got, T["log_rows"])


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]
