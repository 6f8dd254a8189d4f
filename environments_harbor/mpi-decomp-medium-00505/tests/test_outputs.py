import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3737',
                 'count=3737',
                 'sum=16819463741',
                 'min=2248',
                 'max=7767086',
                 'mean=4500793.0803',
                 'variance=497858004971.2261',
                 'hist=1,0,291,2260,1082,103'],
 'hidden1/np3': ['partition 0:0+1246 1:1246+1246 2:2492+1245',
                 'count=3737',
                 'sum=16819463741',
                 'min=2248',
                 'max=7767086',
                 'mean=4500793.0803',
                 'variance=497858004971.2261',
                 'hist=1,0,291,2260,1082,103'],
 'hidden1/np4': ['partition 0:0+935 1:935+934 2:1869+934 3:2803+934',
                 'count=3737',
                 'sum=16819463741',
                 'min=2248',
                 'max=7767086',
                 'mean=4500793.0803',
                 'variance=497858004971.2261',
                 'hist=1,0,291,2260,1082,103'],
 'hidden2/np2': ['partition 0:0+912 1:912+911',
                 'count=1823',
                 'sum=3946669829',
                 'min=2290',
                 'max=7489377',
                 'mean=2164931.3379',
                 'variance=144786657649.2309',
                 'hist=6,1360,456,0,0,1']}
ROOT = '/app/gridsum'
NAME = 'gridsum'
RUNS = ['hidden1/np1', 'hidden1/np3', 'hidden1/np4', 'hidden2/np2']

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
