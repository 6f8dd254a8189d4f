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
 'c_rows': {513: [11, '2023-01-27', 'cancelled'],
            514: [12, '2023-06-08', 'no_show'],
            515: [13, '2024-09-13', 'booked'],
            516: [13, '2024-10-19', 'no_show'],
            517: [13, '2023-07-30', 'attended'],
            518: [13, '2024-01-24', 'booked'],
            519: [14, '2023-02-20', 'no_show'],
            520: [14, '2024-08-19', 'no_show'],
            521: [14, '2023-06-09', 'attended'],
            522: [14, '2024-08-04', 'cancelled'],
            523: [15, '2024-10-07', 'no_show'],
            524: [17, '2023-04-05', 'attended'],
            525: [17, '2024-10-21', 'attended'],
            526: [18, '2024-07-18', 'no_show'],
            527: [18, '2024-07-06', 'attended'],
            528: [19, '2024-10-16', 'no_show'],
            529: [20, '2024-06-28', 'no_show'],
            530: [20, '2024-02-14', 'attended'],
            531: [20, '2024-09-02', 'no_show'],
            532: [21, '2023-10-13', 'no_show'],
            533: [22, '2023-08-21', 'attended'],
            534: [22, '2024-10-18', 'attended'],
            535: [22, '2023-06-13', 'no_show'],
            536: [22, '2024-09-17', 'booked'],
            537: [23, '2023-12-11', 'no_show'],
            538: [23, '2024-05-14', 'no_show'],
            539: [23, '2024-11-11', 'no_show'],
            540: [23, '2024-09-19', 'no_show'],
            541: [25, '2023-03-14', 'no_show'],
            542: [25, '2023-07-19', 'booked'],
            543: [26, '2023-07-14', 'attended'],
            544: [26, '2024-01-03', 'booked'],
            545: [26, '2024-05-05', 'no_show'],
            546: [26, '2023-03-04', 'no_show'],
            547: [27, '2024-01-06', 'no_show'],
            548: [27, '2023-09-02', 'cancelled'],
            549: [27, '2023-04-09', 'no_show'],
            550: [27, '2024-08-13', 'no_show'],
            551: [29, '2023-11-09', 'booked'],
            552: [29, '2024-10-28', 'booked'],
            553: [29, '2023-03-01', 'attended'],
            554: [30, '2023-03-09', 'no_show'],
            555: [32, '2023-04-21', 'no_show'],
            556: [32, '2023-02-18', 'no_show'],
            557: [32, '2024-10-01', 'no_show'],
            558: [32, '2023-03-11', 'booked'],
            559: [33, '2023-07-22', 'booked'],
            560: [34, '2024-02-17', 'cancelled'],
            561: [36, '2024-05-15', 'attended'],
            562: [36, '2023-07-16', 'booked'],
            563: [37, '2023-08-06', 'booked'],
            564: [37, '2023-01-25', 'booked'],
            565: [37, '2023-12-18', 'booked'],
            566: [37, '2023-06-18', 'attended'],
            567: [38, '2024-04-13', 'booked'],
            568: [38, '2023-07-08', 'attended'],
            569: [38, '2023-09-14', 'attended'],
            570: [38, '2024-03-21', 'attended'],
            571: [39, '2023-03-11', 'attended'],
            572: [39, '2023-09-20', 'no_show'],
            573: [40, '2023-04-15', 'cancelled'],
            574: [40, '2024-06-26', 'no_show'],
            575: [40, '2023-03-25', 'no_show'],
            576: [40, '2024-10-24', 'attended'],
            577: [42, '2024-08-19', 'cancelled'],
            578: [42, '2023-06-15', 'cancelled'],
            579: [43, '2023-12-01', 'no_show'],
            580: [44, '2024-04-21', 'no_show'],
            581: [44, '2024-06-04', 'attended'],
            582: [44, '2023-10-31', 'booked'],
            583: [44, '2023-09-18', 'no_show'],
            584: [45, '2023-07-28', 'attended'],
            585: [45, '2024-11-14', 'booked'],
            586: [45, '2023-02-19', 'booked'],
            587: [46, '2024-02-15', 'booked'],
            588: [46, '2023-02-26', 'booked'],
            589: [47, '2024-03-26', 'booked'],
            590: [47, '2023-11-27', 'cancelled'],
            591: [47, '2024-09-18', 'booked'],
            592: [17, '2023-08-28', 'booked'],
            593: [17, '2024-07-02', 'cancelled'],
            594: [17, '2023-11-24', 'booked'],
            595: [17, '2023-06-02', 'no_show'],
            596: [26, '2023-02-09', 'booked'],
            597: [38, '2024-05-15', 'attended']},
 'c_sql': 'SELECT id, patient_id AS p, scheduled_on::text AS d, status::text AS st FROM clinic.appointments',
 'constraints': [['clinic.patients', 'p', ['id'], None, []],
                 ['clinic.appointments', 'p', ['id'], None, []],
                 ['clinic.appointment_items', 'p', ['id'], None, []],
                 ['clinic.patient_notes', 'p', ['id'], None, []],
                 ['clinic.appointments', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.appointment_items', 'f', ['appointment_id'], 'clinic.appointments', ['id']],
                 ['clinic.patient_notes', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.patient_appointment_counts', 'p', ['patient_id'], None, []],
                 ['clinic.patient_appointment_counts', 'f', ['patient_id'], 'clinic.patients', ['id']]],
 'db': 'clinicdb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['lower(email)'],
 'index_table': 'patients',
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (607, 29, '
                      "'2024-06-01', 'unknown-state');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (607, 29, '
                 "'2024-06-01', 'booked');",
 'l_rows': {2198: [513, 'PRC-1267', 2, '113.72', None],
            2199: [513, 'PRC-5055', 2, '140.90', '3.82'],
            2200: [515, 'PRC-7820', 1, '54.81', None],
            2201: [515, 'PRC-0456', 3, '72.69', '6.48'],
            2202: [515, 'PRC-9423', 2, '129.63', None],
            2203: [515, 'PRC-5671', 1, '179.68', '6.18'],
            2204: [516, 'PRC-8591', 2, '54.42', None],
            2205: [516, 'PRC-1034', 3, '174.05', '45.73'],
            2206: [516, 'PRC-4312', 3, '96.75', None],
            2207: [517, 'PRC-0173', 3, '141.71', '22.61'],
            2208: [517, 'PRC-3242', 4, '81.99', None],
            2209: [517, 'PRC-8066', 2, '125.73', '2.04'],
            2210: [517, 'PRC-8333', 3, '84.40', None],
            2211: [518, 'PRC-3562', 1, '167.38', None],
            2212: [518, 'PRC-9362', 1, '67.22', None],
            2213: [518, 'PRC-7629', 2, '161.64', '2.99'],
            2214: [519, 'PRC-9353', 4, '21.50', '5.04'],
            2215: [519, 'PRC-1743', 4, '108.43', None],
            2216: [519, 'PRC-9808', 1, '178.45', None],
            2217: [520, 'PRC-3622', 1, '93.78', '6.87'],
            2218: [520, 'PRC-5699', 3, '51.08', '5.52'],
            2219: [521, 'PRC-5732', 3, '57.75', '6.94'],
            2220: [523, 'PRC-8226', 3, '176.03', '46.02'],
            2221: [523, 'PRC-6781', 1, '58.86', '1.52'],
            2222: [523, 'PRC-5559', 1, '125.84', '2.19'],
            2223: [524, 'PRC-2948', 1, '54.04', None],
            2224: [524, 'PRC-8099', 3, '33.17', '4.5'],
            2225: [525, 'PRC-4679', 1, '108.74', '2.92'],
            2226: [525, 'PRC-5640', 1, '135.95', '2.16'],
            2227: [525, 'PRC-2316', 4, '94.55', '1.45'],
            2228: [526, 'PRC-9659', 2, '38.31', '6.5'],
            2229: [526, 'PRC-7303', 1, '168.94', '11.19'],
            2230: [526, 'PRC-8768', 1, '86.61', '6.95'],
            2231: [526, 'PRC-6980', 3, '154.94', '26.64'],
            2232: [528, 'PRC-4286', 1, '60.51', None],
            2233: [528, 'PRC-9995', 3, '137.35', None],
            2234: [528, 'PRC-5040', 2, '99.50', None],
            2235: [528, 'PRC-9803', 4, '60.60', None],
            2236: [529, 'PRC-6930', 2, '67.06', '4.74'],
            2237: [529, 'PRC-5276', 3, '39.57', '10.8'],
            2238: [529, 'PRC-3661', 2, '172.35', None],
            2239: [529, 'PRC-4440', 1, '76.15', None],
            2240: [530, 'PRC-0671', 3, '89.70', None],
            2241: [530, 'PRC-0753', 4, '125.59', '34.68'],
            2242: [530, 'PRC-1951', 1, '45.37', None],
            2243: [531, 'PRC-6891', 1, '123.44', '7.82'],
            2244: [531, 'PRC-1707', 2, '94.08', '7.57'],
            2245: [532, 'PRC-3157', 4, '122.72', None],
            2246: [532, 'PRC-5221', 4, '92.76', '2.36'],
            2247: [533, 'PRC-2102', 4, '30.20', '1.37'],
            2248: [533, 'PRC-4814', 1, '33.28', '2.21'],
            2249: [533, 'PRC-1935', 2, '15.99', '1.44'],
            2250: [533, 'PRC-9208', 3, '143.91', '31.17'],
            2251: [534, 'PRC-9486', 1, '157.53', '2.9'],
            2252: [534, 'PRC-6887', 2, '103.53', '19.98'],
            2253: [534, 'PRC-2218', 4, '41.94', None],
            2254: [535, 'PRC-2623', 4, '49.69', None],
            2255: [535, 'PRC-6469', 4, '107.28', '38.69'],
            2256: [535, 'PRC-4189', 4, '28.26', None],
            2257: [536, 'PRC-5980', 1, '58.64', '5.5'],
            2258: [536, 'PRC-6747', 4, '109.03', '0.07'],
            2259: [536, 'PRC-0707', 1, '96.16', '1.31'],
            2260: [537, 'PRC-2492', 2, '95.22', '4.09'],
            2261: [537, 'PRC-4112', 3, '24.87', None],
            2262: [537, 'PRC-8610', 1, '150.08', '11.86'],
            2263: [537, 'PRC-0047', 4, '47.34', None],
            2264: [538, 'PRC-0188', 3, '162.04', None],
            2265: [538, 'PRC-6693', 2, '76.56', '11.74'],
            2266: [538, 'PRC-8826', 3, '32.77', '4.33'],
            2267: [538, 'PRC-5682', 2, '164.78', '13.65'],
            2268: [539, 'PRC-6713', 3, '145.31', '40.98'],
            2269: [539, 'PRC-2246', 3, '58.04', None],
            2270: [539, 'PRC-1092', 3, '32.69', None],
            2271: [540, 'PRC-2260', 2, '149.21', '0.33'],
            2272: [541, 'PRC-8747', 4, '98.03', None],
            2273: [541, 'PRC-3901', 2, '53.12', '1.5'],
            2274: [541, 'PRC-5157', 4, '102.73', '13.91'],
            2275: [541, 'PRC-4282', 3, '171.80', '14.37'],
            2276: [542, 'PRC-4963', 2, '59.71', None],
            2277: [542, 'PRC-7821', 3, '167.16', None],
            2278: [542, 'PRC-3736', 4, '30.93', None],
            2279: [543, 'PRC-5443', 4, '59.56', None],
            2280: [543, 'PRC-3346', 3, '26.54', None],
            2281: [543, 'PRC-0707', 3, '96.62', '5.7'],
            2282: [543, 'PRC-0724', 2, '126.15', None],
            2283: [544, 'PRC-2615', 4, '103.91', None],
            2284: [544, 'PRC-7270', 1, '137.28', '5.39'],
            2285: [544, 'PRC-1165', 4, '41.11', '7.83'],
            2286: [544, 'PRC-4342', 2, '22.21', '0.22'],
            2287: [545, 'PRC-8953', 2, '105.17', None],
            2288: [545, 'PRC-0069', 2, '157.04', '20.03'],
            2289: [545, 'PRC-2689', 3, '19.89', '5.36'],
            2290: [545, 'PRC-7008', 2, '42.91', None],
            2291: [546, 'PRC-6053', 4, '91.31', '28.32'],
            2292: [546, 'PRC-6672', 3, '47.93', '0.08'],
            2293: [546, 'PRC-0765', 4, '64.20', None],
            2294: [547, 'PRC-0593', 3, '23.14', None],
            2295: [547, 'PRC-5354', 4, '75.05', None],
            2296: [547, 'PRC-9054', 4, '99.04', None],
            2297: [547, 'PRC-3606', 2, '11.39', None],
            2298: [548, 'PRC-6992', 2, '139.15', '22.21'],
            2299: [549, 'PRC-7074', 3, '178.26', None],
            2300: [549, 'PRC-7241', 1, '145.24', None],
            2301: [549, 'PRC-1513', 4, '141.80', '40.28'],
            2302: [549, 'PRC-2134', 1, '62.87', None],
            2303: [550, 'PRC-0983', 2, '120.86', '9.43'],
            2304: [550, 'PRC-0500', 4, '110.81', '42.18'],
            2305: [550, 'PRC-1050', 2, '39.85', '6.25'],
            2306: [550, 'PRC-0100', 2, '75.53', '11.88'],
            2307: [551, 'PRC-1506', 3, '59.10', '14.25'],
            2308: [552, 'PRC-6144', 2, '128.94', '3.6'],
            2309: [553, 'PRC-0169', 2, '161.69', None],
            2310: [553, 'PRC-1860', 1, '112.00', '8.04'],
            2311: [554, 'PRC-8681', 1, '82.57', None],
            2312: [555, 'PRC-9120', 4, '141.61', '47.46'],
            2313: [556, 'PRC-2570', 1, '65.49', '6.5'],
            2314: [556, 'PRC-7723', 3, '179.37', '10.68'],
            2315: [557, 'PRC-1693', 4, '30.99', '7.97'],
            2316: [557, 'PRC-8068', 4, '161.39', '29.43'],
            2317: [557, 'PRC-7215', 4, '53.77', None],
            2318: [558, 'PRC-8136', 1, '147.29', None],
            2319: [558, 'PRC-6900', 2, '18.45', '1.43'],
            2320: [559, 'PRC-5667', 3, '52.23', '1.91'],
            2321: [560, 'PRC-3810', 2, '64.80', None],
            2322: [563, 'PRC-3944', 3, '24.19', '0.92'],
            2323: [563, 'PRC-9431', 3, '136.89', None],
            2324: [563, 'PRC-5887', 1, '86.39', None],
            2325: [564, 'PRC-5372', 3, '127.07', '20.78'],
            2326: [564, 'PRC-5080', 3, '26.62', '3.51'],
            2327: [564, 'PRC-2006', 1, '44.33', '1.4'],
            2328: [565, 'PRC-2205', 2, '164.50', '2.87'],
            2329: [565, 'PRC-0860', 1, '155.08', '0.19'],
            2330: [565, 'PRC-1753', 2, '156.97', '12.11'],
            2331: [565, 'PRC-4510', 1, '136.87', '13.62'],
            2332: [566, 'PRC-2170', 2, '53.17', '2.22'],
            2333: [566, 'PRC-9221', 1, '76.22', None],
            2334: [567, 'PRC-3779', 1, '66.98', None],
            2335: [567, 'PRC-0564', 2, '39.86', None],
            2336: [567, 'PRC-1496', 1, '13.95', None],
            2337: [569, 'PRC-8628', 2, '170.05', None],
            2338: [569, 'PRC-3416', 4, '15.74', '3.05'],
            2339: [569, 'PRC-8632', 3, '94.43', None],
            2340: [571, 'PRC-9294', 1, '89.51', '0.51'],
            2341: [572, 'PRC-4633', 1, '102.10', None],
            2342: [572, 'PRC-6743', 2, '40.61', '2.16'],
            2343: [572, 'PRC-2208', 2, '108.73', '2.89'],
            2344: [573, 'PRC-5675', 3, '37.82', None],
            2345: [573, 'PRC-9611', 4, '161.85', '60.32'],
            2346: [573, 'PRC-6931', 2, '150.72', '19.46'],
            2347: [575, 'PRC-4979', 2, '178.89', None],
            2348: [575, 'PRC-1978', 3, '142.58', None],
            2349: [576, 'PRC-7818', 2, '16.34', None],
            2350: [577, 'PRC-6146', 2, '131.83', None],
            2351: [577, 'PRC-7768', 4, '158.91', '35.7'],
            2352: [578, 'PRC-9137', 3, '94.44', '7.27'],
            2353: [578, 'PRC-0595', 4, '101.79', None],
            2354: [578, 'PRC-3614', 4, '32.04', None],
            2355: [580, 'PRC-9927', 3, '154.34', None],
            2356: [581, 'PRC-5994', 2, '163.60', '21.47'],
            2357: [581, 'PRC-7080', 4, '123.13', '25.4'],
            2358: [581, 'PRC-3559', 1, '61.83', None],
            2359: [581, 'PRC-6838', 4, '99.06', '7.14'],
            2360: [582, 'PRC-4020', 4, '76.49', None],
            2361: [582, 'PRC-8263', 1, '101.21', None],
            2362: [582, 'PRC-8857', 1, '31.67', '0.94'],
            2363: [583, 'PRC-8353', 2, '94.33', None],
            2364: [583, 'PRC-3212', 4, '69.44', None],
            2365: [584, 'PRC-9711', 2, '149.58', '25.74'],
            2366: [585, 'PRC-2527', 3, '93.22', '24.7'],
            2367: [585, 'PRC-1332', 3, '75.32', '3.92'],
            2368: [585, 'PRC-9470', 1, '86.88', None],
            2369: [585, 'PRC-6931', 1, '47.95', None],
            2370: [587, 'PRC-4008', 4, '105.04', '14.04'],
            2371: [587, 'PRC-9940', 1, '54.26', None],
            2372: [588, 'PRC-2344', 3, '69.82', None],
            2373: [588, 'PRC-7064', 1, '16.30', None],
            2374: [588, 'PRC-2106', 4, '153.95', None],
            2375: [588, 'PRC-8924', 4, '137.50', None],
            2376: [589, 'PRC-2042', 2, '161.77', None],
            2377: [589, 'PRC-8984', 1, '140.02', None],
            2378: [589, 'PRC-8183', 3, '116.60', '11.4'],
            2379: [590, 'PRC-7697', 4, '167.78', None],
            2380: [590, 'PRC-8188', 3, '32.78', None],
            2381: [592, 'PRC-5578', 1, '20.89', '0.49'],
            2382: [592, 'PRC-4513', 3, '112.74', '15.35'],
            2383: [593, 'PRC-3105', 2, '58.21', None],
            2384: [593, 'PRC-1887', 3, '87.04', None],
            2385: [594, 'PRC-9029', 4, '86.87', None],
            2386: [594, 'PRC-2322', 2, '105.58', None],
            2387: [594, 'PRC-2862', 3, '83.91', '16.45'],
            2388: [595, 'PRC-7432', 2, '53.89', '0.38'],
            2389: [595, 'PRC-8478', 1, '179.00', '4.94'],
            2390: [595, 'PRC-4357', 2, '93.51', '18.01'],
            2391: [596, 'PRC-4135', 3, '158.75', '22.34'],
            2392: [596, 'PRC-9386', 1, '176.50', '16.83'],
            2393: [597, 'PRC-2287', 1, '124.91', '6.05'],
            2394: [597, 'PRC-6405', 3, '131.47', None],
            2395: [534, 'PRC-4755', 3, '32.88', '1.69'],
            2396: [513, 'PRC-7513', 2, '153.98', None]},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'log': 'appointment_status_log',
 'log_dml': 'UPDATE clinic.appointments SET status = status WHERE id = 543;\n'
            'UPDATE clinic.appointments SET status = NULL WHERE id = 584;\n'
            "UPDATE clinic.appointments SET status = 'no_show' WHERE id = 584;\n"
            "UPDATE clinic.appointments SET status = 'no_show' WHERE id IN (589, 522);\n"
            'UPDATE clinic.appointments SET scheduled_on = scheduled_on WHERE id = 539;',
 'log_rows': [[584, 'attended', None],
              [584, None, 'no_show'],
              [589, 'booked', 'no_show'],
              [522, 'cancelled', 'no_show']],
 'migration': '/srv/migrations/0017_release_prep.sql',
 'missing_p': 8,
 'n_col': 'n_appointments',
 'new_id': 607,
 'new_p': 29,
 'p1': 'patient',
 'p_region': {9: 'Generali Vita',
              11: 'Techniker',
              12: 'Aok Plus',
              13: 'Allianz Care',
              14: 'Aok Plus',
              15: 'Techniker',
              17: 'Bupa',
              18: 'Generali Vita',
              19: 'Generali Vita',
              20: 'Bupa',
              21: 'Aok Plus',
              22: 'Aok Plus',
              23: 'Allianz Care',
              25: 'Techniker',
              26: 'Bupa',
              27: 'Axa Health',
              29: 'Aok Plus',
              30: 'Bupa',
              32: 'Axa Health',
              33: 'Bupa',
              34: 'Generali Vita',
              36: 'Generali Vita',
              37: 'Allianz Care',
              38: 'Aok Plus',
              39: 'Allianz Care',
              40: 'Techniker',
              41: 'Generali Vita',
              42: 'Aok Plus',
              43: 'Generali Vita',
              44: 'Allianz Care',
              45: 'Techniker',
              46: 'Techniker',
              47: 'Axa Health'},
 'p_region_sql': 'SELECT id, insurer AS v FROM clinic.patients',
 'p_rows': {9: ['Ines Fofana', 'ines.fofana@post.example'],
            11: ['Hiro Ivanova', 'hiro.ivanova@post.example'],
            12: ['Carmen Castillo', 'carmen.castillo@inbox.test'],
            13: ['Femi Abbott', 'femi.abbott@post.example'],
            14: ['Dev Castillo', 'dev.castillo@example.com'],
            15: ['Dev Okafor', 'dev.okafor@mail.test'],
            17: ['Nils Haddad', 'nils.haddad@inbox.test'],
            18: ['Hiro Ivanova', 'hiro.ivanova@example.com'],
            19: ['Tomas Eriksen', 'tomas.eriksen@post.example'],
            20: ['Wim Moreau', 'wim.moreau@inbox.test'],
            21: ['Yusuf Ivanova', 'yusuf.ivanova@example.com'],
            22: ['Elena Weber', 'elena.weber@inbox.test'],
            23: ['Ines Castillo', 'ines.castillo@post.example'],
            25: ['Olu Moreau', 'olu.moreau@example.com'],
            26: ['Jonas Sato', 'jonas.sato@post.example'],
            27: ['Wim Rossi', 'wim.rossi@inbox.test'],
            29: ['Elena Brandt', 'elena.brandt@example.com'],
            30: ['Uzma Fofana', 'uzma.fofana@post.example'],
            32: ['Ada Moreau', 'ada.moreau@mail.test'],
            33: ['Kaia Ivanova', 'kaia.ivanova@post.example'],
            34: ['Bruno Rossi', 'bruno.rossi@mail.test'],
            36: ['Dev Gallo', 'dev.gallo@post.example'],
            37: ['Luis Dimitrov', 'luis.dimitrov@mail.test'],
            38: ['Kaia Gallo', 'kaia.gallo@mail.test'],
            39: ['Carmen Brandt', 'carmen.brandt@inbox.test'],
            40: ['Zora Eriksen', 'zora.eriksen@post.example'],
            41: ['Zora Sato', 'zora.sato@post.example'],
            42: ['Luis Rossi', 'luis.rossi@post.example'],
            43: ['Ines Weber', 'ines.weber@inbox.test'],
            44: ['Zora Okafor', 'zora.okafor@post.example'],
            45: ['Ada Dimitrov', 'ada.dimitrov@inbox.test'],
            46: ['Jonas Abbott', 'jonas.abbott@example.com'],
            47: ['Quinn Weber', 'quinn.weber@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (41, 'Zora Sato', 'zora.sato@post.example', 'Generali Vita'),\n"
                    "    (42, 'Luis Rossi', 'luis.rossi@post.example', 'Aok Plus'),\n"
                    "    (43, 'Ines Weber', 'ines.weber@inbox.test', 'Generali Vita'),\n"
                    "    (44, 'Zora Okafor', 'zora.okafor@post.example', 'Allianz Care'),\n"
                    "    (45, 'Ada Dimitrov', 'ada.dimitrov@inbox.test', 'Techniker'),\n"
                    "    (46, 'Jonas Abbott', 'jonas.abbott@example.com', 'Techniker'),\n"
                    "    (47, 'Quinn Weber', 'quinn.weber@inbox.test', 'Axa Health');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (577, 42, '2024-08-19', 'cancelled'),\n"
                    "    (578, 42, '2023-06-15', 'cancelled'),\n"
                    "    (579, 43, '2023-12-01', 'no_show'),\n"
                    "    (580, 44, '2024-04-21', 'no_show'),\n"
                    "    (581, 44, '2024-06-04', 'attended'),\n"
                    "    (582, 44, '2023-10-31', 'booked'),\n"
                    "    (583, 44, '2023-09-18', 'no_show'),\n"
                    "    (584, 45, '2023-07-28', 'attended'),\n"
                    "    (585, 45, '2024-11-14', 'booked'),\n"
                    "    (586, 45, '2023-02-19', 'booked'),\n"
                    "    (587, 46, '2024-02-15', 'booked'),\n"
                    "    (588, 46, '2023-02-26', 'booked'),\n"
                    "    (589, 47, '2024-03-26', 'booked'),\n"
                    "    (590, 47, '2023-11-27', 'cancelled'),\n"
                    "    (591, 47, '2024-09-18', 'booked'),\n"
                    "    (592, 17, '2023-08-28', 'booked'),\n"
                    "    (593, 17, '2024-07-02', 'cancelled'),\n"
                    "    (594, 17, '2023-11-24', 'booked'),\n"
                    "    (595, 17, '2023-06-02', 'no_show'),\n"
                    "    (596, 26, '2023-02-09', 'booked'),\n"
                    "    (597, 38, '2024-05-15', 'attended');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (2350, 577, 'PRC-6146', 2, 131.83, NULL),\n"
                    "    (2351, 577, 'PRC-7768', 4, 158.91, 35.7),\n"
                    "    (2352, 578, 'PRC-9137', 3, 94.44, 7.27),\n"
                    "    (2353, 578, 'PRC-0595', 4, 101.79, NULL),\n"
                    "    (2354, 578, 'PRC-3614', 4, 32.04, NULL),\n"
                    "    (2355, 580, 'PRC-9927', 3, 154.34, NULL),\n"
                    "    (2356, 581, 'PRC-5994', 2, 163.6, 21.47),\n"
                    "    (2357, 581, 'PRC-7080', 4, 123.13, 25.4),\n"
                    "    (2358, 581, 'PRC-3559', 1, 61.83, NULL),\n"
                    "    (2359, 581, 'PRC-6838', 4, 99.06, 7.14),\n"
                    "    (2360, 582, 'PRC-4020', 4, 76.49, NULL),\n"
                    "    (2361, 582, 'PRC-8263', 1, 101.21, NULL),\n"
                    "    (2362, 582, 'PRC-8857', 1, 31.67, 0.94),\n"
                    "    (2363, 583, 'PRC-8353', 2, 94.33, NULL),\n"
                    "    (2364, 583, 'PRC-3212', 4, 69.44, NULL),\n"
                    "    (2365, 584, 'PRC-9711', 2, 149.58, 25.74),\n"
                    "    (2366, 585, 'PRC-2527', 3, 93.22, 24.7),\n"
                    "    (2367, 585, 'PRC-1332', 3, 75.32, 3.92),\n"
                    "    (2368, 585, 'PRC-9470', 1, 86.88, NULL),\n"
                    "    (2369, 585, 'PRC-6931', 1, 47.95, NULL),\n"
                    "    (2370, 587, 'PRC-4008', 4, 105.04, 14.04),\n"
                    "    (2371, 587, 'PRC-9940', 1, 54.26, NULL),\n"
                    "    (2372, 588, 'PRC-2344', 3, 69.82, NULL),\n"
                    "    (2373, 588, 'PRC-7064', 1, 16.3, NULL),\n"
                    "    (2374, 588, 'PRC-2106', 4, 153.95, NULL),\n"
                    "    (2375, 588, 'PRC-8924', 4, 137.5, NULL),\n"
                    "    (2376, 589, 'PRC-2042', 2, 161.77, NULL),\n"
                    "    (2377, 589, 'PRC-8984', 1, 140.02, NULL),\n"
                    "    (2378, 589, 'PRC-8183', 3, 116.6, 11.4),\n"
                    "    (2379, 590, 'PRC-7697', 4, 167.78, NULL),\n"
                    "    (2380, 590, 'PRC-8188', 3, 32.78, NULL),\n"
                    "    (2381, 592, 'PRC-5578', 1, 20.89, 0.49),\n"
                    "    (2382, 592, 'PRC-4513', 3, 112.74, 15.35),\n"
                    "    (2383, 593, 'PRC-3105', 2, 58.21, NULL),\n"
                    "    (2384, 593, 'PRC-1887', 3, 87.04, NULL),\n"
                    "    (2385, 594, 'PRC-9029', 4, 86.87, NULL),\n"
                    "    (2386, 594, 'PRC-2322', 2, 105.58, NULL),\n"
                    "    (2387, 594, 'PRC-2862', 3, 83.91, 16.45),\n"
                    "    (2388, 595, 'PRC-7432', 2, 53.89, 0.38),\n"
                    "    (2389, 595, 'PRC-8478', 1, 179, 4.94),\n"
                    "    (2390, 595, 'PRC-4357', 2, 93.51, 18.01),\n"
                    "    (2391, 596, 'PRC-4135', 3, 158.75, 22.34),\n"
                    "    (2392, 596, 'PRC-9386', 1, 176.5, 16.83),\n"
                    "    (2393, 597, 'PRC-2287', 1, 124.91, 6.05),\n"
                    "    (2394, 597, 'PRC-6405', 3, 131.47, NULL),\n"
                    "    (2395, 534, 'PRC-4755', 3, 32.88, 1.69),\n"
                    "    (2396, 513, 'PRC-7513', 2, 153.98, NULL);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (44, 42, '5bc9f8906251f60b'),\n"
                    "    (45, 43, 'f1117150a8bc5ad9'),\n"
                    "    (46, 44, '650d85d30853ae89'),\n"
                    "    (47, 45, '336ad03b1ec701dc'),\n"
                    "    (48, 46, '17f5ab3069e21ca1');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
 'query': "SELECT id, full_name FROM clinic.patients WHERE lower(email) = lower('KAIA.GALLO@MAIL.TEST')",
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
              "             WHERE u.rolname IN ('clinic_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE clinic_app RESET ALL;\n'
              'ALTER ROLE clinic_app SET search_path = clinic, public;\n',
 's': 'clinic',
 's_rows': {30: [9, 'f97d099c5cdd3de8'],
            31: [11, 'e739a05530650e40'],
            32: [12, '72c8e066fb7cb7d9'],
            33: [13, 'c0294044c5c23717'],
            34: [17, '1f0bab30e8787ac8'],
            35: [18, 'd7e0f0740ce1ed79'],
            36: [20, '67a2576fb38d0324'],
            37: [25, '673b4e6d619d3016'],
            38: [26, '4905af02887ae91e'],
            39: [27, '0d7d6fd1146575e1'],
            40: [29, 'f0d33cf265767348'],
            41: [32, 'a940da9a32c4f5b7'],
            42: [34, '92a22073d65fd1ce'],
            43: [36, '65c15d02c8a948b9'],
            44: [42, '5bc9f8906251f60b'],
            45: [43, 'f1117150a8bc5ad9'],
            46: [44, '650d85d30853ae89'],
            47: [45, '336ad03b1ec701dc'],
            48: [46, '17f5ab3069e21ca1']},
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
 'stats_after': {9: 1,
                 11: 1,
                 13: 4,
                 14: 4,
                 15: 1,
                 17: 6,
                 18: 2,
                 19: 1,
                 20: 3,
                 21: 1,
                 22: 4,
                 23: 4,
                 25: 3,
                 26: 4,
                 27: 4,
                 29: 3,
                 30: 1,
                 32: 4,
                 33: 2,
                 34: 1,
                 36: 2,
                 37: 4,
                 38: 5,
                 39: 2,
                 40: 4,
                 42: 2,
                 43: 1,
                 44: 4,
                 45: 3,
                 46: 2,
                 47: 3},
 'stats_dml': "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (607, 9, '2024-06-01', "
              "'booked');\n"
              "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (608, 25, '2024-06-01', "
              "'booked');\n"
              'UPDATE clinic.appointments SET patient_id = 33 WHERE id = 544;\n'
              'DELETE FROM clinic.appointments WHERE id = 514;',
 'stats_rows': {11: 1,
                12: 1,
                13: 4,
                14: 4,
                15: 1,
                17: 6,
                18: 2,
                19: 1,
                20: 3,
                21: 1,
                22: 4,
                23: 4,
                25: 2,
                26: 5,
                27: 4,
                29: 3,
                30: 1,
                32: 4,
                33: 1,
                34: 1,
                36: 2,
                37: 4,
                38: 5,
                39: 2,
                40: 4,
                42: 2,
                43: 1,
                44: 4,
                45: 3,
                46: 2,
                47: 3},
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients',
            'appointments',
            'appointment_items',
            'patient_notes',
            'patient_appointment_counts',
            'appointment_status_log'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointment_status_log.new_status': ['text', False],
           'appointment_status_log.old_status': ['text', False],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
           'patient_appointment_counts.n_appointments': ['integer', True],
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
