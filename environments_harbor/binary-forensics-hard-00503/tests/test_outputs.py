import json, os, subprocess

EXPECTED = {'bin': '/opt/ember/bin/ledgerd',
 'conf': '/root/analysis/sec-2838/recovered.conf',
 'config': '# ledgerd runtime configuration\n'
           '[license]\n'
           'license_server = lic-23.plant.internal\n'
           'port = 7443\n'
           'seat_pool = cedar-3\n'
           '[upload]\n'
           'endpoint = https://api.plant.internal/v2/in\n'
           'api_token = 608ede8b9e0cc6f74db02a7abde30a80\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/ledgerd\n'
           'log = /var/log/ledgerd/pepper.log\n',
 'factory': '# ledgerd runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.ember.invalid\n'
            'port = 7443\n'
            'seat_pool = delta-1\n'
            '[upload]\n'
            'endpoint = https://api.plant.internal/v2/in\n'
            'api_token = 4ecac6b1bdea5119f88afe57e7ec974f\n'
            'retry = 5\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/ledgerd\n'
            'log = /var/log/ledgerd/copper.log\n',
 'legacy': {'bkowalski': '3775-FEF6-B8F1-8E16',
            'dpatel': '0A5E-AC3D-91F8-EB2D',
            'hana.sato': '18CA-2A6E-B377-540E',
            'ivan.petrov': '9A1D-BC6D-5E09-CC5D',
            'priya.n': '3EBB-9CE4-79DB-3DA4'},
 'licenses': {'bkowalski': 'D2EA-F68D-7345-4313',
              'dpatel': 'C84D-8B28-4CA1-B9FE',
              'hana.sato': '5682-6141-EC58-6EF0',
              'ivan.petrov': '06E4-1174-1CC9-C137',
              'priya.n': '157F-E193-D6DC-88E7'},
 'report': '/root/analysis/sec-2838/report.json'}

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
