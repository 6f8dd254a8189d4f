"""ML/evaluation: an offline evaluation script gives wrong numbers; repair it to the team's evaluation spec. The
tests run the repaired script, as the unprivileged tgrun, on hidden exports with their own configs and compare
every metric and breakdown row with the values the correct pipeline gives.

An instance draws one of four pipelines (multi-class classification; binary scoring with a threshold calibrated
for a target precision, ROC AUC, average precision and a seeded bootstrap interval; ranking with NDCG/MAP/MRR;
regression on a log1p scale with fallback, weights, MAPE and R^2; see _eval_pipelines) and composes faults from
that pipeline's pool of spec rules: metric formulas (macro vs micro, AP trapezoids, RMSE, R^2's SST, IDCG, gain),
alignment (positional joins, duplicates, restated rows), thresholds and cut-offs off by one, leakage of test rows
into the calibration, tie handling (argmax, mid-ranks, ranking order), missing values, class-index mapping, the
bootstrap's seeding and percentile bounds. The kit's BugTable renders the shipped script and writes the oracle
(one patch) and the decoys (a fault left in, or repaired the plausible wrong way).

Levels change the work:
- easy: two faults, each reported with its symptom; the rules are in the ticket;
- medium: three faults, one user complaint, the rules in the ticket (most already hold); sometimes a second
  model to compare;
- hard: four or five faults including a pair that touches the same numbers (one hides the other: micro
  averaging hides the label set, NaN ranks hide tie handling, the fallback goes through the inverse transform
  ...); the ticket states the goal, the spec is a document in the project; two models and a model choice.

Deliverables: the repaired script (judged on hidden exports), its reports on the shipped export (metrics.json and
breakdown.csv per model config) and, with two models, a decision file.

The generator runs every script variant in-process (stdlib Python; the same code the container runs) on the
hidden exports and redraws them until the oracle's outputs are robust and every decoy and the shipped script
miss by the tests' own comparison (COMPARE_SRC, embedded verbatim in the tests).
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import BugTable, Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.families.ml._eval_pipelines import CASES, KINDS, Kind, read_csv
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

COMPARE_SRC = '''
def _num(x):
    if isinstance(x, bool):
        raise ValueError("a boolean is not a number here")
    v = float(x)
    if v != v or v in (float("inf"), float("-inf")):
        raise ValueError("not a finite number")
    return v


def _same(got, want):
    """got (parsed from the script's outputs) agrees with want (the expected value)."""
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and _same(got[k], v) for k, v in want.items())
    if isinstance(want, list):
        return isinstance(got, list) and len(got) == len(want) and all(_same(g, w) for g, w in zip(got, want))
    if isinstance(want, str):
        try:
            w = _num(want)
        except ValueError:
            return isinstance(got, str) and got.strip() == want
    elif isinstance(want, (int, float)) and not isinstance(want, bool):
        w = want
    else:
        return got == want
    try:
        g = _num(got)
    except (TypeError, ValueError):
        return False
    return abs(g - w) <= 2e-6 + 1e-9 * abs(w)


def diff_outputs(metrics, breakdown, want):
    """What is wrong with (metrics.json, breakdown.csv rows) against the expected; [] when they agree."""
    if not isinstance(metrics, dict):
        return ["metrics.json does not hold a JSON object"]
    bad = []
    for key in sorted(want["metrics"]):
        if key not in metrics:
            bad.append(f"metrics.json has no {key!r}")
        elif not _same(metrics[key], want["metrics"][key]):
            bad.append(f"{key} is {str(metrics[key])[:300]}, expected {want['metrics'][key]}")
    rows = [r for r in breakdown if r]
    wrows = want["breakdown"]
    if not rows or [c.strip() for c in rows[0]] != wrows[0]:
        bad.append(f"breakdown.csv header is {rows[:1]}, expected {wrows[0]}")
    elif len(rows) != len(wrows):
        bad.append(f"breakdown.csv has {len(rows) - 1} rows, expected {len(wrows) - 1}")
    else:
        for i, (g, w) in enumerate(zip(rows[1:], wrows[1:]), 1):
            if not _same(list(g), w):
                bad.append(f"breakdown.csv row {i} is {g}, expected {w}")
                break
    return bad
'''
_CMP: dict = {}
exec(compile(COMPARE_SRC, "eval_pipeline_fix.compare", "exec"), _CMP)
diff_outputs = _CMP["diff_outputs"]

MODEL_NAMES = ["baseline", "gbm_v4", "distil_v2", "linear_v7", "xgb_v3", "rf_2024", "transformer_s", "lgbm_q3",
               "ensemble_v5", "mlp_v2"]
ROOTS = ["/app", "/srv", "/opt/ml", "/workspace"]
STAKES = [
    "The numbers go into Thursday's release review, where the new model either ships or does not.",
    "A regulator's model inventory lists these metrics, so they have to be reproducible by anyone.",
    "Finance sizes next quarter's manual-review budget from these numbers.",
    "The metrics feed the weekly model-health dashboard that on-call engineers act on.",
    "A challenger model will be judged against these numbers, so both must be measured the same way.",
    "The model card is due and its evaluation section is built from this script's output.",
]
OPENERS = [
    "Nobody trusts the evaluation numbers any more.",
    "An external reviewer could not reproduce our evaluation numbers by hand.",
    "After a refactor of the evaluation script the numbers moved, and nobody can say which ones are right.",
    "Last month's offline numbers did not survive contact with production.",
    "The evaluation script has been patched by four people in a year and it shows.",
]


@dataclass(frozen=True)
class EvalLevel(LevelConfig):
    symptoms: bool = False  # easy: every fault is reported with its symptom
    spec_doc: bool = False  # hard: the rules live in docs/EVAL_SPEC.md, the ticket states the goal
    pair: bool = False  # hard: an interacting pair of faults
    choice: float = 0.0  # chance of a second model and the model-choice deliverable
    hidden: int = 3  # hidden exports the tests run the script on
    size: tuple[int, int] = (150, 220)  # rows of an export (queries: a tenth of it)


@register
class EvalPipelineFix(KitFamily):
    name = "eval_pipeline_fix"
    category = "ml"
    description = ("Repair an offline evaluation script (classification, scoring with calibrated threshold and "
                   "bootstrap CI, ranking, regression) to its spec: faults composed from a pool (averaging, joins, "
                   "ties, thresholds, leakage, NaNs, class mapping, seeding ...); re-run on hidden exports.")
    base_image = "termigen/sci:1"
    levels = {
        "easy": EvalLevel(components=(2, 2), symptoms=True, choice=0.3),
        "medium": EvalLevel(components=(3, 3), choice=0.5),
        "hard": EvalLevel(components=(4, 5), spec_doc=True, pair=True, choice=1.0, size=(170, 240)),
    }

    # -- the draw -------------------------------------------------------------------------------------------------
    def draft(self, rng: random.Random, cfg: EvalLevel) -> Draft:
        kind = KINDS[rng.choice(sorted(KINDS))]
        dom = rng.choice(kind.domains)
        pool = [Component(b.name, skill=b.skill) for b in kind.bugs]
        need = rng.choice(kind.pairs) if cfg.pair else ()
        bugs = [c.name for c in compose(rng, pool, cfg.components, require=need)]
        models = rng.sample(MODEL_NAMES, 2 if rng.random() < cfg.choice else 1)
        proj = f"{rng.choice(ROOTS)}/{dom['key']}-eval"
        return self._assemble(rng, cfg, kind, dom, bugs, models, proj)

    def _assemble(self, rng, cfg, kind: Kind, dom, bugs, models, proj) -> Draft:
        template = kind.template(dom)
        table = BugTable(f"{proj}/evaluate.py", template, [kind.bug(n) for n in bugs],
                         fixed={b.name: b.right for b in kind.bugs if b.name not in bugs})
        right = {n: "right" for n in bugs}
        states = {"oracle": right, "shipped": {}}
        for n in bugs:
            states[f"skips_{n}"] = {**right, n: "broken"}
            for w in sorted(kind.bug(n).wrong):
                states[f"{n}_{w}"[:60]] = {**right, n: w}
        computes = {name: _compiled(table.render(st)) for name, st in states.items()}
        visible, hidden = self._data(rng, cfg, kind, dom, models, computes)

        tail = [f"cd {proj}"] + [f"python3 evaluate.py --config configs/{m}.json --out out/{m}" for m in models]
        choice = None
        if len(models) > 1:
            metric, higher = kind.primary
            scores = {m: visible[m]["metrics"][metric] for m in models}
            chosen = (max if higher else min)(models, key=lambda m: scores[m])
            choice = {"chosen": chosen, "metric": metric, "scores": scores}
            tail.append(dedent(f"""
                python3 - <<'PY'
                import json
                models = {json.dumps(models)}
                scores = {{m: json.load(open(f"{proj}/out/{{m}}/metrics.json"))["{metric}"] for m in models}}
                chosen = {'max' if higher else 'min'}(models, key=lambda m: scores[m])
                with open("{proj}/out/decision.json", "w") as f:
                    json.dump({{"chosen": chosen, "metric": "{metric}", "scores": scores}}, f, indent=2)
                PY
            """).rstrip("\n"))
        tail_sh = "\n".join(tail) + "\n"
        solution, made = table.oracle_and_decoys(tail=tail_sh, max_decoys=99)
        decoys = self._decoys(rng, table, made, proj, tail_sh)

        files = {f"{proj}/evaluate.py": table.shipped()}
        a, b = kind.files
        truth_name = f"data/{b}.csv"
        files[f"{proj}/{truth_name}"] = File.of(visible["_truth_csv"])
        for m in models:
            v = visible[m]
            files[f"{proj}/data/{m}_{a}.csv"] = File.of(v["pred_csv"])
            files[f"{proj}/configs/{m}.json"] = File.of(json.dumps(v["config"], indent=2) + "\n")
        if cfg.spec_doc:
            files[f"{proj}/docs/EVAL_SPEC.md"] = File.of(self._spec_doc(kind, dom))
        consts = {
            "PROJ": proj, "SCRIPT": "evaluate.py",
            "VISIBLE": {m: {"metrics": visible[m]["metrics"], "breakdown": visible[m]["breakdown"]} for m in models},
            "CASES": hidden, "CHOICE": choice,
        }
        instruction = self._instruction(rng, cfg, kind, dom, bugs, models, proj, choice)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=proj),
            solution=solution,
            tests={"test_outputs.py": _tests(consts)},
            decoys=decoys,
            outputs=[proj],
            tools=sorted(tools_in(solution) | {"python3", "patch"}),
            tags=["ml", "evaluation", "metrics", "debugging", kind.key] + (["model-selection"] if choice else [])
            + (["spec-reading"] if cfg.spec_doc else []),
            expert_time_min=10 + 8 * len(bugs) + (5 if choice else 0),
            junior_time_min=30 + 20 * len(bugs) + (10 if choice else 0),
            timeouts=Timeouts(agent_sec=1200.0 + 600.0 * len(bugs), verifier_sec=300.0),
            components=[f"{kind.key}.{n}" for n in bugs] + (["deliver.model_choice"] if choice else []),
        )

    # -- data: visible exports and hidden ones, redrawn until every decoy misses ----------------------------------
    def _data(self, rng, cfg, kind: Kind, dom, models, computes):
        make = CASES[kind.key]
        a, b = kind.files
        scale = (lambda n: max(8, n // 16)) if kind.key == "ranking" else (lambda n: n)
        problems: list[str] = []
        for _attempt in range(12):
            problems = []
            visible: dict = {}
            size = scale(rng.randint(*cfg.size))
            params, pred, truth_csv, shared = make(rng, dom, size)
            visible["_truth_csv"] = truth_csv
            for i, m in enumerate(models):
                if i:
                    p2, pred, _, _ = make(rng, dom, size, shared, None if kind.key == "classification" else params)
                else:
                    p2 = params
                conf = {a: f"../data/{m}_{a}.csv", b: f"../data/{b}.csv", **p2}
                visible[m] = {"config": conf, "pred_csv": pred, "rows": (read_csv(pred), read_csv(truth_csv))}
            hidden = {}
            for h in range(cfg.hidden):
                hp, hpred, htruth, _ = make(rng, dom, scale(rng.randint(cfg.size[0] - 30, cfg.size[1] - 30)))
                hidden[f"export{h + 1}"] = {"config": {a: f"{a}.csv", b: f"{b}.csv", **hp},
                                            "files": {f"{a}.csv": hpred, f"{b}.csv": htruth},
                                            "rows": (read_csv(hpred), read_csv(htruth))}
            for name, case in [*((m, visible[m]) for m in models), *hidden.items()]:
                want = _simulate(computes["oracle"], case["config"], case["rows"])
                if isinstance(want, str):
                    raise RuntimeError(f"the correct {kind.key} script fails on {name}: {want}")
                if not _robust(computes["oracle"], case, want):
                    problems.append(f"{name}: fragile")
                case.update(want)
            for m in models:
                if isinstance(_simulate(computes["shipped"], visible[m]["config"], visible[m]["rows"]), str):
                    problems.append(f"the shipped script crashes on the visible export of {m}")
            for vname, fn in computes.items():
                if vname == "oracle":
                    continue
                if not any(_misses(fn, case) for case in hidden.values()):
                    problems.append(f"{vname} passes every hidden export")
            if len(models) > 1:
                metric = kind.primary[0]
                s = [visible[m]["metrics"][metric] for m in models]
                if abs(s[0] - s[1]) < 1e-3:
                    problems.append("the two models tie")
            if not problems:
                break
        else:
            raise Resample(f"{kind.key} {sorted(computes)}: {problems[:3]}")
        for case in [*hidden.values(), *(visible[m] for m in models)]:
            del case["rows"]
        return visible, hidden

    # -- decoys ---------------------------------------------------------------------------------------------------
    @staticmethod
    def _decoys(rng, table: BugTable, made: list[Decoy], proj: str, tail_sh: str) -> list[Decoy]:
        """Every wrong repair, then faults left in, at most five made ones; plus the report without the fix."""
        wrongs = [d for d in made if not d.name.startswith("skips_")]
        skips = [d for d in made if d.name.startswith("skips_")]
        rng.shuffle(wrongs)
        rng.shuffle(skips)
        keep = wrongs[:3]
        keep += skips[:5 - len(keep)]
        keep = [d for d in made if d in keep]
        right = {b.name: "right" for b in table.bugs}
        report_only = Decoy(
            name="report_only", description="fixes the numbers of the shipped export but ships the broken script",
            script=script(f"cp {proj}/evaluate.py /tmp/evaluate.shipped.py\n" + table.patch(right) + tail_sh
                          + f"cp /tmp/evaluate.shipped.py {proj}/evaluate.py\n"))
        return [report_only, *keep]

    # -- texts ----------------------------------------------------------------------------------------------------
    @staticmethod
    def _rules(kind: Kind, dom) -> list[str]:
        rules = [kind.rules[b.name] for b in kind.bugs] + kind.general
        return [r.replace("{id}", dom["id"]) for r in rules]

    def _spec_doc(self, kind: Kind, dom) -> str:
        rules = "\n".join(f"{i}. {r}" for i, r in enumerate(self._rules(kind, dom), 1))
        return dedent(f"""
            # {dom['title']}: evaluation spec

            Owner: {dom['team']}. Every number in a model review comes from `evaluate.py` and follows these
            rules, on every export; if the script and this document disagree, the script is wrong.

            ## Inputs

            An evaluation config (JSON) holds {kind.config_doc}.

            ## Rules

            {{rules}}

            ## Outputs

            {kind.outputs}. Floats are rounded to 6 decimals.
        """).replace("{rules}", rules)

    def _instruction(self, rng, cfg, kind: Kind, dom, bugs, models, proj, choice) -> str:
        org, team = dom["org"], dom["team"]
        head = [f"# {org}: the {dom['title']} evaluation gives wrong numbers", "",
                f"{rng.choice(OPENERS)} {team[0].upper() + team[1:]} score the {dom['title']} offline with "
                f"`{proj}/evaluate.py`, a standard-library Python script: `python3 evaluate.py --config CONFIG "
                f"--out DIR` reads the two CSV files a config names and writes `DIR/metrics.json` and "
                f"`DIR/breakdown.csv`. {rng.choice(STAKES)}", ""]
        sym = lambda n: kind.symptoms[n][0].upper() + kind.symptoms[n][1:]  # noqa: E731
        if cfg.symptoms:
            head += ["Reported problems:", *[f"- {sym(n)}." for n in bugs], ""]
        elif not cfg.spec_doc:
            head += [f"The complaint that started this: \"{sym(rng.choice(bugs))}.\" Nobody has audited the rest "
                     "of the script; expect more than one defect.", ""]
        else:
            head += [f"The evaluation spec {team} signed off is `{proj}/docs/EVAL_SPEC.md`; the script must "
                     "implement it exactly, on any export, and today it does not. Nobody knows how many places "
                     "are wrong; some of them touch the same numbers, so one repair alone may not move them "
                     "to the right value.", ""]
        if not cfg.spec_doc:
            head += ["## The evaluation rules", "", "The script must implement these rules exactly (some already "
                     "hold):", *[f"{i}. {r}" for i, r in enumerate(self._rules(kind, dom), 1)], ""]
        a, b = kind.files
        cfgs = ", ".join(f"`configs/{m}.json`" for m in models)
        head += ["## The project", "",
                 f"- {cfgs}: one evaluation config per model; a config holds {kind.config_doc}.",
                 f"- `data/{b}.csv` (the ground truth) and " + ", ".join(f"`data/{m}_{a}.csv`" for m in models)
                 + " (the model outputs)" + (", exported this morning." if len(models) == 1 else
                                             ", one file per model, exported this morning."),
                 f"- Outputs: {kind.outputs}. Floats are rounded to 6 decimals.", "",
                 "## Done means", "",
                 "1. `evaluate.py` follows the rules on any export of this shape. It will be run on other exports "
                 "with other settings in the config, so repair the code, not the numbers. Keep its command line, "
                 "its output files and their keys and columns as they are, and do not edit the configs or the "
                 "data.",
                 f"2. For every config in `configs/`, the repaired script's outputs for it are in `{proj}/out/<config "
                 f"name>/` (`python3 evaluate.py --config configs/<name>.json --out out/<name>`)."]
        if choice:
            metric, higher = kind.primary
            head.append(f"3. The review compares the models: write `{proj}/out/decision.json` as `{{\"chosen\": "
                        f"<config name>, \"metric\": \"{metric}\", \"scores\": {{<config name>: <its {metric}>, ...}}}}`"
                        f", choosing the model with the {'higher' if higher else 'lower'} `{metric}` under the "
                        "correct evaluation.")
        return "\n".join(head) + "\n"


# -- running script variants in-process ---------------------------------------------------------------------------
def _compiled(src: str):
    ns: dict = {"__name__": "tg_eval_variant"}
    exec(compile(src, "evaluate.py", "exec"), ns)
    return ns["compute"]


def _simulate(compute, config: dict, rows) -> dict | str:
    """What the script writes for this config and these input rows, parsed back the way the tests read it (JSON
    and CSV text); a string when the script would fail."""
    try:
        metrics, header, body = compute(json.loads(json.dumps(config)), [dict(r) for r in rows[0]],
                                        [dict(r) for r in rows[1]])
        metrics = json.loads(json.dumps(metrics))
    except Exception as e:  # noqa: BLE001 - a variant may crash: that is a miss the tests see as a failed run
        return f"{type(e).__name__}: {e}"
    return {"metrics": metrics, "breakdown": [list(header), *[["" if c is None else str(c) for c in r] for r in body]]}


def _finite(x) -> bool:
    if isinstance(x, dict):
        return all(_finite(v) for v in x.values())
    if isinstance(x, list):
        return all(_finite(v) for v in x)
    return not isinstance(x, float) or math.isfinite(x)


def _robust(compute, case, want) -> bool:
    """The expected values are finite and do not hinge on float equality at the config's target precision."""
    if not _finite(want["metrics"]):
        return False
    conf = case["config"]
    if "target_precision" in conf:
        for d in (-1e-7, 1e-7):
            got = _simulate(compute, {**conf, "target_precision": conf["target_precision"] + d}, case["rows"])
            if isinstance(got, str) or diff_outputs(got["metrics"], got["breakdown"], want):
                return False
    return True


def _misses(compute, case) -> bool:
    got = _simulate(compute, case["config"], case["rows"])
    return isinstance(got, str) or bool(diff_outputs(got["metrics"], got["breakdown"], case))


# -- tests --------------------------------------------------------------------------------------------------------
def _tests(consts: dict) -> File:
    body = COMPARE_SRC + '''

PY = "/usr/bin/python3"


def _read(path, root):
    """A file the agent's side produced, read as data: inside root, no symlink, regular, bounded."""
    real = os.path.realpath(path)
    assert real.startswith(os.path.realpath(root) + os.sep), f"{path} points outside {root}"
    assert os.path.isfile(real), f"missing {path}"
    fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW)
    with os.fdopen(fd, "rb") as f:
        assert stat.S_ISREG(os.fstat(f.fileno()).st_mode), f"{path} is not a regular file"
        return f.read(4_000_000).decode("utf-8", "replace")


def _outputs(folder, root):
    text = _read(os.path.join(folder, "metrics.json"), root)
    try:
        metrics = json.loads(text)
    except ValueError as e:
        raise AssertionError(f"{folder}/metrics.json is not JSON: {e}")
    rows = list(csv.reader(io.StringIO(_read(os.path.join(folder, "breakdown.csv"), root))))
    return metrics, rows


@pytest.fixture(scope="module")
def tree():
    assert os.path.isfile(os.path.join(PROJ, SCRIPT)), f"{PROJ}/{SCRIPT} is missing"
    return tg_guard.give(PROJ)


@pytest.mark.parametrize("model", sorted(VISIBLE))
def test_reports_on_the_shipped_export(model):
    folder = os.path.join(PROJ, "out", model)
    assert os.path.isdir(folder), f"no {folder}/: run the repaired script for configs/{model}.json"
    metrics, rows = _outputs(folder, PROJ)
    bad = diff_outputs(metrics, rows, VISIBLE[model])
    assert not bad, f"out/{model}: {bad[:4]}"


@pytest.mark.parametrize("name", sorted(CASES))
def test_repaired_script_on_a_hidden_export(tree, name, tmp_path):
    case = CASES[name]
    src = tmp_path / name
    src.mkdir()
    for fname, text in case["files"].items():
        (src / fname).write_text(text)
    (src / "config.json").write_text(json.dumps(case["config"], indent=2))
    inp = tg_guard.give(str(src))
    out_root = tg_guard.scratch("out")
    out = os.path.join(out_root, "result")
    p = tg_guard.run([PY, os.path.join(tree, SCRIPT), "--config", os.path.join(inp, "config.json"), "--out", out],
                     timeout=120)
    assert p.returncode == 0, f"evaluate.py failed on another export: {p.stderr[-1500:]}"
    metrics, rows = _outputs(out, out_root)
    bad = diff_outputs(metrics, rows, case)
    assert not bad, f"{name}: {bad[:4]}"
'''
    if consts["CHOICE"]:
        body += '''

def test_model_choice():
    path = os.path.join(PROJ, "out", "decision.json")
    assert os.path.isfile(path), f"missing {path}"
    try:
        got = json.loads(_read(path, PROJ))
    except ValueError as e:
        raise AssertionError(f"decision.json is not JSON: {e}")
    assert isinstance(got, dict), "decision.json must hold an object"
    assert got.get("metric") == CHOICE["metric"], f"metric {got.get('metric')!r}, expected {CHOICE['metric']!r}"
    assert _same(got.get("scores"), CHOICE["scores"]), f"scores {got.get('scores')}, expected {CHOICE['scores']}"
    assert got.get("chosen") == CHOICE["chosen"], f"chosen {got.get('chosen')!r}, expected {CHOICE['chosen']!r}"
'''
    return hidden_tests(consts, body, imports="import csv\nimport io\nimport json\nimport stat\n")
