import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3278',
                 'count=3278',
                 'sum=15911138522',
                 'min=1',
                 'max=8360339',
                 'mean=4853916.5717',
                 'variance=1073954006346.1167',
                 'hist=1,0,0,0,0,17,217,535,2508'],
 'hidden1/np3': ['partition 0:0+1093 1:1093+1093 2:2186+1092',
                 'count=3278',
                 'sum=15911138522',
                 'min=1',
                 'max=8360339',
                 'mean=4853916.5717',
                 'variance=1073954006346.1167',
                 'hist=1,0,0,0,0,17,217,535,2508'],
 'hidden1/np4': ['partition 0:0+820 1:820+820 2:1640+819 3:2459+819',
                 'count=3278',
                 'sum=15911138522',
                 'min=1',
                 'max=8360339',
                 'mean=4853916.5717',
                 'variance=1073954006346.1167',
                 'hist=1,0,0,0,0,17,217,535,2508'],
 'hidden2/np2': ['partition 0:0+1276 1:1276+1275',
                 'count=2551',
                 'sum=5866390183',
                 'min=2',
                 'max=4518010',
                 'mean=2299643.3489',
                 'variance=223956751876.1927',
                 'hist=1,1,83,606,1030,631,184,13,2']}
ROOT = '/app/cellcount'
NAME = 'cellcount'
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
