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
 'c_rows': {168: [19, '2023-06-20', 'aborted'],
            169: [20, '2024-01-29', 'en_route'],
            170: [21, '2024-08-13', 'planned'],
            171: [21, '2023-07-12', 'completed'],
            172: [21, '2023-10-29', 'completed'],
            173: [21, '2024-04-12', 'planned'],
            174: [22, '2024-06-29', 'en_route'],
            175: [22, '2024-09-18', 'planned'],
            176: [22, '2023-04-09', 'completed'],
            177: [22, '2023-03-24', 'en_route'],
            178: [24, '2024-05-24', 'en_route'],
            179: [24, '2024-04-29', 'planned'],
            180: [24, '2023-07-31', 'planned'],
            181: [25, '2024-05-08', 'completed'],
            182: [26, '2023-11-18', 'completed'],
            183: [26, '2024-02-13', 'en_route'],
            184: [26, '2023-09-29', 'en_route'],
            185: [26, '2023-01-24', 'planned'],
            186: [27, '2024-10-30', 'completed'],
            187: [27, '2023-02-07', 'completed'],
            188: [29, '2023-05-11', 'en_route'],
            189: [31, '2023-11-23', 'completed'],
            190: [31, '2024-07-11', 'completed'],
            191: [32, '2024-01-28', 'aborted'],
            192: [33, '2024-11-03', 'planned'],
            193: [33, '2024-02-27', 'en_route'],
            194: [34, '2024-06-28', 'completed'],
            195: [34, '2023-03-11', 'en_route'],
            196: [34, '2023-06-02', 'en_route'],
            197: [35, '2024-03-31', 'en_route'],
            198: [35, '2024-03-27', 'planned'],
            199: [35, '2024-04-20', 'en_route'],
            200: [36, '2023-07-05', 'planned'],
            201: [36, '2023-02-22', 'en_route'],
            202: [36, '2023-05-14', 'completed'],
            203: [36, '2023-02-16', 'en_route'],
            204: [37, '2024-01-15', 'planned'],
            205: [37, '2024-10-13', 'completed'],
            206: [37, '2023-04-15', 'planned'],
            207: [38, '2024-09-13', 'planned'],
            208: [38, '2023-07-03', 'en_route'],
            209: [39, '2024-07-25', 'planned'],
            210: [39, '2023-03-29', 'completed'],
            211: [39, '2023-08-07', 'en_route'],
            212: [39, '2023-06-25', 'en_route'],
            213: [40, '2023-04-06', 'aborted'],
            214: [40, '2024-09-19', 'planned'],
            215: [41, '2023-09-30', 'planned'],
            216: [42, '2023-06-29', 'completed'],
            217: [42, '2023-11-17', 'aborted'],
            218: [43, '2023-01-01', 'planned'],
            219: [45, '2023-02-10', 'planned'],
            220: [45, '2024-03-06', 'completed'],
            221: [45, '2024-11-12', 'completed'],
            222: [46, '2024-05-18', 'planned'],
            223: [46, '2023-05-27', 'en_route'],
            224: [46, '2023-09-26', 'planned'],
            225: [46, '2023-12-23', 'en_route'],
            226: [47, '2024-06-29', 'aborted'],
            227: [49, '2023-01-04', 'aborted'],
            228: [49, '2023-03-10', 'aborted'],
            229: [51, '2024-03-30', 'completed'],
            230: [52, '2023-08-07', 'planned'],
            231: [53, '2023-04-16', 'completed'],
            232: [54, '2023-02-26', 'planned'],
            233: [54, '2024-02-25', 'completed'],
            234: [54, '2023-10-31', 'completed'],
            235: [54, '2023-07-04', 'completed'],
            236: [25, '2024-06-21', 'en_route'],
            237: [25, '2023-11-08', 'planned'],
            238: [45, '2023-01-31', 'completed'],
            239: [45, '2024-09-04', 'en_route'],
            240: [41, '2023-05-06', 'planned'],
            241: [41, '2023-05-27', 'planned'],
            242: [41, '2024-01-28', 'completed']},
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
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (252, 37, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (252, 37, '2024-06-01', "
                 "'planned');",
 'l_rows': {2868: [168, 'ST-3173', 35, '1.51', None],
            2869: [168, 'ST-3375', 8, '1.92', '0.61'],
            2870: [168, 'ST-1156', 29, '2.08', '4.82'],
            2871: [170, 'ST-1821', 35, '1.58', None],
            2872: [170, 'ST-4667', 42, '2.05', '8.41'],
            2873: [170, 'ST-7400', 69, '1.45', None],
            2874: [170, 'ST-7803', 39, '1.69', '2.18'],
            2875: [171, 'ST-1606', 23, '2.17', None],
            2876: [171, 'ST-4643', 3, '1.87', None],
            2877: [171, 'ST-7838', 38, '1.78', '3.29'],
            2878: [171, 'ST-9988', 41, '1.67', '6.18'],
            2879: [172, 'ST-9148', 70, '1.70', '5.7'],
            2880: [172, 'ST-505', 3, '1.60', '0.2'],
            2881: [172, 'ST-5741', 68, '1.63', None],
            2882: [172, 'ST-2507', 11, '2.16', '1.31'],
            2883: [174, 'ST-5543', 50, '2.15', '5.26'],
            2884: [174, 'ST-4337', 18, '2.08', '0.99'],
            2885: [175, 'ST-6136', 74, '1.54', None],
            2886: [175, 'ST-794', 40, '1.39', None],
            2887: [176, 'ST-9485', 19, '1.52', '2.7'],
            2888: [176, 'ST-2937', 12, '1.51', None],
            2889: [176, 'ST-645', 34, '1.76', '5.55'],
            2890: [176, 'ST-7983', 63, '1.56', None],
            2891: [177, 'ST-2080', 56, '1.60', None],
            2892: [177, 'ST-094', 35, '2.15', '0.31'],
            2893: [177, 'ST-6599', 66, '1.96', '8.74'],
            2894: [178, 'ST-6371', 12, '1.79', '0.29'],
            2895: [178, 'ST-8999', 33, '2.04', None],
            2896: [179, 'ST-9989', 16, '1.40', '0.91'],
            2897: [179, 'ST-7582', 32, '2.18', '0.18'],
            2898: [179, 'ST-1332', 3, '1.57', '0.33'],
            2899: [180, 'ST-8386', 24, '1.65', '3.76'],
            2900: [180, 'ST-3052', 45, '1.40', '1.95'],
            2901: [180, 'ST-5169', 16, '1.80', '0.46'],
            2902: [180, 'ST-6683', 4, '1.67', '0.5'],
            2903: [181, 'ST-7964', 37, '1.72', None],
            2904: [181, 'ST-4785', 46, '1.90', None],
            2905: [181, 'ST-8505', 4, '1.75', '0.65'],
            2906: [181, 'ST-7027', 67, '1.68', None],
            2907: [182, 'ST-9251', 35, '1.69', None],
            2908: [182, 'ST-6569', 75, '1.45', '2.43'],
            2909: [183, 'ST-5977', 47, '1.39', '5.26'],
            2910: [183, 'ST-137', 70, '1.76', '5.09'],
            2911: [184, 'ST-5011', 58, '2.02', None],
            2912: [184, 'ST-7655', 12, '1.74', None],
            2913: [184, 'ST-1394', 10, '1.67', None],
            2914: [184, 'ST-8969', 43, '1.97', None],
            2915: [185, 'ST-195', 59, '2.10', None],
            2916: [185, 'ST-3627', 43, '1.70', None],
            2917: [185, 'ST-3910', 30, '1.50', '0.59'],
            2918: [185, 'ST-5814', 11, '1.40', None],
            2919: [186, 'ST-8025', 79, '1.85', None],
            2920: [186, 'ST-7395', 67, '1.54', None],
            2921: [186, 'ST-7253', 35, '1.62', '0.16'],
            2922: [187, 'ST-2523', 20, '1.49', '0.73'],
            2923: [187, 'ST-4008', 64, '1.44', '0.18'],
            2924: [187, 'ST-572', 20, '1.71', None],
            2925: [187, 'ST-7460', 49, '1.75', '3.63'],
            2926: [188, 'ST-4983', 35, '1.87', '2.66'],
            2927: [188, 'ST-7916', 15, '2.10', '1.96'],
            2928: [188, 'ST-4363', 80, '1.92', '0.25'],
            2929: [188, 'ST-951', 2, '2.08', None],
            2930: [189, 'ST-7211', 72, '1.46', '5.15'],
            2931: [190, 'ST-7842', 60, '1.85', '2.02'],
            2932: [190, 'ST-1165', 7, '1.63', None],
            2933: [190, 'ST-693', 6, '2.19', '0.92'],
            2934: [191, 'ST-4997', 33, '2.17', '1.4'],
            2935: [191, 'ST-627', 21, '1.90', '2.25'],
            2936: [191, 'ST-036', 57, '2.17', '2.15'],
            2937: [193, 'ST-121', 43, '2.08', '2.15'],
            2938: [193, 'ST-6713', 45, '2.16', '7.1'],
            2939: [193, 'ST-4788', 12, '1.77', None],
            2940: [194, 'ST-5168', 51, '2.16', None],
            2941: [194, 'ST-3424', 33, '1.62', None],
            2942: [195, 'ST-9331', 32, '2.18', '3.53'],
            2943: [195, 'ST-6675', 12, '1.76', None],
            2944: [195, 'ST-5269', 45, '2.06', '3.12'],
            2945: [195, 'ST-9296', 2, '1.96', '0.33'],
            2946: [197, 'ST-1401', 13, '1.39', None],
            2947: [197, 'ST-5051', 66, '1.77', '0.86'],
            2948: [197, 'ST-7484', 67, '1.56', None],
            2949: [197, 'ST-8776', 47, '1.62', None],
            2950: [198, 'ST-5713', 59, '1.45', None],
            2951: [198, 'ST-1447', 10, '1.82', None],
            2952: [198, 'ST-5551', 17, '1.92', '1.43'],
            2953: [199, 'ST-4188', 44, '1.72', '6.62'],
            2954: [200, 'ST-5398', 43, '1.84', None],
            2955: [200, 'ST-7972', 56, '1.67', None],
            2956: [200, 'ST-7745', 43, '1.70', '6.08'],
            2957: [201, 'ST-864', 13, '1.88', None],
            2958: [201, 'ST-9444', 64, '1.48', '8.11'],
            2959: [201, 'ST-7378', 1, '2.06', None],
            2960: [202, 'ST-6792', 35, '1.68', None],
            2961: [203, 'ST-7704', 40, '1.77', '5.74'],
            2962: [203, 'ST-1598', 10, '1.80', '0.56'],
            2963: [204, 'ST-9129', 11, '1.48', '1'],
            2964: [204, 'ST-108', 80, '1.59', None],
            2965: [205, 'ST-1988', 53, '1.63', '4.74'],
            2966: [205, 'ST-5326', 3, '1.92', '0.33'],
            2967: [205, 'ST-158', 13, '1.86', None],
            2968: [205, 'ST-3668', 37, '1.75', '2.72'],
            2969: [206, 'ST-2067', 41, '2.07', None],
            2970: [206, 'ST-7223', 52, '1.55', None],
            2971: [207, 'ST-9914', 69, '1.89', None],
            2972: [207, 'ST-8549', 7, '2.04', None],
            2973: [207, 'ST-9476', 21, '1.54', '0.07'],
            2974: [209, 'ST-5531', 19, '2.00', None],
            2975: [209, 'ST-2666', 39, '1.75', '6.4'],
            2976: [209, 'ST-8193', 47, '1.65', '0.85'],
            2977: [209, 'ST-9766', 21, '1.87', None],
            2978: [210, 'ST-2078', 31, '1.98', '1.79'],
            2979: [210, 'ST-5935', 80, '1.92', '10.14'],
            2980: [210, 'ST-7301', 80, '1.66', None],
            2981: [211, 'ST-5644', 62, '1.47', None],
            2982: [211, 'ST-2286', 36, '2.15', '5.9'],
            2983: [211, 'ST-3851', 40, '1.63', None],
            2984: [212, 'ST-7533', 78, '2.04', None],
            2985: [212, 'ST-7567', 1, '1.90', '0.02'],
            2986: [212, 'ST-6767', 8, '1.80', '0.27'],
            2987: [212, 'ST-4531', 14, '1.79', '0.05'],
            2988: [213, 'ST-7255', 59, '2.17', None],
            2989: [213, 'ST-2917', 56, '2.02', None],
            2990: [213, 'ST-2852', 79, '1.71', '9.76'],
            2991: [214, 'ST-2880', 79, '1.76', None],
            2992: [215, 'ST-386', 42, '2.07', '6.34'],
            2993: [215, 'ST-3354', 9, '1.80', '0.34'],
            2994: [215, 'ST-6537', 18, '1.44', '1.04'],
            2995: [217, 'ST-1264', 26, '1.80', '0.09'],
            2996: [218, 'ST-2926', 17, '1.81', '2.16'],
            2997: [218, 'ST-1293', 12, '1.98', '0.26'],
            2998: [218, 'ST-4636', 31, '2.14', '5.03'],
            2999: [219, 'ST-3772', 21, '1.86', '0.71'],
            3000: [220, 'ST-740', 71, '1.73', '7.73'],
            3001: [220, 'ST-6701', 79, '1.63', None],
            3002: [221, 'ST-314', 61, '1.81', None],
            3003: [221, 'ST-2855', 54, '2.10', None],
            3004: [221, 'ST-3433', 23, '2.17', None],
            3005: [221, 'ST-3150', 24, '2.11', None],
            3006: [223, 'ST-7906', 48, '1.96', None],
            3007: [223, 'ST-891', 2, '1.62', None],
            3008: [223, 'ST-1820', 69, '1.61', '3.14'],
            3009: [224, 'ST-3259', 54, '2.11', '9.63'],
            3010: [224, 'ST-5210', 54, '1.81', '8.93'],
            3011: [224, 'ST-3488', 52, '1.45', '2.67'],
            3012: [226, 'ST-6994', 76, '1.73', '5.51'],
            3013: [226, 'ST-5337', 40, '1.81', '6.82'],
            3014: [227, 'ST-3089', 53, '1.49', None],
            3015: [228, 'ST-1411', 3, '2.05', None],
            3016: [228, 'ST-1186', 16, '1.57', None],
            3017: [228, 'ST-9898', 14, '1.58', '1.12'],
            3018: [228, 'ST-4968', 72, '1.46', '7.29'],
            3019: [231, 'ST-1368', 4, '1.54', None],
            3020: [231, 'ST-120', 30, '1.73', None],
            3021: [232, 'ST-1830', 59, '1.55', '2.58'],
            3022: [232, 'ST-8127', 39, '1.71', '1.44'],
            3023: [232, 'ST-9040', 39, '1.52', '2.87'],
            3024: [233, 'ST-2757', 25, '1.93', None],
            3025: [233, 'ST-4913', 35, '1.91', None],
            3026: [234, 'ST-877', 53, '1.78', None],
            3027: [234, 'ST-9498', 9, '1.85', None],
            3028: [234, 'ST-3671', 9, '2.01', '0.45'],
            3029: [235, 'ST-7695', 38, '1.55', '5.52'],
            3030: [235, 'ST-4702', 15, '1.75', '2.27'],
            3031: [235, 'ST-6071', 59, '1.61', None],
            3032: [236, 'ST-6268', 9, '1.85', None],
            3033: [236, 'ST-2189', 59, '2.19', None],
            3034: [236, 'ST-6491', 62, '2.08', None],
            3035: [236, 'ST-8819', 6, '1.40', '0.77'],
            3036: [237, 'ST-4036', 26, '1.87', None],
            3037: [237, 'ST-1877', 51, '1.53', '0.7'],
            3038: [237, 'ST-5390', 54, '1.43', '4.26'],
            3039: [237, 'ST-1822', 37, '1.74', None],
            3040: [238, 'ST-4150', 24, '1.50', '0.83'],
            3041: [239, 'ST-324', 51, '1.99', None],
            3042: [239, 'ST-1873', 79, '1.97', None],
            3043: [239, 'ST-6025', 79, '1.62', None],
            3044: [240, 'ST-4645', 38, '1.91', '3.41'],
            3045: [240, 'ST-801', 40, '1.94', None],
            3046: [241, 'ST-6492', 76, '1.97', '2.29'],
            3047: [241, 'ST-7275', 54, '2.03', None],
            3048: [241, 'ST-4103', 28, '1.87', '1.67'],
            3049: [241, 'ST-5543', 39, '1.62', None],
            3050: [242, 'ST-7824', 63, '1.75', '8.83'],
            3051: [242, 'ST-2234', 18, '2.02', None],
            3052: [242, 'ST-1130', 1, '1.85', None],
            3053: [205, 'ST-9010', 30, '1.40', None],
            3054: [181, 'ST-2841', 62, '1.69', None]},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'lookup': 'depots',
 'lookup_names': ['airport road', 'east ring', 'harbour gate', 'mill lane', 'north yard', 'south basin', 'west quay'],
 'migration': '/srv/migrations/0071_schema_fixes.sql',
 'missing_p': 23,
 'new_id': 252,
 'new_p': 37,
 'p1': 'driver',
 'p_region': {18: 'east ring',
              19: 'airport road',
              20: 'airport road',
              21: 'east ring',
              22: 'north yard',
              24: 'airport road',
              25: 'mill lane',
              26: 'east ring',
              27: 'harbour gate',
              29: 'east ring',
              31: 'airport road',
              32: 'south basin',
              33: 'mill lane',
              34: 'south basin',
              35: 'north yard',
              36: 'north yard',
              37: 'east ring',
              38: None,
              39: 'airport road',
              40: 'north yard',
              41: 'harbour gate',
              42: 'south basin',
              43: 'east ring',
              45: 'south basin',
              46: 'airport road',
              47: 'mill lane',
              48: 'south basin',
              49: 'north yard',
              51: 'airport road',
              52: None,
              53: 'south basin',
              54: 'west quay'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM fleet.drivers p LEFT JOIN fleet.depots k ON k.id = p.depot_id',
 'p_rows': {18: ['Xenia Gallo', 'xenia.gallo@example.com'],
            19: ['Ines Haddad', 'ines.haddad@post.example'],
            20: ['Elena Castillo', 'elena.castillo@post.example'],
            21: ['Femi Dimitrov', 'femi.dimitrov@inbox.test'],
            22: ['Bruno Okafor', 'bruno.okafor@post.example'],
            24: ['Wim Moreau', 'wim.moreau@post.example'],
            25: ['Femi Gallo', 'femi.gallo@inbox.test'],
            26: ['Luis Brandt', 'luis.brandt@post.example'],
            27: ['Jonas Abbott', 'jonas.abbott@mail.test'],
            29: ['Hiro Brandt', 'hiro.brandt@mail.test'],
            31: ['Kaia Ivanova', 'kaia.ivanova@inbox.test'],
            32: ['Carmen Dimitrov', 'carmen.dimitrov@example.com'],
            33: ['Kaia Sato', 'kaia.sato@mail.test'],
            34: ['Nils Jensen', 'nils.jensen@mail.test'],
            35: ['Olu Haddad', 'olu.haddad@example.com'],
            36: ['Bruno Jensen', 'bruno.jensen@inbox.test'],
            37: ['Yusuf Eriksen', 'yusuf.eriksen@mail.test'],
            38: ['Bruno Brandt', 'bruno.brandt@inbox.test'],
            39: ['Greta Gallo', 'greta.gallo@example.com'],
            40: ['Olu Eriksen', 'olu.eriksen@mail.test'],
            41: ['Nils Moreau', 'nils.moreau@example.com'],
            42: ['Tomas Moreau', 'tomas.moreau@inbox.test'],
            43: ['Zora Brandt', 'zora.brandt@inbox.test'],
            45: ['Rafa Dimitrov', 'rafa.dimitrov@post.example'],
            46: ['Uzma Jensen', 'uzma.jensen@example.com'],
            47: ['Vera Moreau', 'vera.moreau@post.example'],
            48: ['Ines Haddad', 'ines.haddad@mail.test'],
            49: ['Carmen Rossi', 'carmen.rossi@mail.test'],
            51: ['Nils Eriksen', 'nils.eriksen@inbox.test'],
            52: ['Uzma Fofana', 'uzma.fofana@inbox.test'],
            53: ['Greta Fofana', 'greta.fofana@mail.test'],
            54: ['Ada Haddad', 'ada.haddad@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (48, 'Ines Haddad', 'ines.haddad@mail.test', 'south basin'),\n"
                    "    (49, 'Carmen Rossi', 'carmen.rossi@mail.test', ' North Yard'),\n"
                    "    (51, 'Nils Eriksen', 'nils.eriksen@inbox.test', 'airport road'),\n"
                    "    (52, 'Uzma Fofana', 'uzma.fofana@inbox.test', ''),\n"
                    "    (53, 'Greta Fofana', 'greta.fofana@mail.test', 'south basin'),\n"
                    "    (54, 'Ada Haddad', 'ada.haddad@post.example', 'west quay');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (227, 49, '2023-01-04', 'Cancelled  '),\n"
                    "    (228, 49, '2023-03-10', 'Cancelled '),\n"
                    "    (229, 51, '2024-03-30', 'completed'),\n"
                    "    (230, 52, '2023-08-07', 'SCHEDULED'),\n"
                    "    (231, 53, '2023-04-16', 'Completed  '),\n"
                    "    (232, 54, '2023-02-26', 'SCHEDULED'),\n"
                    "    (233, 54, '2024-02-25', 'done'),\n"
                    "    (234, 54, '2023-10-31', ' Done'),\n"
                    "    (235, 54, '2023-07-04', 'completed'),\n"
                    "    (236, 25, '2024-06-21', 'en_route'),\n"
                    "    (237, 25, '2023-11-08', 'planned'),\n"
                    "    (238, 45, '2023-01-31', 'completed'),\n"
                    "    (239, 45, '2024-09-04', ' in progress'),\n"
                    "    (240, 41, '2023-05-06', 'Planned  '),\n"
                    "    (241, 41, '2023-05-27', 'planned'),\n"
                    "    (242, 41, '2024-01-28', 'completed');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (3014, 227, 'ST-3089', 53, 1.49, NULL),\n"
                    "    (3015, 228, 'ST-1411', 3, 2.05, NULL),\n"
                    "    (3016, 228, 'ST-1186', 16, 1.57, NULL),\n"
                    "    (3017, 228, 'ST-9898', 14, 1.58, 1.12),\n"
                    "    (3018, 228, 'ST-4968', 72, 1.46, 7.29),\n"
                    "    (3019, 231, 'ST-1368', 4, 1.54, NULL),\n"
                    "    (3020, 231, 'ST-120', 30, 1.73, NULL),\n"
                    "    (3021, 232, 'ST-1830', 59, 1.55, 2.58),\n"
                    "    (3022, 232, 'ST-8127', 39, 1.71, 1.44),\n"
                    "    (3023, 232, 'ST-9040', 39, 1.52, 2.87),\n"
                    "    (3024, 233, 'ST-2757', 25, 1.93, NULL),\n"
                    "    (3025, 233, 'ST-4913', 35, 1.91, NULL),\n"
                    "    (3026, 234, 'ST-877', 53, 1.78, NULL),\n"
                    "    (3027, 234, 'ST-9498', 9, 1.85, NULL),\n"
                    "    (3028, 234, 'ST-3671', 9, 2.01, 0.45),\n"
                    "    (3029, 235, 'ST-7695', 38, 1.55, 5.52),\n"
                    "    (3030, 235, 'ST-4702', 15, 1.75, 2.27),\n"
                    "    (3031, 235, 'ST-6071', 59, 1.61, NULL),\n"
                    "    (3032, 236, 'ST-6268', 9, 1.85, NULL),\n"
                    "    (3033, 236, 'ST-2189', 59, 2.19, NULL),\n"
                    "    (3034, 236, 'ST-6491', 62, 2.08, NULL),\n"
                    "    (3035, 236, 'ST-8819', 6, 1.4, 0.77),\n"
                    "    (3036, 237, 'ST-4036', 26, 1.87, NULL),\n"
                    "    (3037, 237, 'ST-1877', 51, 1.53, 0.7),\n"
                    "    (3038, 237, 'ST-5390', 54, 1.43, 4.26),\n"
                    "    (3039, 237, 'ST-1822', 37, 1.74, NULL),\n"
                    "    (3040, 238, 'ST-4150', 24, 1.5, 0.83),\n"
                    "    (3041, 239, 'ST-324', 51, 1.99, NULL),\n"
                    "    (3042, 239, 'ST-1873', 79, 1.97, NULL),\n"
                    "    (3043, 239, 'ST-6025', 79, 1.62, NULL),\n"
                    "    (3044, 240, 'ST-4645', 38, 1.91, 3.41),\n"
                    "    (3045, 240, 'ST-801', 40, 1.94, NULL),\n"
                    "    (3046, 241, 'ST-6492', 76, 1.97, 2.29),\n"
                    "    (3047, 241, 'ST-7275', 54, 2.03, NULL),\n"
                    "    (3048, 241, 'ST-4103', 28, 1.87, 1.67),\n"
                    "    (3049, 241, 'ST-5543', 39, 1.62, NULL),\n"
                    "    (3050, 242, 'ST-7824', 63, 1.75, 8.83),\n"
                    "    (3051, 242, 'ST-2234', 18, 2.02, NULL),\n"
                    "    (3052, 242, 'ST-1130', 1, 1.85, NULL),\n"
                    "    (3053, 205, 'ST-9010', 30, 1.4, NULL),\n"
                    "    (3054, 181, 'ST-2841', 62, 1.69, NULL);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (51, 48, '4f0725a96f0280fd'),\n"
                    "    (52, 49, '2e994192358b590f'),\n"
                    "    (53, 54, 'd2d1d83d95c9996c');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
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
              "             WHERE u.rolname IN ('fleet_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE fleet_app RESET ALL;\n'
              'ALTER ROLE fleet_app SET search_path = fleet, public;\n',
 's': 'fleet',
 's_rows': {41: [26, '4c85c5440c820cce'],
            42: [27, 'b3e29eec04337d3a'],
            43: [29, '9da471c61bdc3190'],
            44: [35, 'e52a5981f6d63a94'],
            45: [36, 'b19c42bfccf18412'],
            46: [37, 'bbcdba20a2d89222'],
            47: [38, '3e42e44365a8831b'],
            48: [39, 'c35b278105da63e6'],
            49: [41, '897fdaddd6679ca7'],
            50: [46, 'f06ec72e587f338b'],
            51: [48, '4f0725a96f0280fd'],
            52: [49, '2e994192358b590f'],
            53: [54, 'd2d1d83d95c9996c']},
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
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences', 'depots'],
 'types': {'depots.name': ['text', True],
           'drivers.depot_id': ['integer', False],
           'drivers.email': ['text', True],
           'fuel_fills.price_per_litre': ['numeric(10,2)', True],
           'fuel_fills.rebate': ['numeric(10,2)', False],
           'trips.driver_id': ['integer', True],
           'trips.started_on': ['date', False],
           'trips.status': ['text', False]},
 'view': 'driver_activity',
 'view_cols': ['driver_id', 'full_name', 'depot', 'n_trips', 'last_trip_on', 'fuel_spent'],
 'view_rows': {18: ['Xenia Gallo', 'east ring', 0, None, '0'],
               19: ['Ines Haddad', 'airport road', 0, None, '0'],
               20: ['Elena Castillo', 'airport road', 1, '2024-01-29', '0.00'],
               21: ['Femi Dimitrov', 'east ring', 4, '2024-08-13', '730.12'],
               22: ['Bruno Okafor', 'north yard', 4, '2024-09-18', '790.28'],
               24: ['Wim Moreau', 'airport road', 3, '2024-05-24', '315.37'],
               25: ['Femi Gallo', 'mill lane', 3, '2024-06-21', '920.47'],
               26: ['Luis Brandt', 'east ring', 4, '2024-02-13', '839.91'],
               27: ['Jonas Abbott', 'harbour gate', 2, '2024-10-30', '543.24'],
               29: ['Hiro Brandt', 'east ring', 1, '2023-05-11', '249.84'],
               31: ['Kaia Ivanova', 'airport road', 2, '2024-07-11', '232.58'],
               32: ['Carmen Dimitrov', 'south basin', 0, None, '0'],
               33: ['Kaia Sato', 'mill lane', 2, '2024-11-03', '198.63'],
               34: ['Nils Jensen', 'south basin', 3, '2024-06-28', '344.14'],
               35: ['Olu Haddad', 'north yard', 3, '2024-04-20', '518.71'],
               36: ['Bruno Jensen', 'north yard', 4, '2023-07-05', '494.07'],
               37: ['Yusuf Eriksen', 'east ring', 3, '2024-10-13', '523.24'],
               38: ['Bruno Brandt', None, 2, '2024-09-13', '176.96'],
               39: ['Greta Gallo', 'airport road', 4, '2024-07-25', '979.65'],
               40: ['Olu Eriksen', 'north yard', 1, '2024-09-19', '139.04'],
               41: ['Nils Moreau', 'harbour gate', 4, '2024-01-28', '778.66'],
               42: ['Tomas Moreau', 'south basin', 1, '2023-06-29', '0.00'],
               43: ['Zora Brandt', 'east ring', 1, '2023-01-01', '113.42'],
               45: ['Rafa Dimitrov', 'south basin', 5, '2024-11-12', '1026.85'],
               46: ['Uzma Jensen', 'airport road', 4, '2024-05-18', '471.12'],
               47: ['Vera Moreau', 'mill lane', 0, None, '0'],
               48: ['Ines Haddad', 'south basin', 0, None, '0'],
               49: ['Carmen Rossi', 'north yard', 0, None, '0'],
               51: ['Nils Eriksen', 'airport road', 1, '2024-03-30', '0.00'],
               52: ['Uzma Fofana', None, 1, '2023-08-07', '0.00'],
               53: ['Greta Fofana', 'south basin', 1, '2023-04-16', '58.06'],
               54: ['Ada Haddad', 'west quay', 4, '2024-02-25', '626.61']}}

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
