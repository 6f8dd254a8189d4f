import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 367', 'weight 52', 'items GR4088'],
 'plan2': ['value 1979',
           'weight 1196',
           'items GR0073 GR0359 GR0763 GR0809 GR0941 GR1205 GR1887 GR2789 GR2958 GR3377 GR3667 GR3736 GR4299 GR4598 '
           'GR4808 GR4818 GR6283 GR6459 GR6501 GR6701 GR7267 GR7659 GR7924 GR8520 GR9060 GR9087 GR9294'],
 'plan3': ['value 2628',
           'weight 1429',
           'items GR0143 GR0169 GR0200 GR0802 GR0827 GR0866 GR1081 GR1196 GR1543 GR1706 GR1814 GR2191 GR2511 GR2650 '
           'GR2714 GR2732 GR2766 GR2863 GR2895 GR3080 GR3083 GR3089 GR3319 GR3321 GR3524 GR3535 GR4042 GR4180 GR5051 '
           'GR5265 GR5391 GR5464 GR5524 GR5958 GR6611 GR6772 GR8006 GR8654 GR8898 GR8918 GR9074 GR9083 GR9404 GR9416 '
           'GR9469 GR9803']}

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
