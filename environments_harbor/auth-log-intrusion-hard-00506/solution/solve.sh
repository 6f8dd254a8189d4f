#!/bin/bash
set -euo pipefail
mkdir -p /srv/incident
zcat -f /root/evidence/mail-relay/auth.log.2.gz /root/evidence/mail-relay/auth.log.1 /root/evidence/mail-relay/auth.log > /tmp/auth.all
grep -c 'sshd\[' /tmp/auth.all
cat > /tmp/investigate.py <<'PY'
import ipaddress, json, os, re, sys
from datetime import datetime, timedelta
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.loads(os.environ["TG_PARAMS"])
T, W, YEAR = P["threshold"], P["window"], P["year"]
MON = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}
lines = open("/tmp/auth.all").read().splitlines()
if BUG == "current_only":
    lines = open(P["logdir"] + "/auth.log").read().splitlines()
LINE = re.compile(r"^(\w{3}) +(\d+) (\d\d:\d\d:\d\d) \S+ (\S+?)(?:\[\d+\])?: (.*)$")
FAIL = re.compile(r"Failed (?:password|publickey) for (?:invalid user )?\S+ from (\S+) port \d+")
PAM = re.compile(r"authentication failure;.* rhost=(\S+)")
ACC = re.compile(r"Accepted \S+ for (\S+) from (\S+) port \d+")
REP = re.compile(r"message repeated (\d+) times: \[ ?(.*?) ?\]$")
fails, accepts = {}, []
prev_month, year = None, P["first_year"]
for line in lines:
    m = LINE.match(line)
    if not m or m.group(4) != "sshd":
        continue
    mon = MON[m.group(1)]
    if BUG != "wrong_year":
        if prev_month is not None and mon < prev_month:
            year += 1   # syslog has no year: it rolls over at New Year
        prev_month = mon
    else:
        year = YEAR
    ts = datetime(year, mon, int(m.group(2)), *map(int, m.group(3).split(":")))
    msg, n = m.group(5), 1
    r = REP.match(msg)
    if r:
        if BUG == "ignores_repeats":
            continue
        n, msg = int(r.group(1)), r.group(2)
    f = FAIL.search(msg) or (PAM.search(msg) if BUG == "double_count" else None)
    if f:
        fails.setdefault(f.group(1), []).extend([ts] * n)
        continue
    a = ACC.search(msg)
    if a:
        accepts.append((ts, a.group(1), a.group(2)))
attackers = []
for ip, times in fails.items():
    times.sort()
    need = T + 1 if BUG == "off_by_one" else T
    if BUG == "total_count":
        hit = len(times) >= need
    else:
        hit = any(times[i + need - 1] - times[i] < timedelta(minutes=W) for i in range(len(times) - need + 1))
    if hit:
        attackers.append({"ip": ip, "first_seen": times[0].isoformat(), "failures": len(times)})
attackers.sort(key=lambda a: (a["first_seen"], a["ip"]))
bad = {a["ip"]: a["first_seen"] for a in attackers}
comp = []
for ts, user, ip in sorted(accepts):
    if BUG == "any_accept":
        ok = ip in fails and ts >= min(fails[ip])
    else:
        ok = ip in bad and ts.isoformat() >= bad[ip]
    if ok:
        comp.append({"user": user, "ip": ip, "time": ts.isoformat()})
out = P["outdir"]
os.makedirs(out, exist_ok=True)
report = {"host": P["host"], "threshold": T, "window_minutes": W, "attackers": attackers}
if P["level"] != "easy":
    report["compromised"] = comp
if BUG != "blocklist_only":
    json.dump(report, open(out + "/report.json", "w"), indent=2)
with open(out + "/hosts.deny", "w") as f:
    for a in sorted(bad, key=lambda ip: (ipaddress.ip_address(ip).version, ipaddress.ip_address(ip))):
        v6 = ipaddress.ip_address(a).version == 6 and BUG != "bare_ipv6"
        f.write(f"sshd: [{a}]\n" if v6 else f"sshd: {a}\n")
PY
TG_PARAMS='{"threshold": 6, "window": 5, "year": 2026, "first_year": 2025, "host": "mail-relay", "outdir": "/srv/incident", "logdir": "/root/evidence/mail-relay", "files": ["auth.log.2.gz", "auth.log.1", "auth.log"], "level": "hard"}' python3 /tmp/investigate.py 
wc -l < /srv/incident/hosts.deny
jq -e '.attackers | length' /srv/incident/report.json || true
