import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'billing': {'events': 84, 'users': 25},
                   'etl-daily': {'events': 54, 'users': 22},
                   'etl-hourly': {'events': 90, 'users': 24},
                   'mailer': {'events': 70, 'users': 23},
                   'ml-train': {'events': 90, 'users': 26},
                   'thumbs': {'events': 92, 'users': 27}},
          'top': ['thumbs', 'etl-hourly', 'ml-train'],
          'total_events': 480},
 'set2': {'keys': {'billing': {'events': 43, 'users': 19},
                   'etl-daily': {'events': 41, 'users': 22},
                   'etl-hourly': {'events': 36, 'users': 21},
                   'mailer': {'events': 52, 'users': 22},
                   'ml-train': {'events': 48, 'users': 21},
                   'thumbs': {'events': 32, 'users': 20}},
          'top': ['mailer', 'ml-train', 'billing'],
          'total_events': 252}}
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
