import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['5540|6764e93d|61',
             '5541|945c5254|48',
             '5542|f5906577|15',
             '5543|65b1dc78|24',
             '5544|6d2e491e|19',
             '5545|1d5b6a95|64',
             '5546|11c456a7|26',
             '5547|66cffe85|47',
             '5548|a93a1945|31',
             '5549|65815320|32',
             '5550|945c527b|25',
             '5551|9e4e13fa|49',
             '5552|55ed51eb|25',
             '5553|6350e37c|18',
             '5554|e99a42b9|66',
             '5555|1d5b6a95|33',
             '5556|662c97ff|30',
             '5558|1d5b6a95|28',
             '5559|65b1dc78|24',
             '5560|666790a2|22',
             '5561|b8e8875b|21',
             '5562|6764e93d|29',
             '5563|024c52f4|44',
             '5564|bd0bf4fd|37',
             '5565|6764e93d|26',
             '5566|fbdaba1d|22',
             '5567|3ef1f4c0|48',
             '5568|65b1dc78|31',
             '5569|f5906577|36',
             '5570|312ea015|46',
             '5571|67123b33|26',
             '5572|b8e88637|54',
             '5573|660ec037|37',
             '5574|087f9cda|19',
             '5576|1bbd2339|53',
             '5577|fe2ebfa2|53',
             '5578|fbdaba1d|51',
             '5579|259d5b44|64',
             '5580|f5906577|27',
             '5581|65815320|22',
             '5582|9b789288|59',
             '5583|a934a489|29',
             '5584|ad510d44|23',
             '5585|e07373da|36',
             '5586|65d1a140|24',
             '5587|660ec037|37',
             '5588|c7669b34|14',
             '5589|1d5b6a95|21',
             '5591|bd0bf51d|23',
             '5592|cc9ae1c5|22',
             '5593|66f77569|13',
             '5594|e99a4303|18',
             '5595|087f9dba|39',
             '5596|67868229|34',
             '5598|66ec56e8|58',
             '5599|1d5b6a95|26',
             '5600|6350e37c|31',
             '5601|6764e93d|33',
             '5604|370f6cbe|28',
             '5605|666790a2|23',
             '5606|50fb219b|52',
             '5607|1d5b6a95|57',
             '5608|1bbd22d2|20',
             '5609|6d2e4a21|48',
             'count=64 bad=6 sum=2201 max=66'],
 'hidden2': ['7404|67123b33|41',
             '7405|1230dab1|54',
             '7406|f5906577|26',
             '7407|cdea86cc|45',
             '7409|945c52c2|37',
             '7410|6350e37c|26',
             '7411|b0f0a445|22',
             '7412|67868229|16',
             '7413|6643ca38|63',
             '7414|fbe3c701|64',
             '7415|11c456a7|29',
             '7416|66cffe85|30',
             '7417|fbdc66f4|36',
             '7418|fbdc66f4|57',
             '7419|65d1a140|24',
             '7421|55ed51eb|40',
             '7422|7323a247|33',
             '7423|1903f88a|55',
             '7424|e99a42bb|57',
             '7425|dda2958e|22',
             '7426|67123b33|30',
             '7427|67123b33|31',
             '7428|6350e37c|24',
             '7429|74a73b92|32',
             '7430|e2de9423|27',
             '7431|6764e93d|35',
             '7432|65d1a140|66',
             '7433|a934a382|36',
             '7434|65dcc55f|57',
             '7435|87a95013|36',
             '7436|c7669b34|31',
             '7437|d66ff75c|20',
             '7438|ad510d44|22',
             '7439|65b1dc78|30',
             '7440|19b57eca|17',
             '7441|945c530d|66',
             '7442|66ec56e8|40',
             '7443|fbdc66f4|63',
             '7444|7323a248|47',
             '7445|6643ca38|28',
             '7446|1230dab1|23',
             '7447|65f43185|23',
             '7448|6643ca38|25',
             'count=43 bad=2 sum=1586 max=66']}
ROOT = '/app/bedtrack'
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
