import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'trips',
 'L': 'fuel_fills',
 'P': 'drivers',
 'S': 'driver_licences',
 'admin': 'postgres',
 'app': 'fleet_app',
 'c1': 'trip',
 'c_rows': {279: [18, '2023-03-08', 'aborted'],
            280: [19, '2023-02-11', 'en_route'],
            281: [20, '2023-02-26', 'completed'],
            282: [20, '2024-01-11', 'aborted'],
            283: [20, '2023-06-17', 'completed'],
            284: [20, '2023-12-05', 'planned'],
            285: [21, '2023-06-27', 'en_route'],
            286: [21, '2024-11-20', 'completed'],
            287: [21, '2023-11-06', 'en_route'],
            288: [22, '2023-03-19', 'en_route'],
            289: [22, '2023-07-06', 'planned'],
            290: [23, '2023-05-11', 'en_route'],
            291: [23, '2024-03-21', 'en_route'],
            292: [23, '2023-12-29', 'completed'],
            293: [24, '2023-12-23', 'planned'],
            294: [24, '2024-07-15', 'aborted'],
            295: [25, '2024-10-26', 'completed'],
            296: [25, '2023-05-16', 'planned'],
            297: [25, '2023-02-14', 'en_route'],
            298: [26, '2023-08-04', 'completed'],
            299: [26, '2023-03-26', 'completed'],
            300: [27, '2024-02-21', 'planned'],
            301: [28, '2023-10-31', 'planned'],
            302: [28, '2023-05-07', 'en_route'],
            303: [28, '2023-05-10', 'planned'],
            304: [29, '2023-10-19', 'aborted'],
            305: [29, '2023-06-20', 'en_route'],
            306: [30, '2024-03-22', 'planned'],
            307: [30, '2023-07-20', 'planned'],
            308: [30, '2024-02-16', 'aborted'],
            309: [31, '2023-09-23', 'completed'],
            310: [32, '2024-11-01', 'completed'],
            311: [32, '2023-07-03', 'completed'],
            312: [32, '2023-08-31', 'completed'],
            313: [33, '2023-08-26', 'completed'],
            314: [33, '2023-06-20', 'aborted'],
            315: [33, '2024-10-16', 'aborted'],
            316: [33, '2023-01-23', 'planned'],
            317: [34, '2024-08-23', 'en_route'],
            318: [35, '2024-01-14', 'completed'],
            319: [36, '2024-05-06', 'planned'],
            320: [36, '2024-08-01', 'planned'],
            321: [36, '2024-06-16', 'completed'],
            322: [37, '2023-04-05', 'en_route'],
            323: [39, '2024-10-26', 'aborted'],
            324: [40, '2024-03-01', 'planned'],
            325: [41, '2023-08-26', 'completed'],
            326: [43, '2023-11-26', 'planned'],
            327: [43, '2024-04-29', 'completed'],
            328: [43, '2024-09-12', 'aborted'],
            329: [43, '2023-07-19', 'en_route'],
            330: [45, '2023-05-26', 'en_route'],
            331: [45, '2024-02-06', 'completed'],
            332: [45, '2023-12-13', 'planned'],
            333: [45, '2023-05-03', 'completed'],
            334: [47, '2024-11-20', 'en_route'],
            335: [47, '2023-11-30', 'en_route'],
            336: [47, '2023-03-10', 'en_route'],
            337: [47, '2024-05-22', 'planned'],
            338: [35, '2024-04-16', 'en_route'],
            339: [27, '2024-02-10', 'completed'],
            340: [27, '2023-10-06', 'planned'],
            341: [20, '2024-06-14', 'aborted'],
            342: [20, '2023-04-20', 'planned']},
 'c_sql': 'SELECT id, driver_id AS p, started_on::text AS d, status::text AS st FROM fleet.trips',
 'constraints': [['fleet.drivers', 'p', ['id'], None, []],
                 ['fleet.trips', 'p', ['id'], None, []],
                 ['fleet.fuel_fills', 'p', ['id'], None, []],
                 ['fleet.driver_licences', 'p', ['id'], None, []],
                 ['fleet.trips', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.fuel_fills', 'f', ['trip_id'], 'fleet.trips', ['id']],
                 ['fleet.driver_licences', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.depots', 'p', ['id'], None, []],
                 ['fleet.drivers', 'f', ['depot_id'], 'fleet.depots', ['id']]],
 'db': 'fleetdb',
 'dropped': ['drivers.depot'],
 'email': 'email',
 'fn_calls': {17: '0',
              18: '0',
              19: '0.00',
              21: '429.40',
              26: '441.00',
              29: '433.11',
              30: '299.00',
              34: '0.00',
              36: '457.07',
              39: '0',
              40: '0.00',
              41: '131.99',
              42: None},
 'func': 'driver_fuel_spend',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (352, 31, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (352, 31, '2024-06-01', "
                 "'planned');",
 'l_rows': {3245: [279, 'ST-2036', 74, '1.92', None],
            3246: [279, 'ST-2268', 47, '2.16', '4.74'],
            3247: [279, 'ST-6683', 10, '1.79', None],
            3248: [281, 'ST-5517', 26, '1.39', '2.57'],
            3249: [281, 'ST-5685', 59, '1.74', None],
            3250: [281, 'ST-1336', 47, '1.70', None],
            3251: [281, 'ST-3003', 63, '1.63', '2.69'],
            3252: [282, 'ST-9371', 42, '2.02', None],
            3253: [282, 'ST-2668', 41, '1.48', None],
            3254: [282, 'ST-4668', 72, '1.59', None],
            3255: [282, 'ST-6907', 34, '2.12', '1.62'],
            3256: [283, 'ST-3899', 69, '1.51', None],
            3257: [283, 'ST-4918', 35, '2.18', '1.98'],
            3258: [285, 'ST-7292', 46, '1.73', None],
            3259: [286, 'ST-6172', 23, '1.75', None],
            3260: [286, 'ST-7677', 12, '2.16', None],
            3261: [287, 'ST-3257', 77, '1.47', None],
            3262: [287, 'ST-3645', 2, '1.96', '0.22'],
            3263: [287, 'ST-4237', 54, '1.76', None],
            3264: [287, 'ST-5828', 44, '1.63', None],
            3265: [288, 'ST-248', 57, '1.39', None],
            3266: [288, 'ST-4225', 78, '1.71', None],
            3267: [288, 'ST-1109', 28, '1.97', '3.45'],
            3268: [288, 'ST-9778', 60, '2.19', '8.75'],
            3269: [289, 'ST-2400', 72, '1.59', None],
            3270: [290, 'ST-493', 16, '2.17', '2.19'],
            3271: [290, 'ST-8701', 20, '1.83', '1.28'],
            3272: [290, 'ST-2738', 37, '1.45', None],
            3273: [292, 'ST-2780', 64, '1.88', None],
            3274: [293, 'ST-8815', 42, '1.52', None],
            3275: [294, 'ST-7113', 45, '1.72', '2.21'],
            3276: [294, 'ST-1360', 34, '2.15', '5.2'],
            3277: [294, 'ST-489', 26, '1.66', None],
            3278: [294, 'ST-6858', 26, '2.19', '5.34'],
            3279: [295, 'ST-3037', 5, '1.49', None],
            3280: [295, 'ST-7119', 38, '1.94', '3.63'],
            3281: [295, 'ST-5307', 22, '1.89', None],
            3282: [297, 'ST-1461', 2, '2.19', '0.15'],
            3283: [297, 'ST-4629', 24, '1.69', None],
            3284: [297, 'ST-069', 54, '2.14', None],
            3285: [297, 'ST-2581', 72, '1.95', '1.54'],
            3286: [298, 'ST-6710', 57, '1.70', '0.08'],
            3287: [298, 'ST-1136', 63, '1.51', '9.08'],
            3288: [299, 'ST-3656', 75, '1.85', '12.7'],
            3289: [299, 'ST-5016', 78, '1.72', '2.08'],
            3290: [300, 'ST-6414', 24, '1.79', '2.9'],
            3291: [301, 'ST-9692', 74, '2.18', '5.05'],
            3292: [302, 'ST-9478', 28, '2.00', None],
            3293: [303, 'ST-5119', 30, '1.63', None],
            3294: [303, 'ST-8702', 34, '1.65', None],
            3295: [303, 'ST-3518', 7, '1.52', '0.9'],
            3296: [303, 'ST-5075', 43, '1.68', '0.96'],
            3297: [304, 'ST-9426', 23, '1.71', '3.46'],
            3298: [305, 'ST-2208', 54, '2.14', '5.52'],
            3299: [305, 'ST-1675', 61, '2.18', None],
            3300: [305, 'ST-4609', 67, '2.17', '10.38'],
            3301: [305, 'ST-102', 27, '2.04', None],
            3302: [306, 'ST-1230', 30, '2.15', '5.48'],
            3303: [306, 'ST-7179', 13, '1.44', '1.2'],
            3304: [307, 'ST-2449', 16, '2.02', '1.82'],
            3305: [307, 'ST-2946', 21, '2.02', None],
            3306: [307, 'ST-6980', 50, '1.66', '2.63'],
            3307: [307, 'ST-7159', 40, '1.77', '1.63'],
            3308: [308, 'ST-3795', 69, '1.67', '8.03'],
            3309: [308, 'ST-9057', 58, '1.41', None],
            3310: [309, 'ST-367', 68, '2.15', None],
            3311: [309, 'ST-5584', 27, '1.49', None],
            3312: [309, 'ST-1588', 15, '1.52', None],
            3313: [310, 'ST-2515', 51, '1.88', '0.39'],
            3314: [310, 'ST-6332', 40, '1.65', None],
            3315: [311, 'ST-6504', 32, '1.95', None],
            3316: [311, 'ST-3677', 24, '1.42', '1.52'],
            3317: [311, 'ST-5378', 47, '1.93', '3.17'],
            3318: [311, 'ST-7327', 13, '2.06', None],
            3319: [312, 'ST-2270', 26, '1.72', '0.59'],
            3320: [312, 'ST-4129', 49, '1.58', '3.59'],
            3321: [312, 'ST-4459', 48, '2.05', '0.34'],
            3322: [312, 'ST-6683', 68, '2.04', '2.35'],
            3323: [313, 'ST-9880', 62, '2.17', '2.12'],
            3324: [314, 'ST-6580', 14, '1.99', '0.68'],
            3325: [314, 'ST-5848', 60, '1.87', '2.57'],
            3326: [314, 'ST-3562', 14, '1.39', '1.31'],
            3327: [314, 'ST-2317', 38, '1.86', '6.04'],
            3328: [315, 'ST-267', 17, '1.94', '1.15'],
            3329: [315, 'ST-6512', 34, '1.80', '5.13'],
            3330: [315, 'ST-2578', 5, '2.09', '0.75'],
            3331: [318, 'ST-2642', 2, '1.67', None],
            3332: [318, 'ST-4848', 46, '1.83', None],
            3333: [318, 'ST-4479', 11, '1.49', None],
            3334: [319, 'ST-6823', 24, '1.52', None],
            3335: [319, 'ST-3678', 12, '1.78', '1.27'],
            3336: [320, 'ST-8709', 57, '1.60', '0.81'],
            3337: [321, 'ST-5136', 26, '2.05', '1.8'],
            3338: [321, 'ST-448', 79, '1.65', '5.3'],
            3339: [321, 'ST-573', 29, '1.79', None],
            3340: [321, 'ST-018', 44, '2.03', '7.67'],
            3341: [322, 'ST-592', 57, '1.43', '2.63'],
            3342: [323, 'ST-3267', 65, '1.76', '7.26'],
            3343: [323, 'ST-7843', 24, '1.80', None],
            3344: [323, 'ST-6893', 13, '1.45', '1.15'],
            3345: [323, 'ST-8100', 32, '1.71', None],
            3346: [325, 'ST-7985', 8, '2.00', None],
            3347: [325, 'ST-2524', 3, '1.54', '0.19'],
            3348: [325, 'ST-735', 54, '1.89', '7.31'],
            3349: [325, 'ST-6200', 10, '1.71', '0.29'],
            3350: [326, 'ST-8148', 61, '2.10', '9.98'],
            3351: [326, 'ST-573', 9, '1.51', '0.23'],
            3352: [326, 'ST-8890', 78, '1.60', '0.5'],
            3353: [326, 'ST-8346', 79, '1.78', None],
            3354: [327, 'ST-7114', 62, '1.50', '5.61'],
            3355: [327, 'ST-1204', 79, '1.97', None],
            3356: [327, 'ST-8704', 71, '2.08', '0.66'],
            3357: [328, 'ST-3021', 36, '1.80', '3.88'],
            3358: [328, 'ST-9697', 65, '2.18', '8.53'],
            3359: [329, 'ST-1377', 80, '1.93', '3.35'],
            3360: [329, 'ST-4720', 24, '1.79', '3.03'],
            3361: [331, 'ST-5068', 16, '1.57', None],
            3362: [331, 'ST-9172', 9, '1.85', '1.12'],
            3363: [331, 'ST-2613', 50, '1.93', None],
            3364: [331, 'ST-7076', 14, '1.50', None],
            3365: [333, 'ST-3541', 8, '1.79', '0.39'],
            3366: [333, 'ST-1465', 16, '1.59', '2.32'],
            3367: [333, 'ST-8358', 19, '1.64', None],
            3368: [333, 'ST-8336', 6, '1.58', None],
            3369: [334, 'ST-9595', 15, '2.12', None],
            3370: [335, 'ST-2295', 60, '1.55', None],
            3371: [336, 'ST-7105', 28, '1.75', '4.88'],
            3372: [336, 'ST-2822', 15, '1.51', '1.06'],
            3373: [336, 'ST-4170', 55, '1.85', None],
            3374: [336, 'ST-7871', 22, '1.91', '3.91'],
            3375: [337, 'ST-5562', 58, '2.07', None],
            3376: [337, 'ST-8390', 32, '1.98', None],
            3377: [337, 'ST-9694', 74, '2.02', None],
            3378: [338, 'ST-5223', 33, '1.83', '2.66'],
            3379: [339, 'ST-9884', 62, '1.89', None],
            3380: [339, 'ST-1946', 42, '1.95', '0.58'],
            3381: [339, 'ST-8026', 61, '1.84', '0.88'],
            3382: [339, 'ST-7088', 67, '1.94', '9.22'],
            3383: [340, 'ST-5876', 13, '1.46', None],
            3384: [341, 'ST-1149', 14, '2.10', '1.23'],
            3385: [341, 'ST-4769', 48, '1.40', None],
            3386: [341, 'ST-2633', 7, '1.45', '0.31'],
            3387: [342, 'ST-2438', 25, '1.81', '0.86'],
            3388: [342, 'ST-068', 6, '1.98', None],
            3389: [342, 'ST-5584', 10, '1.89', None],
            3390: [315, 'ST-9626', 76, '1.81', None],
            3391: [295, 'ST-1753', 74, '1.76', None]},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'log': 'trip_status_log',
 'log_dml': 'UPDATE fleet.trips SET status = status WHERE id = 310;\n'
            'UPDATE fleet.trips SET status = NULL WHERE id = 319;\n'
            "UPDATE fleet.trips SET status = 'aborted' WHERE id = 319;\n"
            "UPDATE fleet.trips SET status = 'aborted' WHERE id IN (336, 286);\n"
            'UPDATE fleet.trips SET started_on = started_on WHERE id = 324;',
 'log_rows': [[319, 'planned', None],
              [319, None, 'aborted'],
              [336, 'en_route', 'aborted'],
              [286, 'completed', 'aborted']],
 'lookup': 'depots',
 'lookup_names': ['airport road', 'east ring', 'harbour gate', 'mill lane', 'north yard', 'south basin', 'west quay'],
 'migration': '/srv/migrations/0063_cleanup.sql',
 'missing_p': 42,
 'new_id': 352,
 'new_p': 31,
 'p1': 'driver',
 'p_cols': ['id', 'full_name', 'email', 'depot_id'],
 'p_region': {17: 'mill lane',
              18: 'north yard',
              19: 'south basin',
              20: 'mill lane',
              21: 'north yard',
              22: 'north yard',
              23: 'north yard',
              24: 'east ring',
              25: 'mill lane',
              26: None,
              27: 'harbour gate',
              28: 'airport road',
              29: 'north yard',
              30: 'airport road',
              31: 'east ring',
              32: 'north yard',
              33: 'harbour gate',
              34: 'airport road',
              35: 'east ring',
              36: None,
              37: 'harbour gate',
              38: 'north yard',
              39: 'south basin',
              40: 'north yard',
              41: 'harbour gate',
              43: 'harbour gate',
              45: 'harbour gate',
              47: 'west quay'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM fleet.drivers p LEFT JOIN fleet.depots k ON k.id = p.depot_id',
 'p_rows': {17: ['Olu Ivanova', 'olu.ivanova@inbox.test'],
            18: ['Kaia Dimitrov', 'kaia.dimitrov@mail.test'],
            19: ['Femi Abbott', 'femi.abbott@mail.test'],
            20: ['Uzma Rossi', 'uzma.rossi@post.example'],
            21: ['Elena Sato', 'elena.sato@inbox.test'],
            22: ['Dev Okafor', 'dev.okafor@mail.test'],
            23: ['Zora Brandt', 'zora.brandt@mail.test'],
            24: ['Nils Eriksen', 'nils.eriksen@example.com'],
            25: ['Hiro Okafor', 'hiro.okafor@post.example'],
            26: ['Hiro Brandt', 'hiro.brandt@inbox.test'],
            27: ['Jonas Eriksen', 'jonas.eriksen@inbox.test'],
            28: ['Olu Jensen', 'olu.jensen@example.com'],
            29: ['Yusuf Abbott', 'yusuf.abbott@example.com'],
            30: ['Ada Abbott', 'ada.abbott@example.com'],
            31: ['Kaia Fofana', 'kaia.fofana@example.com'],
            32: ['Luis Ivanova', 'luis.ivanova@example.com'],
            33: ['Mira Dimitrov', 'mira.dimitrov@inbox.test'],
            34: ['Mira Haddad', 'mira.haddad@inbox.test'],
            35: ['Olu Sato', 'olu.sato@post.example'],
            36: ['Uzma Gallo', 'uzma.gallo@post.example'],
            37: ['Greta Okafor', 'greta.okafor@inbox.test'],
            38: ['Femi Fofana', 'femi.fofana@example.com'],
            39: ['Nils Brandt', 'nils.brandt@post.example'],
            40: ['Yusuf Brandt', 'yusuf.brandt@post.example'],
            41: ['Elena Ivanova', 'elena.ivanova@mail.test'],
            43: ['Jonas Brandt', 'jonas.brandt@post.example'],
            45: ['Kaia Haddad', 'kaia.haddad@post.example'],
            47: ['Mira Jensen', 'mira.jensen@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (38, 'Femi Fofana', 'femi.fofana@example.com', 'North Yard'),\n"
                    "    (39, 'Nils Brandt', 'nils.brandt@post.example', ' South Basin'),\n"
                    "    (40, 'Yusuf Brandt', 'yusuf.brandt@post.example', 'north  yard'),\n"
                    "    (41, 'Elena Ivanova', 'elena.ivanova@mail.test', 'HARBOUR GATE'),\n"
                    "    (43, 'Jonas Brandt', 'jonas.brandt@post.example', ' Harbour Gate'),\n"
                    "    (45, 'Kaia Haddad', 'kaia.haddad@post.example', ' Harbour Gate'),\n"
                    "    (47, 'Mira Jensen', 'mira.jensen@example.com', 'WEST QUAY');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (323, 39, '2024-10-26', 'aborted'),\n"
                    "    (324, 40, '2024-03-01', 'planned'),\n"
                    "    (325, 41, '2023-08-26', 'completed'),\n"
                    "    (326, 43, '2023-11-26', 'planned'),\n"
                    "    (327, 43, '2024-04-29', 'completed'),\n"
                    "    (328, 43, '2024-09-12', 'aborted'),\n"
                    "    (329, 43, '2023-07-19', 'en_route'),\n"
                    "    (330, 45, '2023-05-26', 'en_route'),\n"
                    "    (331, 45, '2024-02-06', 'completed'),\n"
                    "    (332, 45, '2023-12-13', 'planned'),\n"
                    "    (333, 45, '2023-05-03', 'completed'),\n"
                    "    (334, 47, '2024-11-20', 'en_route'),\n"
                    "    (335, 47, '2023-11-30', 'en_route'),\n"
                    "    (336, 47, '2023-03-10', 'en_route'),\n"
                    "    (337, 47, '2024-05-22', 'planned'),\n"
                    "    (338, 35, '2024-04-16', 'en_route'),\n"
                    "    (339, 27, '2024-02-10', 'completed'),\n"
                    "    (340, 27, '2023-10-06', 'planned'),\n"
                    "    (341, 20, '2024-06-14', 'aborted'),\n"
                    "    (342, 20, '2023-04-20', 'planned');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (3342, 323, 'ST-3267', 65, 1.76, 7.26),\n"
                    "    (3343, 323, 'ST-7843', 24, 1.8, NULL),\n"
                    "    (3344, 323, 'ST-6893', 13, 1.45, 1.15),\n"
                    "    (3345, 323, 'ST-8100', 32, 1.71, NULL),\n"
                    "    (3346, 325, 'ST-7985', 8, 2, NULL),\n"
                    "    (3347, 325, 'ST-2524', 3, 1.54, 0.19),\n"
                    "    (3348, 325, 'ST-735', 54, 1.89, 7.31),\n"
                    "    (3349, 325, 'ST-6200', 10, 1.71, 0.29),\n"
                    "    (3350, 326, 'ST-8148', 61, 2.1, 9.98),\n"
                    "    (3351, 326, 'ST-573', 9, 1.51, 0.23),\n"
                    "    (3352, 326, 'ST-8890', 78, 1.6, 0.5),\n"
                    "    (3353, 326, 'ST-8346', 79, 1.78, NULL),\n"
                    "    (3354, 327, 'ST-7114', 62, 1.5, 5.61),\n"
                    "    (3355, 327, 'ST-1204', 79, 1.97, NULL),\n"
                    "    (3356, 327, 'ST-8704', 71, 2.08, 0.66),\n"
                    "    (3357, 328, 'ST-3021', 36, 1.8, 3.88),\n"
                    "    (3358, 328, 'ST-9697', 65, 2.18, 8.53),\n"
                    "    (3359, 329, 'ST-1377', 80, 1.93, 3.35),\n"
                    "    (3360, 329, 'ST-4720', 24, 1.79, 3.03),\n"
                    "    (3361, 331, 'ST-5068', 16, 1.57, NULL),\n"
                    "    (3362, 331, 'ST-9172', 9, 1.85, 1.12),\n"
                    "    (3363, 331, 'ST-2613', 50, 1.93, NULL),\n"
                    "    (3364, 331, 'ST-7076', 14, 1.5, NULL),\n"
                    "    (3365, 333, 'ST-3541', 8, 1.79, 0.39),\n"
                    "    (3366, 333, 'ST-1465', 16, 1.59, 2.32),\n"
                    "    (3367, 333, 'ST-8358', 19, 1.64, NULL),\n"
                    "    (3368, 333, 'ST-8336', 6, 1.58, NULL),\n"
                    "    (3369, 334, 'ST-9595', 15, 2.12, NULL),\n"
                    "    (3370, 335, 'ST-2295', 60, 1.55, NULL),\n"
                    "    (3371, 336, 'ST-7105', 28, 1.75, 4.88),\n"
                    "    (3372, 336, 'ST-2822', 15, 1.51, 1.06),\n"
                    "    (3373, 336, 'ST-4170', 55, 1.85, NULL),\n"
                    "    (3374, 336, 'ST-7871', 22, 1.91, 3.91),\n"
                    "    (3375, 337, 'ST-5562', 58, 2.07, NULL),\n"
                    "    (3376, 337, 'ST-8390', 32, 1.98, NULL),\n"
                    "    (3377, 337, 'ST-9694', 74, 2.02, NULL),\n"
                    "    (3378, 338, 'ST-5223', 33, 1.83, 2.66),\n"
                    "    (3379, 339, 'ST-9884', 62, 1.89, NULL),\n"
                    "    (3380, 339, 'ST-1946', 42, 1.95, 0.58),\n"
                    "    (3381, 339, 'ST-8026', 61, 1.84, 0.88),\n"
                    "    (3382, 339, 'ST-7088', 67, 1.94, 9.22),\n"
                    "    (3383, 340, 'ST-5876', 13, 1.46, NULL),\n"
                    "    (3384, 341, 'ST-1149', 14, 2.1, 1.23),\n"
                    "    (3385, 341, 'ST-4769', 48, 1.4, NULL),\n"
                    "    (3386, 341, 'ST-2633', 7, 1.45, 0.31),\n"
                    "    (3387, 342, 'ST-2438', 25, 1.81, 0.86),\n"
                    "    (3388, 342, 'ST-068', 6, 1.98, NULL),\n"
                    "    (3389, 342, 'ST-5584', 10, 1.89, NULL),\n"
                    "    (3390, 315, 'ST-9626', 76, 1.81, NULL),\n"
                    "    (3391, 295, 'ST-1753', 74, 1.76, NULL);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (19, 39, '6ec7328ffa4b18a5'),\n"
                    "    (20, 40, 'fb36ce61f14a54bc'),\n"
                    "    (21, 45, '27badb440a621acd');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
 'readable': ['trips', 'fuel_fills', 'depots', 'trip_status_log'],
 'region': 'depot',
 'report': 'fleet_report',
 'rerun': True,
 'reset_sql': 'DROP DATABASE IF EXISTS fleetdb WITH (FORCE);\n'
              'CREATE DATABASE fleetdb TEMPLATE fleetdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('fleet_app', 'fleet_report') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE fleet_app RESET ALL;\n'
              'ALTER ROLE fleet_report RESET ALL;\n'
              'ALTER ROLE fleet_app SET search_path = fleet, public;\n',
 's': 'fleet',
 's_rows': {7: [17, '5ab5934c46d69481'],
            8: [18, 'b39357fe7ee3a7f7'],
            9: [19, '29f647de41faf949'],
            10: [22, 'ce43d4aa939d7bec'],
            11: [23, '32f934a842e0e7d7'],
            12: [27, '62539c96e9934c1d'],
            13: [30, 'c7b02f11e347f1f5'],
            14: [31, '2d1d013a1cdacd07'],
            15: [32, '3f4d1ab045375710'],
            16: [34, '1313764184eab8fb'],
            17: [35, 'c1c66901744c92e2'],
            18: [37, 'b8b094f1c5c56517'],
            19: [39, '6ec7328ffa4b18a5'],
            20: [40, 'fb36ce61f14a54bc'],
            21: [45, '27badb440a621acd']},
 's_sql': 'SELECT id, driver_id AS p, licence_no AS v FROM fleet.driver_licences',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'fleet'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', "
                 "'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'fleet'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind "
                 "IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'fleet'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'fleet'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'fleet'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'fleet'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'fleet'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'fleet'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'fleet'::regnamespace\n",
 'status': 'status',
 'statuses': ['planned', 'en_route', 'completed', 'aborted'],
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences', 'depots', 'trip_status_log'],
 'total': 'fuel_cost',
 'totals': {279: '256.76',
            280: '0.00',
            281: '316.13',
            282: '330.46',
            283: '178.51',
            284: '0.00',
            285: '79.58',
            286: '66.17',
            287: '283.65',
            288: '386.97',
            289: '114.48',
            290: '121.50',
            291: '0.00',
            292: '120.32',
            293: '63.84',
            294: '237.85',
            295: '249.36',
            296: '0.00',
            297: '299.21',
            298: '182.87',
            299: '258.13',
            300: '40.06',
            301: '156.27',
            302: '56.00',
            303: '186.02',
            304: '35.87',
            305: '433.11',
            306: '76.54',
            307: '222.46',
            308: '188.98',
            309: '209.23',
            310: '161.49',
            311: '209.28',
            312: '352.39',
            313: '132.42',
            314: '219.60',
            315: '235.16',
            316: '0.00',
            317: '0.00',
            318: '103.91',
            319: '56.57',
            320: '90.39',
            321: '310.11',
            322: '78.88',
            323: '222.76',
            324: '0.00',
            325: '131.99',
            326: '396.40',
            327: '390.04',
            328: '194.09',
            329: '190.98',
            330: '0.00',
            331: '158.15',
            332: '0.00',
            333: '77.69',
            334: '31.80',
            335: '93.00',
            336: '205.57',
            337: '332.90',
            338: '57.73',
            339: '430.62',
            340: '18.98',
            341: '105.21',
            342: '75.17'},
 'types': {'depots.name': ['text', True],
           'drivers.depot_id': ['integer', False],
           'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
           'trip_status_log.new_status': ['text', False],
           'trip_status_log.old_status': ['text', False],
           'trips.driver_id': ['integer', True],
           'trips.fuel_cost': ['numeric(12,2)', True],
           'trips.started_on': ['date', False],
           'trips.status': ['text', False]}}

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


def test_total_backfilled():
    _state()
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT id, %s AS v FROM %s.%s" % (T["total"], T["s"], T["C"]))}
    _diff(got, {k: _dec(v) for k, v in T["totals"].items()}, T["C"] + "." + T["total"])


def test_total_defaults_to_zero():
    _state()
    got = in_tx(T["insert_event"], "SELECT %s AS v FROM %s.%s WHERE id = %d" % (T["total"], T["s"], T["C"], T["new_id"]))
    assert got and _dec(got[0]["v"]) == 0, "a new %s without lines gets %s, expected 0" % (T["c1"], got)


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
