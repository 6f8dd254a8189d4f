"""Graphics/image analysis: count and measure colonies in a classified plate image (8-connected components per
class, minimum area, plate rim, edge-touching colonies, noisy colours remapped to a palette) with ImageMagick."""

from __future__ import annotations

import json
import random
import struct
import zlib

import numpy as np

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

CLASS_COLOURS = {"cream": (236, 214, 150), "red": (200, 30, 40), "blue": (40, 70, 205), "green": (40, 160, 70),
                 "pink": (235, 110, 185), "violet": (125, 40, 170), "yellow": (230, 205, 30), "teal": (20, 170, 175)}
ORGANISMS = ["E. coli", "coliforms", "Salmonella", "Listeria", "S. aureus", "Enterococcus", "Klebsiella", "Bacillus",
             "Pseudomonas", "yeasts", "moulds", "Candida"]
BACKGROUNDS = [(24, 22, 38), (12, 30, 28), (34, 18, 20), (16, 16, 46)]
RIM = (150, 150, 162)
LABS = ["Riverbend Dairy QC", "Northgate Water Authority", "Marlow Food Safety Lab", "Castleford Hospital Micro",
        "Pennine Brewing QA", "Hollin Pharma Environmental Monitoring", "Cresswell Vet Diagnostics",
        "Anstey Cosmetics QC", "Dunmere Poultry Processing", "Loxley Bottled Water"]
IMAGERS = ["ProtoCOL 3", "Scan 1200", "aCOLyte", "Sphere Flash", "PetriScan 500", "Colony Counter CX"]
ROOTS = ["/data/plates", "/srv/imaging", "/home/micro/plates", "/opt/colony", "/work/plates"]

AWK = r'''
# input lines: "  3: 12x10+45+67 50.5,71.0 98 srgb(40,70,200)"; classes from /tmp/classes.tsv (name<TAB>r g b)
BEGIN {
  while ((getline line < "/tmp/classes.tsv") > 0) { split(line, p, "\t"); cls[p[2]] = p[1]; names[++nn] = p[1] }
}
/^ *[0-9]+:/ {
  split($2, bb, /[x+]/); w = bb[1]; h = bb[2]; x0 = bb[3]; y0 = bb[4]
  split($3, cc, ","); area = $4 + 0
  col = $5; gsub(/[^0-9,]/, "", col); gsub(/,/, " ", col)
  if (!(col in cls)) next
  if (BUG == "strict_min" ? area <= MIN : area < MIN) next
  if (EDGE && BUG != "keeps_edge" && (x0 == 0 || y0 == 0 || x0 + w == W || y0 + h == H)) next
  c = cls[col]; n[c]++
  printf "%s,%s,%s,%d\n", c, cc[1], cc[2], area >> OUT
}
END {
  if (BUG == "count_only") { close(OUT); system("rm -f " OUT) }
  printf "{" > COUNTS
  total = 0
  for (i = 1; i <= nn; i++) { printf "%s\"%s\": %d", (i > 1 ? ", " : ""), names[i], n[names[i]] + 0 > COUNTS; total += n[names[i]] }
  printf ", \"total\": %d}\n", total > COUNTS
}
'''


def _solver(cfg: dict, bug: str = "") -> str:
    conn = 4 if bug == "four_connected" else 8
    remap = ""
    if cfg["level"] == "hard" and bug != "no_remap":
        remap = "+dither -remap /tmp/palette.png"
    legend = cfg.get("legend")
    if legend:
        if bug == "binary_mask":
            # every non-background, non-rim colour is treated as one colony colour (first class)
            classes = (f"jq -r '.classes | to_entries[] | .value' {legend} > /tmp/cols.txt\n"
                       f"first=$(jq -r '.classes | keys_unsorted[0]' {legend})")
        else:
            classes = f"jq -r '.classes | to_entries[] | \"\\(.key)\\t\\(.value)\"' {legend} > /tmp/classes.hex"
        palette = f"convert $(jq -r '[.background, (.rim // empty)] + [.classes[]] | map(\"xc:\" + .) | join(\" \")' {legend}) +append /tmp/palette.png"
    else:
        classes = f"printf '%s\\t%s\\n' '{cfg['cls']}' '{cfg['hex']}' > /tmp/classes.hex"
        palette = ""
    if bug == "binary_mask":
        # merge the class colours into one before labelling (a binary colony/not-colony mask)
        prep = dedent(f"""
            {classes}
            args=""
            while read -r c; do args="$args -fill $(head -n1 /tmp/cols.txt) -opaque $c"; done < /tmp/cols.txt
            convert {cfg['image']} $args /tmp/merged.png
            printf '%s\\t%s\\n' "$first" "$(head -n1 /tmp/cols.txt)" > /tmp/classes.hex
            IMG=/tmp/merged.png
        """)
    else:
        prep = classes + f"\nIMG={cfg['image']}"
    return script("""
        mkdir -p {outdir}
        {prep}
        {palette}
        gawk -F'\\t' '{ r = strtonum("0x" substr($2, 2, 2)); g = strtonum("0x" substr($2, 4, 2)); b = strtonum("0x" substr($2, 6, 2)); print $1 "\\t" r " " g " " b }' /tmp/classes.hex > /tmp/classes.tsv
        W=$(identify -format '%w' "$IMG")
        H=$(identify -format '%h' "$IMG")
        convert "$IMG" {remap} -define connected-components:verbose=true -connected-components {conn} null: > /tmp/cc.txt
        cat > /tmp/census.awk <<'AWK'
        {awk}
        AWK
        echo "class,x,y,area" > {out}
        gawk -f /tmp/census.awk -v BUG={bug} -v MIN={min_area} -v EDGE={edge} -v W="$W" -v H="$H" -v OUT={out} -v COUNTS={counts} /tmp/cc.txt
    """).replace("{awk}", AWK.strip("\n")).replace("{prep}", prep.strip("\n")).replace("{palette}", palette) \
        .replace("{remap}", remap).replace("{conn}", str(conn)).replace("{outdir}", cfg["outdir"]) \
        .replace("{bug}", bug or '""').replace("{min_area}", str(cfg["min_area"])) \
        .replace("{edge}", "1" if cfg["level"] == "hard" else "0").replace("{w}", str(cfg["w"])) \
        .replace("{h}", str(cfg["h"])).replace("{out}", cfg["out_csv"]).replace("{counts}", cfg["out_json"])


def _png(w: int, h: int, px: np.ndarray) -> bytes:
    """px: (h, w, 3) uint8."""
    raw = np.concatenate([np.zeros((h, 1), np.uint8), px.reshape(h, 3 * w)], axis=1).tobytes()  # filter byte 0 per row

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _ppm(w, h, px: np.ndarray):
    return f"P6\n{w} {h}\n255\n".encode() + px.tobytes()


def _randints(rng: random.Random, lim: np.ndarray) -> np.ndarray:
    """[rng.randint(-j, j) for j in lim], drawing exactly the same random numbers, so rng ends in the same state.

    randint(-j, j) is -j + _randbelow(2j + 1), which takes the top k bits (k = (2j + 1).bit_length()) of one
    32-bit Mersenne Twister word per try until they are below 2j + 1. Per-pixel calls dominated generation; here
    the words come in bulk from a copy of rng, the tries are replayed with numpy, and rng is then advanced by the
    exact number of words used. Other generators, or limits of different bit lengths, take the plain path."""
    lim = np.asarray(lim, dtype=np.int64)
    n = 2 * lim + 1
    sizes = sorted(set(n.tolist()))
    if type(rng) is not random.Random or len({v.bit_length() for v in sizes}) != 1:
        return np.array([rng.randint(-j, j) for j in lim.tolist()], dtype=np.int64)
    k = sizes[0].bit_length()
    starts = np.flatnonzero(np.r_[True, n[1:] != n[:-1]])  # runs of draws with the same limit
    lengths = np.diff(np.r_[starts, len(n)])
    n_words = 2 * len(n) + 1024  # acceptance is >= 1/2 per try, so this is nearly always enough
    while True:
        twin = random.Random()
        twin.setstate(rng.getstate())
        top = np.frombuffer(twin.getrandbits(32 * n_words).to_bytes(4 * n_words, "little"), "<u4") >> (32 - k)
        ok = {v: top < v for v in sizes}
        acc = {v: np.flatnonzero(ok[v]) for v in sizes}  # word positions a draw with this limit accepts
        before = {v: np.r_[0, np.cumsum(ok[v])] for v in sizes}  # accepted positions before each word
        first = np.empty(len(starts), np.int64)  # per run: its first accepted position, as an index into acc
        pos = 0  # next unused word
        for r, (v, length) in enumerate(zip(n[starts].tolist(), lengths.tolist())):
            i = int(before[v][pos])
            if i + length > len(acc[v]):
                break
            first[r] = i
            pos = int(acc[v][i + length - 1]) + 1
        else:
            break
        n_words *= 2
    out = np.empty(len(n), np.int64)
    idx = np.repeat(first - starts, lengths) + np.arange(len(n))  # per draw: its index into acc of its limit
    for v in sizes:
        m = n == v
        out[m] = top[acc[v][idx[m]]].astype(np.int64) - (v - 1) // 2
    if pos:
        rng.getrandbits(32 * pos)  # consume exactly the words the draws used
    return out


def _hex(c):
    return "#%02x%02x%02x" % c


def _components(lab, w, h, conn):
    """The connected components of equal positive labels, as (class, area, sum of x, sum of y, min x, min y,
    max x, max y). Works on runs of equal labels along rows, joined with a union-find: a few hundred runs instead
    of a flood fill over every pixel."""
    a = np.zeros((h, w + 2), np.int64)  # a zero column either side: no run crosses a row end
    a[:, 1:-1] = lab
    flat = a.ravel()
    st = np.r_[0, np.flatnonzero(flat[1:] != flat[:-1]) + 1]
    en = np.r_[st[1:], flat.size] - 1
    cls = flat[st]
    keep = cls > 0
    st, en, cls = st[keep], en[keep], cls[keep].tolist()
    ys = (st // (w + 2)).tolist()
    x0s, x1s = (st % (w + 2) - 1).tolist(), (en % (w + 2) - 1).tolist()
    reach = 1 if conn == 8 else 0  # how far past its ends a run touches the row above
    parent = list(range(len(cls)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    prev, cur, row = [], [], -2
    for i, y in enumerate(ys):
        if y != row:
            prev, cur, row, j = (cur if y == row + 1 else []), [], y, 0
        lo, hi = x0s[i] - reach, x1s[i] + reach
        while j < len(prev) and x1s[prev[j]] < lo:  # runs above that end before this one starts
            j += 1
        t = j
        while t < len(prev) and x0s[prev[t]] <= hi:
            if cls[prev[t]] == cls[i]:
                parent[find(prev[t])] = find(i)
            t += 1
        cur.append(i)
    comps: dict[int, list] = {}
    for i, c in enumerate(cls):
        x0, x1, y, n = x0s[i], x1s[i], ys[i], x1s[i] - x0s[i] + 1
        s = comps.get(find(i))
        if s is None:
            comps[find(i)] = [c, n, (x0 + x1) * n // 2, y * n, x0, y, x1, y]
        else:
            s[1] += n
            s[2] += (x0 + x1) * n // 2
            s[3] += y * n
            s[4], s[5], s[6], s[7] = min(s[4], x0), min(s[5], y), max(s[6], x1), max(s[7], y)
    return [tuple(s) for s in comps.values()]


@register
class ColonyCensus(Family):
    name = "colony_census"
    category = "formal"
    description = "Count and measure colonies in a classified plate image: connected components per class with ImageMagick."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        lab_name = rng.choice(LABS)
        imager = rng.choice(IMAGERS)
        root = rng.choice(ROOTS)
        plate = f"{rng.choice(['PL', 'P', 'PLT', 'S'])}{rng.randint(1000, 9999)}"
        base = f"{root}/{plate.lower()}"
        outdir = f"{base}/census"
        n_cls = {"easy": 1, "medium": rng.randint(2, 3), "hard": rng.randint(2, 3)}[level]
        colour_names = rng.sample(sorted(CLASS_COLOURS), n_cls)
        organisms = rng.sample(ORGANISMS, n_cls)
        bg = rng.choice(BACKGROUNDS)
        w, h = {"easy": (rng.randint(200, 260), rng.randint(150, 190)), "medium": (rng.randint(170, 200), rng.randint(130, 150)),
                "hard": (rng.randint(190, 230), rng.randint(140, 170))}[level]
        min_area = rng.randint(6, 14)
        for _ in range(100):
            drawn = self._draw(rng, level, w, h, n_cls, min_area)
            if drawn:
                break
        else:
            raise AssertionError("could not draw a plate")
        lab = drawn
        palette = {0: bg, -1: RIM}
        for i, cn in enumerate(colour_names, 1):
            palette[i] = CLASS_COLOURS[cn]
        lab_a = np.array(lab, dtype=np.int64)
        px = np.array([palette[v] for v in range(-1, n_cls + 1)], dtype=np.int64)[lab_a + 1]  # (h, w, 3)
        if level == "hard":  # noise: per pixel in rows, per channel, rng.randint(-j, j) with j = 6 on colonies, else 4
            px = np.clip(px + _randints(rng, np.repeat(np.where(lab_a > 0, 6, 4).ravel(), 3)).reshape(h, w, 3), 0, 255)
        px = px.astype(np.uint8)
        comps8 = _components(lab_a, w, h, 8)
        truth = self._truth(lab_a, w, h, min_area, level, organisms if level != "easy" else ["colony"], comps=comps8)
        ext = "ppm" if level == "medium" else "png"
        image = f"{base}/{plate}_{rng.choice(['classified', 'mask', 'segmented'])}.{ext}"
        files = {image: File.of(_ppm(w, h, px) if ext == "ppm" else _png(w, h, px))}
        cfg = {"level": level, "image": image, "outdir": outdir, "min_area": min_area, "w": w, "h": h,
               "out_csv": f"{outdir}/colonies.csv", "out_json": f"{outdir}/counts.json"}
        if level == "easy":
            cfg.update(cls="colony", hex=_hex(palette[1]))
        else:
            legend = {"background": _hex(bg), "rim": _hex(RIM),
                      "classes": {org: _hex(palette[i]) for i, org in enumerate(organisms, 1)}}
            cfg["legend"] = f"{base}/legend.json"
            files[cfg["legend"]] = File.of(json.dumps(legend, indent=2) + "\n")
        bugs = self._bugs(level)
        for b in bugs:
            if b in ("count_only", "binary_mask", "no_remap"):
                continue
            assert self._truth(lab_a, w, h, min_area, level, organisms if level != "easy" else ["colony"], b,
                               comps=None if b == "four_connected" else comps8) != truth, b
        return Draft(
            instruction=self._instruction(rng, level, cfg, lab_name, imager, plate, bg, palette[1]),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests={"test_outputs.py": self._tests(cfg, truth)},
            decoys=[Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()],
            outputs=[outdir],
            tools=["convert", "identify", "gawk", "mkdir", "cat"] + ([] if level == "easy" else ["jq"]),
            tags=["image-analysis", "imagemagick", "connected-components", "microbiology"]
            + (["ppm"] if level == "medium" else []) + (["colour-quantisation"] if level == "hard" else []),
            expert_time_min={"easy": 12, "medium": 25, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 90}[level],
        )

    @staticmethod
    def _bugs(level):
        b = {"four_connected": "right format, joins pixels only through edges (4-connectivity)",
             "strict_min": "drops colonies whose area equals the minimum",
             "count_only": "half the job: counts without the per-colony table"}
        if level == "medium":
            b["binary_mask"] = "labels a colony/not-colony mask, merging touching colonies of different classes"
        if level == "hard":
            b["no_remap"] = "labels the raw noisy colours without mapping them to the legend"
            b["keeps_edge"] = "keeps colonies cut by the image edge"
        return b

    # -- the plate ----------------------------------------------------------------------------------------
    def _draw(self, rng, level, w, h, n_cls, min_area):
        lab = [[0] * w for _ in range(h)]
        # blocked[y + 2, x + 2]: an occupied pixel (object plus a 2-pixel margin) lies within 2 of (x, y); kept up to
        # date as pixels are occupied, so checking a placement is one lookup per pixel instead of 25. `snap` is a
        # bytes copy of it: indexing bytes from Python is much cheaper than building a numpy index per check.
        W = w + 4
        blocked = np.zeros((h + 4, W), np.uint8)
        snap = [blocked.tobytes()]

        def occupy(pts):  # pixels in the image
            x0, y0 = min(x for x, _ in pts), min(y for _, y in pts)
            m = np.zeros((max(y for _, y in pts) - y0 + 5, max(x for x, _ in pts) - x0 + 5), np.uint8)
            mw = m.shape[1]
            m.flat[[(y - y0 + 2) * mw + x - x0 + 2 for x, y in pts]] = 1
            d = m.copy()  # dilate by 2 along rows, then along columns: the 5x5 window
            for k in (1, 2):
                d[:, k:] |= m[:, :-k]
                d[:, :-k] |= m[:, k:]
            e = d.copy()
            for k in (1, 2):
                e[k:] |= d[:-k]
                e[:-k] |= d[k:]
            blocked[y0:y0 + m.shape[0], x0:x0 + mw] |= e
            snap[0] = blocked.tobytes()

        def free(pts):
            b = snap[0]
            # farther than 2 outside the image, nothing in the image is near
            return not any(b[(y + 2) * W + x + 2] for x, y in pts if -2 <= x < w + 2 and -2 <= y < h + 2)

        def put(pts, c):  # pts are in the image (they passed inside() or come from disc())
            for x, y in pts:
                lab[y][x] = c
            if pts:
                occupy(pts)

        def disc(cx, cy, r, ring=False):
            # the same float expressions as (x - cx) ** 2 + (y - cy) ** 2 per pixel, squares computed once per row/column
            xs = range(int(cx - r) - 1, int(cx + r) + 2)
            dx2 = [(x - cx) ** 2 for x in xs]
            rr, hole = r * r, (r * 0.45) ** 2
            pts = []
            for y in range(int(cy - r) - 1, int(cy + r) + 2):
                if 0 <= y < h:
                    dy2 = (y - cy) ** 2
                    pts += [(x, y) for x, q in zip(xs, dx2) if q + dy2 <= rr and not (ring and q + dy2 < hole) and 0 <= x < w]
            return pts

        def dist(x, y, cx, cy):  # the plate-centre distance exactly as the rim and inside() define it
            return ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5

        rim = level == "medium"
        if rim:  # the plate rim: a ring near the border, not a colony
            cx, cy, R = w / 2, h / 2, min(w, h) / 2 - 2
            # d2[y, x] is the same float as (x - cx) ** 2 + (y - cy) ** 2; d = d2 ** 0.5 is within an ulp or so of
            # the true root, so only pixels with d2 within 1e-9 (relative) of a bound need the exact test
            d2 = np.add.outer(np.array([(y - cy) ** 2 for y in range(h)]), np.array([(x - cx) ** 2 for x in range(w)]))
            near_ring = (d2 >= ((R - 2) ** 2 if R > 2 else 0.0) * (1 - 1e-9)) & (d2 <= R * R * (1 + 1e-9))
            ring_px = [(x, y) for y, x in zip(*np.nonzero(near_ring)) if R - 2 <= dist(int(x), int(y), cx, cy) <= R]
            put(ring_px, -1)
            # inside_ok[y * w + x]: dist(x, y) < R - 5, decided the same way
            edge = (R - 5) ** 2 if R > 5 else 0.0
            ok = d2 < edge * (1 - 1e-9)
            for y, x in zip(*np.nonzero((d2 >= edge * (1 - 1e-9)) & (d2 <= edge * (1 + 1e-9)))):
                ok[y, x] = dist(int(x), int(y), cx, cy) < R - 5
            inside_ok = ok.tobytes()

        def inside(pts):
            if not rim:
                return all(2 <= x < w - 2 and 2 <= y < h - 2 for x, y in pts)
            return all(inside_ok[y * w + x] if 0 <= x < w and 0 <= y < h else dist(x, y, cx, cy) < R - 5 for x, y in pts)

        def place(c, r, ring=False, tries=200):
            for _ in range(tries):
                pts = disc(rng.uniform(0, w), rng.uniform(0, h), r, ring)
                if pts and inside(pts) and free(pts):
                    put(pts, c)
                    return pts
            return None

        # 1. a diagonal-only contact: two colonies of one class meeting at a corner (one colony under 8-connectivity)
        for _ in range(200):
            r = rng.uniform(3.2, 5.5)
            cx, cy = rng.uniform(15, w - 30), rng.uniform(15, h - 30)
            a = disc(cx, cy, r)
            # B's top-left-most pixel sits diagonally below-right of A's bottom-right-most pixel
            ax, ay = max(a, key=lambda p: (p[0] + p[1], p[0]))
            r2 = rng.uniform(3.2, 5.5)
            b0 = disc(0, 0, r2)
            bx, by = min(b0, key=lambda p: (p[0] + p[1], p[0]))
            b = [(x - bx + ax + 1, y - by + ay + 1) for x, y in b0]
            sa, sb = set(a), set(b)
            four = any((x + dx, y + dy) in sb for x, y in sa for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
            eight = any((x + dx, y + dy) in sb for x, y in sa for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)))
            if sa & sb or four or not eight:
                continue
            if inside(a + b) and free(a + b):
                put(a + b, 1)
                break
        else:
            return None
        # 2. dust: one speck of exactly min_area pixels (counts) and one of min_area - 1 (does not)
        for size in (min_area, min_area - 1, min_area):
            for _ in range(200):
                x0, y0 = rng.randrange(5, w - 10), rng.randrange(5, h - 10)
                pts = [(x0 + i % 3, y0 + i // 3) for i in range(size)]
                if inside(pts) and free(pts):
                    put(pts, rng.randint(1, n_cls))
                    break
            else:
                return None
        # 3. touching colonies of two different classes (medium/hard)
        if n_cls > 1:
            for _ in range(200):
                r = rng.uniform(4, 7)
                cx, cy = rng.uniform(20, w - 20), rng.uniform(20, h - 20)
                a = disc(cx, cy, r)
                b = disc(cx + 2 * r - 1, cy + rng.uniform(-2, 2), rng.uniform(4, 7))
                b = [p for p in b if p not in set(a)]
                if inside(a + b) and free(a + b):
                    c1, c2 = rng.sample(range(1, n_cls + 1), 2)
                    put(a, c1)
                    put(b, c2)
                    break
            else:
                return None
        # 4. colonies cut by the image edge (hard)
        if level == "hard":
            placed = 0
            for _ in range(200):
                r = rng.uniform(4, 8)
                side = rng.randrange(4)
                cx = [rng.uniform(20, w - 20), rng.uniform(20, w - 20), -r * 0.3, w + r * 0.3 - 1][side]
                cy = [-r * 0.3, h + r * 0.3 - 1, rng.uniform(20, h - 20), rng.uniform(20, h - 20)][side]
                pts = disc(cx, cy, r)
                if len(pts) >= min_area and free(pts):
                    put(pts, rng.randint(1, n_cls))
                    placed += 1
                    if placed == 2:
                        break
            else:
                return None
        # 5. ordinary colonies, some ring-shaped (hard)
        for _ in range({"easy": rng.randint(10, 16), "medium": rng.randint(12, 18), "hard": rng.randint(12, 18)}[level]):
            place(rng.randint(1, n_cls), rng.uniform(2.5, 9), ring=level == "hard" and rng.random() < 0.2)
        # 6. a few lone noise pixels of colony colour (area 1, never colonies)
        for _ in range(rng.randint(3, 8)):
            for _ in range(50):
                pt = [(rng.randrange(3, w - 3), rng.randrange(3, h - 3))]
                if inside(pt) and free(pt):
                    put(pt, rng.randint(1, n_cls))
                    break
        return lab

    @staticmethod
    def _truth(lab, w, h, min_area, level, names, bug="", comps=None):
        """comps: _components(lab, w, h, conn) when the caller has it already (it is the same for several bugs)."""
        if comps is None:
            comps = _components(lab, w, h, 4 if bug == "four_connected" else 8)
        cols = []
        for c, area, sx, sy, x0, y0, x1, y1 in comps:
            if (area <= min_area) if bug == "strict_min" else (area < min_area):
                continue
            if level == "hard" and bug != "keeps_edge" and (x0 == 0 or y0 == 0 or x1 == w - 1 or y1 == h - 1):
                continue
            cols.append([names[c - 1], sx / area, sy / area, area])
        cols.sort(key=lambda r: (r[0], r[3], r[1], r[2]))
        counts = {n: sum(1 for r in cols if r[0] == n) for n in names}
        counts["total"] = len(cols)
        return {"colonies": cols, "counts": counts}

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, lab_name, imager, plate, bg, first):
        who = rng.choice(["The micro lab", "QC", "The plate-reading bench", "Our environmental-monitoring team"])
        verb = rng.choice(["needs", "wants", "is asking for"])
        intro = (f"# Colony census for plate {plate} ({lab_name})\n\n"
                 f"{who} {verb} a colony census of plate {plate}. The {imager} already classified every pixel and "
                 f"exported the result as `{cfg['image']}` ")
        if level == "easy":
            intro += (f"(PNG, RGB): background is {_hex(bg)}, colony pixels are exactly {cfg['hex']}.\n")
        elif level == "medium":
            intro += (f"(binary PPM, P6). `{cfg['legend']}` maps each organism class to its exact pixel colour; the "
                      "background colour and the plate rim colour are listed there too (the rim is not a colony).\n")
        else:
            intro += (f"(PNG, RGB), a crop of the plate's centre. The export is noisy: every pixel's colour is within "
                      f"a few levels of one of the colours in `{cfg['legend']}` (the background and one colour per "
                      "organism class). Assign "
                      "each pixel to the legend colour nearest to it (Euclidean distance in RGB) before anything "
                      "else.\n")
        rules = ["A colony is a set of pixels of one class colour connected through edges **or corners** "
                 "(8-connectivity); pixels of different classes never belong to the same colony, even when they touch.",
                 f"Components with fewer than {cfg['min_area']} pixels are dust, not colonies (a component of exactly "
                 f"{cfg['min_area']} pixels is a colony)."]
        if level == "hard":
            rules.append("A colony touching the image border (any pixel in the first or last row or column) is only "
                         "partly visible: leave it out.")
            rules.append("Some colonies are rings with a background-coloured centre; their area counts only the "
                         "coloured pixels.")
        rule_text = "\n".join(f"- {r}" for r in rules)
        cls = "`colony`" if level == "easy" else "the class name from the legend"
        return intro + "\n" + dedent("""

            Rules:
            {rules}

            Write (create `{outdir}`):
            1. `{csv}` with header `class,x,y,area` and one row per colony, in any order: `class` is {cls}, `x` and
               `y` the centroid (the mean column and mean row of its pixels, 0-based, (0, 0) at the top-left pixel)
               with one decimal, `area` its number of pixels.
            2. `{json}`: a JSON object with the number of colonies per class ({keys}) and `total`.

            ImageMagick (`convert`, `identify`), Pillow and numpy are installed; there is no network.
        """).replace("{rules}", rule_text).replace("{outdir}", cfg["outdir"]).replace("{csv}", cfg["out_csv"]) \
            .replace("{cls}", cls).replace("{json}", cfg["out_json"]) \
            .replace("{keys}", "key `colony`" if level == "easy" else "one key per class in the legend, also for zero")

    @staticmethod
    def _tests(cfg, truth):
        header = "import csv, json, os"
        body = '''
            def _colonies():
                assert os.path.isfile(CSV), f"{CSV} is missing"
                with open(CSV, newline="") as f:
                    rows = [r for r in csv.reader(f) if r]
                assert rows and rows[0] == ["class", "x", "y", "area"], f"header {rows[:1]}"
                return [(r[0], float(r[1]), float(r[2]), int(r[3])) for r in rows[1:]]

            def test_counts():
                assert os.path.isfile(COUNTS), f"{COUNTS} is missing"
                got = json.load(open(COUNTS))
                assert got == EXPECTED["counts"], f"counts {got}, expected {EXPECTED['counts']}"

            def test_colonies_match():
                got = _colonies()
                # centroids are written with one decimal: 0.06 px covers either rounding of a .x5 value
                left = list(got)
                missing = []
                for cls, x, y, area in EXPECTED["colonies"]:
                    hit = next((g for g in left if g[0] == cls and g[3] == area and abs(g[1] - x) <= 0.06
                                and abs(g[2] - y) <= 0.06), None)
                    if hit is None:
                        missing.append((cls, round(x, 2), round(y, 2), area))
                    else:
                        left.remove(hit)
                assert not missing and not left, (f"{len(got)} colonies listed, expected {len(EXPECTED['colonies'])}; "
                                                  f"not found: {missing[:5]}; unexpected: {left[:5]}")
        '''
        return pytest_file(header, {"EXPECTED": truth, "CSV": cfg["out_csv"], "COUNTS": cfg["out_json"]}, body)
