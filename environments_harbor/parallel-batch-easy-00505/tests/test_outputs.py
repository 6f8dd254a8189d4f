import os

EXPECTED = {'header': 'addr_id,geo_hash,batch',
 'manifest': [['seg-00', 8],
              ['seg-01', 8],
              ['seg-02', 8],
              ['seg-03', 8],
              ['seg-04', 8],
              ['seg-05', 8],
              ['seg-06', 8],
              ['seg-07', 8],
              ['seg-08', 8],
              ['seg-09', 8],
              ['seg-10', 8],
              ['seg-11', 1]],
 'results': ['AD67550,a9d681421c72,seg-00',
             'AD60062,8412efc4e453,seg-00',
             'AD48608,8d91c8aea023,seg-00',
             'AD35882,2c988c894db6,seg-00',
             'AD84557,da1076dfa121,seg-00',
             'AD36292,8db9666fa13b,seg-00',
             'AD24722,4df18626e577,seg-00',
             'AD46937,d07a089890b5,seg-00',
             'AD33306,b7808fb0bd2e,seg-01',
             'AD24669,392d53d93b37,seg-01',
             'AD67328,0e595cf78c7d,seg-01',
             'AD13857,66c717d257ea,seg-01',
             'AD11098,b1001ff03d9c,seg-01',
             'AD13588,0ca3755bb763,seg-01',
             'AD82272,f4266c703700,seg-01',
             'AD84411,07926bf32114,seg-01',
             'AD98759,3dbf2a75bb0a,seg-02',
             'AD34151,3d660e647f97,seg-02',
             'AD33841,98d2a8ab9c97,seg-02',
             'AD68726,1a0c5b24c27a,seg-02',
             'AD18975,300a8a3b98a7,seg-02',
             'AD75302,7afe61baefa5,seg-02',
             'AD79825,ecbe5530c58a,seg-02',
             'AD87967,62845ca4c3dc,seg-02',
             'AD60745,653879aa9852,seg-03',
             'AD32830,e0b2df147f48,seg-03',
             'AD52271,76d50e67ef75,seg-03',
             'AD36799,1dab9c119924,seg-03',
             'AD37476,fc7fe2bafced,seg-03',
             'AD37427,7a3bb9dbb339,seg-03',
             'AD94793,0c3074a97a9e,seg-03',
             'AD43244,76783b61e85f,seg-03',
             'AD34297,dc1852ce58f3,seg-04',
             'AD28497,1264202285d8,seg-04',
             'AD28357,1cc4a7394800,seg-04',
             'AD21991,325a5a5b0614,seg-04',
             'AD16572,5407d9e2c6cd,seg-04',
             'AD53659,13de93b3b72a,seg-04',
             'AD84025,12f7ce0b7dfa,seg-04',
             'AD83902,4f62ef1c5e69,seg-04',
             'AD75994,286d7c021e14,seg-05',
             'AD98230,2dc53be9ebcb,seg-05',
             'AD60933,b85c4389f118,seg-05',
             'AD23875,6c52f732b26c,seg-05',
             'AD26242,03b088425d8b,seg-05',
             'AD78712,0e13a62ec611,seg-05',
             'AD36428,df7c75e41738,seg-05',
             'AD64122,47ef67686a52,seg-05',
             'AD27726,47c350e4079f,seg-06',
             'AD45090,2aee67e5c0a0,seg-06',
             'AD26310,c9ae70546733,seg-06',
             'AD10188,89e754f6c9eb,seg-06',
             'AD25768,b9c48a2fd418,seg-06',
             'AD67146,72dcd5a8afd6,seg-06',
             'AD42574,ff8e7a66cd38,seg-06',
             'AD91981,f71a0bd51819,seg-06',
             'AD67432,74ae44bfdb96,seg-07',
             'AD56124,a254d4e2d5de,seg-07',
             'AD63217,c1ba057c0259,seg-07',
             'AD57226,1b6ebeca7064,seg-07',
             'AD39801,0212e91c9ead,seg-07',
             'AD10222,0fa7a0b8f6fc,seg-07',
             'AD18048,3c632b099a89,seg-07',
             'AD69346,fe76d993018b,seg-07',
             'AD58961,8c6b55c4ff04,seg-08',
             'AD41768,0899317114bc,seg-08',
             'AD58549,e3b1b0dc5b64,seg-08',
             'AD46798,79f0d36bbca0,seg-08',
             'AD35975,aebaf551b183,seg-08',
             'AD64692,4ca2bf88e7cb,seg-08',
             'AD97759,64858437d409,seg-08',
             'AD96024,42604d7f8aa6,seg-08',
             'AD12368,26800e74b429,seg-09',
             'AD10726,daf8667d1ae7,seg-09',
             'AD69794,31d98718ca7e,seg-09',
             'AD50947,7290eabb868b,seg-09',
             'AD87327,70164427a0e3,seg-09',
             'AD57894,9552e3c74817,seg-09',
             'AD67593,5546894b7535,seg-09',
             'AD52627,07380eddacc0,seg-09',
             'AD36117,256b12d211ba,seg-10',
             'AD49036,403021015b75,seg-10',
             'AD97483,7e92a1e7dbd9,seg-10',
             'AD80765,1b657196d9ae,seg-10',
             'AD77384,ba0d2975328d,seg-10',
             'AD71558,505e843670cd,seg-10',
             'AD64179,4661e2fe3949,seg-10',
             'AD89888,918bfb83897f,seg-10',
             'AD79180,5e7a386931c0,seg-11'],
 'runs': {'seg-00': 1,
          'seg-01': 1,
          'seg-02': 1,
          'seg-03': 1,
          'seg-04': 1,
          'seg-05': 1,
          'seg-06': 1,
          'seg-07': 1,
          'seg-08': 1,
          'seg-09': 1,
          'seg-10': 1,
          'seg-11': 1}}
RESULTS = '/opt/jobs/geo-enrich/results/output.csv'
STATE = '/opt/jobs/geo-enrich/run'
CAP = 3
MANIFEST = '/opt/jobs/geo-enrich/results/batches.tsv'

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
