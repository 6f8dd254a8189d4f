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
            '4 24 150 106 data/report12.txt\n'
            '40 224 1467 106 total\n'},
 {'args': ['-L', 'data/draft20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '12 69 459 88 data/draft20.txt\n'
            'longest: alpha parser delta replica tag gamma beta tag deploy invoice merge socket reading backup\n'},
 {'args': ['-L', 'data/draft30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '39 316 2106 767 data/draft30.txt\n'
            'longest: deploy shard socket commit cache restore release pallet sensor deploy delta driver shipment '
            'token queue test sensor lexer delta lexer backup gamma tag driver merge branch replica timeout socket '
            'lint module kernel review depot patch route token parser batch backup release buffer restore replica '
            'reading batch shipment deploy delta route retry socket shipment route alpha driver beta restore replica '
            'invoice gamma module driver retry token queue retry beta batch restore alpha worker release patch '
            'shipment delta ledger commit review ledger buffer sensor patch branch reading tag buffer shard socket '
            'ledger driver ledger pallet ledger socket invoice review delta cache deploy lexer socket buffer kernel '
            'queue sensor ledger cache invoice branch gamma buffer build gamma\n'},
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
