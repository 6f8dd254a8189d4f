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

PROGRAM = '/app/tools/room-alloc'
CANONICAL = False
CASES = {'hidden1': {'check': {'best': 7,
                       'bookings': {'DW114': [845, 890, 1],
                                    'DW121': [715, 745, 1],
                                    'DW135': [1115, 1145, 1],
                                    'DW142': [800, 830, 1],
                                    'DW177': [400, 445, 1],
                                    'DW191': [1280, 1295, 1],
                                    'DW198': [1195, 1225, 1]},
                       'closed': False,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set maxlen 45\n'
                      'DW170 11:40 13:40 status=confirmed\n'
                      'DW191 21:20 21:35 status=tentative\n'
                      'DW107 12:20 13:20 status=confirmed\n'
                      'DW156 17:50 19:20 status=confirmed\n'
                      'DW184 12:05 13:35 status=confirmed\n'
                      'DW128 12:25 13:10 status=cancelled\n'
                      'DW142 13:20 13:50 status=confirmed\n'
                      'DW149 08:30 08:45 status=confirmed\n'
                      'DW114 13:35 15:05 status=confirmed\n'
                      'DW114 14:05 14:50 status=confirmed\n'
                      'DW100 12:20 12:35 status=cancelled\n'
                      'DW177 06:40 07:25 status=confirmed\n'
                      'DW149 10:30 12:30 status=confirmed\n'
                      'DW135 18:35 19:05 status=tentative\n'
                      'DW121 11:55 12:25 status=tentative\n'
                      'DW198 19:55 20:25 status=tentative\n'
                      'DW163 11:55 13:25 status=confirmed\n',
             'want': 'accepted 7\nDW191 4\nDW142 4\nDW114 4\nDW177 4\nDW135 4\nDW121 4\nDW198 4\n'},
 'hidden2': {'check': {'best': 41,
                       'bookings': {'DW114': [1035, 1050, 1],
                                    'DW121': [815, 860, 1],
                                    'DW128': [1085, 1130, 1],
                                    'DW142': [790, 805, 1],
                                    'DW149': [1195, 1210, 1],
                                    'DW163': [1115, 1130, 1],
                                    'DW170': [1255, 1300, 1],
                                    'DW177': [1125, 1140, 1],
                                    'DW191': [1040, 1085, 1],
                                    'DW205': [1065, 1080, 1],
                                    'DW233': [985, 1015, 1],
                                    'DW240': [960, 1005, 1],
                                    'DW247': [1050, 1080, 1],
                                    'DW254': [445, 490, 1],
                                    'DW261': [1035, 1080, 1],
                                    'DW268': [1085, 1100, 1],
                                    'DW275': [650, 695, 1],
                                    'DW310': [680, 725, 1],
                                    'DW331': [1040, 1085, 1],
                                    'DW338': [1335, 1380, 1],
                                    'DW359': [995, 1010, 1],
                                    'DW380': [1080, 1125, 1],
                                    'DW387': [620, 635, 1],
                                    'DW408': [990, 1035, 1],
                                    'DW415': [530, 560, 1],
                                    'DW422': [520, 565, 1],
                                    'DW457': [730, 760, 1],
                                    'DW471': [825, 855, 1],
                                    'DW485': [485, 530, 1],
                                    'DW499': [1155, 1170, 1],
                                    'DW506': [600, 615, 1],
                                    'DW562': [1025, 1070, 1],
                                    'DW569': [1075, 1120, 1],
                                    'DW576': [1255, 1270, 1],
                                    'DW597': [590, 635, 1],
                                    'DW604': [1270, 1285, 1],
                                    'DW611': [1050, 1080, 1],
                                    'DW632': [1085, 1130, 1],
                                    'DW660': [440, 455, 1],
                                    'DW667': [805, 835, 1],
                                    'DW674': [1195, 1225, 1],
                                    'DW681': [610, 640, 1],
                                    'DW688': [525, 570, 1],
                                    'DW702': [1210, 1240, 1],
                                    'DW730': [1185, 1200, 1],
                                    'DW737': [610, 640, 1],
                                    'DW744': [1165, 1195, 1],
                                    'DW751': [615, 630, 1],
                                    'DW758': [675, 690, 1],
                                    'DW779': [905, 920, 1]},
                       'closed': False,
                       'rooms': 3,
                       'value': 'count'},
             'input': 'set rooms 3\n'
                      'set maxlen 45\n'
                      'DW667 14:25 15:25 status=confirmed\n'
                      'DW632 18:35 19:20 status=confirmed\n'
                      'DW667 13:55 14:10 status=confirmed\n'
                      'DW338 20:15 21:45 status=confirmed\n'
                      'DW604 21:10 21:25 status=tentative\n'
                      'DW583 12:10 14:10 status=cancelled\n'
                      'DW163 16:35 18:35 status=confirmed\n'
                      'DW184 12:15 14:15 status=confirmed\n'
                      'DW114 17:15 17:30 status=tentative\n'
                      'DW681 10:10 10:40 status=confirmed\n'
                      'DW492 06:50 07:50 status=tentative\n'
                      'DW485 08:05 08:50 status=confirmed\n'
                      'DW779 15:05 15:20 status=confirmed\n'
                      'DW765 08:05 08:35 status=cancelled\n'
                      'DW338 22:15 23:00 status=confirmed\n'
                      'DW548 08:40 10:10 status=confirmed\n'
                      'DW618 18:15 20:15 status=confirmed\n'
                      'DW758 11:15 11:30 status=confirmed\n'
                      'DW352 10:30 12:30 status=confirmed\n'
                      'DW429 17:15 17:45 status=cancelled\n'
                      'DW163 17:35 17:50 status=confirmed\n'
                      'DW387 10:20 10:35 status=confirmed\n'
                      'DW443 08:40 10:10 status=confirmed\n'
                      'DW744 19:25 19:55 status=tentative\n'
                      'DW401 10:45 12:15 status=confirmed\n'
                      'DW373 17:45 19:15 status=confirmed\n'
                      'DW254 07:25 08:10 status=tentative\n'
                      'DW233 16:25 16:55 status=confirmed\n'
                      'DW772 06:35 07:05 status=cancelled\n'
                      'DW534 09:45 11:45 status=tentative\n'
                      'DW247 17:30 18:00 status=confirmed\n'
                      'DW212 13:00 15:00 status=tentative\n'
                      'DW142 11:10 12:40 status=confirmed\n'
                      'DW170 20:55 21:40 status=confirmed\n'
                      'DW716 17:45 18:45 status=tentative\n'
                      'DW310 11:20 12:05 status=confirmed\n'
                      'DW415 08:50 09:20 status=tentative\n'
                      'DW597 09:50 10:35 status=confirmed\n'
                      'DW541 18:45 19:45 status=tentative\n'
                      'DW632 18:05 18:50 status=confirmed\n'
                      'DW436 15:45 17:45 status=confirmed\n'
                      'DW100 15:45 16:00 status=confirmed\n'
                      'DW394 20:05 20:35 status=cancelled\n'
                      'DW107 13:05 15:05 status=confirmed\n'
                      'DW317 17:50 18:05 status=tentative\n'
                      'DW149 19:25 19:55 status=confirmed\n'
                      'DW205 17:45 18:00 status=tentative\n'
                      'DW219 20:55 21:55 status=confirmed\n'
                      'DW142 13:10 13:25 status=confirmed\n'
                      'DW331 17:20 18:05 status=confirmed\n'
                      'DW121 13:35 14:20 status=tentative\n'
                      'DW513 06:25 07:55 status=confirmed\n'
                      'DW268 18:05 18:20 status=confirmed\n'
                      'DW625 06:25 07:55 status=confirmed\n'
                      'DW261 17:15 18:00 status=confirmed\n'
                      'DW492 07:50 09:20 status=tentative\n'
                      'DW422 08:40 09:25 status=confirmed\n'
                      'DW737 10:10 10:40 status=tentative\n'
                      'DW359 16:35 16:50 status=confirmed\n'
                      'DW751 10:15 10:30 status=tentative\n'
                      'DW478 06:35 08:05 status=confirmed\n'
                      'DW135 21:30 21:45 status=cancelled\n'
                      'DW156 16:20 18:20 status=tentative\n'
                      'DW163 18:35 18:50 status=confirmed\n'
                      'DW688 08:45 09:30 status=tentative\n'
                      'DW618 17:45 19:45 status=confirmed\n'
                      'DW611 17:30 18:00 status=confirmed\n'
                      'DW730 19:45 20:00 status=confirmed\n'
                      'DW639 11:55 12:55 status=confirmed\n'
                      'DW464 13:20 14:20 status=cancelled\n'
                      'DW275 10:50 11:35 status=tentative\n'
                      'DW506 10:00 10:15 status=confirmed\n'
                      'DW303 20:25 20:40 status=cancelled\n'
                      'DW177 18:45 19:00 status=confirmed\n'
                      'DW149 19:55 20:10 status=confirmed\n'
                      'DW100 17:45 18:45 status=confirmed\n'
                      'DW408 16:30 17:15 status=confirmed\n'
                      'DW576 20:55 21:10 status=confirmed\n'
                      'DW667 13:25 13:55 status=confirmed\n'
                      'DW653 17:45 19:15 status=confirmed\n'
                      'DW296 18:00 20:00 status=cancelled\n'
                      'DW450 14:50 16:20 status=tentative\n'
                      'DW674 19:55 20:25 status=confirmed\n'
                      'DW317 18:50 20:20 status=tentative\n'
                      'DW520 08:35 09:35 status=tentative\n'
                      'DW282 07:40 09:10 status=confirmed\n'
                      'DW324 22:00 23:30 status=confirmed\n'
                      'DW226 19:15 21:15 status=confirmed\n'
                      'DW660 07:20 07:35 status=confirmed\n'
                      'DW240 16:00 16:45 status=tentative\n'
                      'DW499 19:15 19:30 status=tentative\n'
                      'DW562 17:05 17:50 status=tentative\n'
                      'DW457 12:10 12:40 status=confirmed\n'
                      'DW527 08:50 10:20 status=confirmed\n'
                      'DW709 17:15 18:15 status=confirmed\n'
                      'DW366 18:05 19:05 status=confirmed\n'
                      'DW646 19:55 20:55 status=confirmed\n'
                      'DW471 13:45 14:15 status=confirmed\n'
                      'DW289 20:10 20:55 status=cancelled\n'
                      'DW702 20:10 20:40 status=confirmed\n'
                      'DW198 14:30 15:30 status=confirmed\n'
                      'DW191 17:20 18:05 status=confirmed\n'
                      'DW555 06:45 08:15 status=tentative\n'
                      'DW380 18:00 18:45 status=confirmed\n'
                      'DW695 08:35 09:35 status=confirmed\n'
                      'DW128 18:05 18:50 status=confirmed\n'
                      'DW590 17:30 19:30 status=tentative\n'
                      'DW345 06:55 07:40 status=cancelled\n'
                      'DW569 17:55 18:40 status=confirmed\n'
                      'DW723 10:30 12:30 status=confirmed\n',
             'want': 'accepted 41\n'
                     'DW667 1\n'
                     'DW338 2\n'
                     'DW604 3\n'
                     'DW163 3\n'
                     'DW114 1\n'
                     'DW485 3\n'
                     'DW779 3\n'
                     'DW758 3\n'
                     'DW387 3\n'
                     'DW744 3\n'
                     'DW254 2\n'
                     'DW233 1\n'
                     'DW247 1\n'
                     'DW142 1\n'
                     'DW170 2\n'
                     'DW310 1\n'
                     'DW415 3\n'
                     'DW597 2\n'
                     'DW149 3\n'
                     'DW121 3\n'
                     'DW268 3\n'
                     'DW261 3\n'
                     'DW422 2\n'
                     'DW359 2\n'
                     'DW751 1\n'
                     'DW688 1\n'
                     'DW730 1\n'
                     'DW275 2\n'
                     'DW506 1\n'
                     'DW177 1\n'
                     'DW576 3\n'
                     'DW674 2\n'
                     'DW660 3\n'
                     'DW240 3\n'
                     'DW499 1\n'
                     'DW562 2\n'
                     'DW457 1\n'
                     'DW471 2\n'
                     'DW702 3\n'
                     'DW380 1\n'
                     'DW569 2\n'},
 'hidden3': {'check': {'best': 53,
                       'bookings': {'DW1003': [760, 820, 1],
                                    'DW1010': [1135, 1180, 1],
                                    'DW1017': [865, 895, 1],
                                    'DW1024': [960, 1005, 1],
                                    'DW1038': [1165, 1210, 1],
                                    'DW1045': [490, 520, 1],
                                    'DW1052': [525, 585, 1],
                                    'DW1059': [610, 640, 1],
                                    'DW1073': [1170, 1230, 1],
                                    'DW1080': [1080, 1095, 1],
                                    'DW1087': [405, 450, 1],
                                    'DW1108': [515, 575, 1],
                                    'DW1115': [420, 450, 1],
                                    'DW114': [805, 835, 1],
                                    'DW1143': [830, 890, 1],
                                    'DW1150': [675, 735, 1],
                                    'DW1171': [615, 645, 1],
                                    'DW1192': [705, 735, 1],
                                    'DW1199': [900, 960, 1],
                                    'DW1234': [1290, 1305, 1],
                                    'DW1241': [1090, 1150, 1],
                                    'DW1262': [500, 545, 1],
                                    'DW1269': [1005, 1050, 1],
                                    'DW1276': [885, 945, 1],
                                    'DW1297': [1095, 1155, 1],
                                    'DW1304': [430, 490, 1],
                                    'DW1311': [740, 800, 1],
                                    'DW1318': [1015, 1030, 1],
                                    'DW1325': [555, 570, 1],
                                    'DW1332': [760, 820, 1],
                                    'DW1339': [545, 605, 1],
                                    'DW135': [1280, 1310, 1],
                                    'DW1353': [1155, 1185, 1],
                                    'DW1360': [900, 915, 1],
                                    'DW1367': [555, 600, 1],
                                    'DW1388': [575, 635, 1],
                                    'DW1395': [625, 685, 1],
                                    'DW1409': [805, 865, 1],
                                    'DW1416': [710, 770, 1],
                                    'DW142': [1045, 1105, 1],
                                    'DW1423': [940, 1000, 1],
                                    'DW1437': [895, 925, 1],
                                    'DW1458': [1065, 1095, 1],
                                    'DW1479': [1140, 1200, 1],
                                    'DW1493': [760, 790, 1],
                                    'DW1500': [535, 580, 1],
                                    'DW1507': [1100, 1115, 1],
                                    'DW1514': [900, 945, 1],
                                    'DW1528': [875, 920, 1],
                                    'DW1535': [585, 645, 1],
                                    'DW1549': [1205, 1265, 1],
                                    'DW156': [1050, 1110, 1],
                                    'DW1563': [735, 750, 1],
                                    'DW1570': [765, 780, 1],
                                    'DW1577': [480, 495, 1],
                                    'DW1605': [495, 525, 1],
                                    'DW1612': [720, 780, 1],
                                    'DW163': [670, 715, 1],
                                    'DW1640': [390, 420, 1],
                                    'DW1647': [375, 420, 1],
                                    'DW1675': [455, 515, 1],
                                    'DW1682': [395, 425, 1],
                                    'DW1689': [580, 640, 1],
                                    'DW170': [890, 935, 1],
                                    'DW1710': [710, 740, 1],
                                    'DW1717': [890, 950, 1],
                                    'DW1724': [935, 980, 1],
                                    'DW1759': [570, 615, 1],
                                    'DW1766': [1135, 1195, 1],
                                    'DW177': [895, 940, 1],
                                    'DW1780': [1085, 1145, 1],
                                    'DW1787': [865, 925, 1],
                                    'DW1801': [985, 1000, 1],
                                    'DW1822': [795, 810, 1],
                                    'DW1836': [840, 885, 1],
                                    'DW1843': [685, 745, 1],
                                    'DW1871': [715, 775, 1],
                                    'DW1878': [980, 1010, 1],
                                    'DW1892': [745, 775, 1],
                                    'DW1899': [680, 725, 1],
                                    'DW1906': [445, 490, 1],
                                    'DW191': [395, 425, 1],
                                    'DW1927': [870, 915, 1],
                                    'DW1941': [980, 1010, 1],
                                    'DW1955': [940, 970, 1],
                                    'DW1976': [810, 840, 1],
                                    'DW1990': [700, 715, 1],
                                    'DW2011': [1085, 1145, 1],
                                    'DW2032': [510, 525, 1],
                                    'DW2039': [715, 730, 1],
                                    'DW2074': [445, 475, 1],
                                    'DW2081': [1075, 1120, 1],
                                    'DW2095': [1080, 1095, 1],
                                    'DW2102': [970, 1015, 1],
                                    'DW2109': [885, 945, 1],
                                    'DW2116': [790, 805, 1],
                                    'DW212': [1225, 1270, 1],
                                    'DW2123': [1080, 1140, 1],
                                    'DW2130': [970, 1015, 1],
                                    'DW2165': [860, 875, 1],
                                    'DW254': [825, 885, 1],
                                    'DW275': [705, 765, 1],
                                    'DW303': [1105, 1165, 1],
                                    'DW317': [555, 600, 1],
                                    'DW324': [1190, 1250, 1],
                                    'DW338': [1030, 1075, 1],
                                    'DW359': [970, 985, 1],
                                    'DW394': [1075, 1120, 1],
                                    'DW401': [1125, 1140, 1],
                                    'DW408': [885, 900, 1],
                                    'DW422': [1205, 1220, 1],
                                    'DW450': [825, 855, 1],
                                    'DW478': [1070, 1130, 1],
                                    'DW492': [1215, 1230, 1],
                                    'DW506': [610, 625, 1],
                                    'DW513': [1090, 1105, 1],
                                    'DW520': [570, 585, 1],
                                    'DW527': [810, 825, 1],
                                    'DW534': [965, 980, 1],
                                    'DW541': [1070, 1130, 1],
                                    'DW555': [520, 580, 1],
                                    'DW569': [695, 755, 1],
                                    'DW583': [760, 820, 1],
                                    'DW590': [1120, 1165, 1],
                                    'DW597': [805, 850, 1],
                                    'DW604': [420, 450, 1],
                                    'DW611': [930, 990, 1],
                                    'DW646': [1025, 1055, 1],
                                    'DW667': [1180, 1195, 1],
                                    'DW688': [1165, 1180, 1],
                                    'DW709': [950, 1010, 1],
                                    'DW716': [820, 865, 1],
                                    'DW723': [810, 870, 1],
                                    'DW730': [820, 835, 1],
                                    'DW737': [965, 995, 1],
                                    'DW744': [680, 710, 1],
                                    'DW765': [1165, 1225, 1],
                                    'DW772': [645, 705, 1],
                                    'DW779': [1160, 1175, 1],
                                    'DW786': [545, 575, 1],
                                    'DW793': [1030, 1045, 1],
                                    'DW800': [505, 535, 1],
                                    'DW828': [840, 900, 1],
                                    'DW842': [705, 735, 1],
                                    'DW863': [970, 1000, 1],
                                    'DW877': [670, 730, 1],
                                    'DW905': [1225, 1255, 1],
                                    'DW919': [785, 815, 1],
                                    'DW933': [1030, 1075, 1],
                                    'DW940': [620, 665, 1],
                                    'DW947': [1050, 1065, 1],
                                    'DW961': [1095, 1155, 1],
                                    'DW968': [735, 780, 1],
                                    'DW975': [835, 850, 1],
                                    'DW989': [930, 990, 1],
                                    'DW996': [595, 640, 1]},
                       'closed': False,
                       'rooms': 2,
                       'value': 'count'},
             'input': 'set rooms 2\n'
                      'set maxlen 60\n'
                      'DW499 12:45 13:45 status=tentative\n'
                      'DW520 09:30 09:45 status=tentative\n'
                      'DW1836 14:00 14:45 status=confirmed\n'
                      'DW1087 06:45 07:30 status=confirmed\n'
                      'DW1941 16:20 16:50 status=confirmed\n'
                      'DW1528 15:35 16:05 status=confirmed\n'
                      'DW1269 16:45 17:30 status=confirmed\n'
                      'DW2172 16:50 17:35 status=cancelled\n'
                      'DW807 17:00 17:15 status=cancelled\n'
                      'DW1906 07:25 08:10 status=confirmed\n'
                      'DW828 14:00 15:00 status=confirmed\n'
                      'DW2172 18:50 19:35 status=cancelled\n'
                      'DW695 07:25 08:55 status=confirmed\n'
                      'DW345 14:10 15:40 status=confirmed\n'
                      'DW590 18:10 19:10 status=confirmed\n'
                      'DW562 11:50 13:20 status=tentative\n'
                      'DW408 14:45 15:00 status=confirmed\n'
                      'DW800 07:25 09:25 status=tentative\n'
                      'DW1024 15:30 17:30 status=confirmed\n'
                      'DW1997 08:00 10:00 status=confirmed\n'
                      'DW1472 16:15 18:15 status=confirmed\n'
                      'DW1241 18:10 19:10 status=confirmed\n'
                      'DW2116 13:10 13:25 status=confirmed\n'
                      'DW2095 18:00 18:15 status=confirmed\n'
                      'DW1297 18:15 19:15 status=confirmed\n'
                      'DW317 08:15 09:45 status=tentative\n'
                      'DW1647 06:15 07:00 status=tentative\n'
                      'DW443 09:05 11:05 status=tentative\n'
                      'DW1696 17:55 18:55 status=cancelled\n'
                      'DW1598 14:10 15:40 status=cancelled\n'
                      'DW583 12:40 13:40 status=confirmed\n'
                      'DW191 06:35 07:05 status=confirmed\n'
                      'DW2144 08:20 09:50 status=confirmed\n'
                      'DW1101 15:35 17:35 status=tentative\n'
                      'DW324 19:50 20:50 status=confirmed\n'
                      'DW317 09:15 10:00 status=tentative\n'
                      'DW2060 08:00 10:00 status=confirmed\n'
                      'DW527 13:30 13:45 status=tentative\n'
                      'DW716 13:40 14:25 status=tentative\n'
                      'DW800 09:25 11:25 status=tentative\n'
                      'DW212 21:25 21:40 status=confirmed\n'
                      'DW1808 16:50 17:05 status=cancelled\n'
                      'DW1927 14:30 15:15 status=confirmed\n'
                      'DW401 18:45 19:00 status=confirmed\n'
                      'DW975 13:25 13:40 status=confirmed\n'
                      'DW1899 11:20 12:05 status=tentative\n'
                      'DW996 08:55 09:10 status=tentative\n'
                      'DW2172 16:20 17:05 status=cancelled\n'
                      'DW268 13:20 14:20 status=cancelled\n'
                      'DW1878 16:20 16:50 status=tentative\n'
                      'DW898 13:30 15:30 status=tentative\n'
                      'DW1381 14:15 15:15 status=confirmed\n'
                      'DW1129 19:25 20:55 status=confirmed\n'
                      'DW1024 16:00 16:45 status=confirmed\n'
                      'DW975 13:55 14:10 status=confirmed\n'
                      'DW1969 12:50 14:20 status=confirmed\n'
                      'DW1570 12:45 13:00 status=tentative\n'
                      'DW1689 08:40 09:40 status=confirmed\n'
                      'DW2109 12:45 13:30 status=tentative\n'
                      'DW1605 07:15 08:15 status=confirmed\n'
                      'DW352 13:30 15:00 status=confirmed\n'
                      'DW1080 18:00 18:15 status=confirmed\n'
                      'DW653 09:30 10:30 status=tentative\n'
                      'DW1458 17:45 18:15 status=confirmed\n'
                      'DW905 20:55 21:55 status=tentative\n'
                      'DW786 09:05 09:35 status=confirmed\n'
                      'DW2074 07:25 07:55 status=tentative\n'
                      'DW1094 07:40 09:10 status=tentative\n'
                      'DW170 14:50 15:35 status=confirmed\n'
                      'DW233 09:20 10:20 status=cancelled\n'
                      'DW1003 11:40 13:10 status=confirmed\n'
                      'DW1857 12:10 13:40 status=confirmed\n'
                      'DW793 17:10 17:25 status=confirmed\n'
                      'DW289 20:10 20:55 status=cancelled\n'
                      'DW492 20:15 20:30 status=confirmed\n'
                      'DW338 17:10 17:55 status=confirmed\n'
                      'DW415 07:40 07:55 status=confirmed\n'
                      'DW128 13:25 14:55 status=confirmed\n'
                      'DW1192 11:45 12:15 status=tentative\n'
                      'DW1437 14:55 15:25 status=confirmed\n'
                      'DW268 12:20 13:05 status=cancelled\n'
                      'DW1913 09:15 09:45 status=cancelled\n'
                      'DW1871 11:55 12:55 status=confirmed\n'
                      'DW2109 14:45 15:45 status=tentative\n'
                      'DW723 13:30 14:30 status=confirmed\n'
                      'DW863 16:10 16:40 status=confirmed\n'
                      'DW912 18:10 19:40 status=confirmed\n'
                      'DW1773 10:40 12:10 status=confirmed\n'
                      'DW478 17:50 18:50 status=confirmed\n'
                      'DW1178 11:30 12:30 status=cancelled\n'
                      'DW1521 07:30 09:00 status=confirmed\n'
                      'DW1654 13:20 15:20 status=confirmed\n'
                      'DW1514 15:00 15:45 status=confirmed\n'
                      'DW1122 18:50 19:50 status=cancelled\n'
                      'DW1157 13:30 15:00 status=confirmed\n'
                      'DW1934 09:15 11:15 status=confirmed\n'
                      'DW1395 10:25 11:25 status=tentative\n'
                      'DW1115 07:00 07:30 status=confirmed\n'
                      'DW1465 07:30 09:00 status=cancelled\n'
                      'DW1150 11:15 12:15 status=confirmed\n'
                      'DW996 09:55 10:40 status=tentative\n'
                      'DW1290 13:30 15:00 status=confirmed\n'
                      'DW1528 16:05 16:20 status=confirmed\n'
                      'DW1605 08:15 08:45 status=confirmed\n'
                      'DW800 08:25 09:10 status=tentative\n'
                      'DW331 17:05 18:35 status=confirmed\n'
                      'DW107 06:10 08:10 status=confirmed\n'
                      'DW926 19:00 20:00 status=cancelled\n'
                      'DW646 17:05 17:35 status=confirmed\n'
                      'DW821 15:10 16:10 status=cancelled\n'
                      'DW1780 18:05 19:05 status=tentative\n'
                      'DW247 12:00 14:00 status=confirmed\n'
                      'DW513 18:10 18:25 status=confirmed\n'
                      'DW1822 13:15 13:30 status=confirmed\n'
                      'DW1066 20:35 22:05 status=cancelled\n'
                      'DW695 06:55 08:55 status=confirmed\n'
                      'DW1360 15:00 15:15 status=confirmed\n'
                      'DW1171 10:15 10:45 status=confirmed\n'
                      'DW1220 15:00 17:00 status=confirmed\n'
                      'DW121 14:10 16:10 status=confirmed\n'
                      'DW842 11:45 12:15 status=confirmed\n'
                      'DW618 17:25 18:55 status=confirmed\n'
                      'DW1577 08:00 08:15 status=confirmed\n'
                      'DW1843 11:25 12:25 status=confirmed\n'
                      'DW1507 18:20 18:35 status=tentative\n'
                      'DW226 08:35 09:35 status=cancelled\n'
                      'DW954 16:15 17:00 status=cancelled\n'
                      'DW933 17:10 17:55 status=confirmed\n'
                      'DW2018 13:05 14:35 status=cancelled\n'
                      'DW1262 08:20 09:05 status=confirmed\n'
                      'DW548 08:20 08:35 status=cancelled\n'
                      'DW940 10:20 11:05 status=confirmed\n'
                      'DW1556 15:00 16:30 status=confirmed\n'
                      'DW1584 12:35 14:05 status=tentative\n'
                      'DW1276 14:45 15:45 status=confirmed\n'
                      'DW380 13:45 14:30 status=confirmed\n'
                      'DW772 10:45 11:45 status=confirmed\n'
                      'DW2032 08:30 08:45 status=confirmed\n'
                      'DW380 12:45 14:15 status=confirmed\n'
                      'DW912 19:10 20:40 status=confirmed\n'
                      'DW1920 19:30 21:00 status=tentative\n'
                      'DW1255 13:10 13:40 status=cancelled\n'
                      'DW310 15:05 17:05 status=cancelled\n'
                      'DW275 11:45 12:45 status=tentative\n'
                      'DW296 17:50 19:20 status=tentative\n'
                      'DW1955 16:10 18:10 status=confirmed\n'
                      'DW877 11:10 12:10 status=confirmed\n'
                      'DW2123 18:00 19:00 status=confirmed\n'
                      'DW1136 06:45 08:15 status=cancelled\n'
                      'DW205 09:35 11:05 status=confirmed\n'
                      'DW1059 10:10 10:40 status=confirmed\n'
                      'DW1626 07:25 08:55 status=tentative\n'
                      'DW569 11:35 12:35 status=confirmed\n'
                      'DW2067 11:45 13:15 status=tentative\n'
                      'DW198 13:55 15:55 status=confirmed\n'
                      'DW1689 09:40 10:40 status=confirmed\n'
                      'DW1661 20:10 21:10 status=cancelled\n'
                      'DW142 17:25 18:25 status=tentative\n'
                      'DW2193 16:40 18:40 status=cancelled\n'
                      'DW1486 12:50 14:20 status=confirmed\n'
                      'DW1339 09:05 10:05 status=tentative\n'
                      'DW464 06:30 08:00 status=tentative\n'
                      'DW1948 17:10 19:10 status=tentative\n'
                      'DW758 10:00 11:30 status=tentative\n'
                      'DW2088 15:25 16:55 status=cancelled\n'
                      'DW1640 06:30 07:00 status=confirmed\n'
                      'DW1668 20:20 20:50 status=cancelled\n'
                      'DW1052 08:45 09:45 status=tentative\n'
                      'DW1549 20:05 21:05 status=confirmed\n'
                      'DW1304 07:10 08:10 status=confirmed\n'
                      'DW2081 17:25 19:25 status=confirmed\n'
                      'DW1619 10:40 12:40 status=confirmed\n'
                      'DW779 19:20 19:35 status=tentative\n'
                      'DW1682 06:35 07:05 status=confirmed\n'
                      'DW1815 18:45 20:45 status=tentative\n'
                      'DW1731 10:25 10:40 status=cancelled\n'
                      'DW870 07:45 09:15 status=tentative\n'
                      'DW590 18:40 19:25 status=confirmed\n'
                      'DW1318 16:55 17:10 status=confirmed\n'
                      'DW1892 12:25 12:55 status=tentative\n'
                      'DW1206 07:55 09:55 status=confirmed\n'
                      'DW744 11:20 11:50 status=confirmed\n'
                      'DW1983 08:15 10:15 status=confirmed\n'
                      'DW1591 16:30 18:00 status=confirmed\n'
                      'DW149 09:15 11:15 status=confirmed\n'
                      'DW1248 15:10 16:10 status=cancelled\n'
                      'DW128 15:25 16:55 status=confirmed\n'
                      'DW2081 17:55 18:40 status=confirmed\n'
                      'DW1003 12:40 13:40 status=confirmed\n'
                      'DW541 17:50 18:50 status=confirmed\n'
                      'DW2165 14:20 14:35 status=confirmed\n'
                      'DW688 19:25 19:40 status=tentative\n'
                      'DW2137 13:25 15:25 status=cancelled\n'
                      'DW1311 12:20 13:20 status=tentative\n'
                      'DW1402 17:30 19:00 status=cancelled\n'
                      'DW100 13:30 15:30 status=confirmed\n'
                      'DW485 11:30 13:30 status=confirmed\n'
                      'DW1479 19:00 20:00 status=confirmed\n'
                      'DW653 10:00 11:30 status=tentative\n'
                      'DW898 14:30 16:00 status=tentative\n'
                      'DW1416 11:50 12:50 status=confirmed\n'
                      'DW2053 20:45 21:30 status=confirmed\n'
                      'DW751 06:10 08:10 status=confirmed\n'
                      'DW2004 09:20 11:20 status=confirmed\n'
                      'DW1409 13:25 14:25 status=confirmed\n'
                      'DW415 08:40 10:10 status=confirmed\n'
                      'DW905 20:25 20:55 status=tentative\n'
                      'DW1766 18:55 19:55 status=confirmed\n'
                      'DW1199 15:00 16:00 status=tentative\n'
                      'DW499 12:15 14:15 status=tentative\n'
                      'DW1759 09:30 10:15 status=confirmed\n'
                      'DW1045 08:10 08:40 status=confirmed\n'
                      'DW1185 18:45 19:30 status=cancelled\n'
                      'DW1612 12:30 14:30 status=tentative\n'
                      'DW471 11:20 13:20 status=confirmed\n'
                      'DW261 15:10 15:40 status=cancelled\n'
                      'DW1612 12:00 13:00 status=tentative\n'
                      'DW730 13:40 13:55 status=confirmed\n'
                      'DW282 20:05 21:35 status=confirmed\n'
                      'DW1563 12:15 12:30 status=tentative\n'
                      'DW457 08:20 08:50 status=confirmed\n'
                      'DW387 14:45 15:00 status=cancelled\n'
                      'DW450 13:45 14:15 status=tentative\n'
                      'DW1374 19:40 21:10 status=cancelled\n'
                      'DW394 17:55 18:40 status=tentative\n'
                      'DW1864 18:55 20:25 status=tentative\n'
                      'DW2011 18:05 19:05 status=tentative\n'
                      'DW1213 17:10 17:40 status=cancelled\n'
                      'DW1227 09:40 11:40 status=confirmed\n'
                      'DW1710 11:50 12:20 status=confirmed\n'
                      'DW177 14:55 15:40 status=confirmed\n'
                      'DW1752 15:55 17:55 status=tentative\n'
                      'DW163 11:10 11:55 status=confirmed\n'
                      'DW1542 11:45 13:15 status=confirmed\n'
                      'DW2060 08:30 10:30 status=confirmed\n'
                      'DW1010 18:55 19:40 status=confirmed\n'
                      'DW1332 12:40 13:40 status=tentative\n'
                      'DW2186 08:25 09:55 status=cancelled\n'
                      'DW534 16:05 16:20 status=tentative\n'
                      'DW1829 12:30 13:15 status=confirmed\n'
                      'DW1073 19:30 20:30 status=confirmed\n'
                      'DW1990 11:40 11:55 status=confirmed\n'
                      'DW800 08:25 08:55 status=tentative\n'
                      'DW611 15:30 16:30 status=confirmed\n'
                      'DW2046 18:00 18:30 status=cancelled\n'
                      'DW457 09:20 11:20 status=confirmed\n'
                      'DW737 16:05 16:35 status=tentative\n'
                      'DW947 17:30 17:45 status=confirmed\n'
                      'DW2025 14:15 16:15 status=confirmed\n'
                      'DW1724 15:35 16:20 status=confirmed\n'
                      'DW1745 12:55 14:25 status=confirmed\n'
                      'DW156 17:30 18:30 status=confirmed\n'
                      'DW576 11:00 11:30 status=cancelled\n'
                      'DW884 11:45 13:15 status=cancelled\n'
                      'DW2158 14:00 16:00 status=tentative\n'
                      'DW2151 15:20 16:50 status=confirmed\n'
                      'DW632 15:55 17:25 status=confirmed\n'
                      'DW695 06:00 08:00 status=confirmed\n'
                      'DW1346 09:25 11:25 status=confirmed\n'
                      'DW1703 17:20 18:50 status=confirmed\n'
                      'DW1794 14:50 15:50 status=cancelled\n'
                      'DW2053 21:15 22:45 status=confirmed\n'
                      'DW989 15:30 16:30 status=confirmed\n'
                      'DW1388 09:35 10:35 status=confirmed\n'
                      'DW436 14:05 15:35 status=tentative\n'
                      'DW1850 09:50 11:50 status=tentative\n'
                      'DW1283 08:55 10:25 status=tentative\n'
                      'DW849 18:10 20:10 status=confirmed\n'
                      'DW184 14:25 15:55 status=confirmed\n'
                      'DW1535 09:45 10:45 status=confirmed\n'
                      'DW1738 17:35 19:35 status=cancelled\n'
                      'DW506 10:10 10:25 status=confirmed\n'
                      'DW891 16:55 18:25 status=tentative\n'
                      'DW814 08:20 08:35 status=cancelled\n'
                      'DW429 11:15 13:15 status=confirmed\n'
                      'DW2102 16:10 16:55 status=confirmed\n'
                      'DW1164 09:30 11:00 status=confirmed\n'
                      'DW660 18:35 19:05 status=cancelled\n'
                      'DW240 19:05 21:05 status=tentative\n'
                      'DW1955 15:40 16:10 status=confirmed\n'
                      'DW366 08:20 09:50 status=confirmed\n'
                      'DW667 19:40 19:55 status=tentative\n'
                      'DW625 12:10 14:10 status=confirmed\n'
                      'DW1717 14:50 15:50 status=confirmed\n'
                      'DW1381 15:15 17:15 status=confirmed\n'
                      'DW765 19:25 20:25 status=confirmed\n'
                      'DW1325 09:15 09:30 status=tentative\n'
                      'DW555 08:40 09:40 status=tentative\n'
                      'DW919 13:05 13:35 status=confirmed\n'
                      'DW212 20:25 21:10 status=confirmed\n'
                      'DW2130 16:10 16:55 status=confirmed\n'
                      'DW982 12:50 13:20 status=cancelled\n'
                      'DW835 09:25 09:55 status=cancelled\n'
                      'DW1367 09:15 10:00 status=confirmed\n'
                      'DW1493 12:40 13:10 status=confirmed\n'
                      'DW114 13:25 13:55 status=confirmed\n'
                      'DW674 20:25 21:55 status=confirmed\n'
                      'DW219 19:40 21:40 status=confirmed\n'
                      'DW1444 06:45 08:15 status=confirmed\n'
                      'DW1430 10:20 12:20 status=confirmed\n'
                      'DW303 18:25 19:25 status=confirmed\n'
                      'DW1423 15:40 16:40 status=confirmed\n'
                      'DW1500 08:55 09:40 status=confirmed\n'
                      'DW639 20:20 20:50 status=cancelled\n'
                      'DW597 13:25 14:10 status=tentative\n'
                      'DW1885 16:05 16:20 status=cancelled\n'
                      'DW1038 19:25 20:10 status=confirmed\n'
                      'DW1108 08:35 09:35 status=confirmed\n'
                      'DW961 18:15 19:15 status=confirmed\n'
                      'DW1528 14:35 15:20 status=confirmed\n'
                      'DW968 12:15 13:00 status=confirmed\n'
                      'DW2039 11:55 12:10 status=confirmed\n'
                      'DW373 08:30 10:30 status=tentative\n'
                      'DW359 16:10 16:25 status=confirmed\n'
                      'DW254 13:45 14:45 status=tentative\n'
                      'DW1829 11:30 13:00 status=confirmed\n'
                      'DW1143 13:50 14:50 status=tentative\n'
                      'DW1675 07:35 08:35 status=confirmed\n'
                      'DW1234 21:30 21:45 status=tentative\n'
                      'DW1962 17:40 19:10 status=confirmed\n'
                      'DW1353 19:15 19:45 status=tentative\n'
                      'DW681 07:00 09:00 status=confirmed\n'
                      'DW856 19:25 20:55 status=tentative\n'
                      'DW1633 11:45 12:15 status=cancelled\n'
                      'DW422 20:05 20:20 status=confirmed\n'
                      'DW1787 14:25 15:25 status=confirmed\n'
                      'DW1976 13:30 14:00 status=tentative\n'
                      'DW604 07:00 07:30 status=confirmed\n'
                      'DW709 15:50 16:50 status=tentative\n'
                      'DW1801 16:25 16:40 status=confirmed\n'
                      'DW135 21:20 21:50 status=confirmed\n'
                      'DW1017 14:25 14:55 status=tentative\n'
                      'DW2179 14:55 15:40 status=cancelled\n'
                      'DW1031 15:20 16:50 status=confirmed\n'
                      'DW702 09:30 11:00 status=tentative\n'
                      'DW1451 10:55 12:55 status=cancelled\n',
             'want': 'accepted 53\n'
                     'DW520 2\n'
                     'DW1941 2\n'
                     'DW1269 1\n'
                     'DW408 2\n'
                     'DW2116 1\n'
                     'DW2095 2\n'
                     'DW1297 1\n'
                     'DW1647 2\n'
                     'DW527 2\n'
                     'DW401 2\n'
                     'DW975 1\n'
                     'DW1570 1\n'
                     'DW1605 2\n'
                     'DW1458 1\n'
                     'DW905 2\n'
                     'DW793 2\n'
                     'DW492 1\n'
                     'DW1192 1\n'
                     'DW1437 1\n'
                     'DW1395 2\n'
                     'DW1115 2\n'
                     'DW1822 2\n'
                     'DW1360 2\n'
                     'DW1577 2\n'
                     'DW1507 2\n'
                     'DW772 1\n'
                     'DW1955 1\n'
                     'DW1640 1\n'
                     'DW779 1\n'
                     'DW1318 2\n'
                     'DW1892 2\n'
                     'DW2165 2\n'
                     'DW688 2\n'
                     'DW1563 1\n'
                     'DW450 2\n'
                     'DW1990 2\n'
                     'DW947 1\n'
                     'DW1724 2\n'
                     'DW1388 1\n'
                     'DW506 2\n'
                     'DW667 2\n'
                     'DW1325 2\n'
                     'DW114 1\n'
                     'DW1108 1\n'
                     'DW2039 2\n'
                     'DW359 1\n'
                     'DW1675 1\n'
                     'DW1234 2\n'
                     'DW422 2\n'
                     'DW604 1\n'
                     'DW1801 1\n'
                     'DW135 1\n'
                     'DW1017 1\n'}}

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
