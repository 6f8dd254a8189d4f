import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/export_0.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=35 sum=678.00 min=1.00 max=38.00 mean=19.37 skipped=8\n'
            'unit_price: count=43 sum=18628.77 min=3.12 max=879.07 mean=433.23 skipped=0\n'
            'amount: count=38 sum=16952.88 min=-4859.77 max=4901.72 mean=446.13 skipped=5\n'},
 {'args': ['data/orders_1.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=43 sum=18642.10 min=27.28 max=887.82 mean=433.54 skipped=0\n'
            'amount: count=36 sum=69116.67 min=-3424.14 max=4690.15 mean=1919.91 skipped=7\n'
            'qty: count=39 sum=731.00 min=1.00 max=39.00 mean=18.74 skipped=4\n'},
 {'args': ['data/sales_2.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'unit_price: count=33 sum=15202.97 min=12.19 max=870.59 mean=460.70 skipped=0\n'
            'amount: count=28 sum=43932.48 min=-4726.93 max=4956.61 mean=1569.02 skipped=5\n'
            'qty: count=27 sum=645.00 min=3.00 max=40.00 mean=23.89 skipped=6\n'},
 {'args': ['data/export_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

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
