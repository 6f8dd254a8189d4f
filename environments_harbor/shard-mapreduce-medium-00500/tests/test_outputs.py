import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'about': {'events': 77, 'users': 39},
                   'blog': {'events': 76, 'users': 33},
                   'careers': {'events': 80, 'users': 37},
                   'docs': {'events': 78, 'users': 39},
                   'pricing': {'events': 86, 'users': 40},
                   'signup': {'events': 70, 'users': 40},
                   'status': {'events': 80, 'users': 35}},
          'top': ['pricing', 'careers', 'status'],
          'total_events': 547},
 'set2': {'keys': {'about': {'events': 22, 'users': 18},
                   'blog': {'events': 36, 'users': 23},
                   'careers': {'events': 42, 'users': 29},
                   'docs': {'events': 23, 'users': 17},
                   'pricing': {'events': 23, 'users': 17},
                   'signup': {'events': 34, 'users': 26},
                   'status': {'events': 23, 'users': 15}},
          'top': ['careers', 'blog', 'signup'],
          'total_events': 203}}
TOOL = '/app/bin/pagestats'
ARGS = []

HERE = os.path.dirname(os.path.abspath(__file__))

@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_shard_set(case):
    src = os.path.join(tempfile.mkdtemp(), "shards")
    shutil.copytree(os.path.join(HERE, "cases", case), src)
    out = os.path.join(tempfile.mkdtemp(), "out.json")
    assert os.access(TOOL, os.X_OK), f"{TOOL} is not an executable file"
    p = subprocess.run([TOOL, src, out, *ARGS], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"{TOOL} exited {p.returncode}: {p.stderr[-800:]}"
    got = json.load(open(out))
    want = EXPECTED[case]
    for field in ("total_events", "keys", "top"):
        assert field in got, f"{case}: output has no `{field}`"
    assert got["total_events"] == want["total_events"], f"{case}: total_events {got['total_events']}, expected {want['total_events']}"
    assert sorted(got["keys"]) == sorted(want["keys"]), f"{case}: keys {sorted(got['keys'])}, expected {sorted(want['keys'])}"
    wrong = {k: (got["keys"][k], v) for k, v in want["keys"].items() if got["keys"][k] != v}
    assert not wrong, f"{case}: {len(wrong)} keys differ (got, expected): {dict(list(wrong.items())[:3])}"
    assert got["top"] == want["top"], f"{case}: top {got['top']}, expected {want['top']}"
