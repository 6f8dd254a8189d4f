import os, subprocess

import pytest

EXPECTED = {'hidden1': ['45',
             '25',
             '57',
             '12',
             '24',
             '3',
             '14',
             '22',
             '28',
             '18',
             '23',
             '6',
             '24',
             '30',
             '3',
             '20',
             '5',
             '14',
             '1',
             '13',
             '25',
             '11',
             '52',
             '19'],
 'hidden2': ['7',
             '18',
             '20',
             '8',
             '13',
             '7',
             '17',
             '20',
             '14',
             '17',
             '14',
             '23',
             '16',
             '29',
             '28',
             '12',
             '16',
             '15',
             '21',
             '4',
             '2',
             '16',
             '19',
             '19',
             '17',
             '12',
             '9',
             '18',
             '8',
             '-1'],
 'hidden3': ['26',
             '-1',
             '18',
             '38',
             '22',
             '14',
             '23',
             '25',
             '35',
             '18',
             '45',
             '38',
             '16',
             '31',
             '21',
             '38',
             '45',
             '21',
             '18',
             '36',
             '36',
             '48',
             '-1',
             '-1']}
PROGRAM = '/srv/dispatch/bin/router'

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
