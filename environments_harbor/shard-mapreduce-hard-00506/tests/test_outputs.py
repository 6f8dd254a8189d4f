import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ams-1': {'events': 45, 'p50_ms': 1576, 'users': 35},
                   'ber-2': {'events': 35, 'p50_ms': 2092, 'users': 23},
                   'cph-1': {'events': 48, 'p50_ms': 1126, 'users': 34},
                   'lis-1': {'events': 55, 'p50_ms': 1214, 'users': 32},
                   'mad-2': {'events': 39, 'p50_ms': 1511, 'users': 26},
                   'osl-1': {'events': 44, 'p50_ms': 1375, 'users': 34},
                   'prg-2': {'events': 44, 'p50_ms': 1184, 'users': 32},
                   'vie-1': {'events': 41, 'p50_ms': 1075, 'users': 24},
                   'waw-3': {'events': 35, 'p50_ms': 1330, 'users': 27}},
          'top': ['lis-1', 'cph-1', 'ams-1'],
          'total_events': 386},
 'set2': {'keys': {'ams-1': {'events': 27, 'p50_ms': 1434, 'users': 24},
                   'ber-2': {'events': 29, 'p50_ms': 2097, 'users': 22},
                   'cph-1': {'events': 36, 'p50_ms': 1626, 'users': 26},
                   'lis-1': {'events': 41, 'p50_ms': 1332, 'users': 28},
                   'mad-2': {'events': 45, 'p50_ms': 1336, 'users': 28},
                   'osl-1': {'events': 30, 'p50_ms': 1221, 'users': 24},
                   'prg-2': {'events': 35, 'p50_ms': 1338, 'users': 27},
                   'vie-1': {'events': 27, 'p50_ms': 1582, 'users': 21},
                   'waw-3': {'events': 37, 'p50_ms': 1157, 'users': 25}},
          'top': ['mad-2', 'lis-1', 'waw-3'],
          'total_events': 307}}
TOOL = '/app/bin/shipstats'
ARGS = ['2023-07-18T06:00:00Z', '2023-07-19T07:00:00Z']

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
