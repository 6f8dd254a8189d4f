import gzip, hashlib, json, os

EXPECTED = {'compressed': ['gateway/archive/gateway-2023-01-30-03.log',
                'gateway/gateway-2023-01-07-02.log',
                'gateway/gateway-2023-01-26-00.log',
                'gateway/gateway-2023-01-28-04.log',
                'ingest/archive/ingest-2023-01-26-03.log',
                'ingest/ingest-2023-01-26-00.log',
                'ingest/ingest-2023-01-27-04.log',
                'reports/archive/reports-2023-02-01-03.log',
                'reports/reports-2023-01-26-00.log',
                'reports/reports-2023-01-29-04.log',
                'scheduler/archive/scheduler-2023-01-30-03.log',
                'scheduler/scheduler-2023-01-26-00.log',
                'scheduler/scheduler-2023-01-28-04.log',
                'scheduler/scheduler-2023-01-28-13.log',
                'scheduler/scheduler-2023-02-01-09.log'],
 'deleted': ['gateway/gateway-2023-01-13-10.log',
             'gateway/gateway-2023-01-19-old.log.gz',
             'gateway/gateway-2023-01-24-01.log',
             'ingest/ingest-2023-01-10-old.log.gz',
             'ingest/ingest-2023-01-25-01.log',
             'ingest/ingest-2023-01-25-09.log',
             'reports/reports-2023-01-17-old.log.gz',
             'reports/reports-2023-01-24-01.log',
             'scheduler/archive/scheduler-2023-01-13-11.log',
             'scheduler/scheduler-2022-12-21-old.log.gz',
             'scheduler/scheduler-2023-01-13-12.log',
             'scheduler/scheduler-2023-01-25-01.log'],
 'remaining': {'gateway/archive/gateway-2023-01-30-03.log.gz': 'gz:b6fef0df362522bf1ac6bcdee30e0eca37de168cad9760682c55dbbca1cab296',
               'gateway/archive/gateway-2023-02-04-07.log': 'd1510bdd8f2b53e41ca55e4cae85806314e3b9b7af1e70db9e69b825636d30ec',
               'gateway/archive/gateway-2023-02-07-11.log': 'e4bf27d962e60c172686f6c802f931f01f85ffe2c2dc7b13c13620cafc15265e',
               'gateway/gateway-2023-01-07-02.log.gz': 'gz:159849a5d647861c5545137203ea2dfcdf932c064bec4cb93a3487c553d322b9',
               'gateway/gateway-2023-01-26-00.log.gz': 'gz:a07a2c59240bd9bea7ba4bed9444ef74374594367745fa0f68869a69440b7e9f',
               'gateway/gateway-2023-01-28-04.log.gz': 'gz:0d1fab4b346c4ff04e0288646caaa414c2ad6652e30e901175bac45ef790fc78',
               'gateway/gateway-2023-01-28-young.log.gz': 'c905cd366596d7c4e5d862ecd21b7aa03604fb00cebb30370e1bac34fb4441cb',
               'gateway/gateway-2023-02-02 part5.log': 'c346145837d5f9d3458bc30de0579d4b06097008b8c00013e647de2f2557aae4',
               'gateway/gateway-2023-02-04-09.log': '9497294aadd0d387398f37748187a10c2f433792a0725d4a56a8486903f49e28',
               'gateway/gateway-2023-02-06-06.log': '899321636b6f60bc9f70b3bafc4c78903bff51fb71a408dec0dc073cf20856c1',
               'gateway/gateway-2023-02-07-08.log': '0ab2e8d09e6e5a3ab6dd080daf8a45059a7914e88453d538cf17373c981e4970',
               'gateway/gateway.pid': '822fd8e43506ebb12754faabac7cad478d596cb18ff11840a9b6191664b8d579',
               'ingest/archive/ingest-2023-01-26-03.log.gz': 'gz:dfa1ce2aa4aa17e298189fd239f7884ac2216e5021e2d723f4a9072b5c210be2',
               'ingest/archive/ingest-2023-02-06-07.log': 'ef81e3c6b730a4c122a88e05e89c40e84ea080ff113173cbd0c5878603b109ec',
               'ingest/ingest-2023-01-19-02.log': '62ff368b870513a017f26d3ad79d19c5f7e964ddb7d4d8665bef02892cc40a14',
               'ingest/ingest-2023-01-26-00.log.gz': 'gz:94efa2b931b46ffdb26c324ca4acfa75383900b78d7a898057cc8025ade45e58',
               'ingest/ingest-2023-01-27-04.log.gz': 'gz:7571adc0492f2fa21aa737baa67a057dff5a7e8a0992238938d1dc2bbee6a3b5',
               'ingest/ingest-2023-02-04-06.log': 'dfb7b481ad009f3e0229fe463344883c709ab49240fc9ce8ff9ab969af7cc097',
               'ingest/ingest-2023-02-05 part5.log': '99785dc2969ec73b9d05c06f1de26d4db22c0a2737acba9b4bc9695ac4968dbd',
               'ingest/ingest-2023-02-06-08.log': '63967ba05879b5d96a09ca6da9f6c15c900201a13c6536629ed479b4bcc05ea9',
               'ingest/ingest-2023-02-07-young.log.gz': '00b5cc5565e2d0b615b68d0124df18becd6a2ab0fd62a3eb0ff45c29ac5182f0',
               'ingest/ingest.pid': '978b11812857a7928bc891d1f748270903846ba5f877cca662f404e4f3e8654d',
               'reports/archive/reports-2023-02-01-03.log.gz': 'gz:05b349d3e8e29e18092ffd4780cfd56fb3510104e701c823f285e13c4cd82cd0',
               'reports/archive/reports-2023-02-07-07.log': '0264c983acb74f133dca200d88007d40c17ee03627c2ac4f0c0134438b594384',
               'reports/reports-2023-01-03-02.log': 'dde63cd87006ce578b300a1d537938d61c5c140f785f54294870ad98d7d21d9a',
               'reports/reports-2023-01-18-09.log': '21311789b92c715e11f3e54491b147102d2c49609d6ea89ee6186838e9bf4d71',
               'reports/reports-2023-01-26-00.log.gz': 'gz:cdb4ec4cdd536fcb1f803d359752447252e5a7c512421812e79744d7438b0718',
               'reports/reports-2023-01-29-04.log.gz': 'gz:37da7cba13db32cfb8a419a1947a488204638e196fa76aa3ea4bbdd26149fe75',
               'reports/reports-2023-02-02-06.log': '29664f4ed01c133baadf27ad7f4fffb5ff477a56a0374e82f5e1022095986f7a',
               'reports/reports-2023-02-03-young.log.gz': '9ff10de630ea2b73884b5478b976b8380a3ae11e20cacc78f88094e123f8abf6',
               'reports/reports-2023-02-04 part5.log': '29c07d7501c597991c7ee7e6c80285f2ad29f29a491c88ed218126d37d194b73',
               'reports/reports-2023-02-07-08.log': 'f288b2bbf8b8f2995e308bb0b5dab794827b4f288bb4d662e61fb9d1775d7a81',
               'reports/reports.pid': '0157dd8825299e661ccc866f08b3cc5575a5c27cd83d11e8cf10dc17c6bc8f00',
               'scheduler/archive/scheduler-2023-01-30-03.log.gz': 'gz:7845700905ea1dedcadb3feb739349f9b2e78f2c3a4cc1e0e61cc1731f158082',
               'scheduler/archive/scheduler-2023-02-03-07.log': '24e8663dfcc5cd512268567bb62ea84cdf677b5a04b55b8ead704169c63bc299',
               'scheduler/scheduler-2023-01-19-02.log': '93d3808970a48bcb83bea715eadd39ccd56373c5f3c7e806cd52f60fa50a60df',
               'scheduler/scheduler-2023-01-26-00.log.gz': 'gz:c1c988928c2ef41a345c131517e72c4ceb8cd1e7370f7b87e77e9f497ade2372',
               'scheduler/scheduler-2023-01-28-04.log.gz': 'gz:5e88c46aeaf2cb3548736eda7805d0aa8c3d060b4a1ee2d0341b16ddb72346d2',
               'scheduler/scheduler-2023-01-28-13.log.gz': 'gz:be800beef65919fc14c4c7636a767ff357ac872b13ca5f730a8b9d84e1db0201',
               'scheduler/scheduler-2023-01-29-young.log.gz': '463637f954108cc0b697462d2a3b1f5a067a2442df63abdcdf682e926616b004',
               'scheduler/scheduler-2023-02-01-09.log.gz': 'gz:35a09d5fb5615fbaeb84f01e43d1fd4ab7439a5a25e6c4a2ea462749a4bdd4b1',
               'scheduler/scheduler-2023-02-04-10.log': 'ede831c3e802a810cbf85e49b77161210a0e082ccfc74a03ff6f00a5eab62d0b',
               'scheduler/scheduler-2023-02-06 part5.log': '7100db5b65ff39e477255f7c1f9c922a4f46fa8dea37c4ecd9a8303d9e831b43',
               'scheduler/scheduler-2023-02-07-06.log': '8ea5d69c0f0f873d6b0d6210f51c720942346ffa0dd7735b5bb66f0dcfa6fa86',
               'scheduler/scheduler-2023-02-07-08.log': '302f05c2a4a9b2c59daf5ec29b993ddbe4fd13d9c1d94c567bb836ea1ff05d5b',
               'scheduler/scheduler.pid': '1bc719df107bdabb49d0683fe678c49a97745032662ce351153db9f90faed5e5'}}

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
