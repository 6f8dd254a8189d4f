import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['1900|00e7fa09|24',
             '1901|8fac63b6|20',
             '1902|9da4449c|16',
             '1903|60058507|16',
             '1904|d24eec26|35',
             '1905|52a79133|13',
             '1906|d24eec26|17',
             '1907|e5457ab1|19',
             '1908|d29e5d86|36',
             '1909|a4d25a0b|18',
             '1911|d1b8ba52|15',
             '1912|d278793b|15',
             '1913|52a79133|29',
             '1914|50e22850|25',
             '1915|d18053d8|18',
             '1916|dd6f823e|36',
             '1917|a4d25a0b|14',
             '1918|7ecf8ad6|27',
             '1919|d2f10b90|18',
             '1920|d312a47c|19',
             '1921|28e32b48|22',
             '1922|d29e5d86|20',
             '1924|7650dfc6|10',
             '1925|d10d7573|10',
             '1926|d1cfec8b|15',
             '1927|97fdc368|9',
             '1928|a4d0ad34|23',
             '1929|7650dfc6|21',
             '1930|d15dc393|11',
             '1931|7650dfc6|25',
             '1932|d1f3b2f5|25',
             '1933|a7ee6411|23',
             '1935|9049bd44|12',
             '1936|d278793b|16',
             '1938|a4d25a0b|16',
             '1939|9c4e9248|7',
             '1940|49dc13e5|17',
             '1941|d10d7573|20',
             '1942|d140fd2c|15',
             '1943|d1cfec8b|16',
             '1944|52a79133|29',
             '1946|a4d25a0b|15',
             '1947|d1b8ba52|18',
             '1948|a4d25a0b|9',
             '1949|a4d0ad34|14',
             '1950|d24eec26|12',
             '1951|9049bcd5|24',
             '1952|28e32b99|22',
             '1953|d278793b|13',
             '1954|d18053d8|12',
             '1955|d278793b|22',
             '1956|c8bdeb9b|22',
             '1957|97fdc41e|19',
             '1958|d24eec26|42',
             '1959|d2f10b90|33',
             '1960|d400dc5d|14',
             '1961|c8bdeb7d|26',
             '1962|a7ee6339|18',
             '1963|33daebbd|18',
             '1964|4d659087|17',
             '1965|52a79133|22',
             '1966|cdb49b1f|23',
             '1967|9c4e9168|30',
             '1968|4d6590d0|23',
             '1969|8fac638c|17',
             'count=65 bad=5 sum=1277 max=42'],
 'hidden2': ['7613|d19ae28a|23',
             '7614|9049bdde|15',
             '7615|d312a47c|18',
             '7616|a7ee6417|20',
             '7619|d24eec26|16',
             '7620|a7ee6415|19',
             '7621|d29e5d86|17',
             '7622|d28397bc|12',
             '7623|d24eec26|13',
             '7624|d2f10b90|8',
             '7625|28e32b05|27',
             '7626|7ecf8af6|22',
             '7627|d10d7573|18',
             '7628|9049bd8f|9',
             '7630|e572edd5|12',
             '7631|cdb49b1f|16',
             '7632|28e32b02|11',
             '7633|7a09a828|14',
             '7634|a4c9a425|24',
             '7635|00e7fa08|20',
             '7636|d1f3b2f5|31',
             '7637|6d64260c|14',
             '7638|a4c9a425|37',
             '7639|d400dc15|23',
             '7640|230abba3|19',
             '7641|9c4e918e|21',
             '7642|d15dc393|24',
             '7643|d1b8ba52|34',
             '7644|d10d7573|24',
             '7645|b0afd37c|14',
             '7646|a4d25a0b|21',
             '7647|d1f3b2f5|32',
             '7648|cdb49b1f|18',
             '7649|49dc1352|14',
             '7650|7a09a828|20',
             '7651|d24eec26|9',
             '7652|a4d0ad34|26',
             '7653|33daeab6|9',
             '7654|52a79133|15',
             '7656|d400db58|12',
             '7657|d1cfec8b|14',
             'count=41 bad=4 sum=765 max=37']}
ROOT = '/app/packstat'
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
