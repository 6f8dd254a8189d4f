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
 'c_rows': {282: [8, '2023-11-24', 'void'],
            283: [9, '2023-09-17', 'requested'],
            284: [10, '2024-05-14', 'returned'],
            285: [10, '2024-07-09', 'void'],
            286: [10, '2023-04-28', 'returned'],
            287: [11, '2023-01-17', 'returned'],
            288: [11, '2023-01-28', 'active'],
            289: [11, '2024-02-11', 'requested'],
            290: [11, '2024-10-05', 'returned'],
            291: [12, '2023-09-13', 'active'],
            292: [12, '2024-02-13', 'requested'],
            293: [13, '2023-01-16', 'active'],
            294: [13, '2024-04-01', 'returned'],
            295: [13, '2023-04-20', 'returned'],
            296: [13, '2023-07-09', 'active'],
            297: [14, '2023-02-14', 'active'],
            298: [14, '2023-12-22', 'returned'],
            299: [14, '2023-09-04', 'requested'],
            300: [15, '2023-05-31', 'returned'],
            301: [15, '2023-06-13', 'requested'],
            302: [15, '2023-04-02', 'active'],
            303: [16, '2023-01-31', 'active'],
            304: [16, '2024-09-11', 'returned'],
            305: [16, '2023-12-25', 'active'],
            306: [16, '2024-11-29', 'returned'],
            307: [17, '2024-07-03', 'returned'],
            308: [18, '2023-12-09', 'requested'],
            309: [18, '2023-08-08', 'active'],
            310: [18, '2023-03-13', 'returned'],
            311: [19, '2024-11-16', 'requested'],
            312: [19, '2023-11-16', 'returned'],
            313: [19, '2023-04-08', 'returned'],
            314: [19, '2024-03-13', 'active'],
            315: [20, '2023-02-05', 'returned'],
            316: [20, '2023-10-08', 'returned'],
            317: [21, '2023-05-20', 'requested'],
            318: [21, '2024-09-27', 'active'],
            319: [22, '2024-10-18', 'requested'],
            320: [22, '2024-03-21', 'active'],
            321: [22, '2024-02-24', 'active'],
            322: [24, '2024-09-03', 'requested'],
            323: [25, '2024-08-15', 'requested'],
            324: [25, '2024-08-06', 'requested'],
            325: [25, '2024-11-19', 'requested'],
            326: [25, '2024-03-05', 'requested'],
            327: [27, '2024-01-25', 'requested'],
            328: [27, '2024-03-14', 'active'],
            329: [28, '2023-12-29', 'returned'],
            330: [28, '2024-06-09', 'returned'],
            331: [28, '2024-04-23', 'returned'],
            332: [28, '2023-05-04', 'active'],
            333: [29, '2023-06-21', 'active'],
            334: [30, '2023-08-23', 'active'],
            335: [30, '2024-03-05', 'returned'],
            336: [33, '2023-02-24', 'void'],
            337: [34, '2024-06-28', 'requested'],
            338: [35, '2024-05-20', 'active'],
            339: [35, '2024-10-16', 'requested'],
            340: [36, '2023-01-13', 'returned'],
            341: [37, '2024-10-14', 'requested'],
            342: [37, '2024-05-12', 'active'],
            343: [37, '2024-10-16', 'void'],
            344: [37, '2024-05-09', 'active'],
            345: [20, '2023-08-14', 'active'],
            346: [20, '2024-11-07', 'returned'],
            347: [20, '2023-08-11', 'returned'],
            348: [20, '2024-02-06', 'returned'],
            349: [22, '2023-09-13', 'active'],
            350: [22, '2023-07-22', 'returned'],
            351: [22, '2023-07-07', 'returned'],
            352: [19, '2023-09-17', 'active'],
            353: [19, '2023-05-25', 'active']},
 'c_sql': 'SELECT id, member_id AS p, borrowed_on::text AS d, status::text AS st FROM library.loans',
 'constraints': [['library.members', 'p', ['id'], None, []],
                 ['library.loans', 'p', ['id'], None, []],
                 ['library.loan_fees', 'p', ['id'], None, []],
                 ['library.member_cards', 'p', ['id'], None, []],
                 ['library.loans', 'f', ['member_id'], 'library.members', ['id']],
                 ['library.loan_fees', 'f', ['loan_id'], 'library.loans', ['id']],
                 ['library.member_cards', 'f', ['member_id'], 'library.members', ['id']]],
 'db': 'librarydb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['lower(email)'],
 'index_table': 'members',
 'insert_bad_status': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (363, 21, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES (363, 21, '2024-06-01', "
                 "'requested');",
 'l_rows': {2443: [282, 'FEE-2401', 18, '4.79', None],
            2444: [282, 'FEE-5460', 5, '4.35', '0.05'],
            2445: [282, 'FEE-4072', 13, '3.68', None],
            2446: [285, 'FEE-1148', 1, '2.17', '0.01'],
            2447: [285, 'FEE-8734', 9, '4.82', '1.33'],
            2448: [285, 'FEE-9205', 19, '1.93', '3.57'],
            2449: [285, 'FEE-7099', 27, '0.37', '0.69'],
            2450: [286, 'FEE-3759', 25, '0.68', None],
            2451: [286, 'FEE-9146', 18, '0.34', '0.2'],
            2452: [287, 'FEE-1155', 2, '0.51', '0.02'],
            2453: [287, 'FEE-9050', 30, '4.63', '7.84'],
            2454: [287, 'FEE-9987', 21, '2.98', '4.44'],
            2455: [287, 'FEE-2907', 30, '2.26', None],
            2456: [288, 'FEE-8112', 3, '2.13', None],
            2457: [288, 'FEE-1129', 14, '2.74', None],
            2458: [288, 'FEE-5996', 30, '1.54', '2.95'],
            2459: [289, 'FEE-4841', 6, '4.78', None],
            2460: [289, 'FEE-6028', 17, '0.39', '0.65'],
            2461: [289, 'FEE-909', 24, '2.20', None],
            2462: [289, 'FEE-1491', 15, '3.95', '4.59'],
            2463: [290, 'FEE-8199', 3, '0.12', '0.01'],
            2464: [292, 'FEE-2294', 8, '1.29', None],
            2465: [292, 'FEE-9580', 26, '3.02', None],
            2466: [293, 'FEE-1525', 12, '4.00', '3.99'],
            2467: [294, 'FEE-5616', 21, '2.10', '4.33'],
            2468: [294, 'FEE-9643', 26, '1.36', '1.96'],
            2469: [294, 'FEE-9289', 30, '3.54', '9.15'],
            2470: [294, 'FEE-756', 7, '2.37', '0.38'],
            2471: [295, 'FEE-9798', 24, '3.45', None],
            2472: [295, 'FEE-8029', 8, '1.51', '0.06'],
            2473: [296, 'FEE-9597', 15, '0.91', None],
            2474: [296, 'FEE-538', 14, '2.06', None],
            2475: [296, 'FEE-2093', 30, '3.55', '6.53'],
            2476: [296, 'FEE-9758', 6, '0.86', '0.07'],
            2477: [297, 'FEE-5633', 10, '2.08', '1.16'],
            2478: [297, 'FEE-4059', 12, '2.53', '0.14'],
            2479: [298, 'FEE-7177', 16, '3.23', None],
            2480: [298, 'FEE-3522', 6, '0.59', '0.29'],
            2481: [298, 'FEE-5783', 26, '0.50', '0.88'],
            2482: [298, 'FEE-4684', 6, '4.07', '2.35'],
            2483: [299, 'FEE-8326', 21, '1.87', '2.98'],
            2484: [301, 'FEE-5707', 13, '4.52', '1.68'],
            2485: [302, 'FEE-9511', 10, '2.67', None],
            2486: [304, 'FEE-9093', 28, '4.60', None],
            2487: [305, 'FEE-3258', 17, '4.12', '2.63'],
            2488: [307, 'FEE-025', 4, '4.90', None],
            2489: [308, 'FEE-8381', 4, '2.00', '0.66'],
            2490: [308, 'FEE-8034', 29, '4.94', None],
            2491: [309, 'FEE-4861', 4, '0.50', '0.12'],
            2492: [309, 'FEE-6233', 7, '4.59', '0.4'],
            2493: [310, 'FEE-8751', 1, '1.45', None],
            2494: [311, 'FEE-9220', 5, '4.19', '2.09'],
            2495: [311, 'FEE-8332', 29, '4.34', None],
            2496: [311, 'FEE-8539', 3, '2.25', '0.16'],
            2497: [313, 'FEE-8069', 24, '1.44', '0.61'],
            2498: [313, 'FEE-848', 13, '2.48', None],
            2499: [314, 'FEE-8317', 4, '3.19', '0.21'],
            2500: [315, 'FEE-8063', 22, '3.61', '0.7'],
            2501: [315, 'FEE-3522', 29, '4.92', None],
            2502: [315, 'FEE-2600', 28, '0.14', None],
            2503: [316, 'FEE-8928', 18, '3.35', '0.61'],
            2504: [316, 'FEE-1623', 23, '2.29', None],
            2505: [316, 'FEE-2447', 24, '3.12', '2.05'],
            2506: [317, 'FEE-8078', 1, '2.29', None],
            2507: [317, 'FEE-5914', 6, '2.92', '1.47'],
            2508: [317, 'FEE-2976', 6, '3.11', '1.05'],
            2509: [317, 'FEE-3053', 9, '0.41', '0.22'],
            2510: [318, 'FEE-1232', 21, '1.10', None],
            2511: [319, 'FEE-7418', 28, '1.88', None],
            2512: [319, 'FEE-3559', 8, '3.01', None],
            2513: [319, 'FEE-8845', 15, '1.46', '1.18'],
            2514: [319, 'FEE-1912', 22, '0.73', None],
            2515: [320, 'FEE-9407', 24, '1.06', '0.26'],
            2516: [320, 'FEE-9390', 3, '0.75', None],
            2517: [321, 'FEE-920', 8, '4.57', None],
            2518: [322, 'FEE-420', 5, '2.69', None],
            2519: [323, 'FEE-4580', 1, '3.87', '0.1'],
            2520: [323, 'FEE-5508', 16, '0.58', None],
            2521: [324, 'FEE-9307', 24, '0.11', None],
            2522: [324, 'FEE-2543', 22, '1.71', '3.7'],
            2523: [325, 'FEE-5045', 6, '4.55', '1.79'],
            2524: [325, 'FEE-3568', 26, '1.62', None],
            2525: [325, 'FEE-3435', 7, '2.32', '0.39'],
            2526: [326, 'FEE-4199', 28, '4.88', None],
            2527: [326, 'FEE-2128', 15, '1.58', None],
            2528: [327, 'FEE-1471', 26, '0.76', None],
            2529: [328, 'FEE-4396', 3, '2.06', None],
            2530: [329, 'FEE-3806', 25, '4.76', None],
            2531: [330, 'FEE-5788', 26, '3.92', '5.57'],
            2532: [330, 'FEE-3918', 21, '0.38', '0.42'],
            2533: [330, 'FEE-3847', 20, '1.97', None],
            2534: [331, 'FEE-2244', 8, '2.82', None],
            2535: [331, 'FEE-2488', 25, '2.28', None],
            2536: [331, 'FEE-6933', 10, '4.52', '3.47'],
            2537: [332, 'FEE-8656', 5, '0.10', '0.02'],
            2538: [332, 'FEE-4905', 11, '3.80', None],
            2539: [332, 'FEE-1624', 22, '4.11', None],
            2540: [333, 'FEE-6447', 26, '0.64', '1.37'],
            2541: [334, 'FEE-273', 4, '4.12', None],
            2542: [334, 'FEE-8023', 22, '0.59', None],
            2543: [335, 'FEE-3711', 23, '1.95', '3.57'],
            2544: [335, 'FEE-1224', 23, '2.05', None],
            2545: [335, 'FEE-3108', 12, '1.83', '0.29'],
            2546: [335, 'FEE-2118', 26, '1.13', '1.78'],
            2547: [339, 'FEE-7478', 20, '2.33', None],
            2548: [339, 'FEE-2351', 1, '4.50', None],
            2549: [340, 'FEE-6844', 9, '0.97', None],
            2550: [340, 'FEE-2144', 21, '2.50', None],
            2551: [341, 'FEE-7728', 11, '1.94', '1.54'],
            2552: [341, 'FEE-4255', 15, '1.75', '2.43'],
            2553: [341, 'FEE-5476', 19, '1.15', None],
            2554: [341, 'FEE-6869', 27, '4.35', None],
            2555: [342, 'FEE-5163', 21, '4.58', '0.04'],
            2556: [343, 'FEE-9287', 11, '4.87', '1.18'],
            2557: [344, 'FEE-7187', 11, '1.93', '0.01'],
            2558: [344, 'FEE-3287', 3, '3.58', '0.04'],
            2559: [344, 'FEE-8185', 19, '0.27', None],
            2560: [344, 'FEE-3290', 5, '0.87', '0.41'],
            2561: [345, 'FEE-9183', 30, '4.21', '8.06'],
            2562: [345, 'FEE-3339', 25, '4.11', None],
            2563: [345, 'FEE-2209', 7, '2.08', '0.3'],
            2564: [345, 'FEE-9965', 20, '3.26', '0.18'],
            2565: [346, 'FEE-6672', 23, '2.91', None],
            2566: [346, 'FEE-5950', 16, '4.68', None],
            2567: [346, 'FEE-1176', 5, '0.26', None],
            2568: [346, 'FEE-6977', 26, '0.19', '0.16'],
            2569: [347, 'FEE-2377', 12, '0.32', '0.07'],
            2570: [348, 'FEE-4951', 26, '2.04', '0.37'],
            2571: [348, 'FEE-615', 12, '1.52', None],
            2572: [349, 'FEE-3581', 21, '3.34', '2.4'],
            2573: [349, 'FEE-7155', 17, '4.78', None],
            2574: [349, 'FEE-876', 2, '4.73', '0.57'],
            2575: [350, 'FEE-1627', 17, '4.34', None],
            2576: [350, 'FEE-1563', 21, '4.01', None],
            2577: [351, 'FEE-658', 22, '4.92', '8.35'],
            2578: [352, 'FEE-5011', 23, '4.31', None],
            2579: [352, 'FEE-5589', 18, '2.95', '2.74'],
            2580: [353, 'FEE-4087', 4, '1.20', None],
            2581: [353, 'FEE-2771', 27, '1.86', None],
            2582: [306, 'FEE-8246', 12, '1.64', None],
            2583: [291, 'FEE-3777', 16, '2.99', '0.51']},
 'l_sql': 'SELECT id, loan_id AS c, reason AS code, days AS q, daily_rate::text AS pr, waived::text AS d FROM '
          'library.loan_fees',
 'lfk': 'loan_id',
 'migration': '/srv/migrations/0024_hardening.sql',
 'missing_p': 6,
 'new_id': 363,
 'new_p': 21,
 'p1': 'member',
 'p_region': {7: 'Old Town',
              8: 'Riverside',
              9: 'Old Town',
              10: 'Old Town',
              11: 'Market Square',
              12: 'Hillcrest',
              13: 'Hillcrest',
              14: 'Riverside',
              15: 'Riverside',
              16: 'Hillcrest',
              17: 'Central',
              18: 'Hillcrest',
              19: 'Central',
              20: 'Hillcrest',
              21: 'Riverside',
              22: 'Central',
              24: 'Hillcrest',
              25: 'Riverside',
              27: 'Hillcrest',
              28: 'West End',
              29: 'Market Square',
              30: 'Old Town',
              31: 'Market Square',
              33: 'Hillcrest',
              34: 'Old Town',
              35: 'Old Town',
              36: 'Hillcrest',
              37: 'Hillcrest'},
 'p_region_sql': 'SELECT id, branch AS v FROM library.members',
 'p_rows': {7: ['Rafa Brandt', 'rafa.brandt@mail.test'],
            8: ['Hiro Jensen', 'hiro.jensen@post.example'],
            9: ['Zora Weber', 'zora.weber@post.example'],
            10: ['Vera Jensen', 'vera.jensen@example.com'],
            11: ['Priya Eriksen', 'priya.eriksen@example.com'],
            12: ['Femi Weber', 'femi.weber@post.example'],
            13: ['Kaia Dimitrov', 'kaia.dimitrov@post.example'],
            14: ['Carmen Okafor', 'carmen.okafor@post.example'],
            15: ['Vera Gallo', 'vera.gallo@example.com'],
            16: ['Greta Sato', 'greta.sato@example.com'],
            17: ['Ada Rossi', 'ada.rossi@mail.test'],
            18: ['Vera Ivanova', 'vera.ivanova@post.example'],
            19: ['Vera Gallo', 'vera.gallo@inbox.test'],
            20: ['Carmen Fofana', 'carmen.fofana@post.example'],
            21: ['Wim Eriksen', 'wim.eriksen@example.com'],
            22: ['Jonas Ivanova', 'jonas.ivanova@mail.test'],
            24: ['Nils Fofana', 'nils.fofana@post.example'],
            25: ['Dev Okafor', 'dev.okafor@post.example'],
            27: ['Femi Haddad', 'femi.haddad@example.com'],
            28: ['Bruno Sato', 'bruno.sato@post.example'],
            29: ['Uzma Abbott', 'uzma.abbott@post.example'],
            30: ['Xenia Moreau', 'xenia.moreau@mail.test'],
            31: ['Carmen Okafor', 'carmen.okafor@example.com'],
            33: ['Zora Brandt', 'zora.brandt@mail.test'],
            34: ['Rafa Fofana', 'rafa.fofana@post.example'],
            35: ['Rafa Haddad', 'rafa.haddad@inbox.test'],
            36: ['Vera Sato', 'vera.sato@example.com'],
            37: ['Olu Dimitrov', 'olu.dimitrov@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM library.members',
 'pfk': 'member_id',
 'production_rows': 'INSERT INTO library.members (id, full_name, email, branch) VALUES\n'
                    "    (31, 'Carmen Okafor', 'carmen.okafor@example.com', 'Market Square'),\n"
                    "    (33, 'Zora Brandt', 'zora.brandt@mail.test', 'Hillcrest'),\n"
                    "    (34, 'Rafa Fofana', 'rafa.fofana@post.example', 'Old Town'),\n"
                    "    (35, 'Rafa Haddad', 'rafa.haddad@inbox.test', 'Old Town'),\n"
                    "    (36, 'Vera Sato', 'vera.sato@example.com', 'Hillcrest'),\n"
                    "    (37, 'Olu Dimitrov', 'olu.dimitrov@example.com', 'Hillcrest');\n"
                    'INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES\n'
                    "    (336, 33, '2023-02-24', 'void'),\n"
                    "    (337, 34, '2024-06-28', 'requested'),\n"
                    "    (338, 35, '2024-05-20', 'ACTIVE'),\n"
                    "    (339, 35, '2024-10-16', 'requested'),\n"
                    "    (340, 36, '2023-01-13', 'RETURNED'),\n"
                    "    (341, 37, '2024-10-14', 'REQUESTED'),\n"
                    "    (342, 37, '2024-05-12', 'active'),\n"
                    "    (343, 37, '2024-10-16', 'VOID'),\n"
                    "    (344, 37, '2024-05-09', 'Active'),\n"
                    "    (345, 20, '2023-08-14', 'ACTIVE'),\n"
                    "    (346, 20, '2024-11-07', 'returned'),\n"
                    "    (347, 20, '2023-08-11', 'RETURNED'),\n"
                    "    (348, 20, '2024-02-06', 'Returned'),\n"
                    "    (349, 22, '2023-09-13', 'Active'),\n"
                    "    (350, 22, '2023-07-22', 'returned'),\n"
                    "    (351, 22, '2023-07-07', 'returned'),\n"
                    "    (352, 19, '2023-09-17', 'active'),\n"
                    "    (353, 19, '2023-05-25', 'active');\n"
                    'INSERT INTO library.loan_fees (id, loan_id, reason, days, daily_rate, waived) VALUES\n'
                    "    (2547, 339, 'FEE-7478', 20, 2.33, NULL),\n"
                    "    (2548, 339, 'FEE-2351', 1, 4.5, NULL),\n"
                    "    (2549, 340, 'FEE-6844', 9, 0.97, NULL),\n"
                    "    (2550, 340, 'FEE-2144', 21, 2.5, NULL),\n"
                    "    (2551, 341, 'FEE-7728', 11, 1.94, 1.54),\n"
                    "    (2552, 341, 'FEE-4255', 15, 1.75, 2.43),\n"
                    "    (2553, 341, 'FEE-5476', 19, 1.15, NULL),\n"
                    "    (2554, 341, 'FEE-6869', 27, 4.35, NULL),\n"
                    "    (2555, 342, 'FEE-5163', 21, 4.58, 0.04),\n"
                    "    (2556, 343, 'FEE-9287', 11, 4.87, 1.18),\n"
                    "    (2557, 344, 'FEE-7187', 11, 1.93, 0.01),\n"
                    "    (2558, 344, 'FEE-3287', 3, 3.58, 0.04),\n"
                    "    (2559, 344, 'FEE-8185', 19, 0.27, NULL),\n"
                    "    (2560, 344, 'FEE-3290', 5, 0.87, 0.41),\n"
                    "    (2561, 345, 'FEE-9183', 30, 4.21, 8.06),\n"
                    "    (2562, 345, 'FEE-3339', 25, 4.11, NULL),\n"
                    "    (2563, 345, 'FEE-2209', 7, 2.08, 0.3),\n"
                    "    (2564, 345, 'FEE-9965', 20, 3.26, 0.18),\n"
                    "    (2565, 346, 'FEE-6672', 23, 2.91, NULL),\n"
                    "    (2566, 346, 'FEE-5950', 16, 4.68, NULL),\n"
                    "    (2567, 346, 'FEE-1176', 5, 0.26, NULL),\n"
                    "    (2568, 346, 'FEE-6977', 26, 0.19, 0.16),\n"
                    "    (2569, 347, 'FEE-2377', 12, 0.32, 0.07),\n"
                    "    (2570, 348, 'FEE-4951', 26, 2.04, 0.37),\n"
                    "    (2571, 348, 'FEE-615', 12, 1.52, NULL),\n"
                    "    (2572, 349, 'FEE-3581', 21, 3.34, 2.4),\n"
                    "    (2573, 349, 'FEE-7155', 17, 4.78, NULL),\n"
                    "    (2574, 349, 'FEE-876', 2, 4.73, 0.57),\n"
                    "    (2575, 350, 'FEE-1627', 17, 4.34, NULL),\n"
                    "    (2576, 350, 'FEE-1563', 21, 4.01, NULL),\n"
                    "    (2577, 351, 'FEE-658', 22, 4.92, 8.35),\n"
                    "    (2578, 352, 'FEE-5011', 23, 4.31, NULL),\n"
                    "    (2579, 352, 'FEE-5589', 18, 2.95, 2.74),\n"
                    "    (2580, 353, 'FEE-4087', 4, 1.2, NULL),\n"
                    "    (2581, 353, 'FEE-2771', 27, 1.86, NULL),\n"
                    "    (2582, 306, 'FEE-8246', 12, 1.64, NULL),\n"
                    "    (2583, 291, 'FEE-3777', 16, 2.99, 0.51);\n"
                    'INSERT INTO library.member_cards (id, member_id, card_number) VALUES\n'
                    "    (68, 31, '52bda8a5a3948786'),\n"
                    "    (69, 33, '66943ede00f363f9');\n"
                    "SELECT setval(pg_get_serial_sequence('library.members', 'id'), (SELECT max(id) FROM "
                    'library.members));\n'
                    "SELECT setval(pg_get_serial_sequence('library.loans', 'id'), (SELECT max(id) FROM "
                    'library.loans));\n'
                    "SELECT setval(pg_get_serial_sequence('library.loan_fees', 'id'), (SELECT max(id) FROM "
                    'library.loan_fees));\n'
                    "SELECT setval(pg_get_serial_sequence('library.member_cards', 'id'), (SELECT max(id) FROM "
                    'library.member_cards));\n',
 'query': "SELECT id, full_name FROM library.members WHERE lower(email) = lower('XENIA.MOREAU@MAIL.TEST')",
 'region': 'branch',
 'report': 'library_report',
 'rerun': False,
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
 's_rows': {57: [7, '7558fb3540b59c07'],
            58: [9, '3b41b6d75f4c51e5'],
            59: [11, 'b6f8595686df849f'],
            60: [12, '51473fbcc8caded9'],
            61: [13, '95fd49013d806416'],
            62: [17, '3f8591c6207aaf77'],
            63: [20, '38f4aaa1985e1982'],
            64: [22, '8c8e4cbf00fecee2'],
            65: [24, 'e014bf809bac0c0f'],
            66: [25, 'fed9b372ee9522c9'],
            67: [29, 'c8e75c3633888f30'],
            68: [31, '52bda8a5a3948786'],
            69: [33, '66943ede00f363f9']},
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
 'tables': ['members', 'loans', 'loan_fees', 'member_cards'],
 'types': {'loan_fees.daily_rate': ['numeric(10,2)', True],
           'loan_fees.waived': ['numeric(10,2)', False],
           'loans.borrowed_on': ['date', False],
           'loans.member_id': ['integer', True],
           'loans.status': ['text', False],
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


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")


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
