import os, subprocess

import pytest

EXPECTED = {'hidden1': ['96 9',
             '12 3',
             '59 6',
             '27 4',
             '10 2',
             '35 4',
             '19 4',
             '9 2',
             '52 4',
             '42 6',
             '16 3',
             '10 3',
             '36 4',
             '14 4',
             '9 3',
             '17 3',
             '23 3',
             '-1',
             '76 5',
             '11 2',
             '19 3',
             '55 4',
             '18 4',
             '33 4'],
 'hidden2': ['27 7',
             '28 5',
             '-1',
             '29 4',
             '37 10',
             '36 7',
             '24 4',
             '35 6',
             '17 4',
             '-1',
             '4 1',
             '22 4',
             '15 6',
             '18 5',
             '22 5',
             '34 6',
             '27 7',
             '29 4',
             '23 2',
             '25 7',
             '48 9',
             '-1',
             '17 4',
             '5 2',
             '32 8',
             '15 5',
             '22 6',
             '23 6',
             '29 6',
             '30 7'],
 'hidden3': ['23 6',
             '27 7',
             '37 11',
             '26 4',
             '27 8',
             '25 7',
             '23 6',
             '34 9',
             '29 9',
             '29 6',
             '35 8',
             '17 5',
             '11 2',
             '21 4',
             '23 6',
             '35 6',
             '37 8',
             '32 7',
             '21 5',
             '23 5',
             '23 8',
             '-1',
             '18 5',
             '34 10']}
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
