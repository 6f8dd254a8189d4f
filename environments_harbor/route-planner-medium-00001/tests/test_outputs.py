import os, subprocess

import pytest

EXPECTED = {'hidden1': ['38 4',
             '17 2',
             '35 3',
             '50 5',
             '48 5',
             '26 5',
             '32 2',
             '49 6',
             '45 4',
             '35 7',
             '25 6',
             '29 4',
             '10 2',
             '80 6',
             '31 1',
             '10 2',
             '24 5',
             '17 2',
             '26 5',
             '21 3',
             '27 4',
             '45 5',
             '22 5',
             '17 2'],
 'hidden2': ['13 5',
             '19 5',
             '20 4',
             '-1',
             '16 4',
             '57 6',
             '9 2',
             '-1',
             '18 5',
             '6 1',
             '14 6',
             '23 5',
             '18 6',
             '8 2',
             '57 6',
             '17 5',
             '42 7',
             '11 4',
             '23 8',
             '20 6',
             '11 6',
             '17 5',
             '32 7',
             '19 4',
             '19 6',
             '21 6',
             '15 3',
             '14 2',
             '19 4',
             '28 6'],
 'hidden3': ['32 6',
             '50 8',
             '22 7',
             '49 9',
             '21 7',
             '24 6',
             '40 8',
             '24 9',
             '20 1',
             '16 4',
             '21 7',
             '29 7',
             '35 9',
             '13 4',
             '20 3',
             '19 2',
             '41 12',
             '29 7',
             '19 6',
             '23 6',
             '32 5',
             '22 8',
             '16 8',
             '19 6']}
PROGRAM = '/app/bin/plan-route'

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
