"""Distributed: a map-reduce job over event shards (JSON lines, some gzipped) whose reduce step is wrong:
distinct users summed across shards, retried events counted twice, medians of medians, a time window applied
in local time. Judged by running the agent's tool on hidden shard sets."""

from __future__ import annotations

import gzip
import json
import random
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

JOBS = [  # (tool, what a key is, key values, what an event is)
    ("apistats", "API route", ["/v1/orders", "/v1/users", "/v1/cart", "/v1/search", "/v1/login", "/v1/invoices",
                               "/v2/orders", "/v2/catalog", "/v1/health", "/v1/export"], "API request"),
    ("pagestats", "page", ["home", "pricing", "docs", "blog", "signup", "checkout", "careers", "status", "faq", "about"],
     "page view"),
    ("jobstats", "batch queue", ["etl-hourly", "etl-daily", "thumbs", "mailer", "reindex", "backup", "billing", "ml-train",
                                 "exports", "cleanup"], "finished batch job"),
    ("playstats", "track", ["t-1001", "t-1002", "t-1007", "t-1013", "t-1021", "t-1034", "t-1055", "t-1089", "t-1144",
                            "t-1233"], "track play"),
    ("shipstats", "warehouse", ["ams-1", "ber-2", "cph-1", "dub-3", "lis-1", "mad-2", "osl-1", "prg-2", "vie-1", "waw-3"],
     "parcel scan"),
    ("loginstats", "identity provider", ["okta", "azure-ad", "google", "github", "ldap-eu", "ldap-us", "saml-partner",
                                         "keycloak", "auth0", "cognito"], "sign-in"),
    ("dnsstats", "zone", ["example.org", "corp.local", "cdn.net", "mail.io", "shop.biz", "api.dev", "id.app", "docs.site",
                          "ads.tv", "img.cloud"], "DNS query"),
]
CLUSTERS = ["ingest cluster", "edge fleet", "collector farm", "log pipeline", "regional gateway pool", "streaming tier"]
OFFSETS = ["Z", "+01:00", "+02:00", "-05:00", "+05:30", "-08:00", "+09:00", "-03:00"]

BUGS = {
    "distinct_sum": "sums per-shard distinct users instead of counting distinct users over all shards",
    "no_top": "half the job: leaves out the `top` list",
    "no_dedup": "counts retried events (same id in several shards) more than once",
    "plain_only": "reads only uncompressed shards",
    "median_of_medians": "p50 as the median of per-shard medians",
    "local_window": "applies the time window to local timestamps, ignoring the UTC offset",
}


class Job:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.tool, self.keyw, keys, self.event = rng.choice(JOBS)
        self.keys = rng.sample(keys, rng.randint(6, 9))
        self.users = [f"u{rng.randint(1000, 9999)}" for _ in range(rng.randint(25, 60))]
        day = datetime(rng.randint(2022, 2025), rng.randint(1, 12), rng.randint(1, 27), tzinfo=timezone.utc)
        self.since = day + timedelta(hours=rng.randint(0, 6))
        self.until = self.since + timedelta(hours=rng.randint(12, 30))
        self.bugs = {"easy": ["distinct_sum", "no_top"], "medium": ["distinct_sum", "no_top", "no_dedup", "plain_only"],
                     "hard": ["distinct_sum", "no_dedup", "plain_only", "median_of_medians", "local_window"]}[level]
        self.example = self._shards(rng, 3)
        self.hidden = [self._shards(rng, rng.randint(4, 6)), self._shards(rng, rng.randint(3, 5))]

    def _event(self, rng, eid, ts=None, key=None):
        hard = self.level == "hard"
        if ts is None:
            span = (self.until - self.since).total_seconds()
            ts = self.since + timedelta(seconds=rng.uniform(-0.15 * span, 1.15 * span) if hard else rng.uniform(0, span))
        off = rng.choice(OFFSETS) if hard else "Z"
        pool = self.keys[:-1] if hard else self.keys
        return {"id": eid, "ts": ts.replace(microsecond=0), "off": off, "key": key or rng.choice(pool),
                "user": rng.choice(self.users), "ms": rng.randint(3, 2500)}

    def _shards(self, rng, n):
        shards, eid = [], rng.randint(10**6, 9 * 10**6)
        for s in range(n):
            evs = []
            for _ in range(rng.randint(40, 110)):
                eid += rng.randint(1, 5)
                evs.append(self._event(rng, f"e{eid}"))
            shards.append(evs)
        # the same users in several shards, on the same key (distinct counts do not add up)
        for s in range(n):
            for k in self.keys[:3]:
                eid += 1
                e = self._event(rng, f"e{eid}", key=k)
                e["user"] = self.users[0]
                shards[s].append(e)
        if self.level != "easy":
            # retried uploads: the same event, byte for byte, in another shard (inside the window)
            for _ in range(rng.randint(4, 9)):
                a, b = rng.sample(range(n), 2)
                pick = [e for e in shards[a] if self.since <= e["ts"] < self.until and e["key"] != self.keys[-1]]
                shards[b].append(dict(rng.choice(pick)))
        if self.level == "hard":
            # the reserved key: slow in shard 0, fast everywhere else (a median of medians gets it wrong)
            star = self.keys[-1]
            mid = self.since + (self.until - self.since) / 2
            for s in range(n):
                for _ in range(3 * (n - 1) + 5 if s == 0 else 3):
                    eid += 1
                    e = self._event(rng, f"e{eid}", ts=mid + timedelta(minutes=rng.randint(-300, 300)), key=star)
                    e["off"] = "Z"
                    e["ms"] = rng.randint(2000, 2500) if s == 0 else rng.randint(10, 50)
                    shards[s].append(e)
        if self.level == "hard":
            # boundary events: inside the window in local time but not in UTC, and the reverse
            for s in range(n):
                eid += 1
                e = self._event(rng, f"e{eid}", ts=self.until + timedelta(minutes=rng.randint(10, 200)))
                e["off"] = "-05:00"   # UTC after `until`, local clock before it
                shards[s].append(e)
                eid += 1
                e = self._event(rng, f"e{eid}", ts=self.since + timedelta(minutes=rng.randint(10, 200)))
                e["off"] = "+09:00"   # local clock shows a time after `since`, UTC is inside too
                shards[s].append(e)
                eid += 1
                e = self._event(rng, f"e{eid}", ts=self.since - timedelta(minutes=rng.randint(10, 200)))
                e["off"] = "+09:00"   # UTC before `since`, local clock after it
                shards[s].append(e)
        for evs in shards:
            rng.shuffle(evs)
        return shards

    @staticmethod
    def line(e) -> str:
        off = e["off"]
        if off == "Z":
            ts = e["ts"].strftime("%Y-%m-%dT%H:%M:%SZ")
        else:
            sign = 1 if off[0] == "+" else -1
            delta = timedelta(hours=int(off[1:3]), minutes=int(off[4:6])) * sign
            ts = (e["ts"] + delta).strftime("%Y-%m-%dT%H:%M:%S") + off
        return json.dumps({"id": e["id"], "ts": ts, "key": e["key"], "user": e["user"], "ms": e["ms"]}, separators=(",", ":"))

    def gz_set(self, shards):
        return set() if self.level == "easy" else {i for i in range(len(shards)) if i % 2 == 1}

    def files(self, shards, prefix):
        out = {}
        gz = self.gz_set(shards)
        for i, evs in enumerate(shards):
            text = ("\n".join(self.line(e) for e in evs) + "\n").encode()
            name = f"{prefix}part-{i:05d}.jsonl"
            out[name + (".gz" if i in gz else "")] = File.of(gzip.compress(text, mtime=0) if i in gz else text)
        return out

    def truth(self, shards):
        seen, events = set(), []
        for evs in shards:
            for e in evs:
                if e["id"] in seen:
                    continue
                seen.add(e["id"])
                if self.level == "hard" and not (self.since <= e["ts"] < self.until):
                    continue
                events.append(e)
        keys = {}
        for e in events:
            k = keys.setdefault(e["key"], {"events": 0, "users": set(), "ms": []})
            k["events"] += 1
            k["users"].add(e["user"])
            k["ms"].append(e["ms"])
        out = {"total_events": len(events), "keys": {}}
        for k, v in keys.items():
            d = {"events": v["events"], "users": len(v["users"])}
            if self.level == "hard":
                ms = sorted(v["ms"])
                d["p50_ms"] = ms[(len(ms) - 1) // 2]
            out["keys"][k] = d
        out["top"] = [k for k, _ in sorted(keys.items(), key=lambda kv: (-kv[1]["events"], kv[0]))][:3]
        return out

    @property
    def window_args(self):
        if self.level != "hard":
            return ""
        return f" {self.since:%Y-%m-%dT%H:%M:%SZ} {self.until:%Y-%m-%dT%H:%M:%SZ}"


MAP_JQ = r'''def off: .[19:] as $o | if $o == "Z" or $o == "" then 0
  else (($o[1:3] | tonumber) * 3600 + ($o[4:6] | tonumber) * 60) * (if $o[0:1] == "-" then -1 else 1 end) end;
[.id, .key, .user, (.ms | tostring), ((.ts[0:19] + "Z" | fromdateiso8601) - (if $local == "1" then 0 else (.ts | off) end) | tostring), $shard] | @tsv
'''

TOOL = r'''#!/bin/bash
# {tool}: map-reduce over event shards.  usage: {tool} <shard dir> <output.json>{usage}
# map (one GNU parallel job per shard): JSON lines -> TSV  id key user ms utc-epoch shard
# reduce (sort/awk/jq): dedupe retried events, window, per-key counts, distinct users, medians, top 3
set -euo pipefail
export LC_ALL=C
BUG="{bug}"
in=$1; out=$2; since=${3:-}; until_=${4:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cat > "$work/map.jq" <<'JQ'
{map_jq}JQ
names=(-name '*.jsonl' -o -name '*.jsonl.gz')
[ "$BUG" = plain_only ] && names=(-name '*.jsonl')
find "$in" -maxdepth 1 -type f \( "${names[@]}" \) | sort > "$work/shards"
local=0; [ "$BUG" = local_window ] && local=1
parallel -j4 --halt now,fail=1 "zcat -f {} | jq -r --arg shard {#} --arg local $local -f $work/map.jq > $work/map.{#}.tsv" < "$work/shards"
cat "$work"/map.*.tsv > "$work/all.tsv"
if [ "$BUG" = no_dedup ]; then cp "$work/all.tsv" "$work/dedup.tsv"; else sort -t$'\t' -k1,1 -u "$work/all.tsv" > "$work/dedup.tsv"; fi
if [ -n "$since" ]; then
  s=$(date -u -d "$since" +%s); u=$(date -u -d "$until_" +%s)
  awk -F'\t' -v s="$s" -v u="$u" '$5 >= s && $5 < u' "$work/dedup.tsv" > "$work/win.tsv"
else
  cp "$work/dedup.tsv" "$work/win.tsv"
fi
if [ "$BUG" = distinct_sum ]; then
  awk -F'\t' '{ ev[$2]++; if (!(($6 SUBSEP $2 SUBSEP $3) in seen)) { seen[$6 SUBSEP $2 SUBSEP $3] = 1; us[$2]++ } }
    END { for (k in ev) print k "\t" ev[k] "\t" us[k] }' "$work/win.tsv" | sort -t$'\t' -k1,1 > "$work/keys.tsv"
else
  awk -F'\t' '{ ev[$2]++; if (!(($2 SUBSEP $3) in seen)) { seen[$2 SUBSEP $3] = 1; us[$2]++ } }
    END { for (k in ev) print k "\t" ev[k] "\t" us[k] }' "$work/win.tsv" | sort -t$'\t' -k1,1 > "$work/keys.tsv"
fi
if [ -n "{median}" ]; then
  lower_median='{ if ($1 != k) { if (k != "") print k "\t" v[int((n - 1) / 2)]; k = $1; n = 0 } v[n++] = $2 }
    END { if (k != "") print k "\t" v[int((n - 1) / 2)] }'
  if [ "$BUG" = median_of_medians ]; then
    awk -F'\t' '{ print $2 "|" $6 "\t" $4 }' "$work/win.tsv" | sort -t$'\t' -k1,1 -k2,2n | awk -F'\t' "$lower_median" \
      | awk -F'\t' '{ split($1, a, "|"); print a[1] "\t" $2 }' | sort -t$'\t' -k1,1 -k2,2n | awk -F'\t' "$lower_median" > "$work/p50.tsv"
  else
    cut -f2,4 "$work/win.tsv" | sort -t$'\t' -k1,1 -k2,2n | awk -F'\t' "$lower_median" > "$work/p50.tsv"
  fi
  join -t$'\t' "$work/keys.tsv" "$work/p50.tsv" > "$work/keys2.tsv"
else
  cp "$work/keys.tsv" "$work/keys2.tsv"
fi
sort -t$'\t' -k2,2nr -k1,1 "$work/keys2.tsv" | head -n 3 | cut -f1 > "$work/top.txt"
[ "$BUG" = no_top ] && : > "$work/top.txt"
jq -n --rawfile keys "$work/keys2.tsv" --rawfile top "$work/top.txt" --arg notop "$([ "$BUG" = no_top ] && echo 1 || true)" '
  ($keys | split("\n") | map(select(length > 0) | split("\t"))) as $rows
  | {total_events: ($rows | map(.[1] | tonumber) | add // 0),
     keys: ($rows | map({key: .[0], value: ({events: (.[1] | tonumber), users: (.[2] | tonumber)}
                                             + (if length > 3 then {p50_ms: (.[3] | tonumber)} else {} end))}) | from_entries)}
  + (if $notop == "1" then {} else {top: ($top | split("\n") | map(select(length > 0)))} end)' > "$out"
'''

LEGACY = r'''#!/usr/bin/env python3
"""{tool}: per-{keyw} statistics over event shards (legacy version, multiprocessing).
usage: {tool} <shard dir> <output.json>{usage}"""
import glob, json, os, statistics, sys
from datetime import datetime
from multiprocessing import Pool


def partial(path):
    """map: statistics of one shard"""
    out = {}
    with open(path) as f:
        for line in f:
            e = json.loads(line)
            if WINDOW:
                local = datetime.strptime(e["ts"][:19], "%Y-%m-%dT%H:%M:%S")
                if not (WINDOW[0] <= local < WINDOW[1]):
                    continue
            k = out.setdefault(e["key"], {"events": 0, "users": set(), "ms": []})
            k["events"] += 1
            k["users"].add(e["user"])
            k["ms"].append(e["ms"])
    return {k: {"events": v["events"], "users": len(v["users"]), "p50": statistics.median_low(v["ms"])}
            for k, v in out.items()}


def main():
    src, dst = sys.argv[1], sys.argv[2]
    shards = sorted(glob.glob(os.path.join(src, "*.jsonl")))
    with Pool(4) as pool:
        parts = pool.map(partial, shards)
    keys = {}
    for part in parts:                      # reduce
        for k, v in part.items():
            t = keys.setdefault(k, {"events": 0, "users": 0, "p50s": []})
            t["events"] += v["events"]
            t["users"] += v["users"]
            t["p50s"].append(v["p50"])
    result = {"total_events": sum(v["events"] for v in keys.values()),
              "keys": {k: {"events": v["events"], "users": v["users"]} for k, v in keys.items()}}
    if WINDOW:
        for k, v in keys.items():
            result["keys"][k]["p50_ms"] = statistics.median_low(v["p50s"])
    with open(dst, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)


WINDOW = None
if len(sys.argv) > 4:
    WINDOW = tuple(datetime.strptime(a[:19], "%Y-%m-%dT%H:%M:%S") for a in sys.argv[3:5])
if __name__ == "__main__":
    main()
'''


def _tool(j: Job, bug: str) -> str:
    return TOOL.replace("{tool}", j.tool).replace("{bug}", bug).replace("{map_jq}", MAP_JQ) \
        .replace("{median}", "1" if j.level == "hard" else "").replace("{usage}", " <since> <until>" if j.level == "hard" else "")


def _solver(j: Job, bug: str) -> str:
    return script(f"""
        mkdir -p /app/bin
        cat > /app/bin/{j.tool} <<'TOOL_EOF'
        {{tool}}TOOL_EOF
        chmod +x /app/bin/{j.tool}
        bash /app/bin/{j.tool} /app/examples/shards /tmp/example.json{j.window_args}
        jq -S . /tmp/example.json > /tmp/got.json
        jq -S . /app/examples/expected.json | diff - /tmp/got.json || true
    """).replace("{tool}", _tool(j, bug))


@register
class ShardMapreduce(Family):
    name = "shard_mapreduce"
    category = "distributed"
    description = "Fix the reduce side of a map-reduce job over event shards (distinct counts, retries, medians, UTC windows)."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        j = Job(rng, level)
        files = j.files(j.example, "/app/examples/shards/")
        files["/app/examples/expected.json"] = File.of(json.dumps(j.truth(j.example), indent=2, sort_keys=True) + "\n")
        files[f"/app/bin/{j.tool}"] = File.of(LEGACY.replace("{tool}", j.tool).replace("{keyw}", j.keyw.replace(" ", "-"))
                                              .replace("{usage}", " <since> <until>" if level == "hard" else ""), mode=0o755)
        tests = {}
        for n, shards in enumerate(j.hidden, 1):
            tests.update(j.files(shards, f"cases/set{n}/"))
        truth = {f"set{n}": j.truth(shards) for n, shards in enumerate(j.hidden, 1)}
        args = j.window_args.split()
        tests["test_outputs.py"] = pytest_file("import json, os, shutil, subprocess, tempfile\n\nimport pytest",
                                               {"EXPECTED": truth, "TOOL": f"/app/bin/{j.tool}", "ARGS": args}, TESTS)
        decoys = [Decoy(name=b, description=BUGS[b], script=_solver(j, b)) for b in j.bugs]
        return Draft(
            instruction=self._instruction(j, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=_solver(j, ""),
            tests=tests,
            decoys=decoys,
            outputs=["/app/bin"],
            tools=["bash", "jq", "diff", "chmod", "mkdir", "cat", "parallel", "zcat", "sort", "awk", "join", "cut", "find", "date", "cp", "head", "mktemp"],
            tags=["map-reduce", "gnu-parallel", "jq", "aggregation", "json"] + {"easy": [], "medium": ["deduplication", "gzip"],
                                                                             "hard": ["deduplication", "gzip", "median", "timezones"]}[level],
            expert_time_min={"easy": 15, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 40, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _instruction(j: Job, rng):
        rules = [f"`keys`: an object with one entry per {j.keyw} that has events: `events` (how many events) and "
                 f"`users` (how many **distinct** `user` values had events on that {j.keyw}, over all shards together).",
                 "`total_events`: the number of events counted.",
                 f"`top`: the three {j.keyw}s with the most events, most first; ties go to the {j.keyw} that sorts "
                 "first (byte order)."]
        if j.level != "easy":
            rules.insert(0, "Shards are `part-NNNNN.jsonl` or gzip-compressed `part-NNNNN.jsonl.gz`; read both. An upload "
                            "that was retried puts the same event (same `id`) in more than one shard: count every `id` once.")
        if j.level == "hard":
            rules.insert(1, "Only events whose timestamp lies in the window [since, until) count. The window is given "
                            "in UTC; event timestamps carry the UTC offset of the machine that logged them.")
            rules[2] += f" Each entry also has `p50_ms`: the lower median of `ms` over that {j.keyw}'s counted events " \
                        "(sort the values; with n values take the one at 0-based position floor((n-1)/2))."
        usage = f"/app/bin/{j.tool} <shard dir> <output.json>" + (" <since> <until>" if j.level == "hard" else "")
        example_cmd = f"/app/bin/{j.tool} /app/examples/shards out.json" + j.window_args
        who = rng.choice(["The capacity-planning team", "Product analytics", "The SRE team", "Billing", "The data platform team"])
        sym = rng.choice(["numbers look inflated compared with the single-machine reports",
                          "distinct-user counts exceed the number of users we have",
                          "the dashboard disagrees with an ad-hoc query",
                          "results changed when the job was spread over more nodes"])
        return dedent("""
            # Fix the `{tool}` map-reduce job

            `{tool}` summarises events per {keyw}. Each node of the {cluster} writes its own shard of events,
            one JSON object per line (`id`, `ts` (ISO-8601 with a UTC offset), `key` (the {keyw}), `user`,
            `ms`), one line per {event}. The current tool, `/app/bin/{tool}`, computes statistics per shard in a
            worker pool and then combines them, and {who} says that {sym}.

            Make `{usage}` write a JSON object with these fields, computed over all shards in the directory:

            {rules}

            `{example_cmd}` must produce the same JSON as `/app/examples/expected.json` (key order and whitespace
            do not matter). Rewrite or fix the tool in any language available here (bash with GNU `parallel`, `jq`,
            `sort`, `awk`, or Python 3); it must be an executable file at `/app/bin/{tool}`, must not need
            anything outside `/app/bin`, and must work offline. Processing shards in parallel is encouraged, but
            what is checked is the result: the tool is run on other shard directories (more shards, more events).
        """).replace("{tool}", j.tool).replace("{keyw}", j.keyw).replace("{event}", j.event).replace("{who}", who) \
            .replace("{sym}", sym).replace("{usage}", usage).replace("{rules}", "\n".join(f"- {r}" for r in rules)) \
            .replace("{example_cmd}", example_cmd).replace("{cluster}", rng.choice(CLUSTERS))


TESTS = '''
HERE = os.path.dirname(os.path.abspath(__file__))

@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_shard_set(case):
    src = os.path.join(tempfile.mkdtemp(), "shards")
    shutil.copytree(os.path.join(HERE, "cases", case), src)
    out = os.path.join(tempfile.mkdtemp(), "out.json")
    assert os.access(TOOL, os.X_OK), f"{TOOL} is not an executable file"
    p = subprocess.run([TOOL, src, out, *ARGS], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"{TOOL} exited {p.returncode}: {p.stderr[-800:]}"
    got = json.load(open(out))
    want = EXPECTED[case]
    for field in ("total_events", "keys", "top"):
        assert field in got, f"{case}: output has no `{field}`"
    assert got["total_events"] == want["total_events"], f"{case}: total_events {got['total_events']}, expected {want['total_events']}"
    assert sorted(got["keys"]) == sorted(want["keys"]), f"{case}: keys {sorted(got['keys'])}, expected {sorted(want['keys'])}"
    wrong = {k: (got["keys"][k], v) for k, v in want["keys"].items() if got["keys"][k] != v}
    assert not wrong, f"{case}: {len(wrong)} keys differ (got, expected): {dict(list(wrong.items())[:3])}"
    assert got["top"] == want["top"], f"{case}: top {got['top']}, expected {want['top']}"
'''
