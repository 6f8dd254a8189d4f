import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2026-11-28', 47.24333333333333, 47],
          ['2026-11-29', 41.92375, 42],
          ['2026-11-30', None, 0],
          ['2026-12-01', 75.89541666666666, 76],
          ['2026-12-02', 80.24583333333334, 80],
          ['2026-12-03', 49.177083333333336, 49],
          ['2026-12-04', 45.708333333333336, 46],
          ['2026-12-05', 77.28166666666667, 77],
          ['2026-12-06', 70.87791666666666, 71],
          ['2026-12-07', 75.665, 76],
          ['2026-12-08', 54.59041666666667, 55],
          ['2026-12-09', None, 0],
          ['2026-12-10', 50.34166666666667, 50],
          ['2026-12-11', 38.560833333333335, 39]],
 'h': 128,
 'rects': [[17, 66, 223, 66, '#f07d00'],
           [17, 72, 28, 118, '#1f4fd1'],
           [32, 77, 43, 118, '#1f4fd1'],
           [62, 43, 73, 118, '#d0021b'],
           [77, 39, 88, 118, '#d0021b'],
           [92, 70, 103, 118, '#1f4fd1'],
           [107, 73, 118, 118, '#1f4fd1'],
           [122, 42, 133, 118, '#d0021b'],
           [137, 48, 148, 118, '#d0021b'],
           [152, 43, 163, 118, '#d0021b'],
           [167, 64, 178, 118, '#d0021b'],
           [197, 69, 208, 118, '#1f4fd1'],
           [212, 80, 223, 118, '#1f4fd1']],
 'w': 232}
PNG = '/data/display/barn-2-42/render/chart.png'
JSON = '/data/display/barn-2-42/render/chart.json'
X0 = 17
STEP = 15

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
