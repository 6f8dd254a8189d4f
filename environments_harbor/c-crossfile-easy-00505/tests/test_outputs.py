import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['327:088c3462:79',
             '328:11826fc8:109',
             '329:3c8e2f5e:74',
             '330:95761481:27',
             '331:11826fc8:21',
             '332:9369fb6e:77',
             '333:2b2aa6b9:108',
             '334:27314617:35',
             '335:95761481:24',
             '336:ed3c40c9:171',
             '337:abc33e65:177',
             '338:f04b41bc:7',
             '339:dd2f46c9:95',
             '340:2a9b52cc:82',
             '342:f04b41bc:97',
             '344:fd5d5ece:51',
             '345:c4357f66:75',
             '346:5372024f:37',
             '347:d9211fbe:66',
             '348:c4357f66:73',
             '349:e9433fca:55',
             '351:d8364bc5:40',
             '352:015747cd:126',
             '353:c4357f66:133',
             '354:ea4d61d4:30',
             '355:435b8970:41',
             '356:95761481:105',
             '357:0011545f:40',
             '358:abc33c5d:53',
             '361:088c345f:52',
             '362:8a4ae05b:87',
             '363:19876dca:121',
             '364:672a82f8:62',
             '365:7345e37b:127',
             '366:11826fc8:51',
             '367:c7ab9a4c:52',
             '368:e9433fca:20',
             '369:ed3c40c9:162',
             '370:ed3c40c9:180',
             '371:dd2f46c9:37',
             '372:0f8f98ea:74',
             '373:2b2aa6b9:40',
             '374:ed3c40c9:28',
             '375:ea4d61d4:141',
             '376:8a4ae05b:22',
             '377:d8364bc5:97',
             '378:fd5d5ece:31',
             '379:fa6866db:154',
             '380:49134402:49',
             '381:9369fb6e:38',
             '382:491341fe:44',
             '383:3cfbbb76:62',
             '384:7345e885:135',
             '385:0d9089e0:134',
             '386:2a9b5ad6:25',
             '387:435b836b:142',
             '388:0d9089e0:46',
             '389:2a9b55d2:94',
             '390:0f8f98ea:20',
             '391:00115665:130',
             '393:ec037852:96',
             '394:f04b41bc:131',
             '395:3cfbb976:43',
             '396:11826fc8:34',
             'count=64 bad=6 sum=4869 max=180'],
 'hidden2': ['6125:672a81f0:116',
             '6126:9369fb6e:38',
             '6127:23962857:121',
             '6128:c7ab9a50:22',
             '6129:ed3c40c9:86',
             '6131:00115b6a:122',
             '6132:c35c5c65:150',
             '6134:0d9089e0:71',
             '6135:49134201:165',
             '6136:e9433fca:14',
             '6137:dd2f46c9:138',
             '6138:fd5d5ece:29',
             '6139:dd2f46c9:155',
             '6140:672a84f8:135',
             '6141:c4357f66:46',
             '6142:2b2aa6b9:54',
             '6143:435b856d:77',
             '6144:11826fc8:58',
             '6145:f7b40f32:74',
             '6146:ec037d57:147',
             '6147:2b2aa6b9:46',
             '6148:f04b41bc:150',
             '6149:2a86103d:38',
             '6150:2d872b63:123',
             '6152:f7b40f2e:32',
             '6153:f04b41bc:22',
             '6154:8a4ae05b:25',
             '6155:abc33d67:64',
             '6157:dd2f46c9:176',
             '6158:11826fc8:98',
             '6159:23b0b2f2:40',
             '6160:7345e37a:13',
             '6161:672a7ef0:20',
             '6162:7345e988:157',
             '6165:0d9089e0:105',
             '6166:fd5d5ece:44',
             '6167:d9211fbe:57',
             '6168:3c8e3168:59',
             '6169:3cfbba78:102',
             'count=39 bad=6 sum=3189 max=176']}
ROOT = '/app/packstat'
FLAGS = '-std=c11 -O2'
LEVEL = 'easy'
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
