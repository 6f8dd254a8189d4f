import json, os, subprocess

EXPECTED = {'bin': '/opt/nimbus-pumpmon/pumpmon',
 'conf': '/root/analysis/ir-5427/pumpmon.conf',
 'config': '# pumpmon runtime configuration\n'
           '[license]\n'
           'license_server = lic-38.site.example.org\n'
           'port = 27000\n'
           'seat_pool = lotus-5\n'
           '[upload]\n'
           'endpoint = https://api.site.example.org/v2/in\n'
           'api_token = 5f06413b45bf98a1bd5bceecde985eae\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/pumpmon\n'
           'log = /var/log/pumpmon/raven.log\n',
 'factory': '# pumpmon runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.kelp.invalid\n'
            'port = 9443\n'
            'seat_pool = violet-6\n'
            '[upload]\n'
            'endpoint = https://up.site.example.org/v2/in\n'
            'api_token = 679d1eaee9e2f3f24baad9dce76a4338\n'
            'retry = 5\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/pumpmon\n'
            'log = /var/log/pumpmon/yarrow.log\n',
 'legacy': {'dpatel': '0A5E-AC3D-91F8-EB2D',
            'gsantos': '4B08-29E2-37FE-C742',
            'ivan.petrov': '9A1D-BC6D-5E09-CC5D',
            'nadia.k': '6C3B-0AE5-6A2B-C555',
            'priya.n': '3EBB-9CE4-79DB-3DA4'},
 'licenses': {'dpatel': '2735-4ADD-1BA0-4BAB',
              'gsantos': 'B0E8-96FA-F2E7-B517',
              'ivan.petrov': 'E542-0F35-E4B3-22A1',
              'nadia.k': 'C598-0649-598C-6F99',
              'priya.n': '7AE6-D148-0C62-40AD'},
 'report': '/root/analysis/ir-5427/report.json'}

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
