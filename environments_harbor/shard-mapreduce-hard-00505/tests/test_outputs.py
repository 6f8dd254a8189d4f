import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ams-1': {'events': 45, 'p50_ms': 1154, 'users': 31},
                   'ber-2': {'events': 35, 'p50_ms': 1231, 'users': 24},
                   'cph-1': {'events': 41, 'p50_ms': 1379, 'users': 27},
                   'lis-1': {'events': 34, 'p50_ms': 1440, 'users': 25},
                   'mad-2': {'events': 38, 'p50_ms': 1538, 'users': 27},
                   'prg-2': {'events': 34, 'p50_ms': 1095, 'users': 25},
                   'vie-1': {'events': 41, 'p50_ms': 1067, 'users': 31},
                   'waw-3': {'events': 23, 'p50_ms': 2044, 'users': 19}},
          'top': ['ams-1', 'cph-1', 'vie-1'],
          'total_events': 291},
 'set2': {'keys': {'ams-1': {'events': 41, 'p50_ms': 1094, 'users': 30},
                   'ber-2': {'events': 42, 'p50_ms': 1246, 'users': 27},
                   'cph-1': {'events': 48, 'p50_ms': 1345, 'users': 29},
                   'lis-1': {'events': 45, 'p50_ms': 1183, 'users': 30},
                   'mad-2': {'events': 51, 'p50_ms': 1317, 'users': 34},
                   'prg-2': {'events': 38, 'p50_ms': 827, 'users': 27},
                   'vie-1': {'events': 37, 'p50_ms': 1129, 'users': 24},
                   'waw-3': {'events': 29, 'p50_ms': 2032, 'users': 24}},
          'top': ['mad-2', 'cph-1', 'lis-1'],
          'total_events': 331}}
TOOL = '/app/bin/shipstats'
ARGS = ['2022-04-19T00:00:00Z', '2022-04-19T13:00:00Z']

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
