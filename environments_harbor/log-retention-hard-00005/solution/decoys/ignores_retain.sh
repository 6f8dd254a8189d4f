#!/bin/bash
set -euo pipefail
cat > /tmp/retention.py <<'PY'
import gzip, json, os, re, shutil, sys, time
from datetime import datetime, timezone
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.load(open("/srv/logs/POLICY.json"))
now = datetime.fromisoformat(P["now"]).timestamp()
if BUG == "real_clock":
    now = time.time()
ROOT = "/srv/logs"
retain = set()
if os.path.exists(f"{ROOT}/RETAIN") and BUG != "ignores_retain":
    retain = {l.strip() for l in open(f"{ROOT}/RETAIN") if l.strip() and not l.startswith("#")}

def age_days(rel, path):
    if BUG == "name_date":
        stamp = re.search(r"(\d{4})-(\d{2})-(\d{2})", os.path.basename(rel)).groups()
        t = datetime(*map(int, stamp), tzinfo=timezone.utc).timestamp()
    else:
        t = os.lstat(path).st_mtime
    return (now - t) / 86400

deleted, compressed = [], []
for svc in sorted(os.listdir(ROOT)):
    sdir = os.path.join(ROOT, svc)
    if not os.path.isdir(sdir) or os.path.islink(sdir):
        continue
    logs = []
    for dirpath, dirnames, files in os.walk(sdir):   # os.walk does not follow symlinked dirs
        if BUG == "not_recursive" and dirpath != sdir:
            continue
        for f in files:
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, ROOT)
            if os.path.islink(path) or rel in retain:
                continue
            if f.endswith(".log") or (f.endswith(".log.gz") and P.get("old_archives")):
                logs.append((os.lstat(path).st_mtime, rel, path))
    logs.sort(reverse=True)
    newest = {rel for _, rel, _ in [x for x in logs if x[1].endswith(".log")][: P.get("keep_newest", 0)]}
    for _, rel, path in logs:
        if rel in newest:
            continue
        a = age_days(rel, path)
        if a > P["delete_after_days"]:
            os.remove(path); deleted.append(rel)
        elif P.get("compress_after_days") is not None and a > P["compress_after_days"] and rel.endswith(".log") and BUG != "no_compress":
            with open(path, "rb") as src, gzip.open(path + ".gz", "wb") as dst:
                shutil.copyfileobj(src, dst)
            shutil.copystat(path, path + ".gz")
            os.remove(path); compressed.append(rel)
os.makedirs("/srv/cleanup", exist_ok=True)
if BUG != "no_report":
    json.dump({"deleted": sorted(deleted), "compressed": sorted(compressed)}, open("/srv/cleanup/report.json", "w"), indent=2)
PY
python3 /tmp/retention.py ignores_retain
