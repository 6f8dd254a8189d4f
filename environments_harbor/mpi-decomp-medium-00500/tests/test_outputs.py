import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3178',
                 'count=3178',
                 'sum=15181523801',
                 'min=34',
                 'max=8495123',
                 'mean=4777068.5340',
                 'variance=685086842402.5232',
                 'hist=1,0,3,584,1432,870,273,15'],
 'hidden1/np3': ['partition 0:0+1060 1:1060+1059 2:2119+1059',
                 'count=3178',
                 'sum=15181523801',
                 'min=34',
                 'max=8495123',
                 'mean=4777068.5340',
                 'variance=685086842402.5232',
                 'hist=1,0,3,584,1432,870,273,15'],
 'hidden1/np4': ['partition 0:0+795 1:795+795 2:1590+794 3:2384+794',
                 'count=3178',
                 'sum=15181523801',
                 'min=34',
                 'max=8495123',
                 'mean=4777068.5340',
                 'variance=685086842402.5232',
                 'hist=1,0,3,584,1432,870,273,15'],
 'hidden2/np2': ['partition 0:0+964 1:964+963',
                 'count=1927',
                 'sum=7940094247',
                 'min=80',
                 'max=8244485',
                 'mean=4120443.3041',
                 'variance=477389905740.4140',
                 'hist=1,0,59,833,808,215,10,1']}
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
