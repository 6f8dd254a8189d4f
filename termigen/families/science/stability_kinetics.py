"""Science/curve fitting: first-order degradation kinetics from stability assay data (log-linear OLS, nonlinear least
squares on the concentration scale, Arrhenius extrapolation to the storage temperature)."""

from __future__ import annotations

import json
import math
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

R_GAS = 8.314462618  # J/(mol K)
LN_10_9 = math.log(10 / 9)
DRUGS = ["amoxicillin", "ceftriaxone", "pantoprazole", "esomeprazole", "vancomycin", "meropenem", "ampicillin",
         "azacitidine", "bortezomib", "carboplatin", "doxorubicin", "gemcitabine", "nitroglycerin", "oxytocin",
         "insulin aspart", "latanoprost", "epinephrine", "succinylcholine", "famotidine", "cisatracurium"]
COMPANIES = ["Aurelian Pharma", "Beckford Biologics", "Calder Therapeutics", "Dunmore Generics", "Estuary Labs",
             "Falkirk Sterile Products", "Greyhaven Pharmaceuticals", "Holloway Compounding", "Inverleith Biotech",
             "Juniper Parenterals", "Kestrel Formulation Services", "Lowmoor Contract Manufacturing"]
MATRICES = ["0.9% saline", "5% dextrose", "water for injection", "lactated Ringer's", "phosphate buffer pH 7.4",
            "citrate buffer pH 5.0"]
ROOTS = ["/data/stability", "/srv/lims/exports", "/home/qc/stability", "/opt/qc/studies", "/work/stability"]
INVALID_REASONS = ["system suitability failed", "vial mislabelled", "injection error", "integration reprocessed",
                   "standard prep out of tolerance", "autosampler pressure fault"]
TIME_UNITS = {"h": 1 / 24, "d": 1.0, "wk": 7.0}

# One program: the oracle, and with BUG set each decoy (a decoy differs only in its mistake).
PROGRAM = r'''
import csv, json, math, sys
import numpy as np
from scipy.optimize import curve_fit
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
CFG = json.load(open("/tmp/kin_cfg.json"))
UNITS = {"h": 1 / 24, "d": 1.0, "wk": 7.0}
LN_10_9 = math.log(10 / 9)
R = 8.314462618

def days(s):
    num, unit = s.split()
    return float(num) if BUG == "unit_blind" else float(num) * UNITS[unit]

def loglin(t, c):
    if BUG == "log10":
        b, a = np.polyfit(t, np.log10(c), 1)
        return -b, 10 ** a
    b, a = np.polyfit(t, np.log(c), 1)
    return -b, math.exp(a)

def fit(t, c):
    t, c = np.asarray(t, float), np.asarray(c, float)
    k0, c00 = loglin(t, c)
    if CFG["level"] == "easy" or BUG == "log_linear":
        return k0, c00
    (c0, k), _ = curve_fit(lambda x, c0, k: c0 * np.exp(-k * x), t, c, p0=[c00, k0], maxfev=20000)
    return float(k), float(c0)

rows = list(csv.DictReader(open("/tmp/clean.csv")))
if CFG["level"] == "easy":
    t = [float(r[CFG["tcol"]]) / 24 for r in rows]
    if BUG == "per_hour":
        t = [x * 24 for x in t]
    k, c0 = fit(t, [float(r[CFG["ccol"]]) for r in rows])
    out = {"k_per_day": k, "c0_mg_ml": c0}
    if BUG != "no_t90":
        out.update(t90_days=LN_10_9 / k, half_life_days=math.log(2) / k)
    json.dump(out, open(CFG["out_json"], "w"), indent=2)
elif CFG["level"] == "medium":
    lots = {}
    for r in rows:
        lots.setdefault(r[CFG["lotcol"]], []).append((days(r[CFG["tcol"]]), float(r[CFG["ccol"]])))
    res = []
    for lot in sorted(lots):
        k, c0 = fit([a for a, _ in lots[lot]], [b for _, b in lots[lot]])
        res.append((lot, k, c0, LN_10_9 / k))
    with open(CFG["out_csv"], "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["lot", "k_per_day", "c0_mg_ml", "t90_days"])
        for lot, k, c0, t90 in res:
            w.writerow([lot, repr(k), repr(c0), repr(t90)])
    if BUG != "no_summary":
        worst = min(res, key=lambda x: x[3])
        json.dump({"limiting_lot": worst[0], "shelf_life_days": worst[3]}, open(CFG["out_json"], "w"), indent=2)
else:
    temps = {}
    for r in rows:
        temps.setdefault(float(r["temp_c"]), []).append((days(r[CFG["tcol"]]), float(r[CFG["ccol"]])))
    res = []
    for tc in sorted(temps):
        k, _ = fit([a for a, _ in temps[tc]], [b for _, b in temps[tc]])
        res.append((tc, k))
    with open(CFG["out_csv"], "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["temp_c", "k_per_day"])
        for tc, k in res:
            w.writerow([f"{tc:g}", repr(k)])
    if BUG != "no_prediction":
        off = 0.0 if BUG == "celsius" else 273.15
        x = np.array([1 / (tc + off) for tc, _ in res])
        y = np.array([math.log(k) for _, k in res])
        m, b = np.polyfit(x, y, 1)
        ea = -m * R / 1000
        ks = math.exp(b - ea * 1000 / (R * (CFG["storage_c"] + off)))
        json.dump({"ea_kj_per_mol": ea, "ln_a": b, "k_storage_per_day": ks, "t90_storage_days": LN_10_9 / ks},
                  open(CFG["out_json"], "w"), indent=2)
'''


def _solver(cfg: dict, bug: str = "") -> str:
    lv = cfg["level"]
    if lv == "easy":
        src = cfg["csv"]
        keep = f"csvgrep -c {cfg['statuscol']} -r '^valid$' {src}" if bug != "keeps_invalid" else f"cat {src}"
        prep = f"{keep} | csvcut -c {cfg['tcol']},{cfg['ccol']} > /tmp/clean.csv"
    elif lv == "medium":
        src = cfg["csv"]
        drop = (f"csvgrep -c {cfg['ccol']} -r '^<' -i {src}" if bug != "keeps_loq"
                else f"sed 's/<LOQ/{cfg['loq']}/' {src}")
        prep = f"{drop} | csvcut -c {cfg['lotcol']},{cfg['tcol']},{cfg['ccol']} > /tmp/clean.csv"
    else:
        excl = "" if bug == "includes_excursion" else \
            f"EXCL=$(grep -i 'impact: data invalid' {cfg['devlog']} | sed -E 's/.*condition ([0-9]+) ?C.*/\\1/' | tr '\\n' ' ')"
        prep = dedent(f"""
            EXCL="${{EXCL:-}}"
            {excl}
            {{
              echo "temp_c,{cfg['tcol']},replicate,{cfg['ccol']}"
              for f in {cfg['rundir']}/*.csv; do
                T=$(basename "$f" | sed -E 's/[^0-9]*([0-9]+)C\\.csv/\\1/')
                case " $EXCL " in *" $T "*) continue ;; esac
                sed "1d; s/^/$T,/" "$f"
              done
            }} | csvgrep -c {cfg['ccol']} -r '^<' -i | csvcut -c temp_c,{cfg['tcol']},{cfg['ccol']} > /tmp/clean.csv
        """)
    return script("""
        mkdir -p {outdir}
        cat > /tmp/kin_cfg.json <<'JSON'
        {cfg}
        JSON
        cat > /tmp/kinetics.py <<'PY'
        {program}
        PY
        {prep}
        python3 /tmp/kinetics.py {bug}
    """).replace("{program}", PROGRAM.strip("\n")).replace("{cfg}", json.dumps(cfg)).replace("{prep}", prep.strip("\n")) \
        .replace("{bug}", bug).replace("{outdir}", cfg["outdir"])


# -- pure-Python ground truth ------------------------------------------------------------------------------
def _ols(x, y):
    n = len(x)
    mx, my = sum(x) / n, sum(y) / n
    sxx = sum((a - mx) ** 2 for a in x)
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    m = sxy / sxx
    return m, my - m * mx


def _loglin(t, c, log=math.log):
    m, b = _ols(t, [log(v) for v in c])
    return -m, (math.exp(b) if log is math.log else 10 ** b)


def _nls(t, c):
    """Least squares of c = c0 exp(-k t): c0 is linear given k, so minimise the profile over k (golden section)."""
    def c0_of(k):
        e = [math.exp(-k * x) for x in t]
        return sum(y * w for y, w in zip(c, e)) / sum(w * w for w in e)

    def sse(k):
        c0 = c0_of(k)
        return sum((y - c0 * math.exp(-k * x)) ** 2 for x, y in zip(t, c))

    k0, _ = _loglin(t, c)
    lo, hi = k0 / 5, k0 * 5
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = sse(a), sse(b)
    for _ in range(160):
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = sse(a)
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = sse(b)
    k = (lo + hi) / 2
    assert lo > k0 / 5 * 1.001 and hi < k0 * 5 * 0.999, "optimum at the bracket edge"
    return k, c0_of(k)


def _days(stamp):
    num, unit = stamp.split()
    return float(num) * TIME_UNITS[unit]


def _rel(a, b):
    return abs(a - b) / abs(b)


@register
class StabilityKinetics(Family):
    name = "stability_kinetics"
    category = "science"
    description = "Fit first-order degradation kinetics to stability assay data (OLS, nonlinear LS, Arrhenius shelf life)."
    base_image = "termigen/sci:1"

    TOL = 5e-4

    def make(self, rng: random.Random, level: str) -> Draft:
        drug = rng.choice(DRUGS)
        company = rng.choice(COMPANIES)
        matrix = rng.choice(MATRICES)
        root = rng.choice(ROOTS)
        study = f"STB-{rng.randint(100, 999)}"
        base = f"{root}/{study.lower()}"
        outdir = f"{base}/results"
        cfg = {"level": level, "outdir": outdir}
        files = {}
        if level == "easy":
            truth, bad_checks = self._easy(rng, cfg, files, base, drug)
        elif level == "medium":
            truth, bad_checks = self._medium(rng, cfg, files, base, drug)
        else:
            truth, bad_checks = self._hard(rng, cfg, files, base, drug)
        bugs = self._bugs(level)
        decoys = [Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()]
        return Draft(
            instruction=self._instruction(rng, level, cfg, drug, company, matrix, study),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests={"test_outputs.py": self._tests(level, cfg, truth)},
            decoys=decoys,
            outputs=[outdir],
            tools=["python3", "csvgrep", "csvcut", "sed", "mkdir", "cat"] + (["grep", "tr", "basename"] if level == "hard" else []),
            tags=["curve-fitting", "kinetics", "stability", "scipy"] + {"easy": ["log-linear-regression"],
                                                                         "medium": ["nonlinear-least-squares"],
                                                                         "hard": ["nonlinear-least-squares", "arrhenius"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _bugs(level):
        if level == "easy":
            return {"keeps_invalid": "fits the invalidated assay rows too",
                    "per_hour": "right format, but the rate is per hour (times not converted to days)",
                    "log10": "regresses log10 of the concentration, so k is off by ln(10)",
                    "no_t90": "half the job: k and C0 but no shelf life or half-life"}
        if level == "medium":
            return {"log_linear": "fits ln(C) by OLS instead of least squares on the concentration scale",
                    "keeps_loq": "replaces '<LOQ' results by the LOQ instead of excluding them",
                    "unit_blind": "reads the elapsed-time numbers without their unit (h/d/wk)",
                    "no_summary": "half the job: the per-lot table without the summary"}
        return {"celsius": "Arrhenius plot against 1/T with T in Celsius",
                "log_linear": "per-condition rates from a log-linear fit instead of least squares on concentration",
                "includes_excursion": "keeps the condition invalidated in the deviation log",
                "no_prediction": "half the job: rate table only, no Arrhenius fit or shelf life"}

    # -- easy: one lot, OLS of ln C on t -----------------------------------------------------------------
    def _easy(self, rng, cfg, files, base, drug):
        tcol = rng.choice(["timepoint_h", "pull_time_h", "elapsed_h", "time_h"])
        ccol = rng.choice(["assay_mg_ml", "conc_mg_ml", "result_mg_ml"])
        scol = rng.choice(["status", "result_status", "review_status"])
        lot = f"{rng.choice('ABCDEFGHJKLMNPRSTUVW')}{rng.randint(10000, 99999)}"
        for _ in range(200):
            c0 = rng.uniform(1.5, 12.0)
            k = rng.uniform(0.01, 0.12)
            hours = sorted(set([0, 4, 8, 12, 24] + [24 * d for d in rng.sample(range(2, 22), rng.randint(6, 9))]))
            rows, valid = [], []
            for h in hours:
                val = c0 * math.exp(-k * h / 24) * (1 + rng.gauss(0, 0.012))
                rows.append([h, f"{val:.4f}", "valid", ""])
            # invalidated results sit well off the curve, late in the study
            for h in rng.sample(hours[len(hours) // 2:], 2):
                val = c0 * math.exp(-k * h / 24) * rng.uniform(0.55, 0.75)
                rows.append([h, f"{val:.4f}", "invalid", rng.choice(INVALID_REASONS)])
            rows.sort(key=lambda r: (r[0], r[2]))
            t = [r[0] / 24 for r in rows if r[2] == "valid"]
            c = [float(r[1]) for r in rows if r[2] == "valid"]
            kk, cc = _loglin(t, c)
            truth = {"k_per_day": kk, "c0_mg_ml": cc, "t90_days": LN_10_9 / kk, "half_life_days": math.log(2) / kk}
            k_inv, _ = _loglin([r[0] / 24 for r in rows], [float(r[1]) for r in rows])
            if _rel(k_inv, kk) > 40 * self.TOL:
                break
        lines = [f"sample_id,lot,{tcol},{ccol},{scol},comment"]
        for i, (h, v, st, why) in enumerate(rows, 1):
            lines.append(f"{lot}-{i:03d},{lot},{h},{v},{st},{why}")
        path = f"{base}/assay_{lot}.csv"
        files[path] = File.of("\n".join(lines) + "\n")
        cfg.update(csv=path, tcol=tcol, ccol=ccol, statuscol=scol, lot=lot, out_json=f"{cfg['outdir']}/fit.json")
        return truth, None

    # -- medium: several lots, NLS on concentration, <LOQ, mixed time units --------------------------------
    def _medium(self, rng, cfg, files, base, drug):
        lotcol = rng.choice(["lot", "batch", "lot_no"])
        tcol = rng.choice(["elapsed", "pull_point", "time_on_stability"])
        ccol = rng.choice(["conc_mg_ml", "assay_mg_ml", "potency_mg_ml"])
        n_lots = rng.randint(3, 5)
        lots = sorted({f"{rng.choice(['L', 'B', 'P'])}{rng.randint(1000, 9999)}" for _ in range(n_lots + 3)})[:n_lots]
        rng.shuffle(lots)
        def stamp(tp):
            if tp == 0:
                return "0 h"
            h = tp * 24
            if abs(h - round(h)) < 1e-9 and (h < 48 or rng.random() < 0.3):
                return f"{int(round(h))} h"
            if abs(tp % 7) < 1e-9 and rng.random() < 0.6:
                return f"{int(round(tp / 7))} wk"
            return f"{tp:g} d"

        for _ in range(300):
            c0s = [rng.uniform(2.0, 10.0) for _ in lots]
            loq = round(min(c0s) * rng.uniform(0.15, 0.22), 2)
            rows, per = [], {}
            for i, lot in enumerate(lots):
                c0 = c0s[i]
                # the first lot decays below the LOQ at its last pulls
                k = rng.uniform(0.08, 0.16) if i == 0 else rng.uniform(0.02, 0.09)
                t_end = math.log(c0 / (loq * 0.55)) / k if i == 0 else rng.uniform(1.0, 1.6) / k
                pulls = sorted(set([0.0, 0.25, 0.5, 1.0] + [round(t_end * f, 1) for f in (0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1.0)]))
                for tp in pulls:
                    st = stamp(tp)
                    td = _days(st)
                    for rep in (1, 2):
                        val = c0 * math.exp(-k * tp) + rng.gauss(0, 0.015 * c0)
                        text = "<LOQ" if val < loq else f"{val:.4f}"
                        rows.append((lot, st, rep, text, td))
                        if text != "<LOQ":
                            per.setdefault(lot, []).append((td, float(text)))
            truth = {}
            for lot in lots:
                t, c = [a for a, _ in per[lot]], [b for _, b in per[lot]]
                k, c0 = _nls(t, c)
                truth[lot] = {"k_per_day": k, "c0_mg_ml": c0, "t90_days": LN_10_9 / k}
            # every decoy must miss by far more than the tolerance, on at least one lot
            first = lots[0]
            t, c = [a for a, _ in per[first]], [b for _, b in per[first]]
            kl, _ = _loglin(t, c)
            loq_rows = [(td, loq) for (lot, _, _, txt, td) in rows if lot == first and txt == "<LOQ"]
            kq, _ = _nls(t + [a for a, _ in loq_rows], c + [b for _, b in loq_rows])
            kt = truth[first]["k_per_day"]
            if len(loq_rows) >= 2 and _rel(kl, kt) > 20 * self.TOL and _rel(kq, kt) > 20 * self.TOL:
                break
        else:
            raise AssertionError("could not draw separable data")
        lines = [f"{lotcol},{tcol},replicate,{ccol}"] + [f"{lot},{st},{rep},{text}" for lot, st, rep, text, _ in rows]
        path = f"{base}/{drug.split()[0]}_stability.csv"
        files[path] = File.of("\n".join(lines) + "\n")
        worst = min(lots, key=lambda l: truth[l]["t90_days"])
        cfg.update(csv=path, tcol=tcol, ccol=ccol, lotcol=lotcol, loq=f"{loq:.2f}",
                   out_csv=f"{cfg['outdir']}/lot_fits.csv", out_json=f"{cfg['outdir']}/summary.json")
        return {"lots": truth, "limiting_lot": worst, "shelf_life_days": truth[worst]["t90_days"]}, None

    # -- hard: several temperatures, NLS per condition, Arrhenius extrapolation ----------------------------
    def _hard(self, rng, cfg, files, base, drug):
        tcol = rng.choice(["elapsed", "pull_point", "time_on_stability"])
        ccol = rng.choice(["conc_mg_ml", "assay_mg_ml", "potency_mg_ml"])
        temps = sorted(rng.sample([30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80], rng.randint(4, 5)))
        storage = rng.choice([5, 25, 30]) if temps[0] > 30 else rng.choice([5, 25])
        excluded = rng.choice(temps[1:-1]) if len(temps) > 3 else temps[1]
        ea = rng.uniform(60, 110) * 1000
        k_top = rng.uniform(0.08, 0.3)
        ln_a = math.log(k_top) + ea / (R_GAS * (temps[-1] + 273.15))
        loq = None
        prefix = rng.choice(["T", "cond_", "stress_", "chamber_"])
        def stamp(tp):
            h = tp * 24
            if tp == 0:
                return "0 h"
            if h < 72 and abs(h - round(h, 1)) < 1e-9:
                return f"{round(h, 1):g} h"
            return f"{tp:g} d"

        for _ in range(300):
            c0 = rng.uniform(2.0, 10.0)
            loq = round(c0 * rng.uniform(0.12, 0.2), 2)
            data, per = {}, {}
            for tc in temps:
                k = math.exp(ln_a - ea / (R_GAS * (tc + 273.15)))
                if tc == excluded:
                    k *= rng.uniform(1.6, 2.4)  # the excursion accelerated this condition
                t_end = math.log(c0 / (loq * 0.6)) / k if tc == temps[-1] else rng.uniform(1.0, 1.8) / k
                pulls = sorted(set([0.0] + [round(t_end * f, 2) for f in (0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 1.0)]))
                rows = []
                for tp in pulls:
                    st = stamp(tp)
                    td = _days(st)
                    for rep in (1, 2):
                        val = c0 * math.exp(-k * tp) + rng.gauss(0, 0.015 * c0)
                        text = "<LOQ" if val < loq else f"{val:.4f}"
                        rows.append((st, rep, text))
                        if text != "<LOQ":
                            per.setdefault(tc, []).append((td, float(text)))
                data[tc] = rows
            rates = {tc: _nls([a for a, _ in per[tc]], [b for _, b in per[tc]])[0] for tc in temps}
            logl = {tc: _loglin([a for a, _ in per[tc]], [b for _, b in per[tc]])[0] for tc in temps}
            used = [tc for tc in temps if tc != excluded]
            truth = self._arrhenius({tc: rates[tc] for tc in used}, storage, 273.15)
            if max(_rel(logl[tc], rates[tc]) for tc in used) > 20 * self.TOL:
                break
        else:
            raise AssertionError("could not draw separable data")
        truth["rates"] = [[tc, rates[tc]] for tc in used]
        rundir = f"{base}/runs"
        for tc in temps:
            lines = [f"{tcol},replicate,{ccol}"] + [f"{st},{rep},{text}" for st, rep, text in data[tc]]
            files[f"{rundir}/{prefix}{tc}C.csv"] = File.of("\n".join(lines) + "\n")
        devlog = f"{base}/deviations.txt"
        files[devlog] = File.of(self._deviations(rng, temps, excluded))
        cfg.update(rundir=rundir, devlog=devlog, tcol=tcol, ccol=ccol, loq=f"{loq:.2f}", storage_c=storage,
                   out_csv=f"{cfg['outdir']}/rates.csv", out_json=f"{cfg['outdir']}/arrhenius.json", prefix=prefix)
        # decoy separation checks (Celsius plot)
        cel = self._arrhenius({tc: rates[tc] for tc in used}, storage, 0.0)
        assert _rel(cel["t90_storage_days"], truth["t90_storage_days"]) > 20 * self.TOL
        return truth, None

    @staticmethod
    def _arrhenius(rates, storage, off):
        x = [1 / (tc + off) for tc in rates]
        y = [math.log(k) for k in rates.values()]
        m, b = _ols(x, y)
        ea = -m * R_GAS / 1000
        ks = math.exp(b - ea * 1000 / (R_GAS * (storage + off)))
        return {"ea_kj_per_mol": ea, "ln_a": b, "k_storage_per_day": ks, "t90_storage_days": LN_10_9 / ks}

    @staticmethod
    def _deviations(rng, temps, excluded):
        entries = []
        others = [t for t in temps if t != excluded]
        harmless = ["sample labels reprinted after smudging", "pull performed 2 h late (within window)",
                    "analyst change mid-study", "HPLC column replaced with same part number",
                    "data logger battery replaced"]
        for t in rng.sample(others, min(2, len(others))):
            entries.append((t, rng.choice(harmless), "impact: none"))
        entries.append((excluded, f"chamber excursion to {excluded + rng.randint(6, 15)} C for {rng.randint(8, 40)} h",
                        "impact: data invalid for kinetic evaluation"))
        rng.shuffle(entries)
        lines = ["# deviation log export (QMS)", "# id | date | condition | description | impact"]
        for i, (t, what, impact) in enumerate(entries):
            lines.append(f"DEV-{rng.randint(1000, 9999)} | 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} | "
                         f"condition {t}C | {what} | {impact}")
        return "\n".join(lines) + "\n"

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, drug, company, matrix, study):
        asker = rng.choice(["The stability group", "QA", "Regulatory affairs", "The formulation team", "Our QC lead"])
        verb = rng.choice(["asked for", "needs", "is waiting for", "wants"])
        purpose = rng.choice(["for the shelf-life justification in the filing", "for the in-use stability statement",
                              "to set the beyond-use date", "for the annual product review"])
        head = f"# Degradation kinetics for {drug} in {matrix} ({company}, study {study})\n\n"
        fmt = ("Report every number as a plain JSON/CSV number with full precision (at least 6 significant digits; do "
               "not round).")
        if level == "easy":
            body = dedent(f"""
                {asker} {verb} the degradation rate of {drug} lot {cfg['lot']} {purpose}. The LIMS export is
                `{cfg['csv']}`; `{cfg['tcol']}` is the time on stability in **hours**, `{cfg['ccol']}` the measured
                concentration in mg/mL. Only rows whose `{cfg['statuscol']}` is `valid` are usable; invalidated results
                stay in the export for traceability but must not be used.

                The degradation is first order, C(t) = C0 * exp(-k t). Estimate it the way the SOP prescribes: ordinary
                (unweighted) least-squares regression of the natural log of the concentration against time in
                **days**, using every valid row. Then k is minus the slope and C0 = exp(intercept).

                Write `{cfg['out_json']}` as a JSON object with:
                - `k_per_day`: k in 1/day;
                - `c0_mg_ml`: C0 in mg/mL;
                - `t90_days`: the time to fall to 90% of C0, ln(10/9)/k, in days;
                - `half_life_days`: ln(2)/k, in days.
            """)
        elif level == "medium":
            body = dedent(f"""
                {asker} {verb} first-order degradation rates for every lot in `{cfg['csv']}` {purpose}. Each row is
                one injection: `{cfg['lotcol']}` is the lot, `{cfg['tcol']}` the time on stability written with its
                unit (`h` hours, `d` days, `wk` weeks, e.g. `36 h`, `2.5 d`, `1 wk`), `replicate` the injection number
                and `{cfg['ccol']}` the result in mg/mL. Results below the limit of quantitation
                ({cfg['loq']} mg/mL) are reported as `<LOQ`; they are not measurements and must be excluded (do not
                substitute a value).

                Model: C(t) = C0 * exp(-k t), t in days. The assay error is additive and constant, so fit each lot by
                **nonlinear least squares on the concentration scale** (minimise the sum of squared residuals of C,
                every replicate a separate point, unweighted); a straight-line fit of ln(C) is not acceptable here
                (it weights the low late results far too heavily).

                Write:
                1. `{cfg['out_csv']}` with header `lot,k_per_day,c0_mg_ml,t90_days` and one row per lot (any order),
                   where t90_days = ln(10/9)/k is the time to fall to 90% of C0.
                2. `{cfg['out_json']}`: a JSON object with `limiting_lot` (the lot with the shortest t90) and
                   `shelf_life_days` (that lot's t90).
            """)
        else:
            body = dedent(f"""
                {asker} {verb} an Arrhenius extrapolation of the accelerated stability data {purpose}: the predicted
                degradation rate and t90 at the storage temperature of {cfg['storage_c']} C. Each stress condition
                is one file in `{cfg['rundir']}` named `{cfg['prefix']}<temperature in C>C.csv`, with columns
                `{cfg['tcol']}` (time on stability with its unit: `h` hours, `d` days, `wk` weeks), `replicate` and
                `{cfg['ccol']}` (mg/mL). Results below the LOQ ({cfg['loq']} mg/mL) read `<LOQ` and must be excluded.
                The deviation log `{cfg['devlog']}` lists what went wrong during the study: a condition whose data
                were declared invalid for kinetic evaluation must be left out entirely.

                Steps:
                1. For every valid condition fit C(t) = C0 * exp(-k t) (t in days) by **nonlinear least squares on
                   the concentration scale** (unweighted, each replicate a separate point; not a fit of ln C).
                2. Fit the Arrhenius equation ln k = ln A - Ea / (R T) by ordinary least squares of ln k against 1/T,
                   with T in kelvin (T = t_C + 273.15) and R = 8.314462618 J/(mol K).
                3. Predict k at {cfg['storage_c']} C from that line, and t90 = ln(10/9)/k.

                Write:
                1. `{cfg['out_csv']}` with header `temp_c,k_per_day` and one row per valid condition (temperature
                   as an integer, ascending).
                2. `{cfg['out_json']}`: a JSON object with `ea_kj_per_mol` (Ea in kJ/mol), `ln_a` (the intercept,
                   with k in 1/day), `k_storage_per_day` and `t90_storage_days`.
            """)
        tail = (f"\nCreate `{cfg['outdir']}` if it does not exist and leave the input files unchanged. {fmt} "
                "Python 3 with numpy/scipy and csvkit are installed; there is no network.\n")
        return head + body + tail

    def _tests(self, level, cfg, truth):
        header = "import csv, json, math, os"
        # Tolerance: the truth is the exact optimum (closed-form OLS, or the NLS profile minimised to ~1e-12 by the
        # generator). Any correct solver (scipy curve_fit / least_squares defaults: ftol=xtol=1.5e-8) lands within
        # ~1e-6 of it, so 5e-4 relative is generous; every decoy misses by >= 1% (checked at generation).
        body = '''
            def close(got, want, what):
                assert isinstance(got, (int, float)), f"{what}: expected a number, got {got!r}"
                assert math.isfinite(got) and abs(got - want) <= TOL * abs(want), (
                    f"{what}: got {got}, expected {want:.6g} (relative tolerance {TOL})")

            def load(path):
                assert os.path.isfile(path), f"{path} is missing"
                with open(path) as f:
                    return json.load(f)

            def rows(path):
                assert os.path.isfile(path), f"{path} is missing"
                with open(path, newline="") as f:
                    return list(csv.DictReader(f))
        '''
        if level == "easy":
            body += '''
            def test_rate_and_intercept():
                d = load(OUT_JSON)
                close(d.get("k_per_day"), EXPECTED["k_per_day"], "k_per_day")
                close(d.get("c0_mg_ml"), EXPECTED["c0_mg_ml"], "c0_mg_ml")

            def test_shelf_life_and_half_life():
                d = load(OUT_JSON)
                close(d.get("t90_days"), EXPECTED["t90_days"], "t90_days")
                close(d.get("half_life_days"), EXPECTED["half_life_days"], "half_life_days")
            '''
        elif level == "medium":
            body += '''
            def test_lot_table():
                rs = rows(OUT_CSV)
                assert rs and list(rs[0].keys()) == ["lot", "k_per_day", "c0_mg_ml", "t90_days"], "wrong CSV header"
                got = {r["lot"]: r for r in rs}
                assert sorted(got) == sorted(EXPECTED["lots"]), f"lots {sorted(got)}, expected {sorted(EXPECTED['lots'])}"
                for lot, want in EXPECTED["lots"].items():
                    for key in ("k_per_day", "c0_mg_ml", "t90_days"):
                        close(float(got[lot][key]), want[key], f"lot {lot} {key}")

            def test_summary():
                d = load(OUT_JSON)
                assert d.get("limiting_lot") == EXPECTED["limiting_lot"], f"limiting_lot {d.get('limiting_lot')!r}, expected {EXPECTED['limiting_lot']!r}"
                close(d.get("shelf_life_days"), EXPECTED["shelf_life_days"], "shelf_life_days")
            '''
        else:
            body += '''
            def test_rates_per_valid_condition():
                rs = rows(OUT_CSV)
                assert rs and list(rs[0].keys()) == ["temp_c", "k_per_day"], "wrong CSV header"
                got = [(int(float(r["temp_c"])), float(r["k_per_day"])) for r in rs]
                want = EXPECTED["rates"]
                assert [t for t, _ in got] == [t for t, _ in want], f"conditions {[t for t, _ in got]}, expected {[t for t, _ in want]}"
                for (t, k), (_, wk) in zip(got, want):
                    close(k, wk, f"k at {t} C")

            def test_arrhenius_parameters():
                d = load(OUT_JSON)
                close(d.get("ea_kj_per_mol"), EXPECTED["ea_kj_per_mol"], "ea_kj_per_mol")
                close(d.get("ln_a"), EXPECTED["ln_a"], "ln_a")

            def test_prediction_at_storage():
                d = load(OUT_JSON)
                close(d.get("k_storage_per_day"), EXPECTED["k_storage_per_day"], "k_storage_per_day")
                close(d.get("t90_storage_days"), EXPECTED["t90_storage_days"], "t90_storage_days")
            '''
        consts = {"EXPECTED": truth, "TOL": self.TOL, "OUT_JSON": cfg["out_json"]}
        if "out_csv" in cfg:
            consts["OUT_CSV"] = cfg["out_csv"]
        return pytest_file(header, consts, body)
