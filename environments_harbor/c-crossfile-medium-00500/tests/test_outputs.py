import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8530,8a2e74be,-20340472028325',
             '8531,8b14b240,56421754153800',
             '8532,9d3d21a1,-57338625',
             '8533,9d3d229c,34820400',
             '8534,1b640895,63547425',
             '8535,8a7ec2de,-29732700',
             '8536,8ad9b99d,-48956925143550',
             '8537,09f1f5f6,6977100',
             '8538,8a61fc77,5897133942375',
             '8539,8b997886,60762683119725',
             '8540,3bce8dff,-45372013806975',
             '8541,09f1f6ab,2801175',
             '8542,c1ad3ef8,-3448088483325',
             '8543,804e1be3,-59238300',
             '8544,8b6feb71,-14723240112825',
             '8545,8a7ec2de,26258625',
             '8546,e6a0eda9,-6836523790275',
             '8547,57783e89,5005200',
             '8548,6ed95d3b,-11125125',
             '8549,804e1be3,1599600',
             '8550,dee4ba0c,-7337925',
             '8551,8abbe1d5,-4517138844825',
             '8552,d23fac29,11423025',
             '8553,8c33a3c7,57211200',
             '8554,8abbe1d5,7281600',
             '8555,8b6feb71,10819350',
             '8556,58fbd5d2,-60439845300900',
             '8557,8c33a3c7,-21166575',
             '8558,b4c0a62a,-70993200',
             '8559,57783df3,66223875',
             '8562,3bce8dff,-48338100',
             '8563,cf29d332,-42621300',
             '8564,cf29d332,-25201275',
             '8566,8a61fc77,49659300',
             '8567,146c770a,6229427011725',
             '8568,804fc8ba,60225',
             '8569,804fc8ba,64773278416050',
             '8571,d23fac90,70353825',
             '8572,8b14b240,-73007550',
             '8573,354fbcfd,1442483810625',
             '8574,8aa15323,35065350',
             '8575,38089b2f,42198450',
             '8576,dddf7e8c,64892325',
             '8577,8b6feb71,-6206925',
             '8578,8b7d2023,-6218025280050',
             '8579,354fbbf7,3015975',
             '8580,77c617d9,-14873175',
             '8581,b4c0a594,63854649845400',
             '8582,77c617d9,-5090362417650',
             '8583,2a586360,-73645875',
             '8584,8b7d2023,32485181021550',
             '8585,8c120adb,28357425',
             '8586,804e1be3,61382625',
             '8587,6ed95d40,-68401050',
             '8588,8a2e74be,4355700',
             '8589,2a5862c7,-16276275',
             '8590,06a1c465,2278950',
             '8592,8aa15323,-7012984928175',
             '8593,8ba49707,66842175',
             '8594,8b997886,57113775',
             '8595,804712d4,40418100',
             '8596,fc13b66a,70087143261375',
             '8597,8a2e74be,1740450',
             '8598,d65d8c01,29406375',
             '8599,8c33a3c7,-7141050',
             'count=65 bad=5 sum=138998332910325 max=70087143261375'],
 'hidden2': ['7634,09f1f643,-49249883018475',
             '7635,c32bab28,-14065381911900',
             '7636,8ad9b99d,-53667300',
             '7637,e6a0ee14,-12633138591375',
             '7638,c59d7eb8,-46357925702475',
             '7640,cdeede8f,-2080293229725',
             '7641,c026d9e5,46770375',
             '7642,e6a0edcd,47515050',
             '7643,8aa15323,-4142100',
             '7644,7fcd2d7a,13634163109125',
             '7645,dee4b9e6,-26241975',
             '7647,8af0ebd6,-2552850',
             '7648,dee4b9e6,-114928934175',
             '7649,b4c0a5e1,-10548200265975',
             '7650,8a61fc77,45615600',
             '7651,06a1c463,37733325',
             '7652,9d3d22c2,6231647551275',
             '7653,1b64084d,7651699809300',
             '7654,8ad9b99d,-11417654460300',
             '7655,82558e2a,-36953879562825',
             '7656,dee4bb0a,3072450',
             '7658,09f1f6f9,-30336868835400',
             '7659,58fbd640,64769700',
             '7660,3bce8dff,35863725',
             '7661,69cc0575,-38585025',
             '7662,8ba49707,-32500125',
             '7663,804e1be3,-74100825',
             '7664,6ed95dcd,38922975',
             '7665,8a7ec2de,-68430975',
             '7666,58fbd6f9,-72903525',
             '7667,77c617d9,-39865200',
             '7668,9496c8f3,-60962175',
             '7669,8a7ec2de,-19658484876150',
             '7670,dddf7eac,-40004175',
             '7671,8af0ebd6,-27815025',
             '7672,d23fac23,-45103875',
             '7673,d65d8bfc,70396115117325',
             '7674,804fc8ba,-72627938613975',
             '7675,05ff1f19,-5054690413050',
             '7676,8a61fc77,54363627945375',
             '7677,77c617d9,-57826650',
             '7678,dddf7e16,-31279950',
             'count=42 bad=3 sum=-158822370601950 max=70396115117325']}
ROOT = '/app/sensd'
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
