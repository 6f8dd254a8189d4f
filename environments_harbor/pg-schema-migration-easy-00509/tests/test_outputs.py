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
 'c_rows': {403: [39, '2024-06-17', 'aborted'],
            404: [40, '2023-05-22', 'completed'],
            405: [41, '2024-01-27', 'planned'],
            406: [41, '2024-08-28', 'completed'],
            407: [42, '2024-10-01', 'planned'],
            408: [42, '2023-07-24', 'en_route'],
            409: [42, '2023-08-31', 'completed'],
            410: [42, '2024-08-25', 'completed'],
            411: [43, '2024-06-22', 'completed'],
            412: [44, '2023-04-28', 'en_route'],
            413: [44, '2024-02-11', 'en_route'],
            414: [44, '2024-09-01', 'completed'],
            415: [45, '2024-10-22', 'planned'],
            416: [45, '2023-09-14', 'completed'],
            417: [45, '2023-04-23', 'en_route'],
            418: [45, '2023-03-17', 'en_route'],
            419: [47, '2023-07-03', 'completed'],
            420: [47, '2024-04-21', 'planned'],
            421: [48, '2023-06-11', 'planned'],
            422: [48, '2024-02-14', 'aborted'],
            423: [49, '2024-10-13', 'completed'],
            424: [49, '2024-04-16', 'planned'],
            425: [50, '2023-03-23', 'en_route'],
            426: [50, '2023-10-27', 'en_route'],
            427: [51, '2024-01-14', 'planned'],
            428: [51, '2023-03-29', 'completed'],
            429: [51, '2024-01-08', 'planned'],
            430: [51, '2024-04-30', 'completed'],
            431: [52, '2024-08-13', 'en_route'],
            432: [52, '2024-02-13', 'en_route'],
            433: [53, '2024-02-09', 'completed'],
            434: [53, '2024-07-12', 'completed'],
            435: [54, '2023-10-26', 'planned'],
            436: [54, '2023-01-30', 'completed'],
            437: [54, '2023-12-25', 'aborted'],
            438: [54, '2023-08-27', 'completed'],
            439: [55, '2023-09-08', 'en_route'],
            440: [55, '2024-06-19', 'en_route'],
            441: [55, '2023-02-04', 'completed'],
            442: [56, '2023-03-19', 'planned'],
            443: [58, '2024-04-17', 'completed'],
            444: [58, '2024-07-24', 'completed'],
            445: [58, '2024-04-14', 'planned'],
            446: [59, '2024-03-19', 'en_route'],
            447: [59, '2023-04-22', 'en_route'],
            448: [60, '2024-04-08', 'en_route'],
            449: [61, '2023-05-04', 'planned'],
            450: [61, '2024-02-19', 'completed'],
            451: [61, '2023-10-25', 'planned'],
            452: [61, '2023-01-23', 'completed'],
            453: [63, '2023-03-21', 'en_route'],
            454: [63, '2023-06-24', 'en_route'],
            455: [65, '2024-08-08', 'completed'],
            456: [66, '2023-02-14', 'completed'],
            457: [67, '2023-03-20', 'en_route'],
            458: [67, '2023-04-12', 'completed'],
            459: [67, '2024-04-01', 'en_route'],
            460: [67, '2024-07-06', 'completed'],
            463: [70, '2023-11-17', 'aborted'],
            464: [70, '2024-05-23', 'aborted'],
            465: [71, '2024-09-02', 'completed'],
            466: [72, '2024-04-26', 'planned'],
            467: [72, '2023-03-23', 'planned'],
            468: [72, '2024-01-04', 'planned'],
            469: [72, '2023-10-15', 'en_route'],
            470: [73, '2024-04-06', 'completed'],
            471: [73, '2024-05-05', 'completed'],
            472: [73, '2024-06-12', 'en_route'],
            473: [74, '2024-04-11', 'en_route'],
            474: [76, '2024-01-04', 'completed'],
            475: [76, '2023-11-03', 'en_route'],
            476: [58, '2023-09-15', 'completed'],
            477: [45, '2023-07-29', 'en_route'],
            478: [45, '2024-11-22', 'completed'],
            479: [41, '2023-01-05', 'completed'],
            480: [41, '2023-07-29', 'completed'],
            481: [41, '2024-07-22', 'completed'],
            482: [41, '2023-03-27', 'completed']},
 'c_sql': 'SELECT id, driver_id AS p, started_on::text AS d, status::text AS st FROM fleet.trips',
 'constraints': [['fleet.drivers', 'p', ['id'], None, []],
                 ['fleet.trips', 'p', ['id'], None, []],
                 ['fleet.fuel_fills', 'p', ['id'], None, []],
                 ['fleet.driver_licences', 'p', ['id'], None, []],
                 ['fleet.trips', 'f', ['driver_id'], 'fleet.drivers', ['id']],
                 ['fleet.fuel_fills', 'f', ['trip_id'], 'fleet.trips', ['id']],
                 ['fleet.driver_licences', 'f', ['driver_id'], 'fleet.drivers', ['id']]],
 'db': 'fleetdb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['lower(email)'],
 'index_table': 'drivers',
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (493, 55, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (493, 55, '2024-06-01', "
                 "'planned');",
 'l_rows': {2362: [405, 'ST-8386', 17, '1.43', '0.33'],
            2363: [406, 'ST-5535', 36, '1.59', '0.49'],
            2364: [406, 'ST-4945', 77, '1.59', None],
            2365: [406, 'ST-8209', 7, '1.84', None],
            2366: [408, 'ST-090', 3, '1.46', None],
            2367: [409, 'ST-9503', 1, '1.99', '0.08'],
            2368: [409, 'ST-2921', 28, '1.73', None],
            2369: [409, 'ST-6986', 51, '1.98', '0.29'],
            2370: [409, 'ST-400', 5, '1.51', '0.3'],
            2371: [410, 'ST-8156', 57, '1.45', '3.41'],
            2372: [410, 'ST-4063', 75, '1.39', None],
            2373: [410, 'ST-9622', 57, '1.61', None],
            2374: [411, 'ST-5906', 13, '2.14', None],
            2375: [411, 'ST-1470', 38, '1.96', '1.18'],
            2376: [411, 'ST-5257', 21, '2.16', None],
            2377: [411, 'ST-893', 14, '1.50', None],
            2378: [412, 'ST-8473', 61, '1.60', None],
            2379: [412, 'ST-4849', 59, '1.72', None],
            2380: [412, 'ST-9546', 65, '1.42', None],
            2381: [414, 'ST-6181', 80, '1.55', '8.04'],
            2382: [415, 'ST-8515', 80, '1.41', '3.62'],
            2383: [415, 'ST-3002', 74, '1.41', '4.41'],
            2384: [415, 'ST-7685', 73, '1.84', None],
            2385: [416, 'ST-3268', 78, '1.68', None],
            2386: [416, 'ST-7590', 17, '1.44', '0.51'],
            2387: [416, 'ST-3122', 59, '2.16', '5.06'],
            2388: [417, 'ST-3908', 5, '1.47', None],
            2389: [417, 'ST-9460', 53, '1.47', '6.44'],
            2390: [417, 'ST-1386', 21, '1.57', '0.67'],
            2391: [417, 'ST-1697', 28, '2.06', None],
            2392: [418, 'ST-7285', 8, '2.13', '1.55'],
            2393: [419, 'ST-1031', 61, '1.82', None],
            2394: [420, 'ST-7102', 15, '1.68', None],
            2395: [420, 'ST-8786', 54, '1.87', '8.82'],
            2396: [420, 'ST-6575', 58, '1.60', None],
            2397: [421, 'ST-8533', 67, '1.78', None],
            2398: [421, 'ST-2623', 29, '2.00', None],
            2399: [421, 'ST-8648', 48, '2.08', '6.74'],
            2400: [421, 'ST-5287', 37, '1.63', '0.52'],
            2401: [422, 'ST-9852', 62, '2.06', '3.34'],
            2402: [422, 'ST-211', 47, '1.59', None],
            2403: [422, 'ST-2922', 39, '1.51', None],
            2404: [422, 'ST-2242', 59, '1.83', '6.29'],
            2405: [424, 'ST-8403', 39, '1.83', None],
            2406: [424, 'ST-2786', 34, '1.92', None],
            2407: [425, 'ST-4822', 51, '2.08', None],
            2408: [426, 'ST-6189', 68, '1.96', '5.06'],
            2409: [428, 'ST-3555', 76, '2.14', None],
            2410: [428, 'ST-2076', 36, '1.77', '1.52'],
            2411: [428, 'ST-7149', 24, '1.75', None],
            2412: [428, 'ST-2747', 62, '2.16', '11.05'],
            2413: [430, 'ST-9459', 68, '1.42', '5.39'],
            2414: [430, 'ST-1128', 33, '1.82', '5.24'],
            2415: [430, 'ST-8532', 26, '1.92', None],
            2416: [430, 'ST-4150', 20, '1.72', '0.47'],
            2417: [431, 'ST-3088', 28, '1.53', '3.76'],
            2418: [431, 'ST-1482', 55, '1.62', None],
            2419: [431, 'ST-9407', 62, '1.39', None],
            2420: [431, 'ST-5278', 80, '1.64', '0.81'],
            2421: [432, 'ST-8873', 58, '1.69', '8.95'],
            2422: [432, 'ST-901', 67, '1.72', '0.3'],
            2423: [433, 'ST-7674', 44, '1.71', None],
            2424: [433, 'ST-1443', 46, '1.69', None],
            2425: [434, 'ST-5259', 20, '1.42', None],
            2426: [434, 'ST-8632', 25, '1.89', None],
            2427: [434, 'ST-5565', 59, '1.85', None],
            2428: [435, 'ST-8634', 49, '2.10', '9.47'],
            2429: [435, 'ST-4724', 2, '1.67', '0.01'],
            2430: [435, 'ST-1262', 76, '1.84', None],
            2431: [436, 'ST-4752', 53, '1.63', None],
            2432: [437, 'ST-8398', 30, '1.50', '0.68'],
            2433: [437, 'ST-290', 6, '1.59', None],
            2434: [438, 'ST-6963', 68, '1.41', '4.3'],
            2435: [438, 'ST-2304', 67, '1.73', '2.52'],
            2436: [438, 'ST-6597', 9, '1.57', None],
            2437: [438, 'ST-6210', 54, '1.94', '8.21'],
            2438: [439, 'ST-1947', 59, '1.84', '0.61'],
            2439: [440, 'ST-4217', 10, '1.43', '0.1'],
            2440: [441, 'ST-1459', 8, '1.99', '0.06'],
            2441: [441, 'ST-6259', 51, '1.96', None],
            2442: [441, 'ST-5057', 7, '1.74', None],
            2443: [442, 'ST-5304', 45, '1.70', None],
            2444: [443, 'ST-8579', 37, '1.55', None],
            2445: [443, 'ST-8193', 14, '1.59', '1.75'],
            2446: [443, 'ST-1697', 26, '1.94', '4.33'],
            2447: [443, 'ST-4478', 56, '1.46', '6.92'],
            2448: [444, 'ST-2886', 69, '2.04', '6.2'],
            2449: [444, 'ST-8201', 76, '2.03', '4.59'],
            2450: [444, 'ST-7079', 43, '2.09', '7.55'],
            2451: [444, 'ST-8486', 13, '2.15', None],
            2452: [445, 'ST-2138', 39, '1.94', '4.7'],
            2453: [445, 'ST-692', 54, '1.54', '4.84'],
            2454: [445, 'ST-6525', 36, '1.81', None],
            2455: [445, 'ST-2687', 80, '1.57', '9.91'],
            2456: [446, 'ST-2435', 29, '1.59', '3.66'],
            2457: [446, 'ST-1763', 40, '1.95', None],
            2458: [447, 'ST-4740', 70, '1.48', None],
            2459: [447, 'ST-4934', 78, '1.88', None],
            2460: [447, 'ST-215', 49, '1.96', None],
            2461: [448, 'ST-5959', 30, '1.88', '4.36'],
            2462: [448, 'ST-9885', 70, '1.62', None],
            2463: [449, 'ST-3261', 29, '1.67', '1.18'],
            2464: [450, 'ST-845', 31, '1.94', None],
            2465: [450, 'ST-7776', 9, '2.17', '1.83'],
            2466: [451, 'ST-9535', 38, '2.14', '0.2'],
            2467: [452, 'ST-3461', 52, '2.02', '8.67'],
            2468: [452, 'ST-4237', 57, '1.98', '9.12'],
            2469: [452, 'ST-6073', 30, '2.05', '0.05'],
            2470: [452, 'ST-7347', 79, '2.02', None],
            2471: [454, 'ST-4056', 3, '2.08', None],
            2472: [455, 'ST-7370', 13, '1.89', None],
            2473: [455, 'ST-6420', 52, '1.96', None],
            2474: [456, 'ST-5790', 66, '1.81', None],
            2475: [456, 'ST-7663', 63, '2.18', '6.41'],
            2476: [456, 'ST-5243', 43, '2.11', '4.05'],
            2477: [457, 'ST-5246', 57, '1.60', None],
            2478: [458, 'ST-4975', 12, '1.40', '1.04'],
            2479: [458, 'ST-3565', 49, '2.15', None],
            2480: [459, 'ST-9202', 19, '2.12', '2.48'],
            2481: [459, 'ST-2629', 32, '1.83', '0.97'],
            2482: [459, 'ST-1369', 70, '2.07', '11.06'],
            2483: [459, 'ST-3046', 70, '2.16', '13.28'],
            2484: [460, 'ST-3002', 60, '1.84', '4.67'],
            2485: [460, 'ST-9813', 24, '1.80', '1.21'],
            2486: [460, 'ST-639', 21, '1.43', None],
            2487: [463, 'ST-9583', 1, '1.94', '0.13'],
            2488: [463, 'ST-5514', 6, '2.17', None],
            2489: [463, 'ST-5271', 11, '1.84', '1.55'],
            2490: [464, 'ST-6851', 42, '1.47', None],
            2491: [464, 'ST-2251', 1, '1.87', '0.01'],
            2492: [464, 'ST-9896', 2, '1.74', '0.13'],
            2493: [464, 'ST-7027', 21, '1.47', None],
            2494: [467, 'ST-4507', 80, '1.41', None],
            2495: [467, 'ST-9970', 6, '1.41', '0.55'],
            2496: [468, 'ST-4477', 72, '1.96', None],
            2497: [468, 'ST-4960', 48, '1.42', None],
            2498: [469, 'ST-4438', 79, '1.63', None],
            2499: [469, 'ST-9040', 41, '1.64', '4.48'],
            2500: [469, 'ST-8109', 34, '2.11', '3.71'],
            2501: [469, 'ST-5405', 77, '2.05', '4.31'],
            2502: [470, 'ST-5373', 59, '2.07', '4.73'],
            2503: [470, 'ST-9178', 67, '1.85', '8.18'],
            2504: [470, 'ST-4379', 8, '1.92', '0.22'],
            2505: [470, 'ST-4449', 1, '2.03', '0.03'],
            2506: [471, 'ST-3786', 20, '1.74', '2.41'],
            2507: [471, 'ST-5057', 8, '1.97', None],
            2508: [471, 'ST-8719', 14, '1.78', '1.98'],
            2509: [472, 'ST-2753', 68, '1.94', '3.52'],
            2510: [473, 'ST-9080', 61, '1.64', '6.01'],
            2511: [473, 'ST-960', 12, '1.96', None],
            2512: [473, 'ST-960', 4, '2.14', None],
            2513: [473, 'ST-8547', 20, '2.19', '0.17'],
            2514: [474, 'ST-4198', 72, '1.79', '1'],
            2515: [474, 'ST-3412', 62, '1.90', None],
            2516: [474, 'ST-6808', 15, '2.07', '1.91'],
            2517: [474, 'ST-7121', 69, '2.01', None],
            2518: [475, 'ST-9135', 61, '1.46', '4.52'],
            2519: [475, 'ST-3266', 16, '1.53', None],
            2520: [477, 'ST-3389', 10, '1.76', None],
            2521: [477, 'ST-7987', 53, '1.97', '4.3'],
            2522: [478, 'ST-4534', 27, '1.90', None],
            2523: [479, 'ST-4141', 37, '1.63', None],
            2524: [479, 'ST-5841', 52, '1.48', '2.7'],
            2525: [480, 'ST-1973', 18, '2.05', '0.43'],
            2526: [480, 'ST-3480', 10, '2.15', '0.79'],
            2527: [481, 'ST-6538', 6, '1.99', None],
            2528: [481, 'ST-2036', 42, '1.69', None],
            2529: [481, 'ST-7555', 8, '2.07', None],
            2530: [482, 'ST-1587', 62, '2.17', None],
            2531: [482, 'ST-3891', 76, '1.91', None],
            2532: [482, 'ST-4850', 35, '1.62', None],
            2533: [433, 'ST-7831', 41, '1.67', '2.1'],
            2534: [437, 'ST-7589', 41, '2.04', '7.85']},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'migration': '/srv/migrations/0024_release_prep.sql',
 'missing_p': 37,
 'new_id': 493,
 'new_p': 55,
 'orphan_rows': {461: 37, 462: 37, 483: 69},
 'orphans': 'orphaned_trips',
 'p1': 'driver',
 'p_region': {38: 'Harbour Gate',
              39: 'Harbour Gate',
              40: 'Mill Lane',
              41: 'Harbour Gate',
              42: 'North Yard',
              43: 'East Ring',
              44: 'North Yard',
              45: 'South Basin',
              47: 'North Yard',
              48: 'Airport Road',
              49: 'Harbour Gate',
              50: 'East Ring',
              51: 'Harbour Gate',
              52: 'Airport Road',
              53: 'North Yard',
              54: 'Mill Lane',
              55: 'Mill Lane',
              56: 'North Yard',
              58: 'East Ring',
              59: 'Mill Lane',
              60: 'North Yard',
              61: 'Harbour Gate',
              63: 'North Yard',
              65: 'Harbour Gate',
              66: 'Mill Lane',
              67: 'East Ring',
              68: 'North Yard',
              70: 'South Basin',
              71: 'East Ring',
              72: 'East Ring',
              73: 'Airport Road',
              74: 'Airport Road',
              76: 'Mill Lane'},
 'p_region_sql': 'SELECT id, depot AS v FROM fleet.drivers',
 'p_rows': {38: ['Jonas Rossi', 'jonas.rossi@inbox.test'],
            39: ['Ada Ivanova', 'ada.ivanova@post.example'],
            40: ['Greta Moreau', 'greta.moreau@inbox.test'],
            41: ['Yusuf Rossi', 'yusuf.rossi@mail.test'],
            42: ['Uzma Sato', 'uzma.sato@inbox.test'],
            43: ['Tomas Weber', 'tomas.weber@post.example'],
            44: ['Tomas Dimitrov', 'tomas.dimitrov@example.com'],
            45: ['Bruno Fofana', 'bruno.fofana@inbox.test'],
            47: ['Bruno Moreau', 'bruno.moreau@example.com'],
            48: ['Olu Okafor', 'olu.okafor@example.com'],
            49: ['Bruno Castillo', 'bruno.castillo@inbox.test'],
            50: ['Xenia Eriksen', 'xenia.eriksen@post.example'],
            51: ['Uzma Jensen', 'uzma.jensen@post.example'],
            52: ['Luis Weber', 'luis.weber@post.example'],
            53: ['Xenia Dimitrov', 'xenia.dimitrov@post.example'],
            54: ['Mira Sato', 'mira.sato@inbox.test'],
            55: ['Greta Brandt', 'greta.brandt@example.com'],
            56: ['Priya Sato', 'priya.sato@mail.test'],
            58: ['Carmen Eriksen', 'carmen.eriksen@inbox.test'],
            59: ['Quinn Brandt', 'quinn.brandt@post.example'],
            60: ['Mira Castillo', 'mira.castillo@mail.test'],
            61: ['Quinn Ivanova', 'quinn.ivanova@mail.test'],
            63: ['Zora Rossi', 'zora.rossi@inbox.test'],
            65: ['Hiro Jensen', 'hiro.jensen@inbox.test'],
            66: ['Xenia Ivanova', 'xenia.ivanova@example.com'],
            67: ['Zora Jensen', 'zora.jensen@mail.test'],
            68: ['Priya Brandt', 'priya.brandt@post.example'],
            70: ['Hiro Jensen', 'hiro.jensen@post.example'],
            71: ['Elena Sato', 'elena.sato@post.example'],
            72: ['Greta Brandt', 'greta.brandt1@post.example'],
            73: ['Quinn Gallo', 'quinn.gallo@inbox.test'],
            74: ['Jonas Weber', 'jonas.weber@mail.test'],
            76: ['Quinn Brandt', 'quinn.brandt@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (68, 'Priya Brandt', 'priya.brandt@post.example', 'North Yard'),\n"
                    "    (70, 'Hiro Jensen', 'hiro.jensen@post.example', 'South Basin'),\n"
                    "    (71, 'Elena Sato', 'elena.sato@post.example', 'East Ring'),\n"
                    "    (72, 'Greta Brandt', 'greta.brandt1@post.example', 'East Ring'),\n"
                    "    (73, 'Quinn Gallo', 'quinn.gallo@inbox.test', 'Airport Road'),\n"
                    "    (74, 'Jonas Weber', 'jonas.weber@mail.test', 'Airport Road'),\n"
                    "    (76, 'Quinn Brandt', 'quinn.brandt@inbox.test', 'Mill Lane');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (463, 70, '2023-11-17', 'aborted'),\n"
                    "    (464, 70, '2024-05-23', 'aborted'),\n"
                    "    (465, 71, '2024-09-02', 'completed'),\n"
                    "    (466, 72, '2024-04-26', 'planned'),\n"
                    "    (467, 72, '2023-03-23', 'planned'),\n"
                    "    (468, 72, '2024-01-04', 'planned'),\n"
                    "    (469, 72, '2023-10-15', 'en_route'),\n"
                    "    (470, 73, '2024-04-06', 'completed'),\n"
                    "    (471, 73, '2024-05-05', 'completed'),\n"
                    "    (472, 73, '2024-06-12', 'en_route'),\n"
                    "    (473, 74, '2024-04-11', 'en_route'),\n"
                    "    (474, 76, '2024-01-04', 'completed'),\n"
                    "    (475, 76, '2023-11-03', 'en_route'),\n"
                    "    (476, 58, '2023-09-15', 'completed'),\n"
                    "    (477, 45, '2023-07-29', 'en_route'),\n"
                    "    (478, 45, '2024-11-22', 'completed'),\n"
                    "    (479, 41, '2023-01-05', 'completed'),\n"
                    "    (480, 41, '2023-07-29', 'completed'),\n"
                    "    (481, 41, '2024-07-22', 'completed'),\n"
                    "    (482, 41, '2023-03-27', 'completed'),\n"
                    "    (483, 69, '2024-10-11', 'en_route');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (2487, 463, 'ST-9583', 1, 1.94, 0.13),\n"
                    "    (2488, 463, 'ST-5514', 6, 2.17, NULL),\n"
                    "    (2489, 463, 'ST-5271', 11, 1.84, 1.55),\n"
                    "    (2490, 464, 'ST-6851', 42, 1.47, NULL),\n"
                    "    (2491, 464, 'ST-2251', 1, 1.87, 0.01),\n"
                    "    (2492, 464, 'ST-9896', 2, 1.74, 0.13),\n"
                    "    (2493, 464, 'ST-7027', 21, 1.47, NULL),\n"
                    "    (2494, 467, 'ST-4507', 80, 1.41, NULL),\n"
                    "    (2495, 467, 'ST-9970', 6, 1.41, 0.55),\n"
                    "    (2496, 468, 'ST-4477', 72, 1.96, NULL),\n"
                    "    (2497, 468, 'ST-4960', 48, 1.42, NULL),\n"
                    "    (2498, 469, 'ST-4438', 79, 1.63, NULL),\n"
                    "    (2499, 469, 'ST-9040', 41, 1.64, 4.48),\n"
                    "    (2500, 469, 'ST-8109', 34, 2.11, 3.71),\n"
                    "    (2501, 469, 'ST-5405', 77, 2.05, 4.31),\n"
                    "    (2502, 470, 'ST-5373', 59, 2.07, 4.73),\n"
                    "    (2503, 470, 'ST-9178', 67, 1.85, 8.18),\n"
                    "    (2504, 470, 'ST-4379', 8, 1.92, 0.22),\n"
                    "    (2505, 470, 'ST-4449', 1, 2.03, 0.03),\n"
                    "    (2506, 471, 'ST-3786', 20, 1.74, 2.41),\n"
                    "    (2507, 471, 'ST-5057', 8, 1.97, NULL),\n"
                    "    (2508, 471, 'ST-8719', 14, 1.78, 1.98),\n"
                    "    (2509, 472, 'ST-2753', 68, 1.94, 3.52),\n"
                    "    (2510, 473, 'ST-9080', 61, 1.64, 6.01),\n"
                    "    (2511, 473, 'ST-960', 12, 1.96, NULL),\n"
                    "    (2512, 473, 'ST-960', 4, 2.14, NULL),\n"
                    "    (2513, 473, 'ST-8547', 20, 2.19, 0.17),\n"
                    "    (2514, 474, 'ST-4198', 72, 1.79, 1),\n"
                    "    (2515, 474, 'ST-3412', 62, 1.9, NULL),\n"
                    "    (2516, 474, 'ST-6808', 15, 2.07, 1.91),\n"
                    "    (2517, 474, 'ST-7121', 69, 2.01, NULL),\n"
                    "    (2518, 475, 'ST-9135', 61, 1.46, 4.52),\n"
                    "    (2519, 475, 'ST-3266', 16, 1.53, NULL),\n"
                    "    (2520, 477, 'ST-3389', 10, 1.76, NULL),\n"
                    "    (2521, 477, 'ST-7987', 53, 1.97, 4.3),\n"
                    "    (2522, 478, 'ST-4534', 27, 1.9, NULL),\n"
                    "    (2523, 479, 'ST-4141', 37, 1.63, NULL),\n"
                    "    (2524, 479, 'ST-5841', 52, 1.48, 2.7),\n"
                    "    (2525, 480, 'ST-1973', 18, 2.05, 0.43),\n"
                    "    (2526, 480, 'ST-3480', 10, 2.15, 0.79),\n"
                    "    (2527, 481, 'ST-6538', 6, 1.99, NULL),\n"
                    "    (2528, 481, 'ST-2036', 42, 1.69, NULL),\n"
                    "    (2529, 481, 'ST-7555', 8, 2.07, NULL),\n"
                    "    (2530, 482, 'ST-1587', 62, 2.17, NULL),\n"
                    "    (2531, 482, 'ST-3891', 76, 1.91, NULL),\n"
                    "    (2532, 482, 'ST-4850', 35, 1.62, NULL),\n"
                    "    (2533, 433, 'ST-7831', 41, 1.67, 2.1),\n"
                    "    (2534, 437, 'ST-7589', 41, 2.04, 7.85);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (41, 70, '06af52e6b5533c50'),\n"
                    "    (42, 73, '77704b4a6dbdabfd');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
 'query': "SELECT id, full_name FROM fleet.drivers WHERE lower(email) = lower('XENIA.DIMITROV@POST.EXAMPLE')",
 'region': 'depot',
 'report': 'fleet_report',
 'rerun': False,
 'reset_sql': 'DROP DATABASE IF EXISTS fleetdb WITH (FORCE);\n'
              'CREATE DATABASE fleetdb TEMPLATE fleetdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('fleet_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE fleet_app RESET ALL;\n'
              'ALTER ROLE fleet_app SET search_path = fleet, public;\n',
 's': 'fleet',
 's_rows': {27: [38, 'b61cfc255f20b60b'],
            28: [40, '44c15167e39a8596'],
            29: [41, 'addd935e7d289883'],
            30: [42, '139cc889ac1d1418'],
            31: [43, '8f3bf90ccbffdf36'],
            32: [45, 'a1120bed6af0b4ab'],
            33: [52, 'ec255cfc9798ce69'],
            34: [54, 'bf202810b9e983d5'],
            35: [55, '33df593fe4f0d5c9'],
            36: [59, '323e17eb397aed56'],
            37: [61, '944b4c94f1c27310'],
            38: [65, 'cc9ccd8324394f9f'],
            39: [66, '009e627f43713c72'],
            40: [67, 'acf2ee102aef03ba'],
            41: [70, '06af52e6b5533c50'],
            42: [73, '77704b4a6dbdabfd']},
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
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences', 'orphaned_trips'],
 'total': 'fuel_cost',
 'totals': {403: '0.00',
            404: '0.00',
            405: '23.98',
            406: '192.06',
            407: '0.00',
            408: '4.38',
            409: '158.29',
            410: '275.26',
            411: '167.48',
            412: '291.38',
            413: '0.00',
            414: '115.96',
            415: '343.43',
            416: '277.39',
            417: '168.80',
            418: '15.49',
            419: '111.02',
            420: '210.16',
            421: '330.15',
            422: '359.68',
            423: '0.00',
            424: '136.65',
            425: '106.08',
            426: '128.22',
            427: '0.00',
            428: '389.71',
            429: '0.00',
            430: '229.84',
            431: '344.75',
            432: '204.01',
            433: '219.35',
            434: '184.80',
            435: '236.60',
            436: '86.39',
            437: '129.65',
            438: '315.65',
            439: '107.95',
            440: '14.20',
            441: '128.00',
            442: '76.50',
            443: '198.81',
            444: '394.52',
            445: '330.13',
            446: '120.45',
            447: '346.28',
            448: '165.44',
            449: '47.25',
            450: '77.84',
            451: '81.12',
            452: '421.14',
            453: '0.00',
            454: '6.24',
            455: '126.49',
            456: '337.07',
            457: '91.20',
            458: '121.11',
            459: '367.15',
            460: '177.75',
            463: '33.52',
            464: '97.82',
            465: '0.00',
            466: '0.00',
            467: '120.71',
            468: '209.28',
            469: '413.10',
            470: '250.31',
            471: '71.09',
            472: '128.40',
            473: '169.74',
            474: '413.51',
            475: '109.02',
            476: '0.00',
            477: '117.71',
            478: '51.30',
            479: '134.57',
            480: '57.18',
            481: '99.48',
            482: '336.40'},
 'types': {'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
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


def test_orphans_archived():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["orphans"]))
    assert kind and kind[0]["relkind"] == "r", "no table %s" % T["orphans"]
    got = {r["id"]: r["p"] for r in app_rows("SELECT id, %s AS p FROM %s.%s" % (T["pfk"], T["s"], T["orphans"]))}
    _diff(got, T["orphan_rows"], T["orphans"])
    ok, err = refused(T["insert_event"].replace("(%d, %d," % (T["new_id"], T["new_p"]), "(%d, %d," % (T["new_id"], T["missing_p"])), "23503")
    assert ok, "a %s of a missing %s was accepted: %s" % (T["c1"], T["p1"], err)


def test_total_backfilled():
    _state()
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT id, %s AS v FROM %s.%s" % (T["total"], T["s"], T["C"]))}
    _diff(got, {k: _dec(v) for k, v in T["totals"].items()}, T["C"] + "." + T["total"])


def test_total_defaults_to_zero():
    _state()
    got = in_tx(T["insert_event"], "SELECT %s AS v FROM %s.%s WHERE id = %d" % (T["total"], T["s"], T["C"], T["new_id"]))
    assert got and _dec(got[0]["v"]) == 0, "a new %s without lines gets %s, expected 0" % (T["c1"], got)
