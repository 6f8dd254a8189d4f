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
 'c_rows': {722: [11, '2024-04-25', 'cancelled'],
            723: [12, '2024-10-06', 'reserved'],
            724: [13, '2024-01-07', 'reserved'],
            725: [14, '2024-07-28', 'reserved'],
            726: [14, '2023-12-26', 'checked_out'],
            727: [14, '2024-10-09', 'reserved'],
            728: [14, '2024-02-18', 'checked_in'],
            729: [15, '2024-08-29', 'checked_out'],
            730: [15, '2024-02-16', 'checked_out'],
            731: [15, '2023-01-04', 'checked_out'],
            732: [15, '2023-01-12', 'checked_out'],
            733: [16, '2023-12-24', 'reserved'],
            734: [16, '2024-05-17', 'checked_in'],
            735: [16, '2023-06-23', 'cancelled'],
            736: [16, '2023-01-09', 'cancelled'],
            737: [17, '2024-03-24', 'checked_in'],
            738: [17, '2023-03-06', 'checked_out'],
            739: [17, '2024-06-06', 'reserved'],
            740: [17, '2024-03-10', 'reserved'],
            741: [18, '2023-09-23', 'checked_out'],
            742: [18, '2024-09-15', 'checked_out'],
            743: [18, '2023-03-08', 'reserved'],
            744: [18, '2024-06-12', 'reserved'],
            745: [19, '2023-10-17', 'reserved'],
            746: [19, '2023-05-18', 'reserved'],
            747: [19, '2023-08-09', 'checked_out'],
            748: [19, '2023-09-17', 'checked_out'],
            749: [20, '2024-08-14', 'checked_in'],
            750: [20, '2023-08-03', 'reserved'],
            751: [21, '2024-11-20', 'checked_out'],
            752: [21, '2024-03-15', 'reserved'],
            753: [22, '2023-07-14', 'checked_out'],
            754: [22, '2024-02-21', 'reserved'],
            755: [23, '2023-06-02', 'checked_in'],
            756: [23, '2024-02-07', 'checked_in'],
            757: [23, '2024-08-17', 'reserved'],
            758: [23, '2024-04-21', 'reserved'],
            759: [24, '2024-03-29', 'checked_out'],
            760: [25, '2023-01-25', 'checked_out'],
            761: [25, '2023-05-19', 'checked_out'],
            762: [26, '2023-03-26', 'checked_out'],
            763: [27, '2024-03-20', 'checked_in'],
            764: [27, '2023-07-16', 'checked_out'],
            765: [27, '2023-12-07', 'reserved'],
            766: [28, '2023-06-12', 'checked_out'],
            767: [28, '2024-07-09', 'reserved'],
            768: [29, '2024-06-13', 'checked_out'],
            769: [30, '2023-01-09', 'cancelled'],
            770: [31, '2023-08-24', 'checked_in'],
            771: [32, '2024-08-04', 'checked_out'],
            772: [32, '2024-03-18', 'reserved'],
            773: [32, '2023-05-20', 'checked_out'],
            774: [32, '2023-03-06', 'reserved'],
            775: [33, '2023-04-14', 'cancelled'],
            778: [35, '2023-07-17', 'cancelled'],
            779: [35, '2024-11-18', 'cancelled'],
            780: [36, '2024-05-14', 'checked_out'],
            781: [37, '2024-10-09', 'checked_out'],
            782: [37, '2023-08-22', 'checked_out'],
            783: [37, '2024-01-13', 'checked_out'],
            784: [37, '2023-06-30', 'reserved'],
            785: [38, '2023-03-03', 'reserved'],
            786: [38, '2023-10-22', 'reserved'],
            787: [38, '2024-04-04', 'reserved'],
            788: [39, '2023-12-29', 'checked_in'],
            789: [39, '2023-12-12', 'checked_out'],
            790: [40, '2023-05-21', 'checked_out'],
            791: [40, '2024-08-30', 'checked_out'],
            792: [41, '2023-09-23', 'reserved'],
            793: [41, '2023-02-08', 'reserved'],
            794: [41, '2024-03-26', 'reserved'],
            795: [41, '2023-01-17', 'reserved'],
            796: [29, '2024-04-23', 'checked_out'],
            797: [29, '2024-04-16', 'reserved'],
            798: [22, '2024-10-31', 'checked_in'],
            799: [22, '2024-01-31', 'reserved'],
            800: [22, '2024-08-06', 'checked_out'],
            801: [32, '2023-04-03', 'checked_in'],
            802: [32, '2024-10-08', 'checked_out'],
            803: [32, '2024-05-29', 'reserved'],
            804: [32, '2024-11-11', 'cancelled']},
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
 'insert_bad_status': "INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES (815, 26, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES (815, 26, '2024-06-01', "
                 "'reserved');",
 'l_rows': {3749: [722, 'CHG-9793', 5, '130.22', '24.77'],
            3750: [722, 'CHG-9989', 5, '10.24', '3.57'],
            3751: [724, 'CHG-3256', 4, '50.98', '16.08'],
            3752: [724, 'CHG-6928', 5, '204.58', None],
            3753: [724, 'CHG-3474', 2, '109.38', None],
            3754: [724, 'CHG-5728', 2, '84.13', None],
            3755: [725, 'CHG-4817', 2, '149.98', '29.11'],
            3756: [725, 'CHG-8329', 1, '204.98', None],
            3757: [725, 'CHG-2824', 1, '34.63', None],
            3758: [726, 'CHG-6527', 2, '83.87', '7'],
            3759: [726, 'CHG-6592', 5, '280.98', '103.55'],
            3760: [726, 'CHG-9093', 2, '38.56', '7.53'],
            3761: [726, 'CHG-2457', 4, '186.95', None],
            3762: [727, 'CHG-1867', 2, '158.72', '2.37'],
            3763: [727, 'CHG-7938', 2, '92.70', '9.1'],
            3764: [727, 'CHG-820', 3, '130.24', '5.62'],
            3765: [727, 'CHG-649', 1, '106.09', '3.76'],
            3766: [728, 'CHG-8619', 2, '39.89', '4.62'],
            3767: [729, 'CHG-7825', 5, '143.88', None],
            3768: [729, 'CHG-6109', 4, '193.75', '67.81'],
            3769: [729, 'CHG-9961', 4, '25.53', '8.06'],
            3770: [730, 'CHG-4274', 4, '104.91', '36.2'],
            3771: [730, 'CHG-1341', 1, '306.87', None],
            3772: [731, 'CHG-1276', 5, '173.98', '61.83'],
            3773: [732, 'CHG-4644', 3, '197.75', '9.36'],
            3774: [733, 'CHG-3547', 4, '119.65', '23.15'],
            3775: [733, 'CHG-2285', 4, '66.43', None],
            3776: [733, 'CHG-2588', 5, '312.87', '142.36'],
            3777: [734, 'CHG-6073', 1, '246.22', None],
            3778: [735, 'CHG-1304', 3, '209.31', '23.6'],
            3779: [736, 'CHG-3040', 3, '43.78', None],
            3780: [736, 'CHG-7638', 5, '189.26', None],
            3781: [736, 'CHG-1125', 3, '202.09', '8.11'],
            3782: [739, 'CHG-7541', 1, '285.87', None],
            3783: [741, 'CHG-281', 3, '139.80', None],
            3784: [741, 'CHG-4450', 5, '290.35', None],
            3785: [741, 'CHG-7574', 1, '319.84', '5.13'],
            3786: [742, 'CHG-3720', 4, '24.37', '4.61'],
            3787: [742, 'CHG-8329', 5, '84.10', '40.15'],
            3788: [742, 'CHG-3087', 5, '262.97', '99.49'],
            3789: [742, 'CHG-8205', 4, '239.12', '85.23'],
            3790: [743, 'CHG-9260', 4, '113.88', '26.14'],
            3791: [743, 'CHG-3074', 2, '77.22', '5.9'],
            3792: [743, 'CHG-9605', 2, '291.12', '13.21'],
            3793: [744, 'CHG-4373', 2, '24.03', '0.44'],
            3794: [744, 'CHG-1335', 1, '167.59', '5.42'],
            3795: [744, 'CHG-9727', 3, '217.70', '33.6'],
            3796: [744, 'CHG-9436', 1, '28.36', '0.37'],
            3797: [745, 'CHG-158', 3, '57.78', None],
            3798: [746, 'CHG-7645', 3, '185.56', '24.03'],
            3799: [746, 'CHG-5227', 5, '122.26', None],
            3800: [746, 'CHG-3938', 3, '229.92', '38.21'],
            3801: [747, 'CHG-9308', 4, '277.78', None],
            3802: [747, 'CHG-1233', 5, '134.43', None],
            3803: [749, 'CHG-5960', 4, '226.52', '69.87'],
            3804: [749, 'CHG-5360', 2, '174.44', '7.96'],
            3805: [750, 'CHG-9908', 2, '154.27', None],
            3806: [751, 'CHG-9368', 4, '21.31', None],
            3807: [751, 'CHG-3939', 2, '211.76', '32.73'],
            3808: [753, 'CHG-4803', 5, '194.76', '48.05'],
            3809: [753, 'CHG-8089', 4, '82.09', '29.79'],
            3810: [754, 'CHG-967', 2, '153.93', '0.83'],
            3811: [754, 'CHG-2755', 4, '162.47', None],
            3812: [754, 'CHG-8946', 1, '117.13', None],
            3813: [754, 'CHG-1981', 2, '202.91', None],
            3814: [755, 'CHG-3690', 2, '67.57', '0.13'],
            3815: [755, 'CHG-5846', 2, '302.38', None],
            3816: [755, 'CHG-7349', 3, '162.30', None],
            3817: [755, 'CHG-6329', 3, '112.28', None],
            3818: [756, 'CHG-4976', 4, '278.43', '83.98'],
            3819: [756, 'CHG-6578', 5, '232.59', None],
            3820: [756, 'CHG-6520', 3, '228.18', '20.52'],
            3821: [757, 'CHG-4547', 3, '102.93', None],
            3822: [757, 'CHG-2907', 4, '301.14', '88.61'],
            3823: [757, 'CHG-6123', 4, '184.56', None],
            3824: [757, 'CHG-2242', 3, '31.52', None],
            3825: [758, 'CHG-1444', 2, '286.77', '34.66'],
            3826: [759, 'CHG-4272', 4, '257.51', None],
            3827: [759, 'CHG-6025', 2, '81.45', None],
            3828: [759, 'CHG-1633', 3, '136.91', '1.47'],
            3829: [759, 'CHG-8602', 1, '126.60', '5.52'],
            3830: [760, 'CHG-3590', 3, '259.61', '12.89'],
            3831: [760, 'CHG-3457', 1, '193.90', None],
            3832: [760, 'CHG-4113', 2, '278.72', None],
            3833: [760, 'CHG-1807', 5, '53.34', None],
            3834: [761, 'CHG-9307', 3, '58.93', None],
            3835: [761, 'CHG-8921', 3, '100.16', '1.92'],
            3836: [761, 'CHG-542', 2, '240.34', '6.79'],
            3837: [762, 'CHG-7437', 2, '14.77', None],
            3838: [762, 'CHG-4353', 2, '90.39', None],
            3839: [762, 'CHG-2375', 2, '211.45', None],
            3840: [763, 'CHG-740', 4, '209.00', None],
            3841: [763, 'CHG-7530', 3, '189.32', None],
            3842: [763, 'CHG-5260', 1, '210.74', None],
            3843: [764, 'CHG-9266', 5, '202.50', None],
            3844: [765, 'CHG-1034', 4, '122.24', '10'],
            3845: [765, 'CHG-072', 5, '197.06', '37.16'],
            3846: [765, 'CHG-9143', 2, '77.13', None],
            3847: [765, 'CHG-8350', 2, '86.48', None],
            3848: [766, 'CHG-7721', 3, '317.85', None],
            3849: [766, 'CHG-7741', 4, '172.85', None],
            3850: [766, 'CHG-803', 2, '116.13', '0.75'],
            3851: [767, 'CHG-5648', 4, '94.24', None],
            3852: [767, 'CHG-1550', 5, '71.69', '27.87'],
            3853: [767, 'CHG-2169', 1, '162.49', None],
            3854: [767, 'CHG-9886', 1, '211.04', None],
            3855: [768, 'CHG-6990', 1, '106.30', '8.88'],
            3856: [768, 'CHG-4352', 5, '309.65', '94.99'],
            3857: [768, 'CHG-188', 4, '292.88', '55.03'],
            3858: [768, 'CHG-6798', 4, '160.32', None],
            3859: [769, 'CHG-9578', 2, '17.35', '3.37'],
            3860: [770, 'CHG-8628', 2, '317.43', None],
            3861: [770, 'CHG-8611', 3, '296.53', None],
            3862: [770, 'CHG-4313', 5, '120.05', '14.7'],
            3863: [771, 'CHG-7983', 3, '213.21', '55.42'],
            3864: [771, 'CHG-4272', 1, '134.97', None],
            3865: [771, 'CHG-227', 1, '51.22', '0.34'],
            3866: [772, 'CHG-5916', 2, '130.23', '4.88'],
            3867: [773, 'CHG-3840', 4, '304.00', None],
            3868: [773, 'CHG-6798', 1, '11.56', None],
            3869: [774, 'CHG-2065', 3, '135.43', '20.5'],
            3870: [774, 'CHG-3152', 1, '88.18', '8.8'],
            3871: [778, 'CHG-4330', 3, '205.88', '7.09'],
            3872: [778, 'CHG-899', 3, '262.25', None],
            3873: [778, 'CHG-3156', 5, '249.53', '75.77'],
            3874: [778, 'CHG-2697', 4, '264.58', '69.49'],
            3875: [781, 'CHG-1069', 4, '105.08', '7.59'],
            3876: [781, 'CHG-3767', 2, '227.69', None],
            3877: [781, 'CHG-9199', 1, '282.33', '6.98'],
            3878: [781, 'CHG-8031', 1, '92.08', None],
            3879: [783, 'CHG-646', 2, '183.65', None],
            3880: [783, 'CHG-923', 5, '226.07', '112.34'],
            3881: [783, 'CHG-7210', 4, '268.14', '10.06'],
            3882: [783, 'CHG-1356', 4, '187.78', '39.48'],
            3883: [784, 'CHG-9325', 3, '158.58', None],
            3884: [784, 'CHG-6207', 1, '108.92', '1.65'],
            3885: [784, 'CHG-3608', 1, '41.62', None],
            3886: [785, 'CHG-186', 2, '67.05', '5.83'],
            3887: [785, 'CHG-6004', 2, '155.57', None],
            3888: [785, 'CHG-9014', 2, '14.60', None],
            3889: [785, 'CHG-4337', 3, '9.54', None],
            3890: [786, 'CHG-3871', 2, '30.01', None],
            3891: [787, 'CHG-245', 2, '192.22', None],
            3892: [787, 'CHG-159', 5, '185.48', None],
            3893: [788, 'CHG-3136', 1, '193.49', '2.78'],
            3894: [789, 'CHG-9191', 4, '255.72', '43.1'],
            3895: [789, 'CHG-9878', 2, '179.62', '15.19'],
            3896: [789, 'CHG-9910', 3, '90.27', '25.97'],
            3897: [789, 'CHG-5574', 4, '133.57', None],
            3898: [790, 'CHG-1623', 1, '90.92', '6.7'],
            3899: [790, 'CHG-2072', 5, '237.93', None],
            3900: [790, 'CHG-924', 1, '265.04', '18.55'],
            3901: [790, 'CHG-3184', 5, '2.71', '1.16'],
            3902: [791, 'CHG-7434', 3, '65.50', None],
            3903: [791, 'CHG-7305', 5, '42.61', '9.26'],
            3904: [792, 'CHG-2560', 5, '199.73', '53.18'],
            3905: [792, 'CHG-8863', 1, '254.35', None],
            3906: [792, 'CHG-5200', 1, '265.01', '6.04'],
            3907: [792, 'CHG-2251', 3, '72.99', '13.03'],
            3908: [793, 'CHG-257', 2, '4.98', '0.29'],
            3909: [793, 'CHG-288', 5, '233.42', '54.6'],
            3910: [793, 'CHG-2967', 5, '75.27', '4.86'],
            3911: [794, 'CHG-7073', 2, '20.96', None],
            3912: [794, 'CHG-2176', 4, '51.21', None],
            3913: [794, 'CHG-2954', 2, '170.51', None],
            3914: [794, 'CHG-1843', 1, '233.06', None],
            3915: [795, 'CHG-1840', 4, '88.52', None],
            3916: [795, 'CHG-5342', 3, '38.49', None],
            3917: [795, 'CHG-9927', 2, '101.45', None],
            3918: [796, 'CHG-4852', 2, '269.71', '36.54'],
            3919: [797, 'CHG-8987', 1, '165.62', None],
            3920: [798, 'CHG-9642', 2, '51.74', None],
            3921: [798, 'CHG-9191', 4, '7.98', None],
            3922: [798, 'CHG-994', 5, '53.16', '0.7'],
            3923: [798, 'CHG-5546', 3, '319.15', None],
            3924: [799, 'CHG-4014', 1, '240.37', '21.32'],
            3925: [800, 'CHG-9541', 5, '251.97', '67.2'],
            3926: [802, 'CHG-6106', 2, '82.30', '0.59'],
            3927: [803, 'CHG-3362', 3, '209.02', None],
            3928: [804, 'CHG-907', 5, '266.37', '126.81'],
            3929: [804, 'CHG-4826', 3, '289.89', None],
            3930: [760, 'CHG-2639', 4, '230.42', None],
            3931: [739, 'CHG-5085', 2, '220.00', '33.53']},
 'l_sql': 'SELECT id, booking_id AS c, item AS code, qty AS q, unit_price::text AS pr, discount::text AS d FROM '
          'hotel.booking_charges',
 'lfk': 'booking_id',
 'log': 'booking_status_log',
 'log_dml': 'UPDATE hotel.bookings SET status = status WHERE id = 734;\n'
            'UPDATE hotel.bookings SET status = NULL WHERE id = 728;\n'
            "UPDATE hotel.bookings SET status = 'cancelled' WHERE id = 728;\n"
            "UPDATE hotel.bookings SET status = 'checked_out' WHERE id IN (740, 794);\n"
            'UPDATE hotel.bookings SET check_in = check_in WHERE id = 744;',
 'log_rows': [[728, 'checked_in', None],
              [728, None, 'cancelled'],
              [740, 'reserved', 'checked_out'],
              [794, 'reserved', 'checked_out']],
 'lookup': 'nationalities',
 'lookup_names': ['dutch', 'french', 'german', 'irish', 'new zealander', 'spanish', 'swedish'],
 'migration': '/srv/migrations/0039_integrity.sql',
 'missing_p': 58,
 'new_id': 815,
 'new_p': 26,
 'orphan_rows': {776: 534, 777: 534, 805: 542},
 'orphans': 'orphaned_bookings',
 'p1': 'guest',
 'p_region': {10: 'spanish',
              11: 'german',
              12: 'french',
              13: 'german',
              14: 'spanish',
              15: 'german',
              16: None,
              17: 'french',
              18: 'german',
              19: 'spanish',
              20: 'irish',
              21: 'dutch',
              22: 'french',
              23: 'swedish',
              24: 'swedish',
              25: 'german',
              26: 'dutch',
              27: 'german',
              28: 'swedish',
              29: 'swedish',
              30: 'dutch',
              31: 'french',
              32: 'irish',
              33: 'irish',
              34: None,
              35: 'dutch',
              36: None,
              37: 'dutch',
              38: 'irish',
              39: 'dutch',
              40: None,
              41: 'new zealander'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM hotel.guests p LEFT JOIN hotel.nationalities k ON k.id = '
                 'p.nationality_id',
 'p_rows': {10: ['Xenia Jensen', 'xenia.jensen@example.com'],
            11: ['Olu Ivanova', 'olu.ivanova@example.com'],
            12: ['Kaia Sato', 'kaia.sato@post.example'],
            13: ['Nils Okafor', 'nils.okafor@post.example'],
            14: ['Jonas Ivanova', 'jonas.ivanova@post.example'],
            15: ['Yusuf Rossi', 'yusuf.rossi@inbox.test'],
            16: ['Uzma Rossi', 'uzma.rossi@mail.test'],
            17: ['Luis Okafor', 'luis.okafor@post.example'],
            18: ['Elena Abbott', 'elena.abbott@example.com'],
            19: ['Wim Sato', 'wim.sato@example.com'],
            20: ['Kaia Weber', 'kaia.weber@mail.test'],
            21: ['Bruno Rossi', 'bruno.rossi@inbox.test'],
            22: ['Wim Rossi', 'wim.rossi@inbox.test'],
            23: ['Zora Weber', 'zora.weber@example.com'],
            24: ['Rafa Eriksen', 'rafa.eriksen@example.com'],
            25: ['Bruno Dimitrov', 'bruno.dimitrov@inbox.test'],
            26: ['Vera Ivanova', 'vera.ivanova@mail.test'],
            27: ['Nils Fofana', 'nils.fofana@example.com'],
            28: ['Femi Okafor', 'femi.okafor@post.example'],
            29: ['Ada Fofana', 'ada.fofana@mail.test'],
            30: ['Rafa Gallo', 'rafa.gallo@inbox.test'],
            31: ['Femi Haddad', 'femi.haddad@inbox.test'],
            32: ['Yusuf Moreau', 'yusuf.moreau@mail.test'],
            33: ['Bruno Castillo', 'bruno.castillo@example.com'],
            34: ['Zora Weber', 'zora.weber@mail.test'],
            35: ['Tomas Moreau', 'tomas.moreau@inbox.test'],
            36: ['Elena Weber', 'elena.weber@inbox.test'],
            37: ['Jonas Weber', 'jonas.weber@example.com'],
            38: ['Bruno Brandt', 'bruno.brandt@inbox.test'],
            39: ['Ines Moreau', 'ines.moreau@inbox.test'],
            40: ['Ada Abbott', 'ada.abbott@mail.test'],
            41: ['Xenia Fofana', 'xenia.fofana@mail.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM hotel.guests',
 'pfk': 'guest_id',
 'production_rows': 'INSERT INTO hotel.guests (id, full_name, email, nationality) VALUES\n'
                    "    (34, 'Zora Weber', 'zora.weber@mail.test', NULL),\n"
                    "    (35, 'Tomas Moreau', 'tomas.moreau@inbox.test', ' Dutch'),\n"
                    "    (36, 'Elena Weber', 'elena.weber@inbox.test', NULL),\n"
                    "    (37, 'Jonas Weber', 'jonas.weber@example.com', 'DUTCH'),\n"
                    "    (38, 'Bruno Brandt', 'bruno.brandt@inbox.test', 'irish'),\n"
                    "    (39, 'Ines Moreau', 'ines.moreau@inbox.test', 'DUTCH'),\n"
                    "    (40, 'Ada Abbott', 'ada.abbott@mail.test', ''),\n"
                    "    (41, 'Xenia Fofana', 'xenia.fofana@mail.test', 'new zealander');\n"
                    'INSERT INTO hotel.bookings (id, guest_id, check_in, status) VALUES\n'
                    "    (778, 35, '2023-07-17', 'cancelled'),\n"
                    "    (779, 35, '2024-11-18', 'cancelled'),\n"
                    "    (780, 36, '2024-05-14', 'checked_out'),\n"
                    "    (781, 37, '2024-10-09', 'checked_out'),\n"
                    "    (782, 37, '2023-08-22', 'checked_out'),\n"
                    "    (783, 37, '2024-01-13', 'checked_out'),\n"
                    "    (784, 37, '2023-06-30', 'reserved'),\n"
                    "    (785, 38, '2023-03-03', 'reserved'),\n"
                    "    (786, 38, '2023-10-22', 'reserved'),\n"
                    "    (787, 38, '2024-04-04', 'reserved'),\n"
                    "    (788, 39, '2023-12-29', 'checked_in'),\n"
                    "    (789, 39, '2023-12-12', 'checked_out'),\n"
                    "    (790, 40, '2023-05-21', 'checked_out'),\n"
                    "    (791, 40, '2024-08-30', 'checked_out'),\n"
                    "    (792, 41, '2023-09-23', 'reserved'),\n"
                    "    (793, 41, '2023-02-08', 'reserved'),\n"
                    "    (794, 41, '2024-03-26', 'reserved'),\n"
                    "    (795, 41, '2023-01-17', 'reserved'),\n"
                    "    (796, 29, '2024-04-23', 'checked_out'),\n"
                    "    (797, 29, '2024-04-16', 'reserved'),\n"
                    "    (798, 22, '2024-10-31', 'checked_in'),\n"
                    "    (799, 22, '2024-01-31', 'reserved'),\n"
                    "    (800, 22, '2024-08-06', 'checked_out'),\n"
                    "    (801, 32, '2023-04-03', 'checked_in'),\n"
                    "    (802, 32, '2024-10-08', 'checked_out'),\n"
                    "    (803, 32, '2024-05-29', 'reserved'),\n"
                    "    (804, 32, '2024-11-11', 'cancelled'),\n"
                    "    (805, 542, '2024-02-25', 'reserved');\n"
                    'INSERT INTO hotel.booking_charges (id, booking_id, item, qty, unit_price, discount) VALUES\n'
                    "    (3871, 778, 'CHG-4330', 3, 205.88, 7.09),\n"
                    "    (3872, 778, 'CHG-899', 3, 262.25, NULL),\n"
                    "    (3873, 778, 'CHG-3156', 5, 249.53, 75.77),\n"
                    "    (3874, 778, 'CHG-2697', 4, 264.58, 69.49),\n"
                    "    (3875, 781, 'CHG-1069', 4, 105.08, 7.59),\n"
                    "    (3876, 781, 'CHG-3767', 2, 227.69, NULL),\n"
                    "    (3877, 781, 'CHG-9199', 1, 282.33, 6.98),\n"
                    "    (3878, 781, 'CHG-8031', 1, 92.08, NULL),\n"
                    "    (3879, 783, 'CHG-646', 2, 183.65, NULL),\n"
                    "    (3880, 783, 'CHG-923', 5, 226.07, 112.34),\n"
                    "    (3881, 783, 'CHG-7210', 4, 268.14, 10.06),\n"
                    "    (3882, 783, 'CHG-1356', 4, 187.78, 39.48),\n"
                    "    (3883, 784, 'CHG-9325', 3, 158.58, NULL),\n"
                    "    (3884, 784, 'CHG-6207', 1, 108.92, 1.65),\n"
                    "    (3885, 784, 'CHG-3608', 1, 41.62, NULL),\n"
                    "    (3886, 785, 'CHG-186', 2, 67.05, 5.83),\n"
                    "    (3887, 785, 'CHG-6004', 2, 155.57, NULL),\n"
                    "    (3888, 785, 'CHG-9014', 2, 14.6, NULL),\n"
                    "    (3889, 785, 'CHG-4337', 3, 9.54, NULL),\n"
                    "    (3890, 786, 'CHG-3871', 2, 30.01, NULL),\n"
                    "    (3891, 787, 'CHG-245', 2, 192.22, NULL),\n"
                    "    (3892, 787, 'CHG-159', 5, 185.48, NULL),\n"
                    "    (3893, 788, 'CHG-3136', 1, 193.49, 2.78),\n"
                    "    (3894, 789, 'CHG-9191', 4, 255.72, 43.1),\n"
                    "    (3895, 789, 'CHG-9878', 2, 179.62, 15.19),\n"
                    "    (3896, 789, 'CHG-9910', 3, 90.27, 25.97),\n"
                    "    (3897, 789, 'CHG-5574', 4, 133.57, NULL),\n"
                    "    (3898, 790, 'CHG-1623', 1, 90.92, 6.7),\n"
                    "    (3899, 790, 'CHG-2072', 5, 237.93, NULL),\n"
                    "    (3900, 790, 'CHG-924', 1, 265.04, 18.55),\n"
                    "    (3901, 790, 'CHG-3184', 5, 2.71, 1.16),\n"
                    "    (3902, 791, 'CHG-7434', 3, 65.5, NULL),\n"
                    "    (3903, 791, 'CHG-7305', 5, 42.61, 9.26),\n"
                    "    (3904, 792, 'CHG-2560', 5, 199.73, 53.18),\n"
                    "    (3905, 792, 'CHG-8863', 1, 254.35, NULL),\n"
                    "    (3906, 792, 'CHG-5200', 1, 265.01, 6.04),\n"
                    "    (3907, 792, 'CHG-2251', 3, 72.99, 13.03),\n"
                    "    (3908, 793, 'CHG-257', 2, 4.98, 0.29),\n"
                    "    (3909, 793, 'CHG-288', 5, 233.42, 54.6),\n"
                    "    (3910, 793, 'CHG-2967', 5, 75.27, 4.86),\n"
                    "    (3911, 794, 'CHG-7073', 2, 20.96, NULL),\n"
                    "    (3912, 794, 'CHG-2176', 4, 51.21, NULL),\n"
                    "    (3913, 794, 'CHG-2954', 2, 170.51, NULL),\n"
                    "    (3914, 794, 'CHG-1843', 1, 233.06, NULL),\n"
                    "    (3915, 795, 'CHG-1840', 4, 88.52, NULL),\n"
                    "    (3916, 795, 'CHG-5342', 3, 38.49, NULL),\n"
                    "    (3917, 795, 'CHG-9927', 2, 101.45, NULL),\n"
                    "    (3918, 796, 'CHG-4852', 2, 269.71, 36.54),\n"
                    "    (3919, 797, 'CHG-8987', 1, 165.62, NULL),\n"
                    "    (3920, 798, 'CHG-9642', 2, 51.74, NULL),\n"
                    "    (3921, 798, 'CHG-9191', 4, 7.98, NULL),\n"
                    "    (3922, 798, 'CHG-994', 5, 53.16, 0.7),\n"
                    "    (3923, 798, 'CHG-5546', 3, 319.15, NULL),\n"
                    "    (3924, 799, 'CHG-4014', 1, 240.37, 21.32),\n"
                    "    (3925, 800, 'CHG-9541', 5, 251.97, 67.2),\n"
                    "    (3926, 802, 'CHG-6106', 2, 82.3, 0.59),\n"
                    "    (3927, 803, 'CHG-3362', 3, 209.02, NULL),\n"
                    "    (3928, 804, 'CHG-907', 5, 266.37, 126.81),\n"
                    "    (3929, 804, 'CHG-4826', 3, 289.89, NULL),\n"
                    "    (3930, 760, 'CHG-2639', 4, 230.42, NULL),\n"
                    "    (3931, 739, 'CHG-5085', 2, 220, 33.53);\n"
                    'INSERT INTO hotel.guest_documents (id, guest_id, passport_no) VALUES\n'
                    "    (9, 36, '4e1bba2ed0cfcccf'),\n"
                    "    (10, 37, '613e21fbe428e215'),\n"
                    "    (11, 39, '2dc6841a10b3defd'),\n"
                    "    (12, 40, '77e0dffe08365a3c'),\n"
                    "    (13, 41, '9898fefc55a0d0b0');\n"
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
 's_rows': {2: [12, 'f47d8bad371e9204'],
            3: [13, 'fbe142a4a3d78521'],
            4: [15, 'bc72c2dffe016556'],
            5: [19, '3801c1e0119966ce'],
            6: [21, 'c2ecd2016e82274e'],
            7: [29, '7c1f8a69eaf52953'],
            8: [30, '305a2cf5ebd8100b'],
            9: [36, '4e1bba2ed0cfcccf'],
            10: [37, '613e21fbe428e215'],
            11: [39, '2dc6841a10b3defd'],
            12: [40, '77e0dffe08365a3c'],
            13: [41, '9898fefc55a0d0b0']},
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
 'tables': ['guests',
            'bookings',
            'booking_charges',
            'guest_documents',
            'nationalities',
            'booking_status_log',
            'orphaned_bookings'],
 'types': {'booking_charges.discount': ['numeric(10,2)', False],
           'booking_charges.unit_price': ['numeric(10,2)', True],
           'booking_status_log.new_status': ['text', False],
           'booking_status_log.old_status': ['text', False],
           'bookings.check_in': ['date', False],
           'bookings.guest_id': ['integer', True],
           'bookings.status': ['text', False],
           'guests.email': ['text', True],
           'guests.nationality_id': ['integer', False],
           'nationalities.name': ['text', True]},
 'view': 'guest_activity',
 'view_cols': ['guest_id', 'full_name', 'nationality', 'n_bookings', 'last_check_in', 'billed'],
 'view_rows': {10: ['Xenia Jensen', 'spanish', 0, None, '0'],
               11: ['Olu Ivanova', 'german', 0, None, '0'],
               12: ['Kaia Sato', 'french', 1, '2024-10-06', '0.00'],
               13: ['Nils Okafor', 'german', 1, '2024-01-07', '1597.76'],
               14: ['Jonas Ivanova', 'spanish', 4, '2024-10-09', '3843.90'],
               15: ['Yusuf Rossi', 'german', 4, '2024-08-29', '3602.92'],
               16: ['Uzma Rossi', None, 2, '2024-05-17', '2389.38'],
               17: ['Luis Okafor', 'french', 4, '2024-06-06', '692.34'],
               18: ['Elena Abbott', 'german', 4, '2024-09-15', '6749.92'],
               19: ['Wim Sato', 'spanish', 4, '2023-10-17', '3752.11'],
               20: ['Kaia Weber', 'irish', 2, '2024-08-14', '1485.67'],
               21: ['Bruno Rossi', 'dutch', 2, '2024-11-20', '476.03'],
               22: ['Wim Rossi', 'french', 5, '2024-10-31', '5473.83'],
               23: ['Zora Weber', 'swedish', 4, '2024-08-17', '7216.64'],
               24: ['Rafa Eriksen', 'swedish', 1, '2024-03-29', '1723.28'],
               25: ['Bruno Dimitrov', 'german', 2, '2023-05-19', '3654.90'],
               26: ['Vera Ivanova', 'dutch', 1, '2023-03-26', '633.22'],
               27: ['Nils Fofana', 'german', 3, '2024-03-20', '4381.52'],
               28: ['Femi Okafor', 'swedish', 2, '2024-07-09', '2957.53'],
               29: ['Ada Fofana', 'swedish', 3, '2024-06-13', '3976.95'],
               30: ['Rafa Gallo', 'dutch', 0, None, '0'],
               31: ['Femi Haddad', 'french', 1, '2023-08-24', '2110.00'],
               32: ['Yusuf Moreau', 'irish', 7, '2024-10-08', '3509.44'],
               33: ['Bruno Castillo', 'irish', 0, None, '0'],
               34: ['Zora Weber', None, 0, None, '0'],
               35: ['Tomas Moreau', 'dutch', 0, None, '0'],
               36: ['Elena Weber', None, 1, '2024-05-14', '0.00'],
               37: ['Jonas Weber', 'dutch', 4, '2024-10-09', '5019.62'],
               38: ['Bruno Brandt', 'irish', 3, '2024-04-04', '1869.09'],
               39: ['Ines Moreau', 'dutch', 2, '2023-12-29', '2293.66'],
               40: ['Ada Abbott', None, 2, '2024-08-30', '1933.04'],
               41: ['Xenia Fofana', 'new zealander', 4, '2024-03-26', '4651.68']}}

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


def test_orphans_archived():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["orphans"]))
    assert kind and kind[0]["relkind"] == "r", "no table %s" % T["orphans"]
    got = {r["id"]: r["p"] for r in app_rows("SELECT id, %s AS p FROM %s.%s" % (T["pfk"], T["s"], T["orphans"]))}
    _diff(got, T["orphan_rows"], T["orphans"])
    ok, err = refused(T["insert_event"].replace("(%d, %d," % (T["new_id"], T["new_p"]), "(%d, %d," % (T["new_id"], T["missing_p"])), "23503")
    assert ok, "a %s of a missing %s was accepted: %s" % (T["c1"], T["p1"], err)


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]
