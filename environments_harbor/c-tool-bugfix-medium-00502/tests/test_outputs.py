import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/export_0.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'unit_price: count=41 sum=18214.68 min=36.31 max=887.47 mean=444.26 skipped=0\n'
            'qty: count=33 sum=615.00 min=1.00 max=37.00 mean=18.64 skipped=8\n'
            'amount: count=36 sum=48194.25 min=-4642.65 max=4776.28 mean=1338.73 skipped=5\n'},
 {'args': ['data/orders_1.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=32 sum=13942.44 min=10.46 max=841.46 mean=435.70 skipped=0\n'
            'qty: count=25 sum=405.00 min=1.00 max=38.00 mean=16.20 skipped=7\n'
            'amount: count=27 sum=17323.04 min=-4700.93 max=4525.53 mean=641.59 skipped=5\n'},
 {'args': ['data/sales_2.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'unit_price: count=28 sum=12337.57 min=42.01 max=840.51 mean=440.63 skipped=0\n'
            'qty: count=23 sum=525.00 min=1.00 max=40.00 mean=22.83 skipped=5\n'
            'amount: count=25 sum=27808.07 min=-3173.10 max=4613.63 mean=1112.32 skipped=3\n'},
 {'args': ['data/export_0.csv', 'no_such_column'], 'dir': 'h4', 'status': 2, 'stdout': ''}]

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
