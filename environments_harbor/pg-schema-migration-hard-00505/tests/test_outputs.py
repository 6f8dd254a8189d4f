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
 'c_rows': {800: [5, '2023-06-18', 'cancelled'],
            801: [5, '2023-05-13', 'cancelled'],
            802: [6, '2024-11-12', 'pending'],
            803: [7, '2023-03-11', 'pending'],
            804: [7, '2024-01-08', 'pending'],
            805: [7, '2023-09-27', 'paid'],
            806: [8, '2023-05-31', 'cancelled'],
            807: [8, '2023-04-25', 'pending'],
            808: [8, '2023-12-19', 'shipped'],
            809: [9, '2024-03-18', 'shipped'],
            810: [9, '2023-11-10', 'cancelled'],
            811: [9, '2023-06-01', 'pending'],
            812: [9, '2023-04-04', 'shipped'],
            813: [10, '2024-11-22', 'shipped'],
            814: [10, '2023-07-31', 'pending'],
            815: [12, '2023-04-24', 'pending'],
            816: [12, '2024-07-23', 'pending'],
            817: [12, '2023-03-18', 'pending'],
            818: [13, '2024-05-19', 'cancelled'],
            819: [13, '2024-03-20', 'shipped'],
            820: [14, '2023-03-03', 'pending'],
            821: [14, '2024-02-17', 'pending'],
            822: [14, '2023-12-29', 'pending'],
            823: [14, '2024-05-25', 'paid'],
            824: [15, '2023-10-30', 'shipped'],
            825: [16, '2024-04-11', 'paid'],
            826: [16, '2023-11-27', 'shipped'],
            827: [16, '2023-01-08', 'cancelled'],
            828: [16, '2024-03-26', 'pending'],
            829: [18, '2023-03-29', 'shipped'],
            830: [18, '2024-08-24', 'shipped'],
            831: [18, '2023-07-15', 'pending'],
            832: [20, '2023-02-06', 'cancelled'],
            833: [20, '2024-02-04', 'paid'],
            834: [20, '2023-02-15', 'paid'],
            835: [20, '2024-03-24', 'paid'],
            836: [21, '2023-09-26', 'pending'],
            837: [22, '2024-05-01', 'paid'],
            838: [22, '2024-03-14', 'pending'],
            839: [22, '2024-10-28', 'paid'],
            840: [22, '2023-10-31', 'shipped'],
            841: [23, '2023-03-09', 'shipped'],
            842: [23, '2024-08-31', 'paid'],
            843: [23, '2024-06-13', 'pending'],
            844: [24, '2023-07-27', 'pending'],
            845: [24, '2023-01-22', 'shipped'],
            846: [25, '2023-12-26', 'shipped'],
            847: [25, '2024-11-12', 'paid'],
            848: [25, '2024-07-11', 'shipped'],
            849: [25, '2024-11-10', 'paid'],
            850: [26, '2023-09-01', 'pending'],
            851: [26, '2024-07-21', 'shipped'],
            852: [26, '2023-01-01', 'cancelled'],
            853: [27, '2024-07-08', 'shipped'],
            854: [27, '2024-05-05', 'paid'],
            855: [27, '2024-01-19', 'pending'],
            856: [28, '2024-02-16', 'paid'],
            857: [28, '2024-10-14', 'pending'],
            858: [29, '2023-12-22', 'pending'],
            859: [29, '2024-09-23', 'shipped'],
            860: [29, '2024-01-22', 'paid'],
            861: [30, '2024-09-16', 'paid'],
            862: [31, '2024-06-27', 'pending'],
            863: [31, '2024-05-25', 'pending'],
            864: [31, '2023-01-25', 'paid'],
            865: [31, '2023-05-15', 'paid'],
            866: [32, '2024-03-01', 'cancelled'],
            867: [32, '2024-11-27', 'shipped'],
            868: [32, '2024-01-25', 'pending'],
            869: [34, '2023-11-05', 'cancelled'],
            870: [34, '2024-01-01', 'cancelled'],
            871: [35, '2023-08-19', 'shipped'],
            872: [36, '2023-06-26', 'pending'],
            873: [37, '2023-08-23', 'shipped'],
            874: [38, '2023-05-04', 'shipped'],
            875: [38, '2023-09-13', 'shipped'],
            876: [38, '2023-10-09', 'shipped'],
            877: [27, '2023-10-20', 'pending'],
            878: [27, '2023-03-28', 'paid'],
            879: [27, '2024-02-17', 'shipped'],
            880: [27, '2023-02-12', 'pending'],
            881: [18, '2024-07-05', 'shipped'],
            882: [18, '2024-09-12', 'paid'],
            883: [18, '2023-11-15', 'pending'],
            884: [31, '2024-08-21', 'shipped']},
 'c_sql': 'SELECT id, customer_id AS p, placed_on::text AS d, status::text AS st FROM shop.orders',
 'constraints': [['shop.customers', 'p', ['id'], None, []],
                 ['shop.orders', 'p', ['id'], None, []],
                 ['shop.order_lines', 'p', ['id'], None, []],
                 ['shop.payment_cards', 'p', ['id'], None, []],
                 ['shop.orders', 'f', ['customer_id'], 'shop.customers', ['id']],
                 ['shop.order_lines', 'f', ['order_id'], 'shop.orders', ['id']],
                 ['shop.payment_cards', 'f', ['customer_id'], 'shop.customers', ['id']]],
 'db': 'shopdb',
 'dropped': [],
 'email': 'email',
 'insert_bad_status': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (894, 23, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES (894, 23, '2024-06-01', "
                 "'pending');",
 'l_rows': {2931: [800, 'SKU-01746', 3, '151.51', '15.27'],
            2932: [800, 'SKU-09345', 3, '94.19', None],
            2933: [801, 'SKU-00303', 4, '126.32', '23.09'],
            2934: [801, 'SKU-00066', 6, '69.58', '22.14'],
            2935: [801, 'SKU-08790', 5, '108.17', '4.52'],
            2936: [801, 'SKU-08175', 4, '32.46', None],
            2937: [803, 'SKU-02110', 4, '146.85', None],
            2938: [803, 'SKU-07759', 2, '113.29', '5.44'],
            2939: [803, 'SKU-06546', 2, '191.83', '10.99'],
            2940: [803, 'SKU-03248', 1, '11.94', '0.36'],
            2941: [804, 'SKU-08130', 2, '59.15', '10.39'],
            2942: [804, 'SKU-03144', 4, '22.95', '7.58'],
            2943: [804, 'SKU-04037', 6, '111.13', None],
            2944: [804, 'SKU-02412', 3, '192.69', '27.49'],
            2945: [805, 'SKU-08611', 3, '141.98', '30.97'],
            2946: [806, 'SKU-04513', 2, '83.55', None],
            2947: [806, 'SKU-04151', 3, '74.04', None],
            2948: [806, 'SKU-09809', 1, '154.65', None],
            2949: [806, 'SKU-07716', 2, '189.47', '1.73'],
            2950: [808, 'SKU-07415', 3, '143.49', None],
            2951: [808, 'SKU-09065', 2, '248.33', None],
            2952: [808, 'SKU-08442', 6, '230.08', '62.21'],
            2953: [809, 'SKU-03752', 1, '144.46', '2.43'],
            2954: [809, 'SKU-02610', 5, '113.50', '29.99'],
            2955: [809, 'SKU-09911', 6, '37.13', None],
            2956: [811, 'SKU-00403', 2, '67.10', '9.35'],
            2957: [811, 'SKU-09066', 6, '156.40', None],
            2958: [814, 'SKU-04505', 6, '225.44', None],
            2959: [816, 'SKU-02395', 5, '34.36', '13.42'],
            2960: [817, 'SKU-01203', 3, '206.35', '41.54'],
            2961: [817, 'SKU-02057', 2, '46.12', '4.94'],
            2962: [817, 'SKU-01742', 4, '201.30', None],
            2963: [818, 'SKU-05827', 3, '86.17', '3.94'],
            2964: [818, 'SKU-01946', 4, '139.09', None],
            2965: [818, 'SKU-07401', 2, '57.83', None],
            2966: [819, 'SKU-03034', 5, '17.90', None],
            2967: [819, 'SKU-03019', 6, '114.70', '42.91'],
            2968: [819, 'SKU-00309', 2, '19.94', '3.45'],
            2969: [819, 'SKU-01738', 6, '239.31', '72.85'],
            2970: [820, 'SKU-07887', 5, '205.32', '85.3'],
            2971: [821, 'SKU-09843', 2, '181.61', '27.58'],
            2972: [821, 'SKU-04226', 5, '239.26', None],
            2973: [821, 'SKU-06387', 4, '94.46', '5.4'],
            2974: [822, 'SKU-02927', 1, '165.83', '11.3'],
            2975: [822, 'SKU-08627', 4, '75.34', None],
            2976: [823, 'SKU-00366', 2, '204.61', '26.39'],
            2977: [823, 'SKU-03931', 5, '165.22', '80.32'],
            2978: [823, 'SKU-04283', 4, '155.40', None],
            2979: [823, 'SKU-06137', 1, '231.53', '4.75'],
            2980: [824, 'SKU-02231', 4, '3.17', '0.76'],
            2981: [825, 'SKU-00997', 1, '244.23', None],
            2982: [826, 'SKU-05515', 4, '209.37', '9.56'],
            2983: [826, 'SKU-03342', 3, '155.43', None],
            2984: [826, 'SKU-00473', 3, '83.18', '13.74'],
            2985: [827, 'SKU-09887', 3, '206.61', None],
            2986: [828, 'SKU-06953', 6, '86.16', None],
            2987: [828, 'SKU-03681', 6, '162.48', '76.01'],
            2988: [828, 'SKU-08740', 3, '23.44', None],
            2989: [829, 'SKU-03749', 3, '92.17', None],
            2990: [830, 'SKU-03786', 5, '134.90', '29.46'],
            2991: [830, 'SKU-06275', 5, '163.42', None],
            2992: [830, 'SKU-02102', 5, '106.02', '38.58'],
            2993: [831, 'SKU-06798', 6, '239.54', '29.86'],
            2994: [831, 'SKU-04136', 2, '165.13', None],
            2995: [831, 'SKU-04424', 2, '18.71', '1.82'],
            2996: [831, 'SKU-00889', 4, '134.14', '13.15'],
            2997: [832, 'SKU-06586', 2, '12.80', '1.85'],
            2998: [833, 'SKU-05505', 3, '69.46', '3.14'],
            2999: [833, 'SKU-08072', 5, '201.69', '90.22'],
            3000: [833, 'SKU-03434', 1, '155.80', '13.13'],
            3001: [833, 'SKU-03971', 5, '91.95', None],
            3002: [834, 'SKU-07377', 4, '81.04', None],
            3003: [835, 'SKU-01708', 4, '198.65', None],
            3004: [835, 'SKU-08087', 1, '219.46', '20.15'],
            3005: [835, 'SKU-09088', 4, '72.61', None],
            3006: [836, 'SKU-02309', 5, '163.86', None],
            3007: [836, 'SKU-07784', 5, '145.69', None],
            3008: [836, 'SKU-07459', 1, '180.35', '12.93'],
            3009: [836, 'SKU-02477', 6, '95.28', '25.77'],
            3010: [837, 'SKU-07680', 2, '51.60', '0.48'],
            3011: [838, 'SKU-07875', 2, '184.34', None],
            3012: [838, 'SKU-07279', 2, '37.37', '3.9'],
            3013: [838, 'SKU-00347', 6, '162.66', None],
            3014: [840, 'SKU-09193', 4, '238.86', None],
            3015: [840, 'SKU-07586', 1, '5.07', None],
            3016: [841, 'SKU-04589', 3, '103.12', None],
            3017: [841, 'SKU-07768', 3, '27.09', None],
            3018: [842, 'SKU-01891', 2, '129.82', None],
            3019: [844, 'SKU-09229', 4, '145.13', '5.45'],
            3020: [844, 'SKU-06467', 1, '78.65', None],
            3021: [844, 'SKU-00431', 4, '142.80', '51.78'],
            3022: [845, 'SKU-05148', 3, '52.62', None],
            3023: [845, 'SKU-01995', 5, '124.76', '58.1'],
            3024: [845, 'SKU-00391', 1, '14.25', None],
            3025: [845, 'SKU-01740', 3, '41.30', '11.74'],
            3026: [846, 'SKU-05526', 2, '143.52', '27.46'],
            3027: [846, 'SKU-09471', 2, '150.76', '10.41'],
            3028: [847, 'SKU-05087', 1, '237.25', None],
            3029: [847, 'SKU-07672', 4, '69.54', None],
            3030: [848, 'SKU-05610', 3, '139.11', '0.47'],
            3031: [849, 'SKU-06491', 5, '233.21', None],
            3032: [850, 'SKU-02368', 3, '93.64', '16.3'],
            3033: [850, 'SKU-08450', 2, '235.26', None],
            3034: [852, 'SKU-06093', 4, '203.66', '63.62'],
            3035: [852, 'SKU-02502', 6, '42.98', None],
            3036: [853, 'SKU-02057', 2, '123.93', None],
            3037: [853, 'SKU-06547', 3, '183.56', None],
            3038: [854, 'SKU-03659', 6, '76.81', None],
            3039: [855, 'SKU-00252', 3, '140.24', None],
            3040: [855, 'SKU-03054', 5, '125.38', None],
            3041: [856, 'SKU-04701', 1, '229.28', '5.86'],
            3042: [856, 'SKU-01644', 6, '4.81', None],
            3043: [857, 'SKU-04437', 1, '211.42', '16.69'],
            3044: [857, 'SKU-05705', 1, '222.64', None],
            3045: [857, 'SKU-09047', 2, '249.99', None],
            3046: [857, 'SKU-04571', 4, '37.35', '14.69'],
            3047: [858, 'SKU-02091', 4, '96.08', None],
            3048: [858, 'SKU-01056', 4, '203.70', None],
            3049: [858, 'SKU-05371', 6, '218.55', None],
            3050: [858, 'SKU-07646', 2, '100.76', None],
            3051: [859, 'SKU-02671', 5, '211.49', '12.97'],
            3052: [859, 'SKU-08284', 6, '215.93', '75.31'],
            3053: [859, 'SKU-04595', 6, '72.56', '38.79'],
            3054: [860, 'SKU-07964', 6, '169.20', '38.14'],
            3055: [860, 'SKU-04412', 5, '173.48', None],
            3056: [860, 'SKU-00767', 1, '165.17', '6.87'],
            3057: [861, 'SKU-01389', 2, '75.87', '5.5'],
            3058: [861, 'SKU-06807', 3, '27.04', None],
            3059: [861, 'SKU-06905', 5, '207.68', '20.41'],
            3060: [862, 'SKU-09082', 4, '228.27', '46.92'],
            3061: [862, 'SKU-00319', 6, '131.51', None],
            3062: [862, 'SKU-07606', 2, '107.07', '5.97'],
            3063: [863, 'SKU-08947', 2, '7.97', None],
            3064: [863, 'SKU-00341', 1, '10.97', None],
            3065: [863, 'SKU-02506', 6, '99.64', '17.74'],
            3066: [864, 'SKU-04885', 6, '234.66', None],
            3067: [864, 'SKU-03018', 4, '172.06', '27.55'],
            3068: [864, 'SKU-02339', 1, '227.56', '9.97'],
            3069: [864, 'SKU-04912', 2, '218.77', None],
            3070: [865, 'SKU-05358', 2, '192.45', '13.02'],
            3071: [866, 'SKU-03135', 1, '11.63', '0.19'],
            3072: [866, 'SKU-03182', 4, '139.94', None],
            3073: [867, 'SKU-04722', 1, '174.56', '9.37'],
            3074: [867, 'SKU-09573', 1, '136.69', None],
            3075: [867, 'SKU-03024', 3, '188.17', '4.35'],
            3076: [867, 'SKU-02084', 5, '65.00', None],
            3077: [868, 'SKU-02820', 2, '190.59', None],
            3078: [869, 'SKU-02518', 5, '35.83', '2.94'],
            3079: [869, 'SKU-06279', 6, '105.14', '39.4'],
            3080: [872, 'SKU-05588', 3, '152.19', None],
            3081: [873, 'SKU-05078', 5, '101.43', '19.29'],
            3082: [873, 'SKU-04119', 2, '149.51', '19.32'],
            3083: [873, 'SKU-07298', 6, '42.05', None],
            3084: [874, 'SKU-02253', 2, '14.76', None],
            3085: [874, 'SKU-06235', 4, '4.47', '1.12'],
            3086: [874, 'SKU-07723', 6, '27.28', None],
            3087: [875, 'SKU-09836', 5, '89.21', None],
            3088: [875, 'SKU-07627', 2, '127.53', '19.43'],
            3089: [875, 'SKU-00776', 2, '30.26', '1.12'],
            3090: [875, 'SKU-03040', 5, '127.50', '35.77'],
            3091: [876, 'SKU-01458', 3, '192.27', '29.18'],
            3092: [876, 'SKU-02459', 3, '66.35', None],
            3093: [877, 'SKU-05161', 1, '203.89', None],
            3094: [877, 'SKU-02320', 2, '4.98', '0.34'],
            3095: [878, 'SKU-02097', 5, '47.99', None],
            3096: [878, 'SKU-00860', 6, '67.08', None],
            3097: [878, 'SKU-02517', 2, '175.63', None],
            3098: [879, 'SKU-06569', 4, '248.11', None],
            3099: [879, 'SKU-02265', 4, '1.74', '0.07'],
            3100: [879, 'SKU-02182', 5, '58.82', '4.17'],
            3101: [879, 'SKU-07187', 3, '3.97', None],
            3102: [880, 'SKU-03323', 2, '32.22', None],
            3103: [880, 'SKU-04074', 1, '42.66', None],
            3104: [881, 'SKU-05817', 3, '172.79', None],
            3105: [881, 'SKU-03230', 4, '6.67', '0.4'],
            3106: [882, 'SKU-04880', 4, '21.93', None],
            3107: [883, 'SKU-04969', 4, '136.33', None],
            3108: [883, 'SKU-09342', 3, '207.57', '55.3'],
            3109: [884, 'SKU-02454', 6, '168.93', None],
            3110: [884, 'SKU-09879', 5, '69.75', '24.62'],
            3111: [853, 'SKU-09604', 4, '225.64', '16.48'],
            3112: [807, 'SKU-03688', 1, '57.80', '2.44']},
 'l_sql': 'SELECT id, order_id AS c, sku AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'shop.order_lines',
 'lfk': 'order_id',
 'migration': '/srv/migrations/0029_cleanup.sql',
 'missing_p': 11,
 'new_id': 894,
 'new_p': 23,
 'p1': 'customer',
 'p_cols': ['id', 'full_name', 'email', 'country'],
 'p_region': {4: 'Netherlands',
              5: 'France',
              6: 'Netherlands',
              7: None,
              8: None,
              9: 'Spain',
              10: 'Germany',
              12: 'Ireland',
              13: 'United Kingdom',
              14: 'Spain',
              15: 'France',
              16: 'United Kingdom',
              18: 'United Kingdom',
              20: 'Ireland',
              21: 'Spain',
              22: 'Netherlands',
              23: 'United Kingdom',
              24: 'Spain',
              25: 'United Kingdom',
              26: 'United Kingdom',
              27: 'Spain',
              28: 'Ireland',
              29: 'United Kingdom',
              30: 'Spain',
              31: 'Spain',
              32: 'France',
              33: 'Ireland',
              34: 'Netherlands',
              35: None,
              36: 'Netherlands',
              37: 'Ireland',
              38: 'Germany'},
 'p_region_sql': 'SELECT id, country AS v FROM shop.customers',
 'p_rows': {4: ['Luis Ivanova', 'luis.ivanova@mail.test'],
            5: ['Xenia Jensen', 'xenia.jensen@inbox.test'],
            6: ['Zora Sato', 'zora.sato@mail.test'],
            7: ['Vera Sato', 'vera.sato@mail.test'],
            8: ['Jonas Ivanova', 'jonas.ivanova@post.example'],
            9: ['Kaia Eriksen', 'kaia.eriksen@example.com'],
            10: ['Xenia Haddad', 'xenia.haddad@post.example'],
            12: ['Greta Brandt', 'greta.brandt@mail.test'],
            13: ['Quinn Weber', 'quinn.weber@post.example'],
            14: ['Hiro Fofana', 'hiro.fofana@post.example'],
            15: ['Ines Sato', 'ines.sato@inbox.test'],
            16: ['Quinn Abbott', 'quinn.abbott@mail.test'],
            18: ['Jonas Dimitrov', 'jonas.dimitrov@inbox.test'],
            20: ['Wim Moreau', 'wim.moreau@mail.test'],
            21: ['Vera Brandt', 'vera.brandt@post.example'],
            22: ['Jonas Gallo', 'jonas.gallo@post.example'],
            23: ['Wim Haddad', 'wim.haddad@example.com'],
            24: ['Greta Weber', 'greta.weber@post.example'],
            25: ['Luis Rossi', 'luis.rossi@post.example'],
            26: ['Tomas Weber', 'tomas.weber@mail.test'],
            27: ['Uzma Weber', 'uzma.weber@post.example'],
            28: ['Rafa Fofana', 'rafa.fofana@inbox.test'],
            29: ['Zora Okafor', 'zora.okafor@mail.test'],
            30: ['Jonas Gallo', 'jonas.gallo@inbox.test'],
            31: ['Carmen Castillo', 'carmen.castillo@example.com'],
            32: ['Femi Eriksen', 'femi.eriksen@post.example'],
            33: ['Yusuf Weber', 'yusuf.weber@example.com'],
            34: ['Dev Rossi', 'dev.rossi@post.example'],
            35: ['Mira Eriksen', 'mira.eriksen@post.example'],
            36: ['Vera Jensen', 'vera.jensen@example.com'],
            37: ['Vera Jensen', 'vera.jensen@post.example'],
            38: ['Uzma Sato', 'uzma.sato@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM shop.customers',
 'pfk': 'customer_id',
 'production_rows': 'INSERT INTO shop.customers (id, full_name, email, country) VALUES\n'
                    "    (33, 'Yusuf Weber', 'yusuf.weber@example.com', 'Ireland'),\n"
                    "    (34, 'Dev Rossi', 'dev.rossi@post.example', 'Netherlands'),\n"
                    "    (35, 'Mira Eriksen', 'mira.eriksen@post.example', NULL),\n"
                    "    (36, 'Vera Jensen', 'vera.jensen@example.com', 'Netherlands'),\n"
                    "    (37, 'Vera Jensen', 'vera.jensen@post.example', 'Ireland'),\n"
                    "    (38, 'Uzma Sato', 'uzma.sato@post.example', 'Germany');\n"
                    'INSERT INTO shop.orders (id, customer_id, placed_on, status) VALUES\n'
                    "    (869, 34, '2023-11-05', 'Cancelled'),\n"
                    "    (870, 34, '2024-01-01', 'cancelled'),\n"
                    "    (871, 35, '2023-08-19', ' shipped'),\n"
                    "    (872, 36, '2023-06-26', 'pending'),\n"
                    "    (873, 37, '2023-08-23', 'shipped'),\n"
                    "    (874, 38, '2023-05-04', 'complete  '),\n"
                    "    (875, 38, '2023-09-13', 'shipped'),\n"
                    "    (876, 38, '2023-10-09', 'shipped'),\n"
                    "    (877, 27, '2023-10-20', 'New  '),\n"
                    "    (878, 27, '2023-03-28', ' paid'),\n"
                    "    (879, 27, '2024-02-17', 'complete '),\n"
                    "    (880, 27, '2023-02-12', 'pending'),\n"
                    "    (881, 18, '2024-07-05', 'Complete'),\n"
                    "    (882, 18, '2024-09-12', 'PAID'),\n"
                    "    (883, 18, '2023-11-15', 'pending'),\n"
                    "    (884, 31, '2024-08-21', 'SHIPPED');\n"
                    'INSERT INTO shop.order_lines (id, order_id, sku, qty, unit_price, discount) VALUES\n'
                    "    (3078, 869, 'SKU-02518', 5, '35.83', 2.94),\n"
                    "    (3079, 869, 'SKU-06279', 6, '105.14', 39.4),\n"
                    "    (3080, 872, 'SKU-05588', 3, ' 152.19 ', NULL),\n"
                    "    (3081, 873, 'SKU-05078', 5, '$101.43', 19.29),\n"
                    "    (3082, 873, 'SKU-04119', 2, '$149.51', 19.32),\n"
                    "    (3083, 873, 'SKU-07298', 6, '42.05', NULL),\n"
                    "    (3084, 874, 'SKU-02253', 2, ' 14.76 ', NULL),\n"
                    "    (3085, 874, 'SKU-06235', 4, '4.47', 1.12),\n"
                    "    (3086, 874, 'SKU-07723', 6, ' 27.28 ', NULL),\n"
                    "    (3087, 875, 'SKU-09836', 5, ' 89.21 ', NULL),\n"
                    "    (3088, 875, 'SKU-07627', 2, ' 127.53 ', 19.43),\n"
                    "    (3089, 875, 'SKU-00776', 2, '$30.26', 1.12),\n"
                    "    (3090, 875, 'SKU-03040', 5, '127.50', 35.77),\n"
                    "    (3091, 876, 'SKU-01458', 3, 'USD 192.27', 29.18),\n"
                    "    (3092, 876, 'SKU-02459', 3, ' 66.35 ', NULL),\n"
                    "    (3093, 877, 'SKU-05161', 1, '203.89', NULL),\n"
                    "    (3094, 877, 'SKU-02320', 2, '4.98', 0.34),\n"
                    "    (3095, 878, 'SKU-02097', 5, ' 47.99 ', NULL),\n"
                    "    (3096, 878, 'SKU-00860', 6, '$67.08', NULL),\n"
                    "    (3097, 878, 'SKU-02517', 2, '175.63', NULL),\n"
                    "    (3098, 879, 'SKU-06569', 4, '248.11', NULL),\n"
                    "    (3099, 879, 'SKU-02265', 4, '1.74', 0.07),\n"
                    "    (3100, 879, 'SKU-02182', 5, '58.82', 4.17),\n"
                    "    (3101, 879, 'SKU-07187', 3, 'USD 3.97', NULL),\n"
                    "    (3102, 880, 'SKU-03323', 2, '32.22', NULL),\n"
                    "    (3103, 880, 'SKU-04074', 1, 'USD 42.66', NULL),\n"
                    "    (3104, 881, 'SKU-05817', 3, '$172.79', NULL),\n"
                    "    (3105, 881, 'SKU-03230', 4, '$6.67', 0.4),\n"
                    "    (3106, 882, 'SKU-04880', 4, '21.93', NULL),\n"
                    "    (3107, 883, 'SKU-04969', 4, '136.33', NULL),\n"
                    "    (3108, 883, 'SKU-09342', 3, '207.57', 55.3),\n"
                    "    (3109, 884, 'SKU-02454', 6, ' 168.93 ', NULL),\n"
                    "    (3110, 884, 'SKU-09879', 5, 'USD 69.75', 24.62),\n"
                    "    (3111, 853, 'SKU-09604', 4, '225.64', 16.48),\n"
                    "    (3112, 807, 'SKU-03688', 1, '57.80', 2.44);\n"
                    'INSERT INTO shop.payment_cards (id, customer_id, card_token) VALUES\n'
                    "    (35, 34, '68521701599ae639'),\n"
                    "    (36, 35, 'ace98a2a55290a56'),\n"
                    "    (37, 37, '81b7118e8e5b3a2b'),\n"
                    "    (38, 38, 'de07b5afa907f5e7');\n"
                    "SELECT setval(pg_get_serial_sequence('shop.customers', 'id'), (SELECT max(id) FROM "
                    'shop.customers));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.orders', 'id'), (SELECT max(id) FROM shop.orders));\n"
                    "SELECT setval(pg_get_serial_sequence('shop.order_lines', 'id'), (SELECT max(id) FROM "
                    'shop.order_lines));\n'
                    "SELECT setval(pg_get_serial_sequence('shop.payment_cards', 'id'), (SELECT max(id) FROM "
                    'shop.payment_cards));\n',
 'readable': ['orders', 'order_lines'],
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
 's_rows': {24: [4, '860f21e452b2b4a4'],
            25: [6, '557963737da346db'],
            26: [9, '9978833519d450a8'],
            27: [10, '61c07872686266a7'],
            28: [16, '3eb0ee97c57223f8'],
            29: [18, '571ff9ca4b654309'],
            30: [21, 'a2761c6405dd49dc'],
            31: [22, '8f5e9b260b622642'],
            32: [27, '0857de71390235c5'],
            33: [29, '93bb60dbca1586e0'],
            34: [30, 'c6519455db52dc16'],
            35: [34, '68521701599ae639'],
            36: [35, 'ace98a2a55290a56'],
            37: [37, '81b7118e8e5b3a2b'],
            38: [38, 'de07b5afa907f5e7']},
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
 'tables': ['customers', 'orders', 'order_lines', 'payment_cards'],
 'total': 'total',
 'totals': {800: '721.83',
            801: '1543.70',
            802: '0.00',
            803: '1192.79',
            804: '1409.49',
            805: '394.97',
            806: '921.08',
            807: '55.36',
            808: '2245.40',
            809: '902.32',
            810: '0.00',
            811: '1063.25',
            812: '0.00',
            813: '0.00',
            814: '1352.64',
            815: '0.00',
            816: '158.38',
            817: '1470.01',
            818: '926.59',
            819: '2134.23',
            820: '941.30',
            821: '1904.38',
            822: '455.89',
            823: '1976.99',
            824: '11.92',
            825: '244.23',
            826: '1530.01',
            827: '619.83',
            828: '1486.15',
            829: '276.51',
            830: '1953.66',
            831: '2296.65',
            832: '23.75',
            833: '1725.89',
            834: '324.16',
            835: '1284.35',
            836: '2261.08',
            837: '102.72',
            838: '1415.48',
            839: '0.00',
            840: '960.51',
            841: '390.63',
            842: '259.64',
            843: '0.00',
            844: '1173.14',
            845: '849.97',
            846: '550.69',
            847: '515.41',
            848: '416.86',
            849: '1166.05',
            850: '735.14',
            851: '0.00',
            852: '1008.90',
            853: '1684.62',
            854: '460.86',
            855: '1047.62',
            856: '252.28',
            857: '1052.06',
            858: '2711.94',
            859: '2661.32',
            860: '2002.76',
            861: '1245.35',
            862: '1863.39',
            863: '607.01',
            864: '2723.78',
            865: '371.88',
            866: '571.20',
            867: '1187.04',
            868: '381.18',
            869: '767.65',
            870: '0.00',
            871: '0.00',
            872: '456.57',
            873: '1019.86',
            874: '209.96',
            875: '1342.81',
            876: '746.68',
            877: '213.51',
            878: '993.69',
            879: '1301.17',
            880: '107.10',
            881: '544.65',
            882: '87.72',
            883: '1112.73',
            884: '1337.71'},
 'types': {'customers.email': ['text', True],
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
