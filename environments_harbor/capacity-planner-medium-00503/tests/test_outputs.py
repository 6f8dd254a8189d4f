import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 474', 'weight 32', 'items FF7323 FF8158 FF9318'],
 'plan2': ['value 2382',
           'weight 1225',
           'items FF0231 FF0393 FF0674 FF0799 FF1121 FF1733 FF2091 FF2271 FF2321 FF2923 FF3278 FF3532 FF3548 FF3991 '
           'FF4465 FF4571 FF5114 FF5266 FF5322 FF5615 FF5853 FF6568 FF6707 FF8769 FF9039 FF9383 FF9643 FF9892'],
 'plan3': ['value 2381',
           'weight 1308',
           'items FF0030 FF0200 FF0297 FF0658 FF0714 FF0804 FF1235 FF1326 FF1363 FF1584 FF2049 FF2606 FF2691 FF2725 '
           'FF3168 FF3294 FF3845 FF4318 FF4503 FF4835 FF4956 FF5131 FF5286 FF5399 FF5852 FF6413 FF6419 FF6530 FF6983 '
           'FF7281 FF7288 FF7638 FF7756 FF8122 FF8135 FF8263 FF8485 FF9056 FF9084 FF9349 FF9560 FF9630 FF9793 FF9930']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/flagpick"

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
