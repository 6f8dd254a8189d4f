import csv, json, os

T = {'b2b': True,
 'before': [['HIST146', 'HIST199'], ['PHYS496', 'PHYS233']],
 'cap': 30,
 'exams': ['HIST140',
           'HIST161',
           'PHYS233',
           'PHYS299',
           'CHEM184',
           'CHEM214',
           'HIST199',
           'HIST146',
           'CHEM105',
           'PHYS496',
           'CHEM294'],
 'opt': 9,
 'pinned': {'HIST146': 1},
 'takes': {'u117619': ['CHEM214'],
           'u132535': ['CHEM184', 'HIST161'],
           'u135832': ['HIST146', 'HIST161', 'PHYS233'],
           'u144692': ['HIST199', 'PHYS299', 'PHYS496'],
           'u146673': ['CHEM105', 'PHYS233'],
           'u180617': ['CHEM184', 'CHEM214', 'PHYS496'],
           'u184290': ['CHEM105', 'CHEM184', 'PHYS496'],
           'u192551': ['CHEM184', 'CHEM214'],
           'u195636': ['PHYS299', 'PHYS496'],
           'u227531': ['PHYS233', 'PHYS496'],
           'u258934': ['CHEM214', 'CHEM294', 'PHYS496'],
           'u293604': ['HIST146', 'HIST161', 'PHYS299'],
           'u322533': ['HIST199', 'PHYS233', 'PHYS299'],
           'u341690': ['PHYS233'],
           'u355557': ['CHEM105'],
           'u378272': ['CHEM184'],
           'u386556': ['HIST161', 'HIST199'],
           'u390883': ['CHEM214', 'HIST161'],
           'u414361': ['CHEM184', 'CHEM294'],
           'u429100': ['HIST199'],
           'u454890': ['CHEM214', 'CHEM294', 'PHYS299'],
           'u460955': ['PHYS233', 'PHYS496'],
           'u492586': ['PHYS299'],
           'u504898': ['CHEM294', 'HIST161', 'HIST199'],
           'u572952': ['HIST199', 'PHYS496'],
           'u622945': ['HIST140', 'HIST161'],
           'u650144': ['CHEM184', 'HIST146', 'HIST161'],
           'u656988': ['HIST140', 'HIST146'],
           'u670861': ['HIST146'],
           'u704164': ['CHEM294'],
           'u714852': ['HIST146', 'HIST199'],
           'u773684': ['HIST140', 'PHYS299'],
           'u786175': ['CHEM184', 'PHYS496'],
           'u821321': ['CHEM184', 'HIST199'],
           'u834478': ['CHEM214'],
           'u835930': ['PHYS299', 'PHYS496'],
           'u838564': ['HIST161', 'PHYS299', 'PHYS496'],
           'u870956': ['CHEM184'],
           'u871307': ['CHEM184', 'HIST146'],
           'u938947': ['PHYS496'],
           'u955270': ['CHEM105', 'CHEM184', 'HIST161'],
           'u979397': ['CHEM184', 'HIST140', 'HIST199'],
           'u991847': ['HIST140', 'HIST146']},
 'unavailable': {'HIST140': [2], 'HIST199': [3, 4]}}
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
