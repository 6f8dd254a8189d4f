import gzip, hashlib, json, os

EXPECTED = {'compressed': ['gateway/archive/gateway-2024-10-08-03.log',
                'gateway/gateway-2024-09-16-00.log',
                'gateway/gateway-2024-10-08-04.log',
                'ingest/archive/ingest-2024-09-19-03.log',
                'ingest/ingest-2024-09-16-00.log',
                'ingest/ingest-2024-09-25-12.log',
                'ingest/ingest-2024-09-30-10.log',
                'ingest/ingest-2024-10-03-04.log',
                'ingest/ingest-2024-10-08-13.log',
                'reports/archive/reports-2024-09-25-03.log',
                'reports/reports-2024-08-18-02.log',
                'reports/reports-2024-09-16-00.log',
                'reports/reports-2024-09-18-04.log',
                'scheduler/archive/scheduler-2024-09-18-03.log',
                'scheduler/scheduler-2024-08-23-02.log',
                'scheduler/scheduler-2024-09-15-00.log',
                'scheduler/scheduler-2024-09-22-10.log',
                'scheduler/scheduler-2024-09-24-04.log',
                'scheduler/scheduler-2024-10-06-09.log'],
 'deleted': ['gateway/gateway-2024-08-08-02.log',
             'gateway/gateway-2024-09-05-old.log.gz',
             'gateway/gateway-2024-09-15-01.log',
             'ingest/ingest-2024-08-31-09.log',
             'ingest/ingest-2024-09-13-old.log.gz',
             'ingest/ingest-2024-09-14-01.log',
             'reports/reports-2024-08-27-old.log.gz',
             'reports/reports-2024-09-15-01.log',
             'scheduler/scheduler-2024-08-23-old.log.gz',
             'scheduler/scheduler-2024-09-15-01.log'],
 'remaining': {'gateway/archive/gateway-2024-10-08-03.log.gz': 'gz:45fd3fbe1647009b85a3fb7e7ee84aa10ca0c8caf4e7fb1886f16688e1208a6a',
               'gateway/archive/gateway-2024-10-12-07.log': '7aae065b77268854923ce4230c2df77c51526b2a74a67cf414feeb554d81e124',
               'gateway/gateway-2024-09-16-00.log.gz': 'gz:ad1902a1303522bc7cee54b03f618a5fc4888a2fbcc97c0c3ae2974957ce73b6',
               'gateway/gateway-2024-10-03-young.log.gz': '11d61aab38b1b070331327a28ea033a7e106b9d773d91c7f287181077c6b3baa',
               'gateway/gateway-2024-10-08-04.log.gz': 'gz:c59da4154193be2fd099f225080a08b529eed147671c3b15c417616a21594e0d',
               'gateway/gateway-2024-10-09 part5.log': 'f8a6ef9590799d9dd65de21e13a8e7c887972e924b1f62f58937933bdfcbaf13',
               'gateway/gateway-2024-10-14-06.log': '420f71a9318ef75d75f57a0828f3141504383102b43f3fe496fbd96d17ebd7d5',
               'gateway/gateway.pid': 'e1ac4008771f68478bb415691a9a86d9e564039844e0182af8c910025f84c7dc',
               'ingest/archive/ingest-2024-09-12-11.log': '6b8961307112988462e1b2a4ad41c63060062e8f23427d48308e477f3ee37f39',
               'ingest/archive/ingest-2024-09-19-03.log.gz': 'gz:233cd6587f21f996acdde769eeabd8f8481fe75c2542bc08b6757240168edbf2',
               'ingest/archive/ingest-2024-10-13-07.log': '259b70a9f220cc803ac08f1130fe415c7a613c42b39df3fe4aea34df38543dbd',
               'ingest/ingest-2024-07-20-02.log': 'e6fd7864781cac4fdec8e1a5dfe6f6d65696a7502d7a14fc3bdc60bdc41b7c70',
               'ingest/ingest-2024-09-16-00.log.gz': 'gz:775279dbbefa20196a2408617e5088e713d92465cdab330f195ae993006b8d59',
               'ingest/ingest-2024-09-23-young.log.gz': '9fe674ea79def5fbed6f4a8ea13234bd910cd5220b8c5d97e27789f48d3757b2',
               'ingest/ingest-2024-09-25-12.log.gz': 'gz:34d3dc78963456499458c3b33e8664e14a162f05fd3c447e62b16512f4de4ac0',
               'ingest/ingest-2024-09-30-10.log.gz': 'gz:d73dea2e64f8066906e6320c8946fbf4a10f6e6dc4558c7d6ceae792ab907be6',
               'ingest/ingest-2024-10-03-04.log.gz': 'gz:0f5bb3f5b648198e165742ece462d89aa90105455ddb963377bd57a9c30d434d',
               'ingest/ingest-2024-10-08-13.log.gz': 'gz:89643c3339f45d2684b643f508f23327e7a34855a4ae4cd3b1144c2bf696b8c6',
               'ingest/ingest-2024-10-10-06.log': '3013a29eee611875a15646fe37c9718b9b358ed3ac9338a727c36a7cf0404258',
               'ingest/ingest-2024-10-12 part5.log': '8d9107e96edb8bbd245d1bd8227d1514a963d1ad2cd89c1d64d645defbfef8d7',
               'ingest/ingest-2024-10-13-08.log': '2b3d8f55af63c5623f9f5dbbfe4af32432beb056e5899e5c15ea1e928b53c9f1',
               'ingest/ingest.pid': '44f26ac7d7504c8c5eefb6349b00ea371acf5fbb6c377f832d4a54fe8f4c3d8b',
               'reports/archive/reports-2024-09-25-03.log.gz': 'gz:332c0ef9e5e9b6aafbfa6dbba7c63cf62522480d6f63a3e25ce9943a8b2edd84',
               'reports/archive/reports-2024-10-08-07.log': '083b07a22430e12589a6424cd78c9d890c55317e47fbc4cf39a6f1327c74723b',
               'reports/reports-2024-08-18-02.log.gz': 'gz:35292a1d01c33eabb8c49247249fb58b067823fe236b21f4ae19a5d8863797cf',
               'reports/reports-2024-09-16-00.log.gz': 'gz:e25fe15d0ec186f0cddce333262076e3f1ea20e3303c973e97a66b3448f835ba',
               'reports/reports-2024-09-18-04.log.gz': 'gz:e78bdd8c137ae67f1db3cac12da4ac4931e783431207305312fb5e72e469fd71',
               'reports/reports-2024-10-10 part5.log': '7715268fb767482311e92e094520e843f47d3f47c6b81bfb6082093c5c1a615a',
               'reports/reports-2024-10-10-06.log': '8e748c31fdb8298bc38947159e1d5265d7c87e0e35f5cc335048303ce18bcf8a',
               'reports/reports-2024-10-10-young.log.gz': '29b5095d3a3cbd4ca81eda159b50dc97d5766ff00d8baa1eb9282e2703137469',
               'reports/reports-2024-10-11-08.log': '1bc64e90c6fb5a06c983af9527348f9924d27afc056c816217dee6a7c94baedc',
               'reports/reports.pid': '92a811b3e2114588cf9ad9ee7a0210c8a51ed7c64c3a96e6b704746d87e6b33f',
               'scheduler/archive/scheduler-2024-09-18-03.log.gz': 'gz:14b34844e48a407d1543bcca90eef17928762bc2902d0b56af99894cf6209fd3',
               'scheduler/archive/scheduler-2024-10-09-07.log': '958335425b7f895a5b77ab91a6cd8f71340aee92fa54f631cde08bf76c8677f3',
               'scheduler/archive/scheduler-2024-10-11-11.log': '7514280d14db59f87c8732b62240513bc6ccd3dd7abf977e7e11b62a993bbc90',
               'scheduler/scheduler-2024-08-23-02.log.gz': 'gz:050bc488e7ae1b6418c21e92b0186480a8fd13ac837ad652b4fb6b92a398d99e',
               'scheduler/scheduler-2024-09-15-00.log.gz': 'gz:00b79115a8bd94efdc3feb88666337d5ecb5b28a059ad8df30868df5cbc3871c',
               'scheduler/scheduler-2024-09-22-10.log.gz': 'gz:90fb1f666c4d4bab84a21a8464c631a92b915f26a7332f167e5307da09b75b19',
               'scheduler/scheduler-2024-09-22-young.log.gz': 'c12841a2cf23fa69be859c471b442dbd83c8325ce2da423462b6e0f643e884f3',
               'scheduler/scheduler-2024-09-24-04.log.gz': 'gz:cfd7d684fcb7d25754db202b07531cbf53205ab6cea72ef113c5b8002af7af7f',
               'scheduler/scheduler-2024-10-06-09.log.gz': 'gz:244032b06f03ead097dd85db07fff5a6fcab34fd89c4317dc59c971f434c05d6',
               'scheduler/scheduler-2024-10-12-06.log': 'a73c6e29527aadb21b61849f19bced3ed2179914a465115c38131cd54e4222f6',
               'scheduler/scheduler-2024-10-13 part5.log': '95eb9f5433aaf4f72ed178f854c84f64b6fd9f37c3466c27183b3043e6347063',
               'scheduler/scheduler-2024-10-15-08.log': 'd62e52b04481a1a51463c3e60a05e6852b485cdbc4a7867976d6da655b4e780f',
               'scheduler/scheduler.pid': '3067bcdf80d831112d6fcc16a10fbc6074d17eddab46f9e6321c4ae493b61546'}}

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
