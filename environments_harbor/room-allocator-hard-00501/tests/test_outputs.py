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
CASES = {'hidden1': {'check': {'best': 11,
                       'bookings': {'BK100': [1170, 1275, 1],
                                    'BK114': [570, 705, 1],
                                    'BK121': [1290, 1365, 1],
                                    'BK128': [630, 705, 1],
                                    'BK142': [900, 975, 1],
                                    'BK149': [1260, 1365, 1],
                                    'BK177': [390, 465, 1],
                                    'BK191': [1170, 1210, 1],
                                    'BK198': [1260, 1330, 1],
                                    'BK212': [750, 820, 1],
                                    'BK219': [780, 915, 1]},
                       'closed': False,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set maxlen 90\n'
                      'set slot 30\n'
                      'set turnover catered 10\n'
                      'set turnover meeting 45\n'
                      'set turnover workshop 15\n'
                      'BK114 09:45 10:45 kind=meeting\n'
                      'BK184 11:25 12:55 kind=catered\n'
                      'BK100 19:40 20:25 kind=meeting\n'
                      'BK163 20:10 21:40 kind=workshop\n'
                      'BK219 13:05 14:05 kind=meeting\n'
                      'BK198 21:05 21:50 kind=catered\n'
                      'BK107 20:10 21:40 kind=workshop\n'
                      'BK135 10:55 12:55 kind=workshop\n'
                      'BK212 12:35 13:05 kind=catered\n'
                      'BK128 10:35 10:50 kind=meeting\n'
                      'BK177 06:30 06:45 kind=meeting\n'
                      'BK205 19:40 21:10 kind=workshop\n'
                      'BK121 21:40 22:25 kind=workshop\n'
                      'BK170 20:10 22:10 kind=catered\n'
                      'BK142 15:10 15:55 kind=workshop\n'
                      'BK156 19:45 21:15 kind=meeting\n'
                      'BK149 21:25 22:25 kind=workshop\n'
                      'BK191 19:40 19:55 kind=catered\n',
             'want': 'accepted 11\n'
                     'BK114 4\n'
                     'BK100 3\n'
                     'BK219 3\n'
                     'BK198 4\n'
                     'BK212 4\n'
                     'BK128 3\n'
                     'BK177 4\n'
                     'BK121 3\n'
                     'BK142 4\n'
                     'BK149 2\n'
                     'BK191 4\n'},
 'hidden2': {'check': {'best': 44,
                       'bookings': {'BK100': [1170, 1280, 1],
                                    'BK114': [585, 635, 1],
                                    'BK121': [795, 825, 1],
                                    'BK128': [1125, 1175, 1],
                                    'BK135': [780, 830, 1],
                                    'BK149': [945, 965, 1],
                                    'BK156': [615, 725, 1],
                                    'BK177': [510, 575, 1],
                                    'BK184': [705, 785, 1],
                                    'BK191': [810, 840, 1],
                                    'BK205': [1230, 1320, 1],
                                    'BK212': [840, 905, 1],
                                    'BK219': [900, 980, 1],
                                    'BK226': [1170, 1220, 1],
                                    'BK233': [690, 770, 1],
                                    'BK247': [540, 575, 1],
                                    'BK254': [960, 1040, 1],
                                    'BK261': [1020, 1070, 1],
                                    'BK268': [1200, 1280, 1],
                                    'BK275': [1275, 1320, 1],
                                    'BK282': [1290, 1335, 1],
                                    'BK289': [1125, 1205, 1],
                                    'BK310': [1185, 1235, 1],
                                    'BK324': [465, 525, 1],
                                    'BK331': [945, 1020, 1],
                                    'BK338': [825, 905, 1],
                                    'BK345': [570, 650, 1],
                                    'BK352': [1140, 1220, 1],
                                    'BK359': [870, 905, 1],
                                    'BK366': [840, 875, 1],
                                    'BK387': [1230, 1280, 1],
                                    'BK401': [975, 1035, 1],
                                    'BK408': [1065, 1115, 1],
                                    'BK415': [450, 500, 1],
                                    'BK429': [1140, 1185, 1],
                                    'BK436': [795, 845, 1],
                                    'BK450': [1020, 1070, 1],
                                    'BK457': [495, 545, 1],
                                    'BK464': [1230, 1280, 1],
                                    'BK478': [825, 875, 1],
                                    'BK485': [630, 690, 1],
                                    'BK492': [585, 695, 1],
                                    'BK499': [1125, 1205, 1],
                                    'BK506': [525, 605, 1],
                                    'BK513': [870, 965, 1],
                                    'BK527': [555, 605, 1],
                                    'BK534': [555, 590, 1],
                                    'BK548': [660, 725, 1],
                                    'BK555': [585, 665, 1],
                                    'BK562': [585, 665, 1],
                                    'BK569': [810, 860, 1],
                                    'BK576': [1185, 1295, 1],
                                    'BK590': [780, 815, 1],
                                    'BK597': [525, 590, 1],
                                    'BK611': [960, 1050, 1],
                                    'BK618': [810, 900, 1],
                                    'BK632': [870, 900, 1],
                                    'BK639': [810, 875, 1],
                                    'BK646': [810, 855, 1],
                                    'BK653': [1170, 1235, 1],
                                    'BK674': [390, 425, 1],
                                    'BK681': [1290, 1335, 1],
                                    'BK688': [795, 840, 1],
                                    'BK702': [555, 620, 1],
                                    'BK709': [945, 995, 1],
                                    'BK716': [1020, 1115, 1],
                                    'BK723': [555, 605, 1],
                                    'BK737': [465, 545, 1],
                                    'BK758': [1215, 1305, 1],
                                    'BK765': [1245, 1325, 1],
                                    'BK772': [780, 890, 1],
                                    'BK779': [1185, 1290, 1]},
                       'closed': False,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set maxlen 90\n'
                      'set slot 15\n'
                      'set turnover catered 20\n'
                      'set turnover meeting 15\n'
                      'set turnover workshop 5\n'
                      'BK779 19:45 21:15 kind=meeting\n'
                      'BK464 20:35 20:50 kind=catered\n'
                      'BK324 07:50 08:20 kind=meeting\n'
                      'BK289 18:55 19:40 kind=catered\n'
                      'BK142 19:40 21:10 kind=workshop\n'
                      'BK688 13:15 13:45 kind=meeting\n'
                      'BK282 21:30 22:00 kind=meeting\n'
                      'BK758 20:25 21:25 kind=meeting\n'
                      'BK667 19:50 21:20 kind=workshop\n'
                      'BK156 10:15 11:45 kind=catered\n'
                      'BK681 21:40 21:55 kind=meeting\n'
                      'BK177 08:35 09:05 kind=catered\n'
                      'BK114 09:50 10:20 kind=workshop\n'
                      'BK541 13:30 15:30 kind=meeting\n'
                      'BK660 12:45 14:45 kind=catered\n'
                      'BK450 17:10 17:25 kind=catered\n'
                      'BK569 13:30 14:00 kind=catered\n'
                      'BK443 06:40 08:10 kind=meeting\n'
                      'BK548 11:10 11:40 kind=catered\n'
                      'BK317 19:25 21:25 kind=workshop\n'
                      'BK429 19:10 19:25 kind=meeting\n'
                      'BK366 14:00 14:15 kind=catered\n'
                      'BK184 11:50 12:35 kind=catered\n'
                      'BK135 13:00 13:30 kind=catered\n'
                      'BK457 08:20 08:35 kind=catered\n'
                      'BK387 20:30 21:15 kind=workshop\n'
                      'BK611 16:05 17:05 kind=meeting\n'
                      'BK499 18:55 19:40 kind=catered\n'
                      'BK562 09:45 10:45 kind=catered\n'
                      'BK373 17:25 18:55 kind=meeting\n'
                      'BK527 09:25 09:55 kind=workshop\n'
                      'BK485 10:30 11:15 kind=meeting\n'
                      'BK737 07:50 08:35 kind=catered\n'
                      'BK191 13:30 13:45 kind=meeting\n'
                      'BK121 13:15 13:30 kind=meeting\n'
                      'BK646 13:30 14:00 kind=meeting\n'
                      'BK576 19:45 21:15 kind=catered\n'
                      'BK639 13:30 14:15 kind=catered\n'
                      'BK751 19:10 20:40 kind=workshop\n'
                      'BK170 16:30 18:30 kind=catered\n'
                      'BK352 19:05 19:50 kind=catered\n'
                      'BK555 09:55 10:55 kind=workshop\n'
                      'BK338 13:45 14:45 kind=catered\n'
                      'BK261 17:10 17:25 kind=catered\n'
                      'BK702 09:25 10:10 kind=workshop\n'
                      'BK415 07:35 08:05 kind=workshop\n'
                      'BK254 16:10 17:10 kind=workshop\n'
                      'BK296 19:10 20:40 kind=meeting\n'
                      'BK436 13:15 14:00 kind=workshop\n'
                      'BK478 13:45 14:30 kind=workshop\n'
                      'BK163 17:30 19:30 kind=meeting\n'
                      'BK695 14:55 16:25 kind=workshop\n'
                      'BK107 14:25 15:55 kind=workshop\n'
                      'BK604 14:20 16:20 kind=workshop\n'
                      'BK128 18:55 19:10 kind=catered\n'
                      'BK520 13:35 15:05 kind=catered\n'
                      'BK233 11:35 12:20 kind=catered\n'
                      'BK653 19:40 20:10 kind=catered\n'
                      'BK583 12:25 14:25 kind=workshop\n'
                      'BK716 17:10 18:10 kind=catered\n'
                      'BK226 19:30 20:15 kind=workshop\n'
                      'BK408 17:55 18:25 kind=workshop\n'
                      'BK534 09:15 09:30 kind=catered\n'
                      'BK492 09:45 11:15 kind=catered\n'
                      'BK380 13:45 15:45 kind=workshop\n'
                      'BK359 14:30 14:45 kind=catered\n'
                      'BK401 16:20 16:50 kind=meeting\n'
                      'BK625 19:10 20:40 kind=meeting\n'
                      'BK198 12:25 14:25 kind=workshop\n'
                      'BK709 15:45 16:30 kind=workshop\n'
                      'BK674 06:30 06:45 kind=catered\n'
                      'BK471 19:30 21:30 kind=workshop\n'
                      'BK310 19:55 20:10 kind=catered\n'
                      'BK275 21:15 21:45 kind=meeting\n'
                      'BK149 15:45 16:00 kind=workshop\n'
                      'BK723 09:25 09:55 kind=workshop\n'
                      'BK772 13:00 14:30 kind=catered\n'
                      'BK394 11:05 13:05 kind=meeting\n'
                      'BK212 14:00 15:00 kind=workshop\n'
                      'BK219 15:00 16:00 kind=catered\n'
                      'BK345 09:40 10:25 kind=catered\n'
                      'BK247 09:05 09:20 kind=workshop\n'
                      'BK590 13:00 13:30 kind=workshop\n'
                      'BK303 16:45 18:45 kind=catered\n'
                      'BK513 14:30 16:00 kind=workshop\n'
                      'BK632 14:30 14:45 kind=meeting\n'
                      'BK205 20:40 21:40 kind=meeting\n'
                      'BK506 08:50 09:50 kind=workshop\n'
                      'BK100 19:30 21:00 kind=catered\n'
                      'BK422 17:25 19:25 kind=catered\n'
                      'BK744 13:50 15:20 kind=workshop\n'
                      'BK597 08:50 09:20 kind=catered\n'
                      'BK240 12:35 14:05 kind=workshop\n'
                      'BK730 12:00 14:00 kind=meeting\n'
                      'BK268 20:00 21:00 kind=catered\n'
                      'BK618 13:40 14:40 kind=meeting\n'
                      'BK331 15:45 16:45 kind=meeting\n'
                      'BK765 20:55 21:40 kind=catered\n',
             'want': 'accepted 44\n'
                     'BK464 3\n'
                     'BK324 3\n'
                     'BK289 3\n'
                     'BK688 2\n'
                     'BK282 4\n'
                     'BK156 2\n'
                     'BK681 3\n'
                     'BK177 4\n'
                     'BK114 4\n'
                     'BK450 2\n'
                     'BK548 4\n'
                     'BK429 1\n'
                     'BK366 2\n'
                     'BK184 3\n'
                     'BK135 4\n'
                     'BK457 1\n'
                     'BK387 2\n'
                     'BK499 2\n'
                     'BK562 3\n'
                     'BK527 1\n'
                     'BK485 1\n'
                     'BK737 2\n'
                     'BK121 3\n'
                     'BK338 1\n'
                     'BK261 3\n'
                     'BK415 4\n'
                     'BK478 3\n'
                     'BK128 4\n'
                     'BK233 1\n'
                     'BK716 4\n'
                     'BK408 1\n'
                     'BK534 2\n'
                     'BK401 1\n'
                     'BK709 3\n'
                     'BK674 4\n'
                     'BK310 1\n'
                     'BK275 1\n'
                     'BK149 1\n'
                     'BK219 4\n'
                     'BK247 3\n'
                     'BK590 1\n'
                     'BK632 4\n'
                     'BK268 4\n'
                     'BK331 2\n'},
 'hidden3': {'check': {'best': 48,
                       'bookings': {'BK100': [450, 535, 1],
                                    'BK1038': [500, 550, 1],
                                    'BK1059': [520, 595, 1],
                                    'BK107': [1140, 1190, 1],
                                    'BK1073': [480, 550, 1],
                                    'BK1094': [1170, 1245, 1],
                                    'BK1143': [820, 890, 1],
                                    'BK1185': [910, 980, 1],
                                    'BK1206': [640, 690, 1],
                                    'BK121': [1130, 1195, 1],
                                    'BK1220': [1050, 1135, 1],
                                    'BK1262': [510, 550, 1],
                                    'BK1325': [620, 705, 1],
                                    'BK1346': [660, 745, 1],
                                    'BK135': [570, 635, 1],
                                    'BK1353': [630, 705, 1],
                                    'BK1409': [1170, 1220, 1],
                                    'BK1416': [1260, 1335, 1],
                                    'BK1430': [1270, 1335, 1],
                                    'BK1437': [1190, 1255, 1],
                                    'BK1444': [730, 805, 1],
                                    'BK1458': [1200, 1265, 1],
                                    'BK1486': [1030, 1080, 1],
                                    'BK1493': [520, 590, 1],
                                    'BK1507': [810, 875, 1],
                                    'BK1514': [950, 1015, 1],
                                    'BK1542': [610, 660, 1],
                                    'BK1549': [820, 850, 1],
                                    'BK1598': [520, 585, 1],
                                    'BK1612': [960, 1020, 1],
                                    'BK1640': [1290, 1330, 1],
                                    'BK1654': [670, 730, 1],
                                    'BK1668': [1300, 1350, 1],
                                    'BK1675': [480, 545, 1],
                                    'BK1682': [650, 690, 1],
                                    'BK1696': [530, 580, 1],
                                    'BK170': [1170, 1230, 1],
                                    'BK1766': [430, 460, 1],
                                    'BK177': [760, 790, 1],
                                    'BK1808': [780, 845, 1],
                                    'BK1857': [1250, 1300, 1],
                                    'BK1878': [1280, 1310, 1],
                                    'BK1920': [790, 855, 1],
                                    'BK1976': [550, 600, 1],
                                    'BK1997': [1280, 1345, 1],
                                    'BK2011': [960, 1025, 1],
                                    'BK2018': [680, 755, 1],
                                    'BK2039': [670, 730, 1],
                                    'BK2053': [680, 730, 1],
                                    'BK2060': [690, 740, 1],
                                    'BK2116': [680, 765, 1],
                                    'BK2130': [1230, 1280, 1],
                                    'BK2151': [440, 470, 1],
                                    'BK2172': [1120, 1170, 1],
                                    'BK2186': [700, 740, 1],
                                    'BK2193': [1110, 1140, 1],
                                    'BK226': [1320, 1370, 1],
                                    'BK233': [960, 1010, 1],
                                    'BK254': [490, 560, 1],
                                    'BK289': [900, 960, 1],
                                    'BK317': [430, 505, 1],
                                    'BK359': [1170, 1245, 1],
                                    'BK366': [1060, 1125, 1],
                                    'BK387': [360, 430, 1],
                                    'BK394': [1050, 1115, 1],
                                    'BK401': [1120, 1170, 1],
                                    'BK429': [870, 920, 1],
                                    'BK443': [1060, 1090, 1],
                                    'BK506': [1280, 1310, 1],
                                    'BK548': [1150, 1200, 1],
                                    'BK555': [1330, 1400, 1],
                                    'BK569': [470, 500, 1],
                                    'BK597': [1210, 1275, 1],
                                    'BK618': [1080, 1145, 1],
                                    'BK646': [810, 860, 1],
                                    'BK667': [460, 525, 1],
                                    'BK681': [650, 715, 1],
                                    'BK737': [530, 600, 1],
                                    'BK744': [730, 815, 1],
                                    'BK765': [1150, 1190, 1],
                                    'BK835': [1270, 1335, 1],
                                    'BK863': [390, 455, 1],
                                    'BK870': [470, 500, 1],
                                    'BK891': [1190, 1220, 1],
                                    'BK898': [600, 665, 1],
                                    'BK919': [1310, 1375, 1],
                                    'BK940': [490, 530, 1],
                                    'BK947': [1180, 1230, 1],
                                    'BK961': [1120, 1170, 1],
                                    'BK968': [510, 560, 1],
                                    'BK982': [490, 540, 1],
                                    'BK989': [1170, 1200, 1]},
                       'closed': False,
                       'rooms': 3,
                       'value': 'count'},
             'input': 'set rooms 3\n'
                      'set maxlen 45\n'
                      'set slot 10\n'
                      'set turnover catered 30\n'
                      'set turnover meeting 10\n'
                      'set turnover workshop 45\n'
                      'BK2039 11:10 11:40 kind=catered\n'
                      'BK1416 21:00 21:30 kind=workshop\n'
                      'BK2032 17:30 19:00 kind=meeting\n'
                      'BK1073 08:05 08:35 kind=catered\n'
                      'BK2151 07:20 07:35 kind=meeting\n'
                      'BK457 12:10 14:10 kind=workshop\n'
                      'BK870 07:50 08:05 kind=meeting\n'
                      'BK611 12:50 14:20 kind=catered\n'
                      'BK1724 11:00 13:00 kind=catered\n'
                      'BK975 13:15 14:15 kind=catered\n'
                      'BK128 13:10 15:10 kind=workshop\n'
                      'BK275 19:35 21:35 kind=workshop\n'
                      'BK1178 14:00 16:00 kind=catered\n'
                      'BK562 10:55 12:55 kind=catered\n'
                      'BK534 12:25 13:55 kind=workshop\n'
                      'BK618 18:05 18:20 kind=workshop\n'
                      'BK149 20:15 21:45 kind=meeting\n'
                      'BK2109 19:50 21:20 kind=workshop\n'
                      'BK1325 10:25 10:55 kind=workshop\n'
                      'BK422 16:40 18:40 kind=meeting\n'
                      'BK1717 06:45 07:30 kind=catered\n'
                      'BK1619 06:30 07:15 kind=catered\n'
                      'BK716 09:15 10:45 kind=workshop\n'
                      'BK905 16:05 16:50 kind=meeting\n'
                      'BK142 14:20 15:05 kind=meeting\n'
                      'BK1164 19:35 20:35 kind=meeting\n'
                      'BK499 12:45 13:30 kind=meeting\n'
                      'BK1584 19:00 21:00 kind=catered\n'
                      'BK450 19:30 20:15 kind=catered\n'
                      'BK1773 19:45 21:15 kind=meeting\n'
                      'BK107 19:05 19:35 kind=meeting\n'
                      'BK2011 16:00 16:15 kind=workshop\n'
                      'BK513 13:20 14:50 kind=meeting\n'
                      'BK667 07:45 08:00 kind=workshop\n'
                      'BK842 13:15 15:15 kind=workshop\n'
                      'BK219 13:45 15:15 kind=workshop\n'
                      'BK1444 12:10 12:40 kind=workshop\n'
                      'BK926 17:20 18:20 kind=catered\n'
                      'BK1255 16:45 17:45 kind=catered\n'
                      'BK604 17:05 19:05 kind=workshop\n'
                      'BK2025 13:05 14:05 kind=workshop\n'
                      'BK807 15:50 17:20 kind=catered\n'
                      'BK1654 11:10 11:40 kind=catered\n'
                      'BK1430 21:15 21:30 kind=workshop\n'
                      'BK744 12:15 12:45 kind=workshop\n'
                      'BK1780 12:50 13:50 kind=meeting\n'
                      'BK1591 20:45 22:15 kind=catered\n'
                      'BK1311 13:20 14:05 kind=catered\n'
                      'BK1892 11:00 11:45 kind=workshop\n'
                      'BK1024 12:05 13:35 kind=catered\n'
                      'BK1353 10:30 11:00 kind=workshop\n'
                      'BK1710 16:30 18:30 kind=catered\n'
                      'BK289 15:00 15:30 kind=catered\n'
                      'BK1101 19:00 19:45 kind=catered\n'
                      'BK1094 19:30 20:00 kind=workshop\n'
                      'BK478 15:05 17:05 kind=catered\n'
                      'BK646 13:30 13:45 kind=catered\n'
                      'BK520 20:40 21:25 kind=meeting\n'
                      'BK2172 18:45 19:15 kind=meeting\n'
                      'BK1192 08:10 10:10 kind=catered\n'
                      'BK1640 21:30 22:00 kind=meeting\n'
                      'BK884 21:15 22:00 kind=meeting\n'
                      'BK555 22:15 22:45 kind=catered\n'
                      'BK541 07:15 08:45 kind=meeting\n'
                      'BK1696 08:50 09:05 kind=catered\n'
                      'BK198 14:40 16:10 kind=catered\n'
                      'BK1262 08:30 09:00 kind=meeting\n'
                      'BK793 15:00 15:45 kind=meeting\n'
                      'BK919 21:55 22:10 kind=workshop\n'
                      'BK387 06:05 06:35 kind=catered\n'
                      'BK1360 15:30 16:30 kind=catered\n'
                      'BK632 13:20 14:05 kind=catered\n'
                      'BK1227 10:05 12:05 kind=workshop\n'
                      'BK394 17:30 17:45 kind=workshop\n'
                      'BK1367 07:00 09:00 kind=catered\n'
                      'BK1983 11:15 12:00 kind=catered\n'
                      'BK317 07:10 07:40 kind=workshop\n'
                      'BK100 07:35 08:05 kind=workshop\n'
                      'BK1752 10:50 11:50 kind=catered\n'
                      'BK2116 11:25 11:55 kind=workshop\n'
                      'BK835 21:10 21:25 kind=workshop\n'
                      'BK2144 14:50 15:35 kind=catered\n'
                      'BK247 07:35 09:35 kind=meeting\n'
                      'BK2018 11:20 11:50 kind=workshop\n'
                      'BK2053 11:25 11:55 kind=meeting\n'
                      'BK121 18:50 19:05 kind=workshop\n'
                      'BK1920 13:15 13:30 kind=workshop\n'
                      'BK877 11:10 13:10 kind=catered\n'
                      'BK1500 17:10 18:40 kind=catered\n'
                      'BK1899 16:30 17:15 kind=meeting\n'
                      'BK1290 12:15 13:00 kind=meeting\n'
                      'BK681 10:55 11:10 kind=workshop\n'
                      'BK485 06:50 07:35 kind=workshop\n'
                      'BK2137 09:15 11:15 kind=workshop\n'
                      'BK723 18:20 19:50 kind=workshop\n'
                      'BK527 09:55 10:40 kind=meeting\n'
                      'BK1276 10:10 12:10 kind=catered\n'
                      'BK758 13:25 15:25 kind=meeting\n'
                      'BK1038 08:20 08:35 kind=catered\n'
                      'BK443 17:40 17:55 kind=meeting\n'
                      'BK1759 06:15 07:00 kind=workshop\n'
                      'BK688 19:30 21:30 kind=catered\n'
                      'BK1822 16:10 17:40 kind=catered\n'
                      'BK1003 17:45 19:45 kind=meeting\n'
                      'BK947 19:45 20:00 kind=catered\n'
                      'BK1185 15:15 15:45 kind=catered\n'
                      'BK1731 20:55 21:40 kind=workshop\n'
                      'BK1388 17:05 18:35 kind=workshop\n'
                      'BK548 19:15 19:45 kind=meeting\n'
                      'BK1997 21:25 21:40 kind=workshop\n'
                      'BK345 19:30 21:00 kind=catered\n'
                      'BK856 13:30 14:15 kind=meeting\n'
                      'BK1703 19:20 20:05 kind=workshop\n'
                      'BK1066 08:50 09:50 kind=workshop\n'
                      'BK303 12:55 13:55 kind=workshop\n'
                      'BK1115 09:10 09:55 kind=catered\n'
                      'BK968 08:35 08:50 kind=catered\n'
                      'BK863 06:30 06:45 kind=workshop\n'
                      'BK1542 10:10 10:25 kind=catered\n'
                      'BK737 08:55 09:25 kind=catered\n'
                      'BK1563 11:55 12:55 kind=meeting\n'
                      'BK1423 06:20 07:05 kind=catered\n'
                      'BK1031 16:00 17:30 kind=workshop\n'
                      'BK569 07:50 08:05 kind=meeting\n'
                      'BK191 13:55 14:40 kind=meeting\n'
                      'BK989 19:30 19:45 kind=meeting\n'
                      'BK800 11:00 12:30 kind=catered\n'
                      'BK401 18:40 18:55 kind=catered\n'
                      'BK1129 08:30 10:30 kind=workshop\n'
                      'BK891 19:55 20:10 kind=meeting\n'
                      'BK1199 06:55 07:55 kind=catered\n'
                      'BK1528 17:45 18:30 kind=workshop\n'
                      'BK1465 06:55 07:40 kind=catered\n'
                      'BK415 08:10 08:55 kind=catered\n'
                      'BK1248 14:45 15:45 kind=workshop\n'
                      'BK1990 09:30 10:15 kind=catered\n'
                      'BK240 17:35 19:05 kind=workshop\n'
                      'BK324 11:20 13:20 kind=meeting\n'
                      'BK1010 13:20 15:20 kind=workshop\n'
                      'BK1871 19:45 21:45 kind=meeting\n'
                      'BK1381 07:35 09:35 kind=meeting\n'
                      'BK1885 16:15 17:45 kind=meeting\n'
                      'BK1927 13:55 15:25 kind=workshop\n'
                      'BK933 12:15 13:15 kind=workshop\n'
                      'BK849 07:10 08:10 kind=workshop\n'
                      'BK1668 21:45 22:15 kind=meeting\n'
                      'BK940 08:10 08:40 kind=meeting\n'
                      'BK212 06:25 07:10 kind=catered\n'
                      'BK1836 20:00 21:30 kind=workshop\n'
                      'BK408 21:30 22:15 kind=catered\n'
                      'BK2004 08:05 09:05 kind=workshop\n'
                      'BK1955 11:20 12:05 kind=meeting\n'
                      'BK1283 10:00 11:30 kind=meeting\n'
                      'BK338 13:40 14:40 kind=workshop\n'
                      'BK954 16:20 17:20 kind=meeting\n'
                      'BK1346 11:05 11:35 kind=workshop\n'
                      'BK1234 16:25 17:10 kind=workshop\n'
                      'BK205 09:15 10:00 kind=workshop\n'
                      'BK961 18:45 19:00 kind=catered\n'
                      'BK268 13:00 15:00 kind=catered\n'
                      'BK296 06:40 07:40 kind=catered\n'
                      'BK1409 19:30 19:45 kind=catered\n'
                      'BK765 19:10 19:40 kind=meeting\n'
                      'BK373 08:45 10:15 kind=catered\n'
                      'BK471 07:40 09:40 kind=workshop\n'
                      'BK464 19:25 20:10 kind=workshop\n'
                      'BK1808 13:00 13:15 kind=workshop\n'
                      'BK506 21:25 21:40 kind=meeting\n'
                      'BK1612 16:00 16:30 kind=catered\n'
                      'BK436 19:30 20:30 kind=meeting\n'
                      'BK1598 08:45 09:00 kind=workshop\n'
                      'BK1941 19:45 20:45 kind=catered\n'
                      'BK751 06:25 07:55 kind=meeting\n'
                      'BK2158 21:05 21:50 kind=workshop\n'
                      'BK1850 10:05 12:05 kind=workshop\n'
                      'BK310 15:10 17:10 kind=workshop\n'
                      'BK261 18:05 20:05 kind=meeting\n'
                      'BK2081 12:40 13:25 kind=workshop\n'
                      'BK1913 15:15 16:45 kind=catered\n'
                      'BK2074 10:55 11:40 kind=meeting\n'
                      'BK1948 11:00 13:00 kind=meeting\n'
                      'BK1157 15:40 16:25 kind=meeting\n'
                      'BK1493 08:45 09:15 kind=catered\n'
                      'BK282 08:15 09:00 kind=workshop\n'
                      'BK1332 19:20 20:20 kind=meeting\n'
                      'BK1549 13:45 14:00 kind=meeting\n'
                      'BK1122 16:05 17:35 kind=workshop\n'
                      'BK1661 06:10 06:55 kind=meeting\n'
                      'BK156 16:45 18:45 kind=workshop\n'
                      'BK226 22:00 22:15 kind=catered\n'
                      'BK1535 12:50 13:35 kind=catered\n'
                      'BK1087 06:55 07:40 kind=meeting\n'
                      'BK366 17:40 17:55 kind=workshop\n'
                      'BK1206 10:40 10:55 kind=catered\n'
                      'BK1829 12:50 13:35 kind=meeting\n'
                      'BK1766 07:10 07:25 kind=meeting\n'
                      'BK1458 20:05 20:20 kind=workshop\n'
                      'BK709 16:45 17:45 kind=catered\n'
                      'BK660 19:45 21:45 kind=workshop\n'
                      'BK177 12:45 13:00 kind=meeting\n'
                      'BK898 10:05 10:20 kind=workshop\n'
                      'BK1150 20:15 21:15 kind=meeting\n'
                      'BK380 17:20 18:05 kind=workshop\n'
                      'BK779 09:15 11:15 kind=meeting\n'
                      'BK1374 19:30 21:30 kind=meeting\n'
                      'BK1815 15:55 16:40 kind=catered\n'
                      'BK2165 10:05 10:50 kind=workshop\n'
                      'BK170 19:30 20:00 kind=catered\n'
                      'BK1794 07:30 09:30 kind=workshop\n'
                      'BK1339 15:00 16:30 kind=catered\n'
                      'BK1801 08:15 10:15 kind=workshop\n'
                      'BK1514 15:55 16:10 kind=workshop\n'
                      'BK597 20:15 20:30 kind=workshop\n'
                      'BK814 11:05 13:05 kind=workshop\n'
                      'BK114 08:35 09:35 kind=workshop\n'
                      'BK1017 18:40 20:10 kind=meeting\n'
                      'BK828 20:00 21:00 kind=catered\n'
                      'BK1395 09:10 11:10 kind=workshop\n'
                      'BK1556 14:40 16:40 kind=meeting\n'
                      'BK1220 17:35 18:05 kind=workshop\n'
                      'BK359 19:30 20:00 kind=workshop\n'
                      'BK2123 12:10 14:10 kind=catered\n'
                      'BK625 13:30 14:15 kind=meeting\n'
                      'BK1437 19:55 20:10 kind=workshop\n'
                      'BK233 16:00 16:15 kind=catered\n'
                      'BK2060 11:30 11:45 kind=catered\n'
                      'BK1626 16:10 17:10 kind=catered\n'
                      'BK1864 20:30 22:30 kind=workshop\n'
                      'BK1521 19:35 21:05 kind=meeting\n'
                      'BK2088 17:05 17:50 kind=workshop\n'
                      'BK1451 14:50 16:50 kind=workshop\n'
                      'BK135 09:30 09:45 kind=workshop\n'
                      'BK429 14:35 14:50 kind=catered\n'
                      'BK1682 10:50 11:20 kind=meeting\n'
                      'BK1318 11:55 13:25 kind=meeting\n'
                      'BK1843 14:25 16:25 kind=workshop\n'
                      'BK1486 17:15 17:30 kind=catered\n'
                      'BK1269 13:50 14:35 kind=meeting\n'
                      'BK1213 09:50 10:50 kind=workshop\n'
                      'BK1297 11:30 13:00 kind=catered\n'
                      'BK2102 14:00 14:45 kind=meeting\n'
                      'BK1052 07:45 08:45 kind=meeting\n'
                      'BK786 19:45 20:45 kind=workshop\n'
                      'BK1577 08:55 09:40 kind=catered\n'
                      'BK1507 13:30 13:45 kind=workshop\n'
                      'BK331 07:40 08:25 kind=catered\n'
                      'BK982 08:15 08:45 kind=meeting\n'
                      'BK1605 06:20 07:05 kind=meeting\n'
                      'BK912 17:30 19:00 kind=meeting\n'
                      'BK1878 21:20 21:35 kind=meeting\n'
                      'BK1906 07:15 08:45 kind=catered\n'
                      'BK1962 14:15 15:15 kind=meeting\n'
                      'BK996 15:50 16:35 kind=catered\n'
                      'BK2193 18:35 18:50 kind=meeting\n'
                      'BK576 17:45 19:45 kind=catered\n'
                      'BK583 15:50 16:50 kind=workshop\n'
                      'BK1108 19:45 21:15 kind=catered\n'
                      'BK1472 21:30 22:30 kind=meeting\n'
                      'BK1241 16:05 17:35 kind=meeting\n'
                      'BK1969 09:05 11:05 kind=meeting\n'
                      'BK1171 14:50 16:20 kind=meeting\n'
                      'BK1143 13:45 14:15 kind=catered\n'
                      'BK2130 20:35 20:50 kind=catered\n'
                      'BK653 12:00 13:00 kind=workshop\n'
                      'BK1570 17:00 18:30 kind=catered\n'
                      'BK1675 08:05 08:20 kind=workshop\n'
                      'BK2046 20:30 22:30 kind=workshop\n'
                      'BK590 13:00 15:00 kind=workshop\n'
                      'BK1689 15:10 15:55 kind=meeting\n'
                      'BK254 08:15 08:45 kind=catered\n'
                      'BK2067 20:55 21:40 kind=catered\n'
                      'BK163 14:05 15:35 kind=meeting\n'
                      'BK1304 20:55 21:55 kind=catered\n'
                      'BK1745 09:05 11:05 kind=meeting\n'
                      'BK674 09:55 10:40 kind=meeting\n'
                      'BK1647 22:20 23:05 kind=workshop\n'
                      'BK1976 09:15 09:45 kind=meeting\n'
                      'BK1479 06:20 07:20 kind=meeting\n'
                      'BK772 21:00 21:45 kind=catered\n'
                      'BK2186 11:40 12:10 kind=meeting\n'
                      'BK702 16:30 18:30 kind=workshop\n'
                      'BK184 20:05 20:50 kind=workshop\n'
                      'BK821 10:45 12:15 kind=catered\n'
                      'BK2095 18:10 20:10 kind=meeting\n'
                      'BK1934 11:30 13:30 kind=workshop\n'
                      'BK730 13:45 14:30 kind=catered\n'
                      'BK352 13:05 13:50 kind=catered\n'
                      'BK2179 07:50 09:20 kind=catered\n'
                      'BK1738 20:25 21:55 kind=workshop\n'
                      'BK639 08:30 09:30 kind=workshop\n'
                      'BK1402 06:25 08:25 kind=workshop\n'
                      'BK1045 11:20 12:50 kind=meeting\n'
                      'BK1857 20:55 21:25 kind=meeting\n'
                      'BK695 19:35 20:35 kind=meeting\n'
                      'BK1787 12:15 13:15 kind=workshop\n'
                      'BK1080 09:50 11:20 kind=workshop\n'
                      'BK492 11:00 11:45 kind=catered\n'
                      'BK1059 08:40 09:10 kind=workshop\n'
                      'BK1136 09:05 11:05 kind=meeting\n'
                      'BK1633 15:45 16:45 kind=meeting\n',
             'want': 'accepted 48\n'
                     'BK2039 2\n'
                     'BK2151 1\n'
                     'BK870 1\n'
                     'BK618 3\n'
                     'BK107 1\n'
                     'BK667 2\n'
                     'BK1444 3\n'
                     'BK1654 3\n'
                     'BK744 2\n'
                     'BK289 1\n'
                     'BK646 3\n'
                     'BK2172 2\n'
                     'BK1640 1\n'
                     'BK555 1\n'
                     'BK1696 2\n'
                     'BK1262 1\n'
                     'BK919 2\n'
                     'BK387 3\n'
                     'BK394 2\n'
                     'BK1920 1\n'
                     'BK1038 3\n'
                     'BK443 1\n'
                     'BK1185 2\n'
                     'BK863 2\n'
                     'BK1542 3\n'
                     'BK569 3\n'
                     'BK989 2\n'
                     'BK891 3\n'
                     'BK765 3\n'
                     'BK506 3\n'
                     'BK1549 2\n'
                     'BK226 3\n'
                     'BK1206 1\n'
                     'BK1766 3\n'
                     'BK1458 2\n'
                     'BK177 1\n'
                     'BK898 2\n'
                     'BK1514 3\n'
                     'BK1437 1\n'
                     'BK233 1\n'
                     'BK2060 1\n'
                     'BK135 1\n'
                     'BK429 3\n'
                     'BK1486 3\n'
                     'BK1878 2\n'
                     'BK2193 1\n'
                     'BK2130 3\n'
                     'BK1976 3\n'}}

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
