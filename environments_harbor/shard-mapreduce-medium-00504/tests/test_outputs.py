import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'/v1/cart': {'events': 38, 'users': 22},
                   '/v1/export': {'events': 53, 'users': 25},
                   '/v1/health': {'events': 48, 'users': 26},
                   '/v1/invoices': {'events': 39, 'users': 22},
                   '/v1/login': {'events': 46, 'users': 29},
                   '/v1/orders': {'events': 38, 'users': 23},
                   '/v1/search': {'events': 36, 'users': 23},
                   '/v1/users': {'events': 40, 'users': 22},
                   '/v2/orders': {'events': 34, 'users': 23}},
          'top': ['/v1/export', '/v1/health', '/v1/login'],
          'total_events': 372},
 'set2': {'keys': {'/v1/cart': {'events': 42, 'users': 27},
                   '/v1/export': {'events': 32, 'users': 22},
                   '/v1/health': {'events': 39, 'users': 24},
                   '/v1/invoices': {'events': 37, 'users': 21},
                   '/v1/login': {'events': 41, 'users': 27},
                   '/v1/orders': {'events': 37, 'users': 24},
                   '/v1/search': {'events': 37, 'users': 24},
                   '/v1/users': {'events': 39, 'users': 22},
                   '/v2/orders': {'events': 29, 'users': 20}},
          'top': ['/v1/cart', '/v1/login', '/v1/health'],
          'total_events': 333}}
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
