import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['3784:baff518b:2',
             '3785:6ecf6d01:1',
             '3786:395ab650:2',
             '3787:9128d826:4',
             '3788:7bfd05b5:2',
             '3789:bcdf47a8:8',
             '3790:ccf5c784:2',
             '3791:395ab044:3',
             '3792:1b7144f0:2',
             '3793:7bfd05b5:2',
             '3795:6ad58402:6',
             '3796:1b7144f0:1',
             '3797:a70aec98:3',
             '3798:7bfd05b5:24',
             '3799:b611ec96:6',
             '3800:1b7144f0:24',
             '3801:45a02c99:2',
             '3802:820ff69a:3',
             '3803:a70aed99:8',
             '3804:a9d2d89a:8',
             '3805:9d19ea91:8',
             '3806:2e3da281:1',
             '3808:7b08af14:1',
             '3809:ea210e27:8',
             '3810:6ecf6d01:1',
             '3811:10236971:2',
             '3812:45ae70f9:6',
             '3813:4658322e:2',
             '3814:9d19ef92:2',
             '3815:45a02b9f:6',
             '3816:7d07be1e:1',
             '3817:10236971:1',
             '3818:6ad58402:2',
             '3819:a70aef96:1',
             '3821:7efa94fc:3',
             '3822:4aa76bfd:1',
             '3823:ecc9a9b6:6',
             '3824:79f0eca2:1',
             '3826:6ecf6d01:1',
             '3827:b67f7cac:2',
             '3828:7b08af14:2',
             '3829:b67f78a6:1',
             '3830:70d1d18f:12',
             '3831:a9d2d89a:12',
             '3832:ccf5c283:2',
             '3833:86ff92fe:12',
             '3834:10236971:1',
             '3835:5dc366f0:4',
             '3837:45ae70f9:4',
             '3838:7bfd05b5:1',
             '3839:6ecf6d01:24',
             '3840:395ab64f:8',
             '3841:32838e5c:1',
             '3842:45ae70f9:6',
             '3844:469944f2:3',
             '3845:6ecf6d01:2',
             '3847:6ecf6d01:1',
             '3848:ae2133ed:3',
             '3849:86ff92fe:1',
             '3850:3ce01895:4',
             '3851:4aa76bfd:2',
             '3852:ccf5c98a:2',
             'count=62 bad=8 sum=277 max=24'],
 'hidden2': ['6333:a9d2d89a:1',
             '6334:79f0eca2:6',
             '6335:4aa76bfd:1',
             '6336:b611ee90:1',
             '6337:67e08c0f:3',
             '6338:56bb64fe:12',
             '6339:b611ea8d:4',
             '6340:27e04807:1',
             '6341:7b08af14:12',
             '6342:7d07be1e:1',
             '6343:9d19eb91:1',
             '6344:86ff92fe:1',
             '6345:1b7144f0:1',
             '6346:57c58708:1',
             '6347:4aa76bfd:4',
             '6348:1b7144f0:1',
             '6349:3ce02099:2',
             '6350:820ff392:8',
             '6351:6ecf6d01:3',
             '6352:7b08af14:3',
             '6354:45ae70f9:8',
             '6355:b611ef94:24',
             '6356:7b08af14:2',
             '6357:4aa76bfd:3',
             '6358:5ab465fd:3',
             '6359:5ab465fd:2',
             '6360:4aa76bfd:4',
             '6361:4aa76bfd:3',
             '6362:a9d2d89a:1',
             '6363:45a02e9e:3',
             '6364:7d07be1e:3',
             '6365:395ab851:8',
             '6366:820ff69b:6',
             '6367:70d1d18f:1',
             '6368:6ad58402:12',
             '6369:9128d826:3',
             '6370:7bfd05b5:4',
             '6371:67e08c0f:24',
             '6372:27e04e08:1',
             '6374:395ab44e:6',
             '6375:10236971:1',
             '6376:79951897:1',
             '6377:9128d826:4',
             'count=43 bad=2 sum=194 max=24']}
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
