import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8203;64f1b37b;243353',
             '8204;1d919580;124612',
             '8205;1d919580;198',
             '8206;4556bc21;393',
             '8208;4556bc1c;345929',
             '8209;2a4cdf26;157',
             '8210;3c0a7d17;570',
             '8211;b20b909c;85771',
             '8213;b20b9031;387',
             '8214;1ce6eaef;361484',
             '8215;1c738bd2;473',
             '8216;1cc32485;520',
             '8217;1d76cfb6;396',
             '8218;4f30bf4a;401786',
             '8219;1e05dc76;298774',
             '8220;1d76cfb6;26',
             '8221;1d6bb135;368852',
             '8222;e04a0d3f;258',
             '8223;1c50fb8d;557',
             '8224;1c738bd2;409',
             '8225;1cc32485;373194',
             '8226;1d4f58d2;353934',
             '8227;7a5946f6;573',
             '8228;b20b90c0;531',
             '8229;2a45d617;94',
             '8230;6db718f5;553',
             '8231;27e6c792;393',
             '8233;1c738bd2;300754',
             '8234;27cea855;92551',
             '8235;1c00ad6d;232799',
             '8236;2a4e8bfd;539',
             '8238;85f917c1;373090',
             '8239;1d4f58d2;478',
             '8240;ff91d80a;284810',
             '8241;1c50fb8d;114747',
             '8242;d3303eea;422',
             '8243;e04a0d19;446',
             '8244;1c8e1a84;515',
             '8245;1d4f58d2;531',
             '8246;6d113bbe;536',
             '8247;4f30bf4a;509',
             '8248;1c00ad6d;388938',
             '8249;4f30bf4a;253',
             '8250;1c50fb8d;454',
             '8251;1c50fb8d;196',
             '8252;7608787e;461',
             '8253;c7467b4a;312',
             '8254;c7467b4b;249',
             '8255;ff91d82a;198027',
             '8256;1ce6eaef;363',
             '8257;85f9180a;371',
             '8258;44f737b0;502',
             '8261;0115710f;322',
             '8262;ff91d82b;532',
             '8264;44f737b0;312',
             '8265;1c343526;279',
             '8266;351558ea;546',
             '8267;9c5af309;344',
             '8268;1d919580;174',
             '8269;1d919580;73',
             '8270;27e6c7b2;370',
             '8271;64f1b2e2;59',
             '8272;1de4438a;313',
             'count=63 bad=7 sum=4960354 max=401786'],
 'hidden2': ['7705;1c50fb8d;294965',
             '7706;3c0a7cea;244386',
             '7707;c37da21a;311',
             '7708;2a4e8bfd;352458',
             '7709;1d919580;288',
             '7710;11e59ffa;335303',
             '7711;9c5af309;378526',
             '7712;f78ab3db;96187',
             '7713;44f737b0;396638',
             '7714;1c00ad6d;539',
             '7715;9c5af309;316359',
             '7716;2a4e8bfd;285179',
             '7717;ac15da27;473',
             '7718;4f30bf4a;430306',
             '7719;1c738bd2;134679',
             '7720;1d422420;372826',
             '7721;1d4f58d2;104',
             '7722;1c8e1a84;375',
             '7723;f78982c2;444339',
             '7724;7a59465b;437',
             '7725;11e5a065;325',
             '7726;1c00ad6d;161',
             '7727;1cabf24c;447',
             '7728;6db717cd;412959',
             '7729;85f91830;363',
             '7730;1c343526;567',
             '7731;4f30bf4a;475',
             '7732;44f737b0;455',
             '7733;11e59f89;209',
             '7736;7608785f;192414',
             '7737;2a45d617;372',
             '7738;85f918e8;215504',
             '7739;1c8e1a84;418009',
             '7740;1c738bd2;338',
             '7741;0115709b;265848',
             '7742;7a5946d1;73',
             '7743;1d4f58d2;314',
             '7744;1e05dc76;95',
             '7746;1c8e1a84;387',
             '7747;1d76cfb6;206134',
             '7748;f78982f0;462',
             '7749;1c00ad6d;546',
             'count=42 bad=3 sum=5801135 max=444339']}
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
