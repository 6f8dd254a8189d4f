import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 418', 'weight 37', 'volume 19', 'items AW1163 AW4195 AW6723 AW9644'],
 'plan2': ['value 202', 'weight 140', 'volume 41', 'items AW0380 AW2977 AW5348 AW5849 AW5982 AW6563 AW9256 AW9522'],
 'plan3': ['value 650',
           'weight 422',
           'volume 60',
           'items AW0248 AW0300 AW0748 AW1094 AW1379 AW1397 AW1707 AW4366 AW4644 AW5632 AW5896 AW7776 AW7799 AW8256 '
           'AW9044 AW9764'],
 'plan4': ['infeasible']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/hangplan"

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
