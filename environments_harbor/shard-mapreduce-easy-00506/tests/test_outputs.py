import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'t-1001': {'events': 32, 'users': 20},
                   't-1002': {'events': 39, 'users': 17},
                   't-1007': {'events': 35, 'users': 22},
                   't-1013': {'events': 38, 'users': 20},
                   't-1021': {'events': 31, 'users': 19},
                   't-1034': {'events': 41, 'users': 25},
                   't-1089': {'events': 37, 'users': 22},
                   't-1144': {'events': 29, 'users': 17},
                   't-1233': {'events': 23, 'users': 18}},
          'top': ['t-1034', 't-1002', 't-1013'],
          'total_events': 305},
 'set2': {'keys': {'t-1001': {'events': 43, 'users': 23},
                   't-1002': {'events': 36, 'users': 17},
                   't-1007': {'events': 42, 'users': 23},
                   't-1013': {'events': 33, 'users': 20},
                   't-1021': {'events': 31, 'users': 21},
                   't-1034': {'events': 25, 'users': 14},
                   't-1089': {'events': 36, 'users': 18},
                   't-1144': {'events': 32, 'users': 18},
                   't-1233': {'events': 28, 'users': 17}},
          'top': ['t-1001', 't-1007', 't-1002'],
          'total_events': 306}}
TOOL = '/app/bin/playstats'
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
