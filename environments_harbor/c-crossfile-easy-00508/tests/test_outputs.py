import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['1316,59f17215,38628',
             '1317,0dc702f2,60552',
             '1318,f175e132,60958',
             '1319,284ab506,4466',
             '1320,31148685,27318',
             '1321,f10a6444,21924',
             '1322,310f60f3,61480',
             '1324,f183cb57,29870',
             '1325,f183cb57,1160',
             '1326,5aa55630,50170',
             '1327,f0ea9950,85434',
             '1328,b7d65d3b,24302',
             '1329,f0d1c6bb,68034',
             '1330,9ea1060a,67628',
             '1331,284ab507,10324',
             '1332,04c9e992,73718',
             '1333,addd2119,79518',
             '1334,2ca3c561,68904',
             '1335,31138664,61016',
             '1336,b96845c9,52200',
             '1337,08b76f9b,56260',
             '1338,f1435c33,4930',
             '1339,f0ea9950,16356',
             '1340,61a28823,85260',
             '1341,61a28864,79750',
             '1342,04c9e8de,33176',
             '1343,f0d1c6bb,37932',
             '1344,284ab4c9,89088',
             '1345,f10a6444,31610',
             '1346,34bececf,6264',
             '1347,59f171dd,16066',
             '1348,f0ea9950,54404',
             '1349,f1261afa,47270',
             '1352,b9684620,88450',
             '1353,31148685,35206',
             '1354,f0ea9950,22968',
             '1355,f0ea9950,27666',
             '1356,310f60f3,46342',
             '1357,31148685,32828',
             '1358,9ea10702,56666',
             '1359,310f60f3,36018',
             '1361,f13105d5,30450',
             '1362,f1435c33,10092',
             '1363,f0f8d115,79054',
             '1364,f13105d5,78706',
             '1366,f1975abe,63742',
             '1367,580c90f2,70934',
             '1368,f18a5e62,60784',
             '1369,f18a5e62,15428',
             '1370,f1bfcc08,81142',
             '1371,f10a6444,62002',
             '1373,0dc702b8,28594',
             '1374,f13105d5,83984',
             '1375,2ca3c5f8,69600',
             '1376,f13105d5,65656',
             '1377,5aa5562e,37352',
             '1378,551e1e43,36424',
             '1379,2ca3c5fa,37352',
             '1380,310f60f3,51330',
             '1381,f13105d5,35902',
             '1383,f18a5e62,20764',
             '1384,08853a3b,68846',
             'count=62 bad=8 sum=2940252 max=89088'],
 'hidden2': ['2972,f183cb57,71398',
             '2973,f13105d5,59566',
             '2974,f0d1c6bb,74936',
             '2975,f1bfcc08,30334',
             '2976,59f17216,80852',
             '2977,551e1d92,15950',
             '2978,08b76f9b,22098',
             '2979,f1975abe,70992',
             '2980,6be62ab6,19024',
             '2982,f11750fa,13340',
             '2983,0f24de8b,6090',
             '2984,f183cb57,17748',
             '2986,2ca3c59d,53070',
             '2987,34bececf,54288',
             '2988,452cc4de,38280',
             '2989,f183cb57,3306',
             '2990,b7d65db4,82070',
             '2991,f18a5e62,28594',
             '2992,400b4a1e,8410',
             '2993,08853ab9,9512',
             '2994,b7d65dd9,70238',
             '2995,310f60f3,14500',
             '2996,f1d0df2a,37062',
             '2997,f0f8d115,54520',
             '2998,0dc702d3,81374',
             '2999,8392df25,16936',
             '3000,452cc4de,70528',
             '3001,c15dfa6f,5684',
             '3002,31148685,79344',
             '3003,f1435c33,84216',
             '3004,2b13ca3c,33814',
             '3005,04c9e8d8,39730',
             '3006,6be62a98,30508',
             '3007,9ea10682,1856',
             '3008,f10a6444,51678',
             '3009,5aa555d5,5916',
             '3010,f170d50a,47444',
             '3011,b487d402,88856',
             '3012,f18a5e62,15312',
             '3013,b7d65db5,41528',
             '3014,eed34134,55680',
             '3015,f1261afa,63452',
             'count=42 bad=3 sum=1750034 max=88856']}
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
