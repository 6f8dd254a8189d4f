import os, subprocess

import pytest

EXPECTED = {'hidden1': ['20',
             '4',
             '18',
             '17',
             '20',
             '20',
             '13',
             '17',
             '-1',
             '22',
             '12',
             '8',
             '16',
             '17',
             '8',
             '12',
             '12',
             '5',
             '6',
             '17',
             '11',
             '14',
             '11',
             '14'],
 'hidden2': ['23',
             '24',
             '23',
             '11',
             '16',
             '13',
             '15',
             '13',
             '17',
             '13',
             '21',
             '11',
             '19',
             '17',
             '10',
             '24',
             '17',
             '16',
             '12',
             '17',
             '15',
             '16',
             '15',
             '22',
             '9',
             '15',
             '14',
             '17',
             '1',
             '11'],
 'hidden3': ['14',
             '16',
             '21',
             '18',
             '18',
             '-1',
             '13',
             '13',
             '16',
             '5',
             '23',
             '18',
             '17',
             '12',
             '21',
             '21',
             '14',
             '20',
             '24',
             '17',
             '25',
             '14',
             '17',
             '16']}
PROGRAM = '/app/bin/route'

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
