import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'auth0': {'events': 47, 'p50_ms': 1373, 'users': 29},
                   'azure-ad': {'events': 35, 'p50_ms': 2040, 'users': 26},
                   'github': {'events': 46, 'p50_ms': 1156, 'users': 29},
                   'keycloak': {'events': 37, 'p50_ms': 1000, 'users': 27},
                   'ldap-eu': {'events': 66, 'p50_ms': 1303, 'users': 36},
                   'ldap-us': {'events': 41, 'p50_ms': 1295, 'users': 27},
                   'okta': {'events': 38, 'p50_ms': 1356, 'users': 26},
                   'saml-partner': {'events': 51, 'p50_ms': 1317, 'users': 36}},
          'top': ['ldap-eu', 'saml-partner', 'auth0'],
          'total_events': 361},
 'set2': {'keys': {'auth0': {'events': 29, 'p50_ms': 1378, 'users': 22},
                   'azure-ad': {'events': 23, 'p50_ms': 2078, 'users': 15},
                   'github': {'events': 31, 'p50_ms': 1554, 'users': 21},
                   'keycloak': {'events': 35, 'p50_ms': 976, 'users': 25},
                   'ldap-eu': {'events': 37, 'p50_ms': 1440, 'users': 22},
                   'ldap-us': {'events': 44, 'p50_ms': 1129, 'users': 29},
                   'okta': {'events': 39, 'p50_ms': 1504, 'users': 27},
                   'saml-partner': {'events': 38, 'p50_ms': 975, 'users': 27}},
          'top': ['ldap-us', 'okta', 'saml-partner'],
          'total_events': 276}}
TOOL = '/app/bin/loginstats'
ARGS = ['2024-11-15T05:00:00Z', '2024-11-15T20:00:00Z']

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
