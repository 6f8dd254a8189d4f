import os
import subprocess

import pytest

import tg_guard
import json
from decimal import Decimal

T = {'C': 'payslips',
 'L': 'payslip_lines',
 'P': 'employees',
 'S': 'bank_accounts',
 'admin': 'postgres',
 'app': 'payroll_app',
 'c1': 'payslip',
 'c_rows': {780: [39, '2024-08-26', 'void'],
            781: [39, '2024-11-21', 'void'],
            782: [40, '2024-06-23', 'paid'],
            783: [41, '2023-10-31', 'draft'],
            784: [43, '2023-09-02', 'paid'],
            785: [43, '2023-11-11', 'approved'],
            786: [43, '2023-11-03', 'draft'],
            787: [45, '2024-03-10', 'draft'],
            788: [45, '2024-07-01', 'paid'],
            789: [45, '2023-06-05', 'draft'],
            790: [46, '2024-04-18', 'draft'],
            791: [47, '2024-04-22', 'paid'],
            792: [49, '2023-11-21', 'void'],
            793: [49, '2024-10-23', 'paid'],
            794: [49, '2024-03-02', 'draft'],
            795: [49, '2023-09-26', 'approved'],
            796: [50, '2023-12-18', 'draft'],
            797: [50, '2024-05-30', 'paid'],
            798: [50, '2024-01-10', 'void'],
            799: [50, '2023-01-19', 'paid'],
            800: [52, '2024-10-05', 'paid'],
            801: [52, '2023-03-30', 'draft'],
            802: [52, '2023-12-04', 'void'],
            803: [52, '2023-05-17', 'paid'],
            804: [54, '2023-10-11', 'draft'],
            805: [54, '2023-10-09', 'paid'],
            806: [54, '2023-12-13', 'draft'],
            807: [55, '2024-03-28', 'void'],
            808: [55, '2023-08-17', 'paid'],
            809: [55, '2024-02-18', 'paid'],
            810: [55, '2023-10-23', 'paid'],
            811: [56, '2023-03-18', 'paid'],
            812: [56, '2024-02-23', 'draft'],
            813: [57, '2024-10-24', 'draft'],
            814: [57, '2024-02-20', 'draft'],
            815: [58, '2024-02-25', 'paid'],
            816: [58, '2023-03-26', 'draft'],
            817: [58, '2023-05-29', 'draft'],
            818: [59, '2023-06-12', 'paid'],
            819: [59, '2023-11-12', 'paid'],
            820: [60, '2023-01-13', 'paid'],
            821: [60, '2023-07-15', 'paid'],
            822: [60, '2023-01-22', 'draft'],
            823: [60, '2024-09-20', 'approved'],
            824: [61, '2024-06-24', 'draft'],
            825: [62, '2024-01-22', 'void'],
            826: [62, '2024-04-28', 'void'],
            827: [62, '2024-11-18', 'paid'],
            828: [62, '2023-08-24', 'draft'],
            829: [55, '2024-02-28', 'approved'],
            830: [52, '2023-02-25', 'void'],
            831: [41, '2023-08-21', 'void'],
            832: [41, '2024-04-25', 'draft'],
            833: [68, '2024-04-15', 'void'],
            834: [69, '2023-11-06', 'void'],
            835: [70, '2024-10-01', 'paid'],
            836: [70, '2024-02-21', 'void'],
            837: [70, '2023-01-02', 'paid'],
            838: [70, '2024-01-05', 'draft'],
            839: [71, '2024-05-20', 'paid'],
            840: [71, '2023-04-19', 'approved'],
            841: [71, '2024-11-12', 'approved'],
            842: [73, '2023-04-01', 'void'],
            843: [73, '2024-01-20', 'paid'],
            844: [73, '2024-05-13', 'approved'],
            845: [73, '2024-06-15', 'void'],
            846: [74, '2023-05-15', 'void'],
            847: [75, '2024-03-07', 'paid'],
            848: [75, '2024-07-13', 'paid'],
            849: [75, '2024-08-28', 'draft'],
            850: [47, '2023-08-17', 'draft'],
            851: [47, '2024-06-02', 'paid'],
            852: [47, '2023-05-12', 'approved'],
            853: [47, '2023-06-11', 'approved'],
            854: [50, '2023-06-06', 'paid'],
            855: [50, '2023-10-29', 'draft'],
            856: [50, '2024-05-31', 'approved'],
            857: [46, '2023-12-24', 'approved'],
            858: [71, '2023-05-18', 'paid'],
            859: [71, '2023-12-22', 'void'],
            860: [74, '2024-05-15', 'paid']},
 'c_sql': 'SELECT id, employee_id AS p, pay_date::text AS d, status::text AS st FROM payroll.payslips',
 'constraints': [['payroll.employees', 'p', ['id'], None, []],
                 ['payroll.payslips', 'p', ['id'], None, []],
                 ['payroll.payslip_lines', 'p', ['id'], None, []],
                 ['payroll.bank_accounts', 'p', ['id'], None, []],
                 ['payroll.payslips', 'f', ['employee_id'], 'payroll.employees', ['id']],
                 ['payroll.payslip_lines', 'f', ['payslip_id'], 'payroll.payslips', ['id']],
                 ['payroll.bank_accounts', 'f', ['employee_id'], 'payroll.employees', ['id']]],
 'db': 'payrolldb',
 'dropped': [],
 'email': 'email',
 'fn_calls': {38: '0',
              39: '0',
              41: '1610.62',
              42: None,
              52: '3980.70',
              55: '3580.07',
              56: '7386.44',
              60: '5513.90',
              61: '4898.87',
              62: '725.56',
              63: None,
              64: None,
              68: '0',
              70: '4535.63',
              74: '421.08'},
 'func': 'employee_paid_out',
 'insert_bad_status': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (870, 57, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO payroll.employees (id, full_name, email) VALUES (87, 'Dup Check', "
                     "'priya.eriksen@inbox.test');",
 'insert_event': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (870, 57, '2024-06-01', "
                 "'draft');",
 'l_rows': {3837: [780, 'PAY-5206', 27, '12.03', None],
            3838: [780, 'PAY-6302', 8, '58.15', '27.65'],
            3839: [780, 'PAY-3300', 30, '14.29', None],
            3840: [780, 'PAY-969', 5, '20.67', '0.73'],
            3841: [781, 'PAY-2819', 11, '16.81', None],
            3842: [784, 'PAY-8778', 33, '18.64', '54.94'],
            3843: [785, 'PAY-9122', 5, '27.34', None],
            3844: [785, 'PAY-1967', 22, '50.31', '79.71'],
            3845: [785, 'PAY-2794', 25, '26.10', '59.72'],
            3846: [786, 'PAY-4226', 40, '49.40', '31.42'],
            3847: [788, 'PAY-7769', 28, '29.08', '46.31'],
            3848: [788, 'PAY-6266', 31, '42.40', None],
            3849: [789, 'PAY-8138', 1, '49.01', None],
            3850: [789, 'PAY-4511', 17, '54.62', None],
            3851: [789, 'PAY-4253', 29, '21.96', None],
            3852: [790, 'PAY-2441', 28, '45.22', '24'],
            3853: [790, 'PAY-5659', 12, '25.29', '25.87'],
            3854: [791, 'PAY-845', 20, '18.73', None],
            3855: [791, 'PAY-9839', 13, '19.02', None],
            3856: [791, 'PAY-6404', 17, '59.98', '50.03'],
            3857: [792, 'PAY-7962', 28, '17.69', '17.08'],
            3858: [793, 'PAY-6970', 6, '12.98', None],
            3859: [793, 'PAY-3857', 33, '40.29', None],
            3860: [793, 'PAY-3723', 37, '45.92', None],
            3861: [793, 'PAY-6711', 13, '30.01', None],
            3862: [794, 'PAY-1636', 19, '28.76', None],
            3863: [795, 'PAY-3399', 14, '44.42', '40.99'],
            3864: [795, 'PAY-8787', 26, '12.84', None],
            3865: [796, 'PAY-6361', 26, '25.63', '49.72'],
            3866: [796, 'PAY-6018', 35, '46.61', '128.83'],
            3867: [797, 'PAY-6686', 7, '36.93', None],
            3868: [798, 'PAY-6135', 35, '25.94', None],
            3869: [799, 'PAY-928', 33, '53.93', None],
            3870: [800, 'PAY-1693', 29, '21.89', '33.78'],
            3871: [800, 'PAY-3798', 9, '37.59', None],
            3872: [800, 'PAY-3018', 34, '26.30', '56.82'],
            3873: [800, 'PAY-6911', 2, '43.18', None],
            3874: [801, 'PAY-1795', 24, '44.36', None],
            3875: [801, 'PAY-5296', 20, '22.82', '24.64'],
            3876: [801, 'PAY-5931', 15, '39.88', None],
            3877: [801, 'PAY-3044', 1, '23.56', '0.54'],
            3878: [802, 'PAY-5212', 25, '24.05', None],
            3879: [802, 'PAY-5342', 19, '43.56', '23.25'],
            3880: [802, 'PAY-9170', 21, '57.21', '93.01'],
            3881: [802, 'PAY-3708', 6, '16.48', '0.84'],
            3882: [804, 'PAY-4852', 37, '16.21', '34.36'],
            3883: [804, 'PAY-477', 20, '14.68', None],
            3884: [804, 'PAY-2168', 29, '16.04', None],
            3885: [804, 'PAY-2133', 13, '17.13', '12.45'],
            3886: [805, 'PAY-5419', 36, '31.04', '80.09'],
            3887: [805, 'PAY-8951', 33, '24.50', '36.65'],
            3888: [805, 'PAY-3997', 15, '31.20', '18.32'],
            3889: [805, 'PAY-9393', 8, '25.33', '3.82'],
            3890: [806, 'PAY-4454', 29, '46.82', None],
            3891: [806, 'PAY-2340', 9, '57.46', '25.43'],
            3892: [806, 'PAY-724', 30, '40.91', None],
            3893: [806, 'PAY-3293', 38, '29.39', None],
            3894: [807, 'PAY-8970', 18, '40.04', None],
            3895: [807, 'PAY-8570', 29, '45.12', None],
            3896: [808, 'PAY-1170', 12, '13.95', None],
            3897: [809, 'PAY-361', 39, '18.99', '33.85'],
            3898: [809, 'PAY-2332', 11, '59.15', '10.56'],
            3899: [809, 'PAY-257', 8, '56.89', '20.62'],
            3900: [809, 'PAY-673', 7, '22.66', '12.61'],
            3901: [810, 'PAY-1931', 32, '25.53', '80.22'],
            3902: [810, 'PAY-8680', 4, '34.68', '9.83'],
            3903: [810, 'PAY-769', 16, '38.73', None],
            3904: [811, 'PAY-023', 33, '30.93', '69.94'],
            3905: [811, 'PAY-6944', 35, '22.74', '25.93'],
            3906: [811, 'PAY-8788', 37, '54.84', None],
            3907: [811, 'PAY-8108', 39, '29.96', None],
            3908: [812, 'PAY-1580', 1, '26.63', '0.18'],
            3909: [812, 'PAY-5151', 39, '57.59', '134.86'],
            3910: [812, 'PAY-5762', 10, '33.06', None],
            3911: [813, 'PAY-7945', 11, '53.26', None],
            3912: [813, 'PAY-3414', 5, '16.65', '3.47'],
            3913: [814, 'PAY-8480', 13, '23.78', '5.04'],
            3914: [814, 'PAY-1987', 6, '30.34', None],
            3915: [814, 'PAY-6527', 20, '33.29', None],
            3916: [816, 'PAY-9350', 10, '45.13', '19.13'],
            3917: [816, 'PAY-7112', 5, '15.67', None],
            3918: [816, 'PAY-5132', 16, '58.69', '64.79'],
            3919: [816, 'PAY-9934', 19, '25.48', '38.34'],
            3920: [817, 'PAY-9803', 5, '16.80', '3.15'],
            3921: [817, 'PAY-2577', 27, '34.38', '0.79'],
            3922: [818, 'PAY-6665', 29, '26.26', '4.14'],
            3923: [819, 'PAY-9674', 18, '20.84', None],
            3924: [819, 'PAY-2739', 8, '24.74', '3.04'],
            3925: [819, 'PAY-3136', 12, '35.00', None],
            3926: [819, 'PAY-5727', 10, '44.88', None],
            3927: [820, 'PAY-4853', 8, '39.70', '13.39'],
            3928: [820, 'PAY-8221', 4, '32.37', None],
            3929: [820, 'PAY-2998', 8, '39.54', '30.65'],
            3930: [820, 'PAY-7662', 15, '12.21', None],
            3931: [821, 'PAY-6155', 40, '45.86', '181.73'],
            3932: [821, 'PAY-2499', 9, '44.58', '12.84'],
            3933: [822, 'PAY-563', 22, '29.81', None],
            3934: [823, 'PAY-6075', 35, '57.66', '103.58'],
            3935: [824, 'PAY-7303', 13, '53.49', '5.27'],
            3936: [824, 'PAY-304', 24, '58.63', None],
            3937: [824, 'PAY-8762', 38, '54.61', '123.36'],
            3938: [824, 'PAY-5149', 17, '49.99', None],
            3939: [825, 'PAY-1052', 40, '46.37', None],
            3940: [825, 'PAY-7766', 36, '15.25', '51.97'],
            3941: [825, 'PAY-2652', 34, '38.90', '35.06'],
            3942: [825, 'PAY-4333', 32, '24.61', '42.73'],
            3943: [826, 'PAY-8962', 7, '48.22', '25.53'],
            3944: [828, 'PAY-186', 20, '34.77', '12.7'],
            3945: [830, 'PAY-5666', 25, '15.60', '27.65'],
            3946: [831, 'PAY-5581', 31, '48.98', None],
            3947: [831, 'PAY-8969', 26, '32.85', '13.89'],
            3948: [831, 'PAY-6634', 15, '36.38', '20.73'],
            3949: [832, 'PAY-9615', 31, '33.52', '76.3'],
            3950: [832, 'PAY-2127', 8, '57.69', None],
            3951: [832, 'PAY-9988', 2, '13.41', '2.46'],
            3952: [832, 'PAY-4477', 13, '12.88', '5.52'],
            3953: [833, 'PAY-6161', 6, '13.16', '0.54'],
            3954: [833, 'PAY-8088', 10, '44.99', '43.16'],
            3955: [833, 'PAY-8124', 3, '16.51', None],
            3956: [835, 'PAY-4972', 24, '14.26', '1.89'],
            3957: [836, 'PAY-4429', 1, '24.18', None],
            3958: [836, 'PAY-3078', 23, '25.15', '13.84'],
            3959: [836, 'PAY-9896', 7, '40.22', '20.91'],
            3960: [836, 'PAY-1796', 30, '35.47', '55.59'],
            3961: [837, 'PAY-4817', 15, '20.32', '27.82'],
            3962: [837, 'PAY-7242', 32, '51.11', '68.18'],
            3963: [837, 'PAY-9864', 3, '26.68', None],
            3964: [838, 'PAY-7901', 21, '29.62', None],
            3965: [838, 'PAY-5290', 30, '55.32', '10.7'],
            3966: [839, 'PAY-3091', 12, '26.36', '26.29'],
            3967: [839, 'PAY-098', 2, '40.49', None],
            3968: [839, 'PAY-002', 10, '17.99', '17.69'],
            3969: [839, 'PAY-8717', 14, '59.39', None],
            3970: [840, 'PAY-4255', 25, '26.62', '31.03'],
            3971: [840, 'PAY-3515', 6, '54.80', None],
            3972: [841, 'PAY-4933', 20, '28.17', None],
            3973: [841, 'PAY-3715', 34, '27.60', None],
            3974: [842, 'PAY-6721', 39, '45.28', None],
            3975: [842, 'PAY-4618', 1, '14.00', '1.18'],
            3976: [842, 'PAY-5111', 9, '53.66', '16.68'],
            3977: [842, 'PAY-2375', 35, '25.01', None],
            3978: [843, 'PAY-9912', 11, '12.95', '2.71'],
            3979: [844, 'PAY-442', 29, '52.66', '11.96'],
            3980: [844, 'PAY-6326', 30, '49.49', '52.61'],
            3981: [846, 'PAY-2224', 27, '21.97', '33.56'],
            3982: [847, 'PAY-6839', 7, '12.36', '5.09'],
            3983: [848, 'PAY-3052', 22, '37.12', None],
            3984: [848, 'PAY-3482', 35, '36.12', '95.47'],
            3985: [849, 'PAY-6727', 19, '22.43', '26.7'],
            3986: [850, 'PAY-9643', 24, '59.66', '76.29'],
            3987: [850, 'PAY-6398', 30, '57.89', '142.56'],
            3988: [851, 'PAY-3542', 8, '25.77', '19.02'],
            3989: [851, 'PAY-3270', 31, '25.55', '12.1'],
            3990: [851, 'PAY-9663', 14, '27.95', None],
            3991: [851, 'PAY-5727', 39, '37.56', None],
            3992: [852, 'PAY-6655', 36, '35.51', None],
            3993: [854, 'PAY-5258', 24, '15.74', '4.46'],
            3994: [855, 'PAY-6900', 36, '18.30', None],
            3995: [855, 'PAY-2435', 36, '17.53', '7.86'],
            3996: [855, 'PAY-3520', 38, '42.70', None],
            3997: [856, 'PAY-4454', 31, '53.97', None],
            3998: [858, 'PAY-7865', 19, '30.13', None],
            3999: [858, 'PAY-4904', 39, '21.42', '64.99'],
            4000: [858, 'PAY-7437', 1, '58.55', '0.75'],
            4001: [858, 'PAY-1020', 35, '20.67', None],
            4002: [859, 'PAY-1266', 30, '41.45', None],
            4003: [859, 'PAY-2715', 11, '38.78', '26.94'],
            4004: [859, 'PAY-2464', 26, '18.03', '30.66'],
            4005: [859, 'PAY-1202', 40, '54.21', None],
            4006: [860, 'PAY-6363', 29, '14.52', None],
            4007: [828, 'PAY-5011', 2, '21.43', None],
            4008: [814, 'PAY-6183', 37, '54.13', None]},
 'l_sql': 'SELECT id, payslip_id AS c, code AS code, hours AS q, rate::text AS pr, deduction::text AS d FROM '
          'payroll.payslip_lines',
 'lfk': 'payslip_id',
 'migration': '/srv/migrations/0017_cleanup.sql',
 'missing_p': 42,
 'new_id': 870,
 'new_p': 57,
 'p1': 'employee',
 'p_region': {38: 'Logistics',
              39: 'Logistics',
              40: 'Sales',
              41: 'Engineering',
              43: 'Customer Care',
              45: 'Engineering',
              46: 'Logistics',
              47: 'Engineering',
              49: 'Finance',
              50: 'Logistics',
              52: 'Human Resources',
              54: 'Finance',
              55: 'Human Resources',
              56: 'Customer Care',
              57: 'Sales',
              58: 'Customer Care',
              59: 'Engineering',
              60: 'Human Resources',
              61: 'Logistics',
              62: 'Human Resources',
              66: 'Sales',
              68: 'Human Resources',
              69: 'Finance',
              70: 'Logistics',
              71: 'Engineering',
              73: 'Sales',
              74: 'Engineering',
              75: 'Sales'},
 'p_region_sql': 'SELECT id, department AS v FROM payroll.employees',
 'p_rows': {38: ['Priya Eriksen', 'priya.eriksen@inbox.test'],
            39: ['Carmen Abbott', 'carmen.abbott@post.example'],
            40: ['Yusuf Rossi', 'yusuf.rossi@post.example'],
            41: ['Yusuf Rossi', 'yusuf.rossi@example.com'],
            43: ['Luis Brandt', 'luis.brandt@mail.test'],
            45: ['Jonas Eriksen', 'jonas.eriksen@mail.test'],
            46: ['Greta Weber', 'greta.weber@mail.test'],
            47: ['Mira Rossi', 'mira.rossi@example.com'],
            49: ['Greta Fofana', 'greta.fofana@mail.test'],
            50: ['Tomas Dimitrov', 'tomas.dimitrov@mail.test'],
            52: ['Tomas Fofana', 'tomas.fofana@inbox.test'],
            54: ['Olu Fofana', 'olu.fofana@post.example'],
            55: ['Dev Ivanova', 'dev.ivanova@example.com'],
            56: ['Ada Jensen', 'ada.jensen@mail.test'],
            57: ['Quinn Castillo', 'quinn.castillo@inbox.test'],
            58: ['Carmen Haddad', 'carmen.haddad@post.example'],
            59: ['Yusuf Fofana', 'yusuf.fofana@inbox.test'],
            60: ['Zora Eriksen', 'zora.eriksen@post.example'],
            61: ['Ada Haddad', 'ada.haddad@post.example'],
            62: ['Hiro Sato', 'hiro.sato@mail.test'],
            66: ['Olu Castillo', 'olu.castillo@mail.test'],
            68: ['Hiro Weber', 'hiro.weber@post.example'],
            69: ['Yusuf Weber', 'yusuf.weber@mail.test'],
            70: ['Ada Moreau', 'ada.moreau@example.com'],
            71: ['Yusuf Weber', 'yusuf.weber@inbox.test'],
            73: ['Hiro Ivanova', 'hiro.ivanova@example.com'],
            74: ['Jonas Sato', 'jonas.sato@mail.test'],
            75: ['Carmen Moreau', 'carmen.moreau@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM payroll.employees',
 'pfk': 'employee_id',
 'production_rows': 'INSERT INTO payroll.employees (id, full_name, email, department) VALUES\n'
                    "    (66, 'Olu Castillo', 'olu.castillo@mail.test', 'Sales'),\n"
                    "    (68, 'Hiro Weber', 'Hiro.Weber@Post.example', 'Human Resources'),\n"
                    "    (69, 'Yusuf Weber', 'yusuf.weber@mail.test', 'Finance'),\n"
                    "    (70, 'Ada Moreau', 'ada.moreau@example.com', 'Logistics'),\n"
                    "    (71, 'Yusuf Weber', 'yusuf.weber@inbox.test', 'Engineering'),\n"
                    "    (73, 'Hiro Ivanova', 'Hiro.Ivanova@Example.com', 'Sales'),\n"
                    "    (74, 'Jonas Sato', 'jonas.sato@mail.test', 'Engineering'),\n"
                    "    (75, 'Carmen Moreau', 'carmen.moreau@inbox.test', 'Sales'),\n"
                    "    (76, 'Yusuf Weber', 'yusuf.weber@inbox.test', 'Engineering'),\n"
                    "    (77, 'Jonas Sato', 'Jonas.Sato@Mail.test', 'Engineering');\n"
                    'INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES\n'
                    "    (833, 68, '2024-04-15', 'void'),\n"
                    "    (834, 69, '2023-11-06', 'void'),\n"
                    "    (835, 70, '2024-10-01', 'paid'),\n"
                    "    (836, 70, '2024-02-21', 'void'),\n"
                    "    (837, 70, '2023-01-02', 'paid'),\n"
                    "    (838, 70, '2024-01-05', 'draft'),\n"
                    "    (839, 71, '2024-05-20', 'paid'),\n"
                    "    (840, 71, '2023-04-19', 'approved'),\n"
                    "    (841, 71, '2024-11-12', 'approved'),\n"
                    "    (842, 73, '2023-04-01', 'void'),\n"
                    "    (843, 73, '2024-01-20', 'paid'),\n"
                    "    (844, 73, '2024-05-13', 'approved'),\n"
                    "    (845, 73, '2024-06-15', 'void'),\n"
                    "    (846, 74, '2023-05-15', 'void'),\n"
                    "    (847, 75, '2024-03-07', 'paid'),\n"
                    "    (848, 75, '2024-07-13', 'paid'),\n"
                    "    (849, 75, '2024-08-28', 'draft'),\n"
                    "    (850, 47, '2023-08-17', 'draft'),\n"
                    "    (851, 47, '2024-06-02', 'paid'),\n"
                    "    (852, 47, '2023-05-12', 'approved'),\n"
                    "    (853, 47, '2023-06-11', 'approved'),\n"
                    "    (854, 50, '2023-06-06', 'paid'),\n"
                    "    (855, 50, '2023-10-29', 'draft'),\n"
                    "    (856, 50, '2024-05-31', 'approved'),\n"
                    "    (857, 46, '2023-12-24', 'approved'),\n"
                    "    (858, 76, '2023-05-18', 'paid'),\n"
                    "    (859, 76, '2023-12-22', 'void'),\n"
                    "    (860, 77, '2024-05-15', 'paid');\n"
                    'INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES\n'
                    "    (3953, 833, 'PAY-6161', 6, '13.16', 0.54),\n"
                    "    (3954, 833, 'PAY-8088', 10, '44.99', 43.16),\n"
                    "    (3955, 833, 'PAY-8124', 3, '£16.51', NULL),\n"
                    "    (3956, 835, 'PAY-4972', 24, '£14.26', 1.89),\n"
                    "    (3957, 836, 'PAY-4429', 1, '£24.18', NULL),\n"
                    "    (3958, 836, 'PAY-3078', 23, '£25.15', 13.84),\n"
                    "    (3959, 836, 'PAY-9896', 7, '40.22', 20.91),\n"
                    "    (3960, 836, 'PAY-1796', 30, '£35.47', 55.59),\n"
                    "    (3961, 837, 'PAY-4817', 15, '20.32', 27.82),\n"
                    "    (3962, 837, 'PAY-7242', 32, '£51.11', 68.18),\n"
                    "    (3963, 837, 'PAY-9864', 3, '£26.68', NULL),\n"
                    "    (3964, 838, 'PAY-7901', 21, '29.62', NULL),\n"
                    "    (3965, 838, 'PAY-5290', 30, '£55.32', 10.7),\n"
                    "    (3966, 839, 'PAY-3091', 12, '26.36', 26.29),\n"
                    "    (3967, 839, 'PAY-098', 2, '40.49', NULL),\n"
                    "    (3968, 839, 'PAY-002', 10, '£17.99', 17.69),\n"
                    "    (3969, 839, 'PAY-8717', 14, '£59.39', NULL),\n"
                    "    (3970, 840, 'PAY-4255', 25, '26.62', 31.03),\n"
                    "    (3971, 840, 'PAY-3515', 6, '54.80', NULL),\n"
                    "    (3972, 841, 'PAY-4933', 20, '£28.17', NULL),\n"
                    "    (3973, 841, 'PAY-3715', 34, '£27.60', NULL),\n"
                    "    (3974, 842, 'PAY-6721', 39, '45.28', NULL),\n"
                    "    (3975, 842, 'PAY-4618', 1, '14.00', 1.18),\n"
                    "    (3976, 842, 'PAY-5111', 9, '£53.66', 16.68),\n"
                    "    (3977, 842, 'PAY-2375', 35, '£25.01', NULL),\n"
                    "    (3978, 843, 'PAY-9912', 11, '£12.95', 2.71),\n"
                    "    (3979, 844, 'PAY-442', 29, '£52.66', 11.96),\n"
                    "    (3980, 844, 'PAY-6326', 30, '£49.49', 52.61),\n"
                    "    (3981, 846, 'PAY-2224', 27, '£21.97', 33.56),\n"
                    "    (3982, 847, 'PAY-6839', 7, '12.36', 5.09),\n"
                    "    (3983, 848, 'PAY-3052', 22, '£37.12', NULL),\n"
                    "    (3984, 848, 'PAY-3482', 35, '36.12', 95.47),\n"
                    "    (3985, 849, 'PAY-6727', 19, '22.43', 26.7),\n"
                    "    (3986, 850, 'PAY-9643', 24, '£59.66', 76.29),\n"
                    "    (3987, 850, 'PAY-6398', 30, '£57.89', 142.56),\n"
                    "    (3988, 851, 'PAY-3542', 8, '£25.77', 19.02),\n"
                    "    (3989, 851, 'PAY-3270', 31, '£25.55', 12.1),\n"
                    "    (3990, 851, 'PAY-9663', 14, '27.95', NULL),\n"
                    "    (3991, 851, 'PAY-5727', 39, '37.56', NULL),\n"
                    "    (3992, 852, 'PAY-6655', 36, '35.51', NULL),\n"
                    "    (3993, 854, 'PAY-5258', 24, '£15.74', 4.46),\n"
                    "    (3994, 855, 'PAY-6900', 36, '18.30', NULL),\n"
                    "    (3995, 855, 'PAY-2435', 36, '£17.53', 7.86),\n"
                    "    (3996, 855, 'PAY-3520', 38, '42.70', NULL),\n"
                    "    (3997, 856, 'PAY-4454', 31, '53.97', NULL),\n"
                    "    (3998, 858, 'PAY-7865', 19, '£30.13', NULL),\n"
                    "    (3999, 858, 'PAY-4904', 39, '£21.42', 64.99),\n"
                    "    (4000, 858, 'PAY-7437', 1, '£58.55', 0.75),\n"
                    "    (4001, 858, 'PAY-1020', 35, '20.67', NULL),\n"
                    "    (4002, 859, 'PAY-1266', 30, '41.45', NULL),\n"
                    "    (4003, 859, 'PAY-2715', 11, '£38.78', 26.94),\n"
                    "    (4004, 859, 'PAY-2464', 26, '18.03', 30.66),\n"
                    "    (4005, 859, 'PAY-1202', 40, '54.21', NULL),\n"
                    "    (4006, 860, 'PAY-6363', 29, '£14.52', NULL),\n"
                    "    (4007, 828, 'PAY-5011', 2, '21.43', NULL),\n"
                    "    (4008, 814, 'PAY-6183', 37, '£54.13', NULL);\n"
                    'INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES\n'
                    "    (49, 76, '39bbe3c14f6787cf'),\n"
                    "    (50, 77, '12a147e984c2fa9d'),\n"
                    "    (51, 66, 'c35483e27fcdef31'),\n"
                    "    (52, 68, '5c721ae9bd0ace28'),\n"
                    "    (53, 70, 'b26b99c02e4bc5c7'),\n"
                    "    (54, 73, 'dbc45bcf9233775c'),\n"
                    "    (55, 75, '2b7edd9c6db53282');\n"
                    "SELECT setval(pg_get_serial_sequence('payroll.employees', 'id'), (SELECT max(id) FROM "
                    'payroll.employees));\n'
                    "SELECT setval(pg_get_serial_sequence('payroll.payslips', 'id'), (SELECT max(id) FROM "
                    'payroll.payslips));\n'
                    "SELECT setval(pg_get_serial_sequence('payroll.payslip_lines', 'id'), (SELECT max(id) FROM "
                    'payroll.payslip_lines));\n'
                    "SELECT setval(pg_get_serial_sequence('payroll.bank_accounts', 'id'), (SELECT max(id) FROM "
                    'payroll.bank_accounts));\n',
 'region': 'department',
 'report': 'payroll_report',
 'rerun': False,
 'reset_sql': 'DROP DATABASE IF EXISTS payrolldb WITH (FORCE);\n'
              'CREATE DATABASE payrolldb TEMPLATE payrolldb_pristine;\n'
              'DO $r$\n'
              'DECLARE m record;\n'
              'BEGIN\n'
              '    FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a\n'
              '             JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member\n'
              "             WHERE u.rolname IN ('payroll_app') LOOP\n"
              "        EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);\n"
              '    END LOOP;\n'
              'END\n'
              '$r$;\n'
              'ALTER ROLE payroll_app RESET ALL;\n'
              'ALTER ROLE payroll_app SET search_path = payroll, public;\n',
 's': 'payroll',
 's_rows': {36: [52, 'f8bdeabe4b4b0a03'],
            37: [41, 'cddb3da71f2eff67'],
            38: [38, '78aae3d946828cc2'],
            39: [41, 'a6c74e8f6dbcb111'],
            40: [43, 'e1503c95fb75bb2c'],
            41: [47, 'ec127d72bbd5066d'],
            42: [50, '5246a9851b4aa3e2'],
            43: [54, '19b423c380bf1020'],
            44: [55, 'eddbca90d44c2d92'],
            45: [57, '98a8f9def2fdc86b'],
            46: [60, 'dec48dfbc46e65b6'],
            47: [61, '80b686bce32d6c13'],
            48: [62, '7cb1e56183b0a9a2'],
            49: [71, '39bbe3c14f6787cf'],
            50: [74, '12a147e984c2fa9d'],
            51: [66, 'c35483e27fcdef31'],
            52: [68, '5c721ae9bd0ace28'],
            53: [70, 'b26b99c02e4bc5c7'],
            54: [73, 'dbc45bcf9233775c'],
            55: [75, '2b7edd9c6db53282']},
 's_sql': 'SELECT id, employee_id AS p, iban AS v FROM payroll.bank_accounts',
 'snapshot_sql': "SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v\n"
                 "  FROM pg_class c WHERE c.relnamespace = 'payroll'::regnamespace AND c.relkind IN ('r', 'v', 'm', "
                 "'p', 'f', 'S')\n"
                 'UNION ALL\n'
                 "SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'\n"
                 "       || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || "
                 "coalesce(a.attacl::text, '')\n"
                 '  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid\n'
                 '  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum\n'
                 "  WHERE c.relnamespace = 'payroll'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped AND "
                 "c.relkind IN ('r', 'v', 'm', 'p', 'f')\n"
                 'UNION ALL\n'
                 "SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' "
                 '|| convalidated\n'
                 "  FROM pg_constraint WHERE connamespace = 'payroll'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid\n"
                 "  WHERE c.relnamespace = 'payroll'::regnamespace\n"
                 'UNION ALL\n'
                 "SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid\n"
                 "  WHERE c.relnamespace = 'payroll'::regnamespace AND NOT t.tgisinternal\n"
                 'UNION ALL\n'
                 "SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c\n"
                 "  WHERE c.relnamespace = 'payroll'::regnamespace AND c.relkind IN ('v', 'm')\n"
                 'UNION ALL\n'
                 "SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = 'payroll'::regnamespace "
                 "AND p.prokind IN ('f', 'p')\n"
                 'UNION ALL\n'
                 "SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY "
                 'e.enumsortorder)\n'
                 "                                              FROM pg_enum e WHERE e.enumtypid = t.oid), '')\n"
                 "  FROM pg_type t WHERE t.typnamespace = 'payroll'::regnamespace AND t.typtype IN ('e', 'd')\n"
                 'UNION ALL\n'
                 "SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = 'payroll'::regnamespace\n",
 'status': 'status',
 'statuses': ['draft', 'approved', 'paid', 'void'],
 'tables': ['employees', 'payslips', 'payslip_lines', 'bank_accounts'],
 'types': {'employees.email': ['text', True],
           'payslip_lines.deduction': ['numeric(10,2)', False],
           'payslip_lines.rate': ['numeric(10,2)', True],
           'payslips.employee_id': ['integer', True],
           'payslips.pay_date': ['date', False],
           'payslips.status': ['text', False]}}

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


def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
