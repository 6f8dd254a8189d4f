import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['data/sales_0.csv', 'qty', 'amount', 'unit_price'],
  'dir': 'h1',
  'status': 0,
  'stdout': 'qty: count=40 sum=802.00 min=3.00 max=40.00 mean=20.05 skipped=8\n'
            'amount: count=39 sum=79460.06 min=-4944.40 max=4839.83 mean=2037.44 skipped=9\n'
            'unit_price: count=48 sum=20100.97 min=16.36 max=896.52 mean=418.77 skipped=0\n'},
 {'args': ['data/sales_1.csv', 'unit_price', 'qty', 'amount'],
  'dir': 'h2',
  'status': 0,
  'stdout': 'unit_price: count=29 sum=9490.96 min=4.09 max=794.22 mean=327.27 skipped=0\n'
            'qty: count=23 sum=498.00 min=1.00 max=39.00 mean=21.65 skipped=6\n'
            'amount: count=22 sum=4110.40 min=-4910.74 max=4484.04 mean=186.84 skipped=7\n'},
 {'args': ['data/orders_2.csv', 'qty', 'unit_price', 'amount'],
  'dir': 'h3',
  'status': 0,
  'stdout': 'qty: count=55 sum=1155.00 min=1.00 max=40.00 mean=21.00 skipped=5\n'
            'unit_price: count=60 sum=25491.88 min=34.43 max=881.64 mean=424.86 skipped=0\n'
            'amount: count=53 sum=17079.40 min=-4827.21 max=4619.29 mean=322.25 skipped=7\n'},
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
