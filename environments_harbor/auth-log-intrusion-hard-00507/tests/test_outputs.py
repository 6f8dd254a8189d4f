import json, os, re

import pytest

EXPECTED = {'attackers': [{'failures': 33, 'first_seen': '2023-12-30T00:05:00', 'ip': '2001:db8:6c13:2f69::289'},
               {'failures': 8, 'first_seen': '2023-12-31T04:43:24', 'ip': '103.189.139.141'},
               {'failures': 17, 'first_seen': '2023-12-31T19:37:44', 'ip': '2001:db8:9f0a:623f::9d'},
               {'failures': 21, 'first_seen': '2024-01-01T03:28:45', 'ip': '212.137.31.54'},
               {'failures': 35, 'first_seen': '2024-01-01T23:15:21', 'ip': '31.119.49.27'},
               {'failures': 14, 'first_seen': '2024-01-02T08:11:09', 'ip': '185.124.67.127'}],
 'compromised': [{'ip': '103.189.139.141', 'time': '2023-12-31T04:50:30', 'user': 'postgres'},
                 {'ip': '212.137.31.54', 'time': '2024-01-01T03:39:29', 'user': 'www-data'}],
 'host': 'bastion-2',
 'level': 'hard',
 'not_attackers': ['111.244.196.9', '134.249.39.245', '2001:db8:9977:a8c2::b26'],
 'outdir': '/root/ir-bastion-2',
 'threshold': 8,
 'window': 5}

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
