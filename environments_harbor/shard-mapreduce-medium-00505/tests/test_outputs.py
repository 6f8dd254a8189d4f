import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'auth0': {'events': 58, 'users': 32},
                   'azure-ad': {'events': 37, 'users': 26},
                   'google': {'events': 51, 'users': 27},
                   'ldap-eu': {'events': 60, 'users': 32},
                   'ldap-us': {'events': 50, 'users': 29},
                   'okta': {'events': 57, 'users': 33},
                   'saml-partner': {'events': 56, 'users': 31}},
          'top': ['ldap-eu', 'auth0', 'okta'],
          'total_events': 369},
 'set2': {'keys': {'auth0': {'events': 72, 'users': 40},
                   'azure-ad': {'events': 48, 'users': 31},
                   'google': {'events': 71, 'users': 39},
                   'ldap-eu': {'events': 59, 'users': 29},
                   'ldap-us': {'events': 64, 'users': 39},
                   'okta': {'events': 62, 'users': 34},
                   'saml-partner': {'events': 69, 'users': 42}},
          'top': ['auth0', 'google', 'saml-partner'],
          'total_events': 445}}
TOOL = '/app/bin/loginstats'
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
