import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['MATH368',
           'MATH284',
           'MATH318',
           'MATH226',
           'HIST205',
           'HIST107',
           'PHYS161',
           'HIST471',
           'PHYS212',
           'PHYS119',
           'HIST450'],
 'opt': 5,
 'pinned': {},
 'takes': {'n106813': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n129135': ['HIST107', 'HIST450'],
           'n133706': ['PHYS119', 'PHYS161'],
           'n176198': ['HIST107', 'HIST205'],
           'n225070': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n268106': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n278811': ['PHYS161', 'PHYS212'],
           'n317406': ['HIST205', 'HIST450', 'HIST471', 'MATH226'],
           'n334768': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n362754': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n390757': ['PHYS161', 'PHYS212'],
           'n400642': ['HIST107', 'HIST205', 'HIST450', 'MATH368'],
           'n422281': ['MATH318', 'MATH368', 'PHYS161'],
           'n433112': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n460190': ['MATH226', 'MATH284', 'MATH318', 'PHYS212'],
           'n475826': ['HIST471', 'MATH226', 'MATH318'],
           'n481448': ['HIST107', 'HIST450', 'HIST471'],
           'n556689': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n563811': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n577964': ['MATH226', 'PHYS119', 'PHYS161'],
           'n668593': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n684105': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n720103': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n722110': ['HIST450', 'HIST471'],
           'n739536': ['PHYS161', 'PHYS212'],
           'n747290': ['PHYS119', 'PHYS212'],
           'n773207': ['MATH284', 'MATH318'],
           'n805801': ['HIST450', 'HIST471'],
           'n829481': ['MATH226', 'MATH368', 'PHYS161'],
           'n830946': ['HIST107', 'HIST471'],
           'n846771': ['HIST107', 'HIST205', 'HIST471', 'MATH368'],
           'n851081': ['HIST107', 'HIST450', 'HIST471'],
           'n868295': ['HIST205', 'HIST450'],
           'n888051': ['HIST107', 'HIST205', 'HIST471'],
           'n909942': ['MATH226', 'MATH284'],
           'n938597': ['PHYS119', 'PHYS161', 'PHYS212'],
           'n961544': ['PHYS119', 'PHYS212'],
           'n969346': ['MATH226', 'MATH284', 'MATH368']},
 'unavailable': {}}
P = {'load': '/opt/examboard/spring2026/timetable/slot_load.csv',
 'timetable': '/opt/examboard/spring2026/timetable/timetable.csv'}

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
