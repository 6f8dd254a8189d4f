import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['3117:ce911fc6:9996',
             '3118:ce911fc6:2226',
             '3119:77f0292f:5746',
             '3120:e3b8539e:10572',
             '3121:c59e89dd:1714',
             '3122:10769552:2226',
             '3123:5437dd78:15402',
             '3124:e0ba66a9:15402',
             '3125:ce911fc6:39114',
             '3126:56d1c771:1836',
             '3127:47d3567b:4522',
             '3128:5437dd78:25002',
             '3129:99e7b11e:33196',
             '3130:6a2a5fc4:26826',
             '3131:5c1caf99:29196',
             '3132:e19636d8:1066',
             '3133:47d3567b:30666',
             '3134:3d500887:31164',
             '3136:642a5654:714',
             '3137:cf518e95:34762',
             '3138:e19636d8:714',
             '3139:100c1d93:714',
             '3140:58d1ca94:1962',
             '3141:e19636d8:8740',
             '3142:c32bc445:21546',
             '3143:19107952:2956',
             '3145:e19636d8:13692',
             '3146:30542f20:1482',
             '3147:867bc409:972',
             '3148:7abd1f2c:29682',
             '3149:47d3567b:16476',
             '3151:1098b1aa:23242',
             '3152:22da934b:43132',
             '3153:18dfe3e8:7602',
             '3154:b3d821dc:31164',
             '3155:58ebeefb:2364',
             '3156:f683609f:882',
             '3157:45564d5e:40242',
             '3159:32b6909a:41964',
             '3160:600f978c:36364',
             '3161:45564d62:25452',
             '3162:1d8929c2:972',
             '3163:18dfe3e8:1836',
             '3164:417f02b6:5322',
             '3165:cf518e95:2802',
             '3166:417f02b6:10810',
             '3167:f683609f:1596',
             '3168:5f1cb453:6412',
             '3169:f51dbd15:1164',
             '3170:717567bd:364',
             '3171:1ed1a293:364',
             '3173:620edf21:2652',
             '3174:e0ba66a9:18346',
             '3175:54d1c44b:2802',
             '3177:3e500a16:12082',
             '3178:e19636d8:35826',
             '3179:5121c60d:6876',
             '3180:22da934c:796',
             '3183:54d1c448:10572',
             '3184:2e542bfe:562',
             '3185:a6789d85:1266',
             '3186:cf518e95:26826',
             'count=62 bad=8 sum=822940 max=43132'],
 'hidden2': ['7685:0617a526:1596',
             '7686:7eb9990b:33714',
             '7687:0862e01e:8106',
             '7689:362c69c2:32172',
             '7690:5437dd78:29682',
             '7692:1098b1aa:1596',
             '7693:417f02b6:23676',
             '7694:77f0292f:6412',
             '7695:e19636d8:23676',
             '7696:1fda8e96:1962',
             '7697:ccc801e9:10282',
             '7698:670ee6f9:1266',
             '7699:018caf3d:47964',
             '7700:cf518e95:2092',
             '7701:1e108132:186',
             '7702:9baf778b:1962',
             '7703:495653ae:-68',
             '7704:cf9c0359:4146',
             '7705:47b13911:1836',
             '7706:f86e1fd1:1596',
             '7707:1952d8f4:3612',
             '7708:e77ceefb:21546',
             '7709:99e7b11e:2802',
             '7710:f683609f:8626',
             '7711:ccc801e9:2956',
             '7712:ccc801e9:1836',
             '7713:d2f6edc2:882',
             '7716:7abd1f2c:31666',
             '7717:ccc801e9:796',
             '7718:53d1c2b7:38002',
             '7719:5437dd78:2092',
             '7721:8f6244ae:33714',
             '7722:47d3567b:6412',
             '7723:c59e89dd:38002',
             '7724:717567bd:32172',
             '7725:65c8e422:33714',
             '7726:1d8929c2:39676',
             '7728:417f02b6:14364',
             '7729:1098b1aa:3114',
             'count=39 bad=6 sum=549838 max=47964']}
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
