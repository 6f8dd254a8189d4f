"""Sysadmin: a log volume is full; apply the retention policy as a real job (find/awk/xargs, gzip|xz|bzip2, tar,
jq, logrotate), composed from a pool of policy requirements and data traps.

The oracle writes /srv/cleanup/retention.sh from one fragment per drawn component (each fragment moves candidate
rows "mtime<TAB>size<TAB>path" between lists) and runs it; the tests compare the resulting tree, report, archive,
logrotate behaviour and (where drawn) the job itself on a hidden tree against ground truth from `_apply`.
"""

from __future__ import annotations

import base64
import gzip
import json
import random
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File
from termigen.toolscan import tools_in

SERVICES = ["api", "worker", "billing", "search", "auth", "ingest", "mailer", "scheduler", "gateway", "reports"]
TEAMS = ["data", "ml", "sre", "qa", "infra"]
FORMATS = {"gzip": ".gz", "xz": ".xz", "bzip2": ".bz2"}
DAY = 86400

# Log bodies come from the path alone (hashlib only), so setup, generator and tests agree without shipping them.
BODY = '''
def body(rel, size):
    import hashlib
    out, n, i = [], 0, 0
    while n < size:
        h = hashlib.sha256(f"{rel}#{i}".encode()).hexdigest()
        line = f"{i:06d} req={h[:12]} status={200 + int(h[12], 16) % 4 * 100} ms={int(h[13:16], 16)} user={h[16:24]}\\n"
        out.append(line)
        n, i = n + len(line), i + 1
    return ("".join(out)[:size - 1] + "\\n").encode()
'''
_ns: dict = {}
exec(BODY, _ns)
body = _ns["body"]


def _job(text: str) -> str:
    """A fragment of the retention job: lines of the script the oracle writes (one heredoc from HEAD to TAIL)."""
    return dedent(text).rstrip("\n") + "\n"


def _outside(text: str) -> str:
    """A step outside the job (a config, a schedule): closes the job's heredoc, runs, reopens it."""
    return "JOB\n" + dedent(text).rstrip("\n") + "\ncat >> /srv/cleanup/retention.sh <<'JOB'\n"


HEAD = r"""
mkdir -p /srv/cleanup
cat > /srv/cleanup/retention.sh <<'JOB'
#!/bin/bash
# Log retention job. Usage: retention.sh [ROOT [NOW [OUT]]]
set -euo pipefail
ROOT=$(cd "${1:-/srv/logs}" && pwd); NOW=$(date -u -d "${2:-now}" +%s); OUT=${3:-/srv/cleanup}
mkdir -p "$OUT"; OUT=$(cd "$OUT" && pwd)
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
cd "$ROOT"
XARGS=(xargs -r -d '\n')
# candidates: rotated logs at any depth, never the live <svc>/<svc>.log; -type f skips symlinks, find -P never
# descends into a linked folder
collect() { find "$@" . -mindepth 2 -type f -name '*.log' -printf '%T@\t%s\t%P\n' | awk -F'\t' '{split($3, p, "/")} $3 != p[1] "/" p[1] ".log"'; }
collect > "$W/c"
: > "$W/del"; : > "$W/gz"
take() {  # take LIST CONDITION [V]: move the candidate rows matching awk CONDITION (v = V) to LIST
  awk -F'\t' -v v="${3:-0}" "$2" "$W/c" >> "$W/$1"
  awk -F'\t' -v v="${3:-0}" "!($2)" "$W/c" > "$W/t"; mv "$W/t" "$W/c"
}
compress_list() { :; }
report_extra() { echo '{}'; }
"""

TAIL = r"""
cut -f3 "$W/del" | LC_ALL=C sort > "$W/dl"; cut -f3 "$W/gz" | LC_ALL=C sort > "$W/gl"
"${XARGS[@]}" rm -f -- < "$W/dl"
compress_list "$W/gl"
{ jq -n --rawfile d "$W/dl" --rawfile g "$W/gl" \
    '{deleted: ($d | split("\n") | map(select(. != ""))), compressed: ($g | split("\n") | map(select(. != "")))}'
  report_extra; } | jq -s add > "$OUT/report.json"
JOB
chmod 755 /srv/cleanup/retention.sh
/srv/cleanup/retention.sh /srv/logs '@NOW@'
"""

SIZES = r"""sizes() { find . -mindepth 2 -type f -printf '%s\t%P\n' | awk -F'\t' '{split($2, p, "/"); s[p[1]] += $1} END {for (k in s) print k "\t" s[k]}'; }"""
SIZES_DU = r"""sizes() { for d in */; do [ -L "${d%/}" ] || printf '%s\t%s\n' "${d%/}" "$(du -sb "$d" | cut -f1)"; done; }"""
REPORT_BYTES = SIZES + r"""
sizes > "$W/before"
report_extra() {
  sizes > "$W/after"
  jq -n --rawfile b "$W/before" --rawfile a "$W/after" 'def t: split("\n") | map(select(. != "") | split("\t") | {(.[0]): (.[1] | tonumber)}) | add;
    ($a | t) as $A | {bytes: ($b | t | with_entries(.value = {before: .value, after: ($A[.key] // 0)}))}'
}
"""
QUOTA = r"""
# quota: every regular file of the service counts, at its size before compression; the oldest deletable go first
find . -mindepth 2 -type f -printf '%s\t%P\n' > "$W/all"
sort -t$'\t' -k1,1g@ORDER@ "$W/c" > "$W/s"
awk -F'\t' -v q=@Q@ 'FILENAME == ARGV[1] {gone[$3]; next}
  FILENAME == ARGV[2] {split($2, p, "/"); if (!($2 in gone)) tot[p[1]] += $1; next}
  {split($3, p, "/"); if (tot[p[1]] > q) {tot[p[1]] -= $2; print}}' "$W/del" "$W/all" "$W/s" > "$W/q"
cat "$W/q" >> "$W/del"
awk -F'\t' 'FILENAME == ARGV[1] {q[$3]; next} !($3 in q)' "$W/q" "$W/c" > "$W/t"; mv "$W/t" "$W/c"
"""


def _compress_fn(tool: str, stream: bool = False) -> str:
    if stream:  # a plausible wrong: a new file, so today's mtime and the umask's mode
        ext = FORMATS[tool]
        return f'compress_list() {{ while IFS= read -r f; do {tool} -c -- "$f" > "$f{ext}"; rm -- "$f"; done < "$1"; }}'
    return f'compress_list() {{ "${{XARGS[@]}}" {tool} -- < "$1"; }}'


@dataclass(frozen=True)
class RetentionLevel(LevelConfig):
    traps: tuple[int, int] = (0, 1)  # data traps drawn on top of the requirements
    services: tuple[int, int] = (2, 3)
    policy_doc: bool = False  # hard: the rules live in /srv/logs/RETENTION.md, the ticket states the goal
    name_traps: bool = False  # easy: the ticket names the traps


# Stage order: the job's fragments must run in this order whatever order they were drawn in.
ORDER = ["symlinks", "idle_live", "rotated_numbered", "old_archives", "subdirs", "name_dates", "spaces",
         "legal_hold", "oversize", "keep_newest", "age", "quota", "compress", "archive_tar", "report_bytes",
         "logrotate", "scheduled_job"]
TRAPS = {"symlinks", "idle_live", "subdirs", "name_dates", "spaces"}
INTERACTING = [("keep_newest", "legal_hold"), ("keep_newest", "oversize"), ("quota", "keep_newest"),
               ("quota", "legal_hold"), ("archive_tar", "quota"), ("scheduled_job", "compress")]


@register
class LogRetention(KitFamily):
    name = "log_retention"
    category = "sysadmin"
    description = ("Free a full log volume by applying a retention policy composed from a pool of requirements "
                   "(hold, keep-newest, quota, compression, archive, logrotate, scheduled job) and data traps.")
    base_image = "termigen/ops:1"  # logrotate, cron, jq, xz, bzip2
    levels = {
        "easy": RetentionLevel(components=(2, 3), traps=(0, 1), services=(2, 3), name_traps=True),
        "medium": RetentionLevel(components=(3, 4), traps=(0, 2), services=(3, 4)),
        "hard": RetentionLevel(components=(4, 5), traps=(1, 2), services=(3, 5), policy_doc=True),
    }

    # --- components -------------------------------------------------------------------------------------------

    def _pool(self, rng: random.Random, P: dict) -> list[Component]:
        D, N, C, S, R = P["delete_days"], P["keep"], P["compress_days"], P["oversize"], P["rotate"]
        tool = P["format"]
        other = "gzip" if tool != "gzip" else "xz"
        hh, mm = P["at"]
        lr_paths = " ".join(f"/srv/logs/{s}/{s}.log" for s in P["services"])
        lr = lambda extra: _outside(f"""
            cat > /srv/cleanup/logrotate.conf <<'LR'
            {lr_paths} {{
                rotate {{R}}
                compress
                {extra}
                missingok
                notifempty
            }}
            LR
            chmod 644 /srv/cleanup/logrotate.conf
            logrotate -f -s /srv/cleanup/logrotate.state /srv/cleanup/logrotate.conf
        """)
        if P["timer"] == "cron":
            sched = dedent(f"""
                cat > /srv/cleanup/retention.cron <<'CRON'
                # daily log retention
                {{M}} {{H}} * * * root /srv/cleanup/retention.sh
                CRON
            """)
            sched_fix, sched_wrong = _outside(sched.format(M=mm, H=hh)), {"fields_swapped": _outside(sched.format(M=hh, H=mm))}
        else:
            sched = dedent("""
                cat > /srv/cleanup/retention.service <<'UNIT'
                [Unit]
                Description=Log retention
                [Service]
                Type=oneshot
                ExecStart=/srv/cleanup/retention.sh
                UNIT
                cat > /srv/cleanup/retention.timer <<'UNIT'
                [Unit]
                Description=Daily log retention
                [Timer]
                OnCalendar={CAL}
                Persistent=true
                [Install]
                WantedBy=timers.target
                UNIT
            """)
            sched_fix = _outside(sched.replace("{CAL}", f"*-*-* {hh:02d}:{mm:02d}:00"))
            sched_wrong = {"calendar_daily": _outside(sched.replace("{CAL}", "daily"))}
        per_svc = r"""for d in */; do s=${d%/}; awk -F'\t' -v s="$s" 'index($3, s "/") == 1' "$W/c" | sort -t$'\t' -k1,1gr | head -n @N@ | cut -f3; done > "$W/keep" """
        keep = r"""
            # the newest N of each service stay as they are
            @PICK@
            awk -F'\t' 'FILENAME == ARGV[1] {k[$0]; next} !($3 in k)' "$W/keep" "$W/c" > "$W/t"; mv "$W/t" "$W/c" """
        everywhere = r"""sort -t$'\t' -k1,1gr "$W/c" | head -n @N@ | cut -f3 > "$W/keep" """
        return [
            Component("symlinks", skill="find -P: never follow links", wrong={"follows_links": _job(
                "collect -L > \"$W/c\"  # follows linked folders")}),
            Component("idle_live", skill="live log protection", wrong={"deletes_live": _job(r"""
                find . -mindepth 2 -maxdepth 2 -type f -name '*.log' -printf '%T@\t%s\t%P\n' | awk -F'\t' '{split($3, p, "/")} $3 == p[1] "/" p[1] ".log"' >> "$W/c" """)}),
            Component("rotated_numbered", skill="find -regex numbered rotations", fix=_job(r"""
                # logrotate's numbered copies are rotated logs too
                find . -mindepth 2 -type f -regextype posix-extended -regex '.*\.log\.[0-9]+(\.gz)?' -printf '%T@\t%s\t%P\n' >> "$W/c" """)),
            Component("old_archives", skill="existing archives", fix=_job(r"""
                # archives left by the old job age like the logs (never recompressed: .gz is excluded below)
                find . -mindepth 2 -type f -name '*.log.gz' -printf '%P\0' | xargs -0 -r stat -c $'%Y\t%s\t%n' >> "$W/c" """)),
            Component("subdirs", skill="recursion", wrong={"top_level_only": _job(r"""
                awk -F'\t' 'split($3, p, "/") == 2' "$W/c" > "$W/t"; mv "$W/t" "$W/c" """)}),
            Component("name_dates", skill="age by mtime, not name", wrong={"ages_by_name": _job(r"""
                awk -F'\t' 'BEGIN {OFS = "\t"} match($3, /-([0-9]{4})([0-9]{2})([0-9]{2})-([0-9]{2})([0-9]{2})\.log/, m) {$1 = mktime(m[1] " " m[2] " " m[3] " " m[4] " " m[5] " 00")} 1' "$W/c" > "$W/t"; mv "$W/t" "$W/c" """)}),
            Component("spaces", skill="xargs -d newline", wrong={"splits_on_blanks": _job("XARGS=(xargs -r)")}),
            Component("legal_hold", skill="hold list", fix=_job(r"""
                # legal hold: held files are no candidates for any rule
                { grep -v '^#' LEGAL_HOLD || true; } | sed '/^[[:space:]]*$/d' > "$W/hold"
                awk -F'\t' 'FILENAME == ARGV[1] {h[$0]; next} !($3 in h)' "$W/hold" "$W/c" > "$W/t"; mv "$W/t" "$W/c" """)),
            Component("oversize", skill="find -size", fix=_job(rf"""
                # runaway dumps: find -size +Nc is "more than N bytes"
                find . -mindepth 2 -type f -size +{S}c -printf '%P\n' > "$W/big"
                awk -F'\t' -v D="$W/del" 'FILENAME == ARGV[1] {{b[$0]; next}} ($3 in b) {{print >> D; next}} 1' "$W/big" "$W/c" > "$W/t"; mv "$W/t" "$W/c" """)),
            Component("keep_newest", skill="per-service newest N", fix=_job(
                keep.replace("@PICK@", per_svc.replace("@N@", str(N)))), wrong={
                "across_services": _job(keep.replace("@PICK@", everywhere.replace("@N@", str(N)))),
                "off_by_one": _job(keep.replace("@PICK@", per_svc.replace("@N@", str(N - 1))))}),
            Component("age", skill="mtime cutoff", fix=_job(f"take del '$1 < v' \"$((NOW - {D} * {DAY}))\"")),
            Component("quota", skill="per-service quota", excludes=("logrotate",),
                      fix=_job(QUOTA.replace("@ORDER@", "").replace("@Q@", str(P["quota"]))),
                      wrong={"newest_first": _job(QUOTA.replace("@ORDER@", "r").replace("@Q@", str(P["quota"])))}),
            Component("compress", skill=tool, fix=_job(f"""
                take gz '$1 < v && $3 !~ /\\.gz$/' "$((NOW - {C} * {DAY}))"
                {_compress_fn(tool)}"""), wrong={
                "new_file_stream": _job(f"""
                    take gz '$1 < v && $3 !~ /\\.gz$/' "$((NOW - {C} * {DAY}))"
                    {_compress_fn(tool, stream=True)}"""),
                "wrong_format": _job(f"""
                    take gz '$1 < v && $3 !~ /\\.gz$/' "$((NOW - {C} * {DAY}))"
                    {_compress_fn(other)}""")}),
            Component("archive_tar", skill="tar keeps owners", fix=_job(r"""
                mkdir -p "$OUT/archive"
                cut -f3 "$W/del" | LC_ALL=C sort | tar -C "$ROOT" -cf "$OUT/archive/expired.tar" --verbatim-files-from -T -
                [ "$(tar -tf "$OUT/archive/expired.tar" | wc -l)" -eq "$(wc -l < "$W/del")" ]  # all in before rm"""),
                wrong={"drops_owners": _job(r"""
                mkdir -p "$OUT/archive"
                cut -f3 "$W/del" | LC_ALL=C sort | tar -C "$ROOT" -cf "$OUT/archive/expired.tar" --owner=0 --group=0 --verbatim-files-from -T -""")}),
            Component("report_bytes", skill="size accounting", excludes=("logrotate",), fix=_job(REPORT_BYTES),
                      wrong={"du_counts_dirs": _job(REPORT_BYTES.replace(SIZES, SIZES_DU))}),
            Component("logrotate", skill="logrotate copytruncate", excludes=("rotated_numbered", "idle_live"),
                      fix=lr("copytruncate").replace("{R}", str(R)),
                      wrong={"create_not_copytruncate": lr("create").replace("{R}", str(R)),
                             "keeps_one_more": lr("copytruncate").replace("{R}", str(R + 1))}),
            Component("scheduled_job", skill=P["timer"], fix=sched_fix, wrong=sched_wrong),
        ]

    # --- the draw ---------------------------------------------------------------------------------------------

    def draft(self, rng: random.Random, cfg: RetentionLevel) -> Draft:
        now = datetime(rng.randint(2022, 2024), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                       rng.choice([0, 15, 30, 45]), tzinfo=timezone.utc)
        D = rng.choice([14, 21, 30, 45])
        P = {"now": int(now.timestamp()), "delete_days": D, "keep": rng.randint(2, 4),
             "compress_days": rng.choice([2, 3, 5, 7]), "oversize": rng.choice([8192, 12288, 16384]),
             "rotate": rng.choice([4, 5, 7]), "format": rng.choice(sorted(FORMATS)),
             "timer": rng.choice(["cron", "systemd"]), "at": (rng.randint(0, 5), rng.choice([25, 10, 20, 40])),  # minute > hour: a swapped cron line differs
             "services": sorted(rng.sample(SERVICES, rng.randint(*cfg.services))), "quota": 0}
        pool = self._pool(rng, P)
        lo, hi = cfg.components
        t = rng.randint(cfg.traps[0], cfg.traps[1])  # data traps come on top of the requirements
        pair = rng.choice(INTERACTING) if cfg.policy_doc else ()  # hard: requirements that interact
        reqs = compose(rng, [c for c in pool if c.name not in TRAPS and c.name != "age"], cfg.components, require=pair)
        traps = compose(rng, [c for c in pool if c.name in TRAPS], t) if t else []
        drawn = reqs + traps
        names = {c.name for c in drawn}
        if any(a in names and b in names for a in names for b in pool_by(pool)[a].excludes):
            raise Resample("excluded pair")

        tree = _tree(random.Random(rng.random()), names, P, now)
        if "quota" in names:
            P["quota"] = _pick_quota(tree, P, names)
        truth = _apply(tree, P, names)
        for variant in ({**P, "delete_days": D + 1}, {**P, "now": 1780000000}):  # day rounding; the real clock
            if _apply(tree, variant, names) == truth:
                raise Resample("a hand-written decoy would pass")
        if "keep_newest" in names and _apply(tree, {**P, "keep": P["keep"] - 1}, names) == truth:
            raise Resample("keep-newest off by one would pass")
        pool = self._pool(rng, P)  # again, now that the quota is known
        comps = sorted([pool_by(pool)[n] for n in names | {"age"}], key=lambda c: ORDER.index(c.name))

        fixture = None
        if "scheduled_job" in names:
            fnow = now + timedelta(days=rng.randint(20, 60), hours=rng.randint(1, 9))
            fP = {**P, "now": int(fnow.timestamp())}
            ftree = _tree(random.Random(rng.random()), names, fP, fnow)
            if "quota" in names:
                fP["quota"] = P["quota"]
            fixture = {"now": f"{fnow:%Y-%m-%dT%H:%M:%SZ}", **ftree, **_apply(ftree, fP, names)}

        now_iso = f"{now:%Y-%m-%dT%H:%M:%SZ}"
        solution, decoys = oracle_and_decoys(comps, head=HEAD, tail=TAIL.replace("@NOW@", now_iso), rng=rng,
                                             extra=self._extra(comps, now_iso, D))
        docs = self._rules(P, names, now, cfg)
        files = {"/srv/logs/POLICY.json": File.of(json.dumps(
            {k: P[k] for k in ("delete_days",)} | {"now": now_iso}, indent=2) + "\n")}
        if tree["hold"]:
            files["/srv/logs/LEGAL_HOLD"] = File.of("# legal hold (paths relative to /srv/logs): do not touch\n"
                                                    + "".join(h + "\n" for h in tree["hold"]))
        if cfg.policy_doc:
            files["/srv/logs/RETENTION.md"] = File.of("# Log retention policy (ops handbook 4.2)\n\n"
                                                      + "".join(f"- {r}\n" for r in docs) + "\n")
        spec = {"entries": tree["entries"], "links": tree["links"]}
        setup = "python3 - <<'PY'\n" + dedent(SETUP).replace("@SPEC@", json.dumps(spec)).replace("@BODY@", BODY) + "PY\n"
        return Draft(
            instruction=self._instruction(P, names, now, cfg, docs),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir="/srv"),
            solution=solution,
            tests={"test_outputs.py": self._tests(P, names, tree, truth, fixture)},
            decoys=decoys,
            outputs=["/srv"],
            tools=sorted(tools_in(solution) | {"xargs", "rm"} | ({P["format"]} if "compress" in names else set())),
            tags=["logs", "retention", "disk-cleanup", "filesystem"],
            expert_time_min=5 + 6 * len(names),
            junior_time_min=10 + 15 * len(names),
            components=sorted(names),
        )

    @staticmethod
    def _extra(comps, now_iso, D) -> list[Decoy]:
        sol, _ = oracle_and_decoys(comps, head=HEAD, tail=TAIL.replace("@NOW@", now_iso))
        return [
            Decoy(name="real_clock", description="ages files against the host clock, not the stated time",
                  script=sol.replace(f"/srv/cleanup/retention.sh /srv/logs '{now_iso}'", "/srv/cleanup/retention.sh")),
            Decoy(name="find_mtime_rounding", description="find -mtime +D semantics: a file D.5 days old survives",
                  script=sol.replace(f"$((NOW - {D} * {DAY}))", f"$((NOW - {D + 1} * {DAY}))")),
        ]

    # --- text -------------------------------------------------------------------------------------------------

    @staticmethod
    def _rules(P, names, now, cfg) -> list[str]:
        D, fmt = P["delete_days"], P["format"]
        r = ["*Rotated logs* are the `*.log` files anywhere under a service folder `/srv/logs/<svc>/`, except the "
             "live log `<svc>/<svc>.log` that the service writes. A file's age is measured from its modification "
             "time.",
             f"Delete every rotated log last modified more than {D} days before the current time."]
        if "rotated_numbered" in names:
            r.append("logrotate's numbered copies `<svc>.log.N` and `<svc>.log.N.gz` are rotated logs too.")
        if "old_archives" in names:
            r.append("Archives left by the old job (`*.log.gz`) are rotated logs too; they are never recompressed.")
        if "legal_hold" in names:
            r.append("Paths listed in `/srv/logs/LEGAL_HOLD` (relative to `/srv/logs`) are on legal hold: never "
                     "delete, compress or move them, and they never count among the newest files.")
        if "oversize" in names:
            r.append(f"A rotated log larger than {P['oversize']} bytes is a runaway debug dump: delete it whatever "
                     "its age" + (", before the newest files are chosen (it never counts among them)."
                                  if "keep_newest" in names else "."))
        if "keep_newest" in names:
            r.append(f"In each service, the {P['keep']} most recently modified remaining rotated logs are kept as "
                     "they are, whatever their age.")
        if "quota" in names:
            r.append(f"After that, each service folder may hold at most {P['quota']} bytes (the sum of the sizes of "
                     "all regular files under it, symlinks not followed, counted before any compression): delete its "
                     "oldest rotated logs that no other rule keeps until it fits.")
        if "compress" in names:
            r.append(f"Compress every remaining rotated log older than {P['compress_days']} days that is not kept "
                     f"as newest and not already compressed, with {fmt} (`<file>{FORMATS[fmt]}`, the original "
                     "removed); a compressed file keeps the original's modification time and permissions.")
        if "archive_tar" in names:
            r.append("Before deleting, put every file you delete into the tar archive `/srv/cleanup/archive/"
                     "expired.tar` (member names relative to `/srv/logs`, e.g. `api/api-20240105-0930.log`), "
                     "keeping numeric owners, permissions and modification times.")
        if "idle_live" in names:
            r.append("A live log is never deleted, compressed or moved, even when its service has been idle for weeks.")
        if "symlinks" in names:
            r.append("Symbolic links under `/srv/logs` (some point into other teams' folders under `/srv/shared`) "
                     "are never followed, changed or removed.")
        if cfg.name_traps:
            if "subdirs" in names:
                r.append("Watch out: some rotated logs sit in sub-folders such as `archive/`.")
            if "spaces" in names:
                r.append("Watch out: some file names contain spaces.")
            if "name_dates" in names:
                r.append("Watch out: the dates in some file names are wrong (files rotated late or copied).")
        r.append("Nothing else under `/srv/logs` changes.")
        return r

    @staticmethod
    def _instruction(P, names, now, cfg, rules) -> str:
        svc = ", ".join(f"`{s}`" for s in P["services"])
        now_s = f"{now:%Y-%m-%d %H:%M:%S} UTC"
        parts = [f"# Log volume full: apply the retention policy\n\n"
                 f"`/srv/logs` on the log host is at 100% and the services {svc} have stopped writing; each has its "
                 f"folder `/srv/logs/<svc>/`. The host clock is wrong: treat **{now_s}** (`{now:%Y-%m-%dT%H:%M:%SZ}`) "
                 "as the current time.\n"]
        if cfg.policy_doc:
            parts.append("Bring the volume in line with the retention policy in `/srv/logs/RETENTION.md` (written "
                         "by the ops team; it is the authority on what stays, what goes and what gets compressed).\n")
        else:
            parts.append("The retention policy agreed with the service owners:\n\n" + "".join(f"- {x}\n" for x in rules))
        d = ["Write `/srv/cleanup/report.json`: an object with `deleted` (the files you removed) and `compressed` "
             "(the files you compressed, by their original names), both lists of paths relative to `/srv/logs`"
             + ("; and `bytes`: an object mapping each service to `{\"before\": B, \"after\": A}`, the sum of the "
                "sizes in bytes of the regular files under its folder (symlinks not followed) before you changed "
                "anything and when you are done." if "report_bytes" in names else ".")]
        if "logrotate" in names:
            d.append(f"From now on the live logs are rotated by logrotate. The services keep them open and cannot be "
                     f"told to reopen them. Write `/srv/cleanup/logrotate.conf` for the live logs "
                     f"`/srv/logs/<svc>/<svc>.log` (name them, no wildcard that matches rotated logs) keeping "
                     f"{P['rotate']} rotations as `<svc>.log.1.gz` ... `<svc>.log.{P['rotate']}.gz`, compressed at "
                     "once, and run it once now with `logrotate -f -s /srv/cleanup/logrotate.state "
                     "/srv/cleanup/logrotate.conf`. It will also be run as an unprivileged user against a copy of "
                     "other such logs (with `/srv/logs/` in it pointing at the copy).")
        if "scheduled_job" in names:
            hh, mm = P["at"]
            where = ("`/srv/cleanup/retention.cron`, a file in `/etc/cron.d` format running it as root"
                     if P["timer"] == "cron" else
                     "`/srv/cleanup/retention.service` (oneshot, `ExecStart=` the script) and "
                     "`/srv/cleanup/retention.timer`")
            d.append("The cleanup must not be a one-off. Install it as an executable `/srv/cleanup/retention.sh "
                     "[ROOT [NOW [OUT]]]` (defaults `/srv/logs`, the current time, `/srv/cleanup`; NOW as ISO 8601, "
                     "e.g. `2024-03-05T10:00:00Z`) that applies the policy to ROOT and writes OUT/report.json"
                     + (" and OUT/archive/expired.tar" if "archive_tar" in names else "")
                     + ", creating OUT if needed. It must work for an unprivileged user on a tree that user owns; it "
                     f"will be run on other trees. Schedule it daily at {hh:02d}:{mm:02d} with {where}.")
        parts.append("\nDeliverables:\n\n" + "".join(f"- {x}\n" for x in d))
        return "".join(parts)

    # --- tests ------------------------------------------------------------------------------------------------

    @staticmethod
    def _tests(P, names, tree, truth, fixture) -> File:
        consts = {"FMT_EXT": FORMATS[P["format"]], "SERVICES": P["services"], "TREE": {**tree, **truth},
                  "NAMES": sorted(names), "FIXTURE": fixture, "ROTATE": P["rotate"], "AT": list(P["at"]),
                  "TIMER": P["timer"]}
        kept = []  # only the checks of the drawn components (a skipped test would read as a pass)
        for chunk in TESTS.split("\n\n\n"):
            m = re.match(r'@pytest.mark.skipif\("(\w+)" not in NAMES.*\n', chunk.lstrip("\n"))
            if m is None or m.group(1) in names:
                kept.append(chunk.lstrip("\n")[m.end():] if m else chunk)
        return hidden_tests(consts, BODY + "\n\n".join(kept) + "\n", imports="""
            import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile
        """)


def pool_by(pool):
    return {c.name: c for c in pool}


# --- the data and the ground truth ----------------------------------------------------------------------------

def _tree(rng: random.Random, names: set, P: dict, now: datetime) -> dict:
    """Entries [rel to /srv, size, mtime, mode, uid, kind, b64] (b64: the bytes of a pre-compressed file), the hold
    list and links. kind: live | dated | numbered | archive | pid | shared."""
    D, C = P["delete_days"], P["compress_days"]
    T = P["now"]
    entries, hold, links, used = [], [], [], set()

    def add(rel, size, age, kind, uid, gz=False):
        if rel in used:
            return None
        used.add(rel)
        mtime = int(T - age * DAY)
        b64 = base64.b64encode(gzip.compress(body(rel, size), mtime=0)).decode() if gz else ""
        entries.append([rel, len(base64.b64decode(b64)) if gz else size, mtime, 0o644 if kind in ("pid", "shared")
                        else 0o640, uid, kind, b64])
        return rel

    def dated(svc, age, uid, sub="", name_age=None, stem=None, size=None):
        t = datetime.fromtimestamp(int(T - (age if name_age is None else name_age) * DAY), timezone.utc)
        stem = stem or f"{svc}-{t:%Y%m%d-%H%M}"
        return add(f"logs/{svc}/{sub}{stem}.log", size or rng.randint(400, 2400), age, "dated", uid)

    svcs = P["services"]
    quiet = svcs[-1] if "keep_newest" in names and len(svcs) > 1 else None
    for i, svc in enumerate(svcs):
        uid = 2100 + 7 * SERVICES.index(svc)
        live_age = D + rng.randint(5, 20) + 0.3 if "idle_live" in names and i == 0 else rng.uniform(0.01, 0.3)
        add(f"logs/{svc}/{svc}.log", rng.randint(500, 2500), live_age, "live", uid)
        add(f"logs/{svc}/{svc}.pid", rng.randint(3, 6), 3 * D, "pid", uid)
        sub = lambda: rng.choice(["archive/", "archive/old/"]) if "subdirs" in names and rng.random() < 0.4 else ""
        ages = [D - rng.uniform(0.1, 0.9), D + rng.uniform(0.1, 0.9)] + [rng.uniform(D + 1, 2 * D) for _ in range(3)]
        if svc != quiet:
            ages += [rng.uniform(0.3, C - 0.2) for _ in range(rng.randint(3, 5))]
            ages += [rng.uniform(C + 0.3, D - 1) for _ in range(rng.randint(2, 3))]
        for a in ages:
            dated(svc, a, uid, sub())
        if "name_dates" in names and svc != quiet:
            dated(svc, rng.uniform(0.5, C - 0.3), uid, name_age=D + rng.randint(3, 9))  # rotated late
            dated(svc, D + rng.uniform(1, 5), uid, name_age=rng.uniform(0.5, 2))       # copied, name looks new
        if "spaces" in names and i == 0:
            for a in (D + rng.uniform(1, 9), rng.uniform(C + 0.3, D - 1)):
                t = datetime.fromtimestamp(int(T - a * DAY), timezone.utc)
                dated(svc, a, uid, stem=f"{svc} export {t:%Y%m%d %H%M}")
        if "oversize" in names and i < 2:
            dated(svc, rng.uniform(0.3, 1.5), uid, size=P["oversize"] + rng.randint(1, 3 * P["oversize"]))
            if i == 0:
                dated(svc, rng.uniform(0.3, 1.5), uid, size=P["oversize"])  # exactly the limit: not larger
        if "rotated_numbered" in names:
            add(f"logs/{svc}/{svc}.log.1", rng.randint(400, 2000), rng.uniform(0.5, 1.5), "numbered", uid)
            for n in range(2, rng.randint(4, 7)):
                add(f"logs/{svc}/{svc}.log.{n}.gz", rng.randint(400, 2000), n * D / 3 + rng.uniform(0, 1),
                    "numbered", uid, gz=True)
        if "old_archives" in names:
            t_old, t_new = D + rng.uniform(2, 20), rng.uniform(C + 0.5, D - 0.5)
            for a in (t_old, t_new):
                t = datetime.fromtimestamp(int(T - a * DAY), timezone.utc)
                add(f"logs/{svc}/{svc}-{t:%Y%m%d-%H%M}.log.gz", rng.randint(400, 2000), a, "archive", uid, gz=True)
    if "symlinks" in names:
        team = rng.choice(TEAMS)
        for _ in range(3):
            a = rng.uniform(D + 2, 3 * D)
            t = datetime.fromtimestamp(int(T - a * DAY), timezone.utc)
            add(f"shared/{team}-cache/{team}-{t:%Y%m%d-%H%M}.log", rng.randint(300, 900), a, "shared", 0)
        links.append([f"logs/{svcs[0]}/{team}-cache", f"../../shared/{team}-cache"])
    if "legal_hold" in names:
        old = sorted(e[0] for e in entries if e[5] == "dated" and e[2] < T - (D + 1) * DAY)
        new = sorted((e for e in entries if e[5] == "dated" and e[2] > T - C * DAY), key=lambda e: -e[2])
        hold = rng.sample(old, min(2, len(old))) + ([new[0][0]] if new else [])
        hold = sorted(h[len("logs/"):] for h in hold)
    mt = [(e[0].split("/")[1], e[2]) for e in entries if e[5] != "shared"]
    if len(mt) != len(set(mt)):
        raise Resample("two files of one service share an mtime")
    return {"entries": sorted(entries), "hold": hold, "links": links}


def _apply(tree: dict, P: dict, names: set) -> dict:
    """The policy, in the order the instruction states it: what is deleted and what is compressed (paths relative
    to /srv/logs)."""
    T, D, C = P["now"], P["delete_days"], P["compress_days"]
    hold = set(tree["hold"])
    files = [(e[0][len("logs/"):], e[1], e[2], e[5]) for e in tree["entries"] if e[0].startswith("logs/")]
    cand = [f for f in files if f[3] in ("dated", "numbered", "archive") and f[0] not in hold]
    deleted = []
    if "oversize" in names:
        deleted += [f for f in cand if f[1] > P["oversize"]]
        cand = [f for f in cand if f[1] <= P["oversize"]]
    if "keep_newest" in names:
        seen: dict = {}
        rest = []
        for f in sorted(cand, key=lambda f: -f[2]):
            svc = f[0].split("/")[0]
            seen[svc] = seen.get(svc, 0) + 1
            if seen[svc] > P["keep"]:
                rest.append(f)
        cand = rest
    deleted += [f for f in cand if f[2] < T - D * DAY]
    cand = [f for f in cand if f[2] >= T - D * DAY]
    if "quota" in names:
        gone = {f[0] for f in deleted}
        tot: dict = {}
        for f in files:
            if f[0] not in gone:
                tot[f[0].split("/")[0]] = tot.get(f[0].split("/")[0], 0) + f[1]
        over = []
        for f in sorted(cand, key=lambda f: f[2]):
            svc = f[0].split("/")[0]
            if tot[svc] > P["quota"]:
                tot[svc] -= f[1]
                over.append(f)
        deleted += over
        cand = [f for f in cand if f not in over]
    compressed = []
    if "compress" in names:
        compressed = [f[0] for f in cand if f[2] < T - C * DAY and not f[0].endswith(".gz")]
    return {"deleted": sorted(f[0] for f in deleted), "compressed": sorted(compressed)}


def _pick_quota(tree, P, names) -> int:
    """A quota that makes the busiest service give up about two more files than the other rules do."""
    base = _apply(tree, {**P, "quota": 10 ** 12}, names)
    gone = set(base["deleted"])
    tot: dict = {}
    for e in tree["entries"]:
        rel = e[0][len("logs/"):]
        if e[0].startswith("logs/") and rel not in gone:
            tot[rel.split("/")[0]] = tot.get(rel.split("/")[0], 0) + e[1]
    svc = max(sorted(tot), key=lambda s: tot[s])
    q = (tot[svc] - 1500) // 512 * 512
    if _apply(tree, {**P, "quota": q}, names)["deleted"] == base["deleted"]:
        raise Resample("the quota changes nothing")
    return q


SETUP = """
import base64, json, os
SPEC = json.loads(r'''@SPEC@''')
@BODY@
for rel, size, mtime, mode, uid, kind, b64 in SPEC["entries"]:
    p = "/srv/" + rel
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "wb") as f:
        f.write(base64.b64decode(b64) if b64 else body(rel, size))
    os.chown(p, uid, uid)
    os.chmod(p, mode)
    os.utime(p, (mtime, mtime))
for link, target in SPEC["links"]:
    os.symlink(target, "/srv/" + link)
"""

TESTS = r'''

UNZIP = {".gz": gzip.decompress, ".xz": lzma.decompress, ".bz2": bz2.decompress}


def _walk(top):
    out = {}
    for d, _, files in os.walk(top):
        for f in files:
            p = os.path.join(d, f)
            if not os.path.islink(p):
                out[os.path.relpath(p, top)] = p
    return out


def _content(e):
    rel, size, mtime, mode, uid, kind, b64 = e
    return base64.b64decode(b64) if b64 else body(rel, size)


def check_tree(srv, tree, rotated=False):
    """The tree under srv must be what the policy leaves: the right files, contents, mtimes and modes."""
    gone, comp = set(tree["deleted"]), set(tree["compressed"])
    want = {}
    for e in tree["entries"]:
        rel = e[0]
        inner = rel[len("logs/"):] if rel.startswith("logs/") else None
        if inner in gone:
            continue
        if rotated and e[5] == "live":
            want[rel] = (e, "empty")
            want[rel + ".1.gz"] = (e, "rotated")
        elif inner in comp:
            want[rel + FMT_EXT] = (e, "compressed")
        else:
            want[rel] = (e, "plain")
    got = {}
    for top in sorted({w.split("/")[0] + "/" + w.split("/")[1] for w in want} | {"logs/" + s for s in SERVICES}):
        got.update({os.path.join(top, k): v for k, v in _walk(os.path.join(srv, top)).items()})
    assert set(got) == set(want), f"missing {sorted(set(want) - set(got))[:8]}, unexpected {sorted(set(got) - set(want))[:8]}"
    for rel, (e, how) in sorted(want.items()):
        with open(got[rel], "rb") as f:
            data = f.read()
        st = os.stat(got[rel])
        if how == "empty":
            continue
        if how == "rotated":
            assert gzip.decompress(data) == _content(e), f"{rel}: not the live log's content"
            continue
        if how == "compressed":
            assert UNZIP[FMT_EXT](data) == _content(e), f"{rel}: wrong content after compression"
            assert st.st_mode & 0o777 == e[3], f"{rel}: mode {oct(st.st_mode & 0o777)}, the original was {oct(e[3])}"
        else:
            assert data == _content(e), f"{rel}: content changed"
        assert int(st.st_mtime) == e[2], f"{rel}: modification time changed"
    for link, target in tree["links"]:
        assert os.path.islink(os.path.join(srv, link)) and os.readlink(os.path.join(srv, link)) == target, link


def _report(path, tree):
    with open(path) as f:
        r = json.load(f)
    assert sorted(r["deleted"]) == tree["deleted"], "report: deleted"
    assert sorted(r["compressed"]) == tree["compressed"], "report: compressed"
    return r


def _sizes(srv):
    return {s: sum(os.lstat(p).st_size for p in _walk(os.path.join(srv, "logs", s)).values()) for s in SERVICES}


def test_tree_after_cleanup():
    check_tree("/srv", TREE, rotated="logrotate" in NAMES)


def test_report():
    r = _report("/srv/cleanup/report.json", TREE)
    if "report_bytes" in NAMES:
        before = {s: sum(e[1] for e in TREE["entries"] if e[0].startswith(f"logs/{s}/")) for s in SERVICES}
        assert {s: r["bytes"][s]["before"] for s in SERVICES} == before, "report: bytes before"
        assert {s: r["bytes"][s]["after"] for s in SERVICES} == _sizes("/srv"), "report: bytes after"


@pytest.mark.skipif("archive_tar" not in NAMES, reason="no archive in this instance")
def test_archive_of_deleted_files():
    by = {e[0][len("logs/"):]: e for e in TREE["entries"]}
    with tarfile.open("/srv/cleanup/archive/expired.tar") as t:
        members = {os.path.normpath(m.name): m for m in t.getmembers() if m.isfile()}
        assert sorted(members) == TREE["deleted"], "archive members are not the deleted files"
        for name, m in members.items():
            e = by[name]
            assert t.extractfile(m).read() == _content(e), f"{name}: content"
            assert (m.uid, m.gid, m.mode & 0o777, int(m.mtime)) == (e[4], e[4], e[3], e[2]), f"{name}: owner/mode/mtime"


@pytest.mark.skipif("logrotate" not in NAMES, reason="no logrotate in this instance")
def test_logrotate_config_on_open_logs():
    with open("/srv/cleanup/logrotate.state") as f:
        state = f.read()
    for s in SERVICES:
        assert f'"/srv/logs/{s}/{s}.log"' in state, f"logrotate was not run for {s}"
    fx = tempfile.mkdtemp()
    for s in SERVICES:
        os.makedirs(f"{fx}/logs/{s}")
        with open(f"{fx}/logs/{s}/{s}.log", "wb") as f:
            f.write(body("lr/" + s, 700))
        for n in range(1, ROTATE + 1):
            with open(f"{fx}/logs/{s}/{s}.log.{n}.gz", "wb") as f:
                f.write(gzip.compress(f"old {s} {n}\n".encode(), mtime=0))
    with open("/srv/cleanup/logrotate.conf") as f:
        conf = f.read()
    with open(f"{fx}/logrotate.conf", "w") as f:
        f.write(conf.replace("/srv/logs/", "@FX@/logs/"))
    root = tg_guard.give(fx)
    with open(f"{root}/logrotate.conf") as f:
        conf = f.read().replace("@FX@", root)
    with open(f"{root}/logrotate.conf", "w") as f:
        f.write(conf)
    held = {s: os.open(f"{root}/logs/{s}/{s}.log", os.O_WRONLY | os.O_APPEND) for s in SERVICES}
    p = tg_guard.run(["logrotate", "-f", "-s", f"{root}/state", f"{root}/logrotate.conf"])
    assert p.returncode == 0, p.stderr[-600:]
    for s, fd in held.items():
        os.write(fd, b"MARK\n")
        os.close(fd)
        d = f"{root}/logs/{s}"
        with open(f"{d}/{s}.log", "rb") as f:
            assert f.read() == b"MARK\n", f"{s}: the writer's open file is no longer the live log"
        with open(f"{d}/{s}.log.1.gz", "rb") as f:
            assert gzip.decompress(f.read()) == body("lr/" + s, 700), f"{s}: .1.gz is not the rotated log"
        for n in range(2, ROTATE + 1):
            with open(f"{d}/{s}.log.{n}.gz", "rb") as f:
                assert gzip.decompress(f.read()) == f"old {s} {n - 1}\n".encode(), f"{s}: .{n}.gz"
        assert not os.path.exists(f"{d}/{s}.log.{ROTATE + 1}.gz"), f"{s}: more than {ROTATE} rotations kept"


@pytest.mark.skipif("scheduled_job" not in NAMES, reason="no scheduled job in this instance")
def test_schedule():
    hh, mm = AT
    if TIMER == "cron":
        with open("/srv/cleanup/retention.cron") as f:
            lines = [l.split() for l in f if l.strip() and not l.lstrip().startswith("#") and "=" not in l.split()[0]]
        assert len(lines) == 1, lines
        m, h, dom, mon, dow, user, cmd = lines[0][:7]
        assert (int(m), int(h), dom, mon, dow, user) == (mm, hh, "*", "*", "*", "root"), lines[0]
        assert cmd == "/srv/cleanup/retention.sh", cmd
    else:
        svc, tim = configparser.ConfigParser(strict=False), configparser.ConfigParser(strict=False)
        svc.read("/srv/cleanup/retention.service")
        tim.read("/srv/cleanup/retention.timer")
        assert svc["Service"]["ExecStart"].split()[0] == "/srv/cleanup/retention.sh"
        cal = tim["Timer"]["OnCalendar"].strip()
        ok = {f"*-*-* {hh:02d}:{mm:02d}:00", f"*-*-* {hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}:00",
              f"*-*-* {hh}:{mm:02d}:00", f"*-*-* {hh}:{mm:02d}"}
        assert cal in ok, cal


@pytest.mark.skipif("scheduled_job" not in NAMES, reason="no scheduled job in this instance")
def test_job_on_a_hidden_tree():
    fx = tempfile.mkdtemp()
    for e in FIXTURE["entries"]:
        p = os.path.join(fx, "srv", e[0])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(_content(e))
        os.chmod(p, e[3])
        os.utime(p, (e[2], e[2]))
    for link, target in FIXTURE["links"]:
        os.symlink(target, os.path.join(fx, "srv", link))
    if FIXTURE["hold"]:
        with open(os.path.join(fx, "srv", "logs", "LEGAL_HOLD"), "w") as f:
            f.write("".join(h + "\n" for h in FIXTURE["hold"]))
    srv = tg_guard.give(os.path.join(fx, "srv"))
    p = tg_guard.run(["/srv/cleanup/retention.sh", f"{srv}/logs", FIXTURE["now"], f"{srv}/out"], timeout=120)
    assert p.returncode == 0, p.stderr[-600:]
    check_tree(srv, FIXTURE)
    _report(f"{srv}/out/report.json", FIXTURE)
    if "archive_tar" in NAMES:
        with tarfile.open(f"{srv}/out/archive/expired.tar") as t:
            assert sorted(os.path.normpath(m.name) for m in t.getmembers() if m.isfile()) == FIXTURE["deleted"]
'''
