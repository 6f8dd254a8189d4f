import os, subprocess

import pytest

EXPECTED = {'hidden1': ['18',
             '12',
             '30',
             '35',
             '10',
             '28',
             '28',
             '20',
             '5',
             '32',
             '13',
             '14',
             '16',
             '29',
             '18',
             '-1',
             '28',
             '22',
             '8',
             '31',
             '10',
             '25',
             '22',
             '15'],
 'hidden2': ['10',
             '17',
             '10',
             '6',
             '11',
             '9',
             '12',
             '7',
             '7',
             '-1',
             '12',
             '23',
             '13',
             '14',
             '6',
             '14',
             '10',
             '8',
             '11',
             '5',
             '15',
             '19',
             '8',
             '15',
             '9',
             '16',
             '13',
             '9',
             '16',
             '8'],
 'hidden3': ['32',
             '43',
             '37',
             '14',
             '19',
             '13',
             '-1',
             '13',
             '21',
             '33',
             '35',
             '32',
             '18',
             '24',
             '19',
             '8',
             '19',
             '28',
             '26',
             '30',
             '17',
             '19',
             '22',
             '23']}
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
