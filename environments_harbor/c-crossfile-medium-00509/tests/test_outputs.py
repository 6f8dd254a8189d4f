import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8688|e545b7bc|16',
             '8689|9e8ea5be|95',
             '8690|b2bf51a6|3',
             '8691|9ba9fb2e|74',
             '8692|5b96860b|2',
             '8693|20dda519|23',
             '8694|82298af6|62',
             '8695|8d9d74e8|42',
             '8696|646a03d7|63',
             '8697|823ef1aa|26',
             '8698|20dda519|16',
             '8699|d8d71687|42',
             '8700|59c406e7|92',
             '8701|2befbc96|2',
             '8702|29259e67|45',
             '8703|c8464157|13',
             '8704|bf735ee1|4',
             '8705|fece3f81|94',
             '8706|dd269edc|51',
             '8707|d8d71687|43',
             '8708|8d9d74e8|93',
             '8709|823ef1aa|42',
             '8710|26efb4b3|53',
             '8711|1e82e2eb|41',
             '8712|9e8ea5be|23',
             '8713|1795edaa|61',
             '8715|8b12b7ff|23',
             '8716|d8d71687|95',
             '8717|c6ad0815|94',
             '8719|5bc40a0f|52',
             '8720|6bbf0fca|16',
             '8721|c8464157|13',
             '8722|41cffd78|85',
             '8723|1e82e2eb|16',
             '8725|8e6c6c14|91',
             '8726|e145b169|3',
             '8727|c8464157|12',
             '8728|2194a3f5|4',
             '8729|dd45ab1d|34',
             '8730|0be96a0f|92',
             '8731|dd269edc|73',
             '8732|1e82e2eb|42',
             '8733|5c96879e|4',
             '8734|8e6c6c14|75',
             '8735|9e8ea5be|13',
             '8736|2a259ff2|92',
             '8737|a7ad352a|2',
             '8738|1795edaa|43',
             '8739|d8d71687|3',
             '8740|fed23c0b|5',
             '8741|72e887d6|52',
             '8742|bf735ee1|94',
             '8743|1795edaa|81',
             '8744|823ef1aa|22',
             '8745|9ba9fb2e|13',
             '8746|59c406e1|13',
             '8747|bf735ee1|42',
             '8748|8e6c6c14|3',
             '8749|1795edaa|56',
             '8752|823ef1aa|84',
             '8753|823ef1aa|64',
             '8754|d8d71687|93',
             '8755|c7ad09a4|3',
             '8756|48c8e850|94',
             '8757|9e8ea5be|23',
             'count=65 bad=5 sum=2840 max=95'],
 'hidden2': ['1379|c8464157|26',
             '1380|1e82e2eb|45',
             '1381|00ce42a5|92',
             '1382|1e82e2eb|33',
             '1383|5fbd7f8b|42',
             '1384|7e7462c8|44',
             '1385|2f44474b|91',
             '1386|20dda519|93',
             '1387|f748bc29|3',
             '1389|86daec96|52',
             '1390|bf735ee1|23',
             '1391|9ba9fb2e|3',
             '1392|86daec96|54',
             '1393|bf735ee1|83',
             '1394|86daec96|17',
             '1395|bd7dd515|93',
             '1397|656a0565|82',
             '1398|fbd582c8|2',
             '1399|0d16c63d|66',
             '1400|6bbf0fca|63',
             '1401|23efaffc|12',
             '1402|72e887d6|82',
             '1403|d8d71687|4',
             '1404|d8d71687|93',
             '1405|76ded32c|41',
             '1406|dd269edc|33',
             '1407|74b1a5b3|61',
             '1408|dd45ab20|82',
             '1409|5ebd7df8|42',
             '1410|1e82e2eb|12',
             '1411|23efaffa|92',
             '1412|bf735ee1|71',
             '1413|39a289b7|45',
             '1415|c8464157|22',
             '1416|d24b6b51|33',
             '1417|04d2457f|73',
             '1418|d8d71687|73',
             '1419|d8d71687|92',
             '1420|8e6c6c14|84',
             '1421|2594aa41|73',
             '1422|5cc40b9c|62',
             '1423|b07c3690|23',
             'count=42 bad=3 sum=2212 max=93']}
ROOT = '/app/ledgerchk'
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
