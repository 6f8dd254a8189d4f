"""Interactive: audit a legacy daemon that only speaks a line protocol on 127.0.0.1 (auth, cursors, session quotas).

The data lives in the daemon's obfuscated store; the supported way in is its TCP protocol (documented in the
image). The agent starts the daemon, authenticates (a static token, or an HMAC challenge-response at medium and
hard), walks the cursor-paged listing, fetches every record (medium+: sessions are cut after a command quota, so the
client must reconnect and resume), and writes a CSV report of the records that break a limit. At hard the cached
values are stale (the authoritative value is the sum of the record's history) and each finding must also be acted
on through the protocol; the daemon journals those actions with an HMAC chain the verifier checks.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import zlib

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# value/limit: the two integer fields compared (cmp); gap: the report column (how far past the limit).
SCHEMAS = [
    dict(d="ledgerd", product="customer ledger", idp="ACC", item="account", items="accounts", group="region",
         groups=["north", "south", "east", "west", "central", "coastal", "metro", "highlands"],
         value="balance_cents", limit="credit_limit_cents", cmp=">", gap="excess_cents", status="status",
         active="open", inactive=["closed", "suspended"], label="holder",
         labels=["Brook & Sons", "Kestrel Ltd", "Orchard Foods", "Pinecrest Dental", "Vela Travel", "Juniper Print",
                 "Northwind Cafe", "Aster Clinic", "Harbor Tools", "Quince Bakery"],
         vrange=(-50_000, 900_000), lrange=(100_000, 600_000), hist="ledger entries", verb="HOLD",
         act="put a credit hold on", finding="over-limit accounts"),
    dict(d="stockd", product="warehouse stock daemon", idp="SKU", item="SKU", items="SKUs", group="warehouse",
         groups=["dub-1", "rtm-2", "lyo-1", "poz-3", "ber-2", "mad-1", "mil-4", "gdn-1"],
         value="on_hand", limit="reorder_point", cmp="<", gap="shortfall", status="state",
         active="stocked", inactive=["discontinued", "seasonal"], label="description",
         labels=["hex bolt M6", "cable tie 200mm", "pallet wrap", "label roll", "zip bag 10x15", "tape 48mm",
                 "foam corner", "glue stick", "box 40x30", "strap buckle"],
         vrange=(0, 400), lrange=(20, 220), hist="stock movements", verb="FLAG",
         act="raise a replenishment flag on", finding="SKUs below their reorder point"),
    dict(d="quotad", product="storage quota daemon", idp="VOL", item="volume", items="volumes", group="project",
         groups=["atlas", "borealis", "cygnus", "dorado", "eridanus", "fornax", "gemini", "hydra"],
         value="used_mb", limit="quota_mb", cmp=">", gap="over_mb", status="state",
         active="online", inactive=["archived", "migrating"], label="mount",
         labels=["/data/raw", "/data/scratch", "/srv/builds", "/srv/cache", "/home/shared", "/data/models",
                 "/srv/artifacts", "/data/logs", "/srv/backups", "/data/exports"],
         vrange=(100, 90_000), lrange=(5_000, 60_000), hist="allocation events", verb="FREEZE",
         act="freeze writes on", finding="volumes over quota"),
    dict(d="meterd", product="meter head-end", idp="MTR", item="meter", items="meters", group="zone",
         groups=["z01", "z02", "z03", "z04", "z05", "z06", "z07", "z08"],
         value="usage_kwh", limit="contract_kwh", cmp=">", gap="excess_kwh", status="state",
         active="live", inactive=["removed", "faulty"], label="site",
         labels=["pump house", "depot", "school annex", "clinic", "library", "sports hall", "workshop", "office B",
                 "cold store", "car park"],
         vrange=(0, 30_000), lrange=(2_000, 20_000), hist="interval readings", verb="MARK",
         act="open a tariff review for", finding="meters above their contracted usage"),
    dict(d="licsrv", product="license server", idp="LIC", item="license pool", items="license pools",
         group="department", groups=["finance", "design", "legal", "research", "sales", "support", "hr", "it"],
         value="seats_used", limit="seats_owned", cmp=">", gap="overage", status="state",
         active="valid", inactive=["expired", "trial"], label="product",
         labels=["CAD Suite", "PDF Pro", "Stats Desk", "Mail Shield", "Chart Studio", "Code IDE", "Sign Flow",
                 "Data Viz", "Scan Hub", "Note Sync"],
         vrange=(0, 400), lrange=(10, 250), hist="seat check-outs", verb="FLAG",
         act="open a true-up for", finding="license pools over their owned seats"),
]
OUT_DIRS = ["/srv/audit", "/srv/reports", "/root/findings", "/var/tmp/audit", "/srv/ops/reports", "/opt/audit/out"]
TEAMS = ["finance ops", "the controller's office", "capacity planning", "the service desk", "internal audit",
         "the procurement desk", "the platform on-call", "risk & compliance"]

DAEMON = r'''#!/usr/bin/env python3
"""{d}: {product} daemon, line protocol v3 (see /opt/{d}/PROTOCOL.txt). Configuration: /etc/{d}/{d}.conf."""
import hashlib, hmac, json, os, re, secrets, socketserver, sys, threading, zlib

C = {}
for line in open("/etc/{d}/{d}.conf"):
    line = line.split("#", 1)[0].strip()
    if "=" in line:
        k, v = line.split("=", 1)
        C[k.strip()] = v.strip()
PORT = int(C["port"])
QUOTA = int(C.get("session_quota", "0"))
PAGE = int(C.get("page_size", "10"))
MASK = int(C["cursor_mask"], 16)
JOURNAL = C["action_journal"]
SECRETS = json.load(open(C["secrets"]))
_raw = open(C["database"], "rb").read()
_k = hashlib.sha256(b"{d}/store/v3").digest()
DB = json.loads(zlib.decompress(bytes(b ^ _k[i % 32] for i, b in enumerate(_raw))))
RECS, HIST, FIELDS = DB["records"], DB["hist"], DB["fields"]
IDS = sorted(RECS)
LOCK = threading.Lock()


def journal(user, rid, reason):
    with LOCK:
        prev, seq, held = "0" * 64, 0, set()
        if os.path.exists(JOURNAL):
            for line in open(JOURNAL):
                if line.strip():
                    e = json.loads(line)
                    prev, seq = e["mac"], e["seq"]
                    held.add(e["id"])
        if rid in held:
            return False
        e = {"seq": seq + 1, "action": "{verb}", "id": rid, "reason": reason, "user": user, "prev": prev}
        body = json.dumps(e, sort_keys=True, separators=(",", ":")).encode()
        e["mac"] = hmac.new(SECRETS["journal_key"].encode(), body, hashlib.sha256).hexdigest()
        with open(JOURNAL, "a") as f:
            f.write(json.dumps(e, sort_keys=True) + "\n")
        return True


class Session(socketserver.StreamRequestHandler):
    timeout = 120

    def out(self, *lines):
        self.wfile.write("".join(l + "\n" for l in lines).encode())

    def handle(self):
        nonce = secrets.token_hex(12)
        if C["auth"] == "hmac":
            self.out("+OK {d} 3.2 ready challenge=" + nonce)
        else:
            self.out("+OK {d} 3.2 ready")
        user, used = None, 0
        for raw in self.rfile:
            line = raw.decode("utf-8", "replace").strip()
            if not line:
                continue
            verb, args = line.split()[0].upper(), line.split()[1:]
            if verb == "QUIT":
                return self.out("+OK bye")
            if verb == "HELP":
                self.out("+OK commands: AUTH LIST GET HIST {verb} QUIT HELP", ".")
                continue
            if user is None:
                if verb != "AUTH":
                    self.out("-ERR authenticate first")
                    continue
                if C["auth"] == "token" and args == [SECRETS["token"]]:
                    user = "token"
                elif C["auth"] == "hmac" and len(args) == 2 and args[0] in SECRETS["users"]:
                    want = hmac.new(SECRETS["users"][args[0]].encode(), nonce.encode(), hashlib.sha256).hexdigest()
                    if hmac.compare_digest(want, args[1].lower()):
                        user = args[0]
                if user is None:
                    return self.out("-ERR authentication failed")
                self.out("+OK authenticated as " + user)
                continue
            used += 1
            if QUOTA and used > QUOTA:
                return self.out("-ERR quota exceeded: %d commands per session, reconnect" % QUOTA)
            if verb == "LIST":
                cur = args[0] if args else "0"
                try:
                    off = 0 if cur == "0" else int(cur, 16) ^ MASK
                except ValueError:
                    off = -1
                if off < 0 or off > len(IDS) or off % PAGE:
                    self.out("-ERR bad cursor")
                    continue
                chunk = IDS[off:off + PAGE]
                nxt = "%08x" % ((off + PAGE) ^ MASK) if off + PAGE < len(IDS) else "END"
                self.out("+LIST count=%d next=%s" % (len(chunk), nxt), *chunk, ".")
            elif verb in ("GET", "HIST") and len(args) == 1:
                rid = args[0]
                if rid not in RECS:
                    self.out("-ERR no such {item}")
                elif verb == "GET":
                    self.out("+REC " + rid, *["%s=%s" % (f, RECS[rid][f]) for f in FIELDS], ".")
                else:
                    h = HIST[rid]
                    self.out("+HIST %s count=%d" % (rid, len(h)), *["%s %d" % (d, a) for d, a in h], ".")
            elif verb == "{verb}" and len(args) == 2:
                if args[0] not in RECS:
                    self.out("-ERR no such {item}")
                elif not re.fullmatch(r"[A-Z]{2,6}-[0-9]{3,6}", args[1]):
                    self.out("-ERR reason must be a ticket id like INC-1234")
                elif journal(user, args[0], args[1]):
                    self.out("+OK {verb} recorded for " + args[0])
                else:
                    self.out("-ERR already recorded")
            else:
                self.out("-ERR unknown command or wrong arguments (try HELP)")


class Server(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


if __name__ == "__main__":
    sys.stderr.write("{d} listening on 127.0.0.1:%d\n" % PORT)
    Server(("127.0.0.1", PORT), Session).serve_forever()
'''

# One protocol session runner, used by the oracle and every decoy. It works through a queue of commands that grows
# as listing pages arrive, reconnecting (and re-authenticating) whenever the daemon cuts the session.
SESSION = r'''#!/bin/bash
# session.sh QUEUE DIR: run the commands in QUEUE against the daemon, saving replies under DIR.
set -uo pipefail
Q=$1; DIR=$2; mkdir -p "$DIR"
connected=0; i=1
while [ "$i" -le "$(wc -l < "$Q")" ]; do
  cmd=$(sed -n "${i}p" "$Q")
  if [ "$connected" = 0 ]; then
    exec 3<>/dev/tcp/127.0.0.1/$PORT
    IFS= read -r -t 10 greet <&3
    if [ "$AUTHMODE" = token ]; then
      printf 'AUTH %s\n' "$TOKEN" >&3
    else
      nonce=${greet##*challenge=}
      mac=$(printf '%s' "$nonce" | openssl dgst -sha256 -hmac "$SECRET" | awk '{print $NF}')
      printf 'AUTH %s %s\n' "$USERNAME" "$mac" >&3
    fi
    IFS= read -r -t 10 ok <&3
    case "$ok" in +OK*) ;; *) echo "auth failed: $ok" >&2; exit 1 ;; esac
    connected=1
  fi
  printf '%s\n' "$cmd" >&3
  IFS= read -r -t 10 head <&3 || head="-ERR connection closed"
  case "$head" in
    "-ERR quota"*|"-ERR connection closed")
      exec 3<&-; connected=0
      if [ "$BUG" = no_reconnect ]; then echo "session cut at: $cmd" >&2; exit 0; fi
      continue ;;
    -ERR*) echo "$cmd -> $head" >&2; exit 1 ;;
  esac
  verb=${cmd%% *}; arg=${cmd#* }
  case "$verb" in
    LIST)
      while IFS= read -r -t 10 line <&3 && [ "$line" != "." ]; do
        printf 'GET %s\n' "$line" >> "$Q"
        if [ "$WANT_HIST" = 1 ]; then printf 'HIST %s\n' "$line" >> "$Q"; fi
      done
      next=${head##*next=}
      if [ "$next" != END ] && [ "$BUG" != first_page ]; then printf 'LIST %s\n' "$next" >> "$Q"; fi ;;
    GET|HIST)
      while IFS= read -r -t 10 line <&3 && [ "$line" != "." ]; do printf '%s\n' "$line"; done > "$DIR/$verb.$arg" ;;
  esac
  i=$((i + 1))
done
if [ "$connected" = 1 ]; then printf 'QUIT\n' >&3; exec 3<&-; fi
'''


def _solver(s, level, port, auth, out_csv, ticket, group, bug="") -> str:
    d = s["d"]
    cmp = s["cmp"]
    if bug == "ge_boundary":
        cmp += "="
    gap = "$4-$5" if s["cmp"] == ">" else "$5-$4"
    conds = [f'$2 == "{group}"', f"$4 {cmp} $5"]
    if level != "easy" and bug != "any_status":
        conds.append(f'$3 == "{s["active"]}"')
    sort = "LC_ALL=C sort -t, -k1,1" if level == "easy" else "LC_ALL=C sort -t, -k4,4nr -k1,1"
    if auth["mode"] == "token":
        creds = f"TOKEN=$(cat {auth['file']})"
    else:
        creds = dedent(f"""
            USERNAME=$(awk -F' *= *' '$1 == "user" {{print $2}}' {auth['file']})
            SECRET=$(awk -F' *= *' '$1 == "secret" {{print $2}}' {auth['file']})
        """).rstrip("\n")
    port_line = (f"PORT={port}" if level != "hard"
                 else f"PORT=$(awk -F' *= *' '$1 == \"port\" {{print $2}}' /etc/{d}/{d}.conf)")
    if bug == "stale_export":
        collect = dedent(f"""
            # Shortcut: the nightly export instead of the daemon.
            tail -n +2 /var/lib/{d}/export/*.csv | awk -F, -v OFS='\\t' '{{print $1, $2, $3, $4, $5}}' > /tmp/audit/table.tsv
        """)
    else:
        value_src = ('v["' + s["value"] + '"]') if (level != "hard" or bug == "cached_value") else "sum"
        collect = dedent(f"""
            printf 'LIST 0\\n' > /tmp/audit/queue
            python3 /opt/{d}/sbin/{d} >/tmp/{d}.log 2>&1 </dev/null &
            DAEMON=$!
            for i in $(seq 1 100); do
              if timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$PORT" 2>/dev/null; then break; fi
              sleep 0.1
            done
            export PORT AUTHMODE={auth['mode']} BUG={bug or '-'} WANT_HIST={1 if level == 'hard' else 0}
            export {'TOKEN' if auth['mode'] == 'token' else 'USERNAME SECRET'}
            bash /tmp/audit/session.sh /tmp/audit/queue /tmp/audit/replies
            # One row per record: id, {s['group']}, {s['status']}, {s['value']}, {s['limit']}
            for f in /tmp/audit/replies/GET.*; do
              id=${{f##*/GET.}}
              sum=0
              if [ -f "/tmp/audit/replies/HIST.$id" ]; then sum=$(awk '{{s += $2}} END {{print s + 0}}' "/tmp/audit/replies/HIST.$id"); fi
              awk -F= -v id="$id" -v sum="$sum" -v OFS='\\t' '{{v[$1] = $2}} END {{print id, v["{s['group']}"], v["{s['status']}"], {value_src}, v["{s['limit']}"]}}' "$f"
            done > /tmp/audit/table.tsv
        """)
    act = ""
    if level == "hard" and bug != "report_only" and bug != "stale_export":
        act = dedent(f"""
            tail -n +2 {out_csv} | cut -d, -f1 | awk '{{print "{s['verb']} " $1 " {ticket}"}}' > /tmp/audit/actions
            bash /tmp/audit/session.sh /tmp/audit/actions /tmp/audit/act-replies
        """)
    stop = "kill \"$DAEMON\"\nwait \"$DAEMON\" 2>/dev/null || true\n" if bug != "stale_export" else ""
    body = dedent(f"""
        mkdir -p /tmp/audit {out_csv.rsplit('/', 1)[0]}
        cat > /tmp/audit/session.sh <<'SH'
        {{session}}
        SH
        {port_line}
        {{creds}}
        {{collect}}
        echo "{s['item'].replace(' ', '_')}_id,{s['value']},{s['limit']},{s['gap']}" > {out_csv}
        awk -F'\\t' -v OFS=, '{' && '.join(conds)} {{print $1, $4, $5, {gap}}}' /tmp/audit/table.tsv | {sort} >> {out_csv}
        {{act}}{{stop}}
    """)
    return script(body.replace("{session}", SESSION.strip("\n")).replace("{creds}", creds)
                  .replace("{collect}", collect.rstrip("\n")).replace("{act}", act).replace("{stop}", stop))


def _obfuscate(d: str, data: dict) -> bytes:
    k = hashlib.sha256(f"{d}/store/v3".encode()).digest()
    raw = zlib.compress(json.dumps(data, sort_keys=True, separators=(",", ":")).encode(), 9)
    return bytes(b ^ k[i % 32] for i, b in enumerate(raw))


@register
class SocketDaemonAudit(Family):
    name = "socket_daemon_audit"
    category = "interactive"
    description = ("Audit a legacy daemon through its TCP line protocol on 127.0.0.1 (auth, cursor paging, session "
                   "quotas, history replay) and report, and at hard act on, the records past their limit.")
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        s = rng.choice(SCHEMAS)
        d = s["d"]
        port = rng.randint(4100, 4999) if rng.random() < 0.5 else rng.randint(7100, 7999)
        groups = rng.sample(s["groups"], 4)
        group = groups[0]
        page = rng.randint(6, 9)
        count = {"easy": rng.randint(24, 32), "medium": rng.randint(34, 44), "hard": rng.randint(30, 38)}[level]
        quota = {"easy": 0, "medium": rng.randint(14, 22), "hard": rng.randint(18, 26)}[level]
        ticket = f"{rng.choice(['INC', 'CHG', 'AUD', 'FIN', 'OPS'])}-{rng.randint(10000, 99999)}"
        out_dir = rng.choice(OUT_DIRS)
        out_csv = f"{out_dir}/{ticket.lower()}-{s['items'].replace(' ', '-')}.csv"
        vlo, vhi = s["vrange"]
        llo, lhi = s["lrange"]
        gt = s["cmp"] == ">"

        ids, k = [], rng.randint(10_000, 60_000)
        for _ in range(count):
            k += rng.randint(1, 40)
            ids.append(f"{s['idp']}-{k}")
        recs = {}
        for rid in ids:
            lim = rng.randint(llo, lhi)
            recs[rid] = {"id": rid, s["label"]: rng.choice(s["labels"]), s["group"]: rng.choice(groups),
                         s["status"]: rng.choice([s["active"]] * 4 + s["inactive"]), s["value"]: rng.randint(vlo, vhi),
                         s["limit"]: lim}

        def qual(v, lim):
            return v > lim if gt else v < lim

        def past(lim):  # a value on the reported side of the limit
            return lim + rng.randint(1, max(2, lim // 3)) if gt else max(0, lim - rng.randint(1, max(2, lim // 3)))

        def within(lim):  # a value on the fine side of the limit
            return lim - rng.randint(1, max(2, lim // 3)) if gt else lim + rng.randint(1, max(2, lim // 3))

        free = ids[1:-1]
        rng.shuffle(free)
        # Forced situations so that each decoy meets the case it gets wrong.
        last = ids[-1]
        recs[last].update({s["group"]: group, s["status"]: s["active"]})
        recs[last][s["value"]] = past(recs[last][s["limit"]])                       # a finding on the last page
        b = free.pop()
        recs[b].update({s["group"]: group, s["status"]: s["active"]})
        recs[b][s["value"]] = recs[b][s["limit"]]                                   # exactly at the limit: fine
        first = ids[0]
        recs[first].update({s["group"]: group, s["status"]: s["active"]})
        recs[first][s["value"]] = past(recs[first][s["limit"]])
        other = free.pop()
        recs[other].update({s["group"]: groups[1], s["status"]: s["active"]})
        recs[other][s["value"]] = past(recs[other][s["limit"]])                     # another group: not ours
        if level != "easy":
            x = free.pop()
            recs[x].update({s["group"]: group, s["status"]: rng.choice(s["inactive"])})
            recs[x][s["value"]] = past(recs[x][s["limit"]])                         # inactive: not reported
        # Ties in the gap column are possible; the sort says what to do with them.
        truth_value = {rid: r[s["value"]] for rid, r in recs.items()}
        cached = dict(truth_value)
        if level == "hard":
            y = free.pop()
            recs[y].update({s["group"]: group, s["status"]: s["active"]})
            truth_value[y] = past(recs[y][s["limit"]])
            cached[y] = within(recs[y][s["limit"]])                                  # cache says fine, history says not
            z = free.pop()
            recs[z].update({s["group"]: group, s["status"]: s["active"]})
            truth_value[z] = within(recs[z][s["limit"]])
            cached[z] = past(recs[z][s["limit"]])                                    # cache says past, history says fine
            for rid in rng.sample(free, min(4, len(free))):
                cached[rid] = truth_value[rid] + rng.randint(-50, 50)
        hist = {}
        for rid in ids:
            n = rng.randint(2, 6)
            parts = [rng.randint(-abs(truth_value[rid]) // 3 - 20, abs(truth_value[rid]) // 2 + 20) for _ in range(n - 1)]
            parts.append(truth_value[rid] - sum(parts))
            day = rng.randint(1, 20)
            hist[rid] = [[f"2024-{m:02d}-{min(28, day + j):02d}", a] for j, (m, a) in
                         enumerate(zip(sorted(rng.randint(1, 12) for _ in parts), parts))]
        for rid in ids:
            recs[rid][s["value"]] = cached[rid]

        # The stale nightly export: same columns, older values; our forced finding looks fine there.
        export_vals = {rid: (cached[rid] if rng.random() < 0.6 else cached[rid] + rng.randint(-200, 200)) for rid in ids}
        export_vals[last] = within(recs[last][s["limit"]])
        export_vals[first] = past(recs[first][s["limit"]])

        findings = []
        for rid in ids:
            r = recs[rid]
            v = truth_value[rid]
            if r[s["group"]] != group or not qual(v, r[s["limit"]]):
                continue
            if level != "easy" and r[s["status"]] != s["active"]:
                continue
            findings.append([rid, v, r[s["limit"]], abs(v - r[s["limit"]])])
        if level == "easy":
            findings.sort(key=lambda x: x[0])
        else:
            findings.sort(key=lambda x: (-x[3], x[0]))

        fields = ["id", s["label"], s["group"], s["status"], s["value"], s["limit"]]
        db = {"records": recs, "hist": hist, "fields": fields}
        mask = f"{rng.getrandbits(32):08x}"
        jkey = f"{rng.getrandbits(128):032x}"
        if level == "easy":
            auth = {"mode": "token", "file": f"/etc/{d}/client.token", "token": f"{rng.getrandbits(96):024x}"}
            secrets_ = {"token": auth["token"], "journal_key": jkey}
        else:
            user = rng.choice(["audit", "auditor", "ops-bot", "reporting", "svc-audit"])
            auth = {"mode": "hmac", "file": f"/root/.{d}.auth", "user": user, "secret": f"{rng.getrandbits(128):032x}"}
            secrets_ = {"users": {user: auth["secret"], "admin": f"{rng.getrandbits(128):032x}"}, "journal_key": jkey}

        conf = dedent(f"""
            # {d} configuration
            port = {port}
            auth = {auth['mode']}
            page_size = {page}
            session_quota = {quota}    # commands per session after AUTH (0 = unlimited)
            cursor_mask = {mask}
            database = /var/lib/{d}/{d}.db
            action_journal = /var/lib/{d}/actions.log
            secrets = /etc/{d}/secrets.json
        """)
        files = {
            f"/etc/{d}/{d}.conf": File.of(conf),
            f"/etc/{d}/secrets.json": File.of(json.dumps(secrets_, indent=2, sort_keys=True) + "\n", mode=0o600),
            f"/opt/{d}/sbin/{d}": File.of(DAEMON.replace("{d}", d).replace("{product}", s["product"])
                                          .replace("{verb}", s["verb"]).replace("{item}", s["item"]), mode=0o755),
            f"/opt/{d}/PROTOCOL.txt": File.of(self._protocol(s, level)),
            f"/var/lib/{d}/{d}.db": File.of(_obfuscate(d, db)),
        }
        if auth["mode"] == "token":
            files[auth["file"]] = File.of(auth["token"] + "\n", mode=0o600)
        else:
            files[auth["file"]] = File.of(f"# {d} client credentials\nuser = {auth['user']}\nsecret = {auth['secret']}\n", mode=0o600)
        exp_day = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        lines = [f"id,{s['group']},{s['status']},{s['value']},{s['limit']}"]
        lines += [f"{rid},{recs[rid][s['group']]},{recs[rid][s['status']]},{export_vals[rid]},{recs[rid][s['limit']]}" for rid in ids]
        files[f"/var/lib/{d}/export/{d}-export-{exp_day}.csv"] = File.of("\n".join(lines) + "\n")

        args = (s, level, port, auth, out_csv, ticket, group)
        if level == "easy":
            names = [("first_page", "half the job: reads only the first listing page"),
                     ("ge_boundary", f"reports {s['items']} exactly at the limit too"),
                     ("stale_export", "reports from the stale nightly export instead of the live daemon")]
        elif level == "medium":
            names = [("no_reconnect", "stops when the daemon cuts the session at its command quota"),
                     ("ge_boundary", f"reports {s['items']} exactly at the limit too"),
                     ("any_status", f"ignores the {s['status']} filter"),
                     ("stale_export", "reports from the stale nightly export instead of the live daemon")]
        else:
            names = [("no_reconnect", "stops when the daemon cuts the session at its command quota"),
                     ("cached_value", f"trusts the cached {s['value']} instead of replaying the history"),
                     ("report_only", f"half the job: writes the report but never sends {s['verb']}"),
                     ("any_status", f"ignores the {s['status']} filter")]
        decoys = [Decoy(name=n, description=desc, script=_solver(*args, bug=n)) for n, desc in names]
        header = f"{s['item'].replace(' ', '_')}_id,{s['value']},{s['limit']},{s['gap']}"
        truth = {"csv": out_csv, "header": header, "rows": [[str(x) for x in r] for r in findings],
                 "journal": f"/var/lib/{d}/actions.log" if level == "hard" else None, "key": jkey,
                 "verb": s["verb"], "ticket": ticket}
        outputs = [out_dir] + ([f"/var/lib/{d}"] if level == "hard" else [])
        # openssl: the shared client script carries the HMAC branch at every level (easy never takes it)
        tools = ["bash", "cat", "mkdir", "python3", "seq", "sleep", "timeout", "awk", "sort", "kill", "wc", "sed", "openssl"]
        if level == "hard":
            tools += ["tail", "cut"]
        return Draft(
            instruction=self._instruction(rng, s, level, port, auth, out_csv, ticket, group, header),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver(*args),
            tests={"test_outputs.py": self._tests(truth)},
            decoys=decoys,
            outputs=outputs,
            tools=sorted(set(tools)),
            tags=["tcp", "line-protocol", "bash-dev-tcp", "pagination"]
                 + {"easy": ["token-auth"], "medium": ["hmac-challenge", "session-quota"],
                    "hard": ["hmac-challenge", "session-quota", "event-replay", "write-back"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _protocol(s, level):
        d = s["d"]
        return dedent(f"""
            {d} line protocol, version 3
            =============================

            TCP, one command per line (LF), replies are lines. A reply starts with `+` (success) or `-ERR`
            (failure). Multi-line replies end with a line holding a single `.`. The daemon binds 127.0.0.1 only;
            its port and settings are in /etc/{d}/{d}.conf.

            Greeting
              +OK {d} 3.2 ready [challenge=<hex>]

            Authentication (first command of every session)
              AUTH <token>                    when auth = token (the token file is given to each client)
              AUTH <user> <hmac>              when auth = hmac: <hmac> is the lowercase hex HMAC-SHA256 of the
                                              greeting's challenge string, keyed with the user's secret.
                                              The challenge changes with every connection.
              -> +OK authenticated as <user>   or   -ERR authentication failed (connection closed)

            Commands
              LIST [cursor]       one page of {s['item']} ids in id order. Start with cursor 0.
                                  -> +LIST count=<n> next=<cursor|END>, n id lines, "."
              GET <id>            -> +REC <id>, lines "field=value", "."
              HIST <id>           the {s['hist']} of the {s['item']}
                                  -> +HIST <id> count=<n>, n lines "<date> <signed amount>", "."
              {s['verb']} <id> <ticket>   {s['act']} the {s['item']}, citing a ticket id (e.g. INC-1234).
                                  Journalled in the daemon's signed action journal. -> +OK ...
              HELP, QUIT

            Sessions
              session_quota in the configuration limits the commands one session may send after AUTH; the
              command over the quota is answered "-ERR quota exceeded ..." and the connection is closed. Cursors
              stay valid across sessions.

            Fields returned by GET: id, {s['label']}, {s['group']}, {s['status']}, {s['value']}, {s['limit']}.
            {s['value']} is cached by the nightly roll-up; the {s['hist']} (HIST) are the source it is computed from.
        """)

    @staticmethod
    def _instruction(rng, s, level, port, auth, out_csv, ticket, group, header):
        d = s["d"]
        team = rng.choice(TEAMS)
        who = rng.choice(["Mira", "Oskar", "Nadia", "Felix", "Leila", "Bram", "Chiara", "Emeka", "Sanna", "Dario"])
        cmp_word = "greater than" if s["cmp"] == ">" else "less than"
        intro = rng.choice([
            f"{who} from {team} needs the list of {s['finding']} in {s['group']} `{group}` for ticket {ticket}.",
            f"Ticket {ticket} ({team}): which {s['items']} in {s['group']} `{group}` are {s['finding'].split(' ', 1)[1]}?",
            f"For ticket {ticket}, {team} asked for the {s['finding']} of {s['group']} `{group}`.",
        ])
        rules = [f"Only {s['items']} whose `{s['group']}` is `{group}`.",
                 f"{'An' if s['item'][0] in 'aeiou' else 'A'} {s['item']} is a finding when its `{s['value']}` is {cmp_word} its `{s['limit']}` "
                 "(strictly: a value equal to the limit is fine)."]
        if level != "easy":
            rules.append(f"Only {s['items']} whose `{s['status']}` is `{s['active']}`; the others are out of scope.")
        if level == "hard":
            rules.append(f"The `{s['value']}` that GET returns is a cache from the nightly roll-up, which has been "
                         f"failing. Use the authoritative value instead: the sum of the {s['item']}'s {s['hist']} "
                         "(the `HIST` command).")
        rules_txt = "\n".join(f"- {r}" for r in rules)
        sort = ("sorted by id (plain byte order)" if level == "easy"
                else f"sorted by `{s['gap']}` descending, ties by id (plain byte order)")
        gap_def = (f"`{s['gap']}` = `{s['value']}` - `{s['limit']}`" if s["cmp"] == ">"
                   else f"`{s['gap']}` = `{s['limit']}` - `{s['value']}`")
        if auth["mode"] == "token":
            cred = f"Authenticate with the token in `{auth['file']}`."
        else:
            cred = (f"Authenticate as the user and secret in `{auth['file']}` (challenge-response, see the protocol "
                    "notes). Sessions are limited to a number of commands; expect to be disconnected and to resume.")
        where = (f"It listens on `127.0.0.1:{port}`." if level != "hard"
                 else f"Its port is in `/etc/{d}/{d}.conf`.")
        act = ""
        if level == "hard":
            act = (f"\n\nThen, for every {s['item']} in your report and no other, send `{s['verb']} <id> {ticket}` to "
                   f"the daemon to {s['act']} it. The daemon records these in its signed journal "
                   f"`/var/lib/{d}/actions.log`, which is reviewed together with the report; do not edit it.")
        return dedent(f"""
            # {ticket}: {s['finding']} in {s['group']} `{group}` from the {s['product']}

            {intro}

            The {s['product']} (`{d}`) has no SQL access and no API: its data sits in an opaque store, and the only
            supported way to read it is the daemon's line protocol over TCP, described in `/opt/{d}/PROTOCOL.txt`.
            The daemon is installed but not running in this container: start it with `/opt/{d}/sbin/{d}` (it runs
            in the foreground). {where} {cred} Any client will do (bash's `/dev/tcp`, `nc`, `socat`, a script).

            Which {s['items']} to report:
            {{rules}}

            Write `{out_csv}`: a CSV with exactly the header `{header}` and one row per finding,
            {sort}. {gap_def}. Values are plain integers as the daemon reports them (no units, no quotes).{{act}}

            The data must come from the running daemon: older exports lying around on this host are out of date.
        """).replace("{rules}", rules_txt).replace("{act}", act)

    @staticmethod
    def _tests(truth):
        header = "import csv, hashlib, hmac, json, os"
        body = '''
            def _rows():
                assert os.path.exists(T["csv"]), f"no report at {T['csv']}"
                with open(T["csv"], newline="") as f:
                    return [r for r in csv.reader(f) if r]

            def test_header():
                rows = _rows()
                assert rows and ",".join(rows[0]) == T["header"], f"header {rows[0] if rows else None} != {T['header']}"

            def test_findings_exactly():
                got = [[c.strip() for c in r] for r in _rows()[1:]]
                want = T["rows"]
                got_ids, want_ids = [r[0] for r in got], [r[0] for r in want]
                missing = sorted(set(want_ids) - set(got_ids))
                extra = sorted(set(got_ids) - set(want_ids))
                assert not missing and not extra, f"missing findings {missing[:8]}, unexpected rows {extra[:8]}"
                wrong = [(g, w) for g, w in zip(sorted(got), sorted(want)) if g != w]
                assert not wrong, f"{len(wrong)} row(s) with wrong values, first (got, expected): {wrong[:3]}"
                assert got_ids == want_ids, f"rows are in the wrong order: got {got_ids[:6]}..., expected {want_ids[:6]}..."

            def test_actions_journal():
                if not T["journal"]:
                    return
                assert os.path.exists(T["journal"]), f"no {T['verb']} was ever recorded ({T['journal']} missing)"
                prev, ids = "0" * 64, []
                with open(T["journal"]) as f:
                    entries = [json.loads(l) for l in f if l.strip()]
                for i, e in enumerate(entries, 1):
                    mac = e.pop("mac", None)
                    assert e.get("seq") == i and e.get("prev") == prev, f"journal entry {i}: broken chain"
                    body = json.dumps(e, sort_keys=True, separators=(",", ":")).encode()
                    assert mac == hmac.new(T["key"].encode(), body, hashlib.sha256).hexdigest(), f"journal entry {i}: bad signature"
                    prev = mac
                    assert e["reason"] == T["ticket"], f"journal entry {i} cites {e['reason']!r}, not {T['ticket']}"
                    ids.append(e["id"])
                want = sorted(r[0] for r in T["rows"])
                assert sorted(ids) == want, f"{T['verb']} sent for {sorted(set(ids) - set(want))[:8]}, missing for {sorted(set(want) - set(ids))[:8]}"
        '''
        return pytest_file(header, {"T": truth}, body)
