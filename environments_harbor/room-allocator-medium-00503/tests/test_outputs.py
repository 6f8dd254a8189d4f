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

PROGRAM = '/srv/scheduling/bin/assign'
CANONICAL = False
CASES = {'hidden1': {'check': {'best': 13,
                       'bookings': {'DW100': [170, 225, 1],
                                    'DW107': [75, 325, 1],
                                    'DW114': [115, 210, 1],
                                    'DW121': [80, 565, 1],
                                    'DW128': [45, 145, 1],
                                    'DW135': [445, 635, 1],
                                    'DW142': [145, 630, 1],
                                    'DW149': [385, 570, 1],
                                    'DW156': [390, 440, 1],
                                    'DW163': [40, 285, 1],
                                    'DW170': [1250, 1375, 1],
                                    'DW177': [45, 85, 1],
                                    'DW184': [385, 570, 1],
                                    'DW191': [390, 425, 1],
                                    'DW198': [175, 270, 1],
                                    'DW205': [330, 395, 1],
                                    'DW212': [420, 470, 1],
                                    'DW219': [145, 180, 1],
                                    'DW226': [60, 545, 1]},
                       'closed': True,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set turnover artic 10\n'
                      'set turnover rigid 5\n'
                      'set turnover van 5\n'
                      'DW170 1250 1370 kind=rigid\n'
                      'DW100 170 215 kind=artic\n'
                      'DW107 75 315 kind=artic\n'
                      'DW149 385 565 kind=rigid\n'
                      'DW135 445 625 kind=artic\n'
                      'DW163 40 280 kind=van\n'
                      'DW212 420 465 kind=van\n'
                      'DW121 80 560 kind=van\n'
                      'DW198 175 265 kind=van\n'
                      'DW191 390 420 kind=van\n'
                      'DW156 390 435 kind=van\n'
                      'DW142 145 625 kind=rigid\n'
                      'DW177 45 75 kind=artic\n'
                      'DW205 330 390 kind=rigid\n'
                      'DW114 115 205 kind=van\n'
                      'DW219 145 175 kind=van\n'
                      'DW184 385 565 kind=van\n'
                      'DW226 60 540 kind=rigid\n'
                      'DW128 45 135 kind=artic\n',
             'want': 'accepted 13\n'
                     'DW170 2\n'
                     'DW100 3\n'
                     'DW149 4\n'
                     'DW135 2\n'
                     'DW212 1\n'
                     'DW198 1\n'
                     'DW191 3\n'
                     'DW156 2\n'
                     'DW177 4\n'
                     'DW205 1\n'
                     'DW114 2\n'
                     'DW219 4\n'
                     'DW128 3\n'},
 'hidden2': {'check': {'best': 17,
                       'bookings': {'DW100': [210, 265, 1],
                                    'DW107': [400, 440, 1],
                                    'DW114': [410, 660, 1],
                                    'DW121': [570, 675, 1],
                                    'DW128': [410, 515, 1],
                                    'DW135': [410, 660, 1],
                                    'DW142': [255, 420, 1],
                                    'DW149': [375, 900, 1],
                                    'DW156': [500, 785, 1],
                                    'DW163': [415, 580, 1],
                                    'DW170': [255, 780, 1],
                                    'DW177': [570, 820, 1],
                                    'DW184': [150, 435, 1],
                                    'DW191': [140, 275, 1],
                                    'DW198': [790, 955, 1],
                                    'DW205': [185, 275, 1],
                                    'DW212': [620, 870, 1],
                                    'DW219': [790, 895, 1],
                                    'DW226': [820, 895, 1],
                                    'DW233': [735, 870, 1],
                                    'DW240': [855, 990, 1],
                                    'DW247': [410, 600, 1],
                                    'DW254': [480, 615, 1],
                                    'DW261': [710, 765, 1],
                                    'DW268': [955, 1060, 1],
                                    'DW275': [375, 430, 1],
                                    'DW282': [350, 840, 1],
                                    'DW289': [325, 430, 1],
                                    'DW296': [275, 405, 1],
                                    'DW303': [1315, 1600, 1],
                                    'DW310': [110, 600, 1],
                                    'DW317': [290, 575, 1],
                                    'DW324': [635, 705, 1],
                                    'DW331': [310, 440, 1],
                                    'DW338': [1360, 1850, 1],
                                    'DW345': [635, 885, 1],
                                    'DW352': [275, 405, 1],
                                    'DW359': [905, 995, 1],
                                    'DW366': [730, 835, 1],
                                    'DW373': [470, 660, 1],
                                    'DW380': [470, 755, 1],
                                    'DW387': [710, 785, 1],
                                    'DW394': [910, 965, 1],
                                    'DW401': [470, 635, 1],
                                    'DW408': [620, 755, 1],
                                    'DW415': [820, 910, 1],
                                    'DW422': [710, 900, 1],
                                    'DW429': [550, 835, 1],
                                    'DW436': [1390, 1675, 1],
                                    'DW443': [615, 900, 1],
                                    'DW450': [385, 550, 1],
                                    'DW457': [285, 385, 1],
                                    'DW464': [665, 830, 1],
                                    'DW471': [320, 410, 1],
                                    'DW478': [275, 410, 1],
                                    'DW485': [1440, 2050, 1],
                                    'DW492': [205, 455, 1],
                                    'DW499': [570, 660, 1],
                                    'DW506': [765, 840, 1],
                                    'DW513': [365, 615, 1]},
                       'closed': True,
                       'rooms': 2,
                       'value': 'count'},
             'input': 'set rooms 2\n'
                      'set turnover artic 45\n'
                      'set turnover rigid 10\n'
                      'set turnover van 45\n'
                      'DW135 410 650 kind=rigid\n'
                      'DW163 415 535 kind=van\n'
                      'DW471 320 365 kind=van\n'
                      'DW205 185 230 kind=artic\n'
                      'DW247 410 590 kind=rigid\n'
                      'DW142 255 375 kind=van\n'
                      'DW212 620 860 kind=rigid\n'
                      'DW429 550 790 kind=artic\n'
                      'DW254 480 570 kind=van\n'
                      'DW121 570 630 kind=van\n'
                      'DW422 710 890 kind=rigid\n'
                      'DW443 615 855 kind=artic\n'
                      'DW149 375 855 kind=artic\n'
                      'DW128 410 470 kind=artic\n'
                      'DW345 635 875 kind=rigid\n'
                      'DW233 735 825 kind=artic\n'
                      'DW338 1360 1840 kind=rigid\n'
                      'DW324 635 695 kind=rigid\n'
                      'DW198 790 910 kind=van\n'
                      'DW380 470 710 kind=van\n'
                      'DW436 1390 1630 kind=van\n'
                      'DW506 765 795 kind=artic\n'
                      'DW513 365 605 kind=rigid\n'
                      'DW408 620 710 kind=artic\n'
                      'DW359 905 950 kind=van\n'
                      'DW191 140 230 kind=artic\n'
                      'DW156 500 740 kind=van\n'
                      'DW373 470 650 kind=rigid\n'
                      'DW492 205 445 kind=rigid\n'
                      'DW268 955 1015 kind=artic\n'
                      'DW352 275 395 kind=rigid\n'
                      'DW415 820 865 kind=van\n'
                      'DW184 150 390 kind=artic\n'
                      'DW310 110 590 kind=rigid\n'
                      'DW282 350 830 kind=rigid\n'
                      'DW317 290 530 kind=artic\n'
                      'DW303 1315 1555 kind=van\n'
                      'DW331 310 430 kind=rigid\n'
                      'DW296 275 395 kind=rigid\n'
                      'DW226 820 850 kind=artic\n'
                      'DW478 275 365 kind=artic\n'
                      'DW240 855 945 kind=artic\n'
                      'DW450 385 505 kind=artic\n'
                      'DW366 730 790 kind=artic\n'
                      'DW177 570 810 kind=rigid\n'
                      'DW170 255 735 kind=van\n'
                      'DW499 570 615 kind=artic\n'
                      'DW457 285 375 kind=rigid\n'
                      'DW100 210 255 kind=rigid\n'
                      'DW275 375 420 kind=rigid\n'
                      'DW387 710 740 kind=artic\n'
                      'DW464 665 785 kind=van\n'
                      'DW289 325 385 kind=artic\n'
                      'DW485 1440 2040 kind=rigid\n'
                      'DW261 710 755 kind=rigid\n'
                      'DW401 470 590 kind=artic\n'
                      'DW219 790 850 kind=artic\n'
                      'DW114 410 650 kind=rigid\n'
                      'DW394 910 955 kind=rigid\n'
                      'DW107 400 430 kind=rigid\n',
             'want': 'accepted 17\n'
                     'DW254 1\n'
                     'DW128 2\n'
                     'DW324 1\n'
                     'DW436 2\n'
                     'DW359 1\n'
                     'DW191 1\n'
                     'DW352 2\n'
                     'DW303 1\n'
                     'DW226 1\n'
                     'DW499 2\n'
                     'DW457 1\n'
                     'DW100 2\n'
                     'DW387 2\n'
                     'DW261 1\n'
                     'DW219 2\n'
                     'DW394 2\n'
                     'DW107 1\n'},
 'hidden3': {'check': {'best': 80,
                       'bookings': {'DW100': [1975, 2460, 1],
                                    'DW1003': [1145, 1180, 1],
                                    'DW1010': [1815, 1965, 1],
                                    'DW1017': [3040, 3660, 1],
                                    'DW1024': [1695, 2325, 1],
                                    'DW1031': [2020, 2130, 1],
                                    'DW1038': [1580, 2065, 1],
                                    'DW1045': [1820, 2005, 1],
                                    'DW1052': [2040, 2100, 1],
                                    'DW1059': [670, 1180, 1],
                                    'DW1066': [3215, 3485, 1],
                                    'DW107': [1545, 1670, 1],
                                    'DW1073': [405, 605, 1],
                                    'DW1080': [1490, 1550, 1],
                                    'DW1087': [1315, 1390, 1],
                                    'DW1094': [520, 1005, 1],
                                    'DW1101': [930, 1055, 1],
                                    'DW1108': [3095, 3595, 1],
                                    'DW1115': [1400, 1480, 1],
                                    'DW1122': [1405, 1470, 1],
                                    'DW1129': [865, 1375, 1],
                                    'DW1136': [1375, 1620, 1],
                                    'DW114': [1385, 1895, 1],
                                    'DW1143': [990, 1475, 1],
                                    'DW1150': [1370, 1520, 1],
                                    'DW1157': [605, 700, 1],
                                    'DW1164': [1970, 2005, 1],
                                    'DW1171': [560, 745, 1],
                                    'DW1178': [1085, 1165, 1],
                                    'DW1185': [1920, 1970, 1],
                                    'DW1192': [765, 1275, 1],
                                    'DW1199': [580, 765, 1],
                                    'DW1206': [1305, 1575, 1],
                                    'DW121': [1085, 1235, 1],
                                    'DW1213': [1855, 2040, 1],
                                    'DW1220': [1490, 1990, 1],
                                    'DW1227': [695, 1195, 1],
                                    'DW1234': [1985, 2185, 1],
                                    'DW1241': [1255, 1365, 1],
                                    'DW1248': [1150, 1200, 1],
                                    'DW1255': [710, 760, 1],
                                    'DW1262': [1055, 1130, 1],
                                    'DW1269': [1185, 1275, 1],
                                    'DW1276': [1900, 2085, 1],
                                    'DW128': [900, 1100, 1],
                                    'DW1283': [965, 1030, 1],
                                    'DW1290': [1170, 1220, 1],
                                    'DW1297': [1515, 1550, 1],
                                    'DW1304': [1180, 1380, 1],
                                    'DW1311': [1490, 1990, 1],
                                    'DW1318': [535, 595, 1],
                                    'DW1325': [1035, 1115, 1],
                                    'DW1332': [1665, 1910, 1],
                                    'DW1339': [1575, 1670, 1],
                                    'DW1346': [615, 675, 1],
                                    'DW135': [865, 1375, 1],
                                    'DW1353': [1915, 2115, 1],
                                    'DW142': [1235, 1495, 1],
                                    'DW149': [1550, 1735, 1],
                                    'DW156': [1335, 1485, 1],
                                    'DW163': [1325, 1375, 1],
                                    'DW170': [1560, 1700, 1],
                                    'DW177': [800, 950, 1],
                                    'DW184': [1545, 1695, 1],
                                    'DW191': [790, 1000, 1],
                                    'DW198': [1315, 1390, 1],
                                    'DW205': [1535, 1625, 1],
                                    'DW212': [1335, 1455, 1],
                                    'DW219': [1205, 1715, 1],
                                    'DW226': [1545, 2030, 1],
                                    'DW233': [1470, 1535, 1],
                                    'DW240': [435, 485, 1],
                                    'DW247': [805, 1005, 1],
                                    'DW254': [1005, 1065, 1],
                                    'DW261': [1190, 1340, 1],
                                    'DW268': [1995, 2075, 1],
                                    'DW275': [540, 1050, 1],
                                    'DW282': [810, 875, 1],
                                    'DW289': [1740, 1985, 1],
                                    'DW296': [825, 875, 1],
                                    'DW303': [1570, 1645, 1],
                                    'DW310': [3185, 3335, 1],
                                    'DW317': [440, 950, 1],
                                    'DW324': [1335, 1580, 1],
                                    'DW331': [670, 735, 1],
                                    'DW338': [1775, 1855, 1],
                                    'DW345': [1375, 1585, 1],
                                    'DW352': [1370, 1480, 1],
                                    'DW359': [1770, 1835, 1],
                                    'DW366': [1185, 1235, 1],
                                    'DW373': [1050, 1115, 1],
                                    'DW380': [1000, 1510, 1],
                                    'DW387': [440, 940, 1],
                                    'DW394': [1920, 1985, 1],
                                    'DW401': [1575, 1640, 1],
                                    'DW408': [805, 925, 1],
                                    'DW415': [1100, 1610, 1],
                                    'DW422': [1010, 1070, 1],
                                    'DW429': [560, 1060, 1],
                                    'DW436': [2015, 2105, 1],
                                    'DW443': [540, 605, 1],
                                    'DW450': [815, 865, 1],
                                    'DW457': [1495, 1995, 1],
                                    'DW464': [1555, 1605, 1],
                                    'DW471': [1990, 2100, 1],
                                    'DW478': [1565, 1825, 1],
                                    'DW485': [1770, 2255, 1],
                                    'DW492': [1180, 1425, 1],
                                    'DW499': [865, 915, 1],
                                    'DW506': [1630, 1875, 1],
                                    'DW513': [630, 1115, 1],
                                    'DW520': [1995, 2180, 1],
                                    'DW527': [1735, 1795, 1],
                                    'DW534': [1745, 1895, 1],
                                    'DW541': [1280, 1550, 1],
                                    'DW548': [1605, 1745, 1],
                                    'DW555': [410, 595, 1],
                                    'DW562': [545, 610, 1],
                                    'DW569': [1715, 1765, 1],
                                    'DW576': [1225, 1350, 1],
                                    'DW583': [1520, 1615, 1],
                                    'DW590': [1695, 1760, 1],
                                    'DW597': [1055, 1120, 1],
                                    'DW604': [1730, 1820, 1],
                                    'DW611': [795, 845, 1],
                                    'DW618': [530, 670, 1],
                                    'DW625': [850, 915, 1],
                                    'DW632': [1635, 1730, 1],
                                    'DW639': [1320, 1830, 1],
                                    'DW646': [2070, 2220, 1],
                                    'DW653': [1640, 1780, 1],
                                    'DW660': [1170, 1260, 1],
                                    'DW667': [725, 820, 1],
                                    'DW674': [2080, 2170, 1],
                                    'DW681': [990, 1200, 1],
                                    'DW688': [960, 1145, 1],
                                    'DW695': [840, 1085, 1],
                                    'DW702': [1470, 1680, 1],
                                    'DW709': [1785, 1905, 1],
                                    'DW716': [1320, 1530, 1],
                                    'DW723': [1800, 2000, 1],
                                    'DW730': [2055, 2325, 1],
                                    'DW737': [685, 775, 1],
                                    'DW744': [1685, 1945, 1],
                                    'DW751': [2005, 2070, 1],
                                    'DW758': [1085, 1355, 1],
                                    'DW765': [860, 1010, 1],
                                    'DW772': [1695, 1965, 1],
                                    'DW779': [520, 630, 1],
                                    'DW786': [965, 1115, 1],
                                    'DW793': [1635, 1700, 1],
                                    'DW800': [1495, 1680, 1],
                                    'DW807': [630, 720, 1],
                                    'DW814': [725, 785, 1],
                                    'DW821': [440, 685, 1],
                                    'DW828': [1615, 2115, 1],
                                    'DW835': [965, 1040, 1],
                                    'DW842': [1300, 1800, 1],
                                    'DW849': [1480, 1725, 1],
                                    'DW856': [1490, 1610, 1],
                                    'DW863': [1420, 1485, 1],
                                    'DW870': [1350, 1460, 1],
                                    'DW877': [585, 855, 1],
                                    'DW884': [670, 1170, 1],
                                    'DW891': [1685, 1720, 1],
                                    'DW898': [1170, 1310, 1],
                                    'DW905': [1205, 1405, 1],
                                    'DW912': [845, 1045, 1],
                                    'DW919': [1550, 1645, 1],
                                    'DW926': [1665, 1745, 1],
                                    'DW933': [1350, 1460, 1],
                                    'DW940': [1715, 1865, 1],
                                    'DW947': [1255, 1765, 1],
                                    'DW954': [2115, 2600, 1],
                                    'DW961': [1615, 2100, 1],
                                    'DW968': [3210, 3710, 1],
                                    'DW975': [1005, 1205, 1],
                                    'DW982': [560, 610, 1],
                                    'DW989': [1200, 1685, 1],
                                    'DW996': [1260, 1310, 1]},
                       'closed': True,
                       'rooms': 5,
                       'value': 'count'},
             'input': 'set rooms 5\n'
                      'set turnover artic 30\n'
                      'set turnover rigid 20\n'
                      'set turnover van 5\n'
                      'DW135 865 1345 kind=artic\n'
                      'DW667 725 815 kind=van\n'
                      'DW961 1615 2095 kind=van\n'
                      'DW688 960 1140 kind=van\n'
                      'DW709 1785 1875 kind=artic\n'
                      'DW296 825 870 kind=van\n'
                      'DW828 1615 2095 kind=rigid\n'
                      'DW604 1730 1790 kind=artic\n'
                      'DW1318 535 565 kind=artic\n'
                      'DW114 1385 1865 kind=artic\n'
                      'DW457 1495 1975 kind=rigid\n'
                      'DW506 1630 1870 kind=van\n'
                      'DW1157 605 695 kind=van\n'
                      'DW653 1640 1760 kind=rigid\n'
                      'DW849 1480 1720 kind=van\n'
                      'DW1248 1150 1195 kind=van\n'
                      'DW226 1545 2025 kind=van\n'
                      'DW842 1300 1780 kind=rigid\n'
                      'DW387 440 920 kind=rigid\n'
                      'DW303 1570 1615 kind=artic\n'
                      'DW1346 615 645 kind=artic\n'
                      'DW940 1715 1835 kind=artic\n'
                      'DW268 1995 2055 kind=rigid\n'
                      'DW737 685 745 kind=artic\n'
                      'DW1311 1490 1970 kind=rigid\n'
                      'DW429 560 1040 kind=rigid\n'
                      'DW968 3210 3690 kind=rigid\n'
                      'DW821 440 680 kind=van\n'
                      'DW534 1745 1865 kind=artic\n'
                      'DW212 1335 1425 kind=artic\n'
                      'DW1234 1985 2165 kind=rigid\n'
                      'DW443 540 600 kind=van\n'
                      'DW233 1470 1530 kind=van\n'
                      'DW1101 930 1050 kind=van\n'
                      'DW1241 1255 1345 kind=rigid\n'
                      'DW352 1370 1460 kind=rigid\n'
                      'DW639 1320 1800 kind=artic\n'
                      'DW499 865 895 kind=rigid\n'
                      'DW128 900 1080 kind=rigid\n'
                      'DW744 1685 1925 kind=rigid\n'
                      'DW401 1575 1620 kind=rigid\n'
                      'DW632 1635 1725 kind=van\n'
                      'DW548 1605 1725 kind=rigid\n'
                      'DW751 2005 2050 kind=rigid\n'
                      'DW205 1535 1595 kind=artic\n'
                      'DW1339 1575 1665 kind=van\n'
                      'DW527 1735 1765 kind=artic\n'
                      'DW1290 1170 1200 kind=rigid\n'
                      'DW1262 1055 1100 kind=artic\n'
                      'DW1171 560 740 kind=van\n'
                      'DW702 1470 1650 kind=artic\n'
                      'DW891 1685 1715 kind=van\n'
                      'DW338 1775 1835 kind=rigid\n'
                      'DW317 440 920 kind=artic\n'
                      'DW184 1545 1665 kind=artic\n'
                      'DW156 1335 1455 kind=artic\n'
                      'DW366 1185 1230 kind=van\n'
                      'DW1094 520 1000 kind=van\n'
                      'DW408 805 895 kind=artic\n'
                      'DW478 1565 1805 kind=rigid\n'
                      'DW954 2115 2595 kind=van\n'
                      'DW380 1000 1480 kind=artic\n'
                      'DW247 805 985 kind=rigid\n'
                      'DW121 1085 1205 kind=artic\n'
                      'DW695 840 1080 kind=van\n'
                      'DW345 1375 1555 kind=artic\n'
                      'DW800 1495 1675 kind=van\n'
                      'DW373 1050 1110 kind=van\n'
                      'DW646 2070 2190 kind=artic\n'
                      'DW1066 3215 3455 kind=artic\n'
                      'DW1332 1665 1905 kind=van\n'
                      'DW289 1740 1980 kind=van\n'
                      'DW989 1200 1680 kind=van\n'
                      'DW1010 1815 1935 kind=artic\n'
                      'DW1038 1580 2060 kind=van\n'
                      'DW1220 1490 1970 kind=rigid\n'
                      'DW758 1085 1325 kind=artic\n'
                      'DW471 1990 2080 kind=rigid\n'
                      'DW1178 1085 1145 kind=rigid\n'
                      'DW1353 1915 2095 kind=rigid\n'
                      'DW723 1800 1980 kind=rigid\n'
                      'DW261 1190 1310 kind=artic\n'
                      'DW240 435 465 kind=rigid\n'
                      'DW681 990 1170 kind=artic\n'
                      'DW772 1695 1935 kind=artic\n'
                      'DW1129 865 1345 kind=artic\n'
                      'DW513 630 1110 kind=van\n'
                      'DW485 1770 2250 kind=van\n'
                      'DW926 1665 1725 kind=rigid\n'
                      'DW1283 965 1010 kind=rigid\n'
                      'DW1115 1400 1460 kind=rigid\n'
                      'DW1017 3040 3640 kind=rigid\n'
                      'DW919 1550 1640 kind=van\n'
                      'DW1073 405 585 kind=rigid\n'
                      'DW716 1320 1500 kind=artic\n'
                      'DW1122 1405 1450 kind=rigid\n'
                      'DW1185 1920 1950 kind=rigid\n'
                      'DW1276 1900 2080 kind=van\n'
                      'DW450 815 845 kind=rigid\n'
                      'DW1024 1695 2295 kind=artic\n'
                      'DW415 1100 1580 kind=artic\n'
                      'DW863 1420 1465 kind=rigid\n'
                      'DW254 1005 1035 kind=artic\n'
                      'DW1304 1180 1360 kind=rigid\n'
                      'DW1031 2020 2110 kind=rigid\n'
                      'DW149 1550 1730 kind=van\n'
                      'DW933 1350 1440 kind=rigid\n'
                      'DW982 560 605 kind=van\n'
                      'DW779 520 610 kind=rigid\n'
                      'DW590 1695 1740 kind=rigid\n'
                      'DW1108 3095 3575 kind=rigid\n'
                      'DW170 1560 1680 kind=rigid\n'
                      'DW310 3185 3305 kind=artic\n'
                      'DW905 1205 1385 kind=rigid\n'
                      'DW100 1975 2455 kind=van\n'
                      'DW1269 1185 1245 kind=artic\n'
                      'DW814 725 755 kind=artic\n'
                      'DW807 630 690 kind=artic\n'
                      'DW107 1545 1665 kind=van\n'
                      'DW856 1490 1580 kind=artic\n'
                      'DW877 585 825 kind=artic\n'
                      'DW583 1520 1610 kind=van\n'
                      'DW576 1225 1345 kind=van\n'
                      'DW660 1170 1230 kind=artic\n'
                      'DW1059 670 1150 kind=artic\n'
                      'DW674 2080 2140 kind=artic\n'
                      'DW597 1055 1100 kind=rigid\n'
                      'DW1080 1490 1520 kind=artic\n'
                      'DW835 965 1010 kind=artic\n'
                      'DW191 790 970 kind=artic\n'
                      'DW898 1170 1290 kind=rigid\n'
                      'DW947 1255 1735 kind=artic\n'
                      'DW1199 580 760 kind=van\n'
                      'DW569 1715 1760 kind=van\n'
                      'DW1164 1970 2000 kind=van\n'
                      'DW1227 695 1175 kind=rigid\n'
                      'DW1052 2040 2070 kind=artic\n'
                      'DW394 1920 1965 kind=rigid\n'
                      'DW1325 1035 1095 kind=rigid\n'
                      'DW618 530 650 kind=rigid\n'
                      'DW870 1350 1440 kind=rigid\n'
                      'DW324 1335 1575 kind=van\n'
                      'DW555 410 590 kind=van\n'
                      'DW219 1205 1685 kind=artic\n'
                      'DW786 965 1085 kind=artic\n'
                      'DW1297 1515 1545 kind=van\n'
                      'DW1213 1855 2035 kind=van\n'
                      'DW422 1010 1040 kind=artic\n'
                      'DW275 540 1020 kind=artic\n'
                      'DW1150 1370 1490 kind=artic\n'
                      'DW884 670 1150 kind=rigid\n'
                      'DW177 800 920 kind=artic\n'
                      'DW1206 1305 1545 kind=artic\n'
                      'DW793 1635 1695 kind=van\n'
                      'DW1255 710 740 kind=rigid\n'
                      'DW142 1235 1475 kind=rigid\n'
                      'DW996 1260 1305 kind=van\n'
                      'DW562 545 605 kind=van\n'
                      'DW436 2015 2075 kind=artic\n'
                      'DW359 1770 1830 kind=van\n'
                      'DW912 845 1025 kind=rigid\n'
                      'DW198 1315 1360 kind=artic\n'
                      'DW1192 765 1245 kind=artic\n'
                      'DW765 860 980 kind=artic\n'
                      'DW611 795 840 kind=van\n'
                      'DW520 1995 2175 kind=van\n'
                      'DW975 1005 1185 kind=rigid\n'
                      'DW163 1325 1355 kind=rigid\n'
                      'DW625 850 910 kind=van\n'
                      'DW730 2055 2295 kind=artic\n'
                      'DW1045 1820 2000 kind=van\n'
                      'DW464 1555 1600 kind=van\n'
                      'DW1003 1145 1175 kind=van\n'
                      'DW492 1180 1420 kind=van\n'
                      'DW1087 1315 1360 kind=artic\n'
                      'DW1136 1375 1615 kind=van\n'
                      'DW541 1280 1520 kind=artic\n'
                      'DW1143 990 1470 kind=van\n'
                      'DW331 670 715 kind=rigid\n'
                      'DW282 810 870 kind=van\n',
             'want': 'accepted 80\n'
                     'DW667 4\n'
                     'DW709 2\n'
                     'DW296 4\n'
                     'DW604 3\n'
                     'DW1318 5\n'
                     'DW1157 5\n'
                     'DW1248 2\n'
                     'DW1346 1\n'
                     'DW268 2\n'
                     'DW737 1\n'
                     'DW968 4\n'
                     'DW443 2\n'
                     'DW1101 5\n'
                     'DW1241 3\n'
                     'DW352 3\n'
                     'DW499 2\n'
                     'DW401 3\n'
                     'DW632 5\n'
                     'DW751 4\n'
                     'DW205 1\n'
                     'DW527 5\n'
                     'DW1290 1\n'
                     'DW891 3\n'
                     'DW338 4\n'
                     'DW366 3\n'
                     'DW954 5\n'
                     'DW121 4\n'
                     'DW373 2\n'
                     'DW646 1\n'
                     'DW1066 1\n'
                     'DW1010 5\n'
                     'DW1178 1\n'
                     'DW240 5\n'
                     'DW926 2\n'
                     'DW1283 3\n'
                     'DW1115 2\n'
                     'DW1017 3\n'
                     'DW1073 3\n'
                     'DW1122 5\n'
                     'DW1185 2\n'
                     'DW1276 3\n'
                     'DW450 1\n'
                     'DW863 4\n'
                     'DW254 4\n'
                     'DW590 4\n'
                     'DW1108 2\n'
                     'DW310 5\n'
                     'DW814 3\n'
                     'DW807 3\n'
                     'DW856 2\n'
                     'DW583 5\n'
                     'DW576 1\n'
                     'DW660 5\n'
                     'DW674 2\n'
                     'DW1080 4\n'
                     'DW835 2\n'
                     'DW569 1\n'
                     'DW1164 5\n'
                     'DW1052 5\n'
                     'DW394 4\n'
                     'DW1325 3\n'
                     'DW555 4\n'
                     'DW1297 3\n'
                     'DW1213 1\n'
                     'DW422 1\n'
                     'DW1150 1\n'
                     'DW793 1\n'
                     'DW1255 5\n'
                     'DW996 4\n'
                     'DW562 1\n'
                     'DW359 1\n'
                     'DW198 5\n'
                     'DW611 3\n'
                     'DW163 4\n'
                     'DW625 3\n'
                     'DW464 4\n'
                     'DW1003 3\n'
                     'DW1087 2\n'
                     'DW331 2\n'
                     'DW282 5\n'}}

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
