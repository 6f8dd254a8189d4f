import os, subprocess

import pytest

EXPECTED = {'hidden1': ['15 2',
             '25 4',
             '2 1',
             '39 10',
             '21 7',
             '36 10',
             '23 5',
             '23 6',
             '21 4',
             '29 9',
             '18 3',
             '18 2',
             '16 2',
             '12 4',
             '22 3',
             '75 9',
             '46 9',
             '15 2',
             '28 8',
             '30 6',
             '20 3',
             '7 3',
             '13 3',
             '22 7'],
 'hidden2': ['30 13',
             '23 5',
             '12 2',
             '32 3',
             '27 7',
             '12 4',
             '20 8',
             '26 10',
             '17 3',
             '25 5',
             '37 10',
             '31 5',
             '18 5',
             '26 8',
             '26 4',
             '7 3',
             '22 5',
             '24 5',
             '28 5',
             '23 4',
             '24 4',
             '30 8',
             '21 4',
             '14 4',
             '-1',
             '22 4',
             '29 6',
             '8 3',
             '30 3',
             '-1'],
 'hidden3': ['-1',
             '29 8',
             '21 4',
             '37 7',
             '37 7',
             '20 4',
             '22 5',
             '34 6',
             '19 5',
             '29 7',
             '26 8',
             '29 6',
             '31 5',
             '31 6',
             '18 6',
             '33 6',
             '23 6',
             '19 6',
             '18 4',
             '2 1',
             '32 9',
             '23 6',
             '25 6',
             '21 6']}
PROGRAM = '/srv/dispatch/bin/router'

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
