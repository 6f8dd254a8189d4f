import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3326',
                 'count=3326',
                 'sum=12245285318',
                 'min=28',
                 'max=8473363',
                 'mean=3681685.3031',
                 'variance=580955745368.0591',
                 'hist=1,0,21,648,1220,933,403,95,4,1'],
 'hidden1/np3': ['partition 0:0+1109 1:1109+1109 2:2218+1108',
                 'count=3326',
                 'sum=12245285318',
                 'min=28',
                 'max=8473363',
                 'mean=3681685.3031',
                 'variance=580955745368.0591',
                 'hist=1,0,21,648,1220,933,403,95,4,1'],
 'hidden1/np4': ['partition 0:0+832 1:832+832 2:1664+831 3:2495+831',
                 'count=3326',
                 'sum=12245285318',
                 'min=28',
                 'max=8473363',
                 'mean=3681685.3031',
                 'variance=580955745368.0591',
                 'hist=1,0,21,648,1220,933,403,95,4,1'],
 'hidden2/np2': ['partition 0:0+949 1:949+949',
                 'count=1898',
                 'sum=5712134766',
                 'min=91',
                 'max=8363952',
                 'mean=3009554.6712',
                 'variance=342367100650.6601',
                 'hist=1,0,154,841,690,200,11,0,0,1']}
ROOT = '/app/pktsize'
NAME = 'pktsize'
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
