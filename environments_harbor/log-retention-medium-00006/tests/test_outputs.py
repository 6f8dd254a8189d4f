import gzip, hashlib, json, os

EXPECTED = {'compressed': ['billing/billing-2025-10-13-00.log',
                'billing/billing-2025-10-26-04.log',
                'scheduler/scheduler-2025-10-14-00.log',
                'scheduler/scheduler-2025-10-19-10.log',
                'scheduler/scheduler-2025-10-23-04.log',
                'scheduler/scheduler-2025-10-23-09.log',
                'scheduler/scheduler-2025-10-28-03.log',
                'worker/worker-2025-10-13-00.log',
                'worker/worker-2025-10-16-03.log',
                'worker/worker-2025-10-24-04.log',
                'worker/worker-2025-10-29-09.log',
                'worker/worker-2025-10-29-10.log'],
 'deleted': ['billing/billing-2025-09-07-02.log',
             'billing/billing-2025-10-13-01.log',
             'scheduler/scheduler-2025-10-03-13.log',
             'scheduler/scheduler-2025-10-06-12.log',
             'scheduler/scheduler-2025-10-13-01.log',
             'worker/worker-2025-09-01-02.log',
             'worker/worker-2025-10-04-11.log',
             'worker/worker-2025-10-13-01.log'],
 'remaining': {'billing/billing-2025-10-13-00.log.gz': 'gz:39faac3dca3abb0ba406ee76ff3db6ed55af07a56d7f5459a30d2559fd09d618',
               'billing/billing-2025-10-26-04.log.gz': 'gz:4441582f7a5d04267535a6353885c252148428b694950d9c9f3b34d6bc4952b3',
               'billing/billing-2025-10-27-03.log': 'f4c2c5cf52652e72bf75322ef4c71a1a778b8de3886d9ebdbc6f4be1d24a0735',
               'billing/billing-2025-10-30-05.log': 'c77ac57675c1e99449de8a33347a5fd98fe17927ddb0d33d11a14e74a42759ca',
               'billing/billing-2025-10-30-06.log': '0fc5fc89dcc1e9286451ff02e97ec85d6fbe1a7fe5f0dc418d867acecd6a3583',
               'billing/billing-2025-10-30-07.log': '06efaf85eebbbfab853118182fd02cc2688125d0e11661b4f8652f3bc7560f97',
               'billing/billing.pid': '903b81fe5801473e409eda84ad1eaa1cfbfef50953f0664943de9fec7e54acf6',
               'scheduler/scheduler-2025-09-09-02.log': '87d9ecc628e21dcd7f38850d5bed2b083d433a7c7714e76e714ff388ffbc4b4d',
               'scheduler/scheduler-2025-09-24-11.log': 'fc1208e549744118792438e5c038724dd417069718a9be84c4c1e9ef99b4840b',
               'scheduler/scheduler-2025-10-14-00.log.gz': 'gz:7eb3eda46a32307205aa804c9d01ab53b70c570dd3de0365aa98e21afe38c507',
               'scheduler/scheduler-2025-10-19-10.log.gz': 'gz:b51104bb487d7db62408ee38b416c200ef5d42580be9bd8bcb8018c865f732e3',
               'scheduler/scheduler-2025-10-23-04.log.gz': 'gz:245b18dcdc8b5c7d1ca545e7672b4bc37990f3ca990025018df863911e106e27',
               'scheduler/scheduler-2025-10-23-09.log.gz': 'gz:65647afa62def975740527e0eab769d3bd5f81542e386b413023ba1e2a03734b',
               'scheduler/scheduler-2025-10-28-03.log.gz': 'gz:ca388aca22b4839a242e6b1db9485bbc99608cab85786f94ec16e7f187d263d3',
               'scheduler/scheduler-2025-10-30-08.log': '7eac622aa8fe8ad57eb0061a42a96980cd15b6c59e063b73278cae8e8e830a32',
               'scheduler/scheduler-2025-10-31-07.log': '741204aa56f3dfac399f2c00caf0278731213bd8dcc9317fa62f37da8708bd9f',
               'scheduler/scheduler-2025-11-01-05.log': '8e2bcd8643462fd81cd1bd630d8e49695db40107bac1eefe4325a4b66baeb174',
               'scheduler/scheduler-2025-11-02-06.log': 'b988cc03e5bd18ce22782c404fa3b304240de53a8ee598dfe8886588d243580d',
               'scheduler/scheduler.pid': '05dcab132adb0b2eef03925843ade477c11413fe4727cb060f3666b213db50d1',
               'worker/worker-2025-10-13-00.log.gz': 'gz:149416bfdf0f51833a4b59a856f7d2e4a6d3b2bad8bdad9f7e6bed41b506e4da',
               'worker/worker-2025-10-16-03.log.gz': 'gz:cc365586275b33c3f8c3707278a64112945997274f4cd119db6cf6f06ddf2af2',
               'worker/worker-2025-10-24-04.log.gz': 'gz:11765f5287a8fc05d8e93388d964904f609eb1fa24ae6df06628912976f126b2',
               'worker/worker-2025-10-29-09.log.gz': 'gz:5915cad4e3d586033ec1b70df12d20d39b968cac27122552a017df80cfc5b328',
               'worker/worker-2025-10-29-10.log.gz': 'gz:5f5486e8432a1b954b7131558a23e123a94a11e412488f139090053333c1bed5',
               'worker/worker-2025-10-31-06.log': 'e82bf977b8c006407e707a03a62d34920ca4717cee56af4b088c689eb7a30d16',
               'worker/worker-2025-10-31-08.log': '4eb1d9d2fb18284fe73705e2dcc411b6ae1beab3432a3b33add303bf9dadcf9f',
               'worker/worker-2025-11-03-05.log': '8d33babf349ec1f70a7079fc4a20bd654fdd2a2cecc9d67e523038ef70002c6a',
               'worker/worker-2025-11-03-07.log': '10d0db4d788d9e7e46d941ea3d8596e641a37aebd87ce22704b4c0af59999ef3',
               'worker/worker.pid': '3006997cd089697685d8e6d0fa30db7460d86973b508a9e4a1bc29143aa226d6'}}

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
