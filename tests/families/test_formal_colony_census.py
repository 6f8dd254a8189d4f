"""colony_census without containers: the shipped image decodes (PNG/PPM) to the label map the truth was computed
from, also after mapping the noisy hard-level colours to the nearest legend colour."""

import io
import json

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.formal import colony_census as cc

Image = pytest.importorskip("PIL.Image")


@pytest.mark.parametrize("level", LEVELS)
def test_image_decodes_to_the_judged_colonies(level):
    for seed in range(3):
        task = get_family("colony_census").generate(seed, level)
        img_path = next(p for p in task.environment.files if p.endswith((".png", ".ppm")))
        im = Image.open(io.BytesIO(task.environment.files[img_path].bytes())).convert("RGB")
        ns = {}
        exec(task.tests["test_outputs.py"].content.split("\ndef _colonies")[0], ns)
        truth = ns["EXPECTED"]
        if level == "easy":
            hexes = {"colony": next(l for l in task.instruction.splitlines() if "colony pixels are exactly" in l)
                     .split("exactly ")[1].split(".")[0]}
            others = {"background": task.instruction.split("background is ")[1].split(",")[0]}
        else:
            legend = json.loads(task.environment.files[next(p for p in task.environment.files if p.endswith(".json"))].content)
            hexes = legend["classes"]
            others = {"background": legend["background"], **({"rim": legend["rim"]} if "rim" in legend else {})}
        pal = {k: tuple(int(v[i:i + 2], 16) for i in (1, 3, 5)) for k, v in {**hexes, **others}.items()}
        names = list(hexes)
        w, h = im.size
        px = im.load()
        lab = [[0] * w for _ in range(h)]
        for y in range(h):
            for x in range(w):
                c = px[x, y]
                best = min(pal, key=lambda k: sum((a - b) ** 2 for a, b in zip(pal[k], c)))
                if level != "hard":
                    assert c == pal[best], f"pixel {(x, y)} is {c}, not a legend colour"
                lab[y][x] = names.index(best) + 1 if best in hexes else 0
        got = cc.ColonyCensus._truth(lab, w, h, int(task.instruction.split("fewer than ")[1].split()[0]), level, names)
        assert got == truth
