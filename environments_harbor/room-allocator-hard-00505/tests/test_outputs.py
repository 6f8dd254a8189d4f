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
CASES = {'hidden1': {'check': {'best': 7,
                       'bookings': {'LC100': [29401090, 29401170, 1],
                                    'LC142': [29401020, 29401070, 1],
                                    'LC156': [29401220, 29401270, 1],
                                    'LC170': [29400910, 29400970, 1],
                                    'LC191': [29401110, 29401190, 1],
                                    'LC212': [29400930, 29401000, 1],
                                    'LC219': [29401250, 29401300, 1]},
                       'closed': False,
                       'rooms': 2,
                       'value': 'count'},
             'input': 'set rooms 2\n'
                      'set maxlen 120\n'
                      'set slot 10\n'
                      'set turnover exam 10\n'
                      'set turnover seminar 30\n'
                      'set turnover talk 45\n'
                      'LC184 2025-11-25T13:45+05:30 2025-11-25T15:45+05:30 kind=seminar status=confirmed\n'
                      'LC128 2025-11-25T03:55-07:00 2025-11-25T07:55-07:00 kind=talk status=confirmed\n'
                      'LC121 2025-11-25T06:05-05:00 2025-11-25T08:05-05:00 kind=talk status=confirmed\n'
                      'LC170 2025-11-25T08:10+01:00 2025-11-25T08:55+01:00 kind=exam status=confirmed\n'
                      'LC142 2025-11-25T10:05+01:00 2025-11-25T10:35+01:00 kind=exam status=confirmed\n'
                      'LC149 2025-11-26T00:10-05:00 2025-11-26T10:10-05:00 kind=talk status=confirmed\n'
                      'LC100 2025-11-25T11:15+01:00 2025-11-25T12:00+01:00 kind=seminar status=confirmed\n'
                      'LC226 2025-11-25T00:15-07:00 2025-11-25T08:15-07:00 kind=talk status=tentative\n'
                      'LC219 2025-11-25T07:55-05:00 2025-11-25T08:25-05:00 kind=exam status=confirmed\n'
                      'LC212 2025-11-25T08:35+01:00 2025-11-25T09:05+01:00 kind=seminar status=confirmed\n'
                      'LC107 2025-11-25T08:15+00:00 2025-11-25T10:15+00:00 kind=exam status=confirmed\n'
                      'LC233 2025-11-26T06:15+01:00 2025-11-26T08:15+01:00 kind=seminar status=cancelled\n'
                      'LC177 2025-11-25T13:25+05:30 2025-11-25T21:25+05:30 kind=exam status=tentative\n'
                      'LC114 2025-11-25T00:55-07:00 2025-11-25T04:55-07:00 kind=exam status=tentative\n'
                      'LC163 2025-11-25T03:25-05:00 2025-11-25T05:25-05:00 kind=exam status=confirmed\n'
                      'LC156 2025-11-25T12:25+00:00 2025-11-25T12:55+00:00 kind=exam status=confirmed\n'
                      'LC191 2025-11-25T06:35-04:00 2025-11-25T07:20-04:00 kind=seminar status=confirmed\n'
                      'LC198 2025-11-25T07:35+00:00 2025-11-25T10:35+00:00 kind=exam status=confirmed\n'
                      'LC135 2025-11-25T02:05-07:00 2025-11-25T04:05-07:00 kind=talk status=confirmed\n'
                      'LC205 2025-11-25T11:45+01:00 2025-11-25T14:45+01:00 kind=exam status=cancelled\n',
             'want': 'accepted 7\nLC170 2\nLC142 1\nLC100 1\nLC219 1\nLC212 1\nLC156 2\nLC191 2\n'},
 'hidden2': {'check': {'best': 35,
                       'bookings': {'LC100': [29401500, 29401635, 1],
                                    'LC114': [29401410, 29401605, 1],
                                    'LC121': [29400990, 29401095, 1],
                                    'LC128': [29401050, 29401130, 1],
                                    'LC135': [29401680, 29401785, 1],
                                    'LC142': [29401710, 29401880, 1],
                                    'LC149': [29401710, 29401785, 1],
                                    'LC163': [29401590, 29401760, 1],
                                    'LC170': [29400990, 29401215, 1],
                                    'LC184': [29401260, 29401365, 1],
                                    'LC205': [29401230, 29401395, 1],
                                    'LC212': [29401740, 29401875, 1],
                                    'LC219': [29401230, 29401425, 1],
                                    'LC240': [29400990, 29401100, 1],
                                    'LC247': [29401530, 29401605, 1],
                                    'LC261': [29401560, 29401635, 1],
                                    'LC268': [29401380, 29401635, 1],
                                    'LC275': [29401200, 29401280, 1],
                                    'LC282': [29401680, 29401790, 1],
                                    'LC296': [29401740, 29401815, 1],
                                    'LC303': [29401470, 29401575, 1],
                                    'LC317': [29401740, 29402000, 1],
                                    'LC331': [29401710, 29401935, 1],
                                    'LC338': [29401110, 29401335, 1],
                                    'LC352': [29401200, 29401365, 1],
                                    'LC366': [29401860, 29402115, 1],
                                    'LC373': [29401290, 29401365, 1],
                                    'LC380': [29401530, 29401610, 1],
                                    'LC387': [29400990, 29401070, 1],
                                    'LC394': [29401440, 29401520, 1],
                                    'LC408': [29401590, 29401725, 1],
                                    'LC429': [29401650, 29401785, 1],
                                    'LC436': [29401200, 29401275, 1],
                                    'LC443': [29400960, 29401185, 1],
                                    'LC450': [29401440, 29401605, 1],
                                    'LC457': [29401710, 29401965, 1],
                                    'LC471': [29401830, 29401910, 1],
                                    'LC478': [29401530, 29401670, 1],
                                    'LC492': [29401560, 29401695, 1],
                                    'LC506': [29401290, 29401425, 1],
                                    'LC513': [29401170, 29401250, 1],
                                    'LC541': [29401500, 29401580, 1],
                                    'LC548': [29401710, 29401790, 1],
                                    'LC555': [29401170, 29401250, 1],
                                    'LC569': [29401200, 29401275, 1],
                                    'LC576': [29401200, 29401365, 1],
                                    'LC583': [29401230, 29401305, 1],
                                    'LC590': [29401620, 29401845, 1],
                                    'LC604': [29401260, 29401335, 1],
                                    'LC618': [29401320, 29401575, 1],
                                    'LC625': [29401530, 29401610, 1],
                                    'LC632': [29401050, 29401190, 1],
                                    'LC660': [29401440, 29401610, 1],
                                    'LC667': [29401290, 29401400, 1],
                                    'LC674': [29401200, 29401395, 1],
                                    'LC681': [29400990, 29401245, 1],
                                    'LC688': [29401110, 29401215, 1],
                                    'LC695': [29402160, 29402330, 1],
                                    'LC709': [29401440, 29401635, 1],
                                    'LC716': [29401080, 29401245, 1],
                                    'LC737': [29400990, 29401070, 1],
                                    'LC751': [29400900, 29400975, 1],
                                    'LC765': [29401830, 29402030, 1],
                                    'LC772': [29402130, 29402295, 1],
                                    'LC793': [29401620, 29401700, 1],
                                    'LC821': [29401770, 29401875, 1]},
                       'closed': False,
                       'rooms': 5,
                       'value': 'count'},
             'input': 'set rooms 5\n'
                      'set maxlen 240\n'
                      'set slot 30\n'
                      'set turnover exam 15\n'
                      'set turnover seminar 20\n'
                      'set turnover talk 45\n'
                      'LC695 2025-11-26T05:10+01:00 2025-11-26T07:10+01:00 kind=seminar status=confirmed\n'
                      'LC205 2025-11-25T14:50+02:00 2025-11-25T16:20+02:00 kind=talk status=confirmed\n'
                      'LC226 2025-11-25T23:10+02:00 2025-11-25T23:55+02:00 kind=talk status=cancelled\n'
                      'LC667 2025-11-25T22:55+09:00 2025-11-25T23:40+09:00 kind=seminar status=tentative\n'
                      'LC114 2025-11-26T00:35+09:00 2025-11-26T02:35+09:00 kind=talk status=confirmed\n'
                      'LC443 2025-11-25T01:20-07:00 2025-11-25T04:20-07:00 kind=exam status=confirmed\n'
                      'LC632 2025-11-25T15:00+05:30 2025-11-25T17:00+05:30 kind=seminar status=tentative\n'
                      'LC541 2025-11-26T02:10+09:00 2025-11-26T02:40+09:00 kind=seminar status=confirmed\n'
                      'LC303 2025-11-25T11:40-05:00 2025-11-25T12:25-05:00 kind=talk status=confirmed\n'
                      'LC527 2025-11-25T10:45-04:00 2025-11-25T14:45-04:00 kind=seminar status=confirmed\n'
                      'LC457 2025-11-26T02:05+05:30 2025-11-26T05:05+05:30 kind=talk status=confirmed\n'
                      'LC107 2025-11-25T05:30-04:00 2025-11-25T13:30-04:00 kind=talk status=tentative\n'
                      'LC506 2025-11-25T14:40+01:00 2025-11-25T15:40+01:00 kind=talk status=tentative\n'
                      'LC128 2025-11-25T04:50-05:00 2025-11-25T05:20-05:00 kind=seminar status=tentative\n'
                      'LC387 2025-11-25T10:45+02:00 2025-11-25T11:15+02:00 kind=seminar status=tentative\n'
                      'LC730 2025-11-26T03:05+00:00 2025-11-26T11:05+00:00 kind=exam status=confirmed\n'
                      'LC142 2025-11-25T20:55+00:00 2025-11-25T22:55+00:00 kind=seminar status=confirmed\n'
                      'LC618 2025-11-25T10:20-04:00 2025-11-25T13:20-04:00 kind=talk status=confirmed\n'
                      'LC331 2025-11-25T22:55+02:00 2025-11-26T01:55+02:00 kind=exam status=confirmed\n'
                      'LC268 2025-11-25T11:10-04:00 2025-11-25T14:10-04:00 kind=talk status=confirmed\n'
                      'LC401 2025-11-25T09:40-04:00 2025-11-25T13:40-04:00 kind=exam status=cancelled\n'
                      'LC807 2025-11-25T11:35-04:00 2025-11-25T19:35-04:00 kind=talk status=confirmed\n'
                      'LC219 2025-11-25T14:35+02:00 2025-11-25T16:35+02:00 kind=talk status=confirmed\n'
                      'LC681 2025-11-25T03:40-05:00 2025-11-25T06:40-05:00 kind=talk status=tentative\n'
                      'LC345 2025-11-25T10:45+02:00 2025-11-25T18:45+02:00 kind=seminar status=cancelled\n'
                      'LC310 2025-11-25T18:45+01:00 2025-11-26T02:45+01:00 kind=talk status=tentative\n'
                      'LC513 2025-11-25T04:50-07:00 2025-11-25T05:20-07:00 kind=seminar status=confirmed\n'
                      'LC212 2025-11-26T02:55+05:30 2025-11-26T03:55+05:30 kind=talk status=confirmed\n'
                      'LC436 2025-11-25T14:05+02:00 2025-11-25T14:50+02:00 kind=exam status=tentative\n'
                      'LC289 2025-11-25T22:10+09:00 2025-11-26T06:10+09:00 kind=seminar status=confirmed\n'
                      'LC597 2025-11-25T15:55+01:00 2025-11-25T23:55+01:00 kind=talk status=tentative\n'
                      'LC191 2025-11-25T13:20+05:30 2025-11-25T21:20+05:30 kind=seminar status=confirmed\n'
                      'LC758 2025-11-25T22:10-05:00 2025-11-26T02:10-05:00 kind=talk status=confirmed\n'
                      'LC555 2025-11-25T12:45+01:00 2025-11-25T13:30+01:00 kind=seminar status=tentative\n'
                      'LC744 2025-11-25T10:40-04:00 2025-11-25T11:25-04:00 kind=seminar status=cancelled\n'
                      'LC765 2025-11-25T23:30+01:00 2025-11-26T02:30+01:00 kind=seminar status=confirmed\n'
                      'LC800 2025-11-25T02:20-07:00 2025-11-25T06:20-07:00 kind=exam status=confirmed\n'
                      'LC247 2025-11-25T13:45-04:00 2025-11-25T14:15-04:00 kind=exam status=confirmed\n'
                      'LC254 2025-11-25T22:30+05:30 2025-11-26T00:00+05:30 kind=exam status=cancelled\n'
                      'LC121 2025-11-25T01:45-07:00 2025-11-25T02:15-07:00 kind=talk status=confirmed\n'
                      'LC583 2025-11-25T08:30-04:00 2025-11-25T09:30-04:00 kind=exam status=confirmed\n'
                      'LC492 2025-11-25T19:25+01:00 2025-11-25T20:25+01:00 kind=talk status=confirmed\n'
                      'LC177 2025-11-25T17:10+00:00 2025-11-25T17:55+00:00 kind=talk status=cancelled\n'
                      'LC240 2025-11-25T04:45-04:00 2025-11-25T05:45-04:00 kind=seminar status=confirmed\n'
                      'LC548 2025-11-25T16:45-04:00 2025-11-25T17:15-04:00 kind=seminar status=tentative\n'
                      'LC611 2025-11-25T12:10-05:00 2025-11-25T16:10-05:00 kind=seminar status=confirmed\n'
                      'LC569 2025-11-25T07:05-05:00 2025-11-25T07:35-05:00 kind=exam status=confirmed\n'
                      'LC639 2025-11-25T21:05+00:00 2025-11-26T01:05+00:00 kind=seminar status=confirmed\n'
                      'LC170 2025-11-25T10:40+02:00 2025-11-25T13:40+02:00 kind=exam status=tentative\n'
                      'LC408 2025-11-25T13:30-05:00 2025-11-25T15:00-05:00 kind=talk status=confirmed\n'
                      'LC100 2025-11-25T19:15+02:00 2025-11-25T20:15+02:00 kind=talk status=confirmed\n'
                      'LC709 2025-11-25T18:20+02:00 2025-11-25T20:20+02:00 kind=talk status=confirmed\n'
                      'LC688 2025-11-25T06:55-04:00 2025-11-25T07:25-04:00 kind=talk status=confirmed\n'
                      'LC394 2025-11-25T21:35+05:30 2025-11-25T22:05+05:30 kind=seminar status=tentative\n'
                      'LC233 2025-11-25T05:15-04:00 2025-11-25T13:15-04:00 kind=seminar status=confirmed\n'
                      'LC562 2025-11-25T08:25-07:00 2025-11-25T16:25-07:00 kind=seminar status=confirmed\n'
                      'LC135 2025-11-25T15:10-05:00 2025-11-25T15:40-05:00 kind=talk status=tentative\n'
                      'LC450 2025-11-25T11:05-05:00 2025-11-25T12:35-05:00 kind=talk status=confirmed\n'
                      'LC772 2025-11-26T05:30+02:00 2025-11-26T07:30+02:00 kind=talk status=confirmed\n'
                      'LC646 2025-11-25T01:30-07:00 2025-11-25T02:15-07:00 kind=talk status=cancelled\n'
                      'LC625 2025-11-25T10:30-07:00 2025-11-25T11:30-07:00 kind=seminar status=tentative\n'
                      'LC534 2025-11-25T05:10-04:00 2025-11-25T13:10-04:00 kind=exam status=confirmed\n'
                      'LC324 2025-11-25T18:40+01:00 2025-11-25T22:40+01:00 kind=talk status=confirmed\n'
                      'LC149 2025-11-25T22:35+02:00 2025-11-25T23:20+02:00 kind=exam status=confirmed\n'
                      'LC415 2025-11-26T02:15+09:00 2025-11-26T06:15+09:00 kind=talk status=cancelled\n'
                      'LC380 2025-11-25T23:25+05:30 2025-11-25T23:55+05:30 kind=seminar status=confirmed\n'
                      'LC723 2025-11-26T12:50+09:00 2025-11-26T16:50+09:00 kind=exam status=confirmed\n'
                      'LC576 2025-11-25T07:05-05:00 2025-11-25T08:35-05:00 kind=talk status=confirmed\n'
                      'LC499 2025-11-26T06:40+01:00 2025-11-26T10:40+01:00 kind=exam status=cancelled\n'
                      'LC471 2025-11-25T23:40+01:00 2025-11-26T00:10+01:00 kind=seminar status=confirmed\n'
                      'LC422 2025-11-25T01:15-07:00 2025-11-25T09:15-07:00 kind=seminar status=confirmed\n'
                      'LC184 2025-11-25T22:05+09:00 2025-11-25T22:35+09:00 kind=talk status=confirmed\n'
                      'LC751 2025-11-25T08:15+01:00 2025-11-25T08:45+01:00 kind=exam status=confirmed\n'
                      'LC352 2025-11-25T21:05+09:00 2025-11-25T22:35+09:00 kind=talk status=tentative\n'
                      'LC702 2025-11-25T21:40-07:00 2025-11-26T07:40-07:00 kind=talk status=tentative\n'
                      'LC338 2025-11-25T05:55-05:00 2025-11-25T08:55-05:00 kind=exam status=tentative\n'
                      'LC282 2025-11-26T05:10+09:00 2025-11-26T06:10+09:00 kind=seminar status=confirmed\n'
                      'LC275 2025-11-25T07:05-05:00 2025-11-25T07:50-05:00 kind=seminar status=tentative\n'
                      'LC478 2025-11-25T13:45-04:00 2025-11-25T15:15-04:00 kind=seminar status=confirmed\n'
                      'LC653 2025-11-25T09:45+00:00 2025-11-25T17:45+00:00 kind=exam status=confirmed\n'
                      'LC674 2025-11-25T08:00-04:00 2025-11-25T11:00-04:00 kind=exam status=tentative\n'
                      'LC156 2025-11-25T17:50+00:00 2025-11-25T21:50+00:00 kind=seminar status=confirmed\n'
                      'LC261 2025-11-25T23:45+05:30 2025-11-26T00:30+05:30 kind=exam status=confirmed\n'
                      'LC429 2025-11-25T19:55+00:00 2025-11-25T20:55+00:00 kind=talk status=tentative\n'
                      'LC779 2025-11-25T16:50+09:00 2025-11-26T00:50+09:00 kind=exam status=confirmed\n'
                      'LC520 2025-11-25T05:45-04:00 2025-11-25T06:15-04:00 kind=talk status=cancelled\n'
                      'LC604 2025-11-25T08:00-05:00 2025-11-25T09:00-05:00 kind=exam status=tentative\n'
                      'LC590 2025-11-25T21:15+02:00 2025-11-26T00:15+02:00 kind=exam status=confirmed\n'
                      'LC660 2025-11-25T21:45+05:30 2025-11-25T23:45+05:30 kind=seminar status=confirmed\n'
                      'LC317 2025-11-25T23:00+02:00 2025-11-26T03:00+02:00 kind=seminar status=tentative\n'
                      'LC359 2025-11-25T19:00+02:00 2025-11-25T19:30+02:00 kind=exam status=cancelled\n'
                      'LC814 2025-11-25T14:45+05:30 2025-11-25T18:45+05:30 kind=seminar status=confirmed\n'
                      'LC296 2025-11-25T16:10-05:00 2025-11-25T16:40-05:00 kind=exam status=confirmed\n'
                      'LC737 2025-11-25T03:45-05:00 2025-11-25T04:30-05:00 kind=seminar status=confirmed\n'
                      'LC163 2025-11-25T11:35-07:00 2025-11-25T13:35-07:00 kind=seminar status=confirmed\n'
                      'LC366 2025-11-26T04:45+05:30 2025-11-26T07:45+05:30 kind=talk status=confirmed\n'
                      'LC786 2025-11-26T02:50+09:00 2025-11-26T06:50+09:00 kind=exam status=confirmed\n'
                      'LC485 2025-11-25T11:40-04:00 2025-11-25T15:40-04:00 kind=exam status=confirmed\n'
                      'LC793 2025-11-25T12:15-07:00 2025-11-25T12:45-07:00 kind=seminar status=confirmed\n'
                      'LC373 2025-11-25T14:35+01:00 2025-11-25T15:05+01:00 kind=exam status=confirmed\n'
                      'LC716 2025-11-25T06:10-04:00 2025-11-25T08:10-04:00 kind=exam status=tentative\n'
                      'LC198 2025-11-25T23:05+05:30 2025-11-26T02:05+05:30 kind=exam status=cancelled\n'
                      'LC821 2025-11-25T22:55+01:00 2025-11-25T23:55+01:00 kind=exam status=confirmed\n'
                      'LC464 2025-11-25T14:20-07:00 2025-11-25T22:20-07:00 kind=seminar status=confirmed\n',
             'want': 'accepted 35\n'
                     'LC695 5\n'
                     'LC667 5\n'
                     'LC114 3\n'
                     'LC541 1\n'
                     'LC303 4\n'
                     'LC128 1\n'
                     'LC387 5\n'
                     'LC618 2\n'
                     'LC513 1\n'
                     'LC436 4\n'
                     'LC555 3\n'
                     'LC765 5\n'
                     'LC247 5\n'
                     'LC121 3\n'
                     'LC583 2\n'
                     'LC240 2\n'
                     'LC408 1\n'
                     'LC688 2\n'
                     'LC394 5\n'
                     'LC135 2\n'
                     'LC772 3\n'
                     'LC149 5\n'
                     'LC471 1\n'
                     'LC184 1\n'
                     'LC751 5\n'
                     'LC429 3\n'
                     'LC604 3\n'
                     'LC296 1\n'
                     'LC737 4\n'
                     'LC163 4\n'
                     'LC366 3\n'
                     'LC793 5\n'
                     'LC373 4\n'
                     'LC716 5\n'
                     'LC821 4\n'},
 'hidden3': {'check': {'best': 95,
                       'bookings': {'LC1003': [29402295, 29402375, 1],
                                    'LC1010': [29403375, 29403440, 1],
                                    'LC1017': [29403825, 29403885, 1],
                                    'LC1038': [29402400, 29402480, 1],
                                    'LC1066': [29403600, 29403665, 1],
                                    'LC107': [29402460, 29402625, 1],
                                    'LC1073': [29401500, 29401665, 1],
                                    'LC1080': [29403405, 29403555, 1],
                                    'LC1115': [29401995, 29402130, 1],
                                    'LC1129': [29403135, 29403200, 1],
                                    'LC114': [29403735, 29403800, 1],
                                    'LC1157': [29401650, 29401725, 1],
                                    'LC1171': [29401170, 29401380, 1],
                                    'LC1178': [29401080, 29401275, 1],
                                    'LC1199': [29402490, 29402580, 1],
                                    'LC1206': [29401950, 29402025, 1],
                                    'LC1220': [29402535, 29402690, 1],
                                    'LC1269': [29402655, 29402790, 1],
                                    'LC1276': [29401830, 29401980, 1],
                                    'LC128': [29401260, 29401335, 1],
                                    'LC1297': [29402265, 29402415, 1],
                                    'LC1332': [29402655, 29402750, 1],
                                    'LC1339': [29403480, 29403575, 1],
                                    'LC1367': [29401260, 29401365, 1],
                                    'LC1381': [29402190, 29402400, 1],
                                    'LC1388': [29402775, 29402940, 1],
                                    'LC1409': [29401140, 29401200, 1],
                                    'LC1416': [29402550, 29402630, 1],
                                    'LC1423': [29402625, 29402720, 1],
                                    'LC1437': [29401770, 29401965, 1],
                                    'LC1465': [29401800, 29401920, 1],
                                    'LC1486': [29402535, 29402675, 1],
                                    'LC1493': [29401500, 29401580, 1],
                                    'LC1500': [29403270, 29403420, 1],
                                    'LC1528': [29403510, 29403645, 1],
                                    'LC1549': [29402340, 29402415, 1],
                                    'LC1556': [29403540, 29403695, 1],
                                    'LC1563': [29402835, 29403000, 1],
                                    'LC1577': [29402325, 29402430, 1],
                                    'LC1584': [29402370, 29402510, 1],
                                    'LC1591': [29403570, 29403780, 1],
                                    'LC1598': [29402505, 29402625, 1],
                                    'LC163': [29403720, 29403885, 1],
                                    'LC1647': [29403315, 29403365, 1],
                                    'LC1654': [29403015, 29403155, 1],
                                    'LC1661': [29402250, 29402405, 1],
                                    'LC1675': [29402115, 29402220, 1],
                                    'LC1703': [29403675, 29403840, 1],
                                    'LC1710': [29403420, 29403545, 1],
                                    'LC1724': [29402550, 29402655, 1],
                                    'LC1738': [29401965, 29402115, 1],
                                    'LC1745': [29403600, 29403750, 1],
                                    'LC1752': [29402325, 29402385, 1],
                                    'LC1766': [29403270, 29403335, 1],
                                    'LC177': [29400975, 29401100, 1],
                                    'LC1773': [29402565, 29402640, 1],
                                    'LC1780': [29403285, 29403350, 1],
                                    'LC1787': [29402220, 29402325, 1],
                                    'LC1794': [29402865, 29402940, 1],
                                    'LC1808': [29401905, 29401980, 1],
                                    'LC1815': [29402355, 29402505, 1],
                                    'LC1836': [29401860, 29401950, 1],
                                    'LC1843': [29401845, 29401995, 1],
                                    'LC1850': [29402385, 29402465, 1],
                                    'LC1864': [29402205, 29402340, 1],
                                    'LC1871': [29402445, 29402520, 1],
                                    'LC1878': [29401485, 29401580, 1],
                                    'LC1885': [29401950, 29402075, 1],
                                    'LC1906': [29402865, 29402970, 1],
                                    'LC191': [29401665, 29401830, 1],
                                    'LC1913': [29400975, 29401040, 1],
                                    'LC1920': [29401605, 29401665, 1],
                                    'LC1934': [29402820, 29402910, 1],
                                    'LC1941': [29401785, 29401880, 1],
                                    'LC1983': [29403555, 29403765, 1],
                                    'LC1990': [29402535, 29402640, 1],
                                    'LC1997': [29403540, 29403605, 1],
                                    'LC2018': [29401005, 29401200, 1],
                                    'LC2025': [29403555, 29403750, 1],
                                    'LC2039': [29401365, 29401575, 1],
                                    'LC2053': [29402205, 29402340, 1],
                                    'LC2060': [29403630, 29403780, 1],
                                    'LC2074': [29401440, 29401490, 1],
                                    'LC2095': [29403810, 29403875, 1],
                                    'LC2109': [29403465, 29403630, 1],
                                    'LC212': [29401575, 29401635, 1],
                                    'LC2123': [29401290, 29401365, 1],
                                    'LC2144': [29402070, 29402180, 1],
                                    'LC2151': [29401245, 29401335, 1],
                                    'LC2158': [29402985, 29403195, 1],
                                    'LC2179': [29401035, 29401095, 1],
                                    'LC2186': [29402460, 29402520, 1],
                                    'LC219': [29403420, 29403515, 1],
                                    'LC2193': [29403570, 29403690, 1],
                                    'LC2207': [29403435, 29403635, 1],
                                    'LC2214': [29403840, 29403900, 1],
                                    'LC2221': [29402475, 29402535, 1],
                                    'LC2242': [29403150, 29403210, 1],
                                    'LC226': [29403180, 29403320, 1],
                                    'LC2270': [29402715, 29402775, 1],
                                    'LC2291': [29402340, 29402495, 1],
                                    'LC2298': [29401995, 29402085, 1],
                                    'LC2305': [29403285, 29403495, 1],
                                    'LC2312': [29402070, 29402190, 1],
                                    'LC2319': [29403750, 29403815, 1],
                                    'LC2326': [29402730, 29402820, 1],
                                    'LC296': [29403390, 29403455, 1],
                                    'LC303': [29402490, 29402655, 1],
                                    'LC317': [29402520, 29402585, 1],
                                    'LC331': [29400945, 29401145, 1],
                                    'LC373': [29403045, 29403195, 1],
                                    'LC401': [29403030, 29403110, 1],
                                    'LC408': [29402535, 29402600, 1],
                                    'LC415': [29404995, 29405145, 1],
                                    'LC422': [29400900, 29401065, 1],
                                    'LC429': [29402340, 29402540, 1],
                                    'LC457': [29402760, 29402840, 1],
                                    'LC471': [29403510, 29403720, 1],
                                    'LC520': [29402520, 29402640, 1],
                                    'LC527': [29402475, 29402520, 1],
                                    'LC534': [29402175, 29402315, 1],
                                    'LC541': [29402475, 29402585, 1],
                                    'LC569': [29401065, 29401190, 1],
                                    'LC576': [29402460, 29402595, 1],
                                    'LC590': [29403240, 29403300, 1],
                                    'LC604': [29403705, 29403800, 1],
                                    'LC632': [29403510, 29403645, 1],
                                    'LC660': [29402160, 29402205, 1],
                                    'LC681': [29402460, 29402595, 1],
                                    'LC695': [29402445, 29402585, 1],
                                    'LC702': [29402655, 29402805, 1],
                                    'LC709': [29401455, 29401605, 1],
                                    'LC723': [29402325, 29402415, 1],
                                    'LC737': [29403300, 29403455, 1],
                                    'LC744': [29401680, 29401790, 1],
                                    'LC751': [29402580, 29402705, 1],
                                    'LC758': [29402595, 29402685, 1],
                                    'LC786': [29401890, 29401950, 1],
                                    'LC793': [29403285, 29403435, 1],
                                    'LC800': [29402580, 29402640, 1],
                                    'LC807': [29402955, 29403015, 1],
                                    'LC828': [29400945, 29401025, 1],
                                    'LC856': [29403090, 29403240, 1],
                                    'LC870': [29401380, 29401515, 1],
                                    'LC898': [29402115, 29402175, 1],
                                    'LC912': [29401035, 29401110, 1],
                                    'LC919': [29401905, 29402000, 1],
                                    'LC933': [29401905, 29402055, 1],
                                    'LC954': [29403690, 29403740, 1],
                                    'LC968': [29401380, 29401440, 1],
                                    'LC975': [29403465, 29403530, 1],
                                    'LC989': [29401620, 29401695, 1],
                                    'LC996': [29402190, 29402330, 1]},
                       'closed': False,
                       'rooms': 4,
                       'value': 'count'},
             'input': 'set rooms 4\n'
                      'set maxlen 180\n'
                      'set slot 15\n'
                      'set turnover exam 20\n'
                      'set turnover seminar 30\n'
                      'set turnover talk 15\n'
                      'LC289 2025-11-26T12:40+02:00 2025-11-26T16:40+02:00 kind=exam status=confirmed\n'
                      'LC1850 2025-11-26T02:55-05:00 2025-11-26T03:40-05:00 kind=exam status=tentative\n'
                      'LC2319 2025-11-27T06:40+00:00 2025-11-27T07:10+00:00 kind=exam status=tentative\n'
                      'LC730 2025-11-27T01:10+00:00 2025-11-27T04:10+00:00 kind=talk status=confirmed\n'
                      'LC1626 2025-11-25T12:15-07:00 2025-11-25T16:15-07:00 kind=seminar status=tentative\n'
                      'LC807 2025-11-26T18:15+01:00 2025-11-26T18:45+01:00 kind=seminar status=confirmed\n'
                      'LC2242 2025-11-26T16:30-04:00 2025-11-26T17:15-04:00 kind=talk status=confirmed\n'
                      'LC1899 2025-11-26T18:35-04:00 2025-11-26T21:35-04:00 kind=exam status=tentative\n'
                      'LC2053 2025-11-26T06:50+02:00 2025-11-26T08:20+02:00 kind=seminar status=confirmed\n'
                      'LC506 2025-11-27T04:35+00:00 2025-11-27T07:35+00:00 kind=seminar status=confirmed\n'
                      'LC1465 2025-11-25T17:00-05:00 2025-11-25T18:30-05:00 kind=seminar status=confirmed\n'
                      'LC1598 2025-11-26T10:50+01:00 2025-11-26T12:20+01:00 kind=talk status=confirmed\n'
                      'LC1731 2025-11-25T10:50+02:00 2025-11-25T18:50+02:00 kind=talk status=confirmed\n'
                      'LC2305 2025-11-26T17:45-05:00 2025-11-26T20:45-05:00 kind=seminar status=tentative\n'
                      'LC2067 2025-11-27T04:15+01:00 2025-11-27T08:15+01:00 kind=talk status=confirmed\n'
                      'LC1430 2025-11-25T19:15+09:00 2025-11-25T22:15+09:00 kind=seminar status=cancelled\n'
                      'LC772 2025-11-27T02:15-04:00 2025-11-27T10:15-04:00 kind=exam status=tentative\n'
                      'LC2004 2025-11-26T14:30+05:30 2025-11-26T22:30+05:30 kind=exam status=confirmed\n'
                      'LC1724 2025-11-26T03:30-07:00 2025-11-26T05:00-07:00 kind=talk status=confirmed\n'
                      'LC107 2025-11-26T10:05+01:00 2025-11-26T12:05+01:00 kind=seminar status=confirmed\n'
                      'LC1045 2025-11-25T16:20-04:00 2025-11-25T19:20-04:00 kind=talk status=confirmed\n'
                      'LC1738 2025-11-26T00:45+00:00 2025-11-26T02:45+00:00 kind=seminar status=confirmed\n'
                      'LC114 2025-11-27T01:15-05:00 2025-11-27T02:00-05:00 kind=exam status=confirmed\n'
                      'LC380 2025-11-26T09:55+09:00 2025-11-26T13:55+09:00 kind=talk status=tentative\n'
                      'LC2291 2025-11-26T12:35+05:30 2025-11-26T14:35+05:30 kind=exam status=confirmed\n'
                      'LC1696 2025-11-26T17:40+01:00 2025-11-26T18:10+01:00 kind=seminar status=cancelled\n'
                      'LC1479 2025-11-27T08:45+05:30 2025-11-27T09:45+05:30 kind=talk status=cancelled\n'
                      'LC1087 2025-11-26T10:30-05:00 2025-11-26T12:00-05:00 kind=exam status=cancelled\n'
                      'LC597 2025-11-27T02:25+00:00 2025-11-27T03:55+00:00 kind=talk status=cancelled\n'
                      'LC548 2025-11-26T16:45-04:00 2025-11-26T18:15-04:00 kind=seminar status=cancelled\n'
                      'LC695 2025-11-26T09:45+01:00 2025-11-26T11:45+01:00 kind=exam status=confirmed\n'
                      'LC933 2025-11-26T01:55+02:00 2025-11-26T03:55+02:00 kind=talk status=tentative\n'
                      'LC2326 2025-11-26T08:35-05:00 2025-11-26T09:20-05:00 kind=seminar status=confirmed\n'
                      'LC1773 2025-11-26T16:15+05:30 2025-11-26T17:15+05:30 kind=talk status=confirmed\n'
                      'LC576 2025-11-26T10:10+01:00 2025-11-26T11:40+01:00 kind=seminar status=confirmed\n'
                      'LC226 2025-11-27T02:30+05:30 2025-11-27T04:30+05:30 kind=exam status=confirmed\n'
                      'LC961 2025-11-25T17:25+09:00 2025-11-26T01:25+09:00 kind=talk status=confirmed\n'
                      'LC457 2025-11-26T23:00+09:00 2025-11-27T00:00+09:00 kind=exam status=confirmed\n'
                      'LC1864 2025-11-26T04:45+00:00 2025-11-26T06:45+00:00 kind=talk status=tentative\n'
                      'LC1717 2025-11-26T02:25+09:00 2025-11-26T03:10+09:00 kind=seminar status=cancelled\n'
                      'LC1059 2025-11-26T09:10+09:00 2025-11-26T12:10+09:00 kind=seminar status=cancelled\n'
                      'LC1227 2025-11-26T23:35-04:00 2025-11-27T03:35-04:00 kind=talk status=confirmed\n'
                      'LC1066 2025-11-27T06:00+02:00 2025-11-27T06:45+02:00 kind=exam status=confirmed\n'
                      'LC1213 2025-11-26T15:30+09:00 2025-11-26T23:30+09:00 kind=seminar status=confirmed\n'
                      'LC2179 2025-11-25T14:45+05:30 2025-11-25T15:30+05:30 kind=talk status=confirmed\n'
                      'LC184 2025-11-25T16:55+01:00 2025-11-25T19:55+01:00 kind=seminar status=confirmed\n'
                      'LC737 2025-11-26T19:10-04:00 2025-11-26T21:10-04:00 kind=exam status=tentative\n'
                      'LC1801 2025-11-26T03:05-04:00 2025-11-26T06:05-04:00 kind=talk status=confirmed\n'
                      'LC1521 2025-11-25T13:40-05:00 2025-11-25T16:40-05:00 kind=exam status=confirmed\n'
                      'LC744 2025-11-25T15:00-05:00 2025-11-25T16:30-05:00 kind=exam status=confirmed\n'
                      'LC1437 2025-11-26T03:00+05:30 2025-11-26T06:00+05:30 kind=talk status=confirmed\n'
                      'LC2333 2025-11-25T15:00+05:30 2025-11-25T18:00+05:30 kind=exam status=cancelled\n'
                      'LC1136 2025-11-25T22:45-04:00 2025-11-26T02:45-04:00 kind=exam status=confirmed\n'
                      'LC2081 2025-11-25T18:55+09:00 2025-11-25T21:55+09:00 kind=talk status=tentative\n'
                      'LC583 2025-11-27T00:40+02:00 2025-11-27T03:40+02:00 kind=seminar status=confirmed\n'
                      'LC1927 2025-11-27T02:35-05:00 2025-11-27T10:35-05:00 kind=seminar status=tentative\n'
                      'LC688 2025-11-26T05:00+05:30 2025-11-26T05:30+05:30 kind=seminar status=cancelled\n'
                      'LC2137 2025-11-26T20:15+05:30 2025-11-26T21:45+05:30 kind=exam status=cancelled\n'
                      'LC1248 2025-11-26T18:30+05:30 2025-11-26T22:30+05:30 kind=talk status=confirmed\n'
                      'LC989 2025-11-26T04:05+09:00 2025-11-26T04:35+09:00 kind=seminar status=confirmed\n'
                      'LC1290 2025-11-25T08:35-05:00 2025-11-25T12:35-05:00 kind=talk status=confirmed\n'
                      'LC485 2025-11-25T20:10+05:30 2025-11-26T00:10+05:30 kind=talk status=tentative\n'
                      'LC625 2025-11-26T17:10+05:30 2025-11-26T21:10+05:30 kind=exam status=confirmed\n'
                      'LC219 2025-11-26T21:05-04:00 2025-11-26T22:05-04:00 kind=exam status=tentative\n'
                      'LC2172 2025-11-26T12:55-05:00 2025-11-26T14:55-05:00 kind=exam status=cancelled\n'
                      'LC478 2025-11-26T07:40+00:00 2025-11-26T08:10+00:00 kind=exam status=cancelled\n'
                      'LC1570 2025-11-25T09:45-04:00 2025-11-25T17:45-04:00 kind=seminar status=confirmed\n'
                      'LC2102 2025-11-26T13:30+09:00 2025-11-26T21:30+09:00 kind=seminar status=confirmed\n'
                      'LC1815 2025-11-26T07:15+00:00 2025-11-26T09:15+00:00 kind=seminar status=confirmed\n'
                      'LC1451 2025-11-25T12:25+02:00 2025-11-25T15:25+02:00 kind=seminar status=cancelled\n'
                      'LC156 2025-11-26T15:40-07:00 2025-11-26T18:40-07:00 kind=seminar status=confirmed\n'
                      'LC1857 2025-11-26T15:55+05:30 2025-11-26T18:55+05:30 kind=seminar status=confirmed\n'
                      'LC1129 2025-11-26T13:15-07:00 2025-11-26T14:00-07:00 kind=exam status=confirmed\n'
                      'LC940 2025-11-28T11:10+05:30 2025-11-28T15:10+05:30 kind=exam status=confirmed\n'
                      'LC1668 2025-11-26T17:30-07:00 2025-11-26T21:30-07:00 kind=seminar status=confirmed\n'
                      'LC2088 2025-11-25T20:45+01:00 2025-11-26T00:45+01:00 kind=seminar status=confirmed\n'
                      'LC1234 2025-11-26T15:10+05:30 2025-11-26T18:10+05:30 kind=seminar status=tentative\n'
                      'LC1374 2025-11-26T18:50+09:00 2025-11-27T02:50+09:00 kind=seminar status=tentative\n'
                      'LC1745 2025-11-27T09:30+05:30 2025-11-27T11:30+05:30 kind=seminar status=confirmed\n'
                      'LC163 2025-11-27T08:10+02:00 2025-11-27T10:10+02:00 kind=seminar status=confirmed\n'
                      'LC2074 2025-11-25T12:00-04:00 2025-11-25T12:30-04:00 kind=exam status=tentative\n'
                      'LC429 2025-11-26T02:00-05:00 2025-11-26T05:00-05:00 kind=exam status=confirmed\n'
                      'LC1416 2025-11-26T11:40+01:00 2025-11-26T12:25+01:00 kind=exam status=confirmed\n'
                      'LC135 2025-11-26T14:50+09:00 2025-11-27T00:50+09:00 kind=exam status=confirmed\n'
                      'LC1780 2025-11-26T15:55-07:00 2025-11-26T16:25-07:00 kind=exam status=confirmed\n'
                      'LC2039 2025-11-25T20:15+05:30 2025-11-25T23:15+05:30 kind=seminar status=confirmed\n'
                      'LC1549 2025-11-26T07:00+00:00 2025-11-26T08:00+00:00 kind=talk status=tentative\n'
                      'LC1038 2025-11-26T10:10+02:00 2025-11-26T10:55+02:00 kind=exam status=tentative\n'
                      'LC261 2025-11-25T11:45-05:00 2025-11-25T12:45-05:00 kind=exam status=cancelled\n'
                      'LC527 2025-11-26T11:15+02:00 2025-11-26T11:45+02:00 kind=talk status=confirmed\n'
                      'LC919 2025-11-26T05:25+05:30 2025-11-26T06:25+05:30 kind=exam status=confirmed\n'
                      'LC1199 2025-11-26T18:40+09:00 2025-11-26T19:40+09:00 kind=talk status=confirmed\n'
                      'LC1311 2025-11-27T02:50+01:00 2025-11-27T10:50+01:00 kind=talk status=confirmed\n'
                      'LC415 2025-11-27T20:25-07:00 2025-11-27T22:25-07:00 kind=talk status=confirmed\n'
                      'LC1500 2025-11-27T00:35+02:00 2025-11-27T02:35+02:00 kind=talk status=confirmed\n'
                      'LC324 2025-11-26T05:50+01:00 2025-11-26T08:50+01:00 kind=exam status=cancelled\n'
                      'LC1304 2025-11-27T13:35+09:00 2025-11-27T21:35+09:00 kind=talk status=cancelled\n'
                      'LC618 2025-11-25T17:00+01:00 2025-11-25T20:00+01:00 kind=seminar status=cancelled\n'
                      'LC331 2025-11-25T09:45+02:00 2025-11-25T12:45+02:00 kind=exam status=confirmed\n'
                      'LC2312 2025-11-25T22:30-04:00 2025-11-26T00:00-04:00 kind=seminar status=confirmed\n'
                      'LC1269 2025-11-26T12:15+00:00 2025-11-26T14:15+00:00 kind=talk status=tentative\n'
                      'LC1591 2025-11-27T09:00+05:30 2025-11-27T12:00+05:30 kind=seminar status=confirmed\n'
                      'LC1297 2025-11-26T07:55+02:00 2025-11-26T09:55+02:00 kind=talk status=tentative\n'
                      'LC2270 2025-11-26T08:25-05:00 2025-11-26T08:55-05:00 kind=talk status=tentative\n'
                      'LC2011 2025-11-25T21:55+05:30 2025-11-26T00:55+05:30 kind=exam status=confirmed\n'
                      'LC1514 2025-11-27T01:10+05:30 2025-11-27T05:10+05:30 kind=exam status=tentative\n'
                      'LC1052 2025-11-25T11:15+01:00 2025-11-25T15:15+01:00 kind=talk status=confirmed\n'
                      'LC1381 2025-11-26T00:30-04:00 2025-11-26T03:30-04:00 kind=seminar status=tentative\n'
                      'LC898 2025-11-25T22:25-05:00 2025-11-25T22:55-05:00 kind=talk status=tentative\n'
                      'LC1178 2025-11-25T05:00-05:00 2025-11-25T08:00-05:00 kind=talk status=tentative\n'
                      'LC1829 2025-11-26T01:45-04:00 2025-11-26T09:45-04:00 kind=talk status=confirmed\n'
                      'LC723 2025-11-26T07:55+01:00 2025-11-26T08:40+01:00 kind=seminar status=tentative\n'
                      'LC254 2025-11-25T18:50-05:00 2025-11-26T02:50-05:00 kind=seminar status=tentative\n'
                      'LC1283 2025-11-26T13:30+02:00 2025-11-26T17:30+02:00 kind=seminar status=confirmed\n'
                      'LC1486 2025-11-26T19:15+09:00 2025-11-26T21:15+09:00 kind=exam status=confirmed\n'
                      'LC1507 2025-11-26T11:00+02:00 2025-11-26T15:00+02:00 kind=seminar status=confirmed\n'
                      'LC2018 2025-11-25T14:15+05:30 2025-11-25T17:15+05:30 kind=talk status=tentative\n'
                      'LC1633 2025-11-26T22:15-05:00 2025-11-27T01:15-05:00 kind=exam status=cancelled\n'
                      'LC821 2025-11-27T08:45+05:30 2025-11-27T12:45+05:30 kind=talk status=tentative\n'
                      'LC870 2025-11-26T00:00+09:00 2025-11-26T02:00+09:00 kind=talk status=confirmed\n'
                      'LC1318 2025-11-26T00:55+01:00 2025-11-26T04:55+01:00 kind=seminar status=cancelled\n'
                      'LC856 2025-11-26T14:30-05:00 2025-11-26T16:30-05:00 kind=seminar status=tentative\n'
                      'LC1353 2025-11-26T18:00+09:00 2025-11-26T20:00+09:00 kind=exam status=cancelled\n'
                      'LC1892 2025-11-26T07:00-07:00 2025-11-26T11:00-07:00 kind=exam status=confirmed\n'
                      'LC828 2025-11-25T16:45+09:00 2025-11-25T17:45+09:00 kind=exam status=tentative\n'
                      'LC1395 2025-11-26T07:15+02:00 2025-11-26T11:15+02:00 kind=talk status=confirmed\n'
                      'LC1941 2025-11-25T14:50-07:00 2025-11-25T15:50-07:00 kind=exam status=confirmed\n'
                      'LC632 2025-11-26T19:40-07:00 2025-11-26T21:10-07:00 kind=seminar status=confirmed\n'
                      'LC2032 2025-11-26T06:45+05:30 2025-11-26T14:45+05:30 kind=exam status=confirmed\n'
                      'LC2235 2025-11-26T18:15+09:00 2025-11-26T22:15+09:00 kind=seminar status=tentative\n'
                      'LC541 2025-11-26T02:15-07:00 2025-11-26T03:45-07:00 kind=exam status=confirmed\n'
                      'LC1647 2025-11-26T19:15-04:00 2025-11-26T19:45-04:00 kind=exam status=confirmed\n'
                      'LC1654 2025-11-26T19:15+01:00 2025-11-26T21:15+01:00 kind=exam status=confirmed\n'
                      'LC2109 2025-11-26T18:50-07:00 2025-11-26T20:50-07:00 kind=seminar status=confirmed\n'
                      'LC170 2025-11-27T11:00+05:30 2025-11-27T12:30+05:30 kind=talk status=cancelled\n'
                      'LC1171 2025-11-25T04:30-07:00 2025-11-25T07:30-07:00 kind=seminar status=confirmed\n'
                      'LC975 2025-11-26T21:50-04:00 2025-11-26T22:20-04:00 kind=exam status=confirmed\n'
                      'LC1024 2025-11-26T06:30-05:00 2025-11-26T10:30-05:00 kind=exam status=confirmed\n'
                      'LC436 2025-11-26T04:10+05:30 2025-11-26T07:10+05:30 kind=seminar status=confirmed\n'
                      'LC2263 2025-11-27T04:15+01:00 2025-11-27T05:45+01:00 kind=seminar status=cancelled\n'
                      'LC1332 2025-11-26T07:20-05:00 2025-11-26T08:20-05:00 kind=exam status=tentative\n'
                      'LC240 2025-11-25T23:35-04:00 2025-11-26T02:35-04:00 kind=talk status=confirmed\n'
                      'LC1619 2025-11-25T02:55-07:00 2025-11-25T06:55-07:00 kind=talk status=tentative\n'
                      'LC1612 2025-11-26T18:40+09:00 2025-11-27T02:40+09:00 kind=talk status=confirmed\n'
                      'LC1003 2025-11-26T08:20+02:00 2025-11-26T09:05+02:00 kind=exam status=tentative\n'
                      'LC1976 2025-11-27T07:55+05:30 2025-11-27T08:40+05:30 kind=exam status=cancelled\n'
                      'LC926 2025-11-25T13:15-05:00 2025-11-25T21:15-05:00 kind=seminar status=confirmed\n'
                      'LC716 2025-11-26T02:05-07:00 2025-11-26T10:05-07:00 kind=seminar status=confirmed\n'
                      'LC1906 2025-11-26T16:50+01:00 2025-11-26T17:50+01:00 kind=seminar status=confirmed\n'
                      'LC121 2025-11-25T21:45-05:00 2025-11-25T22:30-05:00 kind=talk status=cancelled\n'
                      'LC2298 2025-11-26T02:20+01:00 2025-11-26T03:20+01:00 kind=talk status=confirmed\n'
                      'LC1822 2025-11-25T17:10-07:00 2025-11-25T18:10-07:00 kind=exam status=cancelled\n'
                      'LC905 2025-11-26T23:40+00:00 2025-11-27T03:40+00:00 kind=talk status=cancelled\n'
                      'LC177 2025-11-25T10:20+02:00 2025-11-25T11:50+02:00 kind=exam status=confirmed\n'
                      'LC513 2025-11-26T08:45-05:00 2025-11-26T09:15-05:00 kind=seminar status=cancelled\n'
                      'LC366 2025-11-27T03:40-04:00 2025-11-27T06:40-04:00 kind=talk status=confirmed\n'
                      'LC1108 2025-11-25T12:50-07:00 2025-11-25T15:50-07:00 kind=talk status=confirmed\n'
                      'LC205 2025-11-27T01:25+05:30 2025-11-27T01:55+05:30 kind=seminar status=cancelled\n'
                      'LC1493 2025-11-25T18:10+01:00 2025-11-25T18:55+01:00 kind=exam status=confirmed\n'
                      'LC128 2025-11-25T09:10-04:00 2025-11-25T09:55-04:00 kind=talk status=tentative\n'
                      'LC751 2025-11-26T11:05+00:00 2025-11-26T12:35+00:00 kind=exam status=confirmed\n'
                      'LC345 2025-11-25T21:55-07:00 2025-11-26T07:55-07:00 kind=exam status=cancelled\n'
                      'LC1360 2025-11-25T02:25-07:00 2025-11-25T05:25-07:00 kind=exam status=cancelled\n'
                      'LC1115 2025-11-26T03:15+02:00 2025-11-26T05:15+02:00 kind=talk status=confirmed\n'
                      'LC1997 2025-11-27T03:05+00:00 2025-11-27T03:35+00:00 kind=exam status=confirmed\n'
                      'LC534 2025-11-26T13:15+09:00 2025-11-26T15:15+09:00 kind=exam status=tentative\n'
                      'LC2095 2025-11-27T13:05+05:30 2025-11-27T13:35+05:30 kind=exam status=tentative\n'
                      'LC1661 2025-11-26T14:40+09:00 2025-11-26T16:40+09:00 kind=exam status=confirmed\n'
                      'LC1990 2025-11-26T12:20+02:00 2025-11-26T13:20+02:00 kind=seminar status=tentative\n'
                      'LC758 2025-11-26T13:20+02:00 2025-11-26T14:20+02:00 kind=talk status=tentative\n'
                      'LC1262 2025-11-28T00:30-05:00 2025-11-28T10:30-05:00 kind=exam status=confirmed\n'
                      'LC786 2025-11-26T05:00+05:30 2025-11-26T05:45+05:30 kind=talk status=confirmed\n'
                      'LC1528 2025-11-27T03:40+01:00 2025-11-27T05:10+01:00 kind=seminar status=tentative\n'
                      'LC401 2025-11-26T18:40+00:00 2025-11-26T19:25+00:00 kind=exam status=confirmed\n'
                      'LC1458 2025-11-26T07:35-05:00 2025-11-26T10:35-05:00 kind=exam status=confirmed\n'
                      'LC2144 2025-11-25T21:30-05:00 2025-11-25T23:00-05:00 kind=exam status=confirmed\n'
                      'LC1255 2025-11-27T01:00+00:00 2025-11-27T05:00+00:00 kind=talk status=tentative\n'
                      'LC1962 2025-11-25T10:25+00:00 2025-11-25T13:25+00:00 kind=seminar status=confirmed\n'
                      'LC702 2025-11-26T21:15+09:00 2025-11-26T23:15+09:00 kind=seminar status=confirmed\n'
                      'LC2046 2025-11-25T23:15+05:30 2025-11-26T01:15+05:30 kind=exam status=cancelled\n'
                      'LC1409 2025-11-25T11:00+00:00 2025-11-25T11:30+00:00 kind=seminar status=confirmed\n'
                      'LC660 2025-11-26T00:00-04:00 2025-11-26T00:30-04:00 kind=talk status=tentative\n'
                      'LC779 2025-11-26T04:35+00:00 2025-11-26T08:35+00:00 kind=talk status=tentative\n'
                      'LC499 2025-11-26T06:00-07:00 2025-11-26T07:00-07:00 kind=talk status=cancelled\n'
                      'LC1969 2025-11-26T11:45+09:00 2025-11-26T19:45+09:00 kind=exam status=confirmed\n'
                      'LC996 2025-11-26T13:30+09:00 2025-11-26T15:30+09:00 kind=exam status=tentative\n'
                      'LC2165 2025-11-27T02:50+02:00 2025-11-27T06:50+02:00 kind=exam status=confirmed\n'
                      'LC562 2025-11-27T13:55+09:00 2025-11-27T16:55+09:00 kind=talk status=confirmed\n'
                      'LC1423 2025-11-26T12:55+01:00 2025-11-26T13:55+01:00 kind=exam status=confirmed\n'
                      'LC1080 2025-11-26T17:45-07:00 2025-11-26T19:45-07:00 kind=seminar status=tentative\n'
                      'LC2228 2025-11-26T07:05-04:00 2025-11-26T11:05-04:00 kind=talk status=confirmed\n'
                      'LC1752 2025-11-26T06:55+00:00 2025-11-26T07:25+00:00 kind=talk status=tentative\n'
                      'LC373 2025-11-26T20:55+02:00 2025-11-26T22:55+02:00 kind=talk status=confirmed\n'
                      'LC212 2025-11-25T23:45+05:30 2025-11-26T00:15+05:30 kind=seminar status=confirmed\n'
                      'LC1535 2025-11-26T18:45-05:00 2025-11-26T19:45-05:00 kind=seminar status=cancelled\n'
                      'LC464 2025-11-25T18:40+02:00 2025-11-26T02:40+02:00 kind=talk status=confirmed\n'
                      'LC947 2025-11-25T06:20-04:00 2025-11-25T14:20-04:00 kind=seminar status=cancelled\n'
                      'LC1836 2025-11-26T01:10+02:00 2025-11-26T01:55+02:00 kind=seminar status=confirmed\n'
                      'LC1073 2025-11-25T18:10+01:00 2025-11-25T20:10+01:00 kind=seminar status=confirmed\n'
                      'LC422 2025-11-25T03:10-04:00 2025-11-25T05:10-04:00 kind=seminar status=confirmed\n'
                      'LC1388 2025-11-26T14:20+00:00 2025-11-26T16:20+00:00 kind=seminar status=confirmed\n'
                      'LC1948 2025-11-26T02:10+09:00 2025-11-26T10:10+09:00 kind=talk status=confirmed\n'
                      'LC352 2025-11-26T08:45+00:00 2025-11-26T12:45+00:00 kind=seminar status=confirmed\n'
                      'LC1584 2025-11-26T09:30+02:00 2025-11-26T11:30+02:00 kind=exam status=confirmed\n'
                      'LC1206 2025-11-26T01:30+01:00 2025-11-26T02:30+01:00 kind=talk status=confirmed\n'
                      'LC149 2025-11-26T12:25+02:00 2025-11-26T20:25+02:00 kind=seminar status=confirmed\n'
                      'LC359 2025-11-27T14:00+09:00 2025-11-27T22:00+09:00 kind=seminar status=tentative\n'
                      'LC310 2025-11-25T01:35-07:00 2025-11-25T09:35-07:00 kind=talk status=confirmed\n'
                      'LC2151 2025-11-25T08:50-04:00 2025-11-25T09:50-04:00 kind=talk status=confirmed\n'
                      'LC2158 2025-11-26T23:15+05:30 2025-11-27T02:15+05:30 kind=seminar status=confirmed\n'
                      'LC2130 2025-11-26T20:35-07:00 2025-11-26T23:35-07:00 kind=talk status=tentative\n'
                      'LC1143 2025-11-27T09:10+05:30 2025-11-27T19:10+05:30 kind=talk status=confirmed\n'
                      'LC520 2025-11-26T06:00-04:00 2025-11-26T07:30-04:00 kind=seminar status=tentative\n'
                      'LC1185 2025-11-26T12:05+01:00 2025-11-26T16:05+01:00 kind=talk status=confirmed\n'
                      'LC884 2025-11-25T20:55-07:00 2025-11-26T00:55-07:00 kind=seminar status=cancelled\n'
                      'LC1542 2025-11-25T16:00-04:00 2025-11-25T17:30-04:00 kind=talk status=cancelled\n'
                      'LC1094 2025-11-26T07:05-04:00 2025-11-26T11:05-04:00 kind=seminar status=confirmed\n'
                      'LC443 2025-11-26T22:35-07:00 2025-11-27T02:35-07:00 kind=talk status=confirmed\n'
                      'LC1031 2025-11-26T01:20+09:00 2025-11-26T03:20+09:00 kind=exam status=cancelled\n'
                      'LC681 2025-11-26T09:10+00:00 2025-11-26T10:40+00:00 kind=seminar status=confirmed\n'
                      'LC1605 2025-11-27T10:35+05:30 2025-11-27T13:35+05:30 kind=seminar status=confirmed\n'
                      'LC1787 2025-11-26T07:00+02:00 2025-11-26T08:30+02:00 kind=talk status=confirmed\n'
                      'LC1955 2025-11-26T02:30+00:00 2025-11-26T10:30+00:00 kind=talk status=confirmed\n'
                      'LC471 2025-11-27T08:00+05:30 2025-11-27T11:00+05:30 kind=seminar status=tentative\n'
                      'LC1325 2025-11-25T22:10+09:00 2025-11-26T02:10+09:00 kind=exam status=cancelled\n'
                      'LC604 2025-11-27T06:55+01:00 2025-11-27T07:55+01:00 kind=exam status=tentative\n'
                      'LC2060 2025-11-27T05:35+01:00 2025-11-27T07:35+01:00 kind=talk status=tentative\n'
                      'LC982 2025-11-26T10:55-04:00 2025-11-26T14:55-04:00 kind=exam status=confirmed\n'
                      'LC1339 2025-11-27T11:05+09:00 2025-11-27T12:05+09:00 kind=exam status=confirmed\n'
                      'LC2186 2025-11-26T04:05-05:00 2025-11-26T04:35-05:00 kind=talk status=tentative\n'
                      'LC2207 2025-11-27T01:15+00:00 2025-11-27T04:15+00:00 kind=exam status=confirmed\n'
                      'LC191 2025-11-25T12:50-07:00 2025-11-25T14:50-07:00 kind=seminar status=confirmed\n'
                      'LC653 2025-11-27T04:50+01:00 2025-11-27T08:50+01:00 kind=exam status=confirmed\n'
                      'LC912 2025-11-25T04:20-05:00 2025-11-25T05:05-05:00 kind=talk status=confirmed\n'
                      'LC2193 2025-11-27T04:30+01:00 2025-11-27T06:00+01:00 kind=seminar status=tentative\n'
                      'LC2123 2025-11-25T09:40-04:00 2025-11-25T10:10-04:00 kind=seminar status=confirmed\n'
                      'LC1164 2025-11-26T07:05-04:00 2025-11-26T10:05-04:00 kind=talk status=tentative\n'
                      'LC800 2025-11-26T06:05-05:00 2025-11-26T06:35-05:00 kind=talk status=confirmed\n'
                      'LC100 2025-11-26T08:15+05:30 2025-11-26T16:15+05:30 kind=talk status=confirmed\n'
                      'LC1983 2025-11-27T04:15+01:00 2025-11-27T07:15+01:00 kind=seminar status=confirmed\n'
                      'LC408 2025-11-26T19:15+09:00 2025-11-26T20:00+09:00 kind=exam status=confirmed\n'
                      'LC198 2025-11-26T20:05+09:00 2025-11-26T23:05+09:00 kind=talk status=confirmed\n'
                      'LC569 2025-11-25T10:50+01:00 2025-11-25T12:20+01:00 kind=exam status=confirmed\n'
                      'LC2249 2025-11-25T18:30-05:00 2025-11-25T22:30-05:00 kind=talk status=confirmed\n'
                      'LC2116 2025-11-26T00:55+00:00 2025-11-26T04:55+00:00 kind=exam status=confirmed\n'
                      'LC814 2025-11-25T09:40-04:00 2025-11-25T10:10-04:00 kind=seminar status=cancelled\n'
                      'LC835 2025-11-26T09:10+02:00 2025-11-26T17:10+02:00 kind=talk status=confirmed\n'
                      'LC849 2025-11-26T08:50+00:00 2025-11-26T11:50+00:00 kind=talk status=confirmed\n'
                      'LC1220 2025-11-26T12:20+02:00 2025-11-26T14:20+02:00 kind=exam status=confirmed\n'
                      'LC1276 2025-11-26T07:30+09:00 2025-11-26T09:30+09:00 kind=seminar status=confirmed\n'
                      'LC611 2025-11-26T11:30+09:00 2025-11-26T15:30+09:00 kind=exam status=tentative\n'
                      'LC646 2025-11-26T04:05+09:00 2025-11-26T12:05+09:00 kind=exam status=tentative\n'
                      'LC1472 2025-11-25T08:20-04:00 2025-11-25T09:05-04:00 kind=talk status=cancelled\n'
                      'LC2025 2025-11-27T12:15+09:00 2025-11-27T15:15+09:00 kind=talk status=confirmed\n'
                      'LC1934 2025-11-27T00:05+09:00 2025-11-27T01:05+09:00 kind=talk status=confirmed\n'
                      'LC674 2025-11-25T12:40-07:00 2025-11-25T20:40-07:00 kind=exam status=confirmed\n'
                      'LC1563 2025-11-26T16:20+01:00 2025-11-26T18:20+01:00 kind=seminar status=tentative\n'
                      'LC1556 2025-11-27T12:10+09:00 2025-11-27T14:10+09:00 kind=exam status=confirmed\n'
                      'LC1703 2025-11-27T00:25-05:00 2025-11-27T02:25-05:00 kind=seminar status=confirmed\n'
                      'LC2277 2025-11-26T00:35-04:00 2025-11-26T03:35-04:00 kind=talk status=confirmed\n'
                      'LC1843 2025-11-25T18:55-04:00 2025-11-25T20:55-04:00 kind=talk status=tentative\n'
                      'LC450 2025-11-26T07:40+02:00 2025-11-26T11:40+02:00 kind=exam status=cancelled\n'
                      'LC1766 2025-11-27T04:05+05:30 2025-11-27T04:35+05:30 kind=exam status=confirmed\n'
                      'LC863 2025-11-26T08:30+09:00 2025-11-26T16:30+09:00 kind=seminar status=tentative\n'
                      'LC2214 2025-11-27T10:10+02:00 2025-11-27T10:40+02:00 kind=talk status=confirmed\n'
                      'LC891 2025-11-25T20:30-07:00 2025-11-26T00:30-07:00 kind=exam status=confirmed\n'
                      'LC338 2025-11-25T03:20-05:00 2025-11-25T07:20-05:00 kind=exam status=tentative\n'
                      'LC2200 2025-11-26T15:35-07:00 2025-11-26T17:05-07:00 kind=exam status=cancelled\n'
                      'LC2221 2025-11-26T11:15+02:00 2025-11-26T12:00+02:00 kind=talk status=confirmed\n'
                      'LC968 2025-11-25T11:00-04:00 2025-11-25T11:30-04:00 kind=seminar status=tentative\n'
                      'LC877 2025-11-27T07:45+01:00 2025-11-27T15:45+01:00 kind=talk status=confirmed\n'
                      'LC1878 2025-11-25T09:50-07:00 2025-11-25T10:50-07:00 kind=exam status=tentative\n'
                      'LC1885 2025-11-26T06:10+05:30 2025-11-26T07:40+05:30 kind=exam status=confirmed\n'
                      'LC303 2025-11-26T04:40-05:00 2025-11-26T06:40-05:00 kind=seminar status=tentative\n'
                      'LC394 2025-11-25T18:55+05:30 2025-11-26T02:55+05:30 kind=exam status=confirmed\n'
                      'LC1759 2025-11-27T02:35+09:00 2025-11-27T05:35+09:00 kind=talk status=confirmed\n'
                      'LC1010 2025-11-27T01:20+01:00 2025-11-27T01:50+01:00 kind=exam status=confirmed\n'
                      'LC317 2025-11-26T06:05-04:00 2025-11-26T06:35-04:00 kind=exam status=confirmed\n'
                      'LC709 2025-11-25T09:15-07:00 2025-11-25T11:15-07:00 kind=seminar status=tentative\n'
                      'LC1675 2025-11-26T08:50+05:30 2025-11-26T09:50+05:30 kind=seminar status=confirmed\n'
                      'LC793 2025-11-27T04:25+05:30 2025-11-27T06:25+05:30 kind=talk status=tentative\n'
                      'LC1640 2025-11-26T18:20+05:30 2025-11-27T02:20+05:30 kind=talk status=confirmed\n'
                      'LC2284 2025-11-26T20:30+00:00 2025-11-26T21:15+00:00 kind=seminar status=cancelled\n'
                      'LC1346 2025-11-26T16:15-05:00 2025-11-27T00:15-05:00 kind=exam status=confirmed\n'
                      'LC842 2025-11-25T23:10+09:00 2025-11-26T02:10+09:00 kind=exam status=confirmed\n'
                      'LC492 2025-11-25T21:40+00:00 2025-11-26T05:40+00:00 kind=seminar status=confirmed\n'
                      'LC1808 2025-11-25T23:50+00:00 2025-11-26T00:35+00:00 kind=talk status=confirmed\n'
                      'LC142 2025-11-25T14:45+01:00 2025-11-25T16:45+01:00 kind=talk status=cancelled\n'
                      'LC1871 2025-11-26T14:25+05:30 2025-11-26T15:10+05:30 kind=talk status=confirmed\n'
                      'LC268 2025-11-26T21:40+05:30 2025-11-27T00:40+05:30 kind=seminar status=cancelled\n'
                      'LC1241 2025-11-26T05:25+01:00 2025-11-26T13:25+01:00 kind=seminar status=confirmed\n'
                      'LC590 2025-11-26T15:00-07:00 2025-11-26T15:45-07:00 kind=talk status=confirmed\n'
                      'LC1122 2025-11-26T03:40-05:00 2025-11-26T06:40-05:00 kind=talk status=tentative\n'
                      'LC1157 2025-11-26T04:35+09:00 2025-11-26T05:05+09:00 kind=seminar status=confirmed\n'
                      'LC1710 2025-11-26T18:05-07:00 2025-11-26T19:35-07:00 kind=exam status=confirmed\n'
                      'LC954 2025-11-27T00:30-05:00 2025-11-27T01:00-05:00 kind=exam status=confirmed\n'
                      'LC555 2025-11-26T04:15+01:00 2025-11-26T08:15+01:00 kind=talk status=tentative\n'
                      'LC1689 2025-11-26T09:55+02:00 2025-11-26T12:55+02:00 kind=talk status=confirmed\n'
                      'LC247 2025-11-26T02:10-07:00 2025-11-26T05:10-07:00 kind=seminar status=tentative\n'
                      'LC275 2025-11-26T23:25-04:00 2025-11-27T09:25-04:00 kind=seminar status=cancelled\n'
                      'LC1794 2025-11-26T16:50+01:00 2025-11-26T17:35+01:00 kind=talk status=confirmed\n'
                      'LC1192 2025-11-25T14:50+02:00 2025-11-25T18:50+02:00 kind=exam status=confirmed\n'
                      'LC1402 2025-11-26T03:40+09:00 2025-11-26T04:10+09:00 kind=exam status=cancelled\n'
                      'LC639 2025-11-26T13:30-07:00 2025-11-26T17:30-07:00 kind=talk status=confirmed\n'
                      'LC1682 2025-11-26T04:55-04:00 2025-11-26T06:55-04:00 kind=seminar status=cancelled\n'
                      'LC765 2025-11-25T07:40+00:00 2025-11-25T10:40+00:00 kind=exam status=confirmed\n'
                      'LC1017 2025-11-27T13:15+05:30 2025-11-27T14:00+05:30 kind=talk status=confirmed\n'
                      'LC1577 2025-11-26T12:25+05:30 2025-11-26T13:25+05:30 kind=seminar status=confirmed\n'
                      'LC1367 2025-11-25T22:10+09:00 2025-11-25T23:10+09:00 kind=seminar status=tentative\n'
                      'LC1150 2025-11-26T00:40+00:00 2025-11-26T03:40+00:00 kind=exam status=confirmed\n'
                      'LC1913 2025-11-25T17:20+09:00 2025-11-25T17:50+09:00 kind=exam status=tentative\n'
                      'LC233 2025-11-26T19:15+02:00 2025-11-26T20:15+02:00 kind=seminar status=cancelled\n'
                      'LC1920 2025-11-25T14:45-04:00 2025-11-25T15:30-04:00 kind=talk status=confirmed\n'
                      'LC296 2025-11-27T01:30+01:00 2025-11-27T02:15+01:00 kind=exam status=confirmed\n'
                      'LC667 2025-11-26T16:05+00:00 2025-11-26T20:05+00:00 kind=talk status=confirmed\n'
                      'LC1444 2025-11-27T06:50+01:00 2025-11-27T09:50+01:00 kind=seminar status=confirmed\n'
                      'LC1101 2025-11-27T04:20+09:00 2025-11-27T04:50+09:00 kind=seminar status=cancelled\n'
                      'LC387 2025-11-25T15:50-05:00 2025-11-25T23:50-05:00 kind=talk status=confirmed\n'
                      'LC2256 2025-11-26T03:40-07:00 2025-11-26T11:40-07:00 kind=exam status=confirmed\n'
                      'LC282 2025-11-26T14:05+00:00 2025-11-26T17:05+00:00 kind=talk status=confirmed\n',
             'want': 'accepted 95\n'
                     'LC1850 2\n'
                     'LC2319 1\n'
                     'LC807 4\n'
                     'LC2053 1\n'
                     'LC1465 4\n'
                     'LC1738 4\n'
                     'LC114 4\n'
                     'LC2326 2\n'
                     'LC226 1\n'
                     'LC457 3\n'
                     'LC1066 4\n'
                     'LC2179 4\n'
                     'LC744 4\n'
                     'LC1437 1\n'
                     'LC989 1\n'
                     'LC219 3\n'
                     'LC1129 4\n'
                     'LC2074 4\n'
                     'LC1416 1\n'
                     'LC1780 2\n'
                     'LC2039 2\n'
                     'LC1549 1\n'
                     'LC1038 3\n'
                     'LC527 2\n'
                     'LC1199 3\n'
                     'LC415 3\n'
                     'LC1269 1\n'
                     'LC2270 4\n'
                     'LC898 4\n'
                     'LC1178 3\n'
                     'LC723 4\n'
                     'LC870 3\n'
                     'LC828 4\n'
                     'LC1941 2\n'
                     'LC1647 4\n'
                     'LC1654 1\n'
                     'LC975 2\n'
                     'LC1332 3\n'
                     'LC1906 1\n'
                     'LC2298 1\n'
                     'LC177 1\n'
                     'LC1493 4\n'
                     'LC128 2\n'
                     'LC1997 2\n'
                     'LC534 4\n'
                     'LC2095 4\n'
                     'LC758 4\n'
                     'LC786 2\n'
                     'LC401 4\n'
                     'LC2144 3\n'
                     'LC1409 1\n'
                     'LC660 1\n'
                     'LC996 3\n'
                     'LC1423 2\n'
                     'LC1752 2\n'
                     'LC373 2\n'
                     'LC212 2\n'
                     'LC1836 3\n'
                     'LC422 2\n'
                     'LC1388 4\n'
                     'LC1206 3\n'
                     'LC2151 1\n'
                     'LC2158 3\n'
                     'LC1787 2\n'
                     'LC604 3\n'
                     'LC2060 2\n'
                     'LC1339 4\n'
                     'LC2186 1\n'
                     'LC191 3\n'
                     'LC2193 1\n'
                     'LC2123 3\n'
                     'LC800 3\n'
                     'LC408 2\n'
                     'LC569 2\n'
                     'LC1934 2\n'
                     'LC1556 3\n'
                     'LC1766 3\n'
                     'LC2214 3\n'
                     'LC968 4\n'
                     'LC1878 1\n'
                     'LC1885 2\n'
                     'LC1010 4\n'
                     'LC317 4\n'
                     'LC1675 2\n'
                     'LC1871 4\n'
                     'LC590 4\n'
                     'LC1157 2\n'
                     'LC1710 1\n'
                     'LC954 1\n'
                     'LC1794 3\n'
                     'LC1017 1\n'
                     'LC1367 4\n'
                     'LC1913 3\n'
                     'LC1920 4\n'
                     'LC296 2\n'}}

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
