import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/archive/auth-2023-06-09-03.log',
                'auth/auth-2023-05-29-00.log',
                'auth/auth-2023-06-10-04.log',
                'billing/archive/billing-2023-06-09-03.log',
                'billing/billing-2023-05-29-00.log',
                'billing/billing-2023-05-31-04.log',
                'billing/billing-2023-06-02-09.log',
                'gateway/archive/gateway-2023-06-11-03.log',
                'gateway/gateway-2023-05-06-02.log',
                'gateway/gateway-2023-05-29-00.log',
                'gateway/gateway-2023-06-08-04.log',
                'gateway/gateway-2023-06-08-10.log',
                'scheduler/archive/scheduler-2023-06-09-11.log',
                'scheduler/archive/scheduler-2023-06-10-03.log',
                'scheduler/scheduler-2023-05-29-00.log',
                'scheduler/scheduler-2023-06-01-09.log',
                'scheduler/scheduler-2023-06-01-12.log',
                'scheduler/scheduler-2023-06-07-04.log'],
 'deleted': ['auth/auth-2023-04-19-02.log',
             'auth/auth-2023-05-01-old.log.gz',
             'auth/auth-2023-05-28-01.log',
             'billing/billing-2023-05-21-10.log',
             'billing/billing-2023-05-24-old.log.gz',
             'billing/billing-2023-05-29-01.log',
             'gateway/gateway-2023-04-24-old.log.gz',
             'gateway/gateway-2023-05-27-09.log',
             'gateway/gateway-2023-05-28-01.log',
             'scheduler/scheduler-2023-04-27-old.log.gz',
             'scheduler/scheduler-2023-05-28-01.log'],
 'remaining': {'auth/archive/auth-2023-06-09-03.log.gz': 'gz:bda78ba27c510e7a657cde2f71f952cad40542c729b1496c1190c961d7a1cd27',
               'auth/archive/auth-2023-06-16-07.log': 'ea75744f113c8f64ac94ac54222938febd0a02812d45e8956dde8e4092d6720e',
               'auth/auth-2023-05-15-09.log': 'd07e762933663ab30779e3b5e31baedb197854ece3c96ad68a0a9082f85918f4',
               'auth/auth-2023-05-29-00.log.gz': 'gz:38b3ab9c43fed44392c82ec05266e2365aa64bf99f3369242df83e3667805590',
               'auth/auth-2023-06-10-04.log.gz': 'gz:6656f023109f8510c2f04f41898489c97332755044e60ba5d8e4d25e7a38cf9c',
               'auth/auth-2023-06-14 part5.log': 'f2f83692ea222271281040ef0223ade3bf3852f324164e8132a3c6d699cf9cb6',
               'auth/auth-2023-06-14-young.log.gz': '4f666c57f62bfb9f4578c445e1040c273fae8411837ae80730d3f0d4507bdecb',
               'auth/auth-2023-06-16-08.log': 'c6270acc77f8f42f279c925d00dc16d2217f39f8621396dcc07cf92d1bae048a',
               'auth/auth-2023-06-18-06.log': 'a31da64b0706fbe6e9c9a456c3a0836e2432cffd52b8cc35972fb6d832a43f1c',
               'auth/auth.pid': 'b9dcbb46d9deaaa3c92d5899891269b8fb25ffb7e3f63057d54653556d811da5',
               'billing/archive/billing-2023-06-09-03.log.gz': 'gz:e6972379c8834a0e78e19da926bae08537cf0ec34e63b9ccfa1da4db380e23a5',
               'billing/archive/billing-2023-06-19-07.log': '8be281e0c0f6777a0ba2c99d28be0e4c25c4f688b0c5ec121926b6f47360cc1c',
               'billing/billing-2023-05-19-02.log': 'db3eb8a0488569f922589b514cb973d506b0f7416d3aa0b5d4620b168428d139',
               'billing/billing-2023-05-29-00.log.gz': 'gz:b19acf6fe69f66c158726d05ffeb170a6ccac5111b6cdc532c0e655f8aa0c597',
               'billing/billing-2023-05-31-04.log.gz': 'gz:283c19ee13f4117a029889b023cd55e79f8d5d51341c43c32622b189b5dc5058',
               'billing/billing-2023-06-02-09.log.gz': 'gz:9b707d493a42b9832e8fbfbf5f55c8e9d014379ef580f0b6c5d29ebd9d8912c8',
               'billing/billing-2023-06-08-young.log.gz': 'bd00ca4d042d372ad5e88828dc93fa88f16d6ff9bda3dd524334266e4185b5dd',
               'billing/billing-2023-06-15 part5.log': 'ab47c0657634a989d147609d077fb46565a9d379b1d86ecb16e8d5262fb4b714',
               'billing/billing-2023-06-15-06.log': 'f073ebcc5db5b30d95b3958a6af079164ca3d336974974dd100a965932b27632',
               'billing/billing-2023-06-19-08.log': '211a187956dce7bc5d12d6f5d22aa4ef83887bc9ee37cc55d8b9783ada1e9006',
               'billing/billing.pid': 'e595be81bf15aa95763adb4fc0ba525bbed1971cf5fccdf3a946cd37025fb2c9',
               'gateway/archive/gateway-2023-06-11-03.log.gz': 'gz:150ee3012b453a3d52bc4526e1e4da986995b099addd68cf1dd454241977c546',
               'gateway/archive/gateway-2023-06-14-07.log': '56ef431d727b03d26471d3208ef98cbc1fa1cc000350c0b999959f2e2d1b2790',
               'gateway/archive/gateway-2023-06-18-11.log': '8345f7004e7773653a39a2ffdd11e814715cd451f81a48735614f2eafc76e7a9',
               'gateway/gateway-2023-05-06-02.log.gz': 'gz:c5c097c8c9a29106966d33cdfa264dbb756d3e60b6e55ce8945f4336800b94b8',
               'gateway/gateway-2023-05-29-00.log.gz': 'gz:72b41b7cc60787df565276dc4dbbff372beeea151d0eac62b3a24ed73b149a29',
               'gateway/gateway-2023-06-08-04.log.gz': 'gz:68c2240af59dbbd9c6e0b769249975e5f5f6279efbca072cec8d94204b41d814',
               'gateway/gateway-2023-06-08-10.log.gz': 'gz:4011546cfbf374d7c0cdc422be8741d3dbd48ed9c089b6cab58268ae3855fe75',
               'gateway/gateway-2023-06-12-young.log.gz': '5d40313fbb3358e851a1bbf5515ba8c0e27da06b64c97afa1a0b30ed3a46cefc',
               'gateway/gateway-2023-06-13-08.log': 'a7fedc8f81640a06a126c33db0370bc48b0f19cde332d916d2e6d1757aa4f666',
               'gateway/gateway-2023-06-15 part5.log': '2c584c59c91256c62580296f40473d179d9325adeb76108d08f713928a096b7c',
               'gateway/gateway-2023-06-17-06.log': 'be40d9c491ddef11e6fe2b60eef0a87abf757fe836c2ee61e3a3117d118d8ef8',
               'gateway/gateway.pid': 'b9e5493c336f7e9a1c21cb7721aba12916d0eb78723c804d625c347cdd38d5f0',
               'scheduler/archive/scheduler-2023-06-09-11.log.gz': 'gz:a771c77427aec0890d706f3b8816c704979b1b9cc3654a392c981f85de4faf02',
               'scheduler/archive/scheduler-2023-06-10-03.log.gz': 'gz:67c430c9d41922682711de369617054082d0fb899e9f0845afe6a506b1bce98c',
               'scheduler/archive/scheduler-2023-06-14-07.log': '951eb53527be196971b9902dc4e13699ec0aed9b1bc83d707a646800c9996535',
               'scheduler/scheduler-2023-04-13-02.log': 'eabb44be2641d8d78fe7781f959520c620f1c4076a2ac9f1f70be8e8e8054433',
               'scheduler/scheduler-2023-05-29-00.log.gz': 'gz:7280fee96e75a23654d279a1da837aa05931ddf9583521ffe2c5b1b9d2ccab7d',
               'scheduler/scheduler-2023-06-01-09.log.gz': 'gz:c263f854ec27355837de727a7e7d7f68730b5cf8d8e5cdf339a90e28ccbf9894',
               'scheduler/scheduler-2023-06-01-12.log.gz': 'gz:43d43f22d7004eb398b1cd24e7fec01429d35e0f4910c7a447add556cce7aea8',
               'scheduler/scheduler-2023-06-02-young.log.gz': '7a046352566dc2cd4ac0bef192e7346d5827c32b133e257bc8c60a442defda43',
               'scheduler/scheduler-2023-06-07-04.log.gz': 'gz:809564dd383f04c3f5c26712722ede26843048ba82f2edddfdc7667a8ba95625',
               'scheduler/scheduler-2023-06-13-08.log': '5b3e6493fcb7a63c5bfd31802b673969b4a04f88ee7d7d962a40117d5d035526',
               'scheduler/scheduler-2023-06-13-10.log': '507dc1333d382370d0fa6d9594fd444e29e9658ea69895b7dd873bca562099d0',
               'scheduler/scheduler-2023-06-18 part5.log': '521fff4677896362b9347035c2a140f5ef42832319a728dcdb85235b3cb628e7',
               'scheduler/scheduler-2023-06-18-06.log': '1991d30f8d2098fec41f41d5dc67a8fe67a963d23322f5128650836b4c7a213f',
               'scheduler/scheduler.pid': '011bcbc9e92893348153fc19f67dbc4105ab84e6732011d4b284fae3c4b3a86f'}}

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
