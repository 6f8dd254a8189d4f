import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/archive/auth-2022-08-09-03.log',
                'auth/auth-2022-07-04-02.log',
                'auth/auth-2022-07-18-00.log',
                'auth/auth-2022-08-12-04.log',
                'ingest/archive/ingest-2022-07-23-03.log',
                'ingest/ingest-2022-07-18-00.log',
                'ingest/ingest-2022-08-11-04.log',
                'scheduler/archive/scheduler-2022-07-25-03.log',
                'scheduler/scheduler-2022-07-17-00.log',
                'scheduler/scheduler-2022-07-21-04.log',
                'search/archive/search-2022-07-31-03.log',
                'search/search-2022-06-15-02.log',
                'search/search-2022-07-18-00.log',
                'search/search-2022-08-16-04.log'],
 'deleted': ['auth/auth-2022-06-27-old.log.gz',
             'auth/auth-2022-07-17-01.log',
             'ingest/ingest-2022-05-25-02.log',
             'ingest/ingest-2022-06-21-10.log',
             'ingest/ingest-2022-07-13-12.log',
             'ingest/ingest-2022-07-15-old.log.gz',
             'ingest/ingest-2022-07-17-01.log',
             'scheduler/scheduler-2022-06-16-old.log.gz',
             'scheduler/scheduler-2022-07-17-01.log',
             'search/search-2022-06-26-old.log.gz',
             'search/search-2022-07-16-01.log'],
 'remaining': {'auth/archive/auth-2022-08-09-03.log.gz': 'gz:76454a6ffbb3ea422c7bffb2eb41d6974ad68aac399a3758c137b8504921a7d8',
               'auth/archive/auth-2022-08-30-07.log': 'a1cb910d27a301b0b2f55681a1472d38b76fe7bcc2c1a865698b6ab4df7bfd8a',
               'auth/auth-2022-07-04-02.log.gz': 'gz:73d6da31dcb31f117e7085c63b7b9a8ce3ad5b6fcdefedae2b206b47d29192c6',
               'auth/auth-2022-07-18-00.log.gz': 'gz:43361ee76bc486d6f9698d6149566bc64ca0277c7ccd81e9d4f5c4f08af3a46d',
               'auth/auth-2022-08-12-04.log.gz': 'gz:2c2c4bf3304a1ffa62425fb8fec33a79b958941dbdd36f7c4def5fda2dd040ec',
               'auth/auth-2022-08-25-young.log.gz': '7dfe155b4171f1a8081c6825b1d389e48d052c0e5bef4d112653e58edfc317ae',
               'auth/auth-2022-08-27-08.log': '7fc758d6a9f5b31658eb3d90600c5f5f6c744a05ab9a7846c339bf1da60c475b',
               'auth/auth-2022-08-28 part5.log': '1ea5fecae980bff21ec8817d7d8dcc078cb5383cda40380e180216d9d4014d7a',
               'auth/auth-2022-08-29-06.log': '88e851e2b8fc2df6700bb894b1739b916180111fae240f4aab664677cdf49509',
               'auth/auth.pid': '84cf1caf7922a7f22c00d2e4d9ef5e5ff566ceedc4f272d17c80e8f226f77e0b',
               'ingest/archive/ingest-2022-07-23-03.log.gz': 'gz:bc2fa607788b5c11fe2754fd7d8a4a887de0c01781588a58a762fcd876c3aa62',
               'ingest/archive/ingest-2022-08-27-11.log': 'b4418409d3571e5c641fb599bccc61fb846b1334f048992f7d3a3390b354ae57',
               'ingest/archive/ingest-2022-08-30-07.log': '188ede59873db00fa52f9647f01188bbe7d18c2dd735e1816b3a7870e2110884',
               'ingest/ingest-2022-06-25-09.log': '2bc7698ca2603f4291ae5b5ed1d381a16e1ae6cf4bc111a1d66c23843cbfacf1',
               'ingest/ingest-2022-07-18-00.log.gz': 'gz:56976715700d6a4197366d2a8f272b4ec0a210deb0be7299d95a3cf455e59347',
               'ingest/ingest-2022-08-11-04.log.gz': 'gz:19b749f331cf8d8327e561a17c32a1f1538493d529d5ee89a387589d4aac27be',
               'ingest/ingest-2022-08-13-young.log.gz': 'a9b99cb4ac0364a412f5795a3b7eec6c2b0c9b773bceecc90af2bc50513b66f0',
               'ingest/ingest-2022-08-27 part5.log': '197aada41b7d53560113772dded3fc3085f907f4edab394091359473faf7ecc9',
               'ingest/ingest-2022-08-29-06.log': '661c3e6b2c1c214ee1af2ee122274da27b45c8cb3be0ed76ae082f287c8c6f9b',
               'ingest/ingest-2022-08-30-08.log': '63cd1f9920dfee9a4b2a09c0aee1ac584ab1c8910d426b63ae632e3559609bc4',
               'ingest/ingest.pid': 'f15687574535bd13ef603c8f6a9b7a5fce3c783a9a0386fcbc9b6ed8bf9dd15d',
               'scheduler/archive/scheduler-2022-07-25-03.log.gz': 'gz:e5c225cd919f7f668ff173a65fcc48a47162bf10620142d25b6a4dc068d8ef46',
               'scheduler/archive/scheduler-2022-08-29-07.log': '52dfa7c85368b8ce22a5dc4477f09a796af08e5b298d73f7684b45a3286e2693',
               'scheduler/scheduler-2022-04-22-02.log': '931d6443bb55e26967ef53241d540880ed6a6a87e08075634a2c7d1af214d830',
               'scheduler/scheduler-2022-07-17-00.log.gz': 'gz:e32e926382cec1def35c99b8f0d2ac252d9c96a2336d6e768941a0ef9a30ebc0',
               'scheduler/scheduler-2022-07-21-04.log.gz': 'gz:cf7552c0071c7da6e3d7a8ebd219ae39e2a7af81c9bb777ffb997e3a9df3f067',
               'scheduler/scheduler-2022-08-03-young.log.gz': 'e6682e66cdebcd1b9c1475d42aef3aade2a4b48ba45a0b8c8a1e65c8c8871cc9',
               'scheduler/scheduler-2022-08-27-06.log': '4c7e15452322d7b43f5fbc39a1e7354a38c7597650ce057d1dee787d013ce940',
               'scheduler/scheduler-2022-08-28-08.log': '55c3199a83e573a24d8ea0ee291fa182582b3c5aa91db81b139a81ad0bb0e367',
               'scheduler/scheduler-2022-08-29 part5.log': '24e06160716850a5043d18f8af3f4d7266a670289c630fe83bad5e358d450e96',
               'scheduler/scheduler.pid': '93438d7e76ddfb404b3873262c38a50a9e04fbb71ef9ac167c00a1a3aea7ede7',
               'search/archive/search-2022-07-31-03.log.gz': 'gz:7626003b84fb610fe23415e7f6916c8f913116e54a9a582be929aba7af1b50b6',
               'search/archive/search-2022-08-29-07.log': 'b70834d75ba4bce31d290fa07ac893469080aaa43aad85207a498815738b8f9e',
               'search/search-2022-06-15-02.log.gz': 'gz:e0acd191a9b14833545ba336d20d4fee720109ae95a54e1cc4076249a07513db',
               'search/search-2022-07-18-00.log.gz': 'gz:28a27dd3a68e976d2f48625a5852cdef0e2f7fcae993ccb06afeb7ff6db00b00',
               'search/search-2022-08-01-young.log.gz': 'f475b93a59df7890df7d7691976840245d5d6ac58c4e5c008e342eab7bac1981',
               'search/search-2022-08-16-04.log.gz': 'gz:18e953bd8ef5cd5af7dcc58975bbbac3f328ae5218b504cfe52a3f18248c987f',
               'search/search-2022-08-28-06.log': '686a0cb2713f8155a48d50a3a9ffc51e0f56bee00be60df379eaf7cdb2f392b7',
               'search/search-2022-08-29 part5.log': 'e913d3a54b7fb2922c2d4f1d1d01a9419c2a62b15f5e35c9c238e7a0ec294acc',
               'search/search-2022-08-31-08.log': 'be61fe0763e6275395c50258811948a32b5d67622da2c8377349985b145509e1',
               'search/search.pid': '7a3a168a74320d3af5ec954e29a61ca032a01beb82d1f1763affe8a019e451f3'}}

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
