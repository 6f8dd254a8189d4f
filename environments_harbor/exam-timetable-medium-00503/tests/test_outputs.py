import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 30,
 'exams': ['COMP297',
           'ECON188',
           'ENGR180',
           'COMP300',
           'ENGR398',
           'ECON216',
           'ECON379',
           'ECON167',
           'COMP277',
           'COMP301',
           'ENGR225'],
 'opt': 7,
 'pinned': {},
 'takes': {'u101096': ['COMP277', 'COMP301'],
           'u106935': ['ECON188', 'ECON379', 'ENGR225'],
           'u108831': ['COMP277', 'COMP297', 'COMP301', 'ENGR398'],
           'u116813': ['COMP297', 'COMP301'],
           'u124978': ['ENGR225', 'ENGR398'],
           'u126250': ['COMP277', 'COMP297', 'COMP301'],
           'u192395': ['COMP277', 'COMP300', 'COMP301'],
           'u201348': ['COMP277', 'COMP300', 'COMP301'],
           'u246134': ['COMP297', 'ECON216'],
           'u260345': ['ECON167', 'ECON188', 'ECON216', 'ENGR225'],
           'u306138': ['COMP301', 'ENGR225'],
           'u321534': ['COMP297', 'COMP301'],
           'u359541': ['COMP297', 'COMP300'],
           'u374244': ['ENGR180', 'ENGR225', 'ENGR398'],
           'u378730': ['COMP277', 'ECON167', 'ECON216'],
           'u428186': ['ENGR180', 'ENGR225', 'ENGR398'],
           'u444691': ['COMP277', 'ECON188', 'ECON379'],
           'u447731': ['ECON167', 'ECON188', 'ECON379'],
           'u488477': ['ECON167', 'ECON216', 'ECON379'],
           'u501157': ['COMP297', 'COMP300'],
           'u503911': ['COMP277', 'COMP301'],
           'u511161': ['ECON379', 'ENGR180', 'ENGR225'],
           'u532229': ['ECON167', 'ECON216', 'ECON379'],
           'u534382': ['ECON188', 'ECON216', 'ECON379'],
           'u576185': ['ECON188', 'ENGR225'],
           'u595652': ['COMP277', 'COMP300', 'COMP301', 'ECON167'],
           'u602436': ['ENGR180', 'ENGR225', 'ENGR398'],
           'u647131': ['COMP297', 'COMP300'],
           'u658294': ['ENGR180', 'ENGR225'],
           'u661669': ['COMP277', 'ECON167', 'ECON188', 'ECON216'],
           'u701533': ['COMP277', 'COMP297'],
           'u738509': ['ECON167', 'ECON216'],
           'u756367': ['ENGR180', 'ENGR225', 'ENGR398'],
           'u769123': ['COMP300', 'ENGR180', 'ENGR225', 'ENGR398'],
           'u780161': ['COMP277', 'COMP297', 'COMP301', 'ECON216'],
           'u796292': ['COMP300', 'ENGR180', 'ENGR225', 'ENGR398'],
           'u812341': ['COMP277', 'COMP297', 'COMP301', 'ENGR398'],
           'u830650': ['COMP277', 'COMP300', 'COMP301'],
           'u836689': ['COMP300', 'COMP301'],
           'u838163': ['ECON188', 'ECON379'],
           'u843226': ['COMP300', 'ENGR180', 'ENGR225', 'ENGR398'],
           'u859936': ['ENGR225', 'ENGR398'],
           'u874030': ['ENGR180', 'ENGR225'],
           'u877734': ['ENGR180', 'ENGR225', 'ENGR398'],
           'u882003': ['ENGR180', 'ENGR398'],
           'u898207': ['COMP277', 'COMP300', 'COMP301'],
           'u902417': ['ECON167', 'ECON188', 'ECON379'],
           'u905527': ['COMP277', 'COMP300', 'COMP301'],
           'u916112': ['ECON167', 'ENGR398'],
           'u918372': ['COMP277', 'COMP300', 'COMP301'],
           'u934630': ['COMP277', 'ECON188'],
           'u940745': ['ECON167', 'ECON188'],
           'u948737': ['COMP297', 'ENGR225', 'ENGR398'],
           'u978499': ['COMP297', 'COMP300', 'COMP301', 'ENGR398'],
           'u981840': ['ECON216', 'ECON379'],
           'u997922': ['ENGR180', 'ENGR225', 'ENGR398']},
 'unavailable': {}}
P = {'load': '/opt/examboard/autumn2025/timetable/slot_load.csv',
 'summary': '/opt/examboard/autumn2025/timetable/summary.json',
 'timetable': '/opt/examboard/autumn2025/timetable/timetable.csv'}

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
