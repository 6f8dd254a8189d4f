import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2026-12-07', 72.84541666666667, 182],
          ['2026-12-08', 40.66625, 102],
          ['2026-12-09', 69.12916666666666, 173],
          ['2026-12-10', None, 0],
          ['2026-12-11', 65.37875, 163],
          ['2026-12-12', 74.18666666666667, 185],
          ['2026-12-13', 47.212916666666665, 118],
          ['2026-12-14', None, 0],
          ['2026-12-15', 45.365833333333335, 113],
          ['2026-12-16', 73.04166666666667, 183],
          ['2026-12-17', 57.51541666666666, 144],
          ['2026-12-18', 55.086666666666666, 138]],
 'h': 200,
 'rects': [[9, 36, 102, 36, '#f07d00'],
           [9, 8, 14, 189, '#d0021b'],
           [17, 88, 22, 189, '#1f4fd1'],
           [25, 17, 30, 189, '#d0021b'],
           [41, 27, 46, 189, '#d0021b'],
           [49, 5, 54, 189, '#d0021b'],
           [57, 72, 62, 189, '#1f4fd1'],
           [73, 77, 78, 189, '#1f4fd1'],
           [81, 7, 86, 189, '#d0021b'],
           [89, 46, 94, 189, '#1f4fd1'],
           [97, 52, 102, 189, '#1f4fd1']],
 'w': 107}
PNG = '/work/panel/building-c-lobby-81/render/chart.png'
JSON = '/work/panel/building-c-lobby-81/render/chart.json'
X0 = 9
STEP = 8

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
