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

P = {'comps': ['duration', 'unavailable', 'same_slot'],
 'day': {1: 'Mon', 2: 'Mon', 3: 'Mon', 4: 'Tue', 5: 'Tue', 6: 'Tue', 7: 'Wed', 8: 'Wed', 9: 'Wed'},
 'dur': {'COMP211': 180,
         'COMP253': 90,
         'COMP456': 90,
         'HIST232': 180,
         'HIST372': 180,
         'HIST451': 120,
         'PHYS168': 120,
         'PHYS298': 90,
         'PHYS321': 120},
 'evening': [3, 6, 9],
 'exams': ['HIST451', 'COMP253', 'COMP211', 'PHYS168', 'PHYS298', 'HIST232', 'PHYS321', 'HIST372', 'COMP456'],
 'minutes': {1: 180, 2: 150, 3: 120, 4: 180, 5: 150, 6: 120, 7: 180, 8: 150, 9: 120},
 'obj': 'obj_evening',
 'rules': [{'exams': ['PHYS321', 'COMP211'],
            'id': 'R1',
            'kind': 'same_slot',
            'priority': 1,
            'reason': 'cross-listed module, one paper'}],
 'size': {'COMP211': 9,
          'COMP253': 8,
          'COMP456': 10,
          'HIST232': 6,
          'HIST372': 10,
          'HIST451': 10,
          'PHYS168': 8,
          'PHYS298': 14,
          'PHYS321': 10},
 'takes': {'n101510': ['COMP253', 'COMP456', 'HIST232'],
           'n104408': ['HIST451', 'PHYS298'],
           'n110580': ['COMP211', 'COMP456', 'PHYS168'],
           'n123244': ['COMP253', 'PHYS168', 'PHYS298', 'PHYS321'],
           'n130546': ['HIST372', 'PHYS168'],
           'n144837': ['HIST372'],
           'n151506': ['COMP253'],
           'n159846': ['COMP211', 'COMP253', 'COMP456'],
           'n201604': ['COMP456'],
           'n203572': ['PHYS321'],
           'n227252': ['COMP211'],
           'n229645': ['PHYS298', 'PHYS321'],
           'n266897': ['COMP211', 'COMP456'],
           'n305048': ['HIST232', 'HIST372', 'HIST451'],
           'n349173': ['HIST451', 'PHYS298', 'PHYS321'],
           'n357936': ['HIST451'],
           'n370433': ['PHYS168', 'PHYS298', 'PHYS321'],
           'n372678': ['PHYS298', 'PHYS321'],
           'n476099': ['COMP211', 'COMP253', 'HIST451'],
           'n490665': ['HIST372', 'PHYS321'],
           'n500024': ['PHYS298'],
           'n508261': ['COMP456', 'HIST232', 'HIST372', 'HIST451'],
           'n533630': ['COMP211'],
           'n537689': ['HIST232', 'HIST372'],
           'n558847': ['HIST232', 'PHYS168', 'PHYS298', 'PHYS321'],
           'n581257': ['PHYS321'],
           'n604945': ['COMP456', 'HIST372', 'HIST451'],
           'n638906': ['PHYS298'],
           'n685179': ['COMP211', 'HIST372'],
           'n713670': ['COMP211', 'PHYS168', 'PHYS298'],
           'n716853': ['HIST372', 'PHYS298'],
           'n836914': ['COMP253', 'PHYS298'],
           'n841422': ['HIST451', 'PHYS168'],
           'n850767': ['PHYS321'],
           'n869666': ['HIST232', 'HIST372', 'HIST451'],
           'n875316': ['COMP456', 'PHYS168', 'PHYS298'],
           'n875636': ['COMP456', 'PHYS298'],
           'n911995': ['COMP211', 'COMP253', 'COMP456'],
           'n985909': ['COMP253', 'HIST451']}}
OUT = '/srv/registry/winter2024/published'
MODE = 'optimal'
TRUTH = {'conflict': None, 'on': ['R1'], 'value': 8, 'waived': None}
ROOMS = False
WAIVE = False

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
