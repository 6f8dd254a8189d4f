import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['4435|131e425d|1',
             '4436|6617bd44|3',
             '4437|5dcf82ad|5',
             '4438|12e4a86d|4',
             '4439|642e8933|5',
             '4440|64944710|1',
             '4442|8a449859|2',
             '4443|668a1465|4',
             '4444|0717e68c|4',
             '4445|659d26a0|1',
             '4446|6617bd44|4',
             '4447|d36c8775|4',
             '4448|36fcb1d6|2',
             '4449|131e4241|21',
             '4450|201a2397|9',
             '4451|6617bd44|2',
             '4452|65bb30f0|5',
             '4453|2e10f8e9|1',
             '4454|36fcb1d6|2',
             '4457|66e49bad|1',
             '4458|f6ff6559|3',
             '4459|36fcb1d6|2',
             '4460|8a449859|63',
             '4461|f0a6e2ce|1',
             '4462|eab191aa|4',
             '4463|12e4a911|5',
             '4464|66822a28|1',
             '4465|8a449859|4',
             '4466|0b2887b7|1',
             '4467|66704509|5',
             '4468|201a2397|21',
             '4469|aa80adc0|3',
             '4470|0b2887b7|4',
             '4471|3577f91f|2',
             '4472|2e10f8a7|1',
             '4473|3cd48eac|9',
             '4474|6cb62a72|2',
             '4475|5dcf82ad|4',
             '4476|aebc4a75|1',
             '4477|668a1465|2',
             '4478|1e87748c|4',
             '4480|201a2397|4',
             '4481|d03d3325|1',
             '4482|9084f321|2',
             '4483|b46e259e|1',
             '4484|66097957|1',
             '4485|61563501|9',
             '4486|39687c1c|4',
             '4487|201a2397|3',
             '4488|662ef216|1',
             '4489|6cb62a72|2',
             '4490|396748e9|2',
             '4491|642e888b|4',
             '4492|6156356d|2',
             '4493|d7f353ee|54',
             '4495|6cb62a72|1',
             '4496|36fcb1d6|1',
             '4497|662ef216|5',
             '4498|aebc4a75|2',
             '4499|0717e607|4',
             '4501|65bd4d19|1',
             '4502|3c02d279|63',
             '4503|201a2397|2',
             '4504|de36cd8c|4',
             'count=64 bad=6 sum=396 max=63'],
 'hidden2': ['4739|66704509|4',
             '4740|39624976|3',
             '4741|36fcb1d6|21',
             '4742|65cf8a04|1',
             '4743|65f6856f|2',
             '4744|5dcf82ad|2',
             '4745|3330c594|2',
             '4747|f0a6e229|1',
             '4748|1e87748c|2',
             '4749|0717e582|3',
             '4750|201a2397|21',
             '4751|e74f2c91|4',
             '4752|3c02d23b|6',
             '4753|3f2f5501|1',
             '4754|396748e9|4',
             '4755|65bb30f0|1',
             '4756|643fead8|51',
             '4757|17da2102|2',
             '4758|42eee4d3|1',
             '4759|e74f2bc8|3',
             '4760|65bb30f0|4',
             '4761|8a449859|1',
             '4762|39687c1c|21',
             '4763|66704509|9',
             '4764|9084f341|4',
             '4765|1f0e875d|3',
             '4767|65cf8a04|9',
             '4768|eab190e0|4',
             '4769|396748e9|4',
             '4770|aebc4a75|3',
             '4771|12e4a86e|3',
             '4773|36fcb1d6|5',
             '4774|4232d8c9|3',
             '4775|65f6856f|1',
             '4776|364bda5a|51',
             '4777|600a5eae|2',
             '4778|66097957|5',
             '4779|755ed732|1',
             '4780|65f6856f|4',
             '4781|201a2397|54',
             '4782|305d2d2e|3',
             '4783|3330c594|1',
             'count=42 bad=3 sum=330 max=54']}
ROOT = '/app/meterlog'
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
