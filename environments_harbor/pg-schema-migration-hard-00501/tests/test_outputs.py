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
 'c_rows': {665: [3, '2024-04-08', 'cancelled'],
            666: [4, '2024-04-11', 'cancelled'],
            667: [6, '2024-09-23', 'no_show'],
            668: [6, '2024-07-04', 'no_show'],
            669: [6, '2024-07-25', 'no_show'],
            670: [6, '2023-02-20', 'attended'],
            671: [7, '2024-02-04', 'booked'],
            672: [7, '2023-05-07', 'booked'],
            673: [7, '2023-09-14', 'attended'],
            674: [8, '2023-03-14', 'no_show'],
            675: [8, '2024-11-30', 'no_show'],
            676: [8, '2024-04-29', 'attended'],
            677: [8, '2023-01-12', 'booked'],
            678: [9, '2024-04-16', 'no_show'],
            679: [10, '2024-10-22', 'no_show'],
            680: [10, '2023-07-07', 'no_show'],
            681: [11, '2024-06-19', 'attended'],
            682: [11, '2023-09-22', 'no_show'],
            683: [12, '2024-06-09', 'attended'],
            684: [12, '2023-11-19', 'attended'],
            685: [12, '2023-04-20', 'attended'],
            686: [13, '2024-02-24', 'cancelled'],
            687: [13, '2023-09-06', 'booked'],
            688: [13, '2023-07-01', 'booked'],
            689: [14, '2023-08-23', 'no_show'],
            690: [14, '2023-10-15', 'no_show'],
            691: [15, '2024-10-31', 'no_show'],
            692: [15, '2023-09-20', 'attended'],
            693: [15, '2023-07-10', 'no_show'],
            694: [16, '2023-10-04', 'attended'],
            695: [16, '2024-04-04', 'attended'],
            696: [16, '2023-08-08', 'attended'],
            697: [17, '2023-10-28', 'no_show'],
            698: [19, '2023-12-07', 'booked'],
            699: [21, '2024-07-26', 'no_show'],
            700: [21, '2023-02-15', 'attended'],
            701: [22, '2023-01-09', 'booked'],
            702: [22, '2024-10-09', 'no_show'],
            703: [22, '2023-10-17', 'no_show'],
            704: [23, '2024-10-02', 'booked'],
            705: [24, '2024-02-20', 'booked'],
            706: [24, '2024-04-25', 'no_show'],
            707: [24, '2024-01-14', 'attended'],
            708: [25, '2024-09-17', 'no_show'],
            709: [25, '2023-04-15', 'no_show'],
            710: [25, '2023-01-11', 'attended'],
            711: [26, '2023-11-28', 'booked'],
            712: [26, '2024-09-18', 'booked'],
            713: [27, '2024-06-06', 'no_show'],
            714: [27, '2023-08-07', 'cancelled'],
            715: [28, '2024-02-04', 'attended'],
            716: [28, '2024-04-23', 'attended'],
            717: [28, '2024-09-13', 'booked'],
            718: [28, '2023-08-12', 'attended'],
            721: [30, '2023-06-18', 'cancelled'],
            722: [30, '2023-02-04', 'cancelled'],
            723: [31, '2024-08-10', 'attended'],
            724: [32, '2023-06-21', 'booked'],
            725: [32, '2023-12-01', 'no_show'],
            726: [33, '2024-07-10', 'attended'],
            727: [33, '2023-11-05', 'booked'],
            728: [33, '2023-02-28', 'cancelled'],
            729: [33, '2023-02-09', 'booked'],
            730: [34, '2024-11-26', 'booked'],
            731: [34, '2024-05-08', 'booked'],
            732: [34, '2023-12-03', 'attended'],
            733: [34, '2023-10-16', 'no_show'],
            734: [35, '2023-10-03', 'no_show'],
            735: [25, '2023-08-14', 'booked'],
            736: [25, '2023-05-01', 'cancelled'],
            737: [25, '2023-06-21', 'cancelled'],
            738: [25, '2024-08-06', 'attended'],
            739: [27, '2024-05-20', 'no_show'],
            740: [7, '2024-02-04', 'no_show'],
            741: [7, '2024-09-24', 'cancelled'],
            742: [7, '2023-07-01', 'booked']},
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
 'index_lead': ['status', 'scheduled_on'],
 'index_table': 'appointments',
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (753, 19, '
                      "'2024-06-01', 'unknown-state');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (753, 19, '
                 "'2024-06-01', 'booked');",
 'l_rows': {4844: [665, 'PRC-7734', 4, '105.02', '3.62'],
            4845: [665, 'PRC-0660', 4, '73.46', '23.44'],
            4846: [667, 'PRC-2505', 3, '142.93', None],
            4847: [668, 'PRC-2607', 4, '172.99', '30.22'],
            4848: [669, 'PRC-0195', 1, '103.91', '2.85'],
            4849: [669, 'PRC-6791', 3, '129.58', '31.45'],
            4850: [669, 'PRC-3864', 2, '178.66', None],
            4851: [670, 'PRC-7852', 2, '162.13', '3.49'],
            4852: [673, 'PRC-5019', 2, '46.35', None],
            4853: [673, 'PRC-8836', 2, '16.03', '1.56'],
            4854: [673, 'PRC-5687', 2, '98.27', '5.02'],
            4855: [673, 'PRC-9308', 1, '117.47', None],
            4856: [674, 'PRC-7947', 2, '84.01', '11.88'],
            4857: [675, 'PRC-6569', 1, '14.87', None],
            4858: [676, 'PRC-3356', 3, '178.43', None],
            4859: [676, 'PRC-8417', 4, '166.52', '5.02'],
            4860: [677, 'PRC-0360', 2, '99.29', None],
            4861: [677, 'PRC-5583', 4, '81.89', '14.25'],
            4862: [677, 'PRC-0597', 3, '86.70', None],
            4863: [679, 'PRC-4089', 2, '109.82', '0.75'],
            4864: [679, 'PRC-5677', 2, '171.53', '22.35'],
            4865: [681, 'PRC-2334', 1, '79.50', None],
            4866: [681, 'PRC-3261', 1, '37.82', None],
            4867: [682, 'PRC-4538', 3, '172.29', '18.57'],
            4868: [683, 'PRC-3101', 1, '20.47', '0.53'],
            4869: [684, 'PRC-6794', 1, '82.87', '0.03'],
            4870: [684, 'PRC-8253', 1, '139.78', '2.97'],
            4871: [684, 'PRC-7479', 1, '77.64', '6'],
            4872: [685, 'PRC-3738', 2, '37.18', '5.71'],
            4873: [686, 'PRC-3556', 1, '94.77', '6.07'],
            4874: [687, 'PRC-3430', 2, '126.10', None],
            4875: [687, 'PRC-3460', 2, '143.85', '14.78'],
            4876: [687, 'PRC-8808', 2, '79.40', None],
            4877: [687, 'PRC-6688', 2, '174.07', '6.12'],
            4878: [688, 'PRC-5346', 1, '170.49', None],
            4879: [690, 'PRC-6202', 3, '169.51', None],
            4880: [690, 'PRC-7907', 2, '175.17', '34.09'],
            4881: [691, 'PRC-0899', 2, '112.09', '16.6'],
            4882: [691, 'PRC-2821', 2, '14.95', None],
            4883: [692, 'PRC-8583', 3, '104.35', '9.15'],
            4884: [692, 'PRC-1863', 4, '37.40', None],
            4885: [693, 'PRC-2016', 2, '158.11', None],
            4886: [694, 'PRC-4278', 1, '115.52', '10.65'],
            4887: [694, 'PRC-1470', 1, '87.42', None],
            4888: [695, 'PRC-7790', 1, '19.55', '1.46'],
            4889: [695, 'PRC-4271', 1, '133.40', '7.61'],
            4890: [695, 'PRC-2749', 4, '143.53', '55.85'],
            4891: [697, 'PRC-6580', 2, '18.37', None],
            4892: [697, 'PRC-1009', 4, '108.94', None],
            4893: [697, 'PRC-1811', 3, '156.82', None],
            4894: [698, 'PRC-3070', 1, '126.86', None],
            4895: [698, 'PRC-6767', 2, '71.10', None],
            4896: [698, 'PRC-0368', 3, '109.70', None],
            4897: [699, 'PRC-0141', 1, '35.97', None],
            4898: [699, 'PRC-5061', 2, '149.05', '6.1'],
            4899: [699, 'PRC-7678', 4, '122.28', '30.17'],
            4900: [700, 'PRC-0527', 3, '41.17', None],
            4901: [700, 'PRC-8900', 3, '137.29', '10.2'],
            4902: [700, 'PRC-0569', 2, '94.56', None],
            4903: [700, 'PRC-5584', 2, '68.47', '9.94'],
            4904: [701, 'PRC-1556', 1, '17.75', '0.4'],
            4905: [701, 'PRC-6690', 3, '14.21', None],
            4906: [701, 'PRC-2923', 1, '163.03', '15.92'],
            4907: [702, 'PRC-6257', 4, '94.38', '12.85'],
            4908: [702, 'PRC-7867', 4, '37.33', None],
            4909: [703, 'PRC-8301', 3, '93.23', '1.79'],
            4910: [703, 'PRC-8307', 3, '103.74', '8.35'],
            4911: [703, 'PRC-1282', 4, '159.76', '34.89'],
            4912: [704, 'PRC-4840', 2, '47.95', None],
            4913: [704, 'PRC-0404', 1, '144.13', '8.68'],
            4914: [704, 'PRC-4193', 3, '154.35', None],
            4915: [704, 'PRC-8273', 4, '174.91', None],
            4916: [705, 'PRC-4421', 2, '43.71', None],
            4917: [706, 'PRC-2010', 3, '100.20', '5.37'],
            4918: [707, 'PRC-0422', 3, '52.55', None],
            4919: [708, 'PRC-0805', 2, '133.00', '9.48'],
            4920: [708, 'PRC-1142', 1, '94.42', '6.34'],
            4921: [709, 'PRC-1812', 2, '161.69', None],
            4922: [710, 'PRC-4634', 2, '99.60', '8.16'],
            4923: [710, 'PRC-6554', 4, '15.46', None],
            4924: [711, 'PRC-6421', 1, '35.93', None],
            4925: [711, 'PRC-6765', 3, '60.10', None],
            4926: [711, 'PRC-5116', 2, '113.85', None],
            4927: [711, 'PRC-8189', 2, '163.62', '18.61'],
            4928: [712, 'PRC-8729', 2, '16.90', '1.62'],
            4929: [712, 'PRC-4874', 1, '172.96', '5.95'],
            4930: [712, 'PRC-5127', 1, '139.91', '11'],
            4931: [713, 'PRC-1144', 3, '164.80', None],
            4932: [714, 'PRC-0885', 1, '83.61', '3.29'],
            4933: [715, 'PRC-5530', 4, '50.32', None],
            4934: [715, 'PRC-9723', 4, '20.68', None],
            4935: [716, 'PRC-4396', 2, '103.00', None],
            4936: [716, 'PRC-2733', 1, '83.71', None],
            4937: [716, 'PRC-9833', 1, '142.19', '7.05'],
            4938: [716, 'PRC-3234', 4, '140.82', None],
            4939: [717, 'PRC-3458', 1, '98.71', '5.61'],
            4940: [717, 'PRC-6186', 2, '31.70', None],
            4941: [718, 'PRC-6871', 4, '125.62', '10.72'],
            4942: [718, 'PRC-2162', 3, '43.54', None],
            4943: [718, 'PRC-0838', 2, '137.94', '15.82'],
            4944: [721, 'PRC-4670', 3, '89.40', None],
            4945: [722, 'PRC-1499', 1, '37.25', None],
            4946: [724, 'PRC-6299', 2, '124.67', '14.61'],
            4947: [724, 'PRC-8384', 4, '29.97', '9.2'],
            4948: [724, 'PRC-7206', 4, '89.50', None],
            4949: [724, 'PRC-8763', 2, '156.64', None],
            4950: [725, 'PRC-0832', 2, '32.27', None],
            4951: [725, 'PRC-5594', 1, '71.68', '0.42'],
            4952: [725, 'PRC-5308', 4, '146.18', None],
            4953: [726, 'PRC-0138', 3, '48.08', None],
            4954: [727, 'PRC-8828', 1, '70.71', '6.39'],
            4955: [727, 'PRC-9686', 3, '170.92', '37.17'],
            4956: [727, 'PRC-8254', 4, '18.27', '6.29'],
            4957: [727, 'PRC-6861', 2, '15.38', '2.8'],
            4958: [728, 'PRC-4260', 1, '12.00', None],
            4959: [728, 'PRC-4372', 3, '44.51', None],
            4960: [729, 'PRC-8296', 3, '138.21', None],
            4961: [730, 'PRC-5156', 4, '73.23', '22.24'],
            4962: [730, 'PRC-4546', 4, '79.20', None],
            4963: [730, 'PRC-3846', 2, '173.37', '26.46'],
            4964: [730, 'PRC-7764', 2, '108.53', None],
            4965: [731, 'PRC-1769', 4, '137.79', None],
            4966: [731, 'PRC-9821', 2, '125.75', '5.76'],
            4967: [732, 'PRC-3582', 4, '24.31', None],
            4968: [732, 'PRC-1566', 4, '57.01', None],
            4969: [732, 'PRC-3065', 1, '11.08', '0.94'],
            4970: [733, 'PRC-3881', 2, '68.39', '4.2'],
            4971: [733, 'PRC-0032', 3, '79.45', '2.4'],
            4972: [733, 'PRC-0240', 2, '80.63', None],
            4973: [733, 'PRC-2549', 4, '42.47', '2.56'],
            4974: [734, 'PRC-0296', 3, '145.24', '20.38'],
            4975: [734, 'PRC-3034', 3, '138.11', '40.44'],
            4976: [736, 'PRC-2484', 3, '145.83', '7.09'],
            4977: [736, 'PRC-7412', 2, '13.43', None],
            4978: [736, 'PRC-9173', 4, '98.58', None],
            4979: [737, 'PRC-3950', 2, '34.00', '5.75'],
            4980: [738, 'PRC-0106', 2, '97.91', None],
            4981: [738, 'PRC-9330', 1, '74.64', None],
            4982: [739, 'PRC-9731', 4, '30.69', '7.41'],
            4983: [740, 'PRC-0661', 3, '156.31', '9.14'],
            4984: [742, 'PRC-0297', 2, '143.24', '8.96'],
            4985: [671, 'PRC-7556', 4, '152.42', '18.16'],
            4986: [693, 'PRC-5787', 4, '126.98', '10.1']},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'migration': '/srv/migrations/0013_release_prep.sql',
 'missing_p': 5,
 'n_col': 'n_appointments',
 'new_id': 753,
 'new_p': 19,
 'orphan_rows': {719: 18, 720: 18, 743: 20},
 'orphans': 'orphaned_appointments',
 'p1': 'patient',
 'p_cols': ['id', 'full_name', 'email', 'insurer'],
 'p_region': {2: 'Techniker',
              3: 'Bupa',
              4: 'Aok Plus',
              6: 'Bupa',
              7: 'Axa Health',
              8: 'Axa Health',
              9: 'Allianz Care',
              10: 'Aok Plus',
              11: 'Bupa',
              12: 'Allianz Care',
              13: 'Axa Health',
              14: 'Generali Vita',
              15: 'Axa Health',
              16: 'Aok Plus',
              17: 'Allianz Care',
              19: 'Aok Plus',
              21: 'Bupa',
              22: 'Techniker',
              23: 'Techniker',
              24: 'Allianz Care',
              25: 'Bupa',
              26: 'Generali Vita',
              27: 'Aok Plus',
              28: 'Axa Health',
              29: 'Aok Plus',
              30: 'Generali Vita',
              31: 'Bupa',
              32: 'Generali Vita',
              33: 'Techniker',
              34: 'Bupa',
              35: 'Axa Health'},
 'p_region_sql': 'SELECT id, insurer AS v FROM clinic.patients',
 'p_rows': {2: ['Yusuf Fofana', 'yusuf.fofana@mail.test'],
            3: ['Greta Ivanova', 'greta.ivanova@inbox.test'],
            4: ['Dev Sato', 'dev.sato@post.example'],
            6: ['Vera Castillo', 'vera.castillo@example.com'],
            7: ['Wim Dimitrov', 'wim.dimitrov@example.com'],
            8: ['Luis Haddad', 'luis.haddad@example.com'],
            9: ['Bruno Abbott', 'bruno.abbott@post.example'],
            10: ['Kaia Dimitrov', 'kaia.dimitrov@post.example'],
            11: ['Xenia Gallo', 'xenia.gallo@example.com'],
            12: ['Jonas Okafor', 'jonas.okafor@example.com'],
            13: ['Zora Castillo', 'zora.castillo@inbox.test'],
            14: ['Hiro Castillo', 'hiro.castillo@inbox.test'],
            15: ['Kaia Rossi', 'kaia.rossi@post.example'],
            16: ['Xenia Castillo', 'xenia.castillo@example.com'],
            17: ['Jonas Haddad', 'jonas.haddad@example.com'],
            19: ['Nils Castillo', 'nils.castillo@post.example'],
            21: ['Priya Fofana', 'priya.fofana@post.example'],
            22: ['Mira Fofana', 'mira.fofana@example.com'],
            23: ['Greta Abbott', 'greta.abbott@mail.test'],
            24: ['Priya Rossi', 'priya.rossi@mail.test'],
            25: ['Tomas Weber', 'tomas.weber@inbox.test'],
            26: ['Ada Eriksen', 'ada.eriksen@inbox.test'],
            27: ['Zora Sato', 'zora.sato@example.com'],
            28: ['Yusuf Eriksen', 'yusuf.eriksen@example.com'],
            29: ['Carmen Gallo', 'carmen.gallo@inbox.test'],
            30: ['Elena Abbott', 'elena.abbott@post.example'],
            31: ['Olu Ivanova', 'olu.ivanova@inbox.test'],
            32: ['Nils Gallo', 'nils.gallo@inbox.test'],
            33: ['Greta Abbott', 'greta.abbott1@example.com'],
            34: ['Jonas Weber', 'jonas.weber@post.example'],
            35: ['Kaia Dimitrov', 'kaia.dimitrov@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (29, 'Carmen Gallo', 'carmen.gallo@inbox.test', 'Aok Plus'),\n"
                    "    (30, 'Elena Abbott', 'elena.abbott@post.example', 'Generali Vita'),\n"
                    "    (31, 'Olu Ivanova', 'olu.ivanova@inbox.test', 'Bupa'),\n"
                    "    (32, 'Nils Gallo', 'nils.gallo@inbox.test', 'Generali Vita'),\n"
                    "    (33, 'Greta Abbott', 'greta.abbott1@example.com', 'Techniker'),\n"
                    "    (34, 'Jonas Weber', 'jonas.weber@post.example', 'Bupa'),\n"
                    "    (35, 'Kaia Dimitrov', 'kaia.dimitrov@example.com', 'Axa Health');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (721, 30, '2023-06-18', 'cancelled'),\n"
                    "    (722, 30, '2023-02-04', 'cancelled'),\n"
                    "    (723, 31, '2024-08-10', 'attended'),\n"
                    "    (724, 32, '2023-06-21', 'booked'),\n"
                    "    (725, 32, '2023-12-01', 'no_show'),\n"
                    "    (726, 33, '2024-07-10', 'attended'),\n"
                    "    (727, 33, '2023-11-05', 'booked'),\n"
                    "    (728, 33, '2023-02-28', 'cancelled'),\n"
                    "    (729, 33, '2023-02-09', 'booked'),\n"
                    "    (730, 34, '2024-11-26', 'booked'),\n"
                    "    (731, 34, '2024-05-08', 'booked'),\n"
                    "    (732, 34, '2023-12-03', 'attended'),\n"
                    "    (733, 34, '2023-10-16', 'no_show'),\n"
                    "    (734, 35, '2023-10-03', 'no_show'),\n"
                    "    (735, 25, '2023-08-14', 'booked'),\n"
                    "    (736, 25, '2023-05-01', 'cancelled'),\n"
                    "    (737, 25, '2023-06-21', 'cancelled'),\n"
                    "    (738, 25, '2024-08-06', 'attended'),\n"
                    "    (739, 27, '2024-05-20', 'no_show'),\n"
                    "    (740, 7, '2024-02-04', 'no_show'),\n"
                    "    (741, 7, '2024-09-24', 'cancelled'),\n"
                    "    (742, 7, '2023-07-01', 'booked'),\n"
                    "    (743, 20, '2023-07-23', 'no_show');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (4944, 721, 'PRC-4670', 3, 89.4, NULL),\n"
                    "    (4945, 722, 'PRC-1499', 1, 37.25, NULL),\n"
                    "    (4946, 724, 'PRC-6299', 2, 124.67, 14.61),\n"
                    "    (4947, 724, 'PRC-8384', 4, 29.97, 9.2),\n"
                    "    (4948, 724, 'PRC-7206', 4, 89.5, NULL),\n"
                    "    (4949, 724, 'PRC-8763', 2, 156.64, NULL),\n"
                    "    (4950, 725, 'PRC-0832', 2, 32.27, NULL),\n"
                    "    (4951, 725, 'PRC-5594', 1, 71.68, 0.42),\n"
                    "    (4952, 725, 'PRC-5308', 4, 146.18, NULL),\n"
                    "    (4953, 726, 'PRC-0138', 3, 48.08, NULL),\n"
                    "    (4954, 727, 'PRC-8828', 1, 70.71, 6.39),\n"
                    "    (4955, 727, 'PRC-9686', 3, 170.92, 37.17),\n"
                    "    (4956, 727, 'PRC-8254', 4, 18.27, 6.29),\n"
                    "    (4957, 727, 'PRC-6861', 2, 15.38, 2.8),\n"
                    "    (4958, 728, 'PRC-4260', 1, 12, NULL),\n"
                    "    (4959, 728, 'PRC-4372', 3, 44.51, NULL),\n"
                    "    (4960, 729, 'PRC-8296', 3, 138.21, NULL),\n"
                    "    (4961, 730, 'PRC-5156', 4, 73.23, 22.24),\n"
                    "    (4962, 730, 'PRC-4546', 4, 79.2, NULL),\n"
                    "    (4963, 730, 'PRC-3846', 2, 173.37, 26.46),\n"
                    "    (4964, 730, 'PRC-7764', 2, 108.53, NULL),\n"
                    "    (4965, 731, 'PRC-1769', 4, 137.79, NULL),\n"
                    "    (4966, 731, 'PRC-9821', 2, 125.75, 5.76),\n"
                    "    (4967, 732, 'PRC-3582', 4, 24.31, NULL),\n"
                    "    (4968, 732, 'PRC-1566', 4, 57.01, NULL),\n"
                    "    (4969, 732, 'PRC-3065', 1, 11.08, 0.94),\n"
                    "    (4970, 733, 'PRC-3881', 2, 68.39, 4.2),\n"
                    "    (4971, 733, 'PRC-0032', 3, 79.45, 2.4),\n"
                    "    (4972, 733, 'PRC-0240', 2, 80.63, NULL),\n"
                    "    (4973, 733, 'PRC-2549', 4, 42.47, 2.56),\n"
                    "    (4974, 734, 'PRC-0296', 3, 145.24, 20.38),\n"
                    "    (4975, 734, 'PRC-3034', 3, 138.11, 40.44),\n"
                    "    (4976, 736, 'PRC-2484', 3, 145.83, 7.09),\n"
                    "    (4977, 736, 'PRC-7412', 2, 13.43, NULL),\n"
                    "    (4978, 736, 'PRC-9173', 4, 98.58, NULL),\n"
                    "    (4979, 737, 'PRC-3950', 2, 34, 5.75),\n"
                    "    (4980, 738, 'PRC-0106', 2, 97.91, NULL),\n"
                    "    (4981, 738, 'PRC-9330', 1, 74.64, NULL),\n"
                    "    (4982, 739, 'PRC-9731', 4, 30.69, 7.41),\n"
                    "    (4983, 740, 'PRC-0661', 3, 156.31, 9.14),\n"
                    "    (4984, 742, 'PRC-0297', 2, 143.24, 8.96),\n"
                    "    (4985, 671, 'PRC-7556', 4, 152.42, 18.16),\n"
                    "    (4986, 693, 'PRC-5787', 4, 126.98, 10.1);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (17, 29, 'de725d0446ada83f'),\n"
                    "    (18, 32, '5ba2393e215397c4'),\n"
                    "    (19, 34, '210783a3741e4968'),\n"
                    "    (20, 35, '9228b79bfa780296');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
 'query': "SELECT id, scheduled_on FROM clinic.appointments WHERE status = 'booked' AND scheduled_on < DATE "
          "'2024-06-30' ORDER BY scheduled_on",
 'readable': ['appointments',
              'appointment_items',
              'patient_appointment_counts',
              'orphaned_appointments',
              'patient_activity'],
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
 's_rows': {1: [4, '16989514c3457398'],
            2: [9, 'd84782e86a443832'],
            3: [10, 'ef69e9262d4eeb86'],
            4: [11, 'a03bd7906115dc09'],
            5: [12, 'f379a6bc24b72072'],
            6: [14, 'b8c4198b1b1d5924'],
            7: [15, 'b3ae9f1822d717a0'],
            8: [16, '27592f4e92d8b250'],
            9: [17, 'ca18f9693763d1c0'],
            10: [19, 'aa4507b3aff58068'],
            11: [21, '2d1a39d70fe87090'],
            12: [24, 'f7fa8797a20111d7'],
            13: [25, '0dc582c2e21c0382'],
            14: [26, '1ab1d68b2c201d7d'],
            15: [27, '680a046fa938e257'],
            16: [28, '96e0d2194c1361f9'],
            17: [29, 'de725d0446ada83f'],
            18: [32, '5ba2393e215397c4'],
            19: [34, '210783a3741e4968'],
            20: [35, '9228b79bfa780296']},
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
 'stats_after': {2: 1,
                 3: 1,
                 6: 4,
                 7: 6,
                 8: 4,
                 9: 2,
                 10: 2,
                 11: 2,
                 12: 3,
                 13: 2,
                 14: 2,
                 15: 3,
                 16: 3,
                 17: 1,
                 19: 1,
                 21: 2,
                 22: 4,
                 23: 1,
                 24: 3,
                 25: 7,
                 26: 2,
                 27: 3,
                 28: 4,
                 30: 2,
                 31: 1,
                 32: 2,
                 33: 4,
                 34: 4,
                 35: 1},
 'stats_dml': "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (753, 2, '2024-06-01', "
              "'booked');\n"
              "INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (754, 9, '2024-06-01', "
              "'booked');\n"
              'UPDATE clinic.appointments SET patient_id = 22 WHERE id = 687;\n'
              'DELETE FROM clinic.appointments WHERE id = 666;',
 'stats_rows': {3: 1,
                4: 1,
                6: 4,
                7: 6,
                8: 4,
                9: 1,
                10: 2,
                11: 2,
                12: 3,
                13: 3,
                14: 2,
                15: 3,
                16: 3,
                17: 1,
                19: 1,
                21: 2,
                22: 3,
                23: 1,
                24: 3,
                25: 7,
                26: 2,
                27: 3,
                28: 4,
                30: 2,
                31: 1,
                32: 2,
                33: 4,
                34: 4,
                35: 1},
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients',
            'appointments',
            'appointment_items',
            'patient_notes',
            'patient_appointment_counts',
            'orphaned_appointments'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
           'patient_appointment_counts.n_appointments': ['integer', True],
           'patients.email': ['text', True]},
 'view': 'patient_activity',
 'view_cols': ['patient_id', 'full_name', 'insurer', 'n_appointments', 'last_appointment_on', 'billed'],
 'view_rows': {2: ['Yusuf Fofana', 'Techniker', 0, None, '0'],
               3: ['Greta Ivanova', 'Bupa', 0, None, '0'],
               4: ['Dev Sato', 'Aok Plus', 0, None, '0'],
               6: ['Vera Castillo', 'Bupa', 4, '2024-09-23', '2226.97'],
               7: ['Wim Dimitrov', 'Axa Health', 5, '2024-02-04', '1761.02'],
               8: ['Luis Haddad', 'Axa Health', 4, '2024-11-30', '2139.35'],
               9: ['Bruno Abbott', 'Allianz Care', 1, '2024-04-16', '0.00'],
               10: ['Kaia Dimitrov', 'Aok Plus', 2, '2024-10-22', '539.60'],
               11: ['Xenia Gallo', 'Bupa', 2, '2024-06-19', '615.62'],
               12: ['Jonas Okafor', 'Allianz Care', 3, '2024-06-09', '379.88'],
               13: ['Zora Castillo', 'Axa Health', 2, '2023-09-06', '1196.43'],
               14: ['Hiro Castillo', 'Generali Vita', 2, '2023-10-15', '824.78'],
               15: ['Kaia Rossi', 'Axa Health', 3, '2024-10-31', '1505.02'],
               16: ['Xenia Castillo', 'Aok Plus', 3, '2024-04-04', '854.44'],
               17: ['Jonas Haddad', 'Allianz Care', 1, '2023-10-28', '942.96'],
               19: ['Nils Castillo', 'Aok Plus', 1, '2023-12-07', '598.16'],
               21: ['Priya Fofana', 'Bupa', 2, '2024-07-26', '1628.22'],
               22: ['Mira Fofana', 'Techniker', 3, '2024-10-09', '1906.00'],
               23: ['Greta Abbott', 'Techniker', 1, '2024-10-02', '1394.04'],
               24: ['Priya Rossi', 'Allianz Care', 3, '2024-04-25', '540.30'],
               25: ['Tomas Weber', 'Bupa', 5, '2024-09-17', '1191.32'],
               26: ['Ada Eriksen', 'Generali Vita', 2, '2024-09-18', '1080.66'],
               27: ['Zora Sato', 'Aok Plus', 2, '2024-06-06', '609.75'],
               28: ['Yusuf Eriksen', 'Axa Health', 4, '2024-09-13', '2311.07'],
               29: ['Carmen Gallo', 'Aok Plus', 0, None, '0'],
               30: ['Elena Abbott', 'Generali Vita', 0, None, '0'],
               31: ['Olu Ivanova', 'Bupa', 1, '2024-08-10', '0.00'],
               32: ['Nils Gallo', 'Generali Vita', 2, '2023-12-01', '1737.21'],
               33: ['Greta Abbott', 'Techniker', 3, '2024-07-10', '1193.53'],
               34: ['Jonas Weber', 'Bupa', 4, '2024-11-26', '2954.25'],
               35: ['Kaia Dimitrov', 'Axa Health', 1, '2023-10-03', '789.23']}}

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


def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")


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
