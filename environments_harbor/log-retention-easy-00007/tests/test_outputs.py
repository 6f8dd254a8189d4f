import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['auth/auth-2025-02-18-04.log',
             'auth/auth-2025-02-24-08.log',
             'auth/auth-2025-03-08-05.log',
             'auth/auth-2025-03-12-01.log',
             'search/search-2025-02-12-02.log',
             'search/search-2025-02-28-03.log',
             'search/search-2025-03-11-01.log'],
 'remaining': {'auth/auth-2025-03-12-00.log': '014dee10fb1adb7645cdecf635a467aedaf267048d5c83704de1abd7486306cc',
               'auth/auth-2025-03-17-02.log': '3b02e2ce9f7e93b768d062f05bebce47fcfb05c76968acdbc72ddb116220f64a',
               'auth/auth-2025-03-28-07.log': '2c43e13a66423a89c6fbc34e4f4aea20c5a18feee7c0fbf5a56b05be65062efa',
               'auth/auth-2025-03-28-09.log': '5d33949fb833e70eaa5a4da80d029fb9bb0da6b48646dfacd07727936c37c255',
               'auth/auth-2025-04-06-03.log': '79d8d75587637555c091f9f2e8c4ae5355cd1cd89d4c28c04a007143579aad15',
               'auth/auth-2025-04-09-06.log': '261dd0d94b3046eee057ba9f8600ee7619527816c69200ee0e472d37bda97de2',
               'auth/auth.pid': 'fa1b06285673c29a5fb53a42d0ebbf7196a7ba6bb80d0b98e1a92b7636243738',
               'search/search-2025-03-13-00.log': '12a7e6ed40d0aa9c9914762b9c9ced3c81d93bb089de3e98b047364c2d9c8a78',
               'search/search-2025-03-26-04.log': 'f09129d2fa3d48ff08f80c79e230f98703ddf8ad0f3701083d7fe7a396886612',
               'search/search-2025-04-02-05.log': '54c5c381755cf66031ca852e341e4d34695b6c1a04cbeedd621f4d6f15109782',
               'search/search.pid': '82c8398e971a7f25c07aabc2e49af9a76433e0bcad8cff4d2e1a5bd87a96eff8'}}

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
