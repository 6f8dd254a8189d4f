import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 422', 'weight 57', 'volume 14', 'items OB0826 OB2657 OB3551 OB8817 OB9922'],
 'plan2': ['value 393', 'weight 256', 'volume 37', 'items OB3628 OB4216 OB4287 OB6093 OB6687 OB6715 OB7141 OB7639'],
 'plan3': ['value 808',
           'weight 517',
           'volume 57',
           'items OB0537 OB0586 OB1780 OB2634 OB3012 OB4670 OB4918 OB5067 OB5154 OB5744 OB5755 OB6393 OB7081 OB8354 '
           'OB9659'],
 'plan4': ['infeasible']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/obsplan"

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
