"""Distributed: write the nightly batch driver `run-batch INPUT OUTDIR` for a converter whose jobs are slow, flaky,
sometimes stalled and capped in concurrency, and run it on today's batch. Composed per instance from a pool of
requirements taken from real batch work (xargs -P / GNU parallel, retries of transient failures only, per-attempt
timeouts, job-log resume, make-style incremental runs, NUL-safe names, split, nested or queued or checksummed
inputs, a flock-serialised shared ledger, per-slot scratch dirs, parallel-style exit status, per-job stderr logs).

Judged on behaviour the agent cannot forge: besides today's outputs (values and order against the generator's
truth), the tests run the agent's driver, unprivileged, on a hidden batch whose converter talks to a gateway the
tests serve themselves. The gateway decides each job's behaviour (durations, resets, stalls, bad records), computes
the tokens with a secret only the tests hold, and records every attempt's start and end, scratch dir and lock state:
concurrency, attempts, timeouts and locking are measured there, not read from anything the agent writes.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from dataclasses import dataclass
from pathlib import Path

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.task import Decoy, Environment, File, Resources, Timeouts
from termigen.toolscan import tools_in

TOOL_SRC = Path(__file__).with_name("parallel_batch_tool.txt").read_text()

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

ROOTS = ["/srv/{slug}", "/opt/{slug}", "/data/{slug}", "/home/batch/{slug}"]
WHY_CAP = [
    "the upstream gateway allows at most {cap} concurrent connections from this host",
    "the licence server grants {cap} concurrent seats",
    "the shared volume falls over with more than {cap} concurrent writers",
    "more than {cap} concurrent jobs trip the upstream rate limiter",
]
WHO = ["the on-call engineer", "the team lead", "the platform team", "operations", "the data owner", "the batch admin"]
AWKWARD = ["{p} {i:02d}.csv", "{p}'{i:02d}.csv", '{p} "{i:02d}".csv', "{p}*{i:02d}.csv", "{p} ${i:02d}.csv",
           "{p}\n{i:02d}.csv", "{p} [{i:02d}] (copy).csv", "{p}\t{i:02d}.csv", "{p} {i:02d} & more.csv"]
MALFORMED = ["12O", "n/a", "-", "1e3", "?", "NULL"]

# Durations in the hidden run (seconds, served by the tests' gateway): long enough that CAP jobs surely overlap on a
# loaded machine, short enough for the gate. LONG is the first job: it finishes after the jobs started with it.
DUR = {"long": 2.8, "wave": 1.6, "normal": 0.6, "bad": 0.3, "flaky_fail": 0.5}
PACE = (0.05, 0.03)  # the offline tool today: per attempt, base + per record
STALL_WAIT = 45  # the offline tool today: a stalled upstream gives up (exit 75) after this long, so a driver without a
                # deadline (a decoy) ends in minutes, not at the agent timeout

POOL = [
    Component("retry_tempfail", skill="retry transient failures only (exit 75, not 65)"),
    Component("deadline", skill="per-attempt timeout(1)"),
    Component("summary", skill="per-job status table"),
    Component("resume", skill="GNU parallel --joblog/--resume-failed", excludes=("incremental",)),
    Component("incremental", skill="make-style up-to-date check (test -nt)", excludes=("resume", "split_input")),
    Component("awkward_names", skill="NUL-separated names (find -printf %P\\0, sort -z, xargs -0, parallel -0)",
              excludes=("split_input", "queue_file", "checksums")),
    Component("split_input", skill="split -l into numbered shards",
              excludes=("awkward_names", "nested_inputs", "queue_file", "checksums", "incremental")),
    Component("nested_inputs", skill="find at any depth, hidden paths pruned",
              excludes=("split_input", "queue_file", "checksums")),
    Component("queue_file", skill="jobs in queue-file order",
              excludes=("split_input", "nested_inputs", "awkward_names", "checksums")),
    Component("checksums", skill="sha256sum -c before running",
              excludes=("split_input", "awkward_names", "queue_file", "nested_inputs")),
    Component("flock_ledger", skill="flock(1) around the shared ledger only"),
    Component("slot_scratch", skill="GNU parallel job slots {%}"),
    Component("exit_code", skill="parallel-style exit status"),
    Component("stderr_logs", skill="per-job stderr logs across attempts"),
]
BY_NAME = {c.name: c for c in POOL}
# hard composes at least one pair whose parts interact
INTERACTIONS = [("retry_tempfail", "deadline"), ("resume", "retry_tempfail"), ("flock_ledger", "retry_tempfail"),
                ("summary", "resume"), ("summary", "incremental"), ("stderr_logs", "retry_tempfail"),
                ("exit_code", "deadline"), ("flock_ledger", "resume"), ("slot_scratch", "deadline"),
                ("summary", "retry_tempfail")]
NEEDS_PARALLEL = ("resume", "slot_scratch")


@dataclass(frozen=True)
class BatchLevel(LevelConfig):
    tell: str = "how"  # how: the ticket says how; what: the rules only; goal: the rules live in the runbook
    interaction: bool = False
    minutes: tuple[int, int] = (20, 50)


def _wrongs(x: dict) -> dict[str, list[str]]:
    """Per drawn component, the plausible wrong versions this instance can have (each must be caught)."""
    n, R = x["names"], x["R"]
    w = {
        "retry_tempfail": ["retries_any_failure", "appends_attempts"] + (["one_attempt_short"] if R >= 3 else []),
        "deadline": ["timeout_around_retries"] if "retry_tempfail" in n and R >= 3 else [],
        "summary": ((["retried_as_ok"] if "retry_tempfail" in n else []) + (["timeout_as_failed"] if "deadline" in n else [])
                    + (["skipped_left_out"] if {"resume", "incremental"} & n else [])),
        "resume": ["resume_plain", "rerun_all"],
        "incremental": ["skips_existing"],
        "awkward_names": ["splits_on_blanks"],
        "split_input": ["header_in_shard"],
        "nested_inputs": ["includes_hidden"],
        "queue_file": ["queue_sorted"],
        "checksums": ["listed_only"],
        "flock_ledger": ["no_lock", "locks_whole_job"],
        "slot_scratch": ["scratch_per_job", "shared_scratch"],
        "exit_code": ["exit_one"],
        "stderr_logs": ["last_attempt_only"] if "retry_tempfail" in n else [],
    }
    return {c: w[c] for c in sorted(n)}


WRONG_WHY = {
    "retries_any_failure": "retries every failure, malformed data (65) included",
    "appends_attempts": "appends every attempt's output to the part, a failed attempt's lines included",
    "one_attempt_short": "one attempt fewer than allowed",
    "timeout_around_retries": "one timeout around all attempts of a job instead of each attempt",
    "retried_as_ok": "reports a job that needed retries as ok",
    "timeout_as_failed": "reports a killed job as failed",
    "skipped_left_out": "leaves the jobs it did not need to run out of the summary",
    "resume_plain": "resumes with --resume, which skips the jobs that failed in the interrupted run",
    "rerun_all": "throws the old job log away and reruns the finished jobs too",
    "skips_existing": "skips every job that has a part, a stale one too",
    "splits_on_blanks": "word-splits the file list (for f in $(ls)): blanks, globs and newlines break names",
    "header_in_shard": "splits the whole file, header line included: every shard shifts by one record",
    "includes_hidden": "also runs the files in hidden folders and hidden files",
    "queue_sorted": "runs the queued jobs in name order, not queue order",
    "listed_only": "trusts the manifest's names without checking the sums",
    "no_lock": "publishes without holding the ledger lock",
    "locks_whole_job": "holds the ledger lock around the whole job, so conversions run one at a time",
    "scratch_per_job": "gives every job a fresh scratch dir instead of its slot's",
    "shared_scratch": "lets all jobs share one scratch dir",
    "exit_one": "exits 1 when jobs failed instead of their number",
    "last_attempt_only": "keeps only the last attempt's stderr in a job's log",
    "unbounded": "runs every job at once (xargs -P 0 / parallel -j 0), ignoring the cap",
    "completion_order": "appends each job's lines to the results as it finishes (completion order)",
    "keeps_partial_output": "writes straight into the part and keeps a failed job's partial output",
}


# --- the driver: rendered from the drawn components, each in state right (default), skip or one of its wrongs ---

def _driver(x: dict, st: dict) -> str:
    names = x["names"]

    def on(c):
        return c in names and st.get(c, "right") != "skip"

    def wr(c, w):
        return c in names and st.get(c) == w

    extra = st.get("_extra")
    nul = on("awkward_names") and not wr("awkward_names", "splits_on_blanks")
    D = "''" if nul else "$'\\n'"
    S = "\\0" if nul else "\\n"
    par = x["runner"] == "parallel"
    out = []
    add = lambda s: out.append(dedent(s).rstrip("\n") + "\n")

    add(f"""
        #!/bin/bash
        # run-batch INPUT OUTDIR - the nightly {x['slug']} batch: every job through {x['tool']} convert, {x['cap']} at a time
        set -uo pipefail
        export LC_ALL=C
        TOOL={x['toolpath']}
        CAP={0 if extra == 'unbounded' else x['cap']}
        SELF=$(realpath -- "$0")
        if [ "${{1:-}}" != --job ]; then
          if [ $# -ne 2 ]; then echo "usage: run-batch INPUT OUTDIR" >&2; exit 64; fi
          IN=$(realpath -- "$1")
          mkdir -p -- "$2/parts"
          OUT=$(realpath -- "$2")
          W=$(mktemp -d)
          trap 'rm -rf -- "$W"' EXIT
          JOBDIR=$IN
          export IN OUT W JOBDIR
        fi
    """)
    # -- preparing and listing the jobs
    if on("split_input"):
        whole = wr("split_input", "header_in_shard")
        cut = (f'split -l {x["K"]} -d -a 4 --numeric-suffixes=1 --additional-suffix=.csv -- "$IN" "$OUT/shards/shard-"' if whole
               else f'tail -n +2 -- "$IN" | split -l {x["K"]} -d -a 4 --numeric-suffixes=1 --additional-suffix=.csv - "$OUT/shards/shard-"')
        add(f"""
            prepare() {{  # the records{'' if whole else ' (not the header line)'} in shards of {x['K']}, numbered in input order
              mkdir -p -- "$OUT/shards"
              {cut}
              JOBDIR=$OUT/shards
            }}
        """)
    else:
        add("prepare() { :; }")
    if on("awkward_names") and wr("awkward_names", "splits_on_blanks"):
        add("""
            discover() {  # the job files, relative to JOBDIR, in job order
              cd -- "$JOBDIR" || return
              for f in $(ls | grep '\\.csv$'); do echo "$f"; done
            }
        """)
    elif on("queue_file"):
        add(f"""
            discover() {{  # the queue file says which jobs run, and in which order
              grep -v '^[[:space:]]*#' -- "$IN/QUEUE" | sed -e 's/[[:space:]]*$//' -e '/^$/d'{' | sort' if wr('queue_file', 'queue_sorted') else ''}
            }}
        """)
    elif on("checksums"):
        if wr("checksums", "listed_only"):
            pick = "sed -E 's/^[0-9a-f]{64} [ *]//' SHA256SUMS"
        else:
            pick = "sha256sum -c SHA256SUMS 2>/dev/null | sed -n 's/: OK$//p'"
        add(f"""
            discover() {{  # only the files the delivery's manifest lists{'' if wr('checksums', 'listed_only') else ' and whose checksum matches'}
              cd -- "$JOBDIR" || return
              {pick} | sort
            }}
        """)
    else:
        depth = "" if on("nested_inputs") else " -maxdepth 1"
        prune = " ! -path '*/.*'" if on("nested_inputs") and not wr("nested_inputs", "includes_hidden") else ""
        add(f"""
            discover() {{  # the job files, relative to JOBDIR, in job order (byte order of their paths)
              cd -- "$JOBDIR" || return
              find .{depth} -type f -name '*.csv'{prune} -printf '%P{S}' | sort{' -z' if nul else ''}
            }}
        """)
    # -- one attempt, one job
    prefix = f"timeout -k 2 {x['D']} " if on("deadline") and not wr("deadline", "timeout_around_retries") else ""
    scratch = ""
    if on("slot_scratch"):
        scratch = {"scratch_per_job": '--scratch "$(mktemp -d "$OUT/scratch/job.XXXXXX")" ',
                   "shared_scratch": '--scratch "$OUT/scratch/shared" '}.get(st.get("slot_scratch"),
                                                                            '--scratch "$OUT/scratch/slot-$2" ')
    add(f"""
        attempt() {{  # attempt JOB SLOT: one run of the converter on one job file
          {prefix}"$TOOL" convert {scratch}"$JOBDIR/$1"
        }}
    """)
    if on("retry_tempfail"):
        R = x["R"] - (1 if wr("retry_tempfail", "one_attempt_short") else 0)
        cond = '[ "$1" -ne 0 ] || return 1' if wr("retry_tempfail", "retries_any_failure") else '[ "$1" -eq 75 ] || return 1'
        add(f"""
            retry() {{  # retry EXIT ATTEMPTS: only a transient failure (75, EX_TEMPFAIL) is worth another try, {R} in all
              {cond}
              [ "$2" -lt {R} ]
            }}
        """)
    else:
        add("retry() { return 1; }")
    st_ok = ('echo ok' if wr("summary", "retried_as_ok")
             else 'if [ "$2" -gt 1 ]; then echo retried; else echo ok; fi')
    st_to = ('\n  elif [ "$1" -eq 124 ]; then echo timed_out'
             if on("deadline") and not wr("summary", "timeout_as_failed") else "")
    add(f"""
        status() {{  # status EXIT ATTEMPTS
          if [ "$1" -eq 0 ]; then {st_ok}{st_to}
          else echo failed; fi
        }}
    """)
    partial = extra == "keeps_partial_output"
    target = '"$part"' if partial else '"$part.tmp"'
    appends = wr("retry_tempfail", "appends_attempts")
    redir = (">> " if appends else "> ") + target
    if on("stderr_logs"):
        redir += (' 2> "$log"' if wr("stderr_logs", "last_attempt_only") else ' 2>> "$log"')
    lines = [
        "job() {  # job SEQ JOB [SLOT]: every attempt of one job; its part appears only when it succeeded",
        '  local seq=$1 rel=$2 slot=${3:-1} a=0 rc=0',
        '  local part=$OUT/parts/${rel%.csv}.out',
        '  mkdir -p -- "$(dirname -- "$part")"',
    ]
    if on("incremental"):
        cond = '[ -f "$part" ]' if wr("incremental", "skips_existing") else '[ -f "$part" ] && [ "$part" -nt "$JOBDIR/$rel" ]'
        # (the decoy that leaves skipped jobs out of the summary must not record them here either: the summary
        # prints every recorded status, so recording `skipped` here made that decoy the oracle)
        note = ("""    return 0""" if wr("summary", "skipped_left_out") else
                """    printf '%s\\t0\\tskipped\\n' "$seq" > "$W/st.$seq"; return 0""")
        lines += [f'  if {cond}; then  # up to date: made after its job file last changed', note, "  fi"]
    if on("stderr_logs"):
        lines += ['  local log=$OUT/logs/${rel%.csv}.log', '  mkdir -p -- "$(dirname -- "$log")"', '  : > "$log"']
    if appends:
        lines += [f'  : > {target}']
    lines += ["  while :; do", "    a=$((a + 1))", f'    attempt "$rel" "$slot" {redir}', "    rc=$?",
              '    retry "$rc" "$a" || break', "  done", '  if [ "$rc" -eq 0 ]; then']
    if not partial:
        lines += ['    mv -f -- "$part.tmp" "$part"']
    if on("flock_ledger"):
        lock = "" if wr("flock_ledger", "no_lock") or wr("flock_ledger", "locks_whole_job") else 'flock "$OUT/ledger.lock" '
        lines += [f'    {lock}"$TOOL" publish --ledger "$OUT/ledger.tsv" "$part" || {{ rc=$?; rm -f -- "$part"; }}']
    if extra == "completion_order":
        lines += ['    flock "$OUT/.results.lock" cat -- "$part" >> "$OUT/results.csv"']
    if partial:
        lines += ["    :", "  fi"]
    else:
        lines += ["  else", '    rm -f -- "$part.tmp" "$part"', "  fi"]
    lines += ["""  printf '%s\\t%s\\t%s\\n' "$seq" "$a" "$(status "$rc" "$a")" > "$W/st.$seq\"""", '  return "$rc"', "}"]
    out.append("\n".join(lines) + "\n")

    # -- the main flow
    add("""
        if [ "${1:-}" = --job ]; then shift; job "$@"; exit; fi
        prepare
        export JOBDIR
        (discover) > "$W/jobs"
    """)
    if on("stderr_logs"):
        add('mkdir -p -- "$OUT/logs"')
    if on("slot_scratch"):
        add('mkdir -p -- "$OUT/scratch"')
    if extra == "completion_order":
        add(f'echo "{x["header"]}" > "$OUT/results.csv"')
    wrap = ""
    if on("deadline") and wr("deadline", "timeout_around_retries"):
        wrap += f"timeout -k 2 {x['D']} "
    if wr("flock_ledger", "locks_whole_job"):
        wrap += 'flock "$OUT/ledger.lock" '
    if par:
        opts = " -0" if nul else ""
        if on("resume"):
            if wr("resume", "rerun_all"):
                add('rm -f -- "$OUT/jobs.log"  # a fresh run')
                opts += ' --joblog "$OUT/jobs.log"'
            elif wr("resume", "resume_plain"):
                opts += ' --joblog "$OUT/jobs.log" --resume'
            else:
                opts += ' --joblog "$OUT/jobs.log" --resume-failed'
        add(f"""
            # job n = the n-th job in job order ({{#}}); {{%}} is the job slot (1..CAP) it runs in
            parallel{opts} -j "$CAP" {wrap}"$SELF" --job {{#}} {{}} {{%}} :::: "$W/jobs" || true
        """)
    else:
        xflags = "" if wr("awkward_names", "splits_on_blanks") else (" -0" if nul else " -d '\\n'")
        add(f"""
            # number the jobs (job n = the n-th in job order) and run them CAP at a time
            n=0
            while IFS= read -r -d {D} rel; do n=$((n + 1)); printf '%s{S}%s{S}' "$n" "$rel"; done < "$W/jobs" > "$W/queue"
            xargs{xflags} -n 2 -P "$CAP" {wrap}"$SELF" --job < "$W/queue" || true
        """)
    if extra != "completion_order":
        add(f"""
            # results: the header, then the parts of the jobs that succeeded, in job order
            {{
              echo "{x['header']}"
              while IFS= read -r -d {D} rel; do
                part=$OUT/parts/${{rel%.csv}}.out
                if [ -f "$part" ]; then cat -- "$part"; fi
              done < "$W/jobs"
            }} > "$OUT/results.csv"
        """)
    if on("summary"):
        other = "" if wr("summary", "skipped_left_out") else """; else printf '%s\\t0\\tskipped\\n' "$n\""""
        add(f"""
            # one line per job in job order: its number, attempts this run, status
            {{
              printf 'seq\\tattempts\\tstatus\\n'
              n=0
              while IFS= read -r -d {D} rel; do
                n=$((n + 1))
                if [ -f "$W/st.$n" ]; then cat -- "$W/st.$n"{other}; fi
              done < "$W/jobs"
            }} > "$OUT/summary.tsv"
        """)
    if on("exit_code"):
        add("""
            # exit status: how many jobs failed or timed out (0: all succeeded), as GNU parallel counts them
            failed=$(cat "$W"/st.* 2>/dev/null | awk -F'\\t' '$3 == "failed" || $3 == "timed_out"' | wc -l)
        """)
        add('[ "$failed" -eq 0 ] || exit 1' if wr("exit_code", "exit_one") else 'exit "$((failed > 101 ? 101 : failed))"')
    else:
        add("exit 0")
    return "".join(out)


def _solve(x: dict, st: dict) -> str:
    drv = _driver(x, st)
    assert "\nDRIVER\n" not in drv
    return script(f"mkdir -p {x['root']}/bin\ncat > {x['root']}/bin/run-batch <<'DRIVER'\n{drv}DRIVER\n"
                  f"chmod 755 {x['root']}/bin/run-batch\n"
                  f"{x['root']}/bin/run-batch {x['today_in']} {x['today_out']} || echo \"run-batch: exit $?\" >&2\n")


def _oracle_and_decoys(rng: random.Random, x: dict, max_decoys: int = 7) -> tuple[str, list[Decoy]]:
    """The oracle (every component right) and decoys: per component one that skips it and one per wrong version,
    sampled (seeded) down to max_decoys with the three hand-written ones always kept."""
    extra = [Decoy(name=e, description=WRONG_WHY[e], script=_solve(x, {"_extra": e}))
             for e in ("unbounded", "completion_order", "keeps_partial_output")]
    made = []
    for c, ws in _wrongs(x).items():
        for w in ws:
            made.append(Decoy(name=f"{c}_{w}"[:60], description=f"{c}: {WRONG_WHY[w]}", script=_solve(x, {c: w})))
        made.append(Decoy(name=f"skips_{c}", description=f"does everything but {c}", script=_solve(x, {c: "skip"})))
    n = max_decoys - len(extra)
    if len(made) > n:
        wrongs = [d for d in made if not d.name.startswith("skips_")]
        skips = [d for d in made if d.name.startswith("skips_")]
        keep = ([rng.choice(wrongs)] if wrongs else []) + [rng.choice(skips)]
        rest = [d for d in made if d not in keep]
        keep += rng.sample(rest, n - len(keep))
        made = [d for d in made if d in keep]
    return _solve(x, {}), extra + made


def all_decoy_states(x: dict) -> dict[str, dict]:
    """Every decoy this instance could have (before sampling): name -> driver state. For the unit tests."""
    out = {e: {"_extra": e} for e in ("unbounded", "completion_order", "keeps_partial_output")}
    for c, ws in _wrongs(x).items():
        for w in ws:
            out[f"{c}_{w}"[:60]] = {c: w}
        out[f"skips_{c}"] = {c: "skip"}
    return out


def _traps(x: dict, b: "_Batch") -> list[str]:
    """The situations the hidden batch must hold so that every decoy's run differs there from the oracle's (for
    each decoy, tests/families/test_distributed_parallel_batch.py names what its run shows differently, over many
    seeds, and confirms it on real runs). Returns the missing ones."""
    names, cap, jobs = x["names"], x["cap"], b.jobs
    run = [j for j in jobs if j.prior not in ("done", "fresh")]
    roles = [j.role for j in run]
    fails = sum(r in ("bad", "flaky_fail", "stall") for r in roles)
    need = {
        "CAP waves started with the long first job (unbounded, completion order)":
            roles[:cap + 1] == ["long"] + ["wave"] * cap,
        "a failed job that printed lines first (partial output)": any(j.role == "bad" and j.bad_at >= 2 for j in run),
        "a job that fails (exit status, malformed data retried)": fails >= (2 if "exit_code" in names else 1),
    }
    if "retry_tempfail" in names:
        need["a job that succeeds after retries and one that never does"] = {"flaky_ok", "flaky_fail"} <= set(roles)
    if "deadline" in names:
        need["a stalled job"] = "stall" in roles
    if "resume" in names:  # (and so skipped jobs in the summary)
        need["jobs the interrupted run finished and one it failed"] = (any(j.prior == "done" for j in jobs)
                                                                      and any(j.prior == "failed" for j in jobs))
    if "incremental" in names:  # (and so skipped jobs in the summary)
        need["up-to-date and stale parts"] = (any(j.prior == "fresh" for j in jobs)
                                              and any(j.prior == "stale" for j in run))
    if "awkward_names" in names:
        need["job names with a newline and with a blank"] = (any("\n" in j.rel for j in jobs)
                                                             and any(re.search(r"[ \t]", j.rel) for j in jobs))
    if "nested_inputs" in names:
        need["jobs below subfolders and hidden files"] = (any("/" in j.rel for j in jobs)
                                                          and any(o.prior.startswith("hidden") for o in b.others))
    if "queue_file" in names:
        need["a queue whose first job sorts last, an unlisted file"] = (
            jobs[0].rel == max(j.rel for j in jobs) and any(o.prior == "unlisted" for o in b.others))
    if "checksums" in names:
        need["a corrupt and an unlisted file"] = {"corrupt", "unlisted"} <= {o.prior for o in b.others}
    if "split_input" in names:
        need["two shards or more"] = len(jobs) >= 2
    return [k for k, ok in need.items() if not ok]


# --- the data: jobs with roles, in job order; what the converter does with each; what a right driver leaves ---

@dataclass
class Job:
    role: str            # long wave normal bad flaky_ok flaky_fail stall
    prior: str = ""      # done/failed (resume), fresh/stale (incremental); unlisted/corrupt/hidden_*: not a job
    rel: str = ""
    recs: list = None
    src: str = ""        # the upstream that makes it flaky or stall
    bad_at: int = 0      # 1-based record that is malformed


def _content(recs) -> str:
    return "".join(r + "\n" for r in recs)


def _file(j) -> str:
    """What job j's file holds: its records, a corrupt one truncated in transfer (its last record missing)."""
    c = _content(j.recs)
    return "".join(c.splitlines(keepends=True)[:-1]) if j.prior == "corrupt" else c


def _key(content: str) -> str:
    return hashlib.sha256(content.encode()).hexdigest()[:16]


def _token(secret: str, rec: str) -> str:
    return hashlib.sha256(f"{secret}|{rec}".encode()).hexdigest()[:12]


class _Batch:
    """One batch (today's, or the hidden one): its jobs in job order, the files that make it, what should happen."""

    def __init__(self, rng: random.Random, x: dict, hidden: bool):
        self.x, self.hidden = x, hidden
        self.secret = x["hidden_secret"] if hidden else x["secret"]
        names, cap = x["names"], x["cap"]
        specials = ["bad"]
        if "retry_tempfail" in names:
            specials += ["flaky_ok", "flaky_fail"]
        if "deadline" in names:
            specials.append("stall")
        if "exit_code" in names and sum(s in ("bad", "flaky_fail", "stall") for s in specials) < 2:
            specials.append("bad")
        specials += ["normal"] * rng.randint(1, 2)
        rng.shuffle(specials)
        jobs = [Job("long")] + [Job("wave") for _ in range(cap)] + [Job(s) for s in specials]
        if "resume" in names:  # the interrupted run got through jobs 1..p: the first failed there, the others finished
            jobs[0].prior = "failed"
            first = [Job("normal", "done") for _ in range(rng.randint(2, 3))] + [jobs[0]]
            rng.shuffle(first)
            jobs = first + jobs[1:]
        if "incremental" in names:
            rng.choice([j for j in jobs if j.role in ("wave", "normal")]).prior = "stale"
            for _ in range(2):
                jobs.insert(rng.randint(0, len(jobs)), Job("normal", "fresh"))
        if "split_input" in names:
            jobs.append(Job("normal"))  # takes the remainder
        others = []
        if "queue_file" in names:
            others.append(Job("normal", "unlisted"))
        if "checksums" in names:
            others += [Job("normal", "corrupt"), Job("normal", "unlisted")]
        if "nested_inputs" in names:
            others += [Job("normal", "hidden_dir"), Job("normal", "hidden_file")]
        self.jobs, self.others = jobs, others
        self._records(rng)
        self._name(rng)

    # records: ids unique and random, sources chosen so that each job behaves as its role says
    def _records(self, rng):
        x = self.x
        cols = x["cols"]
        ids = rng.sample(range(10000, 99999), 400)
        k_of = {"long": 8, "wave": 5}
        K = x["K"]
        split = "split_input" in x["names"]
        for idx, j in enumerate(self.jobs + self.others):
            if split:
                k = K if idx < len(self.jobs) - 1 else rng.randint(1, K - 1)
            else:
                k = k_of.get(j.role, rng.randint(4, 6))
            recs = []
            for _ in range(k):
                rec = []
                for name, kind, arg in cols:
                    if kind == "id":
                        rec.append(f"{arg}{ids.pop()}")
                    elif kind == "src":
                        rec.append(rng.choice(x["plain_src"]))
                    elif kind == "int":
                        rec.append(str(rng.randint(*arg)))
                    else:
                        rec.append(rng.choice(arg))
                recs.append(rec)
            pos = rng.randrange(len(recs))
            if j.role in ("flaky_ok", "flaky_fail", "stall"):
                j.src = x["src"][j.role]
                recs[pos][x["src_i"]] = j.src
            elif j.role == "long" and j.prior == "failed":
                j.src = x["src"]["once"]  # failed once in the interrupted run (the offline tool counts it)
                recs[pos][x["src_i"]] = j.src
            elif j.role == "bad":
                j.bad_at = rng.randint(2, len(recs))
                recs[j.bad_at - 1][rng.choice(x["numeric"])] = rng.choice(MALFORMED)
            j.recs = [",".join(r) for r in recs]

    def _name(self, rng):
        x, names = self.x, self.x["names"]
        everything = self.jobs + self.others
        if "split_input" in names:
            for i, j in enumerate(self.jobs, 1):
                j.rel = f"shard-{i:04d}.csv"
            return
        p = x["prefix"]
        idx = rng.sample(range(1, 99), len(everything))
        if "awkward_names" in names:
            tmpl = AWKWARD[:2] + ["{p}\n{i:02d}.csv"] + rng.sample(AWKWARD[2:5] + AWKWARD[6:] + ["-{p} {i:02d}.csv"],
                                                                  3)
            got = [tmpl[k % len(tmpl)].format(p=p, i=i) for k, i in enumerate(idx)]
        else:
            got = [f"{p}{i:02d}.csv" for i in idx]
        if "nested_inputs" in names:
            dirs = rng.sample(["eu", "us", "apac", "eu/2024", "archive/q3", "partner-a", "partner-b/in"], 3)
            got = [f"{dirs[k % 3]}/{g}" if k % 4 else g for k, g in enumerate(got)]
        jobs_n = len(self.jobs)
        mine, theirs = got[:jobs_n], got[jobs_n:]
        if "queue_file" in names:  # queue order is not name order: the first job's name sorts last
            mine.sort()
            mine = [mine[-1]] + rng.sample(mine[:-1], len(mine) - 1)
        else:
            mine.sort()
        for j, n in zip(self.jobs, mine):
            j.rel = n
        for j, n in zip(self.others, theirs):
            if j.prior == "hidden_dir":
                n = ".staging/" + n.split("/")[-1]
            elif j.prior == "hidden_file":
                parts = n.split("/")
                n = "/".join(parts[:-1] + ["." + parts[-1]])
            j.rel = n
        if len({j.rel for j in everything}) != len(everything):
            raise Resample("two jobs with one name")

    # -- what the converter does ---------------------------------------------------------------------------------
    def lines(self, j, secret=None) -> list[str]:
        s = secret or self.secret
        return [f"{r.split(',')[0]},{_token(s, r)}" for r in j.recs]

    def behaviour(self, j, n: int):
        """(exit, stdout lines, stderr lines) of attempt n (counted by the tool / the gateway) of job j."""
        R = self.x["R"]
        lines = self.lines(j)
        if j.role == "stall":
            return "stall", [], [f"waiting for {j.src} ..."]
        f = {"flaky_ok": R - 1, "flaky_fail": R}.get(j.role, 0)
        if j.role == "long" and j.prior == "failed" and not self.hidden:
            f = 1
        if n <= f:
            return 75, lines[: len(lines) // 2], [f"{j.src}: connection reset by peer (attempt {n})"]
        if j.role == "bad":
            return 65, lines[: j.bad_at - 1], [f"line {j.bad_at}: malformed record {j.recs[j.bad_at - 1]!r}"]
        return 0, lines, [f"{len(lines)} records converted"]

    def dur(self, j) -> float:
        x = self.x
        if j.role == "flaky_ok":
            if "deadline" in x["names"] and "retry_tempfail" in x["names"] and x["R"] >= 3:
                return round((x["D"] + 2.0) / x["R"], 2)  # all attempts together outlast the deadline
            return 0.6
        return DUR.get(j.role, DUR["normal"])

    def simulate(self) -> dict:
        x, names = self.x, self.x["names"]
        prior = {} if self.hidden else {_key(_content(j.recs)): 1 for j in self.jobs if j.prior in ("done", "failed")}
        res, summary, logs, pubs, attempts = [], [], {}, [], {}
        failed = 0
        for seq, j in enumerate(self.jobs, 1):
            key = _key(_content(j.recs))
            if j.prior in ("done", "fresh"):
                summary.append([str(seq), "0", "skipped"])
                res += self.lines(j)
                attempts[key] = 0
                continue
            a, msgs = 0, []
            while True:
                a += 1
                rc, out, err = self.behaviour(j, prior.get(key, 0) + a)
                msgs += err
                if rc == "stall":
                    rc = 124
                if rc == 75 and "retry_tempfail" in names and a < x["R"]:
                    continue
                break
            attempts[key] = a
            if rc == 0:
                status = "retried" if a > 1 else "ok"
                res += out
                pubs.append(_content(out))
            else:
                status = "timed_out" if rc == 124 else "failed"
                failed += 1
            summary.append([str(seq), str(a), status])
            logs[j.rel[:-4]] = "".join(m + "\n" for m in msgs)
        for j in self.others:  # (keyed by what the file holds: the gateway never sees a corrupt file's whole records)
            attempts[_key(_file(j))] = 0
        ledger = [self.ledger_line(c) for c in pubs] + self.prior_ledger()
        return {"results": [x["header"]] + res, "summary": summary, "logs": logs, "attempts": attempts,
                "ledger": sorted(ledger), "publish": sorted(_key(c) for c in pubs), "exit": min(failed, 101)}

    @staticmethod
    def ledger_line(content: str) -> str:
        rows = content.splitlines()
        return f"{rows[0].split(',')[0]}\t{len(rows)}\t{_key(content)}"

    def stale_content(self, j) -> str:
        return _content(f"{r.split(',')[0]},{_token(self.secret + '-old', r)}" for r in j.recs)

    def prior_ledger(self) -> list[str]:
        if "flock_ledger" not in self.x["names"]:
            return []
        out = [self.ledger_line(_content(self.lines(j))) for j in self.jobs if j.prior in ("done", "fresh")]
        out += [self.ledger_line(self.stale_content(j)) for j in self.jobs if j.prior == "stale"]
        return out

    # -- the files that make the batch: (path relative to the batch root, content, mtime or None) -----------------
    def files(self, inp: str, out: str) -> list[list]:
        x, names = self.x, self.x["names"]
        t0 = x["t0"]
        files = []
        if "split_input" in names:
            body = x["csv_header"] + "\n" + "".join(_content(j.recs) for j in self.jobs)
            files.append([inp, body, None])
        else:
            for j in self.jobs + self.others:
                c = _file(j)
                files.append([f"{inp}/{j.rel}", c, t0 if "incremental" in names else None])
            if "queue_file" in names:
                q = [f"# {x['slug']} queue, written by the scheduler", ""] + [j.rel for j in self.jobs]
                files.append([f"{inp}/QUEUE", "\n".join(q) + "\n", None])
            if "checksums" in names:
                listed = [j for j in self.jobs + self.others if j.prior != "unlisted"]
                rows = sorted(f"{hashlib.sha256(_content(j.recs).encode()).hexdigest()}  {j.rel}" for j in listed)
                files.append([f"{inp}/SHA256SUMS", "\n".join(rows) + "\n", None])
        if "resume" in names:
            p = max(i for i, j in enumerate(self.jobs, 1) if j.prior in ("done", "failed"))
            log = ["Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand"]
            clock = 1_700_000_000 + x["t0"] % 5_000_000
            for seq, j in enumerate(self.jobs[:p], 1):
                clock += 0.37 * seq
                code = 0 if j.prior == "done" else 75
                log.append(f"{seq}\t:\t{clock:.3f}\t{0.4 + 0.1 * seq:10.3f}\t0\t0\t{code}\t0\t"
                           f"{x['root']}/bin/run-batch --job {seq} {json.dumps(j.rel)[1:-1]} {1 + seq % x['cap']}")
                if j.prior == "done":
                    files.append([f"{out}/parts/{j.rel[:-4]}.out", _content(self.lines(j)), None])
            files.append([f"{out}/jobs.log", "\n".join(log) + "\n", None])
        if "incremental" in names:
            for j in self.jobs:
                if j.prior == "fresh":
                    files.append([f"{out}/parts/{j.rel[:-4]}.out", _content(self.lines(j)), t0 + 3600])
                elif j.prior == "stale":
                    files.append([f"{out}/parts/{j.rel[:-4]}.out", self.stale_content(j), t0 - 86400])
        led = self.prior_ledger()
        if led:
            files.append([f"{out}/ledger.tsv", "".join(l + "\n" for l in led), None])
        return files

    def plan(self) -> dict:
        """The gateway's plan: job content key -> what it does (the hidden run)."""
        out = {}
        for j in self.jobs + self.others:
            c = _file(j)
            f = {"flaky_ok": self.x["R"] - 1, "flaky_fail": self.x["R"]}.get(j.role, 0)
            out[_key(c)] = {"lines": self.lines(j) if j.prior != "corrupt" else self.lines(j)[:-1],
                            "stall": j.role == "stall", "f": f, "src": j.src, "bad_at": j.bad_at,
                            "bad_rec": j.recs[j.bad_at - 1] if j.bad_at else "", "dur": self.dur(j)}
        return out

    def budget(self) -> int:
        """Seconds the hidden run may take: the work spread over CAP slots, plus the longest chain, plus slack."""
        x = self.x
        total, chain = 0.0, 0.0
        for j in self.jobs:
            if j.prior in ("done", "fresh"):
                continue
            n = {"flaky_ok": x["R"], "flaky_fail": x["R"]}.get(j.role, 1) if "retry_tempfail" in x["names"] else 1
            d = x["D"] if j.role == "stall" else self.dur(j)
            total += n * d + 0.2
            chain = max(chain, n * d)
        return int(min(110, 25 + total / x["cap"] + chain))


# --- the hidden tests: today's outputs, and a run of the agent's driver on a hidden batch behind our gateway ---

TESTS = r'''
import fcntl
import hashlib
import json
import socketserver
import tempfile
import threading
import time
from collections import Counter


def _text(path):
    assert os.path.isfile(path), f"{path} does not exist"
    with open(path, newline="") as f:
        return f.read()


def _rows(path):
    return [line.split("\t") for line in _text(path).splitlines()]


class _Stall(Exception):
    pass


class Gateway:
    """The upstream gateway of the hidden run. It, not the driver, decides what every job does, and it records
    every attempt: start, end, exit, scratch dir; every publish and whether the ledger lock was held."""

    def __init__(self, plan, out_dir, cap):
        self.plan, self.out, self.cap = plan, out_dir, cap
        self.mu = threading.Lock()
        self.attempts, self.converts, self.publishes, self.unknown, self.scratch_bad = Counter(), [], [], [], []
        self.busy = Counter()
        d = tempfile.mkdtemp(prefix="tg-gw-")
        os.chmod(d, 0o711)
        self.path = os.path.join(d, "gateway.sock")
        gw = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self):
                gw.handle(self.rfile, self.wfile, self.connection)

        socketserver.ThreadingUnixStreamServer.daemon_threads = True
        self.srv = socketserver.ThreadingUnixStreamServer(self.path, Handler)
        os.chmod(self.path, 0o666)
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def stop(self):
        self.srv.shutdown()
        self.srv.server_close()

    def handle(self, rf, wf, conn):
        try:
            req = json.loads(rf.readline())
            content = req["content"]
            assert isinstance(content, str)
        except Exception:
            return
        key = hashlib.sha256(content.encode()).hexdigest()[:16]

        def send(kind, text):
            wf.write(f"{kind} {text}\n".encode())
            wf.flush()

        if req.get("op") == "publish":
            return self.publish(key, send)
        if req.get("op") != "convert":
            return
        rec = {"key": key, "start": time.monotonic(), "end": None, "exit": None}
        sc = req.get("scratch")
        with self.mu:
            self.attempts[key] += 1
            n = self.attempts[key]
            self.converts.append(rec)
            if SCRATCH:
                slots = {os.path.join(self.out, "scratch", f"slot-{i}") for i in range(1, self.cap + 1)}
                if sc not in slots:
                    self.scratch_bad.append(f"scratch dir {sc!r} is not one of the slot dirs")
                elif self.busy[sc]:
                    self.scratch_bad.append(f"two running jobs shared the scratch dir {sc}")
                self.busy[sc] += 1
        try:
            rec["exit"] = self.convert(key, n, send, conn)
            send("EXIT", rec["exit"])
        except (_Stall, OSError):
            pass
        finally:
            rec["end"] = time.monotonic()
            with self.mu:
                self.busy[sc] -= 1

    def convert(self, key, n, send, conn):
        job = self.plan.get(key)
        if job is None:
            self.unknown.append(key)
            send("ERR", "unknown job: not a job of this batch")
            return 65
        if job["stall"]:
            send("ERR", f"waiting for {job['src']} ...")
            conn.settimeout(600)
            while conn.recv(4096):
                pass
            raise _Stall()
        time.sleep(job["dur"])
        lines = job["lines"]
        if n <= job["f"]:
            for line in lines[: len(lines) // 2]:
                send("OUT", line)
            send("ERR", f"{job['src']}: connection reset by peer (attempt {n})")
            return 75
        if job["bad_at"]:
            for line in lines[: job["bad_at"] - 1]:
                send("OUT", line)
            send("ERR", f"line {job['bad_at']}: malformed record {job['bad_rec']!r}")
            return 65
        for line in lines:
            send("OUT", line)
        send("ERR", f"{len(lines)} records converted")
        return 0

    def publish(self, key, send):
        locked = False
        try:
            fd = os.open(os.path.join(self.out, "ledger.lock"), os.O_RDONLY)
        except OSError:
            fd = None
        if fd is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(fd, fcntl.LOCK_UN)
            except BlockingIOError:
                locked = True
            finally:
                os.close(fd)
        with self.mu:
            self.publishes.append((key, locked))
        if not locked:
            send("ERR", "refusing to publish: the ledger lock is not held")
        send("EXIT", 0 if locked else 77)


def _overlap(spans):
    events = sorted([(s, 1) for s, e in spans] + [(e, -1) for s, e in spans])
    cur = best = 0
    for _, d in events:
        cur += d
        best = max(best, cur)
    return best


@pytest.fixture(scope="module")
def hidden():
    H = T["hidden"]
    stage = tempfile.mkdtemp(prefix="tg-stage-")
    root = os.path.join(stage, "batch")
    os.makedirs(root)
    for rel, content, mtime in H["files"]:
        p = os.path.join(root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", newline="") as f:
            f.write(content)
        if mtime is not None:
            os.utime(p, (mtime, mtime))
    base = os.path.realpath(tg_guard.give(root))
    inp, out = os.path.join(base, H["input"]), os.path.join(base, "out")
    gw = Gateway(H["plan"], out, CAP)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": tg_guard.scratch("home"), "LANG": "C.UTF-8",
           "TMPDIR": "/tmp", GATEWAY: gw.path}
    run = {"rc": None, "timed_out": False, "out": out, "gw": gw, "log": ""}
    try:
        p = tg_guard.run([DRIVER, inp, out], env=env, timeout=H["budget"])
        run["rc"], run["log"] = p.returncode, (p.stdout + p.stderr)[-3000:]
    except subprocess.TimeoutExpired:
        run["timed_out"] = True
    finally:
        time.sleep(0.2)
        gw.stop()
    return run


def test_hidden_run_finishes(hidden):
    assert os.path.isfile(DRIVER) and os.stat(DRIVER).st_mode & 0o001, f"{DRIVER} is not executable by every user"
    assert not hidden["timed_out"], f"run-batch did not finish a hidden batch within {T['hidden']['budget']} s"


def test_hidden_run_ran_each_job_as_often_as_it_should(hidden):
    gw = hidden["gw"]
    assert not gw.unknown, f"{len(gw.unknown)} converter runs on files that are not jobs of the batch (as cut?)"
    want = {k: n for k, n in T["hidden"]["attempts"].items()}
    got = {k: gw.attempts.get(k, 0) for k in want}
    wrong = {T["hidden"]["names"][k]: (got[k], want[k]) for k in want if got[k] != want[k]}
    assert not wrong, "attempts per job differ (job: (made, expected)): " + "; ".join(
        f"{n!r}: {v}" for n, v in sorted(wrong.items()))


def test_hidden_run_used_exactly_the_allowed_concurrency(hidden):
    spans = [(c["start"], c["end"]) for c in hidden["gw"].converts if c["end"] is not None]
    assert spans, "the converter never ran"
    most = _overlap(spans)
    assert most <= CAP, f"{most} conversions ran at once; at most {CAP} are allowed"
    assert most == CAP, f"never more than {most} conversions ran at once: the batch must use all {CAP} slots"


def test_hidden_run_results(hidden):
    got = _text(os.path.join(hidden["out"], "results.csv")).splitlines()
    want = T["hidden"]["results"]
    assert got[:1] == want[:1], f"header {got[:1]}, expected {want[:1]}"
    missing, extra = set(want) - set(got), set(got) - set(want)
    assert not missing and not extra, (f"results: {len(missing)} expected lines missing, {len(extra)} unexpected "
                                       "(a failed job's partial output? a stale part?)")
    assert got == want, "results hold the right lines but not in job order (or some twice)"


def test_today_results():
    got = _text(os.path.join(TODAY, "results.csv")).splitlines()
    assert got == T["today"]["results"], "today's results differ from the expected (lines, values or order)"
'''

TEST_SUMMARY = r'''

def _check_summary(path, want):
    rows = _rows(path)
    assert rows[:1] == [["seq", "attempts", "status"]], f"{path}: header {rows[:1]}"
    assert rows[1:] == want, f"{path}: rows differ: first differing {next((r, w) for r, w in zip(rows[1:] + [None] * len(want), want) if r != w)}"


def test_today_summary():
    _check_summary(os.path.join(TODAY, "summary.tsv"), T["today"]["summary"])


def test_hidden_summary(hidden):
    _check_summary(os.path.join(hidden["out"], "summary.tsv"), T["hidden"]["summary"])
'''

TEST_LEDGER = r'''

def test_ledger_today():
    got = sorted(_text(os.path.join(TODAY, "ledger.tsv")).splitlines())
    assert got == T["today"]["ledger"], "today's ledger differs: every successful job once, nothing else"


def test_hidden_publishing(hidden):
    pubs = hidden["gw"].publishes
    unlocked = [k for k, locked in pubs if not locked]
    assert not unlocked, f"{len(unlocked)} publish runs without the exclusive lock on ledger.lock held"
    got = sorted(k for k, _ in pubs)
    assert got == T["hidden"]["publish"], (f"{len(got)} publishes, expected {len(T['hidden']['publish'])}: "
                                           "each job that succeeded in this run, once, with its whole part")
    led = sorted(_text(os.path.join(hidden["out"], "ledger.tsv")).splitlines())
    assert led == T["hidden"]["ledger"], "the ledger file does not hold exactly the published batches"
'''

TEST_SCRATCH = r'''

def test_hidden_scratch_slots(hidden):
    bad = hidden["gw"].scratch_bad
    assert not bad, f"{len(bad)} scratch problems, first: {bad[0]}"
'''

TEST_DEADLINE = r'''

def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"
'''

TEST_EXIT = r'''

def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
'''

TEST_LOGS = r'''

def _check_logs(out, want):
    for name, text in sorted(want.items()):
        got = _text(os.path.join(out, "logs", name + ".log"))
        assert got == text, f"logs/{name!r}.log: {got!r}, expected {text!r}"


def test_today_logs():
    _check_logs(TODAY, T["today"]["logs"])


def test_hidden_logs(hidden):
    _check_logs(hidden["out"], T["hidden"]["logs"])
'''


# --- what the agent reads ---------------------------------------------------------------------------------------

def _rule(c: str, x: dict, tell: str) -> str:
    tool, cap, R, D, K = x["tool"], x["cap"], x["R"], x["D"], x["K"]
    how = tell == "how"
    statuses = ("`ok` (its first attempt succeeded)" + (", `retried` (succeeded after failed attempts)" if "retry_tempfail" in x["names"] else "")
                + ", `failed`" + (", `timed_out` (its last attempt was killed at the deadline)" if "deadline" in x["names"] else "")
                + (", `skipped` (not run: " + ("finished in the interrupted run" if "resume" in x["names"] else "its part was up to date") + ")"
                   if {"resume", "incremental"} & x["names"] else ""))
    return {
        "retry_tempfail": (f"A conversion that exits 75 hit a transient upstream reset: run it again, up to {R} attempts "
                           f"in all for that job. One that exits 65 hit malformed data: never retry it." if how else
                           f"Transient upstream failures are retried, up to {R} attempts per job in all; failures "
                           f"that retrying cannot fix are not retried (`{tool} --help` says which are which)."),
        "deadline": (f"Some upstreams stall and never answer: kill any single attempt that runs longer than {D} "
                     "seconds (`timeout`). A killed attempt is not retried; the job counts as timed out." if how else
                     f"No attempt may run longer than {D} seconds; an attempt killed at that deadline is not "
                     "retried and its job counts as timed out."),
        "summary": ("Write `OUTDIR/summary.tsv`: the header line `seq<TAB>attempts<TAB>status`, then one line per job "
                    "in job order: its number (1 for the first job in job order), the number of attempts this run "
                    f"made, and its status: {statuses}."),
        "resume": ("OUTDIR may hold an interrupted run: its GNU parallel job log `OUTDIR/jobs.log` (job *n* is the "
                   "*n*-th job in job order) and the parts of the jobs it finished. Finish that run: the jobs the log "
                   "shows succeeded are not run again and their parts are used as they are; failed and never-run "
                   "jobs run" + (" (`parallel --joblog ... --resume-failed`)." if how else ".")
                   + " Keep the job log up to date for the next interruption."),
        "incremental": ("OUTDIR may hold the parts of an earlier run. A job whose part is newer than its job file is "
                        "up to date: do not run it again, use its part. A job whose file is newer than its part (or "
                        "that has none) runs" + (" (`[ part -nt file ]`)." if how else ".")),
        "awkward_names": ("Job file names come from a partner's upload tool and may hold any character but `/` and "
                          "NUL: blanks, tabs, quotes, `*`, `$`, leading dashes, even newlines"
                          + (" (NUL-separated lists: `find -print0`, `sort -z`, `xargs -0` / `parallel -0`)." if how else ".")),
        "split_input": (f"INPUT is one CSV file with a header line. Cut its records (not the header line) into shards "
                        f"of {K} records in input order, the last one holding the rest: `OUTDIR/shards/shard-0001.csv`, "
                        "`shard-0002.csv`, ... Each shard is one job; job order is shard order"
                        + (" (`split -l`)." if how else ".")),
        "nested_inputs": ("The jobs are the `*.csv` files at any depth below INPUT, except anything whose own name or "
                          "any folder on its path below INPUT starts with `.` (uploads still in progress)."),
        "queue_file": ("`INPUT/QUEUE` names the jobs, one file name per line in the order they must run (ignore "
                       "blank lines and `#` comments). Files not in the queue are not jobs; job order is queue order."),
        "checksums": ("`INPUT/SHA256SUMS` (the `sha256sum` format) lists the files of the delivery. Only a listed "
                      "file whose checksum matches is a job; a corrupt or unlisted file is not run and is no job"
                      + (" (`sha256sum -c`)." if how else ".")),
        "flock_ledger": (f"After a job succeeds, register its part with `{tool} publish --ledger OUTDIR/ledger.tsv "
                         "OUTDIR/parts/<job>.out`, once per job that succeeds in this run. The ledger is shared: hold "
                         "an exclusive lock on `OUTDIR/ledger.lock` while publishing, and only then: conversions "
                         f"still run {cap} at a time" + (" (`flock`)." if how else ".")),
        "slot_scratch": (f"`{tool} convert` needs `--scratch DIR`, a cache folder two running jobs must never share. "
                         f"The disk holds {cap} of them: use `OUTDIR/scratch/slot-1` ... `OUTDIR/scratch/slot-{cap}`, "
                         "one per job slot, and no other" + (" (GNU parallel's `{%}`)." if how else ".")),
        "exit_code": ("`run-batch` exits with the number of jobs that failed" + (" or timed out" if "deadline" in x["names"] else "")
                      + " (0 when every job succeeded), as GNU parallel does."),
        "stderr_logs": ("`OUTDIR/logs/<job>.log` holds what the converter wrote to stderr in every attempt this run "
                        "made of that job, in order, and nothing else."),
    }[c]


def _instruction(rng: random.Random, x: dict, cfg: BatchLevel) -> str:
    tool, names = x["tool"], x["names"]
    order = [c.name for c in POOL if c.name in names]
    if "split_input" in names:
        inp = "INPUT (a CSV file, see below)"
    elif "queue_file" in names:
        inp = "INPUT, a folder of job files (`*.csv`, records without a header line) and its queue"
    else:
        inp = ("INPUT, a folder of job files: the `*.csv` files directly in it (one job each; records, no header "
               "line), in job order = byte order of their names (`LC_ALL=C`)" if "nested_inputs" not in names else
               "INPUT, a folder of job files (`*.csv`, records without a header line) in job order = byte order of "
               "their paths below INPUT (`LC_ALL=C`)")
    base = [
        f"`{x['root']}/bin/run-batch INPUT OUTDIR` processes {inp}. OUTDIR may not exist yet.",
        f"Each job is one run of `{tool} convert <job file>`; {'use `xargs -P` or GNU `parallel` to run ' if cfg.tell == 'how' else 'run '}"
        f"exactly {x['cap']} at a time: never more ({x['why']}) and no fewer while jobs are waiting, the night window "
        "is short.",
        f"`OUTDIR/results.csv`: the header line `{x['header']}`, then the converted lines of every job that succeeded, "
        "in job order. A job that fails is left out entirely (nothing of a failed job's output) and the batch goes on "
        "with the others. Each job's converted lines also go to `OUTDIR/parts/<job>.out`, `<job>` being its file's path "
        "below the job folder without `.csv`.",
    ]
    title = rng.choice(["Make", "Write", "Build"])
    intro = dedent(f"""
        # {title} the nightly `{x['slug']}` batch driver

        {x['context']}. Every night a batch of {x['noun']} arrives and each job of it must go through the converter
        `{tool}` (`{tool} --help`), which talks to slow and not always friendly upstreams. Until now someone ran
        the jobs by hand; {x['who']} wants a driver the night scheduler can run unattended, as an unprivileged
        account.
    """)
    run_today = (f"\nWhen it works, run it on today's batch: `{x['root']}/bin/run-batch {x['today_in']} {x['today_out']}`. "
                 f"Leave `{x['root']}/bin/run-batch` in place (an executable anyone may run; helper files beside it in "
                 f"`{x['root']}/bin/` are fine). It will also be run on other nights' batches: other names, sizes and "
                 f"failures. Do not change `{tool}` or its state under `{x['state']}`: the upstreams remember "
                 f"every attempt made on a job file (counted by its content), so today's batch is run once, by "
                 "that command; try the driver on batches of your own records, not on today's files or copies "
                 "of them.\n")
    if cfg.tell == "goal":
        text = intro + "\n" + dedent(f"""
            Write `{x['root']}/bin/run-batch INPUT OUTDIR`. What it must do, what the batch looks like and what the
            converter does is in the runbook, `{x['root']}/RUNBOOK.md`; the converter's own help tells the rest.
        """) + run_today
        return text
    rules = base + [_rule(c, x, cfg.tell) for c in order]
    text = intro + "\nWrite the driver:\n\n" + "\n".join(f"{i}. {r}" for i, r in enumerate(rules, 1)) + "\n" + run_today
    return text


def _runbook(x: dict) -> str:
    names = x["names"]
    order = [c.name for c in POOL if c.name in names]
    tool = x["tool"]
    lines = [f"# {x['slug']}: the nightly batch", "",
             f"Called as `run-batch INPUT OUTDIR` by the night scheduler (an unprivileged account). OUTDIR may not "
             "exist yet.", ""]
    if "split_input" in names:
        lines.append("INPUT is a CSV export (see the split rule below).")
    elif "queue_file" in names:
        lines.append("INPUT is a folder of job files (`*.csv`, records without a header line) with its queue.")
    elif "nested_inputs" in names:
        lines.append("INPUT is a folder of job files (`*.csv`, records without a header line); job order is the byte "
                     "order of their paths below INPUT.")
    else:
        lines.append("INPUT is a folder of job files: the `*.csv` files directly in it, records without a header "
                     "line; job order is the byte order of their names.")
    lines += ["",
              f"- One job = one run of `{tool} convert <job file>`. Exactly {x['cap']} at a time: {x['why']}, and the "
              "window is too short for fewer.",
              f"- `OUTDIR/results.csv`: header `{x['header']}`, then the converted lines of the jobs that succeeded, "
              "in job order; nothing of a failed job. Per job its lines also in `OUTDIR/parts/<job>.out` (`<job>`: "
              "the job file's path below the job folder, without `.csv`). One failed job never stops the batch."]
    lines += [f"- {_rule(c, x, 'what')}" for c in order]
    return "\n".join(lines) + "\n"


# --- the family ---------------------------------------------------------------------------------------------

@register
class ParallelBatch(KitFamily):
    name = "parallel_batch"
    category = "distributed"
    description = ("Write and run a nightly batch driver (xargs -P / GNU parallel) composed from a pool of "
                   "requirements: transient-only retries, per-attempt timeouts, joblog resume, incremental runs, "
                   "NUL-safe names, split/nested/queued/checksummed inputs, a flock-serialised ledger, per-slot "
                   "scratch dirs, exit status, stderr logs; judged by a gateway the tests serve.")
    base_image = "termigen/dev:1"  # GNU parallel, flock, timeout, split, sha256sum, python3
    levels = {
        "easy": BatchLevel(components=(2, 3), tell="how", minutes=(20, 50)),
        "medium": BatchLevel(components=(3, 4), tell="what", minutes=(35, 90)),
        "hard": BatchLevel(components=(4, 5), tell="goal", interaction=True, minutes=(50, 130)),
    }

    def draft(self, rng: random.Random, cfg: BatchLevel) -> Draft:
        tool, slug, noun, cols, token_col, context = rng.choice(SCENARIOS)
        require = rng.choice(INTERACTIONS) if cfg.interaction else ()
        comps = compose(rng, POOL, cfg.components, require=require)
        names = {c.name for c in comps}
        runner = "parallel" if set(NEEDS_PARALLEL) & names else rng.choice(["xargs", "parallel"])
        src_i = next(i for i, c in enumerate(cols) if c[1] == "src")
        srcs = list(cols[src_i][2])
        rng.shuffle(srcs)
        cap = rng.choice([2, 3, 4])
        root = rng.choice(ROOTS).format(slug=slug)
        day = f"{rng.randint(2024, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        x = dict(
            names=names, runner=runner, tool=tool, slug=slug, noun=noun, cols=cols, context=context,
            toolpath=f"/usr/local/bin/{tool}", state=f"/var/lib/{tool}", root=root, cap=cap,
            gateway=f"{tool.upper()}_GATEWAY",
            R=rng.choice([2, 3, 4]), D=rng.choice([5, 6]), K=rng.randint(4, 6),
            header=f"{cols[0][0]},{token_col}", csv_header=",".join(c[0] for c in cols),
            numeric=[i for i, c in enumerate(cols) if c[1] == "int"], src_i=src_i,
            src={"flaky_ok": srcs[0], "flaky_fail": srcs[1], "stall": srcs[2], "once": srcs[3]}, plain_src=srcs[4:],
            secret="%08x" % rng.getrandbits(32), hidden_secret="%016x" % rng.getrandbits(64),
            prefix=rng.choice(["batch-", "part_", "job-", "chunk-", "b", "lot-"]),
            why=rng.choice(WHY_CAP).format(cap=cap), who=rng.choice(WHO),
            t0=1_700_000_000 + rng.randint(0, 40_000_000),
        )
        split = "split_input" in names
        x["today_in"] = f"{root}/incoming/{day}" + (".csv" if split else "")
        x["today_out"] = f"{root}/runs/{day}"
        today, hid = _Batch(rng, x, hidden=False), _Batch(rng, x, hidden=True)
        for b in (today, hid):
            ids = [r.split(",")[0] for r in b.simulate()["results"][1:]]
            if ids == sorted(ids):
                raise Resample("results already in id order")
        missing = _traps(x, hid)
        if missing:  # (the batch is built to hold them all: this only guards against a change breaking that)
            raise Resample("the hidden batch lacks: " + "; ".join(missing))
        t_truth, h_truth = today.simulate(), hid.simulate()
        h_in = "in.csv" if split else "in"
        truth = {
            "today": {k: t_truth[k] for k in ("results", "summary", "ledger", "logs")},
            "hidden": {**{k: h_truth[k] for k in ("results", "summary", "ledger", "logs", "attempts", "publish", "exit")},
                       "files": hid.files(h_in, "out"), "input": h_in, "plan": hid.plan(), "budget": hid.budget(),
                       "names": {_key(_file(j)): j.rel for j in hid.jobs + hid.others}},
        }
        body = TESTS + (TEST_SUMMARY if "summary" in names else "") + (TEST_LEDGER if "flock_ledger" in names else "") \
            + (TEST_SCRATCH if "slot_scratch" in names else "") + (TEST_DEADLINE if "deadline" in names else "") \
            + (TEST_EXIT if "exit_code" in names else "") + (TEST_LOGS if "stderr_logs" in names else "")
        consts = {"T": truth, "CAP": cap, "DRIVER": f"{root}/bin/run-batch", "TODAY": x["today_out"],
                  "GATEWAY": x["gateway"], "SCRATCH": "slot_scratch" in names, "DEADLINE": x["D"]}
        solution, decoys = _oracle_and_decoys(rng, x)
        files = {x["toolpath"]: File.of(self._tool(x), mode=0o755)}
        if cfg.tell == "goal":
            files[f"{root}/RUNBOOK.md"] = File.of(_runbook(x))
        return Draft(
            instruction=_instruction(rng, x, cfg),
            environment=Environment(base_image=self.base_image, files=files, setup=self._setup(x, today),
                                    workdir=root),
            solution=solution, decoys=decoys,
            tests={"test_outputs.py": hidden_tests(consts, body, imports="")},
            outputs=[f"{root}/bin", x["today_out"]],
            tools=sorted(tools_in(solution) | {"parallel", "flock", "timeout", "xargs"}),
            tags=["batch", "bounded-parallelism", runner, *sorted(names)],
            expert_time_min=cfg.minutes[0], junior_time_min=cfg.minutes[1],
            timeouts=Timeouts(agent_sec=1800.0, verifier_sec=240.0),
            resources=Resources(cpus=2.0),
            components=[f"{runner}_runner", *sorted(names)],
        )

    @staticmethod
    def _tool(x: dict) -> str:
        names = x["names"]
        resets = {x["src"]["once"]: 1}
        if "retry_tempfail" in names:
            resets.update({x["src"]["flaky_ok"]: x["R"] - 1, x["src"]["flaky_fail"]: x["R"]})
        stalls = [x["src"]["stall"]] if "deadline" in names else []
        scr = "slot_scratch" in names
        pub = "flock_ledger" in names
        rep = {
            "@TOOL@": x["tool"], "@NOUN@": x["noun"], "@SLUG@": x["slug"], "@IDCOL@": x["cols"][0][0],
            "@TOKEN@": x["header"].split(",")[1], "@STATE@": x["state"], "@SECRET@": x["secret"],
            "@NCOL@": str(len(x["cols"])), "@NUMERIC@": repr(x["numeric"]), "@SOURCE@": str(x["src_i"]),
            "@RESETS@": repr(dict(sorted(resets.items()))), "@STALLS@": repr(stalls), "@SCRATCH@": repr(scr),
            "@PACE@": repr(PACE), "@STALLWAIT@": str(STALL_WAIT), "@GATEWAY@": x["gateway"], "@PUBLISH@": repr(pub),
            "@SCRARG@": "--scratch DIR " if scr else "",
            "@SCRDOC@": ("\n        --scratch DIR: the job's cache folder (required); two running jobs must never share one."
                         if scr else ""),
            "@PUBDOC@": ("\n  " + x["tool"] + " publish --ledger LEDGER PART\n        Register the output of one successful "
                         "`convert` (its part file) in the shared LEDGER; the caller\n        must hold an exclusive "
                         "flock(1) on LEDGER's name with `.lock` for `.tsv` while it runs." if pub else ""),
            "@SCRX@": "\n  73  the scratch dir is in use by another running job" if scr else "",
            "@PUBX@": "\n  77  publish: the ledger lock is not held" if pub else "",
        }
        text = TOOL_SRC
        for k, v in rep.items():
            text = text.replace(k, v)
        return text

    @staticmethod
    def _setup(x: dict, today: _Batch) -> str:
        spec = {"files": [[p if p.startswith("/") else p, c, m] for p, c, m in today.files(x["today_in"], x["today_out"])],
                "counts": sorted(_key(_content(j.recs)) for j in today.jobs if j.prior in ("done", "failed"))}
        text = json.dumps(spec)
        assert "'''" not in text
        return dedent(f"""
            python3 - <<'PY'
            import json, os
            SPEC = json.loads(r'''{text}''')
            for p, content, mtime in SPEC["files"]:
                os.makedirs(os.path.dirname(p), exist_ok=True)
                with open(p, "w", newline="") as f:
                    f.write(content)
                if mtime is not None:
                    os.utime(p, (mtime, mtime))
            os.makedirs("{x['state']}/attempts", exist_ok=True)
            for key in SPEC["counts"]:
                with open(os.path.join("{x['state']}/attempts", key), "w") as f:
                    f.write("1\\n")
            PY
            mkdir -p {x['root']}/bin
        """)
