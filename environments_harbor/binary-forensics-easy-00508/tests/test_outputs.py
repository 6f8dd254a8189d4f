import json, os, subprocess

EXPECTED = {'bin': '/opt/kestrel-ledgerd/ledgerd',
 'conf': '/opt/forensics/ir-7044/recovered.conf',
 'config': '# ledgerd runtime configuration\n'
           '[license]\n'
           'license_server = lic-09.site.example.org\n'
           'port = 27000\n'
           'seat_pool = falcon-5\n'
           '[upload]\n'
           'endpoint = https://col.site.example.org/v2/in\n'
           'api_token = c6005ab31e995c52aee1c59c0b619215\n'
           'retry = 7\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/ledgerd\n'
           'log = /var/log/ledgerd/lotus.log\n',
 'passphrase': 'umber-basalt-7339',
 'report': '/opt/forensics/ir-7044/report.json',
 'revoked': ['pepper-walnut-1789', 'kelp-zinc-1425', 'copper-harbor-8050', 'ember-garnet-3061'],
 'xor_key': 63}

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
