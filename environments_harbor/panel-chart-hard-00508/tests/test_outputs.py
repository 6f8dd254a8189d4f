import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2026-02-27', 4.833, 24],
          ['2026-02-28', 7.611, 38],
          ['2026-03-01', -0.47800000000000004, 2],
          ['2026-03-02', -5.563000000000001, 28],
          ['2026-03-03', 10.86, 54],
          ['2026-03-04', 4.795, 24],
          ['2026-03-05', -3.1359999999999997, 16],
          ['2026-03-06', 5.807, 29],
          ['2026-03-07', -5.358, 27],
          ['2026-03-08', 0.9420000000000001, 5],
          ['2026-03-09', 9.403, 47]],
 'h': 120,
 'rects': [[7, 49, 20, 72, '#1e8c3a'],
           [23, 35, 36, 72, '#1e8c3a'],
           [39, 74, 52, 75, '#d0021b'],
           [55, 74, 68, 101, '#d0021b'],
           [71, 19, 84, 72, '#1e8c3a'],
           [87, 49, 100, 72, '#1e8c3a'],
           [103, 74, 116, 89, '#d0021b'],
           [119, 44, 132, 72, '#1e8c3a'],
           [135, 74, 148, 100, '#d0021b'],
           [151, 68, 164, 72, '#1e8c3a'],
           [167, 26, 180, 72, '#1e8c3a'],
           [7, 73, 180, 73, '#ffffff']],
 'w': 187}
PNG = '/work/panel/rooftop-plant-room-24/render/chart.png'
JSON = '/work/panel/rooftop-plant-room-24/render/chart.json'
X0 = 7
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
