import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2025-02-26', 26.43, 66],
          ['2025-02-27', 24.5, 61],
          ['2025-02-28', 25.34, 63],
          ['2025-03-01', 20.330000000000002, 51],
          ['2025-03-02', 24.65, 62],
          ['2025-03-03', 27.27, 68],
          ['2025-03-04', 25.7, 64],
          ['2025-03-05', 23.02, 58]],
 'h': 120,
 'rects': [[11, 47, 16, 112, '#000000'],
           [22, 52, 27, 112, '#000000'],
           [33, 50, 38, 112, '#000000'],
           [44, 62, 49, 112, '#000000'],
           [55, 51, 60, 112, '#000000'],
           [66, 45, 71, 112, '#000000'],
           [77, 49, 82, 112, '#000000'],
           [88, 55, 93, 112, '#000000']],
 'w': 98}
PNG = '/data/display/cold-store-6/render/chart.png'
JSON = '/data/display/cold-store-6/render/chart.json'
X0 = 11
STEP = 11

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
