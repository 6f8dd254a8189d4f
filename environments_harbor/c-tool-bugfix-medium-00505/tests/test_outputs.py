import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/notes00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '21 122 958 83 data/notes00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/log10.txt', 'data/log11.txt', 'data/log12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '15 77 495 77 data/log10.txt\n'
            '21 109 726 72 data/log11.txt\n'
            '4 20 117 49 data/log12.txt\n'
            '40 206 1338 77 total\n'},
 {'args': ['-L', 'data/report20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '22 112 737 82 data/report20.txt\n'
            'longest: depot stream buffer invoice token driver kernel invoice tag build shipment release\n'},
 {'args': ['-L', 'data/readme30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '14 57 379 95 data/readme30.txt\n'
            'longest: gamma driver replica driver replica deploy delta tag sensor patch tag café naïve ÿþ end '
            'invoice\n'},
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
