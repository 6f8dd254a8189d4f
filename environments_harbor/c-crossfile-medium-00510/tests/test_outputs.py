import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['1086:fdb51a42:105030727627',
             '1087:f1b1e046:-170887780715',
             '1088:f4968ad6:-228319',
             '1089:6826a926:296238547058',
             '1090:08ac9672:-267322176520',
             '1092:b3564014:8301',
             '1093:cab98acb:208715386841',
             '1094:fdb51a42:-180283871363',
             '1095:8a8856df:-438889',
             '1096:bcc9d9e8:-219322',
             '1097:6d9dd2c2:-29865219156',
             '1098:c1c6f4e2:214204875039',
             '1099:c8f06cee:-125859279087',
             '1100:c479ee90:-426790',
             '1101:76e58a31:-423949',
             '1102:b8d3f00f:-282323205726',
             '1104:c079e847:70561156395',
             '1105:8b4f8021:14694',
             '1106:9c5423ab:72561928636',
             '1107:c8f06cee:-178898091632',
             '1108:332e83f4:-38495195063',
             '1109:f4968ad6:12320353663',
             '1113:6d9dd2c2:228039',
             '1114:11805cc7:159194',
             '1115:af634f21:481687',
             '1116:82ff992a:390779',
             '1119:de396f70:-84692732848',
             '1120:cab98acb:127816',
             '1121:dec9d061:-186315',
             '1122:5fde2bd0:367015',
             '1123:b1563cf1:158692',
             '1124:08ac9672:-241169509616',
             '1125:e1397428:-23438497018',
             '1126:c8f06cee:-457829',
             '1127:626fe9a0:173805',
             '1128:626fe9a0:53645',
             '1129:c1c6f4e2:-317102',
             '1130:fdb51a42:450906',
             '1131:96c0103f:290339155901',
             '1132:dcc9cd37:-482462',
             '1133:851d49c3:182268261257',
             '1134:626fe9a0:254678',
             '1135:157b43f9:102322',
             '1136:2edefb9f:206259',
             '1138:08ac9672:321059',
             '1139:851d49c3:-453715',
             '1140:50ae819c:400983',
             '1141:851d49c3:-497989',
             '1142:626fe9a0:-91796900759',
             '1143:b98ad1b1:-189528',
             '1144:0fcf37a9:430530',
             '1145:c1c9e1c0:-102746185915',
             '1146:332e83f4:93528',
             '1147:c1005409:113602732782',
             '1148:ca6b2aa7:-171530342638',
             '1149:11805cc7:-98388336881',
             '1150:c8f06cee:205407613687',
             '1151:50ae819c:106696583119',
             '1152:e23975b8:-221382',
             '1153:ddc9cec8:300665',
             '1154:2edefb9f:214807968421',
             '1155:e28453cd:159108',
             'count=62 bad=8 sum=5058305603 max=296238547058'],
 'hidden2': ['778:c379ed06:191985679997',
             '779:dcc9cd3a:119814766005',
             '780:dce2d1ae:-84808',
             '781:be79e520:-463715',
             '782:d9c9c885:68596',
             '783:c8f06cee:-205263136141',
             '784:dcc9cd3a:-69039612602',
             '785:157b43f9:80129162476',
             '786:dce2d1ae:-147067',
             '787:76e58a31:447380',
             '788:e3a55a00:-105099683212',
             '789:626fe9a0:-16579',
             '790:157b43f9:201222',
             '791:c379ed02:299942',
             '792:e3a55a00:-56554796230',
             '793:157b43f9:263106',
             '795:08ac9672:-185729721376',
             '796:6926aab3:-285356315068',
             '797:6826a925:150177',
             '798:08ac9672:-87917',
             '799:08ac9672:-101537948005',
             '801:f4968ad6:-311568',
             '802:cab98acb:127131',
             '803:ad5636a2:-118416',
             '804:97d7e290:-314226',
             '805:76e58a31:244165',
             '806:11805cc7:84807515058',
             '808:851d49c3:-210521',
             '809:2edefb9f:293047',
             '810:dce2d1ae:201460884390',
             '811:851d49c3:356618',
             '812:6d9dd2c2:372570',
             '813:76e58a31:16871',
             '815:6d9dd2c2:-92789760337',
             '816:c1c6f4e2:-158118',
             '817:08ac9672:-495020',
             '818:fdb51a42:317189',
             '819:8641802f:78889317448',
             '820:83ff9ab8:-227443270501',
             '821:e29da316:-347459',
             'count=40 bad=5 sum=-571726515498 max=201460884390']}
ROOT = '/app/tollcount'
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
