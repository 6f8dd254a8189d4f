import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 400', 'weight 50', 'items GP3411 GP3533 GP4776 GP7992 GP8361 GP8447 GP9361'],
 'plan2': ['value 939',
           'weight 524',
           'items GP0116 GP0394 GP0501 GP0839 GP1171 GP1410 GP2065 GP2985 GP3094 GP3230 GP3335 GP3886 GP4008 GP4077 '
           'GP4199 GP4725 GP5493 GP5860 GP6374 GP7034 GP7237 GP7529 GP7799 GP7871 GP8002 GP8283 GP8736 GP9089 GP9795'],
 'plan3': ['value 2994',
           'weight 1593',
           'items GP0664 GP1142 GP1593 GP2498 GP2629 GP3107 GP3130 GP3507 GP3656 GP3672 GP4075 GP4132 GP4625 GP5342 '
           'GP5719 GP5896 GP6211 GP6531 GP6546 GP6614 GP6666 GP7016 GP7238 GP7545 GP7698 GP7881 GP8277 GP9355 GP9690 '
           'GP9959']}

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
