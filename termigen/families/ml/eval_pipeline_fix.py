"""ML/evaluation: a model's training/evaluation script reports the wrong score (leakage, wrong split, wrong metric,
ignored config, duplicates). Fix it to the agreed protocol; the tests re-run it on a hidden dataset.

The model is k-nearest-neighbours on standardised features: deterministic and exactly reproducible, so the
generator computes the true predictions and score itself (pure Python) and checks every planted bug changes them.
"""

from __future__ import annotations

import difflib
import heapq
import json
import math
import random
from datetime import date, timedelta

import numpy as np

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file
from termigen.task import Decoy, Environment, File

# scenario: id column, date column, label, features (name, mean, sd, decimals, weight), leaky column
SCENARIOS = [
    dict(key="churn", title="subscriber churn", id="customer_id", date="signup_date", label="churned",
         feats=[("tenure_months", 30, 18, 1, -1.2), ("monthly_spend", 68, 25, 2, 0.6), ("support_tickets", 3, 2.2, 2, 1.1),
                ("logins_per_week", 5, 3, 2, -0.9), ("discount_pct", 10, 6, 2, 0.4)],
         leak="cancellation_calls", team="the retention squad"),
    dict(key="fraud", title="card fraud", id="txn_id", date="txn_date", label="is_fraud",
         feats=[("amount_usd", 120, 90, 2, 0.9), ("merchant_risk", 0.4, 0.2, 3, 1.2), ("distance_km", 40, 35, 1, 0.8),
                ("card_age_days", 700, 400, 0, -0.7), ("txn_last_24h", 4, 3, 1, 0.5)],
         leak="chargeback_filed", team="the payments risk team"),
    dict(key="credit", title="loan default", id="loan_id", date="issue_date", label="defaulted",
         feats=[("income_k", 62, 22, 1, -1.0), ("loan_amount_k", 18, 9, 2, 0.7), ("dti_pct", 22, 9, 2, 1.1),
                ("credit_age_years", 11, 6, 1, -0.8), ("open_accounts", 7, 3, 1, 0.3)],
         leak="collections_calls", team="credit risk analytics"),
    dict(key="pumps", title="pump failure", id="unit_id", date="reading_date", label="failed_30d",
         feats=[("temp_c", 62, 9, 2, 0.9), ("vibration_mm_s", 4.5, 1.8, 3, 1.3), ("pressure_bar", 7.5, 1.5, 3, -0.5),
                ("runtime_khours", 21, 9, 2, 0.8), ("load_pct", 71, 12, 1, 0.4)],
         leak="repair_ticket_opened", team="the reliability engineers"),
    dict(key="readmit", title="30-day readmission", id="stay_id", date="discharge_date", label="readmitted",
         feats=[("age", 64, 14, 0, 0.6), ("length_of_stay", 5, 3.5, 1, 0.8), ("prior_admissions", 1.5, 1.4, 2, 1.2),
                ("num_medications", 9, 4, 1, 0.5), ("lab_score", 50, 15, 2, 0.7)],
         leak="readmit_claim_amount", team="clinical analytics"),
    dict(key="leads", title="lead conversion", id="lead_id", date="created_date", label="converted",
         feats=[("page_views", 14, 9, 1, 0.8), ("email_opens", 5, 3.5, 1, 0.7), ("company_size_log", 4.2, 1.3, 3, 0.5),
                ("demo_minutes", 18, 14, 1, 1.2), ("days_since_contact", 20, 12, 1, -0.9)],
         leak="contract_value_k", team="sales operations"),
]
METRICS = {"balanced_accuracy": "balanced_accuracy_score", "f1": "f1_score", "macro_f1": "f1_score", "recall": "recall_score"}
METRIC_TEXT = {
    "balanced_accuracy": "balanced accuracy (the mean of the recall of class 0 and the recall of class 1)",
    "f1": "F1 score of the positive class (label 1)",
    "macro_f1": "macro-averaged F1 (the unweighted mean of the F1 of class 0 and class 1)",
    "recall": "recall of the positive class (label 1)",
}
BUG_TEXT = {
    "eval_on_train": "scores the model on its own training rows",
    "wrong_metric": "reports plain accuracy instead of the agreed metric",
    "swapped_args": "passes predictions and labels to the metric in the wrong order",
    "config_k": "ignores n_neighbors from config.json",
    "scaler_leak": "fits the scaler on all rows, test rows included",
    "leaky_feature": "uses a column that is only known after the outcome",
    "random_split": "splits at random instead of by time",
    "no_dedup": "keeps duplicated export rows",
}


# -- the project's script: one template, each bug swaps one fragment -------------------------------------------
def _script(S: dict, cfg: dict, bugs: set[str]) -> str:
    feats = [f[0] for f in S["feats"]] + ([S["leak"]] if "leaky_feature" in bugs else [])
    metric = cfg["metric"]
    fn = "accuracy_score" if "wrong_metric" in bugs else METRICS[metric]
    extra = ', average="macro"' if metric == "macro_f1" and "wrong_metric" not in bugs else ""
    load_body = "    return pd.read_csv(path)" if "no_dedup" in bugs else (
        f'    df = pd.read_csv(path)\n    return df.drop_duplicates(subset="{S["id"]}", keep="first")')
    if "random_split" in bugs:
        split_body = "    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)"
    else:
        split_body = (f'    df = df.sort_values(["{S["date"]}", "{S["id"]}"])\n'
                      "    n_test = len(df) * TEST_PCT // 100\n"
                      "    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]")
    scaler_fit = "df[FEATURES]" if "scaler_leak" in bugs else "train[FEATURES]"
    k_expr = 'cfg.get("k", 5)' if "config_k" in bugs else 'cfg["n_neighbors"]'
    if "eval_on_train" in bugs:
        pred_block = ("    pred = model.predict(X_train)\n"
                      f"    scored, truth = train, train[LABEL]")
    else:
        pred_block = ("    pred = model.predict(X_test)\n"
                      f"    scored, truth = test, test[LABEL]")
    call = f"{fn}(pred, truth{extra})" if "swapped_args" in bugs else f"{fn}(truth, pred{extra})"
    imports = [fn]
    return dedent(f'''
        #!/usr/bin/env python3
        """Train and evaluate the {S['title']} model.

        usage: train_eval.py --data CSV --out DIR
        writes DIR/predictions.csv ({S['id']},pred for every scored row) and DIR/metrics.json
        """
        import argparse
        import json
        import os

        import pandas as pd
        from sklearn.metrics import {", ".join(imports)}
        from sklearn.model_selection import train_test_split
        from sklearn.neighbors import KNeighborsClassifier
        from sklearn.preprocessing import StandardScaler

        HERE = os.path.dirname(os.path.abspath(__file__))
        FEATURES = {json.dumps(feats)}
        LABEL = "{S['label']}"
        ID = "{S['id']}"
        TEST_PCT = {cfg['test_pct']}
        METRIC = "{metric}"


        def load(path):
        {{load_body}}


        def split(df):
        {{split_body}}


        def main():
            ap = argparse.ArgumentParser(description=__doc__)
            ap.add_argument("--data", required=True)
            ap.add_argument("--out", required=True)
            args = ap.parse_args()
            with open(os.path.join(HERE, "config.json")) as f:
                cfg = json.load(f)

            df = load(args.data)
            train, test = split(df)
            scaler = StandardScaler().fit({scaler_fit})
            X_train = scaler.transform(train[FEATURES])
            X_test = scaler.transform(test[FEATURES])
            model = KNeighborsClassifier(n_neighbors={k_expr})
            model.fit(X_train, train[LABEL])
        {{pred_block}}
            value = {call}

            os.makedirs(args.out, exist_ok=True)
            pd.DataFrame({{{{ID: scored[ID], "pred": pred}}}}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
            with open(os.path.join(args.out, "metrics.json"), "w") as f:
                json.dump({{{{"metric": METRIC, "value": round(float(value), 6), "n_train": len(train), "n_test": len(test)}}}}, f, indent=2)
            print(f"{{{{METRIC}}}} = {{{{value:.4f}}}} on {{{{len(scored)}}}} rows")


        if __name__ == "__main__":
            main()
    ''').replace("{load_body}", load_body).replace("{split_body}", split_body).replace("{pred_block}", pred_block) \
        .replace("{{", "{").replace("}}", "}")


# -- the same pipeline in pure Python (ground truth and decoy simulation) -------------------------------------------
def _metric(name: str, y: list[int], p: list[int]) -> float:
    def recall(c, yy, pp):
        sup = sum(1 for a in yy if a == c)
        return None if sup == 0 else sum(1 for a, b in zip(yy, pp) if a == c and b == c) / sup

    def f1(c, yy, pp):
        tp = sum(1 for a, b in zip(yy, pp) if a == c and b == c)
        fp = sum(1 for a, b in zip(yy, pp) if a != c and b == c)
        fn = sum(1 for a, b in zip(yy, pp) if a == c and b != c)
        return 0.0 if 2 * tp + fp + fn == 0 else 2 * tp / (2 * tp + fp + fn)

    if name == "accuracy":
        return sum(1 for a, b in zip(y, p) if a == b) / len(y)
    if name == "balanced_accuracy":
        rs = [r for r in (recall(c, y, p) for c in sorted(set(y) | set(p))) if r is not None]
        return sum(rs) / len(rs)
    if name == "recall":
        r = recall(1, y, p)
        return 0.0 if r is None else r
    if name == "f1":
        return f1(1, y, p)
    if name == "macro_f1":
        cs = sorted(set(y) | set(p))
        return sum(f1(c, y, p) for c in cs) / len(cs)
    raise ValueError(name)


def _dist(x: list[float], t: list[float]) -> float:
    """The squared distance the ground truth is defined by (Python's float sum, ** 2 via libm pow)."""
    return sum((a - b) ** 2 for a, b in zip(x, t))


# Relative slack between the exact distance and numpy's estimate: they differ by a few ulps (x*x against libm's
# pow, plain left-to-right adds against sum()'s compensated summation), ~1e-15 relative; 1e-9 is a wide margin.
_SLACK = 1.0 + 1e-9


def _votes(Xs, Xtr, ytr: list[int], k: int) -> tuple[list[int], float]:
    """For every row x of Xs take d = heapq.nsmallest(k + 1, ((_dist(x, t), i) for i, t in enumerate(Xtr))), the
    brute-force neighbours. Returns the label sums over each row's d[:k] and the minimum over rows of
    sqrt(d[k]) - sqrt(d[k - 1]) (inf when Xtr has at most k rows), exactly as the brute force gives them.

    numpy estimates all distances but only to narrow the work: the rows whose estimate is within _SLACK of the
    (k+1)-th smallest estimate hold the whole true d. What the estimates cannot settle for sure (which of the two
    farthest is d[k], and the gap of any row that may hold the minimum) is computed with exact distances."""
    m, s2 = k + 1, _SLACK * _SLACK
    if len(Xtr) <= m:
        votes, gap = [], float("inf")
        for x in Xs:
            d = heapq.nsmallest(m, ((_dist(x, t), i) for i, t in enumerate(Xtr)))
            if len(d) > k:
                gap = min(gap, math.sqrt(d[k][0]) - math.sqrt(d[k - 1][0]))
            votes.append(sum(ytr[i] for _, i in d[:k]))
        return votes, gap
    A, T = np.array(Xs, dtype=float).T, np.array(Xtr, dtype=float).T
    est = np.zeros((A.shape[1], T.shape[1]))
    for a, t in zip(A, T):  # feature by feature: much faster than summing a 3-d array over its short last axis
        d = a[:, None] - t[None, :]
        d *= d
        est += d
    near = np.argpartition(est, k, axis=1)[:, :m]  # the m smallest estimates of each row, sorted next
    near_est = np.take_along_axis(est, near, axis=1)
    o = np.argsort(near_est, axis=1)
    near, near_est = np.take_along_axis(near, o, axis=1), np.take_along_axis(near_est, o, axis=1)
    n_cand = (est <= (near_est[:, k] * _SLACK + 1e-300)[:, None]).sum(axis=1)
    # plain rows: d is near as a set, and d[k - 1], d[k] are its two farthest by estimate (in some order)
    plain = (n_cand == m) & (near_est[:, k - 2] < near_est[:, k - 1] / s2)
    # ... in that order, for sure, when their estimates are far enough apart
    ordered = plain & (near_est[:, k - 1] < near_est[:, k] / s2)
    ya = np.asarray(ytr)
    far = near[:, k].copy()  # d[k]: left out of the vote
    # a row's gap from estimates is off by far less than tol; rows that may hold the minimum get the exact one
    r1, r0 = np.sqrt(near_est[:, k]), np.sqrt(near_est[:, k - 1])
    est_gap, tol = r1 - r0, 1e-9 * (r1 + r0) + 1e-300
    low = plain & (est_gap - tol <= (est_gap + tol)[plain].min(initial=np.inf))
    gaps = []
    for r in np.flatnonzero(plain & (low | ~ordered)).tolist():
        x, i, j = Xs[r], int(near[r, k - 1]), int(near[r, k])
        a, b = (_dist(x, Xtr[i]), i), (_dist(x, Xtr[j]), j)
        if a > b:
            a, b = b, a
        far[r] = b[1]
        gaps.append(math.sqrt(b[0]) - math.sqrt(a[0]))
    votes = (ya[near].sum(axis=1) - ya[far]).tolist()
    for r in np.flatnonzero(~plain).tolist():
        x, c = Xs[r], est[r]
        idx = np.flatnonzero(c <= near_est[r, k] * _SLACK + 1e-300).tolist()
        if len(idx) == m:
            # the candidates are d as a set; exact values only for those that may be the farthest two
            e = c[idx].tolist()
            lo = sorted(e)[-2] / s2
            top = sorted((_dist(x, Xtr[i]), i) for i, v in zip(idx, e) if v >= lo)
            votes[r] = sum(ytr[i] for i in idx) - ytr[top[-1][1]]
        else:  # near-ties at the boundary: rank every candidate exactly
            top = heapq.nsmallest(m, ((_dist(x, Xtr[i]), i) for i in idx))
            votes[r] = sum(ytr[i] for _, i in top[:k])
        gaps.append(math.sqrt(top[-1][0]) - math.sqrt(top[-2][0]))
    return votes, min(gaps, default=float("inf"))


def _pipeline(S: dict, cfg: dict, rows: list[dict], bugs: set[str], rs_split=None, memo: dict | None = None):
    """Returns (scored ids, predictions, value, n_train, n_test, min neighbour gap).

    memo (optional, one per generation): bugs that only change the metric or k share the rest of the work."""
    if "random_split" in bugs:
        return None  # sklearn's shuffled split is not simulated; its scored ids differ from the time split's
    k = 5 if "config_k" in bugs else cfg["n_neighbors"]
    key = (id(rows), k) + tuple(b in bugs for b in ("no_dedup", "scaler_leak", "leaky_feature", "eval_on_train"))
    if memo is not None and key in memo:
        ids, preds, y, n_train, n_test, gap = memo[key][1]
    else:
        ids, preds, y, n_train, n_test, gap = out = _knn(S, cfg, rows, bugs, k)
        if memo is not None:
            memo[key] = (rows, out)  # holding rows keeps its id from being reused
    m = "accuracy" if "wrong_metric" in bugs else cfg["metric"]
    value = _metric(m, preds, y) if "swapped_args" in bugs else _metric(m, y, preds)
    return ids, preds, round(value, 6), n_train, n_test, gap


def _knn(S: dict, cfg: dict, rows: list[dict], bugs: set[str], k: int):
    """The pipeline up to the predictions: (scored ids, predictions, labels, n_train, n_test, min neighbour gap)."""
    feats = [f[0] for f in S["feats"]] + ([S["leak"]] if "leaky_feature" in bugs else [])
    df = list(rows)
    if "no_dedup" not in bugs:
        seen, out = set(), []
        for r in df:
            if r[S["id"]] not in seen:
                seen.add(r[S["id"]])
                out.append(r)
        df = out
    order = sorted(df, key=lambda r: (r[S["date"]], r[S["id"]]))
    n_test = len(order) * cfg["test_pct"] // 100
    train, test = order[: len(order) - n_test], order[len(order) - n_test:]
    fit_rows = df if "scaler_leak" in bugs else train
    # column by column: the same sums in the same order as per-row generators, with fewer lookups
    fit_cols = [[r[f] for r in fit_rows] for f in feats]
    mean = [sum(c) / len(fit_rows) for c in fit_cols]
    sd = [math.sqrt(sum((x - m) ** 2 for x in c) / len(fit_rows)) or 1.0 for c, m in zip(fit_cols, mean)]

    def zs(rows):  # the standardised feature vectors of rows
        return list(zip(*[[(r[f] - m) / s for r in rows] for f, m, s in zip(feats, mean, sd)]))

    Xtr = zs(train)
    ytr = [r[S["label"]] for r in train]
    scored = train if "eval_on_train" in bugs else test
    Xsc = Xtr if scored is train else zs(scored)
    votes, gap = _votes(Xsc, Xtr, ytr, k)
    preds = [1 if v * 2 > k else 0 for v in votes]
    y = [r[S["label"]] for r in scored]
    return [r[S["id"]] for r in scored], preds, y, len(train), len(test), gap


def _dataset(rng: random.Random, S: dict, n: int, drift: tuple[str, float], dups: int, start: date) -> list[dict]:
    rows = []
    ids = rng.sample(range(10_000, 99_999), n)
    bias = rng.uniform(0.9, 1.3)
    gauss, randrange, uniform = rng.gauss, rng.randrange, rng.uniform  # hot loop: same calls, bound once
    id_col, date_col, label, leak = S["id"], S["date"], S["label"], S["leak"]
    feats = [(name, mu, sd, dec, w, name == drift[0]) for name, mu, sd, dec, w in S["feats"]]
    shift = drift[1]
    for i in range(n):
        off = randrange(365)
        r = {id_col: ids[i], date_col: (start + timedelta(days=off)).isoformat()}
        score = 0.0
        late = off > 250
        for name, mu, sd, dec, w, drifts in feats:
            v = gauss(mu, sd)
            if drifts and late:
                v += shift * sd  # later rows drift: the test period looks different from training
            if v < 0.0:  # max(v, 0.0)
                v = 0.0
            r[name] = round(v, dec) if dec else float(round(v))
            score += w * (v - mu) / sd
        y = 1 if score + gauss(0, 1.2) > bias * 1.4 else 0
        r[label] = y
        # only known after the outcome: strongly tied to the label
        r[leak] = round(uniform(1, 4) if y else rng.choice([0.0, 0.0, 0.0, uniform(0, 1.5)]), 2)
        rows.append(r)
    for _ in range(dups):
        rows.insert(rng.randrange(len(rows)), dict(rng.choice(rows)))
    return rows


def _csv(S: dict, rows: list[dict]) -> str:
    dec = {f[0]: f[3] for f in S["feats"]}
    dec[S["leak"]] = 2
    cols = [S["id"], S["date"]] + [f[0] for f in S["feats"]] + [S["leak"], S["label"]]
    # one format string per row (the column names are plain identifiers) instead of one f-string per cell;
    # "{}" formats the id, date and label as str() does
    line = ",".join(f"{{{c}:.{dec[c]}f}}" if c in dec else f"{{{c}}}" for c in cols)
    return "".join([",".join(cols) + "\n"] + [line.format_map(r) + "\n" for r in rows])


@register
class EvalPipelineFix(Family):
    name = "eval_pipeline_fix"
    category = "ml"
    description = "Fix a kNN training/evaluation script (leakage, split, metric, config, duplicates) to an agreed protocol; re-run on hidden data."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        S = rng.choice(SCENARIOS)
        proj = rng.choice(["/app", "/srv", "/home/ds", "/workspace"]) + "/" + rng.choice(
            [f"{S['key']}-model", f"{S['key']}_eval", f"model-{S['key']}"])
        cfg = {"n_neighbors": rng.choice([7, 9, 11, 13, 15]), "test_pct": rng.choice([20, 25, 30]),
               "metric": rng.choice(sorted(METRICS))}
        asym = cfg["metric"] in ("balanced_accuracy", "recall")
        metric_bug = rng.choice(["wrong_metric", "swapped_args"]) if asym else "wrong_metric"
        first = rng.choice(["eval_on_train", "config_k"])
        if level == "easy":
            bugs = [first, metric_bug]
        elif level == "medium":
            bugs = ["scaler_leak", "leaky_feature", rng.choice([first, metric_bug])]
        else:
            bugs = ["random_split", "no_dedup", "scaler_leak", "leaky_feature", rng.choice([first, metric_bug])]
        rng.shuffle(bugs)
        drift = (rng.choice(S["feats"])[0], rng.uniform(1.5, 2.5))
        year = rng.randint(2020, 2024)
        dups = {"easy": 0, "medium": 0, "hard": 1}[level]

        # draw datasets until every planted bug changes the result and the true neighbours are unambiguous
        for attempt in range(40):
            vis = _dataset(rng, S, rng.randint(300, 380), drift, dups * rng.randint(12, 20), date(year, 1, 1))
            hid = _dataset(rng, S, rng.randint(260, 320), drift, dups * rng.randint(12, 20), date(year + 1, 1, 1))
            memo: dict = {}
            truth = {"visible": _pipeline(S, cfg, vis, set(), memo=memo), "hidden": _pipeline(S, cfg, hid, set(), memo=memo)}
            if min(t[5] for t in truth.values()) < 1e-6:
                continue
            if not all(any(self._bug_shows(S, cfg, data, truth[name], b, memo) for name, data in (("visible", vis), ("hidden", hid)))
                       for b in bugs):
                continue
            break
        else:  # pragma: no cover - the draw above succeeds in practice
            raise RuntimeError("could not draw a dataset that exposes every bug")

        data_csv = f"{proj}/data/{S['key']}_{year}.csv"
        buggy = _script(S, cfg, set(bugs))
        fixed = _script(S, cfg, set())
        files = {
            f"{proj}/train_eval.py": File.of(buggy, 0o755),
            f"{proj}/config.json": File.of(json.dumps({"n_neighbors": cfg["n_neighbors"], "model": "knn"}, indent=2) + "\n"),
            data_csv: File.of(_csv(S, vis)),
        }
        tests = {"cases/holdout.csv": File.of(_csv(S, hid)),
                 "test_outputs.py": self._tests(S, proj, cfg, truth)}
        decoys = [Decoy(name=f"keeps_{b}", description=f"fixes everything except: {BUG_TEXT[b]}",
                        script=self._solver(proj, data_csv, buggy, _script(S, cfg, {b}), run=True)) for b in bugs]
        decoys.append(Decoy(name="no_rerun", description="half the job: fixes the script but never produces the report",
                            script=self._solver(proj, data_csv, buggy, fixed, run=False)))
        return Draft(
            instruction=self._instruction(rng, S, proj, cfg, level, data_csv),
            environment=Environment(base_image=self.base_image, files=files, workdir=proj),
            solution=self._solver(proj, data_csv, buggy, fixed, run=True),
            tests=tests,
            decoys=decoys,
            outputs=[proj],
            tools=["patch", "python3", "cat"],
            tags=["ml", "evaluation", "scikit-learn", "debugging", "data-leakage"] + (["time-split"] if level == "hard" else []),
            expert_time_min={"easy": 15, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 40, "medium": 70, "hard": 120}[level],
        )

    @staticmethod
    def _bug_shows(S, cfg, data, want, bug, memo=None) -> bool:
        """True when the bug alone changes the outcome beyond any doubt about near-tied neighbours."""
        got = _pipeline(S, cfg, data, {bug}, memo=memo)
        if got is None:  # random split: scored ids differ (a shuffled split never equals the latest rows)
            return True
        ids, preds, value, ntr, nte, gap = got
        if ids != want[0] or ntr != want[3] or nte != want[4]:
            return True
        diff = sum(1 for a, b in zip(preds, want[1]) if a != b)
        if diff >= 3:
            return True
        return gap >= 1e-6 and (diff > 0 or abs(value - want[2]) > 1e-4)

    @staticmethod
    def _solver(proj, data_csv, buggy, target, run):
        diff = "".join(difflib.unified_diff(buggy.splitlines(True), target.splitlines(True),
                                            "train_eval.py", "train_eval.py"))
        # not script(): dedent would strip the single space of the diff's blank context lines
        lines = ["#!/bin/bash", "set -euo pipefail", f"cd {proj}", "cat > /tmp/fix.diff <<'DIFF'", diff.rstrip("\n"), "DIFF",
                 "patch -p0 < /tmp/fix.diff"]
        if run:
            lines.append(f"python3 train_eval.py --data {data_csv} --out {proj}/out")
            lines.append(f"cat {proj}/out/metrics.json")
        return "\n".join(lines) + "\n"

    @staticmethod
    def _instruction(rng, S, proj, cfg, level, data_csv):
        feats = ", ".join(f"`{f[0]}`" for f in S["feats"])
        symptom = rng.choice([
            "The score in last week's model review looked too good to be true",
            "The dashboard score and the score in production disagree badly",
            "A reviewer could not reproduce the reported score by hand",
            "After a refactor the evaluation numbers changed and nobody knows which are right",
            "The model card is due and the evaluation script is not trusted",
            "Last quarter's offline score did not survive contact with production",
            "An external reviewer flagged the evaluation as optimistic",
        ])
        stake = rng.choice([
            "The corrected number goes into the go/no-go decision for the next release.",
            "Finance uses this score to size the budget for manual reviews, so it has to be right.",
            "The regulator's model inventory must list an honest held-out score.",
            "The team wants to know whether the model is any better than last year's rules.",
            "The score will be compared with a challenger model, so both must be measured the same way.",
        ])
        steps = [
            f"Features: exactly {feats}, in that order. Nothing else is a feature; in particular `{S['leak']}` is only "
            f"known after the outcome and must not be used." if level != "easy" else
            f"Features: exactly {feats}, in that order.",
        ]
        if level == "hard":
            steps.append(f"The export repeats some rows verbatim: drop repeated `{S['id']}` values, keeping the first "
                         "occurrence, before anything else.")
        steps += [
            f"Split by time: sort by `{S['date']}` then `{S['id']}`; the last `n_test = n * {cfg['test_pct']} // 100` rows "
            f"(integer division, `n` = rows after any de-duplication) are the test set, the rest the training set.",
            "Standardise the features with a `StandardScaler` fitted on the training rows only.",
            f"Model: `KNeighborsClassifier` with `n_neighbors` taken from `config.json` (do not change the config), "
            f"default settings otherwise, trained on the training rows.",
            f"Score the test rows only. The metric is the {METRIC_TEXT[cfg['metric']]} of the predictions against "
            f"`{S['label']}`, reported as `\"metric\": \"{cfg['metric']}\"`.",
        ]
        return dedent(f"""
            # Fix the {S['title']} evaluation script

            {symptom}. {S['team'][0].upper() + S['team'][1:]} owns `{proj}/train_eval.py`, which trains a k-nearest-neighbours
            classifier for {S['title']} and writes predictions and a score. It does not follow the evaluation protocol
            the team agreed on; find every place where it deviates and fix it. {stake}

            The agreed protocol:
            {{steps}}

            Keep the command-line interface and the output files exactly as they are:
            `python3 train_eval.py --data CSV --out DIR` writes `DIR/predictions.csv` (header `{S['id']},pred`, one
            row per test row) and `DIR/metrics.json` (`metric`, `value` rounded to 6 decimals, `n_train`, `n_test`).
            The script must keep working on any CSV with the same columns: it will be run on a different export
            to check it.

            When it is fixed, run it on `{data_csv}` with `--out {proj}/out` so the corrected numbers are in
            `{proj}/out/` for the review.
        """).replace("{steps}", "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1)))

    @staticmethod
    def _tests(S, proj, cfg, truth):
        def pack(t):
            return {"ids": t[0], "preds": t[1], "value": t[2], "n_train": t[3], "n_test": t[4]}
        consts = {"PROJ": proj, "ID": S["id"], "METRIC": cfg["metric"],
                  "VISIBLE": pack(truth["visible"]), "HIDDEN": pack(truth["hidden"])}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))

            def _check(out, want, what):
                m = json.load(open(os.path.join(out, "metrics.json")))
                assert m.get("metric") == METRIC, f"{what}: metric is {m.get('metric')!r}, expected {METRIC!r}"
                assert m.get("n_train") == want["n_train"] and m.get("n_test") == want["n_test"], (
                    f"{what}: n_train/n_test {m.get('n_train')}/{m.get('n_test')}, expected {want['n_train']}/{want['n_test']}")
                with open(os.path.join(out, "predictions.csv"), newline="") as f:
                    rows = list(csv.DictReader(f))
                ids = [int(float(r[ID])) for r in rows]
                assert sorted(ids) == sorted(want["ids"]), (
                    f"{what}: predictions cover the wrong rows ({len(set(ids) - set(want['ids']))} unexpected ids, "
                    f"{len(set(want['ids']) - set(ids))} missing): the test set is not the one the protocol defines")
                got = {int(float(r[ID])): int(float(r["pred"])) for r in rows}
                wrong = [i for i, p in zip(want["ids"], want["preds"]) if got[i] != p]
                assert not wrong, f"{what}: {len(wrong)} predictions differ from the protocol's model, e.g. {ID} {wrong[:5]}"
                # value is rounded to 6 decimals by the script; allow for that rounding only
                assert abs(float(m["value"]) - want["value"]) <= 2e-6, f"{what}: value {m['value']}, expected {want['value']}"

            def test_report_on_visible_data():
                out = os.path.join(PROJ, "out")
                assert os.path.isfile(os.path.join(out, "metrics.json")), f"no {out}/metrics.json: run the fixed script"
                _check(out, VISIBLE, "report in out/")

            def test_fixed_script_on_hidden_export(tmp_path):
                p = subprocess.run([sys.executable, os.path.join(PROJ, "train_eval.py"), "--data",
                                    os.path.join(HERE, "cases", "holdout.csv"), "--out", str(tmp_path)],
                                   capture_output=True, text=True, timeout=300)
                assert p.returncode == 0, f"train_eval.py failed on another export: {p.stderr[-800:]}"
                _check(str(tmp_path), HIDDEN, "hidden export")

            def test_config_unchanged():
                cfg = json.load(open(os.path.join(PROJ, "config.json")))
                assert cfg.get("n_neighbors") == K, f"config.json n_neighbors changed to {cfg.get('n_neighbors')}"
        '''
        consts["K"] = cfg["n_neighbors"]
        return pytest_file("import csv, json, os, subprocess, sys", consts, body)
