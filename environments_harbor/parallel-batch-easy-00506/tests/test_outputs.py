import os

EXPECTED = {'header': 'asset_id,thumb_key,batch',
 'manifest': [['batch-00', 8],
              ['batch-01', 8],
              ['batch-02', 8],
              ['batch-03', 8],
              ['batch-04', 8],
              ['batch-05', 8],
              ['batch-06', 8],
              ['batch-07', 8],
              ['batch-08', 8],
              ['batch-09', 8],
              ['batch-10', 8],
              ['batch-11', 4]],
 'results': ['IMG35549,67fc8e652c93,batch-00',
             'IMG12127,7c27867cf431,batch-00',
             'IMG99177,df612fafbea4,batch-00',
             'IMG85235,bff158633a71,batch-00',
             'IMG50467,8b0e64ce866a,batch-00',
             'IMG38286,b147a70fe356,batch-00',
             'IMG18526,e697f0885fb1,batch-00',
             'IMG35641,72c702239081,batch-00',
             'IMG95367,42ccd42fec56,batch-01',
             'IMG14508,bbdeace1458b,batch-01',
             'IMG57397,56796fbf5aee,batch-01',
             'IMG87311,54b3689d041e,batch-01',
             'IMG98543,929998989ebc,batch-01',
             'IMG83762,54d6d52637ca,batch-01',
             'IMG97354,6188f970c4bc,batch-01',
             'IMG64155,0c408c18f1cd,batch-01',
             'IMG47127,4399d9b1813f,batch-02',
             'IMG67274,074922bd3ad9,batch-02',
             'IMG15918,50dd4446c675,batch-02',
             'IMG76275,64c2379e3f96,batch-02',
             'IMG69377,93c18b656781,batch-02',
             'IMG13281,cc92eedc2192,batch-02',
             'IMG69396,529295ece705,batch-02',
             'IMG72816,fc44a9e66ddb,batch-02',
             'IMG94845,a18eb4c05cbd,batch-03',
             'IMG94583,beb426e4fb6d,batch-03',
             'IMG62661,6cc1cbe84663,batch-03',
             'IMG49743,d1fb09c31682,batch-03',
             'IMG11099,911325a76ac0,batch-03',
             'IMG11193,f207dc11a314,batch-03',
             'IMG63838,3a1f633ec514,batch-03',
             'IMG28664,20f655761e34,batch-03',
             'IMG32473,d0a0d51894d0,batch-04',
             'IMG63930,2e6b05e43c80,batch-04',
             'IMG60506,f73116b7effb,batch-04',
             'IMG93543,01aaeca39a80,batch-04',
             'IMG41314,cd659962d8c8,batch-04',
             'IMG10932,33f90c5d6d9a,batch-04',
             'IMG20391,74dc28c25af1,batch-04',
             'IMG63431,5c7535ee4ba7,batch-04',
             'IMG85866,e04531480f8d,batch-05',
             'IMG26081,fa57623fadd3,batch-05',
             'IMG98071,3fed07d6cbae,batch-05',
             'IMG43316,b505b69b835e,batch-05',
             'IMG82100,78208d547d2e,batch-05',
             'IMG46919,62c2d6e830b3,batch-05',
             'IMG63206,ff9f35eb1b22,batch-05',
             'IMG32638,a82a5edc87b6,batch-05',
             'IMG37912,e307ff5240be,batch-06',
             'IMG45885,d2095fabe69d,batch-06',
             'IMG61313,b807be6203a1,batch-06',
             'IMG36151,9b9341444092,batch-06',
             'IMG44069,61fd8093d7de,batch-06',
             'IMG74584,df0c71a2e2c8,batch-06',
             'IMG56876,bc7901898bd5,batch-06',
             'IMG25262,9dc407612b0c,batch-06',
             'IMG46909,37c526a0dbd5,batch-07',
             'IMG81335,cb61ce2902d3,batch-07',
             'IMG47506,6a90500ce502,batch-07',
             'IMG43039,a37b327e1850,batch-07',
             'IMG60813,4ed0e7d32dea,batch-07',
             'IMG11978,82ee9d3d1452,batch-07',
             'IMG34930,41120259abdd,batch-07',
             'IMG94008,e8e3bdc9d7e2,batch-07',
             'IMG53832,10b9cef81846,batch-08',
             'IMG63550,183c89ca3dff,batch-08',
             'IMG15848,d80dccb70ba5,batch-08',
             'IMG69810,9fdba506047a,batch-08',
             'IMG70012,b10106375b52,batch-08',
             'IMG24542,8858c29258ce,batch-08',
             'IMG14070,a90ed5adc4d5,batch-08',
             'IMG88949,c587dabbf850,batch-08',
             'IMG32883,f1e4c2406e04,batch-09',
             'IMG44797,acc88cfb50da,batch-09',
             'IMG17885,bc757a463ddf,batch-09',
             'IMG77961,05de57cb6955,batch-09',
             'IMG59290,79c26bc35c85,batch-09',
             'IMG93334,911d9f3ffb98,batch-09',
             'IMG89664,e2ceeacb8451,batch-09',
             'IMG75403,e83884f1ebae,batch-09',
             'IMG32428,2f5e318b6a35,batch-10',
             'IMG91965,3fe7592c7960,batch-10',
             'IMG84865,bbda576b4a77,batch-10',
             'IMG23759,9a5f3f45a5f8,batch-10',
             'IMG29403,84b3b688259e,batch-10',
             'IMG28951,2691e6d51926,batch-10',
             'IMG52309,339cb42c3b1d,batch-10',
             'IMG12811,5d4a215cb9a9,batch-10',
             'IMG62555,10475a3c41bb,batch-11',
             'IMG74867,9f5c4af8c006,batch-11',
             'IMG21730,87e5e5704f8b,batch-11',
             'IMG46977,27c58574b0fa,batch-11'],
 'runs': {'batch-00': 1,
          'batch-01': 1,
          'batch-02': 1,
          'batch-03': 1,
          'batch-04': 1,
          'batch-05': 1,
          'batch-06': 1,
          'batch-07': 1,
          'batch-08': 1,
          'batch-09': 1,
          'batch-10': 1,
          'batch-11': 1}}
RESULTS = '/home/batch/asset-thumbs/results/results.csv'
STATE = '/home/batch/asset-thumbs/state'
CAP = 4
MANIFEST = '/home/batch/asset-thumbs/results/batches.tsv'

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
