import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['BIOL304',
           'BIOL319',
           'BIOL497',
           'CHEM150',
           'CHEM330',
           'ENGR448',
           'ENGR155',
           'ENGR341',
           'ENGR179',
           'CHEM454'],
 'opt': 8,
 'pinned': {},
 'takes': {'st100932': ['BIOL304', 'BIOL319', 'BIOL497', 'CHEM454'],
           'st112718': ['CHEM330', 'CHEM454'],
           'st114104': ['BIOL304', 'BIOL319'],
           'st142905': ['ENGR179', 'ENGR341', 'ENGR448'],
           'st145749': ['CHEM150', 'CHEM330', 'CHEM454'],
           'st153037': ['CHEM150', 'CHEM330', 'CHEM454'],
           'st192278': ['CHEM150', 'CHEM330', 'CHEM454'],
           'st193571': ['ENGR179', 'ENGR341'],
           'st198892': ['BIOL304', 'BIOL319', 'BIOL497'],
           'st216439': ['ENGR155', 'ENGR341', 'ENGR448'],
           'st228847': ['ENGR155', 'ENGR179', 'ENGR341'],
           'st235942': ['CHEM150', 'CHEM330', 'ENGR179'],
           'st237084': ['ENGR179', 'ENGR448'],
           'st241096': ['ENGR179', 'ENGR341', 'ENGR448'],
           'st277421': ['BIOL319', 'CHEM150', 'CHEM330', 'CHEM454'],
           'st279150': ['CHEM150', 'CHEM330', 'CHEM454'],
           'st282980': ['BIOL304', 'BIOL497', 'ENGR448'],
           'st291765': ['BIOL304', 'BIOL319', 'BIOL497', 'CHEM150'],
           'st320324': ['CHEM150', 'CHEM330'],
           'st341784': ['BIOL304', 'BIOL319', 'CHEM150'],
           'st344758': ['CHEM330', 'CHEM454'],
           'st346523': ['CHEM150', 'CHEM330', 'CHEM454'],
           'st395620': ['CHEM454', 'ENGR155', 'ENGR448'],
           'st398153': ['ENGR155', 'ENGR341', 'ENGR448'],
           'st408603': ['BIOL304', 'BIOL319', 'BIOL497', 'CHEM330'],
           'st416327': ['CHEM150', 'CHEM330', 'CHEM454', 'ENGR155'],
           'st449276': ['CHEM150', 'CHEM330', 'CHEM454', 'ENGR448'],
           'st466254': ['BIOL319', 'ENGR155', 'ENGR179'],
           'st476513': ['BIOL319', 'BIOL497', 'ENGR155'],
           'st494555': ['ENGR155', 'ENGR341', 'ENGR448'],
           'st535417': ['CHEM330', 'ENGR155', 'ENGR448'],
           'st541426': ['BIOL497', 'ENGR155', 'ENGR179', 'ENGR341'],
           'st612626': ['BIOL304', 'BIOL319', 'BIOL497'],
           'st613595': ['BIOL304', 'BIOL497'],
           'st618457': ['CHEM454', 'ENGR179', 'ENGR341'],
           'st682273': ['BIOL304', 'BIOL319', 'BIOL497', 'ENGR448'],
           'st682411': ['BIOL304', 'CHEM150', 'CHEM330', 'CHEM454'],
           'st704921': ['BIOL319', 'BIOL497', 'ENGR448'],
           'st756123': ['CHEM330', 'ENGR179', 'ENGR341'],
           'st756304': ['CHEM150', 'CHEM330', 'CHEM454'],
           'st767528': ['BIOL319', 'BIOL497'],
           'st802615': ['BIOL304', 'BIOL319', 'BIOL497', 'CHEM330'],
           'st845769': ['CHEM150', 'CHEM330', 'CHEM454', 'ENGR341'],
           'st890683': ['BIOL304', 'BIOL497', 'ENGR155'],
           'st921561': ['ENGR155', 'ENGR179', 'ENGR341'],
           'st939592': ['ENGR155', 'ENGR179', 'ENGR341']},
 'unavailable': {}}
P = {'load': '/data/exams/spring2024/timetable/slot_load.csv',
 'timetable': '/data/exams/spring2024/timetable/timetable.csv'}

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
