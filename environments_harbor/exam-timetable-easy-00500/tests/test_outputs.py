import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['BIOL112',
           'COMP245',
           'COMP458',
           'BIOL365',
           'MATH486',
           'MATH261',
           'COMP452',
           'COMP395',
           'BIOL362',
           'BIOL231',
           'MATH488',
           'MATH330'],
 'opt': 5,
 'pinned': {},
 'takes': {'s114879': ['COMP245', 'COMP395', 'COMP458', 'MATH488'],
           's123418': ['BIOL112', 'BIOL231', 'BIOL362', 'COMP458'],
           's183185': ['COMP245', 'COMP395'],
           's191419': ['COMP395', 'COMP452', 'COMP458'],
           's194436': ['COMP395', 'COMP452', 'COMP458'],
           's196742': ['BIOL231', 'MATH261', 'MATH486'],
           's209156': ['COMP395', 'COMP452', 'COMP458'],
           's250330': ['COMP395', 'COMP452', 'MATH488'],
           's285646': ['BIOL231', 'BIOL362'],
           's311533': ['BIOL231', 'BIOL362'],
           's313369': ['COMP245', 'COMP452', 'COMP458'],
           's314660': ['COMP395', 'COMP458'],
           's380631': ['BIOL112', 'BIOL231', 'COMP452'],
           's406246': ['MATH330', 'MATH486'],
           's498380': ['MATH330', 'MATH488'],
           's523737': ['COMP452', 'COMP458'],
           's531847': ['BIOL365', 'MATH261', 'MATH330', 'MATH488'],
           's543173': ['COMP245', 'COMP458'],
           's548315': ['BIOL112', 'BIOL231', 'BIOL362'],
           's559737': ['COMP245', 'COMP458'],
           's560258': ['BIOL365', 'MATH261', 'MATH330', 'MATH486'],
           's595735': ['MATH261', 'MATH330', 'MATH486'],
           's607502': ['COMP245', 'COMP458'],
           's636919': ['BIOL231', 'BIOL362', 'BIOL365'],
           's697834': ['BIOL231', 'BIOL362'],
           's699323': ['BIOL231', 'BIOL362'],
           's720771': ['MATH261', 'MATH486'],
           's731476': ['BIOL112', 'BIOL362', 'BIOL365'],
           's737193': ['COMP245', 'COMP452', 'COMP458', 'MATH486'],
           's749178': ['BIOL112', 'BIOL231', 'BIOL365', 'MATH486'],
           's793211': ['BIOL231', 'BIOL362', 'MATH261'],
           's821860': ['BIOL112', 'MATH330', 'MATH486', 'MATH488'],
           's870053': ['BIOL231', 'BIOL365'],
           's877257': ['COMP452', 'MATH330', 'MATH486'],
           's882700': ['BIOL231', 'BIOL362'],
           's913780': ['COMP458', 'MATH261', 'MATH486'],
           's920936': ['MATH330', 'MATH486', 'MATH488'],
           's950635': ['COMP245', 'COMP452', 'COMP458', 'MATH488'],
           's982647': ['BIOL231', 'BIOL362', 'BIOL365']},
 'unavailable': {}}
P = {'load': '/work/registry/spring2023/timetable/slot_load.csv',
 'timetable': '/work/registry/spring2023/timetable/timetable.csv'}

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
