import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/readme00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '13 62 531 75 data/readme00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/log10.txt', 'data/log11.txt', 'data/log12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '26 159 1058 79 data/log10.txt\n'
            '10 49 322 62 data/log11.txt\n'
            '4 16 97 48 data/log12.txt\n'
            '40 224 1477 79 total\n'},
 {'args': ['-L', 'data/log20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '24 142 957 101 data/log20.txt\n'
            'longest: restore delta token release delta batch cache pallet queue cache buffer depot cache test commit '
            'shard\n'},
 {'args': ['-L', 'data/readme30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '23 281 1830 875 data/readme30.txt\n'
            'longest: driver invoice parser gamma delta alpha parser beta deploy patch branch shard kernel commit tag '
            'cache depot tag timeout route module tag module delta gamma test shipment timeout driver test ledger '
            'shard kernel replica parser delta retry branch lexer retry timeout patch alpha module buffer review '
            'branch batch tag gamma ledger lint module restore tag shard worker lint batch tag delta build build route '
            'lint restore restore delta build lint socket alpha commit batch review route buffer lexer timeout module '
            'worker kernel deploy stream timeout lexer replica lint replica parser kernel kernel merge shipment '
            'restore driver parser depot deploy depot restore batch shipment buffer depot batch lexer worker stream '
            'merge kernel delta release build replica delta queue cache delta batch alpha patch driver invoice queue '
            'release retry test tag backup deploy sensor socket driver tag\n'},
 {'args': ['data/empty.txt', 'data/one.txt'],
  'dir': 'h5',
  'status': 0,
  'stdout': '0 0 0 0 data/empty.txt\n1 1 1 1 data/one.txt\n1 1 1 1 total\n'}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/textinfo"
TOOL = os.path.join(PROJ, "textinfo")

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
