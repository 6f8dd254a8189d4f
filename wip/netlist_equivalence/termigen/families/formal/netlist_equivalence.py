"""Formal: a logic-equivalence checker for an ECO flow, judged on hidden netlist pairs.

An instance composes the netlist formats its flow mixes (ISCAS bench, BLIF, a structural Verilog subset, AIGER
ascii, a Yosys-style JSON netlist), the proof engine (a Tseitin miter for minisat, or z3's Python API), and the
questions asked besides plain equivalence (input constraints: tied pins, one-hot selects; revised ports renamed
per a mapping file). The data side composes circuit kinds (comparators, adders, decoders, maximum units, one-hot
multiplexers) and the optimisations a revised netlist went through (kind-specific resynthesis, De Morgan rewrites,
gate-tree rebalancing, don't-care simplification legal only under the stated constraint).

The reference checker is one Python program assembled from per-component pieces: a parser per format, the engine,
a hook per question; so instances with other components have other oracles. The tests run the agent's checker
(tg_guard.run) on the shipped pairs and on held-out pairs, compare verdicts with the truth embedded as literals and
re-simulate every counterexample against hidden copies of both netlists. The generator execs the parser pieces
in-process to prove each rendered netlist reads back as built, and models every decoy (random simulation, a wrong
parser, constraints ignored or half-applied, ports matched by position) to prove it misses some case.
"""

from __future__ import annotations

import gzip
import json
import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, hidden_tests, oracle_and_decoys, program_piece
from termigen.task import Decoy, Environment, File, Timeouts

CHIPS = ["Kestrel-M4", "Osprey SoC", "Larch RV32", "Tamarin NIC", "Heron DSP", "Quokka MCU", "Wren IoT", "Ibis GPU",
         "Marten ASIC", "Sable FPGA shell", "Gannet modem", "Vole controller"]
TOOLS = ["Yosys", "Design Compiler", "Genus", "Synplify", "ABC", "Innovus"]
ROOTS = ["/work/eco", "/srv/asic", "/home/dv", "/data/lec", "/opt/signoff"]
PROGRAMS = ["/opt/lec/bin/lec", "/usr/local/bin/eqcheck", "/opt/eco/bin/lec-check", "/srv/flow/bin/equiv"]
BLOCKS = ["fetch", "lsu", "dma", "uart", "crc", "timer", "mmu", "irq", "bus", "pcie", "sdram", "spi", "i2c", "axi",
          "cache", "tlb", "fpu", "rob", "bpu", "csr"]

FORMATS = ("fmt_bench", "fmt_blif", "fmt_verilog", "fmt_aag", "fmt_json")
EXT = {"fmt_bench": ".bench", "fmt_blif": ".blif", "fmt_verilog": ".v", "fmt_aag": ".aag", "fmt_json": ".json"}
ENGINES = ("eng_minisat", "eng_z3")
FEATURES = ("q_tied", "q_onehot", "q_ports")
OPTS = ("opt_demorgan", "opt_rebalance")

# --- the reference checker: HEAD, the drawn pieces, TAIL ------------------------------------------------------
HEAD = '''#!/usr/bin/env python3
"""Logic equivalence checker: GOLDEN REVISED [--assume FILE] [--ports FILE]; one JSON verdict on stdout."""
import json, os, random, re, subprocess, sys, tempfile
sys.setrecursionlimit(100000)
PARSERS, PREP, ASSUME = {}, [], []


class Net:
    def __init__(self):
        self.inputs, self.outputs, self.gates = [], [], {}

    def gate(self, name, op, *args):
        self.gates[name] = (op, list(args))
        return name


def load(path):
    with open(path) as f:
        return PARSERS[os.path.splitext(path)[1]](f.read())
'''

TAIL = '''
def main():
    pos, opts, args = [], {}, sys.argv[1:]
    while args:
        a = args.pop(0)
        if a.startswith("--"):
            opts[a[2:]] = args.pop(0)
        else:
            pos.append(a)
    g, r = load(pos[0]), load(pos[1])
    rename = {x: x for x in r.inputs + r.outputs}
    for hook in PREP:
        hook(g, r, opts, rename)

    def ref(net, tag, s):
        if s in net.gates:
            return f"{tag}:{s}"
        return "i:" + (s if tag == "g" else rename[s])

    gates = {}
    for tag, net in (("g", g), ("r", r)):
        for s, (op, xs) in net.gates.items():
            gates[f"{tag}:{s}"] = (op, [ref(net, tag, x) for x in xs])
    back = {rename[o]: o for o in r.outputs}
    pairs = [(ref(g, "g", o), ref(r, "r", back[o])) for o in g.outputs]
    inputs = ["i:" + x for x in g.inputs]

    def add(op, *xs):
        name = f"a:{len(gates)}"
        gates[name] = (op, list(xs))
        return name

    def pin(x):
        if x not in g.inputs:
            raise SystemExit(f"constraint names unknown input {x}")
        return "i:" + x

    assumes = [s for hook in ASSUME for s in hook(g, opts, add, pin)]
    model = solve(gates, inputs, pairs, assumes)
    cex = None if model is None else {x: int(bool(model.get("i:" + x, False))) for x in g.inputs}
    print(json.dumps({"equivalent": model is None, "counterexample": cex}, sort_keys=True))


main()
'''

PIECES = {
    "fmt_bench": {"code": r'''
def parse_bench(text):
    net = Net()
    for line in text.splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        m = re.match(r"(INPUT|OUTPUT)\s*\(\s*(\S+?)\s*\)$", line)
        if m:
            (net.inputs if m.group(1) == "INPUT" else net.outputs).append(m.group(2))
            continue
        m = re.match(r"(\S+)\s*=\s*(\w+)\s*\((.*)\)$", line)
        op = {"BUFF": "BUF"}.get(m.group(2).upper(), m.group(2).upper())
        net.gate(m.group(1), op, *[x.strip() for x in m.group(3).split(",")])
    return net


PARSERS[".bench"] = parse_bench
'''},
    "fmt_blif": {"code": r'''
def parse_blif(text):
    net, blocks = Net(), []
    for line in text.replace("\\\n", " ").splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] == ".inputs":
            net.inputs += words[1:]
        elif words[0] == ".outputs":
            net.outputs += words[1:]
        elif words[0] == ".names":
            blocks.append((words[1:], []))
        elif not line.startswith(".") and blocks:
            blocks[-1][1].append(words if len(words) == 2 else ["", words[0]])
    for sig, rows in blocks:
        *ins, out = sig
        terms = []
        for k, (cube, _) in enumerate(rows):
            lits = [x if c == "1" else net.gate(f"{out}~{k}~{x}", "NOT", x) for x, c in zip(ins, cube) if c != "-"]
            terms.append(net.gate(f"{out}~{k}", "AND", *lits) if lits else net.gate(f"{out}~{k}", "CONST1"))
        onset = not rows or rows[0][1] == "1"
        if terms:
            net.gate(out, "OR" if onset else "NOR", *terms)
        else:
            net.gate(out, "CONST0")
    return net


PARSERS[".blif"] = parse_blif
''', "wrong": {"offset_rows_as_onset": [('onset = not rows or rows[0][1] == "1"', "onset = True")]}},
    "fmt_verilog": {"code": r'''
PREC = {"|": 1, "^": 2, "&": 3}


def parse_verilog(text):
    net = Net()
    text = re.sub(r"/\*.*?\*/", " ", re.sub(r"//[^\n]*", " ", text), flags=re.S)
    for stmt in text.split(";"):
        words = stmt.split(None, 1)
        if not words:
            continue
        if words[0] in ("input", "output"):
            names = [x.strip() for x in words[1].split(",")]
            (net.inputs if words[0] == "input" else net.outputs).extend(names)
        elif words[0] == "assign":
            lhs, rhs = (x.strip() for x in words[1].split("=", 1))
            toks, pos = re.findall(r"1'b[01]|[A-Za-z_][\w$]*|[~&|^()]", rhs), [0]

            def fresh():
                return f"{lhs}~{len(net.gates)}"

            def atom():
                t = toks[pos[0]]
                pos[0] += 1
                if t == "~":
                    x = atom()
                    return net.gate(fresh(), "NOT", x)
                if t == "(":
                    v = expr(1)
                    pos[0] += 1
                    return v
                if t.startswith("1'b"):
                    return net.gate(fresh(), "CONST" + t[-1])
                return t

            def expr(lowest):
                left = atom()
                while pos[0] < len(toks) and toks[pos[0]] in PREC and PREC[toks[pos[0]]] >= lowest:
                    op = toks[pos[0]]
                    pos[0] += 1
                    right = expr(PREC[op] + 1)
                    left = net.gate(fresh(), {"|": "OR", "^": "XOR", "&": "AND"}[op], left, right)
                return left

            net.gate(lhs, "BUF", expr(1))
    return net


PARSERS[".v"] = parse_verilog
''', "wrong": {"left_to_right_operators": [("right = expr(PREC[op] + 1)", "right = atom()")]}},
    "fmt_aag": {"code": r'''
def parse_aag(text):
    net = Net()
    rows = [line.split() for line in text.splitlines()]
    _, i, latches, o, a = map(int, rows[0][1:6])
    body = rows[1:]
    ins = [int(x[0]) for x in body[:i]]
    outs = [int(x[0]) for x in body[i + latches:i + latches + o]]
    ands = body[i + latches + o:i + latches + o + a]
    names = {x[0]: x[1] for x in body[i + latches + o + a:] if len(x) == 2 and x[0][:1] in "io"}

    def lit(n):
        if n < 2:
            return net.gate(f"c:{n}", "CONST" + str(n))
        if n & 1:
            return net.gate(f"n:{n >> 1}", "NOT", f"v:{n >> 1}")
        return f"v:{n >> 1}"

    for k, n in enumerate(ins):
        name = names.get(f"i{k}", f"i{k}")
        net.inputs.append(name)
        net.gate(f"v:{n >> 1}", "BUF", name)
    for lhs, r0, r1 in ands:
        net.gate(f"v:{int(lhs) >> 1}", "AND", lit(int(r0)), lit(int(r1)))
    for k, n in enumerate(outs):
        name = names.get(f"o{k}", f"o{k}")
        net.outputs.append(name)
        net.gate(name, "BUF", lit(n))
    return net


PARSERS[".aag"] = parse_aag
''', "wrong": {"output_negation_dropped": [("net.gate(name, \"BUF\", lit(n))", "net.gate(name, \"BUF\", lit(n & ~1))")]}},
    "fmt_json": {"code": r'''
def parse_json(text):
    net, outs = Net(), []
    mod = next(iter(json.loads(text)["modules"].values()))

    def bit(b):
        return net.gate(f"const:{b}", "CONST" + b) if b in ("0", "1") else f"bit:{b}"

    for name, port in mod["ports"].items():
        for k, b in enumerate(port["bits"]):
            pin = name if len(port["bits"]) == 1 else f"{name}{k}"
            if port["direction"] == "input":
                net.inputs.append(pin)
                net.gate(bit(b), "BUF", pin)
            else:
                net.outputs.append(pin)
                outs.append((pin, b))
    for cell in mod["cells"].values():
        kind = cell["type"].strip("$_").upper()
        c = {k: bit(v[0]) for k, v in cell["connections"].items()}
        if kind == "MUX":
            lo, hi = c["A"], c["B"]
            ns = net.gate(c["Y"] + "~s", "NOT", c["S"])
            net.gate(c["Y"], "OR", net.gate(c["Y"] + "~1", "AND", c["S"], hi), net.gate(c["Y"] + "~0", "AND", ns, lo))
        elif kind in ("NOT", "BUF"):
            net.gate(c["Y"], kind, c["A"])
        else:
            net.gate(c["Y"], kind, c["A"], c["B"])
    for pin, b in outs:
        net.gate(pin, "BUF", bit(b))
    return net


PARSERS[".json"] = parse_json
''', "wrong": {"mux_inputs_swapped": [('lo, hi = c["A"], c["B"]', 'hi, lo = c["A"], c["B"]')]}},
    "eng_minisat": {"code": r'''
def solve(gates, inputs, pairs, assumes):
    """Tseitin-encode the miter (some output pair differs, every assumption holds) and ask minisat."""
    var, cls = {}, []

    def v(s):
        return var.setdefault(s, len(var) + 1)

    def xor2(z, a, b):
        cls.extend([[-z, a, b], [-z, -a, -b], [z, -a, b], [z, a, -b]])

    for s, (op, args) in gates.items():
        z, xs = v(s), [v(x) for x in args]
        y = -z if op in ("NAND", "NOR", "XNOR", "NOT") else z
        base = {"NAND": "AND", "NOR": "OR", "XNOR": "XOR", "NOT": "BUF"}.get(op, op)
        if base == "AND":
            cls.extend([[-y, x] for x in xs] + [[y] + [-x for x in xs]])
        elif base == "OR":
            cls.extend([[y, -x] for x in xs] + [[-y] + xs])
        elif base == "XOR":
            acc = xs[0]
            for x in xs[1:-1]:
                t = v(("t", len(var)))
                xor2(t, acc, x)
                acc = t
            xor2(y, acc, xs[-1])
        elif base == "BUF":
            cls.extend([[-y, xs[0]], [y, -xs[0]]])
        else:
            cls.append([z] if op == "CONST1" else [-z])
    diffs = []
    for a, b in pairs:
        d = v(("d", a, b))
        xor2(d, v(a), v(b))
        diffs.append(d)
    cls.append(diffs)
    cls.extend([v(s)] for s in assumes)
    for x in inputs:
        v(x)
    with tempfile.TemporaryDirectory() as tmp:
        cnf, res = os.path.join(tmp, "miter.cnf"), os.path.join(tmp, "miter.out")
        with open(cnf, "w") as f:
            f.write(f"p cnf {len(var)} {len(cls)}\n")
            f.writelines(" ".join(map(str, c)) + " 0\n" for c in cls)
        subprocess.run(["minisat", "-verb=0", cnf, res], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(res) as f:
            words = f.read().split()
    if words[0] != "SAT":
        return None
    true = {int(w) for w in words[1:] if int(w) > 0}
    return {x: var[x] in true for x in inputs}
''', "wrong": {"random_simulation": r'''
def solve(gates, inputs, pairs, assumes):
    """Random simulation: 4000 vectors; no difference seen means equivalent."""
    rnd = random.Random(2024)
    for _ in range(4000):
        val = {x: rnd.random() < 0.5 for x in inputs}

        def ev(s):
            if s not in val:
                if s not in gates:
                    val[s] = False
                    return False
                op, args = gates[s]
                xs = [ev(x) for x in args]
                base = {"NAND": "AND", "NOR": "OR", "XNOR": "XOR", "NOT": "BUF"}.get(op, op)
                r = (all(xs) if base == "AND" else any(xs) if base == "OR" else sum(xs) % 2 == 1 if base == "XOR"
                     else xs[0] if base == "BUF" else op == "CONST1")
                val[s] = (not r) if op in ("NAND", "NOR", "XNOR", "NOT") else bool(r)
            return val[s]

        if all(ev(s) for s in assumes) and any(ev(a) != ev(b) for a, b in pairs):
            return val
    return None
'''}},
    "eng_z3": {"code": r'''
def solve(gates, inputs, pairs, assumes):
    """The miter as z3 Boolean terms: sat means a differing input vector."""
    import z3
    memo = {}

    def e(s):
        if s in memo:
            return memo[s]
        if s not in gates:
            memo[s] = z3.Bool(s)
            return memo[s]
        op, args = gates[s]
        xs = [e(x) for x in args]
        base = {"NAND": "AND", "NOR": "OR", "XNOR": "XOR", "NOT": "BUF"}.get(op, op)
        if base == "AND":
            r = z3.And(*xs) if len(xs) > 1 else xs[0]
        elif base == "OR":
            r = z3.Or(*xs) if len(xs) > 1 else xs[0]
        elif base == "XOR":
            r = xs[0]
            for x in xs[1:]:
                r = z3.Xor(r, x)
        elif base == "BUF":
            r = xs[0]
        else:
            r = z3.BoolVal(op == "CONST1")
        memo[s] = z3.Not(r) if op in ("NAND", "NOR", "XNOR", "NOT") else r
        return memo[s]

    for s in list(gates):  # bottom-up warm-up keeps the recursion shallow on long carry chains
        e(s)
    sol = z3.Solver()
    diffs = [z3.Xor(e(a), e(b)) for a, b in pairs]
    sol.add(z3.Or(*diffs) if len(diffs) > 1 else diffs[0])
    for s in assumes:
        sol.add(e(s))
    if sol.check() != z3.sat:
        return None
    m = sol.model()
    return {x: z3.is_true(m.eval(e(x), model_completion=True)) for x in inputs}
'''},
    "q_tied": {"code": r'''
def assume_tied(g, opts, add, pin):
    """Pins tied to a constant on the chip: {"tied": {"pin": 0|1}} in the --assume file."""
    if "assume" not in opts:
        return []
    with open(opts["assume"]) as f:
        spec = json.load(f)
    return [pin(p) if v else add("NOT", pin(p)) for p, v in sorted(spec.get("tied", {}).items())]


ASSUME.append(assume_tied)
'''},
    "q_onehot": {"code": r'''
def assume_onehot(g, opts, add, pin):
    """Select groups driven one-hot: {"onehot": [[pins], ...]}: exactly one pin of each group is 1."""
    if "assume" not in opts:
        return []
    with open(opts["assume"]) as f:
        spec = json.load(f)
    out = []
    for group in spec.get("onehot", []):
        sel = [pin(p) for p in group]
        out.append(add("OR", *sel))
        out.extend(add("NAND", a, b) for i, a in enumerate(sel) for b in sel[i + 1:])
    return out


ASSUME.append(assume_onehot)
''', "wrong": {"at_most_one_only": [('out.append(add("OR", *sel))', "pass")],
               "at_least_one_only": [('out.extend(add("NAND", a, b) for i, a in enumerate(sel) for b in sel[i + 1:])',
                                      "pass")]}},
    "q_ports": {"code": r'''
def map_ports(g, r, opts, rename):
    """The revised netlist renamed its ports: lines `golden_name revised_name` in the --ports file."""
    if "ports" not in opts:
        return
    with open(opts["ports"]) as f:
        for line in f:
            words = line.split("#")[0].split()
            if len(words) == 2:
                rename[words[1]] = words[0]


PREP.append(map_ports)
''', "wrong": {"matched_by_position": r'''
def map_ports(g, r, opts, rename):
    """Ports in declaration order: the n-th revised port is the n-th golden one."""
    rename.update(zip(r.inputs, g.inputs))
    rename.update(zip(r.outputs, g.outputs))


PREP.append(map_ports)
'''}},
}
EXCLUDES: dict[str, tuple[str, ...]] = {}
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




def mux_golden(net, n, w):
    s = [net.inp(f"s{i}") for i in range(n)]
    d = [[net.inp(f"d{i}_{j}") for j in range(w)] for i in range(n)]
    for j in range(w):
        net.out(f"y{j}", "OR", *[net.g("AND", s[i], d[i][j]) for i in range(n)])


def mux_revised(net, n, w, bug=None):
    """A priority chain s0 ? d0 : s1 ? d1 : ... : d_last: the golden AND-OR mux only while the selects are one-hot."""
    s = [net.inp(f"s{i}") for i in range(n)]
    d = [[net.inp(f"d{i}_{j}") for j in range(w)] for i in range(n)]
    for j in range(w):
        acc = d[n - 1][j]
        for i in range(n - 2, -1, -1):
            src = d[(i + 1) % n][j] if bug == (i, j) else d[i][j]
            acc = net.g("OR", net.g("AND", s[i], src), net.g("AND", net.g("NOT", s[i]), acc))
        net.out(f"y{j}", "BUFF", acc)


KINDS = {
    "eq": "equality comparator",
    "lt": "unsigned magnitude comparator",
    "add": "ripple adder with carry bypass",
    "dec": "address decoder",
    "max": "maximum unit",
    "mux": "one-hot multiplexer",
}

# --- optimisations a revised netlist went through (all preserve the function) --------------------------------


def opt_demorgan(net, rng):
    """AND(x..) -> NOR(~x..), OR(x..) -> NAND(~x..) on a share of the gates."""
    new = {}
    for name, (op, args) in net.gates.items():
        if op in ("AND", "OR") and len(args) > 1 and rng.random() < 0.4:
            nots = []
            for k, a in enumerate(args):
                new[f"{name}_n{k}"] = ("NOT", [a])
                nots.append(f"{name}_n{k}")
            new[name] = ("NOR" if op == "AND" else "NAND", nots)
        else:
            new[name] = (op, args)
    net.gates = new


def _binary(new, name, op, args):
    """A balanced tree of 2-input gates for an n-ary one; the top keeps the name (and an inversion)."""
    base = {"NAND": "AND", "NOR": "OR", "XNOR": "XOR"}.get(op, op)
    xs, k = list(args), 0
    while len(xs) > 2:
        nxt = []
        for i in range(0, len(xs) - 1, 2):
            new[f"{name}_b{k}"] = (base, [xs[i], xs[i + 1]])
            nxt.append(f"{name}_b{k}")
            k += 1
        if len(xs) % 2:
            nxt.append(xs[-1])
        xs = nxt
    new[name] = (op, xs)


def opt_rebalance(net, rng=None):
    new = {}
    for name, (op, args) in net.gates.items():
        if op in ("AND", "OR", "XOR", "NAND", "NOR", "XNOR") and len(args) > 2:
            _binary(new, name, op, args)
        else:
            new[name] = (op, args)
    net.gates = new


OPT_TEXT = {"opt_demorgan": "De Morgan rewrites (AND/OR pushed through inverters)",
            "opt_rebalance": "gate trees rebalanced into 2-input cells"}

# --- renderers -------------------------------------------------------------------------------------------------


def render_bench(net, title, rng):
    lines = [f"# {title}"] + [f"INPUT({i})" for i in net.ins] + [f"OUTPUT({o})" for o in net.outs] + [""]
    body = [f"{n} = {op}({', '.join(a)})" for n, (op, a) in net.gates.items()]
    rng.shuffle(body)
    return "\n".join(lines + body) + "\n"


def _parity_rows(n, odd):
    from itertools import product
    return ["".join(map(str, bits)) for bits in product((0, 1), repeat=n) if sum(bits) % 2 == odd]


def render_blif(net, title, rng):
    out = [f"# {title}", f".model {title.split(':')[0]}", ".inputs " + " ".join(net.ins),
           ".outputs " + " ".join(net.outs)]
    for n, (op, a) in net.gates.items():
        k = len(a)
        if op in ("XOR", "XNOR"):
            rows = [r + (" 1" if op == "XOR" else " 0") for r in _parity_rows(k, 1)]
        elif op in ("OR", "NOR"):
            rows = ["-" * i + "1" + "-" * (k - i - 1) + (" 1" if op == "OR" else " 0") for i in range(k)]
        else:  # NAND/NOR/XNOR/NOT as their OFF-set (output column 0)
            rows = {"AND": ["1" * k + " 1"], "NAND": ["1" * k + " 0"], "NOT": ["1 0"], "BUFF": ["1 1"]}[op]
        out.append(".names " + " ".join(a + [n]))
        out += rows
    return "\n".join(out + [".end"]) + "\n"


def render_verilog(net, title, rng):
    fanout = {}
    for _, (op, a) in net.gates.items():
        for x in a:
            fanout[x] = fanout.get(x, 0) + 1
    inline = set()
    sym = {"AND": " & ", "OR": " | ", "XOR": " ^ "}

    def term(x):
        if x in inline:
            return " & ".join(net.gates[x][1])
        return x

    assigns = []
    for n, (op, a) in net.gates.items():
        if op == "OR":  # AND terms with one reader go inline: `a & b | c & d` (& binds tighter than |)
            for x in a:
                if x in net.gates and net.gates[x][0] == "AND" and fanout.get(x) == 1 and x not in net.outs:
                    inline.add(x)
    for n, (op, a) in net.gates.items():
        if n in inline:
            continue
        if op == "OR":
            rhs = " | ".join(term(x) for x in a)
        elif op in sym:
            rhs = sym[op].join(a)
        elif op in ("NAND", "NOR", "XNOR"):
            rhs = "~(" + sym[op[1:] if op != "XNOR" else "XOR"].join(a) + ")"
        elif op == "NOT":
            rhs = "~" + a[0]
        else:
            rhs = a[0]
        assigns.append(f"  assign {n} = {rhs};")
    rng.shuffle(assigns)
    wires = [n for n in net.gates if n not in inline and n not in net.outs]
    head = [f"// {title}", f"module {title.split(':')[0]} ({', '.join(net.ins + net.outs)});",
            f"  input {', '.join(net.ins)};", f"  output {', '.join(net.outs)};"]
    if wires:
        head.append(f"  wire {', '.join(wires)};")
    return "\n".join(head + assigns + ["endmodule"]) + "\n"


def render_aag(net, title, rng):
    lit = {x: 2 * (i + 1) for i, x in enumerate(net.ins)}
    ands, nxt = [], [len(net.ins) + 1]

    def and2(a, b):
        v = 2 * nxt[0]
        nxt[0] += 1
        ands.append((v, a, b))
        return v

    def andn(xs):
        acc = xs[0]
        for x in xs[1:]:
            acc = and2(acc, x)
        return acc

    for n, (op, a) in net.gates.items():
        xs = [lit[x] for x in a]
        if op == "AND":
            v = andn(xs)
        elif op == "NAND":
            v = andn(xs) ^ 1
        elif op == "OR":
            v = andn([x ^ 1 for x in xs]) ^ 1
        elif op == "NOR":
            v = andn([x ^ 1 for x in xs])
        elif op in ("XOR", "XNOR"):
            v = xs[0]
            for x in xs[1:]:
                v = and2(and2(v, x ^ 1) ^ 1, and2(v ^ 1, x) ^ 1) ^ 1
            v ^= op == "XNOR"
        elif op == "NOT":
            v = xs[0] ^ 1
        else:
            v = xs[0]
        lit[n] = v
    m = nxt[0] - 1
    lines = [f"aag {m} {len(net.ins)} 0 {len(net.outs)} {len(ands)}"] + [str(lit[x]) for x in net.ins]
    lines += [str(lit[o]) for o in net.outs] + [f"{v} {a} {b}" for v, a, b in ands]
    lines += [f"i{k} {x}" for k, x in enumerate(net.ins)] + [f"o{k} {x}" for k, x in enumerate(net.outs)]
    return "\n".join(lines + ["c", title]) + "\n"


def render_json(net, title, rng):
    bit, cells = {}, {}
    for x in net.ins:
        bit[x] = len(bit) + 2
    flat = {}
    for n, (op, a) in net.gates.items():
        if len(a) > 2:
            _binary(flat, n, op, a)
        else:
            flat[n] = (op, a)
    chain = {}
    for n, (op, a) in flat.items():  # n-ary leftovers of _binary are 2-input now
        chain[n] = (op, a)
    for n, (op, a) in chain.items():
        bit[n] = len(bit) + 2
        c = f"${len(cells)}"
        if op in ("AND", "OR") and len(a) == 2 and rng.random() < 0.35:
            conn = ({"A": ["0"], "B": [bit[a[1]]], "S": [bit[a[0]]]} if op == "AND"
                    else {"A": [bit[a[1]]], "B": ["1"], "S": [bit[a[0]]]})
            cells[c] = {"type": "$_MUX_", "connections": {**conn, "Y": [bit[n]]}}
        elif len(a) == 1:
            cells[c] = {"type": "$_NOT_" if op == "NOT" else "$_BUF_", "connections": {"A": [bit[a[0]]], "Y": [bit[n]]}}
        else:
            cells[c] = {"type": f"$_{op}_", "connections": {"A": [bit[a[0]]], "B": [bit[a[1]]], "Y": [bit[n]]}}
    ports = {x: {"direction": "input", "bits": [bit[x]]} for x in net.ins}
    ports.update({o: {"direction": "output", "bits": [bit[o]]} for o in net.outs})
    mod = {"attributes": {"src": title}, "ports": ports, "cells": cells}
    return json.dumps({"creator": "netlist export", "modules": {title.split(":")[0]: mod}}, separators=(",", ":")) + "\n"


RENDER = {"fmt_bench": render_bench, "fmt_blif": render_blif, "fmt_verilog": render_verilog, "fmt_aag": render_aag,
          "fmt_json": render_json}
FMT_NAME = {"fmt_bench": "ISCAS `.bench`", "fmt_blif": "BLIF (`.blif`)", "fmt_verilog": "structural Verilog (`.v`)",
            "fmt_aag": "AIGER ascii (`.aag`)", "fmt_json": "Yosys-style JSON (`.json`)"}

# --- simulation of any netlist (builder nets and parsed ones), bit-parallel ----------------------------------


def _eval(gates, vec, nbits, outs):
    mask = (1 << nbits) - 1
    val = dict(vec)
    for o in outs:
        stack = [o]
        while stack:
            s = stack[-1]
            if s in val:
                stack.pop()
                continue
            op, args = gates[s]
            todo = [a for a in args if a not in val]
            if todo:
                stack.extend(todo)
                continue
            xs = [val[a] for a in args]
            base = {"NAND": "AND", "NOR": "OR", "XNOR": "XOR", "NOT": "BUF", "BUFF": "BUF"}.get(op, op)
            if base == "AND":
                r = mask
                for x in xs:
                    r &= x
            elif base in ("OR", "XOR"):
                r = 0
                for x in xs:
                    r = r | x if base == "OR" else r ^ x
            elif base == "BUF":
                r = xs[0]
            else:
                r = mask if op == "CONST1" else 0
            val[s] = (~r & mask) if op in ("NAND", "NOR", "XNOR", "NOT") else r
            stack.pop()
    return {o: val[o] for o in outs}


def _io(net):
    return (net.ins, net.outs, net.gates) if hasattr(net, "ins") else (net.inputs, net.outputs, net.gates)


def _diff(g, r, in_map, out_map, vec, nbits):
    """Mask of the vectors (golden names) on which some golden output differs from its revised partner."""
    gi, go, gg = _io(g)
    ri, ro, rg = _io(r)
    a = _eval(gg, {x: vec[x] for x in gi}, nbits, go)
    b = _eval(rg, {x: vec.get(in_map.get(x, x), 0) for x in ri}, nbits, ro)
    d = 0
    for o in go:
        d |= a[o] ^ b[out_map[o]]
    return d


def _valid(vec, nbits, tied, onehot, mode="exact"):
    mask = (1 << nbits) - 1
    v = mask
    for p, b in tied.items():
        v &= vec[p] if b else ~vec[p] & mask
    for group in onehot:
        if mode in ("exact", "atleast"):
            some = 0
            for p in group:
                some |= vec[p]
            v &= some
        if mode in ("exact", "atmost"):
            for i, p in enumerate(group):
                for q in group[i + 1:]:
                    v &= ~(vec[p] & vec[q]) & mask
    return v


def _random_vec(rng, names, nbits):
    return {x: rng.getrandbits(nbits) for x in names}


def _decoy_sim_vectors(names, n=4000):
    """The random-simulation decoy's vectors exactly (random.Random(2024), one draw per golden input in order)."""
    rnd = random.Random(2024)
    bits = {x: 0 for x in names}
    for j in range(n):
        for x in names:
            if rnd.random() < 0.5:
                bits[x] |= 1 << j
    return bits


_PARSE_NS: dict = {}


def _parser(fmt, wrong=None):
    """The checker's own parser piece (right, or a decoy's wrong one), exec'd here: what the agent-facing program
    reads is exactly what the generator checked."""
    key = (fmt, wrong)
    if key not in _PARSE_NS:
        comp = program_piece(fmt, PIECES[fmt], "/x", excludes=EXCLUDES)
        sh = comp.wrong[wrong] if wrong else comp.fix
        code = sh.split("<<'PY'\n", 1)[1].rsplit("\nPY\n", 1)[0]
        ns = {"__name__": "lec"}
        exec(compile(HEAD + "\n" + code, f"lec-{fmt}", "exec"), ns)
        _PARSE_NS[key] = ns["PARSERS"][EXT[fmt]]
    return _PARSE_NS[key]


def _build(rng, role, w, gpfx, rpfx):
    """(golden, revised, witness or None, tied, onehot, equivalent, kind) for one pair of the given role."""
    g, r = Net(gpfx, rng), Net(rpfx, rng)
    tied, onehot, witness = {}, [], None
    if role in ("onehot", "onehot_bug"):
        n, dw = rng.randint(3, 4), rng.randint(4, 7)
        mux_golden(g, n, dw)
        bug = (rng.randrange(n - 1), rng.randrange(dw)) if role == "onehot_bug" else None
        mux_revised(r, n, dw, bug)
        onehot = [[f"s{i}" for i in range(n)]]
        if bug:
            i, j = bug
            witness = {x: 0 for x in g.ins}
            witness[f"s{i}"] = 1
            witness[f"d{i}_{j}"] = 1
        viol = {x: int(x.startswith("d")) for x in g.ins}  # no select high: the chain's default leg shows
        return g, r, witness, tied, onehot, bug is None, "mux", viol
    if role == "tied":
        kind = rng.choice(["add", "dec"])
        if kind == "add":
            add_golden(g, w)
            omit = rng.randrange(w)
            add_revised(r, w, omit)
            tied, vals = {"cin": 0}, add_witness(rng, w, omit)
        else:
            consts = [rng.getrandbits(w) for _ in range(rng.randint(2, 4))]
            dec_golden(g, w, consts)
            dec_revised(r, w, consts, None, no_enable=True)
            tied, vals = {"en": 1}, {"a": consts[0], "en": 0}
        return g, r, None, tied, onehot, True, kind, _bits(g, vals)
    buggy = role == "rare"
    kind = rng.choice(["eq", "lt", "add", "dec", "max"])
    if kind == "eq":
        eq_golden(g, w)
        omit = rng.randrange(w) if buggy else None
        eq_revised(r, w, omit)
        vals = eq_witness(rng, w, omit) if buggy else None
    elif kind in ("lt", "max"):
        (lt_golden if kind == "lt" else max_golden)(g, w)
        omit = (rng.randrange(0, 3), rng.randrange(w // 2, w)) if buggy else None
        (lt_revised if kind == "lt" else max_revised)(r, w, omit)
        vals = lt_witness(rng, w, omit) if buggy else None
    elif kind == "add":
        add_golden(g, w)
        omit = rng.randrange(w) if buggy else None
        add_revised(r, w, omit)
        vals = add_witness(rng, w, omit) if buggy else None
    else:
        consts = [rng.getrandbits(w) for _ in range(rng.randint(2, 4))]
        dec_golden(g, w, consts)
        flip = (rng.randrange(len(consts)), rng.randrange(w)) if buggy else None
        dec_revised(r, w, consts, flip)
        vals = {"a": consts[flip[0]], "en": 1} if buggy else None
    if vals is not None:
        witness = _bits(g, vals)
    return g, r, witness, tied, onehot, not buggy, kind, None


def _bits(net, vals):
    """Named bus values -> one bit per input."""
    out = {}
    for x in net.ins:
        bus = x.rstrip("0123456789")
        idx = x[len(bus):]
        out[x] = (vals.get(bus, 0) >> int(idx)) & 1 if idx else vals.get(x, 0) & 1
    return out


def _renamed(r, rng):
    """A copy of the revised net with its ports renamed (the mapping file's second column)."""
    names = rng.sample(range(100, 1000), len(r.ins) + len(r.outs))
    m = {x: f"pi_{names[k]}" for k, x in enumerate(r.ins)}
    m.update({x: f"po_{names[len(r.ins) + k]}" for k, x in enumerate(r.outs)})
    c = Net("x", rng)
    c.ins = [m[x] for x in r.ins]
    c.outs = [m[x] for x in r.outs]
    c.gates = {m.get(n, n): (op, [m.get(a, a) for a in args]) for n, (op, args) in r.gates.items()}
    return c, m


@dataclass(frozen=True)
class LecLevel(LevelConfig):
    formats: int = 1      # formats the flow mixes (golden and revised may differ)
    features: tuple[int, int] = (0, 1)  # questions besides plain equivalence
    shipped: int = 3      # pairs in the repository
    hidden: int = 3       # held-out pairs the tests add
    width: tuple[int, int] = (14, 20)
    opts: tuple[int, int] = (0, 1)
    hints: bool = False   # easy: the method and every format spelled out
    docs: bool = False    # hard: the flow contract lives in the repository's docs


def _combos(cfg: LecLevel) -> list[tuple]:
    from itertools import combinations
    fsets = list(combinations(FORMATS, cfg.formats))
    qsets = [q for k in range(cfg.features[0], cfg.features[1] + 1) for q in combinations(FEATURES, k)]
    return [(f, e, q) for f in fsets for e in ENGINES for q in qsets]


@register
class NetlistEquivalence(KitFamily):
    name = "netlist_equivalence"
    category = "formal"
    description = ("Write the ECO flow's logic-equivalence checker (SAT miter) for a mix of netlist formats, input "
                   "constraints and renamed ports; judged by verdicts and re-simulated counterexamples on hidden pairs.")
    base_image = "termigen/sci:1"
    levels = {
        "easy": LecLevel(components=(2, 3), formats=1, features=(0, 1), shipped=3, hidden=3, width=(14, 18),
                         opts=(0, 1), hints=True),
        "medium": LecLevel(components=(4, 4), formats=2, features=(1, 1), shipped=4, hidden=3, width=(16, 22),
                           opts=(1, 1)),
        "hard": LecLevel(components=(5, 5), formats=2, features=(2, 2), shipped=4, hidden=4, width=(18, 24),
                         opts=(1, 2), docs=True),
    }

    def generate(self, seed, level):
        self._seed = seed  # the component set is indexed by seed (consecutive seeds: different problems)
        return super().generate(seed, level)

    def draft(self, rng: random.Random, cfg: LecLevel) -> Draft:
        level = next(k for k, v in self.levels.items() if v is cfg)
        combos = _combos(cfg)
        random.Random(f"{self.name}/combos/{level}").shuffle(combos)
        fmts, engine, feats = combos[getattr(self, "_seed", 0) % len(combos)]
        fmts, feats = list(fmts), list(feats)
        opts = sorted(rng.sample(OPTS, rng.randint(*cfg.opts)))
        gfmt = rng.choice(fmts)
        rfmt = next((f for f in fmts if f != gfmt), gfmt)
        prog = rng.choice(PROGRAMS)
        base = f"{rng.choice(ROOTS)}/eco{rng.randint(100, 999)}"
        names = fmts + [engine] + feats
        comps = [program_piece(n, PIECES[n] if n != "eng_z3" else {**PIECES[n], "wrong": PIECES["eng_minisat"]["wrong"]},
                               prog, excludes=EXCLUDES) for n in names]
        head = f"mkdir -p {prog.rsplit('/', 1)[0]}\ncat > {prog} <<'PY'\n{HEAD}PY\n"
        tail = f"cat >> {prog} <<'PY'\n{TAIL.strip()}\nPY\nchmod 755 {prog}\n"
        solution, made = oracle_and_decoys(comps, head=head, tail=tail, max_decoys=99)
        made = [d for d in made if not d.name.startswith(("skips_fmt", "skips_eng", "skips_q_ports"))]
        always_eq = Decoy(name="always_equivalent", description="right output format, every pair declared equivalent",
                          script=script(f"""
                              mkdir -p {prog.rsplit('/', 1)[0]}
                              cat > {prog} <<'PY'
                              #!/usr/bin/env python3
                              print('{{"counterexample": null, "equivalent": true}}')
                              PY
                              chmod 755 {prog}
                          """))
        easy = cfg.hints
        gpfx, rpfx = rng.choice([("g", "U"), ("w", "n"), ("t", "N"), ("r", "X")])
        blocks = rng.sample(BLOCKS, cfg.shipped + cfg.hidden)
        cases, files, tests = [], {}, {}
        for where, count in (("shipped", cfg.shipped), ("hidden", cfg.hidden)):
            roles = ["rare", "equiv"] + (["tied"] if "q_tied" in feats else []) + (
                ["onehot"] if "q_onehot" in feats else [])
            extra = ["rare", "equiv"] + (["onehot_bug"] if "q_onehot" in feats else [])
            while len(roles) < count:
                roles.append(rng.choice(extra))
            rng.shuffle(roles)
            for role in roles:
                cases.append(self._case(rng, role, cfg, blocks.pop(), where, gfmt, rfmt, opts, feats, gpfx, rpfx,
                                        easy))
        caught = {d.name: self._caught(d.name, cases) for d in made}
        missed = [n for n, c in caught.items() if not c]
        if missed:
            raise Resample(f"decoys {missed} would pass")
        decoys = [always_eq] + self._pick(rng, made, 5)
        consts, body = self._tests(prog, cases, files, tests, base)
        tests["test_outputs.py"] = hidden_tests(consts, body, imports="import gzip\nimport json\nimport re\nimport tempfile\n")
        chip, tool = rng.choice(CHIPS), rng.choice(TOOLS)
        instruction, doc = self._texts(cfg, level, chip, tool, prog, base, names, gfmt, rfmt, opts, cases)
        if doc:
            files[f"{base}/docs/LEC_FLOW.md"] = File.of(doc)
        n_run = len(cases)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=solution, tests=tests, decoys=decoys, outputs=[prog.rsplit("/", 1)[0]],
            tools=["python3", "minisat" if engine == "eng_minisat" else "z3", "cat", "chmod", "mkdir"],
            tags=["sat", "equivalence-checking", "miter", "hardware", engine[4:]] + [f[4:] for f in fmts]
            + [q[2:] for q in feats],
            components=names + opts,
            timeouts=Timeouts(agent_sec=1800.0 + 600 * len(names), verifier_sec=120.0 + 150.0 * n_run),
            expert_time_min=15 + 8 * len(names), junior_time_min=45 + 20 * len(names))

    # -- one pair -------------------------------------------------------------------------------------------------
    def _case(self, rng, role, cfg, block, where, gfmt, rfmt, opts, feats, gpfx, rpfx, easy):
        for _ in range(40):
            w = rng.randint(*cfg.width)
            g, r, witness, tied, onehot, equivalent, kind, viol = _build(rng, role, w, gpfx, rpfx)
            for o in opts:
                {"opt_demorgan": opt_demorgan, "opt_rebalance": opt_rebalance}[o](r, rng)
            nb = 1024
            vec = _random_vec(rng, g.ins, nb)
            ident = {x: x for x in r.ins}
            valid = _valid(vec, nb, tied, onehot)
            if equivalent:
                assert _diff(g, r, ident, {o: o for o in g.outs}, vec, nb) & valid == 0, (role, kind)
            if witness is not None:
                wv = {x: witness[x] for x in g.ins}
                assert _valid(wv, 1, tied, onehot) and _diff(g, r, ident, {o: o for o in g.outs}, wv, 1), (role, kind)
            if role == "rare":  # random simulation (the decoy's own vectors) must miss it
                sv = _decoy_sim_vectors(g.ins)
                if _diff(g, r, ident, {o: o for o in g.outs}, sv, 4000) & _valid(sv, 4000, tied, onehot):
                    continue
            break
        else:
            raise Resample("random simulation keeps finding the planted difference")
        if tied or onehot:  # the constraint matters: without it the pair differs, on a vector we can name
            assert _diff(g, r, ident, {o: o for o in g.outs}, viol, 1), (role, kind)
        rn, ports = (r, None)
        if "q_ports" in feats:
            rn, ports = _renamed(r, rng)
        if not easy or ports:
            while len(rn.ins) > 1 and rn.ins == [ports[x] if ports else x for x in g.ins]:
                rng.shuffle(rn.ins)
            if len(rn.outs) > 1:
                rn.outs = rn.outs[::-1]
        name = f"{block}_{kind}{w if kind != 'mux' else len(g.outs)}"
        gtxt = RENDER[gfmt](g, f"{name}: reference netlist (RTL synthesis)", rng)
        rtxt = RENDER[rfmt](rn, f"{name}: revised netlist after optimisation", rng)
        in_map = {ports[x]: x for x in g.ins} if ports else ident
        out_map = {o: ports[o] for o in g.outs} if ports else {o: o for o in g.outs}
        # what is shipped reads back as built
        pg, pr = _parser(gfmt)(gtxt), _parser(rfmt)(rtxt)
        assert pg.inputs == g.ins and sorted(pg.outputs) == sorted(g.outs)
        assert _diff(g, pg, {x: x for x in g.ins}, {o: o for o in g.outs}, vec, nb) == 0, (gfmt, name)
        assert _diff(r, pr, {ports[x]: x for x in r.ins} if ports else ident, out_map, vec, nb) == 0, (rfmt, name)
        return {"name": name, "where": where, "role": role, "kind": kind, "equivalent": equivalent, "g": g, "r": r,
                "rn": rn, "gfmt": gfmt, "rfmt": rfmt, "gtxt": gtxt, "rtxt": rtxt, "tied": tied, "onehot": onehot,
                "ports": ports, "in_map": in_map, "out_map": out_map}

    # -- decoy models -----------------------------------------------------------------------------------------------
    @staticmethod
    def _caught(decoy: str, cases) -> bool:
        """Whether the decoy gets some case wrong, modelled on the cases by simulation (a crash is caught)."""
        if decoy.endswith("random_simulation"):
            for c in cases:
                if c["equivalent"]:
                    continue
                sv = _decoy_sim_vectors(c["g"].ins)
                if not _diff(c["g"], c["r"], {x: x for x in c["r"].ins}, {o: o for o in c["g"].outs}, sv, 4000) \
                        & _valid(sv, 4000, c["tied"], c["onehot"]):
                    return True
            return False
        rng = random.Random(decoy)
        for c in cases:
            if not c["equivalent"]:
                continue
            nb = 2048
            vec = _random_vec(rng, c["g"].ins, nb)
            mode = "exact"
            g, r, in_map, out_map = c["g"], c["rn"], c["in_map"], c["out_map"]
            if decoy.startswith("fmt_"):
                fmt, wrong = decoy.split("_", 2)[1], decoy.split("_", 2)[2]
                fmt = "fmt_" + fmt
                try:
                    g = _parser(fmt, wrong)(c["gtxt"]) if c["gfmt"] == fmt else g
                    r = _parser(fmt, wrong)(c["rtxt"]) if c["rfmt"] == fmt else r
                    d = _diff(g, r, in_map, out_map, vec, nb)
                except Exception:
                    return True
            elif decoy == "q_ports_matched_by_position":
                if not c["ports"]:
                    continue
                in_map = dict(zip(r.ins, g.ins))
                out_map = dict(zip(g.outs, r.outs))
                d = _diff(g, r, in_map, out_map, vec, nb)
            elif decoy == "skips_q_tied":
                if c["tied"]:
                    return True  # equivalent only under the ties: a SAT miter without them finds `viol`
                continue
            elif "q_onehot" in decoy:
                which = "onehot" if "q_onehot" in decoy else "tied"
                if not c[which]:
                    continue
                mode = {"skips_q_onehot": "none", "q_onehot_at_most_one_only": "atmost",
                        "q_onehot_at_least_one_only": "atleast"}.get(decoy, "exact")
                d = _diff(g, r, in_map, out_map, vec, nb)
                tied = {} if which == "tied" else c["tied"]
                onehot = c["onehot"] if which == "tied" else ([] if mode == "none" else c["onehot"])
                if _diff(g, r, in_map, out_map, vec, nb) & _valid(vec, nb, tied, onehot, mode if mode != "none"
                                                                   else "exact"):
                    return True
                continue
            else:
                raise ValueError(f"no model for decoy {decoy}")
            if d & _valid(vec, nb, c["tied"], c["onehot"]):
                return True
        return False

    @staticmethod
    def _pick(rng, made, k):
        """Up to k decoys, one per component first (random simulation always, when there)."""
        groups: dict[str, list[Decoy]] = {}
        for d in made:
            groups.setdefault(d.description.split(":")[0].replace("does everything but ", ""), []).append(d)
        order = sorted(groups, key=lambda g: (not g.startswith("eng"), rng.random()))
        picked = []
        while len(picked) < k and any(groups[g] for g in order):
            for g in order:
                if groups[g] and len(picked) < k:
                    picked.append(groups[g].pop(rng.randrange(len(groups[g]))))
        return [d for d in made if d in picked]

    # -- files and tests ----------------------------------------------------------------------------------------
    @staticmethod
    def _tests(prog, cases, files, tests, base):
        consts = {"PROGRAM": prog, "TIMEOUT": 120, "CASES": {}}
        for c in cases:
            name, ge, re_ = c["name"], EXT[c["gfmt"]], EXT[c["rfmt"]]
            assume = {k: v for k, v in (("tied", c["tied"]), ("onehot", c["onehot"])) if v}
            hidden = {f"golden{ge}": c["gtxt"], f"revised{re_}": c["rtxt"]}
            if assume:
                hidden["assume.json"] = json.dumps(assume, indent=2, sort_keys=True) + "\n"
            if c["ports"]:
                hidden["ports.map"] = "# golden_port revised_port\n" + "".join(
                    f"{k} {v}\n" for k, v in sorted(c["ports"].items()))
            for fn, text in hidden.items():  # gzip: the hidden copies stay small
                tests[f"cases/{name}/{fn}.gz"] = File.of(gzip.compress(text.encode(), mtime=0))
            if c["where"] == "shipped":
                files[f"{base}/golden/{name}{ge}"] = File.of(c["gtxt"])
                files[f"{base}/revised/{name}{re_}"] = File.of(c["rtxt"])
                if assume:
                    files[f"{base}/constraints/{name}.json"] = File.of(hidden["assume.json"])
                if c["ports"]:
                    files[f"{base}/ports/{name}.map"] = File.of(hidden["ports.map"])
            for side, net in (("golden", c["g"]), ("revised", c["r"])):
                text = "\n".join([f"INPUT({i})" for i in net.ins] + [f"OUTPUT({o})" for o in net.outs] +
                                 [f"{n} = {op}({', '.join(a)})" for n, (op, a) in net.gates.items()]) + "\n"
                tests[f"truth/{name}.{side}.bench.gz"] = File.of(gzip.compress(text.encode(), mtime=0))
            consts["CASES"][name] = {"golden": f"golden{ge}", "revised": f"revised{re_}", "assume": bool(assume),
                                     "ports": bool(c["ports"]), "equivalent": c["equivalent"], "inputs": c["g"].ins,
                                     "tied": c["tied"], "onehot": c["onehot"]}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            OPS = {"AND": all, "NAND": all, "OR": any, "NOR": any}


            def _net(name, side):
                """The hidden copy of a netlist as built (bench gates, revised in golden port names)."""
                ins, outs, gates = [], [], {}
                with gzip.open(os.path.join(HERE, "truth", f"{name}.{side}.bench.gz"), "rt") as f:
                    for line in f:
                        m = re.match(r"(INPUT|OUTPUT)\\((\\S+)\\)$", line.strip())
                        if m:
                            (ins if m.group(1) == "INPUT" else outs).append(m.group(2))
                            continue
                        m = re.match(r"(\\S+) = (\\w+)\\((.*)\\)$", line.strip())
                        if m:
                            gates[m.group(1)] = (m.group(2), [x.strip() for x in m.group(3).split(",")])
                return ins, outs, gates


            def _simulate(net, vec):
                ins, outs, gates = net
                val = {x: bool(vec[x]) for x in ins}
                for o in outs:
                    stack = [o]
                    while stack:
                        s = stack[-1]
                        if s in val:
                            stack.pop()
                            continue
                        op, args = gates[s]
                        todo = [a for a in args if a not in val]
                        if todo:
                            stack.extend(todo)
                            continue
                        xs = [val[a] for a in args]
                        if op in OPS:
                            r = OPS[op](xs)
                        elif op in ("XOR", "XNOR"):
                            r = sum(xs) % 2 == 1
                        else:
                            r = xs[0]
                        val[s] = (not r) if op in ("NAND", "NOR", "XNOR", "NOT") else r
                        stack.pop()
                return {o: val[o] for o in outs}


            def test_checker_is_installed():
                assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be an executable file"


            @pytest.mark.parametrize("name", sorted(CASES))
            def test_pair(name):
                c = CASES[name]
                src = os.path.join(tempfile.mkdtemp(prefix="lec-"), name)
                os.makedirs(src)
                for fn in os.listdir(os.path.join(HERE, "cases", name)):
                    with gzip.open(os.path.join(HERE, "cases", name, fn), "rb") as f, \\
                            open(os.path.join(src, fn[:-3]), "wb") as out:
                        out.write(f.read())
                d = tg_guard.give(src)
                argv = [PROGRAM, os.path.join(d, c["golden"]), os.path.join(d, c["revised"])]
                if c["assume"]:
                    argv += ["--assume", os.path.join(d, "assume.json")]
                if c["ports"]:
                    argv += ["--ports", os.path.join(d, "ports.map")]
                try:
                    p = tg_guard.run(argv, timeout=TIMEOUT)
                except subprocess.TimeoutExpired:
                    pytest.fail(f"{name}: no verdict within {TIMEOUT} s")
                assert p.returncode == 0, f"{name}: exit {p.returncode}: {p.stderr[-800:]}"
                try:
                    got = json.loads(p.stdout)
                except ValueError:
                    pytest.fail(f"{name}: stdout is not one JSON object: {p.stdout[:300]!r}")
                assert isinstance(got, dict) and got.get("equivalent") is c["equivalent"], (
                    f"{name}: equivalent={got.get('equivalent') if isinstance(got, dict) else got!r}, "
                    f"expected {c['equivalent']}")
                cex = got.get("counterexample")
                if c["equivalent"]:
                    assert cex is None, f"{name} is equivalent: counterexample must be null, got {str(cex)[:200]}"
                    return
                assert isinstance(cex, dict) and sorted(cex) == sorted(c["inputs"]), (
                    f"{name}: counterexample must name every golden input exactly once")
                assert all(v in (0, 1) and not isinstance(v, float) for v in cex.values()), f"{name}: values 0/1"
                vec = {x: int(cex[x]) for x in c["inputs"]}
                for pin, b in c["tied"].items():
                    assert vec[pin] == b, f"{name}: the counterexample drives tied pin {pin} to {vec[pin]}"
                for group in c["onehot"]:
                    assert sum(vec[x] for x in group) == 1, f"{name}: selects {group} are not one-hot"
                g, r = _simulate(_net(name, "golden"), vec), _simulate(_net(name, "revised"), vec)
                assert any(g[o] != r[o] for o in g), f"{name}: every output agrees on the counterexample"
        '''
        return consts, body

    # -- texts --------------------------------------------------------------------------------------------------
    @staticmethod
    def _texts(cfg, level, chip, tool, prog, base, names, gfmt, rfmt, opts, cases):
        feats = [n for n in names if n.startswith("q_")]
        engine = next(n for n in names if n.startswith("eng_"))
        flags = "GOLDEN REVISED" + (" [--assume FILE]" if {"q_tied", "q_onehot"} & set(feats) else "") + (
            " [--ports FILE]" if "q_ports" in feats else "")
        exts = ", ".join(f"`{EXT[f]}` {FMT_NAME[f].split(' (')[0]}" for f in sorted({gfmt, rfmt}, key=FORMATS.index))
        contract = dedent(f"""
            `{prog} {flags}` compares a golden (reference) netlist with a revised one and prints **one JSON object**
            on stdout, exit status 0 whatever the verdict:
            `{{"equivalent": true, "counterexample": null}}`, or `{{"equivalent": false, "counterexample": {{...}}}}`
            where the counterexample maps **every input of the golden netlist** (its names) to 0 or 1 and at least
            one golden output differs from its revised counterpart on it. Two netlists are equivalent when every
            golden output equals the revised output of the same name for every input assignment (combinational
            logic, no state). The file format follows from the extension: {exts}.
        """)
        q = []
        if "q_tied" in feats:
            q.append('`--assume FILE` (given for blocks checked in a board configuration): a JSON object whose '
                     '`"tied"` maps golden input names to the constant (0 or 1) that pin is tied to on the chip. '
                     'Equivalence is only required on assignments that respect the ties, and a counterexample must '
                     'respect them too.')
        if "q_onehot" in feats:
            q.append('`--assume FILE`: a JSON object whose `"onehot"` is a list of groups of golden input names; the '
                     'select lines of a group are driven one-hot (exactly one of them is 1). Equivalence is only '
                     'required, and a counterexample only valid, under that assumption (the revised logic was '
                     'simplified using it as a don\'t-care).')
        if "q_ports" in feats:
            q.append('`--ports FILE`: the revised netlist renamed its ports; each line is `golden_name revised_name` '
                     '(`#` starts a comment). Ports correspond through this mapping instead of by name; the '
                     'counterexample still uses the golden names.')
        if {"q_tied", "q_onehot"} <= set(feats):
            q.append("One `--assume` file may hold both keys.")
        fmt_help = {
            "fmt_bench": "`.bench`: `INPUT(x)` / `OUTPUT(y)` declare ports; every other line is `name = OP(a, b, ...)` "
                         "with OP in AND, OR, NAND, NOR, XOR, XNOR (any arity), NOT, BUFF; `#` comments; lines in any "
                         "order.",
            "fmt_blif": "`.blif`: `.inputs`/`.outputs`, then `.names in1 .. inN out` blocks, each a cover of cube rows "
                        "(`1`, `0`, `-` per input, then the output value). A cover whose rows end in `0` lists the "
                        "OFF-set: the output is 0 exactly on those cubes.",
            "fmt_verilog": "`.v`: one module with `input`/`output`/`wire` declarations and `assign` statements using "
                           "`~ & ^ |` and parentheses, with Verilog's precedence (`~` binds tightest, then `&`, then "
                           "`^`, then `|`); assigns in any order.",
            "fmt_aag": "`.aag`: AIGER ascii: header `aag M I L O A`, I input literals, O output literals, A lines "
                       "`lhs rhs0 rhs1` (AND gates); an odd literal is the negation of the even one below it; the "
                       "symbol table (`i0 name`, `o0 name`) gives port names.",
            "fmt_json": "`.json`: a Yosys-style netlist: `modules.<top>.ports` (direction, bits) and `cells` of type "
                        "`$_AND_ $_OR_ $_XOR_ $_NAND_ $_NOR_ $_XNOR_ $_NOT_ $_BUF_ $_MUX_` with connections A, B, "
                        "(S,) Y as bit numbers or the constants \"0\"/\"1\"; `$_MUX_` is Y = S ? B : A.",
        }
        listing = "\n".join(
            f"- `{c['name']}`: {KINDS[c['kind']]}, golden `golden/{c['name']}{EXT[c['gfmt']]}`, revised "
            f"`revised/{c['name']}{EXT[c['rfmt']]}`"
            + (f", constraints `constraints/{c['name']}.json`" if c["tied"] or c["onehot"] else "")
            + (f", port map `ports/{c['name']}.map`" if c["ports"] else "")
            for c in cases if c["where"] == "shipped")
        how = " and ".join(OPT_TEXT[o] for o in opts) if opts else "per-block resynthesis"
        hidden_n = sum(c["where"] == "hidden" for c in cases)
        questions = "\n".join(f"- {x}" for x in q)
        if cfg.hints:
            method = ("Build a miter (both netlists on shared inputs, an XOR per output pair, their OR asserted), "
                      "Tseitin-encode it to DIMACS CNF and run `minisat`: UNSAT means equivalent, a model gives the "
                      "counterexample." if engine == "eng_minisat" else
                      "Build the miter with z3's Python API (`import z3`: one `Bool` per input, the gates as "
                      "`And`/`Or`/`Xor`/`Not` terms, assert that some output pair differs): unsat means equivalent, "
                      "a model gives the counterexample.")
            formats = "\n".join(f"- {fmt_help[f]}" for f in sorted({gfmt, rfmt}, key=FORMATS.index))
            text = dedent(f"""
                # An equivalence checker for the {chip} ECO flow

                {tool} re-optimised blocks of the {chip} ({how}). Before a revised netlist replaces its reference,
                the flow must prove the two equivalent or show an input on which they differ. Random simulation is
                not enough: the blocks have dozens of inputs and a bad rewrite may differ on a single input
                vector. Write the checker at `{prog}` (Python 3 is fine; `minisat` and z3 with its Python API are
                installed; no network).

                ## Contract

                {{contract}}
                {{questions}}

                ## Method

                {method}

                ## Formats

                {{formats}}

                ## Pairs in this repository (`{base}`)

                {{listing}}

                The sign-off job runs `{prog}` on these pairs and on {hidden_n} more of the same kinds and formats,
                and re-simulates every counterexample against its own copy of the netlists.
            """)
            return text.replace("{contract}", contract).replace("{questions}", questions).replace(
                "{formats}", formats).replace("{listing}", listing).replace("\n\n\n", "\n\n"), ""
        fmts = " and ".join(FMT_NAME[f] for f in sorted({gfmt, rfmt}, key=FORMATS.index))
        if not cfg.docs:
            text = dedent(f"""
                # LEC review: {chip} ECO needs a real equivalence checker

                Review ticket from the netlist owner. {tool} re-optimised several {chip} blocks ({how}); our reference
                netlists come out of synthesis as {FMT_NAME[gfmt]}, the revised ones are exported as
                {FMT_NAME[rfmt]}. Last quarter a random-simulation "check" signed off a comparator that was wrong on
                one input pattern, so sign-off now wants a formal verdict: a proof of equivalence, or a concrete
                counterexample.

                Please provide `{prog}` (any language available here; `minisat` and z3 with its Python API are
                installed, no network). Its contract:

                {{contract}}
                {{questions}}

                Both formats are the usual ones ({fmts}); read them completely (inverted outputs, OFF-set covers,
                operator precedence, multiplexer cells: whatever the format allows).

                The pairs of this ECO are under `{base}`:
                {{listing}}

                Sign-off runs the checker on these and on {hidden_n} further pairs of the same flow and re-simulates
                every counterexample.
            """)
            return text.replace("{contract}", contract).replace("{questions}", questions).replace(
                "{listing}", listing).replace("\n\n\n", "\n\n"), ""
        side = [x for q_, x in (("q_tied", "`constraints/<pair>.json` (the `--assume` file)"),
                                 ("q_onehot", "`constraints/<pair>.json` (the `--assume` file)"),
                                 ("q_ports", "`ports/<pair>.map` (the `--ports` file)")) if q_ in feats]
        side = (", with " + " and ".join(dict.fromkeys(side)) + " where a block needs them") if side else ""
        doc = dedent(f"""
            # Logic equivalence in the {chip} ECO flow

            ## The checker

            {{contract}}
            {{questions}}

            ## Netlists

            References are written by synthesis as {FMT_NAME[gfmt]}; revisions are exported as {FMT_NAME[rfmt]}.
            Both exporters use the whole format (inverted outputs, OFF-set covers, operator precedence, multiplexer
            cells, whatever the format allows).

            ## Sign-off

            Every ECO's pairs live in `golden/` and `revised/`{{side}}. Sign-off runs the checker on the ECO's pairs
            and on regression pairs of the same flow, and re-simulates every counterexample.
        """).replace("{side}", side).replace("{contract}", contract).replace("{questions}", questions).replace("\n\n\n", "\n\n")
        text = dedent(f"""
            # {chip}: equivalence sign-off for the {tool} ECO

            {tool} re-optimised blocks of the {chip}. The ECO in `{base}` must not go to sign-off with a
            random-simulation verdict again: we need the flow's formal equivalence checker installed at `{prog}`
            (tools here: Python 3, `minisat`, z3 with its Python API; no network). What the flow expects from it,
            and how the netlists and their side files look, is in `{base}/docs/LEC_FLOW.md`.

            The checker is judged by what sign-off sees: the right verdict on this ECO's pairs and on {hidden_n}
            regression pairs of the same flow, and counterexamples that really make the netlists disagree.
        """)
        return text, doc
