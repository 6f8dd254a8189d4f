#!/bin/bash
set -euo pipefail
sudo -n -u flagpole /opt/flagpole/bin/flagpole-server >/tmp/flagpole-server.log 2>&1 </dev/null &
for i in $(seq 1 100); do curl -sf -o /dev/null http://127.0.0.1:8571/api/v1/health && break; sleep 0.1; done
cat > /tmp/cr_client.py <<'PY'
import copy, json, math, re, sys, time, urllib.error, urllib.parse, urllib.request
BASE, COLL, CRED, REPORT = "http://127.0.0.1:8571/api/v1", "flags", "/home/automation/.config/flagpole/credentials", "/home/automation/CR-2733-report.json"
RULES = []


def creds():
    return dict(l.split(" = ", 1) for l in open(CRED).read().splitlines() if " = " in l and not l.startswith("#"))


class Api:
    method, ctype = "PATCH", "application/json"

    def __init__(self):
        self.headers = {}
        self.login()

    def login(self):
        import base64
        c = creds()
        self.headers["Authorization"] = "Basic " + base64.b64encode(f"{c['username']}:{c['password']}".encode()).decode()

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
        items = []
        while True:
            body = self.page(f"offset={len(items)}&limit=25{self.list_query()}")[1]
            items += body["items"]
            if not body["items"] or len(items) >= body["total"]:
                return items
class Api(Api):
    def list_all(self):  # the listing has ids and ETags only
        return [self.get(r["id"]) for r in super().list_all()]
def threshold_status(recs):
    for r in recs.values():
        if r['rollout_percent'] <= 41 and r['stage'] == 'ga':
            r['stage'] = 'needs-review'
RULES.append(threshold_status)
api = Api()
listed = {r["id"]: r for r in api.list_all()}
before = {rid: {k: v for k, v in r.items() if k not in ("rev", "_etag")} for rid, r in listed.items()}
after = copy.deepcopy(before)
for rule in RULES:
    rule(after)
for rid in sorted(before):
    change = None if rid not in after else {k: v for k, v in after[rid].items() if before[rid].get(k) != v}
    if change != {}:
        api.check(api.apply(rid, listed[rid], change), rid)
updated = {rid: sorted(k for k, v in after[rid].items() if before[rid][k] != v) for rid in sorted(after)}
report = {"deleted": sorted(set(before) - set(after)), "updated": {k: v for k, v in updated.items() if v}}
with open(REPORT, "w") as f:
    json.dump(report, f, indent=1, sort_keys=True)
PY
python3 /tmp/cr_client.py
chmod 0666 /home/automation/CR-2733-report.json
