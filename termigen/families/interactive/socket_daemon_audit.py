"""Interactive: audit a legacy daemon that only speaks a line protocol on 127.0.0.1, and report (hard: act on) the
records past their limit.

Each instance composes the daemon's protocol (auth: token | HMAC challenge | USER/salted PASS; paging: opaque
cursor | offset) with 2-5 components from a pool of protocol quirks the client must survive (session quota,
-BUSY replies, folded lines, damaged replies behind a CRC, deleted ids still listed, tenants, values in
thousands) and audit rules that change what counts (group and status scope, dated waivers, a grace margin, limit
overrides, history replay, an as-of date) or what is delivered (write the flags back). The oracle is a Python
client whose hooks each component overrides (a wrapper chain, so the order they are drawn in does not matter).

Nothing to forge or read around: the agent runs as `auditor`; the daemon runs as its own account through one
sudo rule, its store and secrets readable by that account alone. The report is checked against the hidden
truth; the write-back against the daemon's own state file, which only the daemon can write.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File
from termigen.toolscan import tools_in

DAEMON = Path(__file__).with_name("socket_daemon_audit_daemon.txt").read_text()
AGENT = "auditor"

# value/limit: the compared integer fields; cmp ">": past the limit = above it; gap: the report column.
SCHEMAS = [
    dict(d="ledgerd", product="customer ledger", idp="ACC", item="account", items="accounts", group="region",
         groups=["north", "south", "east", "west", "central", "metro"], value="balance_cents",
         limit="credit_limit_cents", cmp=">", gap="excess_cents", status="status", active="open",
         inactive=["closed", "suspended"], label="holder", vrange=(-50_000, 900_000), lrange=(100_000, 600_000),
         hist="ledger entries", verb="HOLD", act="put a credit hold on", labels=["Brook & Sons", "Kestrel Ltd",
         "Orchard Foods", "Pinecrest Dental", "Vela Travel", "Juniper Print"]),
    dict(d="stockd", product="warehouse stock daemon", idp="SKU", item="SKU", items="SKUs", group="warehouse",
         groups=["dub-1", "rtm-2", "lyo-1", "poz-3", "ber-2", "mad-1"], value="on_hand", limit="reorder_point",
         cmp="<", gap="shortfall", status="state", active="stocked", inactive=["discontinued", "seasonal"],
         label="description", vrange=(0, 400), lrange=(20, 220), hist="stock movements", verb="FLAG",
         act="raise a replenishment flag on", labels=["hex bolt M6", "cable tie 200mm", "pallet wrap", "label roll"]),
    dict(d="quotad", product="storage quota daemon", idp="VOL", item="volume", items="volumes", group="project",
         groups=["atlas", "borealis", "cygnus", "dorado", "fornax", "hydra"], value="used_mb", limit="quota_mb",
         cmp=">", gap="over_mb", status="state", active="online", inactive=["archived", "migrating"],
         label="mount", vrange=(100, 90_000), lrange=(5_000, 60_000), hist="allocation events", verb="FREEZE",
         act="freeze writes on", labels=["/data/raw", "/srv/builds", "/srv/cache", "/data/models"]),
    dict(d="meterd", product="meter head-end", idp="MTR", item="meter", items="meters", group="zone",
         groups=["z01", "z02", "z03", "z04", "z05", "z06"], value="usage_kwh", limit="contract_kwh", cmp=">",
         gap="excess_kwh", status="state", active="live", inactive=["removed", "faulty"], label="site",
         vrange=(0, 30_000), lrange=(2_000, 20_000), hist="interval readings", verb="MARK",
         act="open a tariff review for", labels=["pump house", "depot", "school annex", "cold store"]),
    dict(d="licsrv", product="license server", idp="LIC", item="license pool", items="license pools",
         group="department", groups=["finance", "design", "legal", "research", "sales", "support"],
         value="seats_used", limit="seats_owned", cmp=">", gap="overage", status="state", active="valid",
         inactive=["expired", "trial"], label="product", vrange=(0, 400), lrange=(10, 250), hist="seat check-outs",
         verb="FLAG", act="open a true-up for", labels=["CAD Suite", "PDF Pro", "Stats Desk", "Chart Studio"]),
]
TENANTS = ["acme", "borvik", "calder", "dunmore", "elstree", "fenwick"]
OUT_DIRS = ["/srv/audit", "/srv/reports", "/var/tmp/audit", "/opt/audit/out"]

# The pool. quirk: how the daemon behaves (PROTOCOL.txt); rule: what counts (the ticket, or POLICY.md at hard);
# deliverable: what else is done. The fixes are filled per instance (_fixes).
POOL = [
    Component("session_quota", skill="reconnect and resume", data={"kind": "quirk"}),
    Component("busy_retry", skill="retry a transient refusal", data={"kind": "quirk"}),
    Component("folded_lines", skill="unfold continuation lines", data={"kind": "quirk"}),
    Component("checksum", skill="CRC-32 check and refetch", data={"kind": "quirk"}),
    Component("tombstones", skill="skip deleted ids", data={"kind": "quirk"}),
    Component("tenant_select", skill="per-session tenant selection", data={"kind": "quirk"}),
    Component("scaled_values", skill="parse k-suffixed decimals exactly", data={"kind": "quirk"}),
    Component("group_filter", skill="scope filter", data={"kind": "rule"}),
    Component("status_filter", skill="scope filter", data={"kind": "rule"}),
    Component("waivers", skill="dated exemption list", data={"kind": "rule"}),
    Component("grace_margin", skill="integer percentage threshold", data={"kind": "rule"}),
    Component("limit_overrides", skill="join an override table", data={"kind": "rule"}),
    Component("history_replay", skill="recompute from an event history", excludes=("history_asof",),
              data={"kind": "rule"}),
    Component("history_asof", skill="event history cut at a date", data={"kind": "rule"}),
    Component("write_back", skill="act on findings through the protocol", data={"kind": "deliverable"}),
]
# hard composes at least one pair whose parts interact (one hides the other, or the fix of one must respect the other)
INTERACTIONS = [("session_quota", "tenant_select"), ("folded_lines", "checksum"), ("session_quota", "busy_retry"),
                ("history_asof", "waivers"), ("limit_overrides", "grace_margin")]


@dataclass(frozen=True)
class AuditLevel(LevelConfig):
    records: tuple[int, int] = (22, 30)
    tell: str = "all"  # all: the ticket names every quirk and rule; rules: quirks left to the docs; goal: both in docs
    interaction: bool = False
    minutes: tuple[int, int] = (15, 40)  # expert, junior


# --- the oracle: a client with hooks; each component's fix overrides one (wrapping the previous definition) ---

CLIENT_HEAD = '''
import csv, hashlib, hmac, socket, sys, zlib
from decimal import Decimal

class Refused(Exception):
    pass

class Conn:
    def __init__(self):
        self.s = socket.create_connection(("127.0.0.1", PORT), timeout=20)
        self.f = self.s.makefile("rwb")
    def send(self, line):
        self.f.write((line + "\\n").encode())
        self.f.flush()
    def line(self):
        raw = self.f.readline()
        return raw.decode().rstrip("\\n") if raw else "-ERR connection closed"

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
'''

AUTH_FIX = {
    "token": '''
        def login(c, greet):
            c.send("AUTH " + open(CRED).read().strip())
            if not c.line().startswith("+OK"):
                sys.exit("token refused")
    ''',
    "hmac": '''
        CREDS = dict(line.replace(" ", "").strip().split("=", 1) for line in open(CRED) if "=" in line)
        def login(c, greet):
            nonce = greet.split("challenge=")[1].strip()
            mac = hmac.new(CREDS["secret"].encode(), nonce.encode(), hashlib.sha256).hexdigest()
            c.send("AUTH %s %s" % (CREDS["user"], mac))
            if not c.line().startswith("+OK"):
                sys.exit("hmac refused")
    ''',
    "login": '''
        CREDS = dict(line.replace(" ", "").strip().split("=", 1) for line in open(CRED) if "=" in line)
        def login(c, greet):
            c.send("USER " + CREDS["user"])
            salt = c.line().split("salt=")[1].strip()
            c.send("PASS " + hashlib.sha256((salt + CREDS["password"]).encode()).hexdigest())
            if not c.line().startswith("+OK"):
                sys.exit("login refused")
    ''',
}
PAGING_FIX = {
    "cursor": '''
        def list_ids():
            ids, cur = [], "0"
            while cur != "END":
                head, body = request("LIST " + cur)
                ids += body
                cur = head.split("next=")[1].split()[0]
            return ids
    ''',
    "offset": '''
        def list_ids():
            ids = []
            while True:
                head, body = request("LIST %d %d" % (len(ids), PAGE))
                ids += body
                if not body or len(ids) >= int(head.split("total=")[1].split()[0]):
                    return ids
    ''',
}


def _py(code: str) -> str:
    """Shell that appends Python to the client."""
    return f"cat >> /tmp/audit/client.py <<'PY'\n{dedent(code).rstrip()}\nPY\n"


def _fixes(x: dict) -> dict[str, tuple[str, dict[str, str]]]:
    """name -> (fix, {wrong name: wrong fix}) with this instance's literals."""
    s = x["s"]
    f = {
        "session_quota": ('''
            _raw_q = raw
            def raw(cmd):
                global S
                for _ in range(100):
                    head, body = _raw_q(cmd)
                    if not head.startswith(("-ERR quota", "-ERR connection closed")):
                        return head, body
                    S = session()
                sys.exit("the daemon keeps closing")
        ''', {}),
        "busy_retry": ('''
            _raw_b = raw
            def raw(cmd):
                for _ in range(20):
                    head, body = _raw_b(cmd)
                    if not head.startswith("-BUSY"):
                        return head, body
                sys.exit("still busy: " + cmd)
        ''', {"drops_busy_records": '''
            _fetch_b = fetch
            def fetch(rid):
                try:
                    return _fetch_b(rid)
                except Refused as e:
                    if str(e).startswith("-BUSY"):
                        return None
                    raise
        '''}),
        "folded_lines": ('''
            _lines_f = lines_of
            def lines_of(body):
                out = []
                for line in _lines_f(body):
                    if line.startswith(" ") and out:
                        out[-1] += line[1:]
                    else:
                        out.append(line)
                return out
        ''', {}),
        "checksum": ('''
            _get_c = get
            def get(rid):
                for _ in range(10):
                    body = _get_c(rid)
                    lines = lines_of(body)
                    crc = [line[4:] for line in lines if line.startswith("crc=")][0]
                    data = "\\n".join(line for line in lines if not line.startswith("crc="))
                    if "%08x" % zlib.crc32(data.encode()) == crc:
                        return body
                sys.exit("damaged every time: " + rid)
        ''', {"drops_damaged_records": '''
            _fetch_c = fetch
            def fetch(rid):
                body = get(rid)
                lines = lines_of(body)
                crc = [line[4:] for line in lines if line.startswith("crc=")][0]
                data = "\\n".join(line for line in lines if not line.startswith("crc="))
                return parse(body) if "%08x" % zlib.crc32(data.encode()) == crc else None
        '''}),
        "tombstones": ('''
            _fetch_t = fetch
            def fetch(rid):
                try:
                    return _fetch_t(rid)
                except Refused as e:
                    if str(e).startswith("-ERR gone"):
                        return None
                    raise
        ''', {}),
        "tenant_select": (f'''
            TENANT = "{x['tenant']}"
            _session_t = session
            def session():
                c = _session_t()
                c.send("USE " + TENANT)
                if not c.line().startswith("+OK"):
                    sys.exit("no tenant " + TENANT)
                return c
        ''', {"selects_tenant_once": f'''
            START.append(lambda: request("USE {x['tenant']}"))
        '''} if "session_quota" in x["names"] else {}),
        "scaled_values": ('''
            _num_s = num
            def num(text):
                if text.endswith("k"):
                    return int(Decimal(text[:-1]) * 1000)
                return _num_s(text)
        ''', {"truncates_thousands": '''
            _num_s = num
            def num(text):
                return int(float(text.rstrip("k")))
        '''}),
        "group_filter": (f'''
            _scope_g = in_scope
            def in_scope(rid, rec):
                return _scope_g(rid, rec) and rec["{s['group']}"] == "{x['group']}"
        ''', {}),
        "status_filter": (f'''
            _scope_s = in_scope
            def in_scope(rid, rec):
                return _scope_s(rid, rec) and rec["{s['status']}"] == "{s['active']}"
        ''', {}),
        "waivers": (f'''
            WAIVED = {{row["id"] for row in csv.DictReader(open("{x['waivers']}")) if row["until"] >= "{x['date']}"}}
            _scope_w = in_scope
            def in_scope(rid, rec):
                return _scope_w(rid, rec) and rid not in WAIVED
        ''', {"honours_expired_waivers": f'''
            WAIVED = {{row["id"] for row in csv.DictReader(open("{x['waivers']}"))}}
            _scope_w = in_scope
            def in_scope(rid, rec):
                return _scope_w(rid, rec) and rid not in WAIVED
        '''}),
        "grace_margin": (f"P = {x['grace']}\n", {"counts_the_grace_boundary": f'''
            P = {x['grace']}
            def is_finding(v, lim):
                return SGN * (v - lim) * 100 >= lim * P
        '''}),
        "limit_overrides": ('''
            OVERRIDES = None
            _limit_o = limit_of
            def limit_of(rid, rec):
                global OVERRIDES
                if OVERRIDES is None:
                    OVERRIDES = {k: int(v) for k, v in (line.split() for line in request("LIMITS")[1])}
                return OVERRIDES.get(rid, _limit_o(rid, rec))
        ''', {}),
        "history_replay": ('''
            def value_of(rid, rec):
                return sum(int(line.split()[1]) for line in request("HIST " + rid)[1])
        ''', {}),
        "history_asof": (f'''
            def value_of(rid, rec):
                entries = (line.split() for line in request("HIST " + rid)[1])
                return sum(int(amount) for day, amount in entries if day <= "{x['date']}")
        ''', {}),
        "write_back": (f'''
            AFTER.append(lambda rows: [request("{s['verb']} %s {x['ticket']}" % r[0]) for r in rows])
        ''', {}),
    }
    return {n: (_py(fix), {w: _py(code) for w, code in wrong.items()}) for n, (fix, wrong) in f.items()}


def _client_tail(x: dict) -> str:
    key = "r[0]" if x["sort"] == "id" else "(-r[3], r[0])"
    return _py(f'''
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
        rows.sort(key=lambda r: {key})
        with open("{x['out']}", "w") as f:
            f.write("{x['header']}\\n")
            f.writelines(",".join(map(str, r)) + "\\n" for r in rows)
        for hook in AFTER:
            hook(rows)
        S.send("QUIT")
    ''')


def _oracle_parts(x: dict) -> tuple[str, str]:
    s, d = x["s"], x["s"]["d"]
    consts = dedent(f'''
        PORT, PAGE, CRED = {x['port']}, {x['page']}, "{x['cred']}"
        VALUE, LIMIT, SGN = "{s['value']}", "{s['limit']}", {1 if s['cmp'] == '>' else -1}
    ''')
    # umask 0: the gate's hack battery carries the outputs into its containers root-owned, and its payloads (running
    # as the agent user) must be able to rewrite them for the battery to mean anything (the daemon's sudo keeps 022)
    head = (f"umask 0\nmkdir -p /tmp/audit {x['out'].rsplit('/', 1)[0]}\n"
            f"cat > /tmp/audit/client.py <<'PY'\n{consts}{dedent(CLIENT_HEAD).strip()}\nPY\n"
            + _py(AUTH_FIX[x["auth"]]) + _py(PAGING_FIX[x["paging"]]))
    tail = _client_tail(x) + dedent(f'''
        sudo -n -u {d} /opt/{d}/sbin/{d} >/tmp/audit/daemon.log 2>&1 </dev/null &
        DAEMON=$!
        for i in $(seq 1 100); do
          (exec 3<>/dev/tcp/127.0.0.1/{x['port']}) 2>/dev/null && break
          sleep 0.1
        done
        python3 /tmp/audit/client.py
        kill "$DAEMON"
        wait "$DAEMON" 2>/dev/null || true
    ''')
    return head, tail


# --- data: random records, then one planted record per trap so that every component changes the answer ---

class _Data:
    def __init__(self, rng: random.Random, x: dict, n: int):
        self.rng, self.x, s = rng, x, x["s"]
        self.sgn = 1 if s["cmp"] == ">" else -1
        self.P = x["grace"] if "grace_margin" in x["names"] else 0
        k = rng.randint(10_000, 60_000)
        self.ids = []
        for _ in range(n):
            k += rng.randint(1, 40)
            self.ids.append(f"{s['idp']}-{k}")
        self.free = self.ids[:]
        rng.shuffle(self.free)
        names = x["names"]
        self.recs = {}
        for rid in self.ids:
            self.recs[rid] = dict(
                group=rng.choice(x["groups"]) if "group_filter" in names else x["group"],
                status=rng.choice([s["active"]] * 3 + s["inactive"]) if "status_filter" in names else s["active"],
                v=rng.randint(*s["vrange"]), lim=rng.randint(*s["lrange"]), label=rng.choice(s["labels"]))
            self.recs[rid]["get_v"] = self.recs[rid]["v"]
            self.recs[rid]["get_lim"] = self.recs[rid]["lim"]
        self.waivers, self.gone, self.busy, self.damaged, self.scaled = {}, [], [], {}, []
        self.hist_extra = {}  # pending (after the as-of date) part of the GET value

    def finding(self, v, lim, p=None):
        return self.sgn * (v - lim) * 100 > lim * (self.P if p is None else p)

    def pair(self, pred, tries=20000):
        s = self.x["s"]
        for _ in range(tries):
            v, lim = self.rng.randint(*s["vrange"]), self.rng.randint(*s["lrange"])
            if pred(v, lim):
                return v, lim
        raise Resample("no value pair for a trap")

    def plant(self, v=None, lim=None, **kw):
        """A fresh in-scope record (the trap's own attributes in kw)."""
        if not self.free:
            raise Resample("too few records for the traps")
        rid = self.free.pop()
        r = self.recs[rid]
        r.update(group=self.x["group"], status=self.x["s"]["active"])
        if v is not None:
            r.update(v=v, lim=lim, get_v=v, get_lim=lim)
        r.update(kw)
        return rid

    def plant_finding(self, **kw):
        return self.plant(*self.pair(self.finding), **kw)


def _build(rng: random.Random, x: dict, n: int) -> _Data:
    D, s, names = _Data(rng, x, n), x["s"], x["names"]
    D.first = D.plant_finding()
    # exactly at the threshold (the limit, or the grace boundary): not a finding
    lim = 20 * rng.randint(s["lrange"][0] // 20 + 1, s["lrange"][1] // 20)
    D.plant(lim + D.sgn * lim * D.P // 100, lim)
    if "group_filter" in names:
        rid = D.plant_finding()
        D.recs[rid]["group"] = next(g for g in x["groups"] if g != x["group"])
    if "status_filter" in names:
        rid = D.plant_finding()
        D.recs[rid]["status"] = rng.choice(s["inactive"])
    if "waivers" in names:
        D.waivers[D.plant_finding()] = x["date_after"]     # valid on the audit date: exempt
        D.waivers[D.plant_finding()] = x["date_before"]    # expired: still a finding
    if "grace_margin" in names:
        D.plant(*D.pair(lambda v, lim: D.finding(v, lim, 0) and not D.finding(v, lim)))
    if "limit_overrides" in names:
        for want in (True, False):  # GET's limit says one thing, the override the other
            v, lim = D.pair(lambda v, lim: D.finding(v, lim) == want)
            _, get_lim = D.pair(lambda v2, l2: D.finding(v, l2) != want)
            D.plant(v, lim, get_lim=get_lim)
        for rid in rng.sample(D.free, 2):  # and a few overrides that change nothing in particular
            D.recs[rid]["lim"] = rng.randint(*s["lrange"])
    if "history_replay" in names or "history_asof" in names:
        for want in (True, False):  # the cached value (GET) says one thing, the history the other
            v, lim = D.pair(lambda v, lim: D.finding(v, lim) == want)
            get_v, _ = D.pair(lambda v2, l2: D.finding(v2, lim) != want)
            D.plant(v, lim, get_v=get_v)
        for rid in rng.sample(D.free, 3):
            D.recs[rid]["get_v"] = D.recs[rid]["v"] + rng.randint(-50, 50)
    if "scaled_values" in names:
        D.scaled.append(D.plant_finding())
        D.scaled += rng.sample(D.free, 2)
    if "busy_retry" in names:
        D.busy.append(D.plant_finding())
        D.busy += rng.sample(D.free, 2)
    if "checksum" in names:
        rid = D.plant_finding()
        lim = D.recs[rid]["get_lim"]
        D.damaged[rid] = lim + rng.choice([-1, 1]) * rng.randint(1, max(2, lim // 4))
        for other in rng.sample(D.free, 2):
            D.damaged[other] = D.recs[other]["get_lim"] + rng.randint(1, 9)
    if "tombstones" in names:
        D.gone = [D.plant_finding() for _ in range(2)]
    if "waivers" in names:
        for rid in rng.sample(D.free, 2):
            D.waivers[rid] = rng.choice([x["date_before"], x["date_after"]])
    return D


def _truth(D: _Data) -> list[list]:
    x, rows = D.x, []
    names = x["names"]
    for rid in D.ids:
        r = D.recs[rid]
        if rid in D.gone or r["group"] != x["group"] or r["status"] != x["s"]["active"]:
            continue
        if rid in D.waivers and D.waivers[rid] >= x["date"]:
            continue
        v = r["v"] if {"history_replay", "history_asof"} & set(names) else r["get_v"]
        lim = r["lim"] if "limit_overrides" in names else r["get_lim"]
        if D.finding(v, lim):
            rows.append([rid, v, lim, D.sgn * (v - lim)])
    rows.sort(key=(lambda r: r[0]) if x["sort"] == "id" else (lambda r: (-r[3], r[0])))
    return rows


def _history(rng: random.Random, D: _Data, asof: bool) -> dict:
    """Per record, dated entries summing to its true value; with `asof`, pending entries after the audit date make
    up the difference to GET's value."""
    x, hist = D.x, {}
    for rid in D.ids:
        r = D.recs[rid]
        n = rng.randint(2, 5)
        parts = [rng.randint(-abs(r["v"]) // 3 - 20, abs(r["v"]) // 2 + 20) for _ in range(n - 1)]
        parts.append(r["v"] - sum(parts))
        days = sorted(f"2024-{rng.randint(1, x['month']):02d}-{rng.randint(1, 28):02d}" for _ in parts)
        days = [min(dd, x["date"]) for dd in days]
        entries = [[dd, a] for dd, a in zip(days, parts)]
        if asof and r["get_v"] != r["v"]:  # (without asof a differing cache is just stale: the history is the truth)
            entries.append([x["date_after"], r["get_v"] - r["v"]])
        hist[rid] = entries
    return hist


# --- what the agent reads: the protocol notes, the audit rules, the ticket ---

def _quirk_doc(n: str, x: dict) -> str:
    s = x["s"]
    return {
        "session_quota": "Sessions: `session_quota` in the configuration limits the commands one session may send "
                         "after authenticating; the command over it is answered `-ERR quota exceeded ...` and the "
                         "connection is closed. Cursors and offsets stay valid across sessions.",
        "busy_retry": "`-BUSY <id> ...`: the record is locked by the roll-up for a moment; the same command succeeds "
                      "when sent again.",
        "folded_lines": "Lines of a GET reply longer than `fold_width` are folded: the rest follows on continuation "
                        "lines that start with one space (drop that space and join to unfold).",
        "checksum": "Every GET reply ends with `crc=<8 hex digits>`: the CRC-32 of the reply's field lines (unfolded, "
                    "joined with LF, the crc line left out). The link to the store is flaky: a reply whose CRC does "
                    "not match is damaged and must be fetched again.",
        "tombstones": "`-ERR gone: <id> was deleted`: a deleted record stays in the listing until the next "
                      "compaction.",
        "tenant_select": f"Tenants: `USE <tenant>` selects the tenant a session works on; every session starts on "
                         f"the default tenant `{x['other_tenant']}`. Tenants: {', '.join(sorted(x['tenants']))}.",
        "scaled_values": f"Numbers: some records report `{s['value']}` and `{s['limit']}` in thousands with three "
                         "decimals and a `k` suffix (`12.345k` is 12345, `-0.250k` is -250).",
    }[n]


def _rule_text(n: str, x: dict) -> str:
    s = x["s"]
    return {
        "group_filter": f"Only {s['items']} whose `{s['group']}` is `{x['group']}`.",
        "status_filter": f"Only {s['items']} whose `{s['status']}` is `{s['active']}`.",
        "waivers": f"{s['items'].capitalize()} with a waiver in `{x['waivers']}` that is valid on the audit date "
                   f"{x['date']} (its `until` is that date or later) are exempt; an expired waiver exempts nothing.",
        "grace_margin": f"The grace margin is {x['grace']}%: a finding must be past its limit by more than "
                        f"{x['grace']}% of the limit (`{s['gap']}` x 100 > `{s['limit']}` x {x['grace']}); exactly "
                        "at the margin is not a finding.",
        "limit_overrides": f"Where `LIMITS` lists an override for a {s['item']}, that is its limit (the "
                           f"`{s['limit']}` GET shows is the old one).",
        "history_replay": f"The `{s['value']}` that GET returns is a cache from a failing nightly roll-up; the value "
                          f"that counts is the sum of the {s['item']}'s {s['hist']} (`HIST`).",
        "history_asof": f"The value that counts is the sum of the {s['item']}'s {s['hist']} (`HIST`) dated on or "
                        f"before the audit date {x['date']}; later entries are pending (GET's `{s['value']}` "
                        "includes them).",
    }[n]


def _ask(n: str, x: dict) -> str:
    """Easy: the ticket names the quirk and what to do about it."""
    return {
        "session_quota": f"The daemon cuts every session after {x['quota']} commands: reconnect, authenticate again "
                         "and carry on where you were.",
        "busy_retry": "Some GETs are answered `-BUSY`; those records exist, send the command again.",
        "folded_lines": f"Reply lines are folded at {x['fold']} characters (continuation lines start with one "
                        "space): unfold them before reading fields.",
        "checksum": "Some GET replies arrive damaged: check each reply's `crc=` line and fetch again on a mismatch.",
        "tombstones": "The listing still carries deleted ids (GET answers `-ERR gone`); they are not in the report.",
        "tenant_select": f"The data is in tenant `{x['tenant']}`; sessions start on `{x['other_tenant']}`, so send "
                         f"`USE {x['tenant']}` in every session.",
        "scaled_values": "Some records give numbers like `12.345k` (thousands); the report wants plain integers.",
    }[n]


def _protocol(x: dict) -> str:
    s, d, names = x["s"], x["s"]["d"], x["names"]
    auth = {"token": "AUTH <token>                    the token file is handed to each client",
            "hmac": "AUTH <user> <hmac>              <hmac>: lowercase hex HMAC-SHA256 of the greeting's challenge,\n"
                    "                                keyed with the user's secret (a new challenge per connection)",
            "login": "USER <user>  -> +OK salt=<hex>\n"
                     "PASS <digest>                   <digest>: lowercase hex SHA-256 of the salt followed by the\n"
                     "                                password (a new salt per connection)"}[x["auth"]]
    listing = {"cursor": "LIST [cursor]       one page of ids in id order; start with cursor 0\n"
                         "                    -> +LIST count=<n> next=<cursor|END>, n id lines, \".\"",
               "offset": "LIST <offset> [n]   up to page_size ids from position <offset> (0-based), id order\n"
                         "                    -> +LIST total=<all ids> count=<n>, n id lines, \".\""}[x["paging"]]
    cmds = [listing, "GET <id>            -> +REC <id>, lines \"field=value\", \".\""]
    if {"history_replay", "history_asof"} & set(names):
        cmds.append(f"HIST <id>           the {s['hist']}: -> +HIST <id> count=<n>, n lines \"<date> <amount>\", \".\"")
    if "limit_overrides" in names:
        cmds.append("LIMITS              limit overrides: -> +LIMITS count=<n>, n lines \"<id> <limit>\", \".\"")
    if "tenant_select" in names:
        cmds.append("USE <tenant>        -> +OK using <tenant>")
    if "write_back" in names:
        cmds.append(f"{s['verb']} <id> <ticket>  {s['act']} the record, citing a ticket id (INC-1234); recorded "
                    "once per record")
    notes = "\n\n".join(_quirk_doc(n, x) for n in names if n in QUIRKS)
    body = "\n".join("  " + line for c in cmds for line in c.split("\n"))
    auth_txt = "\n".join("  " + line for line in auth.split("\n"))
    return (f"{d} line protocol, version 3\n{'=' * 30}\n\nTCP on 127.0.0.1, one command per line (LF); replies are "
            "lines starting with `+` (success) or `-` (failure); multi-line replies end with a line holding a single "
            f"`.`. Port and settings: /etc/{d}/{d}.conf.\n\nGreeting: +OK {d} 3.4 ready"
            f"{' challenge=<hex>' if x['auth'] == 'hmac' else ''}\n\nAuthentication (first, in every session):\n"
            f"{auth_txt}\n  -> +OK authenticated as <user>, or -ERR authentication failed (connection closed)\n\n"
            f"Commands:\n{body}\n  HELP, QUIT\n\nGET fields: {', '.join(x['fields'])}.\n"
            + (f"\n{notes}\n" if notes else ""))


QUIRKS = {c.name for c in POOL if c.data["kind"] == "quirk"}
RULES = {c.name for c in POOL if c.data["kind"] == "rule"}


def _instruction(rng: random.Random, x: dict, cfg: AuditLevel) -> str:
    s, d, names = x["s"], x["s"]["d"], x["names"]
    cmp_word = "greater than" if s["cmp"] == ">" else "less than"
    gap = (f"`{s['gap']}` = `{s['value']}` - `{s['limit']}`" if s["cmp"] == ">"
           else f"`{s['gap']}` = `{s['limit']}` - `{s['value']}`")
    rules = [f"{'An' if s['item'][0] in 'aeiou' else 'A'} {s['item']} is a finding when its `{s['value']}` is "
             f"{cmp_word} its `{s['limit']}` (strictly: equal to the limit is fine)."]
    rules += [_rule_text(n, x) for n in names if n in RULES]
    rules_md = "\n".join(f"- {r}" for r in rules)
    scope = (f" of {s['group']} `{x['group']}`" if "group_filter" in names else "") + (
        f" in tenant `{x['tenant']}`" if "tenant_select" in names else "")
    who = rng.choice(["Mira", "Oskar", "Nadia", "Felix", "Leila", "Bram", "Chiara", "Emeka"])
    intro = rng.choice([f"{who} needs the {s['items']} past their limit{scope} for ticket {x['ticket']}.",
                        f"Ticket {x['ticket']}: which {s['items']}{scope} are past their limit?",
                        f"For ticket {x['ticket']}, audit asked for the {s['items']}{scope} past their limit."])
    sort = ("sorted by id (plain byte order)" if x["sort"] == "id"
            else f"sorted by `{s['gap']}` descending, ties by id (plain byte order)")
    cred = {"token": f"the token in `{x['cred']}`", "hmac": f"the user and secret in `{x['cred']}`",
            "login": f"the user and password in `{x['cred']}`"}[x["auth"]]
    act = ""
    if "write_back" in names:
        act = (f"\n\nThen, for every {s['item']} in your report and no other, send `{s['verb']} <id> {x['ticket']}` to "
               f"the daemon to {s['act']} it (in the tenant it belongs to). The daemon keeps these in its own state, "
               "which is reviewed with the report.")
    if cfg.tell == "goal":
        what = (f"What counts as a finding is set by the audit policy, `{x['policy']}`. How the daemon behaves is in "
                f"`/opt/{d}/PROTOCOL.txt`; expect a legacy service, not a friendly one.")
    else:
        what = f"Which {s['items']} to report:\n{rules_md}"
        if cfg.tell == "all":
            what += "\n\nKnown quirks of this daemon:\n" + "\n".join(f"- {_ask(n, x)}" for n in names if n in QUIRKS)
        elif set(names) & QUIRKS:
            what += (f"\n\nThe daemon has quirks that a naive client gets wrong; `/opt/{d}/PROTOCOL.txt` documents "
                     "its behaviour.")
    return dedent(f"""
        # {x['ticket']}: {s['items']} past their limit in the {s['product']}

        {intro}

        The {s['product']} (`{d}`) has no SQL access and no API: its store is readable by the service account `{d}`
        alone, and the only way to the data is the daemon's line protocol over TCP (`/opt/{d}/PROTOCOL.txt`). The
        daemon is installed but not running; you work as `{AGENT}` and may start it with
        `sudo -u {d} /opt/{d}/sbin/{d}` (foreground; no arguments). Its settings are in `/etc/{d}/{d}.conf`.
        Authenticate with {cred}. Any client will do (bash's `/dev/tcp`, `nc`, `socat`, Python).

        {{what}}

        Write `{x['out']}`: a CSV with exactly the header `{x['header']}` and one row per finding, {sort}.
        {gap}, with the values that count. Plain integers (no units, no quotes, no thousands suffix).{{act}}

        The data must come from the running daemon: the export under `/srv/exports` is out of date.
    """).replace("{what}", what).replace("{act}", act)


TESTS = '''
def _rows():
    assert os.path.isfile(T["csv"]), f"no report at {T['csv']}"
    with open(T["csv"], newline="") as f:
        return [r for r in csv.reader(f) if r]


def test_header():
    rows = _rows()
    assert rows and ",".join(rows[0]) == T["header"], f"header {rows[0] if rows else None} != {T['header']}"


def test_findings_exactly():
    got = [[c.strip() for c in r] for r in _rows()[1:]]
    want = T["rows"]
    missing = sorted({r[0] for r in want} - {r[0] for r in got})
    extra = sorted({r[0] for r in got} - {r[0] for r in want})
    assert not missing and not extra, f"missing findings {missing[:8]}, unexpected rows {extra[:8]}"
    wrong = [g for g in got if g not in want]
    assert not wrong, f"{len(wrong)} row(s) with wrong values, first: {wrong[:3]}"
    assert got == want, "rows are in the wrong order (or repeated)"

'''
TEST_WRITE_BACK = '''

def test_write_back():
    """The daemon's own record of the actions (its state dir is writable by its account alone)."""
    assert os.path.isfile(T["state"]), f"no {T['verb']} was ever recorded"
    with open(T["state"]) as f:
        done = json.load(f)
    assert isinstance(done, list)
    got = sorted((e.get("tenant"), e.get("id"), e.get("ticket")) for e in done)
    want = sorted((T["tenant"], r[0], T["ticket"]) for r in T["rows"])
    assert got == want, f"{T['verb']} sent for {[g for g in got if g not in want][:6]}, missing {[w for w in want if w not in got][:6]}"
'''


def _export_decoy(x: dict, export: str) -> str:
    """Right format, wrong values: the report made from the stale export (scope rules applied, strict compare)."""
    s, names = x["s"], x["names"]
    conds = [f'($4 - $5) * {1 if s["cmp"] == ">" else -1} > 0']
    if "group_filter" in names:
        conds.append(f'$2 == "{x["group"]}"')
    if "status_filter" in names:
        conds.append(f'$3 == "{s["active"]}"')
    sgn = 1 if s["cmp"] == ">" else -1
    sort = "LC_ALL=C sort -t, -k1,1" if x["sort"] == "id" else "LC_ALL=C sort -t, -k4,4nr -k1,1"
    return script(f"""
        mkdir -p {x['out'].rsplit('/', 1)[0]}
        echo "{x['header']}" > {x['out']}
        tail -n +2 {export} | awk -F, -v OFS=, '{' && '.join(conds)} {{print $1, $4, $5, ($4 - $5) * {sgn}}}' | {sort} >> {x['out']}
    """)


@register
class SocketDaemonAudit(KitFamily):
    name = "socket_daemon_audit"
    category = "interactive"
    description = ("Audit a legacy daemon through its TCP line protocol on 127.0.0.1, composed from auth and paging "
                   "schemes, protocol quirks and audit rules; report (and act on) the records past their limit.")
    base_image = "termigen/ops:1"  # sudo, python3, socat/netcat for the agent
    levels = {
        "easy": AuditLevel(components=(2, 3), records=(22, 28), tell="all"),
        "medium": AuditLevel(components=(3, 4), records=(26, 34), tell="rules", minutes=(30, 80)),
        "hard": AuditLevel(components=(4, 5), records=(30, 38), tell="goal", interaction=True, minutes=(50, 140)),
    }

    def draft(self, rng: random.Random, cfg: AuditLevel) -> Draft:
        s = rng.choice(SCHEMAS)
        d = s["d"]
        require = rng.choice(INTERACTIONS) if cfg.interaction else ()
        comps = compose(rng, POOL, cfg.components, require=require)
        names = [c.name for c in comps]
        month = rng.randint(5, 10)
        ticket = f"{rng.choice(['INC', 'CHG', 'AUD', 'FIN', 'OPS'])}-{rng.randint(10000, 99999)}"
        out_dir = rng.choice(OUT_DIRS)
        tenant, other = rng.sample(TENANTS, 2)
        x = dict(
            s=s, names=names, auth=rng.choice(sorted(AUTH_FIX)), paging=rng.choice(sorted(PAGING_FIX)),
            sort=rng.choice(["id", "gap"]), port=rng.randint(4100, 4999) if rng.random() < 0.5 else rng.randint(7100, 7999),
            page=rng.randint(5, 9), quota=rng.randint(9, 15), fold=min(len(s["value"]), len(s["limit"])) + 2,
            grace=rng.choice([5, 10, 15, 20]), group=rng.choice(s["groups"]), ticket=ticket,
            groups=rng.sample(s["groups"], 4), tenant=tenant, other_tenant=other, month=month,
            date=f"2024-{month:02d}-{rng.randint(10, 20):02d}", date_before=f"2024-{month - 1:02d}-{rng.randint(1, 28):02d}",
            date_after=f"2024-{month + 1:02d}-{rng.randint(1, 28):02d}",
            out=f"{out_dir}/{ticket.lower()}-{s['items'].replace(' ', '-')}.csv", waivers=f"/srv/policy/{d}-waivers.csv",
            policy=f"/srv/policy/{d}-POLICY.md", tell=cfg.tell, fields=["id", s["label"], s["group"], s["status"], s["value"], s["limit"]],
            header=f"{s['item'].replace(' ', '_')}_id,{s['value']},{s['limit']},{s['gap']}",
        )
        if x["group"] not in x["groups"]:
            x["groups"][0] = x["group"]
        x["tenants"] = [tenant, other] if "tenant_select" in names else [other]
        x["cred"] = {"token": f"/home/{AGENT}/.{d}.token", "hmac": f"/home/{AGENT}/.{d}.auth",
                     "login": f"/home/{AGENT}/.{d}.auth"}[x["auth"]]
        D = _build(rng, x, rng.randint(*cfg.records))
        rows = _truth(D)
        if not rows:
            raise Resample("no findings")
        files = self._files(rng, x, D)
        export = next(p for p in files if p.startswith("/srv/exports/"))

        fixes = _fixes(x)
        parts = [Component(n, fix=fixes[n][0], wrong=fixes[n][1]) for n in names]
        head, tail = _oracle_parts(x)
        extra = [Decoy(name="stale_export", description="right format, values from the stale nightly export",
                       script=_export_decoy(x, export))]
        if "grace_margin" not in names:  # (with a grace margin, its own wrong fix is this off-by-one)
            extra.append(Decoy(name="counts_at_limit", description="off by one: a value equal to the limit counts",
                               script=script(head.replace("* 100 > lim * P", "* 100 >= lim * P") + "".join(
                                   c.fix for c in parts) + tail)))
        solution, decoys = oracle_and_decoys(parts, head=head, tail=tail, extra=extra, rng=rng)
        truth = {"csv": x["out"], "header": x["header"], "rows": [[str(v) for v in r] for r in rows],
                 "state": f"/var/lib/{d}/state/actions.json" if "write_back" in names else None,
                 "tenant": x["tenants"][0], "ticket": ticket, "verb": s["verb"]}
        body = TESTS + (TEST_WRITE_BACK if "write_back" in names else "")
        return Draft(
            instruction=_instruction(rng, x, cfg),
            environment=Environment(base_image=self.base_image, files=files, setup=self._setup(x),
                                    workdir=f"/home/{AGENT}"),
            solution=solution, decoys=decoys,
            tests={"test_outputs.py": hidden_tests({"T": truth}, body, imports="import csv\nimport json\n")},
            outputs=[out_dir] + ([f"/var/lib/{d}/state"] if "write_back" in names else []),
            tools=sorted(tools_in(solution) | {"python3", "sudo"}), tags=["tcp", "line-protocol", x["auth"] + "-auth", x["paging"] + "-paging", *names],
            expert_time_min=cfg.minutes[0], junior_time_min=cfg.minutes[1],
            components=[x["auth"] + "_auth", x["paging"] + "_paging", *names],
            agent_user=AGENT,
        )

    @staticmethod
    def _files(rng: random.Random, x: dict, D: _Data) -> dict[str, File]:
        s, d, names = x["s"], x["s"]["d"], x["names"]
        if x["auth"] == "token":
            token = f"{rng.getrandbits(96):024x}"
            secrets, cred = {"token": token}, token + "\n"
        else:
            user = rng.choice(["audit", "auditor", "ops-bot", "reporting", "svc-audit"])
            key = "secret" if x["auth"] == "hmac" else "password"
            mine = f"{rng.getrandbits(128):032x}"
            secrets = {"users": {user: mine, "admin": f"{rng.getrandbits(128):032x}"}}
            cred = f"# {d} client credentials\nuser = {user}\n{key} = {mine}\n"

        def tenant(ids, recs, gone=(), busy=(), damaged=None, scaled=(), hist=None, limits=None):
            return {"ids": sorted(ids), "gone": sorted(gone), "busy": sorted(busy), "damaged": damaged or {},
                    "scaled": sorted(scaled), "hist": hist or {}, "limits": limits or {},
                    "records": {rid: {"id": rid, s["label"]: r["label"], s["group"]: r["group"],
                                      s["status"]: r["status"], s["value"]: r["get_v"], s["limit"]: r["get_lim"]}
                                for rid, r in recs.items()}}

        hist = (_history(rng, D, "history_asof" in names)
                if {"history_replay", "history_asof"} & set(names) else None)
        limits = {rid: r["lim"] for rid, r in D.recs.items() if r["lim"] != r["get_lim"]}
        tenants = {x["tenants"][0]: tenant(D.ids, D.recs, D.gone, D.busy, D.damaged, D.scaled, hist, limits)}
        if "tenant_select" in names:  # the default tenant: other records, findings among them
            O = _Data(rng, x, rng.randint(8, 14))
            O.plant_finding()
            O.plant_finding()
            tenants[x["other_tenant"]] = tenant(O.ids, O.recs, hist=_history(rng, O, False) if hist else None)
        commands = ["LIST", "GET", "HELP", "QUIT"] + [c for c, on in (
            ("HIST", hist is not None), ("LIMITS", "limit_overrides" in names), ("USE", "tenant_select" in names),
            (s["verb"], "write_back" in names)) if on]
        db = {"fields": x["fields"], "value": s["value"], "limit": s["limit"], "verb": s["verb"], "commands": commands,
              "default_tenant": x["other_tenant"] if "tenant_select" in names else x["tenants"][0], "tenants": tenants}
        conf = [f"# {d} configuration", f"port = {x['port']}", f"auth = {x['auth']}", f"paging = {x['paging']}",
                f"page_size = {x['page']}"]
        if x["paging"] == "cursor":
            conf.append(f"cursor_mask = {rng.getrandbits(32):08x}")
        if "session_quota" in names:
            conf.append(f"session_quota = {x['quota']}    # commands per session after authentication")
        if "folded_lines" in names:
            conf.append(f"fold_width = {x['fold']}")
        if "checksum" in names:
            conf.append("checksum = crc32")
        conf += [f"database = /var/lib/{d}/{d}.db", f"secrets = /etc/{d}/secrets.json", f"state_dir = /var/lib/{d}/state"]
        files = {
            f"/etc/{d}/{d}.conf": File.of("\n".join(conf) + "\n"),
            f"/etc/{d}/secrets.json": File.of(json.dumps(secrets, indent=1, sort_keys=True) + "\n", mode=0o600),
            f"/var/lib/{d}/{d}.db": File.of(json.dumps(db, sort_keys=True, separators=(",", ":")) + "\n", mode=0o600),
            f"/opt/{d}/sbin/{d}": File.of(DAEMON, mode=0o755),
            f"/opt/{d}/PROTOCOL.txt": File.of(_protocol(x)),
            x["cred"]: File.of(cred, mode=0o600),
        }
        # the stale nightly export (a readable shortcut that is wrong): older values, the first finding looks fine
        lines = [f"id,{s['group']},{s['status']},{s['value']},{s['limit']}"]
        for rid in D.ids:
            r = D.recs[rid]
            v = r["get_v"] if rng.random() < 0.6 else r["get_v"] + rng.randint(-200, 200)
            if rid == D.first:
                v = r["get_lim"] - D.sgn * rng.randint(1, max(2, abs(r["get_lim"]) // 4))
            lines.append(f"{rid},{r['group']},{r['status']},{v},{r['get_lim']}")
        files[f"/srv/exports/{d}-export-2024-{x['month'] - 1:02d}-28.csv"] = File.of("\n".join(lines) + "\n")
        if "waivers" in names:
            w = ["id,until,approved_by"] + [f"{rid},{until},{rng.choice(['cfo', 'ops-lead', 'audit'])}"
                                            for rid, until in sorted(D.waivers.items())]
            files[x["waivers"]] = File.of("\n".join(w) + "\n")
        if x["tell"] == "goal":
            rules = [_rule_text(n, x) for n in names if n in RULES]
            cmp_word = "greater than" if s["cmp"] == ">" else "less than"
            files[x["policy"]] = File.of(dedent(f"""
                # {d} audit policy

                A {s['item']} is a finding when its `{s['value']}` is {cmp_word} its `{s['limit']}` (strictly).
                {s['gap']} = how far past the limit it is.
            """) + "".join(f"\n- {r}" for r in rules) + "\n")
        return files

    @staticmethod
    def _setup(x: dict) -> str:
        d = x["s"]["d"]
        return dedent(f"""
            set -e
            useradd --system --no-create-home --shell /usr/sbin/nologin {d}
            useradd --create-home --shell /bin/bash {AGENT}
            chown -R {d}:{d} /var/lib/{d} /etc/{d}/secrets.json
            chmod 0700 /var/lib/{d} && mkdir -p /var/lib/{d}/state && chown {d}:{d} /var/lib/{d}/state
            chmod 0700 /var/lib/{d}/state
            chown -R {AGENT}:{AGENT} /home/{AGENT}
            mkdir -p {x['out'].rsplit('/', 1)[0]} && chown {AGENT}:{AGENT} {x['out'].rsplit('/', 1)[0]}
            echo '{AGENT} ALL=({d}) NOPASSWD: /opt/{d}/sbin/{d} ""' > /etc/sudoers.d/{d}
            chmod 0440 /etc/sudoers.d/{d}
        """)
