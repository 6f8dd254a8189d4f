import gzip, hashlib, json, os

EXPECTED = {'compressed': [],
 'deleted': ['ingest/ingest-2021-11-23-06.log',
             'ingest/ingest-2021-12-27-01.log',
             'mailer/mailer-2021-11-23-06.log',
             'mailer/mailer-2021-12-08-04.log',
             'mailer/mailer-2021-12-12-03.log',
             'mailer/mailer-2021-12-26-01.log'],
 'remaining': {'ingest/ingest-2021-12-27-00.log': '234f43e06a2546a7cefdd8a2abca16152a3771fca35b1dae3db37a7b5737cf6f',
               'ingest/ingest-2022-01-08-03.log': 'b2e01ee3a32257b514099b9b48ab8fcb93f65945dd4cd7c01ba82e643ee9fb58',
               'ingest/ingest-2022-01-15-04.log': 'b69bf6646cb7d083334b137056f438729fc28ca895d3126a3e8d6c1811be0cb3',
               'ingest/ingest-2022-01-26-02.log': '51c5e17458737caef8fdf664b323c7508d0c3ecc1af462e018b7d99e15d00517',
               'ingest/ingest-2022-02-01-05.log': 'eb193bd856694f00b7196623200db1b3d330143dcd036a207c9c5a25e3a0ee6d',
               'ingest/ingest.pid': 'b4c01af8049990d4808ed9e212103e5ea9cc5f28f69eed2e72f7d0895f4dac07',
               'mailer/mailer-2021-12-28-00.log': '5ee65c9b73368d9ed42c70e8447f28f9518689e4b8eace395a4e0ad73ef02d9f',
               'mailer/mailer-2022-01-01-05.log': 'efec65ce36801f4c70015415322400c1ff1ce645c5839bca9df43a5c8e555dc9',
               'mailer/mailer-2022-01-16-07.log': 'cbfdadf6250c7b5962b46b6545fda81b0476d7a7dd20ef6a369e2f04da326e4f',
               'mailer/mailer-2022-01-27-02.log': '17e48508c41914dca92b1f365f0452dd07b0da7acfadc0007b133131951ac5c2',
               'mailer/mailer.pid': 'acc54e8f05d1c45ceac12ca4e6a355fa40f901cb6dd5476907d40f7c28c8dfee'}}

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
