import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 388', 'weight 40', 'volume 7', 'items AD0685 AD5513 AD7572'],
 'plan2': ['value 246', 'weight 177', 'volume 27', 'items AD0247 AD1579 AD3796 AD3922 AD4349 AD8847 AD9053 AD9560'],
 'plan3': ['value 702',
           'weight 408',
           'volume 58',
           'items AD0518 AD2729 AD2736 AD2981 AD3166 AD3178 AD3219 AD4307 AD5494 AD5523 AD5535 AD6287 AD7512 AD9556'],
 'plan4': ['infeasible']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/spotfill"

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
