import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2025-01-12', 523.83, 131],
          ['2025-01-13', 499.64, 125],
          ['2025-01-14', 558.5, 140],
          ['2025-01-15', 305.63, 76],
          ['2025-01-16', 625.7, 156],
          ['2025-01-17', 503.07, 126],
          ['2025-01-18', 423.71, 106],
          ['2025-01-19', 420.12, 105]],
 'h': 200,
 'rects': [[13, 60, 25, 190, '#1f4fd1'],
           [30, 66, 42, 190, '#1f4fd1'],
           [47, 51, 59, 190, '#1f4fd1'],
           [64, 115, 76, 190, '#1f4fd1'],
           [81, 35, 93, 190, '#1f4fd1'],
           [98, 65, 110, 190, '#1f4fd1'],
           [115, 85, 127, 190, '#1f4fd1'],
           [132, 86, 144, 190, '#1f4fd1']],
 'w': 158}
PNG = '/home/pi/dashboard/pump-house-b-71/render/chart.png'
JSON = '/home/pi/dashboard/pump-house-b-71/render/chart.json'
X0 = 13
STEP = 17

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
