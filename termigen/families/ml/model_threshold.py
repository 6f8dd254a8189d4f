"""ML/modelling: train a classifier that clears a quality bar on a hidden test set (non-linear interactions,
categoricals with missing values and imbalance, and at the hard level a serving script with timestamp features
and unseen categories, run by the tests on rows the agent never sees).

The generator draws labels from a known rule plus label noise, so it knows the Bayes-optimal score on the hidden
rows; the bar sits a fixed margin below it (margins measured with the oracle and the decoys in the image).
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file
from termigen.task import Decoy, Environment, File, Timeouts

# easy / medium scenarios: an id column, a label and six numeric feature names (with a scale each)
SCENARIOS = [
    dict(key="pumps", what="pump failure within 30 days", label="fails", id="unit_id",
         feats=[("bearing_temp_c", 40, 95), ("vibration_rms", 0.5, 9), ("flow_lpm", 100, 900), ("inlet_bar", 1, 9),
                ("motor_amps", 5, 60), ("age_years", 0, 25)],
         cats=("site", ["north", "south", "harbour", "quarry", "mill", "ridge", "delta"]), team="maintenance planning"),
    dict(key="fraud", what="fraudulent card transactions", label="is_fraud", id="txn_id",
         feats=[("amount", 1, 2500), ("merchant_score", 0, 1), ("km_from_home", 0, 900), ("hour_sin", -1, 1),
                ("txn_24h", 0, 40), ("card_age_days", 1, 3650)],
         cats=("channel", ["pos", "web", "app", "moto", "atm", "recurring", "wallet"]), team="payments risk"),
    dict(key="churn", what="subscribers who will cancel", label="churned", id="account_id",
         feats=[("tenure_m", 0, 72), ("monthly_fee", 5, 150), ("tickets_90d", 0, 15), ("logins_30d", 0, 60),
                ("seats", 1, 200), ("late_payments", 0, 8)],
         cats=("plan", ["free", "basic", "plus", "pro", "team", "edu", "legacy"]), team="customer success"),
    dict(key="credit", what="loans that will default", label="defaulted", id="loan_id",
         feats=[("income_k", 12, 250), ("dti", 0, 60), ("utilisation", 0, 1), ("credit_years", 0, 40),
                ("inquiries_6m", 0, 12), ("loan_k", 1, 80)],
         cats=("purpose", ["car", "home", "debt", "study", "medical", "travel", "business"]), team="credit risk"),
    dict(key="spam", what="spam sign-ups", label="is_spam", id="signup_id",
         feats=[("name_entropy", 0, 5), ("email_age_d", 0, 4000), ("ip_reputation", 0, 1), ("form_secs", 1, 600),
                ("pages_before", 0, 50), ("captcha_retries", 0, 6)],
         cats=("source", ["organic", "ads", "partner", "referral", "social", "unknown", "api"]), team="trust and safety"),
    dict(key="wafer", what="wafers that will fail final test", label="rejected", id="wafer_id",
         feats=[("etch_nm", 80, 140), ("temp_drift", -3, 3), ("particles", 0, 80), ("resist_um", 0.8, 1.6),
                ("chamber_hrs", 0, 5000), ("dose_mj", 20, 40)],
         cats=("tool", ["etch-a", "etch-b", "etch-c", "litho-1", "litho-2", "cvd-7", "cvd-9"]), team="yield engineering"),
]
# hard: late-delivery classes from a timestamp, distance, weight and two categoricals
CARRIERS = ["swiftline", "boxwood", "kestrel", "meridian", "tallow", "northway", "parcelo", "quickship", "redkite"]
REGIONS = ["north", "south", "east", "west", "central", "coast"]
CLASSES = ["on_time", "late", "very_late"]

PROGRAM = r'''
import json, os, pickle, sys
import numpy as np
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
C = json.loads(os.environ["TG_CFG"])
train = pd.read_csv(C["train"])
y = train.pop(C["label"])
num, cat = list(C["num"]), list(C["cat"])
if BUG == "numeric_only":
    cat = []
if C["level"] == "hard":
    sys.path.insert(0, C["model_dir"])
    from predict import prepare
    X = prepare(train.drop(columns=[C["id"]]))
    if BUG == "no_time_features":
        X = X.drop(columns=["hour", "weekday", "rush"])
    num = [c for c in X.columns if c not in cat]
else:
    X = train[num + cat]
unknown = "error" if BUG == "strict_encoder" else "ignore"
pre = ColumnTransformer([("num", SimpleImputer(strategy="median"), num)]
                        + ([("cat", make_pipeline(SimpleImputer(strategy="constant", fill_value="missing"),
                                                  OneHotEncoder(handle_unknown=unknown)), cat)] if cat else []))
if BUG == "linear":
    model = make_pipeline(pre, StandardScaler(with_mean=False), LogisticRegression(max_iter=2000))
elif BUG == "majority":
    from sklearn.dummy import DummyClassifier
    model = make_pipeline(pre, DummyClassifier(strategy="most_frequent"))
else:
    model = make_pipeline(pre, RandomForestClassifier(n_estimators=300, min_samples_leaf=2, random_state=0, n_jobs=1))
model.fit(X[num + cat] if C["level"] != "hard" else X, y)
if C["level"] == "hard":
    with open(os.path.join(C["model_dir"], "model.pkl"), "wb") as f:
        pickle.dump(model, f)
else:
    test = pd.read_csv(C["test"])
    pred = model.predict(test[num + cat])
    out = pd.DataFrame({C["id"]: test[C["id"]], C["label"]: pred})
    if BUG == "half_rows":
        out = out.iloc[: len(out) // 2]
    os.makedirs(os.path.dirname(C["out"]), exist_ok=True)
    out.to_csv(C["out"], index=False)
print("trained", type(model[-1]).__name__, "on", len(X), "rows")
'''

PREDICT = r'''#!/usr/bin/env python3
"""Serve the delivery-delay model: predict.py --input CSV --output CSV"""
import argparse, os, pickle
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))


def prepare(df):
    """Raw columns -> model features (the same code at training and at serving time)."""
    X = df.copy()
    ts = pd.to_datetime(X.pop("{ts}"))
    X["hour"] = ts.dt.hour
    X["weekday"] = ts.dt.weekday
    X["rush"] = (((ts.dt.hour >= {r1}) & (ts.dt.hour < {r2})) | ((ts.dt.hour >= {r3}) & (ts.dt.hour < {r4}))) & (ts.dt.weekday < 5)
    X["rush"] = X["rush"].astype(int)
    return X


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.input)
    with open(os.path.join(HERE, "model.pkl"), "rb") as f:
        model = pickle.load(f)
    pred = model.predict(prepare(df.drop(columns=["{id}"])))
    pd.DataFrame({"{id}": df["{id}"], "{label}": pred}).to_csv(a.output, index=False)


if __name__ == "__main__":
    main()
'''


def _solver(cfg: dict, bug: str) -> str:
    lines = ["set -x"]
    if cfg["level"] == "hard":
        if bug == "no_predict_script":
            lines.append(f"mkdir -p {cfg['model_dir']}")
            lines.append(f"cat > {cfg['model_dir']}/features.py <<'PY'\n{cfg['predict'].strip()}\nPY")
            prog = PROGRAM.replace("from predict import prepare", "from features import prepare")
        else:
            lines.append(f"mkdir -p {cfg['model_dir']}")
            lines.append(f"cat > {cfg['model_dir']}/predict.py <<'PY'\n{cfg['predict'].strip()}\nPY")
            lines.append(f"chmod +x {cfg['model_dir']}/predict.py")
            prog = PROGRAM
    else:
        prog = PROGRAM
    run_cfg = {k: v for k, v in cfg.items() if k != "predict"}
    lines.append(f"csvstat --count {cfg['train']}")
    lines.append("cat > /tmp/train_model.py <<'PY'\n" + prog.strip() + "\nPY")
    lines.append(f"TG_CFG='{json.dumps(run_cfg)}' python3 /tmp/train_model.py {bug}")
    if cfg["level"] != "hard":
        lines.append(f"csvstat --count {cfg['out']}")
    elif bug != "no_predict_script":
        lines.append(f"head -n 20 {cfg['train']} | cut -d, -f1-6 > /tmp/sample.csv")
        lines.append(f"python3 {cfg['model_dir']}/predict.py --input {cfg['train']} --output /tmp/self_check.csv")
        lines.append("head -n 3 /tmp/self_check.csv")
    return "#!/bin/bash\nset -euo pipefail\n" + "\n".join(lines) + "\n"


def _q(rng, lo, hi):
    return lo + (hi - lo) * rng.random()


@register
class ModelThreshold(Family):
    name = "model_threshold"
    category = "ml"
    description = "Train a classifier that clears a quality bar on hidden rows (interactions, categoricals, serving with unseen levels)."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        if level == "hard":
            return self._make_hard(rng)
        S = rng.choice(SCENARIOS)
        feats = list(S["feats"])
        rng.shuffle(feats)
        num = [f[0] for f in feats]
        cat_name, cat_levels = S["cats"]
        levels = rng.sample(cat_levels, 6)
        hot = set(rng.sample(levels, 3))
        a, b, c = feats[0], feats[1], feats[2]
        ta = _q(rng, 0.35, 0.65)
        tb = _q(rng, 0.35, 0.65) if level == "easy" else _q(rng, 0.8, 0.88)
        tc = _q(rng, 0.88, 0.94)
        noise = 0.04 if level == "easy" else 0.03
        n_train, n_test = (1400, 600) if level == "easy" else (1600, 600)

        def row(i):
            u = {f[0]: rng.random() for f in feats}
            if level == "easy":
                rule = ((u[a[0]] > ta) != (u[b[0]] > tb)) or u[c[0]] > tc
            else:
                k = rng.choice(levels)
                rule = (u[a[0]] > ta) if k in hot else (u[b[0]] > tb)
            y = int(rule)
            noisy = y if rng.random() > noise else 1 - y
            r = {S["id"]: 100000 + i}
            for name, lo, hi in feats:
                v = lo + (hi - lo) * u[name]
                r[name] = round(v, 3 if hi - lo < 10 else 1)
            if level != "easy":
                r[cat_name] = k
                for f in (a[0], b[0]):
                    if rng.random() < 0.06:
                        r[f] = None
            return r, y, noisy

        ids = rng.sample(range(n_train + n_test), n_train + n_test)
        rows = [row(i) for i in ids]
        train, test = rows[:n_train], rows[n_train:]
        cols = [S["id"]] + num + ([cat_name] if level != "easy" else [])
        y_test = [noisy for _, _, noisy in test]
        bayes = [y for _, y, _ in test]
        if level == "easy":
            metric, value = "accuracy", sum(int(p == t) for p, t in zip(bayes, y_test)) / len(y_test)
            bar = round(value - 0.08, 3)
        else:
            metric, value = "f1", _f1(y_test, bayes)
            bar = round(value - 0.12, 3)
        data_dir = rng.choice(["/app/data", "/srv/ml/data", "/home/analyst/data"])
        out = rng.choice(["/app/out", "/srv/ml/out", "/home/analyst/out"]) + "/predictions.csv"
        files = {f"{data_dir}/train.csv": File.of(_csv(cols + [S["label"]], [dict(r, **{S["label"]: n}) for r, _, n in train])),
                 f"{data_dir}/test.csv": File.of(_csv(cols, [r for r, _, _ in test]))}
        cfg = {"level": level, "train": f"{data_dir}/train.csv", "test": f"{data_dir}/test.csv", "out": out,
               "label": S["label"], "id": S["id"], "num": num, "cat": [cat_name] if level != "easy" else []}
        decoys = [("majority", "right format, predicts the majority class everywhere"),
                  ("linear", "a linear model that cannot represent the interactions"),
                  ("half_rows", "half the job: predictions for only half of the test rows")]
        if level == "medium":
            decoys.append(("numeric_only", f"ignores the categorical column `{cat_name}`"))
        truth = {"ids": [r[S["id"]] for r, _, _ in test], "labels": "".join(str(v) for v in y_test)}
        return Draft(
            instruction=self._instruction(rng, S, level, data_dir, out, metric, bar, cat_name),
            environment=Environment(base_image=self.base_image, files=files, workdir=data_dir.rsplit("/", 1)[0]),
            solution=_solver(cfg, ""),
            tests={"test_outputs.py": self._tests_file(out, S["id"], S["label"], metric, bar, truth)},
            decoys=[Decoy(name=n, description=d, script=_solver(cfg, n)) for n, d in decoys],
            outputs=[out.rsplit("/", 1)[0]],
            tools=["python3", "csvstat", "cat"],
            tags=["ml", "classification", "scikit-learn"] + (["imbalanced", "categorical", "missing-values"] if level == "medium" else ["interactions"]),
            expert_time_min={"easy": 15, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 40, "medium": 60, "hard": 120}[level],
            timeouts=Timeouts(verifier_sec=300),
        )

    # -- hard: a serving script judged on hidden raw rows ----------------------------------------------------
    def _make_hard(self, rng: random.Random) -> Draft:
        company = rng.choice(["Swiftline Couriers", "Boxwood Freight", "Kestrel Logistics", "Meridian Parcel",
                              "Tallow Haulage", "Northway Express"])
        carriers = rng.sample(CARRIERS, 6)
        seen, unseen = carriers[:5], carriers[5]
        slow = set(rng.sample(seen, 2))
        regions = rng.sample(REGIONS, 4)
        ts_col = rng.choice(["created_at", "booked_at", "pickup_time"])
        idc = rng.choice(["parcel_id", "shipment_id", "consignment_id"])
        label = rng.choice(["delay_class", "lateness", "sla_bucket"])
        r1, r2 = rng.choice([(6, 9), (7, 9), (7, 10)])
        r3, r4 = rng.choice([(15, 18), (16, 19), (16, 18)])
        d1 = rng.uniform(25, 45)
        d2 = rng.uniform(70, 90)
        year = rng.randint(2022, 2025)
        t0 = datetime(year, rng.randint(1, 10), 1)

        def row(i, hidden):
            t = t0 + timedelta(minutes=rng.randrange(60 * 24 * 60))
            dist = rng.uniform(1, 120)
            carrier = unseen if hidden and rng.random() < 0.12 else rng.choice(seen)
            rush = (r1 <= t.hour < r2 or r3 <= t.hour < r4) and t.weekday() < 5
            if dist > d2 and carrier in slow:
                y = 2
            elif rush and dist > d1:
                y = 1
            else:
                y = 0
            noisy = y if rng.random() > 0.04 else rng.choice([c for c in (0, 1, 2) if c != y])
            r = {idc: 500000 + i, ts_col: t.strftime("%Y-%m-%d %H:%M:%S"), "distance_km": round(dist, 1),
                 "weight_kg": round(rng.uniform(0.2, 30), 2), "carrier": carrier,
                 "region": rng.choice(regions) if rng.random() > 0.08 else None}
            return r, y, noisy

        ids = rng.sample(range(3000), 1600)
        train = [row(i, False) for i in ids[:1200]]
        hidden = [row(i, True) for i in ids[1200:]]
        y_hid = [n for _, _, n in hidden]
        value = _macro_f1(y_hid, [y for _, y, _ in hidden], 3)
        bar = round(value - 0.12, 3)
        model_dir = rng.choice(["/app/model", "/srv/delay-model", "/opt/models/delay"])
        cols = [idc, ts_col, "distance_km", "weight_kg", "carrier", "region"]
        data = rng.choice(["/app/data", "/srv/data"]) + "/deliveries.csv"
        files = {data: File.of(_csv(cols + [label], [dict(r, **{label: CLASSES[n]}) for r, _, n in train]))}
        predict = (PREDICT.replace("{ts}", ts_col).replace("{id}", idc).replace("{label}", label)
                   .replace("{r1}", str(r1)).replace("{r2}", str(r2)).replace("{r3}", str(r3)).replace("{r4}", str(r4)))
        cfg = {"level": "hard", "train": data, "label": label, "id": idc, "num": [], "cat": ["carrier", "region"],
               "model_dir": model_dir, "predict": predict}
        decoys = [("majority", "right format, predicts the most common class everywhere"),
                  ("no_time_features", f"drops `{ts_col}` instead of deriving hour/weekday features"),
                  ("strict_encoder", "one-hot encoder that fails on a carrier it has not seen"),
                  ("no_predict_script", "half the job: trains and saves a model but ships no predict.py")]
        tests = {"cases/incoming.csv": File.of(_csv(cols, [r for r, _, _ in hidden])),
                 "test_outputs.py": self._tests_hard(model_dir, idc, label, bar,
                                                     {"ids": [r[idc] for r, _, _ in hidden],
                                                      "labels": [CLASSES[n] for n in y_hid]})}
        rush_txt = f"{r1:02d}:00-{r2:02d}:00 and {r3:02d}:00-{r4:02d}:00 on weekdays"
        instruction = dedent(f"""
            # Delivery delay model for {company} dispatch

            Dispatch wants to warn customers early when a parcel will be late. `{data}` holds {len(train)} past
            deliveries: `{idc}`, `{ts_col}` (local time of the booking), `distance_km`, `weight_kg`, `carrier`,
            `region` (sometimes empty) and the outcome `{label}`, one of `on_time`, `late`, `very_late`.
            Operations say delays cluster in the rush hours ({rush_txt}) and depend on the carrier and the
            distance, but nobody has checked the details.

            Build and ship a model:

            1. `{model_dir}/predict.py`, run as `python3 {model_dir}/predict.py --input IN.csv --output OUT.csv`.
               `IN.csv` has the same columns as the training file without `{label}`. `OUT.csv` must have the
               header `{idc},{label}` and one row per input row with the predicted class.
            2. Whatever it loads (a fitted model, encoders) must live in `{model_dir}/` too. Only that folder is
               kept: the script is run on new bookings in a fresh container with the same software.

            The bar: on new bookings the **macro-averaged F1** over the three classes must be at least **{bar:.3f}**.
            New bookings can include a carrier that does not appear in the training data and empty `region` values;
            the script must still predict every row. Train it here (scikit-learn, pandas and numpy are installed),
            and keep prediction fast: a few seconds for a few thousand rows.
        """)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=data.rsplit("/", 1)[0]),
            solution=_solver(cfg, ""),
            tests=tests,
            decoys=[Decoy(name=n, description=d, script=_solver(cfg, n)) for n, d in decoys],
            outputs=[model_dir],
            tools=["python3", "csvstat", "cat", "mkdir", "chmod", "head", "cut"],
            tags=["ml", "classification", "scikit-learn", "feature-engineering", "model-serving", "unseen-categories"],
            expert_time_min=40,
            junior_time_min=120,
            timeouts=Timeouts(verifier_sec=300),
        )

    @staticmethod
    def _instruction(rng, S, level, data_dir, out, metric, bar, cat_name):
        context = rng.choice([
            "The current heuristic flags far too many cases and the analysts have stopped trusting it.",
            "If the model clears the bar it replaces a manual review step next sprint.",
            "A vendor quoted six weeks for this; we want to know whether an in-house model is good enough.",
            "The team lead wants a working baseline before investing in more data collection.",
            "This model will run in a nightly batch job, so latency is not a concern.",
            "Last year's attempt stalled on a linear model that never got close to the bar.",
        ])
        lead = rng.choice(["We need a first model here.", "A quick but solid baseline is needed.",
                           "Before the vendor demo next week we want our own model.",
                           "The old rules engine is being retired."])
        names = ", ".join(f"`{f[0]}`" for f in S["feats"])
        extra = ""
        if level == "medium":
            extra = (f" There is also a categorical column `{cat_name}`, and some numeric values are missing (empty "
                     f"cells). Positives are the minority class.")
        bar_txt = (f"**accuracy** of at least **{bar:.3f}**" if metric == "accuracy" else
                   f"**F1 score of the positive class** (`1`) of at least **{bar:.3f}**")
        return dedent(f"""
            # Predict {S['what']}

            {lead} {S['team'][0].upper() + S['team'][1:]} wants to predict {S['what']} (`{S['label']}`: 1 or 0). `{data_dir}/train.csv` has
            labelled history with the id `{S['id']}`, the numeric columns {names} and the label.{extra}
            `{data_dir}/test.csv` has the same columns without the label; its labels are held back by the team.

            Write `{out}` with the header `{S['id']},{S['label']}` and one row for **every** row of `test.csv`
            (any order), the predicted label as `0` or `1`.

            The bar: on `test.csv` the predictions must reach an {bar_txt}. The relationship between the
            features and the label is not necessarily linear. scikit-learn, pandas and numpy are installed; there
            is no network access.

            {context} Only the predictions file is evaluated, so any approach that learns from `train.csv` is
            fine; the held-back labels of `test.csv` are not on this machine. Do not modify the data files.
        """)

    @staticmethod
    def _tests_file(out, idc, label, metric, bar, truth):
        consts = {"OUT": out, "ID": idc, "LABEL": label, "METRIC": metric, "BAR": bar, "TRUTH": truth}
        body = '''
            def _pred():
                assert os.path.isfile(OUT), f"missing {OUT}"
                with open(OUT, newline="") as f:
                    r = csv.DictReader(f)
                    assert r.fieldnames and [h.strip() for h in r.fieldnames] == [ID, LABEL], f"header is {r.fieldnames}"
                    return {int(float(row[ID])): int(float(row[LABEL])) for row in r}

            def test_every_row_predicted():
                got = _pred()
                missing = set(TRUTH["ids"]) - set(got)
                extra = set(got) - set(TRUTH["ids"])
                assert not missing and not extra, f"{len(missing)} test rows without a prediction, {len(extra)} unknown ids"

            def test_quality_bar():
                got = _pred()
                y = [int(c) for c in TRUTH["labels"]]
                p = [got.get(i, -1) for i in TRUTH["ids"]]
                if METRIC == "accuracy":
                    score = sum(a == b for a, b in zip(y, p)) / len(y)
                else:
                    tp = sum(a == 1 and b == 1 for a, b in zip(y, p))
                    fp = sum(a != 1 and b == 1 for a, b in zip(y, p))
                    fn = sum(a == 1 and b != 1 for a, b in zip(y, p))
                    score = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
                assert score >= BAR, f"{METRIC} on the held-back labels is {score:.4f}, the bar is {BAR}"
        '''
        return pytest_file("import csv, os", consts, body)

    @staticmethod
    def _tests_hard(model_dir, idc, label, bar, truth):
        consts = {"MODEL_DIR": model_dir, "ID": idc, "LABEL": label, "BAR": bar, "TRUTH": truth}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))

            def _run(tmp_path):
                script = os.path.join(MODEL_DIR, "predict.py")
                assert os.path.isfile(script), f"missing {script}"
                out = tmp_path / "pred.csv"
                p = subprocess.run([sys.executable, script, "--input", os.path.join(HERE, "cases", "incoming.csv"),
                                    "--output", str(out)], capture_output=True, text=True, timeout=240, cwd=str(tmp_path))
                assert p.returncode == 0, f"predict.py failed on new bookings: {p.stderr[-1000:]}"
                with open(out, newline="") as f:
                    r = csv.DictReader(f)
                    assert r.fieldnames and [h.strip() for h in r.fieldnames] == [ID, LABEL], f"header is {r.fieldnames}"
                    return {int(float(row[ID])): row[LABEL].strip() for row in r}

            def test_predicts_new_bookings(tmp_path):
                got = _run(tmp_path)
                missing = set(TRUTH["ids"]) - set(got)
                assert not missing, f"{len(missing)} of {len(TRUTH['ids'])} new bookings have no prediction"
                classes = ["on_time", "late", "very_late"]
                y, p = TRUTH["labels"], [got[i] for i in TRUTH["ids"]]
                bad = sorted(set(p) - set(classes))
                assert not bad, f"unknown classes predicted: {bad[:5]}"
                f1s = []
                for c in classes:
                    tp = sum(a == c and b == c for a, b in zip(y, p))
                    fp = sum(a != c and b == c for a, b in zip(y, p))
                    fn = sum(a == c and b != c for a, b in zip(y, p))
                    f1s.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
                score = sum(f1s) / 3
                assert score >= BAR, f"macro F1 on new bookings is {score:.4f} (per class {[round(x, 3) for x in f1s]}), the bar is {BAR}"
        '''
        return pytest_file("import csv, os, subprocess, sys", consts, body)


def _csv(cols: list[str], rows: list[dict]) -> str:
    out = [",".join(cols)]
    for r in rows:
        out.append(",".join("" if r.get(c) is None else str(r[c]) for c in cols))
    return "\n".join(out) + "\n"


def _f1(y, p, c=1):
    tp = sum(1 for a, b in zip(y, p) if a == c and b == c)
    fp = sum(1 for a, b in zip(y, p) if a != c and b == c)
    fn = sum(1 for a, b in zip(y, p) if a == c and b != c)
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def _macro_f1(y, p, k):
    return sum(_f1(y, p, c) for c in range(k)) / k
