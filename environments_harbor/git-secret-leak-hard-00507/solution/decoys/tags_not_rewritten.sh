#!/bin/bash
set -euo pipefail
mkdir -p /root/leak-audit/chat-relay
git -C /opt/audit/chat-relay for-each-ref --format='%(refname:short) %(objectname:short)'
git -C /opt/audit/chat-relay rev-list --all --count
cat > /tmp/audit.py <<'PY'
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
PY
TG_PARAMS='{"repo": "/opt/audit/chat-relay", "out": "/root/leak-audit/chat-relay/findings.json", "level": "hard", "types": {"aws": "AKIA[0-9A-Z]{16}", "github": "ghp_[A-Za-z0-9]{36}", "slack": "xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}", "stripe": "sk_live_[A-Za-z0-9]{24}", "dbpass": "(?:postgres|mysql)://[A-Za-z0-9_]+:([^@\\s/]+)@"}, "fakes": ["AKIAIOSFODNN7EXAMPLE", "changeme"]}' python3 /tmp/audit.py tags_not_rewritten
jq -r '.leaks[] | "\(.type) \(.commit[0:10]) \(.path)"' /root/leak-audit/chat-relay/findings.json
cat > /tmp/redact_stream.py <<'PY'
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
PY
cd /opt/audit/chat-relay
git fast-export --branches --signed-tags=strip --reencode=yes > /tmp/history.fe
python3 /tmp/redact_stream.py < /tmp/history.fe | git fast-import --force --quiet
git reset -q --hard main
git reflog expire --expire=now --all
git gc -q --prune=now
git checkout -q -f main
git status --short | wc -l
