import json, os, subprocess

EXPECTED = {'bin': '/opt/orrery/bin/vaultctl',
 'conf': '/srv/incident/aud-4785/re/vaultctl.conf',
 'config': '# vaultctl runtime configuration\n'
           '[license]\n'
           'license_server = lic-12.site.example.org\n'
           'port = 8443\n'
           'seat_pool = tundra-4\n'
           '[upload]\n'
           'endpoint = https://col.site.example.org/v2/in\n'
           'api_token = 965e4bcc3dd491f16329ec1c9c30c488\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/vaultctl\n'
           'log = /var/log/vaultctl/amber.log\n',
 'factory': '# vaultctl runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.cobalt.invalid\n'
            'port = 5053\n'
            'seat_pool = pepper-9\n'
            '[upload]\n'
            'endpoint = https://up.site.example.org/v2/in\n'
            'api_token = ded45488bfb55695979451a53a4a39ae\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/vaultctl\n'
            'log = /var/log/vaultctl/onyx.log\n',
 'legacy': {'alice.moreau': '8258-4048-14DE-79C8',
            'eva.lindqvist': '0ED9-54B1-6D52-3761',
            'lucia.romero': '17A9-9D43-AAFF-6653',
            'nadia.k': '6C3B-0AE5-6A2B-C555',
            'priya.n': '3EBB-9CE4-79DB-3DA4'},
 'licenses': {'alice.moreau': '0919-7744-A7BA-2811',
              'eva.lindqvist': '72CA-4505-624A-7756',
              'lucia.romero': '2AE4-AC67-DC2F-32D9',
              'nadia.k': 'DEF7-7301-98BC-2AB8',
              'priya.n': 'C076-8968-AC81-70E2'},
 'report': '/srv/incident/aud-4785/re/report.json'}

def _report():
    assert os.path.isfile(EXPECTED["report"]), f"missing {EXPECTED['report']}"
    with open(EXPECTED["report"]) as f:
        r = json.load(f)
    assert isinstance(r, dict), "report must be a JSON object"
    return r

def _run(*args):
    return subprocess.run([EXPECTED["bin"], *args], capture_output=True, text=True, timeout=20)

def test_config_recovered_byte_for_byte():
    assert os.path.isfile(EXPECTED["conf"]), f"missing {EXPECTED['conf']}"
    got = open(EXPECTED["conf"], "rb").read()
    want = EXPECTED["config"].encode()
    if got != want:
        n = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        raise AssertionError(f"config differs from the embedded text at byte {n} "
                             f"(got {len(got)} bytes, want {len(want)}): {got[n:n + 30]!r} vs {want[n:n + 30]!r}")
def test_licenses():
    got = _report().get("licenses")
    assert isinstance(got, dict), "licenses must be an object"
    assert sorted(got) == sorted(EXPECTED["licenses"]), f"seats {sorted(got)} != {sorted(EXPECTED['licenses'])}"
    for user, want in EXPECTED["licenses"].items():
        key = str(got[user]).strip()
        if key.upper() == EXPECTED["legacy"][user]:
            raise AssertionError(f"{user}: {key} is the refused legacy v1 key")
        assert key.upper() == want, f"{user}: key {key} is wrong"

def test_binary_activates_each_seat():
    got = _report().get("licenses") or {}
    for user in EXPECTED["licenses"]:
        res = _run("activate", user, str(got.get(user, "")).strip())
        assert res.returncode == 0, f"{user}: activate said {res.stdout.strip()!r}"

def test_not_the_factory_defaults():
    got = open(EXPECTED["conf"], "rb").read() if os.path.isfile(EXPECTED["conf"]) else b""
    assert got != EXPECTED["factory"].encode(), "that is the stale factory configuration"
