import os
import subprocess

import pytest

import tg_guard
def judge(case, out):
    """'' when `out` is a valid allocation of case's bookings worth the optimum, else why not."""
    lines = [l.split() for l in out.strip().splitlines() if l.strip()]
    label = "accepted" if case["value"] == "count" else "revenue"
    if not lines or lines[0] != [label, str(case["best"])]:
        return "first line %r, expected %r" % (" ".join(lines[0]) if lines else "", "%s %d" % (label, case["best"]))
    bk, seen, rooms = case["bookings"], set(), {}
    for l in lines[1:]:
        if case["rooms"] == 1 and len(l) == 1:
            l = [l[0], "1"]
        if len(l) != 2 or not l[1].isdigit():
            return "malformed line %r" % " ".join(l)
        i, r = l[0], int(l[1])
        if i not in bk:
            return "%s is not a booking that can be accepted" % i
        if i in seen:
            return "%s listed twice" % i
        if not 1 <= r <= case["rooms"]:
            return "%s on room %d, there are %d" % (i, r, case["rooms"])
        seen.add(i)
        rooms.setdefault(r, []).append(bk[i] + [i])
    total = len(seen) if case["value"] == "count" else sum(bk[i][2] for i in seen)
    if total != case["best"]:
        return "the listed bookings are worth %d, not the claimed %d" % (total, case["best"])
    for r, xs in rooms.items():
        xs.sort()
        for a, b in zip(xs, xs[1:]):
            if not (a[1] < b[0] if case["closed"] else a[1] <= b[0]):
                return "%s and %s clash on room %d" % (a[3], b[3], r)
    return ""

PROGRAM = '/opt/booking/bin/allocator'
CANONICAL = False
CASES = {'hidden1': {'check': {'best': 10,
                       'bookings': {'DW100': [1055, 1145, 1],
                                    'DW107': [670, 705, 1],
                                    'DW121': [810, 920, 1],
                                    'DW128': [835, 925, 1],
                                    'DW135': [705, 795, 1],
                                    'DW142': [665, 740, 1],
                                    'DW149': [595, 660, 1],
                                    'DW156': [1055, 1105, 1],
                                    'DW170': [595, 685, 1],
                                    'DW177': [520, 580, 1],
                                    'DW184': [710, 830, 1],
                                    'DW198': [520, 640, 1]},
                       'closed': False,
                       'rooms': 2,
                       'value': 'count'},
             'input': 'set rooms 2\n'
                      'set maxlen 90\n'
                      'set turnover artic 20\n'
                      'set turnover rigid 30\n'
                      'set turnover van 30\n'
                      'DW121 14:00 14:45 kind=artic status=confirmed\n'
                      'DW163 08:40 09:25 kind=artic status=cancelled\n'
                      'DW177 08:40 09:10 kind=rigid status=confirmed\n'
                      'DW107 11:10 11:25 kind=artic status=confirmed\n'
                      'DW163 09:10 09:25 kind=artic status=cancelled\n'
                      'DW170 09:55 10:55 kind=van status=confirmed\n'
                      'DW100 17:35 18:35 kind=van status=confirmed\n'
                      'DW198 08:40 10:10 kind=rigid status=confirmed\n'
                      'DW142 11:05 11:50 kind=rigid status=tentative\n'
                      'DW121 13:30 15:00 kind=artic status=confirmed\n'
                      'DW149 09:55 10:40 kind=artic status=confirmed\n'
                      'DW191 12:35 14:35 kind=van status=confirmed\n'
                      'DW114 15:40 16:25 kind=van status=cancelled\n'
                      'DW184 11:50 13:20 kind=van status=confirmed\n'
                      'DW156 17:35 18:05 kind=artic status=confirmed\n'
                      'DW135 11:45 12:45 kind=van status=confirmed\n'
                      'DW128 13:55 14:55 kind=van status=tentative\n',
             'want': 'accepted 10\n'
                     'DW121 2\n'
                     'DW177 2\n'
                     'DW107 2\n'
                     'DW100 2\n'
                     'DW198 1\n'
                     'DW142 1\n'
                     'DW149 2\n'
                     'DW156 1\n'
                     'DW135 2\n'
                     'DW128 1\n'},
 'hidden2': {'check': {'best': 32,
                       'bookings': {'DW100': [575, 600, 1],
                                    'DW114': [800, 900, 1],
                                    'DW121': [885, 925, 1],
                                    'DW128': [1065, 1175, 1],
                                    'DW135': [420, 530, 1],
                                    'DW149': [570, 635, 1],
                                    'DW163': [425, 495, 1],
                                    'DW170': [580, 620, 1],
                                    'DW177': [770, 820, 1],
                                    'DW184': [1060, 1100, 1],
                                    'DW191': [545, 595, 1],
                                    'DW198': [930, 970, 1],
                                    'DW212': [715, 750, 1],
                                    'DW219': [645, 755, 1],
                                    'DW233': [1255, 1295, 1],
                                    'DW240': [630, 730, 1],
                                    'DW247': [585, 695, 1],
                                    'DW268': [870, 920, 1],
                                    'DW275': [1125, 1160, 1],
                                    'DW282': [645, 700, 1],
                                    'DW289': [1015, 1050, 1],
                                    'DW296': [655, 695, 1],
                                    'DW303': [485, 525, 1],
                                    'DW324': [1240, 1290, 1],
                                    'DW331': [1300, 1325, 1],
                                    'DW345': [1045, 1110, 1],
                                    'DW352': [810, 865, 1],
                                    'DW359': [945, 985, 1],
                                    'DW366': [770, 820, 1],
                                    'DW380': [440, 495, 1],
                                    'DW387': [1220, 1290, 1],
                                    'DW401': [970, 995, 1],
                                    'DW415': [445, 545, 1],
                                    'DW422': [1045, 1095, 1],
                                    'DW429': [995, 1095, 1],
                                    'DW443': [825, 865, 1],
                                    'DW457': [815, 895, 1],
                                    'DW464': [515, 555, 1],
                                    'DW471': [510, 610, 1],
                                    'DW478': [390, 470, 1],
                                    'DW485': [815, 915, 1],
                                    'DW499': [415, 515, 1],
                                    'DW506': [1015, 1050, 1],
                                    'DW513': [690, 755, 1],
                                    'DW527': [440, 510, 1],
                                    'DW534': [585, 625, 1],
                                    'DW541': [510, 580, 1],
                                    'DW548': [715, 770, 1],
                                    'DW555': [900, 955, 1],
                                    'DW562': [1075, 1175, 1],
                                    'DW569': [595, 620, 1],
                                    'DW576': [755, 805, 1],
                                    'DW583': [1035, 1090, 1],
                                    'DW590': [360, 470, 1],
                                    'DW597': [845, 885, 1],
                                    'DW611': [360, 410, 1],
                                    'DW618': [495, 595, 1],
                                    'DW625': [510, 535, 1],
                                    'DW632': [1070, 1170, 1],
                                    'DW639': [1150, 1185, 1],
                                    'DW646': [440, 520, 1],
                                    'DW653': [455, 510, 1],
                                    'DW667': [695, 795, 1],
                                    'DW674': [545, 570, 1],
                                    'DW681': [1245, 1295, 1],
                                    'DW688': [1050, 1160, 1],
                                    'DW695': [745, 770, 1],
                                    'DW702': [745, 810, 1],
                                    'DW709': [545, 615, 1],
                                    'DW716': [685, 710, 1],
                                    'DW723': [895, 1005, 1],
                                    'DW730': [785, 825, 1],
                                    'DW737': [1080, 1135, 1],
                                    'DW744': [780, 880, 1],
                                    'DW751': [610, 680, 1],
                                    'DW758': [525, 590, 1],
                                    'DW765': [375, 445, 1],
                                    'DW772': [520, 620, 1],
                                    'DW779': [585, 640, 1]},
                       'closed': False,
                       'rooms': 2,
                       'value': 'count'},
             'input': 'set rooms 2\n'
                      'set maxlen 90\n'
                      'set turnover artic 10\n'
                      'set turnover rigid 10\n'
                      'set turnover van 20\n'
                      'DW275 18:45 19:00 kind=van status=confirmed\n'
                      'DW485 13:35 15:05 kind=artic status=confirmed\n'
                      'DW303 07:05 09:05 kind=artic status=confirmed\n'
                      'DW583 18:15 19:45 kind=artic status=confirmed\n'
                      'DW779 09:45 10:30 kind=artic status=tentative\n'
                      'DW758 08:45 09:30 kind=van status=confirmed\n'
                      'DW163 07:05 08:05 kind=rigid status=tentative\n'
                      'DW583 17:15 18:00 kind=artic status=confirmed\n'
                      'DW317 17:50 19:50 kind=rigid status=confirmed\n'
                      'DW744 12:30 12:45 kind=rigid status=tentative\n'
                      'DW289 16:55 17:10 kind=van status=confirmed\n'
                      'DW352 11:30 11:45 kind=rigid status=confirmed\n'
                      'DW240 11:00 12:30 kind=artic status=confirmed\n'
                      'DW492 13:40 13:55 kind=rigid status=cancelled\n'
                      'DW128 17:45 19:15 kind=van status=tentative\n'
                      'DW373 09:25 10:55 kind=rigid status=confirmed\n'
                      'DW156 06:00 06:30 kind=rigid status=cancelled\n'
                      'DW394 13:45 15:15 kind=van status=cancelled\n'
                      'DW457 13:35 14:35 kind=van status=confirmed\n'
                      'DW730 12:35 14:05 kind=rigid status=confirmed\n'
                      'DW765 06:15 07:15 kind=rigid status=confirmed\n'
                      'DW534 09:45 10:15 kind=artic status=confirmed\n'
                      'DW219 08:45 10:45 kind=van status=confirmed\n'
                      'DW436 16:00 18:00 kind=artic status=tentative\n'
                      'DW191 09:05 09:35 kind=van status=tentative\n'
                      'DW429 16:35 18:05 kind=rigid status=confirmed\n'
                      'DW548 11:55 12:40 kind=artic status=confirmed\n'
                      'DW247 09:45 11:15 kind=van status=confirmed\n'
                      'DW261 13:00 13:45 kind=rigid status=cancelled\n'
                      'DW471 08:30 10:00 kind=rigid status=confirmed\n'
                      'DW569 09:55 10:10 kind=rigid status=confirmed\n'
                      'DW716 11:25 11:40 kind=rigid status=confirmed\n'
                      'DW282 10:45 11:30 kind=rigid status=confirmed\n'
                      'DW380 07:20 08:05 kind=artic status=confirmed\n'
                      'DW142 18:15 20:15 kind=artic status=confirmed\n'
                      'DW100 08:35 09:05 kind=rigid status=confirmed\n'
                      'DW149 09:30 10:15 kind=van status=confirmed\n'
                      'DW590 06:00 07:30 kind=van status=confirmed\n'
                      'DW100 09:35 09:50 kind=rigid status=confirmed\n'
                      'DW674 09:05 09:20 kind=artic status=confirmed\n'
                      'DW744 13:00 14:30 kind=rigid status=tentative\n'
                      'DW303 06:35 06:50 kind=artic status=confirmed\n'
                      'DW443 13:45 14:15 kind=rigid status=confirmed\n'
                      'DW478 06:30 07:30 kind=van status=confirmed\n'
                      'DW632 17:50 19:20 kind=artic status=confirmed\n'
                      'DW303 08:05 08:35 kind=artic status=confirmed\n'
                      'DW520 15:05 15:20 kind=artic status=cancelled\n'
                      'DW135 06:00 07:00 kind=van status=confirmed\n'
                      'DW772 08:40 10:10 kind=rigid status=confirmed\n'
                      'DW240 10:30 12:00 kind=artic status=confirmed\n'
                      'DW324 20:40 21:10 kind=van status=confirmed\n'
                      'DW184 17:40 18:10 kind=rigid status=confirmed\n'
                      'DW639 19:10 19:25 kind=van status=confirmed\n'
                      'DW366 12:50 13:20 kind=van status=confirmed\n'
                      'DW212 11:55 12:10 kind=van status=confirmed\n'
                      'DW618 08:15 09:45 kind=artic status=confirmed\n'
                      'DW415 07:25 08:55 kind=artic status=confirmed\n'
                      'DW702 12:25 13:10 kind=van status=confirmed\n'
                      'DW555 15:00 15:45 kind=rigid status=confirmed\n'
                      'DW373 10:25 12:25 kind=rigid status=confirmed\n'
                      'DW646 07:20 08:20 kind=van status=tentative\n'
                      'DW499 06:55 08:25 kind=rigid status=tentative\n'
                      'DW660 07:20 09:20 kind=rigid status=confirmed\n'
                      'DW541 08:30 09:30 kind=rigid status=confirmed\n'
                      'DW604 19:10 21:10 kind=artic status=cancelled\n'
                      'DW177 12:50 13:20 kind=van status=tentative\n'
                      'DW268 14:30 15:00 kind=van status=tentative\n'
                      'DW387 20:20 21:20 kind=rigid status=tentative\n'
                      'DW730 13:05 13:35 kind=rigid status=confirmed\n'
                      'DW296 10:55 11:25 kind=rigid status=tentative\n'
                      'DW611 06:00 06:30 kind=van status=tentative\n'
                      'DW450 19:40 21:40 kind=van status=confirmed\n'
                      'DW205 19:20 20:20 kind=van status=cancelled\n'
                      'DW737 18:00 18:45 kind=artic status=confirmed\n'
                      'DW233 20:55 21:25 kind=rigid status=confirmed\n'
                      'DW513 11:30 12:15 kind=van status=confirmed\n'
                      'DW625 07:30 08:30 kind=rigid status=confirmed\n'
                      'DW653 07:35 08:20 kind=artic status=confirmed\n'
                      'DW723 14:55 16:25 kind=van status=confirmed\n'
                      'DW345 17:25 18:10 kind=van status=confirmed\n'
                      'DW310 16:15 18:15 kind=rigid status=cancelled\n'
                      'DW338 06:45 08:45 kind=artic status=confirmed\n'
                      'DW751 10:10 11:10 kind=rigid status=confirmed\n'
                      'DW681 20:45 21:15 kind=van status=confirmed\n'
                      'DW408 11:30 12:30 kind=rigid status=cancelled\n'
                      'DW170 09:40 10:10 kind=artic status=confirmed\n'
                      'DW135 07:00 08:30 kind=van status=confirmed\n'
                      'DW695 12:25 12:40 kind=artic status=tentative\n'
                      'DW527 07:20 08:20 kind=artic status=confirmed\n'
                      'DW352 13:30 14:15 kind=rigid status=confirmed\n'
                      'DW709 09:05 10:05 kind=rigid status=confirmed\n'
                      'DW359 15:45 16:15 kind=artic status=tentative\n'
                      'DW506 16:55 17:10 kind=van status=tentative\n'
                      'DW597 14:05 14:35 kind=rigid status=confirmed\n'
                      'DW226 11:50 13:50 kind=van status=confirmed\n'
                      'DW464 08:35 09:05 kind=rigid status=tentative\n'
                      'DW254 08:35 10:35 kind=artic status=confirmed\n'
                      'DW576 12:35 13:05 kind=van status=confirmed\n'
                      'DW114 13:20 14:50 kind=rigid status=tentative\n'
                      'DW107 16:00 18:00 kind=rigid status=cancelled\n'
                      'DW331 21:40 21:55 kind=artic status=confirmed\n'
                      'DW625 08:30 08:45 kind=rigid status=confirmed\n'
                      'DW401 16:10 16:25 kind=artic status=confirmed\n'
                      'DW688 17:30 19:00 kind=van status=tentative\n'
                      'DW219 10:45 12:15 kind=van status=confirmed\n'
                      'DW422 17:25 17:55 kind=van status=confirmed\n'
                      'DW198 15:30 16:00 kind=rigid status=confirmed\n'
                      'DW121 14:45 15:15 kind=artic status=confirmed\n'
                      'DW667 11:35 13:05 kind=artic status=confirmed\n'
                      'DW562 17:55 19:25 kind=rigid status=confirmed\n',
             'want': 'accepted 32\n'
                     'DW275 2\n'
                     'DW163 2\n'
                     'DW289 1\n'
                     'DW352 1\n'
                     'DW765 1\n'
                     'DW548 2\n'
                     'DW716 1\n'
                     'DW100 1\n'
                     'DW674 1\n'
                     'DW443 2\n'
                     'DW324 2\n'
                     'DW184 2\n'
                     'DW639 1\n'
                     'DW366 2\n'
                     'DW212 1\n'
                     'DW268 2\n'
                     'DW387 1\n'
                     'DW296 2\n'
                     'DW611 2\n'
                     'DW737 1\n'
                     'DW625 1\n'
                     'DW653 1\n'
                     'DW751 1\n'
                     'DW170 2\n'
                     'DW359 2\n'
                     'DW506 2\n'
                     'DW464 2\n'
                     'DW576 1\n'
                     'DW331 2\n'
                     'DW401 1\n'
                     'DW198 1\n'
                     'DW121 1\n'},
 'hidden3': {'check': {'best': 71,
                       'bookings': {'DW1003': [945, 990, 1],
                                    'DW1010': [1225, 1285, 1],
                                    'DW1017': [395, 445, 1],
                                    'DW1045': [1230, 1280, 1],
                                    'DW1052': [610, 685, 1],
                                    'DW1059': [935, 995, 1],
                                    'DW1066': [370, 405, 1],
                                    'DW107': [1015, 1075, 1],
                                    'DW1073': [500, 560, 1],
                                    'DW1115': [1265, 1315, 1],
                                    'DW1122': [715, 750, 1],
                                    'DW1143': [1040, 1115, 1],
                                    'DW1164': [805, 840, 1],
                                    'DW1171': [1355, 1445, 1],
                                    'DW1178': [1025, 1060, 1],
                                    'DW1185': [605, 650, 1],
                                    'DW1199': [835, 925, 1],
                                    'DW1213': [1245, 1335, 1],
                                    'DW1241': [485, 545, 1],
                                    'DW1262': [645, 735, 1],
                                    'DW1269': [1240, 1270, 1],
                                    'DW1304': [375, 395, 1],
                                    'DW1311': [645, 720, 1],
                                    'DW1318': [490, 550, 1],
                                    'DW1346': [480, 540, 1],
                                    'DW135': [445, 475, 1],
                                    'DW1353': [900, 975, 1],
                                    'DW1360': [1150, 1195, 1],
                                    'DW1381': [445, 520, 1],
                                    'DW1388': [1150, 1200, 1],
                                    'DW1395': [395, 440, 1],
                                    'DW1409': [1080, 1130, 1],
                                    'DW1416': [810, 845, 1],
                                    'DW1430': [590, 650, 1],
                                    'DW1437': [1100, 1160, 1],
                                    'DW1444': [1030, 1060, 1],
                                    'DW1458': [515, 535, 1],
                                    'DW1465': [785, 835, 1],
                                    'DW1479': [955, 1030, 1],
                                    'DW149': [895, 945, 1],
                                    'DW1528': [755, 830, 1],
                                    'DW1542': [395, 425, 1],
                                    'DW156': [725, 800, 1],
                                    'DW1570': [610, 645, 1],
                                    'DW1577': [420, 495, 1],
                                    'DW1605': [655, 685, 1],
                                    'DW1633': [440, 515, 1],
                                    'DW1640': [675, 765, 1],
                                    'DW1647': [750, 840, 1],
                                    'DW1661': [740, 775, 1],
                                    'DW1668': [1085, 1145, 1],
                                    'DW1675': [780, 830, 1],
                                    'DW1696': [380, 440, 1],
                                    'DW170': [970, 1030, 1],
                                    'DW1717': [645, 720, 1],
                                    'DW1731': [975, 1035, 1],
                                    'DW1745': [685, 730, 1],
                                    'DW1752': [1180, 1230, 1],
                                    'DW1759': [600, 660, 1],
                                    'DW1780': [1205, 1250, 1],
                                    'DW1787': [490, 550, 1],
                                    'DW1794': [1010, 1045, 1],
                                    'DW1801': [1030, 1105, 1],
                                    'DW1822': [1005, 1025, 1],
                                    'DW1836': [1005, 1035, 1],
                                    'DW1871': [1270, 1290, 1],
                                    'DW1885': [1270, 1330, 1],
                                    'DW1892': [420, 465, 1],
                                    'DW1920': [755, 790, 1],
                                    'DW1948': [490, 520, 1],
                                    'DW1976': [1025, 1055, 1],
                                    'DW2011': [965, 985, 1],
                                    'DW2025': [1015, 1060, 1],
                                    'DW2053': [1010, 1045, 1],
                                    'DW2060': [1195, 1245, 1],
                                    'DW2067': [510, 530, 1],
                                    'DW2088': [1265, 1315, 1],
                                    'DW2095': [935, 965, 1],
                                    'DW2116': [1060, 1080, 1],
                                    'DW2123': [940, 1000, 1],
                                    'DW2130': [910, 945, 1],
                                    'DW2137': [970, 1030, 1],
                                    'DW2151': [1005, 1050, 1],
                                    'DW2179': [1245, 1305, 1],
                                    'DW240': [1080, 1155, 1],
                                    'DW247': [465, 540, 1],
                                    'DW254': [1120, 1165, 1],
                                    'DW261': [885, 935, 1],
                                    'DW282': [905, 955, 1],
                                    'DW289': [525, 555, 1],
                                    'DW303': [1175, 1195, 1],
                                    'DW317': [450, 480, 1],
                                    'DW352': [460, 535, 1],
                                    'DW359': [930, 990, 1],
                                    'DW373': [1010, 1040, 1],
                                    'DW380': [1105, 1195, 1],
                                    'DW387': [910, 970, 1],
                                    'DW401': [870, 920, 1],
                                    'DW415': [955, 990, 1],
                                    'DW436': [1180, 1210, 1],
                                    'DW450': [420, 510, 1],
                                    'DW457': [960, 1050, 1],
                                    'DW464': [1045, 1090, 1],
                                    'DW499': [645, 735, 1],
                                    'DW520': [1190, 1235, 1],
                                    'DW534': [825, 855, 1],
                                    'DW562': [375, 435, 1],
                                    'DW576': [380, 410, 1],
                                    'DW597': [685, 730, 1],
                                    'DW604': [900, 975, 1],
                                    'DW611': [1200, 1260, 1],
                                    'DW618': [670, 715, 1],
                                    'DW639': [930, 950, 1],
                                    'DW674': [1185, 1230, 1],
                                    'DW688': [900, 950, 1],
                                    'DW695': [1060, 1135, 1],
                                    'DW702': [1210, 1270, 1],
                                    'DW730': [850, 900, 1],
                                    'DW744': [600, 650, 1],
                                    'DW751': [1205, 1235, 1],
                                    'DW765': [745, 820, 1],
                                    'DW786': [615, 675, 1],
                                    'DW793': [975, 1025, 1],
                                    'DW821': [675, 725, 1],
                                    'DW842': [485, 505, 1],
                                    'DW849': [1230, 1305, 1],
                                    'DW877': [760, 790, 1],
                                    'DW905': [655, 675, 1],
                                    'DW926': [675, 695, 1],
                                    'DW996': [580, 640, 1]},
                       'closed': False,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set maxlen 45\n'
                      'set turnover artic 15\n'
                      'set turnover rigid 45\n'
                      'set turnover van 5\n'
                      'DW2011 14:05 16:05 kind=van status=tentative\n'
                      'DW338 13:50 14:50 kind=artic status=confirmed\n'
                      'DW856 08:20 09:50 kind=artic status=tentative\n'
                      'DW1262 11:15 12:00 kind=rigid status=confirmed\n'
                      'DW2172 14:35 15:35 kind=van status=cancelled\n'
                      'DW114 12:45 13:30 kind=rigid status=cancelled\n'
                      'DW1402 09:40 11:10 kind=artic status=confirmed\n'
                      'DW954 21:00 21:45 kind=van status=cancelled\n'
                      'DW884 10:35 12:35 kind=rigid status=confirmed\n'
                      'DW366 08:05 08:50 kind=van status=cancelled\n'
                      'DW1990 18:45 20:15 kind=artic status=confirmed\n'
                      'DW2011 16:05 16:20 kind=van status=tentative\n'
                      'DW359 15:30 16:15 kind=artic status=tentative\n'
                      'DW1948 09:10 11:10 kind=artic status=confirmed\n'
                      'DW1185 09:35 11:35 kind=artic status=confirmed\n'
                      'DW324 06:55 08:55 kind=rigid status=tentative\n'
                      'DW331 11:10 13:10 kind=rigid status=cancelled\n'
                      'DW2144 11:55 13:25 kind=van status=tentative\n'
                      'DW709 17:40 19:40 kind=rigid status=confirmed\n'
                      'DW779 17:30 17:45 kind=rigid status=confirmed\n'
                      'DW1444 17:10 17:25 kind=artic status=tentative\n'
                      'DW2186 13:45 15:45 kind=artic status=tentative\n'
                      'DW394 14:10 15:40 kind=rigid status=tentative\n'
                      'DW422 19:55 20:40 kind=artic status=cancelled\n'
                      'DW926 11:15 11:30 kind=van status=confirmed\n'
                      'DW1864 10:00 10:45 kind=rigid status=confirmed\n'
                      'DW296 07:40 09:40 kind=rigid status=confirmed\n'
                      'DW485 11:30 13:30 kind=rigid status=confirmed\n'
                      'DW135 07:25 07:40 kind=artic status=confirmed\n'
                      'DW604 16:00 16:15 kind=rigid status=tentative\n'
                      'DW611 20:00 20:15 kind=rigid status=confirmed\n'
                      'DW282 14:05 15:35 kind=van status=confirmed\n'
                      'DW2109 21:35 21:50 kind=rigid status=cancelled\n'
                      'DW807 16:05 18:05 kind=van status=cancelled\n'
                      'DW275 12:35 13:20 kind=rigid status=confirmed\n'
                      'DW891 06:10 08:10 kind=artic status=cancelled\n'
                      'DW282 15:05 15:50 kind=van status=confirmed\n'
                      'DW1570 10:10 10:40 kind=van status=confirmed\n'
                      'DW604 15:00 15:30 kind=rigid status=tentative\n'
                      'DW849 20:30 21:00 kind=rigid status=confirmed\n'
                      'DW142 17:45 19:45 kind=artic status=confirmed\n'
                      'DW1038 10:55 12:25 kind=van status=confirmed\n'
                      'DW1514 08:50 10:50 kind=artic status=confirmed\n'
                      'DW1507 16:35 17:35 kind=rigid status=confirmed\n'
                      'DW919 19:35 20:35 kind=artic status=confirmed\n'
                      'DW1164 13:25 13:55 kind=van status=confirmed\n'
                      'DW1045 20:30 21:15 kind=van status=tentative\n'
                      'DW2151 16:15 16:45 kind=artic status=tentative\n'
                      'DW1052 10:10 10:40 kind=rigid status=confirmed\n'
                      'DW198 06:50 08:50 kind=van status=cancelled\n'
                      'DW1969 20:25 21:25 kind=rigid status=confirmed\n'
                      'DW233 08:30 09:30 kind=van status=tentative\n'
                      'DW702 20:10 20:55 kind=artic status=tentative\n'
                      'DW1129 07:40 08:25 kind=rigid status=confirmed\n'
                      'DW506 20:25 21:25 kind=rigid status=confirmed\n'
                      'DW1325 14:55 15:55 kind=rigid status=confirmed\n'
                      'DW121 08:00 10:00 kind=rigid status=cancelled\n'
                      'DW730 14:10 14:55 kind=van status=confirmed\n'
                      'DW1626 10:20 11:20 kind=rigid status=cancelled\n'
                      'DW1185 10:05 10:35 kind=artic status=confirmed\n'
                      'DW387 15:10 15:25 kind=rigid status=tentative\n'
                      'DW1864 11:00 12:30 kind=rigid status=confirmed\n'
                      'DW1458 08:35 08:50 kind=van status=tentative\n'
                      'DW1353 15:00 15:30 kind=rigid status=confirmed\n'
                      'DW1150 20:25 21:55 kind=rigid status=tentative\n'
                      'DW793 16:15 17:00 kind=van status=confirmed\n'
                      'DW1640 11:15 12:00 kind=rigid status=confirmed\n'
                      'DW2081 09:10 10:40 kind=artic status=tentative\n'
                      'DW1080 20:55 22:25 kind=artic status=confirmed\n'
                      'DW2151 16:45 17:15 kind=artic status=tentative\n'
                      'DW800 06:40 07:25 kind=van status=tentative\n'
                      'DW1024 20:45 21:00 kind=artic status=tentative\n'
                      'DW1262 10:45 11:30 kind=rigid status=confirmed\n'
                      'DW1472 20:35 22:35 kind=artic status=confirmed\n'
                      'DW1108 15:30 16:30 kind=rigid status=tentative\n'
                      'DW1871 21:10 21:25 kind=van status=confirmed\n'
                      'DW828 14:10 15:40 kind=rigid status=confirmed\n'
                      'DW1878 09:30 10:15 kind=artic status=cancelled\n'
                      'DW2193 06:15 07:15 kind=rigid status=cancelled\n'
                      'DW1787 08:10 08:25 kind=rigid status=tentative\n'
                      'DW2172 15:35 15:50 kind=van status=cancelled\n'
                      'DW2032 15:10 17:10 kind=rigid status=confirmed\n'
                      'DW870 19:10 20:40 kind=rigid status=tentative\n'
                      'DW1304 06:45 07:45 kind=van status=confirmed\n'
                      'DW1682 12:30 14:00 kind=van status=cancelled\n'
                      'DW541 09:25 11:25 kind=rigid status=confirmed\n'
                      'DW639 15:30 15:45 kind=van status=tentative\n'
                      'DW1024 19:45 20:45 kind=artic status=tentative\n'
                      'DW877 10:40 11:25 kind=artic status=confirmed\n'
                      'DW1318 08:10 08:55 kind=artic status=confirmed\n'
                      'DW1493 06:10 07:40 kind=rigid status=tentative\n'
                      'DW1857 20:50 21:20 kind=artic status=cancelled\n'
                      'DW1374 15:05 16:35 kind=van status=tentative\n'
                      'DW1234 06:20 08:20 kind=artic status=tentative\n'
                      'DW989 14:05 14:50 kind=artic status=cancelled\n'
                      'DW1241 08:05 08:50 kind=artic status=confirmed\n'
                      'DW1346 08:00 08:15 kind=rigid status=confirmed\n'
                      'DW1710 10:00 11:00 kind=van status=confirmed\n'
                      'DW1892 07:00 07:30 kind=artic status=confirmed\n'
                      'DW1955 09:25 10:55 kind=rigid status=confirmed\n'
                      'DW807 18:05 18:20 kind=van status=cancelled\n'
                      'DW674 19:45 20:15 kind=artic status=tentative\n'
                      'DW499 10:45 11:30 kind=rigid status=tentative\n'
                      'DW1717 10:45 11:15 kind=rigid status=confirmed\n'
                      'DW275 13:35 15:05 kind=rigid status=confirmed\n'
                      'DW1836 16:45 17:00 kind=artic status=confirmed\n'
                      'DW2025 16:55 17:25 kind=artic status=tentative\n'
                      'DW317 07:30 07:45 kind=artic status=tentative\n'
                      'DW1997 07:00 08:00 kind=rigid status=cancelled\n'
                      'DW520 19:50 20:20 kind=artic status=confirmed\n'
                      'DW1759 10:00 10:45 kind=artic status=tentative\n'
                      'DW681 13:25 13:40 kind=rigid status=confirmed\n'
                      'DW905 10:55 11:10 kind=van status=confirmed\n'
                      'DW1332 15:10 16:10 kind=rigid status=confirmed\n'
                      'DW576 06:20 06:35 kind=artic status=confirmed\n'
                      'DW1381 07:25 07:55 kind=rigid status=tentative\n'
                      'DW163 19:35 21:05 kind=van status=tentative\n'
                      'DW737 08:55 10:55 kind=artic status=confirmed\n'
                      'DW1773 12:35 14:35 kind=artic status=cancelled\n'
                      'DW1283 10:45 11:00 kind=artic status=cancelled\n'
                      'DW751 20:05 20:20 kind=artic status=confirmed\n'
                      'DW898 06:35 07:35 kind=artic status=confirmed\n'
                      'DW261 14:45 15:30 kind=van status=tentative\n'
                      'DW1976 17:05 17:20 kind=artic status=confirmed\n'
                      'DW583 07:40 09:10 kind=rigid status=confirmed\n'
                      'DW1850 10:45 11:45 kind=artic status=tentative\n'
                      'DW1738 13:25 13:55 kind=van status=cancelled\n'
                      'DW1437 18:20 18:35 kind=rigid status=tentative\n'
                      'DW758 12:55 13:10 kind=artic status=cancelled\n'
                      'DW373 16:50 17:05 kind=artic status=confirmed\n'
                      'DW1248 17:40 18:25 kind=rigid status=cancelled\n'
                      'DW1479 15:55 16:25 kind=rigid status=tentative\n'
                      'DW814 15:55 17:25 kind=artic status=cancelled\n'
                      'DW716 16:10 18:10 kind=rigid status=cancelled\n'
                      'DW331 13:10 13:40 kind=rigid status=cancelled\n'
                      'DW1654 12:15 13:15 kind=artic status=tentative\n'
                      'DW1682 14:30 15:30 kind=van status=cancelled\n'
                      'DW2004 11:35 12:35 kind=van status=tentative\n'
                      'DW1297 08:45 09:00 kind=van status=cancelled\n'
                      'DW975 08:40 09:40 kind=artic status=confirmed\n'
                      'DW471 13:45 14:45 kind=van status=confirmed\n'
                      'DW478 06:15 08:15 kind=van status=confirmed\n'
                      'DW2067 08:30 08:45 kind=van status=tentative\n'
                      'DW1136 06:50 08:50 kind=van status=cancelled\n'
                      'DW443 18:05 19:35 kind=van status=confirmed\n'
                      'DW156 12:05 12:35 kind=rigid status=confirmed\n'
                      'DW408 10:00 12:00 kind=van status=cancelled\n'
                      'DW352 07:40 08:10 kind=rigid status=confirmed\n'
                      'DW1731 16:15 16:30 kind=rigid status=confirmed\n'
                      'DW1087 09:20 09:50 kind=van status=cancelled\n'
                      'DW219 15:55 16:10 kind=artic status=cancelled\n'
                      'DW1948 08:10 08:25 kind=artic status=confirmed\n'
                      'DW1388 19:40 21:10 kind=van status=confirmed\n'
                      'DW1696 06:20 07:05 kind=artic status=tentative\n'
                      'DW660 06:50 08:50 kind=artic status=confirmed\n'
                      'DW1486 10:35 11:35 kind=artic status=cancelled\n'
                      'DW1605 10:55 11:10 kind=artic status=tentative\n'
                      'DW1521 06:50 07:50 kind=van status=confirmed\n'
                      'DW548 18:50 20:50 kind=rigid status=tentative\n'
                      'DW947 14:15 15:45 kind=van status=confirmed\n'
                      'DW1339 16:05 16:20 kind=van status=cancelled\n'
                      'DW492 16:00 16:45 kind=rigid status=cancelled\n'
                      'DW1199 13:55 14:40 kind=rigid status=confirmed\n'
                      'DW590 15:50 16:35 kind=van status=confirmed\n'
                      'DW380 18:25 19:10 kind=rigid status=confirmed\n'
                      'DW1360 19:10 19:40 kind=artic status=confirmed\n'
                      'DW2179 20:45 21:00 kind=rigid status=tentative\n'
                      'DW2102 16:30 18:30 kind=artic status=confirmed\n'
                      'DW695 17:40 18:10 kind=rigid status=confirmed\n'
                      'DW2060 19:55 20:40 kind=van status=tentative\n'
                      'DW2137 16:10 16:55 kind=artic status=confirmed\n'
                      'DW240 18:00 18:30 kind=rigid status=confirmed\n'
                      'DW618 11:10 11:40 kind=artic status=confirmed\n'
                      'DW1619 20:30 20:45 kind=artic status=cancelled\n'
                      'DW1129 06:40 07:40 kind=rigid status=confirmed\n'
                      'DW940 15:30 17:30 kind=van status=confirmed\n'
                      'DW457 16:00 16:45 kind=rigid status=tentative\n'
                      'DW184 08:20 09:50 kind=van status=tentative\n'
                      'DW1220 20:05 21:35 kind=artic status=confirmed\n'
                      'DW1780 20:05 20:35 kind=artic status=confirmed\n'
                      'DW2130 15:10 15:40 kind=van status=confirmed\n'
                      'DW1752 19:40 20:25 kind=van status=confirmed\n'
                      'DW142 18:15 19:15 kind=artic status=confirmed\n'
                      'DW1255 18:10 19:40 kind=van status=confirmed\n'
                      'DW779 17:00 18:30 kind=rigid status=confirmed\n'
                      'DW1388 19:10 19:55 kind=van status=confirmed\n'
                      'DW310 19:10 20:10 kind=van status=tentative\n'
                      'DW2053 16:50 17:20 kind=van status=confirmed\n'
                      'DW744 10:00 10:45 kind=van status=confirmed\n'
                      'DW555 08:10 08:40 kind=artic status=cancelled\n'
                      'DW1661 11:50 12:05 kind=van status=confirmed\n'
                      'DW303 19:35 19:50 kind=van status=confirmed\n'
                      'DW1304 07:45 09:15 kind=van status=confirmed\n'
                      'DW1066 06:40 08:10 kind=van status=confirmed\n'
                      'DW1290 19:05 20:05 kind=artic status=cancelled\n'
                      'DW1563 11:50 13:50 kind=van status=tentative\n'
                      'DW1633 07:20 07:50 kind=rigid status=tentative\n'
                      'DW1269 20:40 20:55 kind=artic status=confirmed\n'
                      'DW870 18:10 19:40 kind=rigid status=tentative\n'
                      'DW527 14:15 16:15 kind=van status=tentative\n'
                      'DW1703 10:00 12:00 kind=van status=tentative\n'
                      'DW429 09:00 09:45 kind=rigid status=cancelled\n'
                      'DW1584 13:10 15:10 kind=van status=confirmed\n'
                      'DW1367 15:15 16:15 kind=artic status=tentative\n'
                      'DW2018 07:10 08:10 kind=rigid status=confirmed\n'
                      'DW1934 17:10 18:40 kind=van status=cancelled\n'
                      'DW1843 13:40 15:40 kind=rigid status=confirmed\n'
                      'DW2074 20:20 21:50 kind=rigid status=cancelled\n'
                      'DW226 11:10 11:25 kind=rigid status=cancelled\n'
                      'DW1689 11:10 13:10 kind=van status=cancelled\n'
                      'DW1122 11:55 12:25 kind=van status=tentative\n'
                      'DW1822 16:45 17:00 kind=van status=confirmed\n'
                      'DW1745 11:25 11:55 kind=artic status=tentative\n'
                      'DW1969 19:55 20:55 kind=rigid status=confirmed\n'
                      'DW1010 20:25 21:10 kind=artic status=confirmed\n'
                      'DW1409 18:00 18:45 kind=van status=tentative\n'
                      'DW415 15:55 16:25 kind=van status=confirmed\n'
                      'DW1906 17:10 18:40 kind=rigid status=cancelled\n'
                      'DW961 17:45 19:45 kind=artic status=confirmed\n'
                      'DW1542 06:35 06:50 kind=artic status=tentative\n'
                      'DW1416 13:30 14:00 kind=van status=tentative\n'
                      'DW912 06:40 08:40 kind=artic status=confirmed\n'
                      'DW268 19:55 20:40 kind=artic status=cancelled\n'
                      'DW1906 16:40 17:25 kind=rigid status=cancelled\n'
                      'DW2074 19:50 20:35 kind=rigid status=cancelled\n'
                      'DW513 07:05 08:05 kind=van status=tentative\n'
                      'DW1556 06:10 07:40 kind=van status=confirmed\n'
                      'DW1801 17:10 17:40 kind=rigid status=confirmed\n'
                      'DW450 07:00 07:45 kind=rigid status=tentative\n'
                      'DW1451 07:15 08:15 kind=van status=confirmed\n'
                      'DW1430 09:50 10:35 kind=artic status=confirmed\n'
                      'DW1094 13:40 15:40 kind=artic status=confirmed\n'
                      'DW1598 10:15 11:15 kind=van status=tentative\n'
                      'DW1171 20:35 21:20 kind=rigid status=confirmed\n'
                      'DW1178 17:05 17:35 kind=van status=confirmed\n'
                      'DW625 14:10 15:40 kind=van status=confirmed\n'
                      'DW1066 06:10 06:40 kind=van status=confirmed\n'
                      'DW464 17:25 17:55 kind=artic status=confirmed\n'
                      'DW1535 08:00 09:30 kind=artic status=confirmed\n'
                      'DW1311 10:45 11:15 kind=rigid status=confirmed\n'
                      'DW1227 06:10 08:10 kind=van status=confirmed\n'
                      'DW1591 08:05 08:50 kind=rigid status=cancelled\n'
                      'DW254 18:40 19:10 kind=artic status=tentative\n'
                      'DW1829 13:50 14:05 kind=rigid status=cancelled\n'
                      'DW1276 06:40 08:10 kind=rigid status=tentative\n'
                      'DW1031 13:50 14:50 kind=van status=cancelled\n'
                      'DW1528 12:35 13:05 kind=rigid status=confirmed\n'
                      'DW436 19:40 19:55 kind=artic status=confirmed\n'
                      'DW401 13:30 13:45 kind=van status=tentative\n'
                      'DW1073 08:20 08:35 kind=rigid status=tentative\n'
                      'DW107 16:55 17:10 kind=rigid status=confirmed\n'
                      'DW877 12:40 12:55 kind=artic status=confirmed\n'
                      'DW170 16:10 16:25 kind=rigid status=confirmed\n'
                      'DW765 12:25 12:55 kind=rigid status=confirmed\n'
                      'DW191 13:55 15:25 kind=van status=cancelled\n'
                      'DW1661 12:20 12:50 kind=van status=confirmed\n'
                      'DW1626 12:20 14:20 kind=rigid status=cancelled\n'
                      'DW1157 20:30 21:00 kind=van status=cancelled\n'
                      'DW2116 17:40 17:55 kind=van status=confirmed\n'
                      'DW100 06:20 06:35 kind=rigid status=cancelled\n'
                      'DW800 06:10 08:10 kind=van status=tentative\n'
                      'DW1577 07:00 07:30 kind=rigid status=confirmed\n'
                      'DW1423 19:45 21:45 kind=rigid status=confirmed\n'
                      'DW534 13:45 14:00 kind=artic status=confirmed\n'
                      'DW562 06:15 07:00 kind=artic status=confirmed\n'
                      'DW1962 08:10 08:25 kind=artic status=cancelled\n'
                      'DW1647 12:30 13:15 kind=rigid status=confirmed\n'
                      'DW1227 07:10 08:40 kind=van status=confirmed\n'
                      'DW2046 11:45 13:15 kind=artic status=confirmed\n'
                      'DW1003 15:45 16:15 kind=artic status=confirmed\n'
                      'DW1794 16:50 17:20 kind=van status=confirmed\n'
                      'DW653 17:00 19:00 kind=rigid status=confirmed\n'
                      'DW1689 11:40 13:40 kind=van status=cancelled\n'
                      'DW212 07:15 09:15 kind=van status=tentative\n'
                      'DW1115 21:05 21:50 kind=van status=confirmed\n'
                      'DW247 07:45 08:15 kind=rigid status=confirmed\n'
                      'DW1941 06:05 07:35 kind=van status=cancelled\n'
                      'DW2088 21:05 21:50 kind=van status=confirmed\n'
                      'DW590 15:20 17:20 kind=van status=confirmed\n'
                      'DW1920 12:35 13:05 kind=van status=confirmed\n'
                      'DW128 19:05 20:05 kind=van status=tentative\n'
                      'DW2039 10:00 11:30 kind=artic status=confirmed\n'
                      'DW1675 13:00 13:45 kind=van status=tentative\n'
                      'DW667 06:35 07:05 kind=artic status=cancelled\n'
                      'DW688 15:00 15:45 kind=van status=confirmed\n'
                      'DW1549 09:55 11:55 kind=van status=confirmed\n'
                      'DW1059 15:35 16:20 kind=artic status=confirmed\n'
                      'DW772 19:50 20:50 kind=rigid status=confirmed\n'
                      'DW1465 13:05 13:50 kind=van status=confirmed\n'
                      'DW1612 15:40 17:40 kind=van status=confirmed\n'
                      'DW996 09:40 09:55 kind=rigid status=confirmed\n'
                      'DW1143 17:20 17:50 kind=rigid status=confirmed\n'
                      'DW1101 13:40 15:10 kind=artic status=tentative\n'
                      'DW2046 13:45 15:15 kind=artic status=confirmed\n'
                      'DW786 10:15 11:00 kind=artic status=confirmed\n'
                      'DW1927 12:35 13:20 kind=artic status=cancelled\n'
                      'DW149 14:55 15:40 kind=van status=confirmed\n'
                      'DW1192 11:20 12:20 kind=van status=tentative\n'
                      'DW2158 16:50 18:50 kind=van status=tentative\n'
                      'DW177 16:20 18:20 kind=van status=tentative\n'
                      'DW646 16:15 16:30 kind=rigid status=cancelled\n'
                      'DW2123 15:40 16:25 kind=artic status=tentative\n'
                      'DW1500 13:00 14:30 kind=van status=tentative\n'
                      'DW485 12:00 13:30 kind=rigid status=confirmed\n'
                      'DW681 12:25 13:25 kind=rigid status=confirmed\n'
                      'DW1304 06:15 06:30 kind=van status=confirmed\n'
                      'DW863 09:25 10:55 kind=artic status=confirmed\n'
                      'DW345 12:50 13:50 kind=van status=tentative\n'
                      'DW1899 12:00 14:00 kind=artic status=cancelled\n'
                      'DW1724 13:15 14:45 kind=rigid status=tentative\n'
                      'DW968 18:05 19:35 kind=van status=confirmed\n'
                      'DW2165 20:05 20:20 kind=artic status=cancelled\n'
                      'DW569 17:55 18:55 kind=rigid status=confirmed\n'
                      'DW205 11:45 13:45 kind=rigid status=tentative\n'
                      'DW1885 21:10 21:25 kind=rigid status=tentative\n'
                      'DW289 08:45 09:00 kind=artic status=confirmed\n'
                      'DW1395 06:35 07:05 kind=artic status=tentative\n'
                      'DW835 19:40 21:10 kind=artic status=tentative\n'
                      'DW842 08:05 08:20 kind=van status=confirmed\n'
                      'DW723 20:35 20:50 kind=van status=cancelled\n'
                      'DW597 11:25 11:55 kind=artic status=tentative\n'
                      'DW1808 16:10 17:40 kind=van status=confirmed\n'
                      'DW2095 15:35 15:50 kind=artic status=tentative\n'
                      'DW632 13:20 14:50 kind=artic status=cancelled\n'
                      'DW1766 12:35 13:35 kind=artic status=confirmed\n'
                      'DW933 12:15 14:15 kind=rigid status=tentative\n'
                      'DW1206 06:50 08:50 kind=van status=tentative\n'
                      'DW1171 22:35 23:20 kind=rigid status=confirmed\n'
                      'DW1913 17:40 18:40 kind=van status=confirmed\n'
                      'DW821 11:15 12:00 kind=van status=tentative\n'
                      'DW1815 10:25 12:25 kind=rigid status=cancelled\n'
                      'DW1213 20:45 21:30 kind=rigid status=confirmed\n'
                      'DW401 14:30 15:15 kind=van status=tentative\n'
                      'DW1668 18:05 18:20 kind=rigid status=confirmed\n'
                      'DW1983 12:20 12:35 kind=rigid status=cancelled\n'
                      'DW982 19:05 20:35 kind=rigid status=confirmed\n'
                      'DW1017 06:35 07:20 kind=van status=confirmed\n',
             'want': 'accepted 71\n'
                     'DW2011 4\n'
                     'DW359 1\n'
                     'DW1948 1\n'
                     'DW926 4\n'
                     'DW135 1\n'
                     'DW1570 2\n'
                     'DW1164 4\n'
                     'DW702 4\n'
                     'DW730 2\n'
                     'DW1458 3\n'
                     'DW1871 4\n'
                     'DW1304 4\n'
                     'DW639 3\n'
                     'DW877 1\n'
                     'DW1892 2\n'
                     'DW1717 1\n'
                     'DW1836 2\n'
                     'DW317 4\n'
                     'DW905 4\n'
                     'DW576 2\n'
                     'DW751 3\n'
                     'DW261 4\n'
                     'DW1976 3\n'
                     'DW1437 4\n'
                     'DW373 1\n'
                     'DW2067 4\n'
                     'DW156 4\n'
                     'DW1388 3\n'
                     'DW1605 3\n'
                     'DW1199 3\n'
                     'DW1360 2\n'
                     'DW2179 2\n'
                     'DW695 2\n'
                     'DW2060 2\n'
                     'DW618 2\n'
                     'DW1780 1\n'
                     'DW2130 2\n'
                     'DW2053 4\n'
                     'DW744 4\n'
                     'DW1661 3\n'
                     'DW303 1\n'
                     'DW1066 3\n'
                     'DW1269 3\n'
                     'DW1122 2\n'
                     'DW1822 3\n'
                     'DW1745 3\n'
                     'DW1409 3\n'
                     'DW415 3\n'
                     'DW1542 4\n'
                     'DW1416 2\n'
                     'DW1430 3\n'
                     'DW1171 3\n'
                     'DW464 4\n'
                     'DW254 1\n'
                     'DW436 4\n'
                     'DW401 1\n'
                     'DW2116 3\n'
                     'DW1577 3\n'
                     'DW534 1\n'
                     'DW562 1\n'
                     'DW1003 2\n'
                     'DW1115 1\n'
                     'DW247 2\n'
                     'DW1920 2\n'
                     'DW1675 3\n'
                     'DW996 1\n'
                     'DW1143 1\n'
                     'DW1885 3\n'
                     'DW289 1\n'
                     'DW842 4\n'
                     'DW2095 4\n'}}

def _lines(text):
    return [" ".join(l.split()) for l in text.strip().splitlines() if l.strip()]

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_schedule(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    if CANONICAL:
        got, want = _lines(p.stdout), _lines(case["want"])
        assert len(got) == len(want), f"{name}: {len(got)} output lines, expected {len(want)}"
        wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
        assert not wrong, f"{name}: {len(wrong)} wrong lines, first (line, got, expected): {wrong[:3]}"
    else:
        why = judge(case["check"], p.stdout)
        assert not why, f"{name}: {why}"
