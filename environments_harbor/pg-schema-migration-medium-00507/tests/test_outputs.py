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
 'c_rows': {297: [15, '2023-09-15', 'void'],
            298: [16, '2024-04-02', 'draft'],
            299: [17, '2023-07-08', 'paid'],
            300: [17, '2023-12-22', 'void'],
            301: [18, '2024-10-17', 'paid'],
            302: [18, '2024-02-25', 'paid'],
            303: [18, '2023-03-22', 'approved'],
            304: [20, '2024-06-19', 'paid'],
            305: [20, '2023-10-28', 'paid'],
            306: [21, '2023-06-02', 'paid'],
            307: [22, '2023-11-25', 'void'],
            308: [22, '2023-05-21', 'draft'],
            309: [24, '2024-04-08', 'draft'],
            310: [24, '2023-06-01', 'paid'],
            311: [24, '2023-01-28', 'paid'],
            312: [24, '2024-07-04', 'paid'],
            313: [25, None, 'draft'],
            314: [25, '2023-03-13', 'approved'],
            315: [25, '2023-11-16', 'void'],
            316: [25, '2023-12-18', 'draft'],
            317: [26, None, 'void'],
            318: [26, '2023-05-02', 'paid'],
            319: [26, '2024-08-22', 'paid'],
            320: [28, '2023-09-17', 'approved'],
            321: [28, '2023-03-04', 'paid'],
            322: [28, '2024-06-02', 'approved'],
            323: [29, None, 'paid'],
            324: [29, '2024-10-03', 'paid'],
            325: [31, '2024-01-09', 'paid'],
            326: [31, '2023-02-02', 'paid'],
            327: [31, '2023-10-14', 'void'],
            328: [32, '2023-07-30', 'void'],
            329: [32, '2024-11-15', 'approved'],
            330: [32, '2024-02-21', 'draft'],
            331: [32, '2023-11-23', 'paid'],
            332: [33, '2024-09-20', 'draft'],
            333: [34, '2024-03-06', 'draft'],
            334: [34, '2024-02-17', 'paid'],
            335: [34, '2023-09-26', 'paid'],
            336: [35, '2024-02-23', 'approved'],
            337: [35, '2023-04-26', 'draft'],
            338: [36, '2024-02-27', 'draft'],
            339: [37, '2024-06-10', 'approved'],
            340: [38, None, 'draft'],
            341: [38, '2023-11-05', 'draft'],
            342: [38, '2024-08-08', 'paid'],
            343: [39, '2023-04-13', 'paid'],
            344: [39, '2024-03-09', 'draft'],
            345: [40, '2024-06-10', 'draft'],
            346: [40, '2023-09-18', 'paid'],
            347: [41, '2023-11-24', 'paid'],
            348: [41, '2023-05-09', 'draft'],
            349: [42, '2024-01-15', 'paid'],
            350: [42, '2023-12-21', 'draft'],
            351: [44, '2024-06-02', 'void'],
            352: [44, '2023-04-06', 'void'],
            353: [46, '2024-10-23', 'paid'],
            354: [47, '2024-05-06', 'approved'],
            355: [48, '2023-03-27', 'approved'],
            356: [49, '2023-06-25', 'void'],
            357: [34, '2023-10-07', 'paid'],
            358: [34, '2024-04-06', 'paid'],
            359: [17, '2023-04-15', 'draft'],
            360: [36, '2024-07-15', 'draft'],
            361: [36, '2024-05-31', 'approved']},
 'c_sql': 'SELECT id, employee_id AS p, pay_date::text AS d, status::text AS st FROM payroll.payslips',
 'constraints': [['payroll.employees', 'p', ['id'], None, []],
                 ['payroll.payslips', 'p', ['id'], None, []],
                 ['payroll.payslip_lines', 'p', ['id'], None, []],
                 ['payroll.bank_accounts', 'p', ['id'], None, []],
                 ['payroll.payslips', 'f', ['employee_id'], 'payroll.employees', ['id']],
                 ['payroll.payslip_lines', 'f', ['payslip_id'], 'payroll.payslips', ['id']],
                 ['payroll.bank_accounts', 'f', ['employee_id'], 'payroll.employees', ['id']],
                 ['payroll.departments', 'p', ['id'], None, []],
                 ['payroll.employees', 'f', ['department_id'], 'payroll.departments', ['id']]],
 'db': 'payrolldb',
 'dropped': ['employees.department'],
 'email': 'email',
 'insert_bad_status': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (371, 33, '2024-06-01', "
                      "'unknown-state');",
 'insert_event': "INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES (371, 33, '2024-06-01', "
                 "'draft');",
 'l_rows': {1704: [297, 'PAY-7715', 2, '24.13', '1.28'],
            1705: [297, 'PAY-8855', 18, '26.76', '27.36'],
            1706: [299, 'PAY-2249', 2, '16.61', '1.3'],
            1707: [299, 'PAY-456', 19, '26.53', '11.58'],
            1708: [299, 'PAY-1636', 23, '22.03', '37.83'],
            1709: [299, 'PAY-1703', 28, '33.57', '34.92'],
            1710: [300, 'PAY-161', 6, '15.31', '0.64'],
            1711: [300, 'PAY-985', 5, '35.79', None],
            1712: [300, 'PAY-7632', 29, '32.80', None],
            1713: [300, 'PAY-8436', 23, '45.63', '48.93'],
            1714: [301, 'PAY-6047', 23, '33.30', None],
            1715: [301, 'PAY-175', 39, '41.61', None],
            1716: [301, 'PAY-8218', 39, '35.67', '102.75'],
            1717: [302, 'PAY-9537', 9, '38.56', '1.1'],
            1718: [303, 'PAY-6708', 34, '17.25', None],
            1719: [304, 'PAY-7506', 38, '33.41', '64.77'],
            1720: [305, 'PAY-8148', 1, '37.17', '2.36'],
            1721: [305, 'PAY-6821', 21, '58.45', '107.69'],
            1722: [305, 'PAY-6373', 22, '12.51', '4.78'],
            1723: [306, 'PAY-4570', 3, '44.57', '3.83'],
            1724: [307, 'PAY-7544', 5, '44.13', '3.94'],
            1725: [308, 'PAY-7879', 13, '28.97', None],
            1726: [308, 'PAY-7687', 32, '39.57', None],
            1727: [308, 'PAY-539', 33, '38.16', None],
            1728: [308, 'PAY-7389', 3, '15.14', None],
            1729: [310, 'PAY-2940', 33, '27.16', '82.58'],
            1730: [310, 'PAY-3262', 3, '14.64', None],
            1731: [311, 'PAY-2946', 12, '37.98', '3.37'],
            1732: [312, 'PAY-2583', 30, '28.63', None],
            1733: [312, 'PAY-2528', 19, '27.21', '9.39'],
            1734: [312, 'PAY-2716', 18, '12.37', None],
            1735: [313, 'PAY-7066', 14, '13.31', '15.38'],
            1736: [313, 'PAY-1517', 2, '14.55', '1.64'],
            1737: [313, 'PAY-662', 15, '51.49', '26.52'],
            1738: [314, 'PAY-7978', 28, '45.53', '62.88'],
            1739: [314, 'PAY-5201', 10, '27.26', '4.78'],
            1740: [314, 'PAY-6880', 3, '17.40', None],
            1741: [315, 'PAY-514', 15, '15.60', None],
            1742: [315, 'PAY-2277', 30, '32.62', '62.75'],
            1743: [315, 'PAY-1319', 3, '29.08', None],
            1744: [315, 'PAY-8323', 39, '32.39', '82.98'],
            1745: [316, 'PAY-493', 32, '36.26', '2.42'],
            1746: [316, 'PAY-8755', 32, '32.69', None],
            1747: [316, 'PAY-2845', 5, '12.89', None],
            1748: [318, 'PAY-8283', 31, '40.40', None],
            1749: [319, 'PAY-9913', 17, '43.77', None],
            1750: [319, 'PAY-849', 40, '45.43', '10.98'],
            1751: [319, 'PAY-609', 29, '50.30', None],
            1752: [319, 'PAY-2229', 2, '46.20', None],
            1753: [322, 'PAY-9861', 12, '38.86', '7.38'],
            1754: [323, 'PAY-2112', 29, '24.49', '58.17'],
            1755: [323, 'PAY-8904', 8, '51.78', '40.72'],
            1756: [324, 'PAY-5045', 14, '40.52', None],
            1757: [324, 'PAY-3027', 5, '13.91', None],
            1758: [324, 'PAY-8283', 35, '12.44', None],
            1759: [325, 'PAY-3992', 40, '35.73', None],
            1760: [325, 'PAY-1013', 6, '58.49', None],
            1761: [325, 'PAY-1755', 34, '59.72', '165.55'],
            1762: [326, 'PAY-584', 19, '37.46', None],
            1763: [326, 'PAY-7381', 7, '38.23', '6.47'],
            1764: [326, 'PAY-4204', 3, '31.51', '6.39'],
            1765: [326, 'PAY-3899', 34, '51.92', None],
            1766: [327, 'PAY-4353', 35, '18.79', '7.25'],
            1767: [327, 'PAY-6145', 30, '25.08', None],
            1768: [327, 'PAY-6985', 27, '54.47', '88.01'],
            1769: [327, 'PAY-5687', 26, '54.82', '3.3'],
            1770: [328, 'PAY-2429', 10, '26.05', None],
            1771: [328, 'PAY-3582', 24, '53.34', None],
            1772: [329, 'PAY-9468', 23, '20.40', '42.89'],
            1773: [329, 'PAY-6325', 35, '32.11', None],
            1774: [330, 'PAY-6691', 8, '20.25', None],
            1775: [331, 'PAY-4246', 8, '57.70', None],
            1776: [331, 'PAY-186', 30, '27.93', None],
            1777: [331, 'PAY-6889', 36, '45.79', None],
            1778: [332, 'PAY-4436', 13, '19.50', '14.65'],
            1779: [332, 'PAY-8241', 26, '17.48', '10.94'],
            1780: [332, 'PAY-1355', 5, '53.74', None],
            1781: [333, 'PAY-2979', 31, '35.08', '71.22'],
            1782: [333, 'PAY-434', 20, '26.66', '41.6'],
            1783: [334, 'PAY-5071', 13, '38.03', None],
            1784: [335, 'PAY-2467', 38, '53.44', '13.63'],
            1785: [336, 'PAY-9048', 20, '59.33', '104.07'],
            1786: [336, 'PAY-8413', 11, '57.30', '30.87'],
            1787: [336, 'PAY-3772', 31, '43.35', '12.73'],
            1788: [337, 'PAY-8901', 26, '20.83', None],
            1789: [337, 'PAY-456', 3, '54.92', None],
            1790: [339, 'PAY-5554', 39, '38.28', None],
            1791: [339, 'PAY-2788', 33, '28.05', '9.93'],
            1792: [339, 'PAY-2281', 17, '37.41', None],
            1793: [339, 'PAY-1670', 19, '41.71', '35.03'],
            1794: [340, 'PAY-9843', 35, '24.49', '30.25'],
            1795: [340, 'PAY-819', 39, '30.35', None],
            1796: [340, 'PAY-2143', 38, '52.87', None],
            1797: [341, 'PAY-9596', 3, '44.41', '4.51'],
            1798: [342, 'PAY-2947', 30, '22.39', None],
            1799: [342, 'PAY-6610', 1, '56.71', '4.11'],
            1800: [342, 'PAY-2989', 24, '23.76', '28.89'],
            1801: [344, 'PAY-7569', 34, '30.39', '59.55'],
            1802: [345, 'PAY-4706', 32, '54.48', None],
            1803: [346, 'PAY-7982', 30, '20.71', None],
            1804: [346, 'PAY-9005', 34, '22.32', None],
            1805: [346, 'PAY-5720', 20, '35.44', None],
            1806: [346, 'PAY-4712', 5, '57.66', '24.29'],
            1807: [347, 'PAY-6309', 38, '50.62', None],
            1808: [347, 'PAY-5820', 14, '20.02', None],
            1809: [348, 'PAY-5023', 27, '19.70', '27.7'],
            1810: [348, 'PAY-3585', 40, '41.76', '126.8'],
            1811: [349, 'PAY-034', 13, '20.27', '4.54'],
            1812: [349, 'PAY-4231', 17, '37.17', '36.84'],
            1813: [350, 'PAY-1358', 21, '46.68', None],
            1814: [350, 'PAY-5276', 22, '45.30', '93.7'],
            1815: [351, 'PAY-5413', 29, '18.62', None],
            1816: [351, 'PAY-6489', 9, '48.80', '4.73'],
            1817: [352, 'PAY-7464', 28, '44.65', '19.16'],
            1818: [352, 'PAY-239', 14, '30.24', '22.26'],
            1819: [354, 'PAY-5389', 22, '30.22', None],
            1820: [354, 'PAY-7398', 21, '28.77', '22.4'],
            1821: [354, 'PAY-3902', 11, '40.19', None],
            1822: [355, 'PAY-5649', 25, '47.58', None],
            1823: [357, 'PAY-4110', 13, '46.00', '54.92'],
            1824: [357, 'PAY-8217', 27, '40.03', '107.98'],
            1825: [358, 'PAY-9267', 28, '59.87', None],
            1826: [358, 'PAY-4614', 11, '54.07', None],
            1827: [359, 'PAY-6136', 12, '57.36', None],
            1828: [359, 'PAY-9348', 2, '27.76', '2.47'],
            1829: [359, 'PAY-3543', 24, '33.30', None],
            1830: [360, 'PAY-1452', 25, '33.56', None],
            1831: [360, 'PAY-7974', 34, '41.32', None],
            1832: [360, 'PAY-6482', 28, '12.33', '8.06'],
            1833: [361, 'PAY-7675', 28, '32.67', '19.36'],
            1834: [361, 'PAY-1339', 13, '33.23', '18.29'],
            1835: [361, 'PAY-7470', 29, '56.33', '104.62'],
            1836: [299, 'PAY-7515', 22, '23.66', None],
            1837: [304, 'PAY-7866', 30, '21.86', '62.14']},
 'l_sql': 'SELECT id, payslip_id AS c, code AS code, hours AS q, rate::text AS pr, deduction::text AS d FROM '
          'payroll.payslip_lines',
 'lfk': 'payslip_id',
 'lookup': 'departments',
 'lookup_names': ['customer care', 'finance', 'human resources', 'legal affairs', 'logistics', 'sales'],
 'migration': '/srv/migrations/0070_schema_fixes.sql',
 'missing_p': 19,
 'new_id': 371,
 'new_p': 33,
 'p1': 'employee',
 'p_region': {14: 'finance',
              15: 'human resources',
              16: 'finance',
              17: 'sales',
              18: 'finance',
              20: 'sales',
              21: 'customer care',
              22: 'logistics',
              24: 'human resources',
              25: 'human resources',
              26: 'logistics',
              28: 'finance',
              29: 'finance',
              31: 'sales',
              32: 'logistics',
              33: 'sales',
              34: 'finance',
              35: 'finance',
              36: 'human resources',
              37: 'human resources',
              38: 'customer care',
              39: 'human resources',
              40: 'sales',
              41: 'sales',
              42: 'finance',
              43: 'human resources',
              44: 'finance',
              46: 'finance',
              47: 'customer care',
              48: 'customer care',
              49: 'legal affairs'},
 'p_region_sql': 'SELECT p.id, k.name AS v FROM payroll.employees p LEFT JOIN payroll.departments k ON k.id = '
                 'p.department_id',
 'p_rows': {14: ['Elena Eriksen', 'elena.eriksen@inbox.test'],
            15: ['Hiro Rossi', 'hiro.rossi@post.example'],
            16: ['Bruno Jensen', 'bruno.jensen@inbox.test'],
            17: ['Dev Eriksen', 'dev.eriksen@post.example'],
            18: ['Wim Moreau', 'wim.moreau@example.com'],
            20: ['Ines Fofana', 'ines.fofana@example.com'],
            21: ['Tomas Castillo', 'tomas.castillo@post.example'],
            22: ['Dev Brandt', 'dev.brandt@post.example'],
            24: ['Ada Haddad', 'ada.haddad@post.example'],
            25: ['Wim Moreau', 'wim.moreau@post.example'],
            26: ['Rafa Castillo', 'rafa.castillo@mail.test'],
            28: ['Ada Fofana', 'ada.fofana@post.example'],
            29: ['Jonas Rossi', 'jonas.rossi@inbox.test'],
            31: ['Rafa Rossi', 'rafa.rossi@inbox.test'],
            32: ['Zora Jensen', 'zora.jensen@mail.test'],
            33: ['Yusuf Abbott', 'yusuf.abbott@mail.test'],
            34: ['Priya Rossi', 'priya.rossi@inbox.test'],
            35: ['Wim Ivanova', 'wim.ivanova@inbox.test'],
            36: ['Ines Dimitrov', 'ines.dimitrov@post.example'],
            37: ['Luis Sato', 'luis.sato@example.com'],
            38: ['Mira Okafor', 'mira.okafor@post.example'],
            39: ['Bruno Weber', 'bruno.weber@inbox.test'],
            40: ['Xenia Okafor', 'xenia.okafor@inbox.test'],
            41: ['Priya Weber', 'priya.weber@inbox.test'],
            42: ['Hiro Ivanova', 'hiro.ivanova@example.com'],
            43: ['Greta Abbott', 'greta.abbott@post.example'],
            44: ['Wim Jensen', 'wim.jensen@example.com'],
            46: ['Hiro Gallo', 'hiro.gallo@inbox.test'],
            47: ['Bruno Abbott', 'bruno.abbott@example.com'],
            48: ['Luis Dimitrov', 'luis.dimitrov@example.com'],
            49: ['Vera Sato', 'vera.sato@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM payroll.employees',
 'pfk': 'employee_id',
 'production_rows': 'INSERT INTO payroll.employees (id, full_name, email, department) VALUES\n'
                    "    (43, 'Greta Abbott', 'greta.abbott@post.example', 'Human Resources'),\n"
                    "    (44, 'Wim Jensen', 'wim.jensen@example.com', 'finance  '),\n"
                    "    (46, 'Hiro Gallo', 'hiro.gallo@inbox.test', 'Finance'),\n"
                    "    (47, 'Bruno Abbott', 'bruno.abbott@example.com', 'Customer Care'),\n"
                    "    (48, 'Luis Dimitrov', 'luis.dimitrov@example.com', 'customer care'),\n"
                    "    (49, 'Vera Sato', 'vera.sato@inbox.test', 'legal affairs');\n"
                    'INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES\n'
                    "    (351, 44, '02.06.2024', 'void'),\n"
                    "    (352, 44, '2023-04-06', 'void'),\n"
                    "    (353, 46, '23/10/2024', 'paid'),\n"
                    "    (354, 47, '2024-05-06', 'approved'),\n"
                    "    (355, 48, '27.03.2023', 'approved'),\n"
                    "    (356, 49, '2023-06-25', 'void'),\n"
                    "    (357, 34, '2023-10-07', 'paid'),\n"
                    "    (358, 34, '06.04.2024', 'paid'),\n"
                    "    (359, 17, '2023-04-15', 'draft'),\n"
                    "    (360, 36, '15/07/2024', 'draft'),\n"
                    "    (361, 36, '31/05/2024', 'approved');\n"
                    'INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES\n'
                    "    (1815, 351, 'PAY-5413', 29, 18.62, NULL),\n"
                    "    (1816, 351, 'PAY-6489', 9, 48.8, 4.73),\n"
                    "    (1817, 352, 'PAY-7464', 28, 44.65, 19.16),\n"
                    "    (1818, 352, 'PAY-239', 14, 30.24, 22.26),\n"
                    "    (1819, 354, 'PAY-5389', 22, 30.22, NULL),\n"
                    "    (1820, 354, 'PAY-7398', 21, 28.77, 22.4),\n"
                    "    (1821, 354, 'PAY-3902', 11, 40.19, NULL),\n"
                    "    (1822, 355, 'PAY-5649', 25, 47.58, NULL),\n"
                    "    (1823, 357, 'PAY-4110', 13, 46, 54.92),\n"
                    "    (1824, 357, 'PAY-8217', 27, 40.03, 107.98),\n"
                    "    (1825, 358, 'PAY-9267', 28, 59.87, NULL),\n"
                    "    (1826, 358, 'PAY-4614', 11, 54.07, NULL),\n"
                    "    (1827, 359, 'PAY-6136', 12, 57.36, NULL),\n"
                    "    (1828, 359, 'PAY-9348', 2, 27.76, 2.47),\n"
                    "    (1829, 359, 'PAY-3543', 24, 33.3, NULL),\n"
                    "    (1830, 360, 'PAY-1452', 25, 33.56, NULL),\n"
                    "    (1831, 360, 'PAY-7974', 34, 41.32, NULL),\n"
                    "    (1832, 360, 'PAY-6482', 28, 12.33, 8.06),\n"
                    "    (1833, 361, 'PAY-7675', 28, 32.67, 19.36),\n"
                    "    (1834, 361, 'PAY-1339', 13, 33.23, 18.29),\n"
                    "    (1835, 361, 'PAY-7470', 29, 56.33, 104.62),\n"
                    "    (1836, 299, 'PAY-7515', 22, 23.66, NULL),\n"
                    "    (1837, 304, 'PAY-7866', 30, 21.86, 62.14);\n"
                    'INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES\n'
                    "    (61, 43, 'f43ed3081019fcc7'),\n"
                    "    (62, 44, '9446c63bfdb80979'),\n"
                    "    (63, 46, 'c1499d0b4fe5327c'),\n"
                    "    (64, 47, '8704a8f548bc9f4a'),\n"
                    "    (65, 49, '39023b47006e9d41');\n"
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
 'rerun': True,
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
 's_rows': {48: [16, '54fe626b279d6629'],
            49: [17, '8504da6cb9d827f6'],
            50: [21, '57e135ead982db24'],
            51: [22, '51a6239103e58a57'],
            52: [24, 'e3b014c8a18e658a'],
            53: [28, 'efe05336357588fb'],
            54: [29, '6450474d2250e0bb'],
            55: [31, 'bb19885263436e77'],
            56: [35, 'd81579bf64811704'],
            57: [37, '2cfcf3c648646a11'],
            58: [38, 'd4a38b7f0c117198'],
            59: [39, 'fa5c1dd31d17bf52'],
            60: [42, 'e56bd3e96f36d65d'],
            61: [43, 'f43ed3081019fcc7'],
            62: [44, '9446c63bfdb80979'],
            63: [46, 'c1499d0b4fe5327c'],
            64: [47, '8704a8f548bc9f4a'],
            65: [49, '39023b47006e9d41']},
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
 'tables': ['employees', 'payslips', 'payslip_lines', 'bank_accounts', 'departments'],
 'types': {'departments.name': ['text', True],
           'employees.department_id': ['integer', False],
           'employees.email': ['text', True],
           'payslip_lines.deduction': ['numeric(10,2)', False],
           'payslip_lines.rate': ['numeric(10,2)', True],
           'payslips.employee_id': ['integer', True],
           'payslips.pay_date': ['date', False],
           'payslips.status': ['text', False]},
 'view': 'employee_activity',
 'view_cols': ['employee_id', 'full_name', 'department', 'n_payslips', 'last_pay_date', 'paid_out'],
 'view_rows': {14: ['Elena Eriksen', 'finance', 0, None, '0'],
               15: ['Hiro Rossi', 'human resources', 0, None, '0'],
               16: ['Bruno Jensen', 'finance', 1, '2024-04-02', '0.00'],
               17: ['Dev Eriksen', 'sales', 2, '2023-07-08', '3959.40'],
               18: ['Wim Moreau', 'finance', 3, '2024-10-17', '4609.51'],
               20: ['Ines Fofana', 'sales', 2, '2024-06-19', '3223.48'],
               21: ['Tomas Castillo', 'customer care', 1, '2023-06-02', '129.88'],
               22: ['Dev Brandt', 'logistics', 1, '2023-05-21', '2947.55'],
               24: ['Ada Haddad', 'human resources', 4, '2024-07-04', '2899.17'],
               25: ['Wim Moreau', 'human resources', 3, '2023-12-18', '4744.66'],
               26: ['Rafa Castillo', 'logistics', 2, '2024-08-22', '5353.81'],
               28: ['Ada Fofana', 'finance', 3, '2024-06-02', '458.94'],
               29: ['Jonas Rossi', 'finance', 2, '2024-10-03', '2097.79'],
               31: ['Rafa Rossi', 'sales', 2, '2024-01-09', '6471.37'],
               32: ['Zora Jensen', 'logistics', 3, '2024-11-15', '4660.10'],
               33: ['Yusuf Abbott', 'sales', 1, '2024-09-20', '951.09'],
               34: ['Priya Rossi', 'finance', 5, '2024-04-06', '7806.38'],
               35: ['Wim Ivanova', 'finance', 2, '2024-02-23', '3719.42'],
               36: ['Ines Dimitrov', 'human resources', 3, '2024-07-15', '5419.11'],
               37: ['Luis Sato', 'human resources', 1, '2024-06-10', '3802.07'],
               38: ['Mira Okafor', 'customer care', 3, '2024-08-08', '5413.98'],
               39: ['Bruno Weber', 'human resources', 2, '2024-03-09', '973.71'],
               40: ['Xenia Okafor', 'sales', 2, '2024-06-10', '4096.35'],
               41: ['Priya Weber', 'sales', 2, '2023-11-24', '4251.64'],
               42: ['Hiro Ivanova', 'finance', 2, '2024-01-15', '2737.20'],
               43: ['Greta Abbott', 'human resources', 0, None, '0'],
               44: ['Wim Jensen', 'finance', 0, None, '0'],
               46: ['Hiro Gallo', 'finance', 1, '2024-10-23', '0.00'],
               47: ['Bruno Abbott', 'customer care', 1, '2024-05-06', '1688.70'],
               48: ['Luis Dimitrov', 'customer care', 1, '2023-03-27', '1189.50'],
               49: ['Vera Sato', 'legal affairs', 0, None, '0']}}

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


def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]


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
