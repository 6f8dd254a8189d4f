import csv, json, os

T = {'b2b': True,
 'before': [['MATH480', 'MATH277'], ['PHYS451', 'PHYS327']],
 'cap': 22,
 'exams': ['MATH480', 'PHYS451', 'MATH277', 'CHEM127', 'PHYS222', 'PHYS327', 'MATH231', 'CHEM152', 'MATH187'],
 'opt': 7,
 'pinned': {'CHEM127': 3},
 'takes': {'n137292': ['CHEM127', 'CHEM152', 'MATH277'],
           'n144352': ['CHEM127'],
           'n154951': ['CHEM152'],
           'n212711': ['MATH187', 'MATH277'],
           'n217501': ['CHEM127', 'CHEM152'],
           'n226366': ['PHYS222', 'PHYS327'],
           'n227926': ['MATH231'],
           'n237190': ['MATH277', 'MATH480'],
           'n242819': ['MATH187', 'MATH277'],
           'n275583': ['CHEM152', 'MATH187'],
           'n335543': ['PHYS451'],
           'n396070': ['MATH231'],
           'n412104': ['CHEM127', 'CHEM152'],
           'n421743': ['CHEM127', 'MATH187', 'MATH231'],
           'n451421': ['MATH277', 'PHYS222', 'PHYS327'],
           'n496111': ['PHYS327', 'PHYS451'],
           'n525231': ['MATH277'],
           'n526285': ['MATH480'],
           'n526473': ['MATH187', 'PHYS222', 'PHYS451'],
           'n528964': ['CHEM127', 'PHYS327', 'PHYS451'],
           'n544254': ['MATH187'],
           'n587784': ['MATH231', 'MATH277'],
           'n594290': ['CHEM127', 'CHEM152'],
           'n607854': ['CHEM127', 'CHEM152'],
           'n617053': ['CHEM127', 'CHEM152'],
           'n653995': ['PHYS222', 'PHYS327'],
           'n690842': ['CHEM127'],
           'n731845': ['MATH231', 'MATH480', 'PHYS327'],
           'n759291': ['PHYS222', 'PHYS327'],
           'n815112': ['CHEM127', 'MATH187'],
           'n830266': ['PHYS327'],
           'n831356': ['CHEM127', 'CHEM152'],
           'n879075': ['PHYS222', 'PHYS327'],
           'n905969': ['CHEM127', 'CHEM152'],
           'n930012': ['CHEM152']},
 'unavailable': {'MATH187': [3], 'PHYS327': [1, 2]}}
P = {'load': '/data/exams/resit2025/timetable/slot_load.csv',
 'summary': '/data/exams/resit2025/timetable/summary.json',
 'timetable': '/data/exams/resit2025/timetable/timetable.csv'}

def _timetable():
    assert os.path.isfile(P["timetable"]), f"{P['timetable']} is missing"
    with open(P["timetable"], newline="") as f:
        rows = list(csv.reader(f))
    assert rows and rows[0] == ["exam", "slot"], f"timetable header {rows[:1]}"
    slot = {}
    for r in rows[1:]:
        if not r:
            continue
        assert r[0] not in slot, f"exam {r[0]} appears twice"
        slot[r[0]] = int(r[1])
    missing = sorted(set(T["exams"]) - set(slot))
    unknown = sorted(set(slot) - set(T["exams"]))
    assert not missing and not unknown, f"exams missing {missing}, unknown {unknown}"
    return slot

def test_every_exam_in_a_valid_slot():
    slot = _timetable()
    bad = {e: s for e, s in slot.items() if not 1 <= s <= T["opt"]}
    assert not bad, f"slots must be 1..{T['opt']}; got {bad}"

def test_minimum_number_of_slots():
    slot = _timetable()
    assert max(slot.values()) == T["opt"], (
        f"the last slot used is {max(slot.values())}; the shortest valid timetable ends at slot {T['opt']}")

def test_no_student_clash():
    slot = _timetable()
    for student, exams in T["takes"].items():
        ss = sorted(slot[e] for e in exams)
        assert len(set(ss)) == len(ss), f"student {student} has two exams in one slot: {exams} -> {ss}"
        if T["b2b"]:
            gaps = [b - a for a, b in zip(ss, ss[1:])]
            assert all(g >= 2 for g in gaps), f"student {student} has back-to-back exams: {exams} -> {ss}"

def test_capacity_and_rules():
    slot = _timetable()
    if T["cap"]:
        for s in set(slot.values()):
            seats = sum(1 for exams in T["takes"].values() for e in exams if slot[e] == s)
            assert seats <= T["cap"], f"slot {s} seats {seats} students, hall capacity {T['cap']}"
    for a, b in T["before"]:
        assert slot[a] < slot[b], f"{a} (slot {slot[a]}) must come before {b} (slot {slot[b]})"
    for e, bad in T["unavailable"].items():
        assert slot[e] not in bad, f"{e} is in slot {slot[e]}, which is unavailable for it"
    for e, s in T["pinned"].items():
        assert slot[e] == s, f"{e} is pinned to slot {s}, got {slot[e]}"

def test_slot_load_table():
    slot = _timetable()
    assert os.path.isfile(P["load"]), f"{P['load']} is missing"
    with open(P["load"], newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    assert rows[0] == ["slot", "exams", "students"], f"slot_load header {rows[0]}"
    want = [[s, sum(1 for e in slot if slot[e] == s),
             sum(1 for exams in T["takes"].values() for e in exams if slot[e] == s)]
            for s in range(1, max(slot.values()) + 1)]
    got = [[int(x) for x in r] for r in rows[1:]]
    assert got == want, f"slot_load rows {got}, expected {want} for your timetable"

def test_summary():
    assert os.path.isfile(P["summary"]), f"{P['summary']} is missing"
    d = json.load(open(P["summary"]))
    assert d.get("slots_used") == T["opt"], f"slots_used {d.get('slots_used')}, the optimum is {T['opt']}"
