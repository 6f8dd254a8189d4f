import json, os, subprocess

EXPECTED = {'bin': '/opt/fjordtech/bin/ledgerd',
 'conf': '/root/analysis/re-1590/ledgerd.conf',
 'config': '# ledgerd runtime configuration\n'
           '[license]\n'
           'license_server = lic-31.ops.example.net\n'
           'port = 27000\n'
           'seat_pool = cobalt-4\n'
           '[upload]\n'
           'endpoint = https://col.ops.example.net/v2/in\n'
           'api_token = 7fb4437e981977d60bea3cb5fede92fa\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/ledgerd\n'
           'log = /var/log/ledgerd/ember.log\n',
 'factory': '# ledgerd runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.onyx.invalid\n'
            'port = 9443\n'
            'seat_pool = cobalt-9\n'
            '[upload]\n'
            'endpoint = https://col.ops.example.net/v2/in\n'
            'api_token = f8f94f0095e5cfb6bd0238428409e17d\n'
            'telemetry = off\n'
            '[paths]\n'
            'spool = /var/spool/ledgerd\n'
            'log = /var/log/ledgerd/zinc.log\n',
 'legacy': {'alice.moreau': '8258-4048-14DE-79C8',
            'dpatel': '0A5E-AC3D-91F8-EB2D',
            'hana.sato': '18CA-2A6E-B377-540E',
            'nadia.k': '6C3B-0AE5-6A2B-C555'},
 'licenses': {'alice.moreau': '025F-8810-EEDE-9D48',
              'dpatel': '6C9E-C74D-E04D-8C73',
              'hana.sato': '4908-2CF0-12E2-2343',
              'nadia.k': '4C88-2597-2FF2-1090'},
 'report': '/root/analysis/re-1590/report.json'}

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
