import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/orders_0.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=22 sum=9704.31 min=21.50 max=891.65 mean=441.10 skipped=0\n'
            'amount: count=18 sum=22892.58 min=-3319.82 max=4840.33 mean=1271.81 skipped=4\n'
            'qty: count=16 sum=327.00 min=1.00 max=39.00 mean=20.44 skipped=6\n'},
 {'args': ['data/sales_1.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=54 sum=27709.24 min=22.46 max=900.29 mean=513.13 skipped=0\n'
            'qty: count=47 sum=841.00 min=1.00 max=40.00 mean=17.89 skipped=7\n'
            'amount: count=42 sum=56949.01 min=-4272.21 max=4951.58 mean=1355.93 skipped=12\n'},
 {'args': ['data/sales_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=43 sum=811.00 min=3.00 max=39.00 mean=18.86 skipped=7\n'
            'unit_price: count=50 sum=20982.36 min=26.17 max=883.52 mean=419.65 skipped=0\n'
            'amount: count=41 sum=61299.52 min=-4702.39 max=4878.11 mean=1495.11 skipped=9\n'},
 {'args': ['data/orders_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

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
