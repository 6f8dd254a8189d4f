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
 'c_rows': {145: [15, '2023-02-15', 'cancelled'],
            146: [16, '2024-04-28', 'pending'],
            147: [17, '2024-04-18', 'pending'],
            148: [17, '2023-07-08', 'pending'],
            149: [17, '2023-10-07', 'shipped'],
            150: [18, '2024-04-13', 'pending'],
            151: [18, '2023-08-06', 'pending'],
            152: [18, '2024-03-04', 'paid'],
            153: [19, '2023-07-21', 'shipped'],
            154: [19, '2023-09-22', 'shipped'],
            155: [19, '2024-08-01', 'shipped'],
            156: [20, '2023-11-13', 'paid'],
            157: [20, '2024-10-27', 'cancelled'],
            158: [20, '2024-07-09', 'shipped'],
            159: [20, '2023-11-18', 'cancelled'],
            160: [21, '2023-09-04', 'paid'],
            161: [21, '2023-05-20', 'shipped'],
            162: [21, '2023-02-23', 'shipped'],
            163: [22, '2023-09-10', 'pending'],
            164: [22, '2023-12-16', 'pending'],
            165: [23, '2023-10-26', 'shipped'],
            166: [23, '2023-11-14', 'cancelled'],
            167: [23, '2023-01-16', 'paid'],
            168: [24, '2024-06-07', 'shipped'],
            169: [24, '2024-08-27', 'shipped'],
            170: [25, '2024-05-16', 'shipped'],
            171: [25, '2023-09-04', 'paid'],
            172: [26, '2024-04-16', 'shipped'],
            173: [26, '2024-04-01', 'pending'],
            174: [26, '2023-01-25', 'paid'],
            175: [27, '2023-07-07', 'shipped'],
            176: [28, '2024-10-12', 'cancelled'],
            177: [28, '2023-03-10', 'shipped'],
            178: [29, '2023-08-22', 'pending'],
            179: [29, '2023-09-16', 'pending'],
            180: [30, '2023-04-23', 'shipped'],
            181: [31, '2023-04-03', 'shipped'],
            182: [33, '2023-02-04', 'shipped'],
            183: [34, '2023-12-29', 'shipped'],
            184: [34, '2023-10-25', 'pending'],
            185: [34, '2023-12-29', 'shipped'],
            186: [35, '2024-08-17', 'pending'],
            187: [36, '2023-05-23', 'shipped'],
            188: [36, '2023-03-31', 'shipped'],
            189: [37, '2024-09-18', 'shipped'],
            190: [37, '2023-08-30', 'paid'],
            191: [37, '2023-06-26', 'pending'],
            192: [37, '2023-12-30', 'shipped'],
            193: [38, '2024-06-29', 'pending'],
            194: [38, '2023-11-08', 'pending'],
            195: [38, '2023-06-01', 'paid'],
            196: [39, '2023-03-12', 'paid'],
            197: [39, '2023-08-29', 'shipped'],
            198: [39, '2023-06-09', 'shipped'],
            199: [40, '2023-01-11', 'paid'],
            200: [40, '2024-07-20', 'paid'],
            201: [40, '2024-10-24', 'paid'],
            202: [40, '2024-03-26', 'shipped'],
            203: [43, '2024-08-08', 'cancelled'],
            204: [44, '2024-06-27', 'shipped'],
            205: [46, '2024-09-12', 'shipped'],
            206: [46, '2024-10-08', 'shipped'],
            207: [46, '2024-03-12', 'shipped'],
            208: [46, '2024-01-18', 'paid'],
            209: [47, '2024-07-29', 'shipped'],
            210: [47, '2024-11-21', 'paid'],
            211: [47, '2023-10-26', 'pending'],
            212: [48, '2023-05-15', 'paid'],
            213: [48, '2023-04-06', 'shipped'],
            214: [48, '2023-02-08', 'paid'],
            215: [48, '2023-02-13', 'pending'],
            216: [50, '2024-03-22', 'paid'],
            217: [50, '2023-04-05', 'shipped'],
            218: [50, '2023-06-20', 'paid'],
            219: [50, '2024-04-06', 'pending'],
            220: [51, '2023-09-20', 'shipped'],
            221: [51, '2023-01-23', 'cancelled'],
            222: [51, '2024-04-20', 'cancelled'],
            223: [51, '2024-04-12', 'pending'],
            224: [21, '2023-07-15', 'shipped'],
            225: [21, '2024-04-18', 'pending'],
            226: [35, '2023-09-04', 'pending'],
            227: [35, '2023-03-05', 'pending'],
            228: [17, '2024-06-05', 'shipped'],
            229: [17, '2024-10-28', 'paid'],
            230: [17, '2023-09-17', 'shipped'],
            231: [17, '2023-10-03', 'pending']},
 'c_sql': 'SELECT id, customer_id AS p, placed_on::text AS d, status::text AS st FROM shop.orders',
 'constraints': [['shop.customers', 'p', ['id'], None, []],
                 ['shop.orders', 'p', ['id'], None, []],
                 ['shop.order_lines', 'p', ['id'], None, []],
                 ['shop.payment_cards', 'p', ['id'], None, []],
                 ['shop.orders', 'f', ['customer_id'], 'shop.customers', ['id']],
                 ['shop.order_lines', 'f', ['order_id'], 'shop.orders', ['id']],
                 ['shop.payment_cards', 'f', ['customer_id'], 'shop.customers', ['id']],
                 ['shop.customer_order_counts', 'p', ['customer_id'], None, []],
                 ['shop.customer_order_counts', 'f', ['customer_id'], 'shop.customers', ['id']]],
 'db': 'shopdb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['customer_id', 'status'],
 'index_table': 'orders',
 'insert_bad_status': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (241, 31, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (241, 31, '2024-06-01', "
                 "'pending');",
 'l_rows': {4507: [145, 'SKU-02169', 6, '181.24', None],
            4508: [145, 'SKU-07093', 2, '39.23', '2.19'],
            4509: [145, 'SKU-03308', 5, '104.03', None],
            4510: [147, 'SKU-02275', 4, '11.21', '2.16'],
            4511: [147, 'SKU-06958', 5, '199.26', '20.31'],
            4512: [147, 'SKU-01000', 4, '245.45', None],
            4513: [147, 'SKU-00337', 5, '183.05', '12.16'],
            4514: [148, 'SKU-02920', 4, '234.15', '10.76'],
            4515: [148, 'SKU-08574', 2, '74.74', None],
            4516: [148, 'SKU-05243', 1, '200.02', '10.15'],
            4517: [148, 'SKU-04642', 1, '239.78', '22.68'],
            4518: [149, 'SKU-02154', 3, '214.61', '33.49'],
            4519: [149, 'SKU-06687', 6, '4.81', '2.74'],
            4520: [149, 'SKU-08859', 1, '97.31', '6.45'],
            4521: [150, 'SKU-09045', 2, '44.12', None],
            4522: [151, 'SKU-05623', 6, '170.83', '22.84'],
            4523: [151, 'SKU-08602', 4, '20.92', '7.87'],
            4524: [151, 'SKU-07051', 6, '125.72', '0.43'],
            4525: [151, 'SKU-09539', 1, '6.87', None],
            4526: [152, 'SKU-09182', 6, '16.19', '2.33'],
            4527: [152, 'SKU-04316', 1, '23.69', '1.09'],
            4528: [153, 'SKU-01904', 3, '107.28', '8.78'],
            4529: [153, 'SKU-03376', 5, '234.23', '21.93'],
            4530: [153, 'SKU-06333', 1, '75.59', '5.11'],
            4531: [154, 'SKU-05481', 2, '157.83', None],
            4532: [156, 'SKU-09112', 2, '167.28', '19.81'],
            4533: [156, 'SKU-01093', 2, '239.68', '14.02'],
            4534: [157, 'SKU-07213', 1, '159.72', '8.81'],
            4535: [157, 'SKU-04396', 2, '161.26', None],
            4536: [157, 'SKU-02458', 6, '193.81', '77.12'],
            4537: [158, 'SKU-04406', 1, '129.59', None],
            4538: [158, 'SKU-00290', 5, '38.54', '7.24'],
            4539: [158, 'SKU-07008', 4, '52.23', None],
            4540: [159, 'SKU-01867', 6, '91.92', '12.28'],
            4541: [159, 'SKU-02594', 2, '136.82', None],
            4542: [159, 'SKU-01673', 3, '225.41', None],
            4543: [160, 'SKU-09731', 5, '32.07', '5.72'],
            4544: [160, 'SKU-07079', 2, '118.74', '7.47'],
            4545: [160, 'SKU-06891', 2, '166.91', '2.52'],
            4546: [160, 'SKU-05733', 1, '113.59', '7.81'],
            4547: [161, 'SKU-05239', 3, '51.76', None],
            4548: [162, 'SKU-04628', 4, '127.50', '10.45'],
            4549: [162, 'SKU-08229', 5, '179.59', '35.58'],
            4550: [162, 'SKU-04222', 5, '15.56', None],
            4551: [162, 'SKU-06191', 5, '201.18', '56.98'],
            4552: [163, 'SKU-07710', 5, '98.69', None],
            4553: [163, 'SKU-08471', 4, '93.45', None],
            4554: [164, 'SKU-06298', 6, '220.91', None],
            4555: [164, 'SKU-00524', 3, '44.15', '8.59'],
            4556: [165, 'SKU-05314', 3, '145.15', '31.82'],
            4557: [165, 'SKU-01725', 1, '103.51', '6.17'],
            4558: [166, 'SKU-04790', 1, '182.26', None],
            4559: [166, 'SKU-02677', 1, '142.72', None],
            4560: [167, 'SKU-06369', 5, '114.78', None],
            4561: [167, 'SKU-06918', 1, '78.84', '6.98'],
            4562: [167, 'SKU-02271', 1, '19.26', None],
            4563: [167, 'SKU-03359', 1, '174.97', '1.96'],
            4564: [168, 'SKU-01111', 2, '234.21', None],
            4565: [168, 'SKU-01720', 6, '44.99', None],
            4566: [168, 'SKU-08886', 5, '98.37', '26.29'],
            4567: [168, 'SKU-05204', 4, '173.76', '4.85'],
            4568: [169, 'SKU-03153', 6, '57.24', None],
            4569: [171, 'SKU-00771', 6, '124.97', None],
            4570: [171, 'SKU-06954', 4, '157.35', None],
            4571: [172, 'SKU-04785', 3, '137.94', None],
            4572: [172, 'SKU-05549', 2, '109.68', '17.11'],
            4573: [172, 'SKU-09913', 5, '83.76', '8.1'],
            4574: [172, 'SKU-04126', 3, '215.33', None],
            4575: [173, 'SKU-04535', 1, '159.01', None],
            4576: [173, 'SKU-08236', 6, '241.24', None],
            4577: [174, 'SKU-07505', 4, '134.09', None],
            4578: [175, 'SKU-06599', 1, '235.89', '11.4'],
            4579: [175, 'SKU-03143', 5, '202.69', None],
            4580: [175, 'SKU-02442', 5, '197.04', '31.52'],
            4581: [176, 'SKU-09601', 3, '115.41', '24.37'],
            4582: [178, 'SKU-09163', 5, '47.49', None],
            4583: [178, 'SKU-08798', 2, '95.05', '16.43'],
            4584: [178, 'SKU-02970', 1, '217.47', '5.26'],
            4585: [179, 'SKU-02965', 2, '80.12', '12.53'],
            4586: [179, 'SKU-07158', 6, '101.28', '43.2'],
            4587: [180, 'SKU-04362', 2, '122.33', None],
            4588: [180, 'SKU-09146', 2, '211.93', '20.06'],
            4589: [180, 'SKU-01073', 3, '139.58', None],
            4590: [183, 'SKU-04929', 3, '86.87', '8.92'],
            4591: [183, 'SKU-00800', 2, '244.29', '44.08'],
            4592: [183, 'SKU-08270', 1, '20.95', None],
            4593: [183, 'SKU-01697', 6, '190.76', None],
            4594: [184, 'SKU-09524', 5, '99.58', '9.69'],
            4595: [184, 'SKU-08055', 6, '237.06', '116.44'],
            4596: [184, 'SKU-04703', 4, '176.49', '54.99'],
            4597: [185, 'SKU-02396', 6, '100.15', '53.69'],
            4598: [185, 'SKU-03794', 5, '194.14', None],
            4599: [185, 'SKU-08644', 2, '235.67', '29.15'],
            4600: [186, 'SKU-04563', 2, '246.95', '10.4'],
            4601: [187, 'SKU-03371', 3, '197.94', None],
            4602: [188, 'SKU-09629', 1, '182.54', None],
            4603: [188, 'SKU-00567', 5, '28.59', None],
            4604: [189, 'SKU-00575', 4, '153.32', '33.11'],
            4605: [189, 'SKU-08718', 1, '54.84', '2.46'],
            4606: [190, 'SKU-03057', 2, '3.23', None],
            4607: [190, 'SKU-02024', 4, '193.81', None],
            4608: [190, 'SKU-09078', 6, '37.21', None],
            4609: [191, 'SKU-05277', 1, '34.49', '0.87'],
            4610: [191, 'SKU-09993', 1, '199.51', '10.41'],
            4611: [192, 'SKU-09800', 5, '44.60', None],
            4612: [192, 'SKU-03164', 1, '237.71', '20.56'],
            4613: [192, 'SKU-09950', 4, '249.21', None],
            4614: [194, 'SKU-00184', 1, '35.77', '0.55'],
            4615: [196, 'SKU-09025', 1, '99.50', None],
            4616: [196, 'SKU-08236', 4, '66.69', '8.43'],
            4617: [197, 'SKU-07646', 1, '196.85', None],
            4618: [197, 'SKU-01573', 2, '8.47', None],
            4619: [198, 'SKU-08343', 3, '106.13', None],
            4620: [198, 'SKU-09062', 5, '6.76', '1.31'],
            4621: [198, 'SKU-05513', 1, '29.66', '1.68'],
            4622: [198, 'SKU-08840', 5, '190.20', None],
            4623: [199, 'SKU-08102', 4, '247.46', '5.52'],
            4624: [199, 'SKU-04367', 4, '49.99', None],
            4625: [199, 'SKU-00627', 3, '12.66', '1.93'],
            4626: [200, 'SKU-04767', 2, '65.58', None],
            4627: [201, 'SKU-09388', 2, '73.18', None],
            4628: [201, 'SKU-01842', 4, '85.41', '11.26'],
            4629: [201, 'SKU-09600', 2, '56.11', '1.27'],
            4630: [202, 'SKU-04915', 5, '118.50', None],
            4631: [202, 'SKU-07927', 1, '102.67', '3.67'],
            4632: [205, 'SKU-05070', 6, '198.63', None],
            4633: [206, 'SKU-07360', 2, '22.17', '3'],
            4634: [207, 'SKU-02308', 4, '163.92', None],
            4635: [208, 'SKU-03028', 4, '82.97', '0.93'],
            4636: [209, 'SKU-08523', 6, '210.84', None],
            4637: [209, 'SKU-09768', 3, '213.91', None],
            4638: [209, 'SKU-09606', 4, '157.38', None],
            4639: [210, 'SKU-07213', 3, '86.97', '4.54'],
            4640: [210, 'SKU-05720', 4, '24.64', '9.22'],
            4641: [211, 'SKU-03655', 4, '66.51', None],
            4642: [212, 'SKU-02217', 5, '29.52', '10.43'],
            4643: [212, 'SKU-01636', 6, '119.35', '32.1'],
            4644: [213, 'SKU-06954', 3, '27.71', '0.37'],
            4645: [213, 'SKU-03374', 5, '135.21', '36.71'],
            4646: [213, 'SKU-04750', 5, '208.58', '44.06'],
            4647: [213, 'SKU-09195', 4, '71.43', None],
            4648: [214, 'SKU-08757', 5, '209.15', '92.56'],
            4649: [215, 'SKU-04055', 6, '155.34', None],
            4650: [215, 'SKU-09012', 6, '245.06', '5.34'],
            4651: [215, 'SKU-04018', 4, '145.44', None],
            4652: [215, 'SKU-04154', 2, '216.64', None],
            4653: [216, 'SKU-05653', 1, '187.88', None],
            4654: [216, 'SKU-01651', 3, '219.97', None],
            4655: [216, 'SKU-08816', 1, '96.22', '7.11'],
            4656: [216, 'SKU-06066', 1, '151.66', None],
            4657: [217, 'SKU-08832', 6, '205.25', '32.47'],
            4658: [217, 'SKU-03763', 6, '111.19', '3.78'],
            4659: [217, 'SKU-00931', 4, '128.33', '1.28'],
            4660: [217, 'SKU-03623', 1, '22.27', None],
            4661: [218, 'SKU-06427', 1, '133.30', None],
            4662: [219, 'SKU-04162', 6, '237.80', None],
            4663: [220, 'SKU-01158', 6, '132.30', None],
            4664: [220, 'SKU-03571', 5, '168.42', '5.82'],
            4665: [220, 'SKU-05810', 1, '169.41', None],
            4666: [220, 'SKU-02615', 5, '151.01', None],
            4667: [221, 'SKU-03302', 5, '86.07', '9.66'],
            4668: [222, 'SKU-06329', 2, '163.75', '25.21'],
            4669: [223, 'SKU-08728', 3, '95.54', '11.23'],
            4670: [223, 'SKU-08293', 3, '96.49', None],
            4671: [223, 'SKU-08772', 4, '52.69', '11.09'],
            4672: [224, 'SKU-09256', 1, '219.27', '10.45'],
            4673: [224, 'SKU-01819', 4, '196.88', '32.09'],
            4674: [224, 'SKU-05957', 2, '58.89', None],
            4675: [224, 'SKU-08325', 2, '100.81', '13.59'],
            4676: [225, 'SKU-04968', 1, '222.80', '21.73'],
            4677: [225, 'SKU-08122', 6, '29.09', None],
            4678: [225, 'SKU-08053', 2, '160.34', '21.95'],
            4679: [226, 'SKU-06783', 5, '204.03', '86.67'],
            4680: [226, 'SKU-08108', 5, '164.91', None],
            4681: [226, 'SKU-09792', 6, '77.30', '18.56'],
            4682: [227, 'SKU-00796', 6, '79.70', None],
            4683: [230, 'SKU-00986', 3, '140.19', '14.39'],
            4684: [231, 'SKU-06064', 6, '234.16', None],
            4685: [231, 'SKU-09337', 5, '77.18', '27.99'],
            4686: [181, 'SKU-04662', 4, '60.76', None],
            4687: [201, 'SKU-06423', 2, '223.81', None]},
 'l_sql': 'SELECT id, order_id AS c, sku AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'shop.order_lines',
 'lfk': 'order_id',
 'log': 'order_status_log',
 'log_dml': 'UPDATE shop.orders SET status = status WHERE id = 175;\n'
            'UPDATE shop.orders SET status = NULL WHERE id = 172;\n'
            "UPDATE shop.orders SET status = 'cancelled' WHERE id = 172;\n"
            "UPDATE shop.orders SET status = 'paid' WHERE id IN (178, 153);\n"
            'UPDATE shop.orders SET placed_on = placed_on WHERE id = 160;',
 'log_rows': [[172, 'shipped', None], [172, None, 'cancelled'], [178, 'pending', 'paid'], [153, 'shipped', 'paid']],
 'migration': '/srv/migrations/0086_integrity.sql',
 'missing_p': 32,
 'n_col': 'n_orders',
 'new_id': 241,
 'new_p': 31,
 'p1': 'customer',
 'p_cols': ['id', 'full_name', 'email', 'country'],
 'p_region': {14: 'Germany',
              15: 'Netherlands',
              16: 'Germany',
              17: None,
              18: 'France',
              19: 'Ireland',
              20: None,
              21: 'Netherlands',
              22: 'Ireland',
              23: 'United Kingdom',
              24: 'France',
              25: 'Ireland',
              26: 'Netherlands',
              27: 'United Kingdom',
              28: 'France',
              29: 'Netherlands',
              30: 'France',
              31: 'Netherlands',
              33: 'United Kingdom',
              34: 'Spain',
              35: 'United Kingdom',
              36: 'Netherlands',
              37: 'Netherlands',
              38: 'Spain',
              39: 'France',
              40: 'Ireland',
              42: 'Germany',
              43: 'Germany',
              44: 'Netherlands',
              46: 'Ireland',
              47: 'United Kingdom',
              48: 'United Kingdom',
              50: 'Germany',
              51: 'Ireland'},
 'p_region_sql': 'SELECT id, country AS v FROM shop.customers',
 'p_rows': {14: ['Tomas Gallo', 'tomas.gallo@inbox.test'],
            15: ['Vera Ivanova', 'vera.ivanova@post.example'],
            16: ['Zora Abbott', 'zora.abbott@post.example'],
            17: ['Olu Ivanova', 'olu.ivanova@inbox.test'],
            18: ['Vera Weber', 'vera.weber@inbox.test'],
            19: ['Elena Moreau', 'elena.moreau@post.example'],
            20: ['Uzma Jensen', 'uzma.jensen@example.com'],
            21: ['Olu Sato', 'olu.sato@inbox.test'],
            22: ['Bruno Eriksen', 'bruno.eriksen@inbox.test'],
            23: ['Femi Moreau', 'femi.moreau@mail.test'],
            24: ['Vera Castillo', 'vera.castillo@inbox.test'],
            25: ['Jonas Castillo', 'jonas.castillo@mail.test'],
            26: ['Xenia Gallo', 'xenia.gallo@example.com'],
            27: ['Luis Eriksen', 'luis.eriksen@post.example'],
            28: ['Femi Dimitrov', 'femi.dimitrov@post.example'],
            29: ['Priya Haddad', 'priya.haddad@example.com'],
            30: ['Vera Haddad', 'vera.haddad@mail.test'],
            31: ['Carmen Okafor', 'carmen.okafor@inbox.test'],
            33: ['Bruno Okafor', 'bruno.okafor@mail.test'],
            34: ['Tomas Gallo', 'tomas.gallo1@inbox.test'],
            35: ['Wim Rossi', 'wim.rossi@mail.test'],
            36: ['Bruno Fofana', 'bruno.fofana@post.example'],
            37: ['Jonas Dimitrov', 'jonas.dimitrov@mail.test'],
            38: ['Xenia Fofana', 'xenia.fofana@inbox.test'],
            39: ['Tomas Ivanova', 'tomas.ivanova@inbox.test'],
            40: ['Greta Jensen', 'greta.jensen@mail.test'],
            42: ['Olu Haddad', 'olu.haddad@post.example'],
            43: ['Femi Gallo', 'femi.gallo@inbox.test'],
            44: ['Wim Fofana', 'wim.fofana@post.example'],
            46: ['Priya Dimitrov', 'priya.dimitrov@inbox.test'],
            47: ['Uzma Haddad', 'uzma.haddad@post.example'],
            48: ['Xenia Brandt', 'xenia.brandt@post.example'],
            50: ['Greta Jensen', 'greta.jensen@inbox.test'],
            51: ['Vera Rossi', 'vera.rossi@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM shop.customers',
 'pfk': 'customer_id',
 'production_rows': 'INSERT INTO shop.customers (id, full_name, email, country) VALUES\n'
                    "    (42, 'Olu Haddad', 'olu.haddad@post.example', 'Germany'),\n"
                    "    (43, 'Femi Gallo', 'femi.gallo@inbox.test', 'Germany'),\n"
                    "    (44, 'Wim Fofana', 'wim.fofana@post.example', 'Netherlands'),\n"
                    "    (46, 'Priya Dimitrov', 'priya.dimitrov@inbox.test', 'Ireland'),\n"
                    "    (47, 'Uzma Haddad', 'uzma.haddad@post.example', 'United Kingdom'),\n"
                    "    (48, 'Xenia Brandt', 'xenia.brandt@post.example', 'United Kingdom'),\n"
                    "    (50, 'Greta Jensen', 'greta.jensen@inbox.test', 'Germany'),\n"
                    "    (51, 'Vera Rossi', 'vera.rossi@inbox.test', 'Ireland');\n"
                    'INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES\n'
                    "    (203, 43, '2024-08-08', 'cancelled'),\n"
                    "    (204, 44, '2024-06-27', 'shipped'),\n"
                    "    (205, 46, '2024-09-12', 'shipped'),\n"
                    "    (206, 46, '2024-10-08', 'shipped'),\n"
                    "    (207, 46, '2024-03-12', 'shipped'),\n"
                    "    (208, 46, '2024-01-18', 'paid'),\n"
                    "    (209, 47, '2024-07-29', 'shipped'),\n"
                    "    (210, 47, '2024-11-21', 'paid'),\n"
                    "    (211, 47, '2023-10-26', 'pending'),\n"
                    "    (212, 48, '2023-05-15', 'paid'),\n"
                    "    (213, 48, '2023-04-06', 'shipped'),\n"
                    "    (214, 48, '2023-02-08', 'paid'),\n"
                    "    (215, 48, '2023-02-13', 'pending'),\n"
                    "    (216, 50, '2024-03-22', 'paid'),\n"
                    "    (217, 50, '2023-04-05', 'shipped'),\n"
                    "    (218, 50, '2023-06-20', 'paid'),\n"
                    "    (219, 50, '2024-04-06', 'pending'),\n"
                    "    (220, 51, '2023-09-20', 'shipped'),\n"
                    "    (221, 51, '2023-01-23', 'cancelled'),\n"
                    "    (222, 51, '2024-04-20', 'cancelled'),\n"
                    "    (223, 51, '2024-04-12', 'pending'),\n"
                    "    (224, 21, '2023-07-15', 'shipped'),\n"
                    "    (225, 21, '2024-04-18', 'pending'),\n"
                    "    (226, 35, '2023-09-04', 'pending'),\n"
                    "    (227, 35, '2023-03-05', 'pending'),\n"
                    "    (228, 17, '2024-06-05', 'shipped'),\n"
                    "    (229, 17, '2024-10-28', 'paid'),\n"
                    "    (230, 17, '2023-09-17', 'shipped'),\n"
                    "    (231, 17, '2023-10-03', 'pending');\n"
                    'INSERT INTO shop.order_lines (id, order_id, sku, qty, unit_price, discount) VALUES\n'
                    "    (4632, 205, 'SKU-05070', 6, 198.63, NULL),\n"
                    "    (4633, 206, 'SKU-07360', 2, 22.17, 3),\n"
                    "    (4634, 207, 'SKU-02308', 4, 163.92, NULL),\n"
                    "    (4635, 208, 'SKU-03028', 4, 82.97, 0.93),\n"
                    "    (4636, 209, 'SKU-08523', 6, 210.84, NULL),\n"
                    "    (4637, 209, 'SKU-09768', 3, 213.91, NULL),\n"
                    "    (4638, 209, 'SKU-09606', 4, 157.38, NULL),\n"
                    "    (4639, 210, 'SKU-07213', 3, 86.97, 4.54),\n"
                    "    (4640, 210, 'SKU-05720', 4, 24.64, 9.22),\n"
                    "    (4641, 211, 'SKU-03655', 4, 66.51, NULL),\n"
                    "    (4642, 212, 'SKU-02217', 5, 29.52, 10.43),\n"
                    "    (4643, 212, 'SKU-01636', 6, 119.35, 32.1),\n"
                    "    (4644, 213, 'SKU-06954', 3, 27.71, 0.37),\n"
                    "    (4645, 213, 'SKU-03374', 5, 135.21, 36.71),\n"
                    "    (4646, 213, 'SKU-04750', 5, 208.58, 44.06),\n"
                    "    (4647, 213, 'SKU-09195', 4, 71.43, NULL),\n"
                    "    (4648, 214, 'SKU-08757', 5, 209.15, 92.56),\n"
                    "    (4649, 215, 'SKU-04055', 6, 155.34, NULL),\n"
                    "    (4650, 215, 'SKU-09012', 6, 245.06, 5.34),\n"
                    "    (4651, 215, 'SKU-04018', 4, 145.44, NULL),\n"
                    "    (4652, 215, 'SKU-04154', 2, 216.64, NULL),\n"
                    "    (4653, 216, 'SKU-05653', 1, 187.88, NULL),\n"
                    "    (4654, 216, 'SKU-01651', 3, 219.97, NULL),\n"
                    "    (4655, 216, 'SKU-08816', 1, 96.22, 7.11),\n"
                    "    (4656, 216, 'SKU-06066', 1, 151.66, NULL),\n"
                    "    (4657, 217, 'SKU-08832', 6, 205.25, 32.47),\n"
                    "    (4658, 217, 'SKU-03763', 6, 111.19, 3.78),\n"
                    "    (4659, 217, 'SKU-00931', 4, 128.33, 1.28),\n"
                    "    (4660, 217, 'SKU-03623', 1, 22.27, NULL),\n"
                    "    (4661, 218, 'SKU-06427', 1, 133.3, NULL),\n"
                    "    (4662, 219, 'SKU-04162', 6, 237.8, NULL),\n"
                    "    (4663, 220, 'SKU-01158', 6, 132.3, NULL),\n"
                    "    (4664, 220, 'SKU-03571', 5, 168.42, 5.82),\n"
                    "    (4665, 220, 'SKU-05810', 1, 169.41, NULL),\n"
                    "    (4666, 220, 'SKU-02615', 5, 151.01, NULL),\n"
                    "    (4667, 221, 'SKU-03302', 5, 86.07, 9.66),\n"
                    "    (4668, 222, 'SKU-06329', 2, 163.75, 25.21),\n"
                    "    (4669, 223, 'SKU-08728', 3, 95.54, 11.23),\n"
                    "    (4670, 223, 'SKU-08293', 3, 96.49, NULL),\n"
                    "    (4671, 223, 'SKU-08772', 4, 52.69, 11.09),\n"
                    "    (4672, 224, 'SKU-09256', 1, 219.27, 10.45),\n"
                    "    (4673, 224, 'SKU-01819', 4, 196.88, 32.09),\n"
                    "    (4674, 224, 'SKU-05957', 2, 58.89, NULL),\n"
                    "    (4675, 224, 'SKU-08325', 2, 100.81, 13.59),\n"
                    "    (4676, 225, 'SKU-04968', 1, 222.8, 21.73),\n"
                    "    (4677, 225, 'SKU-08122', 6, 29.09, NULL),\n"
                    "    (4678, 225, 'SKU-08053', 2, 160.34, 21.95),\n"
                    "    (4679, 226, 'SKU-06783', 5, 204.03, 86.67),\n"
                    "    (4680, 226, 'SKU-08108', 5, 164.91, NULL),\n"
                    "    (4681, 226, 'SKU-09792', 6, 77.3, 18.56),\n"
                    "    (4682, 227, 'SKU-00796', 6, 79.7, NULL),\n"
                    "    (4683, 230, 'SKU-00986', 3, 140.19, 14.39),\n"
                    "    (4684, 231, 'SKU-06064', 6, 234.16, NULL),\n"
                    "    (4685, 231, 'SKU-09337', 5, 77.18, 27.99),\n"
                    "    (4686, 181, 'SKU-04662', 4, 60.76, NULL),\n"
                    "    (4687, 201, 'SKU-06423', 2, 223.81, NULL);\n"
                    'INSERT INTO shop.payment_cards (id, customer_id, card_token) VALUES\n'
                    "    (55, 42, '506fdddf667af14f'),\n"
                    "    (56, 48, '4c04b150b4201d1c');\n"
                    "SELECT setval(pg_get_serial_sequence('shop.customers', 'id'), (SELECT max(id) FROM "
                    'shop.customers));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.orders', 'id'), (SELECT max(id) FROM shop.orders));\n"
                    "SELECT setval(pg_get_serial_sequence('shop.order_lines', 'id'), (SELECT max(id) FROM "
                    'shop.order_lines));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.payment_cards', 'id'), (SELECT max(id) FROM "
                    'shop.payment_cards));\n',
 'query': "SELECT id, placed_on FROM shop.orders WHERE customer_id = 17 AND status = 'pending' ORDER BY placed_on DESC "
          'LIMIT 20',
 'readable': ['orders', 'order_lines', 'customer_order_counts', 'order_status_log'],
 'region': 'country',
 'report': 'shop_report',
 'rerun': True,
 'reset_sql': 'DROP DATABASE IF EXISTS shopdb WITH (FORCE);\n'
              'CREATE DATABASE shopdb TEMPLATE shopdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('shop_app', 'shop_report') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE shop_app RESET ALL;\n'
              'ALTER ROLE shop_report RESET ALL;\n'
              'ALTER ROLE shop_app SET search_path = shop, public;\n',
 's': 'shop',
 's_rows': {42: [14, 'f8ecd084f8ff5e34'],
            43: [19, 'c40b72eeaa379eda'],
            44: [20, '31a74e1b246a1cce'],
            45: [21, '6e811011ad14ba65'],
            46: [22, '9f6ba02d0a9799f5'],
            47: [23, '2e618af915d30bb4'],
            48: [24, 'b77c511a10a27560'],
            49: [25, 'c458e5c98871c3b7'],
            50: [28, '75b6c05c57dcc8b1'],
            51: [29, '57404d5125a19558'],
            52: [33, 'b6157dcf24e39d9a'],
            53: [36, 'a02582e6e8de4e45'],
            54: [40, 'ecfe2762bcc6b603'],
            55: [42, '506fdddf667af14f'],
            56: [48, '4c04b150b4201d1c']},
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
 'stats': 'customer_order_counts',
 'stats_after': {14: 1,
                 15: 1,
                 17: 7,
                 18: 3,
                 19: 3,
                 20: 4,
                 21: 5,
                 22: 2,
                 23: 4,
                 24: 2,
                 25: 2,
                 26: 3,
                 27: 2,
                 28: 2,
                 29: 2,
                 30: 1,
                 31: 1,
                 33: 1,
                 34: 2,
                 35: 3,
                 36: 2,
                 37: 4,
                 38: 3,
                 39: 3,
                 40: 4,
                 43: 1,
                 44: 1,
                 46: 4,
                 47: 3,
                 48: 4,
                 50: 4,
                 51: 4},
 'stats_dml': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (241, 14, '2024-06-01', "
              "'pending');\n"
              "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (242, 23, '2024-06-01', "
              "'pending');\n"
              'UPDATE shop.orders SET customer_id = 27 WHERE id = 183;\n'
              'DELETE FROM shop.orders WHERE id = 146;',
 'stats_rows': {15: 1,
                16: 1,
                17: 7,
                18: 3,
                19: 3,
                20: 4,
                21: 5,
                22: 2,
                23: 3,
                24: 2,
                25: 2,
                26: 3,
                27: 1,
                28: 2,
                29: 2,
                30: 1,
                31: 1,
                33: 1,
                34: 3,
                35: 3,
                36: 2,
                37: 4,
                38: 3,
                39: 3,
                40: 4,
                43: 1,
                44: 1,
                46: 4,
                47: 3,
                48: 4,
                50: 4,
                51: 4},
 'status': 'status',
 'statuses': ['pending', 'paid', 'shipped', 'cancelled'],
 'tables': ['customers', 'orders', 'order_lines', 'payment_cards', 'customer_order_counts', 'order_status_log'],
 'types': {'customer_order_counts.n_orders': ['integer', True],
           'customers.email': ['text', True],
           'order_lines.discount': ['numeric(10,2)', False],
           'order_lines.unit_price': ['numeric(10,2)', True],
           'order_status_log.new_status': ['text', False],
           'order_status_log.old_status': ['text', False],
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


def test_second_run_succeeds_and_changes_nothing():
    S = _state()
    assert len(S["runs"]) == 2 and S["runs"][1][0] == 0, "the second run failed: " + S["runs"][-1][1]
    (c1, d1), (c2, d2) = S["snaps"]
    gone, new = sorted(set(c1) - set(c2)), sorted(set(c2) - set(c1))
    assert not gone and not new, "the second run changed the schema: before %s, after %s" % (gone[:3], new[:3])
    changed = [t for t in d1 if d1[t] != d2.get(t)]
    assert not changed, "the second run changed rows of " + ", ".join(changed)


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


def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")


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
