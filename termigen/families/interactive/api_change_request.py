"""Interactive: apply a change request through a local REST API (paging, auth, no-op discipline, ETags + 412 retries).

The service is a small HTTP server installed in the image; the agent starts it on 127.0.0.1, reads the records
page by page, and writes only the records the change request touches. The server keeps its store and an
HMAC-chained journal under /var/lib/<svc>; the verifier (a fresh container) checks the journal's chain, replays it
from the initial state (embedded in the tests), and compares the result with the hidden expected records.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

TEAMS = ["payments", "identity", "search", "growth", "data-platform", "infra", "mobile", "billing", "risk", "edge",
         "storage", "observability", "messaging", "checkout", "ml-platform", "support-tools", "ledger", "catalog",
         "fraud", "notifications"]
VARIANT_SUFFIX = ["legacy", "sandbox", "eu", "oncall", "archive", "contractors"]
PEOPLE = ["Priya Raman", "Tomasz Wilk", "Aiko Tanaka", "Daniel Okafor", "Marta Kowalczyk", "Luis Herrera",
          "Ingrid Solberg", "Kwame Mensah", "Sofia Greco", "Ravi Iyer", "Hannah Becker", "Yusuf Demir"]

# One schema per service. "num" is the numeric field of rule 2, "status" its categorical field, "sync" a field the
# background sync job updates (hard level), "note" a free-text field that a careless PUT would wipe.
SCHEMAS = [
    dict(svc="assetd", product="Asset Registry", coll="hosts", noun="host", prefix="HST", name="hostname",
         num="warranty_months", num_range=(0, 48), num_n=(6, 14), status="state",
         statuses=["active", "maintenance", "spare"], s_from="active", s_to="renewal-review", retired="decommissioned",
         note="rack", notes=["r12-u04", "r07-u33", "r02-u18", "r19-u09", "r05-u41", "r11-u22"], sync="last_seen",
         words=["db", "web", "cache", "queue", "batch", "edge", "kube", "vault"], why="the warranty review"),
    dict(svc="flagpole", product="Feature Flag Service", coll="flags", noun="flag", prefix="FLG", name="key",
         num="rollout_percent", num_range=(0, 100), num_n=(20, 60), status="stage",
         statuses=["ga", "beta", "experiment"], s_from="experiment", s_to="needs-decision", retired="archived",
         note="description", notes=["new checkout button", "dark mode", "faster search", "bulk export",
                                    "smart retries", "inline help"], sync="evaluated_at",
         words=["checkout", "search", "onboarding", "pricing", "export", "inbox", "profile", "reports"],
         why="the stale-experiment clean-up"),
    dict(svc="certwatch", product="Certificate Inventory", coll="certificates", noun="certificate", prefix="CRT",
         name="common_name", num="days_to_expiry", num_range=(0, 400), num_n=(21, 45), status="status",
         statuses=["issued", "pending", "renewing"], s_from="issued", s_to="renew-now", retired="revoked",
         note="issuer", notes=["internal-ca-2", "letsencrypt", "digicert", "internal-ca-3", "sectigo", "vault-pki"],
         sync="last_scan", words=["api", "login", "static", "grpc", "mail", "vpn", "status", "docs"],
         why="the certificate-expiry sweep"),
    dict(svc="jobsched", product="Batch Scheduler", coll="jobs", noun="job", prefix="JOB", name="job_name",
         num="max_runtime_min", num_range=(1, 240), num_n=(10, 30), status="state",
         statuses=["scheduled", "paused", "manual"], s_from="scheduled", s_to="needs-tuning", retired="disabled",
         note="cron", notes=["0 2 * * *", "*/15 * * * *", "30 6 * * 1", "0 */4 * * *", "45 23 * * *", "5 1 1 * *"],
         sync="last_run", words=["etl", "backup", "report", "reindex", "purge", "sync", "rollup", "export"],
         why="the runtime-limit audit"),
    dict(svc="zonekeeper", product="DNS Record Manager", coll="records", noun="record", prefix="DNS", name="fqdn",
         num="ttl", num_range=(30, 3600), num_n=(120, 600), status="status",
         statuses=["live", "staged", "canary"], s_from="live", s_to="ttl-review", retired="deprecated",
         note="value", notes=["10.4.1.12", "10.8.3.7", "lb-3.int", "10.2.9.40", "edge-1.int", "10.6.0.15"],
         sync="checked_at", words=["api", "www", "mail", "vpn", "cdn", "auth", "status", "files"],
         why="the low-TTL review"),
    dict(svc="mailboxd", product="Shared Mailbox Directory", coll="mailboxes", noun="mailbox", prefix="MBX",
         name="address", num="quota_gb", num_range=(1, 100), num_n=(5, 15), status="state",
         statuses=["open", "read-only", "forwarding"], s_from="open", s_to="quota-review", retired="closed",
         note="display_name", notes=["Support Desk", "Vendor Invoices", "Press", "Alerts", "Hiring", "Security"],
         sync="last_delivery", words=["support", "invoices", "press", "alerts", "jobs", "security", "sales", "ops"],
         why="the mailbox quota review"),
]

PORTS = list(range(8080, 8099)) + list(range(8700, 8799)) + list(range(9100, 9150))

SERVER = r'''#!/usr/bin/env python3
"""{product} API server. Configuration: /etc/{svc}/server.json. Runs in the foreground; logs to stderr."""
import hashlib, hmac, json, os, secrets, sys
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import urlparse, parse_qs

CONF = json.load(open("/etc/{svc}/server.json"))
DATA = CONF["data_dir"]
COLL = CONF["collection"]
STORE = os.path.join(DATA, COLL + ".json")
JOURNAL = os.path.join(DATA, "journal.log")
QUEUE = os.path.join(DATA, "sync-queue.json")
KEY = open(CONF["journal_key_file"], "rb").read().strip()
FIELDS = CONF["fields"]
TOKENS = set()


def load(path, default):
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return default


def save(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(obj, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def journal(actor, op, rid, record):
    prev, seq = "0" * 64, 0
    if os.path.exists(JOURNAL):
        for line in open(JOURNAL):
            if line.strip():
                e = json.loads(line)
                prev, seq = e["mac"], e["seq"]
    entry = {"seq": seq + 1, "actor": actor, "op": op, "id": rid, "record": record, "prev": prev}
    body = json.dumps(entry, sort_keys=True, separators=(",", ":"))
    entry["mac"] = hmac.new(KEY, body.encode(), hashlib.sha256).hexdigest()
    with open(JOURNAL, "a") as f:
        f.write(json.dumps(entry, sort_keys=True) + "\n")


def etag(rec):
    return '"%d-%s"' % (rec["rev"], hashlib.sha256(json.dumps(rec, sort_keys=True).encode()).hexdigest()[:10])


def public(rec):
    out = dict(rec)
    out["_etag"] = etag(rec)
    return out


class Handler(BaseHTTPRequestHandler):
    server_version = "{svc}/2.3"

    def log_message(self, fmt, *args):
        sys.stderr.write("%s %s\n" % (self.command, fmt % args))

    def reply(self, code, obj, headers=None):
        data = (json.dumps(obj, indent=1, sort_keys=True) + "\n").encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            return json.loads(raw or b"null")
        except ValueError:
            return ValueError

    def authed(self):
        if CONF["auth"] == "api_key":
            ok = self.headers.get("X-Api-Key", "") == CONF["api_key"]
        else:
            h = self.headers.get("Authorization", "")
            ok = h.startswith("Bearer ") and h[7:].strip() in TOKENS
        if not ok:
            self.reply(401, {"error": "unauthorized"})
        return ok

    def route(self):
        path = urlparse(self.path).path.rstrip("/")
        base = "/api/v1/" + COLL
        if path == base:
            return "list", None
        if path.startswith(base + "/"):
            return "item", path[len(base) + 1:]
        return path, None

    def do_GET(self):
        kind, rid = self.route()
        if kind == "/api/v1/health":
            return self.reply(200, {"status": "ok", "service": "{svc}"})
        if kind not in ("list", "item"):
            return self.reply(404, {"error": "no such endpoint"})
        if not self.authed():
            return
        store = load(STORE, {})
        if kind == "list":
            q = parse_qs(urlparse(self.path).query)
            try:
                page = int(q.get("page", ["1"])[0])
                per = int(q.get("per_page", [str(CONF["per_page"])])[0])
            except ValueError:
                return self.reply(400, {"error": "page and per_page must be integers"})
            if page < 1 or per < 1 or per > CONF["max_per_page"]:
                return self.reply(400, {"error": "page >= 1 and 1 <= per_page <= %d" % CONF["max_per_page"]})
            ids = sorted(store)
            chunk = ids[(page - 1) * per: page * per]
            more = page * per < len(ids)
            return self.reply(200, {"items": [public(store[i]) for i in chunk], "page": page, "per_page": per,
                                    "total": len(ids), "next_page": page + 1 if more else None})
        if rid not in store:
            return self.reply(404, {"error": "no such %s" % CONF["noun"]})
        return self.reply(200, public(store[rid]), {"ETag": etag(store[rid])})

    def do_POST(self):
        kind, _ = self.route()
        if kind != "/api/v1/auth/login" or CONF["auth"] != "login":
            return self.reply(404, {"error": "no such endpoint"})
        b = self.body()
        if not isinstance(b, dict):
            return self.reply(400, {"error": "expected a JSON object"})
        users = CONF["users"]
        pw = hashlib.sha256(str(b.get("password", "")).encode()).hexdigest()
        if users.get(b.get("username")) != pw:
            return self.reply(401, {"error": "bad credentials"})
        tok = secrets.token_hex(16)
        TOKENS.add(tok)
        return self.reply(200, {"token": tok, "token_type": "Bearer"})

    def write(self, method):
        kind, rid = self.route()
        if kind != "item":
            return self.reply(405 if kind == "list" else 404, {"error": "write a single %s: %s/<id>" % (CONF["noun"], COLL)})
        if not self.authed():
            return
        store = load(STORE, {})
        if rid not in store:
            return self.reply(404, {"error": "no such %s" % CONF["noun"]})
        queue = load(QUEUE, {})
        if rid in queue:  # the inventory sync job got there first
            rec = dict(store[rid])
            rec.update(queue.pop(rid))
            rec["rev"] += 1
            store[rid] = rec
            save(STORE, store)
            save(QUEUE, queue)
            journal("sync", "patch", rid, rec)
        cur = store[rid]
        want = self.headers.get("If-Match")
        if want is None and CONF["require_if_match"]:
            return self.reply(428, {"error": "If-Match header required"})
        if want is not None and want.strip() not in (etag(cur), "*"):
            return self.reply(412, {"error": "precondition failed: the %s changed" % CONF["noun"], "current_etag": etag(cur)})
        if method == "DELETE":
            del store[rid]
            save(STORE, store)
            journal("api", "delete", rid, None)
            self.send_response(204)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        b = self.body()
        if not isinstance(b, dict):
            return self.reply(400, {"error": "expected a JSON object"})
        b = {k: v for k, v in b.items() if not k.startswith("_") and k != "rev"}
        if b.pop("id", rid) != rid:
            return self.reply(400, {"error": "id cannot change"})
        unknown = sorted(set(b) - set(FIELDS))
        if unknown:
            return self.reply(400, {"error": "unknown fields: %s" % ", ".join(unknown)})
        for k, v in b.items():
            if v is not None and not isinstance(v, str if FIELDS[k] == "str" else int):
                return self.reply(400, {"error": "%s must be %s" % (k, FIELDS[k])})
        if method == "PUT":
            rec = {"id": rid, "rev": cur["rev"] + 1}
            rec.update({k: b.get(k) for k in FIELDS})
        else:
            rec = dict(cur)
            rec.update(b)
            rec["rev"] = cur["rev"] + 1
        store[rid] = rec
        save(STORE, store)
        journal("api", method.lower(), rid, rec)
        return self.reply(200, public(rec), {"ETag": etag(rec)})

    def do_PATCH(self):
        self.write("PATCH")

    def do_PUT(self):
        self.write("PUT")

    def do_DELETE(self):
        self.write("DELETE")


if __name__ == "__main__":
    srv = HTTPServer(("127.0.0.1", CONF["port"]), Handler)
    sys.stderr.write("{svc} listening on 127.0.0.1:%d\n" % CONF["port"])
    srv.serve_forever()
'''

# The oracle: curl + jq. Each decoy is the same script with one mistake switched on (BUG).
SOLVER = r'''
BUG="{bug}"
BASE="http://127.0.0.1:{port}/api/v1"
COLL="{coll}"
python3 {server} >/tmp/{svc}-server.log 2>&1 </dev/null &
SRV=$!
for i in $(seq 1 100); do
  curl -sf -o /dev/null "$BASE/health" && break
  sleep 0.1
done
JSON="Content-Type: application/json"
{auth}
rm -f /tmp/records.jsonl
page=1
while [ "$page" != "null" ]; do
  curl -sf -H "$AUTH" "$BASE/$COLL?page=$page" > /tmp/page.json
  jq -c '.items[]' /tmp/page.json >> /tmp/records.jsonl
  page=$(jq -r '.next_page' /tmp/page.json)
  if [ "$BUG" = "first_page" ]; then page=null; fi
done
# What each record needs: {} (nothing), a partial object to PATCH, or "DELETE".
cat > /tmp/want.jq <<'JQ'
{want}
JQ
jq -r -f /tmp/want.jq /tmp/records.jsonl > /tmp/plan.tsv
METHOD=PATCH
if [ "$BUG" = "put_partial" ]; then METHOD=PUT; fi
while IFS=$'\t' read -r id tag body stale; do
  if [ "$BUG" = "stale_body" ]; then body="$stale"; fi
  if [ "$body" = '"DELETE"' ]; then
    code=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X DELETE -H "$AUTH" -H "If-Match: $tag" "$BASE/$COLL/$id")
  else
    code=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X "$METHOD" -H "$AUTH" -H "If-Match: $tag" -H "$JSON" --data "$body" "$BASE/$COLL/$id")
  fi
  if [ "$code" = "412" ] && [ "$BUG" != "no_retry" ]; then
    # Someone wrote the record since we listed it: re-read it, re-decide, and send only our change.
    curl -sf -H "$AUTH" "$BASE/$COLL/$id" > /tmp/fresh.json
    if [ "$BUG" = "stale_body" ]; then
      tag=$(jq -r '._etag' /tmp/fresh.json)
    else
      IFS=$'\t' read -r id tag body stale < <(jq -r -f /tmp/want.jq /tmp/fresh.json)
    fi
    code=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X "$METHOD" -H "$AUTH" -H "If-Match: $tag" -H "$JSON" --data "$body" "$BASE/$COLL/$id")
  fi
  echo "$id $code"
done < /tmp/plan.tsv
kill "$SRV"
wait "$SRV" 2>/dev/null || true
'''


def _want_jq(s: dict, level: str, team_a: str, team_b: str, n: int, bug: str) -> str:
    g, num, st = "owner_team", s["num"], s["status"]
    match_a = f'(.{g} | startswith("{team_a}"))' if bug == "substring" else f'.{g} == "{team_a}"'
    cmp = "<=" if bug == "boundary_le" else "<"
    lines = [
        "def want:",
        f"  (if {match_a} then {{\"{g}\": \"{team_b}\"}} else {{}} end)",
    ]
    if level != "easy":
        lines.append(f"  + (if .{num} {cmp} {n} and .{st} == \"{s['s_from']}\" then {{\"{st}\": \"{s['s_to']}\"}} else {{}} end)")
    lines[-1] += ";"
    if level == "hard" and bug != "move_retired":
        pick = f'(if {match_a} and .{st} == "{s["retired"]}" then "DELETE" else want end)'
    else:
        pick = "want"
    sel = "." if bug == "patch_all" else 'select($w != {})'
    lines.append(f"{pick} as $w | {sel} | [.id, ._etag, ($w | tojson), (if $w == \"DELETE\" then $w else . + $w | del(._etag) end | tojson)] | @tsv")
    return "\n".join(lines)


def _solver(s, level, port, team_a, team_b, n, auth, bug=""):
    server = f"/opt/{s['svc']}/bin/{s['svc']}-server"
    if auth["mode"] == "api_key":
        auth_lines = f'AUTH="X-Api-Key: $(cat {auth["key_file"]})"'
    else:
        auth_lines = dedent(f"""
            USER=$(sed -n 's/^username *= *//p' {auth['cred_file']})
            PASS=$(sed -n 's/^password *= *//p' {auth['cred_file']})
            jq -n --arg u "$USER" --arg p "$PASS" '{{username: $u, password: $p}}' > /tmp/login.json
            TOKEN=$(curl -sf -H "$JSON" --data @/tmp/login.json "$BASE/auth/login" | jq -r .token)
            AUTH="Authorization: Bearer $TOKEN"
        """).rstrip("\n")
    body = (SOLVER.replace("{want}", _want_jq(s, level, team_a, team_b, n, bug)).replace("{auth}", auth_lines)
            .replace("{bug}", bug).replace("{port}", str(port)).replace("{coll}", s["coll"])
            .replace("{server}", server).replace("{svc}", s["svc"]))
    return script(body)


def _mac(key: bytes, entry: dict) -> str:
    return hmac.new(key, json.dumps(entry, sort_keys=True, separators=(",", ":")).encode(), hashlib.sha256).hexdigest()


@register
class ApiChangeRequest(Family):
    name = "api_change_request"
    category = "interactive"
    description = ("Apply a change request through a local REST service (start it, page, authenticate, write only "
                   "what must change; hard: ETags, concurrent sync writes and 412 retries).")
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        s = rng.choice(SCHEMAS)
        svc, coll, noun = s["svc"], s["coll"], s["noun"]
        port = rng.choice(PORTS)
        team_a, team_b, *others = rng.sample(TEAMS, 6)
        variant = f"{team_a}-{rng.choice(VARIANT_SUFFIX)}"
        lo, hi = s["num_range"]
        n_thr = rng.randint(*s["num_n"])
        per_page = rng.choice([8, 10, 12])
        count = {"easy": rng.randint(22, 30), "medium": rng.randint(32, 44), "hard": rng.randint(40, 52)}[level]
        statuses = list(s["statuses"]) + ([s["retired"]] if level == "hard" else [])
        teams = [team_a, team_b] + others[:3] + ([variant] if level != "easy" else [])

        start = rng.randint(1000, 8000)
        ids = []
        k = start
        for _ in range(count):
            k += rng.randint(1, 9)
            ids.append(f"{s['prefix']}-{k}")
        names = set()
        records = {}
        for rid in ids:
            while True:
                nm = self._name(rng, s)
                if nm not in names:
                    names.add(nm)
                    break
            records[rid] = {
                "id": rid, "rev": rng.randint(1, 9), s["name"]: nm, "owner_team": rng.choice(teams),
                s["num"]: rng.randint(lo, hi), s["status"]: rng.choice(statuses), s["note"]: rng.choice(s["notes"]),
                s["sync"]: f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
            }
        # Forced situations, so that every decoy meets the case it gets wrong.
        order = list(ids)
        free = order[1:-1]
        rng.shuffle(free)

        def force(rid, **kw):
            records[rid].update({s[k] if k in ("num", "status") else k: v for k, v in kw.items()})

        non_a = [t for t in teams if t not in (team_a, variant)]
        above = lambda: rng.randint(n_thr + 1, max(n_thr + 1, hi))  # noqa: E731
        active_other = [x for x in s["statuses"] if x != s["s_from"]]
        force(order[-1], owner_team=team_a, num=above(), status=rng.choice(s["statuses"]))  # a target on the last page
        force(order[0], owner_team=team_a, num=above(), status=rng.choice(active_other))  # a target on page 1
        if level != "easy":
            force(free.pop(), owner_team=rng.choice(non_a), num=n_thr, status=s["s_from"])        # boundary: stays
            force(free.pop(), owner_team=rng.choice(non_a), num=rng.randint(lo, n_thr - 1), status=s["s_from"])  # rule 2
            force(free.pop(), owner_team=rng.choice(non_a), num=rng.randint(lo, n_thr - 1), status=rng.choice(active_other))
            force(free.pop(), owner_team=variant, num=above(), status=rng.choice(active_other))  # look-alike team
            force(free.pop(), owner_team=team_a, num=rng.randint(lo, n_thr - 1), status=s["s_from"])  # both rules
        if level == "hard":
            force(free.pop(), owner_team=team_a, status=s["retired"])  # deleted
            force(free.pop(), owner_team=rng.choice(non_a), status=s["retired"])  # not ours: stays
        if level != "hard":
            for rid in ids:  # no retired records below hard
                assert records[rid][s["status"]] in s["statuses"]

        initial = json.loads(json.dumps(records))
        expected, changed, deleted = self._truth(s, level, records, team_a, team_b, n_thr)
        sync_queue = {}
        if level == "hard":
            movers = [rid for rid in sorted(changed) if rid not in deleted and rid != order[-1]]  # sorted: set order varies by process
            first = [rid for rid in movers if ids.index(rid) < per_page] or movers[:1]
            pick = sorted(set([first[0], order[-1]]))
            for rid in pick:
                stamp = f"2025-{rng.randint(1, 6):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z"
                sync_queue[rid] = {s["sync"]: stamp}
                expected[rid][s["sync"]] = stamp

        key = hashlib.sha256(f"{svc}-{rng.random()}".encode()).hexdigest()[:32]
        if level == "easy":
            auth = {"mode": "api_key", "key_file": f"/etc/{svc}/client.key", "key": hashlib.sha256(f"k{rng.random()}".encode()).hexdigest()[:40]}
        else:
            user = rng.choice(["svc-cr", "cr-bot", "ops-automation", "change-runner"])
            pw = "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(14))
            auth = {"mode": "login", "cred_file": f"/root/.config/{svc}/credentials", "user": user, "password": pw}

        fields = {s["name"]: "str", "owner_team": "str", s["num"]: "int", s["status"]: "str", s["note"]: "str", s["sync"]: "str"}
        conf = {"port": port, "collection": coll, "noun": noun, "data_dir": f"/var/lib/{svc}", "per_page": per_page,
                "max_per_page": 25, "journal_key_file": f"/etc/{svc}/journal.key", "fields": fields,
                "require_if_match": level == "hard", "auth": auth["mode"]}
        files = {}
        if auth["mode"] == "api_key":
            conf["api_key"] = auth["key"]
            files[auth["key_file"]] = File.of(auth["key"] + "\n", mode=0o600)
        else:
            other = rng.choice(["readonly", "dashboard", "auditor"])
            conf["users"] = {auth["user"]: hashlib.sha256(auth["password"].encode()).hexdigest(),
                             other: hashlib.sha256(f"x{rng.random()}".encode()).hexdigest()}
            files[auth["cred_file"]] = File.of(f"# {s['product']} API credentials (change automation)\n"
                                                f"username = {auth['user']}\npassword = {auth['password']}\n", mode=0o600)
        files[f"/etc/{svc}/server.json"] = File.of(json.dumps(conf, indent=2, sort_keys=True) + "\n")
        files[f"/etc/{svc}/journal.key"] = File.of(key + "\n", mode=0o600)
        files[f"/opt/{svc}/bin/{svc}-server"] = File.of(SERVER.replace("{svc}", svc).replace("{product}", s["product"]), mode=0o755)
        files[f"/opt/{svc}/API.md"] = File.of(self._api_doc(s, level, port, per_page, auth))
        files[f"/var/lib/{svc}/{coll}.json"] = File.of(json.dumps(records, indent=1, sort_keys=True) + "\n")
        if sync_queue:
            files[f"/var/lib/{svc}/sync-queue.json"] = File.of(json.dumps(sync_queue, indent=1, sort_keys=True) + "\n")

        args = (s, level, port, team_a, team_b, n_thr, auth)
        decoys = [
            Decoy(name="first_page", description="half the job: only reads the first page of the listing", script=_solver(*args, bug="first_page")),
            Decoy(name="put_partial", description="sends the change with PUT, which replaces the whole record and blanks its other fields", script=_solver(*args, bug="put_partial")),
            Decoy(name="patch_all", description="right values, but writes every record (no-op writes land in the journal)", script=_solver(*args, bug="patch_all")),
        ]
        if level != "easy":
            decoys += [
                Decoy(name="substring", description=f"matches teams by prefix, so `{variant}` is moved too", script=_solver(*args, bug="substring")),
                Decoy(name="boundary_le", description=f"uses <= {n_thr} instead of < {n_thr} in rule 2", script=_solver(*args, bug="boundary_le")),
            ]
        if level == "hard":
            decoys += [
                Decoy(name="no_retry", description="gives up on 412 Precondition Failed (records the sync job touched stay unchanged)", script=_solver(*args, bug="no_retry")),
                Decoy(name="stale_body", description="retries a 412 by resending the whole stale record, undoing the sync job's write", script=_solver(*args, bug="stale_body")),
                Decoy(name="move_retired", description=f"moves `{s['retired']}` records to the new team instead of deleting them", script=_solver(*args, bug="move_retired")),
            ]
        truth = {"initial": initial, "expected": expected, "changed": sorted(changed), "key": key,
                 "store": f"/var/lib/{svc}/{coll}.json", "journal": f"/var/lib/{svc}/journal.log"}
        return Draft(
            instruction=self._instruction(rng, s, level, port, team_a, team_b, variant, n_thr, auth),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver(*args),
            tests={"test_outputs.py": self._tests(truth)},
            decoys=decoys,
            outputs=[f"/var/lib/{svc}"],
            tools=["python3", "curl", "jq", "seq", "sleep", "cat", "rm", "kill"] + (["sed"] if auth["mode"] == "login" else []),
            tags=["rest-api", "http", "curl", "jq", "pagination", "change-request"]
                 + {"easy": ["api-key"], "medium": ["login", "boundary"], "hard": ["etag", "optimistic-locking", "retry"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 90}[level],
        )

    @staticmethod
    def _name(rng, s):
        w = rng.choice(s["words"])
        if s["name"] == "hostname":
            return f"{w}-{rng.choice(['fra', 'ams', 'iad', 'sjc', 'sin'])}{rng.randint(1, 4)}-{rng.randint(1, 60):02d}"
        if s["name"] == "key":
            return f"{w}.{rng.choice(['new', 'v2', 'beta', 'fast', 'ui'])}_{rng.choice(['flow', 'path', 'mode', 'panel'])}{rng.randint(1, 99)}"
        if s["name"] == "common_name":
            return f"{w}{rng.randint(1, 99)}.{rng.choice(['corp.example', 'int.example', 'example.net'])}"
        if s["name"] == "job_name":
            return f"{w}-{rng.choice(['nightly', 'hourly', 'weekly', 'adhoc'])}-{rng.randint(1, 99)}"
        if s["name"] == "fqdn":
            return f"{w}{rng.randint(1, 99)}.{rng.choice(['example.com', 'example.org', 'corp.example'])}."
        return f"{w}{rng.randint(1, 99)}@{rng.choice(['example.com', 'corp.example'])}"

    @staticmethod
    def _truth(s, level, records, team_a, team_b, n_thr):
        expected, changed, deleted = {}, set(), set()
        for rid, r in sorted(records.items()):
            new = {k: v for k, v in r.items() if k != "rev"}
            if level == "hard" and r["owner_team"] == team_a and r[s["status"]] == s["retired"]:
                changed.add(rid)
                deleted.add(rid)
                continue
            if r["owner_team"] == team_a:
                new["owner_team"] = team_b
            if level != "easy" and r[s["num"]] < n_thr and r[s["status"]] == s["s_from"]:
                new[s["status"]] = s["s_to"]
            if new != {k: v for k, v in r.items() if k != "rev"}:
                changed.add(rid)
            expected[rid] = new
        return expected, changed, deleted

    @staticmethod
    def _api_doc(s, level, port, per_page, auth):
        coll, noun = s["coll"], s["noun"]
        if auth["mode"] == "api_key":
            auth_text = "Every request except `/health` needs the header `X-Api-Key: <key>`."
        else:
            auth_text = dedent("""
                `POST /api/v1/auth/login` with a JSON body `{"username": ..., "password": ...}` returns
                `{"token": "...", "token_type": "Bearer"}`. Every request except `/health` and the login needs
                `Authorization: Bearer <token>`. Tokens live as long as the server process.
            """).rstrip()
        lock = ("Writes (PATCH, PUT, DELETE) **must** carry `If-Match: <etag>` (428 without it). "
                if level == "hard" else "Writes may carry `If-Match: <etag>`. ")
        return dedent(f"""
            # {s['product']} HTTP API (v1)

            Base URL: `http://127.0.0.1:{port}/api/v1` (the port is set in `/etc/{s['svc']}/server.json`).
            Responses are JSON. Errors are `{{"error": "..."}}` with a 4xx status.

            ## Authentication
            {{auth}}

            ## Endpoints
            - `GET /health`: liveness, no authentication.
            - `GET /{coll}?page=N&per_page=M`: one page of {coll}, sorted by `id`. Default `per_page` is {per_page},
              the maximum 25. The reply is `{{"items": [...], "page": N, "per_page": M, "total": T,
              "next_page": N+1 or null}}`.
            - `GET /{coll}/<id>`: one {noun}; the reply carries an `ETag` header (also as the `_etag` field).
            - `PATCH /{coll}/<id>`: merge the JSON object in the body into the {noun} (only the fields given change).
            - `PUT /{coll}/<id>`: replace the {noun} with the body (fields not given become `null`).
            - `DELETE /{coll}/<id>`: remove the {noun}.

            Every {noun} has `id`, `rev` (bumped on every write) and the fields
            `{s['name']}`, `owner_team`, `{s['num']}` (integer), `{s['status']}`, `{s['note']}`, `{s['sync']}`.
            `id`, `rev` and `_etag` are read-only.

            ## Concurrency and audit
            {lock}A stale ETag gets `412 Precondition Failed`. Every successful write is appended to the signed
            journal `/var/lib/{s['svc']}/journal.log` (HMAC chain); the store is `/var/lib/{s['svc']}/{coll}.json`.
        """).replace("{auth}", auth_text)

    @staticmethod
    def _instruction(rng, s, level, port, team_a, team_b, variant, n_thr, auth):
        svc, coll, noun = s["svc"], s["coll"], s["noun"]
        cr = rng.randint(1000, 9999)
        who = rng.choice(PEOPLE)
        opening = rng.choice([
            f"Team `{team_a}` has been folded into team `{team_b}`, and {s['why']} is due this week.",
            f"Following the reorg, everything team `{team_a}` owned now belongs to team `{team_b}`; {who} also asked us to fold in {s['why']}.",
            f"{who} approved the ownership hand-over from `{team_a}` to `{team_b}` together with {s['why']}.",
        ]) if level != "easy" else rng.choice([
            f"Team `{team_a}` has been folded into team `{team_b}`.",
            f"Following the reorg, everything team `{team_a}` owned now belongs to team `{team_b}`.",
            f"{who} approved the ownership hand-over from `{team_a}` to `{team_b}`.",
        ])
        rules = [f"Every {noun} whose `owner_team` is exactly `{team_a}` gets `owner_team` = `{team_b}`"
                 + (f" (other teams whose names merely start with `{team_a}`, such as `{variant}`, are not part of this change)."
                    if level != "easy" else ".")]
        if level != "easy":
            rules.append(f"Every {noun} whose `{s['num']}` is below {n_thr} (strictly) and whose `{s['status']}` is "
                         f"`{s['s_from']}` gets `{s['status']}` = `{s['s_to']}`. Decide this on the values before "
                         "rule 1; both rules can apply to the same " + noun + ".")
        if level == "hard":
            rules.append(f"A {noun} owned by `{team_a}` whose `{s['status']}` is `{s['retired']}` is deleted instead "
                         "of being moved (rule 1 and rule 2 do not apply to it).")
        rules_txt = "\n".join(f"{i}. {r}" for i, r in enumerate(rules, 1))
        if auth["mode"] == "api_key":
            cred = f"The API key for automation is in `{auth['key_file']}`."
        else:
            cred = (f"Log in as the automation user whose credentials are in `{auth['cred_file']}` "
                    "(see the API reference for the login call).")
        cons = [
            f"Go through the API only. Every write is appended to a signed journal that reviewers replay from "
            f"yesterday's snapshot; hand edits of the files under `/var/lib/{svc}` are detected and fail the change.",
            f"Do not write to any {noun} that needs no change (no no-op updates: they pollute the journal). A {noun} "
            "that needs a change may be written more than once.",
            f"Apart from the fields the rules name, every field of every {noun} keeps its value.",
        ]
        if level == "hard":
            cons.append(f"The {s['product']} enforces optimistic locking: every write needs the {noun}'s current ETag in "
                        f"`If-Match`. An inventory sync job writes `{s['sync']}` on some {coll} at the same time as you, "
                        "so expect `412 Precondition Failed`; re-read the " + noun + " and retry without losing the "
                        "sync job's value.")
        cons_txt = "\n".join(f"- {c}" for c in cons)
        find = (f"it listens on `http://127.0.0.1:{port}`" if level != "hard"
                else f"it listens on the port set in `/etc/{svc}/server.json`")
        return dedent(f"""
            # CR-{cr}: {coll} of `{team_a}` move to `{team_b}` in the {s['product']}

            {opening} The {s['product']} (`{svc}`) is the system of record for our {coll}; apply change request
            CR-{cr} to it **through its HTTP API**.

            The service is installed in this container but not running (there is no init system). Start it with
            `/opt/{svc}/bin/{svc}-server` (it stays in the foreground and logs to stderr, so run it in the background);
            {find}. The API reference is `/opt/{svc}/API.md`: listings are paginated and you will need more than one
            page. {cred}

            Change request CR-{cr}:
            {{rules}}

            Constraints:
            {{cons}}

            When you are done the service may keep running or be stopped; its data directory `/var/lib/{svc}` (the
            store `{coll}.json` and `journal.log`) is what gets reviewed.
        """).replace("{rules}", rules_txt).replace("{cons}", cons_txt)

    @staticmethod
    def _tests(truth):
        header = "import hashlib, hmac, json, os"
        body = '''
            def _journal():
                assert os.path.exists(T["journal"]), "no journal: nothing was written through the API"
                with open(T["journal"]) as f:
                    return [json.loads(l) for l in f if l.strip()]

            def _store():
                with open(T["store"]) as f:
                    return json.load(f)

            def _strip(recs):
                return {k: {f: v for f, v in r.items() if f != "rev"} for k, r in recs.items()}

            def test_records_match_the_change_request():
                got, want = _strip(_store()), T["expected"]
                missing = sorted(set(want) - set(got))
                extra = sorted(set(got) - set(want))
                assert not missing, f"records that should exist are gone: {missing[:8]}"
                assert not extra, f"records that should have been deleted are still there: {extra[:8]}"
                diffs = []
                for rid in sorted(want):
                    for f in sorted(set(want[rid]) | set(got[rid])):
                        if want[rid].get(f) != got[rid].get(f):
                            diffs.append(f"{rid}.{f}: got {got[rid].get(f)!r}, expected {want[rid].get(f)!r}")
                assert not diffs, f"{len(diffs)} field(s) differ, e.g. " + "; ".join(diffs[:6])

            def test_journal_chain_is_intact_and_replays_to_the_store():
                key = T["key"].encode()
                prev = "0" * 64
                state = json.loads(json.dumps(T["initial"]))
                for i, e in enumerate(_journal(), 1):
                    mac = e.pop("mac", None)
                    assert e.get("seq") == i and e.get("prev") == prev, f"journal entry {i}: broken sequence/chain"
                    body = json.dumps(e, sort_keys=True, separators=(",", ":")).encode()
                    assert mac == hmac.new(key, body, hashlib.sha256).hexdigest(), f"journal entry {i}: bad signature"
                    prev = mac
                    if e["record"] is None:
                        state.pop(e["id"], None)
                    else:
                        state[e["id"]] = e["record"]
                assert state == _store(), "the store differs from the replay of the journal (edited by hand?)"

            def test_only_records_needing_a_change_were_written():
                written = sorted({e["id"] for e in _journal() if e["actor"] == "api"})
                want = T["changed"]
                noop = sorted(set(written) - set(want))
                missed = sorted(set(want) - set(written))
                assert not noop, f"written although no change was needed: {noop[:8]}"
                assert not missed, f"never written although the change request covers them: {missed[:8]}"
        '''
        return pytest_file(header, {"T": truth}, body)
