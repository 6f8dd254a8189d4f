import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/sales_0.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=21 sum=403.00 min=1.00 max=40.00 mean=19.19 skipped=1\n'
            'unit_price: count=22 sum=7719.21 min=11.84 max=871.16 mean=350.87 skipped=0\n'
            'amount: count=21 sum=34997.05 min=-4854.18 max=4882.44 mean=1666.53 skipped=1\n'},
 {'args': ['data/sales_1.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'qty: count=23 sum=437.00 min=1.00 max=39.00 mean=19.00 skipped=4\n'
            'unit_price: count=27 sum=10779.66 min=17.50 max=875.20 mean=399.25 skipped=0\n'
            'amount: count=19 sum=36381.11 min=-3765.71 max=4776.14 mean=1914.80 skipped=8\n'},
 {'args': ['data/invoices_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=14 sum=254.00 min=2.00 max=36.00 mean=18.14 skipped=2\n'
            'unit_price: count=16 sum=7326.49 min=4.82 max=828.40 mean=457.91 skipped=0\n'
            'amount: count=15 sum=13624.45 min=-4965.90 max=4660.35 mean=908.30 skipped=1\n'},
 {'args': ['data/sales_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/colsum"
TOOL = os.path.join(PROJ, "colsum")

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
