import os, subprocess

import pytest

EXPECTED = {'hidden1': ['34 2',
             '21 4',
             '31 9',
             '27 2',
             '27 3',
             '42 4',
             '53 3',
             '50 2',
             '28 9',
             '28 4',
             '32 4',
             '18 6',
             '37 5',
             '26 7',
             '38 7',
             '21 3',
             '54 3',
             '17 4',
             '28 8',
             '27 8',
             '14 4',
             '19 6',
             '58 7',
             '22 6'],
 'hidden2': ['26 6',
             '15 3',
             '24 7',
             '26 8',
             '16 4',
             '49 2',
             '52 9',
             '31 6',
             '19 4',
             '21 7',
             '39 10',
             '25 7',
             '37 7',
             '22 6',
             '28 5',
             '43 5',
             '22 6',
             '53 7',
             '22 5',
             '22 5',
             '64 6',
             '24 5',
             '8 2',
             '19 5',
             '34 7',
             '25 2',
             '-1',
             '25 6',
             '24 5',
             '19 4'],
 'hidden3': ['24 5',
             '-1',
             '25 9',
             '15 4',
             '20 7',
             '55 9',
             '17 5',
             '26 9',
             '21 6',
             '29 7',
             '11 2',
             '23 3',
             '27 8',
             '22 7',
             '24 8',
             '-1',
             '22 5',
             '31 4',
             '34 10',
             '-1',
             '26 7',
             '23 5',
             '22 5',
             '29 4']}
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
