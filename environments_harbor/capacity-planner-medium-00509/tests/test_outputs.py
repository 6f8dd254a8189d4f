import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 425', 'weight 44', 'items GP4767 GP8856 GP9416'],
 'plan2': ['value 1271',
           'weight 741',
           'items GP0271 GP0294 GP0401 GP1068 GP1118 GP1694 GP2465 GP2828 GP3745 GP4700 GP4739 GP4991 GP5093 GP5564 '
           'GP5678 GP5741 GP5967 GP5981 GP6533 GP6666 GP7198 GP7372 GP7577 GP7730 GP8098 GP8244 GP9576'],
 'plan3': ['value 1729',
           'weight 941',
           'items GP0066 GP0088 GP0173 GP0419 GP0778 GP0879 GP0958 GP0991 GP1043 GP1140 GP1296 GP1846 GP2227 GP2241 '
           'GP2578 GP4072 GP4102 GP4724 GP5061 GP5068 GP5155 GP5396 GP5784 GP5930 GP6114 GP6441 GP6685 GP7430 GP7526 '
           'GP7590 GP7613 GP7812 GP7858 GP8046 GP8633 GP8642 GP8936 GP8949 GP9647 GP9991']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/grantsel"

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
