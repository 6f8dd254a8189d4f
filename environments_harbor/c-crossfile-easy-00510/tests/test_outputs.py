import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['6181,6e0e3bae,118',
             '6182,02bcad2e,5',
             '6183,04bbbc38,38',
             '6184,dd4348ac,121',
             '6185,dd4347aa,15',
             '6186,ef948a29,127',
             '6187,2aec25a3,43',
             '6188,f4dc68b2,12',
             '6189,f289821c,59',
             '6190,dd434bae,23',
             '6191,724d28d6,38',
             '6192,6e0e3cb0,21',
             '6193,4bd5818b,103',
             '6195,3a0c3baa,23',
             '6196,f289821c,122',
             '6197,f6836b1b,20',
             '6198,e584f0b4,15',
             '6199,ce4d430c,129',
             '6200,d25b6a17,90',
             '6202,31c0d0bc,134',
             '6203,33cce9cf,113',
             '6205,cd626f13,11',
             '6206,976009a1,19',
             '6209,a294924e,34',
             '6210,df798522,23',
             '6211,093b770a,10',
             '6212,551636ac,37',
             '6213,319163b3,26',
             '6214,31c0d0bc,25',
             '6216,18dcd640,116',
             '6217,a2949858,20',
             '6218,faa09c4c,98',
             '6219,18dcd640,106',
             '6220,093b770a,28',
             '6221,0eb39118,54',
             '6222,ef948a29,15',
             '6223,6e0e38a8,25',
             '6224,2aec26a6,33',
             '6225,02bcad2e,46',
             '6226,551635a4,33',
             '6227,386c5996,142',
             '6228,ef948a29,86',
             '6229,6e7bcac6,17',
             '6231,f346c575,128',
             '6232,fd9c77b4,107',
             '6233,319168b6,68',
             '6234,faa09a4b,108',
             '6235,e584f0b4,25',
             '6236,06ae9316,102',
             '6237,e584f0b4,33',
             '6238,d25b6a17,117',
             '6240,31c0d0bc,28',
             '6241,5f0737aa,30',
             '6242,f4dc67ad,49',
             '6243,e1d768b1,25',
             '6244,cd626f13,22',
             '6245,06ae9316,90',
             '6246,f289821c,118',
             '6247,04bbbc38,98',
             '6248,ce4d430c,25',
             '6250,a294904c,103',
             'count=61 bad=9 sum=3649 max=142'],
 'hidden2': ['2987,18dcd640,30',
             '2988,e577650a,5',
             '2989,319167b4,30',
             '2990,e01a8615,15',
             '2992,093b770a,35',
             '2993,319161b0,72',
             '2994,55163ba9,120',
             '2995,6e7bc6c7,42',
             '2996,4bd5818b,31',
             '2997,724d28db,28',
             '2998,f289821c,77',
             '2999,5f073aaf,81',
             '3000,f4dc66b0,4',
             '3001,ef948a29,113',
             '3002,97600e9d,97',
             '3003,f6836b1b,28',
             '3004,724d25d3,40',
             '3005,093b770a,3',
             '3006,a2949859,24',
             '3009,724d22d4,43',
             '3011,dc28af1b,122',
             '3012,de6f6318,18',
             '3014,33cce9cf,9',
             '3015,e577650a,134',
             '3016,74db90b8,29',
             '3017,04bbbc38,38',
             '3018,97600c9b,37',
             '3019,f289821c,56',
             '3020,093b770a,33',
             '3021,dc28b122,90',
             '3022,06ae9316,131',
             '3023,e2686417,130',
             '3024,28a1b5a9,53',
             '3025,6e7bcacb,14',
             '3026,f289821c,19',
             '3027,e2686417,102',
             '3028,4bd5818b,125',
             '3029,2724e264,20',
             '3030,6e7bc5c6,36',
             '3031,74db90c0,22',
             'count=40 bad=5 sum=2136 max=134']}
ROOT = '/app/tollcount'
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
