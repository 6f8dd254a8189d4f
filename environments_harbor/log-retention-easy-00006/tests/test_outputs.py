import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['billing/billing-2022-12-11-01.log',
             'worker/worker-2022-11-25-02.log',
             'worker/worker-2022-12-06-03.log',
             'worker/worker-2022-12-09-04.log',
             'worker/worker-2022-12-11-01.log'],
 'remaining': {'billing/billing-2022-12-12-00.log': '2eca953ac662d80a43152c83447fdbb60b99618fffa919a0839675f998fc61c0',
               'billing/billing-2022-12-13-04.log': 'a534934a29f2065414be83062d3bfd7a0f8b77ed4de1f6a69f02e796f8f24df2',
               'billing/billing-2022-12-17-05.log': 'a07486dcd536086d8080bd7e8eb5c8ad3a5f168ad73f1e7f9e8f1b8518ecc71e',
               'billing/billing-2022-12-23-02.log': 'a43979985afe0877cfd399976678c6bc0c840b5a8f8e7ddbc1cfae0b8fea696f',
               'billing/billing-2022-12-26-06.log': 'd534145fda34ed40ad60eb7c1073b34312639802d4f85c590a343260f513201d',
               'billing/billing-2022-12-31-03.log': 'bcf7fb89de601310a207ea028c48651b8727bab200ef7c2ec74451d2431c85fe',
               'billing/billing.pid': '35927f80e6088d3b145e93af0758cb598e5a72c66c592978f3218ccbe6cf5bac',
               'worker/worker-2022-12-12-00.log': 'a3c7b067f3d1d0ef9d51b86c1a5d159cece7c0ebdb528824318e74b5a90d6f6d',
               'worker/worker-2022-12-18-05.log': 'f96149c09dcab89ab4767078771bed7e33330b8447b29062a20037757e83f8d1',
               'worker/worker.pid': '5483c478db188df4dee948abe65f8f31cce2c8486a6870500cf965f5fa489297'}}

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
