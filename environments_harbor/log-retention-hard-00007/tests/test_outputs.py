import gzip, hashlib, json, os

EXPECTED = {'compressed': ['api/api-2022-09-19-02.log',
                'api/api-2022-10-12-00.log',
                'api/api-2022-10-14-04.log',
                'api/archive/api-2022-10-23-11.log',
                'api/archive/api-2022-10-28-03.log',
                'gateway/archive/gateway-2022-10-17-03.log',
                'gateway/archive/gateway-2022-10-26-11.log',
                'gateway/gateway-2022-09-17-02.log',
                'gateway/gateway-2022-10-12-00.log',
                'gateway/gateway-2022-10-21-04.log',
                'gateway/gateway-2022-10-27-13.log',
                'scheduler/archive/scheduler-2022-10-24-03.log',
                'scheduler/scheduler-2022-10-11-00.log',
                'scheduler/scheduler-2022-10-18-10.log',
                'scheduler/scheduler-2022-10-22-04.log',
                'search/archive/search-2022-10-19-03.log',
                'search/search-2022-09-21-02.log',
                'search/search-2022-10-11-00.log',
                'search/search-2022-10-12-10.log',
                'search/search-2022-10-16-04.log'],
 'deleted': ['api/api-2022-10-07-old.log.gz',
             'api/api-2022-10-08-10.log',
             'api/api-2022-10-10-09.log',
             'api/api-2022-10-11-01.log',
             'gateway/gateway-2022-09-12-old.log.gz',
             'gateway/gateway-2022-09-27-10.log',
             'gateway/gateway-2022-10-06-09.log',
             'gateway/gateway-2022-10-11-01.log',
             'scheduler/archive/scheduler-2022-09-26-11.log',
             'scheduler/scheduler-2022-09-23-old.log.gz',
             'scheduler/scheduler-2022-10-02-09.log',
             'scheduler/scheduler-2022-10-11-01.log',
             'search/search-2022-09-27-old.log.gz',
             'search/search-2022-10-11-01.log'],
 'remaining': {'api/api-2022-09-19-02.log.gz': 'gz:12e4d29f3c2544789e040a18e587af65326ee5a20a76cd393ef8df0080fd5c96',
               'api/api-2022-10-12-00.log.gz': 'gz:29817bf7b725d66de7ac6a6dfa470d3fb62079b3f6b0045f99c16478fa024dcc',
               'api/api-2022-10-14-04.log.gz': 'gz:1e6659cd257a7d416f3a43a4ab32f3b568c535003a8a51b9846d49202d7207d2',
               'api/api-2022-10-18-young.log.gz': 'abb286d46f0567cda47aeea5d15ee8b2a4423a37ecad2a648e8f3eea0dbd7c6f',
               'api/api-2022-10-31-06.log': 'e91d0fbde399c707498fd9159df5d1d5dc9b5bb0fa76d410f565fc84df88124b',
               'api/api-2022-10-31-08.log': 'd1ca4b32776537fae4d7f69713ffbd155f9f46d465fbf8306e269ff4c60720e0',
               'api/api-2022-11-01 part5.log': '52551c9176e6e954de5d495a5a8933e0dfa239f1ebb1a9176e31b81196125f03',
               'api/api.pid': '0d5f5787265adcabadcbe5607a8f7c8d13c872e066e8b127e7d699437caeecf7',
               'api/archive/api-2022-10-23-11.log.gz': 'gz:e1fc55a42c38601646e4f525e5b3b11b11cb30a4b1da134c96e755a606df3f62',
               'api/archive/api-2022-10-28-03.log.gz': 'gz:98c825f6a817ca2009a70ed1f46860997c76a7e50eeae8dcf2da28f1f442f0f7',
               'api/archive/api-2022-10-31-07.log': '4fe756f33af41641619ff1beb4d9d438b50b17334ec615fe8e26d0180a131e52',
               'gateway/archive/gateway-2022-10-17-03.log.gz': 'gz:f400f8178d0a5013dc187b27326f27a54b2c5d4a79b789bf159893a586b7794a',
               'gateway/archive/gateway-2022-10-26-11.log.gz': 'gz:6c5b3160d7936da72097a0bc1c00f9dd5b39e5fe92b96b470393059945d54a6d',
               'gateway/archive/gateway-2022-10-30-07.log': '8dab6e64a85edf733a973fdf903094ee13fd9bad651796f21e46594ebb902461',
               'gateway/gateway-2022-09-17-02.log.gz': 'gz:6ca246a77aa38753ec7ab0218336c1be84adf82c96be3d301d8d03c49542ed74',
               'gateway/gateway-2022-09-28-12.log': 'a508ddd51b72686cde68cf56f8a0ea07b67f267effbdfed07f8eb349346830bf',
               'gateway/gateway-2022-10-12-00.log.gz': 'gz:99b48968346ca8ed249e57a5ed17f12709060f862db7e901f80b9dab6991c5aa',
               'gateway/gateway-2022-10-14-young.log.gz': 'e7771641bcc7b180d6423d4592cd3e5eca80541ff7cb0cc1b0ef65e6506daf64',
               'gateway/gateway-2022-10-21-04.log.gz': 'gz:fbf0aa94cedb865bfcbd79ee0a850648bd3935b16516ae2b9116a23f7d6ede57',
               'gateway/gateway-2022-10-27-13.log.gz': 'gz:d609e429a109a97a91d2f482970b943a9c58af9979917ebc6d077a7a20b36d68',
               'gateway/gateway-2022-10-31 part5.log': '86835fa7e463fe17a66239c2c961cc7c3b88a5377a62f8cd77422b95dca1a746',
               'gateway/gateway-2022-10-31-06.log': '1699d0843f46f85ac466a92ab1e35e05428f44a398936bd81266ce0d6f51ad9b',
               'gateway/gateway-2022-11-01-08.log': 'b717f2f788e004b377eeb2347e5825f0228be5a3eca8e61098a71313b5803194',
               'gateway/gateway.pid': '07f2d6413031b1d087d11692b210079f73585c89c607d58d166c9928238f73e5',
               'scheduler/archive/scheduler-2022-10-24-03.log.gz': 'gz:5b28d425c2ead1eb12c7a12c5d611d7e058b6284006c78170b8cffad060cee72',
               'scheduler/archive/scheduler-2022-11-01-07.log': '1ca8f60d40c1335dd39ed482efb5ab833948b1fa5527835eb873b46fcc33b138',
               'scheduler/scheduler-2022-09-13-02.log': 'b89e9b70ed0d9065d057fb189b55ce7ecc6fcab761f622c0b7559f8bc567b01a',
               'scheduler/scheduler-2022-10-11-00.log.gz': 'gz:de9324e17f0fcd4dd9007712d7e0264508fd1743c07d94f969d56d8c8fb4326f',
               'scheduler/scheduler-2022-10-18-10.log.gz': 'gz:7e3500722f9f81b68f32b3aad3a41e321e8b945d8ef5f1f638edad29997598c0',
               'scheduler/scheduler-2022-10-22-04.log.gz': 'gz:bb7075d3992afedf97b1cff746fb91ecae3b9917a6681a7bd8ee0ec61482f397',
               'scheduler/scheduler-2022-10-26-young.log.gz': 'ef086d1046890848ab6465cb91ca9973ff48f6462736f4c93ad19d756ba45b88',
               'scheduler/scheduler-2022-10-30-06.log': '6b4626770471118833c74db2e0174c70c98ef9fc2279a43fa5a04ca2228e3a1f',
               'scheduler/scheduler-2022-10-31 part5.log': '9217daf8b512d6706eba9a302cb97dc84343a7de4d76453eda255ad471eb9bd3',
               'scheduler/scheduler-2022-11-01-08.log': '4b36fd572bfce42f75dd277b3a134253d905b8322c1bdb8ba2d645de302ae7c0',
               'scheduler/scheduler.pid': 'dcd5fbaab9717b83da4f9a2afaf1bb2112d8ae7fff396a64e3e8e3233ec814d5',
               'search/archive/search-2022-10-19-03.log.gz': 'gz:174d9dded7e083e6c614a1d375066287d7b4ad82d516572b78fe6ad2df7b724c',
               'search/archive/search-2022-10-31-07.log': '80f502d1af3e384841b1a7a152df9137f3432d42cc35c770b184e40ebc64f1d5',
               'search/search-2022-09-21-02.log.gz': 'gz:663addf7f3be292119025f68e7feb6ba552aa87af09f07e9ee52d07c55b6b48a',
               'search/search-2022-10-11-00.log.gz': 'gz:b5070c2dea140681079160914d1c57821430aebebe6f6c71af0bce0af2227df3',
               'search/search-2022-10-12-10.log.gz': 'gz:39cdd7fc7657e290f37a130d8e4a78673ce960abe498e3087ac5570607edc4af',
               'search/search-2022-10-16-04.log.gz': 'gz:ead1e094d66d8c37cbe08e728ea038f4b066344491114e2f536f5d0a42aa706a',
               'search/search-2022-10-20-young.log.gz': 'bcdec3cd4d9a0e1489d6d451ac89374f008decc6d4f2d741eb374abf706780f1',
               'search/search-2022-10-30-06.log': '6dc54289268e56bfa2978a033767c95a37dde5ea4f8b9ea691a28040415bde83',
               'search/search-2022-10-30-09.log': '0af542141ca38a6774b5519026b3ff49b14e254bbc69f9e2163cbb008de2ece3',
               'search/search-2022-10-31-08.log': 'fef0828fc5949b6d946c0abf82c92cd2ab0223280257a636d2a9869ca1cc9022',
               'search/search-2022-11-01 part5.log': '687320efdd1a40c7b2efa0307f246ef8b4f67e3d9974999eb04a8fcd9fe75258',
               'search/search.pid': '5b715ab88f344cecea11636295d918f06204b2fc3c6c6680eab1297f28401238'}}

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
