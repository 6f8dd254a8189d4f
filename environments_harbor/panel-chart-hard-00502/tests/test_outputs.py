import json, os

from PIL import Image

T = {'bg': '#000000',
 'days': [['2023-05-10', 1.9429999999999994, 8],
          ['2023-05-11', -9.298, 37],
          ['2023-05-12', -6.265999999999999, 25],
          ['2023-05-13', 12.809, 51],
          ['2023-05-14', -1.89, 8],
          ['2023-05-15', 14.033, 56],
          ['2023-05-16', -5.696000000000001, 23],
          ['2023-05-17', -2.439, 10],
          ['2023-05-18', -3.0780000000000003, 12],
          ['2023-05-19', -1.313, 5],
          ['2023-05-20', 13.513, 54],
          ['2023-05-21', -7.505, 30],
          ['2023-05-22', 6.3180000000000005, 25],
          ['2023-05-23', 11.243, 45]],
 'h': 120,
 'rects': [[8, 54, 13, 61, '#f5c400'],
           [18, 63, 23, 99, '#d0021b'],
           [28, 63, 33, 87, '#d0021b'],
           [38, 11, 43, 61, '#f5c400'],
           [48, 63, 53, 70, '#d0021b'],
           [58, 6, 63, 61, '#f5c400'],
           [68, 63, 73, 85, '#d0021b'],
           [78, 63, 83, 72, '#d0021b'],
           [88, 63, 93, 74, '#d0021b'],
           [98, 63, 103, 67, '#d0021b'],
           [108, 8, 113, 61, '#f5c400'],
           [118, 63, 123, 92, '#d0021b'],
           [128, 37, 133, 61, '#f5c400'],
           [138, 17, 143, 61, '#f5c400'],
           [8, 62, 143, 62, '#ffffff']],
 'w': 164}
PNG = '/opt/signage/allotment-shed-78/render/chart.png'
JSON = '/opt/signage/allotment-shed-78/render/chart.json'
X0 = 8
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
