import csv, json, os

T = {'b2b': True,
 'before': [['BIOL407', 'BIOL125'], ['PHYS451', 'PHYS337']],
 'cap': 30,
 'exams': ['BIOL295', 'PHYS451', 'PHYS488', 'PHYS337', 'BIOL125', 'MATH193', 'MATH326', 'PHYS165', 'BIOL407'],
 'opt': 9,
 'pinned': {'MATH193': 1},
 'takes': {'n107580': ['BIOL295'],
           'n108873': ['BIOL125', 'MATH193'],
           'n116847': ['MATH193', 'MATH326'],
           'n177908': ['BIOL125', 'BIOL295'],
           'n184465': ['BIOL295', 'PHYS165', 'PHYS488'],
           'n195187': ['BIOL125', 'PHYS165'],
           'n227236': ['MATH193', 'MATH326'],
           'n250866': ['PHYS165'],
           'n272661': ['BIOL125', 'BIOL407'],
           'n286484': ['BIOL125', 'BIOL407'],
           'n291117': ['BIOL125'],
           'n293859': ['MATH193', 'MATH326'],
           'n294943': ['BIOL407'],
           'n309974': ['BIOL295', 'PHYS165'],
           'n340720': ['BIOL125', 'MATH326'],
           'n372431': ['BIOL125', 'MATH326'],
           'n419656': ['MATH193', 'MATH326'],
           'n447477': ['MATH326', 'PHYS165'],
           'n453446': ['MATH193', 'MATH326'],
           'n459262': ['BIOL295'],
           'n466516': ['BIOL295', 'BIOL407'],
           'n473958': ['MATH193', 'PHYS488'],
           'n475153': ['MATH193', 'MATH326'],
           'n482937': ['MATH193', 'MATH326', 'PHYS488'],
           'n488751': ['MATH193', 'MATH326'],
           'n503815': ['MATH326'],
           'n507516': ['BIOL295', 'BIOL407', 'MATH326'],
           'n523379': ['PHYS337', 'PHYS451'],
           'n541244': ['MATH326'],
           'n625460': ['MATH326', 'PHYS165'],
           'n626363': ['PHYS337', 'PHYS451'],
           'n632124': ['MATH193', 'MATH326'],
           'n642784': ['MATH326', 'PHYS337'],
           'n680654': ['BIOL295', 'BIOL407', 'PHYS165'],
           'n691246': ['PHYS451', 'PHYS488'],
           'n725462': ['MATH193', 'MATH326'],
           'n737136': ['MATH326'],
           'n760937': ['MATH193', 'PHYS337'],
           'n789711': ['BIOL125', 'PHYS165'],
           'n813445': ['BIOL407'],
           'n866008': ['PHYS165', 'PHYS488'],
           'n868012': ['PHYS337', 'PHYS451'],
           'n883602': ['BIOL295', 'BIOL407', 'PHYS165'],
           'n891597': ['PHYS165', 'PHYS488'],
           'n956361': ['BIOL295', 'PHYS165', 'PHYS337'],
           'n984998': ['MATH193', 'PHYS488'],
           'n989067': ['MATH193']},
 'unavailable': {'BIOL295': [2, 3], 'MATH326': [1, 5]}}
P = {'load': '/data/exams/resit2026/timetable/slot_load.csv',
 'summary': '/data/exams/resit2026/timetable/summary.json',
 'timetable': '/data/exams/resit2026/timetable/timetable.csv'}

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
