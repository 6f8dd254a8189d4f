import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 25,
 'exams': ['HIST263',
           'COMP105',
           'HIST165',
           'MATH312',
           'HIST316',
           'COMP410',
           'MATH374',
           'HIST217',
           'MATH331',
           'COMP241',
           'COMP332',
           'MATH423'],
 'opt': 9,
 'pinned': {},
 'takes': {'s109603': ['MATH312', 'MATH374'],
           's140461': ['MATH312', 'MATH374', 'MATH423'],
           's143383': ['MATH374', 'MATH423'],
           's155988': ['HIST165', 'HIST217', 'HIST263'],
           's171618': ['MATH312', 'MATH331'],
           's234440': ['HIST316', 'MATH312', 'MATH374', 'MATH423'],
           's235381': ['HIST217', 'HIST263', 'HIST316'],
           's237564': ['MATH331', 'MATH374', 'MATH423'],
           's253476': ['COMP105', 'COMP332', 'COMP410'],
           's276174': ['COMP241', 'HIST165', 'HIST263', 'HIST316'],
           's289953': ['COMP241', 'HIST217', 'HIST263'],
           's307647': ['COMP105', 'COMP241', 'COMP332'],
           's308948': ['COMP241', 'COMP410'],
           's321064': ['COMP410', 'HIST165'],
           's331898': ['HIST165', 'HIST217', 'HIST316'],
           's338493': ['MATH331', 'MATH374', 'MATH423'],
           's345866': ['MATH331', 'MATH374'],
           's365234': ['HIST263', 'MATH312', 'MATH423'],
           's399305': ['HIST165', 'MATH312', 'MATH374'],
           's419171': ['COMP241', 'COMP332'],
           's422381': ['COMP105', 'COMP410'],
           's427163': ['HIST165', 'HIST263', 'HIST316'],
           's429432': ['COMP241', 'COMP332'],
           's450030': ['HIST165', 'HIST217', 'HIST263'],
           's458429': ['HIST165', 'HIST217', 'HIST263'],
           's464753': ['HIST165', 'HIST217', 'HIST316'],
           's479098': ['COMP105', 'MATH312', 'MATH331'],
           's494164': ['COMP332', 'MATH331', 'MATH423'],
           's501926': ['HIST263', 'HIST316'],
           's517861': ['COMP105', 'COMP241', 'COMP332'],
           's567787': ['COMP332', 'MATH312', 'MATH331', 'MATH423'],
           's571252': ['HIST217', 'MATH331', 'MATH374', 'MATH423'],
           's573773': ['HIST165', 'HIST263', 'HIST316'],
           's578501': ['HIST165', 'HIST263', 'HIST316'],
           's586718': ['HIST165', 'HIST263'],
           's588165': ['COMP105', 'COMP241', 'COMP332', 'HIST316'],
           's623723': ['HIST165', 'HIST263', 'MATH331'],
           's644929': ['COMP105', 'HIST165'],
           's664386': ['HIST263', 'HIST316'],
           's721008': ['HIST217', 'HIST263', 'HIST316', 'MATH374'],
           's747424': ['HIST165', 'HIST217', 'HIST316'],
           's755749': ['COMP332', 'COMP410'],
           's762728': ['HIST165', 'HIST263', 'HIST316', 'MATH312'],
           's797237': ['COMP105', 'COMP332'],
           's802520': ['COMP241', 'COMP332', 'COMP410'],
           's815453': ['COMP105', 'COMP241', 'COMP332'],
           's842376': ['MATH331', 'MATH423'],
           's866754': ['MATH374', 'MATH423'],
           's869631': ['COMP241', 'MATH331'],
           's874343': ['COMP241', 'COMP332', 'COMP410', 'HIST263'],
           's878507': ['HIST217', 'HIST263', 'HIST316'],
           's881307': ['MATH312', 'MATH331', 'MATH423'],
           's889828': ['HIST165', 'HIST217', 'HIST316'],
           's945423': ['COMP332', 'MATH374', 'MATH423'],
           's950622': ['COMP105', 'COMP241', 'COMP410', 'HIST316'],
           's971649': ['COMP105', 'COMP241', 'COMP332', 'MATH374'],
           's985269': ['COMP105', 'MATH331'],
           's994768': ['MATH312', 'MATH331', 'MATH374']},
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
