import os, subprocess

import pytest

EXPECTED = {'hidden1': ['42 5',
             '7 1',
             '7 1',
             '10 3',
             '54 5',
             '40 2',
             '34 1',
             '6 3',
             '15 2',
             '8 2',
             '26 3',
             '36 4',
             '19 3',
             '4 1',
             '40 2',
             '42 5',
             '56 7',
             '15 4',
             '20 3',
             '14 2',
             '56 5',
             '8 2',
             '20 5',
             '30 7'],
 'hidden2': ['17 3',
             '19 5',
             '15 4',
             '20 6',
             '11 2',
             '23 8',
             '23 6',
             '51 7',
             '55 3',
             '18 5',
             '34 5',
             '26 4',
             '25 3',
             '22 6',
             '31 6',
             '20 7',
             '30 8',
             '-1',
             '26 3',
             '42 3',
             '22 5',
             '21 5',
             '16 4',
             '24 6',
             '46 7',
             '22 7',
             '13 4',
             '25 7',
             '13 3',
             '49 5'],
 'hidden3': ['32 9',
             '26 5',
             '28 6',
             '26 8',
             '17 5',
             '21 5',
             '37 10',
             '20 5',
             '12 3',
             '26 8',
             '24 7',
             '21 5',
             '39 11',
             '30 9',
             '31 8',
             '38 11',
             '32 8',
             '34 8',
             '29 9',
             '28 5',
             '19 6',
             '31 8',
             '25 6',
             '23 8']}
PROGRAM = '/app/tools/shortest-route'

HERE = os.path.dirname(os.path.abspath(__file__))

def _run(name):
    with open(os.path.join(HERE, "cases", name + ".in")) as f:
        p = subprocess.run([PROGRAM], stdin=f, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, f"route exited {p.returncode}: {p.stderr[-500:]}"
    return p.stdout.split("\n")

def test_is_executable():
    assert os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be an executable file"

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_hidden_network(name):
    got = [l.strip() for l in _run(name) if l.strip()]
    want = EXPECTED[name]
    assert len(got) == len(want), f"{name}: {len(got)} answer lines, expected {len(want)}"
    wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not wrong, f"{name}: {len(wrong)} wrong answers, first (query, got, expected): {wrong[:3]}"
