import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'bookings',
 'L': 'booking_charges',
 'P': 'guests',
 'S': 'guest_documents',
 'admin': 'postgres',
 'app': 'hotel_app',
 'c1': 'booking',
 'c_rows': {133: [36, '2024-09-19', 'cancelled'],
            134: [36, '2023-03-15', 'cancelled'],
            135: [37, '2023-06-19', 'reserved'],
            136: [38, '2024-05-24', 'checked_out'],
            137: [38, '2023-08-31', 'reserved'],
            138: [38, '2023-10-31', 'checked_out'],
            139: [38, '2024-02-14', 'cancelled'],
            140: [39, '2024-03-06', 'reserved'],
            141: [40, '2024-09-15', 'cancelled'],
            142: [42, '2024-02-24', 'cancelled'],
            143: [42, '2023-11-03', 'reserved'],
            144: [43, '2023-08-01', 'checked_out'],
            145: [43, '2023-12-11', 'reserved'],
            146: [43, '2024-11-10', 'reserved'],
            147: [43, '2023-11-16', 'checked_in'],
            148: [44, '2023-02-06', 'cancelled'],
            149: [44, '2023-05-20', 'cancelled'],
            150: [45, '2023-04-20', 'checked_out'],
            151: [45, '2023-10-17', 'checked_in'],
            152: [45, '2023-01-25', 'checked_out'],
            153: [47, '2023-07-16', 'checked_out'],
            154: [47, '2023-06-28', 'checked_in'],
            155: [47, '2024-04-07', 'checked_in'],
            156: [47, '2023-02-12', 'checked_out'],
            157: [48, '2023-01-28', 'cancelled'],
            158: [48, '2023-05-31', 'checked_out'],
            159: [48, '2024-05-01', 'checked_in'],
            160: [48, '2023-08-02', 'reserved'],
            161: [49, '2024-04-06', 'checked_out'],
            162: [49, '2023-03-21', 'reserved'],
            163: [50, '2023-09-04', 'checked_out'],
            164: [50, '2024-02-22', 'checked_out'],
            165: [50, '2024-05-13', 'reserved'],
            166: [51, '2023-05-19', 'checked_in'],
            167: [51, '2024-03-27', 'checked_in'],
            168: [51, '2023-09-17', 'checked_in'],
            169: [51, '2023-09-02', 'checked_out'],
            170: [52, '2023-05-29', 'checked_out'],
            171: [52, '2023-06-28', 'checked_out'],
            172: [53, '2023-12-03', 'checked_in'],
            173: [54, '2023-03-12', 'cancelled'],
            174: [54, '2023-03-25', 'checked_in'],
            175: [54, '2023-12-21', 'checked_out'],
            176: [55, '2024-09-27', 'checked_out'],
            177: [55, '2023-06-14', 'checked_in'],
            178: [55, '2023-06-21', 'checked_in'],
            179: [55, '2023-04-08', 'reserved'],
            180: [56, '2023-11-29', 'checked_out'],
            181: [56, '2023-02-02', 'checked_out'],
            182: [57, '2023-11-28', 'reserved'],
            183: [57, '2023-04-26', 'reserved'],
            184: [58, '2023-02-14', 'checked_out'],
            185: [58, '2024-10-17', 'reserved'],
            186: [58, '2023-08-31', 'checked_out'],
            187: [58, '2024-07-16', 'reserved'],
            188: [59, '2023-10-11', 'cancelled'],
            189: [59, '2024-02-09', 'checked_out'],
            190: [60, '2023-02-04', 'reserved'],
            191: [60, '2023-10-19', 'reserved'],
            192: [61, '2023-07-18', 'checked_in'],
            193: [61, '2024-05-24', 'reserved'],
            194: [60, '2023-02-20', 'checked_in'],
            195: [50, '2023-01-04', 'checked_in'],
            196: [45, '2024-11-14', 'checked_out'],
            197: [67, '2023-01-24', 'cancelled'],
            198: [67, '2024-04-21', 'cancelled'],
            199: [69, '2024-06-19', 'checked_out'],
            200: [70, '2024-06-23', 'checked_out'],
            201: [71, '2024-03-23', 'checked_in'],
            202: [71, '2023-08-26', 'reserved'],
            203: [71, '2023-12-07', 'checked_out'],
            204: [71, '2024-03-26', 'reserved'],
            205: [72, '2023-02-09', 'checked_out'],
            206: [72, '2024-10-08', 'checked_in'],
            207: [72, '2023-07-19', 'reserved'],
            208: [59, '2023-09-14', 'cancelled'],
            209: [51, '2024-08-13', 'checked_out'],
            210: [47, '2024-07-22', 'checked_in'],
            211: [47, '2023-05-14', 'reserved'],
            212: [47, '2024-04-24', 'cancelled'],
            213: [47, '2024-02-25', 'checked_out'],
            214: [71, '2024-01-11', 'checked_out'],
            215: [71, '2023-03-14', 'checked_in'],
            216: [47, '2024-03-03', 'reserved']},
 'c_sql': 'SELECT id, guest_id AS p, check_in::text AS d, status::text AS st FROM hotel.bookings',
 'constraints': [['hotel.guests', 'p', ['id'], None, []],
                 ['hotel.bookings', 'p', ['id'], None, []],
                 ['hotel.booking_charges', 'p', ['id'], None, []],
                 ['hotel.guest_documents', 'p', ['id'], None, []],
                 ['hotel.bookings', 'f', ['guest_id'], 'hotel.guests', ['id']],
                 ['hotel.booking_charges', 'f', ['booking_id'], 'hotel.bookings', ['id']],
                 ['hotel.guest_documents', 'f', ['guest_id'], 'hotel.guests', ['id']]],
 'db': 'hoteldb',
 'dropped': [],
 'email': 'email',
 'insert_bad_status': "INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES (226, 52, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO hotel.guests (id, full_name, email) VALUES (85, 'Dup Check', "
                     "'ines.brandt@mail.test');",
 'insert_event': "INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES (226, 52, '2024-06-01', "
                 "'reserved');",
 'l_rows': {2305: [133, 'CHG-5763', 4, '155.99', None],
            2306: [133, 'CHG-2302', 4, '3.21', '0.14'],
            2307: [133, 'CHG-7942', 2, '169.09', '32.84'],
            2308: [134, 'CHG-6507', 5, '99.51', None],
            2309: [134, 'CHG-8300', 4, '62.66', '11.33'],
            2310: [134, 'CHG-9948', 2, '246.09', None],
            2311: [134, 'CHG-8166', 5, '37.01', None],
            2312: [136, 'CHG-9672', 5, '195.83', None],
            2313: [136, 'CHG-7761', 3, '265.35', '57.33'],
            2314: [137, 'CHG-6395', 3, '53.98', '4.07'],
            2315: [138, 'CHG-6342', 4, '217.26', '20.03'],
            2316: [138, 'CHG-1058', 5, '46.26', None],
            2317: [138, 'CHG-4213', 5, '182.79', None],
            2318: [139, 'CHG-7275', 3, '199.25', '28.25'],
            2319: [139, 'CHG-2986', 2, '283.68', None],
            2320: [140, 'CHG-9274', 2, '94.06', None],
            2321: [140, 'CHG-3232', 5, '248.46', '27.06'],
            2322: [140, 'CHG-661', 5, '132.98', '40.57'],
            2323: [142, 'CHG-900', 5, '313.87', '150.12'],
            2324: [142, 'CHG-508', 5, '288.73', None],
            2325: [142, 'CHG-7702', 1, '93.59', None],
            2326: [143, 'CHG-1454', 1, '135.98', '6.45'],
            2327: [143, 'CHG-9877', 4, '181.18', None],
            2328: [143, 'CHG-2099', 1, '41.28', '0.1'],
            2329: [143, 'CHG-9475', 1, '122.90', '3.31'],
            2330: [144, 'CHG-8672', 4, '23.08', '2.67'],
            2331: [144, 'CHG-4211', 4, '181.57', '18.03'],
            2332: [144, 'CHG-2090', 2, '312.62', '34.07'],
            2333: [145, 'CHG-8641', 1, '70.71', '3.23'],
            2334: [145, 'CHG-4153', 5, '262.58', '118.35'],
            2335: [145, 'CHG-7140', 1, '186.64', '15.22'],
            2336: [145, 'CHG-8692', 5, '275.90', None],
            2337: [146, 'CHG-2991', 3, '14.41', '4.3'],
            2338: [146, 'CHG-5267', 2, '186.07', None],
            2339: [146, 'CHG-2011', 3, '165.83', '49.72'],
            2340: [146, 'CHG-9274', 1, '256.08', '2.27'],
            2341: [147, 'CHG-117', 1, '23.43', '1.28'],
            2342: [148, 'CHG-7603', 4, '60.16', None],
            2343: [149, 'CHG-8433', 5, '224.13', None],
            2344: [149, 'CHG-8706', 3, '278.22', None],
            2345: [149, 'CHG-9053', 4, '276.09', None],
            2346: [149, 'CHG-4774', 1, '104.62', '9.54'],
            2347: [151, 'CHG-880', 2, '280.83', '52.53'],
            2348: [151, 'CHG-2578', 5, '161.23', '63.3'],
            2349: [151, 'CHG-575', 3, '204.70', '32.14'],
            2350: [151, 'CHG-4842', 3, '124.18', '23.95'],
            2351: [152, 'CHG-082', 3, '31.76', '3.74'],
            2352: [152, 'CHG-1441', 2, '115.68', None],
            2353: [153, 'CHG-8598', 3, '181.21', '35.12'],
            2354: [153, 'CHG-3733', 2, '280.45', None],
            2355: [155, 'CHG-9183', 2, '207.25', '25.97'],
            2356: [155, 'CHG-4019', 3, '213.13', None],
            2357: [155, 'CHG-7342', 4, '197.70', None],
            2358: [156, 'CHG-6660', 5, '301.50', None],
            2359: [156, 'CHG-2124', 1, '278.97', None],
            2360: [156, 'CHG-5975', 2, '236.42', None],
            2361: [157, 'CHG-7679', 2, '305.05', None],
            2362: [157, 'CHG-6595', 3, '307.73', '65.38'],
            2363: [157, 'CHG-5895', 3, '158.94', None],
            2364: [158, 'CHG-5671', 1, '240.58', None],
            2365: [158, 'CHG-4084', 4, '38.78', None],
            2366: [159, 'CHG-3113', 3, '289.96', '75.92'],
            2367: [160, 'CHG-9889', 3, '295.82', '84.93'],
            2368: [160, 'CHG-5639', 4, '14.48', '4.06'],
            2369: [160, 'CHG-9321', 1, '212.62', None],
            2370: [161, 'CHG-5591', 3, '201.51', '42.53'],
            2371: [162, 'CHG-7914', 2, '43.91', None],
            2372: [163, 'CHG-3248', 1, '57.35', '3.54'],
            2373: [163, 'CHG-5744', 2, '213.01', None],
            2374: [163, 'CHG-3754', 2, '157.17', '11.31'],
            2375: [163, 'CHG-3772', 1, '300.53', None],
            2376: [164, 'CHG-1243', 5, '273.17', '109.76'],
            2377: [165, 'CHG-6996', 4, '266.43', '66.97'],
            2378: [165, 'CHG-4372', 4, '91.25', None],
            2379: [165, 'CHG-6008', 2, '275.34', '18.02'],
            2380: [166, 'CHG-2152', 1, '46.27', None],
            2381: [166, 'CHG-7930', 4, '191.97', '59.66'],
            2382: [167, 'CHG-5968', 4, '195.96', None],
            2383: [168, 'CHG-8737', 1, '176.93', None],
            2384: [168, 'CHG-3387', 2, '296.02', '4.82'],
            2385: [169, 'CHG-4280', 1, '222.98', '2.69'],
            2386: [169, 'CHG-029', 2, '214.79', None],
            2387: [169, 'CHG-7161', 1, '214.05', None],
            2388: [169, 'CHG-8907', 1, '315.93', '31.51'],
            2389: [170, 'CHG-4608', 1, '279.02', None],
            2390: [170, 'CHG-9438', 3, '163.21', '17.42'],
            2391: [170, 'CHG-4012', 4, '272.04', None],
            2392: [170, 'CHG-3706', 1, '266.13', '10.71'],
            2393: [171, 'CHG-1910', 3, '30.68', None],
            2394: [171, 'CHG-546', 3, '289.33', '12.34'],
            2395: [171, 'CHG-8934', 5, '316.80', None],
            2396: [171, 'CHG-2347', 3, '222.66', None],
            2397: [172, 'CHG-5731', 3, '85.67', None],
            2398: [174, 'CHG-4581', 5, '71.74', None],
            2399: [174, 'CHG-8021', 5, '250.65', '99.62'],
            2400: [174, 'CHG-9883', 5, '239.29', '25.48'],
            2401: [174, 'CHG-9114', 5, '310.16', None],
            2402: [176, 'CHG-2470', 2, '50.48', '8.63'],
            2403: [176, 'CHG-8058', 1, '163.24', None],
            2404: [176, 'CHG-3517', 2, '100.61', None],
            2405: [177, 'CHG-2408', 3, '101.27', None],
            2406: [177, 'CHG-7878', 4, '188.56', '43.74'],
            2407: [177, 'CHG-1994', 4, '160.71', None],
            2408: [178, 'CHG-6189', 5, '312.08', '30.35'],
            2409: [178, 'CHG-4975', 2, '206.28', '40.34'],
            2410: [178, 'CHG-3462', 1, '73.78', '6.55'],
            2411: [179, 'CHG-7267', 4, '265.06', None],
            2412: [179, 'CHG-6150', 2, '200.91', '10.92'],
            2413: [179, 'CHG-8656', 2, '305.63', '55.42'],
            2414: [181, 'CHG-5473', 3, '304.39', '62.81'],
            2415: [181, 'CHG-464', 5, '79.70', '5.66'],
            2416: [181, 'CHG-3185', 5, '143.88', None],
            2417: [181, 'CHG-5758', 5, '318.78', '70.59'],
            2418: [182, 'CHG-4467', 4, '26.12', '4.89'],
            2419: [182, 'CHG-9300', 1, '221.14', '8.2'],
            2420: [183, 'CHG-4439', 1, '302.63', None],
            2421: [183, 'CHG-8469', 3, '217.52', None],
            2422: [183, 'CHG-675', 1, '52.87', '4.73'],
            2423: [183, 'CHG-1497', 2, '209.28', '3.03'],
            2424: [184, 'CHG-8049', 2, '223.36', '29.91'],
            2425: [184, 'CHG-533', 3, '127.12', None],
            2426: [184, 'CHG-5471', 3, '63.67', '11.47'],
            2427: [184, 'CHG-3750', 2, '49.96', '7.55'],
            2428: [186, 'CHG-2548', 3, '255.02', None],
            2429: [186, 'CHG-3186', 5, '209.24', '21.46'],
            2430: [186, 'CHG-8829', 2, '8.94', '0.93'],
            2431: [186, 'CHG-9678', 4, '191.67', None],
            2432: [187, 'CHG-3347', 2, '164.68', '22.57'],
            2433: [187, 'CHG-6370', 1, '77.41', None],
            2434: [187, 'CHG-1434', 4, '214.63', None],
            2435: [187, 'CHG-4960', 2, '219.69', '10.89'],
            2436: [188, 'CHG-8052', 5, '34.60', '14.53'],
            2437: [188, 'CHG-7427', 5, '110.94', None],
            2438: [188, 'CHG-671', 3, '270.94', '4.84'],
            2439: [189, 'CHG-4306', 1, '184.07', '6.28'],
            2440: [189, 'CHG-9905', 1, '143.56', None],
            2441: [189, 'CHG-8500', 1, '183.10', None],
            2442: [189, 'CHG-7805', 1, '134.82', None],
            2443: [190, 'CHG-7846', 1, '296.23', '5.93'],
            2444: [191, 'CHG-7736', 5, '75.62', None],
            2445: [191, 'CHG-1886', 5, '319.46', '113.35'],
            2446: [191, 'CHG-7361', 5, '193.05', '68.74'],
            2447: [191, 'CHG-3897', 2, '187.02', None],
            2448: [192, 'CHG-8118', 1, '83.81', '3.72'],
            2449: [192, 'CHG-2908', 5, '26.93', '6.12'],
            2450: [193, 'CHG-9154', 2, '288.26', None],
            2451: [193, 'CHG-4653', 4, '297.73', '69.89'],
            2452: [193, 'CHG-4671', 3, '199.93', '10.01'],
            2453: [193, 'CHG-5402', 1, '36.95', '3.62'],
            2454: [194, 'CHG-9930', 5, '38.05', '16.59'],
            2455: [194, 'CHG-5129', 3, '157.79', None],
            2456: [194, 'CHG-4255', 5, '89.71', None],
            2457: [194, 'CHG-6278', 2, '132.72', '5.5'],
            2458: [195, 'CHG-019', 4, '316.26', '67.72'],
            2459: [195, 'CHG-9317', 3, '138.30', '22.84'],
            2460: [195, 'CHG-2773', 1, '82.80', None],
            2461: [195, 'CHG-368', 5, '167.16', '44.93'],
            2462: [196, 'CHG-563', 4, '58.48', '6.3'],
            2463: [197, 'CHG-8575', 2, '298.75', '39'],
            2464: [197, 'CHG-9372', 1, '82.31', '2.08'],
            2465: [197, 'CHG-3132', 3, '155.25', '9.47'],
            2466: [200, 'CHG-7313', 4, '59.78', '4.97'],
            2467: [200, 'CHG-8875', 3, '171.14', None],
            2468: [200, 'CHG-2149', 2, '248.98', '26.9'],
            2469: [201, 'CHG-193', 5, '47.87', '17.19'],
            2470: [201, 'CHG-025', 5, '172.75', '1'],
            2471: [201, 'CHG-3529', 4, '22.46', None],
            2472: [201, 'CHG-8923', 5, '164.82', '63.93'],
            2473: [202, 'CHG-8064', 5, '255.42', None],
            2474: [203, 'CHG-6735', 1, '256.26', None],
            2475: [203, 'CHG-9472', 2, '295.06', '57.98'],
            2476: [204, 'CHG-9844', 3, '202.52', None],
            2477: [204, 'CHG-6472', 1, '188.95', None],
            2478: [205, 'CHG-2706', 3, '266.22', '76.16'],
            2479: [205, 'CHG-5651', 5, '67.38', '26.58'],
            2480: [206, 'CHG-5105', 2, '136.88', None],
            2481: [206, 'CHG-7801', 2, '87.82', '16.57'],
            2482: [207, 'CHG-9483', 5, '276.03', '12.68'],
            2483: [208, 'CHG-8877', 2, '217.17', '3.49'],
            2484: [208, 'CHG-722', 5, '224.34', None],
            2485: [208, 'CHG-9978', 2, '245.48', '40.34'],
            2486: [209, 'CHG-5193', 5, '215.19', None],
            2487: [209, 'CHG-1250', 1, '318.53', None],
            2488: [209, 'CHG-4391', 5, '170.44', '28.5'],
            2489: [210, 'CHG-4309', 3, '65.92', '2.24'],
            2490: [210, 'CHG-2523', 4, '294.91', None],
            2491: [210, 'CHG-8862', 5, '160.26', '70.54'],
            2492: [211, 'CHG-8970', 4, '171.87', '53.41'],
            2493: [211, 'CHG-3974', 5, '254.23', None],
            2494: [211, 'CHG-2658', 4, '154.48', '8.94'],
            2495: [211, 'CHG-9040', 3, '22.42', None],
            2496: [212, 'CHG-2366', 3, '89.93', None],
            2497: [214, 'CHG-8926', 4, '315.78', '73.12'],
            2498: [214, 'CHG-5837', 4, '92.23', None],
            2499: [214, 'CHG-2196', 1, '83.85', None],
            2500: [214, 'CHG-2767', 3, '280.08', '61.62'],
            2501: [215, 'CHG-8972', 1, '192.44', None],
            2502: [215, 'CHG-9346', 2, '111.03', None],
            2503: [216, 'CHG-9279', 1, '208.18', None],
            2504: [216, 'CHG-2577', 1, '25.30', None],
            2505: [216, 'CHG-3269', 5, '294.70', '119.75'],
            2506: [191, 'CHG-763', 5, '239.86', '17.98'],
            2507: [164, 'CHG-240', 2, '65.96', None]},
 'l_sql': 'SELECT id, booking_id AS c, item AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'hotel.booking_charges',
 'lfk': 'booking_id',
 'log': 'booking_status_log',
 'log_dml': 'UPDATE hotel.bookings SET status = status WHERE id = 212;\n'
            'UPDATE hotel.bookings SET status = NULL WHERE id = 167;\n'
            "UPDATE hotel.bookings SET status = 'reserved' WHERE id = 167;\n"
            "UPDATE hotel.bookings SET status = 'cancelled' WHERE id IN (210, 155);\n"
            'UPDATE hotel.bookings SET check_in = check_in WHERE id = 204;',
 'log_rows': [[167, 'checked_in', None],
              [167, None, 'reserved'],
              [210, 'checked_in', 'cancelled'],
              [155, 'checked_in', 'cancelled']],
 'migration': '/srv/migrations/0064_integrity.sql',
 'missing_p': 41,
 'new_id': 226,
 'new_p': 52,
 'p1': 'guest',
 'p_region': {35: 'Irish',
              36: 'Swedish',
              37: 'Irish',
              38: 'Irish',
              39: 'German',
              40: 'Irish',
              42: None,
              43: 'Spanish',
              44: 'Irish',
              45: 'French',
              47: 'Swedish',
              48: 'Swedish',
              49: 'Dutch',
              50: None,
              51: 'Irish',
              52: 'Dutch',
              53: 'Irish',
              54: 'Swedish',
              55: 'Irish',
              56: None,
              57: 'Spanish',
              58: 'Swedish',
              59: None,
              60: 'Irish',
              61: 'French',
              66: 'Irish',
              67: 'Swedish',
              69: 'Swedish',
              70: 'German',
              71: 'Swedish',
              72: 'German'},
 'p_region_sql': 'SELECT id, nationality AS v FROM hotel.guests',
 'p_rows': {35: ['Ines Brandt', 'ines.brandt@mail.test'],
            36: ['Uzma Ivanova', 'uzma.ivanova@post.example'],
            37: ['Uzma Dimitrov', 'uzma.dimitrov@inbox.test'],
            38: ['Wim Sato', 'wim.sato@inbox.test'],
            39: ['Ines Dimitrov', 'ines.dimitrov@inbox.test'],
            40: ['Kaia Brandt', 'kaia.brandt@inbox.test'],
            42: ['Tomas Haddad', 'tomas.haddad@post.example'],
            43: ['Bruno Sato', 'bruno.sato@example.com'],
            44: ['Dev Brandt', 'dev.brandt@inbox.test'],
            45: ['Vera Sato', 'vera.sato@mail.test'],
            47: ['Tomas Moreau', 'tomas.moreau@inbox.test'],
            48: ['Kaia Fofana', 'kaia.fofana@example.com'],
            49: ['Kaia Eriksen', 'kaia.eriksen@mail.test'],
            50: ['Luis Haddad', 'luis.haddad@post.example'],
            51: ['Luis Rossi', 'luis.rossi@example.com'],
            52: ['Carmen Abbott', 'carmen.abbott@post.example'],
            53: ['Nils Eriksen', 'nils.eriksen@post.example'],
            54: ['Quinn Castillo', 'quinn.castillo@example.com'],
            55: ['Femi Weber', 'femi.weber@inbox.test'],
            56: ['Jonas Brandt', 'jonas.brandt@post.example'],
            57: ['Mira Dimitrov', 'mira.dimitrov@inbox.test'],
            58: ['Rafa Moreau', 'rafa.moreau@mail.test'],
            59: ['Kaia Sato', 'kaia.sato@post.example'],
            60: ['Rafa Dimitrov', 'rafa.dimitrov@example.com'],
            61: ['Rafa Abbott', 'rafa.abbott@inbox.test'],
            66: ['Elena Jensen', 'elena.jensen@mail.test'],
            67: ['Ada Haddad', 'ada.haddad@mail.test'],
            69: ['Greta Sato', 'greta.sato@inbox.test'],
            70: ['Uzma Okafor', 'uzma.okafor@inbox.test'],
            71: ['Bruno Haddad', 'bruno.haddad@example.com'],
            72: ['Wim Jensen', 'wim.jensen@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM hotel.guests',
 'pfk': 'guest_id',
 'production_rows': 'INSERT INTO hotel.guests (id, full_name, email, nationality) VALUES\n'
                    "    (66, 'Elena Jensen', 'Elena.Jensen@Mail.test', 'Irish'),\n"
                    "    (67, 'Ada Haddad', 'Ada.Haddad@Mail.test', 'Swedish'),\n"
                    "    (69, 'Greta Sato', 'greta.sato@inbox.test', 'Swedish'),\n"
                    "    (70, 'Uzma Okafor', 'uzma.okafor@inbox.test ', 'German'),\n"
                    "    (71, 'Bruno Haddad', 'bruno.haddad@example.com', 'Swedish'),\n"
                    "    (72, 'Wim Jensen', 'wim.jensen@mail.test', 'German'),\n"
                    "    (74, 'Bruno Haddad', 'bruno.haddad@example.com', 'Swedish'),\n"
                    "    (75, 'Tomas Moreau', ' TOMAS.MOREAU@INBOX.TEST ', 'Swedish');\n"
                    'INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES\n'
                    "    (197, 67, '2023-01-24', 'cancelled'),\n"
                    "    (198, 67, '2024-04-21', 'canceled'),\n"
                    "    (199, 69, '2024-06-19', 'checked_out '),\n"
                    "    (200, 70, '2024-06-23', 'checked_out'),\n"
                    "    (201, 71, '2024-03-23', 'checked_in'),\n"
                    "    (202, 71, '2023-08-26', 'Reserved'),\n"
                    "    (203, 71, '2023-12-07', 'checked_out'),\n"
                    "    (204, 71, '2024-03-26', 'reserved'),\n"
                    "    (205, 72, '2023-02-09', 'checked_out'),\n"
                    "    (206, 72, '2024-10-08', 'checked_in'),\n"
                    "    (207, 72, '2023-07-19', 'Booked'),\n"
                    "    (208, 59, '2023-09-14', 'cancelled'),\n"
                    "    (209, 51, '2024-08-13', 'checked_out'),\n"
                    "    (210, 47, '2024-07-22', 'checked_in'),\n"
                    "    (211, 47, '2023-05-14', 'reserved'),\n"
                    "    (212, 47, '2024-04-24', 'Canceled'),\n"
                    "    (213, 47, '2024-02-25', 'checked_out'),\n"
                    "    (214, 74, '2024-01-11', 'checked_out'),\n"
                    "    (215, 74, '2023-03-14', 'IN HOUSE'),\n"
                    "    (216, 75, '2024-03-03', 'booked');\n"
                    'INSERT INTO hotel.booking_charges (id, booking_id, item, qty, unit_price, discount) VALUES\n'
                    "    (2463, 197, 'CHG-8575', 2, 298.75, 39),\n"
                    "    (2464, 197, 'CHG-9372', 1, 82.31, 2.08),\n"
                    "    (2465, 197, 'CHG-3132', 3, 155.25, 9.47),\n"
                    "    (2466, 200, 'CHG-7313', 4, 59.78, 4.97),\n"
                    "    (2467, 200, 'CHG-8875', 3, 171.14, NULL),\n"
                    "    (2468, 200, 'CHG-2149', 2, 248.98, 26.9),\n"
                    "    (2469, 201, 'CHG-193', 5, 47.87, 17.19),\n"
                    "    (2470, 201, 'CHG-025', 5, 172.75, 1),\n"
                    "    (2471, 201, 'CHG-3529', 4, 22.46, NULL),\n"
                    "    (2472, 201, 'CHG-8923', 5, 164.82, 63.93),\n"
                    "    (2473, 202, 'CHG-8064', 5, 255.42, NULL),\n"
                    "    (2474, 203, 'CHG-6735', 1, 256.26, NULL),\n"
                    "    (2475, 203, 'CHG-9472', 2, 295.06, 57.98),\n"
                    "    (2476, 204, 'CHG-9844', 3, 202.52, NULL),\n"
                    "    (2477, 204, 'CHG-6472', 1, 188.95, NULL),\n"
                    "    (2478, 205, 'CHG-2706', 3, 266.22, 76.16),\n"
                    "    (2479, 205, 'CHG-5651', 5, 67.38, 26.58),\n"
                    "    (2480, 206, 'CHG-5105', 2, 136.88, NULL),\n"
                    "    (2481, 206, 'CHG-7801', 2, 87.82, 16.57),\n"
                    "    (2482, 207, 'CHG-9483', 5, 276.03, 12.68),\n"
                    "    (2483, 208, 'CHG-8877', 2, 217.17, 3.49),\n"
                    "    (2484, 208, 'CHG-722', 5, 224.34, NULL),\n"
                    "    (2485, 208, 'CHG-9978', 2, 245.48, 40.34),\n"
                    "    (2486, 209, 'CHG-5193', 5, 215.19, NULL),\n"
                    "    (2487, 209, 'CHG-1250', 1, 318.53, NULL),\n"
                    "    (2488, 209, 'CHG-4391', 5, 170.44, 28.5),\n"
                    "    (2489, 210, 'CHG-4309', 3, 65.92, 2.24),\n"
                    "    (2490, 210, 'CHG-2523', 4, 294.91, NULL),\n"
                    "    (2491, 210, 'CHG-8862', 5, 160.26, 70.54),\n"
                    "    (2492, 211, 'CHG-8970', 4, 171.87, 53.41),\n"
                    "    (2493, 211, 'CHG-3974', 5, 254.23, NULL),\n"
                    "    (2494, 211, 'CHG-2658', 4, 154.48, 8.94),\n"
                    "    (2495, 211, 'CHG-9040', 3, 22.42, NULL),\n"
                    "    (2496, 212, 'CHG-2366', 3, 89.93, NULL),\n"
                    "    (2497, 214, 'CHG-8926', 4, 315.78, 73.12),\n"
                    "    (2498, 214, 'CHG-5837', 4, 92.23, NULL),\n"
                    "    (2499, 214, 'CHG-2196', 1, 83.85, NULL),\n"
                    "    (2500, 214, 'CHG-2767', 3, 280.08, 61.62),\n"
                    "    (2501, 215, 'CHG-8972', 1, 192.44, NULL),\n"
                    "    (2502, 215, 'CHG-9346', 2, 111.03, NULL),\n"
                    "    (2503, 216, 'CHG-9279', 1, 208.18, NULL),\n"
                    "    (2504, 216, 'CHG-2577', 1, 25.3, NULL),\n"
                    "    (2505, 216, 'CHG-3269', 5, 294.7, 119.75),\n"
                    "    (2506, 191, 'CHG-763', 5, 239.86, 17.98),\n"
                    "    (2507, 164, 'CHG-240', 2, 65.96, NULL);\n"
                    'INSERT INTO hotel.guest_documents (id, guest_id, passport_no) VALUES\n'
                    "    (67, 74, '5ee5b43b848158ed'),\n"
                    "    (68, 75, '580a1f6e7326d5c8'),\n"
                    "    (69, 66, '2405e34891ee5502'),\n"
                    "    (70, 71, 'aecae88b11acce6a');\n"
                    "SELECT setval(pg_get_serial_sequence('hotel.guests', 'id'), (SELECT max(id) FROM hotel.guests));\n"
                    "SELECT setval(pg_get_serial_sequence('hotel.bookings', 'id'), (SELECT max(id) FROM "
                    'hotel.bookings));\n'
                    "SELECT setval(pg_get_serial_sequence('hotel.booking_charges', 'id'), (SELECT max(id) FROM "
                    'hotel.booking_charges));\n'
                    "SELECT setval(pg_get_serial_sequence('hotel.guest_documents', 'id'), (SELECT max(id) FROM "
                    'hotel.guest_documents));\n',
 'region': 'nationality',
 'report': 'hotel_report',
 'rerun': True,
 'reset_sql': 'DROP DATABASE IF EXISTS hoteldb WITH (FORCE);\n'
              'CREATE DATABASE hoteldb TEMPLATE hoteldb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('hotel_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE hotel_app RESET ALL;\n'
              'ALTER ROLE hotel_app SET search_path = hotel, public;\n',
 's': 'hotel',
 's_rows': {53: [60, '69c5f27fbff4e461'],
            54: [50, '7ded39ba951f98dd'],
            55: [45, '271a738b105cf30d'],
            56: [40, '510610e6078480b3'],
            57: [42, '94aa499948709695'],
            58: [43, '928bcf6062b008d4'],
            59: [45, '75672d419b2e87ab'],
            60: [48, '899ccc25358774b1'],
            61: [49, '08dd38121802a77d'],
            62: [50, '194e794983c8838e'],
            63: [53, '40deee4ef23c38dc'],
            64: [58, '099d35ac6ab43671'],
            65: [60, '8fbee3adda9e3ce6'],
            66: [61, 'f7f66a10d4ac99b1'],
            67: [71, '5ee5b43b848158ed'],
            68: [47, '580a1f6e7326d5c8'],
            69: [66, '2405e34891ee5502'],
            70: [71, 'aecae88b11acce6a']},
 's_sql': 'SELECT id, guest_id AS p, passport_no AS v FROM hotel.guest_documents',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'hotel'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', "
                 "'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'hotel'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind "
                 "IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'hotel'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'hotel'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'hotel'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'hotel'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'hotel'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'hotel'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'hotel'::regnamespace\n",
 'status': 'status',
 'statuses': ['reserved', 'checked_in', 'checked_out', 'cancelled'],
 'tables': ['guests', 'bookings', 'booking_charges', 'guest_documents', 'booking_status_log'],
 'types': {'booking_charges.discount': ['numeric(10,2)', False],
           'booking_charges.unit_price': ['numeric(10,2)', True],
           'booking_status_log.new_status': ['text', False],
           'booking_status_log.old_status': ['text', False],
           'bookings.check_in': ['date', False],
           'bookings.guest_id': ['integer', True],
           'bookings.status': ['text', False],
           'guests.email': ['text', True]}}

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


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
