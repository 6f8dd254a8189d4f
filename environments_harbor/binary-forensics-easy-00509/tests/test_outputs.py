import json, os, subprocess

EXPECTED = {'bin': '/opt/lumen/bin/batchd',
 'conf': '/var/tmp/re-batchd/config.txt',
 'config': '# batchd runtime configuration\n'
           '[license]\n'
           'license_server = lic-27.plant.internal\n'
           'port = 9443\n'
           'seat_pool = willow-5\n'
           '[upload]\n'
           'endpoint = https://up.plant.internal/v2/in\n'
           'api_token = 36c4006b38410a0b98935f8285dd269b\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/batchd\n'
           'log = /var/log/batchd/delta.log\n',
 'passphrase': 'willow-zinc-2097',
 'report': '/var/tmp/re-batchd/report.json',
 'revoked': ['sable-falcon-6874', 'quartz-delta-5005', 'flint-amber-7265', 'walnut-onyx-1105', 'heron-harbor-8829'],
 'xor_key': 137}

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
