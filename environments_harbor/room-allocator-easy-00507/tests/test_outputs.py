import os, subprocess

import pytest

EXPECTED = {'schedule1': {'assign': '', 'booked': 'booked 535', 'ids': '', 'rooms': 'rooms 11'},
 'schedule2': {'assign': '', 'booked': 'booked 575', 'ids': '', 'rooms': 'rooms 72'},
 'schedule3': {'assign': '', 'booked': 'booked 510', 'ids': '', 'rooms': 'rooms 454'}}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/boothplan"

def _run(name):
    with open(os.path.join(HERE, "cases", name + ".in")) as f:
        p = subprocess.run([TOOL], stdin=f, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, f"{TOOL} exited {p.returncode} on {name}: {p.stderr[-500:]}"
    return [l.strip() for l in p.stdout.splitlines() if l.strip()]

def test_is_executable():
    assert os.access(TOOL, os.X_OK), f"{TOOL} must be an executable file"

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rooms_and_booked_time(name):
    got = _run(name)
    want = EXPECTED[name]
    assert len(got) >= 2, f"{name}: expected at least the rooms and booked lines, got {got[:3]}"
    assert got[0] == want["rooms"], f"{name}: first line {got[0]!r}, expected {want['rooms']!r}"
    assert got[1] == want["booked"], f"{name}: second line {got[1]!r}, expected {want['booked']!r}"

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_assignment(name):
    want = EXPECTED[name]
    got = _run(name)[2:]
    ids, rooms = want["ids"].split(), want["assign"].split()
    assert len(got) == len(ids), f"{name}: {len(got)} assignment lines, expected {len(ids)}"
    got_ids = [g.split()[0] for g in got]
    assert got_ids == ids, f"{name}: assignment lines list other ids or another order (first: {got_ids[:3]}, expected {ids[:3]})"
    wrong = [(i, g, r) for i, g, r in zip(ids, got, rooms) if g.split()[1:] != [r]]
    assert not wrong, f"{name}: {len(wrong)} wrong rooms, first (id, got line, expected room): {wrong[:3]}"
