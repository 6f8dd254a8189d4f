#!/bin/bash
set -euo pipefail
sudo -n -u jobsched /opt/jobsched/bin/jobsched-server >/tmp/jobsched-server.log 2>&1 </dev/null &
for i in $(seq 1 100); do curl -sf -o /dev/null http://127.0.0.1:8890/api/v1/health && break; sleep 0.1; done
cat > /tmp/cr_client.py <<'PY'
import copy, json, math, re, sys, time, urllib.error, urllib.parse, urllib.request
BASE, COLL, CRED, REPORT = "http://127.0.0.1:8890/api/v1", "jobs", "/home/automation/.config/jobsched/credentials", "/home/automation/CR-5614-report.json"
RULES = []


def creds():
    return dict(l.split(" = ", 1) for l in open(CRED).read().splitlines() if " = " in l and not l.startswith("#"))


class Api:
    method, ctype = "PATCH", "application/json"

    def __init__(self):
        self.headers = {}
        self.login()

    def login(self):
        c = creds()
        res = self.call("POST", "/auth/login", {"username": c["username"], "password": c["password"]})
        self.headers["Authorization"] = "Bearer " + self.check(res, "login")[1]["token"]

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
class Api(Api):
    def list_all(self):
        items, path = [], f"/{COLL}?page=1{self.list_query()}"
        while path:
            head, body = self.check(self.call("GET", path), "list")
            items += body
            nxt = re.search(r'<([^>]+)>;\s*rel="next"', head.get("Link", ""))
            path = nxt.group(1).split("/api/v1", 1)[1] if nxt else None
        return items
class Api(Api):
    ctype = "application/merge-patch+json"
class Api(Api):
    def headers_for(self, current):
        return dict(super().headers_for(current), **{"If-Match": current["_etag"]})

    def apply(self, rid, current, change):
        res = super().apply(rid, current, change)
        while res[0] == 412:  # written since we listed it: re-read, send only our change again
            current = self.get(rid)
            res = super().apply(rid, current, change)
        return res
def normalize_name(recs):
    for r in recs.values():
        r['job_name'] = r['job_name'].strip().lower()
RULES.append(normalize_name)
def clamp_num(recs):
    for r in recs.values():
        r['max_runtime_min'] = min(r['max_runtime_min'], 125)
RULES.append(clamp_num)
api = Api()
listed = {r["id"]: r for r in api.list_all()}
before = {rid: {k: v for k, v in r.items() if k not in ("rev", "_etag")} for rid, r in listed.items()}
after = copy.deepcopy(before)
for rule in RULES:
    rule(after)
for rid in sorted(before):
    change = None if rid not in after else {k: v for k, v in after[rid].items() if before[rid].get(k) != v}
    api.check(api.apply(rid, listed[rid], change), rid)
updated = {rid: sorted(k for k, v in after[rid].items() if before[rid][k] != v) for rid in sorted(after)}
report = {"deleted": sorted(set(before) - set(after)), "updated": {k: v for k, v in updated.items() if v}}
with open(REPORT, "w") as f:
    json.dump(report, f, indent=1, sort_keys=True)
PY
python3 /tmp/cr_client.py
chmod 0666 /home/automation/CR-5614-report.json
