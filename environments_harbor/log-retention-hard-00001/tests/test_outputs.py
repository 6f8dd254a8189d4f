import gzip, hashlib, json, os

EXPECTED = {'compressed': ['api/api-2025-01-15-00.log',
                'api/api-2025-01-16-04.log',
                'api/api-2025-01-29-10.log',
                'api/api-2025-02-10-13.log',
                'api/archive/api-2025-02-02-03.log',
                'gateway/archive/gateway-2025-01-26-03.log',
                'gateway/gateway-2025-01-02-02.log',
                'gateway/gateway-2025-01-16-00.log',
                'gateway/gateway-2025-02-05-04.log',
                'scheduler/archive/scheduler-2025-02-04-03.log',
                'scheduler/scheduler-2025-01-15-00.log',
                'scheduler/scheduler-2025-01-26-04.log',
                'scheduler/scheduler-2025-01-30-10.log',
                'worker/archive/worker-2025-01-25-03.log',
                'worker/worker-2025-01-15-00.log',
                'worker/worker-2025-01-19-09.log',
                'worker/worker-2025-01-27-04.log',
                'worker/worker-2025-02-07-10.log'],
 'deleted': ['api/api-2024-12-07-02.log',
             'api/api-2024-12-21-12.log',
             'api/api-2024-12-30-old.log.gz',
             'api/api-2025-01-07-09.log',
             'api/api-2025-01-14-01.log',
             'api/archive/api-2024-12-26-11.log',
             'gateway/gateway-2025-01-05-old.log.gz',
             'gateway/gateway-2025-01-15-01.log',
             'scheduler/archive/scheduler-2024-12-29-11.log',
             'scheduler/scheduler-2024-11-20-02.log',
             'scheduler/scheduler-2024-12-27-old.log.gz',
             'scheduler/scheduler-2025-01-09-12.log',
             'scheduler/scheduler-2025-01-14-01.log',
             'worker/worker-2024-12-24-old.log.gz',
             'worker/worker-2025-01-14-01.log'],
 'remaining': {'api/api-2025-01-15-00.log.gz': 'gz:3254f56f305793ac688187d9ffc28413c74f8f8af7826f627336283374153df7',
               'api/api-2025-01-16-04.log.gz': 'gz:8300ae8888f8f7db10e69eb616dea1e8963b11248616b5a89baa27a4c0dcb72e',
               'api/api-2025-01-29-10.log.gz': 'gz:7629329dbd50c4d3dab26f72a0f7d2a9f56b938209d88b48cf02e679eed333d8',
               'api/api-2025-02-03-young.log.gz': 'd81dfca89dabce8c9c4c68cb185463acdf85f0f32f1fd62d4ca6fb336dcf33a7',
               'api/api-2025-02-10-13.log.gz': 'gz:e3baa4741923e26df2323f64ebd7d8b6cef24234f103343efb4a8eacfead0ac0',
               'api/api-2025-02-11 part5.log': '63f979cca30714adeea9848e084f2ef40221033c167fe0592428b8bce68d231c',
               'api/api-2025-02-12-08.log': 'f38de0e0ca94c37067605f9aca317cfb2d7b305e906b7f84eeb8282677c3917b',
               'api/api-2025-02-14-06.log': 'f1c7e05a1d8fc51cd793259a096397a2c94c3d9306a0d6241c59b4f577e1ac71',
               'api/api.pid': '4139ca27433ba312977c9da8f374f5e3f45b0e12a7d0971a970644812dd581ac',
               'api/archive/api-2025-02-02-03.log.gz': 'gz:e04c0881a5cb8cc1064c7ce3afea0d6f434845efde381fde7c059f5c6265a7ea',
               'api/archive/api-2025-02-14-07.log': 'a760b167e0b3e7584a5105a61822c249d6795501f37f5e9bb76dabaaf21a7e24',
               'gateway/archive/gateway-2025-01-26-03.log.gz': 'gz:e1ede1942a74fba210acce3b341c82693ae81f2d2205da968b2b7a153fa58c34',
               'gateway/archive/gateway-2025-02-13-07.log': '26b45704d699e2d4f7868ac0b7dcd53dd9080185ddaf426ef354b45e5cca5e5f',
               'gateway/gateway-2025-01-02-02.log.gz': 'gz:727075c348e7d31f75961a0ca1e92301205a4b42a2bc9272fbfa42f288a94b46',
               'gateway/gateway-2025-01-16-00.log.gz': 'gz:f87c423f3511b4fb8eb2a44068f48acee761466519feeace3f0cff581cb3c735',
               'gateway/gateway-2025-01-28-young.log.gz': '76b970e2c42a6af98a809d1f7d395d637f29472a4e466ad1b820314c9b544130',
               'gateway/gateway-2025-02-05-04.log.gz': 'gz:d28921df662f07b245a95b62363e22300a619865b067f83f72c7b7dcbf446409',
               'gateway/gateway-2025-02-12 part5.log': '4a44f5447889909f34c7b9c8f8c79a0171d924293874912420c63427d1c3e9ee',
               'gateway/gateway-2025-02-12-06.log': 'b1fb6bbea086807f02a9db9110a59e1eccd476f54b34fac8bde418e9093b0727',
               'gateway/gateway-2025-02-13-08.log': 'ca2bf5dc6405b993cd47103813a61035960d8e8bd3271d2ee1dfe8b5758a5449',
               'gateway/gateway.pid': 'fc0ff1f24e266c535aded91863122a2c3b32f50d2061b48fb2fc5f5468e0121b',
               'scheduler/archive/scheduler-2025-02-04-03.log.gz': 'gz:41a475777099d734bc4ee922c1651d58bd95302872bdd3feb67e6294d29dddc9',
               'scheduler/archive/scheduler-2025-02-12-07.log': '25ee067172496c1a046c4c097890a45fcce61e77895b0b54bc9c439b007439c8',
               'scheduler/scheduler-2024-12-17-09.log': 'c5cfb1431a1ee0fdcfbab7df3c27dda6cddc38779276fdc25d62dcb8f72752f4',
               'scheduler/scheduler-2025-01-15-00.log.gz': 'gz:8f5e4e5e7771b5d860e18769582cf383b5b30220a01759783feada80783d936e',
               'scheduler/scheduler-2025-01-26-04.log.gz': 'gz:8f93093e84f8f5c36c71015f59c7cee0064b0a14aa651fab09b0677b2e335b72',
               'scheduler/scheduler-2025-01-29-young.log.gz': '039ef9d6dd7f6c1b613fcb02a425f9540dc27c782daf4ccbbf305707b46fde22',
               'scheduler/scheduler-2025-01-30-10.log.gz': 'gz:c9014e80c044af04b606ea056a6e1fe2c4373fd2e2b1179107c226735f1a8609',
               'scheduler/scheduler-2025-02-11-06.log': '2c707962cd57c21137688feca23db4cd001a71ab1983a6cdd3c2f197e7e6dd16',
               'scheduler/scheduler-2025-02-12 part5.log': '945b4ffcf18a1cc3c5470c1b0931650bc1454b6451bcca83c7a364e65ea89feb',
               'scheduler/scheduler-2025-02-12-08.log': 'fdb927242e6f5692aa48ad3cff83aa0f612b6189f5cdce5883385c788adfab05',
               'scheduler/scheduler.pid': '600a772ea46f7e66bc0659de173b2679460382fd2c00fc9e71d0bdccce2977b7',
               'worker/archive/worker-2025-01-25-03.log.gz': 'gz:6eb9b9721758fc41f0bb1cae5195ac460561053ed8db4241d9c56ff5489e9903',
               'worker/archive/worker-2025-02-13-07.log': 'a6e69231ab84597e8c64bf76ba5b9e7e7e9a93c4cbc9065fd39496c8130b445a',
               'worker/worker-2024-11-26-02.log': '0d9955860d58eca5f199348d3e44c6ac472efb4acb3ef00bb0076e08a4bcf79a',
               'worker/worker-2025-01-15-00.log.gz': 'gz:3e1f786aef6e1d339c70ee6f4c493c6f445d9fb53265082b30fb9517551a173b',
               'worker/worker-2025-01-19-09.log.gz': 'gz:4c1b16d84b20b898f315c417f28c2e3fe99bc0a14ae0a84345b29d9867d24d76',
               'worker/worker-2025-01-19-young.log.gz': 'de9726dbf92d8994bc38b7e326e5f176a62dcdb55bd42076544124a02fb8d2ee',
               'worker/worker-2025-01-27-04.log.gz': 'gz:732beb531a276c94d3ef4dd48101b8281d499a7fae96a9be6ad6640c4be8caa5',
               'worker/worker-2025-02-07-10.log.gz': 'gz:7a014ad6ad336a483d18a8cdfe5c8d9d4aab3d88f63f8049a805ae1778b4eceb',
               'worker/worker-2025-02-13 part5.log': '4e69c17d1e57a0a58c81cd310afaf07144157348f9374b3ef072a9c20218a69e',
               'worker/worker-2025-02-13-08.log': 'da7e8c5a094ed172b5d3ea325eae7dc97805a6ced2331c0809b22158bc355f35',
               'worker/worker-2025-02-14-06.log': '97f9f76d40fdd39b542fdab01ec7cd11fcfbfecb952feaa1dfda880b32ef95f0',
               'worker/worker.pid': 'd1fa369e57c8e6ae1f3d1a14b5b0921d88b5b0f189879012621d5d0db3b8173a'}}

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
