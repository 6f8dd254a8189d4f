import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['CHEM221',
           'MATH212',
           'MATH262',
           'MATH214',
           'ECON311',
           'CHEM201',
           'CHEM155',
           'ECON175',
           'MATH272',
           'CHEM158'],
 'opt': 5,
 'pinned': {},
 'takes': {'a124055': ['CHEM155', 'CHEM201'],
           'a187821': ['ECON175', 'ECON311'],
           'a188326': ['CHEM158', 'MATH214', 'MATH262'],
           'a234477': ['MATH212', 'MATH214', 'MATH262'],
           'a242804': ['CHEM158', 'CHEM221', 'MATH262'],
           'a243038': ['MATH214', 'MATH262', 'MATH272'],
           'a244243': ['ECON311', 'MATH212', 'MATH262', 'MATH272'],
           'a332324': ['CHEM155', 'CHEM221', 'MATH212'],
           'a332372': ['CHEM201', 'CHEM221'],
           'a336358': ['ECON175', 'ECON311'],
           'a337529': ['CHEM221', 'ECON175', 'ECON311'],
           'a363470': ['CHEM158', 'CHEM201'],
           'a397976': ['CHEM155', 'CHEM158'],
           'a399126': ['CHEM158', 'CHEM201', 'ECON311'],
           'a424105': ['CHEM155', 'CHEM158', 'CHEM221'],
           'a424758': ['CHEM155', 'CHEM221', 'MATH272'],
           'a476038': ['ECON175', 'ECON311'],
           'a479022': ['ECON175', 'ECON311'],
           'a491419': ['CHEM221', 'ECON175', 'ECON311'],
           'a495698': ['ECON175', 'MATH214', 'MATH272'],
           'a530871': ['CHEM158', 'CHEM201', 'CHEM221', 'MATH272'],
           'a563026': ['MATH212', 'MATH214', 'MATH262'],
           'a608668': ['ECON175', 'ECON311'],
           'a618577': ['ECON175', 'ECON311'],
           'a653083': ['MATH214', 'MATH262'],
           'a667119': ['CHEM201', 'CHEM221'],
           'a709990': ['CHEM155', 'MATH214', 'MATH262'],
           'a728330': ['CHEM201', 'ECON175', 'ECON311'],
           'a806922': ['ECON311', 'MATH214', 'MATH262', 'MATH272'],
           'a807843': ['CHEM158', 'CHEM201', 'CHEM221'],
           'a852989': ['ECON175', 'ECON311'],
           'a919115': ['MATH212', 'MATH214', 'MATH272'],
           'a957183': ['CHEM155', 'MATH212', 'MATH214'],
           'a974243': ['ECON175', 'ECON311'],
           'a986731': ['CHEM155', 'CHEM201', 'MATH272']},
 'unavailable': {}}
P = {'load': '/home/timetabling/autumn2027/timetable/slot_load.csv',
 'timetable': '/home/timetabling/autumn2027/timetable/timetable.csv'}

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
