import os, subprocess

import pytest

EXPECTED = {'hidden1': ['16 4',
             '26 5',
             '7 2',
             '17 3',
             '18 5',
             '28 8',
             '10 2',
             '40 8',
             '5 1',
             '18 4',
             '14 5',
             '28 5',
             '68 5',
             '-1',
             '34 8',
             '10 2',
             '12 5',
             '32 7',
             '23 5',
             '11 3',
             '10 2',
             '24 6',
             '14 5',
             '-1'],
 'hidden2': ['34 5',
             '24 3',
             '-1',
             '30 4',
             '-1',
             '25 5',
             '-1',
             '31 2',
             '30 6',
             '91 6',
             '28 4',
             '19 3',
             '26 6',
             '14 5',
             '44 9',
             '22 5',
             '17 3',
             '20 4',
             '19 2',
             '-1',
             '47 9',
             '16 4',
             '27 4',
             '14 3',
             '91 6',
             '21 3',
             '12 4',
             '20 5',
             '30 6',
             '40 9'],
 'hidden3': ['26 4',
             '47 7',
             '38 8',
             '36 8',
             '24 5',
             '31 7',
             '35 8',
             '28 4',
             '40 11',
             '27 3',
             '27 10',
             '41 5',
             '29 5',
             '30 6',
             '43 9',
             '37 6',
             '22 7',
             '29 7',
             '24 8',
             '28 6',
             '30 9',
             '57 9',
             '27 6',
             '35 6']}
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
