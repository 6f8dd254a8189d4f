import json, os, subprocess

EXPECTED = {'bin': '/usr/local/bin/syncagent',
 'conf': '/home/analyst/syncagent-re/syncagent.conf',
 'config': '# syncagent runtime configuration\n'
           '[license]\n'
           'license_server = lic-13.corp.example\n'
           'port = 5053\n'
           'seat_pool = willow-3\n'
           '[upload]\n'
           'endpoint = https://up.corp.example/v2/in\n'
           'api_token = a314514680c559bd6a6291efb4d7d830\n'
           'telemetry = off\n'
           '[paths]\n'
           'spool = /var/spool/syncagent\n'
           'log = /var/log/syncagent/quartz.log\n',
 'factory': '# syncagent runtime configuration (factory defaults)\n'
            '[license]\n'
            'license_server = license.sable.invalid\n'
            'port = 7443\n'
            'seat_pool = cobalt-9\n'
            '[upload]\n'
            'endpoint = https://col.corp.example/v2/in\n'
            'api_token = be4a5c6366409b0daff90d65ae714358\n'
            'telemetry = on\n'
            '[paths]\n'
            'spool = /var/spool/syncagent\n'
            'log = /var/log/syncagent/basalt.log\n',
 'legacy': {'bkowalski': '3775-FEF6-B8F1-8E16', 'jmuller': 'BA65-2094-041D-7A54', 'oscar.b': '488F-5B23-1BB6-8E33'},
 'licenses': {'bkowalski': '4FEA-A38E-99E0-A463', 'jmuller': '99C2-6148-09FE-237E', 'oscar.b': '0594-7C13-D44E-6403'},
 'report': '/home/analyst/syncagent-re/report.json'}

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
