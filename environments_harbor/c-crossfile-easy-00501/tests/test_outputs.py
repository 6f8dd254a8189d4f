import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['5689|87041942|7',
             '5690|511f4bd4|6',
             '5691|fdbe99dc|5',
             '5692|3aa8faec|7',
             '5693|c9c9b2e7|6',
             '5694|fdbe9cdf|7',
             '5697|f404ff79|7',
             '5698|0f99d6ac|6',
             '5700|3e7a5904|5',
             '5701|9c0a0e46|8',
             '5702|87eeed3b|5',
             '5703|bbc830d8|5',
             '5704|40d0c9e3|5',
             '5705|c8553b47|5',
             '5706|3a3b6ed9|5',
             '5707|d58d164d|5',
             '5708|2b3470e0|5',
             '5709|991b2f51|8',
             '5710|c0503d45|4',
             '5711|d27e806f|6',
             '5712|9f190f39|6',
             '5713|c109a2de|7',
             '5714|bbc830d8|5',
             '5715|c0503d45|7',
             '5716|511f4ccf|7',
             '5717|c9c9b5ef|8',
             '5718|c4e74beb|5',
             '5719|9c0a0e46|4',
             '5720|fdbe98e1|4',
             '5722|bbc830d8|8',
             '5723|98110d47|8',
             '5725|063975e0|4',
             '5726|bbc830d8|8',
             '5727|88b6b6c8|4',
             '5728|21436fd5|7',
             '5729|fdbe99df|7',
             '5730|063971da|7',
             '5731|b025154a|6',
             '5732|bbc830d8|5',
             '5733|a7215aba|8',
             '5735|9f190f39|5',
             '5736|bc5e575d|5',
             '5737|b025154a|5',
             '5738|b0607f39|4',
             '5739|40d0c9e3|7',
             '5740|87eeed3b|4',
             '5741|a97084e3|5',
             '5743|c0503d45|4',
             '5744|b0607f39|6',
             '5745|c772c8ac|5',
             '5746|f52a9cc5|4',
             '5747|a9363458|5',
             '5748|87041942|4',
             '5749|2b346cda|4',
             '5750|87041942|5',
             '5751|43106e36|8',
             '5752|87041942|5',
             '5753|d06a3ec3|7',
             '5754|ae0498db|7',
             '5755|a9707ed8|7',
             '5756|511f4bd2|5',
             '5758|ae049fe3|4',
             'count=62 bad=8 sum=357 max=8'],
 'hidden2': ['8524|7f104670|7',
             '8525|21436cd3|6',
             '8526|d27e806f|6',
             '8527|3aa8fdf4|5',
             '8528|9f190f39|5',
             '8529|87041942|5',
             '8530|12bb8e5f|3',
             '8531|c0503d45|7',
             '8532|c8553b47|5',
             '8533|fdbe9be0|5',
             '8534|c8553b47|5',
             '8535|87eeed3b|5',
             '8536|991b2f51|6',
             '8537|bc5e575d|6',
             '8538|bc5e575d|4',
             '8539|c0503d45|3',
             '8540|d06a3ec0|7',
             '8541|ac2b2c4b|5',
             '8542|a9363458|5',
             '8543|87041942|6',
             '8544|c6f364fe|4',
             '8545|21436ad5|5',
             '8546|8bfd1446|5',
             '8547|063975de|3',
             '8548|be5d6667|5',
             '8549|21436cd6|5',
             '8550|c6f364fe|7',
             '8551|214370d9|7',
             '8552|a9363458|5',
             '8553|4108cded|5',
             '8554|991b2f51|5',
             '8555|c4e74beb|7',
             '8556|8bfd1446|8',
             '8557|57952bd1|5',
             '8558|c8553b47|5',
             '8559|c1099edf|4',
             '8560|bc5e575d|4',
             '8561|9f190f39|5',
             '8562|9f190f39|6',
             '8564|9f190f39|7',
             '8565|49f711ba|5',
             '8566|c6f364fe|7',
             '8567|991b2f51|5',
             '8568|87041942|7',
             'count=44 bad=1 sum=237 max=8']}
ROOT = '/app/meterlog'
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
