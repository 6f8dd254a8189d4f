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

P = {'comps': ['labs', 'pinned', 'consecutive', 'before'],
 'day': {1: 'Mon',
         2: 'Mon',
         3: 'Mon',
         4: 'Tue',
         5: 'Tue',
         6: 'Tue',
         7: 'Wed',
         8: 'Wed',
         9: 'Wed',
         10: 'Thu',
         11: 'Thu',
         12: 'Thu'},
 'evening': [3, 6, 9, 12],
 'exams': ['ENGR408', 'PHYS416', 'PHYS211', 'ENGR134', 'BIOL378', 'ENGR262', 'ENGR457', 'BIOL281', 'PHYS126'],
 'lab_exams': ['ENGR134', 'PHYS416'],
 'labs': ['Teaching Lab C'],
 'minutes': {1: 180, 2: 150, 3: 120, 4: 180, 5: 150, 6: 120, 7: 180, 8: 150, 9: 120, 10: 180, 11: 150, 12: 120},
 'obj': 'obj_evening',
 'rooms': {'Hall B': 26, 'Library Annex': 5, 'Teaching Lab C': 12},
 'rules': [{'exam': 'PHYS126',
            'id': 'R1',
            'kind': 'pinned',
            'priority': 9,
            'reason': 'professional body sets the date',
            'slot': 1},
           {'exams': ['PHYS416', 'BIOL281'],
            'id': 'R2',
            'kind': 'before',
            'priority': 4,
            'reason': 'resit candidates sit the core first'},
           {'exams': ['PHYS416', 'PHYS126'],
            'id': 'R3',
            'kind': 'before',
            'priority': 8,
            'reason': "results of the first feed the second's marking"},
           {'exam': 'ENGR134',
            'id': 'R4',
            'kind': 'pinned',
            'priority': 1,
            'reason': 'professional body sets the date',
            'slot': 6},
           {'exams': ['BIOL281', 'ENGR262'],
            'id': 'R5',
            'kind': 'consecutive',
            'priority': 2,
            'reason': 'paper I and paper II of one module'}],
 'size': {'BIOL281': 26,
          'BIOL378': 25,
          'ENGR134': 8,
          'ENGR262': 7,
          'ENGR408': 7,
          'ENGR457': 15,
          'PHYS126': 13,
          'PHYS211': 11,
          'PHYS416': 11},
 'takes': {'a103457': ['PHYS126', 'PHYS211', 'PHYS416'],
           'a119831': ['BIOL281', 'BIOL378'],
           'a153167': ['BIOL281', 'BIOL378', 'ENGR457'],
           'a157027': ['ENGR457', 'PHYS126', 'PHYS211'],
           'a158797': ['BIOL281', 'ENGR408', 'ENGR457'],
           'a165004': ['PHYS126'],
           'a214316': ['ENGR134'],
           'a217771': ['BIOL281', 'BIOL378'],
           'a248728': ['BIOL378'],
           'a294332': ['ENGR408', 'ENGR457'],
           'a303186': ['ENGR262', 'ENGR408', 'ENGR457'],
           'a309449': ['PHYS126', 'PHYS211'],
           'a324920': ['BIOL281', 'BIOL378'],
           'a342951': ['ENGR134', 'ENGR262', 'ENGR457', 'PHYS126'],
           'a343696': ['PHYS126', 'PHYS211', 'PHYS416'],
           'a347234': ['BIOL281', 'BIOL378'],
           'a413188': ['BIOL378', 'ENGR408', 'ENGR457'],
           'a503213': ['BIOL281', 'BIOL378'],
           'a507003': ['BIOL281', 'BIOL378'],
           'a512225': ['BIOL281', 'BIOL378'],
           'a535411': ['BIOL281', 'BIOL378'],
           'a542070': ['PHYS126'],
           'a543950': ['PHYS416'],
           'a545570': ['ENGR262', 'ENGR457'],
           'a570934': ['BIOL281', 'ENGR457'],
           'a605535': ['ENGR134', 'ENGR457', 'PHYS211'],
           'a606675': ['BIOL281', 'BIOL378', 'ENGR134'],
           'a609885': ['BIOL281', 'BIOL378', 'ENGR457'],
           'a643002': ['BIOL378', 'PHYS416'],
           'a644242': ['BIOL281', 'ENGR134', 'ENGR408', 'ENGR457'],
           'a676066': ['BIOL281', 'BIOL378'],
           'a717147': ['BIOL281', 'BIOL378', 'PHYS126'],
           'a740971': ['PHYS416'],
           'a748492': ['PHYS126', 'PHYS416'],
           'a760276': ['BIOL281', 'BIOL378'],
           'a778359': ['ENGR134', 'ENGR262', 'ENGR408', 'PHYS211'],
           'a783420': ['ENGR262', 'ENGR457'],
           'a786357': ['BIOL281', 'BIOL378'],
           'a792077': ['PHYS416'],
           'a804531': ['ENGR134', 'ENGR457'],
           'a813041': ['BIOL281', 'BIOL378', 'PHYS416'],
           'a819366': ['ENGR408'],
           'a857202': ['BIOL281', 'BIOL378'],
           'a861035': ['BIOL281', 'BIOL378', 'PHYS211'],
           'a866644': ['BIOL281'],
           'a877739': ['ENGR262', 'PHYS126', 'PHYS416'],
           'a894862': ['BIOL281', 'BIOL378'],
           'a914108': ['PHYS126', 'PHYS211', 'PHYS416'],
           'a916018': ['PHYS211', 'PHYS416'],
           'a920653': ['BIOL281', 'BIOL378', 'PHYS211'],
           'a941300': ['ENGR134', 'PHYS126'],
           'a963386': ['BIOL378'],
           'a971814': ['ENGR262', 'ENGR457'],
           'a977247': ['BIOL281', 'PHYS126', 'PHYS211'],
           'a995452': ['BIOL281', 'BIOL378']}}
OUT = '/opt/examboard/winter2025/published'
MODE = 'waive'
TRUTH = {'conflict': ['R1', 'R3'], 'on': ['R1', 'R2', 'R4', 'R5'], 'value': 8, 'waived': 'R3'}
ROOMS = True
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
