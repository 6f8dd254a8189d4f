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
 'c_rows': {397: [13, '2023-07-09', 'cancelled'],
            398: [13, '2024-09-20', 'cancelled'],
            399: [14, '2024-02-04', 'no_show'],
            400: [16, '2023-01-21', 'no_show'],
            401: [16, '2023-04-11', 'booked'],
            402: [16, '2023-02-01', 'no_show'],
            403: [17, '2024-06-24', 'booked'],
            404: [17, '2023-12-22', 'attended'],
            405: [17, '2024-06-13', 'no_show'],
            406: [17, '2024-04-08', 'booked'],
            407: [18, '2023-11-30', 'attended'],
            408: [18, '2023-07-25', 'no_show'],
            409: [18, '2024-03-07', 'booked'],
            410: [18, '2023-06-12', 'attended'],
            411: [19, '2023-04-07', 'booked'],
            412: [19, '2024-07-05', 'no_show'],
            413: [19, '2024-03-15', 'booked'],
            414: [19, '2024-08-11', 'attended'],
            415: [21, '2023-12-13', 'attended'],
            416: [22, '2024-02-24', 'cancelled'],
            417: [22, '2024-06-20', 'booked'],
            418: [22, '2023-10-11', 'booked'],
            419: [23, '2024-04-07', 'attended'],
            420: [23, '2023-08-10', 'booked'],
            421: [23, '2023-12-02', 'cancelled'],
            422: [23, '2023-06-25', 'attended'],
            423: [24, '2024-08-05', 'cancelled'],
            424: [25, '2023-10-04', 'attended'],
            425: [25, '2024-10-20', 'cancelled'],
            426: [25, '2024-11-28', 'no_show'],
            427: [26, '2023-09-28', 'attended'],
            428: [26, '2024-03-13', 'attended'],
            429: [26, '2023-06-14', 'booked'],
            430: [27, '2023-07-08', 'no_show'],
            431: [28, '2024-05-23', 'attended'],
            432: [29, '2023-10-07', 'attended'],
            433: [30, '2024-05-14', 'attended'],
            434: [30, '2023-07-16', 'attended'],
            435: [30, '2023-02-01', 'attended'],
            436: [31, '2023-07-12', 'cancelled'],
            437: [31, '2024-10-02', 'no_show'],
            438: [31, '2023-08-18', 'no_show'],
            439: [31, '2023-04-14', 'attended'],
            440: [32, '2024-02-25', 'no_show'],
            441: [32, '2024-03-17', 'attended'],
            442: [32, '2023-08-14', 'no_show'],
            443: [33, '2024-09-13', 'no_show'],
            444: [33, '2023-03-30', 'attended'],
            445: [34, '2024-06-11', 'attended'],
            446: [34, '2023-09-14', 'no_show'],
            447: [35, '2024-01-25', 'attended'],
            448: [35, '2024-01-07', 'attended'],
            449: [36, '2024-03-07', 'no_show'],
            450: [36, '2023-05-05', 'no_show'],
            451: [36, '2024-07-31', 'attended'],
            452: [36, '2024-01-15', 'booked'],
            453: [37, '2024-03-28', 'cancelled'],
            454: [37, '2024-02-14', 'attended'],
            455: [37, '2023-03-06', 'booked'],
            456: [37, '2024-04-30', 'booked'],
            457: [38, '2024-05-15', 'booked'],
            460: [40, '2023-08-21', 'cancelled'],
            461: [40, '2023-01-20', 'cancelled'],
            462: [41, '2023-03-18', 'no_show'],
            463: [42, '2023-08-15', 'no_show'],
            464: [43, '2024-03-07', 'attended'],
            465: [43, '2024-07-16', 'booked'],
            466: [43, '2024-02-21', 'cancelled'],
            467: [43, '2023-04-04', 'cancelled'],
            468: [44, '2023-06-14', 'no_show'],
            469: [44, '2024-08-08', 'no_show'],
            470: [44, '2023-02-21', 'cancelled'],
            471: [45, '2023-11-06', 'cancelled'],
            472: [45, '2024-06-16', 'no_show'],
            473: [45, '2023-06-19', 'cancelled'],
            474: [45, '2024-10-09', 'no_show'],
            475: [46, '2023-09-13', 'no_show'],
            476: [46, '2024-11-01', 'cancelled'],
            477: [18, '2023-12-29', 'attended'],
            478: [18, '2024-07-04', 'booked'],
            479: [33, '2023-02-23', 'attended'],
            480: [33, '2024-05-16', 'cancelled'],
            481: [32, '2023-05-25', 'booked'],
            482: [32, '2024-07-31', 'attended'],
            483: [32, '2024-09-09', 'attended']},
 'c_sql': 'SELECT id, patient_id AS p, scheduled_on::text AS d, status::text AS st FROM clinic.appointments',
 'constraints': [['clinic.patients', 'p', ['id'], None, []],
                 ['clinic.appointments', 'p', ['id'], None, []],
                 ['clinic.appointment_items', 'p', ['id'], None, []],
                 ['clinic.patient_notes', 'p', ['id'], None, []],
                 ['clinic.appointments', 'f', ['patient_id'], 'clinic.patients', ['id']],
                 ['clinic.appointment_items', 'f', ['appointment_id'], 'clinic.appointments', ['id']],
                 ['clinic.patient_notes', 'f', ['patient_id'], 'clinic.patients', ['id']]],
 'db': 'clinicdb',
 'dropped': [],
 'email': 'email',
 'index_lead': ['appointment_id'],
 'index_table': 'appointment_items',
 'insert_bad_status': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (494, 30, '
                      "'2024-06-01', 'unknown-state');",
 'insert_event': 'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES (494, 30, '
                 "'2024-06-01', 'booked');",
 'l_rows': {1769: [397, 'PRC-5579', 4, '132.73', '9.73'],
            1770: [397, 'PRC-3894', 2, '80.79', '12.22'],
            1771: [397, 'PRC-4565', 3, '158.09', None],
            1772: [398, 'PRC-8495', 3, '117.26', None],
            1773: [398, 'PRC-6706', 4, '45.15', '6.7'],
            1774: [400, 'PRC-6897', 2, '13.29', '2.61'],
            1775: [400, 'PRC-3456', 1, '71.27', '2.31'],
            1776: [400, 'PRC-8581', 2, '129.96', None],
            1777: [402, 'PRC-9033', 2, '102.97', None],
            1778: [403, 'PRC-4197', 4, '172.21', None],
            1779: [403, 'PRC-5265', 2, '77.92', None],
            1780: [403, 'PRC-8068', 4, '12.96', '4.17'],
            1781: [404, 'PRC-8288', 1, '115.32', '8.03'],
            1782: [404, 'PRC-4822', 3, '128.82', None],
            1783: [404, 'PRC-3768', 4, '148.90', '57.89'],
            1784: [404, 'PRC-0328', 1, '57.67', '2.47'],
            1785: [405, 'PRC-5635', 2, '58.65', None],
            1786: [405, 'PRC-9510', 4, '124.23', '31.57'],
            1787: [405, 'PRC-0839', 4, '120.00', '45.59'],
            1788: [405, 'PRC-5741', 4, '39.95', None],
            1789: [406, 'PRC-2390', 3, '167.31', '31.47'],
            1790: [407, 'PRC-9782', 3, '124.10', '1.92'],
            1791: [407, 'PRC-6449', 4, '84.55', None],
            1792: [407, 'PRC-3811', 4, '27.25', '1.35'],
            1793: [408, 'PRC-4278', 3, '129.56', None],
            1794: [408, 'PRC-1234', 1, '133.62', '1.97'],
            1795: [408, 'PRC-4676', 4, '102.85', None],
            1796: [408, 'PRC-1232', 3, '10.54', '0.21'],
            1797: [411, 'PRC-7032', 1, '157.16', None],
            1798: [411, 'PRC-4531', 1, '18.83', '0.57'],
            1799: [412, 'PRC-0059', 4, '119.19', '10.89'],
            1800: [412, 'PRC-9448', 1, '27.50', '1.01'],
            1801: [412, 'PRC-0416', 2, '38.10', None],
            1802: [412, 'PRC-1218', 4, '125.15', None],
            1803: [413, 'PRC-2059', 3, '82.38', None],
            1804: [415, 'PRC-7782', 2, '152.79', None],
            1805: [416, 'PRC-3217', 4, '95.78', None],
            1806: [416, 'PRC-9526', 3, '68.47', None],
            1807: [417, 'PRC-6354', 2, '50.33', None],
            1808: [417, 'PRC-3975', 1, '64.29', '5.52'],
            1809: [418, 'PRC-4451', 4, '49.55', '2.33'],
            1810: [419, 'PRC-4399', 3, '60.54', '8.2'],
            1811: [419, 'PRC-1219', 2, '16.89', '0.81'],
            1812: [419, 'PRC-1581', 1, '95.92', '6.34'],
            1813: [420, 'PRC-9713', 4, '144.24', '16.95'],
            1814: [420, 'PRC-5013', 1, '144.79', '4.18'],
            1815: [420, 'PRC-9601', 4, '151.05', None],
            1816: [421, 'PRC-2562', 4, '134.70', None],
            1817: [422, 'PRC-7512', 3, '150.84', '43.12'],
            1818: [422, 'PRC-4609', 2, '105.25', None],
            1819: [422, 'PRC-0086', 3, '69.06', '17.06'],
            1820: [423, 'PRC-3990', 1, '95.87', '0.53'],
            1821: [423, 'PRC-5091', 3, '161.41', None],
            1822: [423, 'PRC-8791', 2, '66.65', None],
            1823: [424, 'PRC-8583', 3, '81.33', '0.65'],
            1824: [425, 'PRC-8103', 1, '178.22', None],
            1825: [425, 'PRC-1401', 1, '103.74', '1.76'],
            1826: [425, 'PRC-7191', 1, '65.80', None],
            1827: [426, 'PRC-3001', 1, '116.68', '1.55'],
            1828: [426, 'PRC-9312', 2, '45.12', None],
            1829: [426, 'PRC-9304', 4, '169.00', '21.19'],
            1830: [427, 'PRC-3174', 3, '82.68', None],
            1831: [427, 'PRC-7587', 3, '44.68', '4.55'],
            1832: [427, 'PRC-1501', 3, '12.57', '1.06'],
            1833: [427, 'PRC-2037', 4, '40.79', None],
            1834: [428, 'PRC-2019', 3, '123.61', None],
            1835: [428, 'PRC-3807', 1, '62.72', None],
            1836: [429, 'PRC-1951', 4, '141.32', '38.27'],
            1837: [429, 'PRC-9918', 3, '129.33', None],
            1838: [429, 'PRC-9254', 3, '60.59', '11.2'],
            1839: [430, 'PRC-3789', 1, '51.94', '2.1'],
            1840: [430, 'PRC-8856', 2, '105.10', '19.87'],
            1841: [430, 'PRC-3422', 4, '76.96', '19.55'],
            1842: [431, 'PRC-4800', 3, '11.98', '0.27'],
            1843: [432, 'PRC-7943', 2, '67.50', None],
            1844: [432, 'PRC-2982', 2, '146.18', '20.7'],
            1845: [432, 'PRC-5380', 2, '16.55', '1.33'],
            1846: [433, 'PRC-4119', 1, '137.70', '11.12'],
            1847: [434, 'PRC-7345', 2, '51.67', None],
            1848: [434, 'PRC-8335', 3, '90.30', '2.53'],
            1849: [434, 'PRC-3587', 4, '11.77', None],
            1850: [434, 'PRC-6567', 4, '56.99', None],
            1851: [435, 'PRC-3410', 1, '82.19', None],
            1852: [435, 'PRC-1348', 3, '147.69', None],
            1853: [436, 'PRC-3903', 3, '63.31', '2.91'],
            1854: [438, 'PRC-2492', 1, '63.59', None],
            1855: [438, 'PRC-8681', 1, '114.40', None],
            1856: [438, 'PRC-7671', 1, '129.59', '4.93'],
            1857: [438, 'PRC-5382', 1, '72.06', None],
            1858: [439, 'PRC-8839', 3, '37.93', None],
            1859: [439, 'PRC-2158', 1, '176.58', '8.85'],
            1860: [440, 'PRC-3330', 1, '162.65', None],
            1861: [441, 'PRC-3095', 4, '106.62', '7.66'],
            1862: [441, 'PRC-2502', 3, '31.64', None],
            1863: [441, 'PRC-6335', 1, '145.34', '11.91'],
            1864: [441, 'PRC-8349', 2, '155.68', None],
            1865: [442, 'PRC-4295', 3, '59.28', None],
            1866: [442, 'PRC-0414', 3, '134.49', None],
            1867: [442, 'PRC-7011', 4, '17.52', '4.13'],
            1868: [442, 'PRC-3654', 2, '138.69', None],
            1869: [443, 'PRC-8246', 2, '140.86', None],
            1870: [444, 'PRC-2114', 1, '78.80', '7.49'],
            1871: [444, 'PRC-5741', 3, '129.62', '23.84'],
            1872: [444, 'PRC-8778', 1, '90.18', None],
            1873: [444, 'PRC-9034', 4, '16.66', '5.86'],
            1874: [445, 'PRC-7604', 4, '116.54', '44.33'],
            1875: [445, 'PRC-2232', 3, '48.84', '3.42'],
            1876: [445, 'PRC-0444', 1, '168.26', '12.47'],
            1877: [446, 'PRC-9255', 2, '32.99', '4.14'],
            1878: [447, 'PRC-1633', 1, '69.03', '3.85'],
            1879: [448, 'PRC-6949', 1, '21.16', None],
            1880: [448, 'PRC-9265', 2, '62.26', None],
            1881: [448, 'PRC-0870', 3, '107.55', None],
            1882: [448, 'PRC-0390', 3, '35.15', None],
            1883: [449, 'PRC-2761', 4, '112.23', None],
            1884: [450, 'PRC-5089', 3, '20.00', '5.33'],
            1885: [450, 'PRC-9233', 4, '15.47', '3.8'],
            1886: [451, 'PRC-0643', 1, '152.34', '14.9'],
            1887: [451, 'PRC-6038', 1, '62.29', None],
            1888: [451, 'PRC-4521', 2, '137.97', '0.76'],
            1889: [452, 'PRC-0945', 4, '159.40', '10.49'],
            1890: [452, 'PRC-5119', 1, '157.61', '2.66'],
            1891: [452, 'PRC-6380', 1, '50.75', '3.23'],
            1892: [453, 'PRC-2233', 1, '171.19', '9.94'],
            1893: [453, 'PRC-2881', 2, '33.57', None],
            1894: [453, 'PRC-3455', 1, '166.22', '15.67'],
            1895: [454, 'PRC-9775', 2, '84.91', '5.94'],
            1896: [454, 'PRC-2509', 2, '176.73', '15.37'],
            1897: [454, 'PRC-3285', 3, '139.95', '17.96'],
            1898: [454, 'PRC-5343', 4, '30.85', '9.14'],
            1899: [455, 'PRC-2517', 2, '142.91', None],
            1900: [460, 'PRC-7619', 3, '75.21', None],
            1901: [460, 'PRC-9926', 3, '33.95', '5.19'],
            1902: [463, 'PRC-1184', 3, '42.60', None],
            1903: [463, 'PRC-8153', 4, '125.58', '15.3'],
            1904: [463, 'PRC-7176', 1, '141.91', None],
            1905: [463, 'PRC-4609', 4, '149.52', '11.49'],
            1906: [464, 'PRC-6098', 3, '48.07', '6.71'],
            1907: [464, 'PRC-4581', 1, '161.24', '6.82'],
            1908: [464, 'PRC-9769', 1, '20.69', '1.42'],
            1909: [464, 'PRC-5999', 2, '128.60', '7.39'],
            1910: [465, 'PRC-1541', 1, '54.72', '2.32'],
            1911: [466, 'PRC-0705', 4, '166.91', '5.15'],
            1912: [466, 'PRC-8617', 4, '100.86', '23.23'],
            1913: [467, 'PRC-2797', 1, '20.71', None],
            1914: [467, 'PRC-0614', 4, '70.04', None],
            1915: [467, 'PRC-2215', 1, '109.33', '9.58'],
            1916: [468, 'PRC-1706', 4, '145.07', '16.83'],
            1917: [468, 'PRC-3279', 3, '99.25', None],
            1918: [469, 'PRC-8001', 2, '113.14', '8.83'],
            1919: [469, 'PRC-8390', 2, '139.55', '22'],
            1920: [470, 'PRC-9704', 3, '26.70', '3.21'],
            1921: [471, 'PRC-2516', 4, '33.28', '8.63'],
            1922: [471, 'PRC-8455', 1, '120.61', '8.77'],
            1923: [471, 'PRC-9092', 3, '53.00', '13.42'],
            1924: [472, 'PRC-8954', 2, '78.34', None],
            1925: [472, 'PRC-8454', 1, '137.19', None],
            1926: [472, 'PRC-3809', 3, '162.10', None],
            1927: [472, 'PRC-8017', 3, '125.66', '0.3'],
            1928: [473, 'PRC-7738', 1, '102.23', None],
            1929: [473, 'PRC-0250', 3, '102.67', None],
            1930: [473, 'PRC-6057', 1, '85.64', '4.08'],
            1931: [473, 'PRC-4745', 3, '37.31', '2.45'],
            1932: [474, 'PRC-1364', 2, '107.22', None],
            1933: [474, 'PRC-1735', 3, '82.31', None],
            1934: [474, 'PRC-4294', 3, '119.24', None],
            1935: [475, 'PRC-3665', 2, '171.88', None],
            1936: [475, 'PRC-0904', 1, '86.71', '3.93'],
            1937: [476, 'PRC-6646', 2, '39.19', '1.55'],
            1938: [476, 'PRC-1264', 1, '57.19', '2.92'],
            1939: [476, 'PRC-6684', 4, '153.63', '20.57'],
            1940: [476, 'PRC-0706', 4, '98.37', '30.39'],
            1941: [477, 'PRC-4858', 1, '50.69', None],
            1942: [477, 'PRC-9889', 3, '139.07', '32.43'],
            1943: [477, 'PRC-9410', 3, '15.14', None],
            1944: [479, 'PRC-0257', 3, '27.44', '1.69'],
            1945: [479, 'PRC-4256', 2, '50.54', None],
            1946: [480, 'PRC-3206', 1, '175.88', '15.01'],
            1947: [480, 'PRC-1546', 1, '168.39', '2.22'],
            1948: [481, 'PRC-7251', 4, '87.23', '0.85'],
            1949: [481, 'PRC-5088', 2, '33.87', '6.51'],
            1950: [481, 'PRC-8794', 2, '103.33', '19.78'],
            1951: [481, 'PRC-9388', 3, '100.20', None],
            1952: [482, 'PRC-8738', 2, '13.75', None],
            1953: [482, 'PRC-3224', 3, '175.82', None],
            1954: [482, 'PRC-0327', 3, '52.64', '4.07'],
            1955: [483, 'PRC-8433', 4, '90.92', '16.7'],
            1956: [483, 'PRC-3876', 2, '118.65', None],
            1957: [483, 'PRC-7686', 2, '164.69', '10.14'],
            1958: [437, 'PRC-4769', 2, '15.50', '1.74'],
            1959: [420, 'PRC-7717', 4, '52.05', '3.37']},
 'l_sql': 'SELECT id, appointment_id AS c, code AS code, units AS q, unit_fee::text AS pr, rebate::text AS d FROM '
          'clinic.appointment_items',
 'lfk': 'appointment_id',
 'migration': '/srv/migrations/0043_integrity.sql',
 'missing_p': 15,
 'new_id': 494,
 'new_p': 30,
 'orphan_rows': {458: 20, 459: 20, 484: 15},
 'orphans': 'orphaned_appointments',
 'p1': 'patient',
 'p_region': {12: 'Techniker',
              13: 'Axa Health',
              14: 'Allianz Care',
              16: 'Techniker',
              17: 'Bupa',
              18: 'Aok Plus',
              19: 'Techniker',
              21: 'Axa Health',
              22: 'Aok Plus',
              23: 'Bupa',
              24: 'Axa Health',
              25: 'Techniker',
              26: 'Allianz Care',
              27: 'Axa Health',
              28: 'Bupa',
              29: 'Bupa',
              30: 'Axa Health',
              31: 'Aok Plus',
              32: 'Allianz Care',
              33: 'Axa Health',
              34: 'Allianz Care',
              35: 'Generali Vita',
              36: 'Bupa',
              37: 'Aok Plus',
              38: 'Techniker',
              39: 'Generali Vita',
              40: 'Axa Health',
              41: 'Generali Vita',
              42: 'Aok Plus',
              43: 'Allianz Care',
              44: 'Bupa',
              45: 'Allianz Care',
              46: 'Allianz Care'},
 'p_region_sql': 'SELECT id, insurer AS v FROM clinic.patients',
 'p_rows': {12: ['Mira Brandt', 'mira.brandt@mail.test'],
            13: ['Bruno Weber', 'bruno.weber@post.example'],
            14: ['Carmen Dimitrov', 'carmen.dimitrov@post.example'],
            16: ['Nils Dimitrov', 'nils.dimitrov@post.example'],
            17: ['Priya Castillo', 'priya.castillo@inbox.test'],
            18: ['Femi Eriksen', 'femi.eriksen@inbox.test'],
            19: ['Femi Eriksen', 'femi.eriksen@post.example'],
            21: ['Mira Castillo', 'mira.castillo@inbox.test'],
            22: ['Olu Rossi', 'olu.rossi@post.example'],
            23: ['Elena Gallo', 'elena.gallo@inbox.test'],
            24: ['Vera Jensen', 'vera.jensen@example.com'],
            25: ['Yusuf Sato', 'yusuf.sato@post.example'],
            26: ['Vera Fofana', 'vera.fofana@example.com'],
            27: ['Wim Sato', 'wim.sato@post.example'],
            28: ['Xenia Brandt', 'xenia.brandt@mail.test'],
            29: ['Wim Castillo', 'wim.castillo@post.example'],
            30: ['Priya Jensen', 'priya.jensen@example.com'],
            31: ['Ines Castillo', 'ines.castillo@mail.test'],
            32: ['Carmen Sato', 'carmen.sato@post.example'],
            33: ['Greta Sato', 'greta.sato@example.com'],
            34: ['Uzma Sato', 'uzma.sato@inbox.test'],
            35: ['Ines Weber', 'ines.weber@example.com'],
            36: ['Uzma Eriksen', 'uzma.eriksen@post.example'],
            37: ['Quinn Okafor', 'quinn.okafor@post.example'],
            38: ['Ada Weber', 'ada.weber@inbox.test'],
            39: ['Ada Ivanova', 'ada.ivanova@post.example'],
            40: ['Greta Rossi', 'greta.rossi@example.com'],
            41: ['Dev Fofana', 'dev.fofana@post.example'],
            42: ['Greta Okafor', 'greta.okafor@post.example'],
            43: ['Elena Castillo', 'elena.castillo@post.example'],
            44: ['Hiro Moreau', 'hiro.moreau@inbox.test'],
            45: ['Quinn Rossi', 'quinn.rossi@post.example'],
            46: ['Vera Jensen', 'vera.jensen@inbox.test']},
 'p_sql': 'SELECT id, full_name AS n, email AS e FROM clinic.patients',
 'pfk': 'patient_id',
 'production_rows': 'INSERT INTO clinic.patients (id, full_name, email, insurer) VALUES\n'
                    "    (39, 'Ada Ivanova', 'ada.ivanova@post.example', 'Generali Vita'),\n"
                    "    (40, 'Greta Rossi', 'greta.rossi@example.com', 'Axa Health'),\n"
                    "    (41, 'Dev Fofana', 'dev.fofana@post.example', 'Generali Vita'),\n"
                    "    (42, 'Greta Okafor', 'greta.okafor@post.example', 'Aok Plus'),\n"
                    "    (43, 'Elena Castillo', 'elena.castillo@post.example', 'Allianz Care'),\n"
                    "    (44, 'Hiro Moreau', 'hiro.moreau@inbox.test', 'Bupa'),\n"
                    "    (45, 'Quinn Rossi', 'quinn.rossi@post.example', 'Allianz Care'),\n"
                    "    (46, 'Vera Jensen', 'vera.jensen@inbox.test', 'Allianz Care');\n"
                    'INSERT INTO clinic.appointments (id, patient_id, scheduled_on, status) VALUES\n'
                    "    (460, 40, '2023-08-21', 'cancelled'),\n"
                    "    (461, 40, '2023-01-20', 'cancelled'),\n"
                    "    (462, 41, '2023-03-18', 'no_show'),\n"
                    "    (463, 42, '2023-08-15', 'no_show'),\n"
                    "    (464, 43, '2024-03-07', 'attended'),\n"
                    "    (465, 43, '2024-07-16', 'booked'),\n"
                    "    (466, 43, '2024-02-21', 'cancelled'),\n"
                    "    (467, 43, '2023-04-04', 'cancelled'),\n"
                    "    (468, 44, '2023-06-14', 'no_show'),\n"
                    "    (469, 44, '2024-08-08', 'no_show'),\n"
                    "    (470, 44, '2023-02-21', 'cancelled'),\n"
                    "    (471, 45, '2023-11-06', 'cancelled'),\n"
                    "    (472, 45, '2024-06-16', 'no_show'),\n"
                    "    (473, 45, '2023-06-19', 'cancelled'),\n"
                    "    (474, 45, '2024-10-09', 'no_show'),\n"
                    "    (475, 46, '2023-09-13', 'no_show'),\n"
                    "    (476, 46, '2024-11-01', 'cancelled'),\n"
                    "    (477, 18, '2023-12-29', 'attended'),\n"
                    "    (478, 18, '2024-07-04', 'booked'),\n"
                    "    (479, 33, '2023-02-23', 'attended'),\n"
                    "    (480, 33, '2024-05-16', 'cancelled'),\n"
                    "    (481, 32, '2023-05-25', 'booked'),\n"
                    "    (482, 32, '2024-07-31', 'attended'),\n"
                    "    (483, 32, '2024-09-09', 'attended'),\n"
                    "    (484, 15, '2023-04-03', 'no_show');\n"
                    'INSERT INTO clinic.appointment_items (id, appointment_id, code, units, unit_fee, rebate) VALUES\n'
                    "    (1900, 460, 'PRC-7619', 3, 75.21, NULL),\n"
                    "    (1901, 460, 'PRC-9926', 3, 33.95, 5.19),\n"
                    "    (1902, 463, 'PRC-1184', 3, 42.6, NULL),\n"
                    "    (1903, 463, 'PRC-8153', 4, 125.58, 15.3),\n"
                    "    (1904, 463, 'PRC-7176', 1, 141.91, NULL),\n"
                    "    (1905, 463, 'PRC-4609', 4, 149.52, 11.49),\n"
                    "    (1906, 464, 'PRC-6098', 3, 48.07, 6.71),\n"
                    "    (1907, 464, 'PRC-4581', 1, 161.24, 6.82),\n"
                    "    (1908, 464, 'PRC-9769', 1, 20.69, 1.42),\n"
                    "    (1909, 464, 'PRC-5999', 2, 128.6, 7.39),\n"
                    "    (1910, 465, 'PRC-1541', 1, 54.72, 2.32),\n"
                    "    (1911, 466, 'PRC-0705', 4, 166.91, 5.15),\n"
                    "    (1912, 466, 'PRC-8617', 4, 100.86, 23.23),\n"
                    "    (1913, 467, 'PRC-2797', 1, 20.71, NULL),\n"
                    "    (1914, 467, 'PRC-0614', 4, 70.04, NULL),\n"
                    "    (1915, 467, 'PRC-2215', 1, 109.33, 9.58),\n"
                    "    (1916, 468, 'PRC-1706', 4, 145.07, 16.83),\n"
                    "    (1917, 468, 'PRC-3279', 3, 99.25, NULL),\n"
                    "    (1918, 469, 'PRC-8001', 2, 113.14, 8.83),\n"
                    "    (1919, 469, 'PRC-8390', 2, 139.55, 22),\n"
                    "    (1920, 470, 'PRC-9704', 3, 26.7, 3.21),\n"
                    "    (1921, 471, 'PRC-2516', 4, 33.28, 8.63),\n"
                    "    (1922, 471, 'PRC-8455', 1, 120.61, 8.77),\n"
                    "    (1923, 471, 'PRC-9092', 3, 53, 13.42),\n"
                    "    (1924, 472, 'PRC-8954', 2, 78.34, NULL),\n"
                    "    (1925, 472, 'PRC-8454', 1, 137.19, NULL),\n"
                    "    (1926, 472, 'PRC-3809', 3, 162.1, NULL),\n"
                    "    (1927, 472, 'PRC-8017', 3, 125.66, 0.3),\n"
                    "    (1928, 473, 'PRC-7738', 1, 102.23, NULL),\n"
                    "    (1929, 473, 'PRC-0250', 3, 102.67, NULL),\n"
                    "    (1930, 473, 'PRC-6057', 1, 85.64, 4.08),\n"
                    "    (1931, 473, 'PRC-4745', 3, 37.31, 2.45),\n"
                    "    (1932, 474, 'PRC-1364', 2, 107.22, NULL),\n"
                    "    (1933, 474, 'PRC-1735', 3, 82.31, NULL),\n"
                    "    (1934, 474, 'PRC-4294', 3, 119.24, NULL),\n"
                    "    (1935, 475, 'PRC-3665', 2, 171.88, NULL),\n"
                    "    (1936, 475, 'PRC-0904', 1, 86.71, 3.93),\n"
                    "    (1937, 476, 'PRC-6646', 2, 39.19, 1.55),\n"
                    "    (1938, 476, 'PRC-1264', 1, 57.19, 2.92),\n"
                    "    (1939, 476, 'PRC-6684', 4, 153.63, 20.57),\n"
                    "    (1940, 476, 'PRC-0706', 4, 98.37, 30.39),\n"
                    "    (1941, 477, 'PRC-4858', 1, 50.69, NULL),\n"
                    "    (1942, 477, 'PRC-9889', 3, 139.07, 32.43),\n"
                    "    (1943, 477, 'PRC-9410', 3, 15.14, NULL),\n"
                    "    (1944, 479, 'PRC-0257', 3, 27.44, 1.69),\n"
                    "    (1945, 479, 'PRC-4256', 2, 50.54, NULL),\n"
                    "    (1946, 480, 'PRC-3206', 1, 175.88, 15.01),\n"
                    "    (1947, 480, 'PRC-1546', 1, 168.39, 2.22),\n"
                    "    (1948, 481, 'PRC-7251', 4, 87.23, 0.85),\n"
                    "    (1949, 481, 'PRC-5088', 2, 33.87, 6.51),\n"
                    "    (1950, 481, 'PRC-8794', 2, 103.33, 19.78),\n"
                    "    (1951, 481, 'PRC-9388', 3, 100.2, NULL),\n"
                    "    (1952, 482, 'PRC-8738', 2, 13.75, NULL),\n"
                    "    (1953, 482, 'PRC-3224', 3, 175.82, NULL),\n"
                    "    (1954, 482, 'PRC-0327', 3, 52.64, 4.07),\n"
                    "    (1955, 483, 'PRC-8433', 4, 90.92, 16.7),\n"
                    "    (1956, 483, 'PRC-3876', 2, 118.65, NULL),\n"
                    "    (1957, 483, 'PRC-7686', 2, 164.69, 10.14),\n"
                    "    (1958, 437, 'PRC-4769', 2, 15.5, 1.74),\n"
                    "    (1959, 420, 'PRC-7717', 4, 52.05, 3.37);\n"
                    'INSERT INTO clinic.patient_notes (id, patient_id, clinical_note) VALUES\n'
                    "    (54, 43, 'dbab10acc4857efc'),\n"
                    "    (55, 44, 'f918e9770e4247b6'),\n"
                    "    (56, 45, '5db5e85a5ff09b75');\n"
                    "SELECT setval(pg_get_serial_sequence('clinic.patients', 'id'), (SELECT max(id) FROM "
                    'clinic.patients));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointments', 'id'), (SELECT max(id) FROM "
                    'clinic.appointments));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.appointment_items', 'id'), (SELECT max(id) FROM "
                    'clinic.appointment_items));\n'
                    "SELECT setval(pg_get_serial_sequence('clinic.patient_notes', 'id'), (SELECT max(id) FROM "
                    'clinic.patient_notes));\n',
 'query': 'SELECT id, code, units FROM clinic.appointment_items WHERE appointment_id = 418 ORDER BY id',
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
 's_rows': {44: [12, '468ee85eacd4e31e'],
            45: [14, '15374792710b3a57'],
            46: [17, '4a349d9e37a8a5ea'],
            47: [23, 'bfe86167959903c8'],
            48: [25, '3f4cb4d9c8d12f97'],
            49: [27, '803c583744356c80'],
            50: [28, '367c6e92455abed8'],
            51: [29, '6ebd617923141732'],
            52: [34, '8f4e3609608e28e2'],
            53: [35, 'e5b583a154663fc6'],
            54: [43, 'dbab10acc4857efc'],
            55: [44, 'f918e9770e4247b6'],
            56: [45, '5db5e85a5ff09b75']},
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
 'status': 'status',
 'statuses': ['booked', 'attended', 'no_show', 'cancelled'],
 'tables': ['patients', 'appointments', 'appointment_items', 'patient_notes', 'orphaned_appointments'],
 'types': {'appointment_items.rebate': ['numeric(10,2)', False],
           'appointment_items.unit_fee': ['numeric(10,2)', True],
           'appointments.patient_id': ['integer', True],
           'appointments.scheduled_on': ['date', False],
           'appointments.status': ['text', False],
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
