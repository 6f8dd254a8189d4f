"""Interactive: apply a change request to a system of record through its local REST API.

An instance composes a pagination style, API mechanics the client must cope with (rate limiting, transient 503s,
expiring tokens, optimistic locking against a concurrent sync job, PUT-only or merge-patch writes, summary-only
listings, archived records hidden from the listing) and change-request rules (reassign, thresholds, deletions,
clamps, labels, renames by table, scaling, de-duplication, ...), applied in order, each on the previous result.
The oracle is a Python client built from the drawn components' pieces (class overrides and rule functions); the
same rule source computes the expected store at generation time, so every rule-level decoy is checked to differ.

Nothing is forgeable: the agent runs as `automation`; the service runs as its own user through one sudo rule, and
only that user can read the journal key or write /var/lib/<svc>. The tests (key, initial store, expected store and
the set of records that must be written embedded as literals) verify the HMAC chain, replay it, and compare.
"""

from __future__ import annotations

import copy
import json
import math
import random
import hashlib
from dataclasses import dataclass
from pathlib import Path

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File
from termigen.toolscan import tools_in

SERVER = Path(__file__).with_name("api_change_request_server.txt").read_text()
TEAMS = ["payments", "identity", "search", "growth", "data-platform", "infra", "mobile", "billing", "risk", "edge",
         "storage", "observability", "messaging", "checkout", "ledger", "catalog", "fraud", "notifications"]
LABELS = ["pci", "gdpr", "tier-1", "tier-2", "legacy", "migrating", "oncall", "cost-review", "shared", "frozen"]
PEOPLE = ["Priya Raman", "Tomasz Wilk", "Aiko Tanaka", "Daniel Okafor", "Marta Kowalczyk", "Luis Herrera",
          "Ingrid Solberg", "Kwame Mensah", "Sofia Greco", "Ravi Iyer"]
# One schema per service: `num` an integer field, `status` a state, `note` free text, `sync` a timestamp the
# inventory sync job owns.
SCHEMAS = [
    dict(svc="assetd", product="Asset Registry", coll="hosts", noun="host", prefix="HST", name="hostname",
         num="warranty_months", lo=0, hi=48, status="state", statuses=["active", "maintenance", "spare"],
         retired="decommissioned", note="rack", notes=["r12-u04", "r07-u33", "r02-u18", "r19-u09", "r05-u41"],
         sync="last_seen", words=["db", "web", "cache", "queue", "batch", "kube"]),
    dict(svc="flagpole", product="Feature Flag Service", coll="flags", noun="flag", prefix="FLG", name="key",
         num="rollout_percent", lo=0, hi=100, status="stage", statuses=["ga", "beta", "experiment"],
         retired="archived-flag", note="description", notes=["new checkout", "dark mode", "fast search",
                                                              "bulk export", "smart retries"],
         sync="evaluated_at", words=["checkout", "search", "pricing", "export", "inbox", "profile"]),
    dict(svc="certwatch", product="Certificate Inventory", coll="certificates", noun="certificate", prefix="CRT",
         name="common_name", num="days_to_expiry", lo=0, hi=400, status="status",
         statuses=["issued", "pending", "renewing"], retired="revoked", note="issuer",
         notes=["internal-ca-2", "letsencrypt", "digicert", "internal-ca-3", "vault-pki"], sync="last_scan",
         words=["api", "login", "static", "grpc", "mail", "vpn"]),
    dict(svc="jobsched", product="Batch Scheduler", coll="jobs", noun="job", prefix="JOB", name="job_name",
         num="max_runtime_min", lo=1, hi=240, status="state", statuses=["scheduled", "paused", "manual"],
         retired="disabled", note="cron", notes=["0 2 * * *", "*/15 * * * *", "30 6 * * 1", "0 */4 * * *",
                                                  "45 23 * * *"],
         sync="last_run", words=["etl", "backup", "report", "reindex", "purge", "rollup"]),
    dict(svc="zonekeeper", product="DNS Record Manager", coll="records", noun="record", prefix="DNS", name="fqdn",
         num="ttl", lo=30, hi=3600, status="status", statuses=["live", "staged", "canary"], retired="deprecated",
         note="target", notes=["10.4.1.12", "10.8.3.7", "lb-3.int", "10.2.9.40", "edge-1.int"], sync="checked_at",
         words=["api", "www", "mail", "cdn", "auth", "files"]),
    dict(svc="mailboxd", product="Shared Mailbox Directory", coll="mailboxes", noun="mailbox", prefix="MBX",
         name="address", num="quota_gb", lo=1, hi=100, status="state", statuses=["open", "read-only", "forwarding"],
         retired="closed", note="display_name", notes=["Support Desk", "Vendor Invoices", "Press", "Alerts", "Hiring"],
         sync="last_delivery", words=["support", "invoices", "press", "alerts", "jobs", "sales"]),
]


@dataclass(frozen=True)
class ApiLevel(LevelConfig):
    mechanics: tuple[int, int] = (0, 1)  # API mechanics among the components (the rest, but pagination, are rules)
    min_rules: int = 1
    records: tuple[int, int] = (24, 32)
    spec_in_file: bool = False  # hard: the change request is a document in the environment
    docs_mechanics: bool = True  # hard: API.md documents the endpoints, not how the service pushes back


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _stamp(rng, year=2024):
    return f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z"


# --- the client every oracle and decoy is built on (Python; components subclass `Api` or append to RULES) ---------
HEAD = '''
SVC_UP
cat > /tmp/cr_client.py <<'PY'
import copy, json, math, re, sys, time, urllib.error, urllib.parse, urllib.request
BASE, COLL, CRED, REPORT = "http://127.0.0.1:@@port@@/api/v1", "@@coll@@", "@@cred@@", "@@report@@"
RULES = []


def creds():
    return dict(l.split(" = ", 1) for l in open(CRED).read().splitlines() if " = " in l and not l.startswith("#"))


class Api:
    method, ctype = "PATCH", "application/json"

    def __init__(self):
        self.headers = {}
        self.login()

    def login(self):
@@login@@

    def call(self, method, path, body=None, headers=None):
        h = dict(self.headers, **(headers or {}))
        data = None if body is None else json.dumps(body).encode()
        if data is not None:
            h["Content-Type"] = self.ctype
        req = urllib.request.Request(BASE + path, data=data, method=method, headers=h)
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.headers, e.read()

    def check(self, res, what):
        if res[0] >= 300:
            sys.exit(f"{what}: HTTP {res[0]} {res[2][:200]!r}")
        return res[1], (json.loads(res[2]) if res[2] else None)

    def page(self, query):
        return self.check(self.call("GET", f"/{COLL}?{query}"), "list")

    def list_query(self):
        return ""

    def list_all(self):  # the first page only: a pagination component replaces this
        body = self.page(self.list_query().lstrip("&"))[1]
        return body["items"] if isinstance(body, dict) else body

    def get(self, rid):
        return self.check(self.call("GET", f"/{COLL}/{rid}"), rid)[1]

    def body_for(self, current, change):
        return change

    def headers_for(self, current):
        return {}

    def apply(self, rid, current, change):  # change None: delete
        if change is None:
            return self.call("DELETE", f"/{COLL}/{rid}", None, self.headers_for(current))
        return self.call(self.method, f"/{COLL}/{rid}", self.body_for(current, change), self.headers_for(current))
'''

TAIL = '''
api = Api()
listed = {r["id"]: r for r in api.list_all()}
before = {rid: {k: v for k, v in r.items() if k not in ("rev", "_etag")} for rid, r in listed.items()}
after = copy.deepcopy(before)
for rule in RULES:
    rule(after)
@@plan@@
updated = {rid: sorted(k for k, v in after[rid].items() if before[rid][k] != v) for rid in sorted(after)}
report = {"deleted": sorted(set(before) - set(after)), "updated": {k: v for k, v in updated.items() if v}}
with open(REPORT, "w") as f:
    json.dump(report, f, indent=1, sort_keys=True)
PY
python3 /tmp/cr_client.py
chmod 0666 @@report@@
'''
PLAN = {  # how the tail turns `after` into writes; the first is the oracle's
    "diff": '''
for rid in sorted(before):
    change = None if rid not in after else {k: v for k, v in after[rid].items() if before[rid].get(k) != v}
    if change != {}:
        api.check(api.apply(rid, listed[rid], change), rid)
''',
    "patch_all": '''
for rid in sorted(before):
    change = None if rid not in after else {k: v for k, v in after[rid].items() if before[rid].get(k) != v}
    api.check(api.apply(rid, listed[rid], change), rid)
''',
}
PARALLEL = '''
after = copy.deepcopy(before)
for rule in RULES:  # every rule decided on the values as listed, then merged
    out = copy.deepcopy(before)
    rule(out)
    for rid in before:
        if rid not in out:
            after.pop(rid, None)
        elif rid in after:
            after[rid].update({k: v for k, v in out[rid].items() if before[rid][k] != v})
'''

LOGIN = {  # Api.login per auth scheme (the body of the method)
    "api_key": 'self.headers["X-Api-Key"] = creds()["api_key"]',
    "basic": """import base64
c = creds()
self.headers["Authorization"] = "Basic " + base64.b64encode(f"{c['username']}:{c['password']}".encode()).decode()""",
    "login": """c = creds()
res = self.call("POST", "/auth/login", {"username": c["username"], "password": c["password"]})
self.headers["Authorization"] = "Bearer " + self.check(res, "login")[1]["token"]""",
}


def _py(src: str) -> str:
    return dedent(src).rstrip() + "\n"


# --- pagination: exactly one per instance -----------------------------------------------------------------------
PAGINATION = [
    Component("page_numbers", skill="pagination: page numbers", fix=_py('''
        class Api(Api):
            def list_all(self):
                items, page = [], 1
                while page:
                    body = self.page(f"page={page}{self.list_query()}")[1]
                    items += body["items"]
                    page = body["next_page"]
                return items
        '''), wrong={"floor_pages": _py('''
        class Api(Api):
            def list_all(self):
                first = self.page(f"page=1{self.list_query()}")[1]
                items = []
                for page in range(1, first["total"] // first["per_page"] + 1):
                    items += self.page(f"page={page}{self.list_query()}")[1]["items"]
                return items
        ''')}),
    Component("cursor", skill="pagination: opaque cursor", fix=_py('''
        class Api(Api):
            def list_all(self):
                items, cursor = [], ""
                while True:
                    body = self.page(f"cursor={urllib.parse.quote(cursor)}{self.list_query()}")[1]
                    items += body["items"]
                    cursor = body["next_cursor"]
                    if not cursor:
                        return items
        '''), wrong={"drops_last_page": _py('''
        class Api(Api):
            def list_all(self):
                items, cursor = [], ""
                while True:
                    body = self.page(f"cursor={urllib.parse.quote(cursor)}{self.list_query()}")[1]
                    if not body["next_cursor"]:
                        return items
                    items += body["items"]
                    cursor = body["next_cursor"]
        ''')}),
    Component("link_header", skill="pagination: RFC 8288 Link header", fix=_py('''
        class Api(Api):
            def list_all(self):
                items, path = [], f"/{COLL}?page=1{self.list_query()}"
                while path:
                    head, body = self.check(self.call("GET", path), "list")
                    items += body
                    nxt = re.search(r'<([^>]+)>;\\s*rel="next"', head.get("Link", ""))
                    path = nxt.group(1).split("/api/v1", 1)[1] if nxt else None
                return items
        ''')),
    Component("offset_limit", skill="pagination: offset/limit", fix=_py('''
        class Api(Api):
            def list_all(self):
                items = []
                while True:
                    body = self.page(f"offset={len(items)}&limit=25{self.list_query()}")[1]
                    items += body["items"]
                    if not body["items"] or len(items) >= body["total"]:
                        return items
        '''), wrong={"one_based_offset": _py('''
        class Api(Api):
            def list_all(self):
                items, offset = [], 1
                while offset <= self.page(f"offset=0&limit=1{self.list_query()}")[1]["total"]:
                    body = self.page(f"offset={offset}&limit=25{self.list_query()}")[1]
                    items += body["items"]
                    offset += 25
                return items
        ''')}),
]

# --- API mechanics: how the service pushes back --------------------------------------------------------------------
MECHANICS = [
    Component("rate_limit", skill="HTTP 429 + Retry-After", fix=_py('''
        class Api(Api):
            def call(self, method, path, body=None, headers=None):
                while True:
                    res = super().call(method, path, body, headers)
                    if res[0] != 429:
                        return res
                    time.sleep(float(res[1].get("Retry-After") or 1))
        '''), wrong={"retries_without_waiting": _py('''
        class Api(Api):
            def call(self, method, path, body=None, headers=None):
                for _ in range(3):
                    res = super().call(method, path, body, headers)
                    if res[0] != 429:
                        break
                return res
        ''')}),
    Component("transient_503", skill="retrying transient 5xx", fix=_py('''
        class Api(Api):
            def call(self, method, path, body=None, headers=None):
                for attempt in range(8):
                    res = super().call(method, path, body, headers)
                    if res[0] != 503:
                        break
                    time.sleep(0.2 * (attempt + 1))
                return res
        '''), wrong={"retries_once": _py('''
        class Api(Api):
            def call(self, method, path, body=None, headers=None):
                res = super().call(method, path, body, headers)
                return super().call(method, path, body, headers) if res[0] == 503 else res
        ''')}),
    Component("token_expiry", skill="re-authenticating on an expired token", data={"auth": "login"}, fix=_py('''
        class Api(Api):
            def call(self, method, path, body=None, headers=None):
                res = super().call(method, path, body, headers)
                if res[0] == 401 and b"expired" in res[2]:
                    self.login()
                    res = super().call(method, path, body, headers)
                return res
        ''')),
    Component("lock", skill="ETag / If-Match optimistic locking, 412 retry", excludes=("stale_sync", "delete_retired"),
              fix=_py('''
        class Api(Api):
            def headers_for(self, current):
                return dict(super().headers_for(current), **{"If-Match": current["_etag"]})

            def apply(self, rid, current, change):
                res = super().apply(rid, current, change)
                while res[0] == 412:  # written since we listed it: re-read, send only our change again
                    current = self.get(rid)
                    res = super().apply(rid, current, change)
                return res
        '''), wrong={"gives_up_on_412": _py('''
        class Api(Api):
            def headers_for(self, current):
                return dict(super().headers_for(current), **{"If-Match": current["_etag"]})

            def apply(self, rid, current, change):
                res = super().apply(rid, current, change)
                return (200, {}, b"") if res[0] == 412 else res
        '''), "resends_stale_record": _py('''
        class Api(Api):
            def headers_for(self, current):
                return dict(super().headers_for(current), **{"If-Match": current["_etag"]})

            def apply(self, rid, current, change):
                res = super().apply(rid, current, change)
                if res[0] == 412 and change is not None:
                    stale = {k: v for k, v in current.items() if k not in ("id", "rev", "_etag")}
                    res = super().apply(rid, dict(current, _etag=self.get(rid)["_etag"]), dict(stale, **change))
                return res
        ''')}),
    Component("put_only", skill="full-record PUT", excludes=("merge_patch",), fix=_py('''
        class Api(Api):
            method = "PUT"

            def body_for(self, current, change):  # PUT replaces the record: send all of it
                full = {k: v for k, v in current.items() if k not in ("id", "rev", "_etag")}
                return dict(full, **change)
        '''), wrong={"put_partial": _py('''
        class Api(Api):
            method = "PUT"
        ''')}),
    Component("merge_patch", skill="RFC 7396 merge-patch content type", fix=_py('''
        class Api(Api):
            ctype = "application/merge-patch+json"
        ''')),
    Component("summary_listing", skill="listing summaries, per-item GET", fix=_py('''
        class Api(Api):
            def list_all(self):  # the listing has ids and ETags only
                return [self.get(r["id"]) for r in super().list_all()]
        ''')),
    Component("archived_filter", skill="a listing filter that hides records", fix=_py('''
        class Api(Api):
            def list_query(self):
                return super().list_query() + "&include_archived=true"
        ''')),
]


# --- change-request rules: each a function over the collection (id -> record), appended to RULES ----------------
def _src(name: str, body: str) -> str:
    lines = dedent(body).rstrip().splitlines()
    return f"def {name}(recs):\n" + "".join(f"    {l}\n" for l in lines) + f"RULES.append({name})\n"


def _each(cond_and_act: str) -> str:
    return "for r in recs.values():\n" + "".join(f"    {l}\n" for l in dedent(cond_and_act).rstrip().splitlines())


def reassign_team(rng, s, c):
    a, b, v = c["team_a"], c["team_b"], c["variant"]
    body = _each(f'if r["owner_team"] == {a!r}:\n    r["owner_team"] = {b!r}')
    return dict(text=f"Every {s['noun']} whose `owner_team` is exactly `{a}` moves to team `{b}` (teams whose names "
                     f"only start with `{a}`, such as `{v}`, are not part of this change).",
                body=body, wrong={"prefix_match": body.replace(f'== {a!r}', f'.startswith({a!r})')},
                plants=[{"owner_team": a}, {"owner_team": v}])


def threshold_status(rng, s, c):
    num, st, lo, hi = s["num"], s["status"], s["lo"], s["hi"]
    n, frm, to = rng.randint(lo + (hi - lo) // 5, lo + (hi - lo) // 2), rng.choice(s["statuses"]), c["review"]
    body = _each(f"if r[{num!r}] < {n} and r[{st!r}] == {frm!r}:\n    r[{st!r}] = {to!r}")
    other = [x for x in s["statuses"] if x != frm]
    return dict(text=f"Every {s['noun']} whose `{num}` is below {n} (strictly) and whose `{st}` is `{frm}` gets "
                     f"`{st}` = `{to}`.", body=body, wrong={"boundary_le": body.replace(" < ", " <= ")},
                plants=[{num: rng.randint(lo, n - 1), st: frm}, {num: n, st: frm},
                        {num: rng.randint(lo, n - 1), st: rng.choice(other)}])


def delete_retired(rng, s, c):
    st, sy, ret = s["status"], s["sync"], s["retired"]
    cut = f"2024-{rng.randint(4, 9):02d}-01T00:00:00Z"
    body = f"for rid in [k for k, r in recs.items() if r[{st!r}] == {ret!r} and r[{sy!r}] < {cut!r}]:\n    del recs[rid]"
    return dict(text=f"{s['noun'].capitalize()}s in state `{ret}` whose `{sy}` is before {cut} are deleted; `{ret}` "
                     f"ones seen since then stay.", body=body,
                wrong={"ignores_date": body.replace(f" and r[{sy!r}] < {cut!r}", "")},
                plants=[{st: ret, sy: "2024-01-%02dT08:00:00Z" % rng.randint(1, 28)},
                        {st: ret, sy: "2024-11-%02dT08:00:00Z" % rng.randint(1, 28)}])


def clamp_num(rng, s, c):
    num, lo, hi = s["num"], s["lo"], s["hi"]
    mx = rng.randint(lo + (hi - lo) // 2, hi - (hi - lo) // 6)
    body = _each(f"r[{num!r}] = min(r[{num!r}], {mx})")
    return dict(text=f"No {s['noun']} may have `{num}` above {mx}: where it is higher, set it to {mx}.", body=body,
                wrong={"clamps_below": body.replace(f", {mx})", f", {mx - 1})")},
                plants=[{num: rng.randint(mx + 1, hi)}, {num: mx}])


def add_label(rng, s, c):
    st, lab, keep = s["status"], c["labels"][0], c["labels"][2:4]
    v = rng.choice(s["statuses"])
    body = _each(f'if r[{st!r}] == {v!r} and {lab!r} not in r["labels"]:\n    r["labels"] = r["labels"] + [{lab!r}]')
    return dict(text=f"Every {s['noun']} whose `{st}` is `{v}` carries the label `{lab}` in `labels` (append it "
                     "where it is missing; the other labels stay).", body=body,
                wrong={"replaces_list": _each(f'if r[{st!r}] == {v!r}:\n    r["labels"] = [{lab!r}]'),
                       "duplicates": _each(f'if r[{st!r}] == {v!r}:\n    r["labels"] = r["labels"] + [{lab!r}]')},
                plants=[{st: v, "labels": list(keep)}, {st: v, "labels": [keep[0], lab]}])


def remove_label(rng, s, c):
    lab, keep = c["labels"][1], c["labels"][2:4]
    body = _each(f'if {lab!r} in r["labels"]:\n    r["labels"] = [x for x in r["labels"] if x != {lab!r}]')
    return dict(text=f"The label `{lab}` is retired: remove it from every {s['noun']} that carries it (the other "
                     "labels stay, in their order).", body=body,
                wrong={"clears_labels": _each(f'if {lab!r} in r["labels"]:\n    r["labels"] = []')},
                plants=[{"labels": [keep[0], lab, keep[1]]}, {"labels": [lab]}])


def normalize_name(rng, s, c):
    nm = s["name"]
    body = _each(f"r[{nm!r}] = r[{nm!r}].strip().lower()")
    return dict(text=f"`{nm}` values are stored in lower case without leading or trailing blanks; fix those that "
                     "are not.", body=body,
                wrong={"lower_only": body.replace(".strip()", ""), "strip_only": body.replace(".lower()", "")},
                plants=[{nm: lambda r: r[nm].upper()}, {nm: lambda r: r[nm] + "  "}, {nm: lambda r: " " + r[nm]}])


def fill_note(rng, s, c):
    nt, dflt = s["note"], rng.choice(["unassigned", "tbd", "unknown", "to-be-confirmed"])
    body = _each(f"if not r[{nt!r}]:\n    r[{nt!r}] = {dflt!r}")
    return dict(text=f"Every {s['noun']} without a `{nt}` (null or the empty string) gets `{nt}` = `{dflt}`.",
                body=body, wrong={"null_only": body.replace(f"not r[{nt!r}]", f"r[{nt!r}] is None"),
                                  "empty_only": body.replace(f"not r[{nt!r}]", f"r[{nt!r}] == ''")},
                plants=[{nt: None}, {nt: ""}])


def map_notes(rng, s, c):
    nt, v = s["note"], rng.sample(s["notes"], 5)
    table = {v[0]: v[1], v[1]: v[2], v[3]: v[4]}
    body = _each(f"if r[{nt!r}] in {table!r}:\n    r[{nt!r}] = {table!r}[r[{nt!r}]]")
    rows = ", ".join(f"`{a}` -> `{b}`" for a, b in table.items())
    return dict(text=f"Rename `{nt}` values by this table, one step only (a value the table produces is not renamed "
                     f"again): {rows}.", body=body, wrong={"chained": body.replace("if r[", "while r[", 1)},
                plants=[{nt: v[0]}, {nt: v[1]}, {nt: v[3]}])


def scale_num(rng, s, c):
    num, st, pct = s["num"], s["status"], rng.choice([25, 50, 75])
    v = rng.choice(s["statuses"])
    body = _each(f"if r[{st!r}] == {v!r}:\n    r[{num!r}] = math.ceil(r[{num!r}] * {100 + pct} / 100)")
    x = rng.choice([k for k in range(max(1, s["lo"]), s["hi"] // 2 + 2) if k * pct % 100])
    return dict(text=f"Every {s['noun']} whose `{st}` is `{v}` gets `{num}` raised by {pct}%, rounded up to a whole "
                     "number.", body=body,
                wrong={"rounds_down": body.replace(f"math.ceil(r[{num!r}] * {100 + pct} / 100)",
                                                   f"r[{num!r}] * {100 + pct} // 100")},
                plants=[{st: v, num: x}])


def dedupe_names(rng, s, c):
    nm = s["name"]
    body = dedent(f"""
        seen = set()
        for rid in sorted(recs):
            key = recs[rid][{nm!r}].strip().lower()
            if key in seen:
                del recs[rid]
            seen.add(key)
    """)
    dup = {"dup_of_earlier": nm}  # the record takes the name (upper-cased) of a record with a lower id
    return dict(text=f"Some {s['noun']}s were registered twice: where several share a `{nm}` (ignoring case and "
                     f"surrounding blanks), keep the one with the lowest `id` and delete the others.", body=body,
                wrong={"keeps_last": body.replace("sorted(recs)", "sorted(recs, reverse=True)")},
                plants=[dup, dup], anchor=False)


def stale_sync(rng, s, c):
    st, sy, v = s["status"], s["sync"], rng.choice(s["statuses"])
    day = f"2024-{rng.randint(3, 10):02d}-{rng.randint(10, 20):02d}"
    cut = f"{day}T{rng.randint(11, 15):02d}:00:00Z"
    body = _each(f"if r[{st!r}] == {v!r} and r[{sy!r}] < {cut!r}:\n    r[{st!r}] = 'stale'")
    return dict(text=f"Every {s['noun']} in state `{v}` whose `{sy}` is older than {cut} gets state `stale`.",
                body=body, wrong={"date_only": body.replace(f"r[{sy!r}] < {cut!r}", f"r[{sy!r}][:10] < {day!r}")},
                plants=[{st: v, sy: f"{day}T{rng.randint(0, 9):02d}:{rng.randint(0, 59):02d}:00Z"},
                        {st: v, sy: f"{day}T{rng.randint(16, 23):02d}:{rng.randint(0, 59):02d}:00Z"}])


RULE_MAKERS = [reassign_team, threshold_status, delete_retired, clamp_num, add_label, remove_label, normalize_name,
               fill_note, map_notes, scale_num, dedupe_names, stale_sync]
RULES = [Component(f.__name__, skill="change rule") for f in RULE_MAKERS]


def run_rules(sources: list[str], recs: dict, parallel: bool = False) -> dict:
    """The rules as the oracle runs them (the same source), on a copy: in order, or each on the listed values."""
    fns = []
    for src in sources:
        ns = {"RULES": fns, "math": math}
        exec(compile(src, "rule", "exec"), ns)
    out = copy.deepcopy(recs)
    for f in fns:
        if not parallel:
            f(out)
            continue
        one = copy.deepcopy(recs)
        f(one)
        for rid in recs:
            if rid not in one:
                out.pop(rid, None)
            elif rid in out:
                out[rid].update({k: v for k, v in one[rid].items() if recs[rid][k] != v})
    return out


def _plant(rng, rec: dict, recs: dict, plant: dict) -> None:
    for k, v in plant.items():
        if k == "dup_of_earlier":
            rec[v] = recs[rng.choice([i for i in sorted(recs) if i < rec["id"]])][v].upper()
        else:
            rec[k] = v(rec) if callable(v) else copy.deepcopy(v)


TESTS = '''
def _journal():
    assert os.path.exists(T["journal"]), "no journal: nothing was written through the API"
    with open(T["journal"]) as f:
        return [json.loads(line) for line in f if line.strip()]


def _store():
    with open(T["store"]) as f:
        return json.load(f)


def _want():
    want = {k: {f: v for f, v in r.items() if f != "rev"} for k, r in T["initial"].items() if k not in T["deleted"]}
    for k, change in T["changes"].items():
        want[k].update(change)
    return want


def test_records_match_the_change_request():
    got = {k: {f: v for f, v in r.items() if f != "rev"} for k, r in _store().items()}
    want = _want()
    assert sorted(set(want) - set(got)) == [], "records that should exist are gone"
    assert sorted(set(got) - set(want)) == [], "records that should have been deleted are still there"
    diffs = [f"{rid}.{f}: got {got[rid].get(f)!r}" for rid in sorted(want)
             for f in sorted(set(want[rid]) | set(got[rid])) if want[rid].get(f) != got[rid].get(f)]
    assert not diffs, f"{len(diffs)} field(s) differ from the change request, e.g. " + "; ".join(diffs[:6])


def test_journal_chain_is_intact_and_replays_to_the_store():
    prev, state = "0" * 64, json.loads(json.dumps(T["initial"]))
    for i, e in enumerate(_journal(), 1):
        mac = e.pop("mac", None)
        assert e.get("seq") == i and e.get("prev") == prev, f"journal entry {i}: broken sequence or chain"
        body = json.dumps(e, sort_keys=True, separators=(",", ":")).encode()
        assert mac == hmac.new(T["key"].encode(), body, hashlib.sha256).hexdigest(), f"journal entry {i}: bad MAC"
        prev = mac
        if e["record"] is None:
            state.pop(e["id"], None)
        else:
            state[e["id"]] = e["record"]
    assert state == _store(), "the store differs from the replay of the journal"


def test_change_report_lists_what_changed():
    assert os.path.exists(T["report_path"]), "no change report"
    with open(T["report_path"]) as f:
        got = json.load(f)
    assert got == T["report"], "the change report does not list the deleted ids and changed fields"


def test_only_records_needing_a_change_were_written():
    written = sorted({e["id"] for e in _journal() if e["actor"] == "api"})
    changed = set(T["changes"]) | set(T["deleted"])
    assert sorted(set(written) - changed) == [], "written although no change was needed (no-op writes)"
    assert sorted(changed - set(written)) == [], "never written although the change request covers them"
'''


@dataclass(frozen=True)
class _Inst:
    """What the instruction and docs need of one draw."""
    s: dict
    cfg: ApiLevel
    pag: Component
    mechs: list
    rules: list
    auth: str
    port: int
    per_page: int
    cred: str
    cr: int

    @property
    def report(self) -> str:
        return f"/home/automation/CR-{self.cr}-report.json"


@register
class ApiChangeRequest(KitFamily):
    name = "api_change_request"
    category = "interactive"
    description = ("Apply a change request through a local REST service composed from pagination styles, API "
                   "mechanics (429, 503, token expiry, ETag locking against a sync job, PUT-only, merge-patch, "
                   "summary listings, hidden archived records) and ordered change rules.")
    base_image = "termigen/ops:1"
    levels = {
        "easy": ApiLevel(components=(2, 3), mechanics=(0, 1), min_rules=1, records=(22, 30)),
        "medium": ApiLevel(components=(3, 4), mechanics=(1, 2), min_rules=1, records=(28, 38)),
        "hard": ApiLevel(components=(4, 5), mechanics=(2, 3), min_rules=2, records=(34, 46), spec_in_file=True,
                         docs_mechanics=False),
    }

    def draft(self, rng: random.Random, cfg: ApiLevel) -> Draft:
        s = rng.choice(SCHEMAS)
        pag = rng.choice(PAGINATION)
        n = rng.randint(*cfg.components) - 1
        m = min(rng.randint(*cfg.mechanics), n - cfg.min_rules)
        mechs = compose(rng, MECHANICS, m) if m > 0 else []
        banned = {x for c in mechs for x in c.excludes}
        picked = compose(rng, [r for r in RULES if r.name not in banned], n - len(mechs))
        team_a, team_b, *others = rng.sample(TEAMS, 5)
        c = dict(team_a=team_a, team_b=team_b, variant=f"{team_a}-{rng.choice(['legacy', 'eu', 'sandbox'])}",
                 labels=rng.sample(LABELS, 6), review=rng.choice(["needs-review", "flagged", "review-due"]))
        made = [dict(RULE_MAKERS[[r.name for r in RULES].index(p.name)](rng, s, c), name=p.name) for p in picked]
        rules = [Component(r["name"], fix=_src(r["name"], r["body"]), skill="change rule",
                           wrong={w: _src(r["name"], b) for w, b in r["wrong"].items()}, data=r) for r in made]
        auth = "login" if any(x.data.get("auth") for x in mechs) else rng.choice(sorted(LOGIN))
        feats = {x.name for x in mechs}

        # the collection: random records, then each rule's situations planted (targets on the first and last record)
        ids, k = [], rng.randint(1000, 8000)
        for _ in range(rng.randint(*cfg.records)):
            k += rng.randint(1, 9)
            ids.append(f"{s['prefix']}-{k}")
        teams = [team_a, team_b, c["variant"], *others]
        names = rng.sample([f"{w}-{i:02d}" for w in s["words"] for i in range(1, 40)], len(ids))
        recs = {rid: {"id": rid, s["name"]: nm, "owner_team": rng.choice(teams), s["num"]: rng.randint(s["lo"], s["hi"]),
                      s["status"]: rng.choice(s["statuses"]), s["note"]: rng.choice(s["notes"]), s["sync"]: _stamp(rng),
                      "labels": rng.sample(c["labels"][2:], rng.randint(0, 2)), "archived": False}
                for rid, nm in zip(ids, names)}
        anchors = [r for r in rules if r.data.get("anchor", True)]
        if not anchors:
            raise Resample("no rule can target the first and last record")
        free = ids[1:-1]
        rng.shuffle(free)
        _plant(rng, recs[ids[-1]], recs, rng.choice(anchors).data["plants"][0])
        _plant(rng, recs[ids[0]], recs, rng.choice(anchors).data["plants"][0])
        for r in rules:
            for p in r.data["plants"]:
                _plant(rng, recs[free.pop()], recs, p)

        expected = run_rules([r.fix for r in rules], recs)
        changed = sorted(rid for rid in recs if expected.get(rid) != recs[rid])
        patched = [rid for rid in changed if rid in expected]
        if ids[0] not in changed or ids[-1] not in changed or len(patched) < 2:
            raise Resample("the planted targets did not survive the rules")
        for r in rules:  # every rule-level decoy must leave another store
            for src in [""] + list(r.wrong.values()):
                if run_rules([src if x is r else x.fix for x in rules if src or x is not r], recs) == expected:
                    raise Resample(f"a wrong version of {r.name} gives the right store")
        parallel = run_rules([r.fix for r in rules], recs, parallel=True) != expected

        secrets = {"journal_key": "%032x" % rng.getrandbits(128)}
        conf = {"port": rng.choice(range(8100, 8999)), "collection": s["coll"], "noun": s["noun"], "max_per_page": 25,
                "data_dir": f"/var/lib/{s['svc']}", "pagination": pag.name, "auth": auth, "features": sorted(feats),
                "fields": {s["name"]: "str", "owner_team": "str", s["num"]: "int", s["status"]: "str", s["note"]: "str",
                           s["sync"]: "str", "labels": "list", "archived": "bool"}}
        middle = [rid for rid in changed if rid not in (ids[0], ids[-1])]
        if "archived_filter" in feats and not middle:
            raise Resample("no changed record to hide")
        hidden = rng.sample(middle, min(2, len(middle))) + rng.sample(free, 1) if "archived_filter" in feats else \
            rng.sample(ids[1:-1], 2)  # archived records exist everywhere; the listing shows them unless filtered
        for rid in hidden:
            recs[rid]["archived"] = True
            if rid in expected:
                expected[rid]["archived"] = True
        sizes = [p for p in (8, 10, 12) if len(ids) % p]  # a last, partial page (the client lists archived ones too)
        conf["per_page"] = rng.choice(sizes)
        queue = {}
        if "lock" in feats:
            for rid in rng.sample(patched, 2):
                queue[rid] = {s["sync"]: _stamp(rng, 2025)}
                expected[rid][s["sync"]] = queue[rid][s["sync"]]
        if "transient_503" in feats:
            secrets["flaky"] = sorted(rng.sample(changed, 2))
        if "rate_limit" in feats:
            conf["rate_every"] = rng.randint(5, 8)
        if "token_expiry" in feats:
            conf["token_uses"] = rng.randint(6, 9)

        svc = s["svc"]
        home = "/home/automation"
        cred = f"{home}/.config/{svc}/credentials"
        if auth == "api_key":
            creds = {"api_key": "%040x" % rng.getrandbits(160)}
            secrets["api_key"] = creds["api_key"]
        else:
            pw = "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(16))
            creds = {"username": rng.choice(["cr-bot", "ops-automation", "change-runner"]), "password": pw}
            secrets["users"] = {creds["username"]: _sha(pw), rng.choice(["auditor", "dashboard"]): _sha(f"x{pw}")}
        inst = _Inst(s, cfg, pag, mechs, rules, auth, conf["port"], conf["per_page"], cred, rng.randint(1000, 9999))
        initial = {rid: dict(r, rev=rng.randint(1, 9)) for rid, r in recs.items()}
        files = {
            f"/etc/{svc}/server.json": File.of(json.dumps(conf, indent=2, sort_keys=True) + "\n"),
            f"/etc/{svc}/secrets.json": File.of(json.dumps(secrets, indent=2, sort_keys=True) + "\n", mode=0o600),
            f"/opt/{svc}/bin/{svc}-server": File.of(SERVER.replace("@@svc@@", svc).replace("@@product@@", s["product"]),
                                                    mode=0o755),
            f"/opt/{svc}/API.md": File.of(self._api_doc(inst)),
            f"/var/lib/{svc}/{s['coll']}.json": File.of(json.dumps(initial, indent=1, sort_keys=True) + "\n"),
            cred: File.of(f"# {s['product']} API credentials (change automation)\n"
                          + "".join(f"{k} = {v}\n" for k, v in creds.items()), mode=0o600),
        }
        if queue:
            files[f"/var/lib/{svc}/sync-queue.json"] = File.of(json.dumps(queue, indent=1, sort_keys=True) + "\n")
        if cfg.spec_in_file:
            files[f"{home}/CR-{inst.cr}.md"] = File.of(self._cr_doc(inst))

        head = HEAD.replace("SVC_UP", dedent(f"""
            sudo -n -u {svc} /opt/{svc}/bin/{svc}-server >/tmp/{svc}-server.log 2>&1 </dev/null &
            for i in $(seq 1 100); do curl -sf -o /dev/null http://127.0.0.1:{conf['port']}/api/v1/health && break; sleep 0.1; done
        """).rstrip()).replace("@@port@@", str(conf["port"])).replace("@@coll@@", s["coll"]).replace(
            "@@cred@@", cred).replace("@@report@@", inst.report).replace("@@login@@", "".join(f"        {l}\n" for l in LOGIN[auth].splitlines()).rstrip())
        comps = [pag, *mechs, *rules]
        tail = {k: TAIL.replace("@@plan@@", dedent(v).rstrip()).replace("@@report@@", inst.report)
                for k, v in PLAN.items()}
        extra = [Decoy(name="patch_all", description="right values, but writes every record (no-op writes)",
                       script=oracle_and_decoys(comps, head=head, tail=tail["patch_all"])[0])]
        if parallel:
            par = tail["diff"].replace("for rule in RULES:\n    rule(after)\n", dedent(PARALLEL))
            extra.append(Decoy(name="rules_on_listed_values", description="decides every rule on the values as listed "
                               "instead of applying them in order", script=oracle_and_decoys(comps, head=head, tail=par)[0]))
        solution, decoys = oracle_and_decoys(comps, head=head, tail=tail["diff"], extra=extra, rng=rng)
        changes = {rid: {f: v for f, v in expected[rid].items() if recs[rid][f] != v} for rid in patched}
        truth = {"initial": initial, "changes": changes, "deleted": sorted(set(recs) - set(expected)),
                 "key": secrets["journal_key"], "report_path": inst.report,
                 "report": {"deleted": sorted(set(recs) - set(expected)),
                            "updated": {k: sorted(f for f in ch if f not in queue.get(k, {})) for k, ch in changes.items()}},
                 "store": f"/var/lib/{svc}/{s['coll']}.json", "journal": f"/var/lib/{svc}/journal.log"}
        return Draft(
            instruction=self._instruction(rng, inst),
            environment=Environment(base_image=self.base_image, files=files, workdir=home, setup=self._setup(svc)),
            solution=solution, decoys=decoys,
            tests={"test_outputs.py": hidden_tests({"T": truth}, TESTS, imports="import hashlib\nimport hmac\nimport json\n")},
            outputs=[f"/var/lib/{svc}", inst.report], tools=sorted(tools_in(solution) | {"python3", "sudo"}),
            tags=["rest-api", "http", "change-request", pag.name.replace("_", "-"), auth.replace("_", "-")]
                 + [x.name.replace("_", "-") for x in mechs],
            expert_time_min=10 + 5 * len(comps), junior_time_min=25 + 12 * len(comps),
            components=[x.name for x in comps] + [f"auth_{auth}"], agent_user="automation")

    @staticmethod
    def _setup(svc: str) -> str:
        return dedent(f"""
            set -e
            useradd --system --no-create-home --shell /usr/sbin/nologin {svc}
            useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
            chown -R {svc}:{svc} /var/lib/{svc} /etc/{svc}/secrets.json && chmod 0700 /var/lib/{svc}
            chown -R automation:automation /home/automation && chmod 0700 /home/automation
            echo 'automation ALL=({svc}) NOPASSWD: /opt/{svc}/bin/{svc}-server ""' > /etc/sudoers.d/{svc}
            chmod 0440 /etc/sudoers.d/{svc}
        """)

    @staticmethod
    def _api_doc(i: _Inst) -> str:
        s, coll, noun, feats = i.s, i.s["coll"], i.s["noun"], {x.name for x in i.mechs}
        auth = {
            "api_key": "Every request except `/health` carries the header `X-Api-Key: <key>`.",
            "basic": "Every request except `/health` uses HTTP Basic authentication (`Authorization: Basic ...`).",
            "login": '`POST /api/v1/auth/login` with `{"username": ..., "password": ...}` returns `{"token": "...", '
                     '"token_type": "Bearer"}`; every other request except `/health` carries `Authorization: Bearer '
                     '<token>`.'}[i.auth]
        paging = {
            "page_numbers": f"`GET /{coll}?page=N&per_page=M` returns `{{\"items\": [...], \"page\": N, \"per_page\": "
                            f"M, \"total\": T, \"next_page\": N+1 or null}}`.",
            "cursor": f"`GET /{coll}?limit=M&cursor=C` returns `{{\"items\": [...], \"next_cursor\": C2 or null}}`; "
                      "pass `next_cursor` back as `cursor` for the next page (omit it for the first).",
            "link_header": f"`GET /{coll}?page=N&per_page=M` returns a JSON array of {coll}; further pages are "
                           "announced in the `Link` response header (RFC 8288).",
            "offset_limit": f"`GET /{coll}?offset=O&limit=M` returns `{{\"items\": [...], \"offset\": O, \"limit\": "
                            "M, \"total\": T}`.",
        }[i.pag.name]
        notes = [f"Pages hold {i.per_page} {coll} by default, 25 at most; the listing is sorted by `id`."]
        if "summary_listing" in feats:
            notes.append(f"Listing items carry only `id`, `rev` and `_etag`; `GET /{coll}/<id>` returns the whole {noun}.")
        if "archived_filter" in feats:
            notes.append(f"Archived {coll} (`archived: true`) are left out of listings unless `include_archived=true` "
                         "is passed.")
        writes = (f"- `PUT /{coll}/<id>`: replace the {noun} with the body (fields not given become `null`).\n" +
                  ("" if "put_only" in feats else
                   f"- `PATCH /{coll}/<id>`: merge the JSON object in the body into the {noun} (only the fields given "
                   "change; a list is replaced as a whole)"
                   + (", sent as `Content-Type: application/merge-patch+json`" if "merge_patch" in feats else "")
                   + ".\n") + f"- `DELETE /{coll}/<id>`: remove the {noun}.")
        ops = []
        if i.cfg.docs_mechanics:
            for x in i.mechs:
                ops += {"rate_limit": ["The API is rate limited: an over-eager client gets `429 Too Many Requests` "
                                       "with a `Retry-After` header (seconds)."],
                        "transient_503": ["The storage backend is sometimes busy: a write may get `503`; retrying it "
                                          "a moment later succeeds."],
                        "token_expiry": ["Tokens are short-lived: after a few requests they stop working (`401` "
                                         "`token expired`); log in again."],
                        "lock": [f"Writes **must** carry `If-Match: <etag>` (`428` without it). An inventory sync "
                                 f"job writes `{s['sync']}` on some {coll} at any time."]}.get(x.name, [])
        ops_txt = "".join(f"- {o}\n" for o in ops)
        return dedent(f"""
            # {s['product']} HTTP API (v1)

            Base URL: `http://127.0.0.1:<port>/api/v1` (the port is in `/etc/{s['svc']}/server.json`). Responses are
            JSON; errors are `{{"error": "..."}}` with a 4xx/5xx status.

            ## Authentication
            {auth}

            ## Endpoints
            - `GET /health`: liveness, no authentication.
            - {paging}
            - `GET /{coll}/<id>`: one {noun}, with its `ETag` header (also the `_etag` field).
            @@writes@@

            @@notes@@

            Every {noun} has `id`, `rev` (bumped on every write) and the fields `{s['name']}`, `owner_team`,
            `{s['num']}` (integer), `{s['status']}`, `{s['note']}`, `{s['sync']}`, `labels` (list of strings) and
            `archived` (boolean). `id`, `rev` and `_etag` are read-only.

            ## Concurrency and audit
            A write may carry `If-Match: <etag>`; a stale ETag gets `412 Precondition Failed`. Every successful write is
            appended to the signed journal `/var/lib/{s['svc']}/journal.log`; the store is
            `/var/lib/{s['svc']}/{coll}.json`.
        """).replace("@@writes@@", writes).replace("@@notes@@", " ".join(notes)) + (
            f"\n## Operational notes\n{ops_txt}" if ops_txt else "")

    @staticmethod
    def _rules_md(i: _Inst) -> str:
        rules = "\n".join(f"{n}. {r.data['text']}" for n, r in enumerate(i.rules, 1))
        if len(i.rules) > 1:
            rules += (f"\n\nApply the rules in this order, each to the result of the ones before it (a {i.s['noun']} "
                      "deleted by one rule is gone for the later ones).")
        return rules + (f"\nThe rules cover every {i.s['noun']}, archived ones included."
                        if "archived_filter" in {x.name for x in i.mechs} else "")

    def _cr_doc(self, i: _Inst) -> str:
        return f"# CR-{i.cr}: {i.s['coll']} clean-up in the {i.s['product']}\n\nStatus: approved\n\n" + \
            self._rules_md(i) + "\n"

    def _instruction(self, rng: random.Random, i: _Inst) -> str:
        s, svc, coll, noun = i.s, i.s["svc"], i.s["coll"], i.s["noun"]
        feats = {x.name for x in i.mechs}
        who = rng.choice(PEOPLE)
        cred = {"api_key": f"The automation API key is in `{i.cred}`.",
                "basic": f"The automation account's username and password are in `{i.cred}`.",
                "login": f"Log in as the automation account whose credentials are in `{i.cred}`."}[i.auth]
        hints = []
        if not i.cfg.spec_in_file and i.cfg.docs_mechanics and i.cfg.components[1] <= 3:  # easy: name the symptoms
            hints.append({"page_numbers": "The listing is paged by page number (`next_page`).",
                          "cursor": "The listing is paged with an opaque cursor (`next_cursor`).",
                          "link_header": "The listing is paged through the `Link` response header.",
                          "offset_limit": "The listing is paged by offset and limit; it says only the `total`."}
                         [i.pag.name])
            hints += [{"rate_limit": "The service rate-limits clients: on `429`, wait for `Retry-After` and retry.",
                       "transient_503": "A few writes fail with `503` while the backend is busy; retry them.",
                       "token_expiry": "Its tokens expire after a few requests; log in again on `401 token expired`.",
                       "lock": f"Writes need `If-Match`; a sync job writes `{s['sync']}` concurrently, so expect `412`: "
                               f"re-read the {noun} and resend only your change.",
                       "put_only": f"This version has no PATCH: send the whole {noun} with PUT.",
                       "merge_patch": "PATCH bodies must be sent as `application/merge-patch+json`.",
                       "summary_listing": f"The listing has only ids and ETags; fetch each {noun} for its fields.",
                       "archived_filter": f"Archived {coll} are hidden from the listing unless you ask for them.",
                       }[x.name] for x in i.mechs]
        cons = [f"Go through the API only: every write is appended to a signed journal that reviewers replay from "
                f"yesterday's snapshot. (You cannot write `/var/lib/{svc}` yourself anyway.)",
                f"Do not write to any {noun} that needs no change (no no-op updates: they pollute the journal). A "
                f"{noun} that needs a change may be written more than once.",
                f"Apart from the fields the rules name, every field of every {noun} keeps its value."]
        if "lock" in feats:
            cons.append(f"Other automation writes to the {s['product']} while you work; what it writes must survive.")
        if i.cfg.spec_in_file:
            body = (f"The approved change request is `/home/automation/CR-{i.cr}.md`; apply it as written. The API "
                    f"reference (`/opt/{svc}/API.md`) lists the endpoints; how the service behaves under a real client "
                    "you will find out from its answers.")
        else:
            body = "Change request CR-%d:\n%s" % (i.cr, self._rules_md(i))
        hint_txt = ("\nWhat you will run into:\n" + "".join(f"- {h}\n" for h in hints)) if hints else ""
        return dedent(f"""
            # CR-{i.cr}: {coll} clean-up in the {s['product']}

            {who} approved change request CR-{i.cr} for the {s['product']} (`{svc}`), the system of record for our
            {coll}. Apply it **through the service's HTTP API**.

            The service is installed but not running (there is no init system). You work as `automation`; start the
            service as its own user with `sudo -u {svc} /opt/{svc}/bin/{svc}-server` (the one command `automation` may
            run with sudo; it stays in the foreground and logs to stderr, so run it in the background). Its port is
            in `/etc/{svc}/server.json`, its API reference in `/opt/{svc}/API.md`; listings are paginated. {cred}

            @@body@@
            @@hints@@
            Constraints:
            @@cons@@

            When you are done, write the change report `{i.report}`: a JSON object
            `{{"deleted": [<ids you deleted, sorted>], "updated": {{"<id>": [<the fields the change request changed, sorted>],
            ...}}}}` (every {noun} you updated, nothing else). The service may keep running or be stopped; its data
            directory `/var/lib/{svc}` (the store `{coll}.json` and `journal.log`) and the report are what gets reviewed.
        """).replace("@@body@@", body).replace("@@hints@@", hint_txt).replace(
            "@@cons@@", "\n".join(f"- {x}" for x in cons))
