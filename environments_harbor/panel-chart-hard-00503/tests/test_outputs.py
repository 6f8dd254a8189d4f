import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2024-09-07', 11.374, 57],
          ['2024-09-08', -3.294, 16],
          ['2024-09-09', 7.174, 36],
          ['2024-09-10', 8.276, 41],
          ['2024-09-11', 8.879999999999999, 44],
          ['2024-09-12', -1.6170000000000002, 8],
          ['2024-09-13', 4.834, 24],
          ['2024-09-14', 4.931, 25],
          ['2024-09-15', -4.4159999999999995, 22],
          ['2024-09-16', 8.389, 42]],
 'h': 176,
 'rects': [[8, 29, 16, 85, '#1f4fd1'],
           [19, 87, 27, 102, '#d0021b'],
           [30, 50, 38, 85, '#1f4fd1'],
           [41, 45, 49, 85, '#1f4fd1'],
           [52, 42, 60, 85, '#1f4fd1'],
           [63, 87, 71, 94, '#d0021b'],
           [74, 62, 82, 85, '#1f4fd1'],
           [85, 61, 93, 85, '#1f4fd1'],
           [96, 87, 104, 108, '#d0021b'],
           [107, 44, 115, 85, '#1f4fd1'],
           [8, 86, 115, 86, '#808080']],
 'w': 133}
PNG = '/data/display/barn-2-46/render/chart.png'
JSON = '/data/display/barn-2-46/render/chart.json'
X0 = 8
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
