import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/sales_0.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=44 sum=25238.79 min=49.54 max=867.00 mean=573.61 skipped=0\n'
            'qty: count=37 sum=860.00 min=3.00 max=39.00 mean=23.24 skipped=7\n'
            'amount: count=33 sum=54178.63 min=-4680.94 max=4863.46 mean=1641.78 skipped=11\n'},
 {'args': ['data/invoices_1.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'qty: count=37 sum=664.00 min=1.00 max=39.00 mean=17.95 skipped=4\n'
            'unit_price: count=41 sum=15721.89 min=9.23 max=877.08 mean=383.46 skipped=0\n'
            'amount: count=36 sum=39920.82 min=-4477.05 max=4883.04 mean=1108.91 skipped=5\n'},
 {'args': ['data/invoices_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=43 sum=916.00 min=1.00 max=39.00 mean=21.30 skipped=5\n'
            'unit_price: count=48 sum=23145.78 min=15.36 max=899.48 mean=482.20 skipped=0\n'
            'amount: count=39 sum=38259.04 min=-4977.17 max=4953.51 mean=981.00 skipped=9\n'},
 {'args': ['data/sales_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/csvroll"
TOOL = os.path.join(PROJ, "csvroll")

@pytest.fixture(scope="module")
def built():
    p = subprocess.run(["make", "clean"], cwd=PROJ, capture_output=True, text=True, timeout=120)
    p = subprocess.run(["make"], cwd=PROJ, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, f"make failed: {(p.stdout + p.stderr)[-1500:]}"
    assert os.access(TOOL, os.X_OK), f"make did not produce {TOOL}"
    with open(TOOL, "rb") as f:
        assert f.read(4) == b"\x7fELF", f"{TOOL} must be the compiled C program"
    return TOOL

@pytest.mark.parametrize("case", EXPECTED, ids=[c["dir"] for c in EXPECTED])
def test_hidden_input(built, case, tmp_path):
    work = tmp_path / "w"
    shutil.copytree(os.path.join(HERE, "cases", case["dir"]), work)
    p = subprocess.run([built, *case["args"]], cwd=work, capture_output=True, timeout=20)
    want = case["stdout"].encode("latin-1")
    assert p.returncode == case["status"], f"{case['args']}: exit status {p.returncode}, expected {case['status']}"
    if p.stdout != want:
        got_l, want_l = p.stdout.split(b"\n"), want.split(b"\n")
        diff = [(i + 1, g[:120], w[:120]) for i, (g, w) in enumerate(zip(got_l, want_l)) if g != w][:3]
        assert False, f"{case['args']}: output differs (line, got, expected): {diff or (len(got_l), len(want_l))}"
