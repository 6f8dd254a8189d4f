import os

EXPECTED = {'header': 'video_id,rendition_id,batch',
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
              ['shard10', 8],
              ['shard11', 3]],
 'results': ['VID76745,41b95e6f5c2c,shard00',
             'VID34465,e085acaf7cc4,shard00',
             'VID54645,257808a891ae,shard00',
             'VID80211,35731c31b9cf,shard00',
             'VID73146,fa299fdb0b32,shard00',
             'VID47023,f8272a6414b6,shard00',
             'VID70947,91ded2a7196e,shard00',
             'VID16866,25b02ffa180e,shard00',
             'VID59383,83a2d6f3516d,shard01',
             'VID38803,8228a8e8951e,shard01',
             'VID97199,7c0a808427cb,shard01',
             'VID30696,539b2d701227,shard01',
             'VID11205,b1f974b838a5,shard01',
             'VID35487,b3ae3a749ae5,shard01',
             'VID89707,28107865727b,shard01',
             'VID74730,040660cdd4c8,shard01',
             'VID61811,68e970666a72,shard02',
             'VID27347,d112f898b8ed,shard02',
             'VID41212,2152bed0d28b,shard02',
             'VID51997,1cff2f7ccf70,shard02',
             'VID74820,8e74fce709f1,shard02',
             'VID27030,8955579819e4,shard02',
             'VID62992,3534c86368d5,shard02',
             'VID96484,abea2bd8afc8,shard02',
             'VID53737,e4bae7dce781,shard03',
             'VID22735,fd90b53a1e57,shard03',
             'VID16293,3d2d3a255127,shard03',
             'VID51865,413749796ce9,shard03',
             'VID81941,a3c50898a2a0,shard03',
             'VID41806,d042e0ed6702,shard03',
             'VID97850,3fcbf268b476,shard03',
             'VID48904,704c2a37f9d1,shard03',
             'VID52111,1ff126a9de4e,shard04',
             'VID37297,8049a2ad0ac8,shard04',
             'VID52376,1d84877e3526,shard04',
             'VID59791,fd0c00de5fd8,shard04',
             'VID51244,6c045ab5b8bc,shard04',
             'VID32236,ff0ae2b03995,shard04',
             'VID56734,5ffcebca03ef,shard04',
             'VID19842,3bf90684e30f,shard04',
             'VID42431,2bde12ea5a38,shard05',
             'VID60728,257700622289,shard05',
             'VID78368,ad6d50676cdf,shard05',
             'VID44334,49e78ad6c700,shard05',
             'VID73176,41f1d36a540d,shard05',
             'VID23002,40718c323127,shard05',
             'VID30133,9d1fb0dacb8c,shard05',
             'VID92963,4d9e2f10e65a,shard05',
             'VID77057,8354510004aa,shard06',
             'VID33459,2deeff15201c,shard06',
             'VID67265,500429eb7859,shard06',
             'VID22964,91e741fe221a,shard06',
             'VID76269,bc94e1d3f331,shard06',
             'VID16316,ad1339233d2e,shard06',
             'VID34324,bace88bf7a0d,shard06',
             'VID38995,e40888bbf896,shard06',
             'VID31514,7fbd57e1ce86,shard07',
             'VID58320,5eca612c2989,shard07',
             'VID35904,30693d4f867a,shard07',
             'VID92346,e68ed229507f,shard07',
             'VID68376,07ddd7f562a6,shard07',
             'VID75780,cc821a06ddcd,shard07',
             'VID53534,cecdfe4d7a21,shard07',
             'VID83837,18e2ddedb955,shard07',
             'VID16254,b807f6c7ddd5,shard08',
             'VID70357,150b973feaeb,shard08',
             'VID41753,acbe8cc59433,shard08',
             'VID97701,0417fd23c4af,shard08',
             'VID19383,5b65910e0db8,shard08',
             'VID65278,8bc0cf75ab67,shard08',
             'VID38652,6b96848f87db,shard08',
             'VID24222,810f7301eab6,shard08',
             'VID55881,279a94efafff,shard09',
             'VID23989,9ec3066cdc12,shard09',
             'VID96935,51d4cf0230c4,shard09',
             'VID18507,4b914d9395a8,shard09',
             'VID91547,849b3d09b4ba,shard09',
             'VID36865,22e775d6e998,shard09',
             'VID14802,a9d0d870126b,shard09',
             'VID62675,eea017b74ee5,shard09',
             'VID61679,fc40a03b9bf9,shard10',
             'VID82934,d73690e35ccd,shard10',
             'VID13880,b31c874cf685,shard10',
             'VID17839,5542188ecd9d,shard10',
             'VID37655,d43723caa1ce,shard10',
             'VID12572,8949d42b7b59,shard10',
             'VID92992,82cc75b055b7,shard10',
             'VID80558,b71f2ed57b2f,shard10',
             'VID30011,910ec32aa461,shard11',
             'VID45489,cb439d6b84fb,shard11',
             'VID25177,54ed71e30345,shard11'],
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
          'shard10': 1,
          'shard11': 1}}
RESULTS = '/opt/jobs/media-transcode/results/output.csv'
STATE = '/opt/jobs/media-transcode/run'
CAP = 2
MANIFEST = '/opt/jobs/media-transcode/results/batches.tsv'

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
