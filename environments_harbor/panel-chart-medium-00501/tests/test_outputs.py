import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2026-10-26', 70.77666666666666, 142],
          ['2026-10-27', 47.08833333333333, 94],
          ['2026-10-28', 65.85291666666667, 132],
          ['2026-10-29', 40.27791666666666, 81],
          ['2026-10-30', 50.40166666666667, 101],
          ['2026-10-31', 63.053333333333335, 126],
          ['2026-11-01', None, 0],
          ['2026-11-02', 38.516666666666666, 77],
          ['2026-11-03', 81.23166666666667, 162]],
 'h': 200,
 'rects': [[8, 83, 112, 83, '#f07d00'],
           [8, 54, 16, 195, '#d0021b'],
           [20, 102, 28, 195, '#1f4fd1'],
           [32, 64, 40, 195, '#d0021b'],
           [44, 115, 52, 195, '#1f4fd1'],
           [56, 95, 64, 195, '#1f4fd1'],
           [68, 70, 76, 195, '#d0021b'],
           [92, 119, 100, 195, '#1f4fd1'],
           [104, 34, 112, 195, '#d0021b']],
 'w': 130}
PNG = '/data/display/north-warehouse-93/render/chart.png'
JSON = '/data/display/north-warehouse-93/render/chart.json'
X0 = 8
STEP = 12

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
