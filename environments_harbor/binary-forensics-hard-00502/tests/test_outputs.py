import json, os, subprocess

EXPECTED = {'bin': '/usr/local/bin/ledgerd',
 'conf': '/srv/incident/aud-2127/re/config.txt',
 'config': '# ledgerd runtime configuration\n'
           '[license]\n'
           'license_server = lic-10.int.example.com\n'
           'port = 9443\n'
           'seat_pool = falcon-3\n'
           '[upload]\n'
           'endpoint = https://ingest.int.example.com/v2/in\n'
           'api_token = d7c44ad62b75505d37ab6ad557095be2\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/ledgerd\n'
           'log = /var/log/ledgerd/garnet.log\n',
 'factory': '# ledgerd runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.yarrow.invalid\n'
            'port = 27000\n'
            'seat_pool = flint-9\n'
            '[upload]\n'
            'endpoint = https://up.int.example.com/v2/in\n'
            'api_token = 1c656ad1fbfb52352405a0914a311448\n'
            'retry = 2\n'
            'telemetry = off\n'
            '[paths]\n'
            'spool = /var/spool/ledgerd\n'
            'log = /var/log/ledgerd/juniper.log\n',
 'legacy': {'bkowalski': '3775-FEF6-B8F1-8E16', 'jmuller': 'BA65-2094-041D-7A54', 'nadia.k': '6C3B-0AE5-6A2B-C555'},
 'licenses': {'bkowalski': '14E6-91D0-C288-CF76', 'jmuller': '5108-9600-BAC3-B462', 'nadia.k': '2FA5-18FB-F088-87C2'},
 'report': '/srv/incident/aud-2127/re/report.json'}

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
