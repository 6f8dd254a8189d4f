import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'backup': {'events': 57, 'users': 38},
                   'billing': {'events': 50, 'users': 30},
                   'cleanup': {'events': 48, 'users': 30},
                   'etl-daily': {'events': 51, 'users': 33},
                   'etl-hourly': {'events': 46, 'users': 31},
                   'exports': {'events': 49, 'users': 26},
                   'mailer': {'events': 35, 'users': 30},
                   'reindex': {'events': 48, 'users': 33},
                   'thumbs': {'events': 46, 'users': 27}},
          'top': ['backup', 'etl-daily', 'billing'],
          'total_events': 430},
 'set2': {'keys': {'backup': {'events': 32, 'users': 25},
                   'billing': {'events': 51, 'users': 32},
                   'cleanup': {'events': 35, 'users': 19},
                   'etl-daily': {'events': 25, 'users': 18},
                   'etl-hourly': {'events': 39, 'users': 29},
                   'exports': {'events': 44, 'users': 31},
                   'mailer': {'events': 40, 'users': 29},
                   'reindex': {'events': 43, 'users': 28},
                   'thumbs': {'events': 40, 'users': 27}},
          'top': ['billing', 'exports', 'reindex'],
          'total_events': 349}}
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
