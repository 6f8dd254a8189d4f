import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/draft00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '31 204 1549 97 data/draft00.txt\n'
            'longest: first '
            'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/report10.txt', 'data/report11.txt', 'data/report12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '21 94 620 74 data/report10.txt\n'
            '27 169 1100 85 data/report11.txt\n'
            '4 19 119 77 data/report12.txt\n'
            '52 282 1839 85 total\n'},
 {'args': ['-L', 'data/readme20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '20 114 759 77 data/readme20.txt\n'
            'longest: driver deploy shipment merge shipment timeout batch retry retry buffer branch\n'},
 {'args': ['-L', 'data/report30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '15 96 632 93 data/report30.txt\n'
            'longest: lint backup module pallet module deploy release reading restore route café naïve ÿþ end route\n'},
 {'args': ['data/empty.txt', 'data/one.txt'],
  'dir': 'h5',
  'status': 0,
  'stdout': '0 0 0 0 data/empty.txt\n1 1 1 1 data/one.txt\n1 1 1 1 total\n'}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/txtstat"
TOOL = os.path.join(PROJ, "txtstat")

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
