import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8855;6bc40c65;-100957467740',
             '8856;5d0c1338;6633337433954',
             '8857;e961d16b;149156',
             '8858;c0601d83;6031819691817',
             '8859;280a3ef9;4122374496877',
             '8860;98640cc8;7080745',
             '8861;9c3776cb;-15209404',
             '8862;54384ce3;13834709',
             '8863;5d0c1338;13680672788674',
             '8864;b20484cc;8470434016513',
             '8865;61b55912;19284979',
             '8866;03c15cfb;232529',
             '8867;70e00985;98857',
             '8868;aeed11bf;6021659',
             '8869;c0601d83;12907580',
             '8870;d4a05c7a;14569145',
             '8871;e51b7e76;8771726728971',
             '8873;d4a05c7a;-496113494702',
             '8874;9ac8760a;17141596',
             '8875;3c696f78;8370155',
             '8876;3aaf8fef;-9252327',
             '8878;197ea41f;6940605',
             '8880;cddac992;-2731186',
             '8881;ae2e6c53;-7259967532079',
             '8882;48cc4c19;-15438675',
             '8883;caf3a30f;15515360',
             '8884;aded102c;9268638500730',
             '8885;60800541;-3059682',
             '8886;78887ac2;12415532150178',
             '8887;d9874d2d;11424736991489',
             '8888;4c214f61;14299155',
             '8889;e2cf049c;-6334287550941',
             '8890;e88d767f;4230807',
             '8891;b40487f2;14352858257654',
             '8892;f3cee202;-14359814878304',
             '8894;d4a05c7a;20490305',
             '8895;90b6b46e;12965538138178',
             '8896;462145ee;9651798324955',
             '8897;03c15cfb;-7288023976359',
             '8898;54219696;-23353865',
             '8899;6bc40c65;-14690409341230',
             '8900;093d201a;-4882068837614',
             '8901;96d60612;-3531734611244',
             '8902;a59de1a8;22474903',
             '8904;5d9b5ab1;-2253902',
             '8905;d5f0e927;5755613',
             '8906;e2cf049c;-22558228',
             '8907;e961d16b;14568386',
             '8909;9ac8760a;-11850472592437',
             '8910;03c15cfb;-12444995',
             '8912;54384ce3;-12894631536090',
             '8913;2503d84e;-678194137712',
             '8914;e88d767e;-11136867',
             '8915;01f9968e;-6564523732949',
             '8916;476329cc;-10555433',
             '8917;e961d16b;-1359542486494',
             '8918;34d9e759;-3905790',
             '8919;6bc40c65;-7918522',
             '8920;eeb03ab0;5612288',
             '8921;6c5f7365;7366729059595',
             '8922;68ff14a1;7781763',
             '8923;9ac8760a;10909655019273',
             '8924;699e94ad;4604481',
             'count=63 bad=7 sum=43775191568863 max=14352858257654'],
 'hidden2': ['6149;859b9837;12686826768931',
             '6150;e0259d51;1014186837881',
             '6151;1bea074c;165938',
             '6152;03774761;-3860416',
             '6153;36a30536;-6682997445824',
             '6154;5d0c1338;6179243',
             '6155;2db06f4d;-11004665',
             '6156;6bc40c65;1185530',
             '6157;60800541;5729019272585',
             '6158;d9874d2d;20994246',
             '6159;b4a7fd26;-6553970',
             '6160;e48d7037;12774622172648',
             '6161;48cc4c19;-11033335606286',
             '6162;90b6b46e;2586035027058',
             '6164;9c3776cb;458320663129',
             '6165;e30d7da6;22711916',
             '6166;21ffd708;-14595066',
             '6167;6bc40c65;-10584759',
             '6168;7e0f7d34;-12483681',
             '6169;512191d8;-4605657',
             '6170;3aaf8fef;-13000239',
             '6172;6238a5c9;-12600962828741',
             '6173;cddac992;-8400305219036',
             '6174;5d0c1338;-1398989483220',
             '6175;2db06f4d;-18415474',
             '6177;a62e5fbb;2598677968201',
             '6178;b00481a4;-21947124',
             '6179;675f6b8a;-14929418',
             '6180;90b6b46e;9318091704817',
             '6181;b0ed14e4;13348813622690',
             '6182;d2f0e472;-16121906',
             '6183;d0adc95c;16763194',
             '6184;9f17fe5f;-17032620',
             '6185;cddac992;10353711550868',
             '6186;1bea074c;4481447318876',
             '6187;90b6b46e;6421278',
             '6188;61b55912;8625113135597',
             '6189;03c15cfb;-8442602',
             '6190;6bc40c65;8924322850534',
             '6191;01f9968e;-9392148',
             '6192;1bea074c;6746344',
             '6193;caf3a30a;11912632411893',
             'count=42 bad=3 sum=64695128920545 max=13348813622690']}
ROOT = '/app/tollcount'
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
