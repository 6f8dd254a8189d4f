import os, subprocess

import pytest

EXPECTED = {'hidden1': ['25',
             '72',
             '21',
             '49',
             '49',
             '31',
             '1',
             '50',
             '16',
             '38',
             '47',
             '2',
             '25',
             '21',
             '23',
             '56',
             '64',
             '7',
             '26',
             '16',
             '38',
             '11',
             '69',
             '29'],
 'hidden2': ['18',
             '24',
             '16',
             '21',
             '23',
             '-1',
             '18',
             '16',
             '29',
             '32',
             '24',
             '-1',
             '18',
             '25',
             '26',
             '19',
             '24',
             '5',
             '35',
             '30',
             '20',
             '25',
             '21',
             '29',
             '28',
             '11',
             '32',
             '24',
             '28',
             '26'],
 'hidden3': ['18',
             '16',
             '-1',
             '-1',
             '-1',
             '18',
             '11',
             '-1',
             '22',
             '22',
             '17',
             '27',
             '29',
             '25',
             '10',
             '10',
             '17',
             '-1',
             '20',
             '19',
             '11',
             '-1',
             '-1',
             '51']}
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
