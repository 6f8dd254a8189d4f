import os, shutil, subprocess, tempfile, time

import pytest

EXPECTED = ['birch\t13\t3128',
 'cedar\t23\t4293',
 'elm\t19\t5109',
 'fairview\t21\t6881',
 'larch\t18\t4451',
 'northgate\t20\t5128',
 'quayside\t17\t2768',
 'rowan\t17\t4322',
 'thornby\t18\t4383']
ROOT = '/srv/fleetroll'
LEVEL = 'medium'
HIDDEN = ['cases/shards/2021-w04.csv', 'cases/shards/2021-w09.csv', 'cases/shards/2021-w22.csv', 'cases/shards/2021-w32.csv']
SHARDS = ['2021-w04', '2021-w09', '2021-w22', '2021-w32']
TOUCH = '2021-w09'

HERE = os.path.dirname(os.path.abspath(__file__))

def _fresh():
    d = tempfile.mkdtemp() + "/p"
    shutil.copytree(ROOT, d, symlinks=True)
    for sub in ("work", "out"):
        shutil.rmtree(os.path.join(d, sub), ignore_errors=True)
    raw = os.path.join(d, "data", "raw")
    shutil.rmtree(raw)
    shutil.copytree(os.path.join(HERE, "cases", "shards"), raw)
    return d

def _make(d, *args, check=True):
    p = subprocess.run(["make", *args], cwd=d, capture_output=True, text=True, timeout=120)
    if check:
        assert p.returncode == 0, f"make {' '.join(args)} failed ({p.returncode}):\n{p.stdout[-1200:]}\n{p.stderr[-1200:]}"
    return p

def _report(d):
    path = os.path.join(d, "out", "report.tsv")
    assert os.path.isfile(path), "out/report.tsv was not produced"
    return open(path).read().splitlines()

def _same(got, want, what):
    missing = [w for w in want if w not in got]
    extra = [g for g in got if g not in want]
    assert got == want, f"{what}: report differs; missing lines {missing[:4]}, unexpected lines {extra[:4]}"

def _age(d):
    old = time.time() - 3600
    for dirpath, _, files in os.walk(d):
        for f in files:
            os.utime(os.path.join(dirpath, f), (old, old))
    return old

def _rebuilt(d, since):
    out = set()
    for sub in ("work", "out"):
        for dirpath, _, files in os.walk(os.path.join(d, sub)):
            for f in files:
                p = os.path.join(dirpath, f)
                if os.path.getmtime(p) > since + 600:
                    out.add(os.path.relpath(p, d))
    return out

def _outputs(d):
    return {os.path.relpath(os.path.join(dp, f), d) for sub in ("work", "out") for dp, _, fs in os.walk(os.path.join(d, sub)) for f in fs}

def test_parallel_build_on_hidden_shards():
    for _ in range(2):
        d = _fresh()
        _make(d, "-j8")
        _same(_report(d), EXPECTED, "make -j8 on hidden shards")

def test_serial_build_on_hidden_shards():
    d = _fresh()
    _make(d)
    _same(_report(d), EXPECTED, "make on hidden shards")

def test_direct_targets():
    d = _fresh()
    _make(d, f"work/counts/{SHARDS[0]}.cnt")
    assert os.path.isfile(os.path.join(d, "work", "counts", f"{SHARDS[0]}.cnt")), "count file not produced"
    assert not os.path.exists(os.path.join(d, "out", "report.tsv")), "asking for one count file also built the report"
    d = _fresh()
    _make(d, "-j8", "out/report.tsv")
    _same(_report(d), EXPECTED, "make -j8 out/report.tsv")

@pytest.mark.skipif(LEVEL == "easy", reason="no incremental requirement at this level")
def test_up_to_date_after_build():
    d = _fresh()
    _make(d, "-j8")
    assert _make(d, "-q", "out/report.tsv", check=False).returncode == 0, "make -q out/report.tsv: not up to date right after make"
    assert _make(d, "-q", check=False).returncode == 0, "make -q: default goal not up to date right after make"

@pytest.mark.skipif(LEVEL == "easy", reason="no incremental requirement at this level")
def test_one_shard_changes():
    d = _fresh()
    _make(d, "-j8")
    old = _age(d)
    shard = [f for f in os.listdir(os.path.join(d, "data", "raw")) if f.startswith(TOUCH + ".")][0]
    os.utime(os.path.join(d, "data", "raw", shard))
    _make(d, "-j8")
    want = {f"work/clean/{TOUCH}.tsv", f"work/counts/{TOUCH}.cnt", "out/report.tsv"}
    got = _rebuilt(d, old)
    assert got == want, f"after touching {shard}: rebuilt {sorted(got)}, expected exactly {sorted(want)}"
    _same(_report(d), EXPECTED, "report after the rebuild")

@pytest.mark.skipif(LEVEL == "easy", reason="no incremental requirement at this level")
def test_script_changes():
    d = _fresh()
    _make(d, "-j8")
    outputs = _outputs(d)
    old = _age(d)
    os.utime(os.path.join(d, "bin", "count.awk"))
    _make(d, "-j8")
    got = _rebuilt(d, old)
    want = {f for f in outputs if f.startswith("work/counts/")} | {"out/report.tsv"}
    assert got == want, f"after touching bin/count.awk: rebuilt {sorted(got)}, expected {sorted(want)}"
    old = _age(d)
    os.utime(os.path.join(d, "bin", "clean.awk"))
    _make(d, "-j8")
    got = _rebuilt(d, old)
    want = {f for f in outputs if f.startswith(("work/clean/", "work/counts/"))} | {"out/report.tsv"}
    assert got == want, f"after touching bin/clean.awk: rebuilt {sorted(got)}, expected {sorted(want)}"

@pytest.mark.skipif(LEVEL != "hard", reason="no reference table at this level")
def test_reference_table_changes():
    d = _fresh()
    _make(d, "-j8")
    outputs = _outputs(d)
    old = _age(d)
    os.utime(os.path.join(d, "ref", "regions.csv"))
    _make(d, "-j8")
    got = _rebuilt(d, old)
    want = {f for f in outputs if f.startswith(("work/clean/", "work/counts/"))} | {"out/report.tsv"}
    assert got == want, f"after touching ref/regions.csv: rebuilt {sorted(got)}, expected {sorted(want)}"
