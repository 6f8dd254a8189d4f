import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['scheduler/scheduler-2021-10-20-02.log',
             'scheduler/scheduler-2021-10-20-04.log',
             'scheduler/scheduler-2021-11-06-06.log',
             'scheduler/scheduler-2021-11-23-03.log',
             'scheduler/scheduler-2021-11-24-05.log',
             'scheduler/scheduler-2021-12-02-01.log',
             'worker/worker-2021-10-19-08.log',
             'worker/worker-2021-10-21-07.log',
             'worker/worker-2021-10-27-03.log',
             'worker/worker-2021-11-03-09.log',
             'worker/worker-2021-11-13-06.log',
             'worker/worker-2021-11-16-02.log',
             'worker/worker-2021-11-16-05.log',
             'worker/worker-2021-12-02-01.log'],
 'remaining': {'scheduler/scheduler-2021-12-03-00.log': 'feffaf08ad978ccf9afdb61c362ec842e48c88d5725a2483a392cd46f7e41ecd',
               'scheduler/scheduler-2021-12-28-07.log': '71eb349ef2f4a637239c19fab4d53a1b420b18403d46cc07657073ba6838dc89',
               'scheduler/scheduler.pid': 'c6a6dc131cf9af84382bbf1260941995207171c73f91cbff5290049ffe09b481',
               'worker/worker-2021-12-02-00.log': '6218ac0723359fbdf4387fe3d903f2e2ae3acfc0e39c74a0f525138142a5eb9f',
               'worker/worker-2021-12-27-04.log': '7248030f5068293145d875e48aa40ad60a365d923c813eda65949e833c2b4fb8',
               'worker/worker.pid': 'e97423fb4177c893bec9d941ce75e9d4208fdaab7a30649ec0341c36b6f06936'}}

ROOT = "/srv/logs"

def _files():
    out = {}
    for dirpath, _, files in os.walk(ROOT):
        for f in files:
            p = os.path.join(dirpath, f)
            rel = os.path.relpath(p, ROOT)
            if os.path.islink(p) or rel in ("POLICY.json", "RETAIN"):
                continue
            out[rel] = p
    return out

def test_remaining_files_exactly():
    got = set(_files())
    want = set(EXPECTED["remaining"])
    assert got == want, f"missing: {sorted(want - got)[:10]}, unexpected: {sorted(got - want)[:10]}"

def test_contents_kept_and_compressed_correctly():
    files = _files()
    for rel, digest in EXPECTED["remaining"].items():
        if digest.startswith("gz:"):
            with gzip.open(files[rel], "rb") as f:
                data = f.read()
            assert hashlib.sha256(data).hexdigest() == digest[3:], f"{rel}: wrong content after gzip"
        else:
            with open(files[rel], "rb") as f:
                assert hashlib.sha256(f.read()).hexdigest() == digest, f"{rel}: content changed"

def test_report():
    r = json.load(open("/srv/cleanup/report.json"))
    assert sorted(r["deleted"]) == EXPECTED["deleted"]
    assert sorted(r["compressed"]) == EXPECTED["compressed"]
