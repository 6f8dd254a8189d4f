"""Security: audit a git repository's whole history for leaked credentials (introducing commit, path, whether
still live on a branch), honouring an allowlist of known fakes; at the hard level also purge them from every
branch and tag and from the object database.

The repository is built offline with `git fast-import` from a stream the generator writes, and the generator
computes every commit hash itself (git's object format), so the ground truth is exact.
"""

from __future__ import annotations

import hashlib
import json
import random
import string

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

PROJECTS = ["billing-gateway", "quota-service", "photo-pipeline", "ledger-sync", "notify-hub", "geo-tiles",
            "report-builder", "auth-proxy", "catalog-api", "stream-ingest", "invoice-render", "fleet-tracker",
            "search-indexer", "media-transcoder", "loyalty-points", "parcel-router", "survey-engine", "kiosk-sync",
            "warehouse-scanner", "booking-core", "chat-relay", "metrics-agent", "tax-calculator", "docs-portal"]
AUTHORS = [("Ana Sousa", "ana.sousa"), ("Ben Okoro", "ben.okoro"), ("Chloe Martin", "chloe.martin"),
           ("Dmitri Volkov", "dmitri.volkov"), ("Elif Yildiz", "elif.yildiz"), ("Farah Haddad", "farah.haddad"),
           ("Goran Petrovic", "goran.petrovic"), ("Hana Kimura", "hana.kimura"), ("Ivo Jansen", "ivo.jansen"),
           ("Jun Li", "jun.li")]
FEATURES = ["oauth-login", "csv-export", "retry-queue", "dark-mode", "webhooks", "bulk-import", "rate-limits",
            "audit-trail", "s3-archive", "slack-alerts"]
TYPES = {
    "aws": r"AKIA[0-9A-Z]{16}",
    "github": r"ghp_[A-Za-z0-9]{36}",
    "slack": r"xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}",
    "stripe": r"sk_live_[A-Za-z0-9]{24}",
    "dbpass": r"(?:postgres|mysql)://[A-Za-z0-9_]+:([^@\s/]+)@",
}
ALLOWED_FAKES = {"aws": "AKIAIOSFODNN7EXAMPLE", "dbpass": "changeme"}

PROGRAM = r'''
import json, os, re, subprocess, sys
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.loads(os.environ["TG_PARAMS"])
REPO = P["repo"]
def git(*a):
    return subprocess.run(["git", "-C", REPO, *a], capture_output=True, text=True, check=True).stdout
PATTERNS = {k: re.compile(v) for k, v in P["types"].items()}
allow = set()
if BUG != "includes_allowlisted":
    allow = {l.strip() for l in git("show", "main:.secrets-allowlist").splitlines() if l.strip() and not l.startswith("#")}
refs = ["refs/heads/main"] if BUG == "main_only" else git("for-each-ref", "--format=%(refname)", "refs/heads").split()
args = ["rev-list", "--topo-order", "--reverse", "--parents"] + (["--first-parent"] if BUG == "first_parent" else []) + refs
commits = [l.split() for l in git(*args).splitlines()]
blob_cache, tree_of = {}, {}
def secrets_in(text):
    out = set()
    for kind, rx in PATTERNS.items():
        for m in rx.finditer(text):
            val = m.group(1) if rx.groups else m.group(0)
            if val not in allow:
                out.add((kind, val))
    return out
def tree(c):
    if c not in tree_of:
        found = {}
        for line in git("ls-tree", "-r", c).splitlines():
            meta, path = line.split("\t", 1)
            sha = meta.split()[2]
            if sha not in blob_cache:
                blob_cache[sha] = secrets_in(git("cat-file", "blob", sha))
            for kind, val in blob_cache[sha]:
                found.setdefault(val, (kind, path))
        tree_of[c] = found
    return tree_of[c]
leaks = {}
for c, *parents in commits:
    if BUG == "first_parent":
        parents = parents[:1]
    here = tree(c)
    for val, (kind, path) in here.items():
        if val in leaks or any(val in tree(p) for p in parents):
            continue
        leaks[val] = {"type": kind, "secret": val, "commit": c, "path": path}
tips = [git("rev-parse", r).strip() for r in git("for-each-ref", "--format=%(refname)", "refs/heads").split()]
for val, leak in leaks.items():
    leak["live"] = any(val in tree(t) for t in tips)
    if BUG == "removal_commit" and not leak["live"]:
        for c, *parents in commits:
            if any(val in tree(p) for p in parents) and val not in tree(c):
                leak["commit"] = c
                break
rows = sorted(leaks.values(), key=lambda l: l["secret"])
if BUG == "head_only":
    rows = [r for r in rows if r["live"]]
os.makedirs(os.path.dirname(P["out"]), exist_ok=True)
json.dump({"repository": REPO, "leaks": rows}, open(P["out"], "w"), indent=2)
with open("/tmp/leaked.txt", "w") as f:
    f.write("".join(r["secret"] + "\n" for r in rows))
if BUG == "redacts_allowlisted":
    with open("/tmp/leaked.txt", "a") as f:
        f.write("".join(v + "\n" for v in sorted(P["fakes"])))
'''

REDACT = r'''
import sys
secrets = [l.rstrip("\n").encode() for l in open("/tmp/leaked.txt") if l.strip()]
src, dst = sys.stdin.buffer, sys.stdout.buffer
while True:
    line = src.readline()
    if not line:
        break
    if line.startswith(b"data "):  # a blob or a message: rewrite it and its length
        data = src.read(int(line[5:]))
        for s in secrets:
            data = data.replace(s, b"REDACTED")
        dst.write(b"data %d\n" % len(data) + data)
    else:
        dst.write(line)
'''


def _solver(p: dict, bug: str = "") -> str:
    head = script(f"""
        mkdir -p {p['out'].rsplit('/', 1)[0]}
        git -C {p['repo']} for-each-ref --format='%(refname:short) %(objectname:short)'
        git -C {p['repo']} rev-list --all --count
        cat > /tmp/audit.py <<'PY'
        {{program}}
        PY
        TG_PARAMS='{json.dumps(p)}' python3 /tmp/audit.py {bug}
        jq -r '.leaks[] | "\\(.type) \\(.commit[0:10]) \\(.path)"' {p['out']}
    """).replace("{program}", PROGRAM.strip("\n"))
    if p["level"] != "hard":
        return head
    which = "--branches" if bug == "tags_not_rewritten" else "--all"
    tail = dedent(f"""
        cat > /tmp/redact_stream.py <<'PY'
        {{redact}}
        PY
        cd {p['repo']}
        git fast-export {which} --signed-tags=strip --reencode=yes > /tmp/history.fe
        python3 /tmp/redact_stream.py < /tmp/history.fe | git fast-import --force --quiet
        git reset -q --hard main
    """).replace("{redact}", REDACT.strip("\n"))
    if bug != "no_gc":
        tail += dedent("""
            git reflog expire --expire=now --all
            git gc -q --prune=now
        """)
    tail += "git checkout -q -f main\ngit status --short | wc -l\n"
    return head + tail


# ---- git objects, computed exactly as git does ---------------------------------------------------------------

def _obj(kind: str, body: bytes) -> bytes:
    return hashlib.sha1(f"{kind} {len(body)}\0".encode() + body).digest()


def _tree_hash(files: dict[str, str]) -> bytes:
    root: dict = {}
    for path, data in files.items():
        d = root
        parts = path.split("/")
        for part in parts[:-1]:
            d = d.setdefault(part, {})
        d[parts[-1]] = data

    def h(d: dict) -> bytes:
        entries = []
        for name, v in d.items():
            if isinstance(v, dict):
                entries.append(((name + "/").encode(), b"40000 " + name.encode() + b"\0" + h(v)))
            else:
                entries.append((name.encode(), b"100644 " + name.encode() + b"\0" + _obj("blob", v.encode())))
        entries.sort(key=lambda e: e[0])
        return _obj("tree", b"".join(e[1] for e in entries))
    return h(root)


class _Repo:
    """A tiny model of a history: commits with full snapshots; emits a fast-import stream and git hashes."""

    def __init__(self, domain: str):
        self.commits: list[dict] = []
        self.tips: dict[str, int] = {}
        self.tags: dict[str, int] = {}
        self.deleted: list[str] = []
        self.domain = domain

    def commit(self, branch, author, ts, msg, changes, parent=None, merge=None):
        base = parent if parent is not None else self.tips.get(branch)
        files = dict(self.commits[base]["files"]) if base is not None else {}
        for path, content in changes.items():
            if content is None:
                files.pop(path, None)
            else:
                files[path] = content
        parents = ([base] if base is not None else []) + ([merge] if merge is not None else [])
        name, user = author
        email = f"{user}@{self.domain}"
        tree = _tree_hash(files)
        body = [f"tree {tree.hex()}"] + [f"parent {self.commits[p]['sha']}" for p in parents]
        body += [f"author {name} <{email}> {ts} +0000", f"committer {name} <{email}> {ts} +0000", "", msg + "\n"]
        sha = _obj("commit", "\n".join(body).encode()).hex()
        self.commits.append({"branch": branch, "author": name, "email": email, "ts": ts, "msg": msg,
                             "files": files, "parents": parents, "sha": sha})
        self.tips[branch] = len(self.commits) - 1
        return len(self.commits) - 1

    def stream(self) -> str:
        out = []
        for i, c in enumerate(self.commits):
            msg = c["msg"] + "\n"
            out.append(f"commit refs/heads/{c['branch']}\nmark :{i + 1}\n"
                       f"author {c['author']} <{c['email']}> {c['ts']} +0000\n"
                       f"committer {c['author']} <{c['email']}> {c['ts']} +0000\n"
                       f"data {len(msg.encode())}\n{msg}")
            if c["parents"]:
                out.append(f"from :{c['parents'][0] + 1}\n")
            for m in c["parents"][1:]:
                out.append(f"merge :{m + 1}\n")
            out.append("deleteall\n")
            for path in sorted(c["files"]):
                data = c["files"][path].encode()
                out.append(f"M 100644 inline {path}\ndata {len(data)}\n{c['files'][path]}\n")
            out.append("\n")
        for tag, i in sorted(self.tags.items()):
            out.append(f"reset refs/tags/{tag}\nfrom :{i + 1}\n\n")
        for branch, i in sorted(self.tips.items()):
            out.append(f"reset refs/heads/{branch}\nfrom :{i + 1}\n\n")
        return "".join(out)


def _token(rng: random.Random, kind: str) -> str:
    up = string.ascii_uppercase + string.digits
    an = string.ascii_letters + string.digits
    if kind == "aws":
        return "AKIA" + "".join(rng.choice(up) for _ in range(16))
    if kind == "github":
        return "ghp_" + "".join(rng.choice(an) for _ in range(36))
    if kind == "slack":
        return f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-" + "".join(rng.choice(an) for _ in range(24))
    if kind == "stripe":
        return "sk_live_" + "".join(rng.choice(an) for _ in range(24))
    if kind == "dbpass":
        return "".join(rng.choice(an) for _ in range(rng.randint(10, 16))) + rng.choice("!#%*")
    raise ValueError(kind)


def _carrier(rng, kind, value, project):
    """(path, content) of a file that carries a secret the way people really commit them."""
    if kind == "aws":
        return rng.choice([
            ("deploy/aws.env", f"AWS_REGION=eu-west-1\nAWS_ACCESS_KEY_ID={value}\n"),
            ("scripts/upload_artifacts.sh", f"#!/bin/sh\nexport AWS_ACCESS_KEY_ID={value}\naws s3 sync dist/ s3://{project}-artifacts/\n"),
        ])
    if kind == "github":
        return rng.choice([
            (".ci/release.yml", f"release:\n  token: {value}\n  repo: acme/{project}\n"),
            ("tools/changelog.py", f'import requests\nTOKEN = "{value}"\nAPI = "https://api.github.com"\n'),
        ])
    if kind == "slack":
        return rng.choice([
            ("config/alerts.ini", f"[slack]\nchannel = #{project}-alerts\nbot_token = {value}\n"),
            ("ops/notify.sh", f'#!/bin/sh\ncurl -s -H "Authorization: Bearer {value}" -d "text=$1" https://slack.com/api/chat.postMessage\n'),
        ])
    if kind == "stripe":
        return rng.choice([
            ("app/payments.py", f'import stripe\nstripe.api_key = "{value}"\n'),
            ("config/payments.toml", f'[stripe]\nsecret_key = "{value}"\nwebhook_path = "/hooks/stripe"\n'),
        ])
    if kind == "dbpass":
        return rng.choice([
            ("config/database.yml", f"production:\n  url: postgres://{project.replace('-', '_')}:{value}@db.internal:5432/{project.replace('-', '_')}\n"),
            ("docker-compose.override.yml", f"services:\n  app:\n    environment:\n      DATABASE_URL: mysql://app:{value}@mysql:3306/app\n"),
        ])
    raise ValueError(kind)


@register
class GitSecretLeak(Family):
    name = "git_secret_leak"
    category = "security"
    description = "Find every credential leaked anywhere in a git repository's history; at hard, purge them from all refs and objects."
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        project = rng.choice(PROJECTS)
        corp = rng.choice(["acme", "northwind", "globex", "initech", "hooli", "vandelay"])
        repo = _Repo(f"{corp}.example")
        people = rng.sample(AUTHORS, 4)
        ts = [rng.randint(1_600_000_000, 1_700_000_000)]

        def tick():
            ts[0] += rng.randint(1800, 4 * 86400)
            return ts[0]
        near_aws = "AKIA" + "".join(rng.choice("abcdefxyz") for _ in range(16))
        near_gh = "ghp_" + "".join(rng.choice(string.ascii_letters) for _ in range(35))
        fakes = dict(ALLOWED_FAKES)
        allow_text = "# known fake credentials used in tests and docs (not leaks)\n" + "\n".join(sorted(fakes.values())) + "\n"
        init = {
            "README.md": f"# {project}\n\nService of the {corp} platform team.\n",
            "app/__init__.py": "",
            "app/main.py": f"from app.config import settings\n\n\ndef main():\n    print('{project} starting', settings)\n",
            "app/config.py": "import os\n\nsettings = {\n    'db_url': os.environ.get('DATABASE_URL'),\n}\n",
            ".secrets-allowlist": allow_text,
            "tests/fixtures/creds.json": json.dumps({"aws_access_key_id": fakes["aws"], "note": "fake, see allowlist",
                                                      "example_url": f"postgres://test:{fakes['dbpass']}@localhost/test"}, indent=2) + "\n",
            "docs/credentials.md": f"# Credentials\n\nNever commit real keys. AWS key ids look like `{near_aws}`;\n"
                                   f"GitHub tokens look like `{near_gh}`.\n",
            "CHANGELOG.md": "# Changelog\n",
        }
        repo.commit("main", people[0], tick(), "Initial import", init)
        counter = [0]

        def routine(branch, n=1, parent=None):
            for _ in range(n):
                counter[0] += 1
                tip = repo.commits[repo.tips[branch] if parent is None else parent]["files"]
                which = rng.choice(["changelog", "code", "readme"])
                if which == "changelog":
                    ch = {"CHANGELOG.md": tip["CHANGELOG.md"] + f"- {rng.choice(['fix', 'add', 'tune', 'drop'])} {rng.choice(['retries', 'logging', 'timeouts', 'caching', 'metrics', 'paging'])} ({counter[0]})\n"}
                    msg = rng.choice(["Update changelog", "Changelog entry", "Note release changes"])
                elif which == "code":
                    ch = {"app/main.py": tip["app/main.py"] + f"\n\ndef helper_{counter[0]}():\n    return {rng.randint(1, 999)}\n"}
                    msg = rng.choice(["Add helper", "Refactor main", "Small cleanup", "Handle edge case"])
                else:
                    ch = {"README.md": tip["README.md"] + f"\nSee ticket {corp.upper()}-{rng.randint(100, 9999)}.\n"}
                    msg = rng.choice(["Docs: readme", "Clarify readme", "Readme: link ticket"])
                repo.commit(branch, rng.choice(people), tick(), f"{msg} #{counter[0]}", ch, parent=parent)
                parent = None

        kinds = ["aws", "github", "slack", "stripe", "dbpass"]
        rng.shuffle(kinds)
        secrets = []   # (kind, value, path)

        def leak(branch, kind, msg):
            val = _token(rng, kind)
            path, content = _carrier(rng, kind, val, project)
            tip = repo.commits[repo.tips[branch]]["files"]
            while path in tip:
                path = path.replace("/", f"/{rng.randint(2, 9)}_", 1) if "/" in path else f"x{path}"
            repo.commit(branch, rng.choice(people), tick(), msg, {path: content})
            secrets.append((kind, val, path))
            return val, path, content

        def scrub(branch, path, content, val, msg, delete=False):
            if delete:
                new = None
            elif f":{val}@" in content:  # a database URL: drop the password part
                new = content.replace(f":{val}@", "@")
            else:
                new = content.replace(val, "${" + rng.choice(["SECRET", "TOKEN", "CREDENTIAL"]) + "}")
            repo.commit(branch, rng.choice(people), tick(), msg, {path: new})

        routine("main", rng.randint(2, 3))
        # 1: leaked and scrubbed later (only in history)
        v1, p1, c1 = leak("main", kinds[0], rng.choice(["Add deploy config", "Wire up uploads", "CI: release step"]))
        routine("main", rng.randint(1, 2))
        scrub("main", p1, c1, v1, rng.choice(["Move credentials to environment", "Remove hardcoded key", "Use env vars for secrets"]))
        routine("main", 1)
        repo.tags["v1.0"] = repo.tips["main"]
        # 2: still live on main
        leak("main", kinds[1], rng.choice(["Add alerting", "Payments integration", "Hook up notifications"]))
        routine("main", rng.randint(1, 2))
        # 3: file added with a secret, then the whole file deleted
        v3, p3, c3 = leak("main", kinds[2], rng.choice(["Quick script for the migration", "Temporary helper", "Debug tooling"]))
        routine("main", 1)
        scrub("main", p3, c3, v3, rng.choice(["Remove temporary script", "Delete debug tooling", "Drop migration helper"]), delete=True)
        if level != "easy":
            # 4: an unmerged feature branch
            feat = f"feature/{rng.choice(FEATURES)}"
            repo.commit(feat, rng.choice(people), tick(), f"Start {feat.split('/')[1]}", {"app/feature.py": "ENABLED = False\n"}, parent=repo.tips["main"])
            leak(feat, kinds[3], rng.choice(["WIP: try the integration", "Prototype against prod", "Spike"]))
            routine(feat, 1)
            # 5: a hotfix branch with a secret, merged into main with a merge commit
            hot = f"hotfix/{rng.randint(2, 9)}.{rng.randint(0, 9)}.{rng.randint(1, 9)}"
            fork = repo.tips["main"]
            repo.commit(hot, rng.choice(people), tick(), "Hotfix: retry on timeout", {"app/retry.py": "RETRIES = 3\n"}, parent=repo.tips["main"])
            v5, p5, c5 = leak(hot, kinds[4], rng.choice(["Hotfix: point at the replica", "Hotfix: new database host"]))
            routine("main", 1)
            # a three-way merge of the hotfix into main (no conflicts: they touch different files)
            base, ours, theirs = (repo.commits[i]["files"] for i in (fork, repo.tips["main"], repo.tips[hot]))
            merged = {}
            for path in sorted(set(ours) | set(theirs)):
                o, t, b = ours.get(path), theirs.get(path), base.get(path)
                assert o == t or o == b or t == b, f"generator: merge conflict on {path}"
                v = o if t == b else t
                if v is not None:
                    merged[path] = v
            changes = {path: merged.get(path) for path in set(ours) | set(merged)}
            repo.commit("main", people[0], tick(), f"Merge branch '{hot}'", changes, merge=repo.tips[hot])
            repo.deleted.append(hot)  # deleted after merging, as usual: its commits are reachable only via the merge
            del repo.tips[hot]
            routine("main", 1)
            repo.tags["v1.1"] = repo.tips["main"]
            if level == "hard":
                scrub("main", p5, c5, v5, "Read the database URL from the environment")
                routine("main", 1)
        # ground truth
        truth = self._truth(repo, fakes, secrets)
        repo_path = rng.choice([f"/srv/repos/{project}", f"/home/dev/src/{project}", f"/opt/audit/{project}"])
        out = rng.choice(["/srv/audit", f"/root/leak-audit/{project}", "/var/tmp/secret-scan", f"/srv/security/{project}"])
        out += "/" + rng.choice(["leaks.json", "findings.json", "secret-report.json"])
        files = {"/tmp/termigen-repo.fi": File.of(repo.stream())}
        setup = "\n".join([
            "set -e",
            f"git init -q -b main {repo_path}",
            f"git -C {repo_path} fast-import --quiet < /tmp/termigen-repo.fi",
            f"git -C {repo_path} reset -q --hard main",
            "rm -f /tmp/termigen-repo.fi",
            *[f"git -C {repo_path} branch -q -D {b}" for b in repo.deleted],
            f"git -C {repo_path} gc -q",
        ]) + "\n"
        p = {"repo": repo_path, "out": out, "level": level, "types": TYPES, "fakes": sorted(fakes.values())}
        E = {"level": level, "repo": repo_path, "out": out, "leaks": truth}
        if level == "hard":
            E.update(self._purged(repo, truth, fakes))
        names = [("includes_allowlisted", "reports the allowlisted fake credentials as leaks"),
                 ("head_only", "half the job: only secrets still in the current files"),
                 ("removal_commit", "names the commit that removed a secret instead of the one that added it")]
        if level != "easy":
            names += [("main_only", "scans only main's history, not the other branches"),
                      ("first_parent", "walks first parents only: a merged secret is blamed on the merge")]
        if level == "hard":
            names += [("no_gc", "rewrites history but leaves the old objects in the repository (no reflog expiry, no gc)"),
                      ("tags_not_rewritten", "rewrites the branches but leaves the tags on the old commits"),
                      ("redacts_allowlisted", "also redacts the allowlisted fakes, changing the test fixtures")]
        decoys = [Decoy(name=n, description=d, script=_solver(p, n)) for n, d in names]
        return Draft(
            instruction=self._instruction(rng, level, project, repo_path, out),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir=repo_path),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=[out] + ([repo_path] if level == "hard" else []),
            tools=["mkdir", "git", "cat", "python3", "jq"] + (["wc"] if level == "hard" else []),
            tags=["git", "secrets", "forensics"] + (["history-rewrite"] if level == "hard" else []),
            expert_time_min={"easy": 15, "medium": 30, "hard": 50}[level],
            junior_time_min={"easy": 40, "medium": 80, "hard": 150}[level],
        )

    @staticmethod
    def _truth(repo: _Repo, fakes: dict, secrets: list) -> list[dict]:
        import re
        allow = set(fakes.values())
        rx = {k: re.compile(v) for k, v in TYPES.items()}

        def found(files):
            out = {}
            for path in sorted(files):
                for kind, r in rx.items():
                    for m in r.finditer(files[path]):
                        val = m.group(1) if r.groups else m.group(0)
                        if val not in allow:
                            out.setdefault(val, (kind, path))
            return out
        per = [found(c["files"]) for c in repo.commits]
        rows = {}
        for i, c in enumerate(repo.commits):
            for val, (kind, path) in per[i].items():
                if any(val in per[p] for p in c["parents"]):
                    continue
                assert val not in rows, f"generator: {val} introduced twice"
                rows[val] = {"type": kind, "secret": val, "commit": c["sha"], "path": path}
        for val, row in rows.items():
            row["live"] = any(val in per[t] for t in repo.tips.values())
        assert {v for _, v, _ in secrets} == set(rows), "generator: planted and found secrets differ"
        return sorted(rows.values(), key=lambda r: r["secret"])

    @staticmethod
    def _purged(repo: _Repo, truth: list, fakes: dict) -> dict:
        secrets = [r["secret"] for r in truth]

        def clean(files):
            out = {}
            for path, text in files.items():
                for s in secrets:
                    text = text.replace(s, "REDACTED")
                out[path] = hashlib.sha256(text.encode()).hexdigest()
            return out

        def history(i):
            seen, stack, out = set(), [i], []
            while stack:
                j = stack.pop()
                if j in seen:
                    continue
                seen.add(j)
                c = repo.commits[j]
                out.append([c["ts"], c["author"], c["msg"]])
                stack.extend(c["parents"])
            return sorted(out)
        return {"branches": {b: {"files": clean(repo.commits[i]["files"]), "history": history(i)} for b, i in sorted(repo.tips.items())},
                "tags": {t: repo.commits[i]["msg"] for t, i in sorted(repo.tags.items())},
                "fakes": sorted(fakes.values())}

    @staticmethod
    def _instruction(rng, level, project, repo_path, out) -> str:
        opener = rng.choice([
            f"A contractor's laptop with a clone of `{project}` was stolen, so we must know which credentials that "
            f"clone exposes.",
            f"GitHub's secret scanning emailed us about `{project}`, and we want the full picture, not just its alert.",
            f"Before `{project}` is open-sourced, security needs every credential that ever entered its history.",
            f"`{project}` was mirrored to a public bucket by mistake for a few hours; we have to rotate whatever "
            f"credentials its history holds.",
            f"An auditor asked for proof that no live credentials sit in the history of `{project}`.",
            f"A former employee still has a fork of `{project}`, and legal wants to know which secrets it contains.",
        ])
        kinds = dedent(f"""
            - `aws`: AWS access key ids, `{TYPES['aws']}`
            - `github`: GitHub personal access tokens, `{TYPES['github']}`
            - `slack`: Slack bot tokens, `{TYPES['slack']}`
            - `stripe`: Stripe live secret keys, `{TYPES['stripe']}`
            - `dbpass`: the password in a database URL, `{TYPES['dbpass']}` (the secret is the captured group)
        """)
        kind_lines = kinds.strip().split("\n")
        rng.shuffle(kind_lines)
        kinds = "\n".join(kind_lines) + "\n"
        scope = ("every commit reachable from any branch (not only `main`)" if level != "easy" else
                 "every commit in the history of `main`")
        rules = [
            f"Look at {scope}, in every file of every commit, including files that were later changed or deleted.",
            "Values listed in `.secrets-allowlist` (at the tip of `main`) are known fakes used in tests and docs: "
            "they are not leaks.",
            "`commit` is the full hash of the commit that introduced the value: its tree contains the value and "
            "none of its parents' trees do. `path` is the file it was introduced in.",
            f"`live` is `true` if the tip of {'any branch' if level != 'easy' else '`main`'} still contains the value "
            f"somewhere, `false` otherwise.",
        ]
        body = "\n".join(f"- {r}" for r in rules)
        purge = ""
        if level == "hard":
            purge = "\n\n" + dedent(f"""

                Then **purge** the leaks from `{repo_path}` itself: rewrite every branch and every tag so that each
                leaked value is replaced by the string `REDACTED` wherever it appears, in every commit. Nothing else
                changes: same branches and tags, same commits (messages, authors, dates), same files, and the
                allowlisted fakes stay. Afterwards no object left in the repository's object database may contain a
                leaked value (backup refs, reflogs and unreachable objects included), and `main` is checked out.
                Write `{out.rsplit('/', 1)[1]}` with the original (pre-rewrite) commit hashes.
            """)
        return dedent(f"""
            # Credential leak audit of `{project}`

            {opener} The repository is at `{repo_path}` (a normal clone with all its branches and tags; there is
            no network). Credentials we care about:

            {{kinds}}
            Write `{out}`:
            ```
            {{{{"repository": "{repo_path}", "leaks": [{{{{"type": "aws", "secret": "...", "commit": "<40 hex>", "path": "...", "live": true}}}}]}}}}
            ```
            with one entry per distinct leaked value, in any order:

            {{body}}{{purge}}
        """).replace("{kinds}", kinds).replace("{body}", body).replace("{purge}", purge).replace("{{", "{").replace("}}", "}")

    @staticmethod
    def _tests(E: dict):
        header = "import hashlib, json, os, subprocess\n\nimport pytest"
        body = '''
            def _leaks():
                p = EXPECTED["out"]
                assert os.path.isfile(p), f"{p} is missing"
                data = json.load(open(p))
                return {l.get("secret"): l for l in data.get("leaks", [])}

            def test_leaked_values():
                got, want = set(_leaks()), {l["secret"] for l in EXPECTED["leaks"]}
                assert got == want, f"{len(got - want)} reported values are not leaks (e.g. {sorted(got - want)[:2]}), {len(want - got)} leaks are missing (types {sorted(l['type'] for l in EXPECTED['leaks'] if l['secret'] in want - got)})"

            def test_leak_details():
                got = _leaks()
                for w in EXPECTED["leaks"]:
                    g = got.get(w["secret"], {})
                    for key in ("type", "commit", "path", "live"):
                        assert g.get(key) == w[key], f"{w['type']} leak {w['secret'][:8]}...: {key} is {g.get(key)!r}, expected {w[key]!r}"

            def git(*a, check=True):
                r = subprocess.run(["git", "-c", "safe.directory=*", "-C", EXPECTED["repo"], *a], capture_output=True)
                if check:
                    assert r.returncode == 0, f"git {' '.join(a)}: {r.stderr.decode(errors='replace')[-400:]}"
                return r.stdout

            HARD = pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")

            @HARD
            def test_no_object_contains_a_leak():
                secrets = [l["secret"].encode() for l in EXPECTED["leaks"]]
                listing = git("cat-file", "--batch-all-objects", "--batch-check=%(objectname) %(objecttype)").decode().split("\\n")
                blobs = [l.split()[0] for l in listing if l.endswith(" blob")]
                assert blobs, "the repository has no objects"
                data = subprocess.run(["git", "-c", "safe.directory=*", "-C", EXPECTED["repo"], "cat-file", "--batch"],
                                      input=("\\n".join(blobs) + "\\n").encode(), capture_output=True).stdout
                dirty = [s.decode()[:8] + "..." for s in secrets if s in data]
                assert not dirty, f"objects in the repository still contain {len(dirty)} leaked values: {dirty}"

            @HARD
            def test_refs_kept():
                heads = sorted(git("for-each-ref", "--format=%(refname:short)", "refs/heads").decode().split())
                tags = sorted(git("for-each-ref", "--format=%(refname:short)", "refs/tags").decode().split())
                assert heads == sorted(EXPECTED["branches"]), f"branches {heads}, expected {sorted(EXPECTED['branches'])}"
                assert tags == sorted(EXPECTED["tags"]), f"tags {tags}, expected {sorted(EXPECTED['tags'])}"
                others = [r for r in git("for-each-ref", "--format=%(refname)").decode().split() if not r.startswith(("refs/heads/", "refs/tags/"))]
                assert not others, f"leftover refs: {others}"

            @HARD
            def test_history_preserved():
                for b, want in EXPECTED["branches"].items():
                    out = git("log", "--format=%at%x09%an%x09%s", b).decode().strip().split("\\n")
                    got = sorted([int(l.split("\\t")[0]), l.split("\\t")[1], l.split("\\t")[2]] for l in out)
                    assert got == want["history"], f"{b}: the commits (dates, authors, messages) changed: {len(got)} commits, expected {len(want['history'])}"

            @HARD
            def test_tips_redacted_exactly():
                for b, want in EXPECTED["branches"].items():
                    names = git("ls-tree", "-r", "--name-only", b).decode().split("\\n")
                    got = {}
                    for n in filter(None, names):
                        got[n] = hashlib.sha256(git("show", f"{b}:{n}")).hexdigest()
                    assert sorted(got) == sorted(want["files"]), f"{b}: files differ: {sorted(set(got) ^ set(want['files']))}"
                    wrong = [n for n in got if got[n] != want["files"][n]]
                    assert not wrong, f"{b}: content differs from the original with leaks replaced by REDACTED: {wrong}"

            @HARD
            def test_tags_point_at_rewritten_commits():
                secrets = [l["secret"].encode() for l in EXPECTED["leaks"]]
                for t, msg in EXPECTED["tags"].items():
                    subject = git("log", "-1", "--format=%s", t).decode().strip()
                    assert subject == msg, f"tag {t} points at '{subject}', expected '{msg}'"
                    tree = git("archive", "--format=tar", t)
                    assert not any(s in tree for s in secrets), f"tag {t} still reaches a leaked value"

            @HARD
            def test_main_checked_out():
                assert git("symbolic-ref", "--short", "HEAD").decode().strip() == "main", "HEAD is not on main"
                status = git("status", "--porcelain").decode().strip()
                assert not status, f"working tree of main is not clean: {status[:200]}"
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
