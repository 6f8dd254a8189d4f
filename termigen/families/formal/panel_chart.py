"""Graphics/plotting: render a daily bar chart for a fixed-resolution status panel to an exact pixel spec with
ImageMagick (aggregation per day, gaps, thresholds and limit line, local days, negative bars, zero line); the
pixels are checked against the hidden data."""

from __future__ import annotations

import json
import random
import re
from datetime import date, datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

PANELS = ["Waveshare 7.5\" e-paper", "Inkplate 10", "a 3-colour e-ink shelf label", "an LED matrix sign",
          "a Pimoroni Inky wHAT", "a reflective LCD wall panel", "the lobby e-paper board"]
SITES = ["Greenhouse 4", "the north warehouse", "Pump house B", "the rooftop plant room", "Dock 7", "the cold store",
         "Building C lobby", "the allotment shed", "Barn 2", "the server room"]
EASY_METRICS = [("water_l", "irrigation water used", "L", (2.0, 40.0)), ("yield_kwh", "solar yield", "kWh", (0.0, 3.5)),
                ("rain_mm", "rainfall", "mm", (0.0, 2.5)), ("openings", "dock door openings", "openings", (0, 9)),
                ("runtime_min", "compressor run time", "min", (0.0, 45.0))]
MED_METRICS = [("temp_c", "mean air temperature", "°C", (12.0, 31.0)), ("co2_ppm", "mean CO2 level", "ppm", (420.0, 1400.0)),
               ("rh_pct", "mean relative humidity", "%", (35.0, 95.0)), ("noise_db", "mean noise level", "dB", (38.0, 82.0))]
COLOURS = {"white": "#ffffff", "black": "#000000", "red": "#d0021b", "yellow": "#f5c400", "green": "#1e8c3a",
           "blue": "#1f4fd1", "grey": "#808080", "orange": "#f07d00"}
ROOTS = ["/srv/panel", "/home/pi/dashboard", "/opt/signage", "/data/display", "/work/panel"]
OFFSETS = [-7, -5, -4, -3.5, 1, 2, 5.5, 8, 9, 9.5, 10]

AWK = r'''
BEGIN { FS = ","; split(START, s, "-"); t0 = mktime(s[1] " " s[2] " " s[3] " 0 0 0") }
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
  ts = $col[TSCOL]; gsub(/[-:TZ]/, " ", ts)
  t = mktime(ts " 00") + (BUG == "utc_days" ? 0 : OFFSET * 3600)
  day = strftime("%Y-%m-%d", t, 1)
  if (SENSOR != "" && BUG != "all_sensors" && $col["sensor"] != SENSOR) next
  v = (MODE == "net") ? $col["import_kwh"] - $col["export_kwh"] : $col[VCOL]
  sum[day] += v; cnt[day]++
}
END {
  n = 0
  printf "{\"days\": [" > JSON
  for (i = 0; i < NDAYS; i++) {
    day = strftime("%Y-%m-%d", t0 + i * 86400, 1)
    slot = (BUG == "compacts_gaps") ? n : i
    if (!(day in cnt)) { printf "%s{\"date\": \"%s\", \"value\": null, \"height_px\": 0}", (i ? ", " : ""), day > JSON; continue }
    n++
    v = (MODE == "mean" && BUG != "sum_not_mean") ? sum[day] / cnt[day] : sum[day]
    if (MODE == "sum" && BUG == "mean_not_sum") v = sum[day] / cnt[day]
    a = v < 0 ? -v : v
    h = (BUG == "floor_heights") ? int(a * SCALE) : int(a * SCALE + 0.5)
    printf "%s{\"date\": \"%s\", \"value\": %.6f, \"height_px\": %d}", (i ? ", " : ""), day, v, h > JSON
    if (h == 0) continue
    x0 = X0 + slot * (BW + GAP); x1 = x0 + BW - 1
    fill = (LIMIT != "" && v > LIMIT) ? ALERT : (v < 0 ? NEG : BAR)
    if (v < 0 && BUG != "negative_up") { y0 = Y0 + 1; y1 = Y0 + h } else { y0 = Y0 - h; y1 = Y0 - 1 }
    bars = bars sprintf("-fill\n%s\n-draw\nrectangle %d,%d %d,%d\n", fill, x0, y0, x1, y1)
  }
  printf "]}\n" > JSON
  xe = X0 + NDAYS * (BW + GAP) - GAP - 1
  if (LIMIT != "" && BUG != "no_limit_line") printf "-fill\n%s\n-draw\nrectangle %d,%d %d,%d\n", LCOL, X0, Y0 - int(LIMIT * SCALE + 0.5), xe, Y0 - int(LIMIT * SCALE + 0.5) > ARGS
  printf "%s", bars > ARGS
  if (AXIS != "") printf "-fill\n%s\n-draw\nrectangle %d,%d %d,%d\n", AXIS, X0, Y0, xe, Y0 > ARGS
}
'''


def _solver(cfg: dict, bug: str = "") -> str:
    v = cfg
    json_out = "/tmp/discard.json" if bug == "no_json" else v["out_json"]
    return script("""
        mkdir -p {outdir}
        cat > /tmp/chart.awk <<'AWK'
        {awk}
        AWK
        : > /tmp/chart.args
        TZ=UTC gawk -f /tmp/chart.awk -v BUG={bug} -v START={start} -v NDAYS={ndays} -v TSCOL={tscol} -v VCOL={vcol} -v MODE={mode} -v SENSOR={sensor} -v OFFSET={offset} -v SCALE={scale} -v X0={x0} -v Y0={y0} -v BW={bw} -v GAP={gap} -v BAR='{bar}' -v NEG='{neg}' -v ALERT='{alert}' -v LIMIT={limit} -v LCOL='{lcol}' -v AXIS='{axis}' -v JSON={json} -v ARGS=/tmp/chart.args {csv}
        mapfile -t draw < /tmp/chart.args
        convert -size {w}x{h} 'xc:{bg}' +antialias "${draw[@]}" {png}
    """).replace("{awk}", AWK.strip("\n")).replace("{outdir}", v["outdir"]).replace("{bug}", bug or '""') \
        .replace("{start}", v["start"]).replace("{ndays}", str(v["ndays"])).replace("{tscol}", v["tscol"]) \
        .replace("{vcol}", v["vcol"]).replace("{mode}", v["mode"]).replace("{sensor}", v.get("sensor") or '""') \
        .replace("{offset}", str(v.get("offset", 0))).replace("{scale}", str(v["scale"])).replace("{x0}", str(v["x0"])) \
        .replace("{y0}", str(v["y0"])).replace("{bw}", str(v["bw"])).replace("{gap}", str(v["gap"])) \
        .replace("{bar}", v["bar"]).replace("{neg}", v.get("neg", "")).replace("{alert}", v.get("alert", "")) \
        .replace("{limit}", str(v["limit"]) if v.get("limit") is not None else '""').replace("{lcol}", v.get("lcol", "")) \
        .replace("{axis}", v.get("axis", "")).replace("{json}", json_out).replace("{csv}", v["csv"]) \
        .replace("{w}", str(v["w"])).replace("{h}", str(v["h"])).replace("{bg}", v["bg"]).replace("{png}", v["out_png"])


def _hround(x: float) -> int:
    return int(x + 0.5)


@register
class PanelChart(Family):
    name = "panel_chart"
    category = "formal"
    description = "Render a daily bar chart PNG to an exact pixel spec for a status panel; pixels checked against hidden data."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        panel = rng.choice(PANELS)
        site = rng.choice(SITES)
        root = rng.choice(ROOTS)
        slug = re.sub(r"[^a-z0-9]+", "-", site.lower().replace("the ", "")).strip("-")
        base = f"{root}/{slug}-{rng.randint(1, 99)}"
        outdir = f"{base}/render"
        for _ in range(400):
            got = self._draw(rng, level)
            if got:
                break
        else:
            raise AssertionError("could not draw an instance")
        cfg, rows, header, meta = got
        cfg.update(outdir=outdir, csv=f"{base}/{meta['file']}", out_png=f"{outdir}/chart.png",
                   out_json=f"{outdir}/chart.json")
        truth = self._truth(cfg, rows)
        for bug in self._bugs(level):
            if bug == "no_json":
                continue
            assert self._truth(cfg, rows, bug)["rects"] != truth["rects"], bug
        files = {cfg["csv"]: File.of("\n".join([header] + rows) + "\n")}
        bugs = self._bugs(level)
        return Draft(
            instruction=self._instruction(rng, level, cfg, meta, panel, site),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests={"test_outputs.py": self._tests(cfg, truth)},
            decoys=[Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()],
            outputs=[outdir],
            tools=["gawk", "convert", "mkdir", "cat"],
            tags=["plotting", "imagemagick", "png", "pixel-exact", "aggregation"]
            + {"easy": [], "medium": ["thresholds", "gaps"], "hard": ["timezones", "negative-values"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 90}[level],
        )

    @staticmethod
    def _bugs(level):
        if level == "easy":
            return {"floor_heights": "right format, bar heights truncated instead of rounded",
                    "mean_not_sum": "plots the daily mean instead of the daily total",
                    "no_json": "half the job: the PNG without chart.json"}
        if level == "medium":
            return {"compacts_gaps": "draws the days with data side by side, no empty slot for missing days",
                    "all_sensors": "averages every sensor instead of the one on the panel",
                    "no_limit_line": "half the drawing: bars without the limit line",
                    "no_json": "half the job: the PNG without chart.json"}
        return {"utc_days": "groups readings by UTC date instead of the site's local date",
                "negative_up": "draws negative days upwards like positive ones",
                "floor_heights": "bar heights truncated instead of rounded",
                "no_json": "half the job: the PNG without chart.json"}

    # -- instance -----------------------------------------------------------------------------------------
    def _draw(self, rng, level):
        ndays = rng.randint(7, 14)
        start = date(rng.randint(2023, 2026), rng.randint(1, 12), rng.randint(1, 28))
        bw, gap = rng.randint(6, 14), rng.randint(2, 6)
        x0 = rng.randint(4, 20)
        w = x0 + ndays * (bw + gap) - gap + rng.randint(4, 20)
        h = rng.choice([120, 128, 150, 160, 176, 200])
        bg_name, bar_name = rng.choice([("white", "black"), ("white", "blue"), ("black", "green"), ("white", "green"),
                                        ("black", "yellow"), ("white", "grey")])
        cfg = {"level": level, "start": start.isoformat(), "ndays": ndays, "bw": bw, "gap": gap, "x0": x0, "w": w,
               "h": h, "bg": COLOURS[bg_name], "bar": COLOURS[bar_name], "offset": 0, "sensor": None, "limit": None}
        meta = {"bg": bg_name, "bar_name": bar_name}
        days = [start + timedelta(days=i) for i in range(-1, ndays + 1)]
        rows = []
        if level == "easy":
            col, label, unit, (lo, hi) = rng.choice(EASY_METRICS)
            cfg.update(mode="sum", tscol="timestamp", vcol=col, y0=h - rng.randint(4, 12))
            integer = unit == "openings"
            for d in days[1:-1]:
                for hr in range(24):
                    if rng.random() < 0.15:
                        continue
                    v = rng.randint(int(lo), int(hi)) if integer else round(rng.uniform(lo, hi), 2)
                    rows.append(f"{d.isoformat()} {hr:02d}:{rng.choice(['00', '15', '30'])},{v}")
            header = f"timestamp,{col}"
            meta.update(label=label, unit=unit, file=f"{col.split('_')[0]}_log.csv")
        elif level == "medium":
            col, label, unit, (lo, hi) = rng.choice(MED_METRICS)
            sensors = rng.sample(["S1", "S2", "S3", "north", "south", "east", "probe-a", "probe-b"], 3)
            target = sensors[0]
            missing = set(rng.sample(range(1, ndays - 1), rng.randint(1, 2)))
            cfg.update(mode="mean", tscol="time", vcol=col, sensor=target, y0=h - rng.randint(4, 12),
                       alert=COLOURS["red"] if bar_name != "red" else COLOURS["orange"], lcol=COLOURS["orange"] if bg_name == "white" else COLOURS["grey"])
            for i, d in enumerate(days):
                base = rng.uniform(lo, hi)
                for hr in range(0, 24, rng.choice([1, 2])):
                    for s in sensors:
                        if s == target and (i - 1) in missing:
                            continue
                        off = 0 if s == target else rng.uniform(-0.3, 0.3) * (hi - lo)
                        rows.append(f"{d.isoformat()} {hr:02d}:00,{s},{base + off + rng.uniform(-0.08, 0.08) * (hi - lo):.2f}")
            header = f"time,sensor,{col}"
            meta.update(label=label, unit=unit, file=f"{col.split('_')[0]}_readings.csv", sensors=sensors, missing=missing)
        else:
            offset = rng.choice(OFFSETS)
            cfg.update(mode="net", tscol="utc_time", vcol="", offset=offset, y0=rng.randint(h // 2 - 15, h // 2 + 15),
                       neg=COLOURS["red"] if bar_name != "red" else COLOURS["orange"], axis=COLOURS["white"] if bg_name == "black" else COLOURS["black"] if bar_name == "grey" else COLOURS["grey"])
            for i, d in enumerate(days):
                sunny = rng.uniform(0.2, 1.0)
                for hr in range(24):
                    t = datetime(d.year, d.month, d.day, hr, tzinfo=timezone.utc)
                    local_hr = (hr + offset) % 24
                    pv = max(0.0, sunny * 4.5 * (1 - abs(local_hr - 12.5) / 6.5)) if 6 <= local_hr <= 19 else 0.0
                    load = rng.uniform(0.3, 1.4)
                    rows.append(f"{t:%Y-%m-%dT%H:%M:%SZ},{max(0.0, load - pv):.3f},{max(0.0, pv - load):.3f}")
            header = "utc_time,import_kwh,export_kwh"
            meta.update(label="net grid energy (import minus export)", unit="kWh", file="meter_hourly.csv")
        # scale: a round number of pixels per unit that fits the tallest bar
        cfg_rows = rows
        vals = self._values(cfg, cfg_rows, "")
        present = [v for v in vals if v is not None]
        if not present:
            return None
        room_up = cfg["y0"] - 4
        room_down = h - cfg["y0"] - 4
        biggest = max(abs(v) for v in present)
        scales = [s for s in (0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 4, 5, 8, 10, 20)
                  if max(max((v for v in present if v > 0), default=0) * s, 0) <= room_up
                  and max((-v for v in present if v < 0), default=0) * s <= room_down]
        if not scales:
            return None
        cfg["scale"] = scales[-1]
        if biggest * cfg["scale"] < 0.45 * room_up:
            return None
        if level == "medium":
            srt = sorted(present)
            limit = round((srt[len(srt) // 2 - 1] + srt[len(srt) // 2]) / 2, 1)
            if any(abs(v - limit) < 0.02 * abs(limit) for v in present) or _hround(limit * cfg["scale"]) >= room_up:
                return None
            cfg["limit"] = limit
        if level == "hard" and not (any(v < 0 for v in present) and any(v > 0 for v in present)):
            return None
        # rounding must be unambiguous, and truncation visibly wrong on some bars
        fr = [(abs(v) * cfg["scale"]) % 1 for v in present]
        if any(abs(f - 0.5) < 0.02 for f in fr) or sum(1 for f in fr if f > 0.52) < 2:
            return None
        if any(_hround(abs(v) * cfg["scale"]) == 0 for v in present):
            return None
        meta["rows"] = len(rows)
        return cfg, rows, header, meta

    @staticmethod
    def _values(cfg, rows, bug):
        """Per-day values of the window (None for a day without data), the way the spec defines them."""
        start = date.fromisoformat(cfg["start"])
        acc: dict[str, list[float]] = {}
        for r in rows:
            parts = r.split(",")
            if cfg["mode"] == "net":
                t = datetime.strptime(parts[0], "%Y-%m-%dT%H:%M:%SZ")
                if bug != "utc_days":
                    t += timedelta(hours=cfg["offset"])
                day, v = t.date().isoformat(), float(parts[1]) - float(parts[2])
            elif cfg["mode"] == "mean":
                if parts[1] != cfg["sensor"] and bug != "all_sensors":
                    continue
                day, v = parts[0][:10], float(parts[2])
            else:
                day, v = parts[0][:10], float(parts[1])
            acc.setdefault(day, []).append(v)
        out = []
        for i in range(cfg["ndays"]):
            d = (start + timedelta(days=i)).isoformat()
            if d not in acc:
                out.append(None)
                continue
            xs = acc[d]
            mean = (cfg["mode"] == "mean") != (bug == "mean_not_sum")
            out.append(sum(xs) / len(xs) if mean else sum(xs))
        return out

    def _truth(self, cfg, rows, bug=""):
        vals = self._values(cfg, rows, bug)
        s = cfg["scale"]
        xe = cfg["x0"] + cfg["ndays"] * (cfg["bw"] + cfg["gap"]) - cfg["gap"] - 1
        rects = []
        if cfg["limit"] is not None and bug != "no_limit_line":
            ly = cfg["y0"] - _hround(cfg["limit"] * s)
            rects.append([cfg["x0"], ly, xe, ly, cfg["lcol"]])
        days, n = [], 0
        start = date.fromisoformat(cfg["start"])
        for i, v in enumerate(vals):
            d = (start + timedelta(days=i)).isoformat()
            if v is None:
                days.append([d, None, 0])
                continue
            slot = n if bug == "compacts_gaps" else i
            n += 1
            hpx = int(abs(v) * s) if bug == "floor_heights" else _hround(abs(v) * s)
            days.append([d, v, hpx])
            x0 = cfg["x0"] + slot * (cfg["bw"] + cfg["gap"])
            colour = cfg["alert"] if cfg["limit"] is not None and v > cfg["limit"] else cfg["neg"] if v < 0 else cfg["bar"]
            if v < 0 and bug != "negative_up":
                rects.append([x0, cfg["y0"] + 1, x0 + cfg["bw"] - 1, cfg["y0"] + hpx, colour])
            else:
                rects.append([x0, cfg["y0"] - hpx, x0 + cfg["bw"] - 1, cfg["y0"] - 1, colour])
        if cfg.get("axis"):
            rects.append([cfg["x0"], cfg["y0"], xe, cfg["y0"], cfg["axis"]])
        return {"w": cfg["w"], "h": cfg["h"], "bg": cfg["bg"], "rects": rects, "days": days}

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, meta, panel, site):
        end = date.fromisoformat(cfg["start"]) + timedelta(days=cfg["ndays"] - 1)
        who = rng.choice(["Facilities", "The site manager", "Our maker-space volunteer", "The operations lead"])
        intro = (f"# Daily {meta['label']} chart for {panel} at {site}\n\n"
                 f"{who} wants {meta['label']} per day shown on {panel} at {site}. The panel cannot scale or "
                 f"smooth images, so the chart must be drawn to an exact pixel specification (no anti-aliasing, no "
                 f"text, no axes other than those listed). The data is `{cfg['csv']}`.\n")
        spec = [f"The chart covers the {cfg['ndays']} days from {cfg['start']} to {end.isoformat()} inclusive; day i "
                f"(i = 0 for {cfg['start']}) has a slot whether or not it has data, and data outside these days is "
                "ignored."]
        if level == "easy":
            spec.append(f"A day's value is the **sum** of its `{cfg['vcol']}` readings ({meta['unit']}); timestamps "
                        "are local time.")
        elif level == "medium":
            spec.append(f"Only readings of sensor `{cfg['sensor']}` are charted (the file mixes several sensors). A day's "
                        f"value is the **mean** of that sensor's `{cfg['vcol']}` readings that day ({meta['unit']}); a "
                        "day without readings from it keeps an empty slot (no bar).")
        else:
            sign = "+" if cfg["offset"] >= 0 else "-"
            off = abs(cfg["offset"])
            off_txt = f"{int(off):02d}:{int(round((off % 1) * 60)):02d}"
            spec.append(f"Timestamps are UTC; the site runs on UTC{sign}{off_txt} (no daylight saving), and a day is a "
                        "**local** calendar day. A day's value is the sum of `import_kwh` minus the sum of `export_kwh` "
                        "over its readings; it is negative on days the site exported more than it imported.")
        spec.append(f"Canvas: {cfg['w']} x {cfg['h']} pixels, filled with {cfg['bg']}. Pixel (0, 0) is the top-left "
                    "corner; x grows to the right, y downwards.")
        spec.append(f"Bar height in pixels: h = floor(|value| x {cfg['scale']:g} + 0.5) (round half up; "
                    f"{cfg['scale']:g} px per {meta['unit']}). A bar with h = 0 is not drawn.")
        spec.append(f"Day i's bar spans columns x = {cfg['x0']} + i*{cfg['bw'] + cfg['gap']} to that plus "
                    f"{cfg['bw'] - 1} ({cfg['bw']} px wide). The zero level is row y = {cfg['y0']}: a positive bar "
                    f"covers rows {cfg['y0']} - h to {cfg['y0'] - 1}"
                    + (f", a negative bar rows {cfg['y0'] + 1} to {cfg['y0']} + h." if level == "hard" else "."))
        colours = f"Bars are {cfg['bar']}"
        if level == "medium":
            colours += (f", except on days whose value is above the limit {cfg['limit']:g} {meta['unit']}, which are "
                        f"{cfg['alert']}. Before the bars, draw the limit line: row y = {cfg['y0']} - "
                        f"floor({cfg['limit']:g} x {cfg['scale']:g} + 0.5), colour {cfg['lcol']}, from x = {cfg['x0']} "
                        "to the right edge of the last day's slot; bars are drawn over it.")
        elif level == "hard":
            colours += (f" for positive days and {cfg['neg']} for negative days. After the bars, draw the zero line: "
                        f"row y = {cfg['y0']}, colour {cfg['axis']}, from x = {cfg['x0']} to the right edge of the last "
                        "day's slot.")
        else:
            colours += "."
        spec.append(colours)
        spec_text = "\n".join(f"- {x}" for x in spec)
        return intro + "\n" + dedent("""
            Specification:
            {spec}

            Write (create `{outdir}`):
            1. `{png}`: the chart as a PNG of exactly that size. Every pixel must follow the specification.
            2. `{json}`: `{"days": [{"date": "YYYY-MM-DD", "value": <number or null>, "height_px": <int>}, ...]}` with
               one entry per day of the window in order (`null` and 0 for a day without data).

            ImageMagick (`convert`), Pillow, matplotlib and numpy are installed; there is no network.
        """).replace("{spec}", spec_text).replace("{outdir}", cfg["outdir"]).replace("{png}", cfg["out_png"]) \
            .replace("{json}", cfg["out_json"])

    @staticmethod
    def _tests(cfg, truth):
        header = "import json, os\n\nfrom PIL import Image"
        body = '''
            def _rgb(hexs):
                return tuple(int(hexs[i:i + 2], 16) for i in (1, 3, 5))

            def _expected():
                img = [[_rgb(T["bg"])] * T["w"] for _ in range(T["h"])]
                for x0, y0, x1, y1, c in T["rects"]:
                    for y in range(y0, y1 + 1):
                        row = img[y] = list(img[y])
                        for x in range(x0, x1 + 1):
                            row[x] = _rgb(c)
                return img

            def _image():
                assert os.path.isfile(PNG), f"{PNG} is missing"
                im = Image.open(PNG)
                assert im.format == "PNG", f"{PNG} is {im.format}, not PNG"
                assert im.size == (T["w"], T["h"]), f"image is {im.size[0]}x{im.size[1]}, expected {T['w']}x{T['h']}"
                return im.convert("RGB")

            def test_pixels_follow_the_specification():
                im = _image()
                want = _expected()
                px = im.load()
                bad = [(x, y, px[x, y], want[y][x]) for y in range(T["h"]) for x in range(T["w"]) if px[x, y] != want[y][x]]
                if bad:
                    # name the bars whose columns hold wrong pixels
                    slots = sorted({(x - X0) // STEP for x, _, _, _ in bad if x >= X0 and (x - X0) // STEP < len(T["days"])})
                    days = [T["days"][i][0] + f" (expected {T['days'][i][2]} px)" for i in slots][:6]
                    raise AssertionError(f"{len(bad)} pixels differ, e.g. (x, y, got, expected) {bad[:3]}; "
                                         f"affected day slots: {days}")

            def test_chart_json():
                assert os.path.isfile(JSON), f"{JSON} is missing"
                d = json.load(open(JSON))
                got = d.get("days")
                assert isinstance(got, list) and len(got) == len(T["days"]), f"days: expected {len(T['days'])} entries"
                for g, (day, v, hpx) in zip(got, T["days"]):
                    assert g.get("date") == day, f"date {g.get('date')!r}, expected {day}"
                    if v is None:
                        assert g.get("value") is None and g.get("height_px") == 0, f"{day} has no data: {g}"
                        continue
                    # values are sums/means of 2-3 decimal readings; 1e-4 absorbs printing
                    assert isinstance(g.get("value"), (int, float)) and abs(g["value"] - v) <= 1e-4 * max(1, abs(v)), (
                        f"{day}: value {g.get('value')}, expected {v:.4f}")
                    assert g.get("height_px") == hpx, f"{day}: height_px {g.get('height_px')}, expected {hpx}"
        '''
        return pytest_file(header, {"T": truth, "PNG": cfg["out_png"], "JSON": cfg["out_json"],
                                    "X0": cfg["x0"], "STEP": cfg["bw"] + cfg["gap"]}, body)
