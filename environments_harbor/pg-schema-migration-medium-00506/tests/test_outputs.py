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
 'c_rows': {206: [26, '2024-09-24', 'cancelled'],
            207: [26, '2023-03-11', 'cancelled'],
            208: [27, '2024-10-03', 'cancelled'],
            209: [28, '2024-11-04', 'cancelled'],
            210: [28, '2024-08-21', 'shipped'],
            211: [28, '2024-05-29', 'pending'],
            212: [30, '2024-04-11', 'shipped'],
            213: [30, '2024-07-14', 'shipped'],
            214: [31, '2024-03-29', 'paid'],
            215: [31, '2024-01-10', 'shipped'],
            216: [31, '2024-10-19', 'shipped'],
            217: [31, '2023-04-05', 'shipped'],
            218: [32, '2024-06-18', 'shipped'],
            219: [32, '2023-07-30', 'paid'],
            220: [33, '2024-11-18', 'paid'],
            221: [34, '2024-06-03', 'shipped'],
            222: [34, '2024-05-06', 'shipped'],
            223: [35, '2024-04-10', 'shipped'],
            224: [35, '2024-03-26', 'shipped'],
            225: [36, '2024-06-18', 'pending'],
            226: [36, '2023-04-23', 'paid'],
            227: [37, '2024-11-02', 'paid'],
            228: [37, '2023-09-20', 'pending'],
            229: [38, '2023-01-16', 'paid'],
            230: [38, '2024-10-23', 'shipped'],
            231: [39, '2023-03-08', 'paid'],
            232: [39, '2024-05-03', 'paid'],
            233: [39, '2023-02-19', 'shipped'],
            234: [39, '2024-07-05', 'cancelled'],
            235: [40, '2023-10-11', 'pending'],
            236: [40, '2023-07-19', 'cancelled'],
            237: [42, '2024-05-24', 'pending'],
            238: [42, '2023-05-02', 'shipped'],
            239: [42, '2024-09-11', 'shipped'],
            240: [42, '2023-05-14', 'pending'],
            241: [43, '2024-05-10', 'paid'],
            242: [43, '2023-09-18', 'paid'],
            243: [44, '2024-02-27', 'pending'],
            244: [44, '2023-02-14', 'paid'],
            245: [44, '2023-06-08', 'cancelled'],
            246: [44, '2023-04-08', 'paid'],
            247: [45, '2024-08-07', 'pending'],
            248: [45, '2024-06-03', 'pending'],
            249: [45, '2023-09-13', 'shipped'],
            250: [46, '2023-08-20', 'shipped'],
            251: [46, '2023-10-06', 'shipped'],
            252: [46, '2024-06-30', 'paid'],
            253: [46, '2024-06-26', 'paid'],
            254: [48, '2023-02-17', 'cancelled'],
            255: [48, '2024-02-29', 'cancelled'],
            256: [49, '2023-12-07', 'pending'],
            257: [50, '2023-09-20', 'shipped'],
            258: [50, '2024-01-27', 'paid'],
            259: [51, '2023-07-22', 'shipped'],
            260: [51, '2024-08-21', 'shipped'],
            261: [51, '2023-08-14', 'shipped'],
            262: [51, '2023-10-19', 'paid'],
            263: [53, '2023-01-05', 'pending'],
            264: [30, '2024-11-02', 'cancelled'],
            265: [30, '2024-11-23', 'shipped'],
            266: [30, '2024-02-18', 'shipped'],
            267: [30, '2024-05-24', 'cancelled'],
            268: [31, '2024-01-17', 'cancelled'],
            269: [31, '2023-10-07', 'shipped'],
            270: [31, '2024-06-18', 'pending'],
            271: [35, '2023-10-02', 'cancelled'],
            272: [35, '2023-12-15', 'cancelled']},
 'c_sql': 'SELECT id, customer_id AS p, placed_on::text AS d, status::text AS st FROM shop.orders',
 'constraints': [['shop.customers', 'p', ['id'], None, []],
                 ['shop.orders', 'p', ['id'], None, []],
                 ['shop.order_lines', 'p', ['id'], None, []],
                 ['shop.payment_cards', 'p', ['id'], None, []],
                 ['shop.orders', 'f', ['customer_id'], 'shop.customers', ['id']],
                 ['shop.order_lines', 'f', ['order_id'], 'shop.orders', ['id']],
                 ['shop.payment_cards', 'f', ['customer_id'], 'shop.customers', ['id']],
                 ['shop.countries', 'p', ['id'], None, []],
                 ['shop.customers', 'f', ['country_id'], 'shop.countries', ['id']]],
 'db': 'shopdb',
 'dropped': ['customers.country'],
 'email': 'email',
 'insert_bad_status': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (282, 39, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (282, 39, '2024-06-01', "
                 "'pending');",
 'l_rows': {2527: [206, 'SKU-04113', 6, '150.04', '45.08'],
            2528: [207, 'SKU-04826', 2, '101.08', None],
            2529: [207, 'SKU-02144', 1, '200.98', '9.85'],
            2530: [209, 'SKU-03154', 5, '171.21', None],
            2531: [209, 'SKU-08091', 3, '75.21', None],
            2532: [209, 'SKU-07584', 5, '107.24', '46.25'],
            2533: [209, 'SKU-02034', 3, '82.84', None],
            2534: [210, 'SKU-02474', 6, '128.33', '37.05'],
            2535: [210, 'SKU-06673', 6, '123.50', '4.26'],
            2536: [210, 'SKU-09955', 2, '141.90', None],
            2537: [210, 'SKU-04969', 2, '214.55', None],
            2538: [211, 'SKU-06884', 5, '141.39', '47.48'],
            2539: [212, 'SKU-05294', 3, '214.72', None],
            2540: [212, 'SKU-06091', 3, '88.34', None],
            2541: [213, 'SKU-05525', 3, '193.26', None],
            2542: [213, 'SKU-05306', 6, '38.22', None],
            2543: [213, 'SKU-01154', 3, '188.96', None],
            2544: [214, 'SKU-06102', 4, '87.60', None],
            2545: [214, 'SKU-07691', 1, '48.31', None],
            2546: [214, 'SKU-03373', 5, '23.26', None],
            2547: [214, 'SKU-09322', 4, '218.90', None],
            2548: [215, 'SKU-07596', 4, '149.15', None],
            2549: [215, 'SKU-04610', 6, '208.40', '79.17'],
            2550: [216, 'SKU-00801', 5, '131.41', '0.55'],
            2551: [216, 'SKU-02506', 2, '37.04', None],
            2552: [216, 'SKU-01402', 6, '41.43', None],
            2553: [216, 'SKU-06914', 5, '164.75', '32.24'],
            2554: [217, 'SKU-02699', 5, '237.48', '102.8'],
            2555: [218, 'SKU-04036', 2, '95.95', None],
            2556: [219, 'SKU-04867', 1, '102.72', None],
            2557: [219, 'SKU-01120', 1, '69.22', None],
            2558: [220, 'SKU-00504', 2, '55.43', '0.89'],
            2559: [220, 'SKU-00894', 4, '175.41', '52.53'],
            2560: [220, 'SKU-08555', 3, '93.84', None],
            2561: [221, 'SKU-09700', 6, '7.11', None],
            2562: [221, 'SKU-05233', 4, '133.86', '31.15'],
            2563: [221, 'SKU-08863', 1, '93.29', None],
            2564: [221, 'SKU-04908', 3, '97.97', '4.92'],
            2565: [222, 'SKU-07284', 3, '66.23', '0.4'],
            2566: [222, 'SKU-06470', 6, '9.66', '3.23'],
            2567: [222, 'SKU-00230', 3, '118.57', '21.69'],
            2568: [223, 'SKU-08494', 1, '60.79', None],
            2569: [223, 'SKU-06251', 3, '88.04', None],
            2570: [223, 'SKU-08562', 2, '88.43', None],
            2571: [224, 'SKU-09268', 5, '90.25', '13.46'],
            2572: [224, 'SKU-01766', 2, '128.84', '24.46'],
            2573: [224, 'SKU-03649', 2, '6.51', '0.07'],
            2574: [224, 'SKU-00424', 4, '75.92', None],
            2575: [225, 'SKU-09959', 1, '150.90', '0.59'],
            2576: [225, 'SKU-07357', 4, '72.89', None],
            2577: [226, 'SKU-01929', 6, '93.88', None],
            2578: [226, 'SKU-00967', 3, '128.79', None],
            2579: [226, 'SKU-05105', 3, '34.88', '8.63'],
            2580: [227, 'SKU-06554', 3, '45.81', None],
            2581: [227, 'SKU-00653', 5, '45.28', '0.82'],
            2582: [227, 'SKU-07058', 3, '204.72', '17.46'],
            2583: [228, 'SKU-05534', 1, '164.91', '1.97'],
            2584: [228, 'SKU-06443', 3, '46.47', None],
            2585: [228, 'SKU-03873', 5, '238.81', '36.82'],
            2586: [228, 'SKU-09406', 1, '156.08', None],
            2587: [229, 'SKU-08154', 1, '179.82', '6.43'],
            2588: [229, 'SKU-02602', 4, '212.16', None],
            2589: [230, 'SKU-07600', 5, '72.70', '2.79'],
            2590: [230, 'SKU-07172', 4, '191.15', '32.6'],
            2591: [231, 'SKU-08385', 3, '214.33', None],
            2592: [231, 'SKU-07769', 3, '15.47', None],
            2593: [232, 'SKU-07091', 5, '3.64', '0.71'],
            2594: [234, 'SKU-00490', 3, '109.75', None],
            2595: [235, 'SKU-07723', 1, '195.78', '10.9'],
            2596: [235, 'SKU-06909', 6, '133.37', '17.79'],
            2597: [235, 'SKU-06490', 6, '200.87', None],
            2598: [235, 'SKU-05433', 3, '228.17', '28.96'],
            2599: [236, 'SKU-00126', 6, '100.12', '11.9'],
            2600: [236, 'SKU-06025', 5, '240.74', None],
            2601: [236, 'SKU-05929', 4, '230.36', None],
            2602: [236, 'SKU-02305', 5, '232.88', '50.14'],
            2603: [238, 'SKU-06625', 3, '79.88', '16.06'],
            2604: [239, 'SKU-09441', 4, '79.17', '15.76'],
            2605: [239, 'SKU-00163', 5, '28.59', None],
            2606: [242, 'SKU-04593', 1, '182.02', None],
            2607: [243, 'SKU-04870', 6, '97.61', '38.99'],
            2608: [243, 'SKU-04624', 1, '84.97', '4.46'],
            2609: [243, 'SKU-01597', 4, '60.11', '16.02'],
            2610: [244, 'SKU-02991', 2, '49.58', '4.88'],
            2611: [245, 'SKU-01965', 2, '173.04', '16.43'],
            2612: [245, 'SKU-01452', 4, '22.59', None],
            2613: [245, 'SKU-05605', 2, '125.73', '15.46'],
            2614: [245, 'SKU-02488', 5, '105.12', None],
            2615: [247, 'SKU-03615', 4, '241.88', '94.71'],
            2616: [247, 'SKU-05560', 2, '203.96', None],
            2617: [247, 'SKU-08654', 1, '78.10', '5.28'],
            2618: [248, 'SKU-05581', 6, '22.55', '10.39'],
            2619: [248, 'SKU-09438', 1, '147.38', '5.61'],
            2620: [249, 'SKU-04106', 4, '67.18', None],
            2621: [250, 'SKU-04519', 5, '31.23', None],
            2622: [250, 'SKU-05191', 3, '210.12', '50.28'],
            2623: [251, 'SKU-05723', 4, '11.06', '3.74'],
            2624: [251, 'SKU-08247', 4, '94.86', '32.81'],
            2625: [252, 'SKU-01948', 3, '131.78', None],
            2626: [252, 'SKU-06601', 3, '24.65', None],
            2627: [253, 'SKU-01052', 5, '13.15', None],
            2628: [253, 'SKU-07131', 4, '83.99', '2.53'],
            2629: [253, 'SKU-01168', 1, '208.94', '0.03'],
            2630: [253, 'SKU-05169', 5, '98.03', '44.16'],
            2631: [254, 'SKU-00946', 6, '9.30', None],
            2632: [254, 'SKU-06061', 2, '162.14', None],
            2633: [255, 'SKU-06729', 5, '64.17', '10.94'],
            2634: [255, 'SKU-06113', 4, '216.77', '75.13'],
            2635: [257, 'SKU-04942', 4, '230.56', None],
            2636: [258, 'SKU-01027', 5, '84.61', None],
            2637: [258, 'SKU-02738', 3, '112.17', None],
            2638: [258, 'SKU-04847', 4, '166.64', '48.29'],
            2639: [258, 'SKU-07283', 3, '237.40', None],
            2640: [259, 'SKU-03886', 4, '193.63', '42.17'],
            2641: [259, 'SKU-03581', 3, '25.12', None],
            2642: [261, 'SKU-00263', 6, '207.06', '115.62'],
            2643: [261, 'SKU-07898', 2, '189.49', None],
            2644: [261, 'SKU-06034', 2, '191.03', None],
            2645: [262, 'SKU-00990', 1, '224.33', '15.67'],
            2646: [262, 'SKU-02346', 2, '178.32', None],
            2647: [262, 'SKU-05978', 4, '60.95', '19.63'],
            2648: [262, 'SKU-08649', 3, '44.15', '3.94'],
            2649: [263, 'SKU-01632', 5, '19.43', None],
            2650: [263, 'SKU-08894', 3, '202.75', None],
            2651: [263, 'SKU-09427', 1, '193.90', '7.2'],
            2652: [264, 'SKU-03641', 2, '105.90', '15.34'],
            2653: [264, 'SKU-03084', 2, '55.14', '8.34'],
            2654: [264, 'SKU-00233', 4, '217.96', '84.65'],
            2655: [265, 'SKU-04682', 5, '203.71', None],
            2656: [266, 'SKU-01813', 5, '203.19', '64.24'],
            2657: [266, 'SKU-00048', 3, '54.97', '2.57'],
            2658: [267, 'SKU-03047', 3, '232.90', '25.98'],
            2659: [267, 'SKU-03840', 4, '95.55', '25.25'],
            2660: [267, 'SKU-00269', 5, '39.48', '8.83'],
            2661: [268, 'SKU-01545', 6, '115.55', None],
            2662: [268, 'SKU-08488', 4, '242.74', '59.21'],
            2663: [268, 'SKU-07762', 6, '228.34', '8.8'],
            2664: [269, 'SKU-00105', 6, '43.75', '13.49'],
            2665: [269, 'SKU-08756', 6, '102.58', None],
            2666: [271, 'SKU-03042', 1, '126.62', None],
            2667: [271, 'SKU-01751', 4, '220.23', '30.69'],
            2668: [271, 'SKU-07848', 4, '90.37', None],
            2669: [272, 'SKU-06759', 3, '34.17', '1.78'],
            2670: [272, 'SKU-02847', 4, '29.04', '7.93'],
            2671: [222, 'SKU-05512', 5, '9.00', '3.26'],
            2672: [212, 'SKU-08995', 4, '230.55', '7.81']},
 'l_sql': 'SELECT id, order_id AS c, sku AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'shop.order_lines',
 'lfk': 'order_id',
 'lookup': 'countries',
 'lookup_names': ['france', 'germany', 'ireland', 'netherlands', 'poland', 'spain', 'united kingdom'],
 'migration': '/srv/migrations/0024_integrity.sql',
 'missing_p': 29,
 'new_id': 282,
 'new_p': 39,
 'p1': 'customer',
 'p_region': {25: 'germany',
              26: 'ireland',
              27: None,
              28: 'germany',
              30: 'france',
              31: 'ireland',
              32: 'spain',
              33: 'germany',
              34: 'spain',
              35: 'ireland',
              36: 'france',
              37: 'united kingdom',
              38: 'france',
              39: 'ireland',
              40: 'netherlands',
              42: 'netherlands',
              43: 'spain',
              44: None,
              45: 'netherlands',
              46: 'netherlands',
              47: 'germany',
              48: 'germany',
              49: 'united kingdom',
              50: 'united kingdom',
              51: None,
              53: 'poland'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM shop.customers p LEFT JOIN shop.countries k ON k.id = p.country_id',
 'p_rows': {25: ['Nils Brandt', 'nils.brandt@inbox.test'],
            26: ['Olu Rossi', 'olu.rossi@mail.test'],
            27: ['Ada Moreau', 'ada.moreau@inbox.test'],
            28: ['Ada Eriksen', 'ada.eriksen@mail.test'],
            30: ['Wim Ivanova', 'wim.ivanova@mail.test'],
            31: ['Femi Brandt', 'femi.brandt@inbox.test'],
            32: ['Greta Eriksen', 'greta.eriksen@post.example'],
            33: ['Uzma Ivanova', 'uzma.ivanova@mail.test'],
            34: ['Nils Haddad', 'nils.haddad@inbox.test'],
            35: ['Xenia Gallo', 'xenia.gallo@example.com'],
            36: ['Elena Haddad', 'elena.haddad@inbox.test'],
            37: ['Zora Moreau', 'zora.moreau@example.com'],
            38: ['Hiro Ivanova', 'hiro.ivanova@post.example'],
            39: ['Xenia Rossi', 'xenia.rossi@mail.test'],
            40: ['Ines Dimitrov', 'ines.dimitrov@mail.test'],
            42: ['Zora Jensen', 'zora.jensen@post.example'],
            43: ['Greta Brandt', 'greta.brandt@mail.test'],
            44: ['Bruno Moreau', 'bruno.moreau@mail.test'],
            45: ['Priya Moreau', 'priya.moreau@example.com'],
            46: ['Dev Sato', 'dev.sato@example.com'],
            47: ['Jonas Eriksen', 'jonas.eriksen@mail.test'],
            48: ['Ada Abbott', 'ada.abbott@example.com'],
            49: ['Xenia Fofana', 'xenia.fofana@inbox.test'],
            50: ['Dev Gallo', 'dev.gallo@post.example'],
            51: ['Nils Brandt', 'nils.brandt@mail.test'],
            53: ['Dev Dimitrov', 'dev.dimitrov@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM shop.customers',
 'pfk': 'customer_id',
 'production_rows': 'INSERT INTO shop.customers (id, full_name, email, country) VALUES\n'
                    "    (47, 'Jonas Eriksen', 'jonas.eriksen@mail.test', 'GERMANY'),\n"
                    "    (48, 'Ada Abbott', 'ada.abbott@example.com', 'Germany'),\n"
                    "    (49, 'Xenia Fofana', 'xenia.fofana@inbox.test', 'United Kingdom'),\n"
                    "    (50, 'Dev Gallo', 'dev.gallo@post.example', 'United Kingdom'),\n"
                    "    (51, 'Nils Brandt', 'nils.brandt@mail.test', ''),\n"
                    "    (53, 'Dev Dimitrov', 'dev.dimitrov@post.example', 'poland');\n"
                    'INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES\n'
                    "    (254, 48, '2023-02-17', 'cancelled'),\n"
                    "    (255, 48, '2024-02-29', 'Canceled'),\n"
                    "    (256, 49, '2023-12-07', 'PENDING'),\n"
                    "    (257, 50, '2023-09-20', 'Shipped  '),\n"
                    "    (258, 50, '2024-01-27', 'settled '),\n"
                    "    (259, 51, '2023-07-22', '  Complete'),\n"
                    "    (260, 51, '2024-08-21', 'shipped'),\n"
                    "    (261, 51, '2023-08-14', 'COMPLETE'),\n"
                    "    (262, 51, '2023-10-19', 'Paid'),\n"
                    "    (263, 53, '2023-01-05', 'Pending  '),\n"
                    "    (264, 30, '2024-11-02', 'cancelled'),\n"
                    "    (265, 30, '2024-11-23', 'COMPLETE'),\n"
                    "    (266, 30, '2024-02-18', 'Shipped'),\n"
                    "    (267, 30, '2024-05-24', 'cancelled'),\n"
                    "    (268, 31, '2024-01-17', 'cancelled'),\n"
                    "    (269, 31, '2023-10-07', 'SHIPPED'),\n"
                    "    (270, 31, '2024-06-18', 'New'),\n"
                    "    (271, 35, '2023-10-02', 'cancelled'),\n"
                    "    (272, 35, '2023-12-15', 'canceled');\n"
                    'INSERT INTO shop.order_lines (id, order_id, sku, qty, unit_price, discount) VALUES\n'
                    "    (2631, 254, 'SKU-00946', 6, 9.3, NULL),\n"
                    "    (2632, 254, 'SKU-06061', 2, 162.14, NULL),\n"
                    "    (2633, 255, 'SKU-06729', 5, 64.17, 10.94),\n"
                    "    (2634, 255, 'SKU-06113', 4, 216.77, 75.13),\n"
                    "    (2635, 257, 'SKU-04942', 4, 230.56, NULL),\n"
                    "    (2636, 258, 'SKU-01027', 5, 84.61, NULL),\n"
                    "    (2637, 258, 'SKU-02738', 3, 112.17, NULL),\n"
                    "    (2638, 258, 'SKU-04847', 4, 166.64, 48.29),\n"
                    "    (2639, 258, 'SKU-07283', 3, 237.4, NULL),\n"
                    "    (2640, 259, 'SKU-03886', 4, 193.63, 42.17),\n"
                    "    (2641, 259, 'SKU-03581', 3, 25.12, NULL),\n"
                    "    (2642, 261, 'SKU-00263', 6, 207.06, 115.62),\n"
                    "    (2643, 261, 'SKU-07898', 2, 189.49, NULL),\n"
                    "    (2644, 261, 'SKU-06034', 2, 191.03, NULL),\n"
                    "    (2645, 262, 'SKU-00990', 1, 224.33, 15.67),\n"
                    "    (2646, 262, 'SKU-02346', 2, 178.32, NULL),\n"
                    "    (2647, 262, 'SKU-05978', 4, 60.95, 19.63),\n"
                    "    (2648, 262, 'SKU-08649', 3, 44.15, 3.94),\n"
                    "    (2649, 263, 'SKU-01632', 5, 19.43, NULL),\n"
                    "    (2650, 263, 'SKU-08894', 3, 202.75, NULL),\n"
                    "    (2651, 263, 'SKU-09427', 1, 193.9, 7.2),\n"
                    "    (2652, 264, 'SKU-03641', 2, 105.9, 15.34),\n"
                    "    (2653, 264, 'SKU-03084', 2, 55.14, 8.34),\n"
                    "    (2654, 264, 'SKU-00233', 4, 217.96, 84.65),\n"
                    "    (2655, 265, 'SKU-04682', 5, 203.71, NULL),\n"
                    "    (2656, 266, 'SKU-01813', 5, 203.19, 64.24),\n"
                    "    (2657, 266, 'SKU-00048', 3, 54.97, 2.57),\n"
                    "    (2658, 267, 'SKU-03047', 3, 232.9, 25.98),\n"
                    "    (2659, 267, 'SKU-03840', 4, 95.55, 25.25),\n"
                    "    (2660, 267, 'SKU-00269', 5, 39.48, 8.83),\n"
                    "    (2661, 268, 'SKU-01545', 6, 115.55, NULL),\n"
                    "    (2662, 268, 'SKU-08488', 4, 242.74, 59.21),\n"
                    "    (2663, 268, 'SKU-07762', 6, 228.34, 8.8),\n"
                    "    (2664, 269, 'SKU-00105', 6, 43.75, 13.49),\n"
                    "    (2665, 269, 'SKU-08756', 6, 102.58, NULL),\n"
                    "    (2666, 271, 'SKU-03042', 1, 126.62, NULL),\n"
                    "    (2667, 271, 'SKU-01751', 4, 220.23, 30.69),\n"
                    "    (2668, 271, 'SKU-07848', 4, 90.37, NULL),\n"
                    "    (2669, 272, 'SKU-06759', 3, 34.17, 1.78),\n"
                    "    (2670, 272, 'SKU-02847', 4, 29.04, 7.93),\n"
                    "    (2671, 222, 'SKU-05512', 5, 9, 3.26),\n"
                    "    (2672, 212, 'SKU-08995', 4, 230.55, 7.81);\n"
                    'INSERT INTO shop.payment_cards (id, customer_id, card_token) VALUES\n'
                    "    (60, 48, '8f920ae3d72a2fbb'),\n"
                    "    (61, 50, '9c803b6d0c87ed0e'),\n"
                    "    (62, 51, '8f1baa10869f33bb');\n"
                    "SELECT setval(pg_get_serial_sequence('shop.customers', 'id'), (SELECT max(id) FROM "
                    'shop.customers));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.orders', 'id'), (SELECT max(id) FROM shop.orders));\n"
                    "SELECT setval(pg_get_serial_sequence('shop.order_lines', 'id'), (SELECT max(id) FROM "
                    'shop.order_lines));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.payment_cards', 'id'), (SELECT max(id) FROM "
                    'shop.payment_cards));\n',
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
              "             WHERE u.rolname IN ('shop_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE shop_app RESET ALL;\n'
              'ALTER ROLE shop_app SET search_path = shop, public;\n',
 's': 'shop',
 's_rows': {50: [26, 'c71274f3d395ffb9'],
            51: [27, '0b06dca255fe3552'],
            52: [28, 'cabb18cbaa5813cb'],
            53: [30, '3077fa8cdf8d8c18'],
            54: [31, '00a6c5b836e3f4b6'],
            55: [35, 'd3c03d8f0ce6df93'],
            56: [40, 'd8676113db63fd11'],
            57: [43, 'b9419fc342411ca5'],
            58: [44, '3d5b3961ee37b642'],
            59: [46, '18ff4e87160194ef'],
            60: [48, '8f920ae3d72a2fbb'],
            61: [50, '9c803b6d0c87ed0e'],
            62: [51, '8f1baa10869f33bb']},
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
 'tables': ['customers', 'orders', 'order_lines', 'payment_cards', 'countries'],
 'total': 'total',
 'totals': {206: '855.16',
            207: '393.29',
            208: '0.00',
            209: '1820.15',
            210: '2182.57',
            211: '659.47',
            212: '1823.57',
            213: '1375.98',
            214: '1390.61',
            215: '1767.83',
            216: '1770.67',
            217: '1084.60',
            218: '191.90',
            219: '171.94',
            220: '1040.60',
            221: '929.23',
            222: '628.78',
            223: '501.77',
            224: '987.64',
            225: '441.87',
            226: '1045.66',
            227: '959.71',
            228: '1615.66',
            229: '1022.03',
            230: '1092.71',
            231: '689.40',
            232: '17.49',
            233: '0.00',
            234: '329.25',
            235: '2828.08',
            236: '3828.22',
            237: '0.00',
            238: '223.58',
            239: '443.87',
            240: '0.00',
            241: '0.00',
            242: '182.02',
            243: '851.60',
            244: '94.28',
            245: '1181.61',
            246: '0.00',
            247: '1353.55',
            248: '266.68',
            249: '268.72',
            250: '736.23',
            251: '387.13',
            252: '469.29',
            253: '1054.08',
            254: '380.08',
            255: '1101.86',
            256: '0.00',
            257: '922.24',
            258: '2090.03',
            259: '807.71',
            260: '0.00',
            261: '1887.78',
            262: '917.98',
            263: '892.10',
            264: '1085.59',
            265: '1018.55',
            266: '1114.05',
            267: '1218.24',
            268: '2966.29',
            269: '864.49',
            270: '0.00',
            271: '1338.33',
            272: '208.96'},
 'types': {'countries.name': ['text', True],
           'customers.country_id': ['integer', False],
           'customers.email': ['text', True],
           'order_lines.discount': ['numeric(10,2)', False],
           'order_lines.unit_price': ['numeric(10,2)', True],
           'orders.customer_id': ['integer', True],
           'orders.placed_on': ['date', False],
           'orders.status': ['text', False],
           'orders.total': ['numeric(12,2)', True]}}

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


def test_total_backfilled():
    _state()
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT id, %s AS v FROM %s.%s" % (T["total"], T["s"], T["C"]))}
    _diff(got, {k: _dec(v) for k, v in T["totals"].items()}, T["C"] + "." + T["total"])


def test_total_defaults_to_zero():
    _state()
    got = in_tx(T["insert_event"], "SELECT %s AS v FROM %s.%s WHERE id = %d" % (T["total"], T["s"], T["C"], T["new_id"]))
    assert got and _dec(got[0]["v"]) == 0, "a new %s without lines gets %s, expected 0" % (T["c1"], got)


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]
