import json, os, subprocess

EXPECTED = {'bin': '/usr/local/altamira/sbin/flowd',
 'conf': '/home/analyst/flowd-re/config.txt',
 'config': '# flowd runtime configuration\n'
           '[license]\n'
           'license_server = lic-31.factory.lan\n'
           'port = 8443\n'
           'seat_pool = flint-5\n'
           '[upload]\n'
           'endpoint = https://col.factory.lan/v2/in\n'
           'api_token = 62b9871d279cea1b747a9308670ef1f3\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/flowd\n'
           'log = /var/log/flowd/walnut.log\n',
 'passphrase': 'cedar-falcon-8801',
 'report': '/home/analyst/flowd-re/report.json',
 'revoked': ['copper-walnut-8469', 'tundra-delta-1237', 'onyx-raven-3119', 'marble-zinc-1819', 'flint-amber-3511'],
 'xor_key': 219}

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
