import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 29,
 'exams': ['CHEM330',
           'PHYS180',
           'BIOL293',
           'BIOL450',
           'BIOL486',
           'CHEM295',
           'PHYS457',
           'BIOL201',
           'CHEM246',
           'PHYS254',
           'CHEM233',
           'PHYS400'],
 'opt': 9,
 'pinned': {},
 'takes': {'a103064': ['PHYS180', 'PHYS254', 'PHYS457'],
           'a109204': ['CHEM233', 'CHEM246', 'PHYS254'],
           'a113562': ['BIOL293', 'BIOL486'],
           'a126916': ['BIOL201', 'CHEM233', 'CHEM295', 'CHEM330'],
           'a131982': ['BIOL293', 'BIOL450', 'BIOL486', 'PHYS400'],
           'a168049': ['BIOL293', 'BIOL450', 'BIOL486'],
           'a185399': ['BIOL293', 'BIOL450', 'BIOL486'],
           'a189432': ['BIOL201', 'BIOL293', 'BIOL486'],
           'a233354': ['BIOL201', 'BIOL450', 'BIOL486'],
           'a247482': ['PHYS180', 'PHYS457'],
           'a266790': ['CHEM233', 'CHEM246'],
           'a283322': ['PHYS180', 'PHYS254', 'PHYS400'],
           'a287022': ['CHEM233', 'CHEM295', 'CHEM330'],
           'a294424': ['CHEM233', 'CHEM246', 'CHEM295'],
           'a307809': ['CHEM246', 'CHEM330'],
           'a312963': ['BIOL293', 'BIOL450'],
           'a314259': ['BIOL293', 'BIOL450', 'BIOL486'],
           'a330931': ['CHEM233', 'CHEM246', 'CHEM330'],
           'a340352': ['BIOL201', 'BIOL293', 'BIOL450'],
           'a354748': ['BIOL293', 'BIOL486', 'PHYS180'],
           'a360497': ['PHYS180', 'PHYS400', 'PHYS457'],
           'a370732': ['PHYS180', 'PHYS400', 'PHYS457'],
           'a394457': ['CHEM233', 'CHEM246', 'CHEM295'],
           'a396588': ['CHEM246', 'PHYS254'],
           'a399303': ['BIOL293', 'CHEM246'],
           'a401206': ['BIOL450', 'CHEM233', 'CHEM295'],
           'a413185': ['BIOL486', 'CHEM233', 'CHEM295'],
           'a435296': ['BIOL201', 'BIOL450', 'BIOL486'],
           'a446936': ['BIOL201', 'BIOL486', 'PHYS254'],
           'a451595': ['BIOL293', 'BIOL450', 'BIOL486', 'PHYS180'],
           'a454988': ['PHYS180', 'PHYS400', 'PHYS457'],
           'a465223': ['PHYS180', 'PHYS254', 'PHYS457'],
           'a497693': ['CHEM233', 'CHEM246', 'CHEM330'],
           'a503591': ['PHYS254', 'PHYS400'],
           'a515462': ['BIOL201', 'BIOL486', 'PHYS400'],
           'a541091': ['CHEM233', 'CHEM246', 'CHEM295'],
           'a575920': ['BIOL486', 'CHEM233', 'CHEM246'],
           'a580650': ['BIOL201', 'BIOL486', 'PHYS457'],
           'a592943': ['CHEM295', 'PHYS400', 'PHYS457'],
           'a636910': ['BIOL450', 'BIOL486'],
           'a639605': ['CHEM246', 'CHEM295', 'CHEM330'],
           'a640822': ['BIOL201', 'BIOL293', 'BIOL486'],
           'a655339': ['BIOL201', 'BIOL293'],
           'a658032': ['BIOL201', 'BIOL293', 'BIOL486'],
           'a661296': ['CHEM233', 'CHEM295', 'PHYS254'],
           'a663813': ['CHEM295', 'PHYS180', 'PHYS400', 'PHYS457'],
           'a687528': ['CHEM233', 'CHEM246'],
           'a713439': ['BIOL293', 'BIOL450', 'BIOL486'],
           'a745356': ['PHYS254', 'PHYS400', 'PHYS457'],
           'a778904': ['BIOL293', 'BIOL486'],
           'a789971': ['BIOL201', 'BIOL450'],
           'a800389': ['CHEM330', 'PHYS254'],
           'a825559': ['CHEM233', 'CHEM246', 'PHYS400'],
           'a827221': ['PHYS254', 'PHYS457'],
           'a867909': ['CHEM246', 'CHEM295', 'CHEM330'],
           'a919499': ['CHEM233', 'CHEM246', 'CHEM295'],
           'a943141': ['BIOL450', 'BIOL486'],
           'a945010': ['PHYS180', 'PHYS400', 'PHYS457'],
           'a946336': ['BIOL201', 'BIOL293'],
           'a954258': ['CHEM246', 'PHYS254', 'PHYS400', 'PHYS457'],
           'a967101': ['PHYS180', 'PHYS254'],
           'a971235': ['CHEM246', 'CHEM330'],
           'a980038': ['PHYS254', 'PHYS457'],
           'a983767': ['BIOL293', 'BIOL486', 'PHYS457']},
 'unavailable': {}}
P = {'load': '/opt/examboard/spring2024/timetable/slot_load.csv',
 'summary': '/opt/examboard/spring2024/timetable/summary.json',
 'timetable': '/opt/examboard/spring2024/timetable/timetable.csv'}

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
