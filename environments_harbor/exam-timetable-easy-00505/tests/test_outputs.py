import csv, json, os

T = {'b2b': False,
 'before': [],
 'cap': None,
 'exams': ['BIOL338',
           'BIOL374',
           'HIST391',
           'HIST363',
           'ECON146',
           'BIOL421',
           'HIST123',
           'ECON466',
           'ECON419',
           'HIST166'],
 'opt': 7,
 'pinned': {},
 'takes': {'n107192': ['HIST166', 'HIST363'],
           'n109834': ['ECON146', 'ECON419', 'ECON466'],
           'n138963': ['ECON146', 'ECON466'],
           'n158137': ['BIOL338', 'BIOL374'],
           'n182451': ['ECON146', 'ECON419', 'ECON466'],
           'n200325': ['ECON146', 'ECON419'],
           'n221429': ['BIOL374', 'HIST166', 'HIST363'],
           'n229705': ['BIOL338', 'BIOL374', 'BIOL421', 'ECON466'],
           'n302214': ['ECON146', 'ECON419', 'ECON466'],
           'n354678': ['ECON419', 'HIST123', 'HIST363'],
           'n357678': ['BIOL338', 'BIOL374', 'BIOL421', 'HIST391'],
           'n375492': ['HIST166', 'HIST391'],
           'n378768': ['ECON146', 'ECON419', 'ECON466'],
           'n399192': ['BIOL338', 'BIOL374', 'BIOL421'],
           'n399845': ['BIOL421', 'ECON146', 'ECON419', 'ECON466'],
           'n437497': ['BIOL374', 'BIOL421'],
           'n440772': ['BIOL338', 'BIOL374', 'BIOL421'],
           'n443946': ['BIOL338', 'HIST166', 'HIST391'],
           'n470403': ['ECON146', 'ECON419', 'ECON466', 'HIST391'],
           'n545895': ['ECON466', 'HIST123', 'HIST391'],
           'n548101': ['BIOL374', 'BIOL421'],
           'n565157': ['ECON146', 'ECON466', 'HIST123'],
           'n583815': ['ECON146', 'ECON419', 'HIST391'],
           'n585131': ['BIOL374', 'ECON146', 'ECON419', 'ECON466'],
           'n591288': ['ECON146', 'ECON419', 'ECON466'],
           'n597121': ['BIOL338', 'BIOL374'],
           'n641490': ['BIOL374', 'HIST123', 'HIST166', 'HIST363'],
           'n680693': ['ECON146', 'ECON419', 'ECON466'],
           'n712585': ['BIOL338', 'BIOL374', 'BIOL421'],
           'n713796': ['ECON146', 'ECON419', 'ECON466'],
           'n728841': ['HIST363', 'HIST391'],
           'n738106': ['ECON419', 'HIST166', 'HIST363', 'HIST391'],
           'n752692': ['BIOL374', 'ECON146', 'ECON419'],
           'n796937': ['BIOL374', 'BIOL421'],
           'n804219': ['BIOL338', 'BIOL374', 'BIOL421'],
           'n849379': ['BIOL338', 'BIOL374', 'BIOL421', 'ECON146'],
           'n874008': ['ECON146', 'ECON466'],
           'n886918': ['ECON146', 'ECON466', 'HIST166'],
           'n948730': ['ECON146', 'HIST123', 'HIST363', 'HIST391'],
           'n955650': ['BIOL338', 'BIOL421'],
           'n997262': ['HIST166', 'HIST363', 'HIST391']},
 'unavailable': {}}
P = {'load': '/srv/registry/winter2027/timetable/slot_load.csv',
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
