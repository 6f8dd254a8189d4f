import gzip, hashlib, json, os

EXPECTED = {'compressed': ['billing/billing-2024-03-15-02.log',
                'billing/billing-2024-03-24-00.log',
                'billing/billing-2024-03-28-03.log',
                'billing/billing-2024-04-03-09.log',
                'billing/billing-2024-04-11-04.log',
                'scheduler/scheduler-2024-02-20-02.log',
                'scheduler/scheduler-2024-03-24-00.log',
                'scheduler/scheduler-2024-03-27-03.log',
                'scheduler/scheduler-2024-03-29-04.log',
                'search/search-2024-03-23-00.log',
                'search/search-2024-04-06-03.log',
                'search/search-2024-04-06-04.log',
                'search/search-2024-04-17-11.log'],
 'deleted': ['billing/billing-2024-03-23-01.log',
             'scheduler/scheduler-2024-03-22-01.log',
             'search/search-2024-02-16-02.log',
             'search/search-2024-03-13-09.log',
             'search/search-2024-03-20-10.log',
             'search/search-2024-03-23-01.log'],
 'remaining': {'billing/billing-2024-02-26-10.log': '0851a39b179832a826516e7b8b2009f087c3bc093e2661083463005d3df8b000',
               'billing/billing-2024-03-15-02.log.gz': 'gz:fe9fe6920995ba05546404763d2181fdedae8249a441f0d52e9ebc297504659a',
               'billing/billing-2024-03-24-00.log.gz': 'gz:e1b262f799e04da6c1f63de432b33a613f68ca16f6a9c6964e559dc17d5eeaa9',
               'billing/billing-2024-03-28-03.log.gz': 'gz:427bfd56b5d86ad1baa8bd81c835f914a19a87a021d579b6728df9c87e57704a',
               'billing/billing-2024-04-03-09.log.gz': 'gz:3f2776cf55f6e5480693e418d2697bb2e072205a12c791e465010cc314977253',
               'billing/billing-2024-04-11-04.log.gz': 'gz:2755f12ccd8ea8329c9e232911a98fe0549fc65ac9c5fd362279e72fa3cb4292',
               'billing/billing-2024-04-20-05.log': 'cb7d153b58456858da9335061820591bb568a197132f59472bfa328e39c6aabb',
               'billing/billing-2024-04-20-07.log': '4e9f58ab82e3e23f3de8234cad2affec145da13fd42ed1301ec7131357d4ac1e',
               'billing/billing-2024-04-21-06.log': '200b930ce94afdbe15734046f16b0664f81f2dfeac0cf1fc6985dc4a57bd467b',
               'billing/billing-2024-04-21-08.log': '426eaa400ce721867b375aeee160d2678e336175067dff4655cc56b569ffada1',
               'billing/billing.pid': 'b39756b8f36fe57fd4ff3a94e027b3f5c1618a6073934c1f7cd822cea1f78f8e',
               'scheduler/scheduler-2024-02-20-02.log.gz': 'gz:f48a71bcdc91f9b91aab768ad86f02ae6885356a3cfebfbb0b13da559a9cfcee',
               'scheduler/scheduler-2024-02-24-09.log': 'e431c92de3d7d13042b0b9262e9d465042a89de40c8c4cd798ea825631595c78',
               'scheduler/scheduler-2024-03-24-00.log.gz': 'gz:4aecd68d4fd0735a19766bb3122adf1c4a08f0dd5f77a65c6265fb16f74dd0da',
               'scheduler/scheduler-2024-03-27-03.log.gz': 'gz:48e92cb3e0b53e1643c2cf18393f83918f404f07e941a5aae35f130540e362ef',
               'scheduler/scheduler-2024-03-29-04.log.gz': 'gz:e7b0fd6dea267d9b5be2597010a203d31f64d3ebf71602629e4ec697db8684ae',
               'scheduler/scheduler-2024-04-20-06.log': '63d9b6b913557fd8a99b8db04045801cd5f2f4dac22a09538e3a1c797174943d',
               'scheduler/scheduler-2024-04-20-08.log': 'ce1335373a3e18eee71d61ed6894001d24cc6e73feb0d4964b01d36cbf8ab2bc',
               'scheduler/scheduler-2024-04-21-05.log': 'a051d0c73621fff766f5e56d0a44fc48904c83b1dd0590e276111e8c0f97a81c',
               'scheduler/scheduler-2024-04-22-07.log': 'e0ad17acc588285629b50a07f6187537d9748449bacdf50ca42a908e769d41d0',
               'scheduler/scheduler.pid': '23a06e6a69fe1e0b335ec3aba2355d55de94ea325f7449f0fd1410eb54e7daf8',
               'search/search-2024-03-23-00.log.gz': 'gz:6c7df07d73bfd327ef167b385eaf2bcdb448a10f1cdab4a7140d4d39e6ef2914',
               'search/search-2024-04-06-03.log.gz': 'gz:c9e6fe1b474193a2eb1f1d64d068816981c154cb0f2bb93b701d032c45ea0555',
               'search/search-2024-04-06-04.log.gz': 'gz:30f66cd3adf996d83325ff48d092b2ce095c849e6fd5a5de18e689654c3ea575',
               'search/search-2024-04-17-11.log.gz': 'gz:e959bbf50b3743958cde2984c5eb87f02c8318abb79f7c9fd231fbb9547ee41f',
               'search/search-2024-04-19-07.log': 'ebe960f83f0d95d712a4242328abfbba9b85c2d1508c3f9fb63a0900b90c0f7b',
               'search/search-2024-04-20-08.log': 'd1fc3190ef4dbc98d1889a76a8c9449d1a04061d131de6de02a3425e33c64b8e',
               'search/search-2024-04-21-05.log': '3481434b6bfb9c2b683620070fd221518f275b86cabd68fead0a9527ddb06a5e',
               'search/search-2024-04-21-06.log': '208a7f9d825e62e9f9571a7eb717d907fd6d34d9196838e4de10de1f0b9b41f0',
               'search/search.pid': '98ddcd6e23a46e59f5d077fd5c25c67da7670e8abe3c5aadcf0115e4cd32540d'}}

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
