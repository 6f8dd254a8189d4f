import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 23,
 'exams': ['ENGR404',
           'COMP461',
           'COMP279',
           'HIST297',
           'HIST302',
           'ENGR481',
           'COMP249',
           'ENGR178',
           'HIST234',
           'COMP151',
           'ENGR332'],
 'opt': 9,
 'pinned': {},
 'takes': {'u100198': ['ENGR178', 'ENGR332', 'ENGR404'],
           'u154702': ['HIST234', 'HIST297', 'HIST302'],
           'u172250': ['COMP151', 'COMP461', 'ENGR332'],
           'u191116': ['COMP151', 'COMP279', 'COMP461'],
           'u193213': ['COMP151', 'COMP279', 'COMP461', 'ENGR404'],
           'u222748': ['ENGR332', 'ENGR481'],
           'u259214': ['HIST234', 'HIST302'],
           'u262307': ['COMP151', 'COMP279', 'ENGR481'],
           'u263043': ['COMP279', 'COMP461'],
           'u265797': ['COMP249', 'HIST234', 'HIST297'],
           'u268685': ['HIST234', 'HIST297', 'HIST302'],
           'u273876': ['HIST234', 'HIST297'],
           'u287802': ['COMP151', 'COMP279', 'COMP461', 'HIST234'],
           'u290436': ['COMP151', 'COMP249', 'COMP461'],
           'u299152': ['HIST234', 'HIST297', 'HIST302'],
           'u300433': ['COMP151', 'COMP249', 'COMP461'],
           'u309228': ['ENGR332', 'ENGR404'],
           'u324959': ['ENGR178', 'ENGR481'],
           'u328978': ['ENGR404', 'HIST297'],
           'u331014': ['HIST234', 'HIST297'],
           'u401136': ['COMP249', 'COMP461'],
           'u408793': ['COMP279', 'HIST234', 'HIST297'],
           'u458658': ['HIST234', 'HIST297'],
           'u483324': ['HIST234', 'HIST302'],
           'u488127': ['COMP279', 'COMP461'],
           'u498100': ['ENGR332', 'ENGR404'],
           'u499101': ['HIST297', 'HIST302'],
           'u503358': ['COMP279', 'ENGR178', 'ENGR332'],
           'u542958': ['COMP151', 'COMP461'],
           'u563330': ['HIST234', 'HIST297', 'HIST302'],
           'u582825': ['ENGR404', 'HIST234', 'HIST302'],
           'u589955': ['COMP461', 'HIST297'],
           'u609324': ['ENGR178', 'HIST234'],
           'u611867': ['ENGR404', 'ENGR481', 'HIST234'],
           'u618041': ['COMP249', 'COMP279'],
           'u632345': ['COMP249', 'COMP279', 'COMP461'],
           'u634651': ['COMP279', 'HIST234'],
           'u637833': ['COMP249', 'HIST297', 'HIST302'],
           'u646026': ['ENGR332', 'ENGR404', 'ENGR481'],
           'u668576': ['COMP249', 'COMP279', 'COMP461', 'ENGR404'],
           'u694275': ['COMP151', 'COMP249'],
           'u703456': ['COMP151', 'COMP249'],
           'u707487': ['ENGR178', 'ENGR481'],
           'u710965': ['COMP151', 'COMP249', 'COMP279'],
           'u723736': ['ENGR178', 'ENGR332', 'ENGR481'],
           'u725015': ['COMP249', 'COMP461'],
           'u728274': ['ENGR178', 'ENGR332', 'ENGR481'],
           'u734962': ['COMP151', 'COMP461'],
           'u747738': ['COMP151', 'COMP279', 'COMP461'],
           'u773722': ['HIST234', 'HIST297', 'HIST302'],
           'u803816': ['ENGR178', 'ENGR332', 'ENGR481'],
           'u832792': ['COMP151', 'COMP249', 'COMP279'],
           'u837871': ['COMP151', 'COMP279'],
           'u867831': ['COMP151', 'COMP279'],
           'u903516': ['COMP279', 'COMP461', 'ENGR178'],
           'u929521': ['ENGR178', 'ENGR404'],
           'u967448': ['ENGR178', 'ENGR332', 'ENGR481', 'HIST234']},
 'unavailable': {}}
P = {'load': '/data/exams/summer2024/timetable/slot_load.csv',
 'summary': '/data/exams/summer2024/timetable/summary.json',
 'timetable': '/data/exams/summer2024/timetable/timetable.csv'}

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
