import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/invoices_0.csv', 'amount', 'qty', 'unit_price'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'amount: count=35 sum=59240.85 min=-4089.72 max=4816.71 mean=1692.60 skipped=9\n'
            'qty: count=38 sum=657.00 min=1.00 max=39.00 mean=17.29 skipped=6\n'
            'unit_price: count=44 sum=25578.17 min=4.91 max=897.41 mean=581.32 skipped=0\n'},
 {'args': ['data/orders_1.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'qty: count=12 sum=266.00 min=2.00 max=34.00 mean=22.17 skipped=4\n'
            'unit_price: count=16 sum=9311.83 min=44.35 max=880.75 mean=581.99 skipped=0\n'
            'amount: count=13 sum=24449.23 min=-3506.94 max=4938.73 mean=1880.71 skipped=3\n'},
 {'args': ['data/orders_2.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'unit_price: count=60 sum=26036.46 min=11.43 max=870.76 mean=433.94 skipped=0\n'
            'qty: count=55 sum=1071.00 min=1.00 max=38.00 mean=19.47 skipped=5\n'
            'amount: count=54 sum=94877.82 min=-4617.73 max=4938.95 mean=1757.00 skipped=6\n'},
 {'args': ['data/invoices_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

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
