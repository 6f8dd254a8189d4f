import os, subprocess

import pytest

EXPECTED = {'hidden1': ['-1',
             '61',
             '24',
             '4',
             '4',
             '25',
             '11',
             '16',
             '16',
             '70',
             '8',
             '59',
             '103',
             '55',
             '33',
             '4',
             '93',
             '62',
             '51',
             '18',
             '25',
             '16',
             '61',
             '-1'],
 'hidden2': ['19',
             '17',
             '21',
             '32',
             '19',
             '12',
             '18',
             '22',
             '20',
             '17',
             '18',
             '23',
             '15',
             '17',
             '14',
             '20',
             '21',
             '15',
             '16',
             '19',
             '6',
             '20',
             '11',
             '17',
             '5',
             '13',
             '19',
             '10',
             '25',
             '7'],
 'hidden3': ['31',
             '51',
             '23',
             '33',
             '12',
             '12',
             '18',
             '33',
             '26',
             '15',
             '-1',
             '17',
             '24',
             '33',
             '22',
             '-1',
             '33',
             '34',
             '22',
             '25',
             '15',
             '32',
             '33',
             '30']}
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
