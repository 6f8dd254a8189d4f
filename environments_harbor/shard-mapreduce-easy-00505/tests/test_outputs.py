import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'ads.tv': {'events': 51, 'users': 35},
                   'api.dev': {'events': 39, 'users': 28},
                   'docs.site': {'events': 49, 'users': 36},
                   'example.org': {'events': 53, 'users': 39},
                   'img.cloud': {'events': 58, 'users': 42},
                   'mail.io': {'events': 60, 'users': 37},
                   'shop.biz': {'events': 60, 'users': 35}},
          'top': ['mail.io', 'shop.biz', 'img.cloud'],
          'total_events': 370},
 'set2': {'keys': {'ads.tv': {'events': 34, 'users': 25},
                   'api.dev': {'events': 20, 'users': 15},
                   'docs.site': {'events': 29, 'users': 22},
                   'example.org': {'events': 27, 'users': 22},
                   'img.cloud': {'events': 25, 'users': 19},
                   'mail.io': {'events': 33, 'users': 24},
                   'shop.biz': {'events': 24, 'users': 19}},
          'top': ['ads.tv', 'mail.io', 'docs.site'],
          'total_events': 192}}
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
