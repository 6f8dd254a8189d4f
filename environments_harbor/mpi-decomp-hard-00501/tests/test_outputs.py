import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3661',
                 'count=3661',
                 'sum=9794118002',
                 'min=535',
                 'max=7541586',
                 'mean=2675257.5804',
                 'variance=564901975939.6404',
                 'hist=7,721,1770,955,205,2,1',
                 'crossings=21',
                 'at=271,520,751,972,1179,1373,1561,1743,1916,2088,2250,2406,2563,2712,2858,2999,3137,3274,3405,3533,3660'],
 'hidden1/np3': ['partition 0:0+1221 1:1221+1220 2:2441+1220',
                 'count=3661',
                 'sum=9794118002',
                 'min=535',
                 'max=7541586',
                 'mean=2675257.5804',
                 'variance=564901975939.6404',
                 'hist=7,721,1770,955,205,2,1',
                 'crossings=21',
                 'at=271,520,751,972,1179,1373,1561,1743,1916,2088,2250,2406,2563,2712,2858,2999,3137,3274,3405,3533,3660'],
 'hidden1/np4': ['partition 0:0+916 1:916+915 2:1831+915 3:2746+915',
                 'count=3661',
                 'sum=9794118002',
                 'min=535',
                 'max=7541586',
                 'mean=2675257.5804',
                 'variance=564901975939.6404',
                 'hist=7,721,1770,955,205,2,1',
                 'crossings=21',
                 'at=271,520,751,972,1179,1373,1561,1743,1916,2088,2250,2406,2563,2712,2858,2999,3137,3274,3405,3533,3660'],
 'hidden2/np2': ['partition 0:0+1054 1:1054+1053',
                 'count=2107',
                 'sum=6664511023',
                 'min=632',
                 'max=7102376',
                 'mean=3163033.2335',
                 'variance=262951283450.6849',
                 'hist=1,8,825,1146,126,0,1',
                 'crossings=14',
                 'at=180,352,516,677,834,986,1134,1276,1415,1552,1687,1818,1945,2072'],
 'hidden2/np5': ['partition 0:0+422 1:422+422 2:844+421 3:1265+421 4:1686+421',
                 'count=2107',
                 'sum=6664511023',
                 'min=632',
                 'max=7102376',
                 'mean=3163033.2335',
                 'variance=262951283450.6849',
                 'hist=1,8,825,1146,126,0,1',
                 'crossings=14',
                 'at=180,352,516,677,834,986,1134,1276,1415,1552,1687,1818,1945,2072']}
ROOT = '/app/gridsum'
NAME = 'gridsum'
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
