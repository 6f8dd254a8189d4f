import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/draft00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '19 119 908 82 data/draft00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/draft10.txt', 'data/draft11.txt', 'data/draft12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '12 91 595 103 data/draft10.txt\n'
            '33 213 1419 88 data/draft11.txt\n'
            '4 15 85 51 data/draft12.txt\n'
            '49 319 2099 103 total\n'},
 {'args': ['-L', 'data/log20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '16 122 790 108 data/log20.txt\n'
            'longest: shard pallet stream reading token queue retry invoice ledger commit tag kernel shipment stream '
            'worker buffer\n'},
 {'args': ['-L', 'data/log30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '34 222 1488 94 data/log30.txt\n'
            'longest: route  cache  depot  kernel  route  merge  gamma  branch  route  depot  timeout  release '
            'merge\n'},
 {'args': ['data/empty.txt', 'data/one.txt'],
  'dir': 'h5',
  'status': 0,
  'stdout': '0 0 0 0 data/empty.txt\n1 1 1 1 data/one.txt\n1 1 1 1 total\n'}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/tstat"
TOOL = os.path.join(PROJ, "tstat")

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
