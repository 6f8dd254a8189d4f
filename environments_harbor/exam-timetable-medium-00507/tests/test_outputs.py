import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 27,
 'exams': ['ECON322',
           'ENGR441',
           'HIST393',
           'ENGR244',
           'ENGR485',
           'ENGR241',
           'ECON445',
           'ECON271',
           'ECON111',
           'HIST140',
           'HIST383',
           'HIST324'],
 'opt': 8,
 'pinned': {},
 'takes': {'st109252': ['ECON111', 'ECON322', 'ECON445'],
           'st140001': ['HIST140', 'HIST393'],
           'st162524': ['HIST140', 'HIST383'],
           'st170763': ['HIST324', 'HIST383', 'HIST393'],
           'st170815': ['ECON111', 'ECON271', 'ECON445'],
           'st178342': ['ECON271', 'ECON322', 'ECON445'],
           'st198023': ['ECON111', 'ECON271', 'ECON322'],
           'st199351': ['ECON271', 'HIST140', 'HIST383', 'HIST393'],
           'st212487': ['ECON271', 'ECON322', 'ENGR241'],
           'st213417': ['HIST140', 'HIST393'],
           'st230568': ['ECON111', 'ECON271', 'ECON445', 'HIST393'],
           'st244705': ['ENGR241', 'ENGR441', 'ENGR485', 'HIST324'],
           'st256057': ['HIST140', 'HIST324'],
           'st270897': ['HIST324', 'HIST383', 'HIST393'],
           'st291583': ['HIST140', 'HIST393'],
           'st302722': ['ENGR241', 'ENGR244', 'ENGR441', 'HIST140'],
           'st304380': ['ENGR244', 'HIST324', 'HIST383', 'HIST393'],
           'st307884': ['HIST140', 'HIST383', 'HIST393'],
           'st326999': ['ENGR244', 'ENGR441', 'ENGR485'],
           'st351461': ['HIST140', 'HIST324'],
           'st372834': ['ENGR244', 'ENGR441', 'ENGR485'],
           'st388108': ['HIST140', 'HIST383'],
           'st398829': ['ECON322', 'ECON445'],
           'st405613': ['ECON322', 'ECON445'],
           'st432724': ['ECON111', 'ECON271'],
           'st436767': ['HIST140', 'HIST383'],
           'st463305': ['ECON111', 'ECON271', 'ECON322'],
           'st463945': ['HIST140', 'HIST324', 'HIST393'],
           'st472382': ['ECON445', 'ENGR244', 'ENGR441', 'ENGR485'],
           'st557431': ['ECON271', 'HIST324', 'HIST383', 'HIST393'],
           'st582963': ['ECON322', 'HIST140', 'HIST383'],
           'st585052': ['ECON271', 'ECON322', 'ECON445'],
           'st585913': ['HIST140', 'HIST393'],
           'st586480': ['HIST140', 'HIST383', 'HIST393'],
           'st594355': ['ECON271', 'ECON322', 'ECON445'],
           'st607764': ['HIST383', 'HIST393'],
           'st624125': ['ENGR244', 'HIST140', 'HIST383', 'HIST393'],
           'st637119': ['ECON111', 'ECON271'],
           'st641725': ['HIST140', 'HIST324'],
           'st651594': ['ECON271', 'ECON445'],
           'st658476': ['ENGR441', 'ENGR485'],
           'st677780': ['ECON111', 'ECON271', 'ECON445', 'HIST140'],
           'st686258': ['ECON271', 'ECON445'],
           'st727215': ['ECON111', 'ECON322', 'ECON445'],
           'st741685': ['ENGR241', 'ENGR441'],
           'st753922': ['ECON271', 'ECON445'],
           'st757126': ['HIST140', 'HIST383', 'HIST393'],
           'st768019': ['ENGR241', 'ENGR441', 'HIST140'],
           'st769152': ['ECON111', 'ECON271', 'ECON445'],
           'st771541': ['ENGR241', 'ENGR244', 'ENGR485'],
           'st795332': ['ECON111', 'ECON322'],
           'st795620': ['ENGR441', 'HIST324', 'HIST383', 'HIST393'],
           'st825864': ['ENGR441', 'ENGR485'],
           'st837075': ['ECON271', 'ECON322', 'ECON445'],
           'st846111': ['ENGR241', 'ENGR441'],
           'st864641': ['ENGR244', 'ENGR441', 'ENGR485'],
           'st866358': ['ENGR244', 'ENGR441', 'ENGR485'],
           'st883882': ['ECON111', 'ENGR441', 'ENGR485'],
           'st896394': ['ENGR241', 'ENGR441', 'ENGR485'],
           'st901094': ['HIST324', 'HIST383'],
           'st911914': ['ENGR241', 'ENGR485']},
 'unavailable': {}}
P = {'load': '/data/exams/summer2023/timetable/slot_load.csv',
 'summary': '/data/exams/summer2023/timetable/summary.json',
 'timetable': '/data/exams/summer2023/timetable/timetable.csv'}

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
