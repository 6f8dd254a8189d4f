import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 455', 'weight 40'], 'plan2': ['value 1164', 'weight 658'], 'plan3': ['value 3266', 'weight 1757']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/sprintfit"

def _run(name):
    with open(os.path.join(HERE, "cases", name + ".in")) as f:
        p = subprocess.run([TOOL], stdin=f, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, f"{TOOL} exited {p.returncode} on {name}: {p.stderr[-500:]}"
    return [" ".join(l.split()) for l in p.stdout.splitlines() if l.strip()]

def test_is_executable():
    assert os.access(TOOL, os.X_OK), f"{TOOL} must be an executable file"

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_totals(name):
    got, want = _run(name), EXPECTED[name]
    n = 1 if want == ["infeasible"] else len([w for w in want if not w.startswith("items")])
    assert got[:n] == want[:n], f"{name}: got {got[:n]}, expected {want[:n]}"

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_selection(name):
    got, want = _run(name), EXPECTED[name]
    assert len(got) == len(want), f"{name}: {len(got)} output lines, expected {len(want)}: {want[:-1]} + items"
    if want[-1].startswith("items"):
        g, w = got[-1].split()[1:], want[-1].split()[1:]
        assert got[-1].split()[:1] == ["items"], f"{name}: last line must start with 'items'"
        assert g == w, f"{name}: selection differs: extra {sorted(set(g) - set(w))[:5]}, missing {sorted(set(w) - set(g))[:5]}, order ok: {g == sorted(g)}"
