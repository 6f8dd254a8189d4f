import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['3446|740fe2c4|30',
             '3447|f70fd359|69',
             '3448|73f61368|55',
             '3449|24827af2|62',
             '3450|1184e84b|64',
             '3452|4e5184e6|32',
             '3453|e70fa537|56',
             '3454|915b69d6|58',
             '3455|be7935ce|17',
             '3456|738f47b6|13',
             '3458|f70fd35e|23',
             '3459|5f73cf53|27',
             '3460|739d8ba3|25',
             '3463|ae2e7a9b|51',
             '3464|b963a7b3|26',
             '3465|049e05e6|16',
             '3466|746a6a0c|20',
             '3467|dd141918|60',
             '3468|740fe2c4|29',
             '3469|b963a7b3|20',
             '3470|7420a982|63',
             '3472|6b9dad15|13',
             '3473|739d8ba3|38',
             '3474|fd6eef40|20',
             '3475|5fad67d7|34',
             '3476|9e0d0326|21',
             '3478|736ba784|11',
             '3479|736ba784|25',
             '3480|746a6a0c|26',
             '3481|740fe2c4|19',
             '3482|738f47b6|46',
             '3483|4e5184c1|42',
             '3484|ae2d4768|18',
             '3485|7322f4ff|16',
             '3486|be3b0ecf|22',
             '3487|e70fa537|16',
             '3488|e70fa537|51',
             '3489|7420a982|44',
             '3490|6b9dacf7|26',
             '3491|a0ec6676|29',
             '3492|73eee4da|11',
             '3493|ae2847f5|25',
             '3494|6b9dadbd|24',
             '3495|738f47b6|43',
             '3496|dd1418d8|59',
             '3497|738f47b6|62',
             '3498|b963a7b3|20',
             '3499|bff12faa|23',
             '3500|5f73ce6f|26',
             '3501|73555863|29',
             '3502|5f73cecd|48',
             '3503|737c53ce|58',
             '3504|738f47b6|23',
             '3505|6b9dacda|55',
             '3506|f70fd2ba|51',
             '3507|915b69d6|21',
             '3508|ae2847f5|20',
             '3509|e70fa537|54',
             '3511|aa08e276|20',
             '3512|c235b4e0|21',
             '3513|2b3b895e|56',
             '3514|ae2e7a9b|18',
             '3515|bff12f40|41',
             'count=63 bad=7 sum=2141 max=69'],
 'hidden2': ['4163|73f61368|48',
             '4164|7420a982|57',
             '4165|9b676ffe|58',
             '4166|1184e86e|13',
             '4167|73555863|10',
             '4168|73b4c075|42',
             '4169|e98dd4f5|22',
             '4170|049e06cd|24',
             '4171|e70fa537|22',
             '4172|746a6a0c|15',
             '4173|ae2d4768|26',
             '4174|b963a7b3|23',
             '4175|73431b78|63',
             '4176|f70fd2fb|29',
             '4177|1b48740e|49',
             '4178|73eee4da|12',
             '4179|73431b78|26',
             '4181|f70fd35c|21',
             '4182|73555863|26',
             '4183|73eee4da|27',
             '4184|73eee4da|58',
             '4185|738f47b6|27',
             '4187|7420a982|27',
             '4188|7420a982|26',
             '4189|ae2d4768|31',
             '4191|aa08e258|14',
             '4192|b1e06d50|24',
             '4193|915b69d6|49',
             '4194|c235b544|32',
             '4195|92acb571|44',
             '4196|740fe2c4|18',
             '4197|740fe2c4|61',
             '4198|736ba784|26',
             '4200|740fe2c4|27',
             '4201|73555863|28',
             '4202|ae2847f5|43',
             '4203|b963a7b3|55',
             '4205|ae2d4768|50',
             '4206|5fad681d|24',
             '4207|736ba784|33',
             'count=40 bad=5 sum=1310 max=63']}
ROOT = '/app/bedtrack'
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
