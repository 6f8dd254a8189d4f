"""Sysadmin: apply a log-retention policy to a full disk (keep newest, compress, delete, retain list, report)."""

from __future__ import annotations

import hashlib
import json
import random
import re
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Resample, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

SERVICES = ["api", "worker", "billing", "search", "auth", "ingest", "mailer", "scheduler", "gateway", "reports"]
WORDS = ["GET", "POST", "cache", "miss", "hit", "user", "job", "retry", "timeout", "ok", "queued", "done", "shard"]

PROGRAM = r'''
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
'''


def _solver(bug: str) -> str:
    return script("""
        cat > /tmp/retention.py <<'PY'
        {program}
        PY
        python3 /tmp/retention.py {bug}
    """).replace("{program}", PROGRAM.strip("\n")).replace("{bug}", bug)


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


@register
class LogRetention(Family):
    name = "log_retention"
    category = "sysadmin"
    description = "Free a full disk by applying a written log-retention policy, with a machine-readable report."

    def make(self, rng: random.Random, level: str) -> Draft:
        now = datetime(rng.randint(2022, 2025), rng.randint(1, 12), rng.randint(1, 28), tzinfo=timezone.utc)
        delete_after = rng.choice([14, 21, 30, 45])
        compress_after = None if level == "easy" else rng.choice([3, 5, 7])
        keep_newest = 0 if level == "easy" else rng.randint(2, 4)
        services = rng.sample(SERVICES, {"easy": 2, "medium": 3, "hard": 4}[level])
        policy = {"now": now.isoformat(), "delete_after_days": delete_after, "compress_after_days": compress_after,
                  "keep_newest": keep_newest, "old_archives": level == "hard"}

        entries = []  # (rel path, bytes, mtime datetime, kind)
        for svc in services:
            n = rng.randint(8, 14) if level != "easy" else rng.randint(6, 10)
            for k in range(n):
                age = rng.uniform(0.2, delete_after * 2)
                if k == 0:
                    age = delete_after - rng.uniform(0.1, 0.9)   # just inside: must survive
                elif k == 1:
                    age = delete_after + rng.uniform(0.1, 0.9)   # just outside: must go
                elif compress_after and k in (3, 4):
                    age = rng.uniform(compress_after + 0.5, delete_after - 0.5)  # to compress
                elif compress_after and k in (5, 6, 7, 8):
                    age = rng.uniform(0.2, compress_after - 0.1)  # the newest: fill the keep slots
                mtime = now - timedelta(days=age)
                name_day = mtime - timedelta(days=rng.choice([0, 0, 0, 1]))
                if k == 2 and level != "easy":
                    name_day = mtime - timedelta(days=delete_after + 5)  # rotated late: name is old, content is recent
                sub = "archive/" if level == "hard" and k % 4 == 3 else ""
                stem = f"{svc}-{name_day:%Y-%m-%d}" + (f" part{k}" if level == "hard" and k == 5 else f"-{k:02d}")
                body = "\n".join(f"{(mtime - timedelta(minutes=i)).isoformat()} {svc} {' '.join(rng.sample(WORDS, 4))}"
                                 for i in range(rng.randint(20, 60))).encode() + b"\n"
                entries.append((f"{svc}/{sub}{stem}.log", body, mtime, "log"))
            if level == "hard":
                old = now - timedelta(days=delete_after + rng.randint(2, 40))
                entries.append((f"{svc}/{svc}-{old:%Y-%m-%d}-old.log.gz", b"\x1f\x8b" + bytes(rng.randrange(256) for _ in range(64)), old, "gz"))
                young = now - timedelta(days=rng.randint(1, max(2, delete_after - 2)))
                entries.append((f"{svc}/{svc}-{young:%Y-%m-%d}-young.log.gz", b"\x1f\x8b" + bytes(rng.randrange(256) for _ in range(64)), young, "gz"))
            entries.append((f"{svc}/{svc}.pid", f"{rng.randint(100, 32000)}\n".encode(), now - timedelta(days=delete_after * 3), "other"))
        retain = []
        if level != "easy":
            olds = [e for e in entries if e[3] == "log" and (now - e[2]).days > delete_after + 1]
            retain = sorted(e[0] for e in rng.sample(olds, min(2, len(olds))))

        truth = self._truth(entries, policy, set(retain), now)
        if level != "easy" and self._truth(entries, policy, set(retain), now, by_name=True) == truth:
            raise Resample("no file's fate depends on its mtime rather than the date in its name")
        files = {f"/srv/logs/{rel}": File.of(body) for rel, body, _, _ in entries}
        files["/srv/logs/POLICY.json"] = File.of(json.dumps(policy, indent=2) + "\n")
        if retain:
            files["/srv/logs/RETAIN"] = File.of("# legal hold: never compress or delete these\n" + "\n".join(retain) + "\n")
        setup = ["set -e"]
        for rel, _, mtime, _ in entries:
            setup.append(f"touch -d '{mtime:%Y-%m-%d %H:%M:%S} UTC' '/srv/logs/{rel}'")
        if level == "hard":
            setup.append("mkdir -p /var/lib/shared-cache && touch -d '2000-01-01' /var/lib/shared-cache/blob.log")
            setup.append(f"ln -s /var/lib/shared-cache '/srv/logs/{services[0]}/cache'")
        decoys = [
            Decoy(name="real_clock", description="ages files against today's clock, not the stated time", script=_solver("real_clock")),
            Decoy(name="no_report", description="half the job: cleans up but writes no report", script=_solver("no_report")),
        ]
        if level != "easy":
            decoys += [
                Decoy(name="name_date", description="ages files by the date in their name, not their mtime", script=_solver("name_date")),
                Decoy(name="ignores_retain", description="deletes and compresses files on legal hold", script=_solver("ignores_retain")),
                Decoy(name="no_compress", description="deletes old logs but never compresses", script=_solver("no_compress")),
            ]
        if level == "hard":
            decoys.append(Decoy(name="not_recursive", description="misses logs in archive/ subfolders", script=_solver("not_recursive")))
        return Draft(
            instruction=self._instruction(level, policy, now, services),
            environment=Environment(base_image=self.base_image, files=files, setup="\n".join(setup) + "\n", workdir="/srv"),
            solution=_solver(""),
            tests={"test_outputs.py": self._tests(truth, policy)},
            decoys=decoys,
            outputs=["/srv/logs", "/srv/cleanup"],
            tools=["cat", "python3"],
            tags=["logs", "retention", "disk-cleanup", "filesystem"],
            expert_time_min={"easy": 8, "medium": 20, "hard": 30}[level],
            junior_time_min={"easy": 20, "medium": 45, "hard": 75}[level],
        )

    @staticmethod
    def _truth(entries, policy, retain, now, by_name=False):
        """What the policy leaves; by_name: what ageing files by the date in their name (a decoy) leaves."""
        by_svc: dict[str, list] = {}
        for rel, body, mtime, kind in entries:
            if kind == "other" or rel in retain:
                continue
            if kind == "gz" and not policy["old_archives"]:
                continue
            by_svc.setdefault(rel.split("/")[0], []).append((mtime, rel, body, kind))
        deleted, compressed = {}, {}
        for items in by_svc.values():
            items.sort(reverse=True)
            newest = {it[1] for it in [it for it in items if it[3] == "log"][: policy["keep_newest"]]}
            for mtime, rel, body, kind in items:
                if rel in newest:
                    continue
                if by_name:
                    y, m, d = map(int, re.search(r"(\d{4})-(\d{2})-(\d{2})", rel.rsplit("/", 1)[-1]).groups())
                    mtime = datetime(y, m, d, tzinfo=timezone.utc)
                age = (now - mtime).total_seconds() / 86400
                if age > policy["delete_after_days"]:
                    deleted[rel] = True
                elif policy["compress_after_days"] is not None and age > policy["compress_after_days"] and kind == "log":
                    compressed[rel] = _sha(body)
        remaining = {}
        for rel, body, _, _ in entries:
            if rel in deleted:
                continue
            if rel in compressed:
                remaining[rel + ".gz"] = "gz:" + _sha(body)
            else:
                remaining[rel] = _sha(body)
        return {"deleted": sorted(deleted), "compressed": sorted(compressed), "remaining": dict(sorted(remaining.items()))}

    @staticmethod
    def _instruction(level, policy, now, services):
        rules = [f"Treat **{now:%Y-%m-%d %H:%M:%S} UTC** as the current time (the host clock is wrong); a file's age is "
                 "measured from its modification time, not from the date in its name.",
                 f"Delete every `*.log` file older than {policy['delete_after_days']} days."]
        if level != "easy":
            rules.insert(1, f"In each service folder, the {policy['keep_newest']} most recently modified `*.log` files are "
                            "kept as they are, whatever their age.")
            rules.append(f"Compress (gzip, to `<name>.log.gz`, removing the original) every other `*.log` file older than "
                         f"{policy['compress_after_days']} days that is not deleted.")
            rules.append("Files listed in `/srv/logs/RETAIN` (paths relative to `/srv/logs`) are on legal hold: never "
                         "touch them, and they do not count among the newest files.")
        if level == "hard":
            rules.append("Logs can sit in sub-folders of a service folder (for example `archive/`) and names can contain "
                         "spaces. Existing `*.log.gz` archives older than the delete limit are deleted too (they never "
                         "count among the newest files). Symbolic links are never followed or changed.")
        rules.append("Nothing else under `/srv/logs` changes (pid files, the policy, other files).")
        body = "\n".join(f"- {r}" for r in rules)
        svc = ", ".join(f"`{s}`" for s in services)
        return dedent("""
            # Disk full on the log host: apply the retention policy

            The log volume `/srv/logs` is at 100% and the services {svc} have stopped writing. One folder per service
            sits under `/srv/logs`. The retention policy agreed with the service owners (also in
            `/srv/logs/POLICY.json`) is:

            {body}

            Apply it to the files in place. Then write `/srv/cleanup/report.json`, an object with two sorted lists of
            paths relative to `/srv/logs`: `deleted` (files you removed) and `compressed` (the original `.log` paths of
            the files you compressed).
        """).replace("{svc}", svc).replace("{body}", body)

    @staticmethod
    def _tests(truth, policy):
        header = "import gzip, hashlib, json, os"
        body = '''
            ROOT = "/srv/logs"

            def _files():
                out = {}
                for dirpath, _, files in os.walk(ROOT):
                    for f in files:
                        p = os.path.join(dirpath, f)
                        rel = os.path.relpath(p, ROOT)
                        if os.path.islink(p) or rel in ("POLICY.json", "RETAIN"):
                            continue
                        out[rel] = p
                return out

            def test_remaining_files_exactly():
                got = set(_files())
                want = set(EXPECTED["remaining"])
                assert got == want, f"missing: {sorted(want - got)[:10]}, unexpected: {sorted(got - want)[:10]}"

            def test_contents_kept_and_compressed_correctly():
                files = _files()
                for rel, digest in EXPECTED["remaining"].items():
                    if digest.startswith("gz:"):
                        with gzip.open(files[rel], "rb") as f:
                            data = f.read()
                        assert hashlib.sha256(data).hexdigest() == digest[3:], f"{rel}: wrong content after gzip"
                    else:
                        with open(files[rel], "rb") as f:
                            assert hashlib.sha256(f.read()).hexdigest() == digest, f"{rel}: content changed"

            def test_report():
                r = json.load(open("/srv/cleanup/report.json"))
                assert sorted(r["deleted"]) == EXPECTED["deleted"]
                assert sorted(r["compressed"]) == EXPECTED["compressed"]
        '''
        return pytest_file(header, {"EXPECTED": truth}, body)
