import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/auth-2022-08-20-00.log',
                'auth/auth-2022-08-24-03.log',
                'auth/auth-2022-08-26-04.log',
                'ingest/ingest-2022-08-20-00.log',
                'ingest/ingest-2022-08-27-04.log',
                'ingest/ingest-2022-09-01-03.log',
                'mailer/mailer-2022-08-20-00.log',
                'mailer/mailer-2022-08-25-03.log',
                'mailer/mailer-2022-08-25-04.log',
                'mailer/mailer-2022-08-30-09.log'],
 'deleted': ['auth/auth-2022-07-17-02.log',
             'auth/auth-2022-08-18-01.log',
             'ingest/ingest-2022-08-19-01.log',
             'mailer/mailer-2022-08-19-01.log'],
 'remaining': {'auth/auth-2022-08-03-09.log': 'e33ff8738452b27a81e7495928444b9ef4d05582be546f99338a739e62512e12',
               'auth/auth-2022-08-20-00.log.gz': 'gz:3630539f82438816d1d2a857d252ff61f600687be63a468526a93a958b78f2b5',
               'auth/auth-2022-08-24-03.log.gz': 'gz:dad3bb836f62d3e9c6d905a48b3071055006228a138f39ebbc3a8cba4a419cab',
               'auth/auth-2022-08-26-04.log.gz': 'gz:810511be1673ff14c77fdbb711bd39bcf36041220513e0c190007562aed5d59b',
               'auth/auth-2022-09-02-05.log': '57a7d8ff323ed9727c0fb850c0605d594c1603f3b435e1680b8746165a598971',
               'auth/auth-2022-09-03-08.log': 'aa1e9aa90485ae91a19b67a51d5d00fbb3968568797d6ba0272e6c2049fe2231',
               'auth/auth-2022-09-04-07.log': 'd97547b4c4b2ff5f0ad76c6e2dcd6877baa982ccfc9f7803bfe32f762607c9e1',
               'auth/auth-2022-09-06-06.log': '1c1939693f715ed1b8dc51f17b035007d09efed1e8e2148333ec7e77828cd0a4',
               'auth/auth.pid': 'c10f4b13e23a630046e920ccf09f65d979bee60ef06689d04da233d42fbff762',
               'ingest/ingest-2022-08-03-09.log': '82b9858c24ee0617525005c59ab714d9c738a5c09fe57d474c9c94acb50021d3',
               'ingest/ingest-2022-08-12-02.log': 'd4dfa21e11489b20c35f7ed212d52d4ee389c0c90655006550faf13c2ee22479',
               'ingest/ingest-2022-08-20-00.log.gz': 'gz:3794e97d72f37d105669ae34e8a44c115851fd4d03d2ca612fdfccd5d78dcddb',
               'ingest/ingest-2022-08-27-04.log.gz': 'gz:bbecae5544f3931f012229bb03ca762aa14ac35bd26b1e8ecc16620278d96436',
               'ingest/ingest-2022-09-01-03.log.gz': 'gz:b8ef71a8ad61851fb52d51f0850135f483ec77cb3ad24395243bb9630d009f52',
               'ingest/ingest-2022-09-06-06.log': 'ff9385d19e34824863440ec1ccde77f531bc4972ce64bd46e3dde6ad459cdd0b',
               'ingest/ingest-2022-09-07-08.log': 'b65e8032a04bb21be3c5f27b1d3ef7f2d5a086a92f94dc4c8e6b429378b01c00',
               'ingest/ingest-2022-09-09-05.log': 'b41790b1ff3ee17083debc5b6aa81f5e239038277bc1f5c06e0b6d9a6f0c1055',
               'ingest/ingest-2022-09-09-07.log': '3ea055aaaff47eb2cb98eb438856c2dd679df0d4892cfe96da35ae1e8f482e7e',
               'ingest/ingest.pid': 'febbbc3aed40cf99d3f44717be288eb15f05d13f4bf15a039cdc4fd3a194ef5e',
               'mailer/mailer-2022-08-09-02.log': '22da97cbfe28217d615e3b511c7d01a336cee37525ccfde33087490aefcffebb',
               'mailer/mailer-2022-08-20-00.log.gz': 'gz:4c8836c338cb84c03fb77b52eb11a4d37a5c935f920cec7fef8a0894bba1905b',
               'mailer/mailer-2022-08-25-03.log.gz': 'gz:4c51d28cab634879769fd07ea6edbc6b1a50cba59b38d5c512665f016d2e658d',
               'mailer/mailer-2022-08-25-04.log.gz': 'gz:e1339a70c2af09f08fe180ea29468c051639b021ffc32e3339f699456e6b7475',
               'mailer/mailer-2022-08-30-09.log.gz': 'gz:ee674fb79cb88039f620a1f0154db3e3fd45f09adeba43afdf7c294d6f5a54c6',
               'mailer/mailer-2022-09-03-08.log': '5bd46fe18b3a7dc3d6263ed9dee4033a3f7cc1032c723426ccd0bfe102c10bba',
               'mailer/mailer-2022-09-04-06.log': '047c2a15640927e9ec8c03d72282e64d6b2b9acfb741fdd72035e370ff08ff8b',
               'mailer/mailer-2022-09-04-10.log': 'ccbfee2f791384a89f2e1d150b98feff6ef2d6e43df09e3b0f49c185280573e7',
               'mailer/mailer-2022-09-06-05.log': 'ea7f19854390d27eb656221a92742717cd94d6242ab8e162d4c1162bfe60a9f2',
               'mailer/mailer-2022-09-08-07.log': '6259cc37b6290307d78a25746850c856f4079653fc8c7f224466e2dbbb6ed602',
               'mailer/mailer.pid': 'be9ed06f9a5465ed934250c2f818d59d0eb389133f0d27b2d846da532a9b9c74'}}

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
