import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'/v1/export': {'events': 67, 'users': 34},
                   '/v1/health': {'events': 75, 'users': 38},
                   '/v1/invoices': {'events': 76, 'users': 37},
                   '/v1/login': {'events': 74, 'users': 36},
                   '/v1/orders': {'events': 67, 'users': 34},
                   '/v1/search': {'events': 72, 'users': 40}},
          'top': ['/v1/invoices', '/v1/health', '/v1/login'],
          'total_events': 431},
 'set2': {'keys': {'/v1/export': {'events': 51, 'users': 32},
                   '/v1/health': {'events': 28, 'users': 20},
                   '/v1/invoices': {'events': 38, 'users': 27},
                   '/v1/login': {'events': 30, 'users': 21},
                   '/v1/orders': {'events': 60, 'users': 36},
                   '/v1/search': {'events': 42, 'users': 28}},
          'top': ['/v1/orders', '/v1/export', '/v1/search'],
          'total_events': 249}}
TOOL = '/app/bin/apistats'
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
