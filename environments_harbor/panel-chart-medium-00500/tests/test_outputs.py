import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2025-11-18', 15.655000000000001, 78],
          ['2025-11-19', 31.084166666666665, 155],
          ['2025-11-20', None, 0],
          ['2025-11-21', 28.74291666666667, 144],
          ['2025-11-22', 18.1525, 91],
          ['2025-11-23', 15.670416666666666, 78],
          ['2025-11-24', 22.604583333333334, 113],
          ['2025-11-25', 21.224166666666665, 106],
          ['2025-11-26', 15.984583333333333, 80],
          ['2025-11-27', 13.79875, 69]],
 'h': 176,
 'rects': [[17, 82, 172, 82, '#808080'],
           [17, 90, 28, 167, '#1e8c3a'],
           [33, 13, 44, 167, '#d0021b'],
           [65, 24, 76, 167, '#d0021b'],
           [81, 77, 92, 167, '#d0021b'],
           [97, 90, 108, 167, '#1e8c3a'],
           [113, 55, 124, 167, '#d0021b'],
           [129, 62, 140, 167, '#d0021b'],
           [145, 88, 156, 167, '#1e8c3a'],
           [161, 99, 172, 167, '#1e8c3a']],
 'w': 186}
PNG = '/work/panel/allotment-shed-35/render/chart.png'
JSON = '/work/panel/allotment-shed-35/render/chart.json'
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
