import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 613', 'weight 68', 'volume 19', 'items OP0703 OP0803 OP3862 OP5774 OP6502 OP7585'],
 'plan2': ['value 270', 'weight 184', 'volume 32', 'items OP2901 OP3181 OP3270 OP4257 OP4398 OP7806 OP8287'],
 'plan3': ['value 472',
           'weight 363',
           'volume 49',
           'items OP0894 OP0904 OP1134 OP1593 OP2265 OP2512 OP3002 OP3249 OP3305 OP4738 OP4748 OP6114 OP6742 OP7095 '
           'OP9870'],
 'plan4': ['infeasible']}

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = "/app/bin/savepick"

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
