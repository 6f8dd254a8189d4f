import os

EXPECTED = {'header': 'asset_id,thumb_key,batch',
 'manifest': [['shard00', 8],
              ['shard01', 8],
              ['shard02', 8],
              ['shard03', 8],
              ['shard04', 8],
              ['shard05', 8],
              ['shard06', 8],
              ['shard07', 8],
              ['shard08', 8],
              ['shard09', 8],
              ['shard10', 3]],
 'results': ['IMG62059,a30805a572b2,shard00',
             'IMG21791,5189c6d3cf18,shard00',
             'IMG24695,55dc8e7f45d6,shard00',
             'IMG63089,c52ac0b60450,shard00',
             'IMG85056,2ed49972965c,shard00',
             'IMG67500,5d26cbde6405,shard00',
             'IMG55118,fe003c955cfc,shard00',
             'IMG18055,ea42a881154e,shard00',
             'IMG59867,d7fd3e0cf87b,shard01',
             'IMG32594,23ac14276c88,shard01',
             'IMG93752,d0c9ebbc11c4,shard01',
             'IMG55418,498558b43779,shard01',
             'IMG18232,b56d42381158,shard01',
             'IMG49811,b737dc8b1ab5,shard01',
             'IMG63381,62a26a2997ef,shard01',
             'IMG30408,dad3b921dba3,shard01',
             'IMG45751,6b65505f312f,shard02',
             'IMG74444,dba216fff747,shard02',
             'IMG71422,c91bf2077e06,shard02',
             'IMG51671,7f902696dd49,shard02',
             'IMG23505,d03757712046,shard02',
             'IMG14538,ffc642b9ca06,shard02',
             'IMG90473,392e69324f5e,shard02',
             'IMG24593,ecb344b83f1e,shard02',
             'IMG36171,7a4c9a2993e4,shard03',
             'IMG47576,3d07c9a5f644,shard03',
             'IMG30994,5c15cab6c1f9,shard03',
             'IMG46035,c4d98f2de30c,shard03',
             'IMG68156,2207e9414f58,shard03',
             'IMG10635,82c89ae36a34,shard03',
             'IMG23616,a32430906210,shard03',
             'IMG75255,5fa9f0bd0c10,shard03',
             'IMG15321,98840a5e2717,shard04',
             'IMG62980,868582696bd1,shard04',
             'IMG39102,64aff5e50b67,shard04',
             'IMG22240,b4c88f01e566,shard04',
             'IMG16663,3479943b0c31,shard04',
             'IMG40193,3ac63edc6d48,shard04',
             'IMG46349,70aad6abbce8,shard04',
             'IMG64905,977eb392f444,shard04',
             'IMG86398,bd439661d59d,shard05',
             'IMG87926,448f97dd0297,shard05',
             'IMG33165,32f916a29345,shard05',
             'IMG84660,0531f8c81aca,shard05',
             'IMG45488,08df17055662,shard05',
             'IMG46141,e725f8668657,shard05',
             'IMG31462,a77ab96de083,shard05',
             'IMG20154,c6bbaa5c53e6,shard05',
             'IMG52230,ba10486edec8,shard06',
             'IMG32643,484a610cf321,shard06',
             'IMG49431,3a6fa1153bf8,shard06',
             'IMG48142,bdb594607df6,shard06',
             'IMG36739,b37c29d92406,shard06',
             'IMG59633,3050aeab4ec7,shard06',
             'IMG46303,8df5b2e155a2,shard06',
             'IMG63695,344e0c173cf8,shard06',
             'IMG67123,ed25cedcc4f6,shard07',
             'IMG83766,28ca569d90b1,shard07',
             'IMG87160,035e1d4e7a75,shard07',
             'IMG18603,57422d8fc629,shard07',
             'IMG31754,76e83dd0d706,shard07',
             'IMG31186,9696e20f70d9,shard07',
             'IMG99734,22f5e714913a,shard07',
             'IMG19493,e64f5084e14a,shard07',
             'IMG43036,0f8a82ad07a3,shard08',
             'IMG47346,efe545a91d8a,shard08',
             'IMG80151,078457bf7077,shard08',
             'IMG58695,46722233a48b,shard08',
             'IMG11281,3cfaacb86a04,shard08',
             'IMG97143,87b6678744c7,shard08',
             'IMG44807,bbfd7ce66c0a,shard08',
             'IMG15930,8a26c1bd7af5,shard08',
             'IMG93270,77ac43c68f87,shard09',
             'IMG28823,9e1703d5aecc,shard09',
             'IMG85358,61d56c99e305,shard09',
             'IMG80939,2f63b8624b29,shard09',
             'IMG66295,f38ed9df57d7,shard09',
             'IMG75402,cf0c92e83145,shard09',
             'IMG76073,71be2491ebc5,shard09',
             'IMG81061,c726c6c773af,shard09',
             'IMG93237,5357e39a44b0,shard10',
             'IMG52034,6b7e6e0ab403,shard10',
             'IMG53224,398d73f800c2,shard10'],
 'runs': {'shard00': 1,
          'shard01': 1,
          'shard02': 1,
          'shard03': 1,
          'shard04': 1,
          'shard05': 1,
          'shard06': 1,
          'shard07': 1,
          'shard08': 1,
          'shard09': 1,
          'shard10': 1}}
RESULTS = '/data/asset-thumbs/report/output.csv'
STATE = '/data/asset-thumbs/state'
CAP = 4
MANIFEST = '/data/asset-thumbs/report/batches.tsv'

from collections import Counter


def _lines(path):
    assert os.path.isfile(path), f"{path} does not exist"
    with open(path) as f:
        return f.read().splitlines()


def test_results_values_and_order():
    got = _lines(RESULTS)
    assert got, f"{RESULTS} is empty"
    assert got[0] == EXPECTED["header"], f"header is {got[0]!r}, expected {EXPECTED['header']!r}"
    rows, want = got[1:], EXPECTED["results"]
    missing = sorted(set(want) - set(rows))
    extra = sorted(set(rows) - set(want))
    assert not missing and not extra, (f"{len(missing)} expected lines missing (e.g. {missing[:3]}), "
                                       f"{len(extra)} unexpected lines (e.g. {extra[:3]})")
    assert len(rows) == len(want), f"{len(rows)} result lines, expected {len(want)} (duplicates?)"
    for k, (g, w) in enumerate(zip(rows, want)):
        assert g == w, f"result line {k + 1} is {g!r}, expected {w!r}: lines are not in input order"


def _runs():
    runs = [l.split("\t") for l in _lines(os.path.join(STATE, "runs.log")) if l.strip()]
    assert all(len(r) == 3 for r in runs), "runs.log was edited: every line is batch<TAB>attempt<TAB>slot"
    return runs


def test_each_job_ran_as_often_as_it_should():
    got = Counter(r[0] for r in _runs())
    want = EXPECTED["runs"]
    diff = {b: (got.get(b, 0), n) for b, n in want.items() if got.get(b, 0) != n}
    unknown = sorted(set(got) - set(want))
    assert not unknown, f"the tool ran on batches that should not exist: {unknown[:5]}"
    assert not diff, "tool runs per batch differ (batch: (ran, expected)): " + ", ".join(
        f"{b}: {v}" for b, v in sorted(diff.items()))


def test_concurrency_stayed_under_the_cap():
    slots = [int(r[2]) for r in _runs()]
    assert max(slots) < CAP, (f"the tool saw {max(slots) + 1} jobs running at once; at most {CAP} are allowed")


def test_manifest():
    rows = [l.split("\t") for l in _lines(MANIFEST)]
    assert rows and rows[0] == ["batch", "records"], f"manifest header is {rows[:1]}, expected batch<TAB>records"
    got = [[r[0], int(r[1])] if len(r) == 2 and r[1].strip().isdigit() else r for r in rows[1:]]
    assert got == EXPECTED["manifest"], f"manifest rows {got} differ from the expected {EXPECTED['manifest']}"
