import os, subprocess

import pytest

EXPECTED = {'hidden1': ['21',
             '16',
             '18',
             '31',
             '27',
             '52',
             '19',
             '31',
             '13',
             '26',
             '29',
             '23',
             '31',
             '24',
             '36',
             '46',
             '30',
             '12',
             '5',
             '-1',
             '9',
             '16',
             '11',
             '49'],
 'hidden2': ['18',
             '21',
             '22',
             '21',
             '19',
             '7',
             '20',
             '13',
             '13',
             '-1',
             '23',
             '17',
             '-1',
             '9',
             '15',
             '-1',
             '14',
             '17',
             '26',
             '31',
             '15',
             '11',
             '8',
             '15',
             '17',
             '20',
             '12',
             '16',
             '22',
             '13'],
 'hidden3': ['37',
             '29',
             '31',
             '30',
             '-1',
             '40',
             '34',
             '27',
             '39',
             '52',
             '19',
             '27',
             '49',
             '10',
             '29',
             '29',
             '36',
             '36',
             '35',
             '24',
             '24',
             '29',
             '40',
             '16']}
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
