#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/audit /srv/reports
cat > /tmp/audit/client.py <<'PY'
PORT, PAGE, CRED = 7732, 6, "/home/auditor/.quotad.auth"
VALUE, LIMIT, SGN = "used_mb", "quota_mb", 1
import csv, hashlib, hmac, socket, sys, zlib
from decimal import Decimal

class Refused(Exception):
    pass

class Conn:
    def __init__(self):
        self.s = socket.create_connection(("127.0.0.1", PORT), timeout=20)
        self.f = self.s.makefile("rwb")
    def send(self, line):
        self.f.write((line + "\n").encode())
        self.f.flush()
    def line(self):
        raw = self.f.readline()
        return raw.decode().rstrip("\n") if raw else "-ERR connection closed"

S = None
START, AFTER = [], []
P = 0  # grace margin, percent of the limit

def session():
    c = Conn()
    login(c, c.line())
    return c

def raw(cmd):
    S.send(cmd)
    head, body = S.line(), []
    if head.startswith(("+LIST", "+REC", "+HIST", "+LIMITS")):
        while True:
            line = S.line()
            if line == ".":
                break
            if line == "-ERR connection closed":
                raise Refused(line)
            body.append(line)
    return head, body

def request(cmd):
    head, body = raw(cmd)
    if not head.startswith("+"):
        raise Refused(head)
    return head, body

def lines_of(body):
    return body

def get(rid):
    return request("GET " + rid)[1]

def parse(body):
    return dict(line.split("=", 1) for line in lines_of(body) if "=" in line)

def fetch(rid):
    return parse(get(rid))

def num(text):
    return int(text)

def value_of(rid, rec):
    return num(rec[VALUE])

def limit_of(rid, rec):
    return num(rec[LIMIT])

def in_scope(rid, rec):
    return True

def is_finding(v, lim):
    return SGN * (v - lim) * 100 > lim * P
PY
cat >> /tmp/audit/client.py <<'PY'
CREDS = dict(line.replace(" ", "").strip().split("=", 1) for line in open(CRED) if "=" in line)
def login(c, greet):
    nonce = greet.split("challenge=")[1].strip()
    mac = hmac.new(CREDS["secret"].encode(), nonce.encode(), hashlib.sha256).hexdigest()
    c.send("AUTH %s %s" % (CREDS["user"], mac))
    if not c.line().startswith("+OK"):
        sys.exit("hmac refused")
PY
cat >> /tmp/audit/client.py <<'PY'
def list_ids():
    ids, cur = [], "0"
    while cur != "END":
        head, body = request("LIST " + cur)
        ids += body
        cur = head.split("next=")[1].split()[0]
    return ids
PY
cat >> /tmp/audit/client.py <<'PY'
_raw_b = raw
def raw(cmd):
    for _ in range(20):
        head, body = _raw_b(cmd)
        if not head.startswith("-BUSY"):
            return head, body
    sys.exit("still busy: " + cmd)
PY
cat >> /tmp/audit/client.py <<'PY'
_lines_f = lines_of
def lines_of(body):
    out = []
    for line in _lines_f(body):
        if line.startswith(" ") and out:
            out[-1] += line[1:]
        else:
            out.append(line)
    return out
PY
cat >> /tmp/audit/client.py <<'PY'
_num_s = num
def num(text):
    if text.endswith("k"):
        return int(Decimal(text[:-1]) * 1000)
    return _num_s(text)
PY
cat >> /tmp/audit/client.py <<'PY'
S = session()
for hook in START:
    hook()
rows = []
for rid in list_ids():
    rec = fetch(rid)
    if rec is None or not in_scope(rid, rec):
        continue
    v, lim = value_of(rid, rec), limit_of(rid, rec)
    if is_finding(v, lim):
        rows.append([rid, v, lim, SGN * (v - lim)])
rows.sort(key=lambda r: r[0])
with open("/srv/reports/chg-73218-volumes.csv", "w") as f:
    f.write("volume_id,used_mb,quota_mb,over_mb\n")
    f.writelines(",".join(map(str, r)) + "\n" for r in rows)
for hook in AFTER:
    hook(rows)
S.send("QUIT")
PY
sudo -n -u quotad /opt/quotad/sbin/quotad >/tmp/audit/daemon.log 2>&1 </dev/null &
DAEMON=$!
for i in $(seq 1 100); do
  (exec 3<>/dev/tcp/127.0.0.1/7732) 2>/dev/null && break
  sleep 0.1
done
python3 /tmp/audit/client.py
kill "$DAEMON"
wait "$DAEMON" 2>/dev/null || true
