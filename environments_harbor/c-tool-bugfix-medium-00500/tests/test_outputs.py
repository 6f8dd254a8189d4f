import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/log00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '34 187 1436 91 data/log00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/readme10.txt', 'data/readme11.txt', 'data/readme12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '34 179 1185 84 data/readme10.txt\n'
            '22 127 830 83 data/readme11.txt\n'
            '4 20 118 64 data/readme12.txt\n'
            '60 326 2133 84 total\n'},
 {'args': ['-L', 'data/notes20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '10 70 458 83 data/notes20.txt\n'
            'longest: stream reading ledger pallet sensor replica kernel parser worker alpha beta invoice\n'},
 {'args': ['-L', 'data/log30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '37 244 1619 87 data/log30.txt\n'
            'longest: restore\tcache\tkernel\trestore\tbackup\tshard\tdriver\tpallet\tdeploy\tcache\troute\tbranch '
            'lexer\n'},
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
