import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'orders',
 'L': 'order_lines',
 'P': 'customers',
 'S': 'payment_cards',
 'admin': 'postgres',
 'app': 'shop_app',
 'c1': 'order',
 'c_rows': {493: [31, '2023-11-30', 'cancelled'],
            494: [31, '2023-01-02', 'cancelled'],
            495: [32, '2024-11-30', 'shipped'],
            496: [33, '2023-02-08', 'pending'],
            497: [35, '2024-02-12', 'paid'],
            498: [36, '2024-10-22', 'shipped'],
            499: [36, '2023-01-19', 'shipped'],
            500: [36, '2023-10-20', 'pending'],
            501: [37, '2023-12-08', 'paid'],
            502: [37, '2023-04-14', 'cancelled'],
            503: [37, '2024-01-27', 'paid'],
            504: [38, '2023-05-08', 'cancelled'],
            505: [39, '2023-10-10', 'paid'],
            506: [39, '2024-08-01', 'paid'],
            507: [39, '2024-11-25', 'shipped'],
            508: [39, '2023-06-10', 'cancelled'],
            509: [40, '2024-11-26', 'paid'],
            510: [40, '2024-01-25', 'cancelled'],
            511: [40, '2023-02-16', 'shipped'],
            512: [40, '2024-06-09', 'paid'],
            513: [42, '2023-02-19', 'cancelled'],
            514: [42, '2024-07-31', 'cancelled'],
            515: [42, '2024-01-24', 'pending'],
            516: [43, '2023-05-31', 'paid'],
            517: [43, '2024-10-08', 'cancelled'],
            518: [44, '2023-05-26', 'pending'],
            519: [45, '2023-04-21', 'shipped'],
            520: [46, '2023-01-14', 'shipped'],
            521: [46, '2023-11-10', 'shipped'],
            522: [46, '2023-09-22', 'cancelled'],
            523: [46, '2023-08-17', 'pending'],
            524: [47, '2024-02-18', 'pending'],
            525: [47, '2023-06-27', 'pending'],
            526: [47, '2024-11-07', 'pending'],
            527: [48, '2023-07-14', 'shipped'],
            528: [48, '2023-04-09', 'paid'],
            529: [48, '2024-08-17', 'shipped'],
            530: [48, '2024-07-30', 'pending'],
            531: [49, '2024-04-22', 'paid'],
            532: [51, '2023-09-23', 'paid'],
            533: [51, '2023-06-16', 'cancelled'],
            534: [51, '2023-10-04', 'shipped'],
            535: [51, '2024-08-22', 'paid'],
            536: [52, '2023-01-22', 'pending'],
            537: [52, '2023-05-08', 'cancelled'],
            538: [52, '2023-04-23', 'paid'],
            539: [53, '2023-05-10', 'pending'],
            540: [53, '2023-10-29', 'paid'],
            541: [53, '2023-05-22', 'paid'],
            542: [54, '2024-11-11', 'shipped'],
            543: [55, '2024-09-14', 'pending'],
            544: [55, '2024-05-16', 'shipped'],
            545: [55, '2023-06-03', 'shipped'],
            546: [48, '2024-10-12', 'cancelled'],
            547: [48, '2023-10-06', 'pending'],
            548: [44, '2023-05-27', 'shipped'],
            549: [39, '2024-03-14', 'shipped'],
            550: [61, '2023-08-07', 'cancelled'],
            551: [63, '2024-09-04', 'cancelled'],
            552: [64, '2024-11-11', 'shipped'],
            553: [64, '2023-07-14', 'shipped'],
            554: [66, '2024-11-02', 'shipped'],
            555: [66, '2024-04-20', 'shipped'],
            556: [66, '2024-01-12', 'pending'],
            557: [67, '2023-12-13', 'shipped'],
            558: [67, '2024-02-11', 'pending'],
            559: [67, '2024-02-17', 'paid'],
            560: [67, '2024-03-28', 'shipped'],
            561: [54, '2024-07-20', 'shipped'],
            562: [54, '2023-01-13', 'shipped'],
            563: [54, '2023-11-17', 'paid'],
            564: [51, '2023-09-27', 'shipped'],
            565: [48, '2024-09-23', 'pending'],
            566: [48, '2023-07-14', 'paid'],
            567: [48, '2024-10-24', 'pending'],
            568: [48, '2024-05-11', 'pending'],
            569: [66, '2024-07-02', 'pending'],
            570: [66, '2024-10-10', 'paid'],
            571: [64, '2024-10-19', 'shipped']},
 'c_sql': 'SELECT id, customer_id AS p, placed_on::text AS d, status::text AS st FROM shop.orders',
 'constraints': [['shop.customers', 'p', ['id'], None, []],
                 ['shop.orders', 'p', ['id'], None, []],
                 ['shop.order_lines', 'p', ['id'], None, []],
                 ['shop.payment_cards', 'p', ['id'], None, []],
                 ['shop.orders', 'f', ['customer_id'], 'shop.customers', ['id']],
                 ['shop.order_lines', 'f', ['order_id'], 'shop.orders', ['id']],
                 ['shop.payment_cards', 'f', ['customer_id'], 'shop.customers', ['id']]],
 'db': 'shopdb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['customer_id', 'status'],
 'index_table': 'orders',
 'insert_bad_status': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (581, 46, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO shop.customers (id, full_name, email) VALUES (79, 'Dup Check', "
                     "'elena.sato@post.example');",
 'insert_event': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (581, 46, '2024-06-01', "
                 "'pending');",
 'l_rows': {3832: [493, 'SKU-05840', 3, '113.89', None],
            3833: [494, 'SKU-02652', 3, '24.11', None],
            3834: [494, 'SKU-02364', 5, '220.09', '0.79'],
            3835: [494, 'SKU-04459', 1, '159.41', None],
            3836: [496, 'SKU-07535', 4, '212.14', '32.55'],
            3837: [496, 'SKU-00700', 2, '84.94', None],
            3838: [496, 'SKU-09578', 1, '247.64', None],
            3839: [497, 'SKU-05693', 3, '199.88', '27.71'],
            3840: [497, 'SKU-06791', 3, '128.21', None],
            3841: [497, 'SKU-02147', 5, '118.88', None],
            3842: [497, 'SKU-01164', 2, '195.92', None],
            3843: [498, 'SKU-00109', 5, '24.80', None],
            3844: [498, 'SKU-09277', 5, '46.46', '5.53'],
            3845: [499, 'SKU-02787', 6, '241.22', None],
            3846: [499, 'SKU-04221', 1, '48.67', None],
            3847: [499, 'SKU-05407', 1, '215.88', None],
            3848: [499, 'SKU-03716', 2, '246.34', None],
            3849: [500, 'SKU-00001', 5, '161.90', None],
            3850: [500, 'SKU-01775', 1, '159.93', '5.91'],
            3851: [500, 'SKU-09014', 1, '70.79', None],
            3852: [502, 'SKU-04653', 1, '134.79', '11.85'],
            3853: [503, 'SKU-01205', 4, '134.77', '15.8'],
            3854: [503, 'SKU-00905', 2, '123.61', '14.37'],
            3855: [503, 'SKU-03244', 3, '76.92', None],
            3856: [503, 'SKU-00540', 4, '201.53', None],
            3857: [504, 'SKU-06741', 1, '240.63', '22.62'],
            3858: [504, 'SKU-05193', 1, '226.38', None],
            3859: [504, 'SKU-07731', 2, '7.13', '1.26'],
            3860: [504, 'SKU-06714', 4, '174.48', None],
            3861: [505, 'SKU-05925', 1, '24.58', '0.5'],
            3862: [505, 'SKU-03564', 3, '101.69', None],
            3863: [505, 'SKU-07393', 1, '73.72', None],
            3864: [506, 'SKU-08886', 5, '8.27', '0.29'],
            3865: [506, 'SKU-04072', 3, '2.23', '0.27'],
            3866: [506, 'SKU-02135', 1, '76.59', '6.79'],
            3867: [507, 'SKU-06636', 2, '136.87', '12.42'],
            3868: [509, 'SKU-05575', 3, '186.95', '38.12'],
            3869: [509, 'SKU-09605', 6, '39.26', '6.49'],
            3870: [509, 'SKU-08939', 1, '14.49', '0.61'],
            3871: [510, 'SKU-09331', 6, '10.27', '1.62'],
            3872: [510, 'SKU-03580', 6, '33.01', None],
            3873: [512, 'SKU-08330', 2, '15.78', None],
            3874: [512, 'SKU-05556', 4, '33.57', None],
            3875: [513, 'SKU-00648', 4, '96.25', None],
            3876: [513, 'SKU-03119', 5, '200.91', '78'],
            3877: [514, 'SKU-06902', 2, '164.02', '4.85'],
            3878: [514, 'SKU-05260', 1, '214.68', None],
            3879: [514, 'SKU-01138', 1, '9.05', None],
            3880: [515, 'SKU-00149', 1, '135.43', '2.73'],
            3881: [515, 'SKU-00712', 6, '218.55', '102.4'],
            3882: [515, 'SKU-01070', 5, '67.48', '18.96'],
            3883: [515, 'SKU-08844', 5, '67.42', None],
            3884: [516, 'SKU-05575', 4, '147.40', None],
            3885: [516, 'SKU-00301', 1, '38.08', '0.99'],
            3886: [516, 'SKU-05500', 1, '130.71', None],
            3887: [517, 'SKU-00205', 4, '14.55', '0.8'],
            3888: [518, 'SKU-00151', 5, '42.43', None],
            3889: [518, 'SKU-07891', 2, '179.35', '9.59'],
            3890: [519, 'SKU-02498', 1, '224.10', '3.12'],
            3891: [519, 'SKU-03105', 1, '145.11', '12.72'],
            3892: [519, 'SKU-01559', 2, '180.10', None],
            3893: [519, 'SKU-02925', 1, '108.19', None],
            3894: [520, 'SKU-00449', 1, '172.32', '3.24'],
            3895: [521, 'SKU-04574', 2, '148.45', '26.66'],
            3896: [522, 'SKU-01662', 5, '95.81', '4.23'],
            3897: [522, 'SKU-08171', 3, '51.85', '1.79'],
            3898: [523, 'SKU-04671', 4, '86.27', None],
            3899: [524, 'SKU-01465', 2, '52.52', '2.18'],
            3900: [524, 'SKU-01568', 6, '42.00', '21.03'],
            3901: [525, 'SKU-03705', 5, '103.95', '10.69'],
            3902: [525, 'SKU-08805', 6, '59.36', None],
            3903: [526, 'SKU-01729', 6, '149.32', '51.89'],
            3904: [526, 'SKU-07099', 5, '115.30', '39.17'],
            3905: [526, 'SKU-07623', 6, '141.20', None],
            3906: [526, 'SKU-09588', 4, '221.49', '49.48'],
            3907: [527, 'SKU-05427', 4, '76.53', '8.7'],
            3908: [527, 'SKU-01570', 1, '22.74', None],
            3909: [528, 'SKU-03413', 5, '38.74', '18.44'],
            3910: [529, 'SKU-01251', 5, '169.66', '17.69'],
            3911: [529, 'SKU-07061', 3, '166.62', '46.8'],
            3912: [530, 'SKU-09301', 2, '68.87', '13.05'],
            3913: [530, 'SKU-08315', 6, '124.28', None],
            3914: [530, 'SKU-04961', 6, '134.70', '71.08'],
            3915: [531, 'SKU-03794', 3, '186.52', None],
            3916: [531, 'SKU-02978', 6, '197.42', None],
            3917: [532, 'SKU-06441', 2, '22.29', None],
            3918: [534, 'SKU-03986', 1, '20.65', None],
            3919: [534, 'SKU-07585', 1, '134.68', None],
            3920: [534, 'SKU-09035', 4, '49.07', '3.23'],
            3921: [535, 'SKU-07126', 3, '99.30', None],
            3922: [535, 'SKU-06291', 6, '82.37', None],
            3923: [536, 'SKU-00058', 4, '214.54', None],
            3924: [536, 'SKU-03048', 5, '227.07', None],
            3925: [536, 'SKU-08805', 1, '210.38', '9.45'],
            3926: [536, 'SKU-04928', 6, '224.06', '103.53'],
            3927: [537, 'SKU-09946', 5, '220.07', None],
            3928: [537, 'SKU-08041', 5, '179.47', None],
            3929: [537, 'SKU-03725', 4, '187.60', '39.05'],
            3930: [539, 'SKU-07196', 4, '53.99', '16.86'],
            3931: [539, 'SKU-00257', 6, '115.14', '8.9'],
            3932: [539, 'SKU-02788', 6, '161.03', '35.84'],
            3933: [540, 'SKU-06619', 2, '59.51', '8.11'],
            3934: [540, 'SKU-02655', 4, '194.43', '8.1'],
            3935: [541, 'SKU-02066', 3, '54.38', None],
            3936: [541, 'SKU-03049', 6, '70.13', '26.84'],
            3937: [543, 'SKU-08568', 6, '13.88', None],
            3938: [543, 'SKU-02386', 6, '70.74', None],
            3939: [543, 'SKU-05355', 5, '169.59', '54.38'],
            3940: [543, 'SKU-03007', 3, '17.27', None],
            3941: [545, 'SKU-06009', 1, '94.35', None],
            3942: [545, 'SKU-06799', 5, '172.42', None],
            3943: [546, 'SKU-01819', 4, '102.84', '25.44'],
            3944: [546, 'SKU-07766', 1, '53.98', '0.89'],
            3945: [547, 'SKU-08161', 2, '132.20', '12.15'],
            3946: [548, 'SKU-00952', 3, '230.66', '31.17'],
            3947: [548, 'SKU-04445', 6, '14.27', None],
            3948: [548, 'SKU-07198', 5, '22.98', '1.14'],
            3949: [548, 'SKU-08436', 2, '94.93', None],
            3950: [549, 'SKU-01226', 1, '112.12', None],
            3951: [552, 'SKU-01728', 5, '152.49', None],
            3952: [552, 'SKU-06089', 4, '114.12', '43.75'],
            3953: [552, 'SKU-01060', 5, '226.38', '88.44'],
            3954: [553, 'SKU-00584', 5, '207.54', None],
            3955: [553, 'SKU-01611', 5, '218.26', None],
            3956: [553, 'SKU-08772', 2, '201.10', None],
            3957: [554, 'SKU-09798', 4, '5.76', '1.12'],
            3958: [554, 'SKU-07605', 5, '155.90', None],
            3959: [555, 'SKU-06574', 5, '142.46', None],
            3960: [555, 'SKU-04531', 6, '66.85', '29.66'],
            3961: [555, 'SKU-01745', 1, '46.08', '0.19'],
            3962: [555, 'SKU-05607', 3, '1.73', '0.41'],
            3963: [556, 'SKU-07810', 3, '90.12', None],
            3964: [556, 'SKU-06645', 6, '189.58', '24.72'],
            3965: [556, 'SKU-01704', 1, '162.45', None],
            3966: [556, 'SKU-09112', 2, '192.80', None],
            3967: [557, 'SKU-06232', 2, '131.68', '14.17'],
            3968: [557, 'SKU-05374', 5, '226.42', None],
            3969: [557, 'SKU-01204', 3, '91.88', '4.49'],
            3970: [558, 'SKU-03047', 5, '24.07', None],
            3971: [558, 'SKU-03339', 3, '204.98', None],
            3972: [559, 'SKU-04726', 4, '196.03', '1.65'],
            3973: [559, 'SKU-04591', 3, '169.50', None],
            3974: [560, 'SKU-03746', 4, '81.87', '23.34'],
            3975: [560, 'SKU-09010', 4, '122.79', None],
            3976: [560, 'SKU-06344', 5, '187.01', '2.8'],
            3977: [561, 'SKU-03238', 2, '248.39', '39.18'],
            3978: [561, 'SKU-03463', 4, '191.98', '4.41'],
            3979: [561, 'SKU-04601', 6, '155.30', None],
            3980: [561, 'SKU-02664', 1, '236.70', '13.35'],
            3981: [562, 'SKU-02107', 2, '153.36', None],
            3982: [562, 'SKU-00070', 3, '193.07', None],
            3983: [563, 'SKU-00097', 6, '50.06', None],
            3984: [563, 'SKU-09046', 4, '191.53', None],
            3985: [564, 'SKU-01748', 4, '147.23', '30.11'],
            3986: [564, 'SKU-05720', 3, '113.45', '33.91'],
            3987: [564, 'SKU-04516', 2, '127.93', None],
            3988: [564, 'SKU-04716', 5, '157.33', '38.32'],
            3989: [565, 'SKU-00629', 4, '86.47', None],
            3990: [565, 'SKU-02177', 4, '164.66', None],
            3991: [565, 'SKU-02508', 4, '117.53', None],
            3992: [566, 'SKU-02956', 2, '132.43', '17.65'],
            3993: [566, 'SKU-07952', 6, '162.68', None],
            3994: [566, 'SKU-01974', 3, '92.84', None],
            3995: [566, 'SKU-03486', 2, '173.46', None],
            3996: [567, 'SKU-05114', 2, '28.71', '1.35'],
            3997: [567, 'SKU-01717', 4, '101.95', '16.09'],
            3998: [568, 'SKU-02723', 6, '220.06', '97.37'],
            3999: [568, 'SKU-09399', 5, '4.37', '2.11'],
            4000: [568, 'SKU-00245', 6, '26.92', None],
            4001: [568, 'SKU-03116', 3, '53.64', '3.79'],
            4002: [569, 'SKU-08227', 3, '38.87', None],
            4003: [569, 'SKU-05265', 3, '66.70', '15.81'],
            4004: [569, 'SKU-06554', 5, '132.60', None],
            4005: [569, 'SKU-08887', 1, '39.74', '0.6'],
            4006: [571, 'SKU-09925', 6, '134.51', '11.49'],
            4007: [571, 'SKU-09771', 1, '19.10', None],
            4008: [571, 'SKU-03451', 4, '20.14', '0.59'],
            4009: [571, 'SKU-07550', 6, '195.70', None],
            4010: [509, 'SKU-09173', 2, '139.09', '3.32'],
            4011: [512, 'SKU-02228', 6, '136.56', None]},
 'l_sql': 'SELECT id, order_id AS c, sku AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'shop.order_lines',
 'lfk': 'order_id',
 'migration': '/srv/migrations/0038_integrity.sql',
 'missing_p': 34,
 'new_id': 581,
 'new_p': 46,
 'p1': 'customer',
 'p_region': {30: 'United Kingdom',
              31: 'Netherlands',
              32: 'Germany',
              33: 'Germany',
              35: 'France',
              36: 'Germany',
              37: 'France',
              38: 'Netherlands',
              39: 'France',
              40: 'Germany',
              42: 'Netherlands',
              43: 'Netherlands',
              44: 'Ireland',
              45: 'Germany',
              46: 'Germany',
              47: 'Germany',
              48: 'Ireland',
              49: 'Ireland',
              51: 'Ireland',
              52: 'Germany',
              53: 'Spain',
              54: 'Spain',
              55: 'Spain',
              60: 'Netherlands',
              61: 'Ireland',
              63: 'France',
              64: 'France',
              66: 'France',
              67: 'Spain'},
 'p_region_sql': 'SELECT id, country AS v FROM shop.customers',
 'p_rows': {30: ['Elena Sato', 'elena.sato@post.example'],
            31: ['Xenia Weber', 'xenia.weber@example.com'],
            32: ['Jonas Moreau', 'jonas.moreau@post.example'],
            33: ['Vera Weber', 'vera.weber@post.example'],
            35: ['Dev Weber', 'dev.weber@inbox.test'],
            36: ['Mira Moreau', 'mira.moreau@inbox.test'],
            37: ['Greta Eriksen', 'greta.eriksen@example.com'],
            38: ['Priya Gallo', 'priya.gallo@inbox.test'],
            39: ['Wim Eriksen', 'wim.eriksen@mail.test'],
            40: ['Carmen Jensen', 'carmen.jensen@mail.test'],
            42: ['Luis Rossi', 'luis.rossi@mail.test'],
            43: ['Xenia Moreau', 'xenia.moreau@inbox.test'],
            44: ['Ines Haddad', 'ines.haddad@inbox.test'],
            45: ['Ada Weber', 'ada.weber@inbox.test'],
            46: ['Vera Eriksen', 'vera.eriksen@mail.test'],
            47: ['Vera Sato', 'vera.sato@inbox.test'],
            48: ['Hiro Rossi', 'hiro.rossi@inbox.test'],
            49: ['Elena Haddad', 'elena.haddad@post.example'],
            51: ['Jonas Jensen', 'jonas.jensen@example.com'],
            52: ['Kaia Abbott', 'kaia.abbott@post.example'],
            53: ['Luis Gallo', 'luis.gallo@example.com'],
            54: ['Greta Rossi', 'greta.rossi@mail.test'],
            55: ['Olu Jensen', 'olu.jensen@example.com'],
            60: ['Priya Weber', 'priya.weber@post.example'],
            61: ['Olu Brandt', 'olu.brandt@post.example'],
            63: ['Priya Haddad', 'priya.haddad@mail.test'],
            64: ['Mira Weber', 'mira.weber@example.com'],
            66: ['Kaia Rossi', 'kaia.rossi@inbox.test'],
            67: ['Carmen Rossi', 'carmen.rossi@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM shop.customers',
 'pfk': 'customer_id',
 'production_rows': 'INSERT INTO shop.customers (id, full_name, email, country) VALUES\n'
                    "    (60, 'Priya Weber', 'priya.weber@post.example', 'Netherlands'),\n"
                    "    (61, 'Olu Brandt', 'olu.brandt@post.example', 'Ireland'),\n"
                    "    (63, 'Priya Haddad', 'Priya.Haddad@Mail.test', 'France'),\n"
                    "    (64, 'Mira Weber', 'Mira.Weber@Example.com', 'France'),\n"
                    "    (66, 'Kaia Rossi', 'Kaia.Rossi@Inbox.test', 'France'),\n"
                    "    (67, 'Carmen Rossi', 'Carmen.Rossi@Example.com', 'Spain'),\n"
                    "    (68, 'Kaia Rossi', 'Kaia.Rossi@Inbox.test', 'France'),\n"
                    "    (69, 'Mira Weber', 'Mira.weber@EXAMPLE.COM', 'France');\n"
                    'INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES\n'
                    "    (550, 61, '2023-08-07', 'cancelled'),\n"
                    "    (551, 63, '04/09/2024', 'cancelled'),\n"
                    "    (552, 64, '11/11/2024', 'shipped'),\n"
                    "    (553, 64, '2023-07-14', 'shipped'),\n"
                    "    (554, 66, '02/11/2024', 'shipped'),\n"
                    "    (555, 66, '2024-04-20', 'shipped'),\n"
                    "    (556, 66, '2024-01-12', 'pending'),\n"
                    "    (557, 67, '2023-12-13', 'shipped'),\n"
                    "    (558, 67, '11/02/2024', 'pending'),\n"
                    "    (559, 67, '17/02/2024', 'paid'),\n"
                    "    (560, 67, '28/03/2024', 'shipped'),\n"
                    "    (561, 54, '2024-07-20', 'shipped'),\n"
                    "    (562, 54, '13/01/2023', 'shipped'),\n"
                    "    (563, 54, '17/11/2023', 'paid'),\n"
                    "    (564, 51, '2023-09-27', 'shipped'),\n"
                    "    (565, 48, '2024-09-23', 'pending'),\n"
                    "    (566, 48, '14/07/2023', 'paid'),\n"
                    "    (567, 48, '2024-10-24', 'pending'),\n"
                    "    (568, 48, '11/05/2024', 'pending'),\n"
                    "    (569, 68, '2024-07-02', 'pending'),\n"
                    "    (570, 68, '10/10/2024', 'paid'),\n"
                    "    (571, 69, '19/10/2024', 'shipped');\n"
                    'INSERT INTO shop.order_lines (id, order_id, sku, qty, unit_price, discount) VALUES\n'
                    "    (3951, 552, 'SKU-01728', 5, 152.49, NULL),\n"
                    "    (3952, 552, 'SKU-06089', 4, 114.12, 43.75),\n"
                    "    (3953, 552, 'SKU-01060', 5, 226.38, 88.44),\n"
                    "    (3954, 553, 'SKU-00584', 5, 207.54, NULL),\n"
                    "    (3955, 553, 'SKU-01611', 5, 218.26, NULL),\n"
                    "    (3956, 553, 'SKU-08772', 2, 201.1, NULL),\n"
                    "    (3957, 554, 'SKU-09798', 4, 5.76, 1.12),\n"
                    "    (3958, 554, 'SKU-07605', 5, 155.9, NULL),\n"
                    "    (3959, 555, 'SKU-06574', 5, 142.46, NULL),\n"
                    "    (3960, 555, 'SKU-04531', 6, 66.85, 29.66),\n"
                    "    (3961, 555, 'SKU-01745', 1, 46.08, 0.19),\n"
                    "    (3962, 555, 'SKU-05607', 3, 1.73, 0.41),\n"
                    "    (3963, 556, 'SKU-07810', 3, 90.12, NULL),\n"
                    "    (3964, 556, 'SKU-06645', 6, 189.58, 24.72),\n"
                    "    (3965, 556, 'SKU-01704', 1, 162.45, NULL),\n"
                    "    (3966, 556, 'SKU-09112', 2, 192.8, NULL),\n"
                    "    (3967, 557, 'SKU-06232', 2, 131.68, 14.17),\n"
                    "    (3968, 557, 'SKU-05374', 5, 226.42, NULL),\n"
                    "    (3969, 557, 'SKU-01204', 3, 91.88, 4.49),\n"
                    "    (3970, 558, 'SKU-03047', 5, 24.07, NULL),\n"
                    "    (3971, 558, 'SKU-03339', 3, 204.98, NULL),\n"
                    "    (3972, 559, 'SKU-04726', 4, 196.03, 1.65),\n"
                    "    (3973, 559, 'SKU-04591', 3, 169.5, NULL),\n"
                    "    (3974, 560, 'SKU-03746', 4, 81.87, 23.34),\n"
                    "    (3975, 560, 'SKU-09010', 4, 122.79, NULL),\n"
                    "    (3976, 560, 'SKU-06344', 5, 187.01, 2.8),\n"
                    "    (3977, 561, 'SKU-03238', 2, 248.39, 39.18),\n"
                    "    (3978, 561, 'SKU-03463', 4, 191.98, 4.41),\n"
                    "    (3979, 561, 'SKU-04601', 6, 155.3, NULL),\n"
                    "    (3980, 561, 'SKU-02664', 1, 236.7, 13.35),\n"
                    "    (3981, 562, 'SKU-02107', 2, 153.36, NULL),\n"
                    "    (3982, 562, 'SKU-00070', 3, 193.07, NULL),\n"
                    "    (3983, 563, 'SKU-00097', 6, 50.06, NULL),\n"
                    "    (3984, 563, 'SKU-09046', 4, 191.53, NULL),\n"
                    "    (3985, 564, 'SKU-01748', 4, 147.23, 30.11),\n"
                    "    (3986, 564, 'SKU-05720', 3, 113.45, 33.91),\n"
                    "    (3987, 564, 'SKU-04516', 2, 127.93, NULL),\n"
                    "    (3988, 564, 'SKU-04716', 5, 157.33, 38.32),\n"
                    "    (3989, 565, 'SKU-00629', 4, 86.47, NULL),\n"
                    "    (3990, 565, 'SKU-02177', 4, 164.66, NULL),\n"
                    "    (3991, 565, 'SKU-02508', 4, 117.53, NULL),\n"
                    "    (3992, 566, 'SKU-02956', 2, 132.43, 17.65),\n"
                    "    (3993, 566, 'SKU-07952', 6, 162.68, NULL),\n"
                    "    (3994, 566, 'SKU-01974', 3, 92.84, NULL),\n"
                    "    (3995, 566, 'SKU-03486', 2, 173.46, NULL),\n"
                    "    (3996, 567, 'SKU-05114', 2, 28.71, 1.35),\n"
                    "    (3997, 567, 'SKU-01717', 4, 101.95, 16.09),\n"
                    "    (3998, 568, 'SKU-02723', 6, 220.06, 97.37),\n"
                    "    (3999, 568, 'SKU-09399', 5, 4.37, 2.11),\n"
                    "    (4000, 568, 'SKU-00245', 6, 26.92, NULL),\n"
                    "    (4001, 568, 'SKU-03116', 3, 53.64, 3.79),\n"
                    "    (4002, 569, 'SKU-08227', 3, 38.87, NULL),\n"
                    "    (4003, 569, 'SKU-05265', 3, 66.7, 15.81),\n"
                    "    (4004, 569, 'SKU-06554', 5, 132.6, NULL),\n"
                    "    (4005, 569, 'SKU-08887', 1, 39.74, 0.6),\n"
                    "    (4006, 571, 'SKU-09925', 6, 134.51, 11.49),\n"
                    "    (4007, 571, 'SKU-09771', 1, 19.1, NULL),\n"
                    "    (4008, 571, 'SKU-03451', 4, 20.14, 0.59),\n"
                    "    (4009, 571, 'SKU-07550', 6, 195.7, NULL),\n"
                    "    (4010, 509, 'SKU-09173', 2, 139.09, 3.32),\n"
                    "    (4011, 512, 'SKU-02228', 6, 136.56, NULL);\n"
                    'INSERT INTO shop.payment_cards (id, customer_id, card_token) VALUES\n'
                    "    (56, 69, '78e1a198e96da5b4'),\n"
                    "    (57, 60, 'c3f57b455fd497f7'),\n"
                    "    (58, 63, '681a6beacd5f73c8'),\n"
                    "    (59, 64, 'b6c6c54a437b80e1'),\n"
                    "    (60, 67, 'a7a490fadbc4d100');\n"
                    "SELECT setval(pg_get_serial_sequence('shop.customers', 'id'), (SELECT max(id) FROM "
                    'shop.customers));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.orders', 'id'), (SELECT max(id) FROM shop.orders));\n"
                    "SELECT setval(pg_get_serial_sequence('shop.order_lines', 'id'), (SELECT max(id) FROM "
                    'shop.order_lines));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.payment_cards', 'id'), (SELECT max(id) FROM "
                    'shop.payment_cards));\n',
 'query': "SELECT id, placed_on FROM shop.orders WHERE customer_id = 48 AND status = 'shipped' ORDER BY placed_on DESC "
          'LIMIT 20',
 'region': 'country',
 'report': 'shop_report',
 'rerun': False,
 'reset_sql': 'DROP DATABASE IF EXISTS shopdb WITH (FORCE);\n'
              'CREATE DATABASE shopdb TEMPLATE shopdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('shop_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE shop_app RESET ALL;\n'
              'ALTER ROLE shop_app SET search_path = shop, public;\n',
 's': 'shop',
 's_rows': {38: [44, '33b0908859370ad6'],
            39: [39, '48cc85025bd7b138'],
            40: [30, '963440abcd05a4fe'],
            41: [31, 'f001dea84cde3d6f'],
            42: [32, '1bde7132530c1317'],
            43: [33, '6786b79f36519a15'],
            44: [35, '8f452247e47cbb50'],
            45: [37, '5c6443e5e0fcda83'],
            46: [38, '23961002d0ed816d'],
            47: [39, '2bcb4cb5402e4923'],
            48: [43, 'ec694935beadbe03'],
            49: [47, '7bfebd5f7af15b6b'],
            50: [48, '6461ca214f74fd58'],
            51: [49, '88a6b3bcd199e6fa'],
            52: [51, 'a3fd0e03fdeceeaf'],
            53: [52, 'e46fa04c807a4c66'],
            54: [54, '5c67a775f41ee28e'],
            55: [55, '6377858bfd99dea3'],
            56: [64, '78e1a198e96da5b4'],
            57: [60, 'c3f57b455fd497f7'],
            58: [63, '681a6beacd5f73c8'],
            59: [64, 'b6c6c54a437b80e1'],
            60: [67, 'a7a490fadbc4d100']},
 's_sql': 'SELECT id, customer_id AS p, card_token AS v FROM shop.payment_cards',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'shop'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', "
                 "'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'shop'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind "
                 "IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'shop'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'shop'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'shop'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'shop'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'shop'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'shop'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'shop'::regnamespace\n",
 'status': 'status',
 'statuses': ['pending', 'paid', 'shipped', 'cancelled'],
 'tables': ['customers', 'orders', 'order_lines', 'payment_cards'],
 'types': {'customers.email': ['text', True],
           'order_lines.discount': ['numeric(10,2)', False],
           'order_lines.unit_price': ['numeric(10,2)', True],
           'orders.customer_id': ['integer', True],
           'orders.placed_on': ['date', False],
           'orders.status': ['text', False]}}

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


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)


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
