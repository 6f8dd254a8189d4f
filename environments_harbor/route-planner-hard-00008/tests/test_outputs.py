import os, subprocess

import pytest

EXPECTED = {'hidden1': ['11',
             '17',
             '16',
             '25',
             '8',
             '20',
             '1',
             '8',
             '6',
             '13',
             '8',
             '19',
             '16',
             '34',
             '7',
             '19',
             '25',
             '10',
             '15',
             '25',
             '15',
             '-1',
             '8',
             '24'],
 'hidden2': ['17',
             '12',
             '-1',
             '20',
             '22',
             '23',
             '20',
             '9',
             '-1',
             '-1',
             '18',
             '19',
             '13',
             '17',
             '20',
             '19',
             '14',
             '23',
             '17',
             '-1',
             '-1',
             '16',
             '21',
             '-1',
             '-1',
             '16',
             '15',
             '9',
             '15',
             '19'],
 'hidden3': ['22',
             '17',
             '15',
             '19',
             '24',
             '19',
             '20',
             '12',
             '21',
             '14',
             '-1',
             '11',
             '30',
             '16',
             '8',
             '24',
             '23',
             '21',
             '22',
             '16',
             '-1',
             '13',
             '25',
             '-1']}
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
