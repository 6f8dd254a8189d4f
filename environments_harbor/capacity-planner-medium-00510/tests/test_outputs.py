import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 371', 'weight 45', 'items GP1399 GP5328 GP7046 GP9753'],
 'plan2': ['value 1002',
           'weight 523',
           'items GP0369 GP1689 GP1763 GP2501 GP2576 GP3381 GP3556 GP3670 GP3944 GP4432 GP4645 GP4919 GP5434 GP5452 '
           'GP6042 GP6379 GP7721 GP8312 GP8825 GP9031 GP9218 GP9813 GP9911'],
 'plan3': ['value 2808',
           'weight 1637',
           'items GP0370 GP0496 GP0964 GP1161 GP1224 GP1237 GP1565 GP1669 GP1723 GP1870 GP1930 GP2248 GP2337 GP2376 '
           'GP3048 GP3049 GP3207 GP3570 GP4006 GP4129 GP4172 GP4319 GP4589 GP4777 GP4804 GP4898 GP4944 GP5162 GP5238 '
           'GP5559 GP5589 GP5738 GP5773 GP5774 GP6175 GP6251 GP6465 GP6511 GP6843 GP6934 GP6982 GP7350 GP7472 GP7562 '
           'GP8047 GP8239 GP8397 GP8463 GP8558 GP8621 GP9186 GP9688 GP9747 GP9767 GP9885']}

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
