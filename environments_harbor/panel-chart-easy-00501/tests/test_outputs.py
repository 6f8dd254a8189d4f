import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2026-12-10', 330.77, 66],
          ['2026-12-11', 520.69, 104],
          ['2026-12-12', 543.55, 109],
          ['2026-12-13', 506.03999999999996, 101],
          ['2026-12-14', 453.95, 91],
          ['2026-12-15', 478.36, 96],
          ['2026-12-16', 331.23, 66],
          ['2026-12-17', 475.62, 95],
          ['2026-12-18', 383.34000000000003, 77],
          ['2026-12-19', 429.31, 86],
          ['2026-12-20', 434.98, 87],
          ['2026-12-21', 558.52, 112],
          ['2026-12-22', 469.21, 94]],
 'h': 128,
 'rects': [[17, 54, 25, 119, '#1e8c3a'],
           [30, 16, 38, 119, '#1e8c3a'],
           [43, 11, 51, 119, '#1e8c3a'],
           [56, 19, 64, 119, '#1e8c3a'],
           [69, 29, 77, 119, '#1e8c3a'],
           [82, 24, 90, 119, '#1e8c3a'],
           [95, 54, 103, 119, '#1e8c3a'],
           [108, 25, 116, 119, '#1e8c3a'],
           [121, 43, 129, 119, '#1e8c3a'],
           [134, 34, 142, 119, '#1e8c3a'],
           [147, 33, 155, 119, '#1e8c3a'],
           [160, 8, 168, 119, '#1e8c3a'],
           [173, 26, 181, 119, '#1e8c3a']],
 'w': 191}
PNG = '/work/panel/north-warehouse-84/render/chart.png'
JSON = '/work/panel/north-warehouse-84/render/chart.json'
X0 = 17
STEP = 13

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
