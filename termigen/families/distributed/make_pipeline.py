"""Distributed: repair a make-driven map-reduce pipeline over data shards so that it is correct under `make -j`,
picks up any set of shards, rebuilds exactly what changed, and reduces per-shard partial results correctly.
Judged by running the Makefile on hidden shards, direct targets, `make -q` and mtime-based rebuild checks."""

from __future__ import annotations

import gzip
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File, Timeouts

DOMAINS = [  # (pipeline, entity column, quantity column, other columns, what a row is)
    ("salesroll", "store", "qty", ["day", "sku"], "point-of-sale line"),
    ("meterroll", "station", "kwh", ["hour", "meter"], "smart-meter interval reading"),
    ("fleetroll", "depot", "km", ["date", "vehicle"], "vehicle trip"),
    ("ticketroll", "queue", "minutes", ["opened", "agent"], "closed support ticket"),
    ("printroll", "site", "pages", ["date", "printer"], "print job"),
    ("bikeroll", "dock", "rides", ["day", "bike"], "bike-share dock tally"),
]
ENTITIES = ["alder", "birch", "cedar", "dunmore", "elm", "fairview", "grove", "hillcrest", "ironbridge", "juniper",
            "kingsway", "larch", "millbrook", "northgate", "oakley", "pinecrest", "quayside", "rowan", "seaview", "thornby"]
REGIONS = ["north", "south", "east", "west", "central", "coastal"]
PERIODS = [("w", 52), ("d", 28), ("m", 12)]

# Bugs: E1 hard-coded shard list; E2 output folders made only by a `setup` step of `all`; E3 the reduce step
# concatenates per-shard counts instead of summing them; M1 the report hangs off phony targets (never up to
# date); M2 count files depend on the raw shard instead of the cleaned one; M3 the awk scripts are not
# prerequisites; H1 gzip-compressed shards are ignored; H2 the reference table is not a prerequisite.
BUGS = {
    "E1": ("hardcoded_shards", "shard list hard-coded in the Makefile"),
    "E2": ("dirs_from_setup", "output folders created only by a setup step of `all`"),
    "E3": ("no_reduce_sum", "report concatenates per-shard counts instead of summing them"),
    "M1": ("phony_report", "report depends on phony targets, never up to date"),
    "M2": ("count_needs_raw", "count files depend on the raw shard, not the cleaned one"),
    "M3": ("scripts_not_deps", "awk scripts are not prerequisites"),
    "H1": ("ignores_gz", "compressed shards are not picked up"),
    "H2": ("ref_not_dep", "the reference table is not a prerequisite of the clean step"),
}


class Pipe:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.name, self.ent, self.qty, others, self.row = rng.choice(DOMAINS)
        self.root = f"/srv/{self.name}"
        cols = [self.ent, self.qty] + others
        rng.shuffle(cols)
        self.cols = cols
        self.ei, self.qi = cols.index(self.ent) + 1, cols.index(self.qty) + 1
        self.entities = rng.sample(ENTITIES, rng.randint(7, 11))
        p, maxn = rng.choice(PERIODS)
        self.year = rng.randint(2021, 2025)
        nums = rng.sample(range(1, maxn + 1), min(maxn, 9))
        self.visible = [f"{self.year}-{p}{n:02d}" for n in sorted(nums[:3])]
        self.hidden_names = [f"{self.year}-{p}{n:02d}" for n in sorted(nums[3:3 + (4 if level != "easy" else 3)])]
        if level == "hard":
            known = self.entities[:-2]
            self.ref = {e: rng.choice(REGIONS) for e in known}   # the last two entities are unknown: dropped
        else:
            self.ref = None
        self.gz = set()
        if level == "hard":
            self.gz = set(rng.sample(self.hidden_names, 2))
            self.visible_gz = {self.visible[-1]}
        else:
            self.visible_gz = set()
        self.bugs = {"easy": {"E1", "E2", "E3"}, "medium": {"E1", "E2", "E3", "M1", "M2", "M3"},
                     "hard": {"E1", "E2", "E3", "M1", "M2", "M3", "H1", "H2"}}[level]
        self.vis_data = {s: self._shard(rng) for s in self.visible}
        self.hid_data = {s: self._shard(rng) for s in self.hidden_names}

    def _shard(self, rng):
        rows = []
        for _ in range(rng.randint(25, 60)):
            e = rng.choice(self.entities)
            q = str(rng.randint(0, 500))
            bad = rng.random()
            if bad < 0.05:
                q = rng.choice(["n/a", "-4", "", "12.5"])
            elif bad < 0.08:
                e = ""
            elif bad < 0.2:
                e = rng.choice([e.upper(), e.capitalize(), f" {e}"])
            row = {self.ent: e, self.qty: q}
            for c in self.cols:
                if c not in row:
                    row[c] = f"{c[:1]}{rng.randint(1, 999)}"
            rows.append(",".join(row[c] for c in self.cols))
        # every entity shows up in this shard at least once with a valid row (so shards overlap)
        for e in self.entities[:4]:
            row = {self.ent: e, self.qty: str(rng.randint(1, 99))}
            for c in self.cols:
                row.setdefault(c, f"{c[:1]}{rng.randint(1, 999)}")
            rows.insert(rng.randrange(len(rows) + 1), ",".join(row[c] for c in self.cols))
        return [",".join(self.cols)] + rows

    # -- truth ----------------------------------------------------------------------------------------------
    def report(self, shards: dict) -> list[str]:
        n, q = {}, {}
        for rows in shards.values():
            for line in rows[1:]:
                f = line.split(",")
                e, qty = f[self.ei - 1].strip().lower(), f[self.qi - 1]
                if not e or not qty.isdigit():
                    continue
                if self.ref is not None:
                    if e not in self.ref:
                        continue
                    e = self.ref[e]
                n[e] = n.get(e, 0) + 1
                q[e] = q.get(e, 0) + int(qty)
        return [f"{k}\t{n[k]}\t{q[k]}" for k in sorted(n, key=lambda s: s.encode())]

    # -- files --------------------------------------------------------------------------------------------------
    def clean_awk(self) -> str:
        key = "ref[e]" if self.ref is not None else "e"
        ref = ("# first file: the reference table (entity,region)\nFNR == NR { ref[$1] = $2; next }\n"
               if self.ref is not None else "")
        known = "    if (!(e in ref)) next\n" if self.ref is not None else ""
        return (f"# one {self.row} per line: {','.join(self.cols)} (comma separated, header first)\n"
                f"# output: <{self.ent} key> TAB <{self.qty}>, invalid rows dropped\n{ref}FNR == 1 {{ next }}\n{{\n"
                f"    e = tolower(${self.ei}); gsub(/^ +| +$/, \"\", e)\n    q = ${self.qi}\n"
                f"    if (e == \"\" || q !~ /^[0-9]+$/) next\n{known}    print {key} \"\\t\" q\n}}\n")

    @staticmethod
    def count_awk() -> str:
        return ("# per-key row count and sum of one cleaned shard: key TAB rows TAB total\n"
                "{ n[$1]++; s[$1] += $2 }\nEND { for (k in n) print k \"\\t\" n[k] \"\\t\" s[k] }\n")

    @staticmethod
    def merge_awk() -> str:
        return ("# reduce: sum the per-shard partial counts of each key\n"
                "{ n[$1] += $2; s[$1] += $3 }\nEND { for (k in n) print k \"\\t\" n[k] \"\\t\" s[k] }\n")

    def makefile(self, bugs: set[str]) -> str:
        T = "\t"
        hard = self.level == "hard"
        ref = "ref/regions.csv" if hard else ""
        L = ["# map-reduce over the shards in data/raw: clean -> count (per shard) -> report (all shards)",
             "SHELL := /bin/bash", "export LC_ALL := C", ""]
        if "E1" in bugs:
            L.append("SHARDS = " + " ".join(self.visible))
        elif "H1" in bugs or not hard:
            L.append("SHARDS := $(sort $(basename $(notdir $(wildcard data/raw/*.csv))))")
        else:
            L.append("SHARDS := $(sort $(basename $(basename $(notdir $(wildcard data/raw/*.csv data/raw/*.csv.gz)))))")
        L += ["CLEAN := $(SHARDS:%=work/clean/%.tsv)", "COUNTS := $(SHARDS:%=work/counts/%.cnt)"]
        if hard:
            L.append(f"REF := {ref}")
        L.append("")
        e2 = "E2" in bugs
        od = lambda d: "" if e2 else f" | {d}"
        deps_scripts = lambda s: "" if "M3" in bugs or (s == "bin/merge.awk" and "E3" in bugs) else f" {s}"
        refdep = "" if (not hard or "H2" in bugs) else " $(REF)"
        refarg = " $(REF)" if hard else ""
        if "M1" in bugs:
            L += ["all: setup report" if e2 else "all: report", ""]
            L += ["report: counts" + od("out")]
            recipe_in = "$(COUNTS)"
        else:
            L += ["all: setup out/report.tsv" if e2 else "all: out/report.tsv", "",
                  "# the cleaned shards are kept (not intermediate files make may delete)", ".SECONDARY: $(CLEAN)", ""]
            L += [f"out/report.tsv: $(COUNTS){deps_scripts('bin/merge.awk')}{od('out')}"]
            recipe_in = "$(COUNTS)"
        if "E3" in bugs:
            L.append(f"{T}cat {recipe_in} | sort > out/report.tsv")
        else:
            L.append(f"{T}awk -F'\\t' -f bin/merge.awk {recipe_in} | sort > out/report.tsv.tmp && mv out/report.tsv.tmp out/report.tsv")
        L.append("")
        if "M1" in bugs:
            L += ["counts: $(CLEAN) $(COUNTS)" if "M2" in bugs else "counts: $(COUNTS)", ""]
        elif "M2" in bugs:
            L[L.index(f"out/report.tsv: $(COUNTS){deps_scripts('bin/merge.awk')}{od('out')}")] = \
                f"out/report.tsv: $(CLEAN) $(COUNTS){deps_scripts('bin/merge.awk')}{od('out')}"
        L += [f"work/clean/%.tsv: data/raw/%.csv{deps_scripts('bin/clean.awk')}{refdep}{od('work/clean')}",
              f"{T}awk -F, -f bin/clean.awk{refarg} $< > $@.tmp && mv $@.tmp $@", ""]
        if hard and "H1" not in bugs:
            L += [f"work/clean/%.tsv: data/raw/%.csv.gz{deps_scripts('bin/clean.awk')}{refdep}{od('work/clean')}",
                  f"{T}zcat $< | awk -F, -f bin/clean.awk{refarg} - > $@.tmp && mv $@.tmp $@", ""]
        src = "data/raw/%.csv" if "M2" in bugs else "work/clean/%.tsv"
        L += [f"work/counts/%.cnt: {src}{deps_scripts('bin/count.awk')}{od('work/counts')}",
              f"{T}awk -F'\\t' -f bin/count.awk work/clean/$*.tsv | sort > $@.tmp && mv $@.tmp $@", ""]
        if e2:
            L += ["setup:", f"{T}mkdir -p work/clean work/counts out", ""]
        else:
            L += ["work/clean work/counts out:", f"{T}mkdir -p $@", ""]
        L += ["clean:", f"{T}rm -rf work out", ""]
        phony = ["all", "clean"] + (["setup"] if e2 else []) + (["report", "counts"] if "M1" in bugs else [])
        L.append(".PHONY: " + " ".join(phony))
        return "\n".join(L) + "\n"

    def shard_files(self, data: dict, gz: set, prefix: str) -> dict[str, File]:
        out = {}
        for s, rows in data.items():
            text = ("\n".join(rows) + "\n").encode()
            if s in gz:
                out[f"{prefix}{s}.csv.gz"] = File.of(gzip.compress(text, mtime=0))
            else:
                out[f"{prefix}{s}.csv"] = File.of(text)
        return out


def _solver(p: Pipe, bugs: set[str]) -> str:
    lines = [f"cd {p.root}", f"cat > Makefile <<'MAKEFILE'\n{p.makefile(bugs)}MAKEFILE"]
    if "E3" not in bugs:
        lines.append(f"cat > bin/merge.awk <<'AWK'\n{p.merge_awk()}AWK")
    lines += ["find data/raw -type f | wc -l", "make clean", "make -j4", "wc -l out/report.tsv", "make -q out/report.tsv || echo 'report not up to date after a build' >&2",
              "LC_ALL=C sort -c -t$'\\t' -k1,1 out/report.tsv",
              "awk -F'\\t' '{ rows += $2; total += $3 } END { print NR \" keys, \" rows \" rows, total \" total }' out/report.tsv"]
    return script("\n".join(lines) + "\n")


@register
class MakePipeline(Family):
    name = "make_pipeline"
    category = "distributed"
    description = "Repair a make-driven map-reduce over data shards: parallel-safe, incremental, any shard set, correct reduce."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Pipe(rng, level)
        files = p.shard_files(p.vis_data, p.visible_gz, f"{p.root}/data/raw/")
        files[f"{p.root}/Makefile"] = File.of(p.makefile(p.bugs))
        files[f"{p.root}/bin/clean.awk"] = File.of(p.clean_awk())
        files[f"{p.root}/bin/count.awk"] = File.of(p.count_awk())
        if p.ref is not None:
            files[f"{p.root}/ref/regions.csv"] = File.of("".join(f"{e},{r}\n" for e, r in sorted(p.ref.items())))
        tests = {f"cases/shards/{k}": v for k, v in p.shard_files(p.hid_data, p.gz, "").items()}
        consts = {"EXPECTED": p.report(p.hid_data), "ROOT": p.root, "LEVEL": level, "HIDDEN": sorted(tests),
                  "SHARDS": p.hidden_names, "TOUCH": p.hidden_names[1]}
        tests["test_outputs.py"] = pytest_file("import os, shutil, subprocess, tempfile, time\n\nimport pytest", consts, TESTS)
        decoys = [Decoy(name=BUGS[b][0], description=f"fixes everything except: {BUGS[b][1]}", script=_solver(p, {b}))
                  for b in sorted(p.bugs)]
        tools = ["make", "cat", "sort", "awk", "find", "wc"] + (["zcat"] if level == "hard" else [])
        return Draft(
            instruction=self._instruction(p, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.root),
            solution=_solver(p, set()),
            tests=tests,
            decoys=decoys,
            outputs=[p.root],
            tools=tools,
            tags=["make", "parallel-build", "map-reduce", "awk", "incremental-builds"] + (["gzip", "joins"] if level == "hard" else []),
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
            timeouts=Timeouts(verifier_sec=240.0),
        )

    @staticmethod
    def _instruction(p: Pipe, rng):
        key = "region" if p.level == "hard" else p.ent
        req = [f"`make` (and `make -j8`) in `{p.root}` processes **every** shard found in `data/raw/` — not only "
               "today's: shards are added and removed by the ingest job"
               + (", and some arrive gzip-compressed as `<shard>.csv.gz`" if p.level == "hard" else "") + ".",
               "Every file target works when asked for on its own on a fresh checkout, e.g. "
               f"`make work/counts/{p.visible[0]}.cnt` or `make out/report.tsv`, with or without `-j`.",
               f"`out/report.tsv` is the reduce step: one line per {key}, `<{key}>\\t<rows>\\t<total {p.qty}>`, "
               f"summed over all shards, sorted by {key} in byte order (`LC_ALL=C sort`).",
               "Every stage's output is kept: after a build, `work/clean/` and `work/counts/` hold one file per shard."]
        if p.level != "easy":
            req.append("The build is incremental: right after a successful `make`, `make -q out/report.tsv` reports "
                       "it up to date; when one raw shard changes, `make` rebuilds only that shard's "
                       "`work/clean/<shard>.tsv` and `work/counts/<shard>.cnt` and then the report; when an awk "
                       "script in `bin/` changes, exactly the files produced with it are rebuilt (and what depends on them).")
        if p.level == "hard":
            req.append("The clean step maps each entity to its region with `ref/regions.csv` (entities missing from it "
                       "are dropped); when that table changes, every cleaned shard and everything downstream is rebuilt.")
        layout = ("`data/raw/<shard>.csv` → `work/clean/<shard>.tsv` (`bin/clean.awk`) → `work/counts/<shard>.cnt` "
                  "(`bin/count.awk`, per-shard partial counts) → `out/report.tsv` (all shards)")
        who = rng.choice(["The nightly roll-up", "The hourly roll-up job", "The weekly finance roll-up", "The ops dashboard feed"])
        sym = rng.choice(["fails about one night in three since it was switched to `make -j8`",
                          "reports the same key several times and misses new shards",
                          "has been silently wrong since the ingest job started adding shards",
                          "is slow because it rebuilds everything and still misses data"])
        return dedent("""
            # Fix the `{name}` shard pipeline

            {who} in `{root}` {sym}. It is a small map-reduce driven by `make`: each file in `data/raw/` is one
            shard of {row}s (CSV with a header: `{cols}`), and the pipeline goes
            {layout}.

            The awk scripts `bin/clean.awk` and `bin/count.awk` are correct. Fix the `Makefile` (and add any
            script you need under `bin/`) so that:

            {req}

            Keep the folder layout and file names above. Do not edit the shards{ref}. The pipeline is checked on
            a fresh copy of `{root}` whose `data/raw/` holds a different set of shards, built from scratch with
            `make -j8`, then exercised with direct targets{extra}.
        """).replace("{name}", p.name).replace("{who}", who).replace("{root}", p.root).replace("{sym}", sym) \
            .replace("{row}", p.row).replace("{cols}", ",".join(p.cols)).replace("{layout}", layout) \
            .replace("{req}", "\n".join(f"- {r}" for r in req)).replace("{ref}", " or `ref/regions.csv`" if p.level == "hard" else "") \
            .replace("{extra}", ", `make -q` and rebuilds after touching files" if p.level != "easy" else "")


TESTS = '''
HERE = os.path.dirname(os.path.abspath(__file__))

def _fresh():
    d = tempfile.mkdtemp() + "/p"
    shutil.copytree(ROOT, d, symlinks=True)
    for sub in ("work", "out"):
        shutil.rmtree(os.path.join(d, sub), ignore_errors=True)
    raw = os.path.join(d, "data", "raw")
    shutil.rmtree(raw)
    shutil.copytree(os.path.join(HERE, "cases", "shards"), raw)
    return d

def _make(d, *args, check=True):
    p = subprocess.run(["make", *args], cwd=d, capture_output=True, text=True, timeout=120)
    if check:
        assert p.returncode == 0, f"make {' '.join(args)} failed ({p.returncode}):\\n{p.stdout[-1200:]}\\n{p.stderr[-1200:]}"
    return p

def _report(d):
    path = os.path.join(d, "out", "report.tsv")
    assert os.path.isfile(path), "out/report.tsv was not produced"
    return open(path).read().splitlines()

def _same(got, want, what):
    missing = [w for w in want if w not in got]
    extra = [g for g in got if g not in want]
    assert got == want, f"{what}: report differs; missing lines {missing[:4]}, unexpected lines {extra[:4]}"

def _age(d):
    old = time.time() - 3600
    for dirpath, _, files in os.walk(d):
        for f in files:
            os.utime(os.path.join(dirpath, f), (old, old))
    return old

def _rebuilt(d, since):
    out = set()
    for sub in ("work", "out"):
        for dirpath, _, files in os.walk(os.path.join(d, sub)):
            for f in files:
                p = os.path.join(dirpath, f)
                if os.path.getmtime(p) > since + 600:
                    out.add(os.path.relpath(p, d))
    return out

def _outputs(d):
    return {os.path.relpath(os.path.join(dp, f), d) for sub in ("work", "out") for dp, _, fs in os.walk(os.path.join(d, sub)) for f in fs}

def test_parallel_build_on_hidden_shards():
    for _ in range(2):
        d = _fresh()
        _make(d, "-j8")
        _same(_report(d), EXPECTED, "make -j8 on hidden shards")

def test_serial_build_on_hidden_shards():
    d = _fresh()
    _make(d)
    _same(_report(d), EXPECTED, "make on hidden shards")

def test_direct_targets():
    d = _fresh()
    _make(d, f"work/counts/{SHARDS[0]}.cnt")
    assert os.path.isfile(os.path.join(d, "work", "counts", f"{SHARDS[0]}.cnt")), "count file not produced"
    assert not os.path.exists(os.path.join(d, "out", "report.tsv")), "asking for one count file also built the report"
    d = _fresh()
    _make(d, "-j8", "out/report.tsv")
    _same(_report(d), EXPECTED, "make -j8 out/report.tsv")

@pytest.mark.skipif(LEVEL == "easy", reason="no incremental requirement at this level")
def test_up_to_date_after_build():
    d = _fresh()
    _make(d, "-j8")
    assert _make(d, "-q", "out/report.tsv", check=False).returncode == 0, "make -q out/report.tsv: not up to date right after make"
    assert _make(d, "-q", check=False).returncode == 0, "make -q: default goal not up to date right after make"

@pytest.mark.skipif(LEVEL == "easy", reason="no incremental requirement at this level")
def test_one_shard_changes():
    d = _fresh()
    _make(d, "-j8")
    old = _age(d)
    shard = [f for f in os.listdir(os.path.join(d, "data", "raw")) if f.startswith(TOUCH + ".")][0]
    os.utime(os.path.join(d, "data", "raw", shard))
    _make(d, "-j8")
    want = {f"work/clean/{TOUCH}.tsv", f"work/counts/{TOUCH}.cnt", "out/report.tsv"}
    got = _rebuilt(d, old)
    assert got == want, f"after touching {shard}: rebuilt {sorted(got)}, expected exactly {sorted(want)}"
    _same(_report(d), EXPECTED, "report after the rebuild")

@pytest.mark.skipif(LEVEL == "easy", reason="no incremental requirement at this level")
def test_script_changes():
    d = _fresh()
    _make(d, "-j8")
    outputs = _outputs(d)
    old = _age(d)
    os.utime(os.path.join(d, "bin", "count.awk"))
    _make(d, "-j8")
    got = _rebuilt(d, old)
    want = {f for f in outputs if f.startswith("work/counts/")} | {"out/report.tsv"}
    assert got == want, f"after touching bin/count.awk: rebuilt {sorted(got)}, expected {sorted(want)}"
    old = _age(d)
    os.utime(os.path.join(d, "bin", "clean.awk"))
    _make(d, "-j8")
    got = _rebuilt(d, old)
    want = {f for f in outputs if f.startswith(("work/clean/", "work/counts/"))} | {"out/report.tsv"}
    assert got == want, f"after touching bin/clean.awk: rebuilt {sorted(got)}, expected {sorted(want)}"

@pytest.mark.skipif(LEVEL != "hard", reason="no reference table at this level")
def test_reference_table_changes():
    d = _fresh()
    _make(d, "-j8")
    outputs = _outputs(d)
    old = _age(d)
    os.utime(os.path.join(d, "ref", "regions.csv"))
    _make(d, "-j8")
    got = _rebuilt(d, old)
    want = {f for f in outputs if f.startswith(("work/clean/", "work/counts/"))} | {"out/report.tsv"}
    assert got == want, f"after touching ref/regions.csv: rebuilt {sorted(got)}, expected {sorted(want)}"
'''
