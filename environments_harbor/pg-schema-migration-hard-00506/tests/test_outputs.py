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
 'c_rows': {236: [19, '2024-06-20', 'cancelled'],
            237: [19, '2023-11-30', 'cancelled'],
            238: [20, '2023-09-01', 'booked'],
            239: [21, '2023-03-19', 'cancelled'],
            240: [22, '2023-11-25', 'booked'],
            241: [22, None, 'no_show'],
            242: [22, '2024-05-31', 'booked'],
            243: [23, '2024-06-15', 'cancelled'],
            244: [23, '2023-10-29', 'booked'],
            245: [25, '2024-10-08', 'no_show'],
            246: [25, '2023-09-20', 'booked'],
            247: [26, '2023-03-12', 'cancelled'],
            248: [26, '2023-05-26', 'booked'],
            249: [26, '2024-12-01', 'no_show'],
            250: [26, None, 'booked'],
            251: [27, '2023-11-06', 'no_show'],
            252: [28, '2023-08-03', 'cancelled'],
            253: [28, '2024-04-11', 'cancelled'],
            254: [29, '2023-02-15', 'no_show'],
            255: [31, '2023-03-03', 'attended'],
            256: [31, '2023-10-21', 'booked'],
            257: [31, '2024-10-04', 'attended'],
            258: [31, '2024-04-22', 'no_show'],
            259: [32, '2023-12-23', 'attended'],
            260: [32, '2023-06-04', 'no_show'],
            261: [32, '2023-04-21', 'no_show'],
            262: [32, '2024-01-30', 'booked'],
            263: [33, '2023-04-20', 'booked'],
            264: [33, '2024-04-01', 'no_show'],
            265: [34, '2024-08-28', 'booked'],
            266: [34, '2023-02-11', 'attended'],
            267: [35, '2023-01-23', 'no_show'],
            268: [36, '2023-03-23', 'booked'],
            269: [36, '2023-08-21', 'attended'],
            270: [37, '2024-06-25', 'attended'],
            271: [38, None, 'attended'],
            272: [38, '2024-08-30', 'cancelled'],
            273: [39, '2024-09-15', 'attended'],
            274: [39, '2023-10-19', 'attended'],
            275: [39, '2024-08-08', 'booked'],
            276: [40, '2024-11-01', 'cancelled'],
            277: [40, '2023-06-22', 'booked'],
            278: [40, '2023-07-01', 'attended'],
            279: [41, '2023-09-13', 'cancelled'],
            280: [41, '2024-01-02', 'no_show'],
            281: [41, '2024-07-18', 'no_show'],
            282: [43, '2024-01-01', 'booked'],
            283: [43, '2023-06-17', 'cancelled'],
            284: [44, '2023-04-18', 'booked'],
            285: [46, '2023-03-03', 'booked'],
            286: [46, '2024-08-13', 'no_show'],
            287: [48, '2024-02-08', 'cancelled'],
            288: [48, '2024-08-28', 'cancelled'],
            289: [49, '2024-04-23', 'booked'],
            290: [51, '2023-06-30', 'no_show'],
            291: [51, '2024-05-07', 'booked'],
            292: [51, '2024-11-30', 'attended'],
            293: [52, '2024-02-20', 'cancelled'],
            294: [52, '2024-10-08', 'no_show'],
            295: [53, '2023-06-09', 'no_show'],
            296: [53, '2023-10-13', 'no_show'],
            297: [54, '2024-02-08', 'attended'],
            298: [54, '2023-05-22', 'no_show'],
            299: [54, '2024-07-15', 'attended'],
            300: [54, '2023-01-22', 'no_show'],
            301: [27, '2024-10-01', 'no_show'],
            302: [27, '2024-09-23', 'no_show'],
            303: [27, '2024-01-23', 'attended'],
            304: [25, '2023-05-18', 'booked'],
            305: [25, '2023-02-25', 'no_show'],
            306: [25, '2023-11-25', 'no_show'],
            307: [43, '2024-07-25', 'booked'],
            308: [43, '2023-04-16', 'no_show'],
            309: [43, '2024-04-14', 'no_show']},
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
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (319, 36, '
                      "'2024-06-01', 'unknown-state');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (319, 36, '
                 "'2024-06-01', 'booked');",
 'l_rows': {2210: [236, 'PRC-4443', 1, '137.49', None],
            2211: [237, 'PRC-6745', 4, '44.24', None],
            2212: [237, 'PRC-2117', 4, '12.99', '4.81'],
            2213: [239, 'PRC-5326', 4, '33.83', '9.96'],
            2214: [239, 'PRC-4565', 3, '97.91', '21.82'],
            2215: [239, 'PRC-1834', 1, '68.15', '1.58'],
            2216: [239, 'PRC-5826', 1, '175.98', '15.32'],
            2217: [240, 'PRC-2549', 4, '42.14', None],
            2218: [240, 'PRC-2945', 2, '115.96', '20.01'],
            2219: [240, 'PRC-1884', 4, '127.64', None],
            2220: [241, 'PRC-7147', 1, '117.03', None],
            2221: [241, 'PRC-1734', 3, '53.99', None],
            2222: [242, 'PRC-7889', 1, '94.85', '9.48'],
            2223: [242, 'PRC-8867', 4, '159.78', '0.76'],
            2224: [243, 'PRC-1798', 2, '58.95', '10.39'],
            2225: [243, 'PRC-9957', 4, '138.24', None],
            2226: [243, 'PRC-3782', 4, '12.81', None],
            2227: [244, 'PRC-3202', 3, '111.05', None],
            2228: [244, 'PRC-9556', 1, '92.01', '1.54'],
            2229: [244, 'PRC-8517', 3, '67.07', None],
            2230: [244, 'PRC-6533', 1, '90.40', '8.46'],
            2231: [245, 'PRC-5958', 1, '18.96', '1.38'],
            2232: [245, 'PRC-5966', 3, '84.55', None],
            2233: [245, 'PRC-2326', 3, '150.04', None],
            2234: [245, 'PRC-9276', 1, '165.34', '2.31'],
            2235: [246, 'PRC-4633', 2, '118.08', '5.65'],
            2236: [247, 'PRC-6451', 2, '90.90', None],
            2237: [247, 'PRC-0570', 3, '52.43', None],
            2238: [247, 'PRC-3185', 2, '18.69', '0.11'],
            2239: [249, 'PRC-8453', 1, '76.19', '0.46'],
            2240: [249, 'PRC-7103', 1, '95.84', None],
            2241: [249, 'PRC-4816', 1, '168.24', '11.02'],
            2242: [250, 'PRC-2237', 3, '171.92', None],
            2243: [250, 'PRC-8910', 1, '127.26', '5.92'],
            2244: [250, 'PRC-4253', 1, '48.69', '3.21'],
            2245: [252, 'PRC-8533', 3, '147.35', '33.74'],
            2246: [252, 'PRC-1961', 1, '60.47', '3.78'],
            2247: [252, 'PRC-8993', 1, '42.06', '0.8'],
            2248: [252, 'PRC-9381', 4, '19.58', '0.54'],
            2249: [254, 'PRC-3859', 4, '175.65', None],
            2250: [255, 'PRC-6111', 2, '81.61', None],
            2251: [255, 'PRC-6996', 2, '135.79', None],
            2252: [256, 'PRC-9845', 2, '59.98', None],
            2253: [256, 'PRC-0543', 4, '148.22', '51.03'],
            2254: [257, 'PRC-2520', 2, '93.54', None],
            2255: [258, 'PRC-0328', 1, '160.12', None],
            2256: [259, 'PRC-6551', 2, '77.31', '2.67'],
            2257: [259, 'PRC-1259', 3, '40.85', None],
            2258: [259, 'PRC-7530', 3, '114.29', '31.45'],
            2259: [259, 'PRC-7015', 4, '178.52', None],
            2260: [261, 'PRC-1848', 3, '72.81', None],
            2261: [261, 'PRC-8539', 2, '98.33', None],
            2262: [261, 'PRC-0828', 2, '48.73', '2.81'],
            2263: [261, 'PRC-5203', 2, '110.33', None],
            2264: [262, 'PRC-0051', 1, '33.97', '1.94'],
            2265: [262, 'PRC-1259', 2, '160.54', '7.26'],
            2266: [263, 'PRC-6834', 3, '61.00', '9.37'],
            2267: [263, 'PRC-3354', 2, '120.43', '17.76'],
            2268: [263, 'PRC-9466', 2, '138.49', '6.21'],
            2269: [264, 'PRC-6646', 3, '60.56', None],
            2270: [264, 'PRC-4565', 1, '61.33', '0.66'],
            2271: [264, 'PRC-2713', 4, '40.53', None],
            2272: [264, 'PRC-1219', 1, '89.46', None],
            2273: [265, 'PRC-8056', 2, '55.08', None],
            2274: [265, 'PRC-3154', 4, '22.16', None],
            2275: [265, 'PRC-3352', 4, '38.86', '3.26'],
            2276: [265, 'PRC-9318', 4, '92.96', None],
            2277: [266, 'PRC-0344', 1, '160.40', None],
            2278: [266, 'PRC-0709', 3, '173.97', None],
            2279: [266, 'PRC-0022', 4, '86.21', None],
            2280: [267, 'PRC-8266', 1, '38.40', '1'],
            2281: [267, 'PRC-4709', 2, '111.50', '16.65'],
            2282: [267, 'PRC-3211', 4, '30.59', '3.2'],
            2283: [268, 'PRC-9668', 2, '59.23', '4.11'],
            2284: [269, 'PRC-2828', 3, '177.63', None],
            2285: [269, 'PRC-4646', 1, '15.98', '1.53'],
            2286: [270, 'PRC-3014', 1, '169.82', '6.33'],
            2287: [270, 'PRC-9206', 2, '130.27', '7.34'],
            2288: [270, 'PRC-8219', 2, '82.78', None],
            2289: [270, 'PRC-2200', 3, '31.88', '8.32'],
            2290: [271, 'PRC-3505', 2, '111.71', '20.88'],
            2291: [272, 'PRC-8894', 3, '124.25', '17.62'],
            2292: [275, 'PRC-7517', 4, '101.33', '7.43'],
            2293: [275, 'PRC-6424', 3, '27.18', None],
            2294: [275, 'PRC-2173', 4, '11.39', None],
            2295: [276, 'PRC-1613', 2, '70.78', '1.16'],
            2296: [277, 'PRC-2257', 3, '160.41', '12.38'],
            2297: [278, 'PRC-4713', 1, '145.25', None],
            2298: [278, 'PRC-3841', 4, '168.94', '46.31'],
            2299: [279, 'PRC-5157', 2, '71.42', '6.47'],
            2300: [280, 'PRC-2893', 3, '97.05', None],
            2301: [280, 'PRC-8397', 3, '177.14', None],
            2302: [280, 'PRC-6140', 2, '78.97', None],
            2303: [281, 'PRC-3882', 1, '75.80', '6.6'],
            2304: [281, 'PRC-7070', 4, '55.66', None],
            2305: [281, 'PRC-1744', 1, '21.31', '1.87'],
            2306: [281, 'PRC-1375', 3, '80.57', None],
            2307: [282, 'PRC-3197', 3, '74.39', None],
            2308: [282, 'PRC-1143', 1, '94.33', '4.81'],
            2309: [282, 'PRC-9449', 3, '100.04', None],
            2310: [283, 'PRC-3539', 1, '72.76', None],
            2311: [283, 'PRC-9983', 4, '174.12', None],
            2312: [283, 'PRC-2652', 4, '66.32', None],
            2313: [284, 'PRC-4020', 1, '54.95', '0.91'],
            2314: [284, 'PRC-8667', 2, '110.98', '2.39'],
            2315: [284, 'PRC-9342', 1, '140.27', '12.7'],
            2316: [285, 'PRC-9387', 4, '77.42', None],
            2317: [286, 'PRC-4688', 2, '87.69', None],
            2318: [286, 'PRC-2049', 3, '43.25', '5.25'],
            2319: [286, 'PRC-2516', 1, '88.20', None],
            2320: [286, 'PRC-0405', 4, '40.21', '12.26'],
            2321: [287, 'PRC-7687', 2, '68.17', None],
            2322: [287, 'PRC-7624', 4, '40.22', '15.6'],
            2323: [288, 'PRC-9082', 4, '155.25', '17.56'],
            2324: [288, 'PRC-9511', 4, '97.34', None],
            2325: [288, 'PRC-4042', 2, '175.88', '2.94'],
            2326: [288, 'PRC-5884', 3, '100.10', None],
            2327: [290, 'PRC-5155', 3, '160.10', '24.35'],
            2328: [290, 'PRC-6380', 4, '41.89', '2.77'],
            2329: [290, 'PRC-0214', 4, '34.45', None],
            2330: [291, 'PRC-4226', 3, '148.29', None],
            2331: [292, 'PRC-1221', 2, '66.84', None],
            2332: [292, 'PRC-2632', 1, '64.43', '0.26'],
            2333: [292, 'PRC-5331', 1, '37.36', None],
            2334: [293, 'PRC-2982', 4, '118.46', '36.32'],
            2335: [294, 'PRC-6424', 2, '74.59', None],
            2336: [294, 'PRC-4635', 1, '85.26', '4.8'],
            2337: [295, 'PRC-4692', 3, '26.86', None],
            2338: [296, 'PRC-3839', 2, '28.91', '0.36'],
            2339: [296, 'PRC-6771', 1, '160.18', None],
            2340: [296, 'PRC-8615', 2, '72.30', '1.28'],
            2341: [296, 'PRC-4389', 1, '85.15', '6.16'],
            2342: [297, 'PRC-6369', 4, '39.76', '7.13'],
            2343: [297, 'PRC-6470', 3, '90.24', '20.9'],
            2344: [297, 'PRC-6980', 1, '105.55', '8.68'],
            2345: [297, 'PRC-4049', 4, '29.15', None],
            2346: [298, 'PRC-4938', 3, '169.28', None],
            2347: [299, 'PRC-8590', 2, '77.77', '7.73'],
            2348: [299, 'PRC-9998', 2, '23.96', '3.16'],
            2349: [299, 'PRC-1813', 2, '114.59', '18.14'],
            2350: [299, 'PRC-4616', 1, '129.81', '8.95'],
            2351: [300, 'PRC-3329', 4, '172.44', None],
            2352: [302, 'PRC-3554', 2, '37.64', '1.13'],
            2353: [302, 'PRC-9163', 1, '170.45', '0.68'],
            2354: [302, 'PRC-2522', 1, '119.05', '3.77'],
            2355: [303, 'PRC-6933', 4, '123.19', '41.65'],
            2356: [303, 'PRC-6063', 2, '102.82', None],
            2357: [304, 'PRC-4543', 2, '168.13', None],
            2358: [304, 'PRC-3891', 3, '94.14', None],
            2359: [304, 'PRC-8036', 1, '165.19', '1.64'],
            2360: [304, 'PRC-8112', 4, '13.45', None],
            2361: [305, 'PRC-8592', 2, '84.38', '5.28'],
            2362: [305, 'PRC-1343', 4, '10.12', '0.94'],
            2363: [306, 'PRC-7959', 1, '86.79', '7'],
            2364: [306, 'PRC-5073', 4, '62.28', '19.5'],
            2365: [306, 'PRC-3802', 3, '87.36', None],
            2366: [306, 'PRC-5650', 3, '118.35', '30.33'],
            2367: [307, 'PRC-5758', 4, '54.10', None],
            2368: [307, 'PRC-0483', 1, '157.94', None],
            2369: [308, 'PRC-4692', 4, '65.44', '3.3'],
            2370: [267, 'PRC-0872', 1, '99.44', None],
            2371: [278, 'PRC-3032', 4, '86.59', None]},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'lookup': 'insurers',
 'lookup_names': ['allianz care', 'aok plus', 'axa health', 'bupa', 'generali vita', 'techniker', 'vivium'],
 'migration': '/srv/migrations/0084_cleanup.sql',
 'missing_p': 24,
 'n_col': 'n_appointments',
 'new_id': 319,
 'new_p': 36,
 'p1': 'patient',
 'p_region': {18: 'bupa',
              19: 'allianz care',
              20: 'generali vita',
              21: 'aok plus',
              22: None,
              23: 'allianz care',
              25: 'allianz care',
              26: 'generali vita',
              27: 'techniker',
              28: 'bupa',
              29: 'generali vita',
              31: None,
              32: 'allianz care',
              33: 'axa health',
              34: 'aok plus',
              35: 'aok plus',
              36: 'axa health',
              37: 'allianz care',
              38: None,
              39: 'techniker',
              40: None,
              41: 'allianz care',
              43: 'techniker',
              44: 'axa health',
              46: 'allianz care',
              47: 'techniker',
              48: 'bupa',
              49: 'techniker',
              51: 'axa health',
              52: 'generali vita',
              53: 'allianz care',
              54: 'vivium'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM clinic.patients p LEFT JOIN clinic.insurers k ON k.id = p.insurer_id',
 'p_rows': {18: ['Bruno Sato', 'bruno.sato@example.com'],
            19: ['Wim Dimitrov', 'wim.dimitrov@post.example'],
            20: ['Olu Gallo', 'olu.gallo@mail.test'],
            21: ['Zora Haddad', 'zora.haddad@inbox.test'],
            22: ['Elena Moreau', 'elena.moreau@inbox.test'],
            23: ['Nils Weber', 'nils.weber@mail.test'],
            25: ['Yusuf Gallo', 'yusuf.gallo@inbox.test'],
            26: ['Yusuf Eriksen', 'yusuf.eriksen@inbox.test'],
            27: ['Wim Moreau', 'wim.moreau@post.example'],
            28: ['Mira Castillo', 'mira.castillo@mail.test'],
            29: ['Kaia Okafor', 'kaia.okafor@post.example'],
            31: ['Wim Haddad', 'wim.haddad@inbox.test'],
            32: ['Jonas Castillo', 'jonas.castillo@mail.test'],
            33: ['Tomas Fofana', 'tomas.fofana@post.example'],
            34: ['Luis Sato', 'luis.sato@mail.test'],
            35: ['Rafa Gallo', 'rafa.gallo@mail.test'],
            36: ['Ada Brandt', 'ada.brandt@mail.test'],
            37: ['Yusuf Castillo', 'yusuf.castillo@mail.test'],
            38: ['Priya Okafor', 'priya.okafor@mail.test'],
            39: ['Elena Okafor', 'elena.okafor@mail.test'],
            40: ['Ada Gallo', 'ada.gallo@mail.test'],
            41: ['Uzma Abbott', 'uzma.abbott@example.com'],
            43: ['Luis Dimitrov', 'luis.dimitrov@post.example'],
            44: ['Uzma Okafor', 'uzma.okafor@example.com'],
            46: ['Yusuf Okafor', 'yusuf.okafor@example.com'],
            47: ['Uzma Ivanova', 'uzma.ivanova@example.com'],
            48: ['Uzma Abbott', 'uzma.abbott@post.example'],
            49: ['Nils Ivanova', 'nils.ivanova@inbox.test'],
            51: ['Mira Weber', 'mira.weber@inbox.test'],
            52: ['Carmen Gallo', 'carmen.gallo@post.example'],
            53: ['Nils Jensen', 'nils.jensen@mail.test'],
            54: ['Jonas Rossi', 'jonas.rossi@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (47, 'Uzma Ivanova', 'uzma.ivanova@example.com', 'techniker'),\n"
                    "    (48, 'Uzma Abbott', 'uzma.abbott@post.example', 'bupa'),\n"
                    "    (49, 'Nils Ivanova', 'nils.ivanova@inbox.test', 'techniker'),\n"
                    "    (51, 'Mira Weber', 'mira.weber@inbox.test', 'axa health'),\n"
                    "    (52, 'Carmen Gallo', 'carmen.gallo@post.example', 'generali vita'),\n"
                    "    (53, 'Nils Jensen', 'nils.jensen@mail.test', 'allianz care'),\n"
                    "    (54, 'Jonas Rossi', 'jonas.rossi@post.example', 'Vivium');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (287, 48, '08.02.2024', 'CANCELED'),\n"
                    "    (288, 48, '28.08.2024', 'cancelled'),\n"
                    "    (289, 49, '23 Apr 2024', 'scheduled'),\n"
                    "    (290, 51, '2023-06-30', 'No Show'),\n"
                    "    (291, 51, '2024-05-07', 'booked'),\n"
                    "    (292, 51, '30/11/2024', 'attended'),\n"
                    "    (293, 52, '20240220', 'Cancelled  '),\n"
                    "    (294, 52, '08.10.2024', 'no_show'),\n"
                    "    (295, 53, '9 Jun 2023', 'no show'),\n"
                    "    (296, 53, '20231013', 'no_show'),\n"
                    "    (297, 54, '20240208', 'seen'),\n"
                    "    (298, 54, '22 May 2023', 'no_show'),\n"
                    "    (299, 54, '15.07.2024', 'seen'),\n"
                    "    (300, 54, ' 2023-01-22', 'no show'),\n"
                    "    (301, 27, '1 Oct 2024', 'no_show'),\n"
                    "    (302, 27, '23.09.2024', 'NO SHOW'),\n"
                    "    (303, 27, '2024-01-23', 'Seen'),\n"
                    "    (304, 25, '18 May 2023', 'booked'),\n"
                    "    (305, 25, '2023-02-25', 'No_show'),\n"
                    "    (306, 25, '25 Nov 2023', '  No_Show'),\n"
                    "    (307, 43, '2024-07-25', 'booked'),\n"
                    "    (308, 43, ' 2023-04-16', 'no_show'),\n"
                    "    (309, 43, '14/04/2024', 'no show');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (2321, 287, 'PRC-7687', 2, 68.17, NULL),\n"
                    "    (2322, 287, 'PRC-7624', 4, 40.22, 15.6),\n"
                    "    (2323, 288, 'PRC-9082', 4, 155.25, 17.56),\n"
                    "    (2324, 288, 'PRC-9511', 4, 97.34, NULL),\n"
                    "    (2325, 288, 'PRC-4042', 2, 175.88, 2.94),\n"
                    "    (2326, 288, 'PRC-5884', 3, 100.1, NULL),\n"
                    "    (2327, 290, 'PRC-5155', 3, 160.1, 24.35),\n"
                    "    (2328, 290, 'PRC-6380', 4, 41.89, 2.77),\n"
                    "    (2329, 290, 'PRC-0214', 4, 34.45, NULL),\n"
                    "    (2330, 291, 'PRC-4226', 3, 148.29, NULL),\n"
                    "    (2331, 292, 'PRC-1221', 2, 66.84, NULL),\n"
                    "    (2332, 292, 'PRC-2632', 1, 64.43, 0.26),\n"
                    "    (2333, 292, 'PRC-5331', 1, 37.36, NULL),\n"
                    "    (2334, 293, 'PRC-2982', 4, 118.46, 36.32),\n"
                    "    (2335, 294, 'PRC-6424', 2, 74.59, NULL),\n"
                    "    (2336, 294, 'PRC-4635', 1, 85.26, 4.8),\n"
                    "    (2337, 295, 'PRC-4692', 3, 26.86, NULL),\n"
                    "    (2338, 296, 'PRC-3839', 2, 28.91, 0.36),\n"
                    "    (2339, 296, 'PRC-6771', 1, 160.18, NULL),\n"
                    "    (2340, 296, 'PRC-8615', 2, 72.3, 1.28),\n"
                    "    (2341, 296, 'PRC-4389', 1, 85.15, 6.16),\n"
                    "    (2342, 297, 'PRC-6369', 4, 39.76, 7.13),\n"
                    "    (2343, 297, 'PRC-6470', 3, 90.24, 20.9),\n"
                    "    (2344, 297, 'PRC-6980', 1, 105.55, 8.68),\n"
                    "    (2345, 297, 'PRC-4049', 4, 29.15, NULL),\n"
                    "    (2346, 298, 'PRC-4938', 3, 169.28, NULL),\n"
                    "    (2347, 299, 'PRC-8590', 2, 77.77, 7.73),\n"
                    "    (2348, 299, 'PRC-9998', 2, 23.96, 3.16),\n"
                    "    (2349, 299, 'PRC-1813', 2, 114.59, 18.14),\n"
                    "    (2350, 299, 'PRC-4616', 1, 129.81, 8.95),\n"
                    "    (2351, 300, 'PRC-3329', 4, 172.44, NULL),\n"
                    "    (2352, 302, 'PRC-3554', 2, 37.64, 1.13),\n"
                    "    (2353, 302, 'PRC-9163', 1, 170.45, 0.68),\n"
                    "    (2354, 302, 'PRC-2522', 1, 119.05, 3.77),\n"
                    "    (2355, 303, 'PRC-6933', 4, 123.19, 41.65),\n"
                    "    (2356, 303, 'PRC-6063', 2, 102.82, NULL),\n"
                    "    (2357, 304, 'PRC-4543', 2, 168.13, NULL),\n"
                    "    (2358, 304, 'PRC-3891', 3, 94.14, NULL),\n"
                    "    (2359, 304, 'PRC-8036', 1, 165.19, 1.64),\n"
                    "    (2360, 304, 'PRC-8112', 4, 13.45, NULL),\n"
                    "    (2361, 305, 'PRC-8592', 2, 84.38, 5.28),\n"
                    "    (2362, 305, 'PRC-1343', 4, 10.12, 0.94),\n"
                    "    (2363, 306, 'PRC-7959', 1, 86.79, 7),\n"
                    "    (2364, 306, 'PRC-5073', 4, 62.28, 19.5),\n"
                    "    (2365, 306, 'PRC-3802', 3, 87.36, NULL),\n"
                    "    (2366, 306, 'PRC-5650', 3, 118.35, 30.33),\n"
                    "    (2367, 307, 'PRC-5758', 4, 54.1, NULL),\n"
                    "    (2368, 307, 'PRC-0483', 1, 157.94, NULL),\n"
                    "    (2369, 308, 'PRC-4692', 4, 65.44, 3.3),\n"
                    "    (2370, 267, 'PRC-0872', 1, 99.44, NULL),\n"
                    "    (2371, 278, 'PRC-3032', 4, 86.59, NULL);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (69, 47, 'a319b1fc16137be3'),\n"
                    "    (70, 52, '8ee7a29c3c809861'),\n"
                    "    (71, 54, '373bea6ba3b98cbc');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
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
              "             WHERE u.rolname IN ('clinic_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE clinic_app RESET ALL;\n'
              'ALTER ROLE clinic_app SET search_path = clinic, public;\n',
 's': 'clinic',
 's_rows': {56: [18, '2d3275b96fc7db12'],
            57: [19, '975f5449f5ad7906'],
            58: [21, 'd6a5e0c0f89259ff'],
            59: [22, '6788ccf4c389d401'],
            60: [23, 'baf379620ebf8e47'],
            61: [29, '28b8740d1a22dd6b'],
            62: [31, 'b27b7b4ebe6211a2'],
            63: [33, '7639d93027cc9dc4'],
            64: [36, 'fe76fb756e22d372'],
            65: [38, '6fe568c958ba0f2f'],
            66: [39, '1d8ab4cd63e7426a'],
            67: [40, 'baf0d414228b5d50'],
            68: [46, '2ae177242e4c4578'],
            69: [47, 'a319b1fc16137be3'],
            70: [52, '8ee7a29c3c809861'],
            71: [54, '373bea6ba3b98cbc']},
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
 'stats_after': {18: 1,
                 19: 2,
                 21: 1,
                 22: 4,
                 23: 2,
                 25: 5,
                 26: 4,
                 27: 4,
                 28: 2,
                 29: 1,
                 31: 4,
                 32: 4,
                 33: 2,
                 34: 2,
                 35: 1,
                 36: 2,
                 37: 1,
                 38: 2,
                 39: 4,
                 40: 3,
                 41: 3,
                 43: 5,
                 44: 1,
                 46: 2,
                 48: 2,
                 49: 1,
                 51: 3,
                 52: 1,
                 53: 2,
                 54: 4},
 'stats_dml': "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (319, 18, '2024-06-01', "
              "'booked');\n"
              "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (320, 22, '2024-06-01', "
              "'booked');\n"
              'UPDATE clinic.appointments SET patient_id = 39 WHERE id = 293;\n'
              'DELETE FROM clinic.appointments WHERE id = 238;',
 'stats_rows': {19: 2,
                20: 1,
                21: 1,
                22: 3,
                23: 2,
                25: 5,
                26: 4,
                27: 4,
                28: 2,
                29: 1,
                31: 4,
                32: 4,
                33: 2,
                34: 2,
                35: 1,
                36: 2,
                37: 1,
                38: 2,
                39: 3,
                40: 3,
                41: 3,
                43: 5,
                44: 1,
                46: 2,
                48: 2,
                49: 1,
                51: 3,
                52: 2,
                53: 2,
                54: 4},
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients', 'appointments', 'appointment_items', 'patient_notes', 'insurers', 'patient_appointment_counts'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
           'insurers.name': ['text', True],
           'patient_appointment_counts.n_appointments': ['integer', True],
           'patients.email': ['text', True],
           'patients.insurer_id': ['integer', False]},
 'view': 'patient_activity',
 'view_cols': ['patient_id', 'full_name', 'insurer', 'n_appointments', 'last_appointment_on', 'billed'],
 'view_rows': {18: ['Bruno Sato', 'bupa', 0, None, '0'],
               19: ['Wim Dimitrov', 'allianz care', 0, None, '0'],
               20: ['Olu Gallo', 'generali vita', 1, '2023-09-01', '0.00'],
               21: ['Zora Haddad', 'aok plus', 0, None, '0'],
               22: ['Elena Moreau', None, 3, '2024-05-31', '1893.76'],
               23: ['Nils Weber', 'allianz care', 1, '2023-10-29', '706.77'],
               25: ['Yusuf Gallo', 'allianz care', 5, '2024-10-08', '3050.15'],
               26: ['Yusuf Eriksen', 'generali vita', 3, '2024-12-01', '1011.37'],
               27: ['Wim Moreau', 'techniker', 4, '2024-10-01', '1015.95'],
               28: ['Mira Castillo', 'bupa', 0, None, '0'],
               29: ['Kaia Okafor', 'generali vita', 1, '2023-02-15', '702.60'],
               31: ['Wim Haddad', None, 4, '2024-10-04', '1443.81'],
               32: ['Jonas Castillo', 'allianz care', 4, '2024-01-30', '2376.25'],
               33: ['Tomas Fofana', 'axa health', 2, '2024-04-01', '1161.43'],
               34: ['Luis Sato', 'aok plus', 2, '2024-08-28', '1749.97'],
               35: ['Rafa Gallo', 'aok plus', 1, '2023-01-23', '462.35'],
               36: ['Ada Brandt', 'axa health', 2, '2023-08-21', '661.69'],
               37: ['Yusuf Castillo', 'allianz care', 1, '2024-06-25', '669.57'],
               38: ['Priya Okafor', None, 1, None, '202.54'],
               39: ['Elena Okafor', 'techniker', 3, '2024-09-15', '524.99'],
               40: ['Ada Gallo', None, 2, '2023-07-01', '1589.91'],
               41: ['Uzma Abbott', 'allianz care', 2, '2024-07-18', '1533.50'],
               43: ['Luis Dimitrov', 'techniker', 4, '2024-07-25', '1245.61'],
               44: ['Uzma Okafor', 'axa health', 1, '2023-04-18', '401.18'],
               46: ['Yusuf Okafor', 'allianz care', 2, '2024-08-13', '846.34'],
               47: ['Uzma Ivanova', 'techniker', 0, None, '0'],
               48: ['Uzma Abbott', 'bupa', 0, None, '0'],
               49: ['Nils Ivanova', 'techniker', 1, '2024-04-23', '0.00'],
               51: ['Mira Weber', 'axa health', 3, '2024-11-30', '1438.62'],
               52: ['Carmen Gallo', 'generali vita', 1, '2024-10-08', '229.64'],
               53: ['Nils Jensen', 'allianz care', 2, '2023-10-13', '520.53'],
               54: ['Jonas Rossi', 'vivium', 4, '2024-07-15', '2337.27']}}

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


def test_view_rows():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["view"]))
    assert kind and kind[0]["relkind"] == "v", "%s is not a view" % T["view"]
    cols = [r["a"] for r in rows("SELECT attname AS a FROM pg_attribute WHERE attrelid = '%s.%s'::regclass "
                                 "AND attnum > 0 ORDER BY attnum" % (T["s"], T["view"]))]
    assert cols == T["view_cols"], "view columns %s, expected %s" % (cols, T["view_cols"])
    got = {r[cols[0]]: [r[cols[1]], r[cols[2]], r[cols[3]], r[cols[4]], _dec(r[cols[5]])]
           for r in app_rows("SELECT * FROM %s.%s" % (T["s"], T["view"]))}
    want = {k: v[:4] + [_dec(v[4])] for k, v in T["view_rows"].items()}
    assert len(app_rows("SELECT * FROM %s.%s" % (T["s"], T["view"]))) == len(want), "one row per %s" % T["p1"]
    _diff(got, want, T["view"])


def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")


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
