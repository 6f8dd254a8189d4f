import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/orders_0.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=17 sum=299.00 min=2.00 max=34.00 mean=17.59 skipped=6\n'
            'unit_price: count=23 sum=9448.77 min=4.70 max=876.79 mean=410.82 skipped=0\n'
            'amount: count=18 sum=12598.69 min=-4843.09 max=4464.33 mean=699.93 skipped=5\n'},
 {'args': ['data/sales_1.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=52 sum=23136.52 min=47.81 max=828.90 mean=444.93 skipped=0\n'
            'qty: count=46 sum=920.00 min=1.00 max=40.00 mean=20.00 skipped=6\n'
            'amount: count=44 sum=69696.37 min=-4183.27 max=4981.64 mean=1584.01 skipped=8\n'},
 {'args': ['data/invoices_2.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'unit_price: count=53 sum=22846.61 min=7.94 max=881.48 mean=431.07 skipped=0\n'
            'amount: count=47 sum=72105.78 min=-4647.63 max=4974.17 mean=1534.17 skipped=6\n'
            'qty: count=48 sum=1088.00 min=1.00 max=40.00 mean=22.67 skipped=5\n'},
 {'args': ['data/orders_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/csvstat"
TOOL = os.path.join(PROJ, "csvstat")

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
