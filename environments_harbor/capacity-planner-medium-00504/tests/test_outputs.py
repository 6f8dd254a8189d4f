import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 349', 'weight 37', 'items PO1353 PO3728 PO8787'],
 'plan2': ['value 1800',
           'weight 993',
           'items PO0406 PO0643 PO1020 PO1060 PO1780 PO2322 PO2378 PO2644 PO2706 PO3327 PO3708 PO4637 PO4798 PO4848 '
           'PO6307 PO6967 PO7012 PO7486 PO7813 PO8406 PO8529 PO9105 PO9921'],
 'plan3': ['value 4130',
           'weight 2266',
           'items PO0092 PO0437 PO0664 PO0725 PO0828 PO0891 PO0933 PO1249 PO2386 PO2645 PO2666 PO2884 PO2932 PO3109 '
           'PO3347 PO3349 PO3545 PO3627 PO4067 PO4468 PO4484 PO4544 PO5233 PO5317 PO5330 PO6206 PO6266 PO6299 PO6420 '
           'PO6607 PO7036 PO7063 PO7157 PO7399 PO7857 PO7890 PO7950 PO8073 PO8366 PO8387 PO8496 PO8856 PO8891 PO8928 '
           'PO8997 PO9162 PO9420']}

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
