import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['api/api-2025-03-19-04.log',
             'api/api-2025-04-03-05.log',
             'api/api-2025-04-05-01.log',
             'billing/billing-2025-03-31-04.log',
             'billing/billing-2025-04-05-01.log'],
 'remaining': {'api/api-2025-04-06-00.log': '65f82a6d37375187fd68630385b2fba9ce9f8b409bfd008d4cf96052fd697f51',
               'api/api-2025-04-24-03.log': 'ea8ec2d69e870c2ee647a0f911c442e515380f3c296cb7d97250c252ab1beb15',
               'api/api-2025-04-25-02.log': '1457fc20bfaa8fec9f4cb01ff5d01d19e1272d76664fc9620f0ca3bfad4b8324',
               'api/api.pid': '16831ad11267e447d73fc6683c66aba0663ac938dee854b32a265324e0fecca8',
               'billing/billing-2025-04-06-00.log': '71429f1a0a0a485b003f69a11209ed061a77554fba9f9eadecfbd57430d66346',
               'billing/billing-2025-04-15-05.log': '3670fd7b3c099b0f8b36f793b384ab6b88134247e87230de3f70faf823a86c70',
               'billing/billing-2025-04-18-02.log': '803fa4c66607771e1898e1d74d53f29ea26deb31aa173fae3e555b44903585db',
               'billing/billing-2025-04-22-03.log': 'f2fbe4e94480d27221a129a8badf674dea7740c6ef42f5d3959ea75d46b60097',
               'billing/billing.pid': '0aba8675db3a4343ebaa5e056e069d20b91081b8f41c9ef3b976a933438648ba'}}

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
