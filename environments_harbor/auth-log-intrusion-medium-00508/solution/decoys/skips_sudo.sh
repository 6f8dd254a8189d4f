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
YEAR = 2023
W = timedelta(minutes=15)
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
def files(name):
    found = glob.glob(os.path.join(glob.escape(LOGDIR), glob.escape(name)) + "*")
    def age(p):
        m = re.search(r"\.(\d+)(?:\.gz)?$", p)
        return -int(m.group(1)) if m else 0
    return sorted(found, key=age)
PY
cat >> /srv/ir/hunt <<'PY'
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
for line in lines("journal.json"):
    e = json.loads(line)
    t = EPOCH + timedelta(microseconds=int(e["__REALTIME_TIMESTAMP"]))
    sshd(t, e.get("SYSLOG_IDENTIFIER", ""), e.get("MESSAGE", ""))
PY
cat >> /srv/ir/hunt <<'PY'
WEB = re.compile(r'^(\S+) \S+ (\S+) \[([^\]]+)\] "(\S+) (\S+) [^"]*" (\d{3}) ')
for line in lines("access.log"):
    m = WEB.match(line)
    if not m or not m.group(5).startswith("/grafana/") or m.group(2) == "-":
        continue
    t = datetime.strptime(m.group(3), "%d/%b/%Y:%H:%M:%S %z").astimezone(timezone.utc)
    status = int(m.group(6))
    if status == 401:
        EV.append((t, "web", "fail", norm_ip(m.group(1)), m.group(2), ""))
    elif 200 <= status < 400:
        EV.append((t, "web", "accept", norm_ip(m.group(1)), m.group(2), ""))
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
NF = 3
comp, done = [], set()
for e in sorted(EV):
    if e[2] == "accept" and (e[4], e[3]) not in done:
        if sum(1 for x in EV if x[2] == "fail" and x[3] == e[3] and x[0] < e[0]) >= NF:
            done.add((e[4], e[3]))
            comp.append({"user": e[4], "ip": e[3], "time": stamp(e[0])})
F["compromised"] = sorted(comp, key=lambda c: (c["time"], c["user"], c["ip"]))
PY
cat >> /srv/ir/hunt <<'PY'
KNOWN = set()
for l in lines("known_keys.txt"):
    p = l.split()
    if len(p) >= 2 and not l.startswith("#"):
        KNOWN.add((p[0], p[1]))
F["unknown_keys"] = [{"user": e[4], "ip": e[3], "time": stamp(e[0]), "fingerprint": e[5]} for e in sorted(EV)
                     if e[1] == "ssh" and e[2] == "accept" and e[5] and (e[4], e[5]) not in KNOWN]
PY
mkdir -p /srv/ir/filter.d
cat > /srv/ir/filter.d/ir-auth.conf <<'F2B'
[Definition]
failregex = ^<HOST> \S+ (?!-\s)\S+ \[[^\]]+\] "\S+ /grafana/\S* [^"]*" 401 
ignoreregex =
F2B
cat >> /srv/ir/hunt <<'PY'
with open(os.path.join(OUT, "findings.json"), "w") as f:
    json.dump(F, f, indent=2, sort_keys=True)
PY
chmod 755 /srv/ir/hunt
/srv/ir/hunt /srv/evidence/bastion-2 /srv/ir/out
jq -r 'to_entries[] | "\(.key): \(.value | length)"' /srv/ir/out/findings.json
