import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 27,
 'exams': ['BIOL438',
           'HIST271',
           'MATH276',
           'MATH227',
           'BIOL447',
           'MATH411',
           'HIST318',
           'BIOL353',
           'HIST419',
           'HIST150',
           'MATH449',
           'BIOL231'],
 'opt': 10,
 'pinned': {},
 'takes': {'a112782': ['BIOL353', 'BIOL447', 'MATH449'],
           'a123532': ['BIOL231', 'BIOL353'],
           'a135468': ['HIST271', 'MATH227', 'MATH276', 'MATH411'],
           'a148884': ['HIST150', 'HIST271'],
           'a152435': ['MATH276', 'MATH411', 'MATH449'],
           'a156545': ['MATH227', 'MATH411', 'MATH449'],
           'a156823': ['HIST150', 'HIST419', 'MATH449'],
           'a165771': ['HIST150', 'MATH227'],
           'a176008': ['MATH411', 'MATH449'],
           'a176030': ['MATH227', 'MATH411', 'MATH449'],
           'a189834': ['BIOL447', 'MATH227', 'MATH411', 'MATH449'],
           'a244016': ['HIST419', 'MATH276', 'MATH411', 'MATH449'],
           'a277286': ['BIOL231', 'BIOL438', 'BIOL447', 'MATH411'],
           'a284755': ['BIOL231', 'BIOL438'],
           'a318236': ['HIST150', 'HIST318'],
           'a333566': ['BIOL231', 'BIOL438', 'BIOL447'],
           'a336779': ['BIOL438', 'BIOL447', 'HIST419'],
           'a344805': ['HIST318', 'MATH227', 'MATH411'],
           'a368686': ['BIOL231', 'BIOL438', 'BIOL447'],
           'a394590': ['BIOL231', 'HIST150', 'HIST271', 'HIST318'],
           'a413750': ['MATH411', 'MATH449'],
           'a445854': ['BIOL231', 'BIOL438', 'BIOL447'],
           'a453951': ['BIOL438', 'MATH227'],
           'a456144': ['HIST318', 'HIST419'],
           'a481513': ['BIOL353', 'HIST271', 'HIST318', 'HIST419'],
           'a484228': ['BIOL231', 'BIOL447'],
           'a520865': ['BIOL231', 'BIOL353', 'BIOL438'],
           'a593012': ['BIOL438', 'BIOL447'],
           'a594669': ['HIST271', 'HIST318', 'HIST419'],
           'a616460': ['MATH227', 'MATH449'],
           'a620773': ['HIST150', 'HIST419'],
           'a625710': ['BIOL438', 'MATH227', 'MATH276', 'MATH411'],
           'a640814': ['HIST150', 'HIST318', 'HIST419'],
           'a675845': ['HIST150', 'HIST271', 'HIST419'],
           'a686043': ['HIST150', 'HIST318', 'HIST419'],
           'a686204': ['MATH276', 'MATH449'],
           'a717700': ['BIOL447', 'HIST318'],
           'a719315': ['BIOL231', 'BIOL353', 'BIOL447'],
           'a730966': ['HIST150', 'HIST271', 'HIST318', 'MATH411'],
           'a755904': ['BIOL438', 'BIOL447', 'HIST318'],
           'a763365': ['BIOL231', 'BIOL438', 'HIST271'],
           'a771650': ['MATH227', 'MATH276'],
           'a783099': ['HIST150', 'HIST271', 'HIST419'],
           'a785374': ['MATH227', 'MATH276', 'MATH449'],
           'a790170': ['BIOL353', 'BIOL438', 'BIOL447', 'HIST150'],
           'a819101': ['HIST271', 'HIST318', 'HIST419'],
           'a828241': ['MATH227', 'MATH449'],
           'a844246': ['BIOL231', 'BIOL447', 'MATH449'],
           'a866595': ['BIOL231', 'BIOL438', 'BIOL447'],
           'a887598': ['MATH227', 'MATH449'],
           'a913350': ['MATH276', 'MATH411', 'MATH449'],
           'a916601': ['MATH276', 'MATH411'],
           'a919734': ['BIOL231', 'BIOL438'],
           'a927613': ['HIST271', 'HIST318', 'HIST419'],
           'a942799': ['MATH276', 'MATH449'],
           'a964576': ['HIST150', 'HIST271', 'HIST419'],
           'a967839': ['HIST318', 'HIST419', 'MATH276'],
           'a977973': ['BIOL231', 'BIOL447'],
           'a978478': ['MATH276', 'MATH411', 'MATH449'],
           'a994343': ['BIOL231', 'BIOL353'],
           'a996651': ['BIOL438', 'MATH276', 'MATH449']},
 'unavailable': {}}
P = {'load': '/srv/registry/winter2027/timetable/slot_load.csv',
 'summary': '/srv/registry/winter2027/timetable/summary.json',
 'timetable': '/srv/registry/winter2027/timetable/timetable.csv'}

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
