import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['4530|49b6069c|41351',
             '4531|4bbdc847|57140',
             '4532|c2e38dcc|18848',
             '4534|0be5d514|57140',
             '4535|7dbf7096|57140',
             '4536|d09a5563|41351',
             '4537|9d32e1d7|41351',
             '4538|41038a65|41351',
             '4539|07299c89|57140',
             '4540|c2e38dcc|57140',
             '4541|12033adc|57140',
             '4542|893a0d1c|57140',
             '4543|f49e3d16|57140',
             '4544|bd4dca0d|41351',
             '4545|7160892c|57140',
             '4546|2ac142ad|57140',
             '4547|131c0afe|57140',
             '4548|90180393|41351',
             '4549|a063175f|41351',
             '4550|65fbee2a|57140',
             '4551|9d562210|57140',
             '4552|5e236d12|57140',
             '4553|b6d7afe9|41351',
             '4554|84c7946c|41351',
             '4555|17943a99|57140',
             '4556|4d711a8c|57140',
             '4557|862a59f5|57140',
             '4558|d94acf2f|41351',
             '4559|6421e19d|41351',
             '4560|5a8a7de9|41351',
             '4562|5a867cf3|41351',
             '4563|3c08e244|57140',
             '4564|4176f6c7|41351',
             '4565|9700da8b|57140',
             '4566|db26ea8d|57140',
             '4567|4d8210bc|57140',
             '4568|893a0d1c|57140',
             '4569|37c324e5|41351',
             '4570|3cbca890|41351',
             '4571|12033adc|41351',
             '4572|2a9beb29|41351',
             '4574|5e226cdb|41351',
             '4575|0fdde8b3|41351',
             '4576|41038a65|57140',
             '4577|6a67953d|57140',
             '4578|d1e1df3c|41351',
             '4579|42235264|41351',
             '4580|2a9beb29|57140',
             '4581|0f561940|57140',
             '4582|b369f68c|57140',
             '4583|4d8210bc|57140',
             '4584|f9871722|57140',
             '4585|c2e38dcc|57140',
             '4586|de9bc087|57140',
             '4587|5a8c7e6c|57140',
             '4589|96fad90b|57140',
             '4590|de9bc087|57140',
             '4591|50ff872a|41351',
             '4592|178f3958|41351',
             '4593|d1dbddc1|41351',
             '4594|ec9b46e4|57140',
             '4595|8b617081|41351',
             '4596|c2e38dcc|41351',
             '4598|ec9b46e4|57140',
             '4599|862e5aeb|57140',
             'count=65 bad=5 sum=3249505 max=57140'],
 'hidden2': ['2607|62dbe45f|57140',
             '2608|072e9dc7|57140',
             '2609|3c08e244|21313',
             '2610|3c08e244|41351',
             '2611|5e2a6ece|57140',
             '2612|9d2be023|41351',
             '2613|87ff4f8e|41351',
             '2615|4223525d|41351',
             '2616|2a9beb29|57140',
             '2617|8b617081|57140',
             '2618|9d562210|41351',
             '2619|9d562210|41351',
             '2620|422552da|57140',
             '2621|29b231da|57140',
             '2622|87fc4ecc|57140',
             '2623|96fad910|57140',
             '2624|ec9b46e4|57140',
             '2625|8b617081|41351',
             '2626|de9bc087|57140',
             '2627|9d562210|41351',
             '2629|6a67953d|41351',
             '2630|bceb3154|41351',
             '2631|c06cd76a|41351',
             '2632|c2e38dcc|41351',
             '2633|ce0b949f|41351',
             '2634|f49e3d16|41351',
             '2635|96fbd952|57140',
             '2636|199253b2|41351',
             '2637|b6d2aeae|41351',
             '2638|c2e38dcc|41351',
             '2639|7837764d|41351',
             '2640|595a473d|41351',
             '2641|893a0d1c|57140',
             '2642|de9bc087|41351',
             '2643|131c0afe|41351',
             '2644|87f84dd4|57140',
             '2645|96ffda46|41351',
             '2646|37c324e5|41351',
             '2647|49b6069c|41351',
             '2648|96ffda4c|41351',
             '2649|8b617081|41351',
             '2650|0fdfe92e|41351',
             '2651|86285971|57140',
             'count=43 bad=2 sum=1994890 max=57140']}
ROOT = '/app/stockdiff'
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
