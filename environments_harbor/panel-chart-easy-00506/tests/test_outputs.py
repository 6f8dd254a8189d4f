import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2025-10-18', 25.32, 63],
          ['2025-10-19', 28.09, 70],
          ['2025-10-20', 29.78, 74],
          ['2025-10-21', 23.6, 59],
          ['2025-10-22', 29.92, 75],
          ['2025-10-23', 25.77, 64],
          ['2025-10-24', 19.509999999999998, 49],
          ['2025-10-25', 23.95, 60],
          ['2025-10-26', 28.77, 72],
          ['2025-10-27', 22.9, 57],
          ['2025-10-28', 25.86, 65],
          ['2025-10-29', 25.3, 63],
          ['2025-10-30', 21.66, 54]],
 'h': 120,
 'rects': [[13, 52, 24, 114, '#1e8c3a'],
           [28, 45, 39, 114, '#1e8c3a'],
           [43, 41, 54, 114, '#1e8c3a'],
           [58, 56, 69, 114, '#1e8c3a'],
           [73, 40, 84, 114, '#1e8c3a'],
           [88, 51, 99, 114, '#1e8c3a'],
           [103, 66, 114, 114, '#1e8c3a'],
           [118, 55, 129, 114, '#1e8c3a'],
           [133, 43, 144, 114, '#1e8c3a'],
           [148, 58, 159, 114, '#1e8c3a'],
           [163, 50, 174, 114, '#1e8c3a'],
           [178, 52, 189, 114, '#1e8c3a'],
           [193, 61, 204, 114, '#1e8c3a']],
 'w': 216}
PNG = '/srv/panel/server-room-58/render/chart.png'
JSON = '/srv/panel/server-room-58/render/chart.json'
X0 = 13
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
