import os

EXPECTED = {'header': 'trade_id,settle_ref,batch',
 'manifest': [['part-0000', 5],
              ['part-0001', 5],
              ['part-0002', 5],
              ['part-0003', 5],
              ['part-0004', 5],
              ['part-0005', 5],
              ['part-0006', 5],
              ['part-0007', 5],
              ['part-0008', 5],
              ['part-0009', 5],
              ['part-0010', 3]],
 'results': ['TR81970,1fae578b310c,part-0000',
             'TR76712,a6524d86a2d4,part-0000',
             'TR51997,8bf9a7285896,part-0000',
             'TR15248,f08d02d1c1c5,part-0000',
             'TR13937,8f74293c2d6d,part-0000',
             'TR10012,fc93da0e4a12,part-0001',
             'TR11421,bed015c659ba,part-0001',
             'TR15149,c1e16ab452c6,part-0001',
             'TR57043,53121be50bbd,part-0001',
             'TR28243,1393cf392481,part-0001',
             'TR96779,4a3d69efe07f,part-0002',
             'TR33261,56a776eda75f,part-0002',
             'TR66907,73f9e0654726,part-0002',
             'TR60056,fcf6d961e4e1,part-0002',
             'TR95389,af0c7009aa09,part-0002',
             'TR84586,c1550e7d834c,part-0003',
             'TR45501,3bafcd9aa94c,part-0003',
             'TR17974,015c51f83104,part-0003',
             'TR77247,b664a6f7610c,part-0003',
             'TR95093,9c629443158e,part-0003',
             'TR23242,759d301bda94,part-0004',
             'TR36155,11086cca3c63,part-0004',
             'TR37353,2a0686d30bfa,part-0004',
             'TR67499,9e86200f9d47,part-0004',
             'TR64441,26c7eec50588,part-0004',
             'TR44001,4986059270de,part-0005',
             'TR14858,794764b81502,part-0005',
             'TR56834,37548c83cf76,part-0005',
             'TR59719,25e732abf2b7,part-0005',
             'TR87204,38d9a599f926,part-0005',
             'TR75443,8fc5e8fc1ac8,part-0006',
             'TR35527,83e72f0dacff,part-0006',
             'TR90902,cb42392643c9,part-0006',
             'TR78072,a26d99c27654,part-0006',
             'TR59015,0eee27251de4,part-0006',
             'TR48082,6693e471c418,part-0007',
             'TR99516,a95205f3b412,part-0007',
             'TR33124,64ad35a461de,part-0007',
             'TR39487,c7f8343b2873,part-0007',
             'TR96552,d61cb4868d61,part-0007',
             'TR52789,f91b2229ad25,part-0008',
             'TR33774,c52ec8a41ad7,part-0008',
             'TR90403,426324ac2067,part-0008',
             'TR43641,3e1e0c995ba6,part-0008',
             'TR79368,7ef350ea450b,part-0008',
             'TR69175,b9ccebcdc249,part-0009',
             'TR97748,0a0d10b1187a,part-0009',
             'TR89650,0bbfd45ff393,part-0009',
             'TR99839,d6c198f1a396,part-0009',
             'TR87487,1b4f267c52f4,part-0009',
             'TR49166,27eb37a40863,part-0010',
             'TR17907,38525733fa38,part-0010',
             'TR27155,b60a60dd0a2d,part-0010'],
 'runs': {'part-0000': 1,
          'part-0001': 1,
          'part-0002': 1,
          'part-0003': 1,
          'part-0004': 1,
          'part-0005': 1,
          'part-0006': 1,
          'part-0007': 1,
          'part-0008': 1,
          'part-0009': 1,
          'part-0010': 1}}
RESULTS = '/opt/jobs/fx-settlement/results/output.csv'
STATE = '/opt/jobs/fx-settlement/state'
CAP = 2
MANIFEST = '/opt/jobs/fx-settlement/results/batches.tsv'

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
