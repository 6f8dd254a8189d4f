import os, subprocess

import pytest

EXPECTED = {'plan1': ['value 453', 'weight 53', 'items SV3299 SV4759'],
 'plan2': ['value 841',
           'weight 443',
           'items SV0190 SV0550 SV0713 SV1685 SV1752 SV1839 SV2057 SV2427 SV2598 SV3473 SV4405 SV4499 SV4518 SV5025 '
           'SV5183 SV5943 SV6033 SV6314 SV7031 SV7069 SV7630 SV7707 SV7723 SV8109 SV8752 SV9669'],
 'plan3': ['value 2934',
           'weight 1564',
           'items SV0055 SV0152 SV0161 SV0334 SV0546 SV1212 SV2191 SV2918 SV3034 SV3183 SV3225 SV3359 SV3386 SV3536 '
           'SV3542 SV3923 SV3930 SV4001 SV4653 SV5421 SV5705 SV5846 SV5946 SV6195 SV6564 SV7714 SV7845 SV8005 SV8052 '
           'SV8067 SV8240 SV8262 SV8296 SV8716 SV8881 SV9116 SV9451']}

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
