import json, os

from PIL import Image

T = {'bg': '#ffffff',
 'days': [['2026-12-19', -9.347, 47],
          ['2026-12-20', -5.772, 29],
          ['2026-12-21', -2.9910000000000005, 15],
          ['2026-12-22', 7.067, 35],
          ['2026-12-23', 9.094, 45],
          ['2026-12-24', -3.447, 17],
          ['2026-12-25', 14.157, 71],
          ['2026-12-26', 3.5599999999999996, 18],
          ['2026-12-27', 13.265, 66],
          ['2026-12-28', -5.088, 25],
          ['2026-12-29', 16.448, 82],
          ['2026-12-30', 10.712, 54],
          ['2026-12-31', -2.758, 14]],
 'h': 176,
 'rects': [[5, 99, 11, 145, '#d0021b'],
           [16, 99, 22, 127, '#d0021b'],
           [27, 99, 33, 113, '#d0021b'],
           [38, 63, 44, 97, '#000000'],
           [49, 53, 55, 97, '#000000'],
           [60, 99, 66, 115, '#d0021b'],
           [71, 27, 77, 97, '#000000'],
           [82, 80, 88, 97, '#000000'],
           [93, 32, 99, 97, '#000000'],
           [104, 99, 110, 123, '#d0021b'],
           [115, 16, 121, 97, '#000000'],
           [126, 44, 132, 97, '#000000'],
           [137, 99, 143, 112, '#d0021b'],
           [5, 98, 143, 98, '#808080']],
 'w': 160}
PNG = '/data/display/rooftop-plant-room-37/render/chart.png'
JSON = '/data/display/rooftop-plant-room-37/render/chart.json'
X0 = 5
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
