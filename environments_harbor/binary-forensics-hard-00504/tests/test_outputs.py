import json, os, subprocess

EXPECTED = {'bin': '/opt/halcyon/bin/linkmgr',
 'conf': '/root/analysis/aud-7100/config.txt',
 'config': '# linkmgr runtime configuration\n'
           '[license]\n'
           'license_server = lic-12.plant.internal\n'
           'port = 9443\n'
           'seat_pool = walnut-5\n'
           '[upload]\n'
           'endpoint = https://api.plant.internal/v2/in\n'
           'api_token = 647f4ed0cf8e4475f2b2a6579a796010\n'
           'retry = 5\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/linkmgr\n'
           'log = /var/log/linkmgr/walnut.log\n',
 'factory': '# linkmgr runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.tundra.invalid\n'
            'port = 9443\n'
            'seat_pool = marble-5\n'
            '[upload]\n'
            'endpoint = https://col.plant.internal/v2/in\n'
            'api_token = b4d211d0318b7a8e63ced04cb868f340\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/linkmgr\n'
            'log = /var/log/linkmgr/ember.log\n',
 'legacy': {'dpatel': '0A5E-AC3D-91F8-EB2D',
            'gsantos': '4B08-29E2-37FE-C742',
            'ivan.petrov': '9A1D-BC6D-5E09-CC5D',
            'oscar.b': '488F-5B23-1BB6-8E33'},
 'licenses': {'dpatel': '8ACB-70DC-7551-E458',
              'gsantos': '21A9-1E6D-E0F4-A1FF',
              'ivan.petrov': '81D6-C80E-6B5F-E2CB',
              'oscar.b': '7976-DF20-39F5-EED9'},
 'report': '/root/analysis/aud-7100/report.json'}

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
