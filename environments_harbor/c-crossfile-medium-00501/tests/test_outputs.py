import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['3351:3825dd8c:5',
             '3352:37a11746:5',
             '3353:4d9e02f1:5',
             '3354:89f21048:3',
             '3355:370b27e4:3',
             '3356:dcd051d7:2',
             '3357:370b27e4:4',
             '3358:b3b179eb:2',
             '3359:f20d1962:3',
             '3360:e520a0c3:2',
             '3361:37a11746:3',
             '3362:04b710e8:3',
             '3363:4d9fafc8:3',
             '3364:38098529:2',
             '3365:374846db:6',
             '3366:89f21048:6',
             '3367:3830fc0d:3',
             '3368:2c1927dd:3',
             '3369:ccdfb2e5:4',
             '3371:99acf7d6:3',
             '3373:b3b179e6:3',
             '3374:372db829:4',
             '3375:36ee617d:4',
             '3377:36bad9c4:3',
             '3378:37661ea3:3',
             '3381:04b710e8:5',
             '3382:04b710e8:3',
             '3383:4d96f9e2:2',
             '3384:328e54ef:6',
             '3386:4d96f9e2:2',
             '3388:389e6fe1:6',
             '3389:3825dd8c:6',
             '3390:d1308157:8',
             '3391:328e54ef:6',
             '3392:99acf7de:3',
             '3393:6d657399:6',
             '3394:e520a09a:3',
             '3395:6d65732a:2',
             '3396:36bad9c4:3',
             '3397:370b27e4:2',
             '3398:2c1927dd:2',
             '3399:11fdc182:4',
             '3400:f20d183a:5',
             '3401:1a54dc34:2',
             '3402:3830fc0d:6',
             '3403:36bad9c4:4',
             '3404:370b27e4:2',
             '3405:89f21048:2',
             '3407:37fc5077:3',
             '3408:377d50dc:5',
             '3409:328e54ef:4',
             '3410:99acf76a:7',
             '3411:3830fc0d:3',
             '3412:f20d1880:2',
             '3413:89f21048:3',
             '3414:328e54ef:2',
             '3415:4d9fafc8:5',
             '3416:328e54ef:5',
             '3417:04b710e8:2',
             '3418:36ee617d:3',
             '3420:38098529:3',
             'count=61 bad=9 sum=224 max=8'],
 'hidden2': ['5003:04b710e8:5',
             '5004:4d96f9e2:7',
             '5005:389e6fe1:7',
             '5007:7ebe021b:4',
             '5008:37fc5077:3',
             '5009:372db829:8',
             '5010:4d9e02f1:7',
             '5011:389e6fe1:4',
             '5012:04b710e8:3',
             '5014:377d50dc:8',
             '5015:37fc5077:2',
             '5016:4d9fafc8:3',
             '5017:68bcda35:8',
             '5018:38098529:2',
             '5019:370b27e4:3',
             '5020:38098529:7',
             '5021:2c1927dd:3',
             '5022:384bc1d7:2',
             '5023:4d9e02f1:7',
             '5024:372db829:7',
             '5025:e520a028:6',
             '5026:dcd05303:4',
             '5027:384bc1d7:2',
             '5028:38098529:4',
             '5029:389e6fe1:3',
             '5030:dcd05244:7',
             '5032:2c1927dd:3',
             '5033:389e6fe1:4',
             '5034:b3b17956:4',
             '5035:377d50dc:5',
             '5036:1a54dc78:2',
             '5037:37a11746:6',
             '5038:38098529:3',
             '5039:36bad9c4:4',
             '5040:36bad9c4:2',
             '5041:370b27e4:6',
             '5042:37a11746:6',
             '5043:36bad9c4:2',
             '5044:4d96f9e2:4',
             '5045:e5209f94:4',
             '5046:4d96f9e2:3',
             '5047:99acf7db:9',
             'count=42 bad=3 sum=193 max=9']}
ROOT = '/app/shipweigh'
FLAGS = '-std=c11 -O2 -Wall -Wextra -Werror'
LEVEL = 'medium'
VARIANTS = ['']

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
