import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1/np1': ['partition 0:0+2749',
                 'count=2749',
                 'sum=12150905136',
                 'min=1469',
                 'max=11219545',
                 'mean=4420118.2743',
                 'variance=397886600225.8978',
                 'hist=1,0,203,1828,696,20,0,0,1',
                 'crossings=27',
                 'at=123,243,361,478,593,705,814,922,1028,1135,1240,1343,1443,1544,1644,1742,1839,1933,2028,2122,2215,2307,2396,2487,2575,2662,2748'],
 'hidden1/np3': ['partition 0:0+917 1:917+916 2:1833+916',
                 'count=2749',
                 'sum=12150905136',
                 'min=1469',
                 'max=11219545',
                 'mean=4420118.2743',
                 'variance=397886600225.8978',
                 'hist=1,0,203,1828,696,20,0,0,1',
                 'crossings=27',
                 'at=123,243,361,478,593,705,814,922,1028,1135,1240,1343,1443,1544,1644,1742,1839,1933,2028,2122,2215,2307,2396,2487,2575,2662,2748'],
 'hidden1/np4': ['partition 0:0+688 1:688+687 2:1375+687 3:2062+687',
                 'count=2749',
                 'sum=12150905136',
                 'min=1469',
                 'max=11219545',
                 'mean=4420118.2743',
                 'variance=397886600225.8978',
                 'hist=1,0,203,1828,696,20,0,0,1',
                 'crossings=27',
                 'at=123,243,361,478,593,705,814,922,1028,1135,1240,1343,1443,1544,1644,1742,1839,1933,2028,2122,2215,2307,2396,2487,2575,2662,2748'],
 'hidden2/np2': ['partition 0:0+1291 1:1291+1290',
                 'count=2581',
                 'sum=10792583873',
                 'min=2815',
                 'max=10933064',
                 'mean=4181551.2875',
                 'variance=509630869712.1343',
                 'hist=1,0,567,1519,482,11,0,0,1',
                 'crossings=23',
                 'at=135,268,399,524,648,768,885,1000,1112,1222,1330,1436,1542,1644,1744,1843,1941,2033,2127,2220,2310,2404,2494'],
 'hidden2/np5': ['partition 0:0+517 1:517+516 2:1033+516 3:1549+516 4:2065+516',
                 'count=2581',
                 'sum=10792583873',
                 'min=2815',
                 'max=10933064',
                 'mean=4181551.2875',
                 'variance=509630869712.1343',
                 'hist=1,0,567,1519,482,11,0,0,1',
                 'crossings=23',
                 'at=135,268,399,524,648,768,885,1000,1112,1222,1330,1436,1542,1644,1744,1843,1941,2033,2127,2220,2310,2404,2494']}
ROOT = '/app/trackpts'
NAME = 'trackpts'
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
