import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['auth/auth-2023-03-24-03.log',
             'auth/auth-2023-03-29-04.log',
             'auth/auth-2023-04-08-07.log',
             'auth/auth-2023-04-11-02.log',
             'auth/auth-2023-04-19-01.log',
             'ingest/ingest-2023-03-23-08.log',
             'ingest/ingest-2023-03-29-05.log',
             'ingest/ingest-2023-04-11-02.log',
             'ingest/ingest-2023-04-16-04.log',
             'ingest/ingest-2023-04-19-01.log'],
 'remaining': {'auth/auth-2023-04-20-00.log': '3b55020e09a22eb8d89862e4ee5796bef2c4fe5ba03bcbd3165b95d7c1825064',
               'auth/auth-2023-05-03-05.log': '923af5c84cf75833abc8e56c8edaeb2ad3673617c15e8a719fdd1e7d5679338a',
               'auth/auth-2023-05-05-08.log': 'e857175315f0fd23cf4b6c621efd672d424c3a2373283bd64f725b4dfcb7cfb7',
               'auth/auth-2023-05-19-06.log': 'd276ba2b54c15021c62714686960dac3e7c1af7769c034ca5043ce64b2bbc023',
               'auth/auth.pid': 'b5ed52891081bb7000bc44c6d92b3de673d90172d129ef972367cb16f00f3565',
               'ingest/ingest-2023-04-20-00.log': 'b0a1f2afbe34064052d8e4f06e5101b1d1bce7f9c4887add5db8509a8ce3d637',
               'ingest/ingest-2023-04-22-03.log': 'bfdc096ab90f6a6e7d61839d7ec55d8f22bbe4a1320518b51ef3c076182e8bc2',
               'ingest/ingest-2023-04-23-06.log': '6789b56612ee7f4c3cdd6309cfa785c5a0a5c54acef531d25b1aca337493a844',
               'ingest/ingest-2023-05-04-09.log': '758e5ad371c7a7c7ec1d66c7f53ddba04f98b45f9c807637514416d170ec7638',
               'ingest/ingest-2023-05-14-07.log': '84412f727d0d85bbc68d66a15199438f253203bef70ef887ca2bfa6a63de1cfa',
               'ingest/ingest.pid': '2ded94153046530b4052b6554c6f1436dbd92f96130f6f83e839610e175b6411'}}

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
