import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'/v1/cart': {'events': 64, 'p50_ms': 1334, 'users': 29},
                   '/v1/export': {'events': 55, 'p50_ms': 1371, 'users': 32},
                   '/v1/health': {'events': 64, 'p50_ms': 1457, 'users': 34},
                   '/v1/invoices': {'events': 49, 'p50_ms': 1085, 'users': 27},
                   '/v1/orders': {'events': 35, 'p50_ms': 2080, 'users': 27},
                   '/v1/search': {'events': 54, 'p50_ms': 1585, 'users': 31},
                   '/v1/users': {'events': 50, 'p50_ms': 1276, 'users': 27},
                   '/v2/catalog': {'events': 36, 'p50_ms': 1558, 'users': 24},
                   '/v2/orders': {'events': 42, 'p50_ms': 1363, 'users': 26}},
          'top': ['/v1/cart', '/v1/health', '/v1/export'],
          'total_events': 449},
 'set2': {'keys': {'/v1/cart': {'events': 39, 'p50_ms': 1043, 'users': 24},
                   '/v1/export': {'events': 26, 'p50_ms': 1202, 'users': 19},
                   '/v1/health': {'events': 33, 'p50_ms': 1025, 'users': 20},
                   '/v1/invoices': {'events': 25, 'p50_ms': 1468, 'users': 19},
                   '/v1/orders': {'events': 23, 'p50_ms': 2055, 'users': 16},
                   '/v1/search': {'events': 20, 'p50_ms': 965, 'users': 14},
                   '/v1/users': {'events': 24, 'p50_ms': 1477, 'users': 21},
                   '/v2/catalog': {'events': 30, 'p50_ms': 1099, 'users': 21},
                   '/v2/orders': {'events': 32, 'p50_ms': 1071, 'users': 21}},
          'top': ['/v1/cart', '/v1/health', '/v2/orders'],
          'total_events': 252}}
TOOL = '/app/bin/apistats'
ARGS = ['2023-08-22T00:00:00Z', '2023-08-22T19:00:00Z']

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
