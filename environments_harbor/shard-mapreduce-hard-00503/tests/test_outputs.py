import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ber-2': {'events': 29, 'p50_ms': 2050, 'users': 23},
                   'dub-3': {'events': 49, 'p50_ms': 1302, 'users': 33},
                   'lis-1': {'events': 51, 'p50_ms': 1246, 'users': 36},
                   'mad-2': {'events': 50, 'p50_ms': 1114, 'users': 31},
                   'osl-1': {'events': 46, 'p50_ms': 1075, 'users': 35},
                   'vie-1': {'events': 40, 'p50_ms': 1083, 'users': 28},
                   'waw-3': {'events': 50, 'p50_ms': 1391, 'users': 34}},
          'top': ['lis-1', 'mad-2', 'waw-3'],
          'total_events': 315},
 'set2': {'keys': {'ber-2': {'events': 29, 'p50_ms': 2040, 'users': 22},
                   'dub-3': {'events': 62, 'p50_ms': 1399, 'users': 40},
                   'lis-1': {'events': 59, 'p50_ms': 1266, 'users': 39},
                   'mad-2': {'events': 50, 'p50_ms': 1236, 'users': 31},
                   'osl-1': {'events': 53, 'p50_ms': 1208, 'users': 32},
                   'vie-1': {'events': 47, 'p50_ms': 1300, 'users': 33},
                   'waw-3': {'events': 51, 'p50_ms': 1001, 'users': 34}},
          'top': ['dub-3', 'lis-1', 'osl-1'],
          'total_events': 351}}
TOOL = '/app/bin/shipstats'
ARGS = ['2025-10-15T02:00:00Z', '2025-10-16T07:00:00Z']

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
