import gzip, hashlib, json, os

EXPECTED = {'compressed': ['billing/billing-2024-05-05-00.log',
                'billing/billing-2024-05-05-09.log',
                'billing/billing-2024-05-07-04.log',
                'billing/billing-2024-05-13-03.log',
                'billing/billing-2024-05-14-13.log',
                'reports/reports-2024-05-04-09.log',
                'reports/reports-2024-05-05-00.log',
                'reports/reports-2024-05-07-13.log',
                'reports/reports-2024-05-11-03.log',
                'reports/reports-2024-05-14-04.log',
                'scheduler/scheduler-2024-04-22-02.log',
                'scheduler/scheduler-2024-05-05-00.log',
                'scheduler/scheduler-2024-05-09-03.log',
                'scheduler/scheduler-2024-05-10-09.log',
                'scheduler/scheduler-2024-05-14-04.log'],
 'deleted': ['billing/billing-2024-04-28-12.log',
             'billing/billing-2024-05-02-11.log',
             'billing/billing-2024-05-04-01.log',
             'reports/reports-2024-04-12-02.log',
             'reports/reports-2024-04-27-12.log',
             'reports/reports-2024-04-29-10.log',
             'reports/reports-2024-05-04-01.log',
             'scheduler/scheduler-2024-04-25-13.log',
             'scheduler/scheduler-2024-04-29-10.log',
             'scheduler/scheduler-2024-05-04-01.log'],
 'remaining': {'billing/billing-2024-04-10-02.log': '04c5c6436385ba191d6f4f94f87cf2599a789813e2cc22e36cf98be3c0e4e481',
               'billing/billing-2024-05-05-00.log.gz': 'gz:bb6a67414e8a6e20d58cc7fa4222fea599367f975a65defbe448d5fcdff5646e',
               'billing/billing-2024-05-05-09.log.gz': 'gz:4341b80c3f29731d80fc4da134546530740202ebabc6b63c9115130a29196ba7',
               'billing/billing-2024-05-07-04.log.gz': 'gz:0b4e2bec6faaaca7d17e281fdb5bc497afc4b8eaa375e6f84616df0275d70067',
               'billing/billing-2024-05-13-03.log.gz': 'gz:449a7ee2266fd88602e44d8c9fa8f08eb0c79659ca45f02e6be1c113dc35e9b0',
               'billing/billing-2024-05-14-13.log.gz': 'gz:25a5e39e7d19ae44e4a2dbe78059acdda370079278bea37a426f8142d26bbe9f',
               'billing/billing-2024-05-16-05.log': 'bf6d118fb85e6b84ea37d561186d59f92ec72d4c47cf1e93ed37b63d8061a0c2',
               'billing/billing-2024-05-16-06.log': '67c5d565a8b971982ad6c4d2e693c9abc1e2bea8c042ca2e4276a067e8b133f4',
               'billing/billing-2024-05-16-10.log': 'd3d3a445f59c1f15a7cc6cc0820903c53c88aa440083d2e6cccb9f19b1d86067',
               'billing/billing-2024-05-17-07.log': '6658ef3fe27daf536ce4a954b469b8e06982d464d53bc85141b796ea4939335b',
               'billing/billing-2024-05-17-08.log': '044d6707be595176bb88f0690166ce847d80fd7bf438411fb6d195dfa91b706b',
               'billing/billing.pid': '904fad00431880dd71adef88ea5830252cfd4bcc405ed7842e88a31de9fcf6e1',
               'reports/reports-2024-05-04-09.log.gz': 'gz:0a695f2bbcab3b4c1b8774064b20b72d3c3e2c4822fd5be884ec6712d885dd4e',
               'reports/reports-2024-05-05-00.log.gz': 'gz:3c9dc95caf62b8c7161d3bff22b4dc82e7a2032cf67498154367b3540f863473',
               'reports/reports-2024-05-07-13.log.gz': 'gz:8b49163c744e614d160db1ecab6a1dcb9330fd61cc045b1f4e60c7104849c26a',
               'reports/reports-2024-05-11-03.log.gz': 'gz:330c38517f523f77e78313404c4de603a36c05596e1ae54b923eb36f78c674b9',
               'reports/reports-2024-05-14-04.log.gz': 'gz:7394be7ec17387eac342f83f6befe36f00d773892d28cd215909d44c47894cf8',
               'reports/reports-2024-05-16-05.log': '9f26aa62b81d64be152192dce92e585d7e556b41c76e74725e9a79a775d410e5',
               'reports/reports-2024-05-16-06.log': '180a81a30e253634e6111bcac99e1f3044aa2871880364d916e60778c292c5cd',
               'reports/reports-2024-05-16-07.log': '535a88b486f988af5b529a92366204f9f04b59a817d787c3bdfa801923647b8c',
               'reports/reports-2024-05-17-11.log': 'a35d0110620874f2ba3c8d8ee7344bbf75c6c5968eac4a287b61a21ae3b5b55e',
               'reports/reports-2024-05-18-08.log': '742205e9fb85828f10e606332108c4680905b88daa679bf316cb043f79f2047f',
               'reports/reports.pid': '1ca032e4df02a397b05d7e9325022c98b06fb3555835b16ec1d67161ca8396ac',
               'scheduler/scheduler-2024-04-21-12.log': '8f6fa7b446b2e640f9e1914d15b6e1293bacbea796d344e5cba0972cd7636293',
               'scheduler/scheduler-2024-04-22-02.log.gz': 'gz:a77dfec5b8b3e847d300e3923c407d7ab3beaf79537ed5e591226386a5afa42b',
               'scheduler/scheduler-2024-05-05-00.log.gz': 'gz:28ce43453e85badd264f164c87636c42b9cebbb13de38e399bfa5e4e06c7effa',
               'scheduler/scheduler-2024-05-09-03.log.gz': 'gz:a81243c4cb68592ad2ce374d2c3f4b7d77dbd6303de11e15fc87cbaf6a24c876',
               'scheduler/scheduler-2024-05-10-09.log.gz': 'gz:1bac0c0ac998c90022e5a4662902c8e80484e1da5c243ab36dfb904e7d6a4f7b',
               'scheduler/scheduler-2024-05-14-04.log.gz': 'gz:f4d807075fb89c881b1d67c1f4469cdd751299ad85183936ff8f592ce81fc155',
               'scheduler/scheduler-2024-05-15-06.log': 'a4b133425579278c75feda4773c4c8b3a377e277338e3f492257ee7bef278e1a',
               'scheduler/scheduler-2024-05-16-08.log': 'd050425c3e8217135bb75892e074e6c81e656e4cf0698996ef98476fd2aaec8b',
               'scheduler/scheduler-2024-05-17-05.log': '2eb2a3b1fac6f0e434e613be3c864af6258616803d83b0bba7ec2e91c54a60ab',
               'scheduler/scheduler-2024-05-17-07.log': '8d58696865732677bfdc88043bfa94ffc9c217ef7d96bf64bc9ca4e195837823',
               'scheduler/scheduler-2024-05-17-11.log': '6a2a8858106e1fc3d7c06a023f99d1dae3f9c9cb0ebc50a03d0514c56f044167',
               'scheduler/scheduler.pid': '1f20a50bccc7bc550ad18fe7b205dd419f706ae8593c804b6b866d2ca0e92ce4'}}

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
