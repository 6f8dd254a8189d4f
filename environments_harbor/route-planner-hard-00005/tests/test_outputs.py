import os, subprocess

import pytest

EXPECTED = {'hidden1': ['22',
             '37',
             '46',
             '44',
             '8',
             '37',
             '34',
             '15',
             '10',
             '1',
             '12',
             '37',
             '44',
             '10',
             '-1',
             '20',
             '19',
             '13',
             '28',
             '18',
             '37',
             '25',
             '38',
             '3'],
 'hidden2': ['8',
             '17',
             '-1',
             '31',
             '16',
             '6',
             '12',
             '16',
             '21',
             '14',
             '13',
             '17',
             '3',
             '9',
             '16',
             '14',
             '8',
             '14',
             '17',
             '20',
             '24',
             '29',
             '24',
             '15',
             '34',
             '31',
             '6',
             '22',
             '6',
             '-1'],
 'hidden3': ['28',
             '23',
             '27',
             '25',
             '29',
             '31',
             '16',
             '20',
             '26',
             '27',
             '27',
             '32',
             '27',
             '19',
             '27',
             '16',
             '22',
             '20',
             '23',
             '25',
             '19',
             '23',
             '25',
             '15']}
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
