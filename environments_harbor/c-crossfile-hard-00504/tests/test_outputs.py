import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['3339;6c4c17dc;31',
             '3340;afceb7cd;109',
             '3341;d3ec1094;119',
             '3342;edcf5c12;37',
             '3343;40745afb;34',
             '3344;afceb7cd;132',
             '3345;7664a5a3;104',
             '3346;06539767;84',
             '3347;41683eb4;25',
             '3348;cf30ea56;33',
             '3349;e4d7ff67;42',
             '3350;fcadb09b;3',
             '3351;49351950;117',
             '3352;04aa67b0;130',
             '3353;ebf25283;14',
             '3354;46ecc86a;25',
             '3355;80813af6;137',
             '3356;1df8cf16;114',
             '3357;d418d2de;125',
             '3359;0cc9e01b;148',
             '3360;03fd7c66;60',
             '3361;06539767;30',
             '3362;bcba880b;46',
             '3363;467065d7;126',
             '3364;766aa719;142',
             '3365;bcba880b;15',
             '3366;bcba880b;140',
             '3367;c538fb2c;156',
             '3370;03fd7c66;9',
             '3371;afceb7cd;16',
             '3372;bcba880b;25',
             '3373;0776a4f7;68',
             '3374;b7d1adff;57',
             '3375;7d7860eb;92',
             '3376;06539767;42',
             '3377;d536abc5;47',
             '3378;bcba880b;16',
             '3379;71b55d83;99',
             '3380;1df8cf16;54',
             '3381;7c719985;38',
             '3385;d418d2de;34',
             '3386;c46a7a50;112',
             '3387;a3d43724;60',
             '3388;a3d03625;50',
             '3389;575a6e44;132',
             '3390;46ecc86a;35',
             '3391;7d7860ec;54',
             '3392;faf695ce;150',
             '3393;423e791c;114',
             '3394;a3d43725;15',
             '3395;7664a5a4;28',
             '3397;801ea23d;52',
             '3398;10a48b75;110',
             '3399;06539767;31',
             '3400;d3ec1094;81',
             '3401;80813af6;36',
             '3402;ebf25283;64',
             '3404;489d5df6;19',
             '3405;e4f95e94;114',
             '3406;9c7e4018;47',
             '3407;faf695ce;111',
             '3408;bdc8c768;117',
             'count=62 bad=8 sum=4407 max=156'],
 'hidden2': ['8704;d3ec1094;153',
             '8705;c813da13;29',
             '8706;0cc9e01b;132',
             '8707;e6e3c829;31',
             '8708;0ce97785;135',
             '8709;0436fb4e;23',
             '8710;7c719985;10',
             '8711;90666d41;40',
             '8713;562f024f;27',
             '8714;1df8cf16;49',
             '8715;46ecc86a;37',
             '8716;3c905c10;26',
             '8717;37a164f5;13',
             '8718;b61b1a35;29',
             '8719;514f0bdf;122',
             '8720;faf695ce;46',
             '8721;0ce97785;46',
             '8722;37abe27f;13',
             '8723;c539fb68;36',
             '8724;c9eb7100;23',
             '8725;06539767;135',
             '8726;d3ec1094;42',
             '8727;0e50eb98;32',
             '8728;cbee149d;21',
             '8729;466a6458;37',
             '8731;769d6775;111',
             '8732;562f024f;21',
             '8733;e6e3c829;127',
             '8734;49321893;130',
             '8736;06539767;55',
             '8737;c813da13;108',
             '8738;7d7b61a2;15',
             '8739;0ef13930;27',
             '8740;d3ec1094;115',
             '8741;d536abc5;84',
             '8742;769d6775;3',
             '8744;edcf5c12;29',
             '8745;49341914;46',
             '8746;9c7e4018;112',
             '8748;71b55d83;122',
             'count=40 bad=5 sum=2392 max=153']}
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
