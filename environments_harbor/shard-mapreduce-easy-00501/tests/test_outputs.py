import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'backup': {'events': 33, 'users': 24},
                   'billing': {'events': 36, 'users': 28},
                   'cleanup': {'events': 33, 'users': 21},
                   'etl-daily': {'events': 33, 'users': 23},
                   'exports': {'events': 32, 'users': 23},
                   'mailer': {'events': 40, 'users': 24},
                   'ml-train': {'events': 37, 'users': 25},
                   'reindex': {'events': 22, 'users': 19},
                   'thumbs': {'events': 34, 'users': 26}},
          'top': ['mailer', 'ml-train', 'billing'],
          'total_events': 300},
 'set2': {'keys': {'backup': {'events': 39, 'users': 25},
                   'billing': {'events': 47, 'users': 31},
                   'cleanup': {'events': 44, 'users': 26},
                   'etl-daily': {'events': 37, 'users': 31},
                   'exports': {'events': 34, 'users': 26},
                   'mailer': {'events': 38, 'users': 28},
                   'ml-train': {'events': 34, 'users': 24},
                   'reindex': {'events': 40, 'users': 27},
                   'thumbs': {'events': 30, 'users': 24}},
          'top': ['billing', 'cleanup', 'reindex'],
          'total_events': 343}}
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
