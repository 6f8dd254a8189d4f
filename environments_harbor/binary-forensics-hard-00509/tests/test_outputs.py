import json, os, subprocess

EXPECTED = {'bin': '/opt/nimbus-linkmgr/linkmgr',
 'conf': '/srv/incident/sec-6621/re/linkmgr-embedded.ini',
 'config': '# linkmgr runtime configuration\n'
           '[license]\n'
           'license_server = lic-06.ops.example.net\n'
           'port = 27000\n'
           'seat_pool = kelp-2\n'
           '[upload]\n'
           'endpoint = https://api.ops.example.net/v2/in\n'
           'api_token = 1905b073808ea55b6ab2b586cf27bd8f\n'
           'retry = 8\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/linkmgr\n'
           'log = /var/log/linkmgr/garnet.log\n',
 'factory': '# linkmgr runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.pepper.invalid\n'
            'port = 7443\n'
            'seat_pool = juniper-5\n'
            '[upload]\n'
            'endpoint = https://api.ops.example.net/v2/in\n'
            'api_token = 5b7ba8d78a29ce05d859169921572128\n'
            'retry = 9\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/linkmgr\n'
            'log = /var/log/linkmgr/harbor.log\n',
 'legacy': {'bkowalski': '3775-FEF6-B8F1-8E16',
            'eva.lindqvist': '0ED9-54B1-6D52-3761',
            'lucia.romero': '17A9-9D43-AAFF-6653',
            'nadia.k': '6C3B-0AE5-6A2B-C555',
            'oscar.b': '488F-5B23-1BB6-8E33'},
 'licenses': {'bkowalski': '31E7-576F-3390-80F3',
              'eva.lindqvist': 'F943-0DF0-11BA-15B8',
              'lucia.romero': 'F7B9-3C4C-3F8E-EF00',
              'nadia.k': '68EB-5C80-5371-FD98',
              'oscar.b': '54C9-F67E-568C-027F'},
 'report': '/srv/incident/sec-6621/re/report.json'}

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
