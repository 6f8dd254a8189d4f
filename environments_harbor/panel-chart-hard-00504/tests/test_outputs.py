import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2024-09-06', 9.478, 47],
          ['2024-09-07', 4.715, 24],
          ['2024-09-08', 6.45, 32],
          ['2024-09-09', 7.029, 35],
          ['2024-09-10', 2.774, 14],
          ['2024-09-11', -2.148, 11],
          ['2024-09-12', 4.688, 23]],
 'h': 128,
 'rects': [[12, 7, 21, 53, '#1e8c3a'],
           [26, 30, 35, 53, '#1e8c3a'],
           [40, 22, 49, 53, '#1e8c3a'],
           [54, 19, 63, 53, '#1e8c3a'],
           [68, 40, 77, 53, '#1e8c3a'],
           [82, 55, 91, 65, '#d0021b'],
           [96, 31, 105, 53, '#1e8c3a'],
           [12, 54, 105, 54, '#808080']],
 'w': 116}
PNG = '/home/pi/dashboard/greenhouse-4-32/render/chart.png'
JSON = '/home/pi/dashboard/greenhouse-4-32/render/chart.json'
X0 = 12
STEP = 14

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
