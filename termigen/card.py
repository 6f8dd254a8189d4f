"""The dataset card: counts per category and difficulty, tool coverage, oracle time distribution, with plots.

Generated from the committed layouts and the verification manifest (`termigen card`), never written by hand.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from termigen.formats.harbor import read_harbor
from termigen.task import CATEGORIES, CATEGORY_TITLES, Task
from termigen.toolscan import tools_in
from termigen.verify.manifest import Manifest

LEVELS = ("easy", "medium", "hard")


@dataclass
class Stats:
    tasks: list[Task]
    by_cat_level: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    families: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    tool_tasks: Counter = field(default_factory=Counter)  # tool -> number of tasks whose oracle runs it
    family_tools: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    oracle_sec: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    verified: int = 0
    passed: int = 0
    diversity: dict = field(default_factory=dict)  # termigen.diversity's report of these tasks


def collect(harbor_root: Path, manifest_path: Path | None = None) -> Stats:
    tasks = [read_harbor(d) for d in sorted(harbor_root.iterdir()) if (d / "task.toml").is_file()]
    st = Stats(tasks=tasks)
    from termigen.diversity import analyse, from_tasks

    st.diversity = analyse(from_tasks(tasks))
    manifest = Manifest(manifest_path) if manifest_path and manifest_path.exists() else None
    for t in tasks:
        st.by_cat_level[t.category][t.difficulty.value] += 1
        st.families[t.category].add(t.family)
        used = tools_in(t.solution)
        st.family_tools[t.family] |= used
        for tool in used:
            st.tool_tasks[tool] += 1
        rec = manifest.get(t.content_hash()) if manifest else None
        if rec:
            st.verified += 1
            st.passed += rec.passed
            st.oracle_sec[t.category].append(rec.oracle_sec)
    return st


def plots(st: Stats, out_dir: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out_dir.mkdir(parents=True, exist_ok=True)
    cats = [c for c in CATEGORIES if st.by_cat_level.get(c)]
    paths = []

    fig, ax = plt.subplots(figsize=(9, 4.5))
    bottom = [0] * len(cats)
    for lv, color in zip(LEVELS, ("#8fd694", "#f6c85f", "#e4572e")):
        vals = [st.by_cat_level[c][lv] for c in cats]
        ax.bar(cats, vals, bottom=bottom, label=lv, color=color)
        bottom = [b + v for b, v in zip(bottom, vals)]
    ax.set_ylabel("tasks")
    ax.set_title("Tasks per category and difficulty")
    ax.legend()
    plt.setp(ax.get_xticklabels(), rotation=30, ha="right")
    fig.tight_layout()
    paths.append(out_dir / "tasks_by_category.png")
    fig.savefig(paths[-1], dpi=110, metadata={"Software": None})
    plt.close(fig)

    top = sorted(st.tool_tasks.items(), key=lambda kv: (-kv[1], kv[0]))[:40]  # ties by name: same bytes every run
    fig, ax = plt.subplots(figsize=(9, 7))
    ax.barh([t for t, _ in reversed(top)], [n for _, n in reversed(top)], color="#4c72b0")
    ax.set_xlabel("tasks whose oracle runs the tool")
    ax.set_title(f"Tool coverage: {len(st.tool_tasks)} distinct tools in oracles (top 40)")
    fig.tight_layout()
    paths.append(out_dir / "tools.png")
    fig.savefig(paths[-1], dpi=110, metadata={"Software": None})
    plt.close(fig)

    if any(st.oracle_sec.values()):
        fig, ax = plt.subplots(figsize=(9, 4.5))
        data = [st.oracle_sec[c] or [0.0] for c in cats]
        ax.boxplot(data, tick_labels=cats)
        ax.set_ylabel("oracle seconds (median of 3 runs)")
        ax.set_title("Oracle time per category")
        plt.setp(ax.get_xticklabels(), rotation=30, ha="right")
        fig.tight_layout()
        paths.append(out_dir / "oracle_time.png")
        fig.savefig(paths[-1], dpi=110, metadata={"Software": None})
        plt.close(fig)
    if st.diversity.get("families"):
        fams = st.diversity["families"]
        names = sorted(fams)
        fig, ax = plt.subplots(figsize=(11, 4.8))
        xs = range(len(names))
        ax.bar([x - 0.2 for x in xs], [fams[n]["tasks"] for n in names], width=0.4, label="tasks", color="#b0b0b0")
        ax.bar([x + 0.2 for x in xs], [fams[n]["distinct"] for n in names], width=0.4, label="distinct problems",
               color="#e4572e")
        ax.set_xticks(list(xs), names, rotation=75, ha="right", fontsize=7)
        ax.set_ylabel("instances")
        ax.set_title(f"Tasks vs distinct problems per family ({st.diversity['total']['distinct']} distinct problems "
                     f"in {st.diversity['total']['tasks']} tasks)")
        ax.legend()
        fig.tight_layout()
        paths.append(out_dir / "diversity.png")
        fig.savefig(paths[-1], dpi=110, metadata={"Software": None})
        plt.close(fig)
    return paths


def render(st: Stats, plot_paths: list[Path], card_path: Path) -> str:
    rel = lambda p: p.relative_to(card_path.parent).as_posix()  # noqa: E731
    lines = ["# TermiGen dataset card", "",
             "Generated by `termigen card` from `environments_harbor/` and `verification/manifest.json`.", "",
             f"- tasks: **{len(st.tasks)}** in {len([c for c in CATEGORIES if st.by_cat_level.get(c)])} categories, "
             f"{sum(len(f) for f in st.families.values())} families",
             f"- verified: {st.verified} tasks with a manifest record, {st.passed} passed the gate "
             "(oracle 1 in 3/3 runs, nop 0, every decoy 0)",
             f"- distinct command-line tools run by the oracles: **{len(st.tool_tasks)}**",
             f"- hack battery: gates the {sum(t.verifier == 2 for t in st.tasks)} verifier-2 tasks (guarded tests; a "
             f"winning hack fails the task); the {sum(t.verifier == 1 for t in st.tasks)} verifier-1 tasks are not "
             "battery-gated, and where their tests run a program the agent wrote they are hackable: see the measured "
             "audit in `docs/audit/README.md`", "",
             "## Tasks per category and difficulty", "",
             "| category | families | easy | medium | hard | total | oracle s (median) |", "|---|---|---|---|---|---|---|"]
    for c in CATEGORIES:
        n = st.by_cat_level.get(c, Counter())
        med = f"{statistics.median(st.oracle_sec[c]):.2f}" if st.oracle_sec.get(c) else "-"
        lines.append(f"| {CATEGORY_TITLES[c]} | {len(st.families.get(c, ()))} | {n['easy']} | {n['medium']} | "
                     f"{n['hard']} | {sum(n.values())} | {med} |")
    lines += ["", *[f"![{p.stem}]({rel(p)})" for p in plot_paths if p.stem != "diversity"], "", "## Families", "",
              "| family | category | tools its oracles run |", "|---|---|---|"]
    fam_cat = {t.family: t.category for t in st.tasks}
    for fam in sorted(st.family_tools):
        lines.append(f"| {fam} | {fam_cat[fam]} | {', '.join(sorted(st.family_tools[fam]))} |")
    lines += _diversity_section(st, plot_paths, rel)
    lines += _technology_section(st)
    lines += ["", "## Tools", "", ", ".join(f"`{t}` ({n})" for t, n in sorted(st.tool_tasks.items())), ""]
    text = "\n".join(lines)
    card_path.write_text(text)
    return text


def _technology_section(st: Stats) -> list[str]:
    from termigen.technologies import table

    rows = table(st.tasks)
    ran = [r for r in rows if r.tasks >= 10]
    lines = ["", "## Technologies", "",
             "A task counts for a technology only when the technology runs during the gate: its oracle or its tests run "
             "one of the technology's commands, or import its module (or start an environment program that does). "
             "A config file nothing runs counts for nothing (`termigen/technologies.py`).", "",
             f"{len(ran)} of {len(rows)} technologies are run by >= 10 tasks; "
             f"{len([r for r in rows if not r.tasks])} are run by none yet.", "",
             "| technology | stack | families | tasks | commands / modules seen |", "|---|---|---|---|---|"]
    for r in rows:
        seen = ", ".join(f"`{k}` ({n})" for k, n in sorted(r.tools.items())) or "-"
        lines.append(f"| {r.tech.name} | {r.tech.stack} | {len(r.families)} | {r.tasks} | {seen} |")
    return lines


def _diversity_section(st: Stats, plot_paths: list[Path], rel) -> list[str]:
    """How many different problems the tasks are (termigen/diversity.py), per family, with issue 10's bar."""
    from termigen.diversity import bar_failures

    r = st.diversity
    if not r.get("families"):
        return []
    under = {f.split("/")[0] for f in bar_failures(r)}
    tot = r["total"]
    lines = ["", "## Diversity", "",
             f"**{tot['distinct']} distinct problems in {tot['tasks']} tasks** ({len(r['families']) - len(under)} of "
             f"{len(r['families'])} families meet the bar). A problem is what the reference solution does: "
             "`termigen diversity` reads each oracle (solve.sh and the programs it writes in heredocs or passes "
             "as code), masks names, numbers, paths, string literals and identifiers, normalises equivalent "
             "spellings (egrep, long options, backticks, `&&` or a new line, comments, whitespace) and compares "
             "the statements as a set, so reordering does not count. Two instances are the same problem when "
             "at most one statement of either has no equal or near copy (the same step with other drawn "
             "arguments) in the other; cosmetic rewrites of the committed oracles score 0-1 such statements, "
             "composed oracles whose fixes differ score 2 or more. The bar (issue 10): per family and level, "
             "at least 4 distinct problems in every 5 consecutive seeds and 80% overall.", "",
             "| family | tasks | distinct problems | largest group | easy / medium / hard | bar | components |",
             "|---|---|---|---|---|---|---|"]
    for name, f in r["families"].items():
        lv = " / ".join(f"{ls['distinct']}/{ls['tasks']}" for ls in f["levels"].values())
        comps = str(len(f["components"])) if f["components"] else "none declared"
        lines.append(f"| {name} | {f['tasks']} | {f['distinct']} | {f['largest']} | {lv} | "
                     f"{'no' if name in under else 'yes'} | {comps} |")
    lines.append(f"| **total** | {tot['tasks']} | {tot['distinct']} | {tot['largest']} | | "
                 f"{len(r['families']) - len(under)}/{len(r['families'])} | {len(tot['components']) or 'none'} |")
    lines += ["", *[f"![{p.stem}]({rel(p)})" for p in plot_paths if p.stem == "diversity"]]
    return lines
