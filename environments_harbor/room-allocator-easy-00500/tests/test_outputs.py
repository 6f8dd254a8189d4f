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
CANONICAL = True
CASES = {'hidden1': {'check': None,
             'input': 'set turnover check-a 30\n'
                      'set turnover check-c 45\n'
                      'set turnover paint 5\n'
                      'MV191 09:05 11:05 kind=check-a\n'
                      'MV156 18:20 19:50 kind=check-c\n'
                      'MV142 20:55 21:10 kind=check-a\n'
                      'MV177 14:15 15:15 kind=check-a\n'
                      'MV163 06:55 07:40 kind=check-c\n'
                      'MV170 12:35 14:05 kind=check-a\n'
                      'MV205 18:00 19:00 kind=check-a\n'
                      'MV184 17:35 19:35 kind=check-c\n'
                      'MV149 11:15 12:45 kind=check-c\n'
                      'MV135 16:50 18:50 kind=check-c\n'
                      'MV107 16:50 17:50 kind=check-c\n'
                      'MV128 18:00 19:00 kind=check-a\n'
                      'MV100 19:30 20:15 kind=check-a\n'
                      'MV121 08:40 10:40 kind=paint\n'
                      'MV198 19:30 21:30 kind=check-a\n'
                      'MV114 19:20 19:50 kind=check-c\n',
             'want': 'rooms 6\n'
                     'MV191 2\n'
                     'MV156 6\n'
                     'MV142 4\n'
                     'MV177 1\n'
                     'MV163 1\n'
                     'MV170 2\n'
                     'MV205 4\n'
                     'MV184 3\n'
                     'MV149 1\n'
                     'MV135 2\n'
                     'MV107 1\n'
                     'MV128 5\n'
                     'MV100 4\n'
                     'MV121 1\n'
                     'MV198 5\n'
                     'MV114 1\n'},
 'hidden2': {'check': None,
             'input': 'set turnover check-a 15\n'
                      'set turnover check-c 30\n'
                      'set turnover paint 30\n'
                      'MV114 20:45 21:45 kind=paint\n'
                      'MV289 08:30 10:30 kind=check-c\n'
                      'MV198 16:00 17:00 kind=check-a\n'
                      'MV191 20:20 21:50 kind=check-a\n'
                      'MV149 12:35 13:05 kind=check-c\n'
                      'MV261 14:20 15:50 kind=check-c\n'
                      'MV212 15:15 17:15 kind=check-c\n'
                      'MV163 09:30 11:30 kind=check-c\n'
                      'MV135 11:35 12:20 kind=check-c\n'
                      'MV205 11:35 12:05 kind=paint\n'
                      'MV226 17:25 19:25 kind=check-a\n'
                      'MV268 17:20 18:20 kind=check-a\n'
                      'MV275 08:50 09:35 kind=check-a\n'
                      'MV100 08:30 10:30 kind=check-a\n'
                      'MV282 08:10 09:10 kind=check-a\n'
                      'MV107 13:20 14:50 kind=paint\n'
                      'MV219 13:20 13:50 kind=check-c\n'
                      'MV142 15:15 16:00 kind=check-c\n'
                      'MV121 16:25 17:25 kind=check-a\n'
                      'MV184 14:05 15:35 kind=check-c\n'
                      'MV156 07:05 09:05 kind=check-c\n'
                      'MV233 10:55 11:40 kind=check-a\n'
                      'MV170 10:45 11:30 kind=paint\n'
                      'MV177 12:20 12:35 kind=check-c\n'
                      'MV254 09:45 11:45 kind=paint\n'
                      'MV247 16:40 17:10 kind=paint\n'
                      'MV240 20:20 21:20 kind=check-a\n'
                      'MV128 21:50 22:50 kind=paint\n',
             'want': 'rooms 6\n'
                     'MV114 3\n'
                     'MV289 4\n'
                     'MV198 6\n'
                     'MV191 6\n'
                     'MV149 4\n'
                     'MV261 1\n'
                     'MV212 3\n'
                     'MV163 2\n'
                     'MV135 6\n'
                     'MV205 4\n'
                     'MV226 4\n'
                     'MV268 6\n'
                     'MV275 5\n'
                     'MV100 3\n'
                     'MV282 2\n'
                     'MV107 6\n'
                     'MV219 1\n'
                     'MV142 2\n'
                     'MV121 1\n'
                     'MV184 4\n'
                     'MV156 1\n'
                     'MV233 5\n'
                     'MV170 3\n'
                     'MV177 1\n'
                     'MV254 1\n'
                     'MV247 2\n'
                     'MV240 4\n'
                     'MV128 4\n'},
 'hidden3': {'check': None,
             'input': 'set turnover check-a 5\n'
                      'set turnover check-c 5\n'
                      'set turnover paint 15\n'
                      'MV254 16:55 17:55 kind=check-a\n'
                      'MV625 14:30 15:15 kind=paint\n'
                      'MV415 06:20 07:50 kind=paint\n'
                      'MV667 17:00 18:30 kind=check-c\n'
                      'MV513 09:10 09:25 kind=check-c\n'
                      'MV534 15:40 16:10 kind=check-a\n'
                      'MV408 19:25 20:10 kind=paint\n'
                      'MV478 08:40 09:40 kind=check-c\n'
                      'MV170 17:05 17:20 kind=check-a\n'
                      'MV681 06:10 06:25 kind=paint\n'
                      'MV135 19:50 20:35 kind=check-c\n'
                      'MV310 09:30 10:30 kind=check-c\n'
                      'MV548 08:35 08:50 kind=check-a\n'
                      'MV429 15:50 16:50 kind=check-a\n'
                      'MV163 09:25 11:25 kind=check-c\n'
                      'MV485 08:30 10:30 kind=paint\n'
                      'MV597 08:35 09:20 kind=check-a\n'
                      'MV233 12:35 14:05 kind=paint\n'
                      'MV240 16:10 18:10 kind=paint\n'
                      'MV149 15:00 16:00 kind=paint\n'
                      'MV443 10:20 11:20 kind=check-c\n'
                      'MV471 07:40 08:25 kind=check-c\n'
                      'MV156 11:15 13:15 kind=paint\n'
                      'MV464 07:00 07:45 kind=check-c\n'
                      'MV492 09:25 10:10 kind=paint\n'
                      'MV450 12:40 14:40 kind=check-c\n'
                      'MV100 19:50 21:20 kind=check-a\n'
                      'MV639 17:45 19:45 kind=check-a\n'
                      'MV380 07:55 08:25 kind=check-a\n'
                      'MV352 14:05 15:35 kind=check-c\n'
                      'MV275 16:45 18:45 kind=check-a\n'
                      'MV128 07:40 07:55 kind=check-a\n'
                      'MV359 09:15 09:30 kind=paint\n'
                      'MV331 09:30 10:30 kind=paint\n'
                      'MV422 09:30 10:00 kind=paint\n'
                      'MV345 14:50 16:50 kind=check-a\n'
                      'MV296 08:35 09:35 kind=check-c\n'
                      'MV653 17:55 19:25 kind=paint\n'
                      'MV590 07:45 08:00 kind=paint\n'
                      'MV457 12:55 13:55 kind=check-a\n'
                      'MV632 09:35 10:20 kind=check-c\n'
                      'MV618 09:30 10:00 kind=check-c\n'
                      'MV219 17:50 18:05 kind=check-a\n'
                      'MV583 13:15 14:45 kind=check-a\n'
                      'MV191 08:35 10:35 kind=paint\n'
                      'MV121 12:15 12:45 kind=check-c\n'
                      'MV646 14:55 15:10 kind=paint\n'
                      'MV387 08:45 09:45 kind=paint\n'
                      'MV114 06:05 08:05 kind=check-a\n'
                      'MV142 19:10 21:10 kind=check-a\n'
                      'MV527 11:05 11:50 kind=check-c\n'
                      'MV282 17:55 18:25 kind=paint\n'
                      'MV205 14:20 15:50 kind=check-a\n'
                      'MV317 11:15 12:15 kind=check-a\n'
                      'MV604 07:45 08:00 kind=paint\n'
                      'MV506 18:45 20:45 kind=check-c\n'
                      'MV674 10:45 11:30 kind=paint\n'
                      'MV401 16:40 17:25 kind=paint\n'
                      'MV520 19:15 21:15 kind=check-a\n'
                      'MV436 07:50 08:20 kind=paint\n'
                      'MV247 13:35 15:35 kind=paint\n'
                      'MV212 09:35 09:50 kind=paint\n'
                      'MV324 16:20 17:05 kind=paint\n'
                      'MV555 14:50 16:50 kind=check-c\n'
                      'MV289 15:15 15:45 kind=paint\n'
                      'MV660 07:00 07:15 kind=paint\n'
                      'MV261 07:20 07:35 kind=paint\n'
                      'MV268 19:30 20:30 kind=check-a\n'
                      'MV198 16:20 17:50 kind=paint\n'
                      'MV562 10:00 10:30 kind=check-a\n'
                      'MV394 16:20 17:50 kind=check-c\n'
                      'MV338 14:05 16:05 kind=check-a\n'
                      'MV541 13:45 14:45 kind=check-a\n'
                      'MV576 06:15 07:45 kind=paint\n'
                      'MV499 12:40 14:10 kind=check-c\n'
                      'MV107 20:00 21:00 kind=check-a\n'
                      'MV303 08:35 09:35 kind=paint\n'
                      'MV226 07:50 09:20 kind=check-c\n'
                      'MV611 11:30 11:45 kind=check-c\n'
                      'MV373 18:00 19:30 kind=check-a\n'
                      'MV177 19:35 20:35 kind=check-a\n'
                      'MV184 09:05 09:50 kind=check-c\n'
                      'MV569 14:40 15:25 kind=check-c\n'
                      'MV366 08:45 09:15 kind=paint\n',
             'want': 'rooms 16\n'
                     'MV254 3\n'
                     'MV625 10\n'
                     'MV415 4\n'
                     'MV667 11\n'
                     'MV513 11\n'
                     'MV534 1\n'
                     'MV408 6\n'
                     'MV478 4\n'
                     'MV170 13\n'
                     'MV681 2\n'
                     'MV135 14\n'
                     'MV310 13\n'
                     'MV548 5\n'
                     'MV429 3\n'
                     'MV163 10\n'
                     'MV485 7\n'
                     'MV597 10\n'
                     'MV233 14\n'
                     'MV240 6\n'
                     'MV149 2\n'
                     'MV443 11\n'
                     'MV471 7\n'
                     'MV156 3\n'
                     'MV464 5\n'
                     'MV492 6\n'
                     'MV450 7\n'
                     'MV100 1\n'
                     'MV639 14\n'
                     'MV380 10\n'
                     'MV352 1\n'
                     'MV275 10\n'
                     'MV128 2\n'
                     'MV359 12\n'
                     'MV331 14\n'
                     'MV422 11\n'
                     'MV345 11\n'
                     'MV296 8\n'
                     'MV653 1\n'
                     'MV590 8\n'
                     'MV457 1\n'
                     'MV632 16\n'
                     'MV618 2\n'
                     'MV219 13\n'
                     'MV583 11\n'
                     'MV191 1\n'
                     'MV121 1\n'
                     'MV646 7\n'
                     'MV387 3\n'
                     'MV114 1\n'
                     'MV142 10\n'
                     'MV527 1\n'
                     'MV282 2\n'
                     'MV205 14\n'
                     'MV317 14\n'
                     'MV604 9\n'
                     'MV506 2\n'
                     'MV674 7\n'
                     'MV401 14\n'
                     'MV520 11\n'
                     'MV436 5\n'
                     'MV247 3\n'
                     'MV212 15\n'
                     'MV324 1\n'
                     'MV555 13\n'
                     'MV289 15\n'
                     'MV660 2\n'
                     'MV261 6\n'
                     'MV268 13\n'
                     'MV198 15\n'
                     'MV562 3\n'
                     'MV394 2\n'
                     'MV338 6\n'
                     'MV541 13\n'
                     'MV576 3\n'
                     'MV499 10\n'
                     'MV107 15\n'
                     'MV303 9\n'
                     'MV226 6\n'
                     'MV611 10\n'
                     'MV373 3\n'
                     'MV177 3\n'
                     'MV184 5\n'
                     'MV569 16\n'
                     'MV366 2\n'}}

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
