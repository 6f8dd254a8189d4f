import os, subprocess

import pytest

EXPECTED = {'hidden1': ['8 3',
             '38 3',
             '48 7',
             '23 5',
             '30 5',
             '29 5',
             '16 2',
             '24 5',
             '-1',
             '30 7',
             '3 1',
             '7 1',
             '19 5',
             '5 1',
             '30 6',
             '5 1',
             '25 3',
             '3 1',
             '8 3',
             '22 6',
             '10 4',
             '-1',
             '27 4',
             '10 4'],
 'hidden2': ['9 3',
             '23 5',
             '16 3',
             '26 5',
             '19 4',
             '7 4',
             '12 4',
             '22 10',
             '20 4',
             '22 3',
             '32 7',
             '22 4',
             '20 6',
             '56 6',
             '14 3',
             '30 5',
             '36 7',
             '29 6',
             '29 11',
             '19 7',
             '15 3',
             '20 6',
             '22 5',
             '20 3',
             '38 6',
             '22 6',
             '-1',
             '19 4',
             '17 4',
             '17 2'],
 'hidden3': ['28 5',
             '-1',
             '35 8',
             '-1',
             '32 7',
             '33 9',
             '26 5',
             '41 9',
             '-1',
             '21 6',
             '29 8',
             '57 7',
             '33 8',
             '20 6',
             '53 4',
             '30 7',
             '22 6',
             '29 6',
             '24 3',
             '22 7',
             '30 7',
             '20 8',
             '20 5',
             '20 6']}
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
