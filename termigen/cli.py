"""`termigen`: generate the dataset, verify it in real containers, manage base images."""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from termigen.errors import TermigenError

app = typer.Typer(help="TermiGen: verified terminal-agent task environments.", no_args_is_help=True,
                  pretty_exceptions_enable=False)
console = Console()
err = Console(stderr=True, soft_wrap=True)  # errors stay on one line: greppable, copyable

HARBOR_DIR = Path("environments_harbor")
ZIP_PATH = Path("termigen_env.zip")
TB1_STAGE = Path("build/termigen_env")
REGISTRY = Path("registry.json")
SPEC = Path("dataset.yaml")
MANIFEST = Path("verification/manifest.json")


def _progress() -> Progress:
    return Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=err, transient=False)


try:  # the images helper's sub-app, mounted as `termigen images ...`
    from termigen.images.cli import app as images_app

    app.add_typer(images_app, name="images", help="Build and list the shared base images.")
except ImportError:  # pragma: no cover
    pass


@app.command("families")
def list_families(category: Optional[str] = typer.Option(None, help="only this category")):
    """List the task families, their category and what they generate."""
    from termigen.families import families

    t = Table("family", "category", "description")
    for name, fam in families().items():
        if category and fam.category != category:
            continue
        t.add_row(name, fam.category, fam.description)
    console.print(t)


def _jobs_from_options(spec_path: Path, family: Optional[list[str]], level: Optional[list[str]], count: int, seed: int):
    from termigen.dataset import DatasetSpec, adhoc_jobs

    if family:
        return adhoc_jobs(family, level, count, seed)
    spec = DatasetSpec.load(spec_path)
    return spec, list(spec.jobs())


@app.command()
def generate(
    spec_path: Path = typer.Option(SPEC, "--spec", help="dataset spec (families, levels, counts, seeds)"),
    family: Optional[list[str]] = typer.Option(None, "--family", "-f", help="generate only these families (ignores the spec)"),
    level: Optional[list[str]] = typer.Option(None, "--level", "-l", help="with --family: levels (default all)"),
    count: int = typer.Option(1, "--count", "-c", help="with --family: tasks per family and level"),
    seed: int = typer.Option(0, "--seed", help="with --family: first seed"),
    out: Path = typer.Option(HARBOR_DIR, "--out", help="Harbor 2.0 layout folder"),
    zip_path: Optional[Path] = typer.Option(None, "--zip", help="Terminal-Bench 1.0 zip (default: termigen_env.zip, or <out>.zip beside a custom --out)"),
    registry: Optional[Path] = typer.Option(None, "--registry", help="Harbor registry.json (default: registry.json, or <out>.registry.json beside a custom --out)"),
    check: bool = typer.Option(False, "--check", help="generate to a temp dir and fail if the committed files differ"),
    manifest_path: Path = typer.Option(MANIFEST, "--manifest", help="verification results: timeouts are sized from them"),
    release_zip: bool = typer.Option(False, "--release-zip", help="rebuild termigen_env.zip from these tasks, stamped with the current version (the release step); without it the committed zip, a release artifact, is kept"),
):
    """Generate tasks in both layouts: environments_harbor/, build/termigen_env/ (TB1) and registry.json; the
    committed termigen_env.zip is the last release's TB1 layout, rebuilt with --release-zip."""
    import time

    from termigen.dataset import generate_dataset, write_registry
    from termigen.dataset.publish import check_kept_zip, zip_is_kept, zip_stamp

    spec, jobs = _jobs_from_options(spec_path, family, level, count, seed)
    # a custom --out never touches the committed zip and registry unless they are asked for by name
    custom = out.resolve() != HARBOR_DIR.resolve()
    zip_path = zip_path or (out.with_name(out.name + ".zip") if custom else ZIP_PATH)
    registry = registry or (out.with_name(out.name + ".registry.json") if custom else REGISTRY)
    target = Path(tempfile.mkdtemp(prefix="termigen-check-")) if check else Path(".")
    h, z, r = (target / out.name, target / zip_path.name, target / registry.name) if check else (out, zip_path, registry)
    # The TB1 layout is staged beside a custom --out, so separate generations never share a staging folder.
    stage = target / "build" / "termigen_env" if check else TB1_STAGE if out == HARBOR_DIR else out.with_name(out.name + "_tb1")
    try:  # the committed zip is a release artifact: kept unless --release-zip (a custom --out always gets one)
        keep_zip = not custom and zip_is_kept(zip_path, release_zip)
    except ValueError as e:
        err.print(f"[red]{e}[/]")
        raise typer.Exit(2) from None
    t0 = time.monotonic()
    with _progress() as prog:
        bar = prog.add_task("generating", total=len(jobs))
        tasks, failures = generate_dataset(jobs, h, stage, None if keep_zip and not check else z,
                                           on_task=lambda _: prog.advance(bar), manifest_path=manifest_path,
                                           zip_stamp={"name": spec.name, "version": "adhoc" if family else spec.version})
    for f in failures:
        err.print(f"[red]family {f.family} failed for level {f.level} seed {f.seed}:[/] {f.error}")
    from termigen.diversity import repeat_counts  # a fresh draw that repeats an earlier problem of its family
    for fam_name, n in sorted(repeat_counts(tasks).items()):
        err.print(f"[yellow]{fam_name}: {n} tasks repeat an earlier problem of the family (termigen diversity)[/]")
    write_registry(spec, tasks, h, r)
    dt = time.monotonic() - t0
    console.print(f"{len(tasks)} tasks in both layouts in {dt:.1f}s ({len(tasks) / max(dt, 1e-9):.0f} tasks/s); "
                  f"{len(failures)} failed")
    if keep_zip and not check:
        console.print(f"{zip_path} kept: it holds release {zip_stamp(zip_path)['version']} (the current tasks' TB1 "
                      f"layout is {stage}/; `--release-zip` rebuilds the zip from them)")
    if check:
        from termigen.dataset import differing_paths

        zip_diffs = check_kept_zip(spec, zip_path, z) if keep_zip else differing_paths(zip_path, z)
        diffs = differing_paths(out, h) + zip_diffs + differing_paths(registry, r)
        shutil.rmtree(target, ignore_errors=True)
        if diffs:
            err.print(f"[red]the committed dataset differs from what the generator makes ({len(diffs)} paths):[/]")
            for d in diffs[:20]:
                err.print(f"  {d}")
            err.print("Run `termigen generate` and commit the result.")
            raise typer.Exit(1)
        console.print("[green]committed dataset matches the generator byte for byte[/]")
    if failures:
        raise typer.Exit(1)


@app.command()
def verify(
    paths: Optional[list[Path]] = typer.Argument(None, help="task folders (Harbor layout); default: all of environments_harbor/"),
    sample: int = typer.Option(0, "--sample", "-s", help="verify only N tasks per family (stratified over levels)"),
    jobs: int = typer.Option(2, "--jobs", "-n", help="tasks verified in parallel"),
    manifest_path: Path = typer.Option(MANIFEST, "--manifest", help="results keyed by task content hash (resumable)"),
    force: bool = typer.Option(False, "--force", help="re-verify tasks that already passed"),
    hacks: Optional[bool] = typer.Option(None, "--hacks/--no-hacks", help="the hack battery on every task (--hacks: verifier-1 tasks get wins recorded as findings) or none (--no-hacks); default: verifier-2 tasks, where a winning hack fails the task"),
    seed: int = typer.Option(0, "--seed", help="sampling seed"),
    by: str = typer.Option("family", "--by", help="with --sample: N tasks per 'family', or per 'category' (each from another family)"),
    tb1_root: Optional[Path] = typer.Option(None, "--tb1-root", help="TB1 layout of the same tasks, checked too (default: build/termigen_env or <dir>_tb1 beside the tasks)"),
    ray: Optional[str] = typer.Option(None, "--ray", help="gate on this Ray cluster's nodes (HOST:PORT, or auto), each in its own Docker; the manifest stays here"),
    ray_cpus: float = typer.Option(1.0, "--ray-cpus", help="with --ray: CPUs each task asks of its node"),
):
    """Verification gate: static checks, offline build, oracle 3/3, nop 0, every decoy 0, every hack 0 (verifier-2
    tasks; verifier-1 tasks get the hacks recorded as findings); in real containers."""
    from termigen.verify.gate import verify_many
    from termigen.verify.manifest import Manifest

    dirs = [Path(p) for p in paths] if paths else sorted(d for d in HARBOR_DIR.iterdir() if d.is_dir()) if HARBOR_DIR.exists() else []
    if not dirs:
        raise TermigenError(f"no task folders to verify (run `termigen generate` first, or pass folders)")
    for d in dirs:
        if not (d / "task.toml").is_file():
            raise TermigenError(f"{d}: not a Harbor task folder (no task.toml)")
    if by not in ("family", "category"):
        raise TermigenError(f"--by {by!r}: use 'family' or 'category'")
    if sample:
        from termigen.dataset import stratified_sample

        dirs = stratified_sample(dirs, sample, seed, by)
    else:
        from termigen.dataset import interleaved

        dirs = interleaved(dirs)  # an interrupted run has covered every family about evenly
    manifest = Manifest(manifest_path)
    if tb1_root is None:
        parent = dirs[0].parent
        tb1_root = TB1_STAGE if parent == HARBOR_DIR else parent.with_name(parent.name + "_tb1")
    with _progress() as prog:
        bar = prog.add_task("verifying", total=len(dirs))

        def done(rec, reused):
            prog.advance(bar)
            if not rec.passed:
                prog.console.print(f"[red]FAIL[/] {rec.task_id}: " + "; ".join(rec.problems)[:2000])

        records = verify_many(dirs, manifest, tb1_root=tb1_root, jobs=jobs, force=force, hacks=hacks, on_done=done,
                              ray_address=ray, ray_cpus=ray_cpus)
    if not paths and not sample:  # the whole dataset was verified: its manifest holds exactly its tasks
        from termigen.formats.harbor import read_harbor

        dropped = manifest.prune({read_harbor(d).content_hash() for d in dirs})
        if dropped:
            console.print(f"dropped {dropped} manifest records of tasks no longer in the dataset")
    console.print(summary_table(records))
    failed = [r for r in records if not r.passed]
    if hacks is not False:
        v1 = [r for r in records if r.verifier < 2]
        tried = [r for r in v1 if r.hacks]  # the battery runs on verifier-1 tasks only when asked (--hacks)
        hackable = [r for r in tried if r.hackable]
        held = sum(1 for r in records if r.verifier >= 2 and r.hacks and r.passed)
        console.print(f"hack battery: {held}/{len(records) - len(v1)} verifier-2 tasks hold against every hack; "
                      f"{len(hackable)}/{len(tried)} verifier-1 (legacy) tasks it ran on hackable, recorded, not failed"
                      + (": " + ", ".join(sorted({h.split(':')[0][5:] for r in hackable for h in r.hackable}))
                         if hackable else ""))
    console.print(f"{len(records) - len(failed)}/{len(records)} tasks passed the gate; manifest: {manifest_path}")
    if failed:
        raise typer.Exit(1)


@app.command()
def trim(
    target: Path = typer.Argument(..., help="the spec you are growing towards (families, counts, seeds)"),
    manifest_path: Path = typer.Option(MANIFEST, "--manifest", help="verification results"),
    out: Path = typer.Option(SPEC, "--out", help="where the trimmed spec goes"),
):
    """Cut a target spec to what has passed the gate: per family and level, the run of seeds from its offset
    with passing records. Grow the dataset with: generate the target (--spec TARGET --out DIR), verify DIR
    (resumable, interleaved), trim, generate."""
    from termigen.dataset import DatasetSpec, dump_spec, verified_prefix
    from termigen.families import LEVELS
    from termigen.verify.manifest import Manifest

    spec = DatasetSpec.load(target)
    trimmed, counts = verified_prefix(spec, Manifest(manifest_path))
    t = Table("family", "easy", "medium", "hard", "shipped", title=f"verified of {target}")
    for name, fs in sorted(spec.families.items()):
        c = counts[name]
        t.add_row(name, *(f"{c[lv]}/{getattr(fs, lv)}" for lv in LEVELS), "yes" if name in trimmed.families else "no")
    console.print(t)
    header = "".join(line for line in out.read_text().splitlines(True) if line.startswith("#")) if out.exists() else ""
    dump_spec(trimmed, out, header)
    n = sum(fs.easy + fs.medium + fs.hard for fs in trimmed.families.values())
    console.print(f"{out}: {len(trimmed.families)} families, {n} tasks")


def summary_table(records) -> Table:
    from termigen.task import CATEGORIES

    t = Table("category", "tasks", "pass", "oracle=1", "nop=0", "decoys=0", "build s", "oracle s", "trial s",
              title="Verification by category (times: medians)")
    by_cat = defaultdict(list)
    for r in records:
        by_cat[r.category].append(r)
    for cat in [c for c in CATEGORIES if c in by_cat] + [c for c in by_cat if c not in CATEGORIES]:
        rs = by_cat[cat]
        oracle_ok = sum(all(o.reward == 1.0 for o in r.oracle) and bool(r.oracle) for r in rs)
        nop_ok = sum(r.nop is not None and r.nop.reward == 0.0 for r in rs)
        dec = [d for r in rs for d in r.decoys.values()]
        trials = [x.total_sec for r in rs for x in [*r.oracle, *([r.nop] if r.nop else []), *r.decoys.values()]]
        t.add_row(cat, str(len(rs)), str(sum(r.passed for r in rs)), f"{oracle_ok}/{len(rs)}", f"{nop_ok}/{len(rs)}",
                  f"{sum(d.reward == 0.0 for d in dec)}/{len(dec)}",
                  f"{statistics.median([r.build_sec for r in rs]):.2f}",
                  f"{statistics.median([r.oracle_sec for r in rs]):.2f}",
                  f"{statistics.median(trials):.2f}" if trials else "-")
    return t


@app.command()
def tools(
    root: Path = typer.Option(HARBOR_DIR, "--root", help="Harbor layout folder"),
    min_tools: int = typer.Option(0, "--min", help="exit 1 if fewer distinct tools than this"),
):
    """Distinct command-line tools the oracles run (measured from solve.sh, not the declared lists)."""
    from termigen.card import collect
    from termigen.toolscan import tools_in

    st = collect(root)
    t = Table("tool", "tasks", title=f"{len(st.tool_tasks)} distinct tools in {len(st.tasks)} oracles")
    for name, n in sorted(st.tool_tasks.items(), key=lambda kv: (-kv[1], kv[0])):
        t.add_row(name, str(n))
    console.print(t)
    undeclared = {}
    for task in st.tasks:
        missing = tools_in(task.solution) - set(task.tools)
        if missing:
            undeclared.setdefault(task.family, set()).update(missing)
    for fam, missing in sorted(undeclared.items()):
        err.print(f"[yellow]{fam}: oracle runs tools its task does not declare: {', '.join(sorted(missing))}[/]")
    if len(st.tool_tasks) < min_tools:
        err.print(f"[red]{len(st.tool_tasks)} distinct tools, fewer than {min_tools}[/]")
        raise typer.Exit(1)


@app.command("diversity")
def diversity_cmd(
    dirs: Optional[list[Path]] = typer.Argument(None, help="task folders or folders of them; default: environments_harbor/"),
    json_out: Optional[Path] = typer.Option(None, "--json", help="write the whole report (groups included) here"),
    family: Optional[str] = typer.Option(None, "--family", help="only this family"),
):
    """How many different problems the tasks hold: per family and level, distinct problems (masked oracles
    compared), the largest same-problem group, the components used, and issue 10's bar."""
    import json
    import time

    from termigen.diversity import bar_failures, compositional_families, diversity

    t0 = time.monotonic()
    r = diversity(list(dirs) if dirs else [HARBOR_DIR], family=family)
    fails = {f.split("/")[0] for f in bar_failures(r)}
    comp = set(compositional_families())
    t = Table("family", "tasks", "distinct", "largest group", "easy / medium / hard", "bar", "components",
              title="Distinct problems (termigen/diversity.py: masked oracles, same = Jaccard >= "
                    f"{r['measure']['threshold']} and <= 1 unmatched statement)")
    for name, st in r["families"].items():
        lv = " / ".join(f"{ls['distinct']}/{ls['tasks']}" for ls in st["levels"].values())
        bar = ("[red]under[/]" if name in fails else "[green]met[/]") + (" (enforced)" if name in comp else "")
        comps = f"{len(st['components'])}: " + ", ".join(st["components"][:6]) + (" ..." if len(st["components"]) > 6
                                                                                  else "") if st["components"] else "none declared"
        t.add_row(name, str(st["tasks"]), str(st["distinct"]), str(st["largest"]), lv, bar, comps)
    tot = r["total"]
    t.add_row("[bold]total[/]", str(tot["tasks"]), str(tot["distinct"]), str(tot["largest"]), "",
              f"{len(r['families']) - len(fails)}/{len(r['families'])} met", f"{len(tot['components'])} components")
    console.print(t)
    for c in r["cross_family"]:
        console.print(f"[yellow]{c['task']} ({c['family']}) is the same problem as {c['same_as']} ({c['same_as_family']})[/]")
    for u in r["unjudged"]:
        err.print(f"[yellow]not judged:[/] {u['path']}: {u['reason']}")
    if json_out:
        json_out.write_text(json.dumps(r, indent=1, sort_keys=True))
    console.print(f"{tot['tasks']} tasks, {tot['distinct']} distinct problems, {len(r['unjudged'])} not judged "
                  f"({time.monotonic() - t0:.1f}s)")


@app.command("merge-manifest")
def merge_manifest(
    others: list[Path] = typer.Argument(..., help="manifests of other verification runs (same format)"),
    manifest_path: Path = typer.Option(MANIFEST, "--manifest", help="the manifest to merge into"),
):
    """Merge records from other runs (a worker's, a helper's) into the manifest: current-verifier records fill gaps,
    replace stale ones and failing ones that passed elsewhere; a passing record is never replaced by a failure.
    Do not run it while `termigen verify` writes the same manifest (the gate rewrites it after each task)."""
    from termigen.verify.manifest import Manifest

    m = Manifest(manifest_path)
    for o in others:
        if not o.is_file():
            raise TermigenError(f"{o}: no such manifest")
        n = m.merge(Manifest(o))
        console.print(f"{o}: {n} records taken")
    console.print(f"{manifest_path}: {len(m.records)} records")


@app.command()
def registry(
    out: Path = typer.Option(Path("build/registry-all.json"), "--out", "-o", help="where the registry goes"),
    git_url: Optional[str] = typer.Option(None, "--git-url", help="where Harbor fetches pinned releases from (default: dataset.yaml's repository, else this clone as file://)"),
    spec_path: Path = typer.Option(SPEC, "--spec", help="dataset spec (its releases: pins)"),
):
    """A Harbor registry of every version: the current one (registry.json's local paths) and each release in
    dataset.yaml pinned to its commit, e.g. `harbor datasets download termigen-environments@1.0 --registry-path OUT`."""
    from termigen.dataset import DatasetSpec
    from termigen.releases import REPO as ROOT, all_versions_registry

    spec = DatasetSpec.load(spec_path)
    current = [r for r in json.loads(REGISTRY.read_text()) if r.get("version") == spec.version]
    if not current:
        raise TermigenError(f"{REGISTRY} has no {spec.name}@{spec.version}: run `termigen generate` first")
    rows = all_versions_registry(spec, current, git_url or spec.repository or f"file://{ROOT}")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(rows, indent=2) + "\n")
    for r in rows:
        pin = r["tasks"][0].get("git_commit_id", "working tree")[:12] if r["tasks"] else "-"
        console.print(f"{r['name']}@{r['version']}: {len(r['tasks'])} tasks ({pin})")
    console.print(f"wrote {out}")


@app.command()
def card(
    root: Path = typer.Option(HARBOR_DIR, "--root", help="Harbor layout folder"),
    manifest_path: Path = typer.Option(MANIFEST, "--manifest"),
    out: Path = typer.Option(Path("DATASET.md"), "--out"),
    plots_dir: Path = typer.Option(Path("docs/dataset"), "--plots"),
):
    """Write the dataset card (DATASET.md) and its plots (PNG)."""
    from termigen.card import collect, plots, render

    st = collect(root, manifest_path)
    paths = plots(st, plots_dir)
    render(st, paths, out)
    console.print(f"wrote {out} and {len(paths)} plots in {plots_dir}: {len(st.tasks)} tasks, "
                  f"{len(st.tool_tasks)} distinct tools, {st.passed}/{len(st.tasks)} verified")


@app.command()
def synth(
    paths: Optional[list[Path]] = typer.Argument(None, help="task folders, or folders of them; default: environments_harbor/"),
    out: Path = typer.Option(..., "--out", "-o", help="kept trajectories (JSONL, OpenAI messages + bash tool)"),
    teacher_url: str = typer.Option(..., "--teacher-url", help="OpenAI-compatible endpoint of the generator"),
    teacher_model: str = typer.Option(..., "--teacher-model"),
    critic_url: Optional[str] = typer.Option(None, "--critic-url", help="default: the teacher's"),
    critic_model: Optional[str] = typer.Option(None, "--critic-model", help="default: the teacher's"),
    api_key: str = typer.Option("EMPTY", "--api-key"),
    task_id: Optional[list[str]] = typer.Option(None, "--task-id", "-t", help="only these task ids"),
    rejected_out: Optional[Path] = typer.Option(None, "--rejected-out", help="below-tau records (default: <out>.rejected.jsonl)"),
    atif_dir: Optional[Path] = typer.Option(None, "--atif-dir", help="also one ATIF trajectory JSON per record here"),
    eps: float = typer.Option(0.2, "--eps", help="probability of an injected error per step"),
    tau: float = typer.Option(0.0, "--tau", help="keep records whose tests' pass fraction is >= tau (0: keep all)"),
    per_task: int = typer.Option(1, "--per-task", help="trajectories per task"),
    workers: int = typer.Option(1, "--workers", "-n", help="trajectories made in parallel (each in its own containers)"),
    max_steps: int = typer.Option(30, "--max-steps"),
    max_critic_retries: int = typer.Option(2, "--max-critic-retries"),
    temperature: float = typer.Option(0.7, "--temperature"),
    seed: int = typer.Option(0, "--seed"),
    resume: bool = typer.Option(True, "--resume/--no-resume", help="skip record ids already in the output files"),
    actions: str = typer.Option("bash", "--actions", help="the teacher's tools: bash, or structured (bash, read_file, write_file, edit, search, todo, finish); the record's tools are what SFT trains on"),
):
    """Error-correction trajectories (Generator-Critic) in real task containers; statistics in stats.json."""
    from termigen.synth.config import SynthConfig
    from termigen.synth.endpoint import Endpoint
    from termigen.synth.outputs import stats_path
    from termigen.synth.runner import RunOptions, run_synthesis
    from termigen.synth.stats import format_stats

    cfg = SynthConfig(
        teacher=Endpoint(teacher_url, teacher_model, api_key, temperature=temperature),
        critic=Endpoint(critic_url or teacher_url, critic_model or teacher_model, api_key),
        eps=eps, tau=tau, max_steps=max_steps, max_critic_retries=max_critic_retries, seed=seed, actions=actions)
    opts = RunOptions(tasks=list(paths) if paths else [HARBOR_DIR], out=out, cfg=cfg, task_ids=task_id,
                      rejected_out=rejected_out, atif_dir=atif_dir, per_task=per_task, workers=workers, resume=resume)
    with _progress() as prog:
        bar = prog.add_task("synthesizing", total=None)

        def done(r):
            prog.advance(bar)
            if r.record is None:
                prog.console.print(f"[red]{r.outcome}[/] {r.record_id or r.task_id}: {r.error[:2000]}")

        results, stats = run_synthesis(opts, log=lambda line: prog.console.print(line, highlight=False, markup=False),
                                       on_total=lambda n: prog.update(bar, total=n), on_done=done)
    console.print(format_stats(stats), highlight=False, markup=False)
    console.print(f"kept -> {out}; statistics -> {stats_path(out)}")
    if any(r.outcome in ("bad_task", "unknown_task", "build_error") for r in results):
        raise typer.Exit(1)


@app.command()
def audit(
    paths: list[Path] = typer.Argument(..., help="Harbor 2.0 task folders, TB1 task folders or zips, or folders of them"),
    out: Path = typer.Option(Path("build/audit"), "--out", help="report folder: audit.json, AUDIT.md, audit.png"),
    jobs: int = typer.Option(2, "--jobs", "-n", help="tasks audited in parallel"),
    no_trials: bool = typer.Option(False, "--no-trials", help="static findings only (no build, no containers)"),
    no_hacks: bool = typer.Option(False, "--no-hacks", help="build, nop and oracle, but not the hack battery"),
):
    """Judge any Harbor / Terminal-Bench tasks with the gate: static findings, offline build, nop, oracle 3x, hack
    battery; verdict ok / broken / unverifiable / hackable per task; resumable (keyed by each folder's bytes)."""
    from termigen.audit import audit_paths

    colors = {"ok": "green", "broken": "red", "unverifiable": "yellow", "hackable": "magenta"}
    with _progress() as prog:
        bar = prog.add_task("auditing", total=None)

        def done(rec, reused):
            prog.advance(bar)
            prog.console.print(f"[{colors[rec.verdict]}]{rec.verdict}[/] {rec.task_id}"
                               + (" (reused)" if reused else "") + (": " + "; ".join(rec.reasons)[:300] if rec.reasons else ""))

        res = audit_paths(paths, out, jobs=jobs, run_trials=not no_trials, run_hacks=not no_hacks,
                          on_start=lambda n: prog.update(bar, total=n), on_done=done)
    counts = {v: sum(r.verdict == v for r in res.records) for v in colors}
    console.print(f"{len(res.records)} tasks: " + ", ".join(f"{v} {n}" for v, n in counts.items())
                  + f"; report {res.report}, card {res.card}")


@app.command()
def clean():
    """Remove containers left behind by a TermiGen process that died."""
    from termigen.sandbox import cleanup_stale

    removed = cleanup_stale()
    console.print(f"removed {len(removed)} stale containers")


def main():
    try:
        app()
    except TermigenError as e:
        err.print(f"[bold red]error:[/] {e}")
        sys.exit(2)


if __name__ == "__main__":
    main()
