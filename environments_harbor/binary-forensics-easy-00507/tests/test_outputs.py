import json, os, subprocess

EXPECTED = {'bin': '/opt/orrery-pumpmon/pumpmon',
 'conf': '/var/tmp/re-pumpmon/pumpmon.conf',
 'config': '# pumpmon runtime configuration\n'
           '[license]\n'
           'license_server = lic-27.int.example.com\n'
           'port = 9443\n'
           'seat_pool = onyx-2\n'
           '[upload]\n'
           'endpoint = https://up.int.example.com/v2/in\n'
           'api_token = 9c64bf698978a46065595b27650ea349\n'
           'retry = 9\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/pumpmon\n'
           'log = /var/log/pumpmon/flint.log\n',
 'passphrase': 'raven-umber-7730',
 'report': '/var/tmp/re-pumpmon/report.json',
 'revoked': ['marble-basalt-5746',
             'juniper-cedar-7390',
             'heron-garnet-5326',
             'quartz-amber-8878',
             'willow-falcon-5533'],
 'xor_key': 50}

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
