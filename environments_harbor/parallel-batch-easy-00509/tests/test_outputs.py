import os

EXPECTED = {'header': 'invoice_id,pdf_ref,batch',
 'manifest': [['shard0001', 4],
              ['shard0002', 4],
              ['shard0003', 4],
              ['shard0004', 4],
              ['shard0005', 4],
              ['shard0006', 4],
              ['shard0007', 4],
              ['shard0008', 4],
              ['shard0009', 1]],
 'results': ['INV94632,5bf72dcae949,shard0001',
             'INV47165,c66c294bbac3,shard0001',
             'INV12882,c2ab5e2bbbd9,shard0001',
             'INV60295,bec40a05fdf3,shard0001',
             'INV47889,6ab5f5abc6d2,shard0002',
             'INV94883,556f34c4edb9,shard0002',
             'INV77424,37d70c24f14c,shard0002',
             'INV33671,6e287c4ef16a,shard0002',
             'INV42619,0e905939d643,shard0003',
             'INV34549,6b7fe84777eb,shard0003',
             'INV90506,ce043f8e9edd,shard0003',
             'INV24245,4638425a5d8d,shard0003',
             'INV16945,cd0a14e0eb3d,shard0004',
             'INV16257,4955a78dfa90,shard0004',
             'INV22806,22c21af7e121,shard0004',
             'INV70190,f90685185848,shard0004',
             'INV91770,ea1f17283105,shard0005',
             'INV97401,c64b1f352d47,shard0005',
             'INV24495,339338e50a22,shard0005',
             'INV74812,63935d6c11c2,shard0005',
             'INV87652,b33b80a64758,shard0006',
             'INV63683,a8dd7c3e2354,shard0006',
             'INV16588,8b47afcc4c61,shard0006',
             'INV63797,e3944ec5f076,shard0006',
             'INV58123,a1cd58b7809e,shard0007',
             'INV22110,e839ea16e67a,shard0007',
             'INV22311,2f1eaa7d20c2,shard0007',
             'INV54992,15e2a9377124,shard0007',
             'INV59814,c20ed43f3390,shard0008',
             'INV71532,4c69ec50c29b,shard0008',
             'INV54425,44e7f8cec786,shard0008',
             'INV73099,ae258e405980,shard0008',
             'INV78896,73fbec280316,shard0009'],
 'runs': {'shard0001': 1,
          'shard0002': 1,
          'shard0003': 1,
          'shard0004': 1,
          'shard0005': 1,
          'shard0006': 1,
          'shard0007': 1,
          'shard0008': 1,
          'shard0009': 1}}
RESULTS = '/srv/invoice-render/out/output.csv'
STATE = '/srv/invoice-render/state'
CAP = 4
MANIFEST = '/srv/invoice-render/out/batches.tsv'

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
