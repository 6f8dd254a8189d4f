"""netlist_equivalence without containers: the netlist builders compute what they claim (exhaustively at small
widths), the pairs of every role are what the truth says, the parser pieces of the checker read every renderer back,
the component set differs seed to seed, and every decoy is modelled to miss some case."""

import collections
import gzip
import random
import sys
import types

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.formal import netlist_equivalence as ne

FAM = get_family("netlist_equivalence")
MARKERS = {"fmt_bench": "def parse_bench", "fmt_blif": "def parse_blif", "fmt_verilog": "def parse_verilog",
           "fmt_aag": "def parse_aag", "fmt_json": "def parse_json", "eng_minisat": '"minisat", "-verb=0"',
           "eng_z3": "import z3", "q_tied": "def assume_tied", "q_onehot": "def assume_onehot",
           "q_ports": "def map_ports"}


def _all_vectors(names):
    n = 1 << len(names)
    return {x: sum(1 << j for j in range(n) if (j >> k) & 1) for k, x in enumerate(names)}, n


@pytest.mark.parametrize("role", ["rare", "equiv", "tied", "onehot", "onehot_bug"])
def test_roles_exhaustively_at_small_widths(role):
    rng = random.Random(role)
    for _ in range(12):
        w = rng.randint(6, 7)
        g, r, witness, tied, onehot, equivalent, kind, viol = ne._build(rng, role, w, "g", "U")
        if len(g.ins) > 17:
            continue
        vec, n = _all_vectors(g.ins)
        ident = {x: x for x in r.ins}
        d = ne._diff(g, r, ident, {o: o for o in g.outs}, vec, n)
        valid = ne._valid(vec, n, tied, onehot)
        assert bool(d & valid) == (not equivalent), (role, kind, w)
        if witness:
            assert ne._diff(g, r, ident, {o: o for o in g.outs}, witness, 1)
        if tied or onehot:
            assert d & ~valid, "the constraint must matter"


def test_golden_builders_compute_their_function():
    rng = random.Random(1)
    for kind, build in (("eq", ne.eq_golden), ("lt", ne.lt_golden), ("add", ne.add_golden), ("max", ne.max_golden)):
        g = ne.Net("g", rng)
        build(g, 4)
        vec, n = _all_vectors(g.ins)
        out = g.sim(vec, n)
        for j in range(n):
            v = {x: (vec[x] >> j) & 1 for x in g.ins}
            a = sum(v[f"a{i}"] << i for i in range(4))
            b = sum(v[f"b{i}"] << i for i in range(4))
            o = {k: (x >> j) & 1 for k, x in out.items()}
            if kind == "eq":
                assert o["eq"] == int(a == b)
            elif kind == "lt":
                assert o["lt"] == int(a < b)
            elif kind == "add":
                s = a + b + v["cin"]
                assert [o[f"s{i}"] for i in range(4)] + [o["cout"]] == [(s >> i) & 1 for i in range(5)]
            else:
                assert [o[f"y{i}"] for i in range(4)] == [(max(a, b) >> i) & 1 for i in range(4)]


@pytest.mark.parametrize("fmt", ne.FORMATS)
def test_every_renderer_reads_back_through_the_checker_piece(fmt):
    rng = random.Random(fmt)
    for role in ("rare", "equiv", "tied", "onehot"):
        g, r, *_ = ne._build(rng, role, 12, "g", "U")
        for opt in (ne.opt_demorgan, ne.opt_rebalance):
            opt(r, rng)
        for net in (g, r):
            parsed = ne._parser(fmt)(ne.RENDER[fmt](net, "blk: test", rng))
            vec = ne._random_vec(rng, net.ins, 256)
            assert parsed.inputs == net.ins
            assert ne._diff(net, parsed, {x: x for x in net.ins}, {o: o for o in net.outs}, vec, 256) == 0


def test_wrong_parsers_really_read_something_else():
    rng = random.Random(3)
    g, r, *_ = ne._build(rng, "equiv", 12, "g", "U")
    for fmt in ("fmt_blif", "fmt_verilog", "fmt_aag", "fmt_json"):
        wrong = next(iter(ne.PIECES[fmt]["wrong"]))
        seen = False
        for net in (g, r):
            text = ne.RENDER[fmt](net, "blk: test", rng)
            vec = ne._random_vec(rng, net.ins, 256)
            try:
                bad = ne._parser(fmt, wrong)(text)
                seen |= bool(ne._diff(net, bad, {x: x for x in net.ins}, {o: o for o in net.outs}, vec, 256))
            except Exception:
                seen = True
        assert seen, fmt


def test_same_seed_same_bytes():
    for level in LEVELS:
        assert FAM.generate(503, level).content_hash() == FAM.generate(503, level).content_hash()


@pytest.mark.parametrize("level", LEVELS)
def test_consecutive_seeds_compose_different_checkers(level):
    sets = [tuple(c for c in FAM.generate(s, level).components if not c.startswith("opt_")) for s in range(500, 510)]
    assert len(set(sets)) == len(sets), sets
    cfg = FAM.levels[level]
    for c in sets:
        assert sum(x.startswith("fmt_") for x in c) == cfg.formats and sum(x.startswith("eng_") for x in c) == 1
        assert cfg.features[0] <= sum(x.startswith("q_") for x in c) <= cfg.features[1]


def test_every_component_is_reachable():
    seen = collections.Counter()
    for level in LEVELS:
        for s in range(500, 512):
            seen.update(FAM.generate(s, level).components)
    assert set(seen) == set(ne.FORMATS + ne.ENGINES + ne.FEATURES + ne.OPTS), seen


def _consts(task):
    ns = {"__file__": "/tests/test_outputs.py"}
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    exec(compile(task.tests["test_outputs.py"].content, "test_outputs", "exec"), ns)
    return ns


@pytest.mark.parametrize("level", LEVELS)
def test_oracle_decoys_and_hidden_cases(level):
    for s in range(500, 504):
        t = FAM.generate(s, level)
        ns = _consts(t)
        cases = ns["CASES"]
        verdicts = {c["equivalent"] for c in cases.values()}
        assert verdicts == {True, False}
        for name, c in cases.items():
            assert f"cases/{name}/{c['golden']}.gz" in t.tests and f"cases/{name}/{c['revised']}.gz" in t.tests
            assert c["assume"] == (bool(c["tied"]) or bool(c["onehot"]))
        comps = set(t.components)
        for piece, marker in MARKERS.items():
            assert (marker in t.solution) == (piece in comps), (piece, comps)
        names = [d.name for d in t.decoys]
        assert "always_equivalent" in names and len(names) >= 3
        assert any(n.endswith("random_simulation") for n in names)
        if "q_ports" in comps:
            assert all(c["ports"] for c in cases.values())
        if level == "hard":
            assert any(p.endswith("docs/LEC_FLOW.md") for p in t.environment.files)
            assert "--ports" not in t.instruction and "Tseitin" not in t.instruction
        if level == "easy":
            assert ("minisat" in t.instruction) and ("Method" in t.instruction)


def test_hidden_simulator_matches_the_generator():
    t = FAM.generate(501, "medium")
    ns = _consts(t)
    rng = random.Random(0)
    for name in ns["CASES"]:
        for side in ("golden", "revised"):
            text = gzip.decompress(t.tests[f"truth/{name}.{side}.bench.gz"].bytes()).decode()
            net = ne._parser("fmt_bench")(text)
            vec = {x: rng.randint(0, 1) for x in net.inputs}
            got = ns["_simulate"]((net.inputs, net.outputs, {k: ({"BUF": "BUFF"}.get(op, op), a)
                                                               for k, (op, a) in net.gates.items()}), vec)
            assert {o: int(v) for o, v in got.items()} == ne._eval(net.gates, vec, 1, net.outputs)
