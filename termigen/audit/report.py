"""Audit records, verdicts, the resumable JSON report and the Markdown card with its plot.

Verdicts, first match wins:
- broken:        the task cannot be read, has no tests or no environment, its image fails to build, the oracle
                 fails in a run (3 runs), or doing nothing (nop) scores 1: it teaches nothing or the wrong thing.
- hackable:      a hack of the battery scores 1, or the verifier's files are readable in the image.
- unverifiable:  the image cannot build here (network, an unavailable base image), there is no reference
                 solution, the oracle fails only where the task needs the network at run time (trials here
                 are offline), or trials were not run (--no-trials).
- ok:            builds offline, oracle 1 in 3/3 runs, nop 0, no hack wins (of those that could run).
"""

from __future__ import annotations

import json
import os
import threading
from collections import Counter
from pathlib import Path

from pydantic import BaseModel, Field

from termigen.audit.static import Finding
from termigen.audit.trials import BuildResult
from termigen.verify.trials import TrialResult

VERDICTS = ("ok", "broken", "unverifiable", "hackable")


class AuditRecord(BaseModel):
    task_id: str
    kind: str
    source: str
    path: str
    digest: str
    mode: str  # static | trials | trials+hacks: what was run
    difficulty: str | None = None
    category: str | None = None
    findings: list[Finding] = Field(default_factory=list)
    build: BuildResult | None = None
    nop: TrialResult | None = None
    oracle: list[TrialResult] = Field(default_factory=list)
    hacks: dict[str, TrialResult] = Field(default_factory=dict)
    hack_exposures: dict[str, list[str]] = Field(default_factory=dict)
    hacks_skipped: dict[str, str] = Field(default_factory=dict)
    verdict: str = "unverifiable"
    reasons: list[str] = Field(default_factory=list)
    seconds: float = 0.0

    def codes(self) -> list[str]:
        return sorted({f.code for f in self.findings})

    def hacks_won(self) -> list[str]:
        return [n for n, r in self.hacks.items() if r.reward is not None and r.reward >= 1.0]


MODE_RANK = {"static": 0, "trials": 1, "trials+hacks": 2}


def decide(rec: AuditRecord) -> AuditRecord:
    """Set verdict and reasons from what the record holds."""
    codes = set(rec.codes())
    broken, hackable, unverifiable = [], [], []
    for c in ("unreadable", "no_tests", "no_environment"):
        if c in codes:
            broken.append(next(f.message for f in rec.findings if f.code == c))
    if rec.build and rec.build.status == "failed":
        broken.append(f"image build failed: {rec.build.reason[-300:]}")
    if rec.build and rec.build.status == "cannot_build_here":
        unverifiable.append(f"cannot build here: {rec.build.reason}")
    if rec.nop is not None and rec.nop.reward is not None and rec.nop.reward >= 1.0:
        broken.append("nop scores 1: the untouched environment passes the tests")
    failed = [i for i, r in enumerate(rec.oracle, 1) if r.reward != 1.0]
    if failed:
        why = f"oracle failed in run(s) {failed} of {len(rec.oracle)}: " + (rec.oracle[failed[0] - 1].outcome + " "
                                                                            + rec.oracle[failed[0] - 1].detail[-200:])
        (unverifiable if "network_at_run" in codes else broken).append(
            why + ("; the task needs the network at run time and trials here are offline"
                   if "network_at_run" in codes else ""))
    if "verifier_files_in_image" in codes:
        hackable.append("verifier files are readable in the image")
    for n in rec.hacks_won():
        hackable.append(f"hack {n} scores 1 ({', '.join(rec.hack_exposures.get(n, [])) or 'no probes'})")
    if "no_solution" in codes:
        unverifiable.append("no reference solution: the tests cannot be shown to be passable")
    for f in rec.findings:
        if f.code == "trial_error":
            unverifiable.append(f"the trials stopped on an error: {f.message[:300]}")
    if rec.mode == "static":
        unverifiable.append("trials not run (--no-trials)")
    for verdict, why in (("broken", broken), ("hackable", hackable), ("unverifiable", unverifiable)):
        if why:
            rec.verdict, rec.reasons = verdict, broken + hackable + unverifiable
            return rec
    rec.verdict, rec.reasons = "ok", []
    return rec


class Store:
    """OUT/audit.json: records keyed by the task folder's digest, rewritten atomically after every task."""

    def __init__(self, path: Path):
        self.path = path
        self._lock = threading.Lock()
        self.records: dict[str, AuditRecord] = {}
        self.dataset: list[str] = []
        if path.exists():
            raw = json.loads(path.read_text())
            self.records = {k: AuditRecord.model_validate(v) for k, v in raw.get("tasks", {}).items()}

    def reusable(self, digest: str, mode: str) -> AuditRecord | None:
        rec = self.records.get(digest)
        if rec and MODE_RANK.get(rec.mode, -1) >= MODE_RANK[mode]:
            return rec
        return None

    def put(self, rec: AuditRecord) -> None:
        with self._lock:
            self.records[rec.digest] = rec
            self.save()

    def save(self, keep: set[str] | None = None) -> None:
        recs = {k: v for k, v in self.records.items() if keep is None or k in keep}
        data = {"version": 1, "totals": totals(list(recs.values())), "dataset_findings": self.dataset,
                "tasks": {k: v.model_dump(mode="json") for k, v in sorted(recs.items())}}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(f".tmp{os.getpid()}.{threading.get_ident()}")
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        tmp.replace(self.path)


def totals(records: list[AuditRecord]) -> dict:
    return {
        "tasks": len(records),
        "verdicts": {v: sum(r.verdict == v for r in records) for v in VERDICTS},
        "findings": dict(sorted(Counter(c for r in records for c in r.codes()).items())),
        "hacks_won": dict(sorted(Counter(n for r in records for n in r.hacks_won()).items())),
        "built": sum(1 for r in records if r.build and r.build.status == "built"),
        "cannot_build_here": sum(1 for r in records if r.build and r.build.status == "cannot_build_here"),
        "oracle_3_of_3": sum(1 for r in records if len(r.oracle) == 3 and all(o.reward == 1.0 for o in r.oracle)),
        "nop_passes": sum(1 for r in records if r.nop and r.nop.reward is not None and r.nop.reward >= 1.0),
    }


def plot(records: list[AuditRecord], png: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    tot = totals(records)
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(11, 4.5), gridspec_kw={"width_ratios": [1, 2]})
    colors = {"ok": "#55a868", "broken": "#c44e52", "unverifiable": "#8c8c8c", "hackable": "#dd8452"}
    a1.bar(list(VERDICTS), [tot["verdicts"][v] for v in VERDICTS], color=[colors[v] for v in VERDICTS])
    from matplotlib.ticker import MaxNLocator

    plt.setp(a1.get_xticklabels(), rotation=25, ha="right")
    a1.yaxis.set_major_locator(MaxNLocator(integer=True))
    a2.xaxis.set_major_locator(MaxNLocator(integer=True))
    a1.set_title(f"Verdicts ({tot['tasks']} tasks)")
    a1.set_ylabel("tasks")
    f = sorted(tot["findings"].items(), key=lambda kv: kv[1])
    a2.barh([k for k, _ in f] or ["(none)"], [n for _, n in f] or [0], color="#4c72b0")
    a2.set_title("Tasks with each finding")
    a2.set_xlabel("tasks")
    fig.tight_layout()
    png.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(png, dpi=100, metadata={"Software": None})
    plt.close(fig)
    return png


def _oracle_cell(r: AuditRecord) -> str:
    if not r.oracle:
        return "-"
    return f"{sum(o.reward == 1.0 for o in r.oracle)}/{len(r.oracle)}"


def card(records: list[AuditRecord], dataset_findings: list[str], md: Path, png: Path) -> str:
    tot = totals(records)
    rel = os.path.relpath(png, md.parent)
    lines = ["# Audit", "", "Generated by `termigen audit` (TermiGen's gate on foreign tasks: offline build, nop, "
             "oracle 3x, hack battery). Heuristic findings are marked (h).", "",
             "| verdict | tasks |", "|---|---|"]
    lines += [f"| {v} | {tot['verdicts'][v]} |" for v in VERDICTS]
    lines += [f"| **total** | **{tot['tasks']}** |", "",
              f"- built here: {tot['built']}, cannot build here: {tot['cannot_build_here']}; oracle 3/3: "
              f"{tot['oracle_3_of_3']}; nop passes: {tot['nop_passes']}",
              "- hacks that won: " + (", ".join(f"{k} ({n})" for k, n in tot["hacks_won"].items()) or "none"), ""]
    if dataset_findings:
        lines += ["Across the tasks: " + "; ".join(dataset_findings) + ".", ""]
    lines += [f"![verdicts and findings]({rel})", "", "## Findings", "", "| finding | tasks |", "|---|---|"]
    lines += [f"| {k} | {n} |" for k, n in tot["findings"].items()]
    lines += ["", "## Tasks", "", "| task | layout | verdict | build | nop | oracle | hacks won | findings |",
              "|---|---|---|---|---|---|---|---|"]
    for r in sorted(records, key=lambda r: (VERDICTS.index(r.verdict), r.task_id)):
        heur = {f.code for f in r.findings if f.heuristic}
        codes = ", ".join(c + (" (h)" if c in heur else "") for c in r.codes())
        nop = "-" if r.nop is None else f"{r.nop.reward}"
        lines.append(f"| {r.task_id} | {r.kind} | **{r.verdict}** | {r.build.status if r.build else '-'} | {nop} | "
                     f"{_oracle_cell(r)} | {', '.join(r.hacks_won()) or '-'} | {codes or '-'} |")
    lines += ["", "## Why", ""]
    for r in sorted(records, key=lambda r: r.task_id):
        if r.reasons:
            lines.append(f"- **{r.task_id}** ({r.verdict}): " + "; ".join(x.replace("\n", " ")[:300] for x in r.reasons))
    text = "\n".join(lines) + "\n"
    md.parent.mkdir(parents=True, exist_ok=True)
    md.write_text(text)
    return text
