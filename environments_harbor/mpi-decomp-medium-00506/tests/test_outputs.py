import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+2866',
                 'count=2866',
                 'sum=7153169197',
                 'min=1',
                 'max=11232207',
                 'mean=2495872.0157',
                 'variance=501885613330.4516',
                 'hist=22,1348,1290,204,1,0,0,0,1'],
 'hidden1/np3': ['partition 0:0+956 1:956+955 2:1911+955',
                 'count=2866',
                 'sum=7153169197',
                 'min=1',
                 'max=11232207',
                 'mean=2495872.0157',
                 'variance=501885613330.4516',
                 'hist=22,1348,1290,204,1,0,0,0,1'],
 'hidden1/np4': ['partition 0:0+717 1:717+717 2:1434+716 3:2150+716',
                 'count=2866',
                 'sum=7153169197',
                 'min=1',
                 'max=11232207',
                 'mean=2495872.0157',
                 'variance=501885613330.4516',
                 'hist=22,1348,1290,204,1,0,0,0,1'],
 'hidden2/np2': ['partition 0:0+1169 1:1169+1169',
                 'count=2338',
                 'sum=7486332344',
                 'min=2',
                 'max=11104508',
                 'mean=3202024.0992',
                 'variance=593787088766.8362',
                 'hist=1,324,1362,585,65,0,0,0,1']}
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
