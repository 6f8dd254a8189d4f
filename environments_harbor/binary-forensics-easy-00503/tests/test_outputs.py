import json, os, subprocess

EXPECTED = {'bin': '/opt/corvid-ledgerd/ledgerd',
 'conf': '/home/analyst/ledgerd-re/config.txt',
 'config': '# ledgerd runtime configuration\n'
           '[license]\n'
           'license_server = lic-21.factory.lan\n'
           'port = 7443\n'
           'seat_pool = amber-4\n'
           '[upload]\n'
           'endpoint = https://col.factory.lan/v2/in\n'
           'api_token = 97495e332d6c641f911d78c6a8cbfa2d\n'
           'retry = 8\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/ledgerd\n'
           'log = /var/log/ledgerd/harbor.log\n',
 'passphrase': 'harbor-heron-3591',
 'report': '/home/analyst/ledgerd-re/report.json',
 'revoked': ['juniper-violet-5675',
             'raven-garnet-9128',
             'basalt-cedar-8844',
             'falcon-marble-1182',
             'nickel-umber-8710',
             'sable-willow-6249'],
 'xor_key': 156}

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
