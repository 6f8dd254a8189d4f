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
 'c_rows': {729: [39, '2024-03-08', 'cancelled'],
            730: [40, '2024-02-11', 'booked'],
            731: [42, '2024-03-08', 'no_show'],
            732: [42, '2023-04-06', 'cancelled'],
            733: [42, '2024-10-07', 'no_show'],
            734: [42, '2023-01-13', 'no_show'],
            735: [43, '2024-07-29', 'booked'],
            736: [43, '2024-07-06', 'booked'],
            737: [43, '2023-10-03', 'cancelled'],
            738: [43, '2023-08-08', 'no_show'],
            739: [44, '2024-02-28', 'no_show'],
            740: [44, '2024-10-20', 'attended'],
            741: [45, '2024-11-05', 'cancelled'],
            742: [45, '2024-01-13', 'cancelled'],
            743: [46, '2024-09-18', 'no_show'],
            744: [46, '2024-10-25', 'no_show'],
            745: [47, '2023-11-26', 'no_show'],
            746: [49, '2024-04-21', 'booked'],
            747: [49, '2023-05-07', 'no_show'],
            748: [49, '2023-08-07', 'booked'],
            749: [49, '2023-09-17', 'cancelled'],
            750: [50, '2023-06-16', 'booked'],
            751: [51, '2024-06-15', 'booked'],
            752: [51, '2023-10-25', 'attended'],
            753: [51, '2023-05-11', 'no_show'],
            754: [51, '2023-04-12', 'attended'],
            755: [52, '2023-08-24', 'cancelled'],
            756: [52, '2024-07-28', 'no_show'],
            757: [52, '2024-08-22', 'no_show'],
            758: [53, '2023-09-30', 'booked'],
            759: [54, '2024-08-01', 'no_show'],
            760: [54, '2023-03-07', 'attended'],
            761: [54, '2023-09-07', 'attended'],
            762: [54, '2023-06-23', 'no_show'],
            763: [55, '2023-12-17', 'cancelled'],
            764: [56, '2023-01-13', 'cancelled'],
            765: [56, '2023-11-13', 'booked'],
            766: [56, '2024-05-26', 'booked'],
            767: [57, '2023-05-02', 'no_show'],
            768: [57, '2023-09-29', 'cancelled'],
            769: [57, '2024-01-25', 'booked'],
            770: [58, '2024-06-20', 'booked'],
            771: [58, '2023-11-02', 'attended'],
            772: [58, '2024-09-09', 'booked'],
            773: [58, '2023-06-18', 'cancelled'],
            774: [59, '2023-07-17', 'no_show'],
            775: [59, '2023-04-11', 'no_show'],
            776: [59, '2023-08-08', 'no_show'],
            777: [60, '2023-02-22', 'attended'],
            778: [60, '2023-02-27', 'no_show'],
            779: [60, '2023-06-18', 'attended'],
            780: [61, '2023-12-17', 'no_show'],
            781: [61, '2024-08-03', 'booked'],
            782: [62, '2023-08-07', 'no_show'],
            783: [62, '2024-05-22', 'cancelled'],
            784: [62, '2024-08-09', 'booked'],
            785: [62, '2023-05-21', 'cancelled'],
            786: [63, '2024-04-03', 'no_show'],
            787: [51, '2024-08-30', 'no_show'],
            788: [44, '2023-08-14', 'booked'],
            789: [44, '2023-08-26', 'no_show'],
            790: [55, '2023-05-10', 'booked'],
            791: [68, '2024-10-25', 'cancelled'],
            792: [68, '2023-03-01', 'cancelled'],
            793: [69, '2024-03-24', 'cancelled'],
            794: [70, '2024-09-08', 'cancelled'],
            795: [70, '2023-01-16', 'attended'],
            796: [70, '2024-07-12', 'booked'],
            797: [71, '2024-10-14', 'booked'],
            798: [71, '2024-06-17', 'attended'],
            799: [71, '2024-11-19', 'no_show'],
            800: [72, '2023-05-31', 'attended'],
            801: [72, '2023-09-05', 'no_show'],
            802: [72, '2023-10-18', 'attended'],
            803: [61, '2023-05-18', 'attended'],
            804: [43, '2023-03-07', 'attended'],
            805: [43, '2023-05-30', 'booked'],
            806: [43, '2024-05-14', 'attended'],
            807: [43, '2023-05-25', 'no_show'],
            808: [56, '2023-04-14', 'attended'],
            809: [61, '2023-09-16', 'attended'],
            810: [71, '2024-07-24', 'no_show']},
 'c_sql': 'SELECT id, patient_id AS p, scheduled_on::text AS d, status::text AS st FROM clinic.appointments',
 'constraints': [['clinic.patients', 'p', ['id'], None, []],
                 ['clinic.appointments', 'p', ['id'], None, []],
                 ['clinic.appointment_items', 'p', ['id'], None, []],
                 ['clinic.patient_notes', 'p', ['id'], None, []],
                 ['clinic.appointments', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.appointment_items', 'f', ['appointment_id'], 'clinic.appointments', ['id']],
                 ['clinic.patient_notes', 'f', ['patient_id'], 'clinic.patients', ['id']]],
 'db': 'clinicdb',
 'dropped': [],
 'email': 'email',
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (820, 55, '
                      "'2024-06-01', 'unknown-state');",
 'insert_dup_email': "INSERT INTO clinic.patients (id, full_name, email) VALUES (84, 'Dup Check', "
                     "'femi.dimitrov@mail.test');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (820, 55, '
                 "'2024-06-01', 'booked');",
 'l_rows': {2176: [729, 'PRC-5294', 3, '34.87', None],
            2177: [729, 'PRC-4345', 3, '96.84', '15.08'],
            2178: [729, 'PRC-3333', 4, '17.89', '6.47'],
            2179: [733, 'PRC-8664', 2, '44.66', '8.74'],
            2180: [734, 'PRC-5836', 3, '37.79', None],
            2181: [734, 'PRC-7589', 2, '89.35', '1.69'],
            2182: [734, 'PRC-6631', 4, '16.17', '1.34'],
            2183: [735, 'PRC-7212', 2, '155.12', '9.75'],
            2184: [735, 'PRC-2956', 4, '97.08', None],
            2185: [735, 'PRC-6421', 4, '26.83', None],
            2186: [736, 'PRC-2688', 2, '115.11', '15.91'],
            2187: [736, 'PRC-4849', 2, '23.01', '1.67'],
            2188: [737, 'PRC-3203', 3, '64.62', None],
            2189: [738, 'PRC-9960', 2, '32.84', None],
            2190: [738, 'PRC-4638', 3, '85.42', '4.08'],
            2191: [738, 'PRC-9906', 4, '93.15', '14.02'],
            2192: [738, 'PRC-7337', 4, '26.24', '4.26'],
            2193: [739, 'PRC-5972', 1, '27.75', None],
            2194: [740, 'PRC-5522', 3, '53.61', None],
            2195: [740, 'PRC-1187', 4, '86.44', None],
            2196: [740, 'PRC-3232', 4, '179.68', None],
            2197: [740, 'PRC-2174', 4, '145.14', '6.9'],
            2198: [741, 'PRC-8177', 3, '97.25', None],
            2199: [742, 'PRC-8995', 4, '90.18', '34.99'],
            2200: [746, 'PRC-9024', 2, '43.24', '5.23'],
            2201: [746, 'PRC-4545', 3, '99.04', None],
            2202: [747, 'PRC-9353', 3, '99.30', '18.91'],
            2203: [747, 'PRC-4341', 3, '15.34', '4.41'],
            2204: [747, 'PRC-9655', 1, '131.02', '2.11'],
            2205: [748, 'PRC-6236', 4, '15.37', '5.65'],
            2206: [748, 'PRC-3937', 3, '59.52', '14.62'],
            2207: [749, 'PRC-6224', 1, '122.59', None],
            2208: [750, 'PRC-1368', 2, '179.62', '23.66'],
            2209: [750, 'PRC-0814', 3, '127.65', '3.67'],
            2210: [750, 'PRC-2151', 3, '43.14', '8.16'],
            2211: [750, 'PRC-6850', 1, '124.11', '4.48'],
            2212: [751, 'PRC-0159', 2, '77.88', '2.58'],
            2213: [751, 'PRC-4917', 2, '61.38', None],
            2214: [752, 'PRC-1980', 1, '152.56', '5.99'],
            2215: [752, 'PRC-1930', 2, '156.88', '22.26'],
            2216: [753, 'PRC-3862', 3, '135.97', '19.35'],
            2217: [754, 'PRC-8921', 3, '92.67', '17.43'],
            2218: [754, 'PRC-7707', 1, '14.62', None],
            2219: [755, 'PRC-4339', 4, '22.58', None],
            2220: [755, 'PRC-4059', 4, '64.09', '18.86'],
            2221: [755, 'PRC-1850', 1, '31.12', '1.02'],
            2222: [756, 'PRC-8774', 4, '144.96', '17.38'],
            2223: [756, 'PRC-7618', 2, '48.66', '4.54'],
            2224: [757, 'PRC-4683', 3, '101.16', None],
            2225: [757, 'PRC-0584', 4, '104.18', '1.38'],
            2226: [757, 'PRC-6494', 3, '144.62', '40.34'],
            2227: [758, 'PRC-7328', 2, '142.54', '26.6'],
            2228: [759, 'PRC-6697', 1, '38.56', '0.14'],
            2229: [760, 'PRC-1497', 4, '109.57', None],
            2230: [760, 'PRC-6615', 4, '62.42', None],
            2231: [761, 'PRC-6464', 1, '54.76', None],
            2232: [761, 'PRC-9309', 2, '172.77', '32.61'],
            2233: [762, 'PRC-3871', 3, '38.35', '1.02'],
            2234: [763, 'PRC-3807', 1, '61.98', None],
            2235: [764, 'PRC-5380', 1, '124.48', '3.55'],
            2236: [765, 'PRC-8068', 1, '81.21', None],
            2237: [765, 'PRC-9874', 1, '121.00', None],
            2238: [765, 'PRC-6659', 2, '126.42', None],
            2239: [766, 'PRC-1924', 3, '42.73', None],
            2240: [767, 'PRC-5409', 1, '138.32', '13.36'],
            2241: [767, 'PRC-4044', 2, '9.58', None],
            2242: [767, 'PRC-3092', 3, '173.91', '18.42'],
            2243: [768, 'PRC-7212', 1, '108.19', '5.47'],
            2244: [768, 'PRC-2306', 4, '147.75', '49.48'],
            2245: [768, 'PRC-0734', 3, '80.51', None],
            2246: [768, 'PRC-9066', 4, '89.15', '3.27'],
            2247: [769, 'PRC-6985', 2, '133.99', '2.14'],
            2248: [769, 'PRC-9910', 4, '37.36', '11.71'],
            2249: [769, 'PRC-3392', 1, '175.09', None],
            2250: [770, 'PRC-3084', 3, '85.76', '1.73'],
            2251: [770, 'PRC-0879', 1, '75.59', '5.65'],
            2252: [770, 'PRC-3034', 2, '73.22', None],
            2253: [770, 'PRC-9450', 3, '154.80', None],
            2254: [771, 'PRC-7925', 4, '14.54', None],
            2255: [771, 'PRC-5439', 3, '14.73', '4.09'],
            2256: [771, 'PRC-0897', 2, '108.98', None],
            2257: [772, 'PRC-4558', 3, '100.64', None],
            2258: [772, 'PRC-2420', 2, '106.13', '17.46'],
            2259: [772, 'PRC-3589', 2, '143.45', '10.72'],
            2260: [772, 'PRC-7143', 4, '67.35', '19.89'],
            2261: [773, 'PRC-6216', 3, '24.13', '3.74'],
            2262: [774, 'PRC-6137', 4, '114.39', '19.07'],
            2263: [774, 'PRC-4275', 2, '46.75', None],
            2264: [775, 'PRC-1222', 1, '45.93', None],
            2265: [776, 'PRC-5357', 2, '34.85', '6.16'],
            2266: [776, 'PRC-8305', 2, '100.89', None],
            2267: [777, 'PRC-0286', 4, '144.60', '30.81'],
            2268: [777, 'PRC-3132', 3, '179.27', None],
            2269: [777, 'PRC-1698', 4, '34.62', None],
            2270: [778, 'PRC-0535', 4, '169.75', None],
            2271: [778, 'PRC-1613', 2, '52.48', None],
            2272: [778, 'PRC-7879', 1, '90.94', None],
            2273: [778, 'PRC-4917', 4, '176.53', '25.55'],
            2274: [780, 'PRC-2721', 1, '129.51', None],
            2275: [780, 'PRC-4786', 2, '106.29', '10.58'],
            2276: [781, 'PRC-0342', 2, '125.93', '24.4'],
            2277: [781, 'PRC-9318', 3, '30.53', None],
            2278: [781, 'PRC-4179', 4, '131.07', '26.24'],
            2279: [782, 'PRC-4950', 2, '114.32', '1.33'],
            2280: [783, 'PRC-0276', 1, '50.99', None],
            2281: [784, 'PRC-9513', 1, '22.80', None],
            2282: [784, 'PRC-9900', 4, '73.56', None],
            2283: [784, 'PRC-8404', 2, '53.76', '1.37'],
            2284: [785, 'PRC-4136', 2, '179.99', '5.09'],
            2285: [785, 'PRC-9536', 2, '132.49', '19.99'],
            2286: [786, 'PRC-7543', 3, '50.95', '7.76'],
            2287: [786, 'PRC-2848', 3, '91.15', '19.5'],
            2288: [787, 'PRC-7046', 2, '138.48', '27.29'],
            2289: [787, 'PRC-9386', 4, '151.20', None],
            2290: [789, 'PRC-3741', 1, '54.97', '2.86'],
            2291: [790, 'PRC-8031', 2, '80.17', None],
            2292: [791, 'PRC-4178', 3, '48.34', None],
            2293: [792, 'PRC-8302', 3, '116.29', None],
            2294: [794, 'PRC-2617', 3, '156.33', '7.03'],
            2295: [794, 'PRC-6022', 2, '137.41', None],
            2296: [795, 'PRC-3131', 2, '153.99', None],
            2297: [796, 'PRC-3253', 2, '129.76', '8.98'],
            2298: [798, 'PRC-5643', 1, '86.45', '7.36'],
            2299: [798, 'PRC-6039', 3, '173.68', None],
            2300: [798, 'PRC-9032', 4, '132.53', None],
            2301: [799, 'PRC-9865', 4, '164.81', None],
            2302: [800, 'PRC-0707', 4, '54.79', None],
            2303: [800, 'PRC-8874', 3, '143.47', None],
            2304: [800, 'PRC-9277', 2, '130.44', '2.53'],
            2305: [800, 'PRC-6237', 2, '26.31', '2.14'],
            2306: [801, 'PRC-6487', 4, '178.71', '62.08'],
            2307: [801, 'PRC-0828', 4, '139.20', '34.13'],
            2308: [801, 'PRC-4398', 3, '30.72', None],
            2309: [802, 'PRC-6250', 4, '167.95', '60.63'],
            2310: [802, 'PRC-9948', 4, '30.37', '0.47'],
            2311: [802, 'PRC-8980', 3, '92.78', '6.19'],
            2312: [803, 'PRC-1594', 3, '47.63', None],
            2313: [805, 'PRC-8161', 1, '22.55', '1.06'],
            2314: [805, 'PRC-9831', 3, '72.38', None],
            2315: [805, 'PRC-9847', 1, '59.24', None],
            2316: [806, 'PRC-5499', 4, '116.17', '6.58'],
            2317: [806, 'PRC-7052', 3, '50.92', None],
            2318: [807, 'PRC-3716', 3, '57.24', None],
            2319: [807, 'PRC-8985', 4, '143.58', '15.28'],
            2320: [808, 'PRC-9642', 1, '139.79', None],
            2321: [808, 'PRC-0299', 2, '36.47', None],
            2322: [809, 'PRC-3446', 3, '46.39', '13.28'],
            2323: [810, 'PRC-1897', 4, '45.71', None],
            2324: [763, 'PRC-3867', 2, '110.84', '5.61'],
            2325: [753, 'PRC-6599', 4, '39.24', None]},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'log': 'appointment_status_log',
 'log_dml': 'UPDATE clinic.appointments SET status = status WHERE id = 764;\n'
            'UPDATE clinic.appointments SET status = NULL WHERE id = 768;\n'
            "UPDATE clinic.appointments SET status = 'attended' WHERE id = 768;\n"
            "UPDATE clinic.appointments SET status = 'cancelled' WHERE id IN (782, 757);\n"
            'UPDATE clinic.appointments SET scheduled_on = scheduled_on WHERE id = 765;',
 'log_rows': [[768, 'cancelled', None],
              [768, None, 'attended'],
              [782, 'no_show', 'cancelled'],
              [757, 'no_show', 'cancelled']],
 'migration': '/srv/migrations/0051_integrity.sql',
 'missing_p': 41,
 'new_id': 820,
 'new_p': 55,
 'p1': 'patient',
 'p_cols': ['id', 'full_name', 'email', 'insurer'],
 'p_region': {38: 'Techniker',
              39: 'Allianz Care',
              40: 'Axa Health',
              42: 'Aok Plus',
              43: 'Techniker',
              44: 'Techniker',
              45: 'Allianz Care',
              46: 'Techniker',
              47: 'Allianz Care',
              49: 'Allianz Care',
              50: 'Generali Vita',
              51: 'Bupa',
              52: 'Allianz Care',
              53: 'Allianz Care',
              54: 'Techniker',
              55: 'Generali Vita',
              56: 'Techniker',
              57: 'Allianz Care',
              58: 'Bupa',
              59: 'Bupa',
              60: 'Allianz Care',
              61: 'Generali Vita',
              62: 'Bupa',
              63: 'Axa Health',
              67: 'Aok Plus',
              68: 'Techniker',
              69: 'Bupa',
              70: 'Bupa',
              71: 'Generali Vita',
              72: 'Axa Health'},
 'p_region_sql': 'SELECT id, insurer AS v FROM clinic.patients',
 'p_rows': {38: ['Femi Dimitrov', 'femi.dimitrov@mail.test'],
            39: ['Uzma Okafor', 'uzma.okafor@mail.test'],
            40: ['Mira Haddad', 'mira.haddad@example.com'],
            42: ['Greta Fofana', 'greta.fofana@inbox.test'],
            43: ['Xenia Eriksen', 'xenia.eriksen@post.example'],
            44: ['Quinn Eriksen', 'quinn.eriksen@post.example'],
            45: ['Elena Castillo', 'elena.castillo@example.com'],
            46: ['Xenia Eriksen', 'xenia.eriksen@inbox.test'],
            47: ['Mira Sato', 'mira.sato@post.example'],
            49: ['Zora Abbott', 'zora.abbott@mail.test'],
            50: ['Quinn Dimitrov', 'quinn.dimitrov@post.example'],
            51: ['Quinn Moreau', 'quinn.moreau@mail.test'],
            52: ['Luis Haddad', 'luis.haddad@example.com'],
            53: ['Vera Haddad', 'vera.haddad@example.com'],
            54: ['Luis Eriksen', 'luis.eriksen@mail.test'],
            55: ['Wim Sato', 'wim.sato@example.com'],
            56: ['Uzma Gallo', 'uzma.gallo@inbox.test'],
            57: ['Ada Dimitrov', 'ada.dimitrov@example.com'],
            58: ['Luis Gallo', 'luis.gallo@example.com'],
            59: ['Carmen Ivanova', 'carmen.ivanova@inbox.test'],
            60: ['Wim Brandt', 'wim.brandt@post.example'],
            61: ['Yusuf Abbott', 'yusuf.abbott@example.com'],
            62: ['Ines Abbott', 'ines.abbott@example.com'],
            63: ['Femi Fofana', 'femi.fofana@example.com'],
            67: ['Luis Abbott', 'luis.abbott@inbox.test'],
            68: ['Olu Dimitrov', 'olu.dimitrov@example.com'],
            69: ['Greta Okafor', 'greta.okafor@post.example'],
            70: ['Elena Haddad', 'elena.haddad@post.example'],
            71: ['Elena Gallo', 'elena.gallo@inbox.test'],
            72: ['Xenia Eriksen', 'xenia.eriksen1@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (67, 'Luis Abbott', 'luis.abbott@inbox.test', 'Aok Plus'),\n"
                    "    (68, 'Olu Dimitrov', 'Olu.Dimitrov@Example.com', 'Techniker'),\n"
                    "    (69, 'Greta Okafor', 'greta.okafor@post.example', 'Bupa'),\n"
                    "    (70, 'Elena Haddad', 'elena.haddad@post.example', 'Bupa'),\n"
                    "    (71, 'Elena Gallo', 'Elena.Gallo@Inbox.test', 'Generali Vita'),\n"
                    "    (72, 'Xenia Eriksen', 'Xenia.Eriksen1@Mail.test', 'Axa Health'),\n"
                    "    (73, 'Yusuf Abbott', 'yusuf.abbott@example.com', 'Generali Vita'),\n"
                    "    (74, 'Elena Gallo', 'Elena.gallo@INBOX.TEST', 'Generali Vita');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (791, 68, '2024-10-25', 'cancelled'),\n"
                    "    (792, 68, '2023-03-01', 'cancelled'),\n"
                    "    (793, 69, '2024-03-24', 'cancelled'),\n"
                    "    (794, 70, '2024-09-08', 'cancelled'),\n"
                    "    (795, 70, '2023-01-16', 'attended'),\n"
                    "    (796, 70, '2024-07-12', 'booked'),\n"
                    "    (797, 71, '2024-10-14', 'booked'),\n"
                    "    (798, 71, '2024-06-17', 'attended'),\n"
                    "    (799, 71, '2024-11-19', 'no_show'),\n"
                    "    (800, 72, '2023-05-31', 'attended'),\n"
                    "    (801, 72, '2023-09-05', 'no_show'),\n"
                    "    (802, 72, '2023-10-18', 'attended'),\n"
                    "    (803, 61, '2023-05-18', 'attended'),\n"
                    "    (804, 43, '2023-03-07', 'attended'),\n"
                    "    (805, 43, '2023-05-30', 'booked'),\n"
                    "    (806, 43, '2024-05-14', 'attended'),\n"
                    "    (807, 43, '2023-05-25', 'no_show'),\n"
                    "    (808, 56, '2023-04-14', 'attended'),\n"
                    "    (809, 73, '2023-09-16', 'attended'),\n"
                    "    (810, 74, '2024-07-24', 'no_show');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (2292, 791, 'PRC-4178', 3, 48.34, NULL),\n"
                    "    (2293, 792, 'PRC-8302', 3, 116.29, NULL),\n"
                    "    (2294, 794, 'PRC-2617', 3, 156.33, 7.03),\n"
                    "    (2295, 794, 'PRC-6022', 2, 137.41, NULL),\n"
                    "    (2296, 795, 'PRC-3131', 2, 153.99, NULL),\n"
                    "    (2297, 796, 'PRC-3253', 2, 129.76, 8.98),\n"
                    "    (2298, 798, 'PRC-5643', 1, 86.45, 7.36),\n"
                    "    (2299, 798, 'PRC-6039', 3, 173.68, NULL),\n"
                    "    (2300, 798, 'PRC-9032', 4, 132.53, NULL),\n"
                    "    (2301, 799, 'PRC-9865', 4, 164.81, NULL),\n"
                    "    (2302, 800, 'PRC-0707', 4, 54.79, NULL),\n"
                    "    (2303, 800, 'PRC-8874', 3, 143.47, NULL),\n"
                    "    (2304, 800, 'PRC-9277', 2, 130.44, 2.53),\n"
                    "    (2305, 800, 'PRC-6237', 2, 26.31, 2.14),\n"
                    "    (2306, 801, 'PRC-6487', 4, 178.71, 62.08),\n"
                    "    (2307, 801, 'PRC-0828', 4, 139.2, 34.13),\n"
                    "    (2308, 801, 'PRC-4398', 3, 30.72, NULL),\n"
                    "    (2309, 802, 'PRC-6250', 4, 167.95, 60.63),\n"
                    "    (2310, 802, 'PRC-9948', 4, 30.37, 0.47),\n"
                    "    (2311, 802, 'PRC-8980', 3, 92.78, 6.19),\n"
                    "    (2312, 803, 'PRC-1594', 3, 47.63, NULL),\n"
                    "    (2313, 805, 'PRC-8161', 1, 22.55, 1.06),\n"
                    "    (2314, 805, 'PRC-9831', 3, 72.38, NULL),\n"
                    "    (2315, 805, 'PRC-9847', 1, 59.24, NULL),\n"
                    "    (2316, 806, 'PRC-5499', 4, 116.17, 6.58),\n"
                    "    (2317, 806, 'PRC-7052', 3, 50.92, NULL),\n"
                    "    (2318, 807, 'PRC-3716', 3, 57.24, NULL),\n"
                    "    (2319, 807, 'PRC-8985', 4, 143.58, 15.28),\n"
                    "    (2320, 808, 'PRC-9642', 1, 139.79, NULL),\n"
                    "    (2321, 808, 'PRC-0299', 2, 36.47, NULL),\n"
                    "    (2322, 809, 'PRC-3446', 3, 46.39, 13.28),\n"
                    "    (2323, 810, 'PRC-1897', 4, 45.71, NULL),\n"
                    "    (2324, 763, 'PRC-3867', 2, 110.84, 5.61),\n"
                    "    (2325, 753, 'PRC-6599', 4, 39.24, NULL);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (53, 67, 'fb874a5546801cb6'),\n"
                    "    (54, 70, 'fcb0b348799589d3'),\n"
                    "    (55, 71, 'f0d8ab80c4fca1d1'),\n"
                    "    (56, 72, 'bb6a9308673a0b7c');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
 'readable': ['appointments', 'appointment_items', 'appointment_status_log'],
 'region': 'insurer',
 'report': 'clinic_report',
 'rerun': False,
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
 's_rows': {40: [51, 'b496937b7902ab5f'],
            41: [44, '3d81c42f796f8ba2'],
            42: [55, '952995b3c90b1106'],
            43: [39, '0c07d163271f7651'],
            44: [42, '14f0ee6f68b3721a'],
            45: [47, '7a987354cc478016'],
            46: [49, '499700d71b95aefa'],
            47: [51, '022cdd2d421e59b0'],
            48: [54, '7758ecf985feef4f'],
            49: [55, '7ea1c0260c03c68c'],
            50: [58, '8164411fee6fb9e6'],
            51: [60, '20423355fc8ea2eb'],
            52: [61, '1360c3d1e926bb63'],
            53: [67, 'fb874a5546801cb6'],
            54: [70, 'fcb0b348799589d3'],
            55: [71, 'f0d8ab80c4fca1d1'],
            56: [72, 'bb6a9308673a0b7c']},
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
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients', 'appointments', 'appointment_items', 'patient_notes', 'appointment_status_log'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointment_status_log.new_status': ['text', False],
           'appointment_status_log.old_status': ['text', False],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
           'patients.email': ['text', True]}}

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


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
