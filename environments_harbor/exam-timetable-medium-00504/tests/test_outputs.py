import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 32,
 'exams': ['BIOL396',
           'HIST184',
           'HIST496',
           'BIOL488',
           'ECON226',
           'HIST417',
           'ECON403',
           'HIST231',
           'BIOL446',
           'ECON198',
           'BIOL135',
           'ECON467'],
 'opt': 8,
 'pinned': {},
 'takes': {'a110794': ['BIOL396', 'BIOL446', 'BIOL488'],
           'a111392': ['HIST417', 'HIST496'],
           'a120418': ['HIST184', 'HIST231', 'HIST417'],
           'a120659': ['BIOL135', 'ECON198', 'ECON403'],
           'a130652': ['HIST231', 'HIST417'],
           'a131717': ['BIOL135', 'BIOL396', 'BIOL488'],
           'a135948': ['ECON198', 'ECON403', 'ECON467'],
           'a165884': ['ECON198', 'ECON226', 'ECON467'],
           'a166101': ['HIST231', 'HIST417', 'HIST496'],
           'a172064': ['HIST417', 'HIST496'],
           'a179592': ['HIST184', 'HIST231', 'HIST496'],
           'a196942': ['BIOL396', 'BIOL446', 'BIOL488'],
           'a241100': ['HIST231', 'HIST417'],
           'a257762': ['ECON198', 'ECON226', 'ECON467'],
           'a297792': ['BIOL396', 'BIOL446'],
           'a320289': ['BIOL446', 'ECON226', 'ECON403', 'ECON467'],
           'a329762': ['ECON198', 'ECON226', 'ECON403'],
           'a335468': ['BIOL135', 'BIOL396', 'BIOL488'],
           'a374002': ['HIST184', 'HIST417'],
           'a384107': ['BIOL135', 'BIOL446', 'ECON226'],
           'a390050': ['ECON198', 'ECON467'],
           'a399975': ['ECON198', 'ECON403', 'ECON467'],
           'a400333': ['HIST184', 'HIST417', 'HIST496'],
           'a411263': ['BIOL135', 'HIST231', 'HIST417'],
           'a438148': ['ECON403', 'ECON467'],
           'a445402': ['HIST231', 'HIST417', 'HIST496'],
           'a454648': ['ECON403', 'HIST184', 'HIST231', 'HIST496'],
           'a463622': ['HIST184', 'HIST417'],
           'a469386': ['ECON403', 'ECON467'],
           'a480946': ['ECON403', 'ECON467', 'HIST417'],
           'a481372': ['ECON198', 'ECON403', 'HIST417'],
           'a497933': ['ECON226', 'ECON403'],
           'a515407': ['BIOL446', 'HIST231'],
           'a536446': ['BIOL488', 'ECON403', 'ECON467'],
           'a557531': ['ECON198', 'HIST231'],
           'a573733': ['ECON198', 'ECON226', 'ECON403', 'HIST231'],
           'a590675': ['BIOL135', 'BIOL488'],
           'a603116': ['BIOL135', 'BIOL446', 'BIOL488'],
           'a603942': ['BIOL488', 'HIST184', 'HIST417'],
           'a604146': ['BIOL135', 'BIOL488'],
           'a614019': ['BIOL396', 'BIOL446', 'HIST231'],
           'a647222': ['HIST184', 'HIST417'],
           'a656842': ['HIST184', 'HIST496'],
           'a658851': ['HIST184', 'HIST417'],
           'a666091': ['BIOL396', 'BIOL488', 'ECON467'],
           'a673591': ['BIOL446', 'BIOL488'],
           'a676601': ['ECON226', 'ECON403'],
           'a700037': ['ECON198', 'ECON226', 'ECON467'],
           'a714440': ['BIOL135', 'BIOL396'],
           'a726265': ['HIST231', 'HIST496'],
           'a742829': ['BIOL135', 'ECON226'],
           'a750746': ['ECON198', 'ECON403'],
           'a766977': ['ECON467', 'HIST417', 'HIST496'],
           'a802824': ['ECON226', 'ECON403', 'ECON467'],
           'a806186': ['ECON198', 'ECON226', 'HIST231'],
           'a806758': ['BIOL135', 'BIOL488'],
           'a827278': ['HIST184', 'HIST231'],
           'a828598': ['BIOL446', 'ECON226', 'ECON403'],
           'a835261': ['HIST184', 'HIST417', 'HIST496'],
           'a838146': ['ECON403', 'HIST231', 'HIST417', 'HIST496'],
           'a848564': ['BIOL135', 'BIOL446', 'HIST184'],
           'a849406': ['BIOL135', 'HIST417', 'HIST496'],
           'a867079': ['HIST184', 'HIST496'],
           'a887604': ['ECON403', 'HIST231', 'HIST417', 'HIST496'],
           'a889805': ['BIOL396', 'HIST496'],
           'a896281': ['BIOL135', 'BIOL396'],
           'a918337': ['BIOL135', 'BIOL446'],
           'a920091': ['BIOL135', 'BIOL446'],
           'a935083': ['BIOL135', 'HIST184', 'HIST231', 'HIST417'],
           'a941393': ['HIST417', 'HIST496'],
           'a943764': ['BIOL135', 'BIOL446', 'BIOL488'],
           'a949921': ['ECON226', 'ECON403'],
           'a963176': ['BIOL396', 'ECON198', 'ECON226', 'ECON467'],
           'a978023': ['ECON403', 'ECON467'],
           'a988614': ['ECON198', 'ECON467'],
           'a991014': ['BIOL396', 'BIOL446', 'BIOL488']},
 'unavailable': {}}
P = {'load': '/opt/examboard/resit2023/timetable/slot_load.csv',
 'summary': '/opt/examboard/resit2023/timetable/summary.json',
 'timetable': '/opt/examboard/resit2023/timetable/timetable.csv'}

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
