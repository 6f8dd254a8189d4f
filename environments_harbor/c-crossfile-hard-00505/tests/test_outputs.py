import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8323:f8a2a891:-2972',
             '8324:09afa842:-2972',
             '8325:89cfa6b3:1010',
             '8327:c532faf2:-2972',
             '8328:6ab62a16:-2972',
             '8329:f85c778c:1010',
             '8330:abada058:-2972',
             '8331:f4e13f5f:-2972',
             '8332:00d58fa0:1010',
             '8333:7572782f:1010',
             '8334:ac9a39fc:-2972',
             '8335:8a5824b0:-2972',
             '8336:0f889eef:-2972',
             '8338:2a7ac492:1010',
             '8339:9be7fcf1:-2972',
             '8340:8a5824b0:1010',
             '8341:6c93346d:1010',
             '8342:f726b4ff:-2972',
             '8343:a4dd0412:-2972',
             '8344:868e8b09:-2972',
             '8345:f85c778c:1010',
             '8346:f9fb3eac:1010',
             '8347:09afa846:-2972',
             '8348:60626671:-2972',
             '8349:ae857a24:-2972',
             '8350:c532faf2:1010',
             '8351:7059e677:-2972',
             '8352:4ae5c7d7:1010',
             '8353:5f280f86:1010',
             '8354:e21bf4d9:1010',
             '8355:902f344e:1010',
             '8356:23cbf78a:-2972',
             '8357:0f889ef1:-2972',
             '8359:2c1b8296:1010',
             '8361:4cc9b666:-2972',
             '8362:7059e677:1010',
             '8363:4cc9b666:-2972',
             '8364:48758e60:1010',
             '8365:9e21de53:-2972',
             '8366:9e21de53:1010',
             '8367:5065389c:-2972',
             '8368:2c1b8296:-2972',
             '8369:eadc2fa0:-2972',
             '8370:c56162cc:1010',
             '8371:71b8039a:-2972',
             '8372:0f889f75:-2972',
             '8373:5e0f635e:1010',
             '8374:922f0ce0:1010',
             '8375:ac9a36ee:1010',
             '8376:48758e60:-2972',
             '8377:89cfa6b3:1010',
             '8378:f9fb3eac:1010',
             '8379:e21bf4d9:-2972',
             '8380:f3680628:-2972',
             '8382:c6bc53d1:-2972',
             '8384:ae857a24:1010',
             '8387:4cc9b666:1010',
             '8388:f4e13f5f:-2972',
             '8389:f726b4ff:-2972',
             '8391:922f0ce0:1010',
             '8392:c6bc54dc:-2972',
             'count=61 bad=9 sum=-73778 max=1010'],
 'hidden2': ['5756:4cc9b666:-2972',
             '5757:7059e677:-2972',
             '5758:c532faf2:1010',
             '5759:395b376e:-2972',
             '5760:f726b4ff:-2972',
             '5761:8a5824b0:-2972',
             '5762:2a7ac492:-2972',
             '5763:a4cfd7b2:1010',
             '5765:5f281091:-2972',
             '5767:5f28108f:-2972',
             '5768:3fdc9312:1010',
             '5769:0f889cea:1010',
             '5770:f3680735:1010',
             '5771:f9fb3eac:1010',
             '5773:8a5824b0:-2972',
             '5774:25d30b7b:1010',
             '5775:fa6b6cf7:-2972',
             '5776:f8a2a891:-2972',
             '5777:52ca2cc7:1010',
             '5778:922f0ce0:-2972',
             '5779:682fff3b:-2972',
             '5780:eadc2f1d:-2972',
             '5781:eadc3121:-2972',
             '5782:f4e13f5f:-2972',
             '5783:00d58f1b:1010',
             '5784:2a7ac492:-2972',
             '5785:c532faf2:1010',
             '5786:a3dc47b1:-2972',
             '5787:5f280e84:1010',
             '5788:2b245eb7:-2972',
             '5789:34aa9e57:1010',
             '5791:395b376e:1010',
             '5792:ab1fa43b:-2972',
             '5793:39fa6103:-2972',
             '5794:d17e5592:-2972',
             '5795:771671b7:-2972',
             '5796:9ecc0cff:-2972',
             '5797:0f88a07a:-2972',
             '5798:d17e5592:-2972',
             '5799:abada058:1010',
             '5800:60626671:-2972',
             'count=41 bad=4 sum=-66104 max=1010']}
ROOT = '/app/tollcount'
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
