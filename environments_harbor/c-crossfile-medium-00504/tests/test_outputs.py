import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['8632|5dc555fc|64559',
             '8633|3ca135cc|64631',
             '8634|1c6b65bd|64634',
             '8635|5ba185ed|64525',
             '8636|1da1284a|64610',
             '8637|f6311025|64615',
             '8638|1c6b65bd|64584',
             '8639|3ca135cc|64629',
             '8640|7035d498|64633',
             '8641|ae0e6e2b|64572',
             '8642|3ca135cc|64609',
             '8643|fb71b76a|64579',
             '8644|f4426613|64568',
             '8645|785d8bd4|64589',
             '8646|1da1284a|64724',
             '8647|ce24d18b|64577',
             '8648|05c65553|64629',
             '8651|52bf5f6a|64526',
             '8652|4228a3d2|64589',
             '8653|4228a351|64610',
             '8654|f4426613|64537',
             '8655|c3918b39|64586',
             '8656|1c6b65bd|64585',
             '8657|e3a4c6cc|64552',
             '8658|05c65448|64612',
             '8659|ae0e6e2b|64585',
             '8660|5ba18774|64612',
             '8661|fb71b76a|64570',
             '8662|ae0e6e2b|64617',
             '8664|ecf68a0d|64519',
             '8665|57edd063|64579',
             '8666|5d0c3911|64629',
             '8667|7a567075|64618',
             '8668|7a567075|64613',
             '8670|a1af9a77|64639',
             '8671|5ba18774|64607',
             '8672|5ba18672|64581',
             '8673|57edd1eb|64720',
             '8674|7035d498|64574',
             '8675|3ca135cc|64608',
             '8676|cbb39ced|64532',
             '8677|ce24d290|64517',
             '8678|f4426613|64606',
             '8680|3ca135cc|64598',
             '8681|1c6b65bd|64631',
             '8682|8d79bac7|64544',
             '8683|d1d626ec|64584',
             '8684|1d978790|64573',
             '8686|d1d626ec|64585',
             '8687|a4557e1a|64639',
             '8689|d1d626ec|64578',
             '8690|8d79bbc6|64544',
             '8691|7a567075|64589',
             '8692|f63547cc|64632',
             '8693|0707b099|64608',
             '8694|7a567075|64586',
             '8698|b6b58050|64628',
             '8700|c0abeb5e|64639',
             '8701|ce24d421|64631',
             'count=59 bad=11 sum=3811179 max=64724'],
 'hidden2': ['7200|fa9f01ca|64539',
             '7201|d1d626ec|64606',
             '7202|7a567075|64586',
             '7203|05c656da|64563',
             '7206|fb71b76a|64553',
             '7207|3ca135cc|64590',
             '7208|511e075d|64527',
             '7209|f63110b0|64609',
             '7210|5d0c3911|64625',
             '7211|f4426613|64568',
             '7212|c4a4f78c|64549',
             '7213|511e075d|64631',
             '7214|0707b099|64582',
             '7215|ce24d210|64619',
             '7216|8d79b9ba|64581',
             '7217|ae0e6e2b|64705',
             '7218|ce24d418|64575',
             '7219|1de7594f|64563',
             '7220|0707b099|64631',
             '7221|1da1284a|64546',
             '7222|4b81a8a8|64577',
             '7224|5d0c3911|64589',
             '7225|c0abeb5e|64562',
             '7226|e3a4c6cc|64618',
             '7227|1da1284a|64639',
             '7228|7035d498|64705',
             '7229|a06aaa49|64563',
             '7230|c0abeb5e|64550',
             '7231|f6354959|64608',
             '7232|1da1284a|64590',
             '7233|9c7e95ea|64634',
             '7234|1da1284a|64552',
             '7235|05c6544a|64730',
             '7236|5dc55263|64610',
             '7237|1d9789a0|64578',
             '7238|9c7e95ea|64605',
             '7240|05c657de|64624',
             '7241|1d978b2c|64574',
             '7242|e3a4c6cc|64624',
             '7243|ba05d725|64565',
             '7244|d1d626ec|64625',
             'count=41 bad=4 sum=2648470 max=64730']}
ROOT = '/app/bedtrack'
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
