import os, subprocess

import pytest

EXPECTED = {'hidden1': ['26 4',
             '100 4',
             '105 6',
             '27 5',
             '29 3',
             '35 5',
             '25 2',
             '106 8',
             '16 3',
             '30 5',
             '12 2',
             '30 5',
             '24 4',
             '25 4',
             '26 4',
             '28 5',
             '24 5',
             '6 1',
             '28 4',
             '22 2',
             '19 5',
             '25 4',
             '123 6',
             '57 3'],
 'hidden2': ['34 5',
             '19 5',
             '30 4',
             '40 10',
             '16 4',
             '22 6',
             '23 6',
             '20 5',
             '18 6',
             '22 6',
             '14 6',
             '17 4',
             '19 5',
             '17 6',
             '29 10',
             '32 8',
             '11 4',
             '22 5',
             '27 8',
             '23 3',
             '27 5',
             '17 7',
             '7 1',
             '25 9',
             '20 5',
             '23 3',
             '17 4',
             '31 6',
             '16 6',
             '7 2'],
 'hidden3': ['14 4',
             '27 6',
             '29 6',
             '24 4',
             '25 7',
             '26 8',
             '22 4',
             '32 8',
             '26 5',
             '-1',
             '29 12',
             '21 5',
             '15 5',
             '25 7',
             '23 6',
             '31 7',
             '27 5',
             '28 5',
             '34 8',
             '29 5',
             '28 8',
             '23 10',
             '21 9',
             '6 3']}
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
