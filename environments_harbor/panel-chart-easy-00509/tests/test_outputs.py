import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2023-12-21', 449.92, 45],
          ['2023-12-22', 517.54, 52],
          ['2023-12-23', 409.42, 41],
          ['2023-12-24', 411.73, 41],
          ['2023-12-25', 395.49, 40],
          ['2023-12-26', 374.43, 37],
          ['2023-12-27', 377.01, 38],
          ['2023-12-28', 602.37, 60]],
 'h': 128,
 'rects': [[15, 78, 28, 122, '#1e8c3a'],
           [34, 71, 47, 122, '#1e8c3a'],
           [53, 82, 66, 122, '#1e8c3a'],
           [72, 82, 85, 122, '#1e8c3a'],
           [91, 83, 104, 122, '#1e8c3a'],
           [110, 86, 123, 122, '#1e8c3a'],
           [129, 85, 142, 122, '#1e8c3a'],
           [148, 63, 161, 122, '#1e8c3a']],
 'w': 180}
PNG = '/opt/signage/pump-house-b-31/render/chart.png'
JSON = '/opt/signage/pump-house-b-31/render/chart.json'
X0 = 15
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
