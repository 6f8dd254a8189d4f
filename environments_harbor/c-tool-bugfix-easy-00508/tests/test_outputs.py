import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/sales_0.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=36 sum=714.00 min=1.00 max=40.00 mean=19.83 skipped=8\n'
            'unit_price: count=44 sum=20035.44 min=26.41 max=895.43 mean=455.35 skipped=0\n'
            'amount: count=40 sum=52756.63 min=-4858.03 max=4922.24 mean=1318.92 skipped=4\n'},
 {'args': ['data/sales_1.csv', 'qty', 'amount', 'unit_price'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'qty: count=13 sum=209.00 min=4.00 max=37.00 mean=16.08 skipped=5\n'
            'amount: count=16 sum=3236.28 min=-4805.74 max=4414.81 mean=202.27 skipped=2\n'
            'unit_price: count=18 sum=7452.37 min=7.16 max=839.54 mean=414.02 skipped=0\n'},
 {'args': ['data/invoices_2.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'unit_price: count=50 sum=23711.59 min=20.90 max=899.91 mean=474.23 skipped=0\n'
            'qty: count=47 sum=972.00 min=1.00 max=40.00 mean=20.68 skipped=3\n'
            'amount: count=45 sum=87513.07 min=-2905.30 max=4753.96 mean=1944.73 skipped=5\n'},
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
