import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3893',
                 'count=3893',
                 'sum=17016062058',
                 'min=36',
                 'max=7667662',
                 'mean=4370938.1089',
                 'variance=1253859437520.8203',
                 'hist=1,0,4,356,960,2572',
                 'crossings=24',
                 'at=247,480,699,905,1101,1292,1472,1649,1817,1979,2138,2290,2441,2588,2732,2872,3007,3145,3276,3406,3532,3654,3773,3892'],
 'hidden1/np3': ['partition 0:0+1298 1:1298+1298 2:2596+1297',
                 'count=3893',
                 'sum=17016062058',
                 'min=36',
                 'max=7667662',
                 'mean=4370938.1089',
                 'variance=1253859437520.8203',
                 'hist=1,0,4,356,960,2572',
                 'crossings=24',
                 'at=247,480,699,905,1101,1292,1472,1649,1817,1979,2138,2290,2441,2588,2732,2872,3007,3145,3276,3406,3532,3654,3773,3892'],
 'hidden1/np4': ['partition 0:0+974 1:974+973 2:1947+973 3:2920+973',
                 'count=3893',
                 'sum=17016062058',
                 'min=36',
                 'max=7667662',
                 'mean=4370938.1089',
                 'variance=1253859437520.8203',
                 'hist=1,0,4,356,960,2572',
                 'crossings=24',
                 'at=247,480,699,905,1101,1292,1472,1649,1817,1979,2138,2290,2441,2588,2732,2872,3007,3145,3276,3406,3532,3654,3773,3892'],
 'hidden2/np2': ['partition 0:0+1186 1:1186+1185',
                 'count=2371',
                 'sum=7020396556',
                 'min=80',
                 'max=4669497',
                 'mean=2960943.2965',
                 'variance=264504950390.6135',
                 'hist=1,2,179,1127,888,174',
                 'crossings=9',
                 'at=294,571,834,1083,1319,1548,1770,1983,2190'],
 'hidden2/np5': ['partition 0:0+475 1:475+474 2:949+474 3:1423+474 4:1897+474',
                 'count=2371',
                 'sum=7020396556',
                 'min=80',
                 'max=4669497',
                 'mean=2960943.2965',
                 'variance=264504950390.6135',
                 'hist=1,2,179,1127,888,174',
                 'crossings=9',
                 'at=294,571,834,1083,1319,1548,1770,1983,2190']}
ROOT = '/app/cellcount'
NAME = 'cellcount'
RUNS = ['hidden1/np1', 'hidden1/np3', 'hidden1/np4', 'hidden2/np2', 'hidden2/np5']

HERE = os.path.dirname(os.path.abspath(__file__))
_BIN = {}

def _binary():
    if "b" not in _BIN:
        out = tempfile.mkdtemp() + "/" + NAME
        srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
        p = subprocess.run(["mpicc", "-O2", "-o", out, *srcs, "-lm"], capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, f"mpicc failed:\n{p.stderr[-2000:]}"
        _BIN["b"] = out
    return _BIN["b"]

def _close(got, want):
    """Integers and lists compare exactly; mean/variance within 1e-9 relative (summation order differs by rank count)."""
    if "=" in want and want.split("=", 1)[0] in ("mean", "variance"):
        k, w = want.split("=", 1)
        if not got.startswith(k + "="):
            return False
        try:
            g = float(got.split("=", 1)[1])
        except ValueError:
            return False
        return abs(g - float(w)) <= 1e-9 * max(1.0, abs(float(w))) + 1e-4
    return got == want

@pytest.mark.parametrize("run", RUNS)
def test_rank_count(run):
    case, np_ = run.split("/")
    p = subprocess.run(["mpirun", "--oversubscribe", "-np", np_[2:], _binary(), os.path.join(HERE, "cases", case + ".txt")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"mpirun -np {np_[2:]} exited {p.returncode}: {p.stderr[-1000:]}"
    got = [l.strip() for l in p.stdout.splitlines() if l.strip()]
    want = EXPECTED[run]
    assert len(got) == len(want), f"{run}: {len(got)} lines, expected {len(want)}: got {got[:8]}"
    bad = [(g, w) for g, w in zip(got, want) if not _close(g, w)]
    assert not bad, f"{run}: wrong lines (got, expected): {[(g[:150], w[:150]) for g, w in bad[:4]]}"
