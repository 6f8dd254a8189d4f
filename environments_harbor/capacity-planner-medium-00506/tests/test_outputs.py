import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 471', 'weight 48', 'items OB5271 OB8203 OB9699'],
 'plan2': ['value 1294',
           'weight 680',
           'items OB0336 OB0549 OB0767 OB1385 OB2086 OB2316 OB3721 OB3950 OB4206 OB4950 OB5138 OB5151 OB5202 OB6391 '
           'OB6578 OB8352 OB8429 OB8780 OB8886 OB9117 OB9752'],
 'plan3': ['value 2997',
           'weight 1673',
           'items OB0286 OB0331 OB0336 OB0449 OB0492 OB0791 OB0917 OB1442 OB1844 OB2172 OB2329 OB2467 OB2566 OB3134 '
           'OB3479 OB3701 OB4015 OB4178 OB4277 OB5378 OB5451 OB5498 OB5696 OB5980 OB6928 OB7225 OB7356 OB7500 OB7541 '
           'OB7635 OB7804 OB8419 OB8446 OB8476 OB8580 OB8753 OB9121 OB9171 OB9692 OB9802 OB9885 OB9971']}

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
