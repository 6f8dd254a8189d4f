import json, os, re

import pytest

EXPECTED = {'attackers': [{'failures': 25, 'first_seen': '2022-12-29T14:04:00', 'ip': '212.43.227.135'},
               {'failures': 12, 'first_seen': '2022-12-29T15:45:53', 'ip': '2001:db8:d5d:ee04::dee'},
               {'failures': 6, 'first_seen': '2022-12-30T19:05:50', 'ip': '171.181.201.34'},
               {'failures': 6, 'first_seen': '2022-12-31T13:55:29', 'ip': '23.76.56.82'},
               {'failures': 18, 'first_seen': '2022-12-31T20:12:11', 'ip': '111.153.171.222'},
               {'failures': 16, 'first_seen': '2023-01-01T08:23:13', 'ip': '2001:db8:5dd0:7e4e::f76'}],
 'compromised': [{'ip': '171.181.201.34', 'time': '2022-12-30T19:21:23', 'user': 'ansible'},
                 {'ip': '111.153.171.222', 'time': '2022-12-31T20:37:13', 'user': 'postgres'}],
 'host': 'monitor-02',
 'level': 'hard',
 'not_attackers': ['171.28.36.50', '45.109.131.181', '2001:db8:abf7:4389::580'],
 'outdir': '/srv/incident',
 'threshold': 6,
 'window': 20}

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
