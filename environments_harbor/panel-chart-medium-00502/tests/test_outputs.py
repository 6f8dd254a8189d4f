import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2025-09-12', 510.3854166666667, 51],
          ['2025-09-13', 1089.0404166666667, 109],
          ['2025-09-14', 690.6316666666667, 69],
          ['2025-09-15', 661.3725000000001, 66],
          ['2025-09-16', 1352.1820833333334, 135],
          ['2025-09-17', 512.2216666666667, 51],
          ['2025-09-18', 529.1233333333333, 53],
          ['2025-09-19', None, 0],
          ['2025-09-20', 598.2366666666667, 60],
          ['2025-09-21', 558.3533333333334, 56],
          ['2025-09-22', 1163.3820833333332, 116],
          ['2025-09-23', 670.3249999999999, 67]],
 'h': 200,
 'rects': [[5, 129, 144, 129, '#808080'],
           [5, 141, 12, 191, '#f5c400'],
           [17, 83, 24, 191, '#d0021b'],
           [29, 123, 36, 191, '#d0021b'],
           [41, 126, 48, 191, '#d0021b'],
           [53, 57, 60, 191, '#d0021b'],
           [65, 141, 72, 191, '#f5c400'],
           [77, 139, 84, 191, '#f5c400'],
           [101, 132, 108, 191, '#f5c400'],
           [113, 136, 120, 191, '#f5c400'],
           [125, 76, 132, 191, '#d0021b'],
           [137, 125, 144, 191, '#d0021b']],
 'w': 155}
PNG = '/work/panel/server-room-1/render/chart.png'
JSON = '/work/panel/server-room-1/render/chart.json'
X0 = 5
STEP = 12

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
