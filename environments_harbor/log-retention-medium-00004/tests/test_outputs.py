import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/auth-2023-02-08-02.log',
                'auth/auth-2023-02-26-00.log',
                'auth/auth-2023-03-02-12.log',
                'auth/auth-2023-03-05-03.log',
                'auth/auth-2023-03-09-04.log',
                'auth/auth-2023-03-10-13.log',
                'ingest/ingest-2023-02-26-00.log',
                'ingest/ingest-2023-02-27-10.log',
                'ingest/ingest-2023-03-02-03.log',
                'ingest/ingest-2023-03-04-04.log',
                'scheduler/scheduler-2023-02-26-00.log',
                'scheduler/scheduler-2023-02-28-04.log',
                'scheduler/scheduler-2023-03-08-03.log'],
 'deleted': ['auth/auth-2023-02-21-11.log',
             'auth/auth-2023-02-25-01.log',
             'ingest/ingest-2023-01-23-02.log',
             'ingest/ingest-2023-02-24-01.log',
             'scheduler/scheduler-2023-02-25-01.log'],
 'remaining': {'auth/auth-2023-02-08-02.log.gz': 'gz:f011205c9bd4eff322017e463e3bf77cb424f71b74fa2fa65907480d4486ec18',
               'auth/auth-2023-02-08-10.log': 'aee4b8805cd8fdf640728eb943b9f73a5adab7a2261d0fea7ffd9faed55b6792',
               'auth/auth-2023-02-26-00.log.gz': 'gz:003d00169bad92616ba1d4fef08d8862bd8c8e8173b187116f2c08351f180d27',
               'auth/auth-2023-03-02-12.log.gz': 'gz:6ae2e69f261edeaebec9a9e01e4d4eec74f0984ca226f2edcae16fdbc160f55e',
               'auth/auth-2023-03-05-03.log.gz': 'gz:81c0c818dc9a69798a68467a5ef543e6d21894c5418db1052637e05079bdcb73',
               'auth/auth-2023-03-09-04.log.gz': 'gz:bd0d989d99a7064863ebd7a4c08874e005382ba59043bc0c95f38a74c2e69e27',
               'auth/auth-2023-03-10-13.log.gz': 'gz:a22b13eb333dede2af4bea37332f15a67c3a9054df010472587cc7734653717c',
               'auth/auth-2023-03-12-05.log': '25e2e3f3089538961cb136eb702bb9174953f6ae2a8655b6414d24fdae258ba1',
               'auth/auth-2023-03-12-09.log': '1d44f3a92a7830f1493cd26000f605fa6f74a36f4bbc5a86d895bca67e0960e4',
               'auth/auth-2023-03-13-08.log': '4f477d444d732e08426540c7bf2f558829ebdcbc870b718cff8f89011aabe57d',
               'auth/auth-2023-03-15-06.log': '14e91e94fc8f0b1fe4d716a80592923a1c5ad4ff997a1b4079ebe23cb8161be6',
               'auth/auth-2023-03-16-07.log': '2a3bc550a9e7d9a1b6d795cc64ce1c7e0e166d6f5aac4bf8db926aecd2e663c2',
               'auth/auth.pid': 'a5bb13502b293290d56cfe71f73b10c8e5bf87f1cadc0ef51a5b4940f58dc743',
               'ingest/ingest-2023-02-26-00.log.gz': 'gz:82b8458a6f85c9c02e0c181640a87ffbc6cdfdb75e757b3f3d5870242ef21e6c',
               'ingest/ingest-2023-02-27-10.log.gz': 'gz:b8b24fdc503f53712d25f5d482adc659d02cd8ad8a94058f83e770bde0acdcd7',
               'ingest/ingest-2023-03-02-03.log.gz': 'gz:18dfe74812cd41644126db75673c223f44758973d4550e763db6471915bb6656',
               'ingest/ingest-2023-03-04-04.log.gz': 'gz:a3937b289f12289403b6ab4f32545a15da718295b445a0c7dac951c2eeef44bb',
               'ingest/ingest-2023-03-12-11.log': 'c34718ec3b7cb61c20f137a7f595ac268d6ae783be2c5ce4bc2d79ed0679ca57',
               'ingest/ingest-2023-03-13-09.log': 'cd255e81d90ce435868c81abc653787fb303246b36660b6ec682223bc383b713',
               'ingest/ingest-2023-03-14-06.log': '90acb405f0851ab40a2e19216f7ef56199e81ec205ed2fc63bfaeda3385898f6',
               'ingest/ingest-2023-03-14-07.log': 'd5c28769e9d45dbc72434f7bddb17d0fed4388c52fa63932b1f2ed7e39c888e9',
               'ingest/ingest-2023-03-14-08.log': '6891d1903a3eb95d6549c14c7b1efe858c6c0af3c1d974a122e71d3c9277cf8c',
               'ingest/ingest-2023-03-15-05.log': '4bc83949a44d3dc307c884595f789864189e04c4ecec5dcea6c85a26c4b006a5',
               'ingest/ingest.pid': '576ca171d073e05e21f82101b2dc1bae539870aa593acd4408e5eaf569ec24d4',
               'scheduler/scheduler-2023-01-25-02.log': '20f1cb9d2444ff00e61a87fe2cac4ac2a463c94ca2d080e8cf7ab91d3685acaa',
               'scheduler/scheduler-2023-02-26-00.log.gz': 'gz:42bb895bafbf574bd46be60800bea4b2077d92c310baa64c5475924c29afb7d6',
               'scheduler/scheduler-2023-02-28-04.log.gz': 'gz:919529843c0f848195188385309f7746be6eeab7f305084b03fa8ea765540138',
               'scheduler/scheduler-2023-03-08-03.log.gz': 'gz:5e00d6b531c624a4e841d4629bb2c79b4f77199f5d9a4956ad8c17e55e358743',
               'scheduler/scheduler-2023-03-14-05.log': '38e1ef62a9ae6cba447919c50b975d45582565cef4f11bd254c4000d7b7ac9fc',
               'scheduler/scheduler-2023-03-17-06.log': 'e2ba014af8c2bc4789120d24f2a7a22ada12ff4d7275cb3664c94e396ca1a1c3',
               'scheduler/scheduler-2023-03-18-07.log': '123485076b73d19d233cd4638ae1ca9b589dbd119f1519aac438e0473ea7b73e',
               'scheduler/scheduler.pid': '8a22be8e728179095e7a85aa314d3837ec64d5e7f2f255233d249c0611ab491c'}}

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
