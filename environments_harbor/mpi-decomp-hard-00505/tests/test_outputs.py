import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+3719',
                 'count=3719',
                 'sum=10776087918',
                 'min=810',
                 'max=5917635',
                 'mean=2897576.7459',
                 'variance=350149151078.9930',
                 'hist=1,0,2,174,853,1187,903,438,149,12',
                 'crossings=29',
                 'at=172,341,498,656,809,957,1101,1241,1383,1519,1649,1781,1909,2036,2158,2281,2400,2519,2637,2750,2863,2977,3086,3195,3301,3407,3510,3617,3718'],
 'hidden1/np3': ['partition 0:0+1240 1:1240+1240 2:2480+1239',
                 'count=3719',
                 'sum=10776087918',
                 'min=810',
                 'max=5917635',
                 'mean=2897576.7459',
                 'variance=350149151078.9930',
                 'hist=1,0,2,174,853,1187,903,438,149,12',
                 'crossings=29',
                 'at=172,341,498,656,809,957,1101,1241,1383,1519,1649,1781,1909,2036,2158,2281,2400,2519,2637,2750,2863,2977,3086,3195,3301,3407,3510,3617,3718'],
 'hidden1/np4': ['partition 0:0+930 1:930+930 2:1860+930 3:2790+929',
                 'count=3719',
                 'sum=10776087918',
                 'min=810',
                 'max=5917635',
                 'mean=2897576.7459',
                 'variance=350149151078.9930',
                 'hist=1,0,2,174,853,1187,903,438,149,12',
                 'crossings=29',
                 'at=172,341,498,656,809,957,1101,1241,1383,1519,1649,1781,1909,2036,2158,2281,2400,2519,2637,2750,2863,2977,3086,3195,3301,3407,3510,3617,3718'],
 'hidden2/np2': ['partition 0:0+1182 1:1182+1181',
                 'count=2363',
                 'sum=8187024579',
                 'min=4741',
                 'max=5355868',
                 'mean=3464673.9649',
                 'variance=211627723548.3098',
                 'hist=1,0,0,0,32,336,949,756,252,37',
                 'crossings=22',
                 'at=126,247,368,487,601,716,828,938,1046,1155,1260,1368,1472,1574,1678,1780,1879,1977,2074,2171,2265,2359'],
 'hidden2/np5': ['partition 0:0+473 1:473+473 2:946+473 3:1419+472 4:1891+472',
                 'count=2363',
                 'sum=8187024579',
                 'min=4741',
                 'max=5355868',
                 'mean=3464673.9649',
                 'variance=211627723548.3098',
                 'hist=1,0,0,0,32,336,949,756,252,37',
                 'crossings=22',
                 'at=126,247,368,487,601,716,828,938,1046,1155,1260,1368,1472,1574,1678,1780,1879,1977,2074,2171,2265,2359']}
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
