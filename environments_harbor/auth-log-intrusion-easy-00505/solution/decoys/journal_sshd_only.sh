#!/bin/bash
set -euo pipefail
mkdir -p /srv/ir/out
cat > /srv/ir/hunt <<'PY'
#!/usr/bin/env python3
"""hunt LOGDIR OUTDIR: triage the authentication logs collected in LOGDIR; findings go to OUTDIR."""
import csv, glob, gzip, ipaddress, json, os, re, sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
LOGDIR, OUT = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)
EV = []  # (time in UTC, source, kind, address, account, detail)
F = {}  # findings.json
LOCAL = timezone.utc  # the host clock
YEAR = 2024
W = timedelta(minutes=20)
PAM_COUNTS = False
def files(name):
    p = os.path.join(LOGDIR, name)
    return [p] if os.path.exists(p) else []
def lines(name):
    for p in files(name):
        with (gzip.open(p, "rt") if p.endswith(".gz") else open(p)) as f:
            yield from f.read().splitlines()
def norm_ip(s):
    return s
def folded(msg):
    return msg, 1
def syslog_year(mon):
    return YEAR
def stamp(t):
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
FAIL = re.compile(r"Failed (?:password|publickey) for (?:invalid user )?(\S+) from (\S+) port \d+")
ACC = re.compile(r"Accepted (\w+) for (\S+) from (\S+) port \d+ ssh2(?:: \S+ (\S+))?")
PAM = re.compile(r"authentication failure;.* rhost=(\S+)(?:\s+user=(\S+))?")
SUDO = re.compile(r"^\s*(\S+) : .*COMMAND=(.*)$")
def sshd(t, prog, msg):
    msg, n = folded(msg)
    if prog in ("sshd", "sshd-session"):
        m = FAIL.search(msg)
        if m:
            EV.extend([(t, "ssh", "fail", norm_ip(m.group(2)), m.group(1), "")] * n)
            return
        m = PAM.search(msg)
        if m and PAM_COUNTS:
            EV.append((t, "ssh", "fail", norm_ip(m.group(1)), m.group(2) or "?", ""))
        m = ACC.search(msg)
        if m:
            EV.append((t, "ssh", "accept", norm_ip(m.group(3)), m.group(2), m.group(4) or ""))
    elif prog == "sudo":
        m = SUDO.match(msg)
        if m:
            EV.append((t, "ssh", "sudo", "", m.group(1), m.group(2).strip()))
def fails_by_ip():
    d = {}
    for e in sorted(EV):
        if e[2] == "fail":
            d.setdefault(e[3], []).append(e)
    return d
def ip_key(s):
    a = ipaddress.ip_address(s)
    return a.version, a
def attackers():
    return sorted({a["ip"] for k in ("brute_force", "spraying", "compromised") for a in F.get(k, [])}, key=ip_key)
PY
cat >> /srv/ir/hunt <<'PY'
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
for line in lines("journal.json"):
    e = json.loads(line)
    t = EPOCH + timedelta(microseconds=int(e["__REALTIME_TIMESTAMP"]))
    if e.get("SYSLOG_IDENTIFIER") in ("sshd", "sudo"):
        sshd(t, e["SYSLOG_IDENTIFIER"], e.get("MESSAGE", ""))
PY
cat >> /srv/ir/hunt <<'PY'
NETS = []
for l in lines("allowlist.txt"):
    l = l.split("#")[0].strip()
    if l:
        NETS.append(ipaddress.ip_network(l, strict=False))
EV[:] = [e for e in EV if not (e[3] and any(ipaddress.ip_address(e[3]) in n for n in NETS))]
PY
cat >> /srv/ir/hunt <<'PY'
U = 3
sp = []
for ip, es in sorted(fails_by_ip().items()):
    if any(len({x[4] for x in es[i:] if x[0] - es[i][0] < W}) >= U for i in range(len(es))):
        sp.append({"ip": ip, "first_seen": stamp(es[0][0]), "accounts": len({x[4] for x in es})})
F["spraying"] = sorted(sp, key=lambda a: (a["first_seen"], a["ip"]))
PY
cat >> /srv/ir/hunt <<'PY'
OFFICE = ZoneInfo("Asia/Kolkata")
def working(t):
    l = t.astimezone(OFFICE)
    return l.weekday() < 5 and 7 <= l.hour < 19
F["off_hours_logins"] = [{"user": e[4], "ip": e[3], "time": stamp(e[0])} for e in sorted(EV)
                         if e[1] == "ssh" and e[2] == "accept" and not working(e[0])]
PY
cat >> /srv/ir/hunt <<'PY'
BAD = set(attackers())
rows = sorted((stamp(e[0]), e[1], e[3], e[4], {"fail": "failed", "accept": "accepted"}[e[2]]) for e in EV
              if e[2] in ("fail", "accept") and e[3] in BAD)
with open(os.path.join(OUT, "timeline.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["time", "source", "ip", "user", "event"])
    w.writerows(rows)
PY
cat >> /srv/ir/hunt <<'PY'
with open(os.path.join(OUT, "findings.json"), "w") as f:
    json.dump(F, f, indent=2, sort_keys=True)
PY
chmod 755 /srv/ir/hunt
/srv/ir/hunt /srv/evidence/sftp-partners /srv/ir/out
jq -r 'to_entries[] | "\(.key): \(.value | length)"' /srv/ir/out/findings.json
