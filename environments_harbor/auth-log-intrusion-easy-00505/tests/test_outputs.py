import json, os, re

import pytest

EXPECTED = {'attackers': [{'failures': 28, 'first_seen': '2024-07-03T14:06:33', 'ip': '193.10.166.199'},
               {'failures': 9, 'first_seen': '2024-07-03T14:45:10', 'ip': '146.226.172.94'},
               {'failures': 20, 'first_seen': '2024-07-03T22:44:07', 'ip': '23.86.31.121'}],
 'compromised': [],
 'host': 'monitor-02',
 'level': 'easy',
 'not_attackers': ['23.27.11.86'],
 'outdir': '/srv/incident',
 'threshold': 9,
 'window': 15}

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
