import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2023-06-24', 1108.0645833333333, 55],
          ['2023-06-25', 540.7416666666667, 27],
          ['2023-06-26', 822.73, 41],
          ['2023-06-27', 714.2316666666667, 36],
          ['2023-06-28', 1206.7716666666668, 60],
          ['2023-06-29', 1293.0054166666666, 65],
          ['2023-06-30', 1094.2354166666667, 55],
          ['2023-07-01', 1228.2333333333333, 61],
          ['2023-07-02', None, 0],
          ['2023-07-03', 1408.8100000000002, 70],
          ['2023-07-04', 1221.3370833333333, 61]],
 'h': 150,
 'rects': [[13, 80, 128, 80, '#f07d00'],
           [13, 83, 18, 137, '#1f4fd1'],
           [24, 111, 29, 137, '#1f4fd1'],
           [35, 97, 40, 137, '#1f4fd1'],
           [46, 102, 51, 137, '#1f4fd1'],
           [57, 78, 62, 137, '#d0021b'],
           [68, 73, 73, 137, '#d0021b'],
           [79, 83, 84, 137, '#1f4fd1'],
           [90, 77, 95, 137, '#d0021b'],
           [112, 68, 117, 137, '#d0021b'],
           [123, 77, 128, 137, '#d0021b']],
 'w': 140}
PNG = '/data/display/greenhouse-4-55/render/chart.png'
JSON = '/data/display/greenhouse-4-55/render/chart.json'
X0 = 13
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
