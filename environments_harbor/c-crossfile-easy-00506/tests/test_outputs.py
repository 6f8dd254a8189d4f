import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['4648|0c9efd75|4',
             '4649|e9d03fc6|1',
             '4650|7841cc37|1',
             '4651|e936b34f|1',
             '4652|ea4bc4f8|1',
             '4653|e9961b61|5',
             '4654|e9f13db0|5',
             '4655|e97ee68f|2',
             '4656|92256629|1',
             '4657|c41ba569|8',
             '4658|e936b34f|3',
             '4659|1fc44354|1',
             '4660|e9d76e54|6',
             '4661|e9961b61|3',
             '4662|c5309bbf|1',
             '4663|e94d0270|5',
             '4665|2d076d9f|2',
             '4666|11b0c915|1',
             '4667|e9e95373|9',
             '4668|e936b34f|3',
             '4669|e9247664|1',
             '4670|04ff2fc2|1',
             '4671|191c5da3|2',
             '4672|e9d03fc6|9',
             '4673|ea02046e|1',
             '4674|e9961b61|6',
             '4675|e97ee68f|8',
             '4676|191c5da3|8',
             '4677|35d97b30|4',
             '4678|e9961b61|1',
             '4679|e9961b61|1',
             '4680|1693f561|1',
             '4681|191c5da3|9',
             '4682|3b0c48e6|2',
             '4683|2f7ba7ac|1',
             '4684|191c5da3|5',
             '4685|7ac9385d|2',
             '4686|1698f4d4|8',
             '4687|1fc44415|9',
             '4688|169a2807|2',
             '4689|a80db291|2',
             '4690|2f7ba7ac|3',
             '4691|e9d03fc6|5',
             '4692|e95daeba|3',
             '4693|ea361830|6',
             '4694|169a2807|8',
             '4695|de4dc4fc|1',
             '4698|ea4bc4f8|9',
             '4699|366e08f4|1',
             '4700|c5309c6a|5',
             '4701|04ff2fc2|6',
             '4702|98da32b9|6',
             '4703|e936b34f|4',
             '4704|e9e95373|1',
             '4705|e970a2a2|1',
             '4706|2f7ba7ac|4',
             '4707|922566a6|1',
             '4708|8c995761|2',
             '4709|2f7ba7ac|3',
             '4710|e9d03fc6|1',
             '4712|e9247664|2',
             '4713|2f7ba7ac|3',
             '4714|72cff671|3',
             '4715|e9d03fc6|9',
             '4716|e95daeba|1',
             '4717|e9f13db0|1',
             'count=66 bad=4 sum=235 max=9'],
 'hidden2': ['5516|0c9efe3f|1',
             '5517|3b0c494f|9',
             '5518|e936b34f|8',
             '5519|366e08ac|2',
             '5520|ea02046e|1',
             '5521|e9961b61|6',
             '5522|e9044feb|3',
             '5523|ea02046e|8',
             '5524|169a2807|1',
             '5525|e936b34f|1',
             '5526|06f5659c|8',
             '5527|e9247664|8',
             '5528|e9f13db0|2',
             '5529|a78a7da2|8',
             '5530|c41ba563|8',
             '5531|53ba30a9|2',
             '5532|8383f306|1',
             '5533|e9e95373|1',
             '5534|e9044feb|4',
             '5536|8383f325|1',
             '5537|2d076d9f|5',
             '5538|e970a2a2|3',
             '5539|e9d03fc6|2',
             '5540|169a2807|3',
             '5541|6af7844b|4',
             '5542|e9e95373|3',
             '5543|35d97aa9|9',
             '5544|e9044feb|2',
             '5545|9d8d5ea4|1',
             '5546|e9d03fc6|4',
             '5547|72cff6b2|1',
             '5549|0b66d7a5|8',
             '5550|6af784cf|3',
             '5551|e9247664|2',
             '5552|e9e95373|3',
             '5553|ea4bc4f8|3',
             '5554|366e086b|2',
             '5555|de4dc4fd|6',
             '5556|191c5da3|4',
             '5557|1698f4d4|3',
             '5558|098c0234|1',
             '5559|7841cc9d|4',
             '5560|e9d03fc6|5',
             'count=43 bad=2 sum=164 max=9']}
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
