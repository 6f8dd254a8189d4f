import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2023-03-06', 44.151250000000005, 44],
          ['2023-03-07', 80.15416666666667, 80],
          ['2023-03-08', None, 0],
          ['2023-03-09', 48.45916666666667, 48],
          ['2023-03-10', 47.224583333333335, 47],
          ['2023-03-11', 76.83666666666666, 77],
          ['2023-03-12', 54.630833333333335, 55],
          ['2023-03-13', 76.6875, 77],
          ['2023-03-14', 38.55958333333333, 39],
          ['2023-03-15', 74.53416666666666, 75],
          ['2023-03-16', 71.1025, 71],
          ['2023-03-17', 50.309583333333336, 50]],
 'h': 120,
 'rects': [[14, 57, 164, 57, '#f07d00'],
           [14, 66, 21, 109, '#1e8c3a'],
           [27, 30, 34, 109, '#d0021b'],
           [53, 62, 60, 109, '#1e8c3a'],
           [66, 63, 73, 109, '#1e8c3a'],
           [79, 33, 86, 109, '#d0021b'],
           [92, 55, 99, 109, '#d0021b'],
           [105, 33, 112, 109, '#d0021b'],
           [118, 71, 125, 109, '#1e8c3a'],
           [131, 35, 138, 109, '#d0021b'],
           [144, 39, 151, 109, '#d0021b'],
           [157, 60, 164, 109, '#1e8c3a']],
 'w': 177}
PNG = '/work/panel/server-room-14/render/chart.png'
JSON = '/work/panel/server-room-14/render/chart.json'
X0 = 14
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
