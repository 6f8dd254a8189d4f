import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2023-02-20', 10.631, 53],
          ['2023-02-21', -0.863, 4],
          ['2023-02-22', -2.4459999999999997, 12],
          ['2023-02-23', 5.392, 27],
          ['2023-02-24', 3.754, 19],
          ['2023-02-25', 8.361, 42],
          ['2023-02-26', -0.6020000000000002, 3],
          ['2023-02-27', -3.6930000000000005, 18],
          ['2023-02-28', -5.6419999999999995, 28],
          ['2023-03-01', 2.794, 14],
          ['2023-03-02', -1.81, 9]],
 'h': 160,
 'rects': [[10, 20, 23, 72, '#1e8c3a'],
           [26, 74, 39, 77, '#d0021b'],
           [42, 74, 55, 85, '#d0021b'],
           [58, 46, 71, 72, '#1e8c3a'],
           [74, 54, 87, 72, '#1e8c3a'],
           [90, 31, 103, 72, '#1e8c3a'],
           [106, 74, 119, 76, '#d0021b'],
           [122, 74, 135, 91, '#d0021b'],
           [138, 74, 151, 101, '#d0021b'],
           [154, 59, 167, 72, '#1e8c3a'],
           [170, 74, 183, 82, '#d0021b'],
           [10, 73, 183, 73, '#ffffff']],
 'w': 196}
PNG = '/data/display/barn-2-47/render/chart.png'
JSON = '/data/display/barn-2-47/render/chart.json'
X0 = 10
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
