import json, os, subprocess

EXPECTED = {'bin': '/opt/juniper/bin/dockmon',
 'conf': '/home/analyst/dockmon-re/dockmon-embedded.ini',
 'config': '# dockmon runtime configuration\n'
           '[license]\n'
           'license_server = lic-04.factory.lan\n'
           'port = 7443\n'
           'seat_pool = nickel-8\n'
           '[upload]\n'
           'endpoint = https://col.factory.lan/v2/in\n'
           'api_token = 8f27862a49e9a183cef38f14d13a65df\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/dockmon\n'
           'log = /var/log/dockmon/onyx.log\n',
 'passphrase': 'tundra-onyx-6044',
 'report': '/home/analyst/dockmon-re/report.json',
 'revoked': ['raven-delta-3081', 'kelp-nickel-7902', 'juniper-indigo-6586', 'heron-sable-6903'],
 'xor_key': 96}

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
