import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8295;7974f7ce;-471',
             '8296;57ee464c;-472',
             '8297;b4c0ac06;-469',
             '8298;062446d7;-438',
             '8299;57ee4542;-444',
             '8300;6b79db42;-470',
             '8301;fa9f76a7;-465',
             '8302;804abacb;-444',
             '8303;57ee43be;-472',
             '8305;38d20721;-473',
             '8306;dac94b45;-472',
             '8307;97df010d;-473',
             '8308;068ef882;-473',
             '8309;02ba35a6;-462',
             '8310;04ab09f3;-473',
             '8311;5ba1f7bb;-471',
             '8312;70b2355c;-473',
             '8313;ec36dd96;-473',
             '8314;9612f65d;-472',
             '8315;aea6817b;-414',
             '8316;01bf9f1b;-472',
             '8317;d94d57b3;-469',
             '8318;da831a40;-472',
             '8319;57ee4333;-473',
             '8321;5e545132;-470',
             '8322;5e545132;-469',
             '8323;aea6817b;-473',
             '8325;97df0317;-473',
             '8326;c65e854f;-473',
             '8327;e44006ae;-473',
             '8328;a1c2e428;-473',
             '8329;17d4a57a;-472',
             '8330;a06b1e26;-454',
             '8332;068ef882;-472',
             '8333;062449ec;-473',
             '8334;cbb40ebb;-454',
             '8335;7dc8d684;-472',
             '8336;684abc40;-472',
             '8337;f320798a;-438',
             '8338;f6700d5f;-472',
             '8339;9be136f5;-471',
             '8340;6b79dcca;-473',
             '8341;f6318173;-468',
             '8342;f6318401;-414',
             '8343;6b79dabf;-438',
             '8344;70b2355c;-464',
             '8345;55ad3f0d;-471',
             '8346;70b2355c;-471',
             '8347;dac94b45;-473',
             '8348;4bf44efc;-471',
             '8349;dac94b45;-384',
             '8350;97deff81;-462',
             '8351;684abc40;-465',
             '8352;ec36de98;-470',
             '8353;dac94b45;-471',
             '8355;804abacb;-414',
             '8356;04ab09f3;-456',
             '8357;38d20a34;-459',
             '8358;7b06d3c6;-471',
             '8359;06244a6f;-473',
             '8360;8b4397ae;-470',
             '8361;70b2355c;-473',
             '8362;57ee43bb;-473',
             '8363;01bf9e9a;-464',
             '8364;7974f7ce;-468',
             'count=65 bad=5 sum=-30130 max=-384'],
 'hidden2': ['6928;da831a40;-472',
             '6929;01bf9c8b;-473',
             '6930;b7bdd58e;-472',
             '6931;4bf44efc;-471',
             '6932;bcdc7e6f;-471',
             '6933;d94d57b3;-470',
             '6934;dac94b45;-469',
             '6935;c65e854f;-471',
             '6936;16f01866;-465',
             '6937;7974f7ce;-473',
             '6938;97df0105;-472',
             '6939;f631827b;-444',
             '6940;068ef882;-468',
             '6941;8b4397ae;-473',
             '6942;d94d57b3;-470',
             '6944;c65e854f;-470',
             '6945;e44006ae;-472',
             '6946;1d97fc7b;-473',
             '6947;bcdc7c6b;-470',
             '6948;5fc6cbac;-471',
             '6949;9be136f5;-469',
             '6950;a06b1f27;-468',
             '6951;4bf44efc;-469',
             '6952;3ddd5dba;-464',
             '6953;38d20ab3;-473',
             '6954;97df0087;-464',
             '6955;7b06d44e;-465',
             '6956;dac94b45;-470',
             '6957;55ad3f0d;-471',
             '6958;17d4a57a;-473',
             '6960;8b4397ae;-470',
             '6961;5e545132;-472',
             '6962;5dc5c7d1;-470',
             '6964;dac94b45;-472',
             '6965;068ef882;-472',
             '6966;c65e854f;-471',
             '6967;06244a6b;-465',
             '6968;f6700b51;-470',
             '6969;b4c0ac06;-473',
             '6970;57ee43b8;-473',
             '6971;dac94b45;-468',
             '6972;a1c2e3a6;-470',
             'count=42 bad=3 sum=-19722 max=-444']}
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
