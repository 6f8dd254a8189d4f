"""eval_pipeline_fix without containers: the correct script of every pipeline agrees with independent reference
computations of its spec; every fault of every pool (broken and each wrong repair) changes the outputs on fresh
exports; the task's own hidden tests (run with a stand-in guard, the host's python3 and patch) pass on the
oracle and fail on the untouched tree and on every decoy; draws are deterministic, vary, and reach every
component; levels change the work."""

from __future__ import annotations

import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.kit import BugTable
from termigen.families.ml import _eval_pipelines as P
from termigen.families.ml import eval_pipeline_fix as fam

FAM = get_family("eval_pipeline_fix")
HAVE_TOOLS = all(shutil.which(t) for t in ("patch", "bash")) and os.path.exists("/usr/bin/python3")
needs_tools = pytest.mark.skipif(not HAVE_TOOLS, reason="needs patch, bash and /usr/bin/python3 on the host")

STUB_GUARD = '''
import os, shutil, subprocess, tempfile
def scratch(prefix="run"):
    return tempfile.mkdtemp(prefix=prefix + "-")
def give(src, dst_dir=None):
    dst_dir = dst_dir or scratch("in")
    dst = os.path.join(dst_dir, os.path.basename(src.rstrip("/")))
    (shutil.copytree if os.path.isdir(src) else shutil.copy2)(src, dst)
    return dst
def run(cmd, *, input=None, timeout=60, cwd=None, env=None, text=True):
    return subprocess.run(cmd, input=input, capture_output=True, timeout=timeout, cwd=cwd or scratch(), env=env,
                          text=text, shell=isinstance(cmd, str))
def run_ids():
    return os.getuid(), os.getgid()
'''
DOM = {k: kind.domains[0] for k, kind in P.KINDS.items()}


def _right(kind, dom):
    table = BugTable("/x/evaluate.py", kind.template(dom), kind.bugs)
    return table


def _outputs(kind_key: str, state: dict, seed: int, n: int = 160):
    kind, dom = P.KINDS[kind_key], DOM[kind_key]
    table = _right(kind, dom)
    compute = fam._compiled(table.render({b.name: "right" for b in kind.bugs} | state))
    rng = random.Random(seed)
    make = P.CASES[kind_key]
    params, pred, truth, _ = make(rng, dom, n // 16 if kind_key == "ranking" else n)
    conf = {kind.files[0]: "a.csv", kind.files[1]: "b.csv", **params}
    rows = (P.read_csv(pred), P.read_csv(truth))
    return fam._simulate(compute, conf, rows), conf, rows


# ---- the correct pipelines against independent references ------------------------------------------------------

def _close(a, b, tol=2e-6):
    return abs(a - b) <= tol


def _latest(rows, key):
    out = {}
    for r in rows:
        out[r[key]] = r
    return out


@pytest.mark.parametrize("seed", range(4))
def test_classification_matches_a_reference(seed):
    out, conf, (pred, lab) = _outputs("classification", {}, seed)
    dom, names = DOM["classification"], conf["classes"]
    idc = dom["id"]
    preds = _latest(pred, idc)
    truth = {r[idc]: r["label"].strip().lower() for r in lab}
    yt, yp, unknown = [], [], 0
    for i, r in preds.items():
        if i not in truth:
            continue
        if truth[i] not in names:
            unknown += 1
            continue
        s = [r[f"score_{j}"] for j in range(len(names))]
        yt.append(truth[i])
        yp.append(None if "" in s else names[max(range(len(s)), key=lambda j: float(s[j]))])
    f1 = {}
    for c in names:
        tp = sum(t == c and p == c for t, p in zip(yt, yp))
        fp = sum(t != c and p == c for t, p in zip(yt, yp))
        fn = sum(t == c and p != c for t, p in zip(yt, yp))
        f1[c] = (2 * tp / (2 * tp + fp + fn)) if tp + fp + fn else 0.0
    present = [c for c in names if c in yt or c in yp]
    m = out["metrics"]
    assert m["n_evaluated"] == len(yt) and m["n_unknown_label"] == unknown
    assert _close(m["macro_f1"], sum(f1[c] for c in present) / len(present))
    assert _close(m["accuracy"], sum(t == p for t, p in zip(yt, yp)) / len(yt))
    assert m["confusion"] == [[sum(t == a and p == b for t, p in zip(yt, yp)) for b in names] for a in names]
    assert dom["retired"] not in present and dom["emerging"] in present  # the label set matters in this data
    tied = [x for x in pred if x["score_0"] and (lambda s: s.count(max(s)) > 1)(
        [float(x[f"score_{j}"]) for j in range(len(names))])]
    assert tied, "no tie at the top in the export"


@pytest.mark.parametrize("seed", range(4))
def test_scoring_matches_a_reference(seed):
    out, conf, (pred, lab) = _outputs("scoring", {}, seed)
    idc = DOM["scoring"]["id"]
    truth = {r[idc]: r for r in lab}
    rows = []
    for p in pred:
        if p[idc] in truth:
            t = truth[p[idc]]
            s = float(p["score"]) if p["score"].strip() else -math.inf
            rows.append((s, int(t["label"].strip() == conf["positive_label"]), t["split"].strip()))
    test = [(s, y) for s, y, sp in rows if sp == "test"]
    pos = [s for s, y in test if y]
    neg = [s for s, y in test if not y]
    auc = sum((a > b) + 0.5 * (a == b) for a in pos for b in neg) / (len(pos) * len(neg))
    # sklearn's average precision: per distinct threshold, (R_n - R_{n-1}) * P_n
    ap, prev = 0.0, 0.0
    for t in sorted({s for s, _ in test}, reverse=True):
        sel = [y for s, y in test if s >= t]
        r = sum(sel) / len(pos)
        ap += (r - prev) * (sum(sel) / len(sel))
        prev = r
    calib = [(s, y) for s, y, sp in rows if sp == "calib"]
    thr = None
    for t in sorted({s for s, _ in calib if s > -math.inf}):
        sel = [y for s, y in calib if s >= t]
        if sel and sum(sel) / len(sel) >= conf["target_precision"]:
            thr = t
            break
    thr = max(s for s, _ in calib) if thr is None else thr
    m = out["metrics"]
    assert _close(m["roc_auc"], auc) and _close(m["average_precision"], ap) and m["threshold"] == thr
    b = conf["bootstrap"]
    rng, stats = random.Random(b["seed"]), []
    for _ in range(b["resamples"]):
        smp = [test[rng.randrange(len(test))] for _ in range(len(test))]
        ps, ns = [s for s, y in smp if y], [s for s, y in smp if not y]
        if ps and ns:
            stats.append(sum((a > c) + 0.5 * (a == c) for a in ps for c in ns) / (len(ps) * len(ns)))
    stats.sort()
    c = len(stats) * (100 - b["level"]) // 200
    assert _close(m["auc_ci"][0], stats[c]) and _close(m["auc_ci"][1], stats[len(stats) - 1 - c])
    assert m["auc_ci"][0] < m["auc_ci"][1]


@pytest.mark.parametrize("seed", range(4))
def test_ranking_matches_a_reference(seed):
    out, conf, (run, qrels) = _outputs("ranking", {}, seed)
    k, mg = conf["k"], conf["min_grade"]
    judged: dict = {}
    for r in qrels:
        judged.setdefault(r["query_id"], {})[r["doc_id"]] = int(r["grade"])
    res: dict = {}
    for r in run:
        res.setdefault(r["query_id"], []).append((float(r["score"]), r["doc_id"]))
    qs = sorted(q for q, g in judged.items() if any(v >= mg for v in g.values()))
    nd, aps = [], []
    for q in qs:
        ranked = [d for _, d in sorted(res.get(q, []), key=lambda x: (-x[0], x[1]))]
        g = judged[q]
        dcg = sum((2 ** g.get(d, 0) - 1) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
        idcg = sum((2 ** v - 1) / math.log2(i + 2) for i, v in enumerate(sorted(g.values(), reverse=True)[:k]))
        nd.append(dcg / idcg)
        rel = [d for d in ranked if g.get(d, 0) >= mg]
        aps.append(sum((j + 1) / (ranked.index(d) + 1) for j, d in enumerate(rel)) / sum(v >= mg for v in g.values()))
    m = out["metrics"]
    assert m["n_queries"] == len(qs)
    assert _close(m["ndcg"], sum(nd) / len(nd)) and _close(m["map"], sum(aps) / len(aps))
    assert any(q not in res for q in qs) and any(q not in judged for q in res)


@pytest.mark.parametrize("seed", range(4))
def test_regression_matches_a_reference(seed):
    out, conf, (pred, act) = _outputs("regression", {}, seed)
    idc = DOM["regression"]["id"]
    truth = _latest(act, idc)
    ys, yh, ws = [], [], []
    for p in pred:
        if p[idc] in truth:
            a = truth[p[idc]]
            ys.append(float(a["actual"]))
            yh.append(math.expm1(float(p["pred"])) if p["pred"].strip() else float(conf["fallback"]))
            ws.append(float(a["weight"]))
    n = len(ys)
    e = [b - a for a, b in zip(ys, yh)]
    my = sum(ys) / n
    m = out["metrics"]
    assert _close(m["rmse"], math.sqrt(sum(x * x for x in e) / n), 1e-6 * m["rmse"])
    assert _close(m["r2"], 1 - sum(x * x for x in e) / sum((y - my) ** 2 for y in ys))
    assert _close(m["weighted_mae"], sum(w * abs(x) for w, x in zip(ws, e)) / sum(ws), 1e-6 * m["weighted_mae"])
    nz = [abs(x) / abs(y) for x, y in zip(e, ys) if y != 0]
    assert m["n_mape"] == len(nz) < n and _close(m["mape"], 100 * sum(nz) / len(nz), 1e-6)


# ---- every fault shows -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", sorted(P.KINDS))
def test_every_fault_and_every_wrong_repair_changes_the_outputs(kind):
    """On fresh exports (no redraw), each broken or wrongly repaired slot alone misses on most of them."""
    K = P.KINDS[kind]
    for b in K.bugs:
        for state in ["broken", *sorted(b.wrong)]:
            misses = 0
            for seed in range(6):
                want, conf, rows = _outputs(kind, {}, 100 + seed)
                got = _outputs(kind, {b.name: state}, 100 + seed)[0]
                misses += isinstance(got, str) or bool(fam.diff_outputs(got["metrics"], got["breakdown"], want))
            assert misses >= 4, f"{kind}.{b.name}:{state} misses only {misses} of 6 exports"


def test_the_shipped_script_runs_on_its_export():
    for level in LEVELS:
        for seed in range(500, 506):
            task = FAM.generate(seed, level)
            kind = P.KINDS[task.components[0].split(".")[0]]
            src = next(f.content for p, f in task.environment.files.items() if p.endswith("/evaluate.py"))
            compute = fam._compiled(src)
            for p, f in task.environment.files.items():
                if "/configs/" in p:
                    conf = json.loads(f.content)
                    base = os.path.dirname(os.path.dirname(p))
                    files = {k: task.environment.files[f"{base}/data/{os.path.basename(conf[k])}"].content
                             for k in kind.files}
                    got = fam._simulate(compute, conf, tuple(P.read_csv(files[k]) for k in kind.files))
                    assert not isinstance(got, str), (level, seed, got)


# ---- tasks: oracle, nop and decoys through the task's own tests -------------------------------------------------

def _materialise(task, root: Path):
    for path, f in task.environment.files.items():
        p = root / path.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(f.bytes())
        p.chmod(f.mode)


def _proj(task) -> str:
    return task.environment.workdir


def _outcome(task, script: str | None, tmp: Path) -> tuple[bool, str]:
    root = tmp / "root"
    _materialise(task, root)
    proj = _proj(task)
    if script is not None:
        body = re.sub(r"(?<![ab])" + re.escape(proj), f"{root}{proj}", script.replace("-d / ", f"-d {root} "))
        body = body.replace("/tmp/evaluate.shipped.py", f"{tmp}/evaluate.shipped.py")
        r = subprocess.run(["bash", "-c", body], capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, PATH="/usr/bin:/bin"))
        if script == task.solution:
            assert r.returncode == 0, f"the oracle failed: {(r.stdout + r.stderr)[-1500:]}"
    tdir = tmp / "tests"
    tdir.mkdir()
    (tdir / "tg_guard.py").write_text(STUB_GUARD)
    (tdir / "test_outputs.py").write_text(task.tests["test_outputs.py"].content.replace(f"'{proj}'", f"'{root}{proj}'"))
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                        str(tdir / "test_outputs.py")], cwd=tdir, capture_output=True, text=True, timeout=600,
                       env=dict(os.environ, PYTHONPATH=str(tdir)))
    return p.returncode == 0, p.stdout[-3000:]


SEEDS = [500, 502, 505, 507]


@needs_tools
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", SEEDS)
def test_oracle_passes_nop_and_decoys_fail(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    assert len(task.decoys) >= 3
    ok, log = _outcome(task, task.solution, tmp_path / "oracle")
    assert ok, log
    ok, log = _outcome(task, None, tmp_path / "nop")
    assert not ok, "the untouched tree passes"
    for d in task.decoys:
        ok, log = _outcome(task, d.script, tmp_path / d.name)
        assert not ok, f"decoy {d.name} passes"
        if d.name == "report_only":
            assert "test_reports_on_the_shipped_export" not in log.split("short test summary")[-1], log


# ---- draws -----------------------------------------------------------------------------------------------------

def test_deterministic():
    for level in LEVELS:
        assert FAM.generate(511, level).content_hash() == FAM.generate(511, level).content_hash()
    assert FAM.generate(511, "hard").content_hash() != FAM.generate(512, "hard").content_hash()


def test_composition_varies_and_reaches_every_component():
    seen, kinds = Counter(), Counter()
    for level in LEVELS:
        sets = [frozenset(FAM.generate(s, level).components) for s in range(500, 560)]
        assert len(set(sets)) >= 0.85 * len(sets), f"{level}: {len(set(sets))} distinct component sets"
        for i in range(len(sets) - 4):
            assert len(set(sets[i:i + 5])) >= 4, f"{level}: a run of 5 repeats itself"
        seen.update(c for s in sets for c in s)
        kinds.update(next(c for c in s if not c.startswith("deliver.")).split(".")[0] for s in sets)
    assert set(kinds) == set(P.KINDS), kinds
    pool = {f"{k}.{b.name}" for k, K in P.KINDS.items() for b in K.bugs} | {"deliver.model_choice"}
    assert pool - set(seen) == set(), f"never drawn: {sorted(pool - set(seen))}"


def test_levels_change_the_work():
    for seed in range(500, 512):
        easy, medium, hard = (FAM.generate(seed, lv) for lv in LEVELS)
        faults = {lv: [c for c in t.components if not c.startswith("deliver.")]
                  for lv, t in (("easy", easy), ("medium", medium), ("hard", hard))}
        assert len(faults["easy"]) == 2 and "Reported problems:" in easy.instruction
        assert len(faults["medium"]) == 3 and "The complaint" in medium.instruction
        assert 4 <= len(faults["hard"]) <= 5 and "deliver.model_choice" in hard.components
        kind = P.KINDS[faults["hard"][0].split(".")[0]]
        names = {c.split(".")[1] for c in faults["hard"]}
        assert any(set(p) <= names for p in kind.pairs), faults["hard"]
        assert "## The evaluation rules" not in hard.instruction and "EVAL_SPEC.md" in hard.instruction
        assert any(p.endswith("docs/EVAL_SPEC.md") for p in hard.environment.files)
        assert not any(p.endswith("docs/EVAL_SPEC.md") for p in easy.environment.files)
        assert "## The evaluation rules" in easy.instruction and "## The evaluation rules" in medium.instruction


def test_hidden_exports_are_not_in_the_image():
    for level in LEVELS:
        for seed in range(500, 506):
            task = FAM.generate(seed, level)
            ns: dict = {}
            exec(task.tests["test_outputs.py"].content.split("\ndef _num")[0].replace("import tg_guard\n", ""), ns)
            shipped = {line for f in task.environment.files.values() for line in f.content.splitlines()}
            for case in ns["CASES"].values():
                for text in case["files"].values():
                    lines = [ln for ln in text.splitlines()[1:] if len(ln) > 8]
                    common = [ln for ln in lines if ln in shipped]
                    assert len(common) <= len(lines) // 20, (level, seed, common[:3])
