import json, os, shutil, subprocess, tempfile

import pytest

EXPECTED = {'set1': {'keys': {'azure-ad': {'events': 42, 'users': 26},
                   'cognito': {'events': 55, 'users': 29},
                   'google': {'events': 45, 'users': 29},
                   'ldap-eu': {'events': 50, 'users': 28},
                   'ldap-us': {'events': 67, 'users': 36},
                   'saml-partner': {'events': 51, 'users': 31}},
          'top': ['ldap-us', 'cognito', 'saml-partner'],
          'total_events': 310},
 'set2': {'keys': {'azure-ad': {'events': 58, 'users': 31},
                   'cognito': {'events': 63, 'users': 32},
                   'google': {'events': 47, 'users': 30},
                   'ldap-eu': {'events': 57, 'users': 31},
                   'ldap-us': {'events': 54, 'users': 33},
                   'saml-partner': {'events': 56, 'users': 31}},
          'top': ['cognito', 'azure-ad', 'ldap-eu'],
          'total_events': 335}}
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
