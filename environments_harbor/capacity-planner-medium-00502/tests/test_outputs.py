import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 470', 'weight 39', 'items PO3047 PO4268 PO9855'],
 'plan2': ['value 1856',
           'weight 965',
           'items PO0211 PO0382 PO0755 PO0765 PO0827 PO1351 PO2094 PO2216 PO2686 PO2774 PO3851 PO3874 PO4596 PO4684 '
           'PO4972 PO5128 PO6024 PO6403 PO7549 PO8533'],
 'plan3': ['value 3178',
           'weight 1736',
           'items PO0027 PO0217 PO0516 PO0542 PO0584 PO0666 PO0846 PO1309 PO1346 PO2464 PO2662 PO2758 PO3579 PO3858 '
           'PO4326 PO4366 PO4480 PO4709 PO5100 PO5294 PO5545 PO5757 PO6160 PO6510 PO6579 PO6723 PO7263 PO7595 PO7768 '
           'PO7911 PO8517 PO8813 PO9261 PO9306 PO9329 PO9421 PO9579 PO9660 PO9848 PO9875']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/pickplan"

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
