import csv, json, os

T = {'b2b': True,
 'before': [['ECON411', 'ECON111'], ['COMP272', 'COMP340']],
 'cap': 28,
 'exams': ['ECON304',
           'ECON111',
           'ECON267',
           'COMP340',
           'COMP389',
           'ECON411',
           'BIOL106',
           'COMP272',
           'COMP184',
           'BIOL350',
           'BIOL464'],
 'opt': 9,
 'pinned': {'ECON411': 5},
 'takes': {'u150040': ['ECON411'],
           'u180799': ['ECON304', 'ECON411'],
           'u201755': ['COMP272', 'COMP340'],
           'u236373': ['ECON304'],
           'u248181': ['BIOL106', 'ECON411'],
           'u259821': ['COMP184', 'ECON111'],
           'u268224': ['ECON304'],
           'u308601': ['COMP184', 'COMP272'],
           'u356622': ['COMP340', 'COMP389', 'ECON111'],
           'u368294': ['BIOL106', 'COMP340'],
           'u382308': ['BIOL106', 'BIOL464', 'COMP184'],
           'u405259': ['BIOL106', 'BIOL350', 'COMP389'],
           'u418244': ['BIOL106', 'BIOL350'],
           'u477466': ['ECON267', 'ECON411'],
           'u516119': ['COMP184', 'COMP389'],
           'u533016': ['ECON267', 'ECON411'],
           'u537614': ['BIOL350', 'ECON304', 'ECON411'],
           'u541999': ['ECON111', 'ECON267'],
           'u552072': ['BIOL464', 'COMP184'],
           'u563425': ['COMP389', 'ECON267', 'ECON411'],
           'u593137': ['COMP272', 'ECON411'],
           'u608544': ['BIOL464'],
           'u609715': ['BIOL106', 'BIOL464'],
           'u625017': ['ECON304', 'ECON411'],
           'u626991': ['ECON111'],
           'u627263': ['COMP184'],
           'u628043': ['BIOL350', 'COMP184'],
           'u631569': ['BIOL350', 'BIOL464', 'COMP340'],
           'u684052': ['COMP184', 'COMP340'],
           'u693019': ['BIOL350', 'BIOL464'],
           'u713929': ['BIOL350', 'BIOL464', 'COMP272'],
           'u719674': ['BIOL464', 'ECON411'],
           'u746094': ['COMP340', 'ECON111'],
           'u751189': ['BIOL350', 'BIOL464', 'COMP184'],
           'u796526': ['COMP184', 'ECON411'],
           'u798054': ['BIOL464', 'ECON304'],
           'u866336': ['BIOL106', 'BIOL350'],
           'u870740': ['ECON111'],
           'u922903': ['BIOL350', 'ECON304', 'ECON411'],
           'u949296': ['BIOL464'],
           'u949868': ['ECON267']},
 'unavailable': {'COMP389': [4, 5], 'ECON304': [5]}}
P = {'load': '/home/timetabling/autumn2027/timetable/slot_load.csv',
 'summary': '/home/timetabling/autumn2027/timetable/summary.json',
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

def test_summary():
    assert os.path.isfile(P["summary"]), f"{P['summary']} is missing"
    d = json.load(open(P["summary"]))
    assert d.get("slots_used") == T["opt"], f"slots_used {d.get('slots_used')}, the optimum is {T['opt']}"
