import os
import subprocess

import pytest

import tg_guard
def _day_of(P, s):
    return P["day"][s]


def violations(P, slot, room, on):
    """Every rule of P the timetable (slot: exam -> slot, room: exam -> room or None) breaks; `on`: rule ids in force."""
    bad, comps = [], P["comps"]
    for e in P["exams"]:
        if slot.get(e) not in P["day"]:
            bad.append("%s has no valid slot (%r)" % (e, slot.get(e)))
    if bad:
        return bad
    for st, ex in sorted(P["takes"].items()):
        ss = [slot[e] for e in ex]
        if len(set(ss)) != len(ss):
            bad.append("student %s has two exams in one slot" % st)
        if "per_day" in comps:
            days = [_day_of(P, s) for s in ss]
            if any(days.count(d) > P["max_day"] for d in days):
                bad.append("student %s has more than %d exams on one day" % (st, P["max_day"]))
    by_slot = {}
    for e in P["exams"]:
        by_slot.setdefault(slot[e], []).append(e)
    for s, es in sorted(by_slot.items()):
        if "hall" in comps and sum(P["size"][e] for e in es) > P["hall"]:
            bad.append("slot %d seats %d in a hall of %d" % (s, sum(P["size"][e] for e in es), P["hall"]))
        if "invigilators" in comps and sum(-(-P["size"][e] // P["per_invig"]) for e in es) > P["invig"][s]:
            bad.append("slot %d needs more invigilators than its %d" % (s, P["invig"][s]))
        if "rooms" in comps or "labs" in comps:
            used = [room.get(e) for e in es]
            if len(set(used)) != len(used):
                bad.append("slot %d puts two exams in one room" % s)
    if "rooms" in comps or "labs" in comps:
        for e in P["exams"]:
            r = room.get(e)
            if r not in P["rooms"]:
                bad.append("%s has no valid room (%r)" % (e, r))
            elif P["rooms"][r] < P["size"][e]:
                bad.append("%s (%d candidates) does not fit %s (%d seats)" % (e, P["size"][e], r, P["rooms"][r]))
            elif "labs" in comps and e in P["lab_exams"] and r not in P["labs"]:
                bad.append("%s needs a lab, %s is not one" % (e, r))
    if "duration" in comps:
        bad += ["%s (%d min) does not fit slot %d (%d min)" % (e, P["dur"][e], slot[e], P["minutes"][slot[e]])
                for e in P["exams"] if P["minutes"][slot[e]] < P["dur"][e]]
    for r in P["rules"]:
        if r["id"] not in on:
            continue
        k = r["kind"]
        if k == "pinned" and slot[r["exam"]] != r["slot"]:
            bad.append("%s: %s must sit in slot %d" % (r["id"], r["exam"], r["slot"]))
        elif k == "unavailable" and slot[r["exam"]] in r["slots"]:
            bad.append("%s: %s may not sit in slot %d" % (r["id"], r["exam"], slot[r["exam"]]))
        elif k == "same_slot" and slot[r["exams"][0]] != slot[r["exams"][1]]:
            bad.append("%s: %s and %s must share a slot" % (r["id"], r["exams"][0], r["exams"][1]))
        elif k == "consecutive":
            a, b = slot[r["exams"][0]], slot[r["exams"][1]]
            if b != a + 1 or _day_of(P, a) != _day_of(P, b):
                bad.append("%s: %s must follow %s in the next slot of the day" % (r["id"], r["exams"][1], r["exams"][0]))
        elif k == "before" and not slot[r["exams"][0]] < slot[r["exams"][1]]:
            bad.append("%s: %s must come before %s" % (r["id"], r["exams"][0], r["exams"][1]))
    return bad


def objective(P, slot):
    """The instance's objective for a timetable."""
    obj = P["obj"]
    if obj == "obj_slots":
        return max(slot.values())
    if obj == "obj_evening":
        return sum(P["size"][e] for e in P["exams"] if slot[e] in P["evening"])
    total = 0
    for ex in P["takes"].values():
        ss = sorted(slot[e] for e in ex)
        if obj == "obj_b2b":
            total += sum(1 for a in ss for b in ss if b == a + 1 and _day_of(P, a) == _day_of(P, b))
        else:
            total += len(ss) - len({_day_of(P, s) for s in ss})
    return total

P = {'comps': ['hall', 'invigilators', 'unavailable', 'pinned', 'before'],
 'day': {1: 'Mon', 2: 'Mon', 3: 'Tue', 4: 'Tue', 5: 'Wed', 6: 'Wed', 7: 'Thu', 8: 'Thu'},
 'evening': [],
 'exams': ['BIOL300', 'COMP403', 'BIOL478', 'COMP342', 'COMP261', 'BIOL222', 'PHYS255', 'BIOL267', 'PHYS241'],
 'hall': 20,
 'invig': {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2},
 'minutes': {1: 180, 2: 150, 3: 180, 4: 150, 5: 180, 6: 150, 7: 180, 8: 150},
 'obj': 'obj_b2b',
 'per_invig': 10,
 'rules': [{'exam': 'COMP261',
            'id': 'R1',
            'kind': 'unavailable',
            'priority': 9,
            'reason': 'examiner on jury service',
            'slots': [1, 2, 3, 5, 6, 7]},
           {'exam': 'COMP403',
            'id': 'R2',
            'kind': 'unavailable',
            'priority': 2,
            'reason': 'examiner at a conference',
            'slots': [1, 2, 3, 5, 6, 8]},
           {'exams': ['BIOL300', 'BIOL222'],
            'id': 'R3',
            'kind': 'before',
            'priority': 5,
            'reason': 'resit candidates sit the core first'},
           {'exam': 'BIOL300',
            'id': 'R4',
            'kind': 'unavailable',
            'priority': 4,
            'reason': 'examiner at a conference',
            'slots': [1, 2, 4, 5, 6, 7, 8]},
           {'exam': 'BIOL478',
            'id': 'R5',
            'kind': 'pinned',
            'priority': 1,
            'reason': 'shared with the partner university',
            'slot': 6},
           {'exam': 'PHYS241',
            'id': 'R6',
            'kind': 'pinned',
            'priority': 7,
            'reason': 'professional body sets the date',
            'slot': 3}],
 'size': {'BIOL222': 11,
          'BIOL267': 5,
          'BIOL300': 8,
          'BIOL478': 3,
          'COMP261': 9,
          'COMP342': 4,
          'COMP403': 10,
          'PHYS241': 14,
          'PHYS255': 14},
 'takes': {'a111459': ['COMP261', 'COMP342', 'COMP403'],
           'a111942': ['BIOL300', 'COMP403'],
           'a145938': ['COMP261', 'COMP403', 'PHYS241'],
           'a162691': ['BIOL300'],
           'a171086': ['COMP261', 'COMP342', 'COMP403'],
           'a175484': ['BIOL222', 'BIOL478', 'PHYS255'],
           'a277052': ['BIOL222', 'PHYS241', 'PHYS255'],
           'a302492': ['BIOL222', 'COMP261', 'COMP403'],
           'a416977': ['PHYS241', 'PHYS255'],
           'a467106': ['COMP261'],
           'a472134': ['PHYS241', 'PHYS255'],
           'a475297': ['BIOL300', 'PHYS241', 'PHYS255'],
           'a482061': ['PHYS255'],
           'a489964': ['PHYS241', 'PHYS255'],
           'a502075': ['BIOL222', 'BIOL267', 'COMP403'],
           'a517003': ['BIOL267'],
           'a538633': ['BIOL222', 'PHYS241', 'PHYS255'],
           'a575379': ['COMP261', 'COMP342'],
           'a617324': ['PHYS241', 'PHYS255'],
           'a623905': ['BIOL222', 'BIOL300'],
           'a627420': ['PHYS241'],
           'a727080': ['BIOL222', 'BIOL267', 'BIOL300'],
           'a743726': ['BIOL222', 'BIOL300'],
           'a816690': ['COMP261', 'COMP403'],
           'a817650': ['BIOL267', 'BIOL478'],
           'a871283': ['PHYS241', 'PHYS255'],
           'a884876': ['BIOL222', 'PHYS241', 'PHYS255'],
           'a895115': ['PHYS241', 'PHYS255'],
           'a914854': ['PHYS255'],
           'a923336': ['BIOL222', 'COMP261', 'COMP342', 'COMP403'],
           'a939313': ['BIOL300', 'COMP261', 'COMP403'],
           'a942875': ['BIOL222', 'BIOL267', 'BIOL478'],
           'a944127': ['PHYS241', 'PHYS255'],
           'a962011': ['BIOL300', 'COMP403'],
           'a992723': ['PHYS241']}}
OUT = '/work/registry/spring2026/published'
MODE = 'waive'
TRUTH = {'conflict': ['R4', 'R6'], 'on': ['R1', 'R2', 'R3', 'R5', 'R6'], 'value': 3, 'waived': 'R4'}
ROOMS = False
WAIVE = True

def _timetable():
    path = os.path.join(OUT, "timetable.csv")
    assert os.path.isfile(path), f"{path} is missing"
    import csv
    with open(path, newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    want = ["exam", "slot"] + (["room"] if ROOMS else [])
    assert rows and [c.strip() for c in rows[0]] == want, f"timetable header {rows[:1]}, expected {want}"
    slot, room = {}, {}
    for r in rows[1:]:
        assert len(r) == len(want), f"bad row {r}"
        e = r[0].strip()
        assert e not in slot, f"exam {e} appears twice"
        try:
            slot[e] = int(r[1])
        except ValueError:
            raise AssertionError(f"slot {r[1]!r} of {e} is not a number")
        if ROOMS:
            room[e] = r[2].strip()
    missing, unknown = sorted(set(P["exams"]) - set(slot)), sorted(set(slot) - set(P["exams"]))
    assert not missing and not unknown, f"exams missing {missing}, unknown {unknown}"
    return slot, room


def _summary():
    import json
    path = os.path.join(OUT, "summary.json")
    assert os.path.isfile(path), f"{path} is missing"
    return json.load(open(path))


def _conflict():
    import json
    path = os.path.join(OUT, "conflict.json")
    assert os.path.isfile(path), f"{path} is missing"
    got = json.load(open(path)).get("conflict")
    assert isinstance(got, list), "conflict must be a list of rule ids"
    return sorted(str(x) for x in got)


@pytest.mark.skipif(MODE == "conflict", reason="no timetable exists")
def test_timetable_satisfies_every_rule():
    slot, room = _timetable()
    bad = violations(P, slot, room, set(TRUTH["on"]))
    assert not bad, "; ".join(bad[:6])


@pytest.mark.skipif(MODE == "conflict", reason="no timetable exists")
def test_timetable_is_optimal():
    slot, room = _timetable()
    got = objective(P, slot)
    assert got == TRUTH["value"], f"the timetable's objective is {got}; the best valid timetable has {TRUTH['value']}"


@pytest.mark.skipif(MODE == "conflict", reason="no timetable exists")
def test_summary():
    d = _summary()
    assert d.get("objective") == TRUTH["value"], f"objective {d.get('objective')!r}, expected {TRUTH['value']}"
    if WAIVE:
        assert d.get("waived") == TRUTH["waived"], f"waived {d.get('waived')!r}, expected {TRUTH['waived']!r}"


@pytest.mark.skipif(MODE == "optimal", reason="every rule can be met")
def test_minimal_conflict():
    assert _conflict() == TRUTH["conflict"], f"conflict {_conflict()}, expected a different set of rules"


@pytest.mark.skipif(MODE != "conflict", reason="a timetable exists")
def test_no_timetable_published():
    assert not os.path.exists(os.path.join(OUT, "timetable.csv")), "no valid timetable exists; none may be published"
