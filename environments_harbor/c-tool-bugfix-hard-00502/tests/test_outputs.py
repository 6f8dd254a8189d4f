import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/sales_0.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=51 sum=1153.00 min=1.00 max=40.00 mean=22.61 skipped=6\n'
            'unit_price: count=57 sum=25407.07 min=2.19 max=891.48 mean=445.74 skipped=0\n'
            'amount: count=45 sum=49345.12 min=-4731.37 max=4956.24 mean=1096.56 skipped=12\n'},
 {'args': ['data/invoices_1.csv', 'unit_price', 'amount', 'qty'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=18 sum=11407.01 min=40.66 max=888.00 mean=633.72 skipped=0\n'
            'amount: count=15 sum=23356.32 min=-2975.79 max=4124.24 mean=1557.09 skipped=3\n'
            'qty: count=16 sum=316.00 min=1.00 max=35.00 mean=19.75 skipped=2\n'},
 {'args': ['data/sales_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=26 sum=562.00 min=1.00 max=40.00 mean=21.62 skipped=6\n'
            'unit_price: count=32 sum=16639.73 min=5.60 max=893.35 mean=519.99 skipped=0\n'
            'amount: count=25 sum=21261.23 min=-4464.58 max=4347.54 mean=850.45 skipped=7\n'},
 {'args': ['data/sales_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

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
