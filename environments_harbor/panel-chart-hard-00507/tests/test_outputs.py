import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2023-10-20', 13.149, 105],
          ['2023-10-21', 6.369, 51],
          ['2023-10-22', 3.2650000000000006, 26],
          ['2023-10-23', 4.824, 39],
          ['2023-10-24', -3.612, 29],
          ['2023-10-25', -9.093, 73],
          ['2023-10-26', -2.853, 23],
          ['2023-10-27', -6.582, 53],
          ['2023-10-28', -3.571, 29],
          ['2023-10-29', -6.145, 49],
          ['2023-10-30', -4.963, 40],
          ['2023-10-31', -3.2460000000000004, 26]],
 'h': 200,
 'rects': [[6, 7, 13, 111, '#1e8c3a'],
           [16, 61, 23, 111, '#1e8c3a'],
           [26, 86, 33, 111, '#1e8c3a'],
           [36, 73, 43, 111, '#1e8c3a'],
           [46, 113, 53, 141, '#d0021b'],
           [56, 113, 63, 185, '#d0021b'],
           [66, 113, 73, 135, '#d0021b'],
           [76, 113, 83, 165, '#d0021b'],
           [86, 113, 93, 141, '#d0021b'],
           [96, 113, 103, 161, '#d0021b'],
           [106, 113, 113, 152, '#d0021b'],
           [116, 113, 123, 138, '#d0021b'],
           [6, 112, 123, 112, '#ffffff']],
 'w': 140}
PNG = '/data/display/cold-store-95/render/chart.png'
JSON = '/data/display/cold-store-95/render/chart.json'
X0 = 6
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
