import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+2881',
                 'count=2881',
                 'sum=13712406211',
                 'min=3712',
                 'max=6767025',
                 'mean=4759599.5179',
                 'variance=420856168624.6384',
                 'hist=1,0,0,0,0,1,24,274,804,1777',
                 'crossings=18',
                 'at=191,379,560,737,911,1081,1247,1409,1568,1724,1877,2028,2177,2323,2465,2606,2743,2880'],
 'hidden1/np3': ['partition 0:0+961 1:961+960 2:1921+960',
                 'count=2881',
                 'sum=13712406211',
                 'min=3712',
                 'max=6767025',
                 'mean=4759599.5179',
                 'variance=420856168624.6384',
                 'hist=1,0,0,0,0,1,24,274,804,1777',
                 'crossings=18',
                 'at=191,379,560,737,911,1081,1247,1409,1568,1724,1877,2028,2177,2323,2465,2606,2743,2880'],
 'hidden1/np4': ['partition 0:0+721 1:721+720 2:1441+720 3:2161+720',
                 'count=2881',
                 'sum=13712406211',
                 'min=3712',
                 'max=6767025',
                 'mean=4759599.5179',
                 'variance=420856168624.6384',
                 'hist=1,0,0,0,0,1,24,274,804,1777',
                 'crossings=18',
                 'at=191,379,560,737,911,1081,1247,1409,1568,1724,1877,2028,2177,2323,2465,2606,2743,2880'],
 'hidden2/np2': ['partition 0:0+1287 1:1287+1286',
                 'count=2573',
                 'sum=9415843520',
                 'min=2388',
                 'max=5355895',
                 'mean=3659480.5752',
                 'variance=205263867035.6023',
                 'hist=1,0,0,0,3,174,793,1047,466,89',
                 'crossings=12',
                 'at=237,468,693,911,1126,1337,1540,1741,1937,2130,2320,2507'],
 'hidden2/np5': ['partition 0:0+515 1:515+515 2:1030+515 3:1545+514 4:2059+514',
                 'count=2573',
                 'sum=9415843520',
                 'min=2388',
                 'max=5355895',
                 'mean=3659480.5752',
                 'variance=205263867035.6023',
                 'hist=1,0,0,0,3,174,793,1047,466,89',
                 'crossings=12',
                 'at=237,468,693,911,1126,1337,1540,1741,1937,2130,2320,2507']}
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
