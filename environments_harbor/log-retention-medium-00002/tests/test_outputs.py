import gzip, hashlib, json, os

EXPECTED = {'compressed': ['mailer/mailer-2023-03-22-00.log',
                'mailer/mailer-2023-03-25-11.log',
                'mailer/mailer-2023-03-26-03.log',
                'mailer/mailer-2023-03-26-04.log',
                'reports/reports-2023-03-05-02.log',
                'reports/reports-2023-03-22-00.log',
                'reports/reports-2023-03-23-04.log',
                'reports/reports-2023-03-25-03.log',
                'scheduler/scheduler-2023-03-22-00.log',
                'scheduler/scheduler-2023-03-23-04.log',
                'scheduler/scheduler-2023-03-25-03.log'],
 'deleted': ['mailer/mailer-2023-03-10-09.log',
             'mailer/mailer-2023-03-20-12.log',
             'mailer/mailer-2023-03-21-01.log',
             'reports/reports-2023-03-21-01.log',
             'scheduler/scheduler-2023-02-21-02.log',
             'scheduler/scheduler-2023-03-20-01.log'],
 'remaining': {'mailer/mailer-2023-02-24-02.log': '7c2bb49562cad927cf5c730f4e00b22ab3bea4a54d9354cca56d5cfffd47755f',
               'mailer/mailer-2023-03-22-00.log.gz': 'gz:a10f2c1d746c7f576529844ba17f2b490e5a637bdcefff92bd3f3a0b6766e570',
               'mailer/mailer-2023-03-25-11.log.gz': 'gz:eb69d44f1cf065a0840e14f30d415d0d75e931ecd00a8f52da11664172196a6b',
               'mailer/mailer-2023-03-26-03.log.gz': 'gz:ebb0b603b7026f219feeabbf453d1ba9798b1d91785952408c769737cc054637',
               'mailer/mailer-2023-03-26-04.log.gz': 'gz:c1e7446281a8633244c806f3bae40c516b716421541fd683bfddb8a3315e5f73',
               'mailer/mailer-2023-03-29-07.log': 'b8b050baa984320ddacffd783ac4c28a036c0565109360ea228dcaef2c518be4',
               'mailer/mailer-2023-03-30-08.log': '5341be511d49cbecbe15cf7216961828149fcd794e78428b74a67d5815ee52fa',
               'mailer/mailer-2023-04-02-05.log': '63f29fda3120352815d4c79c8e9f060ed56d35d320a1d58a7034c94a11ccfd20',
               'mailer/mailer-2023-04-03-06.log': '466a74b2d537ed4703069ffd1fe6ecd1a7d2e07ff0409d1378b0756d986389f2',
               'mailer/mailer-2023-04-04-10.log': '36ccaa92a07616c729bf3ae5cb34038b0ec49bb340929cc8f3be0741de2054b6',
               'mailer/mailer.pid': '1e56028e1319cab38e0131580ae7db71386e648b5865be5af034388b21ed5df7',
               'reports/reports-2023-03-05-02.log.gz': 'gz:2b2833f6edbb91842882377bef186ca90158ec20a3628b5b1afd70d4e511d6e4',
               'reports/reports-2023-03-09-09.log': '2e7ecb8e37ae492fdeea0002f0be73ce4221682c30285878152be54a6440be30',
               'reports/reports-2023-03-22-00.log.gz': 'gz:77fca570f103f3fd7971505bdd72366c32d653b0cacddd7988bacf190724efc0',
               'reports/reports-2023-03-23-04.log.gz': 'gz:611874ef1b8bbc168af36c83a88a022ee7618600a7151a8f36ee629ac04a4429',
               'reports/reports-2023-03-25-03.log.gz': 'gz:c7577315433a774ce1de04d4d6c9604914daf8fdae9772a25519d03669d55d34',
               'reports/reports-2023-03-29-05.log': 'dd7b0e970f88a80a84281fd0d54eef1969caea1fe64c4b361e20b279011cee6c',
               'reports/reports-2023-03-29-06.log': '128d0605c2e1342329b7f2defa66df82df088146b25195a63b541efe71f85428',
               'reports/reports-2023-03-30-08.log': '9e9d0c7290de76514ae00e5961d2871e64211d47c67b8c12b6ec9ee8b9f19cbe',
               'reports/reports-2023-04-01-07.log': '1028bbe0dbdc79a051c4c758a15ef421d1db83633b21f399dccb0e6c8e10913d',
               'reports/reports.pid': 'ae05176b1c35f53fa76bb6bfdaa003dbf84aaca97a041927608b87e570e77996',
               'scheduler/scheduler-2023-03-22-00.log.gz': 'gz:9e3cb08a0b4d66ed9e3315c7af653b84f1b316087348bf5c1839ef9b6cc4fce6',
               'scheduler/scheduler-2023-03-23-04.log.gz': 'gz:8cd60a07135d2eeaae6c7a1dc3354cea0746c960d97eea73ae945512b934643d',
               'scheduler/scheduler-2023-03-25-03.log.gz': 'gz:5675c2f062d33753c297f8e76bdfb28b180ff3464d949e38d935110618a028a7',
               'scheduler/scheduler-2023-03-30-05.log': 'b30c766835eb05958d18ebd9d47ac0eb9bf955255bd66613f9a6796977ce30d6',
               'scheduler/scheduler-2023-04-01-07.log': 'd2c22b6cea03946d6041732739a956b4e8767a56dd052080acaa9fec04767849',
               'scheduler/scheduler-2023-04-02-06.log': '5745c268652954582217461ac332a1ea8a7e15cc8b3b031e52d1c964516dc915',
               'scheduler/scheduler.pid': '93f69ad74a25a4dc2ae3931e8afc3949ee0f12503f0fb2d46f3c8cc568be3d5e'}}

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
