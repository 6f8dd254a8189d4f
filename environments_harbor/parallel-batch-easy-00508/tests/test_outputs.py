import os

EXPECTED = {'header': 'sample_id,bam_ref,batch',
 'manifest': [['seg-0000', 7],
              ['seg-0001', 7],
              ['seg-0002', 7],
              ['seg-0003', 7],
              ['seg-0004', 7],
              ['seg-0005', 7],
              ['seg-0006', 7],
              ['seg-0007', 7],
              ['seg-0008', 4]],
 'results': ['S98975,4939bed9b5d0,seg-0000',
             'S61184,dda3854e3873,seg-0000',
             'S56689,0978f3a75c89,seg-0000',
             'S68747,534c2bcec233,seg-0000',
             'S66020,141e2098f9d2,seg-0000',
             'S19934,33b0e78d8166,seg-0000',
             'S54109,ac37f0f11a3e,seg-0000',
             'S99723,09e12eef4015,seg-0001',
             'S37663,488decca8b38,seg-0001',
             'S31401,c8d402e8e3f6,seg-0001',
             'S26177,c5adc43a3d26,seg-0001',
             'S75974,ca37d2346328,seg-0001',
             'S18585,a434162d3957,seg-0001',
             'S32695,d404f8574894,seg-0001',
             'S16545,9d12c7a0a437,seg-0002',
             'S38781,f9c5b34cd89e,seg-0002',
             'S63807,46e75666b962,seg-0002',
             'S77315,cad9ea077cae,seg-0002',
             'S16369,b0090cbf4b81,seg-0002',
             'S87499,48b98265cda1,seg-0002',
             'S18320,21f3ee2ed3d5,seg-0002',
             'S46701,8b442e6594e1,seg-0003',
             'S46218,c3a553042655,seg-0003',
             'S33428,3fa6601bbd1f,seg-0003',
             'S90462,2adb0318caf6,seg-0003',
             'S32905,ab3923339352,seg-0003',
             'S34460,ae119ebe86e7,seg-0003',
             'S88455,c30fa688394f,seg-0003',
             'S52814,5de01234040d,seg-0004',
             'S27835,478f808afab4,seg-0004',
             'S95159,2867c61be73f,seg-0004',
             'S74973,f8565c71174d,seg-0004',
             'S42681,415884ecf05a,seg-0004',
             'S26517,4ff0a6704811,seg-0004',
             'S44386,3cf8ab77b1a1,seg-0004',
             'S16435,ef865e5ed3e7,seg-0005',
             'S24946,15b33cf8f62d,seg-0005',
             'S76096,d0b72a1e49e2,seg-0005',
             'S47548,5ddb1be617d6,seg-0005',
             'S78571,116b879817b6,seg-0005',
             'S35967,85580978a320,seg-0005',
             'S65161,1bc10aaf69df,seg-0005',
             'S10475,a29d971c0e5d,seg-0006',
             'S30230,779895d57204,seg-0006',
             'S39185,34c0a5d633f8,seg-0006',
             'S53640,7e8fb3f37f55,seg-0006',
             'S69478,98f7c1e2e4fa,seg-0006',
             'S71805,96c346c4e91c,seg-0006',
             'S73003,caaf2deb16a8,seg-0006',
             'S61791,5887e1d15fb7,seg-0007',
             'S42921,0207b665252f,seg-0007',
             'S96247,30359590ac23,seg-0007',
             'S99649,cd9c6c82ff16,seg-0007',
             'S22905,c558232a2bd6,seg-0007',
             'S99484,46d381fb5daa,seg-0007',
             'S47230,01fc23e4d38e,seg-0007',
             'S10648,99b44223a8de,seg-0008',
             'S97523,9d92fe8e6562,seg-0008',
             'S98192,45bce0d05297,seg-0008',
             'S78763,c8dc16155b6c,seg-0008'],
 'runs': {'seg-0000': 1,
          'seg-0001': 1,
          'seg-0002': 1,
          'seg-0003': 1,
          'seg-0004': 1,
          'seg-0005': 1,
          'seg-0006': 1,
          'seg-0007': 1,
          'seg-0008': 1}}
RESULTS = '/var/batch/read-align/report/output.csv'
STATE = '/var/batch/read-align/state'
CAP = 3
MANIFEST = '/var/batch/read-align/report/batches.tsv'

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
