import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['gateway/gateway-2023-11-05-02.log',
             'gateway/gateway-2023-11-19-01.log',
             'mailer/mailer-2023-11-10-09.log',
             'mailer/mailer-2023-11-13-04.log',
             'mailer/mailer-2023-11-14-03.log',
             'mailer/mailer-2023-11-18-07.log',
             'mailer/mailer-2023-11-19-01.log'],
 'remaining': {'gateway/gateway-2023-11-20-00.log': 'a13e6886a026137704cb13018e97cd1ead940b2571e77cdfdb4676697abf8231',
               'gateway/gateway-2023-11-23-05.log': 'd4c0e8987270d847fd3035d3ba66ee4668b16207e276f118183ff18ef49bdafa',
               'gateway/gateway-2023-11-25-04.log': '18ad408d9635004765669f496fc103516134d44dc7879229d5370c0810bfaa7c',
               'gateway/gateway-2023-12-05-03.log': 'eb13fcfbea64664a111f7f4f1d3ce32ba79c3f092d5ec484c0f79f1c23ae3f27',
               'gateway/gateway.pid': 'c6cb180f76da1fcb74eb1accce59276ac5f7ed77bb84af10235342960aab05b7',
               'mailer/mailer-2023-11-19-02.log': '8dd5b18e3817dee4c54f5b9dc81c232781b58ae4f9ffce419c965f201c21ec0a',
               'mailer/mailer-2023-11-20-00.log': '78d127411bda47be353985994b10d4ce86642d2ddb73e25434d4bdb81441f996',
               'mailer/mailer-2023-11-22-06.log': '17fe0aebd94899fafc8fd4fec045090add0c9746a2e642841fc7d2d512dd2520',
               'mailer/mailer-2023-11-25-05.log': '7b16226bd81228c749446b03946c2db6ca45651b137e4cd75bdf1a75e0d046a1',
               'mailer/mailer-2023-12-01-08.log': '46d951f452d1b7abb530f008feee596ad97d560466331c72e3bde88af4414611',
               'mailer/mailer.pid': 'b156348c92c4b81bf3017574052bfc18fd882f99d06f0c92183cb848f8f14e5d'}}

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
