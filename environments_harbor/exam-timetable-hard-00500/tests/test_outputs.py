import csv, json, os

T = {'b2b': True,
 'before': [['MATH413', 'MATH348'], ['CHEM304', 'CHEM392']],
 'cap': 27,
 'exams': ['CHEM173',
           'MATH348',
           'CHEM304',
           'PHYS230',
           'MATH226',
           'MATH413',
           'PHYS232',
           'CHEM226',
           'MATH411',
           'PHYS216',
           'CHEM392'],
 'opt': 7,
 'pinned': {'CHEM304': 1},
 'takes': {'n102838': ['PHYS230'],
           'n110048': ['MATH413'],
           'n131253': ['CHEM304', 'CHEM392'],
           'n201494': ['MATH348', 'PHYS216'],
           'n202063': ['CHEM226'],
           'n220110': ['CHEM173', 'CHEM392'],
           'n242993': ['PHYS232'],
           'n277058': ['MATH226'],
           'n286150': ['MATH411', 'PHYS216'],
           'n288355': ['PHYS216', 'PHYS232'],
           'n296108': ['CHEM304', 'MATH226', 'MATH348'],
           'n337192': ['CHEM304', 'PHYS230'],
           'n364357': ['CHEM304', 'CHEM392'],
           'n371084': ['CHEM392', 'PHYS216', 'PHYS232'],
           'n373937': ['CHEM226', 'CHEM392'],
           'n374846': ['MATH226', 'MATH411', 'PHYS216'],
           'n382605': ['CHEM392'],
           'n413952': ['MATH411', 'PHYS216', 'PHYS230'],
           'n433174': ['MATH226', 'MATH413'],
           'n463660': ['MATH411', 'MATH413'],
           'n474168': ['CHEM173', 'MATH413'],
           'n477249': ['CHEM173'],
           'n546857': ['CHEM304', 'PHYS230', 'PHYS232'],
           'n577642': ['CHEM392'],
           'n583230': ['CHEM226', 'PHYS216'],
           'n599077': ['PHYS216', 'PHYS232'],
           'n608714': ['PHYS232'],
           'n612740': ['PHYS216', 'PHYS230'],
           'n620646': ['MATH226', 'MATH413'],
           'n642297': ['CHEM304', 'MATH411'],
           'n649697': ['PHYS230'],
           'n650452': ['PHYS230', 'PHYS232'],
           'n652303': ['MATH348', 'MATH411'],
           'n675189': ['MATH348', 'MATH411'],
           'n703318': ['MATH226', 'MATH348'],
           'n705335': ['PHYS230', 'PHYS232'],
           'n729815': ['CHEM226'],
           'n783337': ['PHYS216'],
           'n836675': ['CHEM304', 'CHEM392'],
           'n890192': ['CHEM226', 'CHEM392'],
           'n890417': ['CHEM173', 'CHEM304'],
           'n894264': ['CHEM226', 'CHEM392'],
           'n927093': ['CHEM304', 'PHYS232'],
           'n966798': ['MATH348'],
           'n972199': ['PHYS230']},
 'unavailable': {'MATH348': [2, 4], 'PHYS230': [2]}}
P = {'load': '/data/exams/winter2025/timetable/slot_load.csv',
 'summary': '/data/exams/winter2025/timetable/summary.json',
 'timetable': '/data/exams/winter2025/timetable/timetable.csv'}

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
