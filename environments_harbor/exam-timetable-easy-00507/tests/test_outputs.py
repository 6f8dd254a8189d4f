import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['BIOL460',
           'COMP336',
           'BIOL105',
           'HIST478',
           'HIST295',
           'COMP262',
           'BIOL203',
           'HIST304',
           'HIST113',
           'COMP159'],
 'opt': 5,
 'pinned': {},
 'takes': {'st106768': ['BIOL105', 'BIOL203', 'BIOL460', 'HIST113'],
           'st133671': ['COMP159', 'COMP336'],
           'st139112': ['COMP262', 'COMP336'],
           'st149578': ['BIOL105', 'BIOL203'],
           'st153053': ['COMP159', 'COMP262', 'COMP336'],
           'st168728': ['HIST113', 'HIST478'],
           'st182040': ['HIST295', 'HIST478'],
           'st229569': ['COMP159', 'COMP336'],
           'st247554': ['BIOL105', 'BIOL203'],
           'st273525': ['COMP262', 'HIST113', 'HIST304'],
           'st274296': ['COMP159', 'COMP262'],
           'st274954': ['COMP159', 'COMP262', 'COMP336'],
           'st313331': ['COMP159', 'COMP336'],
           'st337912': ['HIST113', 'HIST295', 'HIST478'],
           'st348788': ['BIOL105', 'BIOL203', 'COMP159'],
           'st352823': ['BIOL105', 'BIOL203', 'BIOL460'],
           'st362289': ['COMP336', 'HIST113', 'HIST295', 'HIST304'],
           'st368659': ['COMP262', 'COMP336'],
           'st394327': ['BIOL460', 'HIST113', 'HIST295', 'HIST478'],
           'st410241': ['COMP159', 'COMP262', 'COMP336'],
           'st421971': ['BIOL105', 'BIOL203'],
           'st425488': ['BIOL105', 'BIOL203', 'BIOL460'],
           'st429629': ['HIST113', 'HIST304'],
           'st430146': ['BIOL105', 'BIOL203', 'BIOL460'],
           'st471940': ['COMP159', 'COMP262', 'COMP336'],
           'st476668': ['COMP262', 'COMP336'],
           'st533931': ['BIOL203', 'BIOL460'],
           'st583739': ['COMP159', 'COMP336', 'HIST295'],
           'st597335': ['COMP159', 'COMP262', 'COMP336'],
           'st629383': ['COMP159', 'COMP262'],
           'st642970': ['COMP159', 'COMP336'],
           'st648091': ['BIOL105', 'BIOL203', 'BIOL460', 'COMP159'],
           'st654567': ['BIOL105', 'BIOL203', 'BIOL460'],
           'st678411': ['BIOL105', 'BIOL203', 'BIOL460'],
           'st698941': ['BIOL203', 'HIST113', 'HIST295', 'HIST478'],
           'st717784': ['COMP262', 'HIST113', 'HIST295', 'HIST478'],
           'st752807': ['COMP159', 'COMP262', 'COMP336', 'HIST295'],
           'st776108': ['COMP159', 'COMP262'],
           'st826777': ['BIOL105', 'BIOL203', 'BIOL460', 'HIST304'],
           'st861920': ['COMP159', 'COMP262', 'COMP336', 'HIST295'],
           'st891277': ['BIOL105', 'BIOL460', 'HIST113'],
           'st967636': ['BIOL203', 'BIOL460'],
           'st983693': ['COMP262', 'COMP336'],
           'st995621': ['HIST295', 'HIST304']},
 'unavailable': {}}
P = {'load': '/opt/examboard/summer2026/timetable/slot_load.csv',
 'timetable': '/opt/examboard/summer2026/timetable/timetable.csv'}

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
