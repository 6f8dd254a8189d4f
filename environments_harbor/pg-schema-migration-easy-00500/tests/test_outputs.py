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
 'c_rows': {331: [18, '2024-07-27', 'void'],
            332: [19, '2023-08-13', 'paid'],
            333: [20, '2024-03-26', 'approved'],
            334: [21, '2024-03-10', 'approved'],
            335: [21, '2023-04-17', 'void'],
            336: [21, '2024-05-11', 'paid'],
            337: [22, '2023-08-17', 'draft'],
            338: [23, '2023-02-17', 'paid'],
            339: [23, '2023-02-06', 'approved'],
            340: [23, '2024-10-18', 'draft'],
            341: [23, '2024-05-03', 'paid'],
            342: [24, '2024-07-12', 'paid'],
            343: [24, '2023-06-18', 'draft'],
            344: [25, '2023-06-13', 'void'],
            345: [25, '2023-03-24', 'paid'],
            346: [25, '2023-05-30', 'approved'],
            347: [26, '2024-05-21', 'approved'],
            348: [26, '2023-03-24', 'draft'],
            349: [26, '2024-07-07', 'paid'],
            350: [26, '2023-09-16', 'draft'],
            351: [27, '2023-06-04', 'paid'],
            352: [28, '2024-01-05', 'approved'],
            353: [28, '2024-07-20', 'paid'],
            354: [29, '2024-09-27', 'approved'],
            355: [30, '2023-03-19', 'approved'],
            356: [30, '2023-09-19', 'approved'],
            357: [31, '2024-07-06', 'draft'],
            358: [33, '2024-08-17', 'approved'],
            359: [33, '2023-08-19', 'paid'],
            360: [34, '2023-04-04', 'draft'],
            361: [34, '2023-05-21', 'draft'],
            362: [34, '2023-02-24', 'draft'],
            363: [34, '2023-02-02', 'approved'],
            364: [35, '2024-08-14', 'draft'],
            365: [36, '2023-12-13', 'paid'],
            366: [36, '2024-08-28', 'draft'],
            367: [37, '2024-06-19', 'approved'],
            368: [37, '2024-06-01', 'paid'],
            369: [38, '2024-10-19', 'approved'],
            370: [39, '2024-03-06', 'void'],
            371: [40, '2023-01-26', 'void'],
            372: [40, '2024-06-05', 'draft'],
            373: [40, '2024-06-30', 'void'],
            374: [40, '2023-03-17', 'paid'],
            375: [41, '2023-04-29', 'paid'],
            376: [42, '2023-05-23', 'approved'],
            377: [42, '2023-11-09', 'paid'],
            378: [43, '2023-03-15', 'paid'],
            379: [34, '2023-09-06', 'draft'],
            380: [34, '2024-05-03', 'void'],
            381: [23, '2023-04-03', 'approved'],
            382: [30, '2024-09-07', 'approved'],
            383: [30, '2023-10-29', 'draft'],
            384: [49, '2023-10-21', 'void'],
            385: [49, '2023-01-30', 'void'],
            386: [50, '2024-07-17', 'paid'],
            387: [51, '2024-10-30', 'approved'],
            388: [51, '2024-01-04', 'paid'],
            389: [53, '2024-04-14', 'approved'],
            390: [53, '2024-06-06', 'approved'],
            391: [54, '2024-06-18', 'approved'],
            392: [54, '2023-01-02', 'paid'],
            393: [28, '2024-05-16', 'void'],
            394: [22, '2024-06-11', 'paid'],
            395: [22, '2023-12-13', 'void'],
            396: [22, '2024-01-25', 'paid'],
            397: [26, '2023-05-08', 'draft'],
            398: [26, '2024-11-09', 'paid'],
            399: [54, '2023-04-16', 'void'],
            400: [54, '2023-01-27', 'paid'],
            401: [22, '2024-10-12', 'void'],
            402: [22, '2023-02-08', 'draft']},
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
 'insert_bad_status': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (412, 34, '2024-06-01', "
                      "'unknown-state');",
 'insert_dup_email': "INSERT INTO payroll.employees (id, full_name, email) VALUES (66, 'Dup Check', "
                     "'luis.brandt@example.com');",
 'insert_event': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (412, 34, '2024-06-01', "
                 "'draft');",
 'l_rows': {1852: [331, 'PAY-2541', 3, '15.87', '0.98'],
            1853: [331, 'PAY-4046', 22, '46.15', None],
            1854: [331, 'PAY-5004', 27, '38.05', '55.88'],
            1855: [331, 'PAY-2544', 3, '33.72', '6.23'],
            1856: [333, 'PAY-2120', 39, '38.20', '56.73'],
            1857: [333, 'PAY-9808', 30, '57.26', '153.91'],
            1858: [333, 'PAY-2790', 30, '17.27', None],
            1859: [333, 'PAY-3278', 37, '55.43', None],
            1860: [334, 'PAY-8414', 1, '54.11', '1.95'],
            1861: [334, 'PAY-5737', 7, '38.08', None],
            1862: [334, 'PAY-9027', 34, '25.33', '29.95'],
            1863: [335, 'PAY-6875', 36, '27.75', '65.34'],
            1864: [335, 'PAY-9809', 14, '21.05', '4.16'],
            1865: [335, 'PAY-8855', 30, '42.20', None],
            1866: [335, 'PAY-4014', 28, '16.18', None],
            1867: [336, 'PAY-9523', 3, '16.69', None],
            1868: [336, 'PAY-6251', 18, '40.68', '6.65'],
            1869: [337, 'PAY-2027', 17, '42.88', '24.21'],
            1870: [337, 'PAY-4078', 28, '37.89', '82.93'],
            1871: [338, 'PAY-7696', 35, '53.66', None],
            1872: [338, 'PAY-8701', 38, '50.43', None],
            1873: [338, 'PAY-4367', 17, '20.88', '7.9'],
            1874: [338, 'PAY-6896', 19, '46.29', '35.21'],
            1875: [339, 'PAY-3528', 21, '38.36', '66.97'],
            1876: [339, 'PAY-7944', 12, '33.73', '6.14'],
            1877: [339, 'PAY-3759', 9, '51.84', '22.86'],
            1878: [340, 'PAY-1479', 13, '22.02', None],
            1879: [340, 'PAY-8185', 25, '20.51', None],
            1880: [341, 'PAY-194', 27, '15.97', '24.22'],
            1881: [342, 'PAY-3543', 31, '49.43', None],
            1882: [343, 'PAY-6428', 21, '30.77', '9.16'],
            1883: [343, 'PAY-5684', 39, '19.83', '17.95'],
            1884: [343, 'PAY-9839', 38, '20.43', '27.28'],
            1885: [344, 'PAY-6671', 35, '15.42', '53.34'],
            1886: [344, 'PAY-1710', 1, '39.98', None],
            1887: [344, 'PAY-6800', 19, '18.97', '26.28'],
            1888: [345, 'PAY-2644', 16, '55.13', None],
            1889: [346, 'PAY-2114', 24, '49.07', '36.74'],
            1890: [346, 'PAY-3835', 20, '31.38', None],
            1891: [346, 'PAY-9434', 20, '20.38', '31.88'],
            1892: [346, 'PAY-5936', 36, '15.28', None],
            1893: [347, 'PAY-8502', 40, '57.02', None],
            1894: [350, 'PAY-6223', 7, '39.08', '11.89'],
            1895: [351, 'PAY-3196', 28, '18.98', None],
            1896: [351, 'PAY-7342', 1, '50.09', '1.21'],
            1897: [352, 'PAY-5924', 28, '27.21', None],
            1898: [352, 'PAY-3614', 27, '18.23', None],
            1899: [353, 'PAY-3306', 15, '20.74', '19.93'],
            1900: [353, 'PAY-539', 25, '43.40', '76.78'],
            1901: [354, 'PAY-633', 8, '31.04', '4.59'],
            1902: [355, 'PAY-5845', 30, '55.00', '72.5'],
            1903: [356, 'PAY-1657', 26, '17.39', '8.91'],
            1904: [356, 'PAY-7145', 7, '15.56', None],
            1905: [357, 'PAY-3222', 26, '49.15', None],
            1906: [357, 'PAY-8378', 1, '28.25', '0.82'],
            1907: [357, 'PAY-7882', 38, '15.69', '50.19'],
            1908: [358, 'PAY-300', 9, '41.85', '33.61'],
            1909: [358, 'PAY-8525', 32, '56.24', '105.67'],
            1910: [359, 'PAY-6970', 29, '24.71', '3.86'],
            1911: [359, 'PAY-6217', 35, '54.21', '51.69'],
            1912: [359, 'PAY-4960', 30, '53.65', None],
            1913: [359, 'PAY-9091', 4, '21.98', '0.32'],
            1914: [360, 'PAY-4149', 23, '57.57', '23.08'],
            1915: [360, 'PAY-3115', 10, '21.91', '5.16'],
            1916: [360, 'PAY-4567', 38, '41.66', '56.83'],
            1917: [361, 'PAY-6523', 15, '57.97', '65.15'],
            1918: [361, 'PAY-6285', 29, '31.15', '26.1'],
            1919: [361, 'PAY-1407', 23, '50.66', None],
            1920: [361, 'PAY-8745', 2, '26.15', None],
            1921: [362, 'PAY-8750', 35, '52.54', None],
            1922: [363, 'PAY-8066', 27, '58.83', None],
            1923: [364, 'PAY-3023', 31, '45.30', '126.56'],
            1924: [365, 'PAY-2066', 10, '17.95', None],
            1925: [367, 'PAY-2250', 3, '59.12', '2.53'],
            1926: [368, 'PAY-5619', 17, '25.80', None],
            1927: [368, 'PAY-7776', 12, '21.64', None],
            1928: [368, 'PAY-8229', 11, '20.93', '6.46'],
            1929: [369, 'PAY-8288', 19, '59.38', None],
            1930: [369, 'PAY-2671', 28, '40.19', None],
            1931: [371, 'PAY-7601', 24, '55.14', None],
            1932: [371, 'PAY-2055', 28, '55.94', None],
            1933: [373, 'PAY-3609', 38, '12.92', None],
            1934: [373, 'PAY-3813', 10, '13.22', '11.02'],
            1935: [375, 'PAY-1526', 38, '19.76', None],
            1936: [375, 'PAY-2943', 15, '36.42', '35.79'],
            1937: [375, 'PAY-6952', 6, '31.41', '6.89'],
            1938: [376, 'PAY-8307', 26, '18.20', '21.8'],
            1939: [376, 'PAY-9682', 5, '39.61', None],
            1940: [377, 'PAY-9328', 1, '17.24', '0.63'],
            1941: [377, 'PAY-9316', 27, '15.38', None],
            1942: [377, 'PAY-5336', 12, '48.72', '7.83'],
            1943: [377, 'PAY-6754', 36, '29.23', None],
            1944: [378, 'PAY-002', 18, '45.99', None],
            1945: [378, 'PAY-8487', 1, '27.16', '2.38'],
            1946: [378, 'PAY-7586', 22, '14.77', '3.9'],
            1947: [379, 'PAY-2314', 21, '16.73', None],
            1948: [380, 'PAY-3350', 3, '22.77', '2.83'],
            1949: [380, 'PAY-5912', 10, '51.08', None],
            1950: [381, 'PAY-2753', 9, '22.24', None],
            1951: [381, 'PAY-2132', 27, '22.45', '31.4'],
            1952: [382, 'PAY-7464', 22, '45.84', None],
            1953: [382, 'PAY-519', 30, '13.93', '22.25'],
            1954: [382, 'PAY-4326', 30, '48.84', None],
            1955: [383, 'PAY-9389', 4, '35.04', '11.8'],
            1956: [383, 'PAY-6985', 5, '48.45', None],
            1957: [384, 'PAY-2286', 17, '22.41', '7.05'],
            1958: [384, 'PAY-4268', 25, '31.12', '17.57'],
            1959: [385, 'PAY-7691', 3, '28.32', '6.54'],
            1960: [385, 'PAY-130', 37, '37.29', '70.54'],
            1961: [388, 'PAY-7120', 3, '39.67', '9.85'],
            1962: [389, 'PAY-8129', 23, '33.79', '46.88'],
            1963: [389, 'PAY-016', 11, '17.26', None],
            1964: [389, 'PAY-5997', 17, '24.67', '9.34'],
            1965: [389, 'PAY-1342', 32, '57.35', '46.81'],
            1966: [390, 'PAY-1292', 33, '52.84', '147.86'],
            1967: [390, 'PAY-5661', 29, '18.77', '17.5'],
            1968: [391, 'PAY-6944', 20, '28.44', '7.25'],
            1969: [391, 'PAY-4010', 3, '49.84', '1.27'],
            1970: [391, 'PAY-4971', 12, '26.00', None],
            1971: [392, 'PAY-2474', 1, '37.12', '0.67'],
            1972: [394, 'PAY-1500', 9, '52.24', '32.95'],
            1973: [394, 'PAY-452', 25, '14.52', None],
            1974: [395, 'PAY-6133', 17, '33.45', '51.82'],
            1975: [395, 'PAY-9378', 35, '35.11', None],
            1976: [395, 'PAY-257', 27, '27.58', '40.52'],
            1977: [395, 'PAY-2448', 13, '27.06', '12.79'],
            1978: [396, 'PAY-4942', 9, '55.04', None],
            1979: [396, 'PAY-8397', 14, '37.40', None],
            1980: [396, 'PAY-9795', 34, '51.18', None],
            1981: [397, 'PAY-5196', 18, '47.44', '74.17'],
            1982: [398, 'PAY-5140', 27, '57.02', '23.46'],
            1983: [398, 'PAY-5689', 33, '14.55', None],
            1984: [398, 'PAY-1964', 35, '54.34', '170.11'],
            1985: [399, 'PAY-4461', 2, '48.24', None],
            1986: [399, 'PAY-2850', 18, '45.04', None],
            1987: [399, 'PAY-5776', 20, '38.78', None],
            1988: [399, 'PAY-4673', 15, '49.39', None],
            1989: [400, 'PAY-7856', 14, '13.58', '17.16'],
            1990: [400, 'PAY-839', 32, '54.10', '146.06'],
            1991: [401, 'PAY-7611', 17, '22.10', None],
            1992: [402, 'PAY-4869', 31, '19.52', None],
            1993: [402, 'PAY-6152', 14, '22.59', '6.07'],
            1994: [402, 'PAY-6168', 2, '23.25', None],
            1995: [336, 'PAY-5375', 19, '21.92', '12.96'],
            1996: [350, 'PAY-9948', 23, '24.60', None]},
 'l_sql': 'SELECT id, payslip_id AS c, code AS code, hours AS q, rate::text AS pr, deduction::text AS d FROM '
          'payroll.payslip_lines',
 'lfk': 'payslip_id',
 'migration': '/srv/migrations/0020_release_prep.sql',
 'missing_p': 32,
 'new_id': 412,
 'new_p': 34,
 'p1': 'employee',
 'p_region': {17: 'Customer Care',
              18: 'Logistics',
              19: 'Engineering',
              20: 'Engineering',
              21: 'Engineering',
              22: 'Engineering',
              23: 'Customer Care',
              24: 'Customer Care',
              25: 'Sales',
              26: 'Customer Care',
              27: 'Human Resources',
              28: 'Human Resources',
              29: 'Engineering',
              30: 'Customer Care',
              31: 'Human Resources',
              33: 'Human Resources',
              34: 'Logistics',
              35: 'Logistics',
              36: 'Engineering',
              37: 'Human Resources',
              38: 'Customer Care',
              39: 'Engineering',
              40: 'Engineering',
              41: 'Customer Care',
              42: 'Finance',
              43: 'Logistics',
              48: 'Human Resources',
              49: 'Logistics',
              50: 'Customer Care',
              51: 'Customer Care',
              53: 'Finance',
              54: 'Finance'},
 'p_region_sql': 'SELECT id, department AS v FROM payroll.employees',
 'p_rows': {17: ['Luis Brandt', 'luis.brandt@example.com'],
            18: ['Greta Gallo', 'greta.gallo@example.com'],
            19: ['Greta Eriksen', 'greta.eriksen@inbox.test'],
            20: ['Greta Haddad', 'greta.haddad@post.example'],
            21: ['Hiro Dimitrov', 'hiro.dimitrov@post.example'],
            22: ['Femi Fofana', 'femi.fofana@example.com'],
            23: ['Mira Sato', 'mira.sato@example.com'],
            24: ['Greta Castillo', 'greta.castillo@example.com'],
            25: ['Olu Gallo', 'olu.gallo@inbox.test'],
            26: ['Tomas Dimitrov', 'tomas.dimitrov@post.example'],
            27: ['Olu Rossi', 'olu.rossi@example.com'],
            28: ['Rafa Fofana', 'rafa.fofana@example.com'],
            29: ['Ines Weber', 'ines.weber@inbox.test'],
            30: ['Hiro Castillo', 'hiro.castillo@inbox.test'],
            31: ['Uzma Haddad', 'uzma.haddad@mail.test'],
            33: ['Vera Ivanova', 'vera.ivanova@example.com'],
            34: ['Yusuf Dimitrov', 'yusuf.dimitrov@mail.test'],
            35: ['Nils Brandt', 'nils.brandt@example.com'],
            36: ['Elena Haddad', 'elena.haddad@mail.test'],
            37: ['Priya Abbott', 'priya.abbott@inbox.test'],
            38: ['Priya Weber', 'priya.weber@inbox.test'],
            39: ['Bruno Abbott', 'bruno.abbott@post.example'],
            40: ['Uzma Abbott', 'uzma.abbott@mail.test'],
            41: ['Priya Haddad', 'priya.haddad@mail.test'],
            42: ['Quinn Brandt', 'quinn.brandt@post.example'],
            43: ['Greta Weber', 'greta.weber@example.com'],
            48: ['Ada Moreau', 'ada.moreau@inbox.test'],
            49: ['Ada Ivanova', 'ada.ivanova@mail.test'],
            50: ['Vera Sato', 'vera.sato@inbox.test'],
            51: ['Greta Haddad', 'greta.haddad@inbox.test'],
            53: ['Wim Okafor', 'wim.okafor@inbox.test'],
            54: ['Rafa Jensen', 'rafa.jensen@example.com']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM payroll.employees',
 'pfk': 'employee_id',
 'production_rows': 'INSERT INTO payroll.employees (id, full_name, email, department) VALUES\n'
                    "    (48, 'Ada Moreau', 'Ada.Moreau@Inbox.test', 'Human Resources'),\n"
                    "    (49, 'Ada Ivanova', 'Ada.Ivanova@Mail.test', 'Logistics'),\n"
                    "    (50, 'Vera Sato', 'vera.sato@inbox.test', 'Customer Care'),\n"
                    "    (51, 'Greta Haddad', 'greta.haddad@inbox.test', 'Customer Care'),\n"
                    "    (53, 'Wim Okafor', 'wim.okafor@inbox.test', 'Finance'),\n"
                    "    (54, 'Rafa Jensen', 'Rafa.Jensen@Example.com', 'Finance'),\n"
                    "    (55, 'Rafa Jensen', 'Rafa.Jensen@Example.com', 'Finance'),\n"
                    "    (56, 'Femi Fofana', 'Femi.Fofana@Example.com', 'Engineering');\n"
                    'INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES\n'
                    "    (384, 49, '2023-10-21', 'void'),\n"
                    "    (385, 49, '2023-01-30', 'void'),\n"
                    "    (386, 50, '2024-07-17', 'PAID'),\n"
                    "    (387, 51, '2024-10-30', 'Approved'),\n"
                    "    (388, 51, '2024-01-04', 'Paid'),\n"
                    "    (389, 53, '2024-04-14', 'approved'),\n"
                    "    (390, 53, '2024-06-06', 'approved'),\n"
                    "    (391, 54, '2024-06-18', 'approved'),\n"
                    "    (392, 54, '2023-01-02', 'paid'),\n"
                    "    (393, 28, '2024-05-16', 'VOID'),\n"
                    "    (394, 22, '2024-06-11', 'paid'),\n"
                    "    (395, 22, '2023-12-13', 'Void'),\n"
                    "    (396, 22, '2024-01-25', 'Paid'),\n"
                    "    (397, 26, '2023-05-08', 'Draft'),\n"
                    "    (398, 26, '2024-11-09', 'paid'),\n"
                    "    (399, 55, '2023-04-16', 'VOID'),\n"
                    "    (400, 55, '2023-01-27', 'PAID'),\n"
                    "    (401, 56, '2024-10-12', 'Void'),\n"
                    "    (402, 56, '2023-02-08', 'draft');\n"
                    'INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES\n'
                    "    (1957, 384, 'PAY-2286', 17, 22.41, 7.05),\n"
                    "    (1958, 384, 'PAY-4268', 25, 31.12, 17.57),\n"
                    "    (1959, 385, 'PAY-7691', 3, 28.32, 6.54),\n"
                    "    (1960, 385, 'PAY-130', 37, 37.29, 70.54),\n"
                    "    (1961, 388, 'PAY-7120', 3, 39.67, 9.85),\n"
                    "    (1962, 389, 'PAY-8129', 23, 33.79, 46.88),\n"
                    "    (1963, 389, 'PAY-016', 11, 17.26, NULL),\n"
                    "    (1964, 389, 'PAY-5997', 17, 24.67, 9.34),\n"
                    "    (1965, 389, 'PAY-1342', 32, 57.35, 46.81),\n"
                    "    (1966, 390, 'PAY-1292', 33, 52.84, 147.86),\n"
                    "    (1967, 390, 'PAY-5661', 29, 18.77, 17.5),\n"
                    "    (1968, 391, 'PAY-6944', 20, 28.44, 7.25),\n"
                    "    (1969, 391, 'PAY-4010', 3, 49.84, 1.27),\n"
                    "    (1970, 391, 'PAY-4971', 12, 26, NULL),\n"
                    "    (1971, 392, 'PAY-2474', 1, 37.12, 0.67),\n"
                    "    (1972, 394, 'PAY-1500', 9, 52.24, 32.95),\n"
                    "    (1973, 394, 'PAY-452', 25, 14.52, NULL),\n"
                    "    (1974, 395, 'PAY-6133', 17, 33.45, 51.82),\n"
                    "    (1975, 395, 'PAY-9378', 35, 35.11, NULL),\n"
                    "    (1976, 395, 'PAY-257', 27, 27.58, 40.52),\n"
                    "    (1977, 395, 'PAY-2448', 13, 27.06, 12.79),\n"
                    "    (1978, 396, 'PAY-4942', 9, 55.04, NULL),\n"
                    "    (1979, 396, 'PAY-8397', 14, 37.4, NULL),\n"
                    "    (1980, 396, 'PAY-9795', 34, 51.18, NULL),\n"
                    "    (1981, 397, 'PAY-5196', 18, 47.44, 74.17),\n"
                    "    (1982, 398, 'PAY-5140', 27, 57.02, 23.46),\n"
                    "    (1983, 398, 'PAY-5689', 33, 14.55, NULL),\n"
                    "    (1984, 398, 'PAY-1964', 35, 54.34, 170.11),\n"
                    "    (1985, 399, 'PAY-4461', 2, 48.24, NULL),\n"
                    "    (1986, 399, 'PAY-2850', 18, 45.04, NULL),\n"
                    "    (1987, 399, 'PAY-5776', 20, 38.78, NULL),\n"
                    "    (1988, 399, 'PAY-4673', 15, 49.39, NULL),\n"
                    "    (1989, 400, 'PAY-7856', 14, 13.58, 17.16),\n"
                    "    (1990, 400, 'PAY-839', 32, 54.1, 146.06),\n"
                    "    (1991, 401, 'PAY-7611', 17, 22.1, NULL),\n"
                    "    (1992, 402, 'PAY-4869', 31, 19.52, NULL),\n"
                    "    (1993, 402, 'PAY-6152', 14, 22.59, 6.07),\n"
                    "    (1994, 402, 'PAY-6168', 2, 23.25, NULL),\n"
                    "    (1995, 336, 'PAY-5375', 19, 21.92, 12.96),\n"
                    "    (1996, 350, 'PAY-9948', 23, 24.6, NULL);\n"
                    'INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES\n'
                    "    (66, 56, 'c3e310b4e5dd6aa3'),\n"
                    "    (67, 50, '54696de1685d056c'),\n"
                    "    (68, 53, 'be7b037041f445d2');\n"
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
 's_rows': {54: [34, '06c8141c17bd9134'],
            55: [22, '7ba3d2a07987feb4'],
            56: [23, '70227fee14e25da4'],
            57: [24, '96381d6cbf4442e4'],
            58: [25, 'd493848c3cd26879'],
            59: [26, '7052268064bb8a1e'],
            60: [28, '34c3ccfd2a35d575'],
            61: [31, '493dc2b76e6c1408'],
            62: [37, '9918b1aa953c9875'],
            63: [41, '275feb726312e9d1'],
            64: [42, '3c3554cb2b7f9215'],
            65: [43, '57062270628eb226'],
            66: [22, 'c3e310b4e5dd6aa3'],
            67: [50, '54696de1685d056c'],
            68: [53, 'be7b037041f445d2']},
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


def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")


def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
