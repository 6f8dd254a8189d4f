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
 'c_rows': {391: [3, '2024-09-09', 'cancelled'],
            392: [3, '2023-10-26', 'cancelled'],
            393: [4, '2023-08-20', 'checked_in'],
            394: [5, '2023-10-24', 'checked_out'],
            395: [6, '2023-03-08', 'checked_out'],
            396: [8, '2024-03-18', 'reserved'],
            397: [9, '2023-03-07', 'reserved'],
            398: [10, '2024-01-18', 'checked_in'],
            399: [11, '2024-08-04', 'checked_in'],
            400: [11, '2024-03-07', 'reserved'],
            401: [11, '2024-04-02', 'checked_in'],
            402: [11, '2023-03-11', 'checked_out'],
            403: [13, '2024-01-22', 'cancelled'],
            404: [13, '2024-06-02', 'checked_out'],
            405: [13, '2024-07-28', 'checked_out'],
            406: [13, '2024-03-28', 'checked_out'],
            407: [14, '2023-07-14', 'reserved'],
            408: [14, '2024-07-10', 'cancelled'],
            409: [14, '2024-09-18', 'reserved'],
            410: [15, '2023-09-16', 'checked_in'],
            411: [15, '2024-09-10', 'checked_in'],
            412: [15, '2023-03-20', 'reserved'],
            413: [16, '2024-08-01', 'checked_in'],
            414: [16, '2023-12-17', 'checked_in'],
            415: [16, '2023-12-15', 'reserved'],
            416: [16, '2024-01-19', 'checked_in'],
            417: [17, '2024-02-29', 'reserved'],
            418: [18, '2023-04-07', 'checked_out'],
            419: [18, '2024-05-17', 'reserved'],
            420: [18, '2024-03-04', 'checked_in'],
            421: [19, '2023-06-21', 'checked_out'],
            422: [20, '2024-03-27', 'checked_in'],
            423: [20, '2024-02-17', 'checked_out'],
            424: [20, '2023-06-17', 'checked_out'],
            425: [21, '2024-04-11', 'reserved'],
            426: [22, '2024-03-02', 'checked_out'],
            427: [23, '2024-01-06', 'checked_in'],
            428: [23, '2024-06-21', 'checked_in'],
            429: [23, '2023-07-11', 'checked_in'],
            430: [24, '2024-08-10', 'reserved'],
            431: [25, '2023-09-12', 'checked_in'],
            432: [25, '2023-04-21', 'checked_out'],
            433: [27, '2023-04-04', 'cancelled'],
            434: [28, '2023-04-24', 'reserved'],
            435: [29, '2024-03-08', 'checked_in'],
            436: [29, '2023-11-03', 'reserved'],
            437: [29, '2023-12-20', 'checked_in'],
            438: [29, '2024-02-09', 'checked_out'],
            439: [30, '2024-11-01', 'checked_out'],
            440: [30, '2023-05-04', 'checked_out'],
            441: [30, '2023-05-12', 'checked_in'],
            442: [31, '2023-01-15', 'reserved'],
            443: [32, '2024-11-18', 'reserved'],
            444: [32, '2024-11-19', 'reserved'],
            445: [32, '2024-08-02', 'checked_in'],
            446: [32, '2023-08-17', 'checked_in'],
            447: [5, '2024-01-01', 'reserved'],
            448: [5, '2023-04-17', 'checked_out'],
            449: [15, '2024-04-18', 'cancelled'],
            450: [15, '2023-04-28', 'checked_out'],
            451: [15, '2023-02-21', 'reserved'],
            452: [15, '2023-04-19', 'checked_out'],
            453: [11, '2023-03-03', 'cancelled']},
 'c_sql': 'SELECT id, guest_id AS p, check_in::text AS d, status::text AS st FROM hotel.bookings',
 'constraints': [['hotel.guests', 'p', ['id'], None, []],
                 ['hotel.bookings', 'p', ['id'], None, []],
                 ['hotel.booking_charges', 'p', ['id'], None, []],
                 ['hotel.guest_documents', 'p', ['id'], None, []],
                 ['hotel.bookings', 'f', ['guest_id'], 'hotel.guests', ['id']],
                 ['hotel.booking_charges', 'f', ['booking_id'], 'hotel.bookings', ['id']],
                 ['hotel.guest_documents', 'f', ['guest_id'], 'hotel.guests', ['id']],
                 ['hotel.nationalities', 'p', ['id'], None, []],
                 ['hotel.guests', 'f', ['nationality_id'], 'hotel.nationalities', ['id']]],
 'db': 'hoteldb',
 'dropped': ['guests.nationality'],
 'email': 'email',
 'insert_bad_status': "INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES (463, 18, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES (463, 18, '2024-06-01', "
                 "'reserved');",
 'l_rows': {3860: [391, 'CHG-2902', 1, '90.84', '2.94'],
            3861: [391, 'CHG-4948', 4, '131.20', None],
            3862: [391, 'CHG-5356', 2, '87.43', None],
            3863: [392, 'CHG-2271', 5, '182.59', None],
            3864: [392, 'CHG-3139', 5, '202.14', None],
            3865: [394, 'CHG-1315', 2, '140.78', '8.96'],
            3866: [395, 'CHG-1588', 2, '61.12', None],
            3867: [395, 'CHG-7381', 1, '38.18', None],
            3868: [396, 'CHG-8567', 2, '293.13', '33.86'],
            3869: [396, 'CHG-5507', 3, '268.55', '46.12'],
            3870: [396, 'CHG-4141', 2, '162.21', '24.79'],
            3871: [397, 'CHG-8740', 3, '121.57', None],
            3872: [398, 'CHG-1749', 2, '287.93', '31.79'],
            3873: [398, 'CHG-028', 3, '250.88', None],
            3874: [398, 'CHG-9991', 2, '265.26', '13.62'],
            3875: [398, 'CHG-1389', 3, '33.12', None],
            3876: [399, 'CHG-8467', 1, '100.93', '5.01'],
            3877: [399, 'CHG-9149', 3, '100.23', None],
            3878: [399, 'CHG-665', 5, '89.85', None],
            3879: [399, 'CHG-2364', 1, '163.92', None],
            3880: [400, 'CHG-4900', 5, '251.93', '24.71'],
            3881: [400, 'CHG-1676', 3, '174.93', '50.41'],
            3882: [401, 'CHG-1559', 1, '183.35', None],
            3883: [402, 'CHG-4558', 2, '50.83', '0.66'],
            3884: [402, 'CHG-9321', 4, '241.76', None],
            3885: [402, 'CHG-3576', 3, '185.71', None],
            3886: [404, 'CHG-2268', 3, '211.59', None],
            3887: [404, 'CHG-6531', 3, '231.15', '50.38'],
            3888: [404, 'CHG-7946', 4, '236.02', '84.79'],
            3889: [404, 'CHG-4855', 1, '173.96', None],
            3890: [405, 'CHG-1530', 2, '149.05', None],
            3891: [406, 'CHG-9168', 2, '11.03', '0.64'],
            3892: [406, 'CHG-8194', 1, '68.92', '5.45'],
            3893: [408, 'CHG-6448', 1, '112.62', '6'],
            3894: [408, 'CHG-3504', 2, '17.50', None],
            3895: [409, 'CHG-123', 5, '266.53', None],
            3896: [410, 'CHG-2434', 1, '192.84', None],
            3897: [410, 'CHG-419', 4, '164.94', None],
            3898: [410, 'CHG-598', 4, '25.88', '2'],
            3899: [411, 'CHG-6504', 4, '106.82', '31.88'],
            3900: [411, 'CHG-5646', 2, '228.28', '22.3'],
            3901: [411, 'CHG-7061', 5, '77.68', '11.81'],
            3902: [412, 'CHG-7375', 2, '50.35', '2.19'],
            3903: [413, 'CHG-6108', 2, '233.91', '31.69'],
            3904: [413, 'CHG-280', 5, '66.50', '8.31'],
            3905: [413, 'CHG-3761', 4, '23.38', None],
            3906: [414, 'CHG-5883', 2, '79.83', '2.04'],
            3907: [414, 'CHG-6372', 1, '284.18', '12.93'],
            3908: [415, 'CHG-6080', 1, '10.33', None],
            3909: [416, 'CHG-3546', 2, '158.75', '0.86'],
            3910: [417, 'CHG-4725', 3, '174.65', '48.84'],
            3911: [417, 'CHG-4977', 1, '317.46', '0.75'],
            3912: [418, 'CHG-6234', 1, '80.33', '5.32'],
            3913: [418, 'CHG-3762', 4, '302.23', '8.32'],
            3914: [418, 'CHG-5832', 2, '5.12', None],
            3915: [418, 'CHG-7189', 3, '49.45', None],
            3916: [420, 'CHG-169', 1, '101.31', '4.66'],
            3917: [421, 'CHG-2021', 4, '129.34', None],
            3918: [422, 'CHG-4148', 4, '89.88', '11.61'],
            3919: [422, 'CHG-6698', 3, '147.91', '40.22'],
            3920: [422, 'CHG-3361', 3, '32.44', None],
            3921: [422, 'CHG-8987', 3, '266.47', None],
            3922: [423, 'CHG-8348', 4, '162.00', '42.78'],
            3923: [423, 'CHG-910', 2, '186.50', '6.76'],
            3924: [424, 'CHG-3269', 5, '169.05', None],
            3925: [425, 'CHG-4318', 4, '64.65', None],
            3926: [426, 'CHG-830', 4, '148.53', None],
            3927: [428, 'CHG-8460', 4, '48.77', '13.82'],
            3928: [428, 'CHG-5794', 4, '251.62', None],
            3929: [428, 'CHG-6009', 1, '108.09', None],
            3930: [429, 'CHG-8758', 5, '207.77', '91.98'],
            3931: [430, 'CHG-7324', 1, '22.96', None],
            3932: [430, 'CHG-4687', 5, '65.14', None],
            3933: [430, 'CHG-5184', 5, '47.27', None],
            3934: [430, 'CHG-6261', 2, '318.35', '6.93'],
            3935: [432, 'CHG-6735', 5, '80.17', '38.69'],
            3936: [433, 'CHG-6614', 1, '313.57', '13.71'],
            3937: [433, 'CHG-1748', 2, '66.37', None],
            3938: [436, 'CHG-7935', 3, '261.29', '62.76'],
            3939: [436, 'CHG-6603', 4, '138.57', '19.42'],
            3940: [436, 'CHG-4939', 1, '163.29', '5.34'],
            3941: [437, 'CHG-6900', 2, '144.63', None],
            3942: [437, 'CHG-023', 1, '200.25', None],
            3943: [437, 'CHG-4961', 5, '309.35', '81.44'],
            3944: [438, 'CHG-7933', 4, '148.25', None],
            3945: [438, 'CHG-847', 4, '115.90', None],
            3946: [439, 'CHG-3144', 5, '30.92', '7.7'],
            3947: [439, 'CHG-6994', 4, '207.54', None],
            3948: [439, 'CHG-2969', 2, '167.63', None],
            3949: [439, 'CHG-1311', 1, '240.72', '13.68'],
            3950: [440, 'CHG-6421', 3, '233.53', '35.22'],
            3951: [441, 'CHG-8329', 3, '78.77', '15.07'],
            3952: [441, 'CHG-7281', 1, '105.88', None],
            3953: [441, 'CHG-4654', 3, '227.90', '43.85'],
            3954: [442, 'CHG-2236', 3, '90.92', None],
            3955: [442, 'CHG-1846', 4, '27.13', None],
            3956: [442, 'CHG-4080', 3, '13.72', None],
            3957: [442, 'CHG-3093', 5, '268.57', '26.57'],
            3958: [444, 'CHG-6377', 3, '118.43', '22.56'],
            3959: [444, 'CHG-7526', 4, '250.38', None],
            3960: [445, 'CHG-753', 1, '179.07', None],
            3961: [446, 'CHG-8058', 3, '99.80', None],
            3962: [446, 'CHG-6805', 1, '89.90', '7.46'],
            3963: [447, 'CHG-4582', 5, '242.68', '7.26'],
            3964: [447, 'CHG-7914', 2, '169.60', '14.74'],
            3965: [447, 'CHG-241', 4, '94.15', '36.07'],
            3966: [448, 'CHG-5598', 3, '204.92', None],
            3967: [448, 'CHG-6546', 4, '231.38', None],
            3968: [448, 'CHG-6818', 1, '68.97', None],
            3969: [448, 'CHG-4436', 5, '68.89', '21.08'],
            3970: [449, 'CHG-9015', 3, '274.17', None],
            3971: [449, 'CHG-5153', 1, '315.10', '15.47'],
            3972: [450, 'CHG-343', 1, '199.46', None],
            3973: [450, 'CHG-5933', 4, '166.99', None],
            3974: [451, 'CHG-2202', 2, '181.76', '10.3'],
            3975: [452, 'CHG-1551', 4, '66.11', '0.61'],
            3976: [452, 'CHG-7726', 3, '138.72', '23.12'],
            3977: [453, 'CHG-6007', 2, '306.88', '11.78'],
            3978: [453, 'CHG-2756', 3, '135.70', '28.06'],
            3979: [453, 'CHG-5987', 3, '168.75', None],
            3980: [453, 'CHG-6278', 4, '89.82', '12.58'],
            3981: [420, 'CHG-8047', 4, '183.35', None],
            3982: [398, 'CHG-4364', 3, '63.27', None]},
 'l_sql': 'SELECT id, booking_id AS c, item AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'hotel.booking_charges',
 'lfk': 'booking_id',
 'lookup': 'nationalities',
 'lookup_names': ['dutch', 'french', 'german', 'irish', 'new zealander', 'spanish', 'swedish'],
 'migration': '/srv/migrations/0033_release_prep.sql',
 'missing_p': 7,
 'new_id': 463,
 'new_p': 18,
 'p1': 'guest',
 'p_cols': ['id', 'full_name', 'email', 'nationality_id'],
 'p_region': {2: 'french',
              3: 'dutch',
              4: 'spanish',
              5: 'irish',
              6: 'swedish',
              8: 'irish',
              9: 'swedish',
              10: 'dutch',
              11: 'swedish',
              13: 'swedish',
              14: 'french',
              15: None,
              16: 'german',
              17: 'dutch',
              18: 'irish',
              19: 'spanish',
              20: 'irish',
              21: 'french',
              22: 'dutch',
              23: 'irish',
              24: 'german',
              25: 'dutch',
              26: 'spanish',
              27: 'swedish',
              28: 'french',
              29: 'german',
              30: 'german',
              31: 'irish',
              32: 'new zealander'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM hotel.guests p LEFT JOIN hotel.nationalities k ON k.id = '
                 'p.nationality_id',
 'p_rows': {2: ['Greta Fofana', 'greta.fofana@inbox.test'],
            3: ['Elena Abbott', 'elena.abbott@inbox.test'],
            4: ['Wim Abbott', 'wim.abbott@example.com'],
            5: ['Ada Haddad', 'ada.haddad@inbox.test'],
            6: ['Femi Rossi', 'femi.rossi@mail.test'],
            8: ['Greta Eriksen', 'greta.eriksen@example.com'],
            9: ['Jonas Rossi', 'jonas.rossi@mail.test'],
            10: ['Carmen Okafor', 'carmen.okafor@example.com'],
            11: ['Zora Moreau', 'zora.moreau@post.example'],
            13: ['Zora Fofana', 'zora.fofana@inbox.test'],
            14: ['Wim Brandt', 'wim.brandt@post.example'],
            15: ['Zora Weber', 'zora.weber@mail.test'],
            16: ['Wim Okafor', 'wim.okafor@post.example'],
            17: ['Priya Haddad', 'priya.haddad@post.example'],
            18: ['Ines Castillo', 'ines.castillo@inbox.test'],
            19: ['Kaia Haddad', 'kaia.haddad@inbox.test'],
            20: ['Yusuf Castillo', 'yusuf.castillo@post.example'],
            21: ['Jonas Dimitrov', 'jonas.dimitrov@example.com'],
            22: ['Greta Gallo', 'greta.gallo@inbox.test'],
            23: ['Yusuf Jensen', 'yusuf.jensen@example.com'],
            24: ['Mira Okafor', 'mira.okafor@example.com'],
            25: ['Bruno Dimitrov', 'bruno.dimitrov@inbox.test'],
            26: ['Greta Sato', 'greta.sato@example.com'],
            27: ['Zora Jensen', 'zora.jensen@mail.test'],
            28: ['Kaia Okafor', 'kaia.okafor@mail.test'],
            29: ['Rafa Gallo', 'rafa.gallo@example.com'],
            30: ['Ines Brandt', 'ines.brandt@example.com'],
            31: ['Rafa Moreau', 'rafa.moreau@example.com'],
            32: ['Quinn Gallo', 'quinn.gallo@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM hotel.guests',
 'pfk': 'guest_id',
 'production_rows': 'INSERT INTO hotel.guests (id, full_name, email, nationality) VALUES\n'
                    "    (26, 'Greta Sato', 'greta.sato@example.com', 'SPANISH'),\n"
                    "    (27, 'Zora Jensen', 'zora.jensen@mail.test', 'SWEDISH'),\n"
                    "    (28, 'Kaia Okafor', 'kaia.okafor@mail.test', 'french'),\n"
                    "    (29, 'Rafa Gallo', 'rafa.gallo@example.com', 'german'),\n"
                    "    (30, 'Ines Brandt', 'ines.brandt@example.com', 'German'),\n"
                    "    (31, 'Rafa Moreau', 'rafa.moreau@example.com', 'IRISH'),\n"
                    "    (32, 'Quinn Gallo', 'quinn.gallo@post.example', 'new  zealander');\n"
                    'INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES\n'
                    "    (433, 27, '2023-04-04', 'cancelled'),\n"
                    "    (434, 28, '2023-04-24', 'reserved'),\n"
                    "    (435, 29, '2024-03-08', 'checked_in'),\n"
                    "    (436, 29, '2023-11-03', 'reserved'),\n"
                    "    (437, 29, '2023-12-20', 'checked_in'),\n"
                    "    (438, 29, '2024-02-09', 'checked_out'),\n"
                    "    (439, 30, '2024-11-01', 'checked_out'),\n"
                    "    (440, 30, '2023-05-04', 'checked_out'),\n"
                    "    (441, 30, '2023-05-12', 'checked_in'),\n"
                    "    (442, 31, '2023-01-15', 'reserved'),\n"
                    "    (443, 32, '2024-11-18', 'reserved'),\n"
                    "    (444, 32, '2024-11-19', 'reserved'),\n"
                    "    (445, 32, '2024-08-02', 'checked_in'),\n"
                    "    (446, 32, '2023-08-17', 'checked_in'),\n"
                    "    (447, 5, '2024-01-01', 'reserved'),\n"
                    "    (448, 5, '2023-04-17', 'checked_out'),\n"
                    "    (449, 15, '2024-04-18', 'cancelled'),\n"
                    "    (450, 15, '2023-04-28', 'checked_out'),\n"
                    "    (451, 15, '2023-02-21', 'reserved'),\n"
                    "    (452, 15, '2023-04-19', 'checked_out'),\n"
                    "    (453, 11, '2023-03-03', 'cancelled');\n"
                    'INSERT INTO hotel.booking_charges (id, booking_id, item, qty, unit_price, discount) VALUES\n'
                    "    (3936, 433, 'CHG-6614', 1, 313.57, 13.71),\n"
                    "    (3937, 433, 'CHG-1748', 2, 66.37, NULL),\n"
                    "    (3938, 436, 'CHG-7935', 3, 261.29, 62.76),\n"
                    "    (3939, 436, 'CHG-6603', 4, 138.57, 19.42),\n"
                    "    (3940, 436, 'CHG-4939', 1, 163.29, 5.34),\n"
                    "    (3941, 437, 'CHG-6900', 2, 144.63, NULL),\n"
                    "    (3942, 437, 'CHG-023', 1, 200.25, NULL),\n"
                    "    (3943, 437, 'CHG-4961', 5, 309.35, 81.44),\n"
                    "    (3944, 438, 'CHG-7933', 4, 148.25, NULL),\n"
                    "    (3945, 438, 'CHG-847', 4, 115.9, NULL),\n"
                    "    (3946, 439, 'CHG-3144', 5, 30.92, 7.7),\n"
                    "    (3947, 439, 'CHG-6994', 4, 207.54, NULL),\n"
                    "    (3948, 439, 'CHG-2969', 2, 167.63, NULL),\n"
                    "    (3949, 439, 'CHG-1311', 1, 240.72, 13.68),\n"
                    "    (3950, 440, 'CHG-6421', 3, 233.53, 35.22),\n"
                    "    (3951, 441, 'CHG-8329', 3, 78.77, 15.07),\n"
                    "    (3952, 441, 'CHG-7281', 1, 105.88, NULL),\n"
                    "    (3953, 441, 'CHG-4654', 3, 227.9, 43.85),\n"
                    "    (3954, 442, 'CHG-2236', 3, 90.92, NULL),\n"
                    "    (3955, 442, 'CHG-1846', 4, 27.13, NULL),\n"
                    "    (3956, 442, 'CHG-4080', 3, 13.72, NULL),\n"
                    "    (3957, 442, 'CHG-3093', 5, 268.57, 26.57),\n"
                    "    (3958, 444, 'CHG-6377', 3, 118.43, 22.56),\n"
                    "    (3959, 444, 'CHG-7526', 4, 250.38, NULL),\n"
                    "    (3960, 445, 'CHG-753', 1, 179.07, NULL),\n"
                    "    (3961, 446, 'CHG-8058', 3, 99.8, NULL),\n"
                    "    (3962, 446, 'CHG-6805', 1, 89.9, 7.46),\n"
                    "    (3963, 447, 'CHG-4582', 5, 242.68, 7.26),\n"
                    "    (3964, 447, 'CHG-7914', 2, 169.6, 14.74),\n"
                    "    (3965, 447, 'CHG-241', 4, 94.15, 36.07),\n"
                    "    (3966, 448, 'CHG-5598', 3, 204.92, NULL),\n"
                    "    (3967, 448, 'CHG-6546', 4, 231.38, NULL),\n"
                    "    (3968, 448, 'CHG-6818', 1, 68.97, NULL),\n"
                    "    (3969, 448, 'CHG-4436', 5, 68.89, 21.08),\n"
                    "    (3970, 449, 'CHG-9015', 3, 274.17, NULL),\n"
                    "    (3971, 449, 'CHG-5153', 1, 315.1, 15.47),\n"
                    "    (3972, 450, 'CHG-343', 1, 199.46, NULL),\n"
                    "    (3973, 450, 'CHG-5933', 4, 166.99, NULL),\n"
                    "    (3974, 451, 'CHG-2202', 2, 181.76, 10.3),\n"
                    "    (3975, 452, 'CHG-1551', 4, 66.11, 0.61),\n"
                    "    (3976, 452, 'CHG-7726', 3, 138.72, 23.12),\n"
                    "    (3977, 453, 'CHG-6007', 2, 306.88, 11.78),\n"
                    "    (3978, 453, 'CHG-2756', 3, 135.7, 28.06),\n"
                    "    (3979, 453, 'CHG-5987', 3, 168.75, NULL),\n"
                    "    (3980, 453, 'CHG-6278', 4, 89.82, 12.58),\n"
                    "    (3981, 420, 'CHG-8047', 4, 183.35, NULL),\n"
                    "    (3982, 398, 'CHG-4364', 3, 63.27, NULL);\n"
                    'INSERT INTO hotel.guest_documents (id, guest_id, passport_no) VALUES\n'
                    "    (20, 26, '615dd1c39bfccb4d'),\n"
                    "    (21, 27, 'ef64066430b51b38'),\n"
                    "    (22, 29, '49ae9565ec62b6d2'),\n"
                    "    (23, 31, '107e97b03d00e865');\n"
                    "SELECT setval(pg_get_serial_sequence('hotel.guests', 'id'), (SELECT max(id) FROM hotel.guests));\n"
                    "SELECT setval(pg_get_serial_sequence('hotel.bookings', 'id'), (SELECT max(id) FROM "
                    'hotel.bookings));\n'
                    "SELECT setval(pg_get_serial_sequence('hotel.booking_charges', 'id'), (SELECT max(id) FROM "
                    'hotel.booking_charges));\n'
                    "SELECT setval(pg_get_serial_sequence('hotel.guest_documents', 'id'), (SELECT max(id) FROM "
                    'hotel.guest_documents));\n',
 'readable': ['bookings', 'booking_charges', 'nationalities', 'guest_activity'],
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
              "             WHERE u.rolname IN ('hotel_app', 'hotel_report') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE hotel_app RESET ALL;\n'
              'ALTER ROLE hotel_report RESET ALL;\n'
              'ALTER ROLE hotel_app SET search_path = hotel, public;\n',
 's': 'hotel',
 's_rows': {10: [3, 'fa0864333788b57f'],
            11: [4, 'e75b3efb252c938c'],
            12: [5, '4c2488c11a6bc97c'],
            13: [6, '8b0f60bd6b7f0018'],
            14: [10, '04b63a2dbf3c1f61'],
            15: [13, '0d07970741f5eae0'],
            16: [16, '291a4a74aa49bd0f'],
            17: [18, '80c507c6bcc75f62'],
            18: [19, '8657465ccc7f51d8'],
            19: [24, 'd84629459c2d76a1'],
            20: [26, '615dd1c39bfccb4d'],
            21: [27, 'ef64066430b51b38'],
            22: [29, '49ae9565ec62b6d2'],
            23: [31, '107e97b03d00e865']},
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
 'tables': ['guests', 'bookings', 'booking_charges', 'guest_documents', 'nationalities'],
 'total': 'bill_total',
 'totals': {391: '787.56',
            392: '1923.65',
            393: '0.00',
            394: '272.60',
            395: '160.42',
            396: '1611.56',
            397: '364.71',
            398: '2102.78',
            399: '1009.78',
            400: '1709.32',
            401: '183.35',
            402: '1625.17',
            403: '0.00',
            404: '2311.09',
            405: '298.10',
            406: '84.89',
            407: '0.00',
            408: '141.62',
            409: '1332.65',
            410: '954.12',
            411: '1206.25',
            412: '98.51',
            413: '853.84',
            414: '428.87',
            415: '10.33',
            416: '316.64',
            417: '791.82',
            418: '1434.20',
            419: '0.00',
            420: '830.05',
            421: '517.36',
            422: '1648.15',
            423: '971.46',
            424: '845.25',
            425: '258.60',
            426: '594.12',
            427: '0.00',
            428: '1295.83',
            429: '946.87',
            430: '1214.78',
            431: '0.00',
            432: '362.16',
            433: '432.60',
            434: '0.00',
            435: '0.00',
            436: '1413.92',
            437: '1954.82',
            438: '1056.60',
            439: '1539.36',
            440: '665.37',
            441: '966.97',
            442: '1738.72',
            443: '0.00',
            444: '1334.25',
            445: '179.07',
            446: '381.84',
            447: '1871.13',
            448: '1932.62',
            449: '1122.14',
            450: '867.42',
            451: '353.22',
            452: '656.87',
            453: '1833.97'},
 'types': {'booking_charges.discount': ['numeric(10,2)', False],
           'booking_charges.unit_price': ['numeric(10,2)', True],
           'bookings.bill_total': ['numeric(12,2)', True],
           'bookings.check_in': ['date', False],
           'bookings.guest_id': ['integer', True],
           'bookings.status': ['text', False],
           'guests.email': ['text', True],
           'guests.nationality_id': ['integer', False],
           'nationalities.name': ['text', True]},
 'view': 'guest_activity',
 'view_cols': ['guest_id', 'full_name', 'nationality', 'n_bookings', 'last_check_in', 'billed'],
 'view_rows': {2: ['Greta Fofana', 'french', 0, None, '0'],
               3: ['Elena Abbott', 'dutch', 0, None, '0'],
               4: ['Wim Abbott', 'spanish', 1, '2023-08-20', '0.00'],
               5: ['Ada Haddad', 'irish', 3, '2024-01-01', '4076.35'],
               6: ['Femi Rossi', 'swedish', 1, '2023-03-08', '160.42'],
               8: ['Greta Eriksen', 'irish', 1, '2024-03-18', '1611.56'],
               9: ['Jonas Rossi', 'swedish', 1, '2023-03-07', '364.71'],
               10: ['Carmen Okafor', 'dutch', 1, '2024-01-18', '2102.78'],
               11: ['Zora Moreau', 'swedish', 4, '2024-08-04', '4527.62'],
               13: ['Zora Fofana', 'swedish', 3, '2024-07-28', '2694.08'],
               14: ['Wim Brandt', 'french', 2, '2024-09-18', '1332.65'],
               15: ['Zora Weber', None, 6, '2024-09-10', '4136.39'],
               16: ['Wim Okafor', 'german', 4, '2024-08-01', '1609.68'],
               17: ['Priya Haddad', 'dutch', 1, '2024-02-29', '791.82'],
               18: ['Ines Castillo', 'irish', 3, '2024-05-17', '2264.25'],
               19: ['Kaia Haddad', 'spanish', 1, '2023-06-21', '517.36'],
               20: ['Yusuf Castillo', 'irish', 3, '2024-03-27', '3464.86'],
               21: ['Jonas Dimitrov', 'french', 1, '2024-04-11', '258.60'],
               22: ['Greta Gallo', 'dutch', 1, '2024-03-02', '594.12'],
               23: ['Yusuf Jensen', 'irish', 3, '2024-06-21', '2242.70'],
               24: ['Mira Okafor', 'german', 1, '2024-08-10', '1214.78'],
               25: ['Bruno Dimitrov', 'dutch', 2, '2023-09-12', '362.16'],
               26: ['Greta Sato', 'spanish', 0, None, '0'],
               27: ['Zora Jensen', 'swedish', 0, None, '0'],
               28: ['Kaia Okafor', 'french', 1, '2023-04-24', '0.00'],
               29: ['Rafa Gallo', 'german', 4, '2024-03-08', '4425.34'],
               30: ['Ines Brandt', 'german', 3, '2024-11-01', '3171.70'],
               31: ['Rafa Moreau', 'irish', 1, '2023-01-15', '1738.72'],
               32: ['Quinn Gallo', 'new zealander', 4, '2024-11-19', '1895.16']}}

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


def test_total_backfilled():
    _state()
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT id, %s AS v FROM %s.%s" % (T["total"], T["s"], T["C"]))}
    _diff(got, {k: _dec(v) for k, v in T["totals"].items()}, T["C"] + "." + T["total"])


def test_total_defaults_to_zero():
    _state()
    got = in_tx(T["insert_event"], "SELECT %s AS v FROM %s.%s WHERE id = %d" % (T["total"], T["s"], T["C"], T["new_id"]))
    assert got and _dec(got[0]["v"]) == 0, "a new %s without lines gets %s, expected 0" % (T["c1"], got)


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
