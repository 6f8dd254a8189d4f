import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/sales_0.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=60 sum=24541.37 min=3.45 max=880.96 mean=409.02 skipped=0\n'
            'amount: count=47 sum=31786.25 min=-4825.85 max=4906.93 mean=676.30 skipped=13\n'
            'qty: count=52 sum=1117.00 min=1.00 max=40.00 mean=21.48 skipped=8\n'},
 {'args': ['data/export_1.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=35 sum=16034.47 min=36.76 max=860.55 mean=458.13 skipped=0\n'
            'qty: count=31 sum=700.00 min=2.00 max=40.00 mean=22.58 skipped=4\n'
            'amount: count=26 sum=7687.05 min=-5000.21 max=4814.63 mean=295.66 skipped=9\n'},
 {'args': ['data/orders_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=48 sum=888.00 min=2.00 max=40.00 mean=18.50 skipped=3\n'
            'unit_price: count=51 sum=22249.35 min=7.71 max=900.07 mean=436.26 skipped=0\n'
            'amount: count=41 sum=63278.39 min=-4888.82 max=4907.69 mean=1543.38 skipped=10\n'},
 {'args': ['data/sales_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/tallycsv"
TOOL = os.path.join(PROJ, "tallycsv")

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
