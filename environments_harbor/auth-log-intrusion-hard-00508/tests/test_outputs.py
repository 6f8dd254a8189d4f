import json, os, re

import pytest

EXPECTED = {'attackers': [{'failures': 29, 'first_seen': '2023-12-30T20:17:25', 'ip': '2001:db8:a155:8c15::7b3'},
               {'failures': 19, 'first_seen': '2023-12-31T02:56:02', 'ip': '2001:db8:1152:7613::f1d'},
               {'failures': 37, 'first_seen': '2024-01-01T06:00:12', 'ip': '31.54.91.82'},
               {'failures': 18, 'first_seen': '2024-01-01T07:38:30', 'ip': '201.153.168.126'},
               {'failures': 9, 'first_seen': '2024-01-01T08:21:36', 'ip': '31.3.221.154'},
               {'failures': 27, 'first_seen': '2024-01-02T02:00:37', 'ip': '193.190.255.71'}],
 'compromised': [{'ip': '31.3.221.154', 'time': '2024-01-01T08:34:43', 'user': 'ansible'},
                 {'ip': '193.190.255.71', 'time': '2024-01-02T02:15:08', 'user': 'ansible'}],
 'host': 'mail-relay',
 'level': 'hard',
 'not_attackers': ['23.214.83.62', '159.83.24.112', '2001:db8:fa1:55cc::b95'],
 'outdir': '/root/ir-mail-relay',
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
