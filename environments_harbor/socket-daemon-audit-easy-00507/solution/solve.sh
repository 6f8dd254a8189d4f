#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /tmp/audit /srv/reports
cat > /tmp/audit/client.py <<'PY'
PORT, PAGE, CRED = 4504, 9, "/home/auditor/.stockd.token"
VALUE, LIMIT, SGN = "on_hand", "reorder_point", -1
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
def login(c, greet):
    c.send("AUTH " + open(CRED).read().strip())
    if not c.line().startswith("+OK"):
        sys.exit("token refused")
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
def value_of(rid, rec):
    return sum(int(line.split()[1]) for line in request("HIST " + rid)[1])
PY
cat >> /tmp/audit/client.py <<'PY'
P = 20
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
with open("/srv/reports/inc-21592-SKUs.csv", "w") as f:
    f.write("SKU_id,on_hand,reorder_point,shortfall\n")
    f.writelines(",".join(map(str, r)) + "\n" for r in rows)
for hook in AFTER:
    hook(rows)
S.send("QUIT")
PY
sudo -n -u stockd /opt/stockd/sbin/stockd >/tmp/audit/daemon.log 2>&1 </dev/null &
DAEMON=$!
for i in $(seq 1 100); do
  (exec 3<>/dev/tcp/127.0.0.1/4504) 2>/dev/null && break
  sleep 0.1
done
python3 /tmp/audit/client.py
kill "$DAEMON"
wait "$DAEMON" 2>/dev/null || true
