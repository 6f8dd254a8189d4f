import os, subprocess

import pytest

EXPECTED = {'hidden1': ['22',
             '13',
             '8',
             '24',
             '12',
             '10',
             '12',
             '17',
             '-1',
             '18',
             '13',
             '24',
             '3',
             '13',
             '18',
             '18',
             '10',
             '29',
             '37',
             '35',
             '17',
             '28',
             '3',
             '14'],
 'hidden2': ['14',
             '27',
             '21',
             '16',
             '22',
             '12',
             '26',
             '18',
             '26',
             '21',
             '35',
             '18',
             '29',
             '12',
             '24',
             '22',
             '17',
             '26',
             '20',
             '20',
             '44',
             '16',
             '22',
             '30',
             '26',
             '29',
             '26',
             '2',
             '21',
             '23'],
 'hidden3': ['15',
             '19',
             '22',
             '18',
             '22',
             '17',
             '23',
             '14',
             '16',
             '1',
             '18',
             '30',
             '26',
             '17',
             '15',
             '15',
             '19',
             '25',
             '19',
             '31',
             '27',
             '20',
             '26',
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
