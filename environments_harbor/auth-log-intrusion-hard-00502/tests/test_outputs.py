import json, os, re

import pytest

EXPECTED = {'attackers': [{'failures': 6, 'first_seen': '2022-12-29T14:09:14', 'ip': '212.120.231.66'},
               {'failures': 25, 'first_seen': '2022-12-29T20:50:28', 'ip': '2001:db8:4b9f:c8ce::4b4'},
               {'failures': 13, 'first_seen': '2022-12-30T11:17:01', 'ip': '2001:db8:12f1:1d77::5b8'},
               {'failures': 5, 'first_seen': '2022-12-31T10:48:20', 'ip': '31.54.184.47'},
               {'failures': 24, 'first_seen': '2023-01-01T02:14:31', 'ip': '201.67.80.62'},
               {'failures': 28, 'first_seen': '2023-01-01T02:44:43', 'ip': '134.105.21.6'}],
 'compromised': [{'ip': '31.54.184.47', 'time': '2022-12-31T11:02:41', 'user': 'www-data'},
                 {'ip': '134.105.21.6', 'time': '2023-01-01T02:59:06', 'user': 'ansible'}],
 'host': 'vpn-gw-3',
 'level': 'hard',
 'not_attackers': ['45.232.13.24', '185.211.186.90', '2001:db8:a72b:8029::757'],
 'outdir': '/var/tmp/ir/vpn-gw-3',
 'threshold': 5,
 'window': 10}

def _report():
    p = os.path.join(EXPECTED["outdir"], "report.json")
    assert os.path.isfile(p), f"{p} is missing"
    return json.load(open(p))

def test_header_fields():
    r = _report()
    got = (r.get("host"), r.get("threshold"), r.get("window_minutes"))
    assert got == (EXPECTED["host"], EXPECTED["threshold"], EXPECTED["window"]), f"host/threshold/window: {got}"

def test_attacker_set():
    got = [a.get("ip") for a in _report().get("attackers", [])]
    want = [a["ip"] for a in EXPECTED["attackers"]]
    assert sorted(got) == sorted(want), f"attackers: unexpected {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
    wrong = sorted(set(got) & set(EXPECTED["not_attackers"]))
    assert not wrong, f"{wrong} never reached the threshold within the window"

def test_attacker_details_and_order():
    got = _report().get("attackers", [])
    want = EXPECTED["attackers"]
    by_ip = {a.get("ip"): a for a in got}
    for w in want:
        g = by_ip.get(w["ip"], {})
        assert g.get("first_seen") == w["first_seen"], f"{w['ip']}: first_seen {g.get('first_seen')!r}, expected {w['first_seen']!r}"
        assert g.get("failures") == w["failures"], f"{w['ip']}: failures {g.get('failures')!r}, expected {w['failures']}"
    assert [a.get("ip") for a in got] == [w["ip"] for w in want], "attackers are not sorted by first_seen, then ip"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_compromised_accounts():
    got = _report().get("compromised")
    assert isinstance(got, list), "report.json has no compromised list"
    norm = [{"user": c.get("user"), "ip": c.get("ip"), "time": c.get("time")} for c in got]
    assert norm == EXPECTED["compromised"], f"compromised: {norm}, expected {EXPECTED['compromised']}"

def test_hosts_deny():
    p = os.path.join(EXPECTED["outdir"], "hosts.deny")
    assert os.path.isfile(p), f"{p} is missing"
    lines = [l.strip() for l in open(p) if l.strip() and not l.strip().startswith("#")]
    want = set()
    for a in EXPECTED["attackers"]:
        want.add(f"sshd: [{a['ip']}]" if ":" in a["ip"] else f"sshd: {a['ip']}")
    got = {re.sub(r"\s+", " ", l) for l in lines}
    assert got == want, f"hosts.deny: unexpected {sorted(got - want)}, missing {sorted(want - got)}"
    assert len(lines) == len(want), "hosts.deny lists an address twice"
