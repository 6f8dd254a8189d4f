import json, os, subprocess

EXPECTED = {'bin': '/usr/local/bin/linkmgr',
 'conf': '/root/analysis/sec-1874/recovered.conf',
 'config': '# linkmgr runtime configuration\n'
           '[license]\n'
           'license_server = lic-16.plant.internal\n'
           'port = 5053\n'
           'seat_pool = marble-2\n'
           '[upload]\n'
           'endpoint = https://api.plant.internal/v2/in\n'
           'api_token = 03c99fbc6ca33f7997181e7e6b2c4544\n'
           'retry = 8\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/linkmgr\n'
           'log = /var/log/linkmgr/zinc.log\n',
 'factory': '# linkmgr runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.heron.invalid\n'
            'port = 7443\n'
            'seat_pool = ember-1\n'
            '[upload]\n'
            'endpoint = https://ingest.plant.internal/v2/in\n'
            'api_token = 63fb37deb42c4c18462994470f3e4bdb\n'
            'retry = 4\n'
            'telemetry = off\n'
            '[paths]\n'
            'spool = /var/spool/linkmgr\n'
            'log = /var/log/linkmgr/willow.log\n',
 'legacy': {'alice.moreau': '8258-4048-14DE-79C8',
            'chen.wei': 'B326-96DC-4C40-4A1C',
            'dpatel': '0A5E-AC3D-91F8-EB2D',
            'gsantos': '4B08-29E2-37FE-C742',
            'hana.sato': '18CA-2A6E-B377-540E'},
 'licenses': {'alice.moreau': '8B69-E61A-491E-E92C',
              'chen.wei': 'AF29-DA9A-59B2-152C',
              'dpatel': '21C7-0AE7-0EA1-668C',
              'gsantos': '3EB7-973C-07C8-BD02',
              'hana.sato': 'F66B-9F7A-DD69-B408'},
 'report': '/root/analysis/sec-1874/report.json'}

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
