import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/invoices_0.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=40 sum=15688.59 min=5.26 max=878.51 mean=392.21 skipped=0\n'
            'qty: count=32 sum=785.00 min=1.00 max=40.00 mean=24.53 skipped=8\n'
            'amount: count=35 sum=21455.19 min=-4965.11 max=4896.75 mean=613.01 skipped=5\n'},
 {'args': ['data/sales_1.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=29 sum=12636.68 min=51.48 max=898.82 mean=435.75 skipped=0\n'
            'qty: count=28 sum=529.00 min=1.00 max=40.00 mean=18.89 skipped=1\n'
            'amount: count=25 sum=38752.59 min=-4208.57 max=4971.42 mean=1550.10 skipped=4\n'},
 {'args': ['data/invoices_2.csv', 'amount', 'qty', 'unit_price'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'amount: count=36 sum=53397.05 min=-4993.11 max=4893.81 mean=1483.25 skipped=17\n'
            'qty: count=47 sum=778.00 min=1.00 max=38.00 mean=16.55 skipped=6\n'
            'unit_price: count=53 sum=24604.46 min=6.34 max=892.99 mean=464.24 skipped=0\n'},
 {'args': ['data/invoices_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/csvagg"
TOOL = os.path.join(PROJ, "csvagg")

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
