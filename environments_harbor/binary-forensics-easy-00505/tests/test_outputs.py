import json, os, subprocess

EXPECTED = {'bin': '/opt/northgate-vaultctl/vaultctl',
 'conf': '/opt/forensics/ops-9369/config.txt',
 'config': '# vaultctl runtime configuration\n'
           '[license]\n'
           'license_server = lic-31.corp.example\n'
           'port = 27000\n'
           'seat_pool = umber-2\n'
           '[upload]\n'
           'endpoint = https://up.corp.example/v2/in\n'
           'api_token = 98c9b79f4fb8123e8073d1874389caec\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/vaultctl\n'
           'log = /var/log/vaultctl/ember.log\n',
 'passphrase': 'kelp-lotus-1490',
 'report': '/opt/forensics/ops-9369/report.json',
 'revoked': ['indigo-tundra-2044',
             'quartz-ember-8647',
             'willow-cobalt-2901',
             'nickel-heron-2253',
             'zinc-juniper-8365',
             'basalt-flint-3861'],
 'xor_key': 210}

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
def test_passphrase():
    r = _report()
    got = r.get("passphrase")
    if got in EXPECTED["revoked"]:
        raise AssertionError(f"{got!r} is one of the revoked passphrases")
    assert got == EXPECTED["passphrase"], f"passphrase {got!r} is not the valid one"
    res = _run("unlock", got)
    assert res.returncode == 0, f"the binary refused it: {res.stdout.strip()}"

def test_xor_key():
    got = _report().get("xor_key")
    if isinstance(got, str):
        got = int(got, 0)
    assert got == EXPECTED["xor_key"], f"xor_key {got!r} is wrong"
