import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['HIST403',
           'PHYS189',
           'PHYS201',
           'PHYS347',
           'CHEM290',
           'CHEM493',
           'PHYS213',
           'HIST450',
           'HIST332',
           'CHEM153',
           'CHEM483',
           'HIST123'],
 'opt': 6,
 'pinned': {},
 'takes': {'a110656': ['PHYS189', 'PHYS213', 'PHYS347'],
           'a206580': ['PHYS201', 'PHYS347'],
           'a218165': ['PHYS201', 'PHYS213', 'PHYS347'],
           'a240695': ['HIST123', 'HIST332', 'HIST450'],
           'a259521': ['CHEM153', 'CHEM483'],
           'a259898': ['PHYS213', 'PHYS347'],
           'a275371': ['PHYS189', 'PHYS213', 'PHYS347'],
           'a278508': ['CHEM153', 'CHEM483', 'HIST123'],
           'a290831': ['CHEM483', 'CHEM493', 'PHYS347'],
           'a291798': ['HIST123', 'HIST403', 'HIST450'],
           'a311582': ['HIST123', 'HIST332', 'HIST450'],
           'a312980': ['CHEM290', 'CHEM493', 'PHYS347'],
           'a389358': ['CHEM290', 'CHEM483', 'CHEM493', 'HIST123'],
           'a409909': ['PHYS189', 'PHYS213', 'PHYS347'],
           'a416482': ['CHEM290', 'CHEM483'],
           'a445365': ['CHEM153', 'PHYS189', 'PHYS201', 'PHYS213'],
           'a446609': ['PHYS189', 'PHYS213'],
           'a451051': ['CHEM153', 'CHEM290', 'CHEM483'],
           'a473416': ['CHEM493', 'HIST332', 'HIST403'],
           'a482837': ['HIST123', 'HIST450'],
           'a486026': ['HIST450', 'PHYS189', 'PHYS201', 'PHYS213'],
           'a492817': ['CHEM290', 'CHEM483', 'CHEM493', 'PHYS201'],
           'a495290': ['CHEM290', 'CHEM483', 'CHEM493'],
           'a510134': ['CHEM153', 'CHEM290', 'CHEM493', 'PHYS189'],
           'a518434': ['CHEM290', 'CHEM483', 'CHEM493', 'HIST450'],
           'a521888': ['CHEM153', 'HIST332', 'HIST450'],
           'a537731': ['HIST403', 'HIST450', 'PHYS213'],
           'a632520': ['CHEM290', 'CHEM483', 'CHEM493', 'PHYS201'],
           'a667828': ['PHYS189', 'PHYS201', 'PHYS213'],
           'a686076': ['CHEM290', 'CHEM483', 'CHEM493'],
           'a699366': ['HIST123', 'HIST332'],
           'a728004': ['CHEM290', 'CHEM483', 'CHEM493', 'PHYS347'],
           'a778790': ['HIST403', 'PHYS189', 'PHYS213'],
           'a784363': ['CHEM153', 'CHEM290', 'CHEM483'],
           'a793213': ['PHYS201', 'PHYS213'],
           'a795393': ['CHEM153', 'PHYS189', 'PHYS201', 'PHYS347'],
           'a797798': ['CHEM290', 'CHEM493'],
           'a806003': ['CHEM483', 'PHYS201', 'PHYS213', 'PHYS347'],
           'a818397': ['CHEM153', 'CHEM290', 'CHEM483'],
           'a827817': ['CHEM153', 'CHEM290', 'CHEM493', 'PHYS347'],
           'a912406': ['CHEM290', 'CHEM483'],
           'a968464': ['PHYS189', 'PHYS213'],
           'a982507': ['PHYS189', 'PHYS201', 'PHYS347']},
 'unavailable': {}}
P = {'load': '/opt/examboard/autumn2024/timetable/slot_load.csv',
 'timetable': '/opt/examboard/autumn2024/timetable/timetable.csv'}

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
