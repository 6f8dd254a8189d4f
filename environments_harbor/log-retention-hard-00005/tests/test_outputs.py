import gzip, hashlib, json, os

EXPECTED = {'compressed': ['gateway/archive/gateway-2023-04-25-03.log',
                'gateway/gateway-2023-04-16-00.log',
                'gateway/gateway-2023-04-17-04.log',
                'ingest/archive/ingest-2023-04-26-03.log',
                'ingest/ingest-2023-04-15-00.log',
                'ingest/ingest-2023-04-26-04.log',
                'search/archive/search-2023-04-21-03.log',
                'search/search-2023-04-03-02.log',
                'search/search-2023-04-16-00.log',
                'search/search-2023-04-28-04.log',
                'worker/archive/worker-2023-04-17-03.log',
                'worker/worker-2023-04-01-02.log',
                'worker/worker-2023-04-16-00.log',
                'worker/worker-2023-04-22-04.log'],
 'deleted': ['gateway/gateway-2023-03-26-old.log.gz',
             'gateway/gateway-2023-04-15-01.log',
             'ingest/ingest-2023-03-10-old.log.gz',
             'ingest/ingest-2023-03-20-02.log',
             'ingest/ingest-2023-04-14-01.log',
             'search/search-2023-03-25-old.log.gz',
             'search/search-2023-04-15-01.log',
             'worker/worker-2023-03-19-old.log.gz',
             'worker/worker-2023-04-14-01.log'],
 'remaining': {'gateway/archive/gateway-2023-04-25-03.log.gz': 'gz:f9f7b1ac753396ffec351d89d25e1ef3c9d1022205bcaef86b06045226fe9279',
               'gateway/archive/gateway-2023-05-06-07.log': '21b6a45035ef2a5e67e582a62790408c52b0c991d2a0d8c49c776ba7365e4d4e',
               'gateway/gateway-2023-03-08-02.log': '089118577745c05ff6008ef2e3558292e5ebd9acfb1d7e1d563aba3a6520a8d1',
               'gateway/gateway-2023-04-16-00.log.gz': 'gz:dc48599abf2b34e4dd715b3f5255e725b854161a6ea3fce913da87f540d0ffcf',
               'gateway/gateway-2023-04-17-04.log.gz': 'gz:a83e9794725ee52040bf3cb28b1745a05766ce515e6527cc4d319ba5b43a341f',
               'gateway/gateway-2023-04-25-young.log.gz': '76543256dbbb947c8446d9e2e44be2f882cd5c98322a8d25c49780d342fc70ad',
               'gateway/gateway-2023-05-04 part5.log': 'ed20b3c45307c732fb8b47ce48c68b7074ba3da597e01df98cc4cd6100f879be',
               'gateway/gateway-2023-05-05-06.log': 'f3a86542675b0f16cc88fe15bdefbaa13799c8c2eda589d394108d35f28b9e78',
               'gateway/gateway-2023-05-05-08.log': 'c6e5ef9ca370190b284c68525ca210798f98fa0ca6309879680df03158f02ed0',
               'gateway/gateway.pid': '5ad5d4b5c64403821dc7a7ac9ab6d599ba97a86cc75ffd5c311de0cbe25df9b8',
               'ingest/archive/ingest-2023-04-26-03.log.gz': 'gz:4a4958ff4be39ecc8182244a893bf676b825799955a86756e05c21d94ac3d8e1',
               'ingest/archive/ingest-2023-05-05-07.log': '0fb1caa7ace0146a613665d1a46b52c87af45867bd48b15ad2d453b857bdd803',
               'ingest/ingest-2023-04-15-00.log.gz': 'gz:fac7cd88185f2ad765d8d3b5122a70b60996edfd29916b311bf35c6a0195ceab',
               'ingest/ingest-2023-04-22-young.log.gz': '668294e18b070b82a11aee0a2e8b6291798a8cdf194e61cd888cd8ca29e95a3c',
               'ingest/ingest-2023-04-26-04.log.gz': 'gz:a71828b18af585ab619280601354b50df21c6d865ce06b97d517b0a4e9ee2893',
               'ingest/ingest-2023-05-04 part5.log': 'db64b4ed9c87fb5cdaf094b4af54577943f03022d4030ecf9474cd4b74cff820',
               'ingest/ingest-2023-05-06-06.log': '50e5a843f9d2e0c1be4702db50b26d81b012f619d5590900e90c657018a3617e',
               'ingest/ingest-2023-05-06-08.log': '7c0e557de591b5890147ba06d6dece14d78253800524729909672ed48f777db2',
               'ingest/ingest.pid': 'cb7990a4702e8358a4d744f9d15895ffeafc20ecca4c53f6087729e1276fcc32',
               'search/archive/search-2023-04-21-03.log.gz': 'gz:87651b48968917e4b52807a73440551987f09cff1bd261de53cc65d0a07c3728',
               'search/archive/search-2023-05-04-07.log': 'da53dcb27a5dd9ac9328e3751d2a1246ef9a8dd70248c84370b81e2a50926a5c',
               'search/search-2023-04-03-02.log.gz': 'gz:b04d0918be05ae67fa77c5305e7cde9207be03ec8e6474add3f0b432774b490d',
               'search/search-2023-04-16-00.log.gz': 'gz:a13af1e14bea0d32a8d1d8a2cff0536ea4d6fb148936389dbbf1b0348cf796bc',
               'search/search-2023-04-24-young.log.gz': 'c9d147eda6f826d9de0524f01f74e22c62f6df53aa716b69f74d97fa22310a32',
               'search/search-2023-04-28-04.log.gz': 'gz:060663e972d4641f6d3920a2705412cac65f7fd5fc67e3bbf183aa24dfb5fc25',
               'search/search-2023-05-04 part5.log': 'f99450e0e5aa1bcca77385de5a6add6b6cce39709c253ebecb665c4d6b039616',
               'search/search-2023-05-04-06.log': '69f34a7455ec96dc7a6fc04e4f4355fc5cb94c8b2127870e17882eb505af8b2e',
               'search/search-2023-05-05-08.log': '1708ba7770fbadb486797aa02593b1683fb86aa990a7b7847a29f0f4af67325b',
               'search/search.pid': '42d234d42a21ed51707fe33207da5f90a86d62573e769db6562ba7574999f4a7',
               'worker/archive/worker-2023-04-17-03.log.gz': 'gz:9857bcb1dcc28dcb0711c4897f72cd19b2b2aedef84f263616dfd3f153233ff3',
               'worker/archive/worker-2023-05-06-07.log': 'cf243091f3bcd3396c10899ebfd35a00d828e5c564c001c8231a5d65f573d4ea',
               'worker/worker-2023-04-01-02.log.gz': 'gz:a71d8a0c1288f17b92aa8f33aec6d93dbd8534f5d72fd21525afda283b40b323',
               'worker/worker-2023-04-16-00.log.gz': 'gz:be93cd76b959e0647392b4c9853347ee23e4db51423a8d445bc96509f7000747',
               'worker/worker-2023-04-22-04.log.gz': 'gz:04e6a004e43578a566376065eafe43e094421b04854f3b9bac08a35ee1d36987',
               'worker/worker-2023-04-24-young.log.gz': '8154c6554c9467bf92407a81b58dfef52a6f4a946f3e4a8887225422aa974b84',
               'worker/worker-2023-05-03-08.log': '5ead8a6ea56261fc1187c125d472de3717cd466b4d5ff244f1bf2d5767944cb9',
               'worker/worker-2023-05-05 part5.log': 'c8a4da08c6b6a24d93d8b98559fcd1bf697497fddbec686052dc92ee85bac73b',
               'worker/worker-2023-05-06-06.log': '488f6b8e8a42eb0b598110b59e2c212d79061075283ba05f00956ca8746dcc2c',
               'worker/worker.pid': '32b4811fd7df742bb237e1d9883c7b3b4851df3733ff3d7b750e602e394103ba'}}

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
