import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2024-07-18', 28.370833333333334, 142],
          ['2024-07-19', 20.864166666666666, 104],
          ['2024-07-20', 29.5975, 148],
          ['2024-07-21', 13.868333333333332, 69],
          ['2024-07-22', 18.754166666666666, 94],
          ['2024-07-23', None, 0],
          ['2024-07-24', 27.668333333333333, 138],
          ['2024-07-25', 30.34375, 152],
          ['2024-07-26', 29.85083333333333, 149],
          ['2024-07-27', 24.398750000000003, 122],
          ['2024-07-28', 16.428333333333335, 82]],
 'h': 176,
 'rects': [[7, 34, 114, 34, '#f07d00'],
           [7, 22, 14, 163, '#d0021b'],
           [17, 60, 24, 163, '#000000'],
           [27, 16, 34, 163, '#d0021b'],
           [37, 95, 44, 163, '#000000'],
           [47, 70, 54, 163, '#000000'],
           [67, 26, 74, 163, '#d0021b'],
           [77, 12, 84, 163, '#d0021b'],
           [87, 15, 94, 163, '#d0021b'],
           [97, 42, 104, 163, '#000000'],
           [107, 82, 114, 163, '#000000']],
 'w': 135}
PNG = '/data/display/cold-store-8/render/chart.png'
JSON = '/data/display/cold-store-8/render/chart.json'
X0 = 7
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
