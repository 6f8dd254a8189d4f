import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2025-08-20', 24.85166666666667, 99],
          ['2025-08-21', 26.811666666666667, 107],
          ['2025-08-22', 22.575, 90],
          ['2025-08-23', None, 0],
          ['2025-08-24', 23.169583333333335, 93],
          ['2025-08-25', 12.2475, 49],
          ['2025-08-26', 25.278333333333332, 101]],
 'h': 120,
 'rects': [[7, 16, 92, 16, '#808080'],
           [7, 13, 14, 111, '#d0021b'],
           [20, 5, 27, 111, '#d0021b'],
           [33, 22, 40, 111, '#f5c400'],
           [59, 19, 66, 111, '#f5c400'],
           [72, 63, 79, 111, '#f5c400'],
           [85, 11, 92, 111, '#d0021b']],
 'w': 109}
PNG = '/home/pi/dashboard/building-c-lobby-62/render/chart.png'
JSON = '/home/pi/dashboard/building-c-lobby-62/render/chart.json'
X0 = 7
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
