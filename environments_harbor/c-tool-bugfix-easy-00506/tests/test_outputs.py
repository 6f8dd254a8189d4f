import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/report00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '14 96 803 95 data/report00.txt\n'
            'longest: first '
            'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/log10.txt', 'data/log11.txt', 'data/log12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '39 210 1432 96 data/log10.txt\n'
            '14 69 434 76 data/log11.txt\n'
            '4 22 132 64 data/log12.txt\n'
            '57 301 1998 96 total\n'},
 {'args': ['-L', 'data/log20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '37 243 1625 99 data/log20.txt\n'
            'longest: route test invoice parser worker buffer kernel token cache replica tag release ledger pallet '
            'review\n'},
 {'args': ['-L', 'data/notes30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '30 160 1029 85 data/notes30.txt\n'
            'longest: buffer lexer delta deploy beta parser shard driver release backup backup queue branch\n'},
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
