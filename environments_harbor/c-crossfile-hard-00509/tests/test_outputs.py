import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['4929,a0775521,33',
             '4930,627bbbb8,198',
             '4931,fda915fc,132',
             '4932,c6bc763e,396',
             '4933,5fb1c815,33',
             '4934,264a73df,33',
             '4935,16a95e37,396',
             '4936,bee58e0e,99',
             '4937,51720bc9,66',
             '4938,2d3c7bc3,33',
             '4939,9cbd6899,264',
             '4940,f47013a7,792',
             '4941,a0bf4940,66',
             '4942,264a73df,99',
             '4944,296ea8bd,33',
             '4945,d075664f,396',
             '4946,d91c7874,99',
             '4947,622dbfac,66',
             '4948,d91c7874,264',
             '4950,622dbe1e,99',
             '4951,2401dcae,264',
             '4952,be5d1011,132',
             '4953,fda915fc,792',
             '4954,e312e382,66',
             '4955,f7981f71,792',
             '4956,16a95e37,396',
             '4957,627bbbba,99',
             '4958,03ebb5a2,264',
             '4959,8739eea6,132',
             '4960,51720bc9,33',
             '4961,d91c7874,33',
             '4962,be5d1011,396',
             '4963,5fb1c815,66',
             '4965,c7b96fbe,99',
             '4966,be5d1011,66',
             '4967,a0775521,33',
             '4968,7b4f84ae,33',
             '4969,f47013a7,33',
             '4970,8739eea6,33',
             '4971,52edff5b,132',
             '4973,52edff5b,99',
             '4974,c7b9724c,33',
             '4975,79ae2ca1,99',
             '4976,f47013a7,264',
             '4977,748c1f68,66',
             '4978,b7f4237e,33',
             '4979,5fb1c815,792',
             '4980,44bf518b,198',
             '4981,a0bf4940,99',
             '4982,54b6d191,132',
             '4983,b609de83,33',
             '4984,d075664f,33',
             '4985,ffdf1110,264',
             '4986,a0775521,66',
             '4988,929cccbc,132',
             '4989,748c1f68,132',
             '4990,f47013a7,792',
             '4991,f79820fe,33',
             '4992,627bbd40,99',
             '4993,892cc2cc,198',
             '4994,060bbef0,66',
             '4995,c6bc763e,264',
             '4996,7f733135,264',
             '4997,51ff0403,792',
             '4998,fd4f586f,99',
             'count=65 bad=5 sum=12573 max=792'],
 'hidden2': ['4914,fca8599e,33',
             '4915,c7e6e5d3,198',
             '4916,44bf518b,66',
             '4917,a0775521,132',
             '4918,296ea8bd,99',
             '4919,16a95e37,33',
             '4920,81571fc4,132',
             '4921,bc621393,33',
             '4922,c3823b7d,99',
             '4923,748c1f68,33',
             '4924,51ff0501,99',
             '4925,929cccbc,264',
             '4926,f43d1f10,66',
             '4927,9cbd6899,198',
             '4928,748c1f68,33',
             '4929,79ae2ca1,33',
             '4930,d5878cfa,792',
             '4931,c3823d8d,66',
             '4932,627bbbb4,66',
             '4933,f43d1f10,132',
             '4934,748c1f68,33',
             '4935,df79b869,792',
             '4936,51720bc9,99',
             '4937,44bf518b,33',
             '4938,ffdf1006,198',
             '4939,81571fc4,264',
             '4940,ffdf1419,99',
             '4941,d91c7874,33',
             '4942,627bbcbd,33',
             '4943,a0bf4940,792',
             '4944,1d649734,66',
             '4946,51ff03ff,198',
             '4947,dac3f1f6,33',
             '4949,a0775521,33',
             '4950,9cbd6899,264',
             '4951,c6bc763e,396',
             '4952,929cccbc,66',
             '4954,d5878cfa,396',
             '4955,d075664f,66',
             '4956,f43d1f10,66',
             '4957,fef34e60,99',
             '4958,81571fc4,99',
             'count=42 bad=3 sum=6765 max=792']}
ROOT = '/app/meterlog'
FLAGS = '-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
LEVEL = 'hard'
VARIANTS = ['-fsigned-char', '-funsigned-char']

HERE = os.path.dirname(os.path.abspath(__file__))

def _build(variant):
    out = tempfile.mkdtemp() + "/tool"
    srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cmd = ["gcc", *FLAGS.split(), *([variant] if variant else []), "-I" + os.path.join(ROOT, "include"), *srcs, "-o", out, "-lm"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"CI build {' '.join(cmd[1:len(FLAGS.split()) + 2])} failed:\n{p.stderr[-2500:]}"
    return out

@pytest.fixture(scope="module", params=VARIANTS)
def tool(request):
    return _build(request.param)

def test_no_pragmas_silencing_warnings():
    for d in ("src", "include"):
        for f in os.listdir(os.path.join(ROOT, d)):
            text = open(os.path.join(ROOT, d, f), encoding="utf-8", errors="replace").read()
            assert "#pragma GCC diagnostic" not in text, f"{d}/{f} silences diagnostics with a pragma"

@pytest.mark.parametrize("case", ["hidden1", "hidden2"])
def test_hidden_inputs(tool, case):
    with open(os.path.join(HERE, "cases", case + ".txt"), "rb") as f:
        p = subprocess.run([tool], stdin=f, capture_output=True, timeout=30)
    assert p.returncode == 0, f"the tool exited {p.returncode}"
    got = p.stdout.decode("utf-8", "replace").splitlines()
    want = EXPECTED[case]
    assert len(got) == len(want), f"{case}: {len(got)} output lines, expected {len(want)}; last line {got[-1:]}, expected {want[-1]}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{case}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"
