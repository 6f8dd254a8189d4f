import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/draft00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '32 211 1614 87 data/draft00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/report10.txt', 'data/report11.txt', 'data/report12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '25 183 1195 90 data/report10.txt\n'
            '19 118 765 97 data/report11.txt\n'
            '4 19 120 74 data/report12.txt\n'
            '48 320 2080 97 total\n'},
 {'args': ['-L', 'data/draft20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '16 91 617 101 data/draft20.txt\n'
            'longest: pallet ledger delta invoice pallet pallet patch alpha stream module worker restore gamma module '
            'patch\n'},
 {'args': ['-L', 'data/log30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '34 224 1511 89 data/log30.txt\n'
            'longest: queue  retry  buffer  reading  parser  socket  timeout  parser  shard  stream  lint cache\n'},
 {'args': ['data/empty.txt', 'data/one.txt'],
  'dir': 'h5',
  'status': 0,
  'stdout': '0 0 0 0 data/empty.txt\n1 1 1 1 data/one.txt\n1 1 1 1 total\n'}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/wcx"
TOOL = os.path.join(PROJ, "wcx")

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
