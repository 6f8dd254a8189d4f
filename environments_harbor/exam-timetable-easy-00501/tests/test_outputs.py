import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['COMP262',
           'BIOL137',
           'HIST408',
           'HIST281',
           'HIST254',
           'BIOL199',
           'BIOL296',
           'COMP106',
           'COMP119',
           'HIST426',
           'BIOL164'],
 'opt': 6,
 'pinned': {},
 'takes': {'st107215': ['BIOL137', 'HIST254', 'HIST408'],
           'st110646': ['BIOL137', 'BIOL199', 'BIOL296'],
           'st116559': ['BIOL137', 'BIOL164', 'BIOL199'],
           'st143369': ['BIOL164', 'BIOL199'],
           'st153848': ['HIST254', 'HIST426'],
           'st155097': ['BIOL164', 'BIOL199', 'BIOL296'],
           'st155736': ['COMP106', 'COMP262'],
           'st196001': ['COMP106', 'COMP119', 'COMP262'],
           'st202062': ['BIOL164', 'COMP106', 'COMP119', 'COMP262'],
           'st252821': ['HIST254', 'HIST408'],
           'st276145': ['BIOL137', 'BIOL164', 'COMP119'],
           'st295442': ['BIOL164', 'BIOL199', 'BIOL296'],
           'st302015': ['BIOL296', 'COMP106', 'COMP262'],
           'st316611': ['BIOL296', 'COMP106', 'COMP119', 'COMP262'],
           'st320492': ['COMP106', 'COMP262'],
           'st334479': ['HIST254', 'HIST281', 'HIST426'],
           'st334701': ['BIOL164', 'HIST254', 'HIST408'],
           'st340240': ['BIOL137', 'BIOL164', 'BIOL199'],
           'st347956': ['COMP119', 'COMP262'],
           'st350943': ['HIST254', 'HIST408'],
           'st384007': ['HIST254', 'HIST408'],
           'st391190': ['COMP106', 'COMP262'],
           'st404488': ['COMP119', 'COMP262'],
           'st443101': ['COMP106', 'COMP119', 'COMP262'],
           'st465945': ['BIOL199', 'BIOL296'],
           'st492098': ['BIOL164', 'BIOL296'],
           'st539107': ['HIST254', 'HIST408', 'HIST426'],
           'st539847': ['HIST254', 'HIST281', 'HIST408'],
           'st561219': ['COMP106', 'COMP119', 'COMP262'],
           'st567721': ['COMP106', 'COMP119', 'COMP262'],
           'st568667': ['COMP119', 'COMP262'],
           'st571471': ['BIOL164', 'BIOL199', 'BIOL296', 'HIST408'],
           'st628879': ['BIOL137', 'BIOL164', 'BIOL296'],
           'st642245': ['HIST254', 'HIST281', 'HIST408'],
           'st646294': ['COMP119', 'HIST254', 'HIST281', 'HIST408'],
           'st652523': ['HIST281', 'HIST408'],
           'st676995': ['BIOL137', 'BIOL164', 'BIOL296'],
           'st679877': ['COMP106', 'HIST281', 'HIST408', 'HIST426'],
           'st682825': ['COMP119', 'COMP262'],
           'st693537': ['BIOL164', 'HIST254', 'HIST281', 'HIST426'],
           'st703423': ['BIOL164', 'BIOL199'],
           'st771871': ['BIOL164', 'COMP106', 'COMP119', 'COMP262'],
           'st805611': ['BIOL296', 'HIST254', 'HIST408', 'HIST426'],
           'st847504': ['HIST281', 'HIST408', 'HIST426'],
           'st849066': ['BIOL164', 'COMP106', 'COMP262'],
           'st850275': ['COMP119', 'COMP262'],
           'st857379': ['BIOL164', 'HIST254', 'HIST281', 'HIST426'],
           'st869340': ['BIOL164', 'BIOL296'],
           'st884009': ['BIOL137', 'BIOL164'],
           'st919657': ['COMP106', 'COMP262'],
           'st941654': ['COMP262', 'HIST254', 'HIST426'],
           'st961532': ['COMP106', 'COMP119', 'COMP262', 'HIST281'],
           'st974401': ['BIOL164', 'HIST254', 'HIST281', 'HIST408']},
 'unavailable': {}}
P = {'load': '/home/timetabling/autumn2024/timetable/slot_load.csv',
 'timetable': '/home/timetabling/autumn2024/timetable/timetable.csv'}

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
