import os, subprocess

import pytest

EXPECTED = {'hidden1': ['-1',
             '3',
             '3',
             '3',
             '3',
             '4',
             '4',
             '3',
             '4',
             '4',
             '1',
             '-1',
             '4',
             '3',
             '4',
             '4',
             '4',
             '3',
             '3',
             '2',
             '4',
             '3',
             '4',
             '4'],
 'hidden2': ['3',
             '3',
             '3',
             '3',
             '2',
             '2',
             '3',
             '3',
             '3',
             '1',
             '3',
             '4',
             '3',
             '3',
             '4',
             '2',
             '3',
             '3',
             '3',
             '3',
             '2',
             '3',
             '3',
             '3',
             '4',
             '3',
             '3',
             '4',
             '2',
             '2'],
 'hidden3': ['4',
             '5',
             '4',
             '4',
             '3',
             '3',
             '3',
             '3',
             '4',
             '2',
             '4',
             '3',
             '4',
             '5',
             '4',
             '4',
             '5',
             '4',
             '5',
             '4',
             '5',
             '4',
             '3',
             '3']}
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
