"""stability_kinetics without containers: the generator's nonlinear least-squares optimum is a true optimum (zero
gradient, no better point nearby), and the decoys' estimators miss it by far more than the test tolerance."""

import math
import random

import pytest

from termigen.families.science import stability_kinetics as sk


def _sse(t, c, c0, k):
    return sum((y - c0 * math.exp(-k * x)) ** 2 for x, y in zip(t, c))


def test_nls_is_a_minimum():
    rng = random.Random(3)
    for _ in range(20):
        k, c0 = rng.uniform(0.02, 0.2), rng.uniform(2, 10)
        t = [i * rng.uniform(0.5, 2) for i in range(12)]
        c = [c0 * math.exp(-k * x) + rng.gauss(0, 0.02 * c0) for x in t]
        kh, ch = sk._nls(t, c)
        best = _sse(t, c, ch, kh)
        for dk, dc in ((1e-4, 0), (-1e-4, 0), (0, 1e-4), (0, -1e-4), (1e-4, 1e-4), (-1e-4, -1e-4)):
            assert _sse(t, c, ch * (1 + dc), kh * (1 + dk)) >= best


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_generation_is_robust(level):
    for seed in range(15):
        task = sk.StabilityKinetics().generate(seed, level)
        assert len(task.decoys) >= 4
        assert "TOL = 0.0005" in task.tests["test_outputs.py"].content
