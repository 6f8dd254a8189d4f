import csv, json, os

T = {'b2b': True,
 'before': [['BIOL379', 'BIOL445'], ['ENGR470', 'ENGR397']],
 'cap': 22,
 'exams': ['ENGR397', 'CHEM427', 'CHEM477', 'BIOL205', 'BIOL379', 'BIOL445', 'CHEM400', 'ENGR421', 'ENGR470'],
 'opt': 6,
 'pinned': {'BIOL205': 1},
 'takes': {'s219299': ['CHEM400', 'CHEM477'],
           's236581': ['ENGR421'],
           's245165': ['BIOL379'],
           's255298': ['CHEM400', 'CHEM477'],
           's278174': ['ENGR397', 'ENGR421'],
           's340852': ['CHEM400', 'ENGR397'],
           's350333': ['ENGR421', 'ENGR470'],
           's380094': ['BIOL379'],
           's408544': ['ENGR470'],
           's417552': ['CHEM400', 'ENGR397'],
           's425345': ['BIOL445', 'ENGR470'],
           's425503': ['ENGR470'],
           's502430': ['CHEM400', 'CHEM477'],
           's522930': ['CHEM400', 'CHEM477'],
           's535854': ['BIOL379', 'BIOL445'],
           's559587': ['BIOL379', 'ENGR470'],
           's593085': ['BIOL379', 'CHEM477'],
           's608309': ['BIOL445', 'ENGR470'],
           's624494': ['ENGR397', 'ENGR421'],
           's627154': ['BIOL445', 'ENGR421', 'ENGR470'],
           's634321': ['CHEM400', 'CHEM427'],
           's634485': ['BIOL445', 'ENGR470'],
           's638904': ['CHEM400'],
           's644092': ['BIOL379', 'BIOL445', 'CHEM477'],
           's716606': ['BIOL205', 'ENGR397', 'ENGR470'],
           's725129': ['BIOL379', 'CHEM427'],
           's788864': ['BIOL445', 'ENGR470'],
           's792426': ['CHEM477', 'ENGR421'],
           's813812': ['ENGR397', 'ENGR470'],
           's832255': ['CHEM427'],
           's863397': ['CHEM427'],
           's863463': ['CHEM400'],
           's875498': ['BIOL205'],
           's908972': ['ENGR397', 'ENGR421'],
           's916614': ['ENGR421'],
           's925262': ['ENGR397', 'ENGR470']},
 'unavailable': {'CHEM400': [2, 3], 'CHEM477': [3]}}
P = {'load': '/work/registry/spring2024/timetable/slot_load.csv',
 'summary': '/work/registry/spring2024/timetable/summary.json',
 'timetable': '/work/registry/spring2024/timetable/timetable.csv'}

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
