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

P = {'comps': ['duration', 'unavailable', 'pinned', 'consecutive', 'before'],
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
 'dur': {'ENGR484': 90,
         'HIST111': 90,
         'HIST223': 180,
         'HIST268': 90,
         'HIST441': 90,
         'PHYS337': 120,
         'PHYS382': 180,
         'PHYS475': 90,
         'PHYS486': 90},
 'evening': [3, 6, 9, 12],
 'exams': ['PHYS337', 'PHYS382', 'ENGR484', 'HIST223', 'HIST268', 'HIST111', 'PHYS475', 'PHYS486', 'HIST441'],
 'minutes': {1: 180, 2: 150, 3: 120, 4: 180, 5: 150, 6: 120, 7: 180, 8: 150, 9: 120, 10: 180, 11: 150, 12: 120},
 'obj': 'obj_evening',
 'rules': [{'exams': ['ENGR484', 'HIST441'],
            'id': 'R1',
            'kind': 'consecutive',
            'priority': 3,
            'reason': 'written part then practical part'},
           {'exams': ['HIST268', 'HIST441'],
            'id': 'R2',
            'kind': 'before',
            'priority': 1,
            'reason': "results of the first feed the second's marking"},
           {'exams': ['HIST441', 'HIST111'],
            'id': 'R3',
            'kind': 'before',
            'priority': 4,
            'reason': "results of the first feed the second's marking"},
           {'exam': 'HIST441',
            'id': 'R4',
            'kind': 'unavailable',
            'priority': 6,
            'reason': 'module leader on leave',
            'slots': [7, 11]},
           {'exam': 'PHYS382',
            'id': 'R5',
            'kind': 'pinned',
            'priority': 7,
            'reason': 'external examiner visiting that day',
            'slot': 1},
           {'exams': ['HIST111', 'PHYS382'],
            'id': 'R6',
            'kind': 'before',
            'priority': 8,
            'reason': 'resit candidates sit the core first'},
           {'exam': 'ENGR484',
            'id': 'R7',
            'kind': 'pinned',
            'priority': 9,
            'reason': 'professional body sets the date',
            'slot': 5},
           {'exam': 'HIST441',
            'id': 'R8',
            'kind': 'unavailable',
            'priority': 5,
            'reason': 'examiner on jury service',
            'slots': [1, 2, 4, 5, 7, 8, 9, 10, 11, 12]}],
 'size': {'ENGR484': 23,
          'HIST111': 15,
          'HIST223': 11,
          'HIST268': 6,
          'HIST441': 7,
          'PHYS337': 12,
          'PHYS382': 14,
          'PHYS475': 13,
          'PHYS486': 9},
 'takes': {'a100964': ['PHYS382', 'PHYS475', 'PHYS486'],
           'a106870': ['ENGR484', 'HIST268'],
           'a116053': ['ENGR484', 'PHYS382'],
           'a150704': ['ENGR484'],
           'a177108': ['HIST111', 'PHYS337', 'PHYS382', 'PHYS486'],
           'a222543': ['HIST223', 'PHYS475'],
           'a247955': ['HIST111', 'HIST223', 'HIST268', 'PHYS475'],
           'a250658': ['ENGR484'],
           'a255309': ['ENGR484'],
           'a279131': ['ENGR484'],
           'a321628': ['ENGR484', 'PHYS337', 'PHYS475'],
           'a354240': ['HIST111', 'PHYS475'],
           'a364451': ['ENGR484'],
           'a394661': ['ENGR484', 'PHYS337'],
           'a406030': ['PHYS337', 'PHYS382', 'PHYS475'],
           'a408529': ['HIST441', 'PHYS382', 'PHYS475', 'PHYS486'],
           'a411701': ['HIST223'],
           'a436263': ['ENGR484'],
           'a454303': ['HIST223', 'HIST268', 'HIST441', 'PHYS382'],
           'a469630': ['HIST441', 'PHYS382', 'PHYS486'],
           'a488802': ['PHYS382', 'PHYS486'],
           'a493427': ['PHYS337'],
           'a499069': ['PHYS475', 'PHYS486'],
           'a503327': ['ENGR484'],
           'a530825': ['HIST111', 'PHYS337', 'PHYS382'],
           'a535705': ['PHYS382', 'PHYS475', 'PHYS486'],
           'a548872': ['HIST111', 'HIST223'],
           'a574849': ['ENGR484', 'HIST268'],
           'a576428': ['HIST111', 'PHYS382', 'PHYS475'],
           'a583692': ['ENGR484'],
           'a606170': ['HIST111', 'HIST223', 'HIST441'],
           'a637679': ['ENGR484'],
           'a639798': ['HIST111'],
           'a645767': ['PHYS337', 'PHYS475'],
           'a650848': ['PHYS337', 'PHYS475', 'PHYS486'],
           'a655283': ['ENGR484'],
           'a686685': ['HIST223', 'PHYS337', 'PHYS382'],
           'a716089': ['ENGR484'],
           'a726737': ['ENGR484'],
           'a766857': ['ENGR484'],
           'a773964': ['HIST111', 'HIST223'],
           'a793811': ['HIST111'],
           'a808687': ['ENGR484', 'HIST268'],
           'a808772': ['HIST111', 'HIST223'],
           'a850072': ['ENGR484', 'PHYS337'],
           'a867624': ['HIST111', 'HIST441'],
           'a868820': ['HIST111', 'HIST223'],
           'a882020': ['HIST441', 'PHYS337', 'PHYS382'],
           'a885245': ['HIST223', 'HIST441'],
           'a899028': ['ENGR484', 'HIST111'],
           'a907870': ['HIST111'],
           'a920080': ['PHYS337', 'PHYS382', 'PHYS475'],
           'a932203': ['ENGR484', 'PHYS486'],
           'a977351': ['ENGR484'],
           'a988866': ['HIST268']}}
OUT = '/work/registry/autumn2025/published'
MODE = 'waive'
TRUTH = {'conflict': ['R5', 'R6'], 'on': ['R1', 'R2', 'R3', 'R4', 'R6', 'R7', 'R8'], 'value': 7, 'waived': 'R5'}
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
