import gzip, json, os, re

import pytest

TRUTH = {'bus_add28': {'equivalent': True,
               'inputs': ['a0',
                          'a1',
                          'a2',
                          'a3',
                          'a4',
                          'a5',
                          'a6',
                          'a7',
                          'a8',
                          'a9',
                          'a10',
                          'a11',
                          'a12',
                          'a13',
                          'a14',
                          'a15',
                          'a16',
                          'a17',
                          'a18',
                          'a19',
                          'a20',
                          'a21',
                          'a22',
                          'a23',
                          'a24',
                          'a25',
                          'a26',
                          'a27',
                          'b0',
                          'b1',
                          'b2',
                          'b3',
                          'b4',
                          'b5',
                          'b6',
                          'b7',
                          'b8',
                          'b9',
                          'b10',
                          'b11',
                          'b12',
                          'b13',
                          'b14',
                          'b15',
                          'b16',
                          'b17',
                          'b18',
                          'b19',
                          'b20',
                          'b21',
                          'b22',
                          'b23',
                          'b24',
                          'b25',
                          'b26',
                          'b27',
                          'cin'],
               'tied': {}},
 'cache_lt29': {'equivalent': False,
                'inputs': ['a0',
                           'a1',
                           'a2',
                           'a3',
                           'a4',
                           'a5',
                           'a6',
                           'a7',
                           'a8',
                           'a9',
                           'a10',
                           'a11',
                           'a12',
                           'a13',
                           'a14',
                           'a15',
                           'a16',
                           'a17',
                           'a18',
                           'a19',
                           'a20',
                           'a21',
                           'a22',
                           'a23',
                           'a24',
                           'a25',
                           'a26',
                           'a27',
                           'a28',
                           'b0',
                           'b1',
                           'b2',
                           'b3',
                           'b4',
                           'b5',
                           'b6',
                           'b7',
                           'b8',
                           'b9',
                           'b10',
                           'b11',
                           'b12',
                           'b13',
                           'b14',
                           'b15',
                           'b16',
                           'b17',
                           'b18',
                           'b19',
                           'b20',
                           'b21',
                           'b22',
                           'b23',
                           'b24',
                           'b25',
                           'b26',
                           'b27',
                           'b28'],
                'tied': {}},
 'dma_max24': {'equivalent': False,
               'inputs': ['a0',
                          'a1',
                          'a2',
                          'a3',
                          'a4',
                          'a5',
                          'a6',
                          'a7',
                          'a8',
                          'a9',
                          'a10',
                          'a11',
                          'a12',
                          'a13',
                          'a14',
                          'a15',
                          'a16',
                          'a17',
                          'a18',
                          'a19',
                          'a20',
                          'a21',
                          'a22',
                          'a23',
                          'b0',
                          'b1',
                          'b2',
                          'b3',
                          'b4',
                          'b5',
                          'b6',
                          'b7',
                          'b8',
                          'b9',
                          'b10',
                          'b11',
                          'b12',
                          'b13',
                          'b14',
                          'b15',
                          'b16',
                          'b17',
                          'b18',
                          'b19',
                          'b20',
                          'b21',
                          'b22',
                          'b23'],
               'tied': {}},
 'fpu_add31': {'equivalent': False,
               'inputs': ['a0',
                          'a1',
                          'a2',
                          'a3',
                          'a4',
                          'a5',
                          'a6',
                          'a7',
                          'a8',
                          'a9',
                          'a10',
                          'a11',
                          'a12',
                          'a13',
                          'a14',
                          'a15',
                          'a16',
                          'a17',
                          'a18',
                          'a19',
                          'a20',
                          'a21',
                          'a22',
                          'a23',
                          'a24',
                          'a25',
                          'a26',
                          'a27',
                          'a28',
                          'a29',
                          'a30',
                          'b0',
                          'b1',
                          'b2',
                          'b3',
                          'b4',
                          'b5',
                          'b6',
                          'b7',
                          'b8',
                          'b9',
                          'b10',
                          'b11',
                          'b12',
                          'b13',
                          'b14',
                          'b15',
                          'b16',
                          'b17',
                          'b18',
                          'b19',
                          'b20',
                          'b21',
                          'b22',
                          'b23',
                          'b24',
                          'b25',
                          'b26',
                          'b27',
                          'b28',
                          'b29',
                          'b30',
                          'cin'],
               'tied': {}}}
REPORT = '/home/dv/eco220/lec/equivalence.json'

HERE = os.path.dirname(os.path.abspath(__file__))

def parse(path):
    ins, outs, gates = [], [], {}
    for line in gzip.open(path, "rt"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        m = re.match(r"(INPUT|OUTPUT)\((\S+)\)$", line)
        if m:
            (ins if m.group(1) == "INPUT" else outs).append(m.group(2))
            continue
        m = re.match(r"(\S+)\s*=\s*(\w+)\((.*)\)$", line)
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
