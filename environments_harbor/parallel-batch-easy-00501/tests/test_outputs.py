import os

EXPECTED = {'header': 'trade_id,settle_ref,batch',
 'manifest': [['seg-0000', 7],
              ['seg-0001', 7],
              ['seg-0002', 7],
              ['seg-0003', 7],
              ['seg-0004', 7],
              ['seg-0005', 7],
              ['seg-0006', 7],
              ['seg-0007', 7],
              ['seg-0008', 4]],
 'results': ['TR26929,326626ba4727,seg-0000',
             'TR26683,e8540cfba517,seg-0000',
             'TR48334,b3693dc266f9,seg-0000',
             'TR65346,d55ae8e6f6cc,seg-0000',
             'TR76953,3b8fc1f28f73,seg-0000',
             'TR42660,8c5852529668,seg-0000',
             'TR10025,4851243e6f08,seg-0000',
             'TR54274,1d9bd768c2e8,seg-0001',
             'TR68522,8da61146c4da,seg-0001',
             'TR26653,b85c82c841bf,seg-0001',
             'TR34932,d88628e44f30,seg-0001',
             'TR64450,ddbc86ce0ba5,seg-0001',
             'TR81042,8b06508bbe84,seg-0001',
             'TR23516,3c302ecafb48,seg-0001',
             'TR45032,7fbf23d04235,seg-0002',
             'TR14666,5694ccc9a2e4,seg-0002',
             'TR64215,c3c86dab4288,seg-0002',
             'TR73719,da70e204af79,seg-0002',
             'TR68967,2d5a7843a6f5,seg-0002',
             'TR11613,d8c4b6afa098,seg-0002',
             'TR32057,17b3a8155d0b,seg-0002',
             'TR27929,df93ad480876,seg-0003',
             'TR25974,cc4433561256,seg-0003',
             'TR36202,5a914dc6b1de,seg-0003',
             'TR65008,64dd42dcea2f,seg-0003',
             'TR66024,7b1b6a212a80,seg-0003',
             'TR68435,3f1f62ae3aa0,seg-0003',
             'TR69266,69b31a6d61cc,seg-0003',
             'TR11875,550f28979ab7,seg-0004',
             'TR67574,1c77c985f262,seg-0004',
             'TR78700,a644f1615d59,seg-0004',
             'TR94949,636a8c740027,seg-0004',
             'TR38614,9955d56690f8,seg-0004',
             'TR63907,454d06a16c10,seg-0004',
             'TR24053,74852083ff8b,seg-0004',
             'TR25362,30300cd1c78a,seg-0005',
             'TR13076,63570276bc43,seg-0005',
             'TR74371,dc8a5db5ed83,seg-0005',
             'TR50784,39f1fcb18718,seg-0005',
             'TR43667,91cf22c6febc,seg-0005',
             'TR79043,aa6b6e7b3b68,seg-0005',
             'TR66394,6e7932129671,seg-0005',
             'TR76747,bc45ce9f4b7e,seg-0006',
             'TR42866,709edacfd80a,seg-0006',
             'TR13568,69cf7d2bcba2,seg-0006',
             'TR32809,3610b671501b,seg-0006',
             'TR81786,41a139fa3134,seg-0006',
             'TR55243,9904fc1dc1a6,seg-0006',
             'TR60239,7540ceee63b7,seg-0006',
             'TR43411,345f8d96eb8a,seg-0007',
             'TR19376,0ba6f7906f5f,seg-0007',
             'TR74782,33deea782bab,seg-0007',
             'TR86297,6d6dff2be1f8,seg-0007',
             'TR41422,85bb069f27d4,seg-0007',
             'TR59910,3920dac48581,seg-0007',
             'TR99531,42dccc8d5f12,seg-0007',
             'TR67316,afdc3ad30e99,seg-0008',
             'TR71193,095f2a797a77,seg-0008',
             'TR45559,9e368d900955,seg-0008',
             'TR56539,4c335fe4ba8f,seg-0008'],
 'runs': {'seg-0000': 1,
          'seg-0001': 1,
          'seg-0002': 1,
          'seg-0003': 1,
          'seg-0004': 1,
          'seg-0005': 1,
          'seg-0006': 1,
          'seg-0007': 1,
          'seg-0008': 1}}
RESULTS = '/home/batch/fx-settlement/results/converted.csv'
STATE = '/home/batch/fx-settlement/var'
CAP = 3
MANIFEST = '/home/batch/fx-settlement/results/batches.tsv'

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
