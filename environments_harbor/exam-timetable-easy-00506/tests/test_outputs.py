import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['CHEM144',
           'CHEM165',
           'PHYS145',
           'PHYS327',
           'PHYS428',
           'PHYS126',
           'MATH136',
           'MATH360',
           'CHEM254',
           'MATH302',
           'MATH181'],
 'opt': 5,
 'pinned': {},
 'takes': {'st119503': ['MATH181', 'MATH360'],
           'st121524': ['MATH181', 'MATH302'],
           'st133725': ['CHEM165', 'PHYS145', 'PHYS428'],
           'st166438': ['CHEM144', 'CHEM165'],
           'st167349': ['PHYS126', 'PHYS145', 'PHYS428'],
           'st235438': ['MATH181', 'MATH302', 'MATH360'],
           'st279567': ['CHEM165', 'CHEM254', 'MATH181'],
           'st300936': ['MATH136', 'MATH181', 'MATH302'],
           'st336898': ['PHYS126', 'PHYS145'],
           'st360681': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st383204': ['MATH302', 'PHYS126', 'PHYS145', 'PHYS327'],
           'st391100': ['PHYS145', 'PHYS327', 'PHYS428'],
           'st405745': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st406118': ['CHEM165', 'CHEM254'],
           'st406675': ['MATH181', 'MATH360', 'PHYS145'],
           'st421163': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st428808': ['CHEM254', 'MATH181', 'MATH360'],
           'st438653': ['MATH136', 'MATH302'],
           'st438841': ['PHYS327', 'PHYS428'],
           'st496452': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st510508': ['MATH136', 'MATH302', 'MATH360'],
           'st547950': ['PHYS126', 'PHYS145', 'PHYS428'],
           'st563901': ['CHEM165', 'CHEM254'],
           'st585443': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st620137': ['MATH181', 'MATH360'],
           'st651659': ['CHEM144', 'CHEM165', 'CHEM254', 'MATH136'],
           'st661003': ['PHYS126', 'PHYS145', 'PHYS428'],
           'st663380': ['PHYS145', 'PHYS327'],
           'st690408': ['MATH181', 'MATH302', 'MATH360'],
           'st721441': ['PHYS145', 'PHYS327', 'PHYS428'],
           'st761026': ['PHYS145', 'PHYS327'],
           'st772503': ['CHEM144', 'PHYS145', 'PHYS327', 'PHYS428'],
           'st773662': ['CHEM144', 'PHYS126', 'PHYS327', 'PHYS428'],
           'st793838': ['PHYS126', 'PHYS327'],
           'st813726': ['MATH136', 'MATH302'],
           'st822569': ['PHYS126', 'PHYS428'],
           'st887110': ['PHYS126', 'PHYS145', 'PHYS327'],
           'st888116': ['MATH136', 'MATH302', 'MATH360'],
           'st910657': ['MATH181', 'MATH360'],
           'st935717': ['MATH136', 'MATH302', 'MATH360', 'PHYS327'],
           'st938910': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st949782': ['PHYS126', 'PHYS327'],
           'st964254': ['MATH181', 'MATH302', 'MATH360'],
           'st966966': ['CHEM144', 'CHEM165', 'CHEM254'],
           'st974771': ['MATH136', 'MATH181', 'PHYS126'],
           'st986857': ['MATH136', 'MATH302', 'MATH360']},
 'unavailable': {}}
P = {'load': '/work/registry/summer2023/timetable/slot_load.csv',
 'timetable': '/work/registry/summer2023/timetable/timetable.csv'}

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
