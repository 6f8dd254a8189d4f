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
 'c_rows': {562: [38, '2023-06-23', 'aborted'],
            563: [38, '2024-02-21', 'aborted'],
            564: [40, '2023-07-15', 'completed'],
            565: [41, '2024-08-09', 'completed'],
            566: [41, '2024-01-03', 'planned'],
            567: [41, '2023-06-10', 'completed'],
            568: [41, '2024-04-19', 'planned'],
            569: [42, '2023-03-31', 'completed'],
            570: [43, '2023-09-18', 'completed'],
            571: [43, '2024-08-21', 'en_route'],
            572: [43, '2023-12-06', 'completed'],
            573: [43, '2024-06-01', 'completed'],
            574: [44, '2024-01-27', 'completed'],
            575: [44, '2023-09-10', 'en_route'],
            576: [44, '2024-04-21', 'completed'],
            577: [44, '2023-12-07', 'en_route'],
            578: [45, '2024-03-14', 'planned'],
            579: [45, '2023-07-26', 'completed'],
            580: [46, '2024-05-22', 'planned'],
            581: [46, '2024-11-18', 'aborted'],
            582: [46, '2024-09-03', 'en_route'],
            583: [47, '2024-05-30', 'en_route'],
            584: [47, '2023-07-11', 'completed'],
            585: [47, '2023-07-20', 'completed'],
            586: [47, '2024-03-19', 'completed'],
            587: [48, '2023-12-17', 'completed'],
            588: [48, '2024-03-16', 'completed'],
            589: [49, '2023-10-11', 'en_route'],
            590: [49, '2023-07-26', 'en_route'],
            591: [50, '2024-03-10', 'planned'],
            592: [51, '2024-08-28', 'completed'],
            593: [52, '2024-03-22', 'aborted'],
            594: [52, '2023-10-19', 'completed'],
            595: [52, '2024-02-13', 'planned'],
            596: [52, '2023-09-10', 'planned'],
            597: [53, '2023-09-02', 'planned'],
            598: [54, '2024-01-02', 'planned'],
            599: [54, '2023-05-31', 'en_route'],
            600: [54, '2023-02-16', 'planned'],
            601: [56, '2024-07-24', 'en_route'],
            602: [56, '2024-04-29', 'completed'],
            603: [56, '2023-06-25', 'en_route'],
            604: [57, '2023-05-31', 'planned'],
            605: [57, '2024-08-14', 'planned'],
            606: [57, '2023-08-09', 'planned'],
            607: [58, '2023-09-28', 'completed'],
            608: [60, '2023-03-01', 'completed'],
            609: [60, '2024-02-25', 'planned'],
            610: [58, '2024-09-29', 'planned'],
            611: [58, '2024-03-18', 'aborted'],
            612: [46, '2023-08-31', 'planned'],
            613: [48, '2023-01-28', 'en_route'],
            614: [48, '2023-11-16', 'en_route'],
            615: [58, '2023-02-21', 'completed'],
            616: [67, '2023-08-11', 'aborted'],
            617: [67, '2024-03-05', 'aborted'],
            618: [68, '2024-06-15', 'planned'],
            619: [69, '2024-11-07', 'planned'],
            620: [69, '2024-05-02', 'completed'],
            621: [69, '2024-07-17', 'completed'],
            622: [70, '2024-04-15', 'en_route'],
            623: [72, '2024-11-06', 'planned'],
            624: [72, '2024-04-21', 'completed'],
            625: [72, '2023-09-09', 'en_route'],
            626: [72, '2024-09-12', 'completed'],
            627: [49, '2024-09-06', 'planned'],
            628: [49, '2024-02-09', 'en_route'],
            629: [56, '2023-07-08', 'en_route'],
            630: [56, '2023-01-15', 'en_route'],
            631: [45, '2024-05-26', 'en_route'],
            632: [45, '2024-01-18', 'planned'],
            633: [45, '2023-05-24', 'completed'],
            634: [45, '2023-02-22', 'en_route'],
            635: [72, '2024-11-13', 'completed'],
            636: [72, '2023-01-24', 'en_route'],
            637: [69, '2024-10-02', 'completed']},
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
 'insert_bad_status': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (647, 51, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO fleet.drivers (id, full_name, email) VALUES (85, 'Dup Check', "
                     "'nils.okafor@mail.test');",
 'insert_event': "INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES (647, 51, '2024-06-01', "
                 "'planned');",
 'l_rows': {4223: [562, 'ST-1828', 32, '2.14', '4.27'],
            4224: [562, 'ST-2122', 1, '1.42', '0.07'],
            4225: [563, 'ST-6037', 75, '1.72', '0.23'],
            4226: [563, 'ST-689', 80, '1.93', None],
            4227: [563, 'ST-4490', 49, '1.53', '2.6'],
            4228: [563, 'ST-5477', 70, '2.02', '6.03'],
            4229: [565, 'ST-766', 27, '1.50', None],
            4230: [565, 'ST-1031', 27, '1.78', '3.88'],
            4231: [565, 'ST-7013', 43, '1.39', None],
            4232: [566, 'ST-2383', 69, '1.45', '2.12'],
            4233: [567, 'ST-057', 23, '1.53', None],
            4234: [567, 'ST-6558', 16, '2.14', '2.94'],
            4235: [567, 'ST-7602', 39, '1.41', '1.69'],
            4236: [567, 'ST-6941', 68, '2.11', '10.49'],
            4237: [568, 'ST-114', 72, '1.63', None],
            4238: [568, 'ST-8065', 24, '1.61', '2.74'],
            4239: [568, 'ST-2182', 20, '1.87', '0.97'],
            4240: [568, 'ST-4812', 45, '1.99', None],
            4241: [569, 'ST-3596', 21, '2.18', '3.97'],
            4242: [569, 'ST-1405', 54, '1.48', '7.59'],
            4243: [570, 'ST-8603', 11, '2.00', '0.98'],
            4244: [570, 'ST-7296', 57, '1.59', '1.55'],
            4245: [570, 'ST-2360', 39, '1.62', None],
            4246: [571, 'ST-8049', 8, '2.18', '0.37'],
            4247: [571, 'ST-2839', 22, '1.80', None],
            4248: [571, 'ST-8650', 13, '1.56', None],
            4249: [572, 'ST-1113', 10, '1.44', None],
            4250: [572, 'ST-3496', 7, '2.01', '0.09'],
            4251: [573, 'ST-3726', 28, '1.54', '1.52'],
            4252: [573, 'ST-9836', 74, '2.12', '0.83'],
            4253: [573, 'ST-3253', 57, '1.56', '2.09'],
            4254: [573, 'ST-8214', 53, '1.84', '6.56'],
            4255: [574, 'ST-8653', 61, '1.90', '9.56'],
            4256: [574, 'ST-6965', 50, '2.06', None],
            4257: [574, 'ST-732', 65, '2.02', None],
            4258: [577, 'ST-7880', 45, '2.08', None],
            4259: [577, 'ST-1311', 75, '1.45', None],
            4260: [577, 'ST-7391', 52, '1.88', '8.89'],
            4261: [577, 'ST-1664', 21, '2.06', None],
            4262: [578, 'ST-9342', 3, '1.69', None],
            4263: [578, 'ST-6533', 72, '2.01', None],
            4264: [578, 'ST-4872', 37, '2.00', None],
            4265: [578, 'ST-791', 28, '1.40', '0.31'],
            4266: [579, 'ST-1956', 51, '1.43', '2.67'],
            4267: [579, 'ST-3883', 21, '2.11', '0.46'],
            4268: [579, 'ST-4470', 2, '1.59', '0.25'],
            4269: [579, 'ST-2585', 33, '1.78', None],
            4270: [580, 'ST-1758', 30, '2.09', '5.16'],
            4271: [580, 'ST-3529', 17, '1.85', None],
            4272: [581, 'ST-2741', 50, '1.88', '1.94'],
            4273: [582, 'ST-1848', 25, '1.96', '2.77'],
            4274: [582, 'ST-4891', 45, '1.82', '6.41'],
            4275: [582, 'ST-1240', 34, '2.18', None],
            4276: [583, 'ST-6583', 18, '1.72', '0.71'],
            4277: [584, 'ST-4642', 58, '2.11', '9.24'],
            4278: [584, 'ST-2439', 54, '1.58', '5.1'],
            4279: [585, 'ST-1564', 54, '1.50', None],
            4280: [585, 'ST-6304', 27, '1.99', None],
            4281: [585, 'ST-9016', 36, '1.65', '1.37'],
            4282: [585, 'ST-800', 22, '2.19', '2.54'],
            4283: [586, 'ST-9232', 46, '1.45', '3.15'],
            4284: [586, 'ST-2288', 42, '1.69', None],
            4285: [588, 'ST-6716', 55, '1.59', '5.04'],
            4286: [588, 'ST-7438', 9, '1.40', '0.45'],
            4287: [589, 'ST-014', 60, '1.57', None],
            4288: [589, 'ST-4392', 30, '1.48', '2.81'],
            4289: [590, 'ST-9782', 11, '1.74', None],
            4290: [590, 'ST-7279', 42, '1.43', None],
            4291: [590, 'ST-5303', 35, '2.13', None],
            4292: [591, 'ST-9112', 43, '1.39', '3.08'],
            4293: [591, 'ST-3069', 75, '1.43', '3.72'],
            4294: [592, 'ST-2630', 63, '1.65', None],
            4295: [592, 'ST-9092', 7, '1.98', '1.14'],
            4296: [593, 'ST-2499', 16, '1.60', None],
            4297: [593, 'ST-2183', 19, '2.15', '2.12'],
            4298: [595, 'ST-2500', 56, '1.45', None],
            4299: [595, 'ST-4158', 52, '2.06', None],
            4300: [596, 'ST-8255', 42, '1.64', '0.12'],
            4301: [596, 'ST-6711', 74, '2.12', '13.25'],
            4302: [597, 'ST-5085', 33, '1.56', '2.01'],
            4303: [597, 'ST-7779', 43, '1.86', None],
            4304: [597, 'ST-2772', 54, '1.62', None],
            4305: [597, 'ST-2080', 35, '1.46', '2.63'],
            4306: [598, 'ST-8609', 18, '1.80', None],
            4307: [599, 'ST-9263', 4, '2.05', None],
            4308: [599, 'ST-6020', 48, '1.42', '2.99'],
            4309: [599, 'ST-3015', 61, '1.87', None],
            4310: [599, 'ST-4514', 23, '1.74', None],
            4311: [600, 'ST-1413', 45, '1.97', '1.84'],
            4312: [600, 'ST-1407', 27, '1.64', '3.83'],
            4313: [600, 'ST-4578', 62, '2.02', None],
            4314: [601, 'ST-6494', 56, '1.77', None],
            4315: [602, 'ST-3771', 27, '2.13', None],
            4316: [603, 'ST-7878', 11, '1.61', '0.19'],
            4317: [603, 'ST-3596', 50, '1.61', None],
            4318: [603, 'ST-2511', 33, '1.55', '0.33'],
            4319: [604, 'ST-5328', 77, '1.56', '0.5'],
            4320: [606, 'ST-7955', 44, '2.04', '4.17'],
            4321: [606, 'ST-9428', 43, '2.09', None],
            4322: [606, 'ST-7395', 77, '1.78', '12.93'],
            4323: [607, 'ST-2932', 20, '2.04', '3.29'],
            4324: [607, 'ST-6141', 61, '1.87', None],
            4325: [607, 'ST-2248', 31, '1.44', None],
            4326: [608, 'ST-2644', 10, '1.57', None],
            4327: [608, 'ST-3016', 25, '1.80', None],
            4328: [608, 'ST-7203', 36, '2.16', None],
            4329: [609, 'ST-3932', 78, '1.82', '14.06'],
            4330: [609, 'ST-7604', 61, '2.05', None],
            4331: [609, 'ST-1707', 77, '2.02', '4.49'],
            4332: [610, 'ST-5837', 37, '1.76', '1.95'],
            4333: [610, 'ST-9639', 8, '1.53', '1.13'],
            4334: [611, 'ST-299', 71, '2.12', '6.29'],
            4335: [611, 'ST-8987', 70, '1.76', '0.5'],
            4336: [611, 'ST-2127', 19, '1.76', '1.16'],
            4337: [612, 'ST-3165', 45, '1.58', '6.45'],
            4338: [612, 'ST-2909', 69, '1.42', None],
            4339: [614, 'ST-1068', 68, '1.52', '10'],
            4340: [614, 'ST-2999', 19, '1.44', '0.32'],
            4341: [614, 'ST-1153', 73, '1.80', '12.15'],
            4342: [614, 'ST-9516', 50, '1.51', '3.53'],
            4343: [615, 'ST-6053', 24, '1.53', '0.99'],
            4344: [615, 'ST-7999', 44, '1.59', '5.93'],
            4345: [615, 'ST-2302', 72, '1.60', None],
            4346: [616, 'ST-2033', 11, '1.44', '0.08'],
            4347: [619, 'ST-5653', 77, '2.06', '3.87'],
            4348: [619, 'ST-7618', 45, '1.92', '3.3'],
            4349: [620, 'ST-9472', 9, '2.07', '1.68'],
            4350: [620, 'ST-4928', 55, '1.96', '4.12'],
            4351: [620, 'ST-9447', 4, '1.81', '0.22'],
            4352: [621, 'ST-5548', 36, '1.81', None],
            4353: [622, 'ST-8220', 47, '1.94', '1.43'],
            4354: [622, 'ST-001', 80, '1.51', '0.15'],
            4355: [623, 'ST-915', 34, '2.11', '0.19'],
            4356: [623, 'ST-6360', 2, '1.71', None],
            4357: [623, 'ST-5997', 55, '1.52', None],
            4358: [624, 'ST-7351', 50, '1.78', None],
            4359: [624, 'ST-4396', 10, '1.42', '1.05'],
            4360: [625, 'ST-880', 8, '2.06', '1.33'],
            4361: [625, 'ST-4235', 73, '1.80', None],
            4362: [625, 'ST-7761', 54, '2.14', None],
            4363: [626, 'ST-5266', 44, '1.60', '1.27'],
            4364: [626, 'ST-7383', 13, '2.07', '1.73'],
            4365: [627, 'ST-3386', 17, '1.49', None],
            4366: [627, 'ST-4996', 3, '1.90', '0.45'],
            4367: [628, 'ST-9500', 67, '2.17', None],
            4368: [628, 'ST-6313', 50, '2.16', None],
            4369: [628, 'ST-9189', 13, '1.51', None],
            4370: [629, 'ST-6068', 74, '2.00', '9.86'],
            4371: [629, 'ST-9198', 18, '1.45', '1.3'],
            4372: [629, 'ST-1668', 46, '2.07', None],
            4373: [631, 'ST-3542', 54, '1.69', '9.11'],
            4374: [631, 'ST-8741', 43, '1.61', None],
            4375: [632, 'ST-6396', 3, '1.96', '0.31'],
            4376: [632, 'ST-6543', 6, '1.55', None],
            4377: [632, 'ST-1834', 60, '2.12', '5.68'],
            4378: [633, 'ST-3036', 28, '2.13', None],
            4379: [634, 'ST-2875', 66, '1.80', None],
            4380: [634, 'ST-8835', 72, '1.86', '12.38'],
            4381: [635, 'ST-9834', 18, '1.60', '2.14'],
            4382: [635, 'ST-4125', 52, '1.76', None],
            4383: [635, 'ST-3592', 19, '1.72', '0.66'],
            4384: [635, 'ST-3207', 5, '2.09', None],
            4385: [636, 'ST-2432', 63, '1.74', None],
            4386: [636, 'ST-4403', 26, '1.98', None],
            4387: [636, 'ST-6083', 43, '2.08', '7.98'],
            4388: [637, 'ST-2044', 22, '1.87', None],
            4389: [573, 'ST-7765', 68, '1.86', '8.15'],
            4390: [567, 'ST-3819', 55, '1.52', '6.2']},
 'l_sql': 'SELECT id, trip_id AS c, station AS code, litres AS q, price_per_litre::text AS pr, rebate::text AS d FROM '
          'fleet.fuel_fills',
 'lfk': 'trip_id',
 'migration': '/srv/migrations/0051_schema_fixes.sql',
 'missing_p': 39,
 'new_id': 647,
 'new_p': 51,
 'p1': 'driver',
 'p_cols': ['id', 'full_name', 'email', 'depot'],
 'p_region': {37: 'South Basin',
              38: 'South Basin',
              40: 'East Ring',
              41: None,
              42: 'Airport Road',
              43: 'Mill Lane',
              44: 'Harbour Gate',
              45: 'South Basin',
              46: 'Harbour Gate',
              47: 'South Basin',
              48: 'North Yard',
              49: 'North Yard',
              50: None,
              51: None,
              52: 'Harbour Gate',
              53: 'North Yard',
              54: None,
              56: 'North Yard',
              57: 'East Ring',
              58: 'South Basin',
              60: None,
              66: 'North Yard',
              67: 'Harbour Gate',
              68: 'North Yard',
              69: 'South Basin',
              70: 'North Yard',
              72: 'Mill Lane'},
 'p_region_sql': 'SELECT id, depot AS v FROM fleet.drivers',
 'p_rows': {37: ['Nils Okafor', 'nils.okafor@mail.test'],
            38: ['Elena Weber', 'elena.weber@post.example'],
            40: ['Femi Rossi', 'femi.rossi@post.example'],
            41: ['Dev Castillo', 'dev.castillo@example.com'],
            42: ['Ines Weber', 'ines.weber@mail.test'],
            43: ['Bruno Okafor', 'bruno.okafor@post.example'],
            44: ['Femi Abbott', 'femi.abbott@inbox.test'],
            45: ['Nils Weber', 'nils.weber@example.com'],
            46: ['Nils Sato', 'nils.sato@post.example'],
            47: ['Luis Jensen', 'luis.jensen@post.example'],
            48: ['Xenia Eriksen', 'xenia.eriksen@mail.test'],
            49: ['Wim Dimitrov', 'wim.dimitrov@post.example'],
            50: ['Rafa Jensen', 'rafa.jensen@post.example'],
            51: ['Greta Dimitrov', 'greta.dimitrov@example.com'],
            52: ['Zora Brandt', 'zora.brandt@mail.test'],
            53: ['Dev Castillo', 'dev.castillo1@post.example'],
            54: ['Dev Jensen', 'dev.jensen@example.com'],
            56: ['Femi Okafor', 'femi.okafor@example.com'],
            57: ['Rafa Fofana', 'rafa.fofana@post.example'],
            58: ['Quinn Moreau', 'quinn.moreau@example.com'],
            60: ['Tomas Okafor', 'tomas.okafor@post.example'],
            66: ['Wim Eriksen', 'wim.eriksen@example.com'],
            67: ['Xenia Ivanova', 'xenia.ivanova@post.example'],
            68: ['Zora Brandt', 'zora.brandt@inbox.test'],
            69: ['Jonas Jensen', 'jonas.jensen@inbox.test'],
            70: ['Vera Eriksen', 'vera.eriksen@example.com'],
            72: ['Tomas Eriksen', 'tomas.eriksen@post.example']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM fleet.drivers',
 'pfk': 'driver_id',
 'production_rows': 'INSERT INTO fleet.drivers (id, full_name, email, depot) VALUES\n'
                    "    (66, 'Wim Eriksen', 'Wim.Eriksen@Example.com', 'North Yard'),\n"
                    "    (67, 'Xenia Ivanova', 'xenia.ivanova@post.example', 'Harbour Gate'),\n"
                    "    (68, 'Zora Brandt', ' zora.brandt@inbox.test ', 'North Yard'),\n"
                    "    (69, 'Jonas Jensen', 'jonas.jensen@inbox.test', 'South Basin'),\n"
                    "    (70, 'Vera Eriksen', 'Vera.Eriksen@Example.com', 'North Yard'),\n"
                    "    (72, 'Tomas Eriksen', 'Tomas.Eriksen@Post.example', 'Mill Lane'),\n"
                    "    (73, 'Tomas Eriksen', 'Tomas.Eriksen@Post.example', 'Mill Lane'),\n"
                    "    (75, 'Jonas Jensen', ' JONAS.JENSEN@INBOX.TEST ', 'South Basin');\n"
                    'INSERT INTO fleet.trips (id, driver_id, started_on, status) VALUES\n'
                    "    (616, 67, '2023-08-11', 'aborted'),\n"
                    "    (617, 67, '2024-03-05', 'aborted'),\n"
                    "    (618, 68, '2024-06-15', 'planned'),\n"
                    "    (619, 69, '2024-11-07', 'planned'),\n"
                    "    (620, 69, '2024-05-02', 'completed'),\n"
                    "    (621, 69, '2024-07-17', 'completed'),\n"
                    "    (622, 70, '2024-04-15', 'en_route'),\n"
                    "    (623, 72, '2024-11-06', 'planned'),\n"
                    "    (624, 72, '2024-04-21', 'completed'),\n"
                    "    (625, 72, '2023-09-09', 'en_route'),\n"
                    "    (626, 72, '2024-09-12', 'completed'),\n"
                    "    (627, 49, '2024-09-06', 'planned'),\n"
                    "    (628, 49, '2024-02-09', 'en_route'),\n"
                    "    (629, 56, '2023-07-08', 'en_route'),\n"
                    "    (630, 56, '2023-01-15', 'en_route'),\n"
                    "    (631, 45, '2024-05-26', 'en_route'),\n"
                    "    (632, 45, '2024-01-18', 'planned'),\n"
                    "    (633, 45, '2023-05-24', 'completed'),\n"
                    "    (634, 45, '2023-02-22', 'en_route'),\n"
                    "    (635, 73, '2024-11-13', 'completed'),\n"
                    "    (636, 73, '2023-01-24', 'en_route'),\n"
                    "    (637, 75, '2024-10-02', 'completed');\n"
                    'INSERT INTO fleet.fuel_fills (id, trip_id, station, litres, price_per_litre, rebate) VALUES\n'
                    "    (4346, 616, 'ST-2033', 11, '1.44', 0.08),\n"
                    "    (4347, 619, 'ST-5653', 77, '2.06', 3.87),\n"
                    "    (4348, 619, 'ST-7618', 45, '1.92', 3.3),\n"
                    "    (4349, 620, 'ST-9472', 9, '£2.07', 1.68),\n"
                    "    (4350, 620, 'ST-4928', 55, '£1.96', 4.12),\n"
                    "    (4351, 620, 'ST-9447', 4, '1.81', 0.22),\n"
                    "    (4352, 621, 'ST-5548', 36, '1.81', NULL),\n"
                    "    (4353, 622, 'ST-8220', 47, '£1.94', 1.43),\n"
                    "    (4354, 622, 'ST-001', 80, '£1.51', 0.15),\n"
                    "    (4355, 623, 'ST-915', 34, 'GBP 2.11', 0.19),\n"
                    "    (4356, 623, 'ST-6360', 2, '£1.71', NULL),\n"
                    "    (4357, 623, 'ST-5997', 55, '1.52', NULL),\n"
                    "    (4358, 624, 'ST-7351', 50, 'GBP 1.78', NULL),\n"
                    "    (4359, 624, 'ST-4396', 10, '£1.42', 1.05),\n"
                    "    (4360, 625, 'ST-880', 8, '2.06', 1.33),\n"
                    "    (4361, 625, 'ST-4235', 73, '1.8', NULL),\n"
                    "    (4362, 625, 'ST-7761', 54, '£2.14', NULL),\n"
                    "    (4363, 626, 'ST-5266', 44, 'GBP 1.60', 1.27),\n"
                    "    (4364, 626, 'ST-7383', 13, '2.07', 1.73),\n"
                    "    (4365, 627, 'ST-3386', 17, '1.49', NULL),\n"
                    "    (4366, 627, 'ST-4996', 3, 'GBP 1.90', 0.45),\n"
                    "    (4367, 628, 'ST-9500', 67, '2.17', NULL),\n"
                    "    (4368, 628, 'ST-6313', 50, '£2.16', NULL),\n"
                    "    (4369, 628, 'ST-9189', 13, ' 1.51 ', NULL),\n"
                    "    (4370, 629, 'ST-6068', 74, '2.00', 9.86),\n"
                    "    (4371, 629, 'ST-9198', 18, '£1.45', 1.3),\n"
                    "    (4372, 629, 'ST-1668', 46, ' 2.07 ', NULL),\n"
                    "    (4373, 631, 'ST-3542', 54, 'GBP 1.69', 9.11),\n"
                    "    (4374, 631, 'ST-8741', 43, '£1.61', NULL),\n"
                    "    (4375, 632, 'ST-6396', 3, ' 1.96 ', 0.31),\n"
                    "    (4376, 632, 'ST-6543', 6, 'GBP 1.55', NULL),\n"
                    "    (4377, 632, 'ST-1834', 60, '2.12', 5.68),\n"
                    "    (4378, 633, 'ST-3036', 28, 'GBP 2.13', NULL),\n"
                    "    (4379, 634, 'ST-2875', 66, ' 1.80 ', NULL),\n"
                    "    (4380, 634, 'ST-8835', 72, 'GBP 1.86', 12.38),\n"
                    "    (4381, 635, 'ST-9834', 18, '£1.60', 2.14),\n"
                    "    (4382, 635, 'ST-4125', 52, 'GBP 1.76', NULL),\n"
                    "    (4383, 635, 'ST-3592', 19, '1.72', 0.66),\n"
                    "    (4384, 635, 'ST-3207', 5, '£2.09', NULL),\n"
                    "    (4385, 636, 'ST-2432', 63, '£1.74', NULL),\n"
                    "    (4386, 636, 'ST-4403', 26, '£1.98', NULL),\n"
                    "    (4387, 636, 'ST-6083', 43, '2.08', 7.98),\n"
                    "    (4388, 637, 'ST-2044', 22, 'GBP 1.87', NULL),\n"
                    "    (4389, 573, 'ST-7765', 68, '£1.86', 8.15),\n"
                    "    (4390, 567, 'ST-3819', 55, '1.52', 6.2);\n"
                    'INSERT INTO fleet.driver_licences (id, driver_id, licence_no) VALUES\n'
                    "    (29, 73, '3cef51031461781b'),\n"
                    "    (30, 75, '3016bf26c4cd744a'),\n"
                    "    (31, 66, 'f0d3ea6963bc0ec2'),\n"
                    "    (32, 68, '7b93ff60711df25a'),\n"
                    "    (33, 70, '8248dc3f42734c25'),\n"
                    "    (34, 72, '8518d44db73501b7');\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.drivers', 'id'), (SELECT max(id) FROM "
                    'fleet.drivers));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.trips', 'id'), (SELECT max(id) FROM fleet.trips));\n"
                    "SELECT setval(pg_get_serial_sequence('fleet.fuel_fills', 'id'), (SELECT max(id) FROM "
                    'fleet.fuel_fills));\n'
                    "SELECT setval(pg_get_serial_sequence('fleet.driver_licences', 'id'), (SELECT max(id) FROM "
                    'fleet.driver_licences));\n',
 'readable': ['trips', 'fuel_fills'],
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
 's_rows': {19: [58, '33aac8267bfb8125'],
            20: [48, '75fd8741f56de43a'],
            21: [58, 'ccb0bf1bd7493485'],
            22: [37, 'fbc0d66d72101d15'],
            23: [42, '6b51de98aebe3e96'],
            24: [45, '2c1ed54375b6801f'],
            25: [46, '99109d611c737cc6'],
            26: [48, '18096eda8556a95b'],
            27: [50, '65fa2d0d9b2c9c01'],
            28: [60, '2cd41222e1d36792'],
            29: [72, '3cef51031461781b'],
            30: [69, '3016bf26c4cd744a'],
            31: [66, 'f0d3ea6963bc0ec2'],
            32: [68, '7b93ff60711df25a'],
            33: [70, '8248dc3f42734c25'],
            34: [72, '8518d44db73501b7']},
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
 'tables': ['drivers', 'trips', 'fuel_fills', 'driver_licences'],
 'total': 'fuel_cost',
 'totals': {562: '65.56',
            563: '490.91',
            564: '0.00',
            565: '144.45',
            566: '97.93',
            567: '330.18',
            568: '279.24',
            569: '114.14',
            570: '173.28',
            571: '76.95',
            572: '28.38',
            573: '493.77',
            574: '340.64',
            575: '0.00',
            576: '0.00',
            577: '334.48',
            578: '262.68',
            579: '175.78',
            580: '88.99',
            581: '92.06',
            582: '195.84',
            583: '30.25',
            584: '193.36',
            585: '238.40',
            586: '134.53',
            587: '0.00',
            588: '94.56',
            589: '135.79',
            590: '153.75',
            591: '160.22',
            592: '116.67',
            593: '64.33',
            594: '0.00',
            595: '188.32',
            596: '212.39',
            597: '265.40',
            598: '32.40',
            599: '227.46',
            600: '252.50',
            601: '99.12',
            602: '57.51',
            603: '148.84',
            604: '119.62',
            605: '0.00',
            606: '299.59',
            607: '196.22',
            608: '138.46',
            609: '404.00',
            610: '74.28',
            611: '299.21',
            612: '162.63',
            613: '0.00',
            614: '311.62',
            615: '214.96',
            616: '15.76',
            617: '0.00',
            618: '0.00',
            619: '237.85',
            620: '127.65',
            621: '65.16',
            622: '210.40',
            623: '158.57',
            624: '102.15',
            625: '262.11',
            626: '94.31',
            627: '30.58',
            628: '273.02',
            629: '258.16',
            630: '0.00',
            631: '151.38',
            632: '136.39',
            633: '59.64',
            634: '240.34',
            635: '160.65',
            636: '242.56',
            637: '41.14'},
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
