import os, subprocess

import pytest

EXPECTED = {'hidden1': ['23 6',
             '-1',
             '43 5',
             '28 7',
             '24 5',
             '16 4',
             '38 8',
             '45 5',
             '73 2',
             '18 4',
             '24 5',
             '31 3',
             '36 6',
             '16 5',
             '38 5',
             '10 2',
             '28 6',
             '27 4',
             '33 4',
             '37 2',
             '24 5',
             '28 7',
             '26 6',
             '39 4'],
 'hidden2': ['23 5',
             '41 5',
             '51 4',
             '26 2',
             '25 8',
             '19 4',
             '30 7',
             '63 4',
             '26 9',
             '20 4',
             '23 4',
             '25 6',
             '27 6',
             '27 5',
             '24 5',
             '53 10',
             '26 7',
             '42 9',
             '33 8',
             '31 6',
             '35 8',
             '35 6',
             '16 4',
             '12 3',
             '14 3',
             '22 3',
             '38 3',
             '29 3',
             '31 7',
             '51 7'],
 'hidden3': ['20 5',
             '43 6',
             '38 9',
             '-1',
             '24 4',
             '19 5',
             '27 7',
             '25 5',
             '23 6',
             '35 7',
             '35 8',
             '26 8',
             '27 8',
             '8 3',
             '18 6',
             '29 8',
             '45 7',
             '-1',
             '30 6',
             '31 8',
             '52 6',
             '21 3',
             '21 5',
             '33 9']}
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
