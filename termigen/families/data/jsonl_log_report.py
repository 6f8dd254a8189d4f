"""Data/logs: summarise a service's JSON Lines request logs with jq (rotated + gzipped files, junk lines,
duplicates across rotations, mixed UTC offsets, a tenant lookup, nearest-rank p95)."""

from __future__ import annotations

import gzip
import json
import random
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

SERVICES = {
    "checkout": ["/api/cart", "/api/cart/items", "/api/checkout", "/api/payment", "/api/coupons", "/api/shipping/quote"],
    "search": ["/v1/search", "/v1/suggest", "/v1/facets", "/v1/spellcheck", "/v1/trending", "/v1/recent"],
    "accounts": ["/auth/login", "/auth/refresh", "/users/me", "/users/me/avatar", "/auth/logout", "/users/lookup"],
    "media": ["/img/resize", "/img/thumb", "/video/manifest", "/video/segment", "/upload", "/img/meta"],
    "inventory": ["/stock/level", "/stock/reserve", "/stock/release", "/warehouses", "/sku/lookup", "/stock/bulk"],
    "notify": ["/send/email", "/send/sms", "/send/push", "/templates", "/prefs", "/send/batch"],
    "geo": ["/geocode", "/reverse", "/route", "/tiles/meta", "/timezone", "/distance"],
    "ledger": ["/entries", "/entries/batch", "/balances", "/accounts/open", "/transfers", "/statements"],
}
TEAMS = ["payments on-call", "the SRE rotation", "platform reliability", "the API guild", "customer support engineering",
         "the capacity planning group", "the incident commander", "the service owner"]
REASONS = ["after last night's pager storm", "for the weekly reliability review", "to size the new autoscaling limits",
           "before the post-incident review", "because a customer escalated slow responses",
           "to check the SLO burn from yesterday", "for the error-budget report", "to confirm the canary rollout was healthy"]
TENANTS = ["Acme Retail", "Blue Harbor Bank", "Cobalt Games", "Dunmore Health", "Everlane Travel", "Fieldstone Media",
           "Granite Insurance", "Helios Energy", "Ironleaf Farms", "Jadeport Shipping", "Kestrel Air", "Lumen Schools"]
EVENTS = ["heartbeat", "config reloaded", "gc pause", "cache warmed", "connection pool resized", "leader elected",
          "metrics flushed", "shutdown requested"]
JUNK = ["Traceback (most recent call last):", "panic: runtime error: index out of range",
        "  at com.example.Handler.run(Handler.java:88)", "=== log rotated ===", "Killed"]
KEYS = {  # key name variants: (ts, level, route, status, latency, request id, api key)
    "ts": ["ts", "time", "@timestamp", "timestamp"],
    "level": ["level", "severity", "lvl"],
    "route": ["route", "path", "endpoint"],
    "status": ["status", "status_code", "code"],
    "lat": ["latency_ms", "duration_ms", "elapsed_ms", "took_ms"],
    "rid": ["request_id", "req_id", "trace_id"],
    "key": ["api_key", "client_key", "key_id"],
}
NEST = [("http", "http"), ("req", "res"), ("request", "response")]


def _jq_program(P: dict, level: str, bug: str, what: str) -> str:
    """One jq program per output, built from the instance's field paths; a decoy changes one rule (`bug`)."""
    j = json.dumps
    defs = [
        f"def rt: getpath({j(P['route'])}); def st: getpath({j(P['status'])}); def lat: getpath({j(P['lat'])});",
        f"def rid: getpath({j(P['rid'])}); def lvl: getpath({j(P['level'])}); def tsv: getpath({j(P['ts'])});",
        'def parsed: split("\\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));',
    ]
    isreq = "type == \"object\"" + ("" if bug == "counts_events" else " and (rt != null)")
    iserr = {"level_errors": 'lvl == "error"', "client_errors": "st >= 400"}.get(bug, "st >= 500")
    defs.append(f"def isreq: {isreq}; def iserr: {iserr};")
    defs.append(f"def key: getpath({j(P.get('key', ['x']))});")
    defs.append('def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") '
                '| (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 '
                '+ (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);')
    if bug == "string_window":
        inwin = f'(tsv >= {j(P["start"])} and tsv < {j(P["end"])})'
    else:
        inwin = f'(epoch >= ({j(P["start"])} | fromdateiso8601) and epoch < ({j(P["end"])} | fromdateiso8601))'
    defs.append(f"def inwin: {inwin if level == 'hard' else 'true'};")
    if bug == "p95_low":
        defs.append("def p95: sort | .[((length * 95 / 100) | floor) - 1];")
    else:
        defs.append("def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];")
    body = ["parsed as $all", '| ($all | map(select(. == "__BAD__")) | length) as $bad',
            "| ($all | map(select(. != \"__BAD__\" and isreq))) as $req0"]
    if level != "easy" and bug != "no_dedup":
        body.append("| ($req0 | unique_by(rid)) as $req1")
    else:
        body.append("| $req0 as $req1")
    body.append("| ($req1 | map(select(inwin))) as $req")
    if what == "summary":
        fields = ["requests: ($req | length)", "server_errors: ($req | map(select(iserr)) | length)"]
        if level != "easy":
            fields += ["skipped_lines: $bad", "duplicates: (($req0 | length) - ($req1 | length))"]
        body.append("| {" + ", ".join(fields) + "}")
    elif what == "routes":
        col = "p95_ms" if level == "hard" else "max_ms"
        agg = "(map(lat) | p95)" if level == "hard" else "(map(lat) | max)"
        body.append(f"| $req | group_by(rt) | map({{r: .[0] | rt, n: length, e: (map(select(iserr)) | length), x: {agg}}})")
        body.append(f'| sort_by(-.n, .r) | (["route", "requests", "server_errors", "{col}"] | @csv), (.[] | [.r, .n, .e, .x] | @csv)')
    else:  # tenants
        missing = "empty" if bug == "drop_unmapped" else '"unknown"'
        body.append(f"| $req | map(. + {{__t: ($T[0][key] // {missing})}}) | map(select(.__t != null))")
        body.append("| group_by(.__t) | map({key: .[0].__t, value: {requests: length, server_errors: (map(select(iserr)) | length)}})"
                    " | from_entries")
    return "\n".join(defs + body) + "\n"


def _solver(P: dict, level: str, bug: str) -> str:
    files = P["files"] if bug != "current_only" else P["files"][-1:]
    cat = []
    for f in files:
        cat.append(f"zcat {P['dir']}/{f}" if f.endswith(".gz") else f"cat {P['dir']}/{f}")
    lines = [f"mkdir -p {P['out']}", "{ " + "; ".join(cat) + "; } > /tmp/all.ndjson", "wc -l /tmp/all.ndjson"]
    outs = [("summary", "summary.json", "")]
    if bug != "summary_only":
        outs.append(("routes", "routes.csv", "-r"))
        if level == "hard":
            outs.append(("tenants", "tenants.json", f"--slurpfile T {P['tenants']}"))
    for what, name, flags in outs:
        lines.append(f"cat > /tmp/{what}.jq <<'JQ'")
        lines.append(_jq_program(P, level, bug, what).rstrip("\n"))
        lines.append("JQ")
        lines.append(f"jq -R -s {flags} -f /tmp/{what}.jq /tmp/all.ndjson > {P['out']}/{name}".replace("  ", " "))
    lines.append(f"head -c 400 {P['out']}/summary.json")
    return script("\n".join(lines) + "\n")


def _setpath(d: dict, path: list[str], v) -> None:
    for k in path[:-1]:
        d = d.setdefault(k, {})
    d[path[-1]] = v


@register
class JsonlLogReport(Family):
    name = "jsonl_log_report"
    category = "data"
    description = "Summarise JSON Lines request logs with jq: rotated/gzipped files, junk lines, duplicates, UTC windows, tenants, p95."

    def make(self, rng: random.Random, level: str) -> Draft:
        svc = rng.choice(sorted(SERVICES))
        routes = rng.sample(SERVICES[svc], rng.randint(4, 6))
        names = {k: rng.choice(v) for k, v in KEYS.items()}
        P: dict = {"ts": [names["ts"]], "level": [names["level"]], "rid": [names["rid"]]}
        if level == "easy":
            P.update(route=[names["route"]], status=[names["status"]], lat=[names["lat"]])
        else:
            a, b = rng.choice(NEST)
            P.update(route=[a, names["route"]], status=[b, names["status"]],
                     lat=rng.choice([[names["lat"]], ["timing", names["lat"]]]))
        if level == "hard":
            P["key"] = [names["key"]]
        host_dir = rng.choice(["/var/log", "/srv/logs", "/data/logs"])
        P["dir"] = f"{host_dir}/{svc}"
        P["out"] = rng.choice(["/srv/reports", "/opt/oncall/report", "/home/oncall/out", "/var/tmp/report"]) + f"/{svc}"
        n_rot = {"easy": 0, "medium": 2, "hard": 3}[level]
        P["files"] = [f"{svc}.log.{i}" + (".gz" if i >= 2 else "") for i in range(n_rot, 0, -1)] + [f"{svc}.log"]
        P["tenants"] = f"{host_dir}/{rng.choice(['tenants.json', 'api_keys.json', 'clients.json'])}"

        # -- time frame ----------------------------------------------------------------------------------
        day = datetime(rng.randint(2022, 2025), rng.randint(1, 12), rng.randint(1, 28), tzinfo=timezone.utc)
        t0 = day + timedelta(hours=rng.randint(0, 10))
        span_h = rng.randint(9, 14)
        start = t0 + timedelta(hours=rng.randint(2, 3))
        end = start + timedelta(hours=rng.randint(4, span_h - 5))
        P["start"], P["end"] = f"{start:%Y-%m-%dT%H:%M:%SZ}", f"{end:%Y-%m-%dT%H:%M:%SZ}"
        offsets = [0] if level != "hard" else [0] + rng.sample([60, 120, 330, 540], 1) + rng.sample([-300, -420, -240], 1)
        hosts = {o: f"{svc}-{rng.randint(1, 9)}{chr(97 + i)}" for i, o in enumerate(offsets)}
        tenants = rng.sample(TENANTS, rng.randint(4, 6))
        keymap = {f"pk_{rng.randrange(16**8):08x}": t for t in tenants for _ in range(rng.randint(1, 2))}
        stray = [f"pk_{rng.randrange(16**8):08x}" for _ in range(2)]  # keys nobody mapped

        n_req = {"easy": 170, "medium": 260, "hard": 330}[level]
        recs = []
        rid_seen = set()

        def new_rid():
            while True:
                r = f"{rng.randrange(16**12):012x}"
                if r not in rid_seen:
                    rid_seen.add(r)
                    return r

        def req(t, route=None, status=None, lvl=None, off=None, key=None, lat=None):
            status = status or rng.choices([200, 201, 204, 301, 400, 401, 404, 429, 500, 502, 503],
                                           [50, 6, 4, 2, 3, 2, 4, 2, 3, 2, 2])[0]
            if lvl is None:
                lvl = "error" if status >= 500 else ("warn" if status >= 400 else "info")
            if lat is None:
                lat = int(rng.lognormvariate(4.2, 0.9)) + 1
            recs.append({"kind": "req", "t": t.replace(microsecond=rng.randrange(1000) * 1000), "route": route or rng.choice(routes),
                         "status": status, "level": lvl, "lat": lat, "rid": new_rid(),
                         "off": rng.choice(offsets) if off is None else off,
                         "key": key or (rng.choice(sorted(keymap)) if rng.random() < 0.9 else rng.choice(stray))})

        span = span_h * 3600
        for _ in range(n_req):
            req(t0 + timedelta(seconds=rng.randrange(span)))
        mid = start + (end - start) / 2
        # forced situations (each defeats one plausible wrong answer)
        req(mid, status=rng.choice([404, 400]), lvl="warn")                 # a 4xx is not a server error
        ra, rb = rng.sample(routes, 2)
        req(mid + timedelta(minutes=3), route=ra, status=200, lvl="error")   # level=error but the request succeeded
        req(mid + timedelta(minutes=4), route=ra, status=201, lvl="error")
        req(mid + timedelta(minutes=5), route=rb, status=503, lvl="warn")    # a 5xx logged at warn
        if level == "hard":
            pos = [o for o in offsets if o > 0][0]
            neg = [o for o in offsets if o < 0][0]
            # UTC just before the window, local clock reads inside it (and the reverse): string compare gets both wrong
            req(start - timedelta(minutes=rng.randint(max(5, pos - 60), pos - 5)), off=pos, status=500)
            req(start + timedelta(minutes=rng.randint(10, 50)), off=neg, status=200)
            req(end - timedelta(minutes=rng.randint(5, pos - 5)), off=pos, status=502)
            for _ in range(3):  # unmapped keys inside the window
                req(mid + timedelta(minutes=rng.randint(-60, 60)), key=stray[0], status=rng.choice([200, 500]))
        for _ in range({"easy": 6, "medium": 10, "hard": 12}[level]):
            recs.append({"kind": "event", "t": t0 + timedelta(seconds=rng.randrange(span)), "msg": rng.choice(EVENTS),
                         "off": rng.choice(offsets), "level": "info"})
        recs.sort(key=lambda r: r["t"])
        if level == "hard":
            self._force_p95(rng, recs, start, end)

        # -- split over rotated files, overlaps, junk ---------------------------------------------------------
        nfiles = n_rot + 1
        cuts = sorted(rng.sample(range(len(recs) // 5, len(recs) * 4 // 5), nfiles - 1))
        chunks = [recs[a:b] for a, b in zip([0] + cuts, cuts + [len(recs)])]
        lines_per_file = []
        for i, chunk in enumerate(chunks):
            out = [self._line(P, r, hosts) for r in chunk]
            if i > 0 and level != "easy":  # copytruncate race: the last requests of the older file show up again
                prev = [r for r in chunks[i - 1] if r["kind"] == "req"][-rng.randint(2, 4):]
                out = [self._line(P, r, hosts) for r in prev] + out
            if level != "easy":
                for _ in range(rng.randint(1, 3)):
                    pos = rng.randrange(1, len(out))
                    if rng.random() < 0.5:
                        if len(out[pos - 1]) < 15:
                            raise Resample("a line too short to truncate")
                        cut = out[pos - 1][: rng.randint(10, len(out[pos - 1]) - 5)]
                        out.insert(pos, cut)
                    else:
                        out.insert(pos, rng.choice(JUNK))
            lines_per_file.append(out)
        truth = self._truth(P, level, lines_per_file, keymap)

        files = {}
        for name, lines in zip(P["files"], lines_per_file):
            data = ("\n".join(lines) + "\n").encode()
            if name.endswith(".gz"):
                data = gzip.compress(data, mtime=0)
            files[f"{P['dir']}/{name}"] = File.of(data)
        if level == "hard":
            files[P["tenants"]] = File.of(json.dumps(dict(sorted(keymap.items())), indent=2) + "\n")

        decoys = [("client_errors", "counts 4xx responses as server errors"),
                  ("level_errors", "counts lines logged at level error instead of 5xx statuses"),
                  ("summary_only", "half the job: summary.json without the per-route CSV")]
        if level != "hard":
            decoys.append(("counts_events", "counts non-request log events as requests"))
        if level != "easy":
            decoys += [("current_only", "reads only the current log file, not the rotated ones"),
                       ("no_dedup", "counts requests repeated across rotated files twice")]
        if level == "hard":
            decoys += [("string_window", "compares timestamps as strings: wrong for non-UTC offsets"),
                       ("p95_low", "takes the floor(0.95 n)-th value instead of the nearest rank"),
                       ("drop_unmapped", "drops requests whose key is not in the tenant map")]
        return Draft(
            instruction=self._instruction(rng, P, level, svc, hosts),
            environment=Environment(base_image=self.base_image, files=files, workdir=P["dir"]),
            solution=_solver(P, level, ""),
            tests={"test_outputs.py": self._tests(P, level, truth)},
            decoys=[Decoy(name=n, description=d, script=_solver(P, level, n)) for n, d in decoys],
            outputs=[P["out"]],
            tools=["jq", "cat", "mkdir", "wc", "head"] + (["zcat"] if level != "easy" else []),
            tags=["json", "logs", "jq"] + {"easy": [], "medium": ["log-rotation", "deduplication"],
                                           "hard": ["log-rotation", "deduplication", "timezones", "percentiles"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 90}[level],
        )

    @staticmethod
    def _force_p95(rng, recs, start, end):
        """Make sure the nearest-rank p95 and the floor-rank value differ for at least one route in the window."""
        by = {}
        for r in recs:
            if r["kind"] == "req" and start <= r["t"] < end:
                by.setdefault(r["route"], []).append(r)
        for route, rs in sorted(by.items()):
            n = len(rs)
            if n < 8 or (95 * n) % 100 == 0:
                continue
            lats = sorted(rs, key=lambda r: r["lat"])
            hi = lats[(95 * n + 99) // 100 - 1]
            lo = lats[(95 * n) // 100 - 1]
            if hi["lat"] == lo["lat"]:
                hi["lat"] += rng.randint(3, 30)
                for r in lats[(95 * n + 99) // 100:]:
                    r["lat"] = max(r["lat"], hi["lat"])
            return

    @staticmethod
    def _line(P, r, hosts):
        tz = timezone(timedelta(minutes=r["off"]))
        t = r["t"].astimezone(tz)
        ms = f".{t.microsecond // 1000:03d}" if len(hosts) > 1 else ""
        stamp = t.strftime("%Y-%m-%dT%H:%M:%S") + ms + ("Z" if r["off"] == 0 else t.strftime("%z")[:3] + ":" + t.strftime("%z")[3:])
        d: dict = {}
        _setpath(d, P["ts"], stamp)
        _setpath(d, P["level"], r["level"])
        d["host"] = hosts[r["off"]]
        if r["kind"] == "event":
            d["msg"] = r["msg"]
            return json.dumps(d, separators=(",", ":"))
        _setpath(d, P["rid"], r["rid"])
        _setpath(d, P["route"], r["route"])
        _setpath(d, P["status"], r["status"])
        _setpath(d, P["lat"], r["lat"])
        if "key" in P:
            _setpath(d, P["key"], r["key"])
        return json.dumps(d, separators=(",", ":"))

    @staticmethod
    def _truth(P, level, lines_per_file, keymap):
        def get(d, path):
            for k in path:
                if not isinstance(d, dict) or k not in d:
                    return None
                d = d[k]
            return d

        def epoch(s):
            return datetime.fromisoformat(s.replace("Z", "+00:00")).timestamp()

        bad, seen, reqs, dups = 0, set(), [], 0
        for lines in lines_per_file:
            for line in lines:
                try:
                    d = json.loads(line)
                except ValueError:
                    bad += 1
                    continue
                if get(d, P["route"]) is None:
                    continue
                rid = get(d, P["rid"])
                if level != "easy" and rid in seen:
                    dups += 1
                    continue
                seen.add(rid)
                reqs.append(d)
        if level == "hard":
            s, e = epoch(P["start"]), epoch(P["end"])
            reqs = [d for d in reqs if s <= int(epoch(get(d, P["ts"]))) < e]
        T = {"summary": {"requests": len(reqs), "server_errors": sum(get(d, P["status"]) >= 500 for d in reqs)}}
        if level != "easy":
            T["summary"].update(skipped_lines=bad, duplicates=dups)
        by = {}
        for d in reqs:
            by.setdefault(get(d, P["route"]), []).append(d)
        rows = []
        for route, ds in by.items():
            lats = sorted(get(d, P["lat"]) for d in ds)
            x = lats[(95 * len(lats) + 99) // 100 - 1] if level == "hard" else lats[-1]
            rows.append([route, len(ds), sum(get(d, P["status"]) >= 500 for d in ds), x])
        T["routes"] = sorted(rows, key=lambda r: (-r[1], r[0]))
        if level == "hard":
            ten = {}
            for d in reqs:
                t = keymap.get(get(d, P["key"]), "unknown")
                n, e = ten.get(t, (0, 0))
                ten[t] = (n + 1, e + (get(d, P["status"]) >= 500))
            T["tenants"] = {t: {"requests": n, "server_errors": e} for t, (n, e) in sorted(ten.items())}
        return T

    @staticmethod
    def _instruction(rng, P, level, svc, hosts):
        def path(p):
            return ".".join(p)
        team, reason = rng.choice(TEAMS), rng.choice(REASONS)
        files = ", ".join(f"`{f}`" for f in P["files"])
        if level == "easy":
            where = f"The `{svc}` service writes one JSON object per line to `{P['dir']}/{P['files'][-1]}`."
        else:
            where = (f"The `{svc}` service writes one JSON object per line under `{P['dir']}/`. logrotate keeps older "
                     f"files: {files} (oldest first; the `.gz` ones are gzip-compressed). Use all of them.")
        fields = (f"A request line carries its route at `{path(P['route'])}`, its HTTP status at `{path(P['status'])}`, "
                  f"the latency in milliseconds at `{path(P['lat'])}` and a unique request id at `{path(P['rid'])}`; "
                  f"the timestamp is at `{path(P['ts'])}` and the log level at `{path(P['level'])}`. Lines without a "
                  f"route are service events (heartbeats, reloads, ...), not requests: ignore them.")
        rules = ["A **server error** is a request whose HTTP status is 500 or higher. The log level is not a reliable "
                 "signal (retries that end well are logged at `error`, some 5xx at `warn`), and 4xx responses are client "
                 "errors, not server errors."]
        if level != "easy":
            rules.append("Some lines are not JSON at all (stack traces, lines cut short when the process died). Skip "
                         "them and count them as `skipped_lines`.")
            rules.append("Because of a copytruncate race, the first requests of a newer file can repeat the last "
                         "requests of the older one. A request id counts once; every extra copy of a request line counts "
                         "in `duplicates`.")
        if level == "hard":
            offs = sorted(hosts)
            rules.append(f"Only requests in the incident window count: from `{P['start']}` (inclusive) to `{P['end']}` "
                         f"(exclusive), in UTC. The hosts log in their own local time and the timestamps carry their UTC "
                         f"offset (for example `{'`, `'.join(sorted({('Z' if o == 0 else f'{o // 60:+03d}:{abs(o) % 60:02d}') for o in offs}))}`): "
                         f"compare instants, not strings. `skipped_lines` and `duplicates` are counted over all lines, "
                         f"not only the window.")
            rules.append(f"`{P['tenants']}` maps API keys (field `{path(P['key'])}`) to tenant names. Requests whose key "
                         f"is not in the map belong to the tenant `unknown`.")
        summary_keys = "`requests` (requests counted), `server_errors`" + (", `skipped_lines`, `duplicates`" if level != "easy" else "")
        col = "p95_ms" if level == "hard" else "max_ms"
        col_def = ("`p95_ms` is the nearest-rank 95th percentile of the route's latencies: sort them ascending and take "
                   "the value at position ceil(0.95 x n), counting from 1" if level == "hard" else
                   "`max_ms` is the route's highest latency")
        outs = [f"`{P['out']}/summary.json`: a JSON object with the integer fields {summary_keys}.",
                f"`{P['out']}/routes.csv` with the header `route,requests,server_errors,{col}` and one row per route that "
                f"has counted requests, sorted by `requests` descending, then route ascending. {col_def}."]
        if level == "hard":
            outs.append(f"`{P['out']}/tenants.json`: a JSON object mapping each tenant name (including `unknown` when it "
                        f"occurs) to `{{\"requests\": n, \"server_errors\": e}}`, for the window. Only tenants with "
                        f"requests appear.")
        text = dedent(f"""
            # {svc} request logs: error and latency summary

            {team[0].upper() + team[1:]} needs numbers for the `{svc}` service {reason}. {where}

            {fields}

            Rules:
            {{rules}}

            Write:
            {{outs}}

            The figures are checked against numbers computed independently from the same logs. `jq` is installed
            (so are the usual shell tools). Do not modify or delete the log files.
        """)
        return (text.replace("{rules}", "\n".join(f"- {r}" for r in rules))
                .replace("{outs}", "\n".join(f"{i}. {o}" for i, o in enumerate(outs, 1))))

    @staticmethod
    def _tests(P, level, truth):
        col = "p95_ms" if level == "hard" else "max_ms"
        consts = {"OUT": P["out"], "SUMMARY": truth["summary"], "ROUTES": truth["routes"], "COL": col,
                  "TENANTS": truth.get("tenants")}
        body = '''
            def _load(name):
                path = os.path.join(OUT, name)
                assert os.path.isfile(path), f"missing {path}"
                return path

            def test_summary_values():
                s = json.load(open(_load("summary.json")))
                assert isinstance(s, dict), "summary.json must hold a JSON object"
                for k, v in SUMMARY.items():
                    assert k in s, f"summary.json has no {k!r}"
                    assert s[k] == v, f"summary.json {k}: got {s[k]!r}, expected {v}"

            def test_routes_csv():
                with open(_load("routes.csv"), newline="") as f:
                    rows = [r for r in csv.reader(f) if r]
                assert rows[0] == ["route", "requests", "server_errors", COL], f"header is {rows[0]}"
                got = rows[1:]
                assert [r[0] for r in got] == [r[0] for r in ROUTES], f"routes/order: got {[r[0] for r in got]}, expected {[r[0] for r in ROUTES]}"
                for g, w in zip(got, ROUTES):
                    assert [int(float(x)) for x in g[1:]] == w[1:], f"route {w[0]}: got {g[1:]}, expected {w[1:]}"
        '''
        if level == "hard":
            body += '''

            def test_tenants():
                t = json.load(open(_load("tenants.json")))
                assert t == TENANTS, f"tenants.json differs: got {t}, expected {TENANTS}"
            '''
        return pytest_file("import csv, json, os", consts, body)
