import csv, json, os

T = {'b2b': True,
 'before': [['PHYS487', 'PHYS248'], ['MATH484', 'MATH101']],
 'cap': 27,
 'exams': ['MATH280',
           'PHYS336',
           'PHYS248',
           'MATH101',
           'MATH484',
           'PHYS487',
           'PHYS208',
           'ENGR442',
           'MATH102',
           'ENGR475'],
 'opt': 9,
 'pinned': {'ENGR442': 1},
 'takes': {'st130957': ['ENGR442', 'PHYS208'],
           'st178954': ['MATH101'],
           'st215366': ['MATH101'],
           'st218391': ['ENGR442', 'ENGR475', 'PHYS487'],
           'st220836': ['PHYS248', 'PHYS336'],
           'st265767': ['ENGR475'],
           'st283986': ['MATH101', 'PHYS208', 'PHYS248'],
           'st291411': ['MATH484', 'PHYS208'],
           'st297668': ['PHYS208', 'PHYS336'],
           'st302428': ['MATH102'],
           'st307476': ['PHYS336', 'PHYS487'],
           'st335399': ['PHYS248'],
           'st361326': ['ENGR442', 'MATH280'],
           'st363966': ['ENGR475'],
           'st371504': ['MATH101', 'MATH280'],
           'st426459': ['MATH101', 'PHYS208', 'PHYS487'],
           'st440959': ['ENGR442', 'PHYS208', 'PHYS248'],
           'st511607': ['ENGR442', 'ENGR475'],
           'st551323': ['ENGR442', 'MATH101'],
           'st566589': ['ENGR475', 'PHYS208'],
           'st586472': ['ENGR475', 'PHYS336', 'PHYS487'],
           'st611260': ['ENGR475', 'PHYS208', 'PHYS336'],
           'st628556': ['PHYS487'],
           'st643888': ['MATH280', 'MATH484'],
           'st666497': ['ENGR442', 'ENGR475'],
           'st673751': ['ENGR442', 'PHYS248'],
           'st705675': ['PHYS208'],
           'st711492': ['PHYS248', 'PHYS487'],
           'st724251': ['ENGR475', 'PHYS487'],
           'st758916': ['PHYS248', 'PHYS487'],
           'st780324': ['PHYS208'],
           'st804903': ['ENGR475', 'PHYS487'],
           'st817691': ['ENGR475'],
           'st844937': ['MATH484', 'PHYS248', 'PHYS487'],
           'st857018': ['PHYS248', 'PHYS336'],
           'st873912': ['PHYS487'],
           'st895054': ['MATH280', 'PHYS248'],
           'st923018': ['ENGR442', 'PHYS248'],
           'st950856': ['ENGR442', 'ENGR475'],
           'st979151': ['MATH280', 'MATH484'],
           'st987042': ['PHYS248', 'PHYS487'],
           'st992851': ['PHYS208', 'PHYS487']},
 'unavailable': {'MATH101': [1, 4], 'MATH484': [2, 5]}}
P = {'load': '/opt/examboard/summer2025/timetable/slot_load.csv',
 'summary': '/opt/examboard/summer2025/timetable/summary.json',
 'timetable': '/opt/examboard/summer2025/timetable/timetable.csv'}

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
