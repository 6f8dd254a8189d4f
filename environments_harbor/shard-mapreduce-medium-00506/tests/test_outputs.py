import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ads.tv': {'events': 50, 'users': 37},
                   'cdn.net': {'events': 62, 'users': 34},
                   'corp.local': {'events': 49, 'users': 30},
                   'id.app': {'events': 63, 'users': 33},
                   'img.cloud': {'events': 54, 'users': 35},
                   'shop.biz': {'events': 55, 'users': 32}},
          'top': ['id.app', 'cdn.net', 'shop.biz'],
          'total_events': 333},
 'set2': {'keys': {'ads.tv': {'events': 54, 'users': 31},
                   'cdn.net': {'events': 69, 'users': 39},
                   'corp.local': {'events': 57, 'users': 32},
                   'id.app': {'events': 75, 'users': 37},
                   'img.cloud': {'events': 57, 'users': 36},
                   'shop.biz': {'events': 73, 'users': 36}},
          'top': ['id.app', 'shop.biz', 'cdn.net'],
          'total_events': 385}}
TOOL = '/app/bin/dnsstats'
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
