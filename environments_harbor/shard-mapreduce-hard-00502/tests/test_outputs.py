import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'t-1007': {'events': 37, 'p50_ms': 1234, 'users': 22},
                   't-1013': {'events': 33, 'p50_ms': 1215, 'users': 24},
                   't-1021': {'events': 23, 'p50_ms': 2051, 'users': 19},
                   't-1034': {'events': 41, 'p50_ms': 1381, 'users': 30},
                   't-1055': {'events': 36, 'p50_ms': 1126, 'users': 26},
                   't-1089': {'events': 46, 'p50_ms': 1338, 'users': 27},
                   't-1144': {'events': 20, 'p50_ms': 1496, 'users': 17},
                   't-1233': {'events': 44, 'p50_ms': 1123, 'users': 27}},
          'top': ['t-1089', 't-1233', 't-1034'],
          'total_events': 280},
 'set2': {'keys': {'t-1007': {'events': 40, 'p50_ms': 1167, 'users': 28},
                   't-1013': {'events': 32, 'p50_ms': 1191, 'users': 26},
                   't-1021': {'events': 23, 'p50_ms': 2185, 'users': 18},
                   't-1034': {'events': 42, 'p50_ms': 1179, 'users': 28},
                   't-1055': {'events': 39, 'p50_ms': 1263, 'users': 29},
                   't-1089': {'events': 48, 'p50_ms': 1117, 'users': 26},
                   't-1144': {'events': 28, 'p50_ms': 1163, 'users': 22},
                   't-1233': {'events': 35, 'p50_ms': 1465, 'users': 23}},
          'top': ['t-1089', 't-1034', 't-1007'],
          'total_events': 287}}
TOOL = '/app/bin/playstats'
ARGS = ['2023-10-18T05:00:00Z', '2023-10-19T08:00:00Z']

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
