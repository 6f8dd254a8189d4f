import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'t-1001': {'events': 68, 'p50_ms': 1117, 'users': 30},
                   't-1007': {'events': 74, 'p50_ms': 1258, 'users': 27},
                   't-1013': {'events': 65, 'p50_ms': 1163, 'users': 30},
                   't-1021': {'events': 29, 'p50_ms': 2113, 'users': 17},
                   't-1055': {'events': 39, 'p50_ms': 997, 'users': 21},
                   't-1144': {'events': 63, 'p50_ms': 1096, 'users': 28}},
          'top': ['t-1007', 't-1001', 't-1013'],
          'total_events': 338},
 'set2': {'keys': {'t-1001': {'events': 36, 'p50_ms': 1276, 'users': 22},
                   't-1007': {'events': 49, 'p50_ms': 997, 'users': 24},
                   't-1013': {'events': 53, 'p50_ms': 1120, 'users': 30},
                   't-1021': {'events': 17, 'p50_ms': 2083, 'users': 12},
                   't-1055': {'events': 50, 'p50_ms': 1209, 'users': 27},
                   't-1144': {'events': 47, 'p50_ms': 1069, 'users': 26}},
          'top': ['t-1013', 't-1055', 't-1007'],
          'total_events': 252}}
TOOL = '/app/bin/playstats'
ARGS = ['2025-05-19T02:00:00Z', '2025-05-20T08:00:00Z']

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
