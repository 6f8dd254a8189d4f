import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2025-04-01', 23.73, 119],
          ['2025-04-02', 20.73, 104],
          ['2025-04-03', 29.31, 147],
          ['2025-04-04', 24.13, 121],
          ['2025-04-05', 26.73, 134],
          ['2025-04-06', 24.29, 121],
          ['2025-04-07', 18.64, 93],
          ['2025-04-08', 23.59, 118],
          ['2025-04-09', 22.84, 114],
          ['2025-04-10', 21.14, 106],
          ['2025-04-11', 25.43, 127]],
 'h': 160,
 'rects': [[5, 36, 18, 154, '#f5c400'],
           [24, 51, 37, 154, '#f5c400'],
           [43, 8, 56, 154, '#f5c400'],
           [62, 34, 75, 154, '#f5c400'],
           [81, 21, 94, 154, '#f5c400'],
           [100, 34, 113, 154, '#f5c400'],
           [119, 62, 132, 154, '#f5c400'],
           [138, 37, 151, 154, '#f5c400'],
           [157, 41, 170, 154, '#f5c400'],
           [176, 49, 189, 154, '#f5c400'],
           [195, 28, 208, 154, '#f5c400']],
 'w': 221}
PNG = '/home/pi/dashboard/allotment-shed-47/render/chart.png'
JSON = '/home/pi/dashboard/allotment-shed-47/render/chart.json'
X0 = 5
STEP = 19

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
