#!/bin/bash
set -euo pipefail
mkdir -p /srv/vibration/fn-450a/analysis
cat > /tmp/vib_cfg.json <<'JSON'
{"level": "medium", "outdir": "/srv/vibration/fn-450a/analysis", "bin": "/srv/vibration/fn-450a/raw/fn-450a_de_h.bin", "sidecar": "/srv/vibration/fn-450a/raw/fn-450a_de_h.json", "nominal_rpm": 980, "zones": [0.71, 1.8, 4.5], "out_json": "/srv/vibration/fn-450a/analysis/report.json"}
JSON
cat > /tmp/vib.py <<'PY'
import json, math, sys
import numpy as np
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
CFG = json.load(open("/tmp/vib_cfg.json"))
LV = CFG["level"]
G = 9.80665

def spectrum(x, fs, window=False):
    n = len(x)
    x = x - x.mean() if BUG != "includes_dc" else x
    if window and BUG != "rectangular":
        w = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(n) / n)
        X = np.fft.rfft(x * w)
        amp = 2 * np.abs(X) / w.sum()
    else:
        X = np.fft.rfft(x)
        amp = (1 if BUG == "two_sided" else 2) * np.abs(X) / n
    return np.arange(len(X)) * fs / n, amp

if LV == "easy":
    fs = float(open("/tmp/fs.txt").read())
    x = np.loadtxt("/tmp/samples.txt")
    f, a = spectrum(x, fs)
    if BUG != "includes_dc":
        a[0] = 0.0
    top = np.argsort(-a, kind="stable")[:3]
    with open(CFG["out_csv"], "w") as fh:
        fh.write("rank,frequency_hz,amplitude_g\n")
        for r, k in enumerate(top, 1):
            fh.write(f"{r},{f[k]!r},{a[k]!r}\n")
    if BUG != "no_summary":
        xr = x if BUG == "rms_with_dc" else x - x.mean()
        json.dump({"rms_g": float(np.sqrt(np.mean(xr ** 2))), "dominant_hz": float(f[top[0]])},
                  open(CFG["out_json"], "w"), indent=2)
elif LV == "medium":
    khz = float(open("/tmp/khz.txt").read())
    fs = khz if BUG == "khz_as_hz" else khz * 1000
    side = json.load(open(CFG["sidecar"]))
    counts = np.loadtxt("/tmp/counts.txt")
    g = counts / side["adc"]["counts_per_volt"] * 1000 / side["sensor"]["sensitivity_mv_per_g"]
    x = g if BUG == "g_units" else g * G
    f, a = spectrum(x, fs)
    nom = CFG["nominal_rpm"] / 60
    if BUG == "largest_peak_as_1x":
        k1 = int(np.argmax(a[1:])) + 1
    else:
        band = np.where((f >= 0.95 * nom) & (f <= 1.05 * nom))[0]
        k1 = int(band[np.argmax(a[band])])
    out = {"running_speed_rpm": float(f[k1] * 60),
           "orders": [{"order": h, "frequency_hz": float(f[h * k1]), "amplitude_m_s2": float(a[h * k1])} for h in (1, 2, 3)]}
    if BUG != "no_velocity":
        sel = (f >= 10) & (f <= 1000)
        v = a[sel] / (2 * np.pi * f[sel]) * 1000
        vr = float(np.sqrt(np.sum(v ** 2) / 2))
        zone = "A" if vr <= CFG["zones"][0] else "B" if vr <= CFG["zones"][1] else "C" if vr <= CFG["zones"][2] else "D"
        out.update(velocity_rms_mm_s=vr, iso_zone=zone)
    json.dump(out, open(CFG["out_json"], "w"), indent=2)
else:
    fs = float(open("/tmp/fs.txt").read())
    data = np.loadtxt("/tmp/samples.txt", delimiter=",")
    acc, tach = data[:, 0], data[:, 1]
    up = np.where((tach[:-1] < 2.5) & (tach[1:] >= 2.5))[0] + 1
    if BUG == "both_edges":
        down = np.where((tach[:-1] >= 2.5) & (tach[1:] < 2.5))[0] + 1
        up = np.sort(np.concatenate([up, down]))
    frun = (len(up) - 1) / ((up[-1] - up[0]) / fs)
    if BUG == "nameplate_speed":
        frun = CFG["nameplate_rpm"] / 60
    f, a = spectrum(acc, fs, window=True)
    df = fs / len(acc)
    rows = []
    for h in range(1, CFG["orders"] + 1):
        cand = np.where(np.abs(f - h * frun) <= 3 * df + 1e-9)[0]
        k = int(cand[np.argmax(a[cand])])
        rows.append((h, f[k], a[k]))
    json.dump({"running_speed_rpm": frun * 60}, open(CFG["out_json"], "w"), indent=2)
    if BUG != "no_orders":
        with open(CFG["out_csv"], "w") as fh:
            fh.write("order,frequency_hz,amplitude_g\n")
            for h, fk, ak in rows:
                fh.write(f"{h},{fk!r},{ak!r}\n")
PY
jq -r '.sample_rate_khz' /srv/vibration/fn-450a/raw/fn-450a_de_h.json > /tmp/khz.txt
od -An -v -t d2 --endian=little /srv/vibration/fn-450a/raw/fn-450a_de_h.bin | tr -s ' ' '\n' | sed '/^$/d' > /tmp/counts.txt
python3 /tmp/vib.py g_units
