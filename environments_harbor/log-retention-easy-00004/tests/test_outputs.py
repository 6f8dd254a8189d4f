import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['billing/billing-2023-08-19-04.log',
             'billing/billing-2023-09-04-03.log',
             'billing/billing-2023-09-06-01.log',
             'reports/reports-2023-08-21-04.log',
             'reports/reports-2023-09-05-02.log',
             'reports/reports-2023-09-06-01.log'],
 'remaining': {'billing/billing-2023-09-06-00.log': '13f235e6b94070ca065ddffe3d41b19ac544afbeb0c77b1e16b8f85031296164',
               'billing/billing-2023-09-09-05.log': 'fa60f182843e2f420460ca1efa460c8eb28bfd5c202af5915c33f583e73186ce',
               'billing/billing-2023-09-12-02.log': '381df13c23bb5b5f883702270b0938de418473ac7e9a87e588afdfee77a57298',
               'billing/billing-2023-09-20-06.log': 'b9df97ba726fdf1713c695666b5a3f0d14f619087c2d5909efececc579e52ea9',
               'billing/billing.pid': '24599e59465fa389ea7d002f5c765bc3f8872761147ad574c4d7d696aeb64c0a',
               'reports/reports-2023-09-07-00.log': '5cf973171cad021828782d34dc940298d7dd35ba134c4bd0d11e1bbe9e6661b1',
               'reports/reports-2023-09-17-03.log': '73da4049db9c806c7d8044eb9143c8057ce77b4b21a82956c49202b589ee47a4',
               'reports/reports-2023-09-24-05.log': '8ad7c9ec86538b4f05520ae83b1556549d6b2fb20a70c4a5a3b32ba54992a230',
               'reports/reports.pid': 'a4cb7ca45b009a145b04f2e4b992cc473f5303b8fdb61cd0b95d7fe4d845fe50'}}

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
