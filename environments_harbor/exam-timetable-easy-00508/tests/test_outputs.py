import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['ENGR341',
           'COMP466',
           'COMP372',
           'ECON286',
           'ECON365',
           'ECON358',
           'ECON447',
           'ENGR366',
           'COMP210',
           'ENGR183',
           'COMP398'],
 'opt': 5,
 'pinned': {},
 'takes': {'u104979': ['ENGR183', 'ENGR341', 'ENGR366'],
           'u114032': ['COMP210', 'COMP466'],
           'u150596': ['ENGR183', 'ENGR341', 'ENGR366'],
           'u158655': ['COMP210', 'COMP372', 'COMP398'],
           'u164884': ['COMP398', 'ECON358', 'ECON365', 'ECON447'],
           'u194915': ['ENGR183', 'ENGR341', 'ENGR366'],
           'u200445': ['COMP210', 'COMP466', 'ECON358'],
           'u212173': ['ENGR341', 'ENGR366'],
           'u230767': ['ENGR183', 'ENGR341'],
           'u254290': ['COMP210', 'COMP372', 'COMP466', 'ECON358'],
           'u282095': ['ECON358', 'ENGR183', 'ENGR366'],
           'u295924': ['COMP372', 'COMP466'],
           'u305301': ['ECON286', 'ECON358', 'ECON447'],
           'u329269': ['ECON286', 'ECON358', 'ECON365'],
           'u339729': ['COMP210', 'COMP398', 'COMP466'],
           'u364018': ['ECON365', 'ECON447'],
           'u428936': ['COMP398', 'ECON286', 'ECON358', 'ECON447'],
           'u445482': ['COMP210', 'COMP398', 'ECON286'],
           'u463963': ['COMP210', 'COMP372', 'COMP398'],
           'u472497': ['COMP466', 'ENGR183', 'ENGR341', 'ENGR366'],
           'u492541': ['ECON365', 'ENGR183', 'ENGR341', 'ENGR366'],
           'u507970': ['ENGR183', 'ENGR341'],
           'u518582': ['ECON365', 'ENGR183', 'ENGR341'],
           'u534410': ['COMP372', 'COMP398', 'COMP466'],
           'u550229': ['ECON358', 'ECON365', 'ECON447'],
           'u607416': ['COMP398', 'COMP466', 'ECON286'],
           'u619756': ['ENGR183', 'ENGR341'],
           'u628522': ['ECON286', 'ECON358', 'ECON447'],
           'u648158': ['COMP398', 'ENGR183', 'ENGR341', 'ENGR366'],
           'u683178': ['ENGR341', 'ENGR366'],
           'u701151': ['ECON286', 'ECON365', 'ECON447'],
           'u720199': ['ENGR183', 'ENGR341', 'ENGR366'],
           'u745374': ['ECON286', 'ECON365', 'ECON447'],
           'u757739': ['ECON358', 'ECON365', 'ECON447'],
           'u761143': ['COMP210', 'COMP466'],
           'u803880': ['ENGR341', 'ENGR366'],
           'u866820': ['ECON286', 'ECON358', 'ECON447'],
           'u872377': ['ECON365', 'ECON447'],
           'u878866': ['ECON358', 'ECON447'],
           'u900455': ['ENGR183', 'ENGR341', 'ENGR366'],
           'u935628': ['ENGR183', 'ENGR366'],
           'u936339': ['ECON286', 'ECON447'],
           'u944918': ['ECON286', 'ECON358'],
           'u947095': ['COMP210', 'ECON358', 'ECON365'],
           'u962780': ['COMP210', 'COMP372', 'COMP466']},
 'unavailable': {}}
P = {'load': '/srv/registry/resit2025/timetable/slot_load.csv',
 'timetable': '/srv/registry/resit2025/timetable/timetable.csv'}

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
