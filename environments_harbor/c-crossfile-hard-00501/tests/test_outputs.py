import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8174;10bade27;45',
             '8175;463d2e12;118',
             '8176;01215e76;36',
             '8177;458ecfb7;113',
             '8178;c02923b0;28',
             '8179;a009a3f6;18',
             '8180;17686645;38',
             '8181;c7731331;15',
             '8182;94831653;113',
             '8184;c881a481;29',
             '8185;6dd46d25;22',
             '8186;d05d9797;129',
             '8187;ab01b25e;24',
             '8188;17686645;49',
             '8189;457c506f;24',
             '8194;a84bb22f;110',
             '8195;af8b8469;99',
             '8196;68655387;120',
             '8197;9dbce489;27',
             '8198;2ad6e53d;123',
             '8199;06ebe581;56',
             '8200;1118de7c;136',
             '8201;68655387;12',
             '8202;67dcd58a;10',
             '8204;af8b8469;4',
             '8205;269bb2b3;25',
             '8206;ab01b1dd;108',
             '8207;30ee2c53;25',
             '8208;463d2e12;41',
             '8209;406c163b;30',
             '8210;c02923b0;36',
             '8211;ab01b1da;41',
             '8212;c77312af;43',
             '8213;6284d980;24',
             '8215;829c3ded;55',
             '8216;3bb4293b;36',
             '8217;fb73fb0e;95',
             '8218;1118de7c;43',
             '8219;b44d0129;35',
             '8220;406c15be;108',
             '8221;06ebe581;51',
             '8222;269bb1aa;40',
             '8223;94831966;27',
             '8224;703c3bb7;122',
             '8225;1118de7c;3',
             '8226;dfdac8e2;67',
             '8227;8c92a8fb;109',
             '8229;d2ee6e36;54',
             '8230;9dbce489;45',
             '8231;2ad6e53d;84',
             '8232;67dcd58a;55',
             '8233;ab4fb178;6',
             '8234;4cbfabec;17',
             '8235;3bb4293b;53',
             '8236;a009a709;92',
             '8238;9fbfdba3;82',
             '8239;3bb4293b;56',
             '8240;c77311a4;15',
             '8241;10badc13;30',
             '8242;703c3bb7;18',
             '8243;829c3ded;129',
             'count=61 bad=9 sum=3398 max=136'],
 'hidden2': ['594;e17c20e9;129',
             '595;ed668ae7;32',
             '596;3bb4293b;121',
             '597;d64aa273;47',
             '598;685c5d0d;51',
             '599;c02923b0;71',
             '600;30ee2c53;131',
             '601;457c4ddf;106',
             '602;3c1c9235;102',
             '603;2ad6e53d;15',
             '604;8a2e78ef;33',
             '605;ed668ae7;10',
             '606;1118de7c;126',
             '607;1118de7c;34',
             '608;d05d989f;41',
             '609;ed668ae7;33',
             '610;3456f975;28',
             '611;431b151c;53',
             '612;8c92a8fb;33',
             '613;01215e76;12',
             '614;c7730f97;113',
             '615;2ad6e53d;115',
             '616;3bb4293b;122',
             '617;d2ee6e36;36',
             '618;c881a405;96',
             '619;3bb4293b;16',
             '620;829c3ded;28',
             '621;dfdac8e2;22',
             '622;ab01b466;76',
             '624;01215e76;27',
             '625;829c3ded;38',
             '626;30ee2c53;19',
             '628;6dd46d25;54',
             '629;cfca3958;80',
             '630;28f2f6ae;30',
             '631;449708ae;141',
             '632;499cd10f;53',
             '635;3bb4293b;121',
             '636;617de683;116',
             '637;30ee2c53;116',
             'count=40 bad=5 sum=2627 max=141']}
ROOT = '/app/shipweigh'
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
