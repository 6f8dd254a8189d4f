import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'appointments',
 'L': 'appointment_items',
 'P': 'patients',
 'S': 'patient_notes',
 'admin': 'postgres',
 'app': 'clinic_app',
 'c1': 'appointment',
 'c_rows': {127: [28, '2023-11-18', 'cancelled'],
            128: [28, '2024-09-14', 'cancelled'],
            129: [29, '2024-07-11', 'booked'],
            130: [30, '2023-03-26', 'no_show'],
            131: [30, '2023-05-15', 'no_show'],
            132: [31, '2023-12-04', 'no_show'],
            133: [31, '2023-01-24', 'cancelled'],
            134: [31, '2023-10-12', 'booked'],
            135: [31, '2023-01-13', 'no_show'],
            136: [32, '2024-06-25', 'attended'],
            137: [32, '2023-05-18', 'no_show'],
            138: [32, '2023-07-11', 'no_show'],
            139: [33, '2024-04-03', 'attended'],
            140: [34, '2023-11-27', 'attended'],
            141: [34, '2023-07-26', 'no_show'],
            142: [36, '2023-08-25', 'cancelled'],
            143: [36, '2024-07-02', 'no_show'],
            144: [36, '2024-01-30', 'no_show'],
            145: [37, '2024-08-28', 'attended'],
            146: [37, '2024-07-11', 'attended'],
            147: [37, '2024-08-16', 'booked'],
            148: [39, '2024-06-01', 'attended'],
            149: [39, '2023-12-25', 'booked'],
            150: [40, '2023-09-30', 'booked'],
            151: [41, '2023-10-10', 'no_show'],
            152: [41, '2024-09-03', 'booked'],
            153: [42, '2024-09-24', 'booked'],
            154: [42, '2023-07-23', 'cancelled'],
            155: [42, '2023-04-20', 'no_show'],
            156: [43, '2024-01-05', 'no_show'],
            157: [43, '2024-03-21', 'booked'],
            158: [43, '2024-05-08', 'no_show'],
            159: [44, '2024-09-08', 'attended'],
            160: [44, '2023-10-18', 'booked'],
            161: [45, '2024-11-20', 'no_show'],
            162: [46, '2024-06-17', 'no_show'],
            163: [46, '2023-12-25', 'no_show'],
            164: [46, '2023-12-29', 'no_show'],
            165: [46, '2023-05-01', 'booked'],
            166: [47, '2023-06-27', 'attended'],
            167: [47, '2023-04-24', 'no_show'],
            168: [47, '2023-12-14', 'booked'],
            169: [48, '2023-03-25', 'no_show'],
            170: [48, '2023-02-24', 'attended'],
            171: [48, '2023-08-09', 'attended'],
            172: [48, '2024-02-19', 'attended'],
            173: [49, '2023-05-02', 'no_show'],
            174: [51, '2023-11-30', 'cancelled'],
            175: [52, '2023-09-08', 'no_show'],
            176: [54, '2023-03-22', 'attended'],
            177: [54, '2023-05-02', 'attended'],
            178: [54, '2023-08-15', 'no_show'],
            179: [55, '2023-04-18', 'booked'],
            180: [55, '2024-02-08', 'no_show'],
            181: [55, '2024-06-20', 'cancelled'],
            182: [56, '2023-08-21', 'booked'],
            183: [56, '2024-02-26', 'no_show'],
            184: [56, '2023-11-24', 'no_show'],
            185: [57, '2023-04-24', 'booked'],
            186: [57, '2024-10-02', 'booked'],
            187: [57, '2023-01-15', 'booked'],
            188: [57, '2023-01-01', 'no_show'],
            189: [58, '2023-01-27', 'no_show'],
            190: [58, '2024-08-10', 'attended'],
            191: [44, '2024-03-23', 'booked'],
            192: [49, '2024-08-26', 'no_show'],
            193: [49, '2024-07-23', 'attended'],
            194: [49, '2023-06-06', 'attended'],
            195: [48, '2024-09-18', 'attended'],
            196: [48, '2024-08-27', 'attended'],
            197: [48, '2023-11-14', 'attended']},
 'c_sql': 'SELECT id, patient_id AS p, scheduled_on::text AS d, status::text AS st FROM clinic.appointments',
 'constraints': [['clinic.patients', 'p', ['id'], None, []],
                 ['clinic.appointments', 'p', ['id'], None, []],
                 ['clinic.appointment_items', 'p', ['id'], None, []],
                 ['clinic.patient_notes', 'p', ['id'], None, []],
                 ['clinic.appointments', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.appointment_items', 'f', ['appointment_id'], 'clinic.appointments', ['id']],
                 ['clinic.patient_notes', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.insurers', 'p', ['id'], None, []],
                 ['clinic.patients', 'f', ['insurer_id'], 'clinic.insurers', ['id']],
                 ['clinic.patient_appointment_counts', 'p', ['patient_id'], None, []],
                 ['clinic.patient_appointment_counts', 'f', ['patient_id'], 'clinic.patients', ['id']]],
 'db': 'clinicdb',
 'dropped': ['patients.insurer'],
 'email': 'email',
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (207, 43, '
                      "'2024-06-01', 'unknown-state');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (207, 43, '
                 "'2024-06-01', 'booked');",
 'l_rows': {2293: [127, 'PRC-2439', 2, '111.68', '7.73'],
            2294: [128, 'PRC-5122', 4, '157.59', '41.64'],
            2295: [128, 'PRC-3635', 3, '127.78', '36.75'],
            2296: [128, 'PRC-8906', 1, '107.94', '3.26'],
            2297: [130, 'PRC-0274', 1, '168.66', None],
            2298: [130, 'PRC-9914', 4, '19.82', None],
            2299: [130, 'PRC-1839', 3, '118.95', '34.17'],
            2300: [131, 'PRC-8652', 1, '29.51', '1.45'],
            2301: [131, 'PRC-3672', 4, '153.94', None],
            2302: [131, 'PRC-0525', 2, '172.63', '28.64'],
            2303: [132, 'PRC-3870', 3, '50.26', '8.61'],
            2304: [132, 'PRC-4914', 1, '159.25', None],
            2305: [132, 'PRC-2145', 3, '142.15', None],
            2306: [133, 'PRC-0987', 4, '51.23', '19.45'],
            2307: [133, 'PRC-6982', 1, '11.33', '0.18'],
            2308: [133, 'PRC-1259', 1, '111.13', '0.95'],
            2309: [133, 'PRC-5031', 1, '88.83', None],
            2310: [134, 'PRC-7195', 3, '48.89', '9.45'],
            2311: [134, 'PRC-3749', 2, '37.06', None],
            2312: [134, 'PRC-9921', 4, '11.73', None],
            2313: [135, 'PRC-2720', 3, '68.19', '12.54'],
            2314: [135, 'PRC-1585', 2, '142.41', None],
            2315: [136, 'PRC-8168', 1, '46.50', '2.26'],
            2316: [136, 'PRC-1832', 2, '86.42', None],
            2317: [136, 'PRC-0600', 4, '17.06', None],
            2318: [137, 'PRC-7525', 3, '17.48', '2.64'],
            2319: [137, 'PRC-5804', 2, '70.52', None],
            2320: [137, 'PRC-8950', 3, '107.65', None],
            2321: [137, 'PRC-3232', 2, '151.83', '8.92'],
            2322: [138, 'PRC-9075', 1, '165.21', '15.76'],
            2323: [139, 'PRC-1164', 2, '117.06', None],
            2324: [139, 'PRC-1317', 3, '68.04', None],
            2325: [139, 'PRC-3049', 2, '86.45', '5.77'],
            2326: [139, 'PRC-2108', 1, '154.39', None],
            2327: [141, 'PRC-4242', 1, '68.10', None],
            2328: [143, 'PRC-4518', 3, '82.48', '10.94'],
            2329: [143, 'PRC-2303', 4, '137.19', '15.87'],
            2330: [143, 'PRC-8868', 3, '168.69', None],
            2331: [144, 'PRC-8502', 3, '121.15', None],
            2332: [144, 'PRC-8218', 2, '111.83', '5.02'],
            2333: [145, 'PRC-5685', 1, '26.21', None],
            2334: [146, 'PRC-3544', 2, '150.85', '29.61'],
            2335: [146, 'PRC-5835', 1, '160.55', None],
            2336: [146, 'PRC-3251', 4, '16.70', '1.45'],
            2337: [147, 'PRC-5258', 2, '107.45', None],
            2338: [148, 'PRC-5839', 2, '167.48', '21.91'],
            2339: [148, 'PRC-2541', 2, '148.87', None],
            2340: [148, 'PRC-1569', 4, '92.30', None],
            2341: [149, 'PRC-7084', 1, '71.60', '6.03'],
            2342: [149, 'PRC-9143', 2, '107.53', None],
            2343: [149, 'PRC-3423', 2, '146.24', '11.92'],
            2344: [150, 'PRC-6213', 2, '129.12', None],
            2345: [150, 'PRC-6332', 2, '107.25', '9.36'],
            2346: [150, 'PRC-9016', 1, '84.87', '3.86'],
            2347: [151, 'PRC-2127', 3, '49.34', '2.52'],
            2348: [151, 'PRC-3678', 4, '123.44', None],
            2349: [151, 'PRC-6057', 4, '40.92', '2.99'],
            2350: [151, 'PRC-5791', 4, '103.37', None],
            2351: [152, 'PRC-9337', 1, '41.68', None],
            2352: [152, 'PRC-8006', 3, '61.37', None],
            2353: [152, 'PRC-4293', 1, '112.22', None],
            2354: [153, 'PRC-5568', 1, '144.90', None],
            2355: [153, 'PRC-4793', 2, '104.47', None],
            2356: [154, 'PRC-6661', 4, '74.98', None],
            2357: [156, 'PRC-0143', 1, '139.82', '6.37'],
            2358: [156, 'PRC-5637', 2, '39.65', None],
            2359: [156, 'PRC-4211', 1, '39.24', '2.61'],
            2360: [156, 'PRC-1360', 4, '62.31', None],
            2361: [157, 'PRC-8934', 3, '99.32', '2.29'],
            2362: [158, 'PRC-0412', 2, '40.88', None],
            2363: [158, 'PRC-2329', 3, '59.98', None],
            2364: [158, 'PRC-4140', 4, '75.99', None],
            2365: [158, 'PRC-4476', 4, '90.65', None],
            2366: [160, 'PRC-8627', 2, '67.63', '3.28'],
            2367: [160, 'PRC-0640', 2, '117.77', None],
            2368: [161, 'PRC-1873', 3, '127.30', None],
            2369: [161, 'PRC-0112', 4, '133.84', None],
            2370: [161, 'PRC-8183', 3, '82.15', '6.21'],
            2371: [162, 'PRC-5884', 2, '131.35', '17.41'],
            2372: [163, 'PRC-4860', 1, '49.93', '1.12'],
            2373: [163, 'PRC-8678', 1, '120.12', '4.77'],
            2374: [163, 'PRC-1712', 2, '89.13', None],
            2375: [163, 'PRC-9804', 2, '48.66', None],
            2376: [164, 'PRC-4882', 1, '161.51', None],
            2377: [164, 'PRC-2006', 1, '123.55', None],
            2378: [165, 'PRC-3356', 1, '37.92', None],
            2379: [167, 'PRC-0933', 2, '49.04', '2.08'],
            2380: [167, 'PRC-2838', 1, '62.29', '5.72'],
            2381: [167, 'PRC-7576', 2, '163.90', '14.91'],
            2382: [167, 'PRC-2311', 2, '31.70', '4.09'],
            2383: [168, 'PRC-2901', 1, '72.62', None],
            2384: [168, 'PRC-7309', 4, '27.78', None],
            2385: [169, 'PRC-0831', 1, '117.91', '3.62'],
            2386: [170, 'PRC-5113', 2, '92.09', None],
            2387: [170, 'PRC-7100', 3, '53.39', None],
            2388: [170, 'PRC-0531', 1, '79.09', None],
            2389: [171, 'PRC-1650', 3, '11.08', '0.93'],
            2390: [172, 'PRC-7285', 4, '157.46', None],
            2391: [172, 'PRC-5103', 1, '112.32', '7.07'],
            2392: [172, 'PRC-7038', 1, '9.36', None],
            2393: [172, 'PRC-8568', 4, '81.34', '18.23'],
            2394: [173, 'PRC-5141', 1, '174.65', '7.97'],
            2395: [173, 'PRC-9434', 2, '82.85', None],
            2396: [174, 'PRC-7729', 3, '151.00', '18.69'],
            2397: [174, 'PRC-6676', 4, '143.65', '8.63'],
            2398: [174, 'PRC-5073', 2, '141.59', '5.01'],
            2399: [176, 'PRC-6270', 2, '62.15', '11.23'],
            2400: [176, 'PRC-8711', 2, '146.91', '22.01'],
            2401: [177, 'PRC-3812', 3, '153.99', '4.28'],
            2402: [177, 'PRC-2092', 3, '98.26', None],
            2403: [177, 'PRC-4613', 1, '155.48', None],
            2404: [178, 'PRC-6513', 2, '115.90', '12.94'],
            2405: [178, 'PRC-0601', 3, '160.18', None],
            2406: [179, 'PRC-4597', 4, '52.36', None],
            2407: [179, 'PRC-4410', 4, '80.57', '15.84'],
            2408: [180, 'PRC-1211', 1, '24.18', None],
            2409: [180, 'PRC-4884', 2, '164.45', '17.49'],
            2410: [180, 'PRC-1458', 4, '102.88', '33.34'],
            2411: [180, 'PRC-7579', 3, '36.60', None],
            2412: [182, 'PRC-7249', 2, '155.62', '16.93'],
            2413: [183, 'PRC-0279', 1, '77.34', '5.47'],
            2414: [184, 'PRC-2740', 2, '104.11', None],
            2415: [184, 'PRC-3172', 2, '141.78', '4'],
            2416: [185, 'PRC-6752', 3, '9.84', None],
            2417: [185, 'PRC-8928', 4, '126.80', None],
            2418: [185, 'PRC-9000', 1, '83.24', None],
            2419: [186, 'PRC-4754', 3, '116.70', None],
            2420: [186, 'PRC-3027', 4, '178.12', None],
            2421: [186, 'PRC-2574', 3, '161.67', None],
            2422: [186, 'PRC-6241', 3, '91.50', None],
            2423: [187, 'PRC-6462', 3, '43.21', None],
            2424: [187, 'PRC-8195', 3, '178.13', None],
            2425: [187, 'PRC-1082', 3, '179.47', None],
            2426: [187, 'PRC-2682', 4, '41.43', '0.76'],
            2427: [188, 'PRC-1998', 3, '69.34', '17.95'],
            2428: [189, 'PRC-1635', 4, '108.39', '35.09'],
            2429: [190, 'PRC-3863', 4, '112.31', None],
            2430: [190, 'PRC-3336', 1, '111.51', None],
            2431: [190, 'PRC-9141', 3, '123.01', None],
            2432: [190, 'PRC-6614', 3, '49.16', '9.64'],
            2433: [191, 'PRC-8727', 4, '50.67', None],
            2434: [191, 'PRC-5785', 3, '111.46', '10.2'],
            2435: [192, 'PRC-7423', 3, '16.91', '3.44'],
            2436: [192, 'PRC-4017', 2, '90.75', '16.68'],
            2437: [193, 'PRC-4375', 1, '27.42', '1.71'],
            2438: [193, 'PRC-8974', 3, '139.77', '29.97'],
            2439: [195, 'PRC-6149', 1, '92.38', '3.88'],
            2440: [195, 'PRC-4559', 4, '13.25', '0.24'],
            2441: [196, 'PRC-0156', 2, '110.26', None],
            2442: [196, 'PRC-9899', 2, '28.74', '2.94'],
            2443: [196, 'PRC-3966', 2, '106.87', '19.99'],
            2444: [197, 'PRC-5409', 1, '71.07', None],
            2445: [197, 'PRC-1350', 4, '131.11', '8.43'],
            2446: [150, 'PRC-1247', 2, '11.70', None],
            2447: [164, 'PRC-1376', 4, '179.83', None]},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'log': 'appointment_status_log',
 'log_dml': 'UPDATE clinic.appointments SET status = status WHERE id = 145;\n'
            'UPDATE clinic.appointments SET status = NULL WHERE id = 161;\n'
            "UPDATE clinic.appointments SET status = 'no_show' WHERE id = 161;\n"
            "UPDATE clinic.appointments SET status = 'no_show' WHERE id IN (182, 165);\n"
            'UPDATE clinic.appointments SET scheduled_on = scheduled_on WHERE id = 196;',
 'log_rows': [[161, 'no_show', None], [161, None, 'no_show'], [182, 'booked', 'no_show'], [165, 'booked', 'no_show']],
 'lookup': 'insurers',
 'lookup_names': ['allianz care', 'aok plus', 'axa health', 'bupa', 'generali vita', 'techniker', 'vivium'],
 'migration': '/srv/migrations/0064_release_prep.sql',
 'missing_p': 35,
 'n_col': 'n_appointments',
 'new_id': 207,
 'new_p': 43,
 'p1': 'patient',
 'p_cols': ['id', 'full_name', 'email', 'insurer_id'],
 'p_region': {27: 'techniker',
              28: 'axa health',
              29: 'bupa',
              30: 'techniker',
              31: 'axa health',
              32: 'axa health',
              33: 'generali vita',
              34: 'aok plus',
              36: None,
              37: 'allianz care',
              39: 'techniker',
              40: 'aok plus',
              41: 'bupa',
              42: 'techniker',
              43: 'allianz care',
              44: None,
              45: 'allianz care',
              46: 'techniker',
              47: 'techniker',
              48: None,
              49: 'allianz care',
              50: 'axa health',
              51: 'techniker',
              52: 'aok plus',
              54: 'bupa',
              55: 'bupa',
              56: 'aok plus',
              57: 'bupa',
              58: 'vivium'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM clinic.patients p LEFT JOIN clinic.insurers k ON k.id = p.insurer_id',
 'p_rows': {27: ['Kaia Dimitrov', 'kaia.dimitrov@post.example'],
            28: ['Mira Fofana', 'mira.fofana@mail.test'],
            29: ['Xenia Okafor', 'xenia.okafor@inbox.test'],
            30: ['Elena Jensen', 'elena.jensen@post.example'],
            31: ['Zora Rossi', 'zora.rossi@example.com'],
            32: ['Wim Dimitrov', 'wim.dimitrov@inbox.test'],
            33: ['Yusuf Castillo', 'yusuf.castillo@post.example'],
            34: ['Ada Rossi', 'ada.rossi@example.com'],
            36: ['Femi Brandt', 'femi.brandt@post.example'],
            37: ['Hiro Abbott', 'hiro.abbott@mail.test'],
            39: ['Mira Okafor', 'mira.okafor@inbox.test'],
            40: ['Uzma Okafor', 'uzma.okafor@inbox.test'],
            41: ['Luis Gallo', 'luis.gallo@post.example'],
            42: ['Kaia Abbott', 'kaia.abbott@post.example'],
            43: ['Xenia Haddad', 'xenia.haddad@inbox.test'],
            44: ['Quinn Brandt', 'quinn.brandt@post.example'],
            45: ['Ada Abbott', 'ada.abbott@inbox.test'],
            46: ['Vera Abbott', 'vera.abbott@mail.test'],
            47: ['Jonas Eriksen', 'jonas.eriksen@mail.test'],
            48: ['Ada Weber', 'ada.weber@example.com'],
            49: ['Ada Sato', 'ada.sato@inbox.test'],
            50: ['Kaia Weber', 'kaia.weber@mail.test'],
            51: ['Femi Rossi', 'femi.rossi@example.com'],
            52: ['Tomas Gallo', 'tomas.gallo@post.example'],
            54: ['Femi Rossi', 'femi.rossi@mail.test'],
            55: ['Priya Sato', 'priya.sato@mail.test'],
            56: ['Greta Fofana', 'greta.fofana@example.com'],
            57: ['Vera Sato', 'vera.sato@mail.test'],
            58: ['Ada Weber', 'ada.weber1@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (50, 'Kaia Weber', 'kaia.weber@mail.test', 'AXA HEALTH'),\n"
                    "    (51, 'Femi Rossi', 'femi.rossi@example.com', 'TECHNIKER'),\n"
                    "    (52, 'Tomas Gallo', 'tomas.gallo@post.example', 'aok plus'),\n"
                    "    (54, 'Femi Rossi', 'femi.rossi@mail.test', 'bupa'),\n"
                    "    (55, 'Priya Sato', 'priya.sato@mail.test', 'BUPA'),\n"
                    "    (56, 'Greta Fofana', 'greta.fofana@example.com', 'Aok Plus'),\n"
                    "    (57, 'Vera Sato', 'vera.sato@mail.test', 'BUPA'),\n"
                    "    (58, 'Ada Weber', 'ada.weber1@example.com', 'vivium');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (174, 51, '2023-11-30', 'Cancelled'),\n"
                    "    (175, 52, '2023-09-08', 'no_show'),\n"
                    "    (176, 54, '2023-03-22', 'Seen'),\n"
                    "    (177, 54, '2023-05-02', 'attended'),\n"
                    "    (178, 54, '2023-08-15', 'No Show'),\n"
                    "    (179, 55, '2023-04-18', ' booked'),\n"
                    "    (180, 55, '2024-02-08', 'no_show'),\n"
                    "    (181, 55, '2024-06-20', 'CANCELLED'),\n"
                    "    (182, 56, '2023-08-21', 'booked'),\n"
                    "    (183, 56, '2024-02-26', 'no_show'),\n"
                    "    (184, 56, '2023-11-24', 'no_show'),\n"
                    "    (185, 57, '2023-04-24', 'booked'),\n"
                    "    (186, 57, '2024-10-02', 'scheduled'),\n"
                    "    (187, 57, '2023-01-15', 'booked'),\n"
                    "    (188, 57, '2023-01-01', 'no show  '),\n"
                    "    (189, 58, '2023-01-27', 'no_show'),\n"
                    "    (190, 58, '2024-08-10', 'SEEN'),\n"
                    "    (191, 44, '2024-03-23', 'Scheduled'),\n"
                    "    (192, 49, '2024-08-26', 'no_show'),\n"
                    "    (193, 49, '2024-07-23', ' Attended'),\n"
                    "    (194, 49, '2023-06-06', 'attended'),\n"
                    "    (195, 48, '2024-09-18', 'seen'),\n"
                    "    (196, 48, '2024-08-27', 'attended'),\n"
                    "    (197, 48, '2023-11-14', 'seen');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (2396, 174, 'PRC-7729', 3, 151, 18.69),\n"
                    "    (2397, 174, 'PRC-6676', 4, 143.65, 8.63),\n"
                    "    (2398, 174, 'PRC-5073', 2, 141.59, 5.01),\n"
                    "    (2399, 176, 'PRC-6270', 2, 62.15, 11.23),\n"
                    "    (2400, 176, 'PRC-8711', 2, 146.91, 22.01),\n"
                    "    (2401, 177, 'PRC-3812', 3, 153.99, 4.28),\n"
                    "    (2402, 177, 'PRC-2092', 3, 98.26, NULL),\n"
                    "    (2403, 177, 'PRC-4613', 1, 155.48, NULL),\n"
                    "    (2404, 178, 'PRC-6513', 2, 115.9, 12.94),\n"
                    "    (2405, 178, 'PRC-0601', 3, 160.18, NULL),\n"
                    "    (2406, 179, 'PRC-4597', 4, 52.36, NULL),\n"
                    "    (2407, 179, 'PRC-4410', 4, 80.57, 15.84),\n"
                    "    (2408, 180, 'PRC-1211', 1, 24.18, NULL),\n"
                    "    (2409, 180, 'PRC-4884', 2, 164.45, 17.49),\n"
                    "    (2410, 180, 'PRC-1458', 4, 102.88, 33.34),\n"
                    "    (2411, 180, 'PRC-7579', 3, 36.6, NULL),\n"
                    "    (2412, 182, 'PRC-7249', 2, 155.62, 16.93),\n"
                    "    (2413, 183, 'PRC-0279', 1, 77.34, 5.47),\n"
                    "    (2414, 184, 'PRC-2740', 2, 104.11, NULL),\n"
                    "    (2415, 184, 'PRC-3172', 2, 141.78, 4),\n"
                    "    (2416, 185, 'PRC-6752', 3, 9.84, NULL),\n"
                    "    (2417, 185, 'PRC-8928', 4, 126.8, NULL),\n"
                    "    (2418, 185, 'PRC-9000', 1, 83.24, NULL),\n"
                    "    (2419, 186, 'PRC-4754', 3, 116.7, NULL),\n"
                    "    (2420, 186, 'PRC-3027', 4, 178.12, NULL),\n"
                    "    (2421, 186, 'PRC-2574', 3, 161.67, NULL),\n"
                    "    (2422, 186, 'PRC-6241', 3, 91.5, NULL),\n"
                    "    (2423, 187, 'PRC-6462', 3, 43.21, NULL),\n"
                    "    (2424, 187, 'PRC-8195', 3, 178.13, NULL),\n"
                    "    (2425, 187, 'PRC-1082', 3, 179.47, NULL),\n"
                    "    (2426, 187, 'PRC-2682', 4, 41.43, 0.76),\n"
                    "    (2427, 188, 'PRC-1998', 3, 69.34, 17.95),\n"
                    "    (2428, 189, 'PRC-1635', 4, 108.39, 35.09),\n"
                    "    (2429, 190, 'PRC-3863', 4, 112.31, NULL),\n"
                    "    (2430, 190, 'PRC-3336', 1, 111.51, NULL),\n"
                    "    (2431, 190, 'PRC-9141', 3, 123.01, NULL),\n"
                    "    (2432, 190, 'PRC-6614', 3, 49.16, 9.64),\n"
                    "    (2433, 191, 'PRC-8727', 4, 50.67, NULL),\n"
                    "    (2434, 191, 'PRC-5785', 3, 111.46, 10.2),\n"
                    "    (2435, 192, 'PRC-7423', 3, 16.91, 3.44),\n"
                    "    (2436, 192, 'PRC-4017', 2, 90.75, 16.68),\n"
                    "    (2437, 193, 'PRC-4375', 1, 27.42, 1.71),\n"
                    "    (2438, 193, 'PRC-8974', 3, 139.77, 29.97),\n"
                    "    (2439, 195, 'PRC-6149', 1, 92.38, 3.88),\n"
                    "    (2440, 195, 'PRC-4559', 4, 13.25, 0.24),\n"
                    "    (2441, 196, 'PRC-0156', 2, 110.26, NULL),\n"
                    "    (2442, 196, 'PRC-9899', 2, 28.74, 2.94),\n"
                    "    (2443, 196, 'PRC-3966', 2, 106.87, 19.99),\n"
                    "    (2444, 197, 'PRC-5409', 1, 71.07, NULL),\n"
                    "    (2445, 197, 'PRC-1350', 4, 131.11, 8.43),\n"
                    "    (2446, 150, 'PRC-1247', 2, 11.7, NULL),\n"
                    "    (2447, 164, 'PRC-1376', 4, 179.83, NULL);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (69, 50, '42d294852c680b5b'),\n"
                    "    (70, 51, 'c3e4d67221fd6643'),\n"
                    "    (71, 54, 'e2327ed2d30251b7'),\n"
                    "    (72, 55, '70768b75f6f09af9'),\n"
                    "    (73, 56, '52b1bd0bd4770864'),\n"
                    "    (74, 58, '439cef4e3aa06dd6');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
 'readable': ['appointments', 'appointment_items', 'insurers', 'patient_appointment_counts', 'appointment_status_log'],
 'region': 'insurer',
 'report': 'clinic_report',
 'rerun': True,
 'reset_sql': 'DROP DATABASE IF EXISTS clinicdb WITH (FORCE);\n'
              'CREATE DATABASE clinicdb TEMPLATE clinicdb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('clinic_app', 'clinic_report') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE clinic_app RESET ALL;\n'
              'ALTER ROLE clinic_report RESET ALL;\n'
              'ALTER ROLE clinic_app SET search_path = clinic, public;\n',
 's': 'clinic',
 's_rows': {58: [27, '14843897a72c094f'],
            59: [28, '4e97ee2558d2efbc'],
            60: [29, 'b9150e40b41a062e'],
            61: [30, 'b5f82f9449c846b2'],
            62: [32, '159a36f33c0efe94'],
            63: [33, '40ee372b1728af86'],
            64: [36, '4baaba1d3a3c8bc5'],
            65: [39, '9566b4d45afc06ea'],
            66: [42, 'a3b8e28ec44436e0'],
            67: [44, 'a819458672f2d95c'],
            68: [45, '13285ab304bdb74b'],
            69: [50, '42d294852c680b5b'],
            70: [51, 'c3e4d67221fd6643'],
            71: [54, 'e2327ed2d30251b7'],
            72: [55, '70768b75f6f09af9'],
            73: [56, '52b1bd0bd4770864'],
            74: [58, '439cef4e3aa06dd6']},
 's_sql': 'SELECT id, patient_id AS p, clinical_note AS v FROM clinic.patient_notes',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'clinic'::regnamespace AND c.relkind IN ('r', 'v', 'm', "
                 "'p', 'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'clinic'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND "
                 "c.relkind IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'clinic'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'clinic'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'clinic'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'clinic'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'clinic'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'clinic'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'clinic'::regnamespace\n",
 'stats': 'patient_appointment_counts',
 'stats_after': {27: 1,
                 28: 2,
                 30: 2,
                 31: 4,
                 32: 3,
                 33: 1,
                 34: 2,
                 36: 3,
                 37: 3,
                 39: 2,
                 40: 1,
                 41: 2,
                 42: 3,
                 43: 3,
                 44: 3,
                 45: 1,
                 46: 3,
                 47: 3,
                 48: 7,
                 49: 5,
                 51: 1,
                 52: 1,
                 54: 3,
                 55: 4,
                 56: 3,
                 57: 4,
                 58: 2},
 'stats_dml': "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (207, 27, '2024-06-01', "
              "'booked');\n"
              "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (208, 49, '2024-06-01', "
              "'booked');\n"
              'UPDATE clinic.appointments SET patient_id = 55 WHERE id = 165;\n'
              'DELETE FROM clinic.appointments WHERE id = 129;',
 'stats_rows': {28: 2,
                29: 1,
                30: 2,
                31: 4,
                32: 3,
                33: 1,
                34: 2,
                36: 3,
                37: 3,
                39: 2,
                40: 1,
                41: 2,
                42: 3,
                43: 3,
                44: 3,
                45: 1,
                46: 4,
                47: 3,
                48: 7,
                49: 4,
                51: 1,
                52: 1,
                54: 3,
                55: 3,
                56: 3,
                57: 4,
                58: 2},
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients',
            'appointments',
            'appointment_items',
            'patient_notes',
            'insurers',
            'patient_appointment_counts',
            'appointment_status_log'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointment_status_log.new_status': ['text', False],
           'appointment_status_log.old_status': ['text', False],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
           'insurers.name': ['text', True],
           'patient_appointment_counts.n_appointments': ['integer', True],
           'patients.email': ['text', True],
           'patients.insurer_id': ['integer', False]}}

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


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")


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


def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")
