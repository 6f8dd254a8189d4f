import os

EXPECTED = {'header': 'asset_id,thumb_key,batch',
 'manifest': [['chunk_000', 7],
              ['chunk_001', 7],
              ['chunk_002', 7],
              ['chunk_003', 7],
              ['chunk_004', 7],
              ['chunk_005', 7],
              ['chunk_006', 7],
              ['chunk_007', 7],
              ['chunk_008', 7],
              ['chunk_009', 7],
              ['chunk_010', 2]],
 'results': ['IMG66310,cd92060f0021,chunk_000',
             'IMG47146,2e69d47687c1,chunk_000',
             'IMG23001,97cf1553a00b,chunk_000',
             'IMG98574,d3e4db0cfab6,chunk_000',
             'IMG94498,115903382308,chunk_000',
             'IMG86944,c44dabd2fc60,chunk_000',
             'IMG81212,0d730300a53f,chunk_000',
             'IMG76911,b72fea80be67,chunk_001',
             'IMG78569,c6da2e95d553,chunk_001',
             'IMG15602,0378572a12ea,chunk_001',
             'IMG18977,6b10732e84a5,chunk_001',
             'IMG72587,6a378c2a3aff,chunk_001',
             'IMG94628,1200a0b529c6,chunk_001',
             'IMG84270,705fe7f03f07,chunk_001',
             'IMG90833,af8c0889b22d,chunk_002',
             'IMG31776,27c9d9be7247,chunk_002',
             'IMG16847,54ffbf030e9f,chunk_002',
             'IMG99413,973deec56276,chunk_002',
             'IMG97858,74b9c6159261,chunk_002',
             'IMG85430,3b613bdf0197,chunk_002',
             'IMG89204,b34b409a4ce4,chunk_002',
             'IMG60442,c4c9206583a1,chunk_003',
             'IMG63106,3e0e2ce491c3,chunk_003',
             'IMG12090,0aa9112cf8e5,chunk_003',
             'IMG42875,2d2ba3ce1b73,chunk_003',
             'IMG56766,ef830afcf668,chunk_003',
             'IMG14659,86e7803d1415,chunk_003',
             'IMG38485,48e90e6b3003,chunk_003',
             'IMG55756,694ff642fa78,chunk_004',
             'IMG94467,ad80bc67f66f,chunk_004',
             'IMG93501,f9213de83069,chunk_004',
             'IMG94083,4ad5f05935a1,chunk_004',
             'IMG39401,ce7737882f79,chunk_004',
             'IMG41918,0d2fae717d9f,chunk_004',
             'IMG87297,29c2322e76d6,chunk_004',
             'IMG11892,2351f47d721f,chunk_005',
             'IMG27943,ca9baa750353,chunk_005',
             'IMG22597,ad6e09e249ce,chunk_005',
             'IMG73990,b71fa28caefe,chunk_005',
             'IMG16719,746497ab5090,chunk_005',
             'IMG95428,48ebc0cd08c4,chunk_005',
             'IMG68847,bc36a866d906,chunk_005',
             'IMG15123,46a4fa9c702a,chunk_006',
             'IMG70422,abb2122bab1d,chunk_006',
             'IMG77023,0e85f05cdff6,chunk_006',
             'IMG56146,339ef02ba798,chunk_006',
             'IMG49836,21bff1158c4c,chunk_006',
             'IMG32689,dd73d319373d,chunk_006',
             'IMG99735,8425b4f1a3a1,chunk_006',
             'IMG69885,5c9485bfd6bd,chunk_007',
             'IMG35712,6dab2d0589a5,chunk_007',
             'IMG69063,86de6bbc49c0,chunk_007',
             'IMG44513,435a0050a7b5,chunk_007',
             'IMG54047,1383e580974e,chunk_007',
             'IMG10262,56658ce61d2c,chunk_007',
             'IMG50483,347529d7d790,chunk_007',
             'IMG59364,6dac97fd0ed7,chunk_008',
             'IMG69378,bbd5ef1954a6,chunk_008',
             'IMG76600,aaf115b5923a,chunk_008',
             'IMG71371,f6c9c25f874e,chunk_008',
             'IMG19551,ea7a33267a13,chunk_008',
             'IMG57298,3cf21e6485bc,chunk_008',
             'IMG12947,9e822f742cf4,chunk_008',
             'IMG89432,c8f3f845ec7d,chunk_009',
             'IMG10330,715abb200dba,chunk_009',
             'IMG97084,acc28041f830,chunk_009',
             'IMG23448,b9d525b6943d,chunk_009',
             'IMG34921,f40cab3abd7d,chunk_009',
             'IMG51948,83810358629b,chunk_009',
             'IMG83518,6ea7f211b7fa,chunk_009',
             'IMG82747,a942d0f52bdf,chunk_010',
             'IMG20703,2531291227f6,chunk_010'],
 'runs': {'chunk_000': 1,
          'chunk_001': 1,
          'chunk_002': 1,
          'chunk_003': 1,
          'chunk_004': 1,
          'chunk_005': 1,
          'chunk_006': 1,
          'chunk_007': 1,
          'chunk_008': 1,
          'chunk_009': 1,
          'chunk_010': 1}}
RESULTS = '/home/batch/asset-thumbs/out/results.csv'
STATE = '/home/batch/asset-thumbs/var'
CAP = 2
MANIFEST = '/home/batch/asset-thumbs/out/batches.tsv'

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
