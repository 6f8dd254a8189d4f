import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2026-08-11', 12.616, 50],
          ['2026-08-12', 8.424999999999999, 34],
          ['2026-08-13', 4.9030000000000005, 20],
          ['2026-08-14', 10.276, 41],
          ['2026-08-15', 4.353000000000001, 17],
          ['2026-08-16', 10.171000000000001, 41],
          ['2026-08-17', -0.7799999999999998, 3],
          ['2026-08-18', 4.117999999999999, 16],
          ['2026-08-19', 4.678, 19],
          ['2026-08-20', 9.54, 38]],
 'h': 128,
 'rects': [[20, 13, 32, 62, '#000000'],
           [36, 29, 48, 62, '#000000'],
           [52, 43, 64, 62, '#000000'],
           [68, 22, 80, 62, '#000000'],
           [84, 46, 96, 62, '#000000'],
           [100, 22, 112, 62, '#000000'],
           [116, 64, 128, 66, '#d0021b'],
           [132, 47, 144, 62, '#000000'],
           [148, 44, 160, 62, '#000000'],
           [164, 25, 176, 62, '#000000'],
           [20, 63, 176, 63, '#808080']],
 'w': 183}
PNG = '/srv/panel/pump-house-b-58/render/chart.png'
JSON = '/srv/panel/pump-house-b-58/render/chart.json'
X0 = 20
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
