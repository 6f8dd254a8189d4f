import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2026-11-17', -0.886, 4],
          ['2026-11-18', -2.933, 12],
          ['2026-11-19', 11.09, 44],
          ['2026-11-20', -1.507, 6],
          ['2026-11-21', 11.721, 47],
          ['2026-11-22', 13.209, 53],
          ['2026-11-23', -7.4590000000000005, 30],
          ['2026-11-24', 8.86, 35],
          ['2026-11-25', 8.916, 36],
          ['2026-11-26', -4.252, 17],
          ['2026-11-27', 1.7349999999999999, 7],
          ['2026-11-28', 12.358, 49],
          ['2026-11-29', -8.788, 35],
          ['2026-11-30', -2.6669999999999994, 11]],
 'h': 128,
 'rects': [[6, 59, 19, 62, '#d0021b'],
           [24, 59, 37, 70, '#d0021b'],
           [42, 14, 55, 57, '#f5c400'],
           [60, 59, 73, 64, '#d0021b'],
           [78, 11, 91, 57, '#f5c400'],
           [96, 5, 109, 57, '#f5c400'],
           [114, 59, 127, 88, '#d0021b'],
           [132, 23, 145, 57, '#f5c400'],
           [150, 22, 163, 57, '#f5c400'],
           [168, 59, 181, 75, '#d0021b'],
           [186, 51, 199, 57, '#f5c400'],
           [204, 9, 217, 57, '#f5c400'],
           [222, 59, 235, 93, '#d0021b'],
           [240, 59, 253, 69, '#d0021b'],
           [6, 58, 253, 58, '#ffffff']],
 'w': 266}
PNG = '/data/display/dock-7-84/render/chart.png'
JSON = '/data/display/dock-7-84/render/chart.json'
X0 = 6
STEP = 18

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
