import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2025-10-22', 53.95208333333333, 54],
          ['2025-10-23', 40.97833333333333, 41],
          ['2025-10-24', 53.248333333333335, 53],
          ['2025-10-25', 59.73500000000001, 60],
          ['2025-10-26', None, 0],
          ['2025-10-27', None, 0],
          ['2025-10-28', 61.958333333333336, 62],
          ['2025-10-29', 36.68833333333333, 37],
          ['2025-10-30', 62.07333333333333, 62],
          ['2025-10-31', 95.27958333333333, 95]],
 'h': 128,
 'rects': [[17, 64, 172, 64, '#f07d00'],
           [17, 67, 28, 120, '#1f4fd1'],
           [33, 80, 44, 120, '#1f4fd1'],
           [49, 68, 60, 120, '#1f4fd1'],
           [65, 61, 76, 120, '#d0021b'],
           [113, 59, 124, 120, '#d0021b'],
           [129, 84, 140, 120, '#1f4fd1'],
           [145, 59, 156, 120, '#d0021b'],
           [161, 26, 172, 120, '#d0021b']],
 'w': 184}
PNG = '/data/display/dock-7-49/render/chart.png'
JSON = '/data/display/dock-7-49/render/chart.json'
X0 = 17
STEP = 16

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
