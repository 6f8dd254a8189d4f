import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['4190:10153224:2383',
             '4191:308f0ae5:1681',
             '4192:3d8f0a74:1533',
             '4193:07d483f2:2089',
             '4194:2f0cb313:1819',
             '4195:6b42575e:892',
             '4196:8b027c09:2284',
             '4197:59700db8:1063',
             '4198:3bbb500c:1257',
             '4199:a4ec88c6:981',
             '4200:44d9df78:948',
             '4201:3d8f0a74:2265',
             '4202:11de5001:283',
             '4203:833c414e:2199',
             '4204:532e21f8:776',
             '4205:4662d0c9:102',
             '4206:22f5dde3:1315',
             '4207:acb8027e:2625',
             '4208:38d6a57c:2042',
             '4209:8da86c62:25',
             '4210:b4c297f8:2178',
             '4211:be0a4f67:334',
             '4212:833c414e:1970',
             '4213:08ebba18:188',
             '4214:4662d0c9:2819',
             '4215:40553e8d:613',
             '4216:08ebba18:909',
             '4217:2c0cae56:317',
             '4218:6a4255cd:2486',
             '4219:7603c0d5:1951',
             '4220:85027297:712',
             '4221:85027295:220',
             '4222:0f8421dd:1661',
             '4223:92a8743c:1825',
             '4224:562e26b2:830',
             '4226:714260d7:47',
             '4227:2aca1f36:36',
             '4228:11de5001:2155',
             '4229:5ca0092f:485',
             '4230:defca7c6:1232',
             '4231:3d8f0a74:1751',
             '4232:4662d0c9:326',
             '4233:240796e4:937',
             '4234:c799e8e9:2171',
             '4235:0a8419fe:1910',
             '4236:defca7c6:1737',
             '4237:2aca1f36:2058',
             '4238:ecbc4715:206',
             '4240:11de5001:1576',
             '4241:3d8f0a74:1595',
             '4242:7603c0d5:542',
             '4243:7a53492a:2720',
             '4244:91a872ac:1136',
             '4245:f1dfee4b:1731',
             '4246:bd161691:1576',
             '4247:11de5001:392',
             '4248:44d9df78:2647',
             '4249:40553e8b:2491',
             '4250:11de5001:99',
             '4251:8ef865d9:44',
             '4252:3bbb500c:849',
             '4253:d13ca2d2:741',
             '4254:11de5001:1930',
             '4255:a4ec88c6:1395',
             '4256:240796e4:453',
             '4257:38d6a57c:543',
             '4259:0a8419fd:2212',
             'count=67 bad=3 sum=87298 max=2819'],
 'hidden2': ['7177:11de5001:61',
             '7178:c799e8e9:1652',
             '7179:ddf58f8a:697',
             '7180:5ca0092f:2025',
             '7181:7a53492a:2062',
             '7182:ddfdbd5b:2306',
             '7183:11de5001:237',
             '7184:b4c297f8:2559',
             '7185:44d9df78:2854',
             '7186:3bbb500c:1004',
             '7187:7a53492a:2131',
             '7188:a916145d:670',
             '7189:70df0a63:612',
             '7190:11de5001:2053',
             '7191:08ebba18:1111',
             '7192:8484ca79:1868',
             '7193:09d4871a:510',
             '7194:7603c0d5:1426',
             '7195:b1b2db10:957',
             '7196:3210b459:2888',
             '7197:aeb2d656:422',
             '7198:3010b134:2337',
             '7199:5ca0092f:2153',
             '7200:bd161691:1663',
             '7201:38d6a57c:1986',
             '7202:85027296:1894',
             '7203:e1fdc3a5:281',
             '7204:8a027a7c:2719',
             '7205:e8bc40cb:769',
             '7206:308f0ae6:515',
             '7207:3f553cfb:1359',
             '7208:b4c297f8:469',
             '7209:af67f9d2:1692',
             '7210:5ca0092f:882',
             '7211:b067fb64:383',
             '7212:7adf3ee8:134',
             '7213:def59125:1523',
             '7214:6a4255cd:598',
             '7215:c799e8e9:267',
             '7216:7603c0d5:411',
             '7217:7a53492a:443',
             '7218:92a8743e:75',
             '7220:dbbaa244:467',
             '7221:3d8f0a74:663',
             'count=44 bad=1 sum=53788 max=2888']}
ROOT = '/app/packstat'
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
