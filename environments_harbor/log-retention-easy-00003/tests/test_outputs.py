import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['mailer/mailer-2024-06-12-04.log',
             'mailer/mailer-2024-06-13-01.log',
             'search/search-2024-05-30-02.log',
             'search/search-2024-05-30-08.log',
             'search/search-2024-06-09-05.log',
             'search/search-2024-06-13-07.log',
             'search/search-2024-06-14-01.log'],
 'remaining': {'mailer/mailer-2024-06-15-00.log': '56caa314b998e480f3c4209327513129f15bccff24f1299ddfebc014d75f416d',
               'mailer/mailer-2024-06-17-03.log': '4393806094707166ad8a633c7c03929ba914ef131749ed0947dfeb21defc5d6d',
               'mailer/mailer-2024-06-24-02.log': '0275ec5a87f291f2b6c166d5b122c30a5221678ac06b86e31ae46dca94cd2e3d',
               'mailer/mailer-2024-06-29-05.log': 'b30a85afe136940df39aff181a2b41162d5163b6544a11fa21613faa99dfb8c5',
               'mailer/mailer.pid': '3cd3cf103d411c818c7f86afcf92024d7651a2b2ef0d716e4fb743ea9ad50ba3',
               'search/search-2024-06-15-00.log': '4c858208f54503d13dd618bdb1d3798987b1d4e5aaee4fd5e262836489839a14',
               'search/search-2024-06-15-09.log': 'ded049356a8438de79a5b41ab671682374b4d6c15722818bed49509dbad2ff4b',
               'search/search-2024-06-23-03.log': '42e44e20116afc9a1e93f0db34a04a701edd8c5c05f30aaac266b024e7853542',
               'search/search-2024-07-02-06.log': '5023cf2e65331c39c6e65dae8933828bc0d30690888424befb4400d6e16168bc',
               'search/search-2024-07-03-04.log': '230593bef43f06ea7918ee1966c12fb691c31ad20ad829030e17857f6f81409c',
               'search/search.pid': 'e914fd906af3c4a7f14b6660e97d06eaac236a6f85190838757fe0db22148eb1'}}

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
