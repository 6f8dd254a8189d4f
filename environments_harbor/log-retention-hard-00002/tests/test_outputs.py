import gzip, hashlib, json, os

EXPECTED = {'compressed': ['api/api-2024-06-20-00.log',
                'api/api-2024-06-26-04.log',
                'api/archive/api-2024-06-21-03.log',
                'api/archive/api-2024-06-23-11.log',
                'ingest/archive/ingest-2024-06-23-03.log',
                'ingest/ingest-2024-06-21-00.log',
                'ingest/ingest-2024-06-25-04.log',
                'reports/archive/reports-2024-06-24-03.log',
                'reports/reports-2024-06-21-00.log',
                'reports/reports-2024-06-24-04.log',
                'worker/archive/worker-2024-06-25-03.log',
                'worker/worker-2024-06-21-00.log',
                'worker/worker-2024-06-26-04.log'],
 'deleted': ['api/api-2024-06-01-02.log',
             'api/api-2024-06-07-10.log',
             'api/api-2024-06-18-old.log.gz',
             'api/api-2024-06-20-01.log',
             'ingest/ingest-2024-05-25-02.log',
             'ingest/ingest-2024-06-11-10.log',
             'ingest/ingest-2024-06-15-old.log.gz',
             'ingest/ingest-2024-06-20-01.log',
             'reports/archive/reports-2024-06-10-11.log',
             'reports/reports-2024-05-23-old.log.gz',
             'reports/reports-2024-05-26-02.log',
             'reports/reports-2024-06-17-13.log',
             'reports/reports-2024-06-19-10.log',
             'reports/reports-2024-06-20-01.log',
             'worker/archive/worker-2024-06-15-11.log',
             'worker/worker-2024-05-21-old.log.gz',
             'worker/worker-2024-06-19-01.log'],
 'remaining': {'api/api-2024-06-20-00.log.gz': 'gz:830f8c3e5dfc76b3fea4797c9933a2e5695bb15224aae88d71e0b3e6a473f89e',
               'api/api-2024-06-24-young.log.gz': 'c1bf5c3a260062aba4f0b0c223788833656cb8964dcce4848e643e7544c1dbdd',
               'api/api-2024-06-26-04.log.gz': 'gz:885007919f81e172bfa5143bbf524ea36c333ce2b1cf9d71f0155b99d795cb07',
               'api/api-2024-06-29-06.log': '8611c235a6d9a3b6ef6b0e18c1f766261109382454e06e70186b31263a7fe851',
               'api/api-2024-06-29-08.log': 'a4d21e049ba37d60595d5d69133aecd33e032839f8177e9636e52bb25aa629fc',
               'api/api-2024-06-30 part5.log': 'f04f15a1628ce77b67ac612c38b6b5b44895db0a00fc8400fbdb1cdf6dfbaa20',
               'api/api-2024-07-02-09.log': 'af26ef75fe628c496f6a51b5478c84c7f4c49b99bcd2cb5fa2eac26d5cfa68a5',
               'api/api.pid': 'c22202ecbc8412d67ff58d05d0115e90d44ffd22c9917ccf3e008a0bce076d59',
               'api/archive/api-2024-06-21-03.log.gz': 'gz:c43463bcaf386dd689e946e9bb943417148c7d8dc7ea3fe33478e2c1e88b3013',
               'api/archive/api-2024-06-23-11.log.gz': 'gz:a08dad291a482a5348632d8163d8c0cf6543df20507784b82dc1dfc8841ded11',
               'api/archive/api-2024-07-02-07.log': '1577569857c7223ffbb552caea3d22c882571232ed294e2c2dca1ea9cf81257f',
               'ingest/archive/ingest-2024-06-12-11.log': '3d667fdb0e50a0f65fb024344de42e4e54aa8b200938f9a2e6d9636f65770990',
               'ingest/archive/ingest-2024-06-23-03.log.gz': 'gz:0835e5c78a9a7021f995946730c0a13ab0d314392971888ad554281beed49ea2',
               'ingest/archive/ingest-2024-06-27-07.log': '8904bee5529ba3126873642fa27efded80d2ff964006ff64bec5af493c0ee955',
               'ingest/ingest-2024-06-21-00.log.gz': 'gz:2d9f5cdbb41b02f95961ec1df543f91bb3b2318117f8fc3dbb7d9306aea6fbbc',
               'ingest/ingest-2024-06-25-04.log.gz': 'gz:566f798a55cfb129733f60a31691966751616b1429e452494178ffadeb233886',
               'ingest/ingest-2024-06-28-06.log': 'cb1080b2c30add3e99db6aac5b697210136c625fefc0f02d8cfbedf27d3359b6',
               'ingest/ingest-2024-06-30-young.log.gz': 'd49a6e34bfba23120a8d8f6cff4233ed88312548e9d82e39676b6774228fcee6',
               'ingest/ingest-2024-07-01 part5.log': '4d226884c1cd2166e4d37f349e448c65ecc4135f304131b567564ce4d862af1a',
               'ingest/ingest-2024-07-01-08.log': '8adbac66063581fb50207d2858293f30bb452c743a2121612ca7b832233f8fbc',
               'ingest/ingest-2024-07-01-09.log': '47dc4116207b49e434e390530d5f64ec5c20f8f1a0a7ea2349b76536c44c7574',
               'ingest/ingest.pid': '66f7f65ea27f1a4b0c852f647ad48076f32b4548e5b4c3b545db60d38f54b58d',
               'reports/archive/reports-2024-06-24-03.log.gz': 'gz:2080aa0464426e5b942cd700e57d38473396ab3a0c45906a6ade282dc7f63647',
               'reports/archive/reports-2024-07-03-07.log': 'd37aa3763b4eae19e88872c26710a62f59b57226d0414244755e91b5aea7778a',
               'reports/reports-2024-06-09-09.log': '80677dc4e4b21abbe68947d07c962d7bb07ff8c5c018a4f41dd8fd3f9cf27dd7',
               'reports/reports-2024-06-21-00.log.gz': 'gz:cb9d4ed42352e8cd38f3b6cf020b94304f19d141d1ad02e645e6adc00dd3fa26',
               'reports/reports-2024-06-24-04.log.gz': 'gz:cb01f28ba188ed30ee42fae0cb55a1a0b7bf7177c381cfa32929d27a32c49697',
               'reports/reports-2024-06-27-12.log': '193d410d97d1eb8eda3e9d4c251b28848c5d56dc330174b02fc78c0778db4ec3',
               'reports/reports-2024-06-29-06.log': '569deaddfdfc7c1a57589ac57ec6cbf3ed880c3df651a934bd9eec358b97856c',
               'reports/reports-2024-07-02-young.log.gz': '800c19f0e31e761db6630e0100b3ffbb562fdc5ac40adf582b0f05b5d961dd2d',
               'reports/reports-2024-07-03 part5.log': '8a212e4e6d70ff83036439ab49405809658772e398ab4d3cdbbf366fb3786f98',
               'reports/reports-2024-07-03-08.log': '59f410a7d12242bda792e4ca43504eb5a5d964db738b60a8b782c9abddc12718',
               'reports/reports.pid': 'f1dfbbdc60c70b7f17c0f39151db0c4f6c65dd505e96c54532d2e956d7345782',
               'worker/archive/worker-2024-06-25-03.log.gz': 'gz:e6ce608303c303edfd61b01dfe3e20d91d70911226ff716f5c76106afb1514e3',
               'worker/archive/worker-2024-07-04-07.log': '62fc0bfeb5ef10f090322587c084db61db060e14cce5783b5f0ef8d9383152c0',
               'worker/worker-2024-06-11-02.log': 'cbf9d1b06ea36dcae9cb1f2bfd6441afc0c1454409963058e4e4c0a95c4011c1',
               'worker/worker-2024-06-21-00.log.gz': 'gz:99140c45efc5a435000d74e4e8ea9e95ebc7a6b3a73ef4d07d276d63e27f2142',
               'worker/worker-2024-06-25-young.log.gz': '15ec093e8fcef2e67ef1e5a39dda6c3e85827b71ba7ed4bf2f20b73657296ea2',
               'worker/worker-2024-06-26-04.log.gz': 'gz:fedb20d7aa43c8cad51efaa10f0f7afc0355df7b445bb4f5ca7a64c0809b1db4',
               'worker/worker-2024-06-29-09.log': 'd38290a57ef3bb58ce0ded03a3e04645bdfa4045da6e7c955f94831b8c495388',
               'worker/worker-2024-06-29-10.log': 'abc4ee88dda28d55cd7c9ffb77df5afb141546369112d2be88459334d8764dde',
               'worker/worker-2024-06-30 part5.log': 'd0609f1f3e30e74a6a664d6ce2b172b354fdf1a2b036e60c4560fd271b62a44d',
               'worker/worker-2024-07-03-06.log': '7a3545f32797d2a39c60316f5114520679a753576c45a7a5ce9900fd22c77dbe',
               'worker/worker-2024-07-04-08.log': '6b7f80ddeec6c133c55889d77ad73e5beebff813f9d989b8d8fc98dfae3aa6b3',
               'worker/worker-2024-07-04-12.log': 'ed4b9c363a4101e78df07305c264bf2c8f4d68321cdc7df1188b9f8194ea0782',
               'worker/worker.pid': 'a5cfd5ad812b672f363d1e13e1ce4a1893899d2064ed448240b0b02e5f04b247'}}

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
