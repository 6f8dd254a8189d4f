import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['2127:7718451a:12',
             '2128:e7075faa:13',
             '2129:068d271b:7',
             '2130:3a421d89:6',
             '2131:3a421e8f:7',
             '2133:e4fb4697:8',
             '2134:2b3b1d8e:12',
             '2135:c9d05f9b:6',
             '2136:bb12bfee:13',
             '2137:bbfd93e7:10',
             '2138:dd44db04:11',
             '2139:bbfd93e7:6',
             '2140:83861c8f:16',
             '2141:47f68a7f:17',
             '2142:77184515:13',
             '2143:f26c0d13:5',
             '2144:214a1581:12',
             '2145:dbdc2b84:13',
             '2146:dd44db04:4',
             '2147:dbdc2b84:7',
             '2148:dd44db04:13',
             '2149:d327b5e5:15',
             '2150:f45ee3f1:6',
             '2151:dbdc2b84:11',
             '2152:dd44db04:5',
             '2153:e7075faa:12',
             '2154:cc1fb3f3:5',
             '2155:f06cfe09:16',
             '2156:d327b5e5:6',
             '2157:dd44db04:14',
             '2158:b674c655:13',
             '2159:e7075faa:11',
             '2160:dd44db04:9',
             '2161:fdc54a90:12',
             '2162:e7075faa:17',
             '2163:07a1d55c:9',
             '2164:fdc5468a:18',
             '2165:214a1985:5',
             '2166:bb12bfee:6',
             '2167:3b186ce2:6',
             '2168:3a421d88:10',
             '2169:83861c8f:12',
             '2170:f06cfe09:14',
             '2171:47f68a7f:16',
             '2172:410f7aa3:8',
             '2173:410f7398:6',
             '2174:83861c8f:16',
             '2176:f06cfe09:4',
             '2177:e433bbf6:3',
             '2178:cc1fb3f3:11',
             '2179:dbdc2b84:5',
             '2180:40bebb7e:5',
             '2181:e9d6ad66:5',
             '2182:77184615:8',
             '2183:bb12bfee:11',
             '2184:dbdc2b84:6',
             '2186:ae0b4381:5',
             '2187:068d271b:9',
             '2188:214a1885:12',
             '2189:e4fb4697:8',
             '2190:ae0b4381:10',
             '2191:2b3b1d8f:6',
             '2192:068d271b:6',
             '2196:068d271b:14',
             'count=64 bad=6 sum=617 max=18'],
 'hidden2': ['7732:c00bbaf2:13',
             '7733:cd29d5fd:14',
             '7734:410f779e:5',
             '7735:e9d6ad66:9',
             '7736:579bd97d:6',
             '7737:40bebf83:6',
             '7738:a8687de5:4',
             '7739:3b186ce2:4',
             '7740:5125f884:8',
             '7741:d327b5e5:7',
             '7742:3a421c8c:10',
             '7743:fc63e1f3:5',
             '7744:d018b4f2:11',
             '7745:579bd780:3',
             '7746:f26c0d13:11',
             '7747:40bec07e:6',
             '7748:068d271b:8',
             '7749:ae0b4a90:10',
             '7750:83861c8f:11',
             '7751:c00bbaf2:5',
             '7752:3e8107b2:4',
             '7753:bb12bfee:6',
             '7754:40beba7c:9',
             '7755:d018b4f2:6',
             '7756:3aafa79b:4',
             '7757:c00bbaf2:7',
             '7758:d327b5e5:7',
             '7760:e4fb4697:11',
             '7761:fc63e1f3:13',
             '7762:e9d6ad66:10',
             '7763:c00bbaf2:10',
             '7764:40beba7e:13',
             '7766:9617f351:5',
             '7767:41c1982e:13',
             '7768:2b3b1d87:10',
             '7769:cd29d5fd:9',
             '7770:3aafaa9e:13',
             '7771:fab65d2a:5',
             '7772:3aafaba3:7',
             '7774:e039d2f7:6',
             '7775:e7075faa:7',
             '7776:dd44db04:11',
             'count=42 bad=3 sum=342 max=14']}
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
