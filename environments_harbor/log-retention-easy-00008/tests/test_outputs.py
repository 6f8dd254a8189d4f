import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['gateway/gateway-2024-01-30-02.log',
             'gateway/gateway-2024-02-09-04.log',
             'gateway/gateway-2024-03-06-01.log',
             'scheduler/scheduler-2024-02-01-02.log',
             'scheduler/scheduler-2024-02-18-06.log',
             'scheduler/scheduler-2024-02-23-07.log',
             'scheduler/scheduler-2024-03-06-01.log'],
 'remaining': {'gateway/gateway-2024-03-06-05.log': 'a840cafb78ac56a3e4a5fc8d5ac797ac5909d4843318e002c881388896680093',
               'gateway/gateway-2024-03-07-00.log': 'd835e5f9cdbf7535d01d36a78cbe97b97835d161fd4826daaab32cf065f12313',
               'gateway/gateway-2024-03-16-03.log': '199a7d628edc893e6335d1b17bd987f8d326bc11f10d57931acf2860a480bc17',
               'gateway/gateway.pid': '76917e24428a7483e646a9e57b7a1bf0518f08ff81f1e92561496afb23609bac',
               'scheduler/scheduler-2024-03-07-00.log': '36f9ba052a0a4ae15c25acc02407ce19770c47ace6881e97887b37f5ba05c401',
               'scheduler/scheduler-2024-04-06-04.log': 'e7cc60e700b795b51ad31a02fa0843c107381b72663f4b79e8eada2fc17f9d5f',
               'scheduler/scheduler-2024-04-11-05.log': 'cc459c1248f1d1320d38a96b004f8bdf77d34372aa7e1f8125c057382667eb60',
               'scheduler/scheduler-2024-04-13-03.log': '7b54075359e621374298710866f4fc68c7ea9199639782d56931dc2cf93e4910',
               'scheduler/scheduler.pid': 'ec2adf7ae87120bbff303f5965bfab3e8c93f52089b1fac3111bd43771542f52'}}

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
