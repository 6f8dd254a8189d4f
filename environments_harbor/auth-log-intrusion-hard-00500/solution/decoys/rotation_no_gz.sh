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
YEAR = 2022
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
    return sorted([p for p in found if not p.endswith(".gz")], key=age)
PY
cat >> /srv/ir/hunt <<'PY'
ISO = re.compile(r"^(\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d)) \S+ ([\w-]+)(?:\[\d+\])?: (.*)$")
for line in lines("auth.log"):
    m = ISO.match(line)
    if m:
        t = datetime.fromisoformat(m.group(1).replace("Z", "+00:00"))
        sshd(t.astimezone(timezone.utc), m.group(2), m.group(3))
PY
cat >> /srv/ir/hunt <<'PY'
AUD = re.compile(r"^type=(\w+) msg=audit\((\d+)\.(\d+):\d+\): (.*)$")
def field(text, name):
    m = re.search(r"(?:^|[\s'])" + name + r"=(\"[^\"]*\"|[^\s']+)", text)
    if not m:
        return ""
    v = m.group(1)
    if v.startswith('"'):
        return v.strip('"')
    try:  # auditd writes a value with blanks or quotes in hex
        return bytes.fromhex(v).decode()
    except ValueError:
        return v
for line in lines("audit.log"):
    m = AUD.match(line)
    if not m:
        continue
    kind, body = m.group(1), m.group(4)
    t = datetime.fromtimestamp(int(m.group(2)), timezone.utc) + timedelta(milliseconds=int(m.group(3)))
    if kind == "USER_AUTH" and field(body, "exe") == "/usr/sbin/sshd" and field(body, "res") == "failed":
        EV.append((t, "ssh", "fail", norm_ip(field(body, "addr")), field(body, "acct"), ""))
    elif kind == "USER_LOGIN" and field(body, "exe") == "/usr/sbin/sshd" and field(body, "res") == "success":
        EV.append((t, "ssh", "accept", norm_ip(field(body, "addr")), field(body, "ID"), ""))
    elif kind == "USER_CMD" and field(body, "exe") == "/usr/bin/sudo" and field(body, "res") == "success":
        EV.append((t, "ssh", "sudo", "", field(body, "AUID"), field(body, "cmd")))
PY
cat >> /srv/ir/hunt <<'PY'
WEB = re.compile(r'^(\S+) \S+ (\S+) \[([^\]]+)\] "(\S+) (\S+) [^"]*" (\d{3}) ')
for line in lines("access.log"):
    m = WEB.match(line)
    if not m or not m.group(5).startswith("/jenkins/") or m.group(2) == "-":
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
T = 7
bf = []
for ip, es in sorted(fails_by_ip().items()):
    ts = [e[0] for e in es]
    if any(ts[i + T - 1] - ts[i] < W for i in range(len(ts) - T + 1)):
        bf.append({"ip": ip, "first_seen": stamp(ts[0]), "failures": len(ts)})
F["brute_force"] = sorted(bf, key=lambda a: (a["first_seen"], a["ip"]))
PY
cat >> /srv/ir/hunt <<'PY'
U = 4
sp = []
for ip, es in sorted(fails_by_ip().items()):
    if any(len({x[4] for x in es[i:] if x[0] - es[i][0] < W}) >= U for i in range(len(es))):
        sp.append({"ip": ip, "first_seen": stamp(es[0][0]), "accounts": len({x[4] for x in es})})
F["spraying"] = sorted(sp, key=lambda a: (a["first_seen"], a["ip"]))
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
mkdir -p /srv/ir/filter.d
cat > /srv/ir/filter.d/ir-auth.conf <<'F2B'
[Definition]
failregex = sshd(?:-session)?\[\d+\]: Failed (?:password|publickey) for (?:invalid user )?\S+ from <HOST> port \d+ ssh2$
            ^<HOST> \S+ (?!-\s)\S+ \[[^\]]+\] "\S+ /jenkins/\S* [^"]*" 401 
ignoreregex =
F2B
cat >> /srv/ir/hunt <<'PY'
with open(os.path.join(OUT, "findings.json"), "w") as f:
    json.dump(F, f, indent=2, sort_keys=True)
PY
chmod 755 /srv/ir/hunt
/srv/ir/hunt /srv/evidence/backup-nas /srv/ir/out
jq -r 'to_entries[] | "\(.key): \(.value | length)"' /srv/ir/out/findings.json
