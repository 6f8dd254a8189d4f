"""Formal/SAT: combinational equivalence checking of gate-level netlists (ISCAS .bench) with a miter, Tseitin
encoding and minisat; verdicts and counterexamples checked by simulation against hidden copies of the netlists."""

from __future__ import annotations

import gzip
import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

BLOCKS = ["fetch", "lsu", "dma", "uart", "crc", "timer", "mmu", "irq", "bus", "pcie", "sdram", "spi", "i2c", "axi",
          "cache", "tlb", "fpu", "rob", "bpu", "csr"]
CHIPS = ["Kestrel-M4", "Osprey SoC", "Larch RV32", "Tamarin NIC", "Heron DSP", "Quokka MCU", "Wren IoT", "Ibis GPU",
         "Marten ASIC", "Sable FPGA shell", "Gannet modem", "Vole controller"]
TOOLS = ["Yosys", "Design Compiler", "Genus", "an in-house resynthesis script", "ABC", "a timing-driven remapper"]
ROOTS = ["/work/eco", "/srv/asic", "/home/dv", "/data/lec", "/opt/signoff"]

# ---------------------------------------------------------------------------------------------------------
# The checker: oracle and decoys (one program, a decoy flips one switch).
PROGRAM = r'''
import json, os, random, re, sys
BUG, STAGE = sys.argv[1], sys.argv[2]
CFG = json.load(open("/tmp/lec_cfg.json"))
MAN = json.load(open(CFG["manifest"]))
BASE = os.path.dirname(CFG["manifest"])
W = "/tmp/lec"

def parse(path):
    ins, outs, gates = [], [], {}
    for line in open(path):
        line = line.split("#")[0].strip()
        if not line:
            continue
        m = re.match(r"(INPUT|OUTPUT)\((\S+)\)$", line)
        if m:
            (ins if m.group(1) == "INPUT" else outs).append(m.group(2))
            continue
        m = re.match(r"(\S+)\s*=\s*(\w+)\((.*)\)$", line)
        gates[m.group(1)] = (m.group(2).upper(), [x.strip() for x in m.group(3).split(",")])
    return ins, outs, gates

def simulate(net, vec):
    ins, outs, gates = net
    val = dict(vec)
    def ev(s):
        if s in val:
            return val[s]
        op, args = gates[s]
        xs = [ev(a) for a in args]
        if op in ("AND", "NAND"): r = all(xs)
        elif op in ("OR", "NOR"): r = any(xs)
        elif op in ("XOR", "XNOR"): r = sum(xs) % 2 == 1
        elif op == "NOT": r = not xs[0]
        else: r = xs[0]
        if op in ("NAND", "NOR", "XNOR"): r = not r
        val[s] = bool(r)
        return val[s]
    return {o: ev(o) for o in outs}

class CNF:
    def __init__(self):
        self.n, self.clauses = 0, []
    def var(self):
        self.n += 1
        return self.n
    def gate(self, op, z, xs):
        C = self.clauses.append
        if op in ("AND", "NAND", "OR", "NOR"):
            neg = op in ("NAND", "NOR")
            zz = -z if neg else z
            if op in ("AND", "NAND"):
                for x in xs: C([-zz, x])
                C([zz] + [-x for x in xs])
            else:
                for x in xs: C([zz, -x])
                C([-zz] + xs)
        elif op in ("XOR", "XNOR"):
            acc = xs[0]
            for i, x in enumerate(xs[1:], 1):
                t = z if i == len(xs) - 1 else self.var()
                tt = -t if (op == "XNOR" and i == len(xs) - 1) else t
                C([-tt, acc, x]); C([-tt, -acc, -x]); C([tt, -acc, x]); C([tt, acc, -x])
                acc = t if not (op == "XNOR" and i == len(xs) - 1) else -t
        elif op == "NOT":
            C([z, xs[0]]); C([-z, -xs[0]])
        else:
            C([z, -xs[0]]); C([-z, xs[0]])

def encode(cnf, net, shared):
    ins, outs, gates = net
    v = {}
    for i in ins:
        v[i] = shared.setdefault(i, cnf.var())
    for g in gates:
        v[g] = cnf.var()
    for g, (op, args) in gates.items():
        cnf.gate(op, v[g], [v[a] for a in args])
    return v

def pairs():
    for p in MAN["pairs"]:
        yield p, parse(os.path.join(BASE, p["golden"])), parse(os.path.join(BASE, p["revised"]))

if STAGE == "encode":
    os.makedirs(W, exist_ok=True)
    for p, g, r in pairs():
        cnf, shared = CNF(), {}
        vg, vr = encode(cnf, g, shared), encode(cnf, r, shared)
        if BUG == "positional_outputs":
            matched = list(zip(g[1], r[1]))
        else:
            matched = [(o, o) for o in g[1]]
        diffs = []
        for og, orr in matched:
            d = cnf.var()
            cnf.gate("XOR", d, [vg[og], vr[orr]])
            diffs.append(d)
        cnf.clauses.append(diffs)
        if BUG != "ignore_ties":
            for name, val in p.get("tied", {}).items():
                cnf.clauses.append([shared[name] if val else -shared[name]])
        with open(f"{W}/{p['name']}.cnf", "w") as f:
            f.write(f"p cnf {cnf.n} {len(cnf.clauses)}\n")
            f.writelines(" ".join(map(str, c)) + " 0\n" for c in cnf.clauses)
        json.dump({i: shared[i] for i in g[0]}, open(f"{W}/{p['name']}.map", "w"))
    sys.exit(0)

report = {}
for p, g, r in pairs():
    name = p["name"]
    if BUG == "random_sim":
        rnd = random.Random(1)
        cex = None
        for _ in range(1500):
            vec = {i: rnd.random() < 0.5 for i in g[0]}
            vec.update({k: bool(v) for k, v in p.get("tied", {}).items()})
            if simulate(g, vec) != simulate(r, vec):
                cex = "".join("1" if vec[i] else "0" for i in g[0])
                break
        report[name] = {"equivalent": cex is None, "counterexample": cex}
        continue
    text = open(f"{W}/{name}.out").read().split()
    sat = text[0] == "SAT"
    if BUG == "unsat_means_different":
        sat = not sat
    cex = None
    if sat and BUG != "no_counterexamples" and text[0] == "SAT":
        model = {abs(int(x)): int(x) > 0 for x in text[1:] if x != "0"}
        m = json.load(open(f"{W}/{name}.map"))
        cex = "".join("1" if model.get(m[i], False) else "0" for i in g[0])
    report[name] = {"equivalent": not sat, "counterexample": cex}
os.makedirs(os.path.dirname(CFG["report"]), exist_ok=True)
json.dump(report, open(CFG["report"], "w"), indent=2, sort_keys=True)
'''


def _solver(cfg: dict, bug: str = "") -> str:
    b = bug or "none"
    return script("""
        mkdir -p {outdir}
        cat > /tmp/lec_cfg.json <<'JSON'
        {cfg}
        JSON
        cat > /tmp/lec.py <<'PY'
        {program}
        PY
        python3 /tmp/lec.py {bug} encode
        for cnf in /tmp/lec/*.cnf; do
          minisat -verb=0 "$cnf" "${cnf%.cnf}.out" > /dev/null || true
        done
        python3 /tmp/lec.py {bug} report
    """).replace("{program}", PROGRAM.strip("\n")).replace("{cfg}", json.dumps(cfg)).replace("{bug}", b) \
        .replace("{outdir}", cfg["outdir"])


# ---------------------------------------------------------------------------------------------------------
class Net:
    """A tiny netlist builder that writes ISCAS .bench lines."""

    def __init__(self, prefix: str, rng: random.Random):
        self.prefix, self.rng = prefix, rng
        self.ins: list[str] = []
        self.outs: list[str] = []
        self.gates: dict[str, tuple[str, list[str]]] = {}
        self.k = rng.randint(10, 90)

    def inp(self, name):
        self.ins.append(name)
        return name

    def g(self, op, *args, name=None):
        if name is None:
            self.k += self.rng.randint(1, 3)
            name = f"{self.prefix}{self.k}"
        self.gates[name] = (op, list(args))
        return name

    def out(self, name, op, *args):
        self.g(op, *args, name=name)
        self.outs.append(name)

    def text(self, shuffle=False, header=""):
        lines = [f"# {header}"] if header else []
        lines += [f"INPUT({i})" for i in self.ins] + [f"OUTPUT({o})" for o in self.outs]
        body = [f"{n} = {op}({', '.join(a)})" for n, (op, a) in self.gates.items()]
        if shuffle:
            self.rng.shuffle(body)
        return "\n".join(lines + [""] + body) + "\n"

    def sim(self, vec: dict[str, int], nbits: int) -> dict[str, int]:
        """Bit-parallel simulation: each input is an int holding nbits vectors."""
        mask = (1 << nbits) - 1
        val = dict(vec)

        def ev(s):
            if s in val:
                return val[s]
            op, args = self.gates[s]
            xs = [ev(a) for a in args]
            if op in ("AND", "NAND"):
                r = mask
                for x in xs:
                    r &= x
            elif op in ("OR", "NOR"):
                r = 0
                for x in xs:
                    r |= x
            elif op in ("XOR", "XNOR"):
                r = 0
                for x in xs:
                    r ^= x
            elif op == "NOT":
                r = ~xs[0] & mask
            else:
                r = xs[0]
            if op in ("NAND", "NOR", "XNOR"):
                r = ~r & mask
            val[s] = r
            return r

        return {o: ev(o) for o in self.outs}


def _bus(net, name, w):
    return [net.inp(f"{name}{i}") for i in range(w)]


def _and_tree(net, xs, op="AND", width=4):
    xs = list(xs)
    while len(xs) > 1:
        xs = [net.g(op, *xs[i:i + width]) if len(xs[i:i + width]) > 1 else xs[i] for i in range(0, len(xs), width)]
    return xs[0]


# -- equality a == b -------------------------------------------------------------------------------------
def eq_golden(net, w):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    net.out("eq", "AND", *[net.g("XNOR", x, y) for x, y in zip(a, b)])


def eq_revised(net, w, omit=None):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    d = [net.g("XOR", x, y) for i, (x, y) in enumerate(zip(a, b)) if i != omit]
    anyd = _and_tree(net, d, "OR", 3)
    net.out("eq", "NOT", anyd)


def eq_witness(rng, w, omit):
    r = rng.getrandbits(w)
    return {"a": r, "b": r ^ (1 << omit)}


# -- unsigned less-than a < b ----------------------------------------------------------------------------
def lt_golden_core(net, a, b):
    lt = None
    for x, y in zip(a, b):
        here = net.g("AND", net.g("NOT", x), y)
        if lt is None:
            lt = here
        else:
            lt = net.g("OR", here, net.g("AND", net.g("XNOR", x, y), lt))
    return lt


def lt_revised_core(net, a, b, omit=None):
    w = len(a)
    eqs = [net.g("XNOR", x, y) for x, y in zip(a, b)]
    suffix = [None] * (w + 1)  # suffix[i] = AND(eq_i .. eq_{w-1})
    for i in range(w - 1, 0, -1):
        suffix[i] = eqs[i] if suffix[i + 1] is None else net.g("AND", eqs[i], suffix[i + 1])
    terms = []
    for i in range(w):
        lo = net.g("NOR", a[i], net.g("NOT", b[i]))  # ~a_i & b_i
        if omit is not None and i == omit[0]:
            terms.append(net.g("AND", lo, *[eqs[j] for j in range(i + 1, w) if j != omit[1]]))
        elif suffix[i + 1] is None:
            terms.append(lo)
        else:
            terms.append(net.g("AND", lo, suffix[i + 1]))
    return _and_tree(net, terms, "OR", 4)


def lt_golden(net, w):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    net.out("lt", "BUFF", lt_golden_core(net, a, b))


def lt_revised(net, w, omit=None):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    net.out("lt", "BUFF", lt_revised_core(net, a, b, omit))


def lt_witness(rng, w, omit):
    i, m = omit
    a = rng.getrandbits(w)
    b = a
    a |= 1 << m
    b &= ~(1 << m)
    a &= ~(1 << i)
    b |= 1 << i
    return {"a": a, "b": b}


# -- adder a + b + cin -----------------------------------------------------------------------------------
def add_golden(net, w):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    c = net.inp("cin")
    for i in range(w):
        p = net.g("XOR", a[i], b[i])
        net.out(f"s{i}", "XOR", p, c)
        c = net.g("OR", net.g("AND", a[i], b[i]), net.g("AND", c, p))
    net.out("cout", "BUFF", c)


def add_revised(net, w, omit=None):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    cin = net.inp("cin")
    c = cin
    props = []
    for i in range(w):
        props.append(net.g("XNOR", a[i], net.g("NOT", b[i])))
        net.out(f"s{i}", "XNOR", net.g("XNOR", a[i], b[i]), c)
        c = net.g("OR", net.g("AND", a[i], b[i]), net.g("AND", a[i], c), net.g("AND", b[i], c))
    # carry bypass: if every bit propagates, cout = cin (the fast path of a carry-skip adder)
    pall = _and_tree(net, [p for i, p in enumerate(props) if i != omit], "AND", 4)
    net.out("cout", "OR", c, net.g("AND", pall, cin))


def add_witness(rng, w, omit):
    a = rng.getrandbits(w)
    b = ~a & ((1 << w) - 1)
    a &= ~(1 << omit)
    b &= ~(1 << omit)
    return {"a": a, "b": b, "cin": 1}


# -- address decoder: cs_k = en & (a == K_k) --------------------------------------------------------------
def dec_golden(net, w, consts):
    a = _bus(net, "a", w)
    en = net.inp("en")
    for k, K in enumerate(consts):
        lits = [a[i] if (K >> i) & 1 else net.g("NOT", a[i]) for i in range(w)]
        net.out(f"cs{k}", "AND", en, _and_tree(net, lits, "AND", 4))


def dec_revised(net, w, consts, flip=None, no_enable=False):
    a = _bus(net, "a", w)
    en = net.inp("en")
    for k, K in enumerate(consts):
        if flip is not None and flip[0] == k:
            K ^= 1 << flip[1]
        miss = [net.g("NOT", a[i]) if (K >> i) & 1 else a[i] for i in range(w)]
        hit = net.g("NOR", *miss)
        net.out(f"cs{k}", "BUFF", hit) if no_enable else net.out(f"cs{k}", "AND", hit, en)


# -- maximum max(a, b) -----------------------------------------------------------------------------------
def max_golden(net, w):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    lt = lt_golden_core(net, a, b)
    nlt = net.g("NOT", lt)
    for i in range(w):
        net.out(f"y{i}", "OR", net.g("AND", lt, b[i]), net.g("AND", nlt, a[i]))


def max_revised(net, w, omit=None):
    a, b = _bus(net, "a", w), _bus(net, "b", w)
    lt = lt_revised_core(net, a, b, omit)
    for i in range(w):
        net.out(f"y{i}", "XOR", a[i], net.g("AND", lt, net.g("XOR", a[i], b[i])))


KINDS = {
    "eq": "equality comparator (a == b)",
    "lt": "unsigned magnitude comparator (a < b)",
    "add": "adder with carry-in (s = a + b + cin, carry-out cout)",
    "dec": "address decoder (chip selects cs_k = en AND a == BASE_k)",
    "max": "maximum unit (y = max(a, b), unsigned)",
}


def _vector(net, values: dict[str, int]) -> dict[str, int]:
    """Named bus values -> per-input bits (single vector)."""
    vec = {}
    for name in net.ins:
        bus = name.rstrip("0123456789")
        idx = name[len(bus):]
        v = values.get(bus, 0) if idx else values.get(name, 0)
        vec[name] = (v >> int(idx)) & 1 if idx else v & 1
    return vec


def _decoy_sim_finds(g, r, tie, n=1500):
    """Replays the random-simulation decoy (random.Random(1), 1500 vectors) bit-parallel: does it hit a difference?"""
    rnd = random.Random(1)
    bits = {i: 0 for i in g.ins}
    for j in range(n):
        for i in g.ins:
            if rnd.random() < 0.5:
                bits[i] |= 1 << j
    for k, v in tie.items():
        bits[k] = (1 << n) - 1 if v else 0
    og, orr = g.sim(bits, n), r.sim(bits, n)
    return any(og[o] != orr[o] for o in og)


@register
class NetlistEquivalence(Family):
    name = "netlist_equivalence"
    category = "formal"
    description = "Check gate-level netlists for equivalence with a SAT miter (minisat); report verdicts and counterexamples."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        chip = rng.choice(CHIPS)
        tool = rng.choice(TOOLS)
        root = rng.choice(ROOTS)
        eco = f"eco{rng.randint(100, 999)}"
        base = f"{root}/{eco}"
        outdir = f"{base}/lec"
        cfg = {"manifest": f"{base}/pairs.json", "report": f"{outdir}/equivalence.json", "outdir": outdir}
        pairs, files, tests = self._pairs(rng, level, base)
        truth = {p["name"]: {"equivalent": p["equivalent"], "inputs": p["inputs"], "tied": p.get("tied", {})}
                 for p in pairs}
        manifest = {"pairs": [{k: p[k] for k in ("name", "golden", "revised", "description")}
                              | ({"tied": p["tied"]} if p.get("tied") else {}) for p in pairs]}
        files[cfg["manifest"]] = File.of(json.dumps(manifest, indent=2) + "\n")
        tests["test_outputs.py"] = self._tests(truth, cfg)
        bugs = self._bugs(level)
        return Draft(
            instruction=self._instruction(rng, level, cfg, chip, tool, pairs),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests=tests,
            decoys=[Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()],
            outputs=[outdir],
            tools=["minisat", "python3", "mkdir", "cat"],
            tags=["sat", "minisat", "equivalence-checking", "tseitin", "hardware"]
            + (["constraints"] if level == "hard" else []),
            expert_time_min={"easy": 20, "medium": 35, "hard": 50}[level],
            junior_time_min={"easy": 60, "medium": 100, "hard": 150}[level],
        )

    @staticmethod
    def _bugs(level):
        b = {"random_sim": "random simulation only: misses the rare differences and calls those pairs equivalent",
             "unsat_means_different": "right format, reads the solver's SAT/UNSAT the wrong way round",
             "no_counterexamples": "half the job: verdicts without counterexamples"}
        if level != "easy":
            b["positional_outputs"] = "pairs outputs by declaration position instead of by name"
        if level == "hard":
            b["ignore_ties"] = "ignores the tied inputs of a configuration"
        return b

    # -- the pairs ----------------------------------------------------------------------------------------
    def _pairs(self, rng, level, base):
        n_pairs = {"easy": 2, "medium": rng.randint(3, 4), "hard": rng.randint(4, 5)}[level]
        wlo, whi = {"easy": (20, 28), "medium": (24, 32), "hard": (26, 36)}[level]
        kinds = ["eq", "lt", "add", "dec", "max"]
        plan = []  # (kind, buggy, tied)
        if level == "easy":
            k1, k2 = rng.sample(["eq", "lt", "add", "dec"], 2)
            plan = [(k1, True, None), (k2, False, None)]
        else:
            multi = rng.choice(["add", "dec", "max"])
            plan = [(rng.choice(kinds), True, None), (multi, False, None)]
            if level == "hard":
                plan.append((rng.choice(["dec", "add"]), False, "masked"))
            while len(plan) < n_pairs:
                plan.append((rng.choice(kinds), rng.random() < 0.5, None))
        rng.shuffle(plan)
        blocks = rng.sample(BLOCKS, len(plan))
        gpfx, rpfx = rng.choice([("g", "U"), ("w", "n"), ("t", "N"), ("r", "X")])
        files, tests, out = {}, {}, []
        for (kind, buggy, tied), block in zip(plan, blocks):
            for _ in range(50):
                w = rng.randint(wlo, whi)
                g, r, witness, tie = self._build(rng, kind, w, buggy, tied, gpfx, rpfx)
                # revised netlists list their ports in another order (medium/hard): match by name
                if level != "easy":
                    rng.shuffle(r.ins)
                    r.outs = r.outs[::-1] if len(r.outs) > 1 else r.outs
                self._check(rng, g, r, not buggy, witness, tie)
                if not buggy or not _decoy_sim_finds(g, r, tie):
                    break
            else:
                raise AssertionError("random simulation keeps finding the planted difference")
            equivalent = not buggy
            name = f"{block}_{kind}{w}"
            gpath, rpath = f"golden/{name}.bench", f"revised/{name}.bench"
            gtxt = g.text(shuffle=level == "hard", header=f"{name}: reference netlist (RTL synthesis)")
            rtxt = r.text(shuffle=level != "easy", header=f"{name}: revised netlist after optimisation")
            files[f"{base}/{gpath}"] = File.of(gtxt)
            files[f"{base}/{rpath}"] = File.of(rtxt)
            # hidden copies for the verifier (the agent could edit the originals), gzip-compressed to stay small
            tests[f"cases/{name}.golden.bench.gz"] = File.of(gzip.compress(gtxt.encode(), mtime=0))
            tests[f"cases/{name}.revised.bench.gz"] = File.of(gzip.compress(rtxt.encode(), mtime=0))
            entry = {"name": name, "golden": gpath, "revised": rpath, "equivalent": equivalent, "inputs": g.ins,
                     "description": f"{w}-bit {KINDS[kind]}"}
            if tie:
                entry["tied"] = tie
            out.append(entry)
        assert any(not p["equivalent"] for p in out) and any(p["equivalent"] for p in out)
        return out, files, tests

    @staticmethod
    def _build(rng, kind, w, buggy, tied, gpfx, rpfx):
        g, r = Net(gpfx, rng), Net(rpfx, rng)
        witness, tie = None, {}
        if kind == "eq":
            eq_golden(g, w)
            omit = rng.randrange(w) if buggy else None
            eq_revised(r, w, omit)
            witness = eq_witness(rng, w, omit) if buggy else None
        elif kind in ("lt", "max"):
            (lt_golden if kind == "lt" else max_golden)(g, w)
            omit = (rng.randrange(0, 3), rng.randrange(w // 2, w)) if buggy else None
            (lt_revised if kind == "lt" else max_revised)(r, w, omit)
            witness = lt_witness(rng, w, omit) if buggy else None
        elif kind == "add":
            add_golden(g, w)
            omit = rng.randrange(w) if buggy or tied else None
            add_revised(r, w, omit)
            if tied:
                tie = {"cin": 0}  # the bypass bug needs cin = 1: masked in this configuration
            witness = add_witness(rng, w, omit) if buggy else None
        else:
            consts = [rng.getrandbits(w) for _ in range(rng.randint(2, 4))]
            dec_golden(g, w, consts)
            flip = (rng.randrange(len(consts)), rng.randrange(w)) if buggy else None
            dec_revised(r, w, consts, flip, no_enable=bool(tied))
            if tied:
                tie = {"en": 1}  # the revised decoder dropped the enable gate: fine while en is tied high
            witness = {"a": consts[flip[0]], "en": 1} if buggy else None
        return g, r, witness, tie

    @staticmethod
    def _check(rng, g, r, equivalent, witness, tie):
        """Equivalent pairs agree on random vectors (by construction they agree everywhere); buggy pairs differ on
        the planted witness, which random testing practically never hits."""
        nb = 512
        vec = {i: rng.getrandbits(nb) for i in g.ins}
        for k, v in tie.items():
            vec[k] = (1 << nb) - 1 if v else 0
        assert g.sim(vec, nb) == {o: x for o, x in r.sim(vec, nb).items()}, "random vectors must agree"
        if not equivalent:
            wv = _vector(g, witness)
            for k, v in tie.items():
                wv[k] = v
            assert g.sim(wv, 1) != r.sim(wv, 1), "the planted witness must distinguish the netlists"

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, chip, tool, pairs):
        who = rng.choice(["The physical-design team", "Our ECO flow", "The timing-closure crew", "The netlist owner"])
        listing = "\n".join(f"- `{p['name']}`: {p['description']}" for p in pairs)
        fmt = ("The netlists are in the ISCAS `.bench` format: `INPUT(x)` and `OUTPUT(y)` lines declare ports, every "
               "other line defines one signal as `name = OP(arg, ...)` with OP one of AND, OR, NAND, NOR, XOR, XNOR "
               "(any number of arguments), NOT and BUFF (one argument); `#` starts a comment.")
        if level != "easy":
            fmt += (" Gate lines are not necessarily in topological order, and a revised netlist may declare its "
                    "ports in a different order than its reference: ports correspond **by name**.")
        ties = ""
        if level == "hard":
            ties = ("\nSome pairs are checked in a specific configuration: their manifest entry has a `tied` object "
                    "mapping input names to the constant (0 or 1) those pins are tied to on the chip. For such a pair, "
                    "equivalence is only required for inputs that respect the ties, and a counterexample must respect "
                    "them too.\n")
        return dedent("""
            # Logic equivalence check for the {chip} ECO

            {who} re-optimised several blocks of the {chip} with {tool}. Before the revised netlists replace the
            reference ones, every pair must be formally checked: a pair is **equivalent** when, for every assignment
            of the inputs, each output of the revised netlist equals the output of the same name in the reference
            netlist. Random simulation is not enough; several blocks are 20 to 40 bits wide. `minisat` and `z3` are
            installed (no network).

            The pairs are listed in `{manifest}` (paths relative to its folder):
            {listing}

            {fmt}
            {ties}
            Write `{report}`: a JSON object with one key per pair name, each value an object
            `{"equivalent": true|false, "counterexample": ...}`. For an equivalent pair `counterexample` is `null`.
            Otherwise it is a string of `0`/`1` characters, one per input of the **reference** netlist in the order
            of its `INPUT` lines, on which at least one output differs.
        """).replace("{chip}", chip).replace("{who}", who).replace("{tool}", tool).replace("{manifest}", cfg["manifest"]) \
            .replace("{listing}", listing).replace("{fmt}", fmt).replace("{ties}", ties).replace("{report}", cfg["report"])

    @staticmethod
    def _tests(truth, cfg):
        header = "import gzip, json, os, re\n\nimport pytest"
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))

            def parse(path):
                ins, outs, gates = [], [], {}
                for line in gzip.open(path, "rt"):
                    line = line.split("#")[0].strip()
                    if not line:
                        continue
                    m = re.match(r"(INPUT|OUTPUT)\\((\\S+)\\)$", line)
                    if m:
                        (ins if m.group(1) == "INPUT" else outs).append(m.group(2))
                        continue
                    m = re.match(r"(\\S+)\\s*=\\s*(\\w+)\\((.*)\\)$", line)
                    gates[m.group(1)] = (m.group(2), [x.strip() for x in m.group(3).split(",")])
                return ins, outs, gates

            def simulate(net, vec):
                ins, outs, gates = net
                val = dict(vec)
                def ev(s):
                    if s not in val:
                        op, args = gates[s]
                        xs = [ev(a) for a in args]
                        r = {"AND": all, "NAND": all, "OR": any, "NOR": any}.get(op, lambda v: sum(v) % 2 == 1)(xs)
                        if op in ("NOT", "BUFF"):
                            r = xs[0] if op == "BUFF" else not xs[0]
                        val[s] = (not r) if op in ("NAND", "NOR", "XNOR") else bool(r)
                    return val[s]
                return {o: ev(o) for o in outs}

            def report():
                assert os.path.isfile(REPORT), f"{REPORT} is missing"
                with open(REPORT) as f:
                    return json.load(f)

            def test_every_pair_reported():
                r = report()
                assert sorted(r) == sorted(TRUTH), f"pairs reported {sorted(r)}, expected {sorted(TRUTH)}"

            @pytest.mark.parametrize("name", sorted(TRUTH))
            def test_verdict(name):
                got = report().get(name, {})
                want = TRUTH[name]["equivalent"]
                assert got.get("equivalent") is want, f"{name}: equivalent={got.get('equivalent')!r}, expected {want}"

            @pytest.mark.parametrize("name", sorted(TRUTH))
            def test_counterexample(name):
                got = report().get(name, {})
                cex = got.get("counterexample")
                if TRUTH[name]["equivalent"]:
                    assert cex is None, f"{name} is equivalent: counterexample must be null, got {cex!r}"
                    return
                ins = TRUTH[name]["inputs"]
                assert isinstance(cex, str) and re.fullmatch("[01]+", cex or "") and len(cex) == len(ins), (
                    f"{name}: counterexample must be {len(ins)} characters of 0/1, got {cex!r}")
                vec = {i: c == "1" for i, c in zip(ins, cex)}
                for pin, v in TRUTH[name]["tied"].items():
                    assert vec[pin] == bool(v), f"{name}: counterexample sets tied input {pin} to {int(vec[pin])}"
                g = parse(os.path.join(HERE, "cases", name + ".golden.bench.gz"))
                r = parse(os.path.join(HERE, "cases", name + ".revised.bench.gz"))
                og, orv = simulate(g, vec), simulate(r, vec)
                assert any(og[o] != orv[o] for o in og), f"{name}: on {cex} every output agrees: not a counterexample"
        '''
        return pytest_file(header, {"TRUTH": truth, "REPORT": cfg["report"]}, body)
