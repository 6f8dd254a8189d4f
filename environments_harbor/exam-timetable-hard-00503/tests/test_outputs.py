import csv, json, os

T = {'b2b': True,
 'before': [['HIST284', 'HIST380'], ['PHYS178', 'PHYS106']],
 'cap': 27,
 'exams': ['BIOL477',
           'BIOL427',
           'HIST284',
           'PHYS106',
           'HIST201',
           'HIST380',
           'BIOL322',
           'PHYS178',
           'HIST328',
           'PHYS275'],
 'opt': 9,
 'pinned': {'HIST201': 7},
 'takes': {'a123832': ['HIST328', 'PHYS178'],
           'a132296': ['BIOL322', 'BIOL427'],
           'a155943': ['HIST201', 'HIST328'],
           'a187053': ['BIOL322', 'BIOL477'],
           'a200928': ['HIST201', 'HIST380'],
           'a228273': ['BIOL322', 'PHYS275'],
           'a307344': ['PHYS106', 'PHYS178'],
           'a316884': ['BIOL322', 'BIOL477'],
           'a334105': ['BIOL322', 'BIOL477'],
           'a352921': ['BIOL477', 'PHYS275'],
           'a384843': ['BIOL322', 'HIST380'],
           'a406558': ['HIST328'],
           'a412331': ['BIOL322', 'BIOL477', 'PHYS106'],
           'a419275': ['PHYS106'],
           'a420187': ['HIST284'],
           'a444282': ['PHYS178', 'PHYS275'],
           'a445200': ['HIST201'],
           'a447419': ['BIOL322'],
           'a455769': ['HIST380'],
           'a460072': ['PHYS106'],
           'a485958': ['BIOL322'],
           'a493467': ['PHYS106', 'PHYS275'],
           'a503864': ['HIST284', 'HIST380'],
           'a514761': ['BIOL477', 'PHYS178'],
           'a519277': ['HIST284', 'HIST328'],
           'a567041': ['HIST201', 'HIST380'],
           'a577002': ['HIST201', 'HIST328'],
           'a581049': ['PHYS106'],
           'a588961': ['HIST284', 'PHYS106', 'PHYS178'],
           'a610303': ['BIOL427', 'BIOL477', 'HIST380'],
           'a635059': ['BIOL477'],
           'a647597': ['BIOL322', 'BIOL477'],
           'a692081': ['HIST328', 'HIST380'],
           'a708537': ['BIOL477', 'HIST201', 'HIST284'],
           'a715182': ['PHYS106', 'PHYS178'],
           'a752401': ['BIOL322'],
           'a800722': ['HIST328'],
           'a806201': ['BIOL322', 'HIST328'],
           'a840771': ['HIST284'],
           'a887164': ['HIST380', 'PHYS106', 'PHYS275'],
           'a905841': ['HIST201', 'HIST284'],
           'a931028': ['HIST328', 'PHYS178'],
           'a962648': ['HIST284', 'HIST328'],
           'a992937': ['HIST328', 'PHYS178']},
 'unavailable': {'HIST380': [2, 3], 'PHYS275': [4]}}
P = {'load': '/srv/registry/autumn2026/timetable/slot_load.csv',
 'summary': '/srv/registry/autumn2026/timetable/summary.json',
 'timetable': '/srv/registry/autumn2026/timetable/timetable.csv'}

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
