import json, os, subprocess

EXPECTED = {'bin': '/usr/local/bin/gatekeeper',
 'conf': '/opt/forensics/aud-2248/recovered.conf',
 'config': '# gatekeeper runtime configuration\n'
           '[license]\n'
           'license_server = lic-03.corp.example\n'
           'port = 27000\n'
           'seat_pool = amber-5\n'
           '[upload]\n'
           'endpoint = https://api.corp.example/v2/in\n'
           'api_token = c2e26925fe7a0c379d10f9b38c48959b\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/gatekeeper\n'
           'log = /var/log/gatekeeper/pepper.log\n',
 'factory': '# gatekeeper runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.nickel.invalid\n'
            'port = 27000\n'
            'seat_pool = quartz-7\n'
            '[upload]\n'
            'endpoint = https://ingest.corp.example/v2/in\n'
            'api_token = 86b0f8ea90ff19bf2ebf6dd861bef713\n'
            'telemetry = off\n'
            '[paths]\n'
            'spool = /var/spool/gatekeeper\n'
            'log = /var/log/gatekeeper/violet.log\n',
 'legacy': {'bkowalski': '3775-FEF6-B8F1-8E16',
            'chen.wei': 'B326-96DC-4C40-4A1C',
            'mnovak': '0AD1-0667-38AD-1C37',
            'nadia.k': '6C3B-0AE5-6A2B-C555',
            'oscar.b': '488F-5B23-1BB6-8E33'},
 'licenses': {'bkowalski': '5F12-ECBF-951A-BD49',
              'chen.wei': 'D8C1-F53F-9889-63E7',
              'mnovak': '24A9-5B8E-2A12-A1C7',
              'nadia.k': 'DD81-62EC-765C-ED75',
              'oscar.b': '64D3-FC42-300E-581E'},
 'report': '/opt/forensics/aud-2248/report.json'}

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
