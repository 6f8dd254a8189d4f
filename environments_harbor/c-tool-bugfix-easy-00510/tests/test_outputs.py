import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/invoices_0.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=24 sum=11107.27 min=63.45 max=898.60 mean=462.80 skipped=0\n'
            'qty: count=15 sum=233.00 min=2.00 max=33.00 mean=15.53 skipped=9\n'
            'amount: count=19 sum=19530.55 min=-2325.85 max=3673.65 mean=1027.92 skipped=5\n'},
 {'args': ['data/sales_1.csv', 'qty', 'amount', 'unit_price'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'qty: count=53 sum=1100.00 min=1.00 max=38.00 mean=20.75 skipped=4\n'
            'amount: count=53 sum=62247.73 min=-4018.43 max=4966.84 mean=1174.49 skipped=4\n'
            'unit_price: count=57 sum=23863.83 min=8.74 max=876.08 mean=418.66 skipped=0\n'},
 {'args': ['data/export_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=29 sum=608.00 min=3.00 max=40.00 mean=20.97 skipped=4\n'
            'unit_price: count=33 sum=14702.28 min=51.14 max=893.75 mean=445.52 skipped=0\n'
            'amount: count=27 sum=26972.39 min=-4910.69 max=4714.97 mean=998.98 skipped=6\n'},
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
