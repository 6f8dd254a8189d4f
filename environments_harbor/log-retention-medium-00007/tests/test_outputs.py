import gzip, hashlib, json, os

EXPECTED = {'compressed': ['api/api-2022-03-30-00.log',
                'api/api-2022-03-31-03.log',
                'api/api-2022-04-04-04.log',
                'auth/auth-2022-03-15-02.log',
                'auth/auth-2022-03-29-00.log',
                'auth/auth-2022-04-02-03.log',
                'auth/auth-2022-04-03-04.log',
                'auth/auth-2022-04-06-09.log',
                'worker/worker-2022-03-29-09.log',
                'worker/worker-2022-03-30-00.log',
                'worker/worker-2022-04-01-04.log',
                'worker/worker-2022-04-08-03.log'],
 'deleted': ['api/api-2022-03-29-01.log',
             'auth/auth-2022-03-28-01.log',
             'worker/worker-2022-03-28-10.log',
             'worker/worker-2022-03-29-01.log'],
 'remaining': {'api/api-2022-02-25-02.log': 'bf3eb5275dabb42a6c358f10ba102490b2b59ad8bf4123558559952e9b697436',
               'api/api-2022-03-30-00.log.gz': 'gz:d9296c530b051800afeb1ff603790c81e61ae56aa71353c8dad3c24208b98c6c',
               'api/api-2022-03-31-03.log.gz': 'gz:28d8068a6f67aca9d62eea1d1723912987c85ab8a836e879e851de31b3e3922f',
               'api/api-2022-04-04-04.log.gz': 'gz:648d12958a1cbee1d4ebca406b834ef005e5a74e115031b6a8414bb8ddf07671',
               'api/api-2022-04-11-05.log': '5a2bcf82d363ddc283bbda42f8962b48da935ac877df3bee3a2b247ddb6369f0',
               'api/api-2022-04-11-06.log': '1cfb9ec765b39519f09e8cbbe7c9a04880df6d81723fede2009da6b3b1527c41',
               'api/api-2022-04-11-07.log': '6d650eaa58896e4292e34559ab05966f5330c83bd9d7e7198071e3309999134b',
               'api/api.pid': 'db1bda56288d81b3bdc4f023106745d06fe9983f796c3107fbb7a3b9a735b8f9',
               'auth/auth-2022-03-15-02.log.gz': 'gz:28296b8097818a2f75ffa7c561dae391e92fb6b654425f561e651d33f2046753',
               'auth/auth-2022-03-29-00.log.gz': 'gz:d77a41998789d64b8275586e31574fea954ac2ae29dced97e0955d19dee2c330',
               'auth/auth-2022-04-02-03.log.gz': 'gz:ebf0cc2ea2b6d0725b70a7cb4124ccb568050c941ecf6128a8f6a92938324cd4',
               'auth/auth-2022-04-03-04.log.gz': 'gz:2de25f47c6eff3d073682147e0fe4a90b67ef024677da0b81eff53d0b74010a5',
               'auth/auth-2022-04-06-09.log.gz': 'gz:10f67d3c0c968c1671a719d0c6e0faea24c823657c85eaebee53c2c2cef239be',
               'auth/auth-2022-04-10-06.log': '711d01bcce89a10abe2c5e22d4cd7df8b27b0276b5ef7241bb96d07306808987',
               'auth/auth-2022-04-11-08.log': '6e93917bb8e0d60aae84eb6e2793780d203fcd93c6d37fef11082e05b42cd6f7',
               'auth/auth-2022-04-12-05.log': '8b7f042c828e631a1ca5fb61bcff859ad36b038dc41d95996ca346173450a5a4',
               'auth/auth-2022-04-12-07.log': 'af0b56e551a286ef7bc06e7be5038d94089abba62930c67cad22ee64a7f32b2c',
               'auth/auth.pid': 'd842a3890b517c58139f04a8232e6c15881d2d5f9bcaa2c09c2cd953b4cfbfa9',
               'worker/worker-2022-03-22-02.log': '5c1fb2e167478260cf39bbd97980afa4186198bc21ad1112c83979f0847a1998',
               'worker/worker-2022-03-29-09.log.gz': 'gz:279a752960fafe2142ff88f4cb6f35bef565f3d2ee7d907c54a3827939595cea',
               'worker/worker-2022-03-30-00.log.gz': 'gz:124a2ba860a73ca3eb2885092453600f726b1b6a1872b92108cf15c443004668',
               'worker/worker-2022-04-01-04.log.gz': 'gz:8b184807f4664ed3f0d80e102444d4c197e4e67b79d903db5968148fa1387985',
               'worker/worker-2022-04-08-03.log.gz': 'gz:d84c3a91125c66a97a412d16784b4633c78bb230bf9941bbc1ec83bada63d4bb',
               'worker/worker-2022-04-09-05.log': '1747819eae0e2c73b021bc869df88ddc513925caf1e9cc2c5984d3dc1a2952c0',
               'worker/worker-2022-04-11-08.log': '80a2911023a4e70a3efcc323bc26e0345fb456fef4679731341745f9e0154b02',
               'worker/worker-2022-04-12-06.log': '1657cf7e33589e961cbef94ac87efc492b480dd8172368eaebb665bcc5a50899',
               'worker/worker-2022-04-12-07.log': 'd36744e3ad68d6f43fd8b210fe727ce9ae8a8a40551a829a85938a891c26e485',
               'worker/worker.pid': '923727de09d6676786ac83e1bd384e22222505133d1a4b17c28ec8e063c91f77'}}

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
