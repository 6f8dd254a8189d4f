import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 656', 'weight 65', 'items GR0106 GR2252 GR8777'],
 'plan2': ['value 1009',
           'weight 565',
           'items GR0210 GR0239 GR0270 GR0534 GR0675 GR0758 GR1126 GR1434 GR1664 GR1714 GR1783 GR2091 GR2098 GR2316 '
           'GR3085 GR3597 GR3797 GR4030 GR4501 GR5475 GR5917 GR7051 GR7122 GR7631 GR9210'],
 'plan3': ['value 2365',
           'weight 1333',
           'items GR0137 GR0206 GR0595 GR0669 GR0741 GR0949 GR1150 GR1563 GR1581 GR1647 GR1648 GR1682 GR1811 GR1893 '
           'GR2269 GR2342 GR2371 GR2492 GR2560 GR2744 GR2815 GR2993 GR3575 GR3741 GR3909 GR4432 GR4509 GR4742 GR4839 '
           'GR4894 GR5058 GR5072 GR5900 GR6167 GR6265 GR6369 GR6743 GR6827 GR7494 GR7540 GR7900 GR8132 GR8417 GR8428 '
           'GR8679 GR8747 GR8982 GR9230 GR9260 GR9338 GR9794 GR9823 GR9895']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/packlist"

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
