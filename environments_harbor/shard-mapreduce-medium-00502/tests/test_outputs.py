import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'backup': {'events': 57, 'users': 33},
                   'billing': {'events': 79, 'users': 38},
                   'cleanup': {'events': 60, 'users': 32},
                   'etl-daily': {'events': 70, 'users': 33},
                   'etl-hourly': {'events': 74, 'users': 37},
                   'reindex': {'events': 78, 'users': 35},
                   'thumbs': {'events': 77, 'users': 37}},
          'top': ['billing', 'reindex', 'thumbs'],
          'total_events': 495},
 'set2': {'keys': {'backup': {'events': 37, 'users': 25},
                   'billing': {'events': 32, 'users': 19},
                   'cleanup': {'events': 20, 'users': 15},
                   'etl-daily': {'events': 33, 'users': 25},
                   'etl-hourly': {'events': 31, 'users': 24},
                   'reindex': {'events': 35, 'users': 23},
                   'thumbs': {'events': 36, 'users': 27}},
          'top': ['backup', 'thumbs', 'reindex'],
          'total_events': 224}}
TOOL = '/app/bin/jobstats'
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
