import json, os, subprocess

EXPECTED = {'bin': '/opt/kestrel/bin/edgeprobe',
 'conf': '/root/analysis/aud-2021/recovered.conf',
 'config': '# edgeprobe runtime configuration\n'
           '[license]\n'
           'license_server = lic-25.factory.lan\n'
           'port = 27000\n'
           'seat_pool = tundra-6\n'
           '[upload]\n'
           'endpoint = https://ingest.factory.lan/v2/in\n'
           'api_token = 59a3ca2369fa0e9d6c4157f10913164f\n'
           'retry = 2\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/edgeprobe\n'
           'log = /var/log/edgeprobe/harbor.log\n',
 'passphrase': 'cobalt-garnet-5457',
 'report': '/root/analysis/aud-2021/report.json',
 'revoked': ['flint-delta-1441',
             'indigo-zinc-6857',
             'pepper-heron-2682',
             'falcon-yarrow-6950',
             'amber-harbor-5090',
             'juniper-raven-1658'],
 'xor_key': 182}

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
