import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2024-05-18', 12.026, 96],
          ['2024-05-19', -5.763, 46],
          ['2024-05-20', 4.104, 33],
          ['2024-05-21', -0.17800000000000027, 1],
          ['2024-05-22', 8.559, 68],
          ['2024-05-23', 9.45, 76],
          ['2024-05-24', -1.4320000000000004, 11],
          ['2024-05-25', 10.778, 86],
          ['2024-05-26', 12.232, 98],
          ['2024-05-27', -1.2630000000000003, 10],
          ['2024-05-28', -0.8009999999999999, 6],
          ['2024-05-29', 0.3319999999999999, 3],
          ['2024-05-30', -1.0070000000000001, 8]],
 'h': 200,
 'rects': [[7, 10, 13, 105, '#808080'],
           [16, 107, 22, 152, '#d0021b'],
           [25, 73, 31, 105, '#808080'],
           [34, 107, 40, 107, '#d0021b'],
           [43, 38, 49, 105, '#808080'],
           [52, 30, 58, 105, '#808080'],
           [61, 107, 67, 117, '#d0021b'],
           [70, 20, 76, 105, '#808080'],
           [79, 8, 85, 105, '#808080'],
           [88, 107, 94, 116, '#d0021b'],
           [97, 107, 103, 112, '#d0021b'],
           [106, 103, 112, 105, '#808080'],
           [115, 107, 121, 114, '#d0021b'],
           [7, 106, 121, 106, '#000000']],
 'w': 142}
PNG = '/data/display/building-c-lobby-23/render/chart.png'
JSON = '/data/display/building-c-lobby-23/render/chart.json'
X0 = 7
STEP = 9

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
