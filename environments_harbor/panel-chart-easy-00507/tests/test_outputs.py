import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2025-07-01', 578.73, 116],
          ['2025-07-02', 349.52, 70],
          ['2025-07-03', 407.77, 82],
          ['2025-07-04', 448.83, 90],
          ['2025-07-05', 292.21, 58],
          ['2025-07-06', 480.54, 96],
          ['2025-07-07', 385.98, 77],
          ['2025-07-08', 389.95, 78],
          ['2025-07-09', 485.48, 97],
          ['2025-07-10', 544.13, 109]],
 'h': 150,
 'rects': [[4, 24, 9, 139, '#000000'],
           [14, 70, 19, 139, '#000000'],
           [24, 58, 29, 139, '#000000'],
           [34, 50, 39, 139, '#000000'],
           [44, 82, 49, 139, '#000000'],
           [54, 44, 59, 139, '#000000'],
           [64, 63, 69, 139, '#000000'],
           [74, 62, 79, 139, '#000000'],
           [84, 43, 89, 139, '#000000'],
           [94, 31, 99, 139, '#000000']],
 'w': 114}
PNG = '/srv/panel/dock-7-55/render/chart.png'
JSON = '/srv/panel/dock-7-55/render/chart.json'
X0 = 4
STEP = 10

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
