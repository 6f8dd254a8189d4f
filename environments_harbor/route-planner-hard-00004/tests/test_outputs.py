import os, subprocess

import pytest

EXPECTED = {'hidden1': ['31',
             '37',
             '5',
             '46',
             '12',
             '26',
             '34',
             '13',
             '23',
             '17',
             '16',
             '7',
             '17',
             '18',
             '23',
             '27',
             '-1',
             '40',
             '44',
             '46',
             '30',
             '32',
             '13',
             '24'],
 'hidden2': ['19',
             '15',
             '17',
             '-1',
             '23',
             '7',
             '-1',
             '21',
             '5',
             '6',
             '14',
             '9',
             '12',
             '17',
             '18',
             '23',
             '-1',
             '26',
             '32',
             '20',
             '26',
             '-1',
             '-1',
             '15',
             '-1',
             '22',
             '24',
             '-1',
             '20',
             '-1'],
 'hidden3': ['7',
             '26',
             '21',
             '19',
             '19',
             '20',
             '18',
             '32',
             '29',
             '21',
             '20',
             '22',
             '20',
             '26',
             '17',
             '27',
             '21',
             '14',
             '34',
             '22',
             '19',
             '14',
             '18',
             '18']}
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
