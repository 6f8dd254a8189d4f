import os, subprocess

import pytest

EXPECTED = {'hidden1': ['19 4',
             '35 7',
             '51 8',
             '6 2',
             '14 5',
             '20 3',
             '26 2',
             '15 2',
             '32 7',
             '52 6',
             '30 3',
             '31 7',
             '39 5',
             '25 5',
             '24 5',
             '20 3',
             '32 6',
             '31 5',
             '9 1',
             '9 1',
             '-1',
             '5 3',
             '30 2',
             '24 4'],
 'hidden2': ['23 6',
             '21 6',
             '21 6',
             '24 6',
             '15 6',
             '19 4',
             '11 3',
             '57 6',
             '21 5',
             '51 7',
             '25 5',
             '22 5',
             '27 7',
             '19 5',
             '27 6',
             '19 4',
             '22 6',
             '26 7',
             '22 4',
             '4 2',
             '29 6',
             '24 6',
             '26 8',
             '33 5',
             '33 6',
             '30 5',
             '27 7',
             '28 6',
             '25 7',
             '22 4'],
 'hidden3': ['19 5',
             '26 8',
             '28 7',
             '16 3',
             '42 10',
             '34 9',
             '38 7',
             '17 5',
             '35 7',
             '30 8',
             '28 6',
             '41 7',
             '56 7',
             '40 10',
             '27 9',
             '40 11',
             '29 8',
             '17 7',
             '37 8',
             '25 7',
             '20 6',
             '28 4',
             '27 5',
             '29 9']}
PROGRAM = '/opt/dispatch/bin/route'

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
