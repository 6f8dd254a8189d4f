"""netlist_equivalence without containers: the netlist builders compute what they claim (exhaustively at small
widths), equivalent revisions are equivalent, planted bugs are real, and the random-simulation decoy misses them."""

import random

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.formal import netlist_equivalence as ne


def _exhaustive(g, r, tie):
    n = 1 << len(g.ins)
    bits = {name: 0 for name in g.ins}
    for j in range(n):
        for k, name in enumerate(g.ins):
            if (j >> k) & 1:
                bits[name] |= 1 << j
    valid = (1 << n) - 1
    for k, v in tie.items():
        valid &= bits[k] if v else ~bits[k]
    og, orr = g.sim(bits, n), r.sim(bits, n)
    return og, orr, any((og[o] ^ orr[o]) & valid for o in og), bits


@pytest.mark.parametrize("kind", ["eq", "lt", "add", "dec", "max"])
def test_builders_exhaustively_at_small_widths(kind):
    rng = random.Random(kind)
    fam = ne.NetlistEquivalence()
    for w in range(2, 8):
        for tied in ((None, "masked") if kind in ("add", "dec") else (None,)):
            for buggy in (False, True):
                if (tied and buggy) or (buggy and kind in ("lt", "max") and w < 6):
                    continue  # the comparator bug needs a bit above the faulty term: real widths are 20+
                g, r, _, tie = fam._build(rng, kind, w, buggy, tied, "g", "U")
                og, _, differs, bits = _exhaustive(g, r, tie)
                assert differs == buggy, (kind, w, tied, buggy)
                for j in range(1 << len(g.ins)):
                    v = {name: (bits[name] >> j) & 1 for name in g.ins}
                    a = sum(v.get(f"a{i}", 0) << i for i in range(w))
                    b = sum(v.get(f"b{i}", 0) << i for i in range(w))
                    out = {o: (og[o] >> j) & 1 for o in og}
                    if kind == "eq":
                        assert out["eq"] == int(a == b)
                    elif kind == "lt":
                        assert out["lt"] == int(a < b)
                    elif kind == "add":
                        s = a + b + v["cin"]
                        assert [out[f"s{i}"] for i in range(w)] + [out["cout"]] == [(s >> i) & 1 for i in range(w + 1)]
                    elif kind == "max":
                        assert [out[f"y{i}"] for i in range(w)] == [(max(a, b) >> i) & 1 for i in range(w)]


@pytest.mark.parametrize("level", LEVELS)
def test_instances_mix_verdicts_and_ship_hidden_copies(level):
    for seed in range(6):
        task = get_family("netlist_equivalence").generate(seed, level)
        src = task.tests["test_outputs.py"].content
        ns = {}
        exec(src.split("\nHERE = ")[0], ns)
        truth = ns["TRUTH"]
        assert any(t["equivalent"] for t in truth.values()) and any(not t["equivalent"] for t in truth.values())
        for name in truth:
            assert f"cases/{name}.golden.bench.gz" in task.tests and f"cases/{name}.revised.bench.gz" in task.tests
        if level == "hard":
            assert any(t["tied"] for t in truth.values())
