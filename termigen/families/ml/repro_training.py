"""ML/MLOps: make a training pipeline reproducible. Two runs with the same data and --seed must give
byte-identical outputs in fresh processes (unseeded numpy/Python RNGs, an unseeded model, set-ordered feature
columns that follow PYTHONHASHSEED, a wall-clock field), a different --seed must give a different model, and the
model must stay good. The tests re-run the fixed script on hidden data under several hash seeds."""

from __future__ import annotations

import difflib
import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file
from termigen.task import Decoy, Environment, File, Timeouts

SCENARIOS = [
    dict(key="churn", title="churn propensity", id="account_id", label="churned",
         feats=["tenure_m", "monthly_fee", "tickets_90d", "logins_30d", "seats", "late_payments"]),
    dict(key="fraud", title="transaction fraud", id="txn_id", label="is_fraud",
         feats=["amount", "merchant_score", "km_from_home", "night", "txn_24h", "card_age_days"]),
    dict(key="failure", title="compressor failure", id="unit_id", label="fails_30d",
         feats=["temp_c", "vibration", "pressure", "runtime_kh", "load_pct", "starts_per_day"]),
    dict(key="default", title="invoice default", id="invoice_id", label="defaulted",
         feats=["amount_k", "days_terms", "prior_late", "customer_age_y", "credit_score", "open_invoices"]),
    dict(key="conversion", title="trial conversion", id="trial_id", label="converted",
         feats=["sessions", "invites_sent", "projects", "docs_viewed", "support_chats", "days_active"]),
    dict(key="readmit", title="readmission risk", id="stay_id", label="readmitted",
         feats=["age", "los_days", "prior_visits", "meds", "lab_index", "comorbidities"]),
]
BUG_TEXT = {
    "np_global": "splits with the unseeded global numpy RNG",
    "model_state": "builds the forest without a random_state",
    "set_order": "orders feature columns by iterating a set (follows PYTHONHASHSEED)",
    "py_random": "jitters the augmented rows with the unseeded `random` module",
    "wall_clock": "writes the wall-clock training time into the model card",
}


TEMPLATE = '''
#!/usr/bin/env python3
"""Train the @TITLE@ model.

usage: train.py --data TRAIN.csv --score SCORE.csv --seed N --out DIR
DIR/predictions.csv: @ID@,probability (6 decimals) for every row of SCORE.csv
DIR/model_card.json: seed, n_train, n_val, val_auc, features
"""
@IMPORTS@

import numpy as np
import pandas as pd
@MODEL_IMPORT@
from sklearn.metrics import roc_auc_score

ID = "@ID@"
LABEL = "@LABEL@"
VAL_PCT = @VAL_PCT@
FEATURES = None
@AUGMENT@

def main():
    global FEATURES
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", required=True)
    ap.add_argument("--score", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    df = pd.read_csv(args.data)
    FEATURES = @FEATURES@
    order = @PERMUTATION@
    n_val = len(df) * VAL_PCT // 100
    val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
    fit_rows = @FIT_ROWS@
    model = @MODEL@
    model.fit(fit_rows[FEATURES], fit_rows[LABEL])
    auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])

    score = pd.read_csv(args.score)
    proba = model.predict_proba(score[FEATURES])[:, 1]
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "predictions.csv"), "w") as f:
        f.write(f"{ID},probability\\n")
        for i, p in zip(score[ID], proba):
            f.write(f"{i},{p:.6f}\\n")
    card = {"seed": args.seed, "n_train": int(len(train)), "n_val": int(len(val)), "val_auc": round(float(auc), 6),
            "features": FEATURES}@CLOCK@
    with open(os.path.join(args.out, "model_card.json"), "w") as f:
        json.dump(card, f, indent=2)
    print(f"val_auc={auc:.4f} n_train={len(train)}")


if __name__ == "__main__":
    main()
'''

AUGMENT = '''

def augment(train, seed):
    """Oversample the positive class with @COPIES@ jittered copies (the rare class needs help)."""
    jitter = @JITTER@
    pos = train[train[LABEL] == 1]
    extra = []
    for _ in range(@COPIES@):
        copy = pos.copy()
        for f in FEATURES:
            copy[f] = [v * (1 + jitter.gauss(0, 0.02)) for v in copy[f]]
        extra.append(copy)
    return pd.concat([train] + extra, ignore_index=True)
'''


def _script(S: dict, P: dict, bugs: set[str], extra: str = "") -> str:
    """The project's train.py; each bug (or decoy variant) swaps one fragment."""
    seed = "0" if extra == "ignores_seed" else "args.seed"
    imports = ["argparse", "json", "os"] + (["random"] if P["augment"] else []) + (["datetime"] if "wall_clock" in bugs else [])
    if P["feature_style"] == "set":
        feats = "list(set(df.columns) - {ID, LABEL})" if "set_order" in bugs else "sorted(set(df.columns) - {ID, LABEL})"
    else:
        feats = json.dumps(S["feats"])
    if extra == "constant":
        model, model_import = 'DummyClassifier(strategy="prior")', "from sklearn.dummy import DummyClassifier"
    else:
        rs = "" if "model_state" in bugs else f", random_state={seed}"
        model = f'RandomForestClassifier(n_estimators={P["trees"]}, min_samples_leaf={P["leaf"]}, max_features="sqrt"{rs})'
        model_import = "from sklearn.ensemble import RandomForestClassifier"
    aug = ""
    if P["augment"]:
        jitter = "random" if "py_random" in bugs else "random.Random(seed)"
        aug = AUGMENT.replace("@JITTER@", jitter).replace("@COPIES@", str(P["copies"])).rstrip("\n") + "\n"
    subs = {
        "@TITLE@": S["title"], "@ID@": S["id"], "@LABEL@": S["label"], "@VAL_PCT@": str(P["val_pct"]),
        "@IMPORTS@": "\n".join(f"import {m}" for m in imports), "@MODEL_IMPORT@": model_import, "@AUGMENT@": aug,
        "@FEATURES@": feats, "@MODEL@": model,
        "@PERMUTATION@": "np.random.permutation(len(df))" if "np_global" in bugs else f"np.random.default_rng({seed}).permutation(len(df))",
        "@FIT_ROWS@": f"augment(train, {seed})" if P["augment"] else "train",
        "@CLOCK@": '\n    card["trained_at"] = datetime.datetime.now().isoformat()' if "wall_clock" in bugs else "",
    }
    text = TEMPLATE.lstrip("\n")
    for k, v in subs.items():
        text = text.replace(k, v)
    return text


def _rows(rng: random.Random, S: dict, n: int, rule: dict, with_label: bool):
    out, truth = [], []
    ids = rng.sample(range(100_000, 999_999), n)
    for i in range(n):
        u = [rng.random() for _ in S["feats"]]
        a, b, c = rule["a"], rule["b"], rule["c"]
        hit = ((u[a] > rule["ta"]) and (u[b] > rule["tb"])) or (u[c] > rule["tc"])
        y = int(hit) if rng.random() > rule["noise"] else 1 - int(hit)
        r = {S["id"]: ids[i]}
        for f, v, (lo, hi) in zip(S["feats"], u, rule["ranges"]):
            r[f] = round(lo + (hi - lo) * v, 3)
        if with_label:
            r[S["label"]] = y
        out.append(r)
        truth.append((y, int(hit)))
    return out, truth


def _csv(cols, rows):
    return "\n".join([",".join(cols)] + [",".join(str(r[c]) for c in cols) for r in rows]) + "\n"


def _auc(y, s):
    pos = [b for a, b in zip(y, s) if a == 1]
    neg = [b for a, b in zip(y, s) if a == 0]
    win = sum((p > q) + 0.5 * (p == q) for p in pos for q in neg)
    return win / (len(pos) * len(neg))


@register
class ReproTraining(Family):
    name = "repro_training"
    category = "ml"
    description = "Make a training script reproducible (seeded RNGs, model state, hash-ordered columns, clock) without losing quality; re-run on hidden data."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        S = rng.choice(SCENARIOS)
        proj = rng.choice(["/app", "/srv", "/home/ml", "/opt/pipelines", "/workspace"]) + "/" + rng.choice(
            [f"{S['key']}-train", f"{S['key']}_model", f"train-{S['key']}"])
        P = {"trees": rng.choice([60, 80, 100]), "leaf": rng.choice([2, 3, 4]), "val_pct": rng.choice([20, 25, 30]),
             "augment": level == "hard", "copies": rng.randint(1, 3),
             "feature_style": "list" if level == "easy" else "set"}
        bugs = ["np_global", "model_state"] + (["set_order"] if level != "easy" else []) + \
            (["py_random", "wall_clock"] if level == "hard" else [])
        rng.shuffle(bugs)
        k = len(S["feats"])
        a, b, c = rng.sample(range(k), 3)
        rule = {"a": a, "b": b, "c": c, "ta": rng.uniform(0.3, 0.5), "tb": rng.uniform(0.3, 0.5), "tc": rng.uniform(0.85, 0.93),
                "noise": 0.05, "ranges": [(0, rng.choice([1, 10, 100, 1000])) for _ in range(k)]}
        seed = rng.randint(2, 9999)
        vis_train, _ = _rows(rng, S, 900, rule, True)
        vis_score, _ = _rows(rng, S, 200, rule, False)
        hid_train, _ = _rows(rng, S, 800, rule, True)
        hid_score, hid_truth = _rows(rng, S, 300, rule, False)
        y_hid = [y for y, _ in hid_truth]
        bayes = _auc(y_hid, [h for _, h in hid_truth])
        bar = round(bayes - 0.08, 3)
        cols = [S["id"]] + S["feats"]
        data_dir = f"{proj}/data"
        files = {
            f"{data_dir}/train.csv": File.of(_csv(cols + [S["label"]], vis_train)),
            f"{data_dir}/score.csv": File.of(_csv(cols, vis_score)),
        }
        buggy = _script(S, P, set(bugs))
        fixed = _script(S, P, set())
        files[f"{proj}/train.py"] = File.of(buggy, 0o755)
        files[f"{proj}/README.md"] = File.of(
            f"# {S['title']} training\n\n`python3 train.py --data data/train.csv --score data/score.csv --seed N --out out/`\n\n"
            f"Random forest, {P['trees']} trees, min_samples_leaf={P['leaf']}, {P['val_pct']}% of rows held out for "
            f"validation" + (f", positives oversampled x{P['copies'] + 1} with 2% jitter" if P["augment"] else "") + ".\n")
        run = {"proj": proj, "data": f"{data_dir}/train.csv", "score": f"{data_dir}/score.csv", "seed": seed}
        tests = {"cases/train.csv": File.of(_csv(cols + [S["label"]], hid_train)),
                 "cases/score.csv": File.of(_csv(cols, hid_score)),
                 "test_outputs.py": self._tests(S, proj, seed, bar, [r[S["id"]] for r in hid_score], y_hid,
                                                len(vis_score), level)}
        decoys = [Decoy(name=f"keeps_{bg}", description=f"fixes everything except: {BUG_TEXT[bg]}",
                        script=self._solver(run, buggy, _script(S, P, {bg}), True)) for bg in bugs]
        decoys += [
            Decoy(name="ignores_seed", description="reproducible, but hard-codes seed 0 and ignores --seed",
                  script=self._solver(run, buggy, _script(S, P, set(), "ignores_seed"), True)),
            Decoy(name="constant_model", description="right format: deterministic because it no longer learns (prior-only model)",
                  script=self._solver(run, buggy, _script(S, P, set(), "constant"), True)),
            Decoy(name="no_rerun", description="half the job: fixes the script but leaves no outputs for the ticket",
                  script=self._solver(run, buggy, fixed, False)),
        ]
        return Draft(
            instruction=self._instruction(rng, S, P, proj, seed, level, bar),
            environment=Environment(base_image=self.base_image, files=files, workdir=proj),
            solution=self._solver(run, buggy, fixed, True),
            tests=tests,
            decoys=decoys,
            outputs=[proj],
            tools=["patch", "python3", "cmp", "sha256sum", "cat"],
            tags=["ml", "mlops", "reproducibility", "random-seeds", "scikit-learn"],
            expert_time_min={"easy": 12, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
            timeouts=Timeouts(verifier_sec=900),
        )

    @staticmethod
    def _solver(run, buggy, target, rerun):
        diff = "".join(difflib.unified_diff(buggy.splitlines(True), target.splitlines(True), "train.py", "train.py"))
        proj = run["proj"]
        lines = ["#!/bin/bash", "set -euo pipefail", f"cd {proj}", "cat > /tmp/repro.diff <<'DIFF'", diff.rstrip("\n"),
                 "DIFF", "patch -p0 < /tmp/repro.diff"]
        if rerun:
            args = f"--data {run['data']} --score {run['score']} --seed {run['seed']}"
            lines += [f"PYTHONHASHSEED=1 python3 train.py {args} --out {proj}/out",
                      f"PYTHONHASHSEED=2 python3 train.py {args} --out /tmp/check",
                      f"cmp {proj}/out/predictions.csv /tmp/check/predictions.csv",
                      f"cmp {proj}/out/model_card.json /tmp/check/model_card.json",
                      f"sha256sum {proj}/out/*"]
        return "\n".join(lines) + "\n"

    @staticmethod
    def _instruction(rng, S, P, proj, seed, level, bar):
        symptom = rng.choice([
            "Two runs of the nightly job on the same snapshot produced different risk scores",
            "The model registry refuses our artefacts because re-running the job never reproduces them",
            "An auditor re-ran the training with the same seed and got a different model",
            "A/B results cannot be trusted while the same training run gives different predictions each time",
            "The CI check that re-trains and compares predictions has been red for a week",
        ])
        rules = [
            "Same data and same `--seed` must give **byte-identical** `predictions.csv` and `model_card.json`, "
            "run after run, in fresh processes, whatever `PYTHONHASHSEED` is.",
            "A different `--seed` must give a different model (different probabilities): every random choice "
            "(the validation split, the forest" + (", the oversampling jitter" if P["augment"] else "") + ") must "
            "follow `--seed`.",
            f"Keep the model and its settings ({P['trees']} trees, `min_samples_leaf={P['leaf']}`, "
            f"`max_features=\"sqrt\"`), the {P['val_pct']}% validation split" +
            (", the oversampling" if P["augment"] else "") + ", the command line and the output formats.",
        ]
        if level == "hard":
            rules.append("`model_card.json` holds exactly the keys `seed`, `n_train`, `n_val`, `val_auc`, `features`.")
        why = rng.choice([
            "Model governance requires that every shipped artefact can be rebuilt bit for bit.",
            "We cannot compare two model versions while the same version scores differently on each run.",
            "Incident reviews need to re-run last month's training and get exactly the same scores.",
            "The feature team keeps chasing score changes that turn out to be noise from the training job.",
            "The release checklist has a reproducibility step that this job has never passed.",
        ])
        return dedent(f"""
            # Make the {S['title']} training reproducible

            {symptom}. {why} The training script is `{proj}/train.py` (see `{proj}/README.md`). Find what makes its
            output change between runs and fix it:

            {{rules}}

            The fixed script will be run on another dataset with several seeds and hash seeds, and its
            predictions must still be good there (ROC AUC at least {bar:.3f} on held-back labels), so do not
            "fix" it by making it learn less.

            Finally, produce this week's artefacts: run it with `--data {proj}/data/train.csv --score
            {proj}/data/score.csv --seed {seed} --out {proj}/out`.
        """).replace("{rules}", "\n".join(f"- {r}" for r in rules))

    @staticmethod
    def _tests(S, proj, seed, bar, ids, labels, n_vis, level):
        consts = {"PROJ": proj, "SEED": seed, "ID": S["id"], "BAR": bar, "LABELS": "".join(str(v) for v in labels),
                  "N_VISIBLE": n_vis, "CARD_KEYS": ["features", "n_train", "n_val", "seed", "val_auc"] if level == "hard" else None}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))

            _CACHE = {}

            def _run(seed, hashseed, visible=False):
                """Run the agent's train.py once per (seed, hash seed, dataset); results are shared between tests."""
                key = (seed, hashseed, visible)
                if key not in _CACHE:
                    out = pathlib.Path(tempfile.mkdtemp(prefix="repro-"))
                    data = os.path.join(PROJ, "data") if visible else os.path.join(HERE, "cases")
                    env = dict(os.environ, PYTHONHASHSEED=str(hashseed))
                    cmd = [sys.executable, os.path.join(PROJ, "train.py"), "--data", os.path.join(data, "train.csv"),
                           "--score", os.path.join(data, "score.csv"), "--seed", str(seed), "--out", str(out)]
                    p = subprocess.run(cmd, capture_output=True, text=True, timeout=500, env=env, cwd=PROJ)
                    assert p.returncode == 0, f"train.py failed: {p.stderr[-800:]}"
                    _CACHE[key] = {n: (out / n).read_bytes() for n in ("predictions.csv", "model_card.json")}
                return _CACHE[key]

            def _auc(y, s):
                pos = [b for a, b in zip(y, s) if a == 1]
                neg = [b for a, b in zip(y, s) if a == 0]
                return sum((p > q) + 0.5 * (p == q) for p in pos for q in neg) / (len(pos) * len(neg))

            def test_same_seed_same_bytes_and_good():
                runs = [_run(SEED + 7, h) for h in (1, 2, 3)]
                for i, r in enumerate(runs[1:], 2):
                    for name in r:
                        assert r[name] == runs[0][name], f"{name} differs between run 1 and run {i} (same data, same --seed)"
                rows = list(csv.DictReader(io.StringIO(runs[0]["predictions.csv"].decode())))
                got = {int(r[ID]): float(r["probability"]) for r in rows}
                with open(os.path.join(HERE, "cases", "score.csv"), newline="") as f:
                    ids = [int(r[ID]) for r in csv.DictReader(f)]
                assert sorted(got) == sorted(ids), "predictions.csv must have one row per scored row"
                auc = _auc([int(c) for c in LABELS], [got[i] for i in ids])
                assert auc >= BAR, f"ROC AUC on held-back labels is {auc:.4f}, below {BAR}: the model got worse"
                card = json.loads(runs[0]["model_card.json"])
                assert card.get("seed") == SEED + 7, f"model_card seed is {card.get('seed')}"
                if CARD_KEYS:
                    assert sorted(card) == CARD_KEYS, f"model_card.json keys {sorted(card)}, expected {CARD_KEYS}"

            def test_seed_is_honoured():
                a = _run(SEED + 7, 1)
                b = _run(SEED + 8, 1)
                assert a["predictions.csv"] != b["predictions.csv"], "--seed has no effect: different seeds gave identical predictions"

            def test_ticket_artefacts():
                out = pathlib.Path(PROJ) / "out"
                assert (out / "predictions.csv").is_file(), f"missing {out}/predictions.csv: run the job with --seed {SEED}"
                mine = {n: (out / n).read_bytes() for n in ("predictions.csv", "model_card.json")}
                again = _run(SEED, 9, visible=True)
                assert len(mine["predictions.csv"].decode().strip().splitlines()) == N_VISIBLE + 1, "one row per score.csv row"
                for name in mine:
                    assert mine[name] == again[name], f"out/{name} is not what the fixed script gives for --seed {SEED}"
        '''
        return pytest_file("import csv, io, json, os, pathlib, subprocess, sys, tempfile", consts, body)
