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
CASES = {'hidden1': {'check': {'best': 6,
                       'bookings': {'ST100': [28232030, 28232120, 1],
                                    'ST107': [28232060, 28232120, 1],
                                    'ST163': [28231625, 28231670, 1],
                                    'ST170': [28231920, 28232025, 1],
                                    'ST212': [28231930, 28232050, 1],
                                    'ST219': [28232035, 28232155, 1]},
                       'closed': False,
                       'rooms': 3,
                       'value': 'count'},
             'input': 'set rooms 3\n'
                      'set maxlen 90\n'
                      'set turnover band 30\n'
                      'set turnover mix 15\n'
                      'set turnover voice 15\n'
                      'ST142 2023-09-05T09:15 2023-09-05T12:15 kind=voice status=confirmed\n'
                      'ST128 2023-09-05T10:25 2023-09-05T14:25 kind=voice status=confirmed\n'
                      'ST114 2023-09-05T14:40 2023-09-05T16:10 kind=voice status=cancelled\n'
                      'ST226 2023-09-05T12:00 2023-09-05T14:00 kind=voice status=confirmed\n'
                      'ST135 2023-09-05T12:00 2023-09-05T14:00 kind=voice status=confirmed\n'
                      'ST121 2023-09-05T13:45 2023-09-05T16:45 kind=band status=confirmed\n'
                      'ST100 2023-09-05T13:50 2023-09-05T14:50 kind=band status=confirmed\n'
                      'ST170 2023-09-05T12:00 2023-09-05T13:30 kind=mix status=tentative\n'
                      'ST177 2023-09-05T08:05 2023-09-05T12:05 kind=mix status=confirmed\n'
                      'ST107 2023-09-05T14:20 2023-09-05T15:05 kind=voice status=confirmed\n'
                      'ST219 2023-09-05T13:55 2023-09-05T15:25 kind=band status=confirmed\n'
                      'ST205 2023-09-06T05:10 2023-09-06T09:10 kind=mix status=tentative\n'
                      'ST198 2023-09-05T08:00 2023-09-05T10:00 kind=band status=confirmed\n'
                      'ST191 2023-09-05T08:30 2023-09-05T12:30 kind=band status=confirmed\n'
                      'ST156 2023-09-05T08:50 2023-09-05T16:50 kind=voice status=cancelled\n'
                      'ST163 2023-09-05T07:05 2023-09-05T07:35 kind=voice status=tentative\n'
                      'ST212 2023-09-05T12:10 2023-09-05T13:40 kind=band status=confirmed\n'
                      'ST149 2023-09-05T08:55 2023-09-05T09:40 kind=band status=cancelled\n'
                      'ST184 2023-09-05T08:30 2023-09-05T11:30 kind=band status=confirmed\n',
             'want': 'accepted 6\nST100 3\nST170 3\nST107 2\nST219 1\nST163 3\nST212 2\n'},
 'hidden2': {'check': {'best': 25,
                       'bookings': {'ST107': [28232125, 28232320, 1],
                                    'ST121': [28231705, 28231810, 1],
                                    'ST156': [28232130, 28232295, 1],
                                    'ST163': [28232070, 28232115, 1],
                                    'ST177': [28232115, 28232280, 1],
                                    'ST184': [28232135, 28232225, 1],
                                    'ST198': [28231665, 28231875, 1],
                                    'ST205': [28231645, 28231720, 1],
                                    'ST212': [28231695, 28231845, 1],
                                    'ST219': [28231840, 28231900, 1],
                                    'ST233': [28232010, 28232145, 1],
                                    'ST247': [28231850, 28231985, 1],
                                    'ST254': [28232265, 28232370, 1],
                                    'ST261': [28232295, 28232505, 1],
                                    'ST275': [28231670, 28231880, 1],
                                    'ST282': [28232100, 28232175, 1],
                                    'ST296': [28231970, 28232165, 1],
                                    'ST310': [28232070, 28232205, 1],
                                    'ST331': [28231740, 28231950, 1],
                                    'ST338': [28231690, 28231825, 1],
                                    'ST345': [28231785, 28231830, 1],
                                    'ST352': [28232010, 28232070, 1],
                                    'ST366': [28231695, 28231755, 1],
                                    'ST373': [28231955, 28232000, 1],
                                    'ST380': [28231660, 28231720, 1],
                                    'ST387': [28231770, 28231845, 1],
                                    'ST401': [28232045, 28232120, 1],
                                    'ST408': [28232050, 28232110, 1],
                                    'ST422': [28231785, 28231980, 1],
                                    'ST429': [28231795, 28231870, 1],
                                    'ST436': [28231905, 28232100, 1],
                                    'ST443': [28232830, 28232965, 1],
                                    'ST450': [28232130, 28232220, 1],
                                    'ST457': [28231845, 28231905, 1],
                                    'ST464': [28232250, 28232385, 1],
                                    'ST471': [28232055, 28232100, 1],
                                    'ST478': [28232290, 28232350, 1],
                                    'ST506': [28232120, 28232240, 1],
                                    'ST534': [28232215, 28232335, 1]},
                       'closed': False,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set maxlen 180\n'
                      'set turnover band 45\n'
                      'set turnover mix 15\n'
                      'set turnover voice 30\n'
                      'ST422 2023-09-05T09:45 2023-09-05T12:45 kind=mix status=tentative\n'
                      'ST170 2023-09-05T07:45 2023-09-05T09:45 kind=voice status=cancelled\n'
                      'ST499 2023-09-05T14:00 2023-09-05T16:00 kind=mix status=cancelled\n'
                      'ST296 2023-09-05T12:50 2023-09-05T15:50 kind=mix status=tentative\n'
                      'ST401 2023-09-05T14:05 2023-09-05T15:05 kind=mix status=confirmed\n'
                      'ST219 2023-09-05T10:40 2023-09-05T11:10 kind=voice status=confirmed\n'
                      'ST324 2023-09-05T13:45 2023-09-05T17:45 kind=voice status=confirmed\n'
                      'ST191 2023-09-05T13:30 2023-09-05T16:30 kind=band status=cancelled\n'
                      'ST366 2023-09-05T08:15 2023-09-05T08:45 kind=voice status=confirmed\n'
                      'ST436 2023-09-05T11:45 2023-09-05T14:45 kind=mix status=confirmed\n'
                      'ST541 2023-09-06T04:20 2023-09-06T14:20 kind=band status=confirmed\n'
                      'ST443 2023-09-06T03:10 2023-09-06T05:10 kind=mix status=confirmed\n'
                      'ST303 2023-09-05T07:00 2023-09-05T15:00 kind=band status=confirmed\n'
                      'ST345 2023-09-05T09:45 2023-09-05T10:15 kind=mix status=confirmed\n'
                      'ST415 2023-09-05T07:15 2023-09-05T11:15 kind=band status=confirmed\n'
                      'ST520 2023-09-05T07:15 2023-09-05T15:15 kind=mix status=confirmed\n'
                      'ST268 2023-09-05T07:55 2023-09-05T08:40 kind=voice status=cancelled\n'
                      'ST317 2023-09-05T15:05 2023-09-05T18:05 kind=voice status=cancelled\n'
                      'ST471 2023-09-05T14:15 2023-09-05T14:45 kind=mix status=tentative\n'
                      'ST254 2023-09-05T17:45 2023-09-05T18:45 kind=band status=confirmed\n'
                      'ST464 2023-09-05T17:30 2023-09-05T19:00 kind=band status=confirmed\n'
                      'ST492 2023-09-05T18:15 2023-09-05T19:15 kind=voice status=cancelled\n'
                      'ST184 2023-09-05T15:35 2023-09-05T16:35 kind=voice status=confirmed\n'
                      'ST212 2023-09-05T08:15 2023-09-05T10:15 kind=voice status=confirmed\n'
                      'ST429 2023-09-05T09:55 2023-09-05T10:55 kind=mix status=confirmed\n'
                      'ST275 2023-09-05T07:50 2023-09-05T10:50 kind=voice status=confirmed\n'
                      'ST387 2023-09-05T09:30 2023-09-05T10:00 kind=band status=confirmed\n'
                      'ST128 2023-09-05T09:30 2023-09-05T17:30 kind=mix status=confirmed\n'
                      'ST478 2023-09-05T18:10 2023-09-05T18:55 kind=mix status=tentative\n'
                      'ST240 2023-09-05T09:30 2023-09-05T13:30 kind=voice status=tentative\n'
                      'ST485 2023-09-06T03:40 2023-09-06T11:40 kind=mix status=confirmed\n'
                      'ST352 2023-09-05T13:30 2023-09-05T14:00 kind=voice status=confirmed\n'
                      'ST107 2023-09-05T15:25 2023-09-05T18:25 kind=mix status=confirmed\n'
                      'ST177 2023-09-05T15:15 2023-09-05T17:15 kind=band status=confirmed\n'
                      'ST373 2023-09-05T12:35 2023-09-05T13:05 kind=mix status=tentative\n'
                      'ST331 2023-09-05T09:00 2023-09-05T12:00 kind=voice status=tentative\n'
                      'ST247 2023-09-05T10:50 2023-09-05T12:20 kind=band status=confirmed\n'
                      'ST513 2023-09-05T09:55 2023-09-05T17:55 kind=voice status=confirmed\n'
                      'ST394 2023-09-05T10:20 2023-09-05T14:20 kind=band status=confirmed\n'
                      'ST233 2023-09-05T13:30 2023-09-05T15:30 kind=mix status=confirmed\n'
                      'ST205 2023-09-05T07:25 2023-09-05T08:10 kind=voice status=confirmed\n'
                      'ST338 2023-09-05T08:10 2023-09-05T10:10 kind=mix status=confirmed\n'
                      'ST121 2023-09-05T08:25 2023-09-05T09:25 kind=band status=confirmed\n'
                      'ST506 2023-09-05T15:20 2023-09-05T16:50 kind=voice status=confirmed\n'
                      'ST527 2023-09-06T04:10 2023-09-06T08:10 kind=mix status=tentative\n'
                      'ST310 2023-09-05T14:30 2023-09-05T16:00 kind=band status=confirmed\n'
                      'ST359 2023-09-05T12:10 2023-09-05T13:10 kind=voice status=cancelled\n'
                      'ST198 2023-09-05T07:45 2023-09-05T10:45 kind=voice status=confirmed\n'
                      'ST534 2023-09-05T16:55 2023-09-05T18:25 kind=voice status=confirmed\n'
                      'ST282 2023-09-05T15:00 2023-09-05T16:00 kind=mix status=tentative\n'
                      'ST380 2023-09-05T07:40 2023-09-05T08:10 kind=voice status=confirmed\n'
                      'ST156 2023-09-05T15:30 2023-09-05T17:30 kind=band status=tentative\n'
                      'ST408 2023-09-05T14:10 2023-09-05T14:40 kind=voice status=confirmed\n'
                      'ST163 2023-09-05T14:30 2023-09-05T15:00 kind=mix status=tentative\n'
                      'ST261 2023-09-05T18:15 2023-09-05T21:15 kind=voice status=confirmed\n'
                      'ST149 2023-09-05T10:50 2023-09-05T11:20 kind=voice status=cancelled\n'
                      'ST135 2023-09-05T09:35 2023-09-05T17:35 kind=mix status=tentative\n'
                      'ST114 2023-09-05T10:00 2023-09-05T18:00 kind=voice status=confirmed\n'
                      'ST226 2023-09-05T08:55 2023-09-05T16:55 kind=voice status=confirmed\n'
                      'ST457 2023-09-05T10:45 2023-09-05T11:30 kind=mix status=confirmed\n'
                      'ST450 2023-09-05T15:30 2023-09-05T16:30 kind=voice status=confirmed\n'
                      'ST142 2023-09-05T15:30 2023-09-05T23:30 kind=voice status=tentative\n'
                      'ST100 2023-09-05T17:15 2023-09-05T21:15 kind=band status=tentative\n'
                      'ST289 2023-09-05T13:30 2023-09-05T17:30 kind=voice status=tentative\n',
             'want': 'accepted 25\n'
                     'ST219 2\n'
                     'ST366 2\n'
                     'ST436 2\n'
                     'ST443 4\n'
                     'ST345 2\n'
                     'ST471 1\n'
                     'ST254 3\n'
                     'ST464 4\n'
                     'ST184 3\n'
                     'ST429 3\n'
                     'ST387 4\n'
                     'ST478 1\n'
                     'ST352 4\n'
                     'ST373 4\n'
                     'ST247 1\n'
                     'ST205 4\n'
                     'ST121 1\n'
                     'ST506 1\n'
                     'ST534 2\n'
                     'ST282 2\n'
                     'ST380 3\n'
                     'ST408 3\n'
                     'ST163 4\n'
                     'ST457 4\n'
                     'ST450 4\n'},
 'hidden3': {'check': {'best': 62,
                       'bookings': {'ST1003': [28233100, 28233190, 1],
                                    'ST1010': [28234730, 28234765, 1],
                                    'ST1024': [28234525, 28234615, 1],
                                    'ST1045': [28232980, 28233015, 1],
                                    'ST1059': [28232685, 28232745, 1],
                                    'ST107': [28231755, 28231845, 1],
                                    'ST1080': [28232135, 28232200, 1],
                                    'ST1087': [28233645, 28233735, 1],
                                    'ST1101': [28232470, 28232590, 1],
                                    'ST1115': [28234920, 28234985, 1],
                                    'ST1122': [28234580, 28234675, 1],
                                    'ST1129': [28232035, 28232085, 1],
                                    'ST1136': [28232895, 28232985, 1],
                                    'ST1157': [28232560, 28232610, 1],
                                    'ST1164': [28231650, 28231755, 1],
                                    'ST1171': [28232795, 28232920, 1],
                                    'ST1185': [28231800, 28231950, 1],
                                    'ST1199': [28232420, 28232455, 1],
                                    'ST1206': [28234105, 28234255, 1],
                                    'ST1220': [28234165, 28234330, 1],
                                    'ST1234': [28234835, 28235000, 1],
                                    'ST1248': [28234700, 28234825, 1],
                                    'ST1262': [28233570, 28233605, 1],
                                    'ST1276': [28232660, 28232750, 1],
                                    'ST128': [28231815, 28231865, 1],
                                    'ST1290': [28233890, 28234055, 1],
                                    'ST1297': [28232650, 28232710, 1],
                                    'ST1318': [28232195, 28232320, 1],
                                    'ST1325': [28234360, 28234480, 1],
                                    'ST1332': [28233830, 28233920, 1],
                                    'ST1339': [28232490, 28232595, 1],
                                    'ST1346': [28232805, 28232895, 1],
                                    'ST135': [28233495, 28233570, 1],
                                    'ST1353': [28234425, 28234590, 1],
                                    'ST1374': [28234730, 28234820, 1],
                                    'ST1381': [28234265, 28234355, 1],
                                    'ST1402': [28232875, 28233040, 1],
                                    'ST1416': [28233935, 28234100, 1],
                                    'ST142': [28232785, 28232920, 1],
                                    'ST1423': [28234395, 28234520, 1],
                                    'ST1430': [28234535, 28234585, 1],
                                    'ST1437': [28232555, 28232630, 1],
                                    'ST149': [28232720, 28232795, 1],
                                    'ST170': [28234680, 28234775, 1],
                                    'ST177': [28233655, 28233745, 1],
                                    'ST184': [28233980, 28234070, 1],
                                    'ST191': [28232140, 28232190, 1],
                                    'ST198': [28233890, 28233980, 1],
                                    'ST219': [28232900, 28233065, 1],
                                    'ST226': [28231975, 28232140, 1],
                                    'ST240': [28234845, 28234920, 1],
                                    'ST254': [28233020, 28233185, 1],
                                    'ST268': [28234305, 28234365, 1],
                                    'ST289': [28234805, 28234855, 1],
                                    'ST296': [28232135, 28232185, 1],
                                    'ST310': [28234535, 28234600, 1],
                                    'ST324': [28235080, 28235205, 1],
                                    'ST331': [28234640, 28234765, 1],
                                    'ST338': [28234230, 28234265, 1],
                                    'ST345': [28234530, 28234605, 1],
                                    'ST366': [28233370, 28233460, 1],
                                    'ST373': [28234890, 28234925, 1],
                                    'ST394': [28235805, 28235955, 1],
                                    'ST401': [28233495, 28233530, 1],
                                    'ST408': [28234895, 28234970, 1],
                                    'ST436': [28235085, 28235220, 1],
                                    'ST457': [28234850, 28234885, 1],
                                    'ST464': [28232305, 28232395, 1],
                                    'ST471': [28234880, 28235030, 1],
                                    'ST478': [28235075, 28235200, 1],
                                    'ST499': [28233900, 28234005, 1],
                                    'ST506': [28234355, 28234480, 1],
                                    'ST527': [28233780, 28233845, 1],
                                    'ST541': [28234690, 28234840, 1],
                                    'ST569': [28234075, 28234225, 1],
                                    'ST597': [28232565, 28232670, 1],
                                    'ST604': [28233475, 28233550, 1],
                                    'ST611': [28233500, 28233620, 1],
                                    'ST618': [28234695, 28234815, 1],
                                    'ST625': [28234845, 28234940, 1],
                                    'ST632': [28231945, 28232005, 1],
                                    'ST639': [28233340, 28233465, 1],
                                    'ST653': [28234600, 28234665, 1],
                                    'ST667': [28232305, 28232440, 1],
                                    'ST681': [28232560, 28232680, 1],
                                    'ST702': [28232355, 28232445, 1],
                                    'ST737': [28232805, 28232855, 1],
                                    'ST751': [28233220, 28233385, 1],
                                    'ST758': [28231905, 28232055, 1],
                                    'ST765': [28231810, 28231900, 1],
                                    'ST772': [28232815, 28232905, 1],
                                    'ST786': [28231905, 28232030, 1],
                                    'ST793': [28233250, 28233315, 1],
                                    'ST807': [28234635, 28234760, 1],
                                    'ST814': [28232385, 28232475, 1],
                                    'ST821': [28234420, 28234570, 1],
                                    'ST828': [28232895, 28232945, 1],
                                    'ST842': [28234040, 28234145, 1],
                                    'ST849': [28232045, 28232120, 1],
                                    'ST856': [28235770, 28235895, 1],
                                    'ST863': [28231685, 28231775, 1],
                                    'ST870': [28232805, 28232930, 1],
                                    'ST884': [28231800, 28231860, 1],
                                    'ST891': [28234685, 28234720, 1],
                                    'ST898': [28234695, 28234730, 1],
                                    'ST905': [28234295, 28234420, 1],
                                    'ST919': [28234525, 28234575, 1],
                                    'ST933': [28234685, 28234775, 1],
                                    'ST954': [28235715, 28235840, 1],
                                    'ST968': [28232635, 28232785, 1],
                                    'ST975': [28234085, 28234250, 1]},
                       'closed': False,
                       'rooms': 2,
                       'value': 'count'},
             'input': 'set rooms 2\n'
                      'set maxlen 120\n'
                      'set turnover band 30\n'
                      'set turnover mix 45\n'
                      'set turnover voice 5\n'
                      'ST555 2023-09-05T11:25 2023-09-05T14:25 kind=mix status=confirmed\n'
                      'ST317 2023-09-07T13:30 2023-09-07T14:15 kind=mix status=cancelled\n'
                      'ST1122 2023-09-07T08:20 2023-09-07T09:50 kind=voice status=confirmed\n'
                      'ST436 2023-09-07T16:45 2023-09-07T18:15 kind=mix status=confirmed\n'
                      'ST597 2023-09-05T22:45 2023-09-05T23:45 kind=mix status=confirmed\n'
                      'ST961 2023-09-07T10:00 2023-09-07T18:00 kind=voice status=confirmed\n'
                      'ST415 2023-09-05T13:55 2023-09-05T17:55 kind=band status=cancelled\n'
                      'ST1241 2023-09-05T23:55 2023-09-06T02:55 kind=mix status=confirmed\n'
                      'ST240 2023-09-07T12:45 2023-09-07T13:30 kind=band status=confirmed\n'
                      'ST1178 2023-09-05T15:35 2023-09-05T16:05 kind=voice status=cancelled\n'
                      'ST387 2023-09-06T01:15 2023-09-06T05:15 kind=band status=tentative\n'
                      'ST191 2023-09-05T15:40 2023-09-05T16:25 kind=voice status=tentative\n'
                      'ST926 2023-09-06T12:20 2023-09-06T12:50 kind=voice status=cancelled\n'
                      'ST653 2023-09-07T08:40 2023-09-07T09:40 kind=voice status=tentative\n'
                      'ST611 2023-09-06T14:20 2023-09-06T15:50 kind=band status=confirmed\n'
                      'ST1185 2023-09-05T10:00 2023-09-05T12:00 kind=band status=confirmed\n'
                      'ST282 2023-09-07T13:35 2023-09-07T16:35 kind=voice status=confirmed\n'
                      'ST758 2023-09-05T11:45 2023-09-05T13:45 kind=band status=confirmed\n'
                      'ST443 2023-09-05T18:15 2023-09-05T19:00 kind=mix status=cancelled\n'
                      'ST1003 2023-09-06T07:40 2023-09-06T08:25 kind=mix status=tentative\n'
                      'ST618 2023-09-07T10:15 2023-09-07T11:45 kind=band status=confirmed\n'
                      'ST1437 2023-09-05T22:35 2023-09-05T23:05 kind=mix status=tentative\n'
                      'ST429 2023-09-07T09:30 2023-09-07T12:30 kind=voice status=cancelled\n'
                      'ST478 2023-09-07T16:35 2023-09-07T18:35 kind=voice status=confirmed\n'
                      'ST576 2023-09-06T09:40 2023-09-06T13:40 kind=band status=confirmed\n'
                      'ST212 2023-09-06T09:35 2023-09-06T17:35 kind=mix status=cancelled\n'
                      'ST310 2023-09-07T07:35 2023-09-07T08:35 kind=voice status=tentative\n'
                      'ST639 2023-09-06T11:40 2023-09-06T13:40 kind=voice status=confirmed\n'
                      'ST1255 2023-09-06T11:45 2023-09-06T19:45 kind=voice status=confirmed\n'
                      'ST450 2023-09-05T13:30 2023-09-05T16:30 kind=voice status=confirmed\n'
                      'ST681 2023-09-05T22:40 2023-09-06T00:10 kind=band status=confirmed\n'
                      'ST1339 2023-09-05T21:30 2023-09-05T22:30 kind=mix status=confirmed\n'
                      'ST800 2023-09-06T05:20 2023-09-06T09:20 kind=voice status=confirmed\n'
                      'ST1346 2023-09-06T02:45 2023-09-06T03:30 kind=mix status=tentative\n'
                      'ST625 2023-09-07T12:45 2023-09-07T14:15 kind=voice status=tentative\n'
                      'ST1311 2023-09-07T04:35 2023-09-07T12:35 kind=mix status=cancelled\n'
                      'ST1045 2023-09-06T05:40 2023-09-06T06:10 kind=voice status=confirmed\n'
                      'ST1108 2023-09-07T12:50 2023-09-07T16:50 kind=voice status=confirmed\n'
                      'ST408 2023-09-07T13:35 2023-09-07T14:20 kind=band status=confirmed\n'
                      'ST345 2023-09-07T07:30 2023-09-07T08:00 kind=mix status=tentative\n'
                      'ST1360 2023-09-06T00:50 2023-09-06T02:50 kind=mix status=cancelled\n'
                      'ST1262 2023-09-06T15:30 2023-09-06T16:00 kind=voice status=tentative\n'
                      'ST1332 2023-09-06T19:50 2023-09-06T20:35 kind=mix status=confirmed\n'
                      'ST135 2023-09-06T14:15 2023-09-06T14:45 kind=mix status=tentative\n'
                      'ST268 2023-09-07T03:45 2023-09-07T04:15 kind=band status=confirmed\n'
                      'ST884 2023-09-05T10:00 2023-09-05T10:30 kind=band status=confirmed\n'
                      'ST527 2023-09-06T19:00 2023-09-06T20:00 kind=voice status=confirmed\n'
                      'ST1395 2023-09-07T05:15 2023-09-07T13:15 kind=mix status=confirmed\n'
                      'ST863 2023-09-05T08:05 2023-09-05T08:50 kind=mix status=confirmed\n'
                      'ST1087 2023-09-06T16:45 2023-09-06T17:45 kind=band status=tentative\n'
                      'ST1402 2023-09-06T03:55 2023-09-06T05:55 kind=mix status=confirmed\n'
                      'ST856 2023-09-08T04:10 2023-09-08T06:10 kind=voice status=confirmed\n'
                      'ST765 2023-09-05T10:10 2023-09-05T10:55 kind=mix status=confirmed\n'
                      'ST723 2023-09-06T03:05 2023-09-06T13:05 kind=mix status=confirmed\n'
                      'ST604 2023-09-06T13:55 2023-09-06T14:40 kind=band status=confirmed\n'
                      'ST464 2023-09-05T18:25 2023-09-05T19:25 kind=band status=confirmed\n'
                      'ST982 2023-09-07T03:55 2023-09-07T07:55 kind=voice status=cancelled\n'
                      'ST107 2023-09-05T09:15 2023-09-05T10:00 kind=mix status=confirmed\n'
                      'ST471 2023-09-07T13:20 2023-09-07T15:20 kind=band status=confirmed\n'
                      'ST1367 2023-09-06T03:45 2023-09-06T11:45 kind=mix status=cancelled\n'
                      'ST1080 2023-09-05T15:35 2023-09-05T16:35 kind=voice status=confirmed\n'
                      'ST1206 2023-09-07T00:25 2023-09-07T02:25 kind=band status=confirmed\n'
                      'ST401 2023-09-06T14:15 2023-09-06T14:45 kind=voice status=confirmed\n'
                      'ST373 2023-09-07T13:30 2023-09-07T14:00 kind=voice status=tentative\n'
                      'ST1101 2023-09-05T21:10 2023-09-05T22:40 kind=band status=confirmed\n'
                      'ST177 2023-09-06T16:55 2023-09-06T17:55 kind=band status=tentative\n'
                      'ST849 2023-09-05T14:05 2023-09-05T14:50 kind=band status=confirmed\n'
                      'ST1164 2023-09-05T07:30 2023-09-05T08:30 kind=mix status=confirmed\n'
                      'ST1430 2023-09-07T07:35 2023-09-07T08:20 kind=voice status=confirmed\n'
                      'ST1423 2023-09-07T05:15 2023-09-07T07:15 kind=voice status=confirmed\n'
                      'ST779 2023-09-06T12:05 2023-09-06T16:05 kind=band status=cancelled\n'
                      'ST205 2023-09-05T11:55 2023-09-05T14:55 kind=mix status=confirmed\n'
                      'ST394 2023-09-08T04:45 2023-09-08T06:45 kind=band status=confirmed\n'
                      'ST905 2023-09-07T03:35 2023-09-07T05:35 kind=voice status=confirmed\n'
                      'ST1290 2023-09-06T20:50 2023-09-06T22:50 kind=mix status=confirmed\n'
                      'ST100 2023-09-05T14:30 2023-09-05T15:30 kind=voice status=cancelled\n'
                      'ST807 2023-09-07T09:15 2023-09-07T11:15 kind=voice status=confirmed\n'
                      'ST1115 2023-09-07T14:00 2023-09-07T15:00 kind=voice status=tentative\n'
                      'ST821 2023-09-07T05:40 2023-09-07T07:40 kind=band status=tentative\n'
                      'ST954 2023-09-08T03:15 2023-09-08T05:15 kind=voice status=tentative\n'
                      'ST1353 2023-09-07T05:45 2023-09-07T07:45 kind=mix status=confirmed\n'
                      'ST226 2023-09-05T12:55 2023-09-05T14:55 kind=mix status=confirmed\n'
                      'ST352 2023-09-05T22:45 2023-09-06T02:45 kind=band status=cancelled\n'
                      'ST786 2023-09-05T11:45 2023-09-05T13:45 kind=voice status=confirmed\n'
                      'ST149 2023-09-06T01:20 2023-09-06T02:05 kind=band status=confirmed\n'
                      'ST1143 2023-09-06T22:15 2023-09-07T02:15 kind=band status=confirmed\n'
                      'ST975 2023-09-07T00:05 2023-09-07T02:05 kind=mix status=confirmed\n'
                      'ST114 2023-09-06T02:45 2023-09-06T05:45 kind=band status=confirmed\n'
                      'ST730 2023-09-08T03:10 2023-09-08T13:10 kind=band status=tentative\n'
                      'ST247 2023-09-07T07:55 2023-09-07T11:55 kind=voice status=confirmed\n'
                      'ST289 2023-09-07T12:05 2023-09-07T12:50 kind=voice status=confirmed\n'
                      'ST632 2023-09-05T12:25 2023-09-05T12:55 kind=band status=tentative\n'
                      'ST121 2023-09-05T18:15 2023-09-06T02:15 kind=voice status=cancelled\n'
                      'ST751 2023-09-06T09:40 2023-09-06T11:40 kind=mix status=confirmed\n'
                      'ST1094 2023-09-06T11:35 2023-09-06T12:35 kind=band status=cancelled\n'
                      'ST828 2023-09-06T04:15 2023-09-06T05:00 kind=voice status=tentative\n'
                      'ST1129 2023-09-05T13:55 2023-09-05T14:40 kind=voice status=confirmed\n'
                      'ST996 2023-09-06T23:45 2023-09-07T03:45 kind=mix status=confirmed\n'
                      'ST1171 2023-09-06T02:35 2023-09-06T04:35 kind=voice status=tentative\n'
                      'ST520 2023-09-06T21:00 2023-09-07T01:00 kind=band status=confirmed\n'
                      'ST989 2023-09-07T17:15 2023-09-07T18:45 kind=band status=cancelled\n'
                      'ST870 2023-09-06T02:45 2023-09-06T04:45 kind=voice status=tentative\n'
                      'ST1234 2023-09-07T12:35 2023-09-07T14:35 kind=mix status=confirmed\n'
                      'ST1073 2023-09-07T11:45 2023-09-07T14:45 kind=mix status=tentative\n'
                      'ST1220 2023-09-07T01:25 2023-09-07T03:25 kind=mix status=confirmed\n'
                      'ST898 2023-09-07T10:15 2023-09-07T10:45 kind=voice status=confirmed\n'
                      'ST1136 2023-09-06T04:15 2023-09-06T05:15 kind=band status=confirmed\n'
                      'ST1038 2023-09-06T02:25 2023-09-06T10:25 kind=band status=confirmed\n'
                      'ST569 2023-09-06T23:55 2023-09-07T01:55 kind=band status=tentative\n'
                      'ST338 2023-09-07T02:30 2023-09-07T03:00 kind=voice status=tentative\n'
                      'ST968 2023-09-05T23:55 2023-09-06T01:55 kind=band status=confirmed\n'
                      'ST1024 2023-09-07T07:25 2023-09-07T08:10 kind=mix status=confirmed\n'
                      'ST380 2023-09-07T08:45 2023-09-07T11:45 kind=band status=confirmed\n'
                      'ST499 2023-09-06T21:00 2023-09-06T22:00 kind=mix status=confirmed\n'
                      'ST562 2023-09-05T15:35 2023-09-05T19:35 kind=mix status=tentative\n'
                      'ST233 2023-09-07T10:50 2023-09-07T12:50 kind=band status=cancelled\n'
                      'ST583 2023-09-07T04:40 2023-09-07T08:40 kind=voice status=confirmed\n'
                      'ST1192 2023-09-06T03:50 2023-09-06T11:50 kind=voice status=confirmed\n'
                      'ST1199 2023-09-05T20:20 2023-09-05T20:50 kind=voice status=tentative\n'
                      'ST1066 2023-09-05T23:55 2023-09-06T02:55 kind=mix status=cancelled\n'
                      'ST163 2023-09-07T10:05 2023-09-07T13:05 kind=mix status=tentative\n'
                      'ST1283 2023-09-07T14:40 2023-09-07T18:40 kind=band status=cancelled\n'
                      'ST1276 2023-09-06T00:20 2023-09-06T01:20 kind=band status=confirmed\n'
                      'ST793 2023-09-06T10:10 2023-09-06T11:10 kind=voice status=confirmed\n'
                      'ST1409 2023-09-05T10:00 2023-09-05T14:00 kind=voice status=confirmed\n'
                      'ST674 2023-09-06T11:00 2023-09-06T14:00 kind=voice status=confirmed\n'
                      'ST814 2023-09-05T19:45 2023-09-05T20:45 kind=band status=tentative\n'
                      'ST772 2023-09-06T02:55 2023-09-06T03:55 kind=band status=tentative\n'
                      'ST142 2023-09-06T02:25 2023-09-06T03:55 kind=mix status=tentative\n'
                      'ST485 2023-09-07T16:50 2023-09-07T20:50 kind=mix status=confirmed\n'
                      'ST534 2023-09-05T15:25 2023-09-05T19:25 kind=mix status=tentative\n'
                      'ST1318 2023-09-05T16:35 2023-09-05T18:35 kind=voice status=confirmed\n'
                      'ST184 2023-09-06T22:20 2023-09-06T23:20 kind=band status=confirmed\n'
                      'ST590 2023-09-07T06:15 2023-09-07T10:15 kind=voice status=cancelled\n'
                      'ST1297 2023-09-06T00:10 2023-09-06T00:40 kind=band status=tentative\n'
                      'ST1388 2023-09-07T10:15 2023-09-07T13:15 kind=mix status=cancelled\n'
                      'ST457 2023-09-07T12:50 2023-09-07T13:20 kind=voice status=confirmed\n'
                      'ST891 2023-09-07T10:05 2023-09-07T10:35 kind=voice status=tentative\n'
                      'ST695 2023-09-08T03:00 2023-09-08T11:00 kind=mix status=confirmed\n'
                      'ST737 2023-09-06T02:45 2023-09-06T03:30 kind=voice status=tentative\n'
                      'ST156 2023-09-05T17:05 2023-09-05T20:05 kind=voice status=cancelled\n'
                      'ST1017 2023-09-07T12:50 2023-09-07T14:50 kind=voice status=cancelled\n'
                      'ST219 2023-09-06T04:20 2023-09-06T06:20 kind=mix status=confirmed\n'
                      'ST744 2023-09-06T23:05 2023-09-07T07:05 kind=voice status=confirmed\n'
                      'ST303 2023-09-07T10:00 2023-09-07T13:00 kind=voice status=tentative\n'
                      'ST513 2023-09-06T21:30 2023-09-07T00:30 kind=mix status=tentative\n'
                      'ST1227 2023-09-07T00:30 2023-09-07T01:15 kind=band status=cancelled\n'
                      'ST1157 2023-09-05T22:40 2023-09-05T23:25 kind=voice status=tentative\n'
                      'ST422 2023-09-07T10:05 2023-09-07T11:05 kind=voice status=cancelled\n'
                      'ST128 2023-09-05T10:15 2023-09-05T11:00 kind=voice status=confirmed\n'
                      'ST1269 2023-09-06T01:20 2023-09-06T09:20 kind=band status=confirmed\n'
                      'ST1374 2023-09-07T10:50 2023-09-07T11:50 kind=band status=confirmed\n'
                      'ST359 2023-09-05T17:20 2023-09-05T20:20 kind=mix status=confirmed\n'
                      'ST1150 2023-09-05T11:00 2023-09-05T19:00 kind=voice status=confirmed\n'
                      'ST1052 2023-09-07T05:15 2023-09-07T09:15 kind=mix status=cancelled\n'
                      'ST1304 2023-09-07T08:10 2023-09-07T16:10 kind=voice status=confirmed\n'
                      'ST506 2023-09-07T04:35 2023-09-07T06:35 kind=voice status=confirmed\n'
                      'ST940 2023-09-06T11:45 2023-09-06T19:45 kind=band status=confirmed\n'
                      'ST947 2023-09-07T10:15 2023-09-07T10:45 kind=voice status=cancelled\n'
                      'ST275 2023-09-06T04:15 2023-09-06T07:15 kind=band status=tentative\n'
                      'ST1381 2023-09-07T03:05 2023-09-07T04:05 kind=band status=confirmed\n'
                      'ST331 2023-09-07T09:20 2023-09-07T11:20 kind=voice status=confirmed\n'
                      'ST912 2023-09-05T23:15 2023-09-06T07:15 kind=band status=tentative\n'
                      'ST1325 2023-09-07T04:40 2023-09-07T06:10 kind=band status=confirmed\n'
                      'ST688 2023-09-06T02:15 2023-09-06T05:15 kind=voice status=tentative\n'
                      'ST254 2023-09-06T06:20 2023-09-06T08:20 kind=mix status=confirmed\n'
                      'ST548 2023-09-06T08:35 2023-09-06T12:35 kind=voice status=confirmed\n'
                      'ST702 2023-09-05T19:15 2023-09-05T20:15 kind=band status=confirmed\n'
                      'ST716 2023-09-06T19:30 2023-09-06T23:30 kind=mix status=confirmed\n'
                      'ST933 2023-09-07T10:05 2023-09-07T10:50 kind=mix status=confirmed\n'
                      'ST366 2023-09-06T12:10 2023-09-06T12:55 kind=mix status=confirmed\n'
                      'ST1059 2023-09-06T00:45 2023-09-06T01:15 kind=band status=tentative\n'
                      'ST660 2023-09-07T06:40 2023-09-07T09:40 kind=mix status=confirmed\n'
                      'ST1248 2023-09-07T10:20 2023-09-07T12:20 kind=voice status=confirmed\n'
                      'ST709 2023-09-05T08:45 2023-09-05T11:45 kind=voice status=tentative\n'
                      'ST170 2023-09-07T10:00 2023-09-07T11:30 kind=voice status=tentative\n'
                      'ST261 2023-09-07T07:50 2023-09-07T10:50 kind=mix status=tentative\n'
                      'ST1031 2023-09-05T21:10 2023-09-06T05:10 kind=band status=confirmed\n'
                      'ST646 2023-09-06T10:25 2023-09-06T14:25 kind=mix status=cancelled\n'
                      'ST1213 2023-09-08T04:45 2023-09-08T08:45 kind=band status=tentative\n'
                      'ST324 2023-09-07T16:40 2023-09-07T18:40 kind=voice status=confirmed\n'
                      'ST1010 2023-09-07T10:50 2023-09-07T11:20 kind=voice status=tentative\n'
                      'ST877 2023-09-06T22:25 2023-09-07T00:25 kind=mix status=cancelled\n'
                      'ST492 2023-09-07T06:05 2023-09-07T14:05 kind=voice status=cancelled\n'
                      'ST842 2023-09-06T23:20 2023-09-07T00:20 kind=mix status=confirmed\n'
                      'ST1416 2023-09-06T21:35 2023-09-06T23:35 kind=mix status=tentative\n'
                      'ST541 2023-09-07T10:10 2023-09-07T12:10 kind=band status=confirmed\n'
                      'ST919 2023-09-07T07:25 2023-09-07T08:10 kind=voice status=confirmed\n'
                      'ST296 2023-09-05T15:35 2023-09-05T16:20 kind=voice status=confirmed\n'
                      'ST835 2023-09-06T07:10 2023-09-06T11:10 kind=voice status=confirmed\n'
                      'ST198 2023-09-06T20:50 2023-09-06T21:50 kind=band status=tentative\n'
                      'ST667 2023-09-05T18:25 2023-09-05T19:55 kind=mix status=confirmed\n',
             'want': 'accepted 62\n'
                     'ST1122 1\n'
                     'ST191 2\n'
                     'ST653 2\n'
                     'ST1003 2\n'
                     'ST478 2\n'
                     'ST1339 2\n'
                     'ST1346 1\n'
                     'ST1045 1\n'
                     'ST408 2\n'
                     'ST1262 1\n'
                     'ST1332 1\n'
                     'ST268 1\n'
                     'ST884 1\n'
                     'ST527 2\n'
                     'ST863 1\n'
                     'ST1087 1\n'
                     'ST856 2\n'
                     'ST604 1\n'
                     'ST464 1\n'
                     'ST107 2\n'
                     'ST1206 1\n'
                     'ST401 2\n'
                     'ST373 1\n'
                     'ST1101 1\n'
                     'ST177 2\n'
                     'ST849 1\n'
                     'ST1164 2\n'
                     'ST1430 2\n'
                     'ST1423 1\n'
                     'ST954 1\n'
                     'ST786 2\n'
                     'ST149 2\n'
                     'ST289 2\n'
                     'ST632 1\n'
                     'ST751 1\n'
                     'ST828 1\n'
                     'ST1129 2\n'
                     'ST898 2\n'
                     'ST1136 2\n'
                     'ST569 2\n'
                     'ST338 2\n'
                     'ST1199 1\n'
                     'ST793 2\n'
                     'ST1318 2\n'
                     'ST184 2\n'
                     'ST1297 2\n'
                     'ST457 1\n'
                     'ST891 1\n'
                     'ST737 2\n'
                     'ST1374 1\n'
                     'ST506 2\n'
                     'ST1381 2\n'
                     'ST254 1\n'
                     'ST702 2\n'
                     'ST366 2\n'
                     'ST1059 1\n'
                     'ST324 1\n'
                     'ST1010 2\n'
                     'ST1416 1\n'
                     'ST919 1\n'
                     'ST296 1\n'
                     'ST198 2\n'}}

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
