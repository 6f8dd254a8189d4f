import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/report00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '26 145 1133 91 data/report00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/report10.txt', 'data/report11.txt', 'data/report12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '23 133 883 99 data/report10.txt\n'
            '13 67 434 80 data/report11.txt\n'
            '4 26 161 95 data/report12.txt\n'
            '40 226 1478 99 total\n'},
 {'args': ['-L', 'data/log20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '17 102 672 101 data/log20.txt\n'
            'longest: queue kernel lint lint socket stream lexer worker driver socket kernel test lexer cache reading '
            'merge\n'},
 {'args': ['-L', 'data/readme30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '18 223 1463 883 data/readme30.txt\n'
            'longest: alpha sensor sensor retry tag beta timeout delta lint test module lint branch review tag shard '
            'ledger alpha commit depot pallet merge release branch socket socket token sensor release commit beta '
            'depot gamma token ledger sensor invoice token patch sensor sensor release retry patch commit module patch '
            'shipment test route parser branch alpha replica beta release commit batch driver review stream lint depot '
            'route test queue worker batch deploy module sensor driver delta retry batch depot retry release timeout '
            'deploy shard socket commit cache restore release pallet sensor deploy delta driver shipment token queue '
            'test sensor lexer delta lexer backup gamma tag driver merge branch replica timeout socket lint module '
            'kernel review depot patch route token parser batch backup release buffer restore replica reading batch '
            'shipment deploy delta route retry socket shipment route driver\n'},
 {'args': ['data/empty.txt', 'data/one.txt'],
  'dir': 'h5',
  'status': 0,
  'stdout': '0 0 0 0 data/empty.txt\n1 1 1 1 data/one.txt\n1 1 1 1 total\n'}]

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ = "/app/linestat"
TOOL = os.path.join(PROJ, "linestat")

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
