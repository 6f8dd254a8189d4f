import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ads.tv': {'events': 34, 'users': 20},
                   'api.dev': {'events': 21, 'users': 15},
                   'cdn.net': {'events': 40, 'users': 22},
                   'corp.local': {'events': 30, 'users': 20},
                   'docs.site': {'events': 23, 'users': 18},
                   'example.org': {'events': 34, 'users': 23},
                   'img.cloud': {'events': 25, 'users': 17},
                   'mail.io': {'events': 45, 'users': 29},
                   'shop.biz': {'events': 43, 'users': 24}},
          'top': ['mail.io', 'shop.biz', 'cdn.net'],
          'total_events': 295},
 'set2': {'keys': {'ads.tv': {'events': 49, 'users': 26},
                   'api.dev': {'events': 47, 'users': 27},
                   'cdn.net': {'events': 39, 'users': 22},
                   'corp.local': {'events': 48, 'users': 30},
                   'docs.site': {'events': 46, 'users': 26},
                   'example.org': {'events': 41, 'users': 23},
                   'img.cloud': {'events': 51, 'users': 28},
                   'mail.io': {'events': 48, 'users': 26},
                   'shop.biz': {'events': 44, 'users': 25}},
          'top': ['img.cloud', 'ads.tv', 'corp.local'],
          'total_events': 413}}
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
