import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/invoices_0.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=46 sum=910.00 min=1.00 max=39.00 mean=19.78 skipped=6\n'
            'unit_price: count=52 sum=21914.54 min=5.53 max=849.81 mean=421.43 skipped=0\n'
            'amount: count=47 sum=42655.39 min=-3918.59 max=4925.54 mean=907.56 skipped=5\n'},
 {'args': ['data/invoices_1.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=35 sum=15629.58 min=9.99 max=886.90 mean=446.56 skipped=0\n'
            'amount: count=30 sum=44492.94 min=-4503.80 max=4746.78 mean=1483.10 skipped=5\n'
            'qty: count=31 sum=624.00 min=3.00 max=40.00 mean=20.13 skipped=4\n'},
 {'args': ['data/sales_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=35 sum=667.00 min=1.00 max=39.00 mean=19.06 skipped=5\n'
            'unit_price: count=40 sum=18004.61 min=7.45 max=861.93 mean=450.12 skipped=0\n'
            'amount: count=37 sum=58193.55 min=-4249.93 max=4936.88 mean=1572.80 skipped=3\n'},
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
