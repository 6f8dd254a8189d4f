import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/invoices_0.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=47 sum=21687.22 min=6.22 max=875.38 mean=461.43 skipped=0\n'
            'qty: count=42 sum=921.00 min=1.00 max=40.00 mean=21.93 skipped=5\n'
            'amount: count=38 sum=36048.04 min=-4840.88 max=4716.81 mean=948.63 skipped=9\n'},
 {'args': ['data/invoices_1.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'qty: count=45 sum=879.00 min=1.00 max=40.00 mean=19.53 skipped=4\n'
            'unit_price: count=49 sum=21706.68 min=15.23 max=899.06 mean=442.99 skipped=0\n'
            'amount: count=41 sum=36816.07 min=-4913.36 max=4838.69 mean=897.95 skipped=8\n'},
 {'args': ['data/orders_2.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'unit_price: count=32 sum=14876.32 min=5.01 max=886.44 mean=464.89 skipped=0\n'
            'qty: count=29 sum=603.00 min=2.00 max=39.00 mean=20.79 skipped=3\n'
            'amount: count=27 sum=11978.84 min=-4754.87 max=4996.30 mean=443.66 skipped=5\n'},
 {'args': ['data/invoices_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

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
