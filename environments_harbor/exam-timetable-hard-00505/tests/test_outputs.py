import csv, json, os

T = {'b2b': True,
 'before': [['ECON203', 'ECON340'], ['HIST220', 'HIST255']],
 'cap': 30,
 'exams': ['HIST321',
           'ECON340',
           'PHYS164',
           'PHYS343',
           'HIST220',
           'ECON271',
           'HIST255',
           'ECON203',
           'PHYS342',
           'ECON154'],
 'opt': 9,
 'pinned': {'ECON154': 3},
 'takes': {'a192029': ['ECON203', 'ECON340', 'HIST255'],
           'a209454': ['ECON340'],
           'a266688': ['HIST220', 'PHYS343'],
           'a273535': ['ECON271'],
           'a276657': ['HIST255', 'PHYS164', 'PHYS343'],
           'a307574': ['ECON203', 'PHYS342'],
           'a310116': ['ECON203', 'ECON340'],
           'a316107': ['HIST220', 'HIST321'],
           'a333609': ['HIST220', 'HIST255'],
           'a337390': ['ECON271', 'HIST220', 'HIST321'],
           'a346628': ['PHYS164', 'PHYS343'],
           'a349691': ['PHYS342', 'PHYS343'],
           'a393692': ['PHYS164', 'PHYS342'],
           'a404000': ['PHYS164'],
           'a439238': ['PHYS164', 'PHYS343'],
           'a439876': ['PHYS342', 'PHYS343'],
           'a462435': ['PHYS164', 'PHYS342'],
           'a483491': ['ECON271', 'PHYS342'],
           'a496838': ['PHYS164', 'PHYS343'],
           'a497812': ['ECON340', 'PHYS164'],
           'a498404': ['ECON203', 'ECON340'],
           'a499440': ['ECON154', 'HIST220'],
           'a509142': ['ECON203', 'ECON340', 'PHYS164'],
           'a531752': ['HIST255', 'PHYS164'],
           'a556447': ['ECON340'],
           'a577981': ['HIST220', 'PHYS164', 'PHYS343'],
           'a589608': ['HIST321'],
           'a606037': ['HIST255', 'PHYS342'],
           'a620422': ['PHYS164', 'PHYS343'],
           'a628424': ['ECON340', 'PHYS164', 'PHYS343'],
           'a662225': ['PHYS342'],
           'a663735': ['HIST220'],
           'a669672': ['HIST220', 'HIST255', 'PHYS164'],
           'a686007': ['ECON203', 'PHYS342'],
           'a700306': ['ECON154'],
           'a790413': ['ECON154', 'HIST321'],
           'a808443': ['PHYS164', 'PHYS342'],
           'a845863': ['HIST255', 'PHYS343'],
           'a861786': ['HIST220', 'PHYS342'],
           'a880173': ['ECON340', 'PHYS164'],
           'a905962': ['HIST255', 'HIST321'],
           'a907733': ['ECON154'],
           'a916602': ['ECON154', 'HIST255', 'HIST321'],
           'a929707': ['HIST321', 'PHYS164', 'PHYS342'],
           'a987049': ['ECON203', 'ECON271']},
 'unavailable': {'ECON203': [3, 4], 'PHYS164': [1, 4]}}
P = {'load': '/work/registry/winter2026/timetable/slot_load.csv',
 'summary': '/work/registry/winter2026/timetable/summary.json',
 'timetable': '/work/registry/winter2026/timetable/timetable.csv'}

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
