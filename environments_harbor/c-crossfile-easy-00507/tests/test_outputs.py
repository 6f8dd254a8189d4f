import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['3193|2a86ae83|187156787161',
             '3194|ed882f4b|106611798114',
             '3195|ed1e421d|33243',
             '3196|a490096b|84202',
             '3197|ed0caeee|139270',
             '3198|ed39f8d3|-333188',
             '3199|b6f9723e|85147339190',
             '3200|c82f1bd0|87232944497',
             '3201|a490096b|276123',
             '3202|bb26ac16|-128654713019',
             '3203|a491098c|150932',
             '3204|edd3a9e1|-104612475510',
             '3205|b6f97161|-264503',
             '3206|edab3897|9736174996',
             '3207|ed84b2e3|-290740',
             '3208|406d7c01|-12866634058',
             '3209|830b5328|-214847',
             '3211|35670ccd|-72444',
             '3212|55b8aa02|244596',
             '3213|ed39f8d3|51048017330',
             '3214|ed97a930|-95059292105',
             '3215|ecfe7729|-107765',
             '3216|99aca982|106723051246',
             '3218|4d43a214|83513618167',
             '3219|ed9e3c3b|-329089',
             '3220|ed44e3ae|-166155',
             '3221|c82f1bd6|45270529700',
             '3222|edd3a9e1|121761',
             '3223|a491098c|30510',
             '3224|90af9061|3367405379',
             '3225|454ded6b|-93548412928',
             '3226|ed882fc4|289506',
             '3227|73379137|239349',
             '3228|830b537d|-297537',
             '3230|f7cbd23f|192308087534',
             '3231|4d43a17f|-43209',
             '3232|a490096b|76247824137',
             '3233|b6f971fe|105078337855',
             '3234|ed2b2ed3|-113870',
             '3235|ed44e3ae|-75858',
             '3236|90af9047|-139310261817',
             '3237|ed2b2ed3|-226876',
             '3238|73379135|-96239327327',
             '3239|43bc0578|-27028484361',
             '3240|edab3897|-252244',
             '3241|2a86adab|-46140',
             '3242|ed44e3ae|71454902067',
             '3243|a491098c|63654520245',
             '3244|73379152|-63333',
             '3245|ede4bd03|121208',
             '3246|ed97a930|108304522423',
             '3247|454dedce|8562',
             '3248|ed84b2e3|-97624',
             '3249|a48be3fa|-269544',
             '3250|e103c5ac|71803',
             '3252|ed84b2e3|77963118899',
             '3253|4f4b3b34|-297380',
             '3254|ece5a494|55814112752',
             '3255|ed44e3ae|287607',
             '3256|a490096b|-107435',
             '3257|07a98de8|-91766533669',
             '3258|edab3897|11810593858',
             '3259|ecfe7729|259888',
             '3260|ed0caeee|300302',
             '3261|ed39f8d3|42095817557',
             'count=65 bad=5 sum=781452357394 max=192308087534'],
 'hidden2': ['2854|b6f9721c|-199581993023',
             '2855|c474dc36|-59043230023',
             '2856|ed2b2ed3|139249',
             '2857|a491098c|-201378',
             '2858|ed44e3ae|-164115',
             '2859|ecfe7729|13127321086',
             '2860|ecfe7729|-138065',
             '2861|b4305c6a|-259965',
             '2862|ed97a930|3144304071',
             '2863|ed84b2e3|-157122758860',
             '2864|ed39f8d3|-37706',
             '2865|a96943d8|-58789',
             '2866|ed84b2e3|187771',
             '2867|edab3897|16517045427',
             '2869|edd3a9e1|-167198327726',
             '2870|ca26aa44|198298801925',
             '2871|43bc0522|-73100',
             '2874|ed2b2ed3|-88209',
             '2875|454ded4f|193822',
             '2876|edd3a9e1|-168141',
             '2877|35670ccd|95698104492',
             '2878|83bf37dc|172642365189',
             '2879|ed573a0c|-254221',
             '2880|b122d326|-267038',
             '2881|e3f238b7|-114274',
             '2882|ed39f8d3|85013163547',
             '2883|e5a19f09|-14958487029',
             '2884|edd3a9e1|111519618995',
             '2885|e3f23877|-86961',
             '2886|2a86ae46|-201999',
             '2887|83bf377f|-41328',
             '2888|ed573a0c|-105040',
             '2890|bb26ac16|290261',
             '2891|55b8aa5c|85295',
             '2892|ed44e3ae|136607199439',
             '2893|edd3a9e1|109662',
             '2896|a490096b|114006',
             '2897|a96943dc|-288441',
             '2898|bb26ac16|303913',
             'count=39 bad=6 sum=234662002719 max=198298801925']}
ROOT = '/app/stockdiff'
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
