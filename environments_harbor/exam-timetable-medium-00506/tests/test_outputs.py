import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': 24,
 'exams': ['MATH151',
           'BIOL302',
           'BIOL102',
           'MATH389',
           'ENGR143',
           'ENGR430',
           'MATH251',
           'BIOL114',
           'ENGR332',
           'ENGR460',
           'BIOL242',
           'MATH439'],
 'opt': 9,
 'pinned': {},
 'takes': {'s113001': ['BIOL102', 'BIOL242'],
           's114788': ['BIOL242', 'BIOL302'],
           's129774': ['ENGR143', 'MATH251', 'MATH439'],
           's135096': ['ENGR143', 'ENGR332', 'ENGR460'],
           's142290': ['BIOL102', 'BIOL242', 'MATH251'],
           's144325': ['ENGR332', 'ENGR430'],
           's158336': ['MATH151', 'MATH439'],
           's171241': ['ENGR332', 'ENGR460'],
           's187561': ['MATH151', 'MATH389', 'MATH439'],
           's200342': ['ENGR143', 'ENGR332', 'ENGR460'],
           's215305': ['BIOL114', 'BIOL242'],
           's216337': ['BIOL114', 'BIOL242', 'BIOL302'],
           's231339': ['BIOL242', 'BIOL302'],
           's233400': ['ENGR143', 'ENGR332', 'ENGR430'],
           's244843': ['BIOL114', 'BIOL302'],
           's245519': ['MATH151', 'MATH389', 'MATH439'],
           's254092': ['ENGR460', 'MATH151', 'MATH251', 'MATH439'],
           's264506': ['BIOL302', 'MATH251', 'MATH389', 'MATH439'],
           's286510': ['ENGR143', 'ENGR460', 'MATH439'],
           's293373': ['BIOL114', 'BIOL242', 'BIOL302'],
           's293961': ['BIOL102', 'BIOL242'],
           's332730': ['BIOL302', 'ENGR143', 'ENGR430'],
           's354129': ['BIOL114', 'BIOL242'],
           's356717': ['ENGR143', 'ENGR332', 'ENGR460', 'MATH439'],
           's377606': ['BIOL114', 'MATH151'],
           's378454': ['BIOL302', 'MATH389'],
           's383042': ['BIOL242', 'BIOL302', 'MATH251'],
           's413643': ['MATH251', 'MATH389', 'MATH439'],
           's419670': ['BIOL102', 'BIOL242', 'BIOL302'],
           's481558': ['ENGR430', 'ENGR460'],
           's482660': ['BIOL242', 'BIOL302'],
           's500551': ['BIOL102', 'BIOL114', 'BIOL302'],
           's543488': ['BIOL302', 'MATH251', 'MATH439'],
           's594131': ['ENGR143', 'ENGR332', 'MATH439'],
           's602244': ['BIOL102', 'BIOL114', 'BIOL302', 'ENGR430'],
           's612141': ['ENGR143', 'ENGR430', 'ENGR460', 'MATH389'],
           's612442': ['ENGR143', 'ENGR430', 'MATH389'],
           's659394': ['MATH389', 'MATH439'],
           's661655': ['BIOL114', 'BIOL242'],
           's672237': ['BIOL114', 'MATH251', 'MATH389', 'MATH439'],
           's686822': ['BIOL102', 'BIOL114', 'BIOL302'],
           's687907': ['ENGR332', 'ENGR460', 'MATH251'],
           's713326': ['ENGR143', 'ENGR430', 'ENGR460'],
           's715450': ['BIOL242', 'MATH251', 'MATH439'],
           's722025': ['MATH251', 'MATH439'],
           's777936': ['ENGR143', 'ENGR332', 'ENGR460'],
           's828756': ['BIOL114', 'MATH251'],
           's846459': ['BIOL114', 'BIOL302'],
           's856416': ['BIOL242', 'BIOL302', 'MATH389'],
           's871533': ['ENGR143', 'ENGR332'],
           's899152': ['BIOL114', 'ENGR143', 'ENGR460'],
           's907252': ['BIOL302', 'ENGR430'],
           's908041': ['ENGR143', 'ENGR460', 'MATH389'],
           's928904': ['MATH151', 'MATH251', 'MATH389'],
           's940992': ['ENGR332', 'ENGR430'],
           's976268': ['ENGR332', 'ENGR460'],
           's976338': ['BIOL102', 'BIOL242', 'ENGR332'],
           's986991': ['MATH151', 'MATH389'],
           's991538': ['MATH251', 'MATH389', 'MATH439']},
 'unavailable': {}}
P = {'load': '/srv/registry/winter2023/timetable/slot_load.csv',
 'summary': '/srv/registry/winter2023/timetable/summary.json',
 'timetable': '/srv/registry/winter2023/timetable/timetable.csv'}

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
