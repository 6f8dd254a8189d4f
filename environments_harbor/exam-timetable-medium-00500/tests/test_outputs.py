import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 27,
 'exams': ['ENGR496',
           'BIOL442',
           'MATH468',
           'BIOL386',
           'ENGR389',
           'MATH291',
           'MATH442',
           'ENGR457',
           'BIOL382',
           'MATH358',
           'ENGR141',
           'BIOL289'],
 'opt': 9,
 'pinned': {},
 'takes': {'u108729': ['ENGR141', 'ENGR389', 'ENGR496'],
           'u119400': ['BIOL382', 'BIOL386', 'BIOL442'],
           'u143466': ['MATH291', 'MATH358', 'MATH442'],
           'u143937': ['ENGR141', 'ENGR389', 'ENGR496'],
           'u149839': ['BIOL382', 'BIOL386', 'BIOL442'],
           'u163560': ['BIOL386', 'ENGR389', 'ENGR457', 'ENGR496'],
           'u173212': ['ENGR141', 'ENGR457', 'ENGR496'],
           'u207707': ['BIOL289', 'BIOL442'],
           'u209853': ['BIOL382', 'BIOL386', 'BIOL442', 'ENGR457'],
           'u210822': ['BIOL289', 'BIOL386'],
           'u261358': ['ENGR389', 'ENGR457', 'ENGR496', 'MATH291'],
           'u282784': ['BIOL289', 'BIOL382', 'BIOL386', 'MATH468'],
           'u286912': ['MATH358', 'MATH442', 'MATH468'],
           'u319032': ['BIOL382', 'BIOL386', 'BIOL442', 'ENGR141'],
           'u349971': ['ENGR141', 'ENGR457', 'ENGR496'],
           'u365755': ['BIOL289', 'BIOL442'],
           'u387328': ['BIOL382', 'MATH291', 'MATH358', 'MATH442'],
           'u392273': ['MATH291', 'MATH442', 'MATH468'],
           'u392956': ['BIOL386', 'ENGR141', 'ENGR457'],
           'u418189': ['BIOL386', 'ENGR389', 'ENGR496'],
           'u443215': ['BIOL289', 'MATH291'],
           'u455951': ['MATH291', 'MATH358', 'MATH468'],
           'u462048': ['MATH358', 'MATH468'],
           'u465948': ['ENGR141', 'ENGR389', 'MATH291'],
           'u478703': ['BIOL382', 'BIOL386', 'BIOL442', 'ENGR457'],
           'u482324': ['BIOL289', 'BIOL386'],
           'u504786': ['MATH442', 'MATH468'],
           'u511492': ['BIOL289', 'MATH291', 'MATH358', 'MATH468'],
           'u548425': ['MATH442', 'MATH468'],
           'u561195': ['ENGR141', 'ENGR457'],
           'u587298': ['BIOL386', 'MATH468'],
           'u624712': ['BIOL289', 'BIOL386', 'BIOL442'],
           'u662074': ['BIOL289', 'BIOL386', 'ENGR457'],
           'u683468': ['BIOL386', 'MATH291', 'MATH358'],
           'u695697': ['ENGR141', 'ENGR457'],
           'u696364': ['MATH358', 'MATH442', 'MATH468'],
           'u712229': ['ENGR457', 'ENGR496'],
           'u734138': ['MATH291', 'MATH468'],
           'u752975': ['BIOL289', 'BIOL382'],
           'u762746': ['MATH358', 'MATH442'],
           'u773448': ['MATH358', 'MATH442', 'MATH468'],
           'u818248': ['BIOL289', 'BIOL386', 'BIOL442', 'ENGR457'],
           'u832834': ['MATH358', 'MATH442'],
           'u832837': ['ENGR141', 'ENGR389', 'ENGR457'],
           'u834739': ['MATH358', 'MATH468'],
           'u837338': ['BIOL289', 'BIOL386', 'MATH358'],
           'u842720': ['MATH442', 'MATH468'],
           'u852870': ['ENGR141', 'ENGR389', 'ENGR496'],
           'u864837': ['BIOL289', 'BIOL442'],
           'u873664': ['ENGR141', 'ENGR389', 'ENGR457'],
           'u887270': ['BIOL386', 'MATH468'],
           'u902912': ['BIOL289', 'MATH468'],
           'u926405': ['ENGR141', 'ENGR457', 'MATH442'],
           'u928456': ['BIOL386', 'MATH358', 'MATH442', 'MATH468'],
           'u930519': ['MATH291', 'MATH358', 'MATH442'],
           'u943154': ['ENGR389', 'ENGR496'],
           'u946680': ['BIOL289', 'BIOL382', 'BIOL442'],
           'u948656': ['ENGR457', 'MATH291'],
           'u976415': ['BIOL382', 'BIOL442'],
           'u994731': ['BIOL442', 'MATH468']},
 'unavailable': {}}
P = {'load': '/data/exams/autumn2027/timetable/slot_load.csv',
 'summary': '/data/exams/autumn2027/timetable/summary.json',
 'timetable': '/data/exams/autumn2027/timetable/timetable.csv'}

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
