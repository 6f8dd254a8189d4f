import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'t-1001': {'events': 21, 'p50_ms': 1354, 'users': 14},
                   't-1002': {'events': 31, 'p50_ms': 1375, 'users': 21},
                   't-1013': {'events': 29, 'p50_ms': 1428, 'users': 24},
                   't-1021': {'events': 32, 'p50_ms': 900, 'users': 24},
                   't-1034': {'events': 34, 'p50_ms': 1284, 'users': 22},
                   't-1055': {'events': 27, 'p50_ms': 1803, 'users': 21},
                   't-1089': {'events': 26, 'p50_ms': 1173, 'users': 20},
                   't-1144': {'events': 29, 'p50_ms': 2056, 'users': 21},
                   't-1233': {'events': 31, 'p50_ms': 826, 'users': 20}},
          'top': ['t-1034', 't-1021', 't-1002'],
          'total_events': 260},
 'set2': {'keys': {'t-1001': {'events': 18, 'p50_ms': 975, 'users': 14},
                   't-1002': {'events': 29, 'p50_ms': 1107, 'users': 20},
                   't-1013': {'events': 20, 'p50_ms': 1035, 'users': 15},
                   't-1021': {'events': 30, 'p50_ms': 1492, 'users': 21},
                   't-1034': {'events': 21, 'p50_ms': 1415, 'users': 16},
                   't-1055': {'events': 20, 'p50_ms': 1181, 'users': 18},
                   't-1089': {'events': 30, 'p50_ms': 1084, 'users': 23},
                   't-1144': {'events': 17, 'p50_ms': 2110, 'users': 16},
                   't-1233': {'events': 21, 'p50_ms': 775, 'users': 17}},
          'top': ['t-1021', 't-1089', 't-1002'],
          'total_events': 206}}
TOOL = '/app/bin/playstats'
ARGS = ['2024-06-05T02:00:00Z', '2024-06-05T21:00:00Z']

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
