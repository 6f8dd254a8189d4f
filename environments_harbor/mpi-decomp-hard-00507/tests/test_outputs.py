import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3806',
                 'count=3806',
                 'sum=11957943719',
                 'min=455',
                 'max=6164401',
                 'mean=3141866.4527',
                 'variance=562883996045.8805',
                 'hist=1,4,403,1389,1165,664,180',
                 'crossings=19',
                 'at=288,557,810,1052,1281,1498,1709,1914,2111,2298,2484,2661,2836,3006,3171,3333,3498,3651,3805'],
 'hidden1/np3': ['partition 0:0+1269 1:1269+1269 2:2538+1268',
                 'count=3806',
                 'sum=11957943719',
                 'min=455',
                 'max=6164401',
                 'mean=3141866.4527',
                 'variance=562883996045.8805',
                 'hist=1,4,403,1389,1165,664,180',
                 'crossings=19',
                 'at=288,557,810,1052,1281,1498,1709,1914,2111,2298,2484,2661,2836,3006,3171,3333,3498,3651,3805'],
 'hidden1/np4': ['partition 0:0+952 1:952+952 2:1904+951 3:2855+951',
                 'count=3806',
                 'sum=11957943719',
                 'min=455',
                 'max=6164401',
                 'mean=3141866.4527',
                 'variance=562883996045.8805',
                 'hist=1,4,403,1389,1165,664,180',
                 'crossings=19',
                 'at=288,557,810,1052,1281,1498,1709,1914,2111,2298,2484,2661,2836,3006,3171,3333,3498,3651,3805'],
 'hidden2/np2': ['partition 0:0+942 1:942+941',
                 'count=1883',
                 'sum=5886370493',
                 'min=684',
                 'max=5362471',
                 'mean=3126059.7414',
                 'variance=290156736057.8519',
                 'hist=1,0,69,756,800,248,9',
                 'crossings=9',
                 'at=245,478,694,903,1100,1291,1473,1650,1823'],
 'hidden2/np5': ['partition 0:0+377 1:377+377 2:754+377 3:1131+376 4:1507+376',
                 'count=1883',
                 'sum=5886370493',
                 'min=684',
                 'max=5362471',
                 'mean=3126059.7414',
                 'variance=290156736057.8519',
                 'hist=1,0,69,756,800,248,9',
                 'crossings=9',
                 'at=245,478,694,903,1100,1291,1473,1650,1823']}
ROOT = '/app/latstat'
NAME = 'latstat'
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
