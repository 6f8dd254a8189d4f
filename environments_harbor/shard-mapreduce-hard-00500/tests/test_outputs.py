import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ams-1': {'events': 48, 'p50_ms': 1206, 'users': 20},
                   'ber-2': {'events': 50, 'p50_ms': 1575, 'users': 23},
                   'dub-3': {'events': 59, 'p50_ms': 1158, 'users': 21},
                   'lis-1': {'events': 35, 'p50_ms': 2110, 'users': 18},
                   'mad-2': {'events': 51, 'p50_ms': 1405, 'users': 22},
                   'osl-1': {'events': 47, 'p50_ms': 925, 'users': 21},
                   'prg-2': {'events': 46, 'p50_ms': 1176, 'users': 21},
                   'vie-1': {'events': 48, 'p50_ms': 1164, 'users': 20},
                   'waw-3': {'events': 50, 'p50_ms': 1023, 'users': 22}},
          'top': ['dub-3', 'mad-2', 'ber-2'],
          'total_events': 434},
 'set2': {'keys': {'ams-1': {'events': 24, 'p50_ms': 1396, 'users': 15},
                   'ber-2': {'events': 29, 'p50_ms': 1375, 'users': 17},
                   'dub-3': {'events': 36, 'p50_ms': 1411, 'users': 21},
                   'lis-1': {'events': 23, 'p50_ms': 2061, 'users': 14},
                   'mad-2': {'events': 27, 'p50_ms': 900, 'users': 14},
                   'osl-1': {'events': 27, 'p50_ms': 1457, 'users': 17},
                   'prg-2': {'events': 35, 'p50_ms': 1313, 'users': 15},
                   'vie-1': {'events': 33, 'p50_ms': 1201, 'users': 18},
                   'waw-3': {'events': 46, 'p50_ms': 1354, 'users': 22}},
          'top': ['waw-3', 'dub-3', 'prg-2'],
          'total_events': 280}}
TOOL = '/app/bin/shipstats'
ARGS = ['2025-04-19T06:00:00Z', '2025-04-20T10:00:00Z']

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
