import os

EXPECTED = {'header': 'pkg_id,sig_digest,batch',
 'manifest': [['part-0000', 7],
              ['part-0001', 7],
              ['part-0002', 7],
              ['part-0003', 7],
              ['part-0004', 7],
              ['part-0005', 7],
              ['part-0006', 7],
              ['part-0007', 7],
              ['part-0008', 7],
              ['part-0009', 3]],
 'results': ['PK56168,28961b69a608,part-0000',
             'PK50111,68a71be281d7,part-0000',
             'PK74848,0739aeea5710,part-0000',
             'PK21694,c345b0fe2a2c,part-0000',
             'PK59873,df38503891c3,part-0000',
             'PK59913,fc62ad9058cc,part-0000',
             'PK35775,62f3d2bb81b4,part-0000',
             'PK22938,27e0ecf68948,part-0001',
             'PK38982,a8a4b3c45443,part-0001',
             'PK24646,8da597fefc67,part-0001',
             'PK26997,4b85d04c7daf,part-0001',
             'PK39723,bdd7c8ce031e,part-0001',
             'PK92848,3ba510f2b8a4,part-0001',
             'PK79898,3ef7ddb6b1d3,part-0001',
             'PK32022,39646d8d0084,part-0002',
             'PK98057,676502b73d8c,part-0002',
             'PK43466,da768d8bd790,part-0002',
             'PK74776,18a9147eba6c,part-0002',
             'PK69074,0c27f771a02a,part-0002',
             'PK80650,39774ef7084b,part-0002',
             'PK32250,b3828c9166f9,part-0002',
             'PK73157,7f00a4ec640e,part-0003',
             'PK76640,75a632392526,part-0003',
             'PK17645,21bd29435319,part-0003',
             'PK73497,37dfe01f04fa,part-0003',
             'PK36268,cf83ba4ed3e6,part-0003',
             'PK18039,3ac392aa3459,part-0003',
             'PK10445,e49107ae2cae,part-0003',
             'PK93690,d940c5ea8d26,part-0004',
             'PK69889,6b54fecd1fe0,part-0004',
             'PK79056,395d301c7a38,part-0004',
             'PK40836,481d0523ac8d,part-0004',
             'PK29353,ce0980a6f164,part-0004',
             'PK32215,4fb4b50a0dd1,part-0004',
             'PK81946,227835df132c,part-0004',
             'PK45961,1312b14421c4,part-0005',
             'PK20126,9dd8cb42887f,part-0005',
             'PK81442,87364fc9262a,part-0005',
             'PK44515,32b1e9ad59c8,part-0005',
             'PK67471,65fd5e26e159,part-0005',
             'PK74190,0d5a92e91461,part-0005',
             'PK53815,1bdaf257ec49,part-0005',
             'PK93068,aa088bba30e9,part-0006',
             'PK51813,1c4481883fdc,part-0006',
             'PK88336,ca2099455d42,part-0006',
             'PK95530,520ae8fe2137,part-0006',
             'PK65156,322aa81554c7,part-0006',
             'PK76489,16caeb4dd486,part-0006',
             'PK15357,74fc9a9dd4c8,part-0006',
             'PK99040,82651c4f99c1,part-0007',
             'PK28811,b9a1eaa2be9b,part-0007',
             'PK42824,0921e76d3f54,part-0007',
             'PK53911,cd10806aaf0c,part-0007',
             'PK68992,64c38daad834,part-0007',
             'PK54300,3a7c310ee854,part-0007',
             'PK89095,4e1f787362ee,part-0007',
             'PK41846,415a8a3a83c6,part-0008',
             'PK31580,cc91583919a6,part-0008',
             'PK41347,6ebfbd512644,part-0008',
             'PK75933,4e6a4e57c104,part-0008',
             'PK45035,e096d80c0121,part-0008',
             'PK76948,49c9af3a1fc3,part-0008',
             'PK95032,a2a71369387c,part-0008',
             'PK91661,43a9368c9dc9,part-0009',
             'PK88734,6ee185a94b69,part-0009',
             'PK84812,f763473f9a0b,part-0009'],
 'runs': {'part-0000': 1,
          'part-0001': 1,
          'part-0002': 1,
          'part-0003': 1,
          'part-0004': 1,
          'part-0005': 1,
          'part-0006': 1,
          'part-0007': 1,
          'part-0008': 1,
          'part-0009': 1}}
RESULTS = '/home/batch/mirror-verify/results/output.csv'
STATE = '/home/batch/mirror-verify/state'
CAP = 4
MANIFEST = '/home/batch/mirror-verify/results/batches.tsv'

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
