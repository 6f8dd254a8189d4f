import os, shutil, subprocess

import pytest

EXPECTED = [{'args': ['-L', 'data/report00.txt'],
  'dir': 'h1',
  'status': 0,
  'stdout': '33 193 1466 88 data/report00.txt\n'
            'longest: first xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n'},
 {'args': ['data/readme10.txt', 'data/readme11.txt', 'data/readme12.txt'],
  'dir': 'h2',
  'status': 0,
  'stdout': '12 76 502 90 data/readme10.txt\n'
            '12 70 465 74 data/readme11.txt\n'
            '4 23 144 65 data/readme12.txt\n'
            '28 169 1111 90 total\n'},
 {'args': ['-L', 'data/draft20.txt'],
  'dir': 'h3',
  'status': 0,
  'stdout': '12 91 592 83 data/draft20.txt\n'
            'longest: shard parser shard release socket reading merge kernel release lint deploy shipment\n'},
 {'args': ['-L', 'data/readme30.txt'],
  'dir': 'h4',
  'status': 0,
  'stdout': '37 307 2034 654 data/readme30.txt\n'
            'longest: sensor token route parser ledger queue module depot release reading ledger retry worker commit '
            'tag tag beta invoice restore test ledger shard batch tag restore patch batch branch parser pallet delta '
            'pallet depot depot sensor reading lint restore build alpha cache lexer alpha tag buffer test build worker '
            'batch shipment deploy driver lint lexer invoice gamma replica deploy lexer ledger test queue lint restore '
            'restore cache commit shipment batch restore batch patch review replica build queue driver gamma review '
            'pallet batch tag ledger invoice ledger gamma reading merge delta delta backup alpha beta parser driver '
            'alpha deploy alpha timeout test batch\n'},
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
