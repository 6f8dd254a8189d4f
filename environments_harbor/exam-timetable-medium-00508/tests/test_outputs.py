import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 27,
 'exams': ['ENGR349',
           'HIST439',
           'HIST146',
           'ENGR361',
           'BIOL164',
           'HIST351',
           'HIST242',
           'ENGR169',
           'BIOL135',
           'BIOL392',
           'BIOL301',
           'ENGR327'],
 'opt': 10,
 'pinned': {},
 'takes': {'n102783': ['BIOL164', 'HIST351'],
           'n116479': ['BIOL135', 'BIOL164', 'ENGR361'],
           'n120050': ['HIST242', 'HIST351'],
           'n142716': ['BIOL164', 'BIOL301', 'BIOL392', 'ENGR361'],
           'n155973': ['BIOL135', 'BIOL164', 'BIOL392'],
           'n159560': ['ENGR169', 'ENGR327', 'ENGR349'],
           'n181794': ['BIOL164', 'BIOL301', 'ENGR169'],
           'n190783': ['BIOL135', 'BIOL164', 'BIOL392'],
           'n221328': ['ENGR169', 'ENGR327'],
           'n236903': ['HIST146', 'HIST242', 'HIST351'],
           'n246921': ['HIST146', 'HIST242'],
           'n254973': ['BIOL164', 'BIOL392'],
           'n255827': ['BIOL164', 'BIOL301'],
           'n278326': ['BIOL135', 'BIOL392'],
           'n317097': ['BIOL164', 'BIOL392', 'ENGR169'],
           'n318693': ['BIOL135', 'BIOL392', 'ENGR169'],
           'n345214': ['HIST146', 'HIST242', 'HIST351'],
           'n348528': ['BIOL301', 'BIOL392'],
           'n354983': ['BIOL164', 'BIOL301', 'BIOL392', 'HIST146'],
           'n359459': ['BIOL164', 'HIST242', 'HIST351'],
           'n367317': ['BIOL135', 'BIOL164', 'BIOL392', 'HIST146'],
           'n368072': ['ENGR169', 'ENGR327', 'ENGR361'],
           'n372035': ['HIST146', 'HIST242'],
           'n373506': ['BIOL392', 'ENGR169', 'ENGR327', 'ENGR361'],
           'n376694': ['ENGR327', 'ENGR349'],
           'n381107': ['HIST146', 'HIST242'],
           'n386878': ['ENGR169', 'ENGR349', 'ENGR361'],
           'n387546': ['ENGR327', 'ENGR349', 'ENGR361'],
           'n408659': ['BIOL164', 'BIOL301', 'BIOL392'],
           'n422929': ['BIOL392', 'HIST242', 'HIST439'],
           'n429222': ['HIST146', 'HIST439'],
           'n429232': ['ENGR169', 'ENGR349', 'ENGR361'],
           'n431583': ['BIOL135', 'BIOL164', 'BIOL301'],
           'n434233': ['BIOL135', 'BIOL164'],
           'n449775': ['ENGR327', 'ENGR361'],
           'n496096': ['HIST146', 'HIST242', 'HIST351'],
           'n523570': ['ENGR327', 'ENGR349'],
           'n574947': ['HIST146', 'HIST351'],
           'n614613': ['ENGR327', 'ENGR361'],
           'n627737': ['BIOL135', 'ENGR169', 'ENGR349', 'ENGR361'],
           'n629510': ['HIST146', 'HIST242', 'HIST351'],
           'n641263': ['BIOL135', 'BIOL301', 'BIOL392'],
           'n667371': ['BIOL301', 'BIOL392', 'ENGR327'],
           'n683612': ['BIOL164', 'BIOL301', 'HIST351'],
           'n685936': ['HIST146', 'HIST242', 'HIST351'],
           'n687666': ['HIST146', 'HIST351', 'HIST439'],
           'n690688': ['ENGR349', 'HIST242', 'HIST351', 'HIST439'],
           'n692858': ['BIOL164', 'HIST146', 'HIST439'],
           'n709709': ['ENGR169', 'ENGR327'],
           'n711024': ['BIOL135', 'HIST146', 'HIST242', 'HIST439'],
           'n715115': ['HIST146', 'HIST351'],
           'n725051': ['ENGR169', 'ENGR327', 'ENGR361'],
           'n729199': ['HIST242', 'HIST351'],
           'n732786': ['BIOL301', 'BIOL392', 'HIST146'],
           'n785068': ['ENGR169', 'ENGR327', 'ENGR349'],
           'n809624': ['BIOL301', 'BIOL392'],
           'n834741': ['ENGR169', 'HIST242'],
           'n845589': ['BIOL135', 'BIOL164'],
           'n867712': ['BIOL135', 'BIOL164', 'BIOL301', 'ENGR349'],
           'n890099': ['HIST146', 'HIST351'],
           'n912046': ['ENGR327', 'ENGR349'],
           'n920486': ['ENGR327', 'ENGR349'],
           'n924618': ['BIOL164', 'HIST439'],
           'n969713': ['HIST146', 'HIST351', 'HIST439'],
           'n984814': ['BIOL135', 'BIOL164', 'BIOL392']},
 'unavailable': {}}
P = {'load': '/work/registry/resit2023/timetable/slot_load.csv',
 'summary': '/work/registry/resit2023/timetable/summary.json',
 'timetable': '/work/registry/resit2023/timetable/timetable.csv'}

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
