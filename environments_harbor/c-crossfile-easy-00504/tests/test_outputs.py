import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['2393|7ac1142d|6',
             '2394|a071719b|8',
             '2395|c090719e|11',
             '2397|e3e8844e|5',
             '2398|6374b995|5',
             '2399|2c8e00d1|11',
             '2400|dcf9f49b|7',
             '2401|1fcf494f|11',
             '2402|4cecc9d6|11',
             '2403|0e2e89b4|6',
             '2404|6cbc7104|5',
             '2405|ff8c9f72|7',
             '2406|ea6d71a9|5',
             '2407|ff8c9f72|10',
             '2408|7fb6ff90|5',
             '2409|200b6621|9',
             '2410|6cbc7104|11',
             '2411|d4bc607b|4',
             '2412|57c835fa|7',
             '2413|0b522acc|11',
             '2414|24231f54|8',
             '2415|7dc118e1|6',
             '2416|6cbc7104|10',
             '2418|96b04f5d|12',
             '2419|21cb4fe8|11',
             '2420|f58b4acd|5',
             '2421|d08a24a0|10',
             '2422|0742c690|4',
             '2423|29056ac7|5',
             '2424|37446ca9|8',
             '2425|2f13d51c|5',
             '2427|d97c40d3|11',
             '2429|29056ac7|7',
             '2430|ea6d71a9|6',
             '2431|e788c719|8',
             '2432|886715d4|5',
             '2433|83670df7|12',
             '2434|beaf7b69|5',
             '2435|dcf9f49b|7',
             '2437|45ecbed5|11',
             '2438|81670aca|9',
             '2439|e5cdbaf0|4',
             '2440|d94d789c|10',
             '2441|96b04f5d|11',
             '2442|d08a24a0|11',
             '2443|6374b995|5',
             '2444|dcf9f49b|7',
             '2445|e5cdbaf0|12',
             '2446|24b5e272|6',
             '2447|b0f4ddc4|7',
             '2448|c090719e|10',
             '2449|21cb4feb|11',
             '2451|d2b9b881|7',
             '2452|d97c40d3|10',
             '2453|d97c40d3|5',
             '2455|57c835fa|11',
             '2456|b79ddbb5|6',
             '2458|e788c719|4',
             '2460|ff8c9f72|8',
             '2461|a42699d4|5',
             '2462|e5cdbaf0|10',
             'count=61 bad=9 sum=480 max=12'],
 'hidden2': ['4174|e5cdbaf0|6',
             '4175|e788c719|6',
             '4176|57c835fa|7',
             '4177|8daec963|8',
             '4178|e3e8844e|10',
             '4179|6cbc7104|11',
             '4180|d5bc6214|3',
             '4181|ea6d71a9|8',
             '4183|d0794241|7',
             '4184|8767143e|7',
             '4185|d08a24a0|8',
             '4186|945d8cae|7',
             '4187|b79ddbb5|11',
             '4188|d08a24a0|6',
             '4189|f4a9e8ae|11',
             '4190|d479488b|5',
             '4191|d2b9b881|6',
             '4193|0b522acc|11',
             '4194|b79ddbb5|5',
             '4195|e788c719|7',
             '4196|0342c044|7',
             '4197|7a436c09|4',
             '4198|b79ddbb5|8',
             '4200|230b6ad4|7',
             '4201|e788c719|4',
             '4202|8daec963|6',
             '4203|6374b995|5',
             '4204|e3e8844e|5',
             '4205|29056ac7|10',
             '4206|6374b995|11',
             '4208|96b04f5d|5',
             '4209|c13b242b|4',
             '4210|d4794888|4',
             '4212|260b6f8d|6',
             '4213|8daec963|8',
             '4214|0b522acc|10',
             '4215|47ecc1fd|6',
             '4216|b79ddbb5|2',
             '4217|ff8c9f72|6',
             '4218|81670acf|12',
             'count=40 bad=5 sum=280 max=12']}
ROOT = '/app/shipweigh'
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
