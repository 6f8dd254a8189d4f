import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2025-08-22', 408.03000000000003, 102],
          ['2025-08-23', 376.12, 94],
          ['2025-08-24', 434.2, 109],
          ['2025-08-25', 401.01, 100],
          ['2025-08-26', 347.86, 87],
          ['2025-08-27', 461.82, 115],
          ['2025-08-28', 376.07, 94],
          ['2025-08-29', 443.71, 111],
          ['2025-08-30', 444.74, 111],
          ['2025-08-31', 395.31, 99],
          ['2025-09-01', 499.17, 125]],
 'h': 176,
 'rects': [[9, 69, 14, 170, '#000000'],
           [18, 77, 23, 170, '#000000'],
           [27, 62, 32, 170, '#000000'],
           [36, 71, 41, 170, '#000000'],
           [45, 84, 50, 170, '#000000'],
           [54, 56, 59, 170, '#000000'],
           [63, 77, 68, 170, '#000000'],
           [72, 60, 77, 170, '#000000'],
           [81, 60, 86, 170, '#000000'],
           [90, 72, 95, 170, '#000000'],
           [99, 46, 104, 170, '#000000']],
 'w': 115}
PNG = '/data/display/pump-house-b-76/render/chart.png'
JSON = '/data/display/pump-house-b-76/render/chart.json'
X0 = 9
STEP = 9

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
