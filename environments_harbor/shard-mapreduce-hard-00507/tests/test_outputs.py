import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'t-1001': {'events': 68, 'p50_ms': 1299, 'users': 43},
                   't-1002': {'events': 29, 'p50_ms': 2023, 'users': 23},
                   't-1007': {'events': 45, 'p50_ms': 1308, 'users': 28},
                   't-1013': {'events': 60, 'p50_ms': 1285, 'users': 33},
                   't-1055': {'events': 46, 'p50_ms': 1148, 'users': 28},
                   't-1089': {'events': 55, 'p50_ms': 1168, 'users': 37},
                   't-1144': {'events': 55, 'p50_ms': 1284, 'users': 31}},
          'top': ['t-1001', 't-1013', 't-1089'],
          'total_events': 358},
 'set2': {'keys': {'t-1001': {'events': 27, 'p50_ms': 1187, 'users': 21},
                   't-1002': {'events': 23, 'p50_ms': 2092, 'users': 19},
                   't-1007': {'events': 38, 'p50_ms': 1126, 'users': 27},
                   't-1013': {'events': 38, 'p50_ms': 1072, 'users': 29},
                   't-1055': {'events': 33, 'p50_ms': 1480, 'users': 24},
                   't-1089': {'events': 34, 'p50_ms': 1312, 'users': 20},
                   't-1144': {'events': 33, 'p50_ms': 1110, 'users': 25}},
          'top': ['t-1007', 't-1013', 't-1089'],
          'total_events': 226}}
TOOL = '/app/bin/playstats'
ARGS = ['2023-04-06T00:00:00Z', '2023-04-06T14:00:00Z']

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
