import csv, json, os

T = {'b2b': True,
 'before': [['ENGR189', 'ENGR201'], ['HIST167', 'HIST375']],
 'cap': 21,
 'exams': ['ENGR230',
           'HIST322',
           'PHYS258',
           'HIST375',
           'PHYS281',
           'ENGR461',
           'HIST222',
           'ENGR189',
           'HIST167',
           'ENGR201',
           'PHYS137'],
 'opt': 7,
 'pinned': {'ENGR461': 1},
 'takes': {'u128877': ['ENGR189', 'ENGR201', 'HIST167'],
           'u188540': ['PHYS137', 'PHYS258'],
           'u217062': ['HIST167', 'HIST322'],
           'u259517': ['HIST375', 'PHYS258'],
           'u271959': ['HIST167', 'HIST375'],
           'u289137': ['ENGR201', 'ENGR230'],
           'u297255': ['HIST222', 'PHYS281'],
           'u339587': ['ENGR189', 'ENGR461', 'HIST222'],
           'u357010': ['PHYS137', 'PHYS258'],
           'u374420': ['PHYS137'],
           'u384503': ['PHYS137', 'PHYS258'],
           'u405920': ['HIST222'],
           'u441081': ['PHYS258'],
           'u503085': ['HIST167', 'PHYS137'],
           'u508606': ['PHYS137', 'PHYS281'],
           'u510713': ['PHYS281'],
           'u530164': ['PHYS137', 'PHYS258'],
           'u546180': ['HIST375'],
           'u602222': ['ENGR189', 'HIST375'],
           'u615579': ['HIST167', 'PHYS137'],
           'u670198': ['HIST222'],
           'u690671': ['ENGR189', 'ENGR201', 'HIST375'],
           'u715771': ['ENGR201'],
           'u760951': ['HIST222', 'PHYS281'],
           'u788599': ['PHYS137', 'PHYS258'],
           'u817935': ['ENGR461', 'PHYS281'],
           'u837496': ['HIST167', 'HIST375'],
           'u866352': ['PHYS258', 'PHYS281'],
           'u883276': ['ENGR461', 'HIST375'],
           'u884794': ['HIST167'],
           'u903892': ['PHYS281'],
           'u913908': ['HIST375'],
           'u915115': ['PHYS137', 'PHYS281'],
           'u944923': ['ENGR230', 'HIST222']},
 'unavailable': {'ENGR189': [1], 'PHYS137': [2]}}
P = {'load': '/srv/registry/autumn2024/timetable/slot_load.csv',
 'summary': '/srv/registry/autumn2024/timetable/summary.json',
 'timetable': '/srv/registry/autumn2024/timetable/timetable.csv'}

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
