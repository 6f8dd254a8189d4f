"""Distributed: repair a map / shuffle / reduce job (Python, multiprocessing) that summarises event shards per key,
judged by running the agent's job, unprivileged, on hidden deliveries at several worker counts and over the debris
of an earlier run, against literal expected part files.

The job (shard_mapreduce_tool.txt) is a real pipeline: a delivery manifest with SHA-256 checksums, plain and
multi-member gzip shards, a UTC report window over timestamps with offsets, key normalisation, a partitioner
(CRC-32 hash, range bounds or tenant prefix), hot keys salted over sub-keys and merged back after the reduce,
duplicate uploads and late corrections (highest `rev` wins), lower medians, top-k with ties, a join with an
owners table whose rows carry versions, and an idempotent output commit (temp file + rename, stale parts
removed, one part per reducer even when empty, as many reducers as the loaders expect at any worker count).
An instance draws the partitioner and composes faults from that pool (kit BugTable: the oracle is one patch,
each decoy leaves one fault in or repairs it the plausible wrong way, plus a job that writes the example's
answer). Levels change the work:
- easy: 2-3 faults, the ticket names each cause and hints at the repair;
- medium: 3-4 faults, the ticket quotes only what the loaders and analysts saw; the contract is docs/CONTRACT.md;
- hard: 5-6 faults including an interacting pair (salting and routing, salting and the partitioner, reducer count
  and empty parts, commit and empty parts, corrections and top-k), goal only.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import zlib
from bisect import bisect_right
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from itertools import permutations, product
from pathlib import Path

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Bug, BugTable, Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

TEMPLATE = Path(__file__).with_name("shard_mapreduce_tool.txt").read_text()
AGENT = "dataeng"

# (tool, what a key is, key names, what an event is, item field meaning)
SCENARIOS = [
    ("routestats", "API route", ["orders", "users", "cart", "search", "login", "invoices", "catalog", "export",
                                 "health", "refunds"], "API request", "client"),
    ("pagestats", "page", ["home", "pricing", "docs", "blog", "signup", "checkout", "careers", "status", "faq",
                           "about"], "page view", "referrer"),
    ("queuestats", "batch queue", ["etl-hourly", "etl-daily", "thumbs", "mailer", "reindex", "backup", "billing",
                                   "ml-train", "exports", "cleanup"], "finished batch job", "host"),
    ("playstats", "track", ["t-1001", "t-1002", "t-1007", "t-1013", "t-1021", "t-1034", "t-1055", "t-1089",
                            "t-1144", "t-1233"], "track play", "device"),
    ("scanstats", "warehouse", ["ams-1", "ber-2", "cph-1", "dub-3", "lis-1", "mad-2", "osl-1", "prg-2", "vie-1",
                                "waw-3"], "parcel scan", "scanner"),
    ("authstats", "identity provider", ["okta", "azure-ad", "google", "github", "ldap-eu", "ldap-us", "keycloak",
                                        "auth0", "cognito", "saml-a"], "sign-in", "app"),
    ("zonestats", "DNS zone", ["example.org", "corp.local", "cdn.net", "mail.io", "shop.biz", "api.dev", "id.app",
                               "docs.site", "ads.tv", "img.cloud"], "DNS query", "resolver"),
]
TENANTS = ["acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "tyrell"]
ITEMS = ["alpha", "bravo", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima", "mike"]
OWNERS = ["team-core", "team-edge", "team-data", "team-web", "team-ops", "team-pay", "team-id", "team-ml"]
OFFSETS = ["Z", "+01:00", "+02:00", "-05:00", "+05:30", "-08:00", "+09:00", "-03:00"]
CLUSTERS = ["ingest cluster", "edge fleet", "collector farm", "log pipeline", "regional gateway pool",
            "streaming tier"]
TEAMS = ["The capacity-planning team", "Product analytics", "The SRE team", "Billing", "The data platform team",
         "Finance reporting"]


@dataclass(frozen=True)
class JobLevel(LevelConfig):
    tell: str = "cause"  # cause: each fault named with a hint; symptom: what was seen; goal: the goal only
    interaction: bool = False
    minutes: tuple[int, int] = (20, 60)

    def validate(self) -> None:
        super().validate()
        if self.tell not in ("cause", "symptom", "goal"):
            raise ValueError(f"JobLevel.tell: {self.tell!r}")


# --- the faults: the code of each slot, right / as shipped / plausible wrong repairs --------------------------

MANIFEST_RIGHT = '''\
    listed = []
    with open(os.path.join(src, "MANIFEST.tsv")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            name, digest = line.split()[:2]
            path = os.path.join(src, name)
            if not os.path.isfile(path):
                continue
            with open(path, "rb") as g:
                if hashlib.sha256(g.read()).hexdigest() == digest:
                    listed.append(path)
    return sorted(listed)'''
MANIFEST_BROKEN = '''\
    return sorted(os.path.join(src, n) for n in os.listdir(src) if n.startswith("part-"))'''
MANIFEST_NAMES = '''\
    with open(os.path.join(src, "MANIFEST.tsv")) as f:
        names = [line.split()[0] for line in f if line.strip() and not line.startswith("#")]
    return sorted(os.path.join(src, n) for n in names if os.path.isfile(os.path.join(src, n)))'''

DEDUP_RIGHT = '''\
    best = {}
    for r in recs:
        if r[1] not in best or r[2] > best[r[1]][2]:
            best[r[1]] = r
    return list(best.values())'''
DEDUP_FIRST = '''\
    best = {}
    for r in recs:
        best.setdefault(r[1], r)
    return list(best.values())'''
DEDUP_LAST = '''\
    best = {}
    for r in recs:
        best[r[1]] = r
    return list(best.values())'''

MERGE_RIGHT = '''\
    return {"events": a["events"] + b["events"], "users": sorted(set(a["users"]) | set(b["users"])),
            "items": a["items"] + b["items"], "ms": sorted(a["ms"] + b["ms"])}'''
MERGE_BROKEN = '''\
    return {"events": a["events"] + b["events"], "users": a["users"] + b["users"],
            "items": a["items"] + b["items"], "ms": sorted(a["ms"] + b["ms"])}'''
MERGE_UNSORTED = '''\
    return {"events": a["events"] + b["events"], "users": sorted(set(a["users"]) | set(b["users"])),
            "items": a["items"] + b["items"], "ms": a["ms"] + b["ms"]}'''

OWNERS_RIGHT = '''\
            if key not in owners or int(version) > owners[key][1]:
                owners[key] = (owner, int(version))'''
OWNERS_BROKEN = '''\
            if key not in owners:
                owners[key] = (owner, int(version))'''
OWNERS_STRING = '''\
            if key not in owners or version > owners[key][1]:
                owners[key] = (owner, version)'''

COMMIT_RIGHT = '''\
    for name in os.listdir(out):
        if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
            os.remove(os.path.join(out, name))
    for r in todo:
        tmp = os.path.join(out, f".part-r-{r:05d}.tsv.tmp")
        with open(tmp, "w") as f:
            f.writelines(row + "\\n" for row in sorted(parts[r], key=lambda row: row.split("\\t")[0].encode()))
        os.replace(tmp, os.path.join(out, f"part-r-{r:05d}.tsv"))
    open(os.path.join(out, "_SUCCESS"), "w").close()'''
COMMIT_BROKEN = '''\
    for r in todo:
        with open(os.path.join(out, f"part-r-{r:05d}.tsv"), "a") as f:
            f.writelines(row + "\\n" for row in sorted(parts[r], key=lambda row: row.split("\\t")[0].encode()))
    open(os.path.join(out, "_SUCCESS"), "w").close()'''
COMMIT_STALE = '''\
    for r in todo:
        tmp = os.path.join(out, f".part-r-{r:05d}.tsv.tmp")
        with open(tmp, "w") as f:
            f.writelines(row + "\\n" for row in sorted(parts[r], key=lambda row: row.split("\\t")[0].encode()))
        os.replace(tmp, os.path.join(out, f"part-r-{r:05d}.tsv"))
    open(os.path.join(out, "_SUCCESS"), "w").close()'''

PARTITIONERS = {  # kind -> (right, broken, {wrong name: code})
    "hash": ('    return zlib.crc32(key.encode("utf-8")) % n',
             "    return hash(key) % n",
             {"adler32": '    return zlib.adler32(key.encode("utf-8")) % n'}),
    "range": ("    return bisect.bisect_right(BOUNDS, key)",
              "    return bisect.bisect_left(BOUNDS, key)",
              {}),
    "prefix": ('    return zlib.crc32(key.split(":", 1)[0].encode("utf-8")) % n',
               '    return zlib.crc32(key.encode("utf-8")) % n',
               {"last_colon": '    return zlib.crc32(key.rsplit(":", 1)[0].encode("utf-8")) % n'}),
}

# slot -> (right, broken, {wrong: code}); `partitioner` and `dedup`/`corrections` are filled per instance
SLOTS = {
    "manifest": (MANIFEST_RIGHT, MANIFEST_BROKEN, {"names_only": MANIFEST_NAMES}),
    "gzip_members": ("        raw = gzip.decompress(raw)",
                     "        raw = zlib.decompressobj(31).decompress(raw)  # gzip framing", {}),
    "window_utc": ('    return WINDOW[0] <= utc(ev["ts"]) < WINDOW[1]',
                   '    return SINCE[:19] <= ev["ts"][:19] < UNTIL[:19]',
                   {"closed_window": '    return WINDOW[0] <= utc(ev["ts"]) <= WINDOW[1]'}),
    "key_norm": ("    return k.strip().lower()", "    return k", {"strip_only": "    return k.strip()"}),
    "dedup": (DEDUP_RIGHT, "    return recs", {}),
    "corrections": (DEDUP_RIGHT, DEDUP_FIRST, {"last_wins": DEDUP_LAST}),
    "salt_merge": (MERGE_RIGHT, MERGE_BROKEN, {"unsorted_ms": MERGE_UNSORTED}),
    "owners": (OWNERS_RIGHT, OWNERS_BROKEN, {"string_versions": OWNERS_STRING}),
    "p50": ("    p50 = ms[(len(ms) - 1) // 2]", "    p50 = statistics.median(ms)",
            {"upper_median": "    p50 = ms[len(ms) // 2]"}),
    "topk": ('    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]',
             '    top = st["items"].most_common(TOP_K)',
             {"sorts_the_cut": '    top = sorted(st["items"].most_common(TOP_K), key=lambda kv: (-kv[1], kv[0]))'}),
    "empty_parts": ("    todo = range(n)", "    todo = [r for r in range(n) if parts[r]]", {}),
    "commit": (COMMIT_RIGHT, COMMIT_BROKEN, {"keeps_stale": COMMIT_STALE}),
    "reducers": ("    n = REDUCERS", "    n = args.workers  # one reducer per worker",
                 {"at_least_reducers": "    n = max(args.workers, REDUCERS)"}),
    "salt_route": ("        parts[partition(key, n)].append(finish(key, st, owners))",
                   "        parts[home[key]].append(finish(key, st, owners))", {}),
}
SLOT_OF = {"dedup": "dedup", "corrections": "dedup"}  # component -> template slot where they differ
SKILL = {
    "manifest": "delivery manifest with sha256 checksums", "gzip_members": "multi-member gzip",
    "window_utc": "UTC window over offset timestamps", "key_norm": "key normalisation",
    "partitioner": "partitioner (hash/range/prefix)", "dedup": "dedupe retried uploads across shards",
    "corrections": "late corrections: highest rev wins", "salt_merge": "merge salted partials (distinct users)",
    "owners": "join with a versioned dimension table", "p50": "lower median", "topk": "top-k with ties",
    "empty_parts": "one part per reducer, empty too", "commit": "idempotent commit (temp + rename, stale parts)",
    "reducers": "reducer count independent of workers", "salt_route": "route merged hot keys by their key",
}
POOL_NAMES = ["manifest", "gzip_members", "window_utc", "key_norm", "partitioner", "dedup", "corrections",
              "salt_merge", "owners", "p50", "topk", "empty_parts", "commit", "reducers", "salt_route"]
INTERACTIONS = [("salt_merge", "salt_route"), ("partitioner", "salt_route"), ("reducers", "empty_parts"),
                ("commit", "empty_parts"), ("corrections", "topk"), ("key_norm", "owners"),
                ("salt_merge", "corrections"), ("manifest", "gzip_members")]


def _pool(kind: str) -> list[Component]:
    out = []
    for n in POOL_NAMES:
        ex = {"dedup": ("corrections",), "corrections": ("dedup",)}.get(n, ())
        if n == "salt_route" and kind == "prefix":
            continue  # a tenant's salted sub-keys all land on the tenant's reducer: nothing to route
        out.append(Component(n, skill=SKILL[n], excludes=ex))
    return out


# --- the data ---------------------------------------------------------------------------------------------------

def _ts(e) -> str:
    off = e["off"]
    if off == "Z":
        return e["ts"].strftime("%Y-%m-%dT%H:%M:%SZ")
    sign = 1 if off[0] == "+" else -1
    delta = timedelta(hours=int(off[1:3]), minutes=int(off[4:6])) * sign
    return (e["ts"] + delta).strftime("%Y-%m-%dT%H:%M:%S") + off


def _line(e) -> str:
    d = {"id": e["id"], "ts": _ts(e), "key": e["raw"], "user": e["user"], "item": e["item"], "ms": e["ms"]}
    if e["rev"] > 1:
        d["rev"] = e["rev"]
    return json.dumps(d, separators=(",", ":"))


def _gz_members(rng, text: str) -> bytes:
    lines = text.splitlines(keepends=True)
    cuts = sorted(rng.sample(range(1, len(lines)), min(2, len(lines) - 1))) if len(lines) > 2 else []
    out, last = b"", 0
    for c in cuts + [len(lines)]:
        out += gzip.compress("".join(lines[last:c]).encode(), mtime=0)
        last = c
    return out


def _interleave(rng, a: list, b: list) -> list:
    """a and b merged at random, each keeping its own order"""
    slots = sorted(rng.sample(range(len(a) + len(b)), len(a)))
    out, ia, ib = [], 0, 0
    for i in range(len(a) + len(b)):
        if ia < len(a) and slots[ia] == i:
            out.append(a[ia])
            ia += 1
        else:
            out.append(b[ib])
            ib += 1
    return out


class Job:
    """One instance: the scenario, the job's constants and the model of the right job."""

    def __init__(self, rng: random.Random, kind: str):
        self.tool, self.keyw, names, self.event, self.itemw = rng.choice(SCENARIOS)
        self.kind = kind
        if kind == "prefix":
            tenants = rng.sample(TENANTS, 4)
            keys = []
            for t in tenants:
                for n in rng.sample(names, 2):
                    keys.append(f"{t}:{n}")
            keys[1] = keys[1] + ":" + rng.choice(["eu", "us", "v2"])  # a key with a second colon
            keys[5] = keys[5] + ":" + rng.choice(["eu", "us", "v2"])
            self.keys = keys
        else:
            self.keys = rng.sample(names, 8)
        self.R = rng.choice([3, 4, 5])
        self.K = rng.choice([2, 3])
        self.SALTS = rng.choice([3, 4])
        plain = list(self.keys)
        rng.shuffle(plain)
        self.T, self.O = plain[0], plain[1]  # the top-k trap key, the owners trap key
        self.hot = sorted(plain[2:4]) if rng.random() < 0.5 else sorted(plain[2:3])
        self.plain = [k for k in plain if k not in self.hot and k != self.T]
        self.bounds = sorted(rng.sample(self.keys, self.R - 1)) if kind == "range" else []
        day = datetime(rng.randint(2023, 2025), rng.randint(1, 12), rng.randint(1, 27), tzinfo=timezone.utc)
        self.since = day + timedelta(hours=rng.randint(0, 8))
        self.until = self.since + timedelta(hours=rng.randint(14, 30))
        self.users = [f"u{n}" for n in rng.sample(range(1000, 8999), 24)]
        self.items = rng.sample(ITEMS, 8)

    # constants of the program
    def subs(self) -> dict:
        return {"@TOOL@": self.tool, "@KEYW@": self.keyw, "@R@": str(self.R), "@BOUNDS@": repr(self.bounds),
                "@HOT@": repr(self.hot), "@SALTS@": str(self.SALTS), "@K@": str(self.K),
                "@SINCE@": f"{self.since:%Y-%m-%dT%H:%M:%SZ}", "@UNTIL@": f"{self.until:%Y-%m-%dT%H:%M:%SZ}",
                "@DOC@": "/app/docs/CONTRACT.md"}

    def partition(self, key: str, n: int) -> int:
        if self.kind == "hash":
            return zlib.crc32(key.encode()) % n
        if self.kind == "range":
            return bisect_right(self.bounds, key)
        return zlib.crc32(key.split(":", 1)[0].encode()) % n

    def salt(self, key: str, eid: str) -> str:
        return f"{key}#{zlib.crc32(eid.encode()) % self.SALTS}" if key in self.hot else key

    def _owners(self, rng) -> list[tuple[str, str, str]]:
        rows = [(self.O, rng.choice(OWNERS), "9"), (self.O, rng.choice(OWNERS), str(rng.randint(10, 19)))]
        for k in self.keys:
            if k == self.O or rng.random() < 0.2:
                continue
            for v in rng.sample(range(1, 30), rng.randint(1, 3)):
                rows.append((k, rng.choice(OWNERS), str(v)))
        rows.append((rng.choice(["legacy", "retired"]) + "-" + self.keys[0].split(":")[-1], "team-old", "3"))
        o_first = rows[:2]
        rest = rows[2:]
        rng.shuffle(rest)
        at = rng.randint(0, len(rest))
        return rest[:at] + o_first + rest[at:]

    @staticmethod
    def owners_text(rows) -> str:
        return "# key\towner\tversion\n" + "".join(f"{k}\t{o}\t{v}\n" for k, o, v in rows)

    @staticmethod
    def owner_of(rows) -> dict:
        best = {}
        for k, o, v in rows:
            if k not in best or int(v) > best[k][1]:
                best[k] = (o, int(v))
        return {k: v[0] for k, v in best.items()}

    # events
    def _ev(self, rng, key, ts=None, user=None, off=None, item=None):
        self._eid += rng.randint(1, 7)
        if ts is None:
            span = (self.until - self.since).total_seconds()
            ts = self.since + timedelta(seconds=int(rng.uniform(60, span - 60)))
        raw = key
        r = rng.random()
        if r < 0.12:
            raw = " " + key
        elif r < 0.22:
            raw = key.upper()
        elif r < 0.28:
            raw = key.capitalize() + " "
        return {"id": f"ev-{self._eid:07d}", "ts": ts, "off": off or rng.choice(OFFSETS), "raw": raw, "key": key,
                "user": user or rng.choice(self.users[:16]), "item": item or rng.choice(self.items),
                "ms": rng.randint(3, 2900), "rev": 1}

    def case(self, rng, kind: str) -> dict:
        """kind: example / h1 (every trap) / h2 (a small delivery: two keys, empty reducers)"""
        self._eid = rng.randint(10 ** 5, 9 * 10 ** 5)
        small = kind == "h2"
        keys = rng.sample([k for k in self.plain if k != self.O], 2) if small else [k for k in self.keys if k != self.T]
        nsh = rng.randint(2, 3) if small else rng.randint(4, 5)
        shards = [[] for _ in range(nsh)]
        for k in keys:
            if k in self.hot:
                hot_users = rng.sample(self.users[:16], rng.randint(3, 4))
                for _ in range(rng.randint(28, 40)):
                    shards[rng.randrange(nsh)].append(self._ev(rng, k, user=rng.choice(hot_users)))
            else:
                for _ in range(rng.randint(5, 12)):
                    shards[rng.randrange(nsh)].append(self._ev(rng, k))
        span = self.until - self.since
        # outside the window both in UTC and on the local clock
        for _ in range(2 if small else 4):
            k = rng.choice(keys)
            ts = (self.since - span / 3) if rng.random() < 0.5 else (self.until + span / 3)
            shards[rng.randrange(nsh)].append(self._ev(rng, k, ts=ts.replace(microsecond=0), off="Z"))
        for s in shards:
            rng.shuffle(s)
        if not small:
            self._traps(rng, shards, keys)
        # retried uploads: the same line again in another shard
        for _ in range(2 if small else rng.randint(3, 5)):
            a, b = rng.sample(range(nsh), 2)
            pick = [e for e in shards[a] if e["rev"] == 1 and e["key"] != self.T
                    and self.since <= e["ts"] < self.until and not e.get("trap")]
            if pick:
                e = dict(rng.choice(pick))
                shards[b].insert(rng.randint(0, len(shards[b])), e)
        files, manifest = {}, []
        for i, evs in enumerate(shards):
            text = "".join(_line(e) + "\n" for e in evs)
            if i % 2 == 1:
                name, data = f"part-{i:05d}.jsonl.gz", _gz_members(rng, text)
            else:
                name, data = f"part-{i:05d}.jsonl", text.encode()
            files[name] = data
            manifest.append((name, hashlib.sha256(data).hexdigest()))
        counted = [e for evs in shards for e in evs]
        if not small:
            # a shard rewritten after the manifest was made (checksum mismatch), and an unlisted partial upload
            bad = [self._ev(rng, rng.choice(keys)) for _ in range(rng.randint(4, 7))]
            text = "".join(_line(e) + "\n" for e in bad)
            name = f"part-{nsh:05d}.jsonl"
            manifest.append((name, hashlib.sha256(text.encode()).hexdigest()))
            more = [self._ev(rng, rng.choice(keys)) for _ in range(2)]
            files[name] = (text + "".join(_line(e) + "\n" for e in more)).encode()
            stray = [self._ev(rng, rng.choice(keys)) for _ in range(rng.randint(3, 5))]
            files[f"part-{nsh + 1:05d}.jsonl.partial"] = "".join(_line(e) + "\n" for e in stray).encode()
        files["MANIFEST.tsv"] = ("# name\tsha256\n" + "".join(f"{n}\t{d}\n" for n, d in manifest)).encode()
        owner_rows = self._owners(rng)
        files["owners.tsv"] = self.owners_text(owner_rows).encode()
        return {"files": files, "events": counted, "keys": keys, "owners": owner_rows}

    def _traps(self, rng, shards, keys):
        nsh = len(shards)
        others = [k for k in keys if k not in self.hot]
        # top-k: ranks K and K+1 tie; the later name arrives first
        counts = [6, 4, 3, 3, 2] if self.K == 3 else [5, 3, 3, 1]
        names = sorted(rng.sample(self.items, len(counts)))
        tied = (names[self.K - 1], names[self.K])
        rest = [n for n in names if n not in tied]
        rng.shuffle(rest)
        ordered = rest[:self.K - 1] + list(tied) + rest[self.K - 1:]  # count order: ties in name order
        by_count = dict(zip(ordered, counts))
        seq = [tied[1], tied[0]]
        pool = [n for n in ordered for _ in range(by_count[n])]
        for n in seq:
            pool.remove(n)
        rng.shuffle(pool)
        ms = rng.sample(range(10, 2900), len(pool) + 2)
        trecs = []
        for i, item in enumerate(seq + pool):
            e = self._ev(rng, self.T, item=item, off=rng.choice(["Z", "+01:00"]))
            e["raw"], e["ms"], e["trap"] = self.T, ms[i], True
            trecs.append(e)
        shards[0][:] = _interleave(rng, trecs, shards[0])
        # the window: local clock inside but UTC after; UTC inside but local before; exactly at `until`
        e = self._ev(rng, rng.choice(others), ts=self.until + timedelta(minutes=rng.randint(61, 170)), off="-05:00")
        e["trap"] = True
        shards[rng.randrange(nsh)].append(e)
        e = self._ev(rng, rng.choice(others), ts=self.since + timedelta(minutes=rng.randint(61, 170)), off="-05:00")
        e["trap"] = True
        shards[rng.randrange(nsh)].append(e)
        e = self._ev(rng, rng.choice(others), ts=self.until, off="+02:00")
        e["trap"] = True
        shards[rng.randrange(nsh)].append(e)
        # late corrections: rev 2 replaces an event; its first version names a user seen nowhere else
        cands = [(i, e) for i, s in enumerate(shards) for e in s
                 if not e.get("trap") and self.since <= e["ts"] < self.until]
        rng.shuffle(cands)
        done = 0
        for i, e in cands:
            if done == 3:
                break
            later = [j for j in range(nsh) if (j > i if done % 2 == 0 else j < i)]
            if not later:
                continue
            seen = sorted({x["user"] for s in shards for x in s
                           if x["key"] == e["key"] and x is not e and not x.get("trap")})
            if not seen:
                continue
            e["user"] = f"u9{self._eid % 1000:03d}{done}"
            c = dict(e)
            c["rev"], c["user"], c["ms"] = 2, rng.choice(seen), rng.randint(3, 2900)
            e["trap"] = c["trap"] = True
            shards[rng.choice(later)].append(c)
            done += 1
        if done < 3:
            raise Resample("no room for corrections")

    def model(self, case: dict, n: int | None = None, versions: str = "highest") -> dict:
        """The right job's output: part file name -> text (and _SUCCESS). versions: which version of an event id
        counts - highest rev (right), or the first / last met in shard order (for the checks of the traps)."""
        n = n or self.R
        best = {}
        for e in case["events"]:
            if not (self.since <= e["ts"] < self.until):
                continue
            if (e["id"] not in best or versions == "last"
                    or (versions == "highest" and e["rev"] > best[e["id"]]["rev"])):
                best[e["id"]] = e
        per = {}
        for e in best.values():
            per.setdefault(e["key"], []).append(e)
        owners = self.owner_of(case["owners"])
        parts = {r: [] for r in range(n)}
        for k, evs in per.items():
            ms = sorted(e["ms"] for e in evs)
            items = {}
            for e in evs:
                items[e["item"]] = items.get(e["item"], 0) + 1
            top = sorted(items.items(), key=lambda kv: (-kv[1], kv[0]))[:self.K]
            row = "\t".join([k, str(len(evs)), str(len({e["user"] for e in evs})), str(ms[(len(ms) - 1) // 2]),
                             ",".join(f"{i}:{c}" for i, c in top), owners.get(k, "-")])
            parts[self.partition(k, n)].append(row)
        out = {f"part-r-{r:05d}.tsv": "".join(x + "\n" for x in sorted(rows, key=lambda x: x.split("\t")[0].encode()))
               for r, rows in parts.items()}
        out["_SUCCESS"] = ""
        return out

    def shows(self, case: dict) -> dict[str, bool]:
        """Whether the traps whose effect depends on the draw show in this delivery."""
        best = {}
        for e in case["events"]:
            if self.since <= e["ts"] < self.until and (e["id"] not in best or e["rev"] > best[e["id"]]["rev"]):
                best[e["id"]] = e
        recs = {}
        for e in sorted(best.values(), key=lambda e: e["id"]):
            recs.setdefault(e["key"], []).append(e)
        route = merge_users = merge_ms = False
        for k in self.hot:
            subs = {}
            for e in recs.get(k, []):
                subs.setdefault(self.salt(k, e["id"]), []).append(e)
            homes = sorted(self.partition(s, self.R) for s in subs)
            route |= bool(homes) and homes[0] != self.partition(k, self.R)
            merge_users |= sum(len({e["user"] for e in v}) for v in subs.values()) != len({e["user"] for e in recs[k]})
            # unsorted concatenation: sub-keys in reducer order (any order within a reducer), each sorted
            groups = {}
            for s in subs:
                groups.setdefault(self.partition(s, self.R), []).append(s)
            mid = (len(recs.get(k, [])) - 1) // 2
            right = sorted(e["ms"] for e in recs.get(k, []))
            shows_ms = bool(subs)
            for perm in product(*(permutations(groups[g]) for g in sorted(groups))):
                cat = [m for grp in perm for s in grp for m in sorted(e["ms"] for e in subs[s])]
                shows_ms &= cat[mid] != right[mid]
            merge_ms |= shows_ms
        even = [k for k, v in recs.items() if len(v) % 2 == 0 and len(v) > 1
                and sorted(e["ms"] for e in v)[len(v) // 2 - 1] != sorted(e["ms"] for e in v)[len(v) // 2]]
        return {"salt_route": route, "salt_merge": merge_users and merge_ms, "p50": bool(even)}


# --- the contract (docs) and the ticket -----------------------------------------------------------------------

def _rules(j: Job) -> dict[str, str]:
    part = {
        "hash": "reducer = CRC-32 (`zlib.crc32`) of the key's UTF-8 bytes, modulo the reducer count",
        "range": (f"reducer = the number of range bounds that are <= the key (byte order); the bounds are "
                  f"{', '.join(f'`{b}`' for b in j.bounds)}, so a key equal to a bound starts the next range"),
        "prefix": ("reducer = CRC-32 (`zlib.crc32`) of the key's tenant (its UTF-8 text before the *first* `:`), "
                   "modulo the reducer count: every key of a tenant lands in one part file"),
    }[j.kind]
    return {
        "manifest": ("The delivery's shards are exactly the files `MANIFEST.tsv` lists (name, SHA-256) whose content "
                     "matches their checksum; anything else in the folder (partial uploads, files rewritten after the "
                     "manifest was made) is not part of the delivery."),
        "gzip_members": ("A `.jsonl.gz` shard may consist of several gzip members appended to each other (the "
                         "collectors append as they flush); all of its members are data."),
        "window_utc": ("Only events with `since <= ts < until` count, compared in UTC: `ts` carries the offset of "
                       "the machine that logged it."),
        "key_norm": (f"The {j.keyw} is the `key` field with surrounding whitespace removed and lower-cased; "
                     "collectors spell it differently."),
        "partitioner": f"A key's row is written to `part-r-NNNNN.tsv` of reducer NNNNN, where {part}.",
        "dedup": ("An event id counts once: uploads are retried, and the same event can appear in several shards; "
                  "among versions of an id, the highest `rev` (absent = 1) is the event."),
        "corrections": ("An event id counts once: uploads are retried, and the same event can appear in several "
                        "shards; among versions of an id, the highest `rev` (absent = 1) is the event."),
        "salt_merge": ("Hot keys are salted over sub-keys in the map; their partial results must combine exactly "
                       "(a row reports the distinct users of the key over all its events)."),
        "owners": ("`owner` comes from `owners.tsv` (key, owner, version): the row with the highest version (a "
                   "number) wins; `-` when the key has no row."),
        "p50": "`p50_ms` is the lower median of `ms`: sorted, the value at 0-based position floor((n-1)/2).",
        "topk": (f"`top` lists the {j.K} most frequent `item` values of the key as `item:count`, most first, ties "
                 "in item name order, joined with commas."),
        "empty_parts": "Every reducer writes its part file, an empty one too: the loaders expect all of them.",
        "commit": ("The output is committed idempotently: a part is written to a temporary name and renamed into "
                   "place, and a run over an earlier run's output (another reducer count, an interrupted run's "
                   "temporary files) leaves exactly this run's part files and `_SUCCESS`."),
        "reducers": (f"There are always {j.R} reducers, whatever `-j` says: the output must be identical for every "
                     "worker count."),
        "salt_route": ("A hot key's row goes to the part file of the key itself (not of one of its salted "
                       "sub-keys)."),
    }


SYMPTOM = {
    "manifest": "the totals include events of files that were never part of the delivery",
    "gzip_members": "compressed shards seem to hold far fewer events than the collectors sent",
    "window_utc": "events from the edges of the window are counted or dropped depending on the logging machine's timezone",
    "key_norm": "one {keyw} shows up as several rows that differ only in spelling",
    "partitioner": "the loaders find rows in the wrong part file",
    "dedup": "event counts are higher than the collectors' own counts",
    "corrections": "corrected events are reported with their original values",
    "salt_merge": "hot {keyw}s report more distinct users than ever used them",
    "owners": "some {keyw}s are attributed to teams that no longer own them",
    "p50": "`p50_ms` sometimes has a fractional part (`.5` or `.0`)",
    "topk": "when items tie, `top` disagrees with a hand count of the same events",
    "empty_parts": "the loaders abort on small deliveries because a part file is missing",
    "commit": "re-running the job over an earlier run's output doubles rows or leaves old part files behind",
    "reducers": "the number of part files follows `-j`: the output differs between worker counts",
    "salt_route": "hot {keyw}s land in a part file their partition does not map to",
}

CAUSE = {
    "manifest": "`shard_paths` takes every `part-*` file in the folder instead of the manifest's entries with a "
                "matching SHA-256.",
    "gzip_members": "`read_lines` decodes only the first gzip member of a `.gz` shard (`zlib.decompressobj`); "
                    "`gzip.decompress` reads them all.",
    "window_utc": "`in_window` compares the local clock text of `ts` with the window instead of the instant in UTC.",
    "key_norm": "`norm_key` does not normalise at all: it must strip whitespace and lower-case.",
    "partitioner": {"hash": "`partition` uses Python's built-in `hash()`, which is salted per interpreter; the "
                            "contract says `zlib.crc32` of the UTF-8 key.",
                    "range": "`partition` sends a key equal to a range bound to the range below it "
                             "(`bisect_left`; it starts the next range).",
                    "prefix": "`partition` hashes the whole key instead of its tenant prefix (before the first `:`)."},
    "dedup": "`dedupe` does not deduplicate: a retried upload's copy of an event is counted again.",
    "corrections": "`dedupe` keeps the first version of an event id it meets, not the highest `rev`.",
    "salt_merge": "`merge` concatenates the user lists of a hot key's salted partials (a user in two of them "
                  "counts twice); users must be united.",
    "owners": "`load_owners` keeps the first row of a key, not the one with the highest version.",
    "p50": "`finish` uses `statistics.median` (the mean of the middle two for an even count); the contract "
           "wants the lower median.",
    "topk": "`finish` takes `Counter.most_common`, whose ties come in arrival order; ties go in item name order.",
    "empty_parts": "`write_parts` skips reducers without rows; every part file must be written.",
    "commit": "`write_parts` appends to the part files in place and never clears what an earlier run left; write "
              "each part to a temporary file, rename it, and remove stale parts first.",
    "reducers": "`main` uses one reducer per worker (`-j`); the reducer count is fixed.",
    "salt_route": "`main` writes a hot key's merged row to the reducer of its first salted sub-key, not "
                  "`partition(key)`.",
}


def _contract(j: Job, names: list[str]) -> str:
    r = _rules(j)
    order = ["manifest", "gzip_members", "window_utc", "key_norm", "dedup", "salt_merge", "owners", "p50",
             "topk", "partitioner", "salt_route", "empty_parts", "commit", "reducers"]
    lines = [f"# `{j.tool}`: the contract", "",
             f"`{j.tool} [-j WORKERS] SHARD_DIR OUT_DIR` summarises one delivery of {j.event} events per {j.keyw}.",
             "",
             "## Input", "",
             "`SHARD_DIR` holds `MANIFEST.tsv`, the shards (`part-NNNNN.jsonl`, or gzip-compressed "
             "`part-NNNNN.jsonl.gz`; one JSON object per line: `id`, `ts` (ISO-8601 with a UTC offset), `key`, "
             f"`user`, `item` (the {j.itemw}), `ms`, optionally `rev`) and `owners.tsv`.", "",
             "## Rules", ""]
    lines += [f"- {r[c]}" for c in order if c in r and c != "corrections"]
    lines += ["", "## Output", "",
              f"`OUT_DIR/part-r-00000.tsv` ... `part-r-{j.R - 1:05d}.tsv` and an empty `OUT_DIR/_SUCCESS`. A part "
              "holds one line per key routed to it, sorted by key (byte order): "
              "`key<TAB>events<TAB>users<TAB>p50_ms<TAB>top<TAB>owner`, where `events` is the number of counted "
              "events and `users` the number of distinct `user` values among them.",
              "", f"The window is [{j.since:%Y-%m-%dT%H:%M:%SZ}, {j.until:%Y-%m-%dT%H:%M:%SZ}); hot keys: "
              f"{', '.join(f'`{h}`' for h in j.hot)}; reducers: {j.R}; top-k: {j.K}.", ""]
    return "\n".join(lines)


def _instruction(rng, j: Job, cfg: JobLevel, names: list[str]) -> str:
    team, cluster = rng.choice(TEAMS), rng.choice(CLUSTERS)
    kw = j.keyw
    intro = rng.choice([
        f"`{j.tool}` is the map/shuffle/reduce job that turns the {cluster}'s {j.event} shards into the per-{kw} "
        f"report {team.lower() if team.startswith('The') else team} loads every night.",
        f"{team} loads a per-{kw} report every night; `{j.tool}` builds it from the {cluster}'s {j.event} shards "
        "with a map/shuffle/reduce over a process pool.",
        f"Every delivery of {j.event} shards from the {cluster} goes through `{j.tool}`, a small map/shuffle/reduce "
        f"job, before {team[0].lower() + team[1:]} loads its per-{kw} report.",
    ])
    where = (f"The job is `/app/bin/{j.tool}` (Python 3, standard library, `multiprocessing`); its contract is "
             f"`/app/docs/CONTRACT.md`; `/app/examples/delivery/` is a delivery and `/app/examples/expected/` the "
             "output the contract gives for it.")
    parts = [f"# Repair the `{j.tool}` job", "", intro, where, ""]
    if cfg.tell == "cause":
        parts += ["A review found these defects:", ""]
        for n in names:
            c = CAUSE[n][j.kind] if n == "partitioner" else CAUSE[n]
            parts.append(f"- {c}")
        parts += ["", "Fix them; the rest of the job is right."]
    elif cfg.tell == "symptom":
        parts += ["Since the job moved to the new cluster the loaders and analysts report:", ""]
        parts += [f"- {SYMPTOM[n].format(keyw=kw)}" for n in names]
        parts += ["", "Find the causes in the job and fix them. More than one thing is wrong; CONTRACT.md is the "
                      "specification."]
    else:
        parts += [rng.choice([
            "The numbers are not trusted any more: they disagree with the collectors' counts, differ between worker "
            "counts and between reruns, and the loaders reject some deliveries.",
            "Nobody believes the report: runs with different `-j` disagree, reruns change the output, and the "
            "figures do not match what the collectors sent."]),
            "", f"The ticket that started this says {SYMPTOM[rng.choice(names)].format(keyw=kw)}; that is not "
                "the only thing wrong.",
            "", "Make the job meet its contract, `/app/docs/CONTRACT.md`, on any delivery."]
    parts += ["", "Done means:",
              f"- `/app/bin/{j.tool} -j N SHARD_DIR OUT_DIR` writes exactly the output CONTRACT.md specifies for any "
              "delivery and any worker count N (checked with several, on deliveries you have not seen), exits 0, "
              "and gives the same result when run again over an earlier run's output;",
              f"- it stays an executable at `/app/bin/{j.tool}` that needs nothing outside `/app/bin`, works offline "
              "and keeps the output format.", "",
              f"`/app/bin/{j.tool} -j 2 /app/examples/delivery /tmp/out` must reproduce `/app/examples/expected/`. "
              f"You work as `{AGENT}`."]
    return "\n".join(parts) + "\n"


def _example_only(j: Job, expected: dict) -> str:
    body = "".join(f"    with open(os.path.join(out, {n!r}), 'w') as f:\n        f.write({t!r})\n"
                   for n, t in sorted(expected.items()))
    return ("#!/bin/bash\nset -euo pipefail\n"
            f"cat > /app/bin/{j.tool} <<'PY_EOF'\n#!/usr/bin/env python3\nimport os, sys\n\nout = sys.argv[-1]\n"
            f"os.makedirs(out, exist_ok=True)\nif True:\n{body}PY_EOF\nchmod 755 /app/bin/{j.tool}\n")


# --- the hidden tests ------------------------------------------------------------------------------------------

TESTS = r'''
import shutil
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def job():
    assert os.path.isfile(TOOL), f"{TOOL} is missing"
    d = tg_guard.give(os.path.dirname(TOOL))
    exe = os.path.join(d, os.path.basename(TOOL))
    assert os.access(exe, os.X_OK), f"{TOOL} is not executable"
    return exe


def _listing(out):
    got = {}
    for name in sorted(os.listdir(out)):
        p = os.path.join(out, name)
        assert os.path.isfile(p) and not os.path.islink(p), f"OUT_DIR holds {name!r}, which is not a regular file"
        with open(p, encoding="utf-8", errors="replace") as f:
            got[name] = f.read()
    return got


def _check(label, got, want):
    assert sorted(got) == sorted(want), f"{label}: OUT_DIR holds {sorted(got)}, expected {sorted(want)}"
    for name in sorted(want):
        g, w = got[name].splitlines(), want[name].splitlines()
        if g != w:
            bad = [(a, b) for a, b in zip(g + [None] * len(w), w + [None] * len(g)) if a != b][:3]
            raise AssertionError(f"{label}: {name}: {len(g)} lines, expected {len(w)}; first differences "
                                 f"(got, expected): {bad}")


def _run(job, case, workers, out):
    src = tg_guard.give(os.path.join(HERE, "cases", case))
    p = tg_guard.run([job, "-j", str(workers), src, out], timeout=RUN_SEC)
    assert p.returncode == 0, f"{case} at -j {workers}: exit {p.returncode}: {(p.stdout + p.stderr)[-1500:]}"


@pytest.mark.parametrize("run", RUNS)
def test_hidden_delivery(job, run):
    case, workers = run.split("/j")
    out = os.path.join(tg_guard.scratch("out"), "out")
    _run(job, case, int(workers), out)
    _check(run, _listing(out), EXPECTED[case])


def test_rerun_over_an_earlier_run(job):
    stage = tempfile.mkdtemp(prefix="tg-stage-")
    old = os.path.join(stage, "out")
    os.makedirs(old)
    for name, text in STALE.items():
        with open(os.path.join(old, name), "w") as f:
            f.write(text)
    out = tg_guard.give(old)
    shutil.rmtree(stage, ignore_errors=True)
    for _ in range(2):
        _run(job, RERUN[0], RERUN[1], out)
    _check(f"{RERUN[0]} twice over an earlier run's output", _listing(out), EXPECTED[RERUN[0]])
'''


@register
class ShardMapreduce(KitFamily):
    name = "shard_mapreduce"
    category = "distributed"
    description = ("Repair a Python map/shuffle/reduce job over event shards composed from a pool of faults "
                   "(manifest checksums, multi-member gzip, UTC windows, key normalisation, hash/range/prefix "
                   "partitioners, salted hot keys, retried and corrected events, medians, top-k ties, a versioned "
                   "join, idempotent commits, worker-count invariance); judged on hidden deliveries.")
    base_image = "termigen/dev:1"
    levels = {
        "easy": JobLevel(components=(2, 3), tell="cause", minutes=(20, 50)),
        "medium": JobLevel(components=(3, 4), tell="symptom", minutes=(35, 90)),
        "hard": JobLevel(components=(5, 6), tell="goal", interaction=True, minutes=(60, 150)),
    }

    def draft(self, rng: random.Random, cfg: JobLevel) -> Draft:
        kind = rng.choice(["hash", "range", "prefix"])
        pool = _pool(kind)
        have = {c.name for c in pool}
        require = rng.choice([p for p in INTERACTIONS if set(p) <= have]) if cfg.interaction else ()
        comps = compose(rng, pool, cfg.components, require=tuple(require))
        names = [c.name for c in comps]
        j = Job(rng, kind)
        example, h1, h2 = j.case(rng, "example"), j.case(rng, "h1"), j.case(rng, "h2")
        for c in (example, h1):
            shown = j.shows(c)
            if "corrections" in names:
                right = j.model(c)
                shown["corrections"] = all(j.model(c, versions=v) != right for v in ("first", "last"))
            lack = [n for n in names if not shown.get(n, True)]
            if lack:
                raise Resample(f"the delivery does not show {lack}")

        slots = dict(SLOTS)
        slots["partitioner"] = PARTITIONERS[kind]
        template = TEMPLATE
        for k, v in j.subs().items():
            template = template.replace(k, v)
        for n in names:
            if SLOT_OF.get(n, n) != n:
                template = template.replace(f"@@{SLOT_OF[n]}@@", f"@@{n}@@")
        fixed = {s: v[0] for s, v in slots.items() if s not in names and s not in ("corrections",)
                 and f"@@{s}@@" in template}
        bugs = [Bug(n, right=slots[n][0], broken=slots[n][1], wrong=dict(slots[n][2]), skill=SKILL[n])
                for n in names]
        tool = f"/app/bin/{j.tool}"
        table = BugTable(tool, template, bugs, fixed=fixed)

        expected_ex = j.model(example)
        tail = dedent(f"""
            chmod 0777 {tool}
            rm -rf /tmp/{j.tool}-check
            {tool} -j 2 /app/examples/delivery /tmp/{j.tool}-check
            diff -r /app/examples/expected /tmp/{j.tool}-check
        """)
        extra = [Decoy(name="writes_the_example", description="writes the visible example's expected parts whatever "
                                                              "the delivery (right format, wrong values)",
                       script=_example_only(j, expected_ex))]
        # a sample (seeded) keeps the gate affordable: every decoy an instance can have is checked without
        # containers in tests/families/test_distributed_shard_mapreduce.py
        solution, decoys = table.oracle_and_decoys(tail=tail, extra=extra, rng=rng, max_decoys=6)

        runs = [f"h1/j1", f"h1/j{j.R + 1}", "h2/j2"]
        stale = {f"part-r-{j.R + 1:05d}.tsv": "stale\t1\t1\t1\t-\t-\n", "part-r-00000.tsv": "old\t9\t9\t9\t-\t-\n",
                 ".part-r-00001.tsv.tmp": "half-written\n", "_SUCCESS": ""}
        consts = {"TOOL": tool, "RUN_SEC": 90, "RUNS": runs, "RERUN": ["h2", j.R - 1], "STALE": stale,
                  "EXPECTED": {"h1": j.model(h1), "h2": j.model(h2)}}
        tests = {"test_outputs.py": hidden_tests(consts, TESTS)}
        for cname, c in (("h1", h1), ("h2", h2)):
            for fn, data in c["files"].items():
                tests[f"cases/{cname}/{fn}"] = File.of(data)
        visible = {bytes(d) for d in example["files"].values()}
        if any(bytes(d) in visible for c in (h1, h2) for d in c["files"].values()):
            raise Resample("a hidden input file has the bytes of a visible one")
        files = {tool: File.of(table.render(), mode=0o755),
                 "/app/docs/CONTRACT.md": File.of(_contract(j, names))}
        for fn, data in example["files"].items():
            files[f"/app/examples/delivery/{fn}"] = File.of(data)
        for fn, text in expected_ex.items():
            files[f"/app/examples/expected/{fn}"] = File.of(text)
        setup = dedent(f"""
            set -e
            useradd --create-home --shell /bin/bash {AGENT}
            chown -R {AGENT}:{AGENT} /app
        """)
        return Draft(
            instruction=_instruction(rng, j, cfg, names),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir="/app"),
            solution=solution,
            tests=tests,
            decoys=decoys,
            outputs=["/app/bin"],
            tools=sorted(tools_in(solution) | {"python3", "patch", "diff"}),
            tags=["map-reduce", "python", "multiprocessing", "sharding", f"{kind}-partitioner", *sorted(names)],
            expert_time_min=cfg.minutes[0] + 4 * len(names), junior_time_min=cfg.minutes[1] + 12 * len(names),
            timeouts=Timeouts(agent_sec=1800.0 + 300.0 * len(names), verifier_sec=300.0),
            components=[f"partitioner.{kind}", *sorted(names)],
            agent_user=AGENT,
        )
