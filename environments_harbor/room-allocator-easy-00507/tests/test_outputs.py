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

PROGRAM = '/app/bin/roomplan'
CANONICAL = False
CASES = {'hidden1': {'check': {'best': 850,
                       'bookings': {'ST100': [845, 905, 75],
                                    'ST107': [840, 870, 85],
                                    'ST114': [800, 890, 145],
                                    'ST121': [955, 970, 20],
                                    'ST128': [770, 800, 15],
                                    'ST142': [750, 765, 170],
                                    'ST149': [1220, 1310, 165],
                                    'ST156': [765, 810, 20],
                                    'ST163': [1280, 1295, 75],
                                    'ST170': [965, 1085, 65],
                                    'ST177': [635, 725, 45],
                                    'ST184': [530, 590, 90],
                                    'ST191': [530, 650, 145],
                                    'ST198': [1010, 1040, 100],
                                    'ST205': [970, 1030, 50],
                                    'ST212': [750, 765, 25],
                                    'ST219': [885, 930, 150]},
                       'closed': True,
                       'rooms': 1,
                       'value': 'fee'},
             'input': 'ST142 12:30 12:45 fee=170 status=confirmed\n'
                      'ST121 15:55 16:10 fee=20 status=confirmed\n'
                      'ST205 16:10 17:10 fee=50 status=tentative\n'
                      'ST219 14:45 15:30 fee=150 status=confirmed\n'
                      'ST128 12:50 13:20 fee=15 status=confirmed\n'
                      'ST191 08:50 10:50 fee=145 status=tentative\n'
                      'ST149 20:20 21:50 fee=165 status=confirmed\n'
                      'ST100 14:05 15:05 fee=75 status=tentative\n'
                      'ST184 08:50 09:50 fee=90 status=confirmed\n'
                      'ST170 16:05 18:05 fee=65 status=confirmed\n'
                      'ST156 12:45 13:30 fee=20 status=confirmed\n'
                      'ST163 21:20 21:35 fee=75 status=confirmed\n'
                      'ST114 13:20 14:50 fee=145 status=confirmed\n'
                      'ST177 10:35 12:05 fee=45 status=tentative\n'
                      'ST135 10:35 11:20 fee=145 status=cancelled\n'
                      'ST212 12:30 12:45 fee=25 status=confirmed\n'
                      'ST107 14:00 14:30 fee=85 status=confirmed\n'
                      'ST198 16:50 17:20 fee=100 status=confirmed\n',
             'want': 'revenue 850\nST142\nST121\nST219\nST128\nST191\nST149\nST107\nST198\n'},
 'hidden2': {'check': {'best': 1310,
                       'bookings': {'ST107': [525, 570, 45],
                                    'ST114': [970, 1030, 200],
                                    'ST121': [1220, 1250, 195],
                                    'ST128': [595, 610, 50],
                                    'ST135': [525, 570, 190],
                                    'ST142': [505, 595, 135],
                                    'ST156': [1065, 1125, 85],
                                    'ST163': [1175, 1205, 155],
                                    'ST170': [1145, 1265, 195],
                                    'ST177': [625, 670, 30],
                                    'ST184': [690, 780, 15],
                                    'ST191': [585, 645, 20],
                                    'ST205': [710, 770, 110],
                                    'ST212': [525, 570, 65],
                                    'ST219': [980, 1025, 165],
                                    'ST226': [525, 645, 180],
                                    'ST233': [1115, 1160, 100],
                                    'ST247': [1245, 1260, 45],
                                    'ST254': [830, 845, 120],
                                    'ST261': [590, 710, 200],
                                    'ST268': [1145, 1175, 35],
                                    'ST275': [590, 620, 130],
                                    'ST289': [750, 810, 150]},
                       'closed': True,
                       'rooms': 1,
                       'value': 'fee'},
             'input': 'ST114 16:10 17:10 fee=200 status=tentative\n'
                      'ST128 09:55 10:10 fee=50 status=tentative\n'
                      'ST191 09:45 10:45 fee=20 status=confirmed\n'
                      'ST247 20:45 21:00 fee=45 status=confirmed\n'
                      'ST184 11:30 13:00 fee=15 status=confirmed\n'
                      'ST233 18:35 19:20 fee=100 status=confirmed\n'
                      'ST142 08:25 09:55 fee=135 status=confirmed\n'
                      'ST254 13:50 14:05 fee=120 status=confirmed\n'
                      'ST177 10:25 11:10 fee=30 status=confirmed\n'
                      'ST226 08:45 10:45 fee=180 status=confirmed\n'
                      'ST275 09:50 10:20 fee=130 status=tentative\n'
                      'ST149 17:00 17:45 fee=75 status=cancelled\n'
                      'ST100 19:35 20:20 fee=80 status=cancelled\n'
                      'ST289 12:30 13:30 fee=150 status=confirmed\n'
                      'ST156 17:45 18:45 fee=85 status=tentative\n'
                      'ST198 19:30 21:30 fee=15 status=cancelled\n'
                      'ST261 09:50 11:50 fee=200 status=confirmed\n'
                      'ST240 09:30 09:45 fee=190 status=cancelled\n'
                      'ST219 16:20 17:05 fee=165 status=tentative\n'
                      'ST268 19:05 19:35 fee=35 status=confirmed\n'
                      'ST121 20:20 20:50 fee=195 status=confirmed\n'
                      'ST170 19:05 21:05 fee=195 status=tentative\n'
                      'ST212 08:45 09:30 fee=65 status=tentative\n'
                      'ST163 19:35 20:05 fee=155 status=confirmed\n'
                      'ST107 08:45 09:30 fee=45 status=tentative\n'
                      'ST282 06:30 06:45 fee=150 status=cancelled\n'
                      'ST205 11:50 12:50 fee=110 status=confirmed\n'
                      'ST135 08:45 09:30 fee=190 status=confirmed\n',
             'want': 'revenue 1310\nST114\nST233\nST254\nST289\nST261\nST121\nST163\nST135\n'},
 'hidden3': {'check': {'best': 1850,
                       'bookings': {'ST114': [700, 715, 5],
                                    'ST121': [580, 670, 40],
                                    'ST128': [650, 740, 25],
                                    'ST135': [760, 880, 110],
                                    'ST142': [580, 700, 200],
                                    'ST149': [885, 945, 195],
                                    'ST156': [985, 1105, 165],
                                    'ST163': [700, 730, 50],
                                    'ST170': [1100, 1190, 115],
                                    'ST177': [860, 890, 135],
                                    'ST184': [555, 675, 90],
                                    'ST191': [495, 615, 140],
                                    'ST198': [1090, 1105, 30],
                                    'ST205': [810, 825, 145],
                                    'ST212': [715, 805, 95],
                                    'ST219': [1170, 1260, 65],
                                    'ST226': [475, 505, 120],
                                    'ST233': [370, 430, 180],
                                    'ST240': [1185, 1305, 120],
                                    'ST247': [945, 960, 15],
                                    'ST254': [575, 620, 10],
                                    'ST261': [1170, 1215, 5],
                                    'ST268': [1040, 1070, 140],
                                    'ST275': [620, 710, 35],
                                    'ST289': [1025, 1055, 15],
                                    'ST296': [845, 935, 125],
                                    'ST303': [840, 960, 190],
                                    'ST310': [1290, 1350, 65],
                                    'ST317': [595, 685, 115],
                                    'ST324': [410, 440, 155],
                                    'ST331': [830, 860, 70],
                                    'ST338': [775, 835, 35],
                                    'ST345': [1225, 1285, 195],
                                    'ST352': [1210, 1225, 40],
                                    'ST359': [640, 760, 165],
                                    'ST366': [450, 465, 140],
                                    'ST387': [715, 730, 100],
                                    'ST394': [1265, 1280, 200],
                                    'ST401': [805, 895, 105],
                                    'ST408': [885, 945, 175],
                                    'ST415': [380, 470, 160],
                                    'ST422': [720, 840, 120],
                                    'ST429': [910, 1030, 75],
                                    'ST436': [730, 850, 185],
                                    'ST443': [1090, 1210, 55],
                                    'ST464': [580, 640, 90],
                                    'ST471': [985, 1030, 30],
                                    'ST485': [485, 545, 130],
                                    'ST492': [1070, 1115, 155],
                                    'ST499': [1045, 1105, 55],
                                    'ST506': [1240, 1270, 130],
                                    'ST513': [735, 780, 20],
                                    'ST520': [1105, 1120, 35],
                                    'ST541': [1035, 1080, 110],
                                    'ST548': [475, 595, 65],
                                    'ST555': [840, 960, 45],
                                    'ST562': [830, 950, 40],
                                    'ST576': [1035, 1050, 25],
                                    'ST590': [375, 495, 120],
                                    'ST597': [915, 975, 90],
                                    'ST604': [560, 605, 60],
                                    'ST611': [705, 750, 15],
                                    'ST618': [605, 650, 25],
                                    'ST625': [440, 470, 95],
                                    'ST639': [1220, 1265, 15],
                                    'ST653': [375, 390, 105],
                                    'ST667': [1180, 1225, 100],
                                    'ST674': [775, 820, 80],
                                    'ST681': [940, 970, 130]},
                       'closed': True,
                       'rooms': 1,
                       'value': 'fee'},
             'input': 'ST149 14:45 15:45 fee=195 status=confirmed\n'
                      'ST331 13:50 14:20 fee=70 status=tentative\n'
                      'ST254 09:35 10:20 fee=10 status=tentative\n'
                      'ST226 07:55 08:25 fee=120 status=confirmed\n'
                      'ST555 14:00 16:00 fee=45 status=confirmed\n'
                      'ST569 18:40 20:10 fee=190 status=cancelled\n'
                      'ST296 14:05 15:35 fee=125 status=tentative\n'
                      'ST618 10:05 10:50 fee=25 status=tentative\n'
                      'ST317 09:55 11:25 fee=115 status=confirmed\n'
                      'ST380 08:15 08:30 fee=120 status=cancelled\n'
                      'ST464 09:40 10:40 fee=90 status=confirmed\n'
                      'ST548 07:55 09:55 fee=65 status=confirmed\n'
                      'ST184 09:15 11:15 fee=90 status=confirmed\n'
                      'ST100 08:30 10:00 fee=5 status=cancelled\n'
                      'ST653 06:15 06:30 fee=105 status=confirmed\n'
                      'ST156 16:25 18:25 fee=165 status=confirmed\n'
                      'ST597 15:15 16:15 fee=90 status=confirmed\n'
                      'ST632 18:50 19:35 fee=15 status=cancelled\n'
                      'ST198 18:10 18:25 fee=30 status=confirmed\n'
                      'ST576 17:15 17:30 fee=25 status=tentative\n'
                      'ST499 17:25 18:25 fee=55 status=confirmed\n'
                      'ST289 17:05 17:35 fee=15 status=confirmed\n'
                      'ST611 11:45 12:30 fee=15 status=confirmed\n'
                      'ST443 18:10 20:10 fee=55 status=confirmed\n'
                      'ST527 08:40 09:10 fee=170 status=cancelled\n'
                      'ST457 08:15 08:45 fee=80 status=cancelled\n'
                      'ST128 10:50 12:20 fee=25 status=confirmed\n'
                      'ST240 19:45 21:45 fee=120 status=confirmed\n'
                      'ST387 11:55 12:10 fee=100 status=confirmed\n'
                      'ST429 15:10 17:10 fee=75 status=tentative\n'
                      'ST177 14:20 14:50 fee=135 status=confirmed\n'
                      'ST373 15:10 17:10 fee=45 status=cancelled\n'
                      'ST478 08:15 10:15 fee=125 status=cancelled\n'
                      'ST107 07:25 07:40 fee=55 status=cancelled\n'
                      'ST268 17:20 17:50 fee=140 status=tentative\n'
                      'ST492 17:50 18:35 fee=155 status=tentative\n'
                      'ST583 09:15 09:45 fee=35 status=cancelled\n'
                      'ST450 10:35 11:05 fee=190 status=cancelled\n'
                      'ST534 21:05 21:20 fee=5 status=cancelled\n'
                      'ST408 14:45 15:45 fee=175 status=tentative\n'
                      'ST338 12:55 13:55 fee=35 status=tentative\n'
                      'ST471 16:25 17:10 fee=30 status=confirmed\n'
                      'ST667 19:40 20:25 fee=100 status=tentative\n'
                      'ST142 09:40 11:40 fee=200 status=confirmed\n'
                      'ST212 11:55 13:25 fee=95 status=confirmed\n'
                      'ST170 18:20 19:50 fee=115 status=confirmed\n'
                      'ST233 06:10 07:10 fee=180 status=tentative\n'
                      'ST674 12:55 13:40 fee=80 status=confirmed\n'
                      'ST352 20:10 20:25 fee=40 status=confirmed\n'
                      'ST639 20:20 21:05 fee=15 status=confirmed\n'
                      'ST394 21:05 21:20 fee=200 status=confirmed\n'
                      'ST121 09:40 11:10 fee=40 status=confirmed\n'
                      'ST541 17:15 18:00 fee=110 status=tentative\n'
                      'ST261 19:30 20:15 fee=5 status=tentative\n'
                      'ST191 08:15 10:15 fee=140 status=confirmed\n'
                      'ST114 11:40 11:55 fee=5 status=tentative\n'
                      'ST422 12:00 14:00 fee=120 status=confirmed\n'
                      'ST205 13:30 13:45 fee=145 status=tentative\n'
                      'ST513 12:15 13:00 fee=20 status=tentative\n'
                      'ST247 15:45 16:00 fee=15 status=confirmed\n'
                      'ST646 14:55 15:55 fee=200 status=cancelled\n'
                      'ST660 07:35 09:35 fee=40 status=cancelled\n'
                      'ST401 13:25 14:55 fee=105 status=tentative\n'
                      'ST366 07:30 07:45 fee=140 status=tentative\n'
                      'ST324 06:50 07:20 fee=155 status=confirmed\n'
                      'ST520 18:25 18:40 fee=35 status=confirmed\n'
                      'ST303 14:00 16:00 fee=190 status=tentative\n'
                      'ST359 10:40 12:40 fee=165 status=confirmed\n'
                      'ST625 07:20 07:50 fee=95 status=confirmed\n'
                      'ST562 13:50 15:50 fee=40 status=tentative\n'
                      'ST415 06:20 07:50 fee=160 status=confirmed\n'
                      'ST436 12:10 14:10 fee=185 status=tentative\n'
                      'ST282 18:40 18:55 fee=45 status=cancelled\n'
                      'ST485 08:05 09:05 fee=130 status=confirmed\n'
                      'ST681 15:40 16:10 fee=130 status=confirmed\n'
                      'ST135 12:40 14:40 fee=110 status=confirmed\n'
                      'ST604 09:20 10:05 fee=60 status=tentative\n'
                      'ST590 06:15 08:15 fee=120 status=tentative\n'
                      'ST345 20:25 21:25 fee=195 status=confirmed\n'
                      'ST275 10:20 11:50 fee=35 status=tentative\n'
                      'ST310 21:30 22:30 fee=65 status=confirmed\n'
                      'ST163 11:40 12:10 fee=50 status=tentative\n'
                      'ST506 20:40 21:10 fee=130 status=confirmed\n'
                      'ST219 19:30 21:00 fee=65 status=confirmed\n',
             'want': 'revenue 1850\n'
                     'ST149\n'
                     'ST331\n'
                     'ST653\n'
                     'ST387\n'
                     'ST268\n'
                     'ST471\n'
                     'ST142\n'
                     'ST170\n'
                     'ST352\n'
                     'ST394\n'
                     'ST205\n'
                     'ST513\n'
                     'ST366\n'
                     'ST324\n'
                     'ST485\n'
                     'ST310\n'}}

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
