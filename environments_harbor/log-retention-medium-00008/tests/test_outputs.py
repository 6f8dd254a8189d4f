import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/auth-2024-06-14-02.log',
                'auth/auth-2024-06-24-00.log',
                'auth/auth-2024-07-02-09.log',
                'auth/auth-2024-07-06-11.log',
                'auth/auth-2024-07-10-03.log',
                'auth/auth-2024-07-26-04.log',
                'auth/auth-2024-08-01-10.log',
                'billing/billing-2024-05-28-02.log',
                'billing/billing-2024-06-25-00.log',
                'billing/billing-2024-06-29-03.log',
                'billing/billing-2024-07-05-09.log',
                'billing/billing-2024-08-03-04.log',
                'ingest/ingest-2024-06-04-02.log',
                'ingest/ingest-2024-06-25-00.log',
                'ingest/ingest-2024-06-30-09.log',
                'ingest/ingest-2024-07-11-13.log',
                'ingest/ingest-2024-07-17-10.log',
                'ingest/ingest-2024-07-22-03.log',
                'ingest/ingest-2024-07-26-04.log'],
 'deleted': ['auth/auth-2024-06-24-01.log', 'billing/billing-2024-06-23-01.log', 'ingest/ingest-2024-06-23-01.log'],
 'remaining': {'auth/auth-2024-06-14-02.log.gz': 'gz:5ad0797888d79df4ff7a2cb16c3ad773d68e5193905579b63a4aa3b701e100d7',
               'auth/auth-2024-06-24-00.log.gz': 'gz:f61d65910e58cdded59f67a55623a9f80953b869d859a3a496c9c5e1b996c88e',
               'auth/auth-2024-07-02-09.log.gz': 'gz:98294537b4f5742b11c0e88a60b736b3f08b60555b2384661111a0d381d489a8',
               'auth/auth-2024-07-06-11.log.gz': 'gz:a68b67998f8c0ddccc8b1f3afdec03cae62a351c0c949ebdf13fc52ac496cdc4',
               'auth/auth-2024-07-10-03.log.gz': 'gz:bc112583fde40a477607bca3c604028b474efffaebb33c5a03f238d5203d648e',
               'auth/auth-2024-07-26-04.log.gz': 'gz:f082f650a6bf2cfc97eb0d794fbca4f3b8b326df46ef4739cfccaaac364fd90b',
               'auth/auth-2024-08-01-10.log.gz': 'gz:87e82ae2dd205716025d5b5be783b7681d06ee0f6010417275db0e8f507401ea',
               'auth/auth-2024-08-05-05.log': '9b0c7a572dd96789a7a9a58135ebc7521f2c48c1718d65e0faed9bf0d38bc72a',
               'auth/auth-2024-08-06-07.log': 'd9b1c80eac9caf977d15a69f0e2e72b930a7dfb7f8309def97744e49858a196c',
               'auth/auth-2024-08-06-08.log': 'a2b3e961d8c7b6d0babd1f1561e7dcb5d32402d6141948b97fb457cdaedb6d7c',
               'auth/auth-2024-08-07-06.log': '99e20005caaa38593c57e028802fc0221f829a348e5073d9fbf318cdaa09e1a6',
               'auth/auth.pid': 'aefcd380a5a9b85a16d4bb12e8c87dbd17c25896e7ed85bcd4b9e0c7f028573e',
               'billing/billing-2024-05-28-02.log.gz': 'gz:b67ae85185e4fc1db9338cfcf06e76ca16f243e4abbe4d822d48cdd03a0fd3cc',
               'billing/billing-2024-06-25-00.log.gz': 'gz:66d4da4d228da537031f6603f446aa5fd7094a98dcaea50ec1d07b3da30a0d5d',
               'billing/billing-2024-06-29-03.log.gz': 'gz:0ce59f442139f6d787aa85cd9f2ae03135a6eead4032ab7871ed2c65e071d77c',
               'billing/billing-2024-07-05-09.log.gz': 'gz:fa3360105961fe7f8862d25e5316389cd5256084b1db16897aa786f47b7279a3',
               'billing/billing-2024-08-03-04.log.gz': 'gz:8fdbb4fca1c914a179965f57beb08a06671e1d048e0c867cfc83e1ea2657e78a',
               'billing/billing-2024-08-06-06.log': 'c280605f3865623b42393060ff8a9c1bba247cea79671f4adf11b4d5981bac64',
               'billing/billing-2024-08-07-07.log': '16f2d95ce2040b64c6bd5e2bfa50d6b345c05559e328d1a3140df4d01116cf1b',
               'billing/billing-2024-08-07-08.log': 'fa6b9f4499c65267fc1d7e9cd04930ff6814c291fb64db59e55f57b963fb6621',
               'billing/billing-2024-08-08-05.log': '7534f08a98be060e8a9950dc40e216252a18356249057fe61bd9739899c71220',
               'billing/billing.pid': '103967ffe4f7da84be7bb2d6e4b1e21da72cc502ab9dca16ba78a5c71dca06b3',
               'ingest/ingest-2024-05-20-12.log': '037386ec8bf0e736e404a09c6239f9450d2b2b0118d27f1e56eaa45e11e6197d',
               'ingest/ingest-2024-05-31-11.log': 'd37e4aafdc2c9b094b4172654355e616a4bf70b87629473640cecfa15af8c579',
               'ingest/ingest-2024-06-04-02.log.gz': 'gz:646143efc0a152330a6e5995c57989e3b2a5fff33c9a95a23359a48dd0ac43bc',
               'ingest/ingest-2024-06-25-00.log.gz': 'gz:243759a56d3f9c4a629feaf0c2b53c9eb7f7de90bed0c8fb548c115cffbadb14',
               'ingest/ingest-2024-06-30-09.log.gz': 'gz:6b628985d03885c6b06a58e845bdb826715cb2078879d521a142e2cc1e3958fa',
               'ingest/ingest-2024-07-11-13.log.gz': 'gz:ed71e668e5a2b6d3cfadfb3c1c5c2153266d47e0cadd878096d9c5c960efa484',
               'ingest/ingest-2024-07-17-10.log.gz': 'gz:0187889c613dc16b8e96232354f5731078ce2945b7c102872cad5eb9cc9e095b',
               'ingest/ingest-2024-07-22-03.log.gz': 'gz:21776431bc123630b7e7443fb3ac592067260eb6df02f482efc22e0d921990c3',
               'ingest/ingest-2024-07-26-04.log.gz': 'gz:a833284978a155441e4a51659d5d2b34de66c44fac3d0c918c4fc81fdfb21d7a',
               'ingest/ingest-2024-08-06-05.log': 'c241833b4eba6b63b33d1baa3f996b64a5fe62bee41a147bf2a2673060c99206',
               'ingest/ingest-2024-08-07-07.log': 'df12abc625d39fcc8f1d99bb4db215a8e84549291546d21863592014d78c2879',
               'ingest/ingest-2024-08-08-06.log': 'af91ce2459ca202c2463e1a9b3813c29dccdf679c5844b45aeee7b2619756bba',
               'ingest/ingest-2024-08-08-08.log': '985a47867cbf93b3b1b9db208e40277323e1869248251c328d396c2365b9a318',
               'ingest/ingest.pid': '44b8d2e56ecfdf3c67b770172db346d12d5793a3761f10e8be3b8f97f6e0fa71'}}

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
