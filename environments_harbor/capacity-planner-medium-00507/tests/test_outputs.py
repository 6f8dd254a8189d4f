import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 331', 'weight 44', 'items SV4395'],
 'plan2': ['value 900',
           'weight 495',
           'items SV0037 SV0176 SV0376 SV0786 SV1325 SV1671 SV2065 SV2412 SV3643 SV3671 SV4106 SV4276 SV5616 SV5724 '
           'SV6933 SV7432 SV7621 SV7798 SV8803 SV9158 SV9677'],
 'plan3': ['value 1571',
           'weight 834',
           'items SV0369 SV0512 SV0697 SV0992 SV1021 SV1565 SV1807 SV2007 SV2148 SV2318 SV2599 SV2642 SV2945 SV3295 '
           'SV3767 SV4238 SV4877 SV4989 SV5277 SV5626 SV5663 SV6006 SV6012 SV6117 SV6346 SV6381 SV6516 SV6544 SV6971 '
           'SV7435 SV7625 SV7672 SV7798 SV7891 SV8197 SV8308 SV8758 SV9951']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/migrate-pick"

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
