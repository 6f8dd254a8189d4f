"""Science/signal processing: vibration spectrum of a rotating machine (FFT peaks, unit chain from raw ADC counts,
running-speed orders from a tachometer, Hann-windowed amplitudes, velocity RMS and severity zone)."""

from __future__ import annotations

import cmath
import heapq
import json
import math
import random
import struct
from functools import lru_cache

try:  # numpy only vectorises the FFT's butterflies (same IEEE operations); without it the pure-Python loop runs
    import numpy as np
except ImportError:  # pragma: no cover
    np = None

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

G = 9.80665
SITES = ["Harlow water treatment works", "Kestrel Paper Mill", "Brindley chemical plant", "Ostby district heating",
         "Marston brewery", "Pellworth refinery", "Quayside cold store", "Ravensholm cement works",
         "Tidewater desalination plant", "Upton HVAC plant room", "Vale Road pumping station", "Wexcombe sugar mill"]
MACHINES = [("centrifugal pump", "impeller vanes", [5, 6, 7]), ("induced-draft fan", "fan blades", [8, 9, 10, 12]),
            ("cooling tower fan", "fan blades", [4, 5, 6]), ("process blower", "impeller blades", [7, 9, 11]),
            ("circulating pump", "impeller vanes", [5, 6, 7]), ("axial exhaust fan", "fan blades", [6, 8, 10])]
SENSORS = ["Wilcoxon 786A", "PCB 603C01", "Hansford HS-100", "CTC AC102", "SKF CMSS 2100", "IMI 608A11"]
ROOTS = ["/data/cm", "/srv/vibration", "/home/reliability", "/opt/condition-monitoring", "/work/vib"]
NAMEPLATE = [(980, 16.3), (1180, 19.6), (1480, 24.6), (1780, 29.6), (2960, 49.3), (3560, 59.3)]

PROGRAM = r'''
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
'''


def _solver(cfg: dict, bug: str = "") -> str:
    lv = cfg["level"]
    if lv == "easy":
        prep = (f"sed -n 's/^# *sample_rate_hz: *//p' {cfg['csv']} > /tmp/fs.txt\n"
                f"grep -v '^#' {cfg['csv']} | tail -n +2 > /tmp/samples.txt")
    elif lv == "medium":
        endian = "big" if bug == "big_endian" else "little"
        prep = (f"jq -r '.sample_rate_khz' {cfg['sidecar']} > /tmp/khz.txt\n"
                f"od -An -v -t d2 --endian={endian} {cfg['bin']} | tr -s ' ' '\\n' | sed '/^$/d' > /tmp/counts.txt")
    else:
        prep = (f"sed -n 's/^# *sample_rate_hz: *//p' {cfg['csv']} > /tmp/fs.txt\n"
                f"grep -v '^#' {cfg['csv']} | tail -n +2 > /tmp/samples.txt")
    return script("""
        mkdir -p {outdir}
        cat > /tmp/vib_cfg.json <<'JSON'
        {cfg}
        JSON
        cat > /tmp/vib.py <<'PY'
        {program}
        PY
        {prep}
        python3 /tmp/vib.py {bug}
    """).replace("{program}", PROGRAM.strip("\n")).replace("{cfg}", json.dumps(cfg)).replace("{prep}", prep) \
        .replace("{bug}", bug).replace("{outdir}", cfg["outdir"])


@lru_cache(maxsize=None)
def _bitrev(n: int) -> tuple[int, ...]:
    """perm[i] = the input index that the in-place bit-reversal swaps of the radix-2 FFT leave at position i."""
    perm = list(range(n))
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            perm[i], perm[j] = perm[j], perm[i]
    return tuple(perm)


@lru_cache(maxsize=None)
def _twiddles(size: int) -> tuple[complex, ...]:
    w = cmath.exp(-2j * math.pi / size)
    return tuple(w ** k for k in range(size // 2))


@lru_cache(maxsize=None)
def _fft_tables(n: int):
    """numpy copies of the permutation and of every stage's twiddles (real, imaginary parts)."""
    stages = []
    size = 2
    while size <= n:
        tw = _twiddles(size)
        stages.append((size, np.array([t.real for t in tw]), np.array([t.imag for t in tw])))
        size *= 2
    return np.array(_bitrev(n)), stages


def _fft_np(y):
    """Iterative radix-2 FFT of a float array (len a power of two), as (real, imaginary) arrays. Each stage does,
    for all blocks at once, the very float operations of _fft_py's complex arithmetic (v = b * tw is
    re = br*twr - bi*twi, im = br*twi + bi*twr; then u + v and u - v), so the result is bit-identical."""
    n = len(y)
    perm, stages = _fft_tables(n)
    re, im = y[perm], np.zeros(n)
    nre, nim = np.empty(n), np.empty(n)
    for size, twr, twi in stages:
        half = size // 2
        r, i, out_r, out_i = (a.reshape(-1, size) for a in (re, im, nre, nim))
        ur, ui, br, bi = r[:, :half], i[:, :half], r[:, half:], i[:, half:]
        vr = br * twr - bi * twi
        vi = br * twi + bi * twr
        np.add(ur, vr, out=out_r[:, :half])
        np.subtract(ur, vr, out=out_r[:, half:])
        np.add(ui, vi, out=out_i[:, :half])
        np.subtract(ui, vi, out=out_i[:, half:])
        re, nre, im, nim = nre, re, nim, im
    return re, im


def _fft_py(x):
    """The reference: the same FFT on a list of floats in pure Python (used when numpy is missing)."""
    n = len(x)
    a = [complex(x[p]) for p in _bitrev(n)]
    size = 2
    while size <= n:
        half = size // 2
        tw = _twiddles(size)
        for start in range(0, n, size):
            for k in range(half):
                u = a[start + k]
                v = a[start + k + half] * tw[k]
                a[start + k] = u + v
                a[start + k + half] = u - v
        size *= 2
    return a


sin = math.sin


def _tone(a: float, c: float, n: int, p: float) -> list[float]:
    """a * sin(c * i / n + p) for i = 0 .. n-1, with c = 2 * math.pi * f: the same operations, in the same order,
    as the per-sample expression a * math.sin(2 * math.pi * f * i / n + p)."""
    if np is None:
        return [a * sin(c * i / n + p) for i in range(n)]
    # numpy forms the arguments (exact elementwise * / +); math.sin (never np.sin, which may differ) does the rest
    return [a * v for v in map(sin, (c * np.arange(n) / n + p).tolist())]


@lru_cache(maxsize=None)
def _hann(n: int) -> tuple[tuple[float, ...], float]:
    w = tuple(0.5 - 0.5 * math.cos(2 * math.pi * i / n) for i in range(n))
    return w, sum(w)


@lru_cache(maxsize=None)
def _hann_np(n: int):
    return np.array(_hann(n)[0])


def _amps(x: list[float], window=False) -> list[float]:
    """Single-sided amplitudes 2|X_k|/N (or 2|X_k|/sum(w) with the Hann window) of the mean-removed signal."""
    n = len(x)
    m = sum(x) / n  # the builtin sum of Python floats (compensated since 3.12), never numpy's pairwise sum
    scale = _hann(n)[1] if window else n
    if np is None:
        y = [v - m for v in x]
        if window:
            y = [a * b for a, b in zip(y, _hann(n)[0])]
        X = _fft_py(y)
        return [2 * abs(X[k]) / scale for k in range(n // 2 + 1)]
    y = np.array(x) - m
    if window:
        y = y * _hann_np(n)
    re, im = _fft_np(y)
    h = n // 2 + 1
    return (2 * np.hypot(re[:h], im[:h]) / scale).tolist()  # abs(complex) is hypot(re, im) too


@register
class VibrationSpectrum(Family):
    name = "vibration_spectrum"
    category = "science"
    description = "Analyse a machine vibration recording: FFT peaks, raw-count unit chain, running-speed orders, windowing."
    base_image = "termigen/sci:1"

    TOL = 1e-4

    def make(self, rng: random.Random, level: str) -> Draft:
        site = rng.choice(SITES)
        mtype, part, counts = rng.choice(MACHINES)
        blades = rng.choice(counts)
        tag = f"{rng.choice(['P', 'FN', 'B', 'K', 'CT'])}-{rng.randint(100, 499)}{rng.choice(['A', 'B', ''])}"
        sensor = rng.choice(SENSORS)
        root = rng.choice(ROOTS)
        wo = f"WO-{rng.randint(20000, 99999)}"
        base = f"{root}/{tag.lower()}"
        outdir = f"{base}/analysis"
        cfg = {"level": level, "outdir": outdir}
        files: dict[str, File] = {}
        ctx = dict(site=site, mtype=mtype, part=part, blades=blades, tag=tag, sensor=sensor, wo=wo)
        truth = getattr(self, f"_{level}")(rng, cfg, files, base, ctx)
        bugs = self._bugs(level)
        return Draft(
            instruction=self._instruction(rng, level, cfg, ctx),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests={"test_outputs.py": self._tests(level, cfg, truth)},
            decoys=[Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()],
            outputs=[outdir],
            tools={"easy": ["python3", "sed", "grep", "tail", "mkdir", "cat"],
                   "medium": ["python3", "jq", "od", "tr", "sed", "mkdir", "cat"],
                   "hard": ["python3", "sed", "grep", "tail", "mkdir", "cat"]}[level],
            tags=["signal-processing", "fft", "vibration", "numpy"] + {"easy": [], "medium": ["binary-data", "units"],
                                                                      "hard": ["windowing", "tachometer"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 70, "hard": 110}[level],
        )

    @staticmethod
    def _bugs(level):
        if level == "easy":
            return {"includes_dc": "keeps the sensor's DC offset, so 0 Hz shows up as a peak",
                    "two_sided": "right format, amplitudes |X|/N (two-sided) instead of 2|X|/N",
                    "rms_with_dc": "RMS of the raw signal, mean not removed",
                    "no_summary": "half the job: the peak table without the summary"}
        if level == "medium":
            return {"khz_as_hz": "takes the sample rate in kHz for Hz",
                    "g_units": "right format, amplitudes in g instead of m/s^2",
                    "largest_peak_as_1x": "takes the largest peak as running speed",
                    "big_endian": "decodes the int16 samples as big-endian",
                    "no_velocity": "half the job: orders without velocity RMS and zone"}
        return {"rectangular": "no Hann window (rectangular), so leakage changes the amplitudes",
                "both_edges": "counts rising and falling tach edges (twice the speed)",
                "nameplate_speed": "uses the nameplate speed instead of the measured one",
                "no_orders": "half the job: running speed only, no order table"}

    # -- easy ---------------------------------------------------------------------------------------------
    def _easy(self, rng, cfg, files, base, ctx):
        n = rng.choice([2048, 4096])
        fs = rng.choice([1024, 2048, 2560, 4096])
        df = fs / n
        while True:
            n_tones = rng.randint(3, 5)
            bins = sorted(rng.sample(range(int(5 / df) + 1, int(fs / 2.5 / df)), n_tones))
            if min(b - a for a, b in zip(bins, bins[1:])) < 3:
                continue
            amps = sorted((rng.uniform(0.05, 1.2) for _ in bins), reverse=True)
            if all(amps[i] > 1.12 * amps[i + 1] for i in range(len(amps) - 1)):
                break
        rng.shuffle(amps)
        offset = rng.uniform(0.9, 2.0) * max(amps) * rng.choice([1, -1])
        phases = [rng.uniform(0, 2 * math.pi) for _ in bins]
        # tone by tone, then summed per sample in the same order (2 * math.pi * b is the same leading product)
        terms = [_tone(a, 2 * math.pi * b, n, p) for a, b, p in zip(amps, bins, phases)]
        gauss = rng.gauss
        xs = [f"{offset + v + gauss(0, 0.004):.5f}" for v in map(sum, zip(*terms))]
        x = [float(v) for v in xs]
        amp = _amps(x)
        amp[0] = 0.0
        top = heapq.nsmallest(3, range(len(amp)), key=lambda k: -amp[k])  # == sorted(...)[:3], ties included
        m = sum(x) / n
        rms = math.sqrt(sum((v - m) ** 2 for v in x) / n)
        truth = {"peaks": [[k * df, amp[k]] for k in top], "rms_g": rms}
        assert {round(k) for k in top} <= set(bins)
        path = f"{base}/{ctx['tag'].lower()}_{rng.choice(['de', 'nde', 'motor', 'brg1'])}.csv"
        head = [f"# machine: {ctx['tag']} ({ctx['mtype']})", f"# sensor: {ctx['sensor']}, units g",
                f"# sample_rate_hz: {fs}", f"# samples: {n}", "accel_g"]
        files[path] = File.of("\n".join(head + xs) + "\n")
        cfg.update(csv=path, fs=fs, n=n, out_csv=f"{cfg['outdir']}/peaks.csv", out_json=f"{cfg['outdir']}/summary.json")
        return truth

    # -- medium -------------------------------------------------------------------------------------------
    def _medium(self, rng, cfg, files, base, ctx):
        n = 8192
        while True:
            khz = rng.choice([5.12, 6.4, 10.24, 12.8])
            fs = khz * 1000
            df = fs / n
            nom_rpm, _ = rng.choice(NAMEPLATE)
            nom = nom_rpm / 60
            # actual 1x: a bin 0.5-4% below the nameplate speed (slip), well inside the +/-5% search band
            cands = [k for k in range(1, n // 2) if 0.005 * nom <= nom - k * df <= 0.04 * nom]
            if cands:
                break
        k1 = rng.choice(cands)
        cpv = rng.choice([3276.8, 6553.6, 1638.4])
        sens = rng.choice([100.0, 50.0, 500.0, 10.2])
        zones = rng.choice([(1.4, 2.8, 7.1), (2.3, 4.5, 7.1), (1.4, 2.8, 4.5), (0.71, 1.8, 4.5)])
        for _ in range(500):
            a1 = rng.uniform(0.5, 6.0)  # m/s^2
            tones = {k1: a1, 2 * k1: a1 * rng.uniform(0.2, 0.9), 3 * k1: a1 * rng.uniform(0.1, 0.5),
                     ctx["blades"] * k1: a1 * rng.uniform(1.3, 2.5)}
            if ctx["blades"] * k1 >= n // 2 - 1:
                continue
            phases = {k: rng.uniform(0, 2 * math.pi) for k in tones}
            offset_v = rng.uniform(-0.05, 0.05)
            scale = cpv * sens / 1000 / G  # counts per (m/s^2)
            terms = [_tone(a, 2 * math.pi * k, n, phases[k]) for k, a in tones.items()]
            gauss, off = rng.gauss, offset_v * cpv
            raw = [round((v + gauss(0, 0.01)) * scale + off) for v in map(sum, zip(*terms))]
            if max(map(abs, raw)) >= 32767:  # also every case where int16 clipping would have changed a sample
                continue
            x = [c / cpv * 1000 / sens * G for c in raw]
            amp = _amps(x)
            f = [k * df for k in range(len(amp))]
            two_pi = 2 * math.pi
            v = [a / (two_pi * fk) * 1000 for a, fk in zip(amp, f) if 10 <= fk <= 1000]
            vr = math.sqrt(sum([t * t for t in v]) / 2)
            if min(abs(vr - z) / z for z in zones) < 0.03:
                continue
            zone = "A" if vr <= zones[0] else "B" if vr <= zones[1] else "C" if vr <= zones[2] else "D"
            band = [k for k in range(len(amp)) if 0.95 * nom <= f[k] <= 1.05 * nom]
            assert max(band, key=amp.__getitem__) == k1
            assert max(range(1, len(amp)), key=amp.__getitem__) == ctx["blades"] * k1
            break
        else:
            raise AssertionError("could not draw a medium instance")
        truth = {"running_speed_rpm": k1 * df * 60,
                 "orders": [[h, h * k1 * df, amp[h * k1]] for h in (1, 2, 3)],
                 "velocity_rms_mm_s": vr, "iso_zone": zone}
        stem = f"{ctx['tag'].lower()}_{rng.choice(['de_h', 'de_v', 'nde_h', 'nde_a'])}"
        binp, side = f"{base}/raw/{stem}.bin", f"{base}/raw/{stem}.json"
        files[binp] = File.of(struct.pack(f"<{n}h", *raw))
        files[side] = File.of(json.dumps({
            "machine": ctx["tag"], "point": stem.split("_", 1)[1].upper(), "sample_rate_khz": khz, "samples": n,
            "adc": {"format": "int16 little-endian, one channel", "counts_per_volt": cpv},
            "sensor": {"model": ctx["sensor"], "sensitivity_mv_per_g": sens, "coupling": "AC"},
        }, indent=2) + "\n")
        cfg.update(bin=binp, sidecar=side, nominal_rpm=nom_rpm, zones=list(zones), out_json=f"{cfg['outdir']}/report.json")
        return truth

    # -- hard ---------------------------------------------------------------------------------------------
    def _hard(self, rng, cfg, files, base, ctx):
        n = 4096
        orders = rng.randint(3, 4)
        for attempt in range(2000):
            if attempt % 40 == 0:  # some rate/speed pairs cannot put every order off the grid: draw them again
                fs = rng.choice([2048, 2560, 4096, 5120])
                df = fs / n
                nom_rpm, _ = rng.choice([p for p in NAMEPLATE if p[0] * orders / 60 < fs / 2.6])
            frun = nom_rpm / 60 * (1 - rng.uniform(0.008, 0.03))  # induction motor slip
            # every order well off the bin grid, so leakage matters
            off1 = (frun / df) % 1
            if min(off1, 1 - off1) < 0.2:
                continue
            if abs(frun * 60 - nom_rpm) / nom_rpm < 0.006:
                continue
            amps = {h: rng.uniform(0.1, 1.5) for h in range(1, orders + 1)}
            phases = {h: rng.uniform(0, 2 * math.pi) for h in amps}
            offset = rng.uniform(-0.5, 0.5)
            tphase = rng.uniform(0, 1)
            ts = [i / fs for i in range(n)]
            terms = []
            for h, a in amps.items():
                c, ph = 2 * math.pi * h * frun, phases[h]  # the leading product of 2 * math.pi * h * frun * t
                terms.append([a * sin(c * t + ph) for t in ts])
            gauss = rng.gauss
            noise = [(gauss(0, 0.003), gauss(0, 0.03)) for _ in ts]  # per sample: accelerometer, then tach
            acc = [f"{offset + v + ga:.5f}" for v, (ga, _) in zip(map(sum, zip(*terms)), noise)]
            tach = [f"{(4.9 if ((t * frun + tphase) % 1) < 0.25 else 0.05) + gt:.3f}" for t, (_, gt) in zip(ts, noise)]
            x = [float(v) for v in acc]
            tv = [float(v) for v in tach]
            up = [i for i in range(1, n) if tv[i - 1] < 2.5 <= tv[i]]
            fmeas = (len(up) - 1) / ((up[-1] - up[0]) / fs)
            amp = _amps(x, window=True)
            ramp = _amps(x, window=False)
            rows = []
            ok = False
            for h in range(1, orders + 1):
                # only bins within ~3 of h * fmeas / df can pass the test: scan a few either side, not all
                mid = int(h * fmeas / df)
                cand = [k for k in range(max(0, mid - 5), min(len(amp), mid + 6))
                        if abs(k * df - h * fmeas) <= 3 * df + 1e-9]
                k = max(cand, key=amp.__getitem__)
                kr = max(cand, key=ramp.__getitem__)
                if abs(ramp[kr] - amp[k]) / amp[k] > 0.03:
                    ok = True  # the unwindowed decoy misses by far more than the tolerance
                rows.append([h, k * df, amp[k]])
            if ok:
                break
        else:
            raise AssertionError("could not draw a hard instance")
        truth = {"running_speed_rpm": fmeas * 60, "orders": rows}
        path = f"{base}/{ctx['tag'].lower()}_run{rng.randint(1, 9)}.csv"
        head = [f"# machine: {ctx['tag']} ({ctx['mtype']}), nameplate {nom_rpm} rpm",
                f"# ch1: {ctx['sensor']} accelerometer, g; ch2: once-per-revolution tachometer, V",
                f"# sample_rate_hz: {fs}", f"# samples: {n}", "accel_g,tach_v"]
        files[path] = File.of("\n".join(head + [f"{a},{b}" for a, b in zip(acc, tach)]) + "\n")
        cfg.update(csv=path, orders=orders, nameplate_rpm=nom_rpm, out_csv=f"{cfg['outdir']}/orders.csv",
                   out_json=f"{cfg['outdir']}/speed.json")
        return truth

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, ctx):
        who = rng.choice(["The reliability engineer", "The condition-monitoring contractor", "Maintenance planning",
                          "The rotating-equipment specialist", "The shift supervisor"])
        why = rng.choice(["after operators reported a new noise", "as part of the quarterly route",
                          "before the planned outage", "because the online monitor raised an alert",
                          "to baseline it after an overhaul"])
        head = (f"# Vibration analysis for {ctx['tag']}, {ctx['mtype']} at {ctx['site']} ({ctx['wo']})\n\n"
                f"{who} asked for an analysis of {ctx['tag']} {why}. ")
        if level == "easy":
            body = dedent(f"""
                The data collector exported one accelerometer channel to `{cfg['csv']}`: comment lines starting with
                `#` (the sample rate is in the `sample_rate_hz` line), a header line `accel_g`, then one sample per
                line in g. The sensor output carries a DC offset (bias) that is not vibration.

                Remove the mean of the signal, take the discrete Fourier transform of the whole record (no window,
                no zero padding) and use the single-sided amplitude spectrum A_k = 2|X_k|/N for the bins
                k = 1 .. N/2 (bin k is at frequency k * fs / N; ignore the 0 Hz bin).

                Write:
                1. `{cfg['out_csv']}` with header `rank,frequency_hz,amplitude_g` and three rows: the three bins with
                   the largest amplitude, largest first (rank 1, 2, 3).
                2. `{cfg['out_json']}`: a JSON object with `rms_g` (the RMS of the signal after removing its mean)
                   and `dominant_hz` (the frequency of rank 1).
            """)
        elif level == "medium":
            z = cfg["zones"]
            body = dedent(f"""
                The portable analyser saved a raw capture: `{cfg['bin']}` holds the ADC samples and
                `{cfg['sidecar']}` describes them (sample rate, ADC scaling in counts per volt, the accelerometer's
                sensitivity in mV/g). Convert the counts to acceleration in **m/s^2** (1 g = 9.80665 m/s^2).

                The motor nameplate says {cfg['nominal_rpm']} rpm; the actual running speed is a little different.
                The {ctx['part']} ({ctx['blades']} of them) also produce a strong peak.

                Method: remove the mean, take the DFT of the whole record (no window, no padding) and use the
                single-sided amplitude A_k = 2|X_k|/N at bin frequencies k * fs / N.
                - Running speed (1x): the bin with the largest amplitude whose frequency lies within +/-5% of the
                  nameplate speed. 2x and 3x are the bins at exactly two and three times the 1x bin index.
                - Velocity: for every bin from 10 Hz to 1000 Hz inclusive, V_k = A_k / (2 pi f_k) converted to
                  mm/s; the overall velocity RMS is sqrt(sum(V_k^2) / 2).
                - Severity zone from the velocity RMS v: `A` if v <= {z[0]}, `B` if v <= {z[1]}, `C` if v <= {z[2]},
                  otherwise `D` (mm/s).

                Write `{cfg['out_json']}`: a JSON object with `running_speed_rpm` (the 1x frequency times 60),
                `orders` (a list of three objects `{{"order": 1|2|3, "frequency_hz": ..., "amplitude_m_s2": ...}}` in
                order 1, 2, 3), `velocity_rms_mm_s` and `iso_zone`.
            """)
        else:
            body = dedent(f"""
                `{cfg['csv']}` holds two channels recorded together (comment lines start with `#`; the sample rate is
                in the `sample_rate_hz` line; then a header `accel_g,tach_v`): the accelerometer in g and a
                once-per-revolution tachometer (a TTL pulse train, about 0 V / 5 V). The nameplate speed in the
                header is not the running speed: measure it.

                - Running speed: a rising edge is a sample i with tach[i-1] < 2.5 V <= tach[i]. With E rising edges,
                  the first at sample i_first and the last at i_last, the speed is (E - 1) / ((i_last - i_first) / fs)
                  revolutions per second.
                - The order frequencies do not fall on DFT bins, so use a window: remove the mean of the acceleration,
                  multiply by the periodic Hann window w[n] = 0.5 - 0.5 cos(2 pi n / N), n = 0 .. N-1, take the DFT
                  of the whole record and use the amplitude A_k = 2|X_k| / sum(w) at f_k = k * fs / N.
                - For each order h = 1 .. {cfg['orders']}: among the bins whose frequency is within 3 bin widths
                  (inclusive) of h times the running speed, take the one with the largest A_k.

                Write:
                1. `{cfg['out_json']}`: a JSON object with `running_speed_rpm` (the measured speed in rpm).
                2. `{cfg['out_csv']}` with header `order,frequency_hz,amplitude_g` and one row per order
                   (1 .. {cfg['orders']}, ascending): the chosen bin's frequency in Hz and its amplitude in g.
            """)
        tail = (f"\nCreate `{cfg['outdir']}` if needed; do not modify the recording. Write numbers with full precision "
                "(at least 6 significant digits). numpy/scipy are installed; there is no network.\n")
        return head + body + tail

    def _tests(self, level, cfg, truth):
        header = "import csv, json, math, os"
        # Tolerance: the truth is the generator's own FFT of the very samples in the file (the same numbers the agent
        # reads), so a correct numpy/scipy computation agrees to ~1e-12; 1e-4 relative only absorbs printing.
        # Frequencies are bin centres and must match to 1e-6 of a bin. Every decoy is off by >= 2%.
        body = '''
            def close(got, want, what, tol=None):
                tol = TOL if tol is None else tol
                assert isinstance(got, (int, float)) and math.isfinite(got), f"{what}: expected a number, got {got!r}"
                assert abs(got - want) <= tol * max(abs(want), 1e-12), f"{what}: got {got}, expected {want:.8g}"

            def load(path):
                assert os.path.isfile(path), f"{path} is missing"
                with open(path) as f:
                    return json.load(f)

            def table(path, header):
                assert os.path.isfile(path), f"{path} is missing"
                with open(path, newline="") as f:
                    rows = list(csv.reader(f))
                assert rows and rows[0] == header, f"{path}: header {rows[:1]}, expected {header}"
                return [[float(x) for x in r] for r in rows[1:] if r]
        '''
        if level == "easy":
            body += '''
            def test_peaks():
                rows = table(OUT_CSV, ["rank", "frequency_hz", "amplitude_g"])
                assert len(rows) == 3, f"{len(rows)} peak rows, expected 3"
                for (rank, f, a), (wf, wa) in zip(rows, EXPECTED["peaks"]):
                    close(f, wf, f"rank {int(rank)} frequency", 1e-9)
                    close(a, wa, f"rank {int(rank)} amplitude")

            def test_summary():
                d = load(OUT_JSON)
                close(d.get("rms_g"), EXPECTED["rms_g"], "rms_g")
                close(d.get("dominant_hz"), EXPECTED["peaks"][0][0], "dominant_hz", 1e-9)
            '''
        elif level == "medium":
            body += '''
            def test_running_speed_and_orders():
                d = load(OUT_JSON)
                close(d.get("running_speed_rpm"), EXPECTED["running_speed_rpm"], "running_speed_rpm", 1e-9)
                got = d.get("orders")
                assert isinstance(got, list) and len(got) == 3, f"orders: {got!r}"
                for g, (h, wf, wa) in zip(got, EXPECTED["orders"]):
                    assert g.get("order") == h, f"orders out of sequence: {g}"
                    close(g.get("frequency_hz"), wf, f"{h}x frequency", 1e-9)
                    close(g.get("amplitude_m_s2"), wa, f"{h}x amplitude (m/s^2)")

            def test_velocity_and_zone():
                d = load(OUT_JSON)
                close(d.get("velocity_rms_mm_s"), EXPECTED["velocity_rms_mm_s"], "velocity_rms_mm_s")
                assert d.get("iso_zone") == EXPECTED["iso_zone"], f"iso_zone {d.get('iso_zone')!r}, expected {EXPECTED['iso_zone']!r}"
            '''
        else:
            body += '''
            def test_running_speed():
                d = load(OUT_JSON)
                close(d.get("running_speed_rpm"), EXPECTED["running_speed_rpm"], "running_speed_rpm", 1e-7)

            def test_orders():
                rows = table(OUT_CSV, ["order", "frequency_hz", "amplitude_g"])
                assert [int(r[0]) for r in rows] == [h for h, _, _ in EXPECTED["orders"]], f"orders {[r[0] for r in rows]}"
                for (h, f, a), (_, wf, wa) in zip(rows, EXPECTED["orders"]):
                    close(f, wf, f"order {h} frequency", 1e-9)
                    close(a, wa, f"order {h} amplitude")
            '''
        consts = {"EXPECTED": truth, "TOL": self.TOL, "OUT_JSON": cfg["out_json"]}
        if "out_csv" in cfg:
            consts["OUT_CSV"] = cfg["out_csv"]
        return pytest_file(header, consts, body)
