"""Distributed: run a batch of per-shard jobs with bounded parallelism (split, xargs -P, GNU parallel), retry flaky
jobs, summarise the job log, serialise a shared ledger with flock, resume an interrupted run without redoing
finished jobs, and kill jobs past a deadline. Judged on the gathered results (values and order) against the
generator's truth and on the side effects the batch tool records (runs per shard, slots in use, ledger)."""

from __future__ import annotations

import hashlib
import random

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File, Resources, Timeouts

# (tool, project slug, what a record is (plural), columns: (name, kind, arg), result token column, context)
# kinds: id (prefix), src (upstream names; the column the tool talks to), int (lo, hi), pick (choices)
SCENARIOS = [
    ("thumbify", "asset-thumbs", "image assets",
     [("asset_id", "id", "IMG"), ("bucket", "src", ["cdn-ams", "cdn-fra", "cdn-iad", "cdn-sin", "cdn-gru", "cdn-syd"]),
      ("width", "int", (640, 6000)), ("height", "int", (480, 4000))], "thumb_key",
     "The catalogue team is regenerating thumbnails after the storefront redesign"),
    ("geotag", "geo-enrich", "postal addresses",
     [("addr_id", "id", "AD"), ("provider", "src", ["osm-eu", "osm-us", "here-a", "here-b", "tomtom-1", "gazetteer"]),
      ("zip", "int", (1000, 99999)), ("house_no", "int", (1, 400))], "geo_hash",
     "Logistics wants every customer address geocoded before the new routing engine goes live"),
    ("invoicer", "invoice-render", "invoices",
     [("invoice_id", "id", "INV"), ("tenant", "src", ["acme-eu", "acme-us", "globex", "initech", "umbrella", "hooli"]),
      ("amount_cents", "int", (500, 990000)), ("currency", "pick", ["EUR", "USD", "GBP", "CHF"])], "pdf_ref",
     "Month-end invoices have to be rendered to PDF and handed to the mail house"),
    ("pkgverify", "mirror-verify", "packages",
     [("pkg_id", "id", "PK"), ("mirror", "src", ["deb-nl", "deb-us", "ftp-jp", "ftp-de", "mirror-kr", "mirror-br"]),
      ("size_kb", "int", (12, 880000)), ("epoch", "int", (0, 3))], "sig_digest",
     "Release engineering must re-verify package signatures after a mirror key rotation"),
    ("transcoder", "media-transcode", "videos",
     [("video_id", "id", "VID"), ("origin", "src", ["ingest-1", "ingest-2", "ingest-3", "edge-ams", "edge-sfo", "edge-hkg"]),
      ("seconds", "int", (5, 7200)), ("bitrate_kbps", "int", (300, 12000))], "rendition_id",
     "The video team is re-encoding the back catalogue into the new streaming ladder"),
    ("kycscreen", "kyc-screening", "customer records",
     [("customer_id", "id", "CU"), ("registry", "src", ["reg-de", "reg-fr", "reg-uk", "reg-es", "reg-it", "reg-pl"]),
      ("birth_year", "int", (1940, 2005)), ("risk_score", "int", (0, 100))], "screening_ref",
     "Compliance needs the quarterly sanctions re-screening of all customers"),
    ("ocrbatch", "doc-ocr", "scanned documents",
     [("doc_id", "id", "DOC"), ("scanner", "src", ["scan-north", "scan-south", "scan-east", "scan-west", "scan-hq", "scan-lab"]),
      ("pages", "int", (1, 40)), ("dpi", "pick", ["200", "300", "600"])], "text_digest",
     "The archive project is OCR-ing a box of scanned contracts for full-text search"),
    ("alignrun", "read-align", "sequencing samples",
     [("sample_id", "id", "S"), ("sequencer", "src", ["novaseq-a", "novaseq-b", "miseq-1", "miseq-2", "hiseq-x", "nextseq"]),
      ("reads", "int", (100000, 9000000)), ("lane", "int", (1, 8))], "bam_ref",
     "The genomics core must align this week's samples before the analysis meeting"),
    ("mailmerge", "newsletter-merge", "subscribers",
     [("subscriber_id", "id", "SUB"), ("list_host", "src", ["mx-a", "mx-b", "mx-c", "mx-d", "mx-e", "mx-f"]),
      ("signup_year", "int", (2010, 2024)), ("opens", "int", (0, 500))], "render_id",
     "Marketing wants the personalised newsletter rendered for every subscriber"),
    ("fxsettle", "fx-settlement", "trades",
     [("trade_id", "id", "TR"), ("venue", "src", ["lmax", "ebs", "refinitiv", "cme", "hotspot", "currenex"]),
      ("notional", "int", (1000, 5000000)), ("ticks", "int", (1, 999))], "settle_ref",
     "Treasury needs yesterday's trades settled and confirmed before the cut-off"),
]
ROOTS = ["/srv/{slug}", "/data/{slug}", "/opt/jobs/{slug}", "/var/batch/{slug}", "/home/batch/{slug}"]
DIRS = {  # input, shards, converted parts, report, tool state
    "input": ["input", "incoming", "inbox"],
    "shards": ["shards", "chunks", "splits"],
    "parts": ["parts", "converted", "done"],
    "out": ["out", "report", "results"],
    "state": ["state", "var", "run"],
}
STEMS = ["export", "records", "batch_input", "queue", "worklist", "dump"]
RESULTS = ["results.csv", "converted.csv", "output.csv", "merged.csv"]
LEDGERS = ["ledger.tsv", "catalog.tsv", "published.tsv", "registry.tsv"]
PREFIXES = ["part-", "chunk_", "batch-", "shard", "seg-"]
WHY_CAP = [
    "the upstream service allows at most {cap} concurrent connections from this host",
    "the licence server grants at most {cap} concurrent seats",
    "the shared NFS volume falls over with more than {cap} concurrent writers",
    "more than {cap} concurrent jobs trip the upstream rate limiter",
]
WHO = ["the on-call engineer", "the team lead", "the platform team", "operations", "the data owner", "the batch admin"]
MALFORMED = ["12O", "n/a", "", "-", "1e3", "?"]
STALL_S = 20   # a stalled upstream answers after this long; the deadline is far below it
WORK_S = 0.4  # simulated work per job: long enough that concurrent jobs overlap

TOOL = r'''#!/usr/bin/env python3
"""@TOOL@ - batch converter for @NOUN@ (@SLUG@)

usage:
  @TOOL@ convert SHARD        convert the records of one shard file (CSV, no header line); the converted
                              lines `@IDCOL@,@TOKEN@,batch` go to stdout, one per record, in the shard's
                              order; batch = the shard's file name without its extension.@PUBUSAGE@
  @TOOL@ --help

Every `convert` run is recorded in @STATE@/runs.log (batch, attempt number, worker slot).
exit status: 0 converted, 64 usage, 65 malformed record (retrying will not help),
             75 temporary upstream failure (try again later)@PUBEXIT@
"""
import fcntl, hashlib, os, sys, time

STATE = "@STATE@"
LEDGER = "@LEDGER@"
LOCK = "@LOCK@"
SECRET = "@SECRET@"
COLUMNS = @COLUMNS@
NUMERIC = @NUMERIC@
SOURCE = @SOURCE@
# How the upstreams behave in this offline sandbox (simulated): some reset the first connections, some stall.
RESETS = @RESETS@
STALLS = @STALLS@


def take_slot():
    """Hold the lowest free worker-slot lock for the life of this process (released when it exits or dies)."""
    d = os.path.join(STATE, ".slots")
    os.makedirs(d, exist_ok=True)
    for i in range(256):
        f = open(os.path.join(d, str(i)), "a")
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return i, f
        except BlockingIOError:
            f.close()
    return 256, None


def convert(path):
    batch = os.path.splitext(os.path.basename(path))[0]
    with open(path) as f:
        lines = f.read().splitlines()
    slot, hold = take_slot()
    os.makedirs(os.path.join(STATE, "attempts"), exist_ok=True)
    with open(os.path.join(STATE, ".meter"), "a") as m:
        fcntl.flock(m, fcntl.LOCK_EX)
        p = os.path.join(STATE, "attempts", batch)
        n = int(open(p).read().strip() or 0) + 1 if os.path.exists(p) else 1
        with open(p, "w") as f:
            f.write(f"{n}\n")
        with open(os.path.join(STATE, "runs.log"), "a") as f:
            f.write(f"{batch}\t{n}\t{slot}\n")
    out, resets, stall = [], (0, ""), ""
    for no, line in enumerate(lines, 1):
        if not line.strip():
            continue
        rec = line.split(",")
        if rec[0] == COLUMNS[0]:
            print(f"{batch}: line {no}: skipping a header line", file=sys.stderr)
            continue
        if len(rec) != len(COLUMNS) or any(not rec[i].isdigit() for i in NUMERIC):
            print(f"{batch}: line {no}: malformed record {line!r}", file=sys.stderr)
            sys.exit(65)
        resets = max(resets, (RESETS.get(rec[SOURCE], 0), rec[SOURCE]))
        if rec[SOURCE] in STALLS:
            stall = rec[SOURCE]
        token = hashlib.sha256(f"{SECRET}|{line}".encode()).hexdigest()[:12]
        out.append(f"{rec[0]},{token},{batch}\n")
    time.sleep(@WORK@)
    if stall:
        print(f"{batch}: waiting for {stall} ...", file=sys.stderr)
        time.sleep(@STALL@)
    if n <= resets[0]:
        print(f"{batch}: {resets[1]}: connection reset by peer (attempt {n})", file=sys.stderr)
        sys.exit(75)
    sys.stdout.write("".join(out))


def publish(path):
    with open(path) as f:
        data = f.read()
    rows = [l.split(",") for l in data.splitlines() if l]
    if not rows or len({r[-1] for r in rows}) != 1:
        print(f"{path}: not the output of one `convert` run", file=sys.stderr)
        sys.exit(65)
    lock = open(LOCK, "a")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        pass  # held, as it must be, by whoever runs us
    else:
        print(f"refusing to publish {rows[0][-1]}: hold an exclusive flock on {LOCK} while publishing", file=sys.stderr)
        sys.exit(77)
    digest = hashlib.sha256(data.encode()).hexdigest()[:16]
    with open(LEDGER, "a") as f:
        f.write(f"{rows[0][-1]}\t{len(rows)}\t{digest}\n")
    time.sleep(0.05)


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "convert":
        convert(args[1])
    elif len(args) == 2 and args[0] == "publish" and LEDGER:
        publish(args[1])
    else:
        print(__doc__, file=sys.stderr if args[:1] != ["--help"] else sys.stdout)
        sys.exit(0 if args[:1] == ["--help"] else 64)


if __name__ == "__main__":
    main()
'''

# The oracle and every decoy: one program per level, a decoy differs only in its BUG.
HEAD = r'''
BUG="@BUG@"
cd @ROOT@
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt @CAP@ ]; then slots=@CAP@; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p @SHARDS@ @PARTS@ @OUT@ @STATE@
'''

SPLIT = r'''
# cut the data records (not the header line) into shards of @K@ records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat @INPUT@; else tail -n +2 @INPUT@; fi \
  | split -l @K@ -a @DIGITS@ --numeric-suffixes=@START@@ADDSUF@ - @SHARDS@/@PREFIX@
'''

EASY = r'''
cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=@TOOLPATH@
"$tool" convert "@SHARDS@/$1" > "@PARTS@/$1"
SH
ls @SHARDS@ > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "@HEADER@"; while read -r s; do cat "@PARTS@/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > @RESULTS@
else
  cp /tmp/results.csv @RESULTS@
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/@EXTRE@$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "@PARTS@/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > @OUT@/batches.tsv
fi
'''

JOB_MEDIUM = r'''
cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=@TOOLPATH@
"$tool" convert "$1" > "@PARTS@/$(basename "$1")"
SH
'''

JOB_HARD = r'''
cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=@TOOLPATH@
part="@PARTS@/$(basename "$1")"
"$tool" convert "$1" > "$part"
# the ledger is shared: publishing is serialised with an exclusive lock
if [ "${BUG:-}" = no_lock ]; then "$tool" publish "$part"; else flock @LOCK@ "$tool" publish "$part"; fi
SH
export BUG
'''

RUN = r'''
deadline=(--timeout @DEADLINE@)
if [ "$BUG" = no_timeout ] || [ -z "@DEADLINE@" ]; then deadline=(); fi
resume=--resume-failed
if [ "$BUG" = resume_plain ]; then resume=--resume; fi
if [ "$BUG" = rerun_all ]; then rm -f @LOG@; fi
# job n = the n-th shard in name order; every attempt appends its own line to the job log
run() { parallel -j "$slots" "${deadline[@]}" --joblog @LOG@ "$@" bash /tmp/job.sh {} ::: @SHARDS@/* || true; }
case "$BUG" in
  retries_flag) run --retries 3 ;;
  no_retry) run $resume ;;
  two_attempts) run $resume; run $resume ;;
  *) run $resume; run $resume; run $resume ;;
esac
'''

SUMMARY = r'''
ls @SHARDS@ | sed 's/@EXTRE@$//' > /tmp/names.txt
n=$(wc -l < /tmp/names.txt)
tail -n +2 @LOG@ > /tmp/attempts.tsv
cut -f1 /tmp/attempts.tsv | sort -n | uniq -c | awk '{ print $1 }' > /tmp/count.txt
# a job's status is that of its LAST attempt: read the log backwards and keep the first line per job
if [ "$BUG" = first_line ]; then cat /tmp/attempts.tsv; else tac /tmp/attempts.tsv; fi \
  | awk -F'\t' '!seen[$1]++' | sort -t$'\t' -k1,1n \
  | awk -F'\t' '{ print ($8 != 0 || $7 == -1 || $7 == 124) ? "timed_out" : ($7 == 0 ? "done" : "failed") }' > /tmp/final.txt
seq 1 "$n" > /tmp/seq.txt
paste /tmp/seq.txt /tmp/names.txt /tmp/count.txt /tmp/final.txt \
  | awk -F'\t' -v OFS='\t' '$4 == "done" { $4 = ($3 > 1) ? "retried" : "ok" } 1' > /tmp/summary.tsv
if [ "$BUG" != no_summary ]; then
  { printf 'seq\tbatch\tattempts\tstatus\n'; cat /tmp/summary.tsv; } > @OUT@/summary.tsv
fi
# gather the batches whose job finally succeeded, in input order
if [ "$BUG" = log_order ]; then
  awk -F'\t' '$7 == 0 { print $1 }' /tmp/attempts.tsv | while read -r i; do sed -n "${i}p" /tmp/names.txt; done > /tmp/good.txt
else
  awk -F'\t' '$4 == "ok" || $4 == "retried" { print $2 }' /tmp/summary.tsv > /tmp/good.txt
fi
{ echo "@HEADER@"; while read -r b; do cat "@PARTS@/$b@EXT@"; done < /tmp/good.txt; } > @RESULTS@
'''

BUGS = {
    "header_in_shard": "splits the whole file, header included: every batch boundary shifts by one record",
    "sorted": "gathers the converted lines sorted by id instead of in input order",
    "no_manifest": "half the job: results without the batch manifest",
    "unbounded": "runs every shard at once (xargs -P 0), ignoring the concurrency cap",
    "no_retry": "runs each job once: flaky jobs stay failed",
    "two_attempts": "retries once (2 attempts in all) instead of up to 3 attempts",
    "retries_flag": "uses parallel --retries 3, which logs only each job's last attempt",
    "first_line": "summarises each job from its FIRST job-log line instead of its last",
    "log_order": "gathers successful batches in job-log (completion) order, not input order",
    "no_summary": "half the job: results without the job summary",
    "rerun_all": "throws the old job log away and reruns every job, finished ones included",
    "resume_plain": "resumes with --resume, which skips jobs that failed in the interrupted run",
    "no_lock": "publishes without holding the ledger lock",
    "no_timeout": "no per-job deadline: the stalled job is waited for",
}
LEVEL_BUGS = {
    "easy": ["header_in_shard", "sorted", "no_manifest", "unbounded"],
    "medium": ["no_retry", "two_attempts", "retries_flag", "first_line", "log_order", "no_summary"],
    "hard": ["rerun_all", "resume_plain", "no_lock", "no_timeout", "first_line"],
}


class Batch:
    """One drawn instance: the scenario, the layout, the records and shards, and what happens to each job."""

    def __init__(self, rng: random.Random, level: str):
        self.level = level
        (self.tool, self.slug, self.noun, cols, self.token_col, self.context) = rng.choice(SCENARIOS)
        self.cols = cols
        self.col_names = [c[0] for c in cols]
        self.numeric = [i for i, c in enumerate(cols) if c[1] == "int"]
        self.src_i = next(i for i, c in enumerate(cols) if c[1] == "src")
        sources = list(cols[self.src_i][2])
        rng.shuffle(sources)
        self.root = rng.choice(ROOTS).format(slug=self.slug)
        d = {k: rng.choice(v) for k, v in DIRS.items()}
        if d["out"] == d["parts"]:
            raise Resample("report and parts folders coincide")
        self.dirs = {k: f"{self.root}/{v}" for k, v in d.items()}
        self.input = f"{self.dirs['input']}/{rng.choice(STEMS)}-{rng.randint(2023, 2025)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.csv"
        self.results = f"{self.dirs['out']}/{rng.choice(RESULTS)}"
        self.state = self.dirs["state"]
        self.log = f"{self.state}/jobs.log"
        self.ledger = f"{self.state}/{rng.choice(LEDGERS)}" if level == "hard" else ""
        self.lock = self.ledger.rsplit(".", 1)[0] + ".lock" if level == "hard" else ""
        self.toolpath = f"/usr/local/bin/{self.tool}"
        self.secret = "%08x" % rng.getrandbits(32)
        self.cap = rng.choice([2, 3, 4])
        self.why_cap = rng.choice(WHY_CAP).format(cap=self.cap)
        self.who = rng.choice(WHO)
        self.deadline = 3 if level == "hard" else 0
        self.prefix = rng.choice(PREFIXES)
        self.digits = rng.choice([2, 3, 4])
        self.start = rng.choice([0, 1])
        self.ext = rng.choice(["", ".csv"])
        n = {"easy": rng.randint(9, 12), "medium": rng.randint(8, 12), "hard": rng.randint(10, 13)}[level]
        self.k = rng.randint(4, 8)
        r = self.k * (n - 1) + rng.randint(1, self.k - 1)   # the last shard is a partial one
        self.n = n
        self.names = [f"{self.prefix}{self.start + i:0{self.digits}d}" for i in range(n)]
        self.files = [nm + self.ext for nm in self.names]

        # what each job is: ok, flaky (fails its first F attempts), bad (malformed: always fails), stall (hangs)
        self.normal_src = sources[3:]
        self.reset_src = {sources[0]: 1, sources[1]: 2} if level != "easy" else {}
        self.stall_src = [sources[2]] if level == "hard" else []
        self.kind = ["ok"] * n
        self.prev = 0  # jobs 1..prev ran in the interrupted run (hard)
        if level == "medium":
            a = rng.randrange(0, n // 2)                         # flaky F=1 early: ok jobs follow it
            rest = [i for i in range(n) if i != a]
            b, c = rng.sample(rest, 2)
            self.kind[a], self.kind[b], self.kind[c] = "flaky1", "flaky2", "bad"
            extra = [i for i in range(n) if self.kind[i] == "ok"]
            if rng.random() < 0.5:
                self.kind[rng.choice(extra)] = "flaky1"
        elif level == "hard":
            self.prev = rng.randint(n // 2 - 1, n // 2 + 1)
            a, b = rng.sample(range(self.prev), 2)               # failed in the interrupted run
            self.kind[a], self.kind[b] = "flaky1", "flaky2"
            new = list(range(self.prev, n))
            c, d, e = rng.sample(new, 3)
            self.kind[c], self.kind[d], self.kind[e] = "bad", "stall", rng.choice(["flaky1", "flaky2"])
            if all(self.kind[i] != "ok" for i in new):
                raise Resample("no plain job left in the resumed half")

        # records: ids unique and not in sorted order; sources chosen so each job behaves as drawn
        ids = rng.sample(range(10000, 99999), r)
        if ids[0] < ids[1]:
            ids[0], ids[1] = ids[1], ids[0]
        idp = cols[0][2]
        self.records = []
        for j in range(r):
            rec = []
            for name, kind, arg in cols:
                if kind == "id":
                    rec.append(f"{idp}{ids[j]}")
                elif kind == "src":
                    rec.append(rng.choice(self.normal_src))
                elif kind == "int":
                    rec.append(str(rng.randint(*arg)))
                else:
                    rec.append(rng.choice(arg))
            self.records.append(rec)
        self.shards = [self.records[i * self.k:(i + 1) * self.k] for i in range(n)]
        for i, kind in enumerate(self.kind):
            sh = self.shards[i]
            pos = rng.randrange(len(sh))
            if kind.startswith("flaky"):
                want = 1 if kind == "flaky1" else 2
                sh[pos][self.src_i] = next(s for s, f in self.reset_src.items() if f == want)
            elif kind == "stall":
                sh[pos][self.src_i] = self.stall_src[0]
            elif kind == "bad":
                sh[pos][rng.choice(self.numeric)] = rng.choice(MALFORMED)
        self.header = ",".join(self.col_names)

    # -- the tool's behaviour, replayed -------------------------------------------------------------------------
    def token(self, rec) -> str:
        return hashlib.sha256(f"{self.secret}|{','.join(rec)}".encode()).hexdigest()[:12]

    def converted(self, i) -> str:
        return "".join(f"{rec[0]},{self.token(rec)},{self.names[i]}\n" for rec in self.shards[i])

    def outcome(self, i, attempt) -> str:
        kind = self.kind[i]
        if kind == "bad":
            return "fail"
        if kind == "stall":
            return "timeout"
        if kind.startswith("flaky") and attempt <= int(kind[-1]):
            return "fail"
        return "ok"

    def simulate(self, passes=3):
        """Attempts and final outcome per job: the interrupted run (jobs 1..prev, once each), then resume passes."""
        attempts = [0] * self.n
        last = [None] * self.n
        for i in range(self.prev):
            attempts[i] = 1
            last[i] = self.outcome(i, 1)
        for _ in range(passes):
            for i in range(self.n):
                if last[i] != "ok":
                    attempts[i] += 1
                    last[i] = self.outcome(i, attempts[i])
        return attempts, last

    def truth(self) -> dict:
        attempts, last = self.simulate()
        good = [i for i in range(self.n) if last[i] == "ok"]
        t = {
            "header": f"{self.col_names[0]},{self.token_col},batch",
            "results": [ln for i in good for ln in self.converted(i).splitlines()],
            "runs": {self.names[i]: attempts[i] for i in range(self.n)},
        }
        if self.level == "easy":
            t["manifest"] = [[self.names[i], len(self.shards[i])] for i in range(self.n)]
        else:
            status = []
            for i in range(self.n):
                s = {"ok": "ok" if attempts[i] == 1 else "retried", "fail": "failed", "timeout": "timed_out"}[last[i]]
                status.append([i + 1, self.names[i], attempts[i], s])
            t["summary"] = status
        if self.level == "hard":
            t["ledger"] = sorted([self.names[i], len(self.shards[i]),
                                  hashlib.sha256(self.converted(i).encode()).hexdigest()[:16]] for i in good)
        return t

    # -- files ------------------------------------------------------------------------------------------------
    def tool_text(self) -> str:
        hard = self.level == "hard"
        pub_usage = (f"\n  {self.tool} publish CONVERTED    register the output of one `convert` run in the shared ledger\n"
                     f"                              {self.ledger}; the caller must hold an exclusive flock(1) on\n"
                     f"                              {self.lock} while it runs.") if hard else ""
        pub_exit = ",\n             77 ledger lock not held" if hard else ""
        rep = {
            "@TOOL@": self.tool, "@NOUN@": self.noun, "@SLUG@": self.slug, "@IDCOL@": self.col_names[0],
            "@TOKEN@": self.token_col, "@STATE@": self.state, "@LEDGER@": self.ledger, "@LOCK@": self.lock,
            "@SECRET@": self.secret, "@COLUMNS@": repr(self.col_names), "@NUMERIC@": repr(self.numeric),
            "@SOURCE@": str(self.src_i), "@RESETS@": repr(dict(sorted(self.reset_src.items()))),
            "@STALLS@": repr(sorted(self.stall_src)), "@WORK@": str(WORK_S), "@STALL@": str(STALL_S),
            "@PUBUSAGE@": pub_usage, "@PUBEXIT@": pub_exit,
        }
        text = TOOL
        for k, v in rep.items():
            text = text.replace(k, v)
        return text

    def env_files(self) -> dict[str, File]:
        files = {self.toolpath: File.of(self.tool_text(), mode=0o755)}
        if self.level != "hard":
            lines = [self.header] + [",".join(rec) for rec in self.records]
            files[self.input] = File.of("\n".join(lines) + "\n")
            return files
        # hard: the shards were cut by the interrupted run, which got through jobs 1..prev
        for i, f in enumerate(self.files):
            files[f"{self.dirs['shards']}/{f}"] = File.of("".join(",".join(rec) + "\n" for rec in self.shards[i]))
        files[self.input] = File.of("\n".join([self.header] + [",".join(rec) for rec in self.records]) + "\n")
        return files

    def previous_run(self, rng: random.Random) -> dict[str, File]:
        """The interrupted run's traces: job log, the tool's run log and attempt counters, parts, ledger."""
        files = {}
        t0 = 1_700_000_000 + rng.randint(0, 60_000_000)
        log = ["Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand"]
        runs, ledger = [], []
        clock = float(t0)
        for i in range(self.prev):
            res = self.outcome(i, 1)
            shard = f"{self.dirs['shards']}/{self.files[i]}"
            part = f"{self.dirs['parts']}/{self.files[i]}"
            cmd = f"{self.tool} convert {shard} > {part} && flock {self.lock} {self.tool} publish {part}"
            rt = WORK_S + rng.uniform(0.05, 0.3)
            clock += rng.uniform(0.01, 0.2)
            log.append(f"{i + 1}\t:\t{clock:.3f}\t{rt:10.3f}\t0\t0\t{0 if res == 'ok' else 75}\t0\t{cmd}")
            runs.append(f"{self.names[i]}\t1\t{i % self.cap}")
            files[f"{self.state}/attempts/{self.names[i]}"] = File.of("1\n")
            if res == "ok":
                conv = self.converted(i)
                files[part] = File.of(conv)
                ledger.append(f"{self.names[i]}\t{len(self.shards[i])}\t{hashlib.sha256(conv.encode()).hexdigest()[:16]}")
            else:
                files[part] = File.of("")
        files[self.log] = File.of("\n".join(log) + "\n")
        files[f"{self.state}/runs.log"] = File.of("\n".join(runs) + "\n")
        files[self.ledger] = File.of("\n".join(ledger) + "\n")
        return files

    # -- oracle and decoys --------------------------------------------------------------------------------------
    def solver(self, bug: str) -> str:
        parts = [HEAD]
        if self.level != "hard":
            parts.append(SPLIT)
        if self.level == "easy":
            parts.append(EASY)
        else:
            parts += [JOB_MEDIUM if self.level == "medium" else JOB_HARD, RUN, SUMMARY]
        body = "".join(parts)
        rep = {
            "@BUG@": bug, "@ROOT@": self.root, "@CAP@": str(self.cap), "@SHARDS@": self.dirs["shards"],
            "@PARTS@": self.dirs["parts"], "@OUT@": self.dirs["out"], "@STATE@": self.state, "@INPUT@": self.input,
            "@K@": str(self.k), "@DIGITS@": str(self.digits), "@START@": str(self.start),
            "@ADDSUF@": f" --additional-suffix={self.ext}" if self.ext else "", "@PREFIX@": self.prefix,
            "@TOOLPATH@": self.toolpath, "@HEADER@": f"{self.col_names[0]},{self.token_col},batch",
            "@RESULTS@": self.results, "@EXTRE@": self.ext.replace(".", "\\."), "@EXT@": self.ext,
            "@LOCK@": self.lock, "@LOG@": self.log, "@DEADLINE@": str(self.deadline) if self.deadline else "",
        }
        for k, v in rep.items():
            body = body.replace(k, v)
        return script(body)


TESTS = '''
from collections import Counter


def _lines(path):
    assert os.path.isfile(path), f"{path} does not exist"
    with open(path) as f:
        return f.read().splitlines()


def test_results_values_and_order():
    got = _lines(RESULTS)
    assert got, f"{RESULTS} is empty"
    assert got[0] == EXPECTED["header"], f"header is {got[0]!r}, expected {EXPECTED['header']!r}"
    rows, want = got[1:], EXPECTED["results"]
    missing = sorted(set(want) - set(rows))
    extra = sorted(set(rows) - set(want))
    assert not missing and not extra, (f"{len(missing)} expected lines missing (e.g. {missing[:3]}), "
                                       f"{len(extra)} unexpected lines (e.g. {extra[:3]})")
    assert len(rows) == len(want), f"{len(rows)} result lines, expected {len(want)} (duplicates?)"
    for k, (g, w) in enumerate(zip(rows, want)):
        assert g == w, f"result line {k + 1} is {g!r}, expected {w!r}: lines are not in input order"


def _runs():
    runs = [l.split("\\t") for l in _lines(os.path.join(STATE, "runs.log")) if l.strip()]
    assert all(len(r) == 3 for r in runs), "runs.log was edited: every line is batch<TAB>attempt<TAB>slot"
    return runs


def test_each_job_ran_as_often_as_it_should():
    got = Counter(r[0] for r in _runs())
    want = EXPECTED["runs"]
    diff = {b: (got.get(b, 0), n) for b, n in want.items() if got.get(b, 0) != n}
    unknown = sorted(set(got) - set(want))
    assert not unknown, f"the tool ran on batches that should not exist: {unknown[:5]}"
    assert not diff, "tool runs per batch differ (batch: (ran, expected)): " + ", ".join(
        f"{b}: {v}" for b, v in sorted(diff.items()))


def test_concurrency_stayed_under_the_cap():
    slots = [int(r[2]) for r in _runs()]
    assert max(slots) < CAP, (f"the tool saw {max(slots) + 1} jobs running at once; at most {CAP} are allowed")
'''

TESTS_EASY = '''

def test_manifest():
    rows = [l.split("\\t") for l in _lines(MANIFEST)]
    assert rows and rows[0] == ["batch", "records"], f"manifest header is {rows[:1]}, expected batch<TAB>records"
    got = [[r[0], int(r[1])] if len(r) == 2 and r[1].strip().isdigit() else r for r in rows[1:]]
    assert got == EXPECTED["manifest"], f"manifest rows {got} differ from the expected {EXPECTED['manifest']}"
'''

TESTS_SUMMARY = '''

def test_summary():
    rows = [l.split("\\t") for l in _lines(SUMMARY)]
    assert rows and rows[0] == ["seq", "batch", "attempts", "status"], f"summary header is {rows[:1]}"
    body = rows[1:]
    want = EXPECTED["summary"]
    assert len(body) == len(want), f"{len(body)} summary rows, expected {len(want)}"
    for r, (seq, batch, attempts, status) in zip(body, want):
        assert len(r) == 4, f"summary row {r} needs 4 tab-separated fields"
        assert r[0] == str(seq) and r[1] == batch, f"row {r}: expected job {seq} = {batch}"
        assert r[2] == str(attempts), f"{batch}: attempts {r[2]}, expected {attempts}"
        assert r[3] == status, f"{batch}: status {r[3]!r}, expected {status!r}"


def test_job_log_has_every_attempt():
    lines = [l.split("\\t") for l in _lines(JOBLOG) if l.strip()]
    assert lines and lines[0][0] == "Seq", "the job log must start with GNU parallel's header line"
    count, last = Counter(), {}
    for l in lines[1:]:
        assert len(l) >= 9, f"not a GNU parallel joblog line: {l}"
        seq = int(l[0])
        count[seq] += 1
        last[seq] = int(l[6]) == 0 and int(l[7]) == 0
    for seq, batch, attempts, status in EXPECTED["summary"]:
        assert count[seq] == attempts, f"job {seq} ({batch}) has {count[seq]} job-log lines, expected one per attempt: {attempts}"
        assert last[seq] == (status in ("ok", "retried")), f"job {seq} ({batch}): last job-log line disagrees with {status}"
'''

TESTS_LEDGER = '''

def test_ledger_has_every_batch_once():
    rows = [l.split("\\t") for l in _lines(LEDGER) if l.strip()]
    got = Counter(tuple(r) for r in rows)
    dup = sorted(r[0] for r, c in got.items() if c > 1)
    assert not dup, f"batches published more than once: {dup}"
    got_rows = sorted([r[0], int(r[1]), r[2]] for r in got)
    want = EXPECTED["ledger"]
    missing = [w[0] for w in want if w not in got_rows]
    extra = [g[0] for g in got_rows if g not in want]
    assert not missing and not extra, f"ledger misses {missing}, has unexpected entries {extra}"
'''


@register
class ParallelBatch(Family):
    name = "parallel_batch"
    category = "distributed"
    description = ("Run a batch of per-shard jobs with bounded parallelism: split, xargs/GNU parallel, retries, a job-log "
                   "summary, a flock-serialised ledger, resuming an interrupted run, per-job deadlines.")
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        b = Batch(rng, level)
        files = b.env_files()
        if level == "hard":
            files.update(b.previous_run(rng))
        truth = b.truth()
        consts = {"EXPECTED": truth, "RESULTS": b.results, "STATE": b.state, "CAP": b.cap}
        body = TESTS
        if level == "easy":
            consts["MANIFEST"] = f"{b.dirs['out']}/batches.tsv"
            body += TESTS_EASY
        else:
            consts.update(SUMMARY=f"{b.dirs['out']}/summary.tsv", JOBLOG=b.log)
            body += TESTS_SUMMARY
        if level == "hard":
            consts["LEDGER"] = b.ledger
            body += TESTS_LEDGER
        tests = {"test_outputs.py": pytest_file("import os", consts, body)}
        decoys = [Decoy(name=bug, description=BUGS[bug], script=b.solver(bug)) for bug in LEVEL_BUGS[level]]
        tools = {"easy": ["nproc", "mkdir", "cat", "tail", "split", "ls", "xargs", "bash", "cp", "sed", "wc", "paste",
                          "head", "sort"],
                 "medium": ["nproc", "mkdir", "cat", "tail", "split", "bash", "basename", "parallel", "rm", "ls", "sed",
                            "wc", "cut", "sort", "uniq", "awk", "tac", "seq", "paste"],
                 "hard": ["nproc", "mkdir", "cat", "bash", "basename", "flock", "parallel", "rm", "ls", "sed", "wc",
                          "tail", "cut", "sort", "uniq", "awk", "tac", "seq", "paste"]}[level]
        return Draft(
            instruction=self._instruction(b, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir=b.root),
            solution=b.solver(""),
            tests=tests,
            decoys=decoys,
            outputs=[b.dirs["out"], b.state],
            tools=tools,
            tags=["batch", "bounded-parallelism", "split"] + {
                "easy": ["xargs"], "medium": ["gnu-parallel", "retries", "joblog"],
                "hard": ["gnu-parallel", "retries", "joblog", "resume", "flock", "timeouts"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
            timeouts=Timeouts(verifier_sec=120.0),
            resources=Resources(cpus=2.0),
        )

    @staticmethod
    def _instruction(b: Batch, rng: random.Random) -> str:
        d = b.dirs
        ex = ", ".join(f"`{f}`" for f in b.files[:2])
        ext_note = f" (with the `{b.ext}` extension)" if b.ext else " (no extension)"
        out_fmt = f"`{b.col_names[0]},{b.token_col},batch`"
        title = rng.choice(["Run", "Finish", "Get through", "Process"])
        intro = (f"# {title} the `{b.slug}` batch\n\n"
                 f"{b.context}. The {b.noun} to process are in `{b.input}` (CSV with a header line `{b.header}`). "
                 f"The converter `{b.tool}` is installed (`{b.tool} --help`): `{b.tool} convert <shard>` converts one "
                 f"shard file of records and prints one line {out_fmt} per record, in the shard's order, where `batch` "
                 f"is the shard's file name without its extension. It records every run it makes in "
                 f"`{b.state}/runs.log`, which is audited: every `convert` run counts, so do not run it by hand on the "
                 "shards to try it out.\n")
        cap = (f"Run the jobs with bounded parallelism: as many at a time as this machine has CPUs (`nproc`), "
               f"but never more than {b.cap} at once, because {b.why_cap}.")
        shard_rule = (f"Cut the data records (not the header line) into shards of {b.k} records each, in input order; "
                      f"the last shard holds the remainder. Put them in `{d['shards']}/`, named `{b.prefix}` followed "
                      f"by a {b.digits}-digit sequence number starting at {b.start}{ext_note}: {ex}, and so on.")
        steps, rules = [], []
        if b.level == "easy":
            steps = [
                shard_rule,
                f"Convert every shard exactly once with `{b.tool} convert`. {cap}",
                f"Write `{b.results}`: the header line {out_fmt}, then every converted line in input order "
                "(shard order, and the tool's order within a shard).",
                f"Write `{d['out']}/batches.tsv`: the header line `batch<TAB>records`, then one line per shard in "
                "order, with the batch name and the number of converted lines it produced.",
            ]
        else:
            retry = ("Some upstreams reset connections now and then: such a run exits 75 and succeeds if tried again "
                     "later. A run that exits 65 hit a malformed record and will never succeed; do not edit the data. "
                     "Give every job at most 3 attempts in all: after the first pass, retry the jobs that failed, and "
                     "retry what still fails once more.")
            joblog = (f"Run the jobs with GNU `parallel` and keep its job log (`--joblog`) in `{b.log}`, with job *n* "
                      "being the *n*-th shard in name order. The log must hold one line for every attempt of every "
                      "job (note that `--retries` logs only a job's last attempt).")
            summary = (f"Write `{d['out']}/summary.tsv` from the job log: the header line `seq<TAB>batch<TAB>attempts"
                       "<TAB>status`, then one line per job in job order: its number, batch name, how many times it "
                       "was attempted (job-log lines), and its status: `ok` (succeeded at the first attempt), `retried` "
                       "(succeeded after failing)" + (", `failed` (its last attempt failed) or `timed_out` (its last "
                       "attempt was killed at the deadline)" if b.level == "hard" else " or `failed` (its last attempt "
                       "failed)"))
            results = (f"Write `{b.results}`: the header line {out_fmt}, then the converted lines of every batch "
                       "whose job finally succeeded, in input order (batches whose job failed are left out).")
            if b.level == "medium":
                steps = [
                    shard_rule,
                    f"Convert each shard with `{b.tool} convert {d['shards']}/<file> > {d['parts']}/<file>` (one "
                    f"job per shard). {cap}",
                    retry, joblog, summary + ".", results,
                ]
            else:
                steps = [
                    f"The shards are already cut: `{d['shards']}/` holds {ex}, and so on, one job per shard in name "
                    f"order. Yesterday's run was stopped during a maintenance window after job {b.prev} of {b.n}: "
                    f"its job log is `{b.log}`, and the batches it converted are in `{d['parts']}/` (one file per "
                    "shard, same name). Finish that run: redo only the jobs that failed or never ran. A finished job "
                    "must not run again: the tool's run log and the ledger would show it.",
                    f"Each job converts its shard into `{d['parts']}/<shard file>` and then publishes that file with "
                    f"`{b.tool} publish {d['parts']}/<shard file>`, which appends the batch to the shared ledger "
                    f"`{b.ledger}`. Publishing must be serialised: hold an exclusive `flock` on `{b.lock}` while "
                    "it runs (the tool refuses otherwise). Converting needs no lock. " + cap,
                    retry.replace("Give every job at most 3 attempts in all", "In this session give every unfinished "
                                  "job at most 3 attempts").replace("after the first pass", "after the resumed pass"),
                    f"Some upstreams stall. Kill any job that runs longer than {b.deadline} seconds; a killed attempt "
                    "counts as a failed attempt.",
                    joblog.replace(f"keep its job log (`--joblog`) in `{b.log}`",
                                   f"append to the same job log `{b.log}`"),
                    summary.replace("was attempted (job-log lines)", "was attempted in both runs (its job-log lines)")
                    + ".",
                    results,
                ]
            rules.append(f"Do not edit the input, the shards, `{b.tool}` or what it writes under `{b.state}/`.")
        rules.append(f"Everything runs offline. {rng.choice(['The results are checked', 'Expect the results to be checked', 'The outputs will be checked'])} "
                     f"against an independent run by {b.who}, together with the tool's run log.")
        text = intro + "\n" + "\n".join(f"{k}. {s}" for k, s in enumerate(steps, 1)) + "\n\n" + " ".join(rules) + "\n"
        return text
