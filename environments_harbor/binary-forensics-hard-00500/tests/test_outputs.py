import json, os, subprocess

EXPECTED = {'bin': '/opt/bluefen/bin/gatekeeper',
 'conf': '/root/analysis/re-6843/gatekeeper-embedded.ini',
 'config': '# gatekeeper runtime configuration\n'
           '[license]\n'
           'license_server = lic-21.corp.example\n'
           'port = 8443\n'
           'seat_pool = basalt-6\n'
           '[upload]\n'
           'endpoint = https://ingest.corp.example/v2/in\n'
           'api_token = 1d128d3a2bdee74e475501695355d50b\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/gatekeeper\n'
           'log = /var/log/gatekeeper/lotus.log\n',
 'factory': '# gatekeeper runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.indigo.invalid\n'
            'port = 7443\n'
            'seat_pool = falcon-4\n'
            '[upload]\n'
            'endpoint = https://up.corp.example/v2/in\n'
            'api_token = 79d97bd26af833043f35f91de999ddeb\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/gatekeeper\n'
            'log = /var/log/gatekeeper/raven.log\n',
 'legacy': {'chen.wei': 'B326-96DC-4C40-4A1C',
            'eva.lindqvist': '0ED9-54B1-6D52-3761',
            'hana.sato': '18CA-2A6E-B377-540E',
            'ivan.petrov': '9A1D-BC6D-5E09-CC5D',
            'lucia.romero': '17A9-9D43-AAFF-6653'},
 'licenses': {'chen.wei': 'FAB1-67C9-6611-3A3E',
              'eva.lindqvist': 'B334-7E4A-7EFF-FA6F',
              'hana.sato': 'D1EF-8C3D-4F48-BCAF',
              'ivan.petrov': '70EC-DA06-299F-FBEA',
              'lucia.romero': '5A53-6F56-2898-66F1'},
 'report': '/root/analysis/re-6843/report.json'}

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
