#!/bin/bash
set -euo pipefail
mkdir -p /opt/qc/studies/stb-526/results
cat > /tmp/kin_cfg.json <<'JSON'
{"level": "medium", "outdir": "/opt/qc/studies/stb-526/results", "csv": "/opt/qc/studies/stb-526/pantoprazole_stability.csv", "tcol": "time_on_stability", "ccol": "potency_mg_ml", "lotcol": "lot_no", "loq": "0.32", "out_csv": "/opt/qc/studies/stb-526/results/lot_fits.csv", "out_json": "/opt/qc/studies/stb-526/results/summary.json"}
JSON
cat > /tmp/kinetics.py <<'PY'
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
PY
csvgrep -c potency_mg_ml -r '^<' -i /opt/qc/studies/stb-526/pantoprazole_stability.csv | csvcut -c lot_no,time_on_stability,potency_mg_ml > /tmp/clean.csv
python3 /tmp/kinetics.py log_linear
