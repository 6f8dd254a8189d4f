import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/auth-2022-10-10-00.log',
                'auth/auth-2022-10-16-03.log',
                'auth/auth-2022-10-23-04.log',
                'gateway/gateway-2022-10-10-00.log',
                'gateway/gateway-2022-10-12-03.log',
                'gateway/gateway-2022-11-02-04.log',
                'scheduler/scheduler-2022-10-09-00.log',
                'scheduler/scheduler-2022-10-18-03.log',
                'scheduler/scheduler-2022-10-23-04.log',
                'scheduler/scheduler-2022-10-26-09.log'],
 'deleted': ['auth/auth-2022-08-19-02.log',
             'auth/auth-2022-09-22-10.log',
             'auth/auth-2022-10-09-01.log',
             'gateway/gateway-2022-10-09-01.log',
             'scheduler/scheduler-2022-09-27-10.log',
             'scheduler/scheduler-2022-10-09-01.log'],
 'remaining': {'auth/auth-2022-09-24-09.log': '3324ae1a8703ff0f68bc5d31643591a35f39c214c6a83e992b135330669803cd',
               'auth/auth-2022-10-10-00.log.gz': 'gz:5b349eea6e416e4c6d89dad434120949d3efb0943585f697f841951fca847d6e',
               'auth/auth-2022-10-16-03.log.gz': 'gz:c1c185adb81eaebd0b8460fbafd80ef481f54c2b08e4b715f9af4c8c0ef11260',
               'auth/auth-2022-10-23-04.log.gz': 'gz:3d59f319379b6c2b983f00ced88e8a66f2efde8e0c93c0e71baf18c4b3ab84d5',
               'auth/auth-2022-11-04-07.log': '7f0cf19a54de903efab1b2eeff6be3d6fead46f113e0dd206ee7674737e2f7af',
               'auth/auth-2022-11-05-05.log': '29c12c73f1a5d27c14ebff7b7a99381c9f5e47135c36c0572bb5e0dbb571376b',
               'auth/auth-2022-11-06-06.log': 'f2fa97ff258ccf15729c5a024bc08a83de478c8ae3e0b3ae4842fb2f286e9600',
               'auth/auth-2022-11-07-08.log': '6e342611e2ba239336f28dc99fe581082a0f421b0595338cc857a78ca3998093',
               'auth/auth.pid': 'af250e83ad1db1a5120fb2903168dbdfe1f99eb9799177e050ab44392874916f',
               'gateway/gateway-2022-10-03-02.log': '9a658c47a019bb9a893cfbc5a7b7d283c281efcbbedfa1c0210b49507894f9f2',
               'gateway/gateway-2022-10-10-00.log.gz': 'gz:827df0f83a5fe19fcfc63021fe4515f01f770770f3c7712c1baa6d40a660a85a',
               'gateway/gateway-2022-10-12-03.log.gz': 'gz:b0e11f7591069948d68c88449d697485085c9905f3e0244d129919ec1f248e05',
               'gateway/gateway-2022-11-02-04.log.gz': 'gz:1aa230ace2f9d3e5fc7cff92e8dc2eea5de4d51a0116fbfa0976825ce1ce9470',
               'gateway/gateway-2022-11-04-08.log': '888a6c836bf7370b459f1e1a292046584a6d54f3270ecc87c83e71f197d238d9',
               'gateway/gateway-2022-11-05-07.log': 'f45517eb9ed460cf6d7f4d36bdfcf30e51a91fc43bc8d7a198d4068b66bc3de4',
               'gateway/gateway-2022-11-07-05.log': '8f7d52bb8e83942ba5db503ec11db11326b6c3c494df07fd7469bea658e81ed6',
               'gateway/gateway-2022-11-07-06.log': 'f3d8cc762cf1067d50d2bbc9fc95bed55448283613244d39fdcc49b7c6048af9',
               'gateway/gateway.pid': '9dff7b77afda8cf32d124c41206363c8bb036f5999355c4a68b74615facdce34',
               'scheduler/scheduler-2022-08-23-02.log': '23eb12423c3c5351c03035a17f1e5faa740e4826c4047e354e60933fe9901e63',
               'scheduler/scheduler-2022-10-09-00.log.gz': 'gz:f9b091e9ee55bd8d567097207974ed123a6ac998a8b072e3ef2b6c676e04955d',
               'scheduler/scheduler-2022-10-18-03.log.gz': 'gz:6540bb09c286463ed4f46ec8e036ce5ac64e551af23edde6270a07f0c9f61c27',
               'scheduler/scheduler-2022-10-23-04.log.gz': 'gz:e833d256e135ce03d7ad8f8389607ac5bb173ea42790c5fe5cd27d1560270e8a',
               'scheduler/scheduler-2022-10-26-09.log.gz': 'gz:faba9eb59f63121c1abed0c0269de2e9f21aef1c67c75a134d15a841a2988640',
               'scheduler/scheduler-2022-11-04-07.log': '89a63c52db686fb7db44102a3a5984b4ba681980396c4729fd1b979989808cff',
               'scheduler/scheduler-2022-11-05-05.log': 'b891c0cac789dba82f5589566a0d03f576a21a6bb8594906bb64b1d6409c1ba7',
               'scheduler/scheduler-2022-11-05-06.log': '612c1577ba171d9e3468abadf9d0073412fb0cced8ab766d0d1b0e270a2826eb',
               'scheduler/scheduler-2022-11-05-08.log': '15f79837130048d6646af96e52468335518bfaf600f5c9b76e4660b360ec6d7a',
               'scheduler/scheduler.pid': 'fc19569c8bc8e23278fb1deb8399d4cb3f5d2d5952d605e9c34d08786078c078'}}

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
