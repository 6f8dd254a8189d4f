import os

EXPECTED = {'header': 'video_id,rendition_id,batch',
 'ledger': [['shard01', 6, '8b8015a513dc906d'],
            ['shard02', 6, 'df67d0f6642539a3'],
            ['shard03', 6, '402ca0eb2dc0fa5d'],
            ['shard04', 6, 'a0cfe8c00645f030'],
            ['shard05', 6, '0313cf9693604545'],
            ['shard06', 6, 'b83d9cf95c9ca7ee'],
            ['shard07', 6, '7cad25e455fd3312'],
            ['shard08', 6, '82457a826190cbfa'],
            ['shard10', 6, '625e75c4763e0ae0'],
            ['shard12', 5, '82aedba8609f0ad7']],
 'results': ['VID96588,b3dcb4f02804,shard01',
             'VID74984,5113301b2f37,shard01',
             'VID22287,c0efc7a08206,shard01',
             'VID85272,662bb2ea4bce,shard01',
             'VID55436,51674090e4b2,shard01',
             'VID18645,8ab63aaef595,shard01',
             'VID58909,e8e07aaaa59d,shard02',
             'VID17045,93783d02832a,shard02',
             'VID53282,5281c699379a,shard02',
             'VID69221,a1c754d8e742,shard02',
             'VID63871,ec89f10f89cd,shard02',
             'VID28899,e916f8ad2c01,shard02',
             'VID64152,c3ef16a845c9,shard03',
             'VID87082,9f32c35c0de6,shard03',
             'VID35202,8467fc26a8f2,shard03',
             'VID52447,d90254f5d48a,shard03',
             'VID51583,80e8faa3668a,shard03',
             'VID31214,933a63593e87,shard03',
             'VID11808,480475fb4200,shard04',
             'VID42032,9fb587433e67,shard04',
             'VID36188,34ac005b1586,shard04',
             'VID67523,f9644c5782bc,shard04',
             'VID97980,ead78c1a9d78,shard04',
             'VID33525,9c34e19f639d,shard04',
             'VID55604,899540bd5fe6,shard05',
             'VID29722,a4222ac06494,shard05',
             'VID69637,f300b3aebab3,shard05',
             'VID71584,c09d8bc8d7c0,shard05',
             'VID63374,d6f9dcbf1da5,shard05',
             'VID43556,234f4524fa4f,shard05',
             'VID97829,f2ff74302724,shard06',
             'VID91854,e73e7a5fc1de,shard06',
             'VID55934,b41645804cf1,shard06',
             'VID39917,1650ecce0ab4,shard06',
             'VID60865,ad55fa36ea46,shard06',
             'VID23569,7044e1e97448,shard06',
             'VID96339,b535b386f95b,shard07',
             'VID56271,67a2b6986470,shard07',
             'VID84739,93be9e2d63f4,shard07',
             'VID17410,f1b1844badf1,shard07',
             'VID71414,513a1724595f,shard07',
             'VID28800,8e6d3b92e706,shard07',
             'VID23129,5decd8fca461,shard08',
             'VID40245,ddf30aa7142c,shard08',
             'VID25412,530992ea86bf,shard08',
             'VID80011,1ad62c13491e,shard08',
             'VID37207,6e76913e34cf,shard08',
             'VID63556,18232280f772,shard08',
             'VID38854,e5138bdcd673,shard10',
             'VID38276,3a4ae7767d5e,shard10',
             'VID61464,449bc7be0909,shard10',
             'VID93824,84af089cce2b,shard10',
             'VID88152,3a04ef2e43e8,shard10',
             'VID69727,c7197c8756ab,shard10',
             'VID95237,1c1fafc65aef,shard12',
             'VID10868,b70914ab8cd2,shard12',
             'VID43171,1559e3a9849f,shard12',
             'VID80131,91b56701a1f1,shard12',
             'VID37778,9e3175274213,shard12'],
 'runs': {'shard01': 1,
          'shard02': 1,
          'shard03': 2,
          'shard04': 1,
          'shard05': 1,
          'shard06': 3,
          'shard07': 1,
          'shard08': 3,
          'shard09': 3,
          'shard10': 1,
          'shard11': 3,
          'shard12': 1},
 'summary': [[1, 'shard01', 1, 'ok'],
             [2, 'shard02', 1, 'ok'],
             [3, 'shard03', 2, 'retried'],
             [4, 'shard04', 1, 'ok'],
             [5, 'shard05', 1, 'ok'],
             [6, 'shard06', 3, 'retried'],
             [7, 'shard07', 1, 'ok'],
             [8, 'shard08', 3, 'retried'],
             [9, 'shard09', 3, 'failed'],
             [10, 'shard10', 1, 'ok'],
             [11, 'shard11', 3, 'timed_out'],
             [12, 'shard12', 1, 'ok']]}
RESULTS = '/data/media-transcode/report/merged.csv'
STATE = '/data/media-transcode/var'
CAP = 3
SUMMARY = '/data/media-transcode/report/summary.tsv'
JOBLOG = '/data/media-transcode/var/jobs.log'
LEDGER = '/data/media-transcode/var/published.tsv'

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


def test_summary():
    rows = [l.split("\t") for l in _lines(SUMMARY)]
    assert rows and rows[0] == ["seq", "batch", "attempts", "status"], f"summary header is {rows[:1]}"
    body = rows[1:]
    want = EXPECTED["summary"]
    assert len(body) == len(want), f"{len(body)} summary rows, expected {len(want)}"
    for r, (seq, batch, attempts, status) in zip(body, want):
        assert len(r) == 4, f"summary row {r} needs 4 tab-separated fields"
        assert r[0] == str(seq) and r[1] == batch, f"row {r}: expected job {seq} = {batch}"
        assert r[2] == str(attempts), f"{batch}: attempts {r[2]}, expected {attempts}"
        assert r[3] == status, f"{batch}: status {r[3]!r}, expected {status!r}"


def test_job_log_has_every_attempt():
    lines = [l.split("\t") for l in _lines(JOBLOG) if l.strip()]
    assert lines and lines[0][0] == "Seq", "the job log must start with GNU parallel's header line"
    count, last = Counter(), {}
    for l in lines[1:]:
        assert len(l) >= 9, f"not a GNU parallel joblog line: {l}"
        seq = int(l[0])
        count[seq] += 1
        last[seq] = int(l[6]) == 0 and int(l[7]) == 0
    for seq, batch, attempts, status in EXPECTED["summary"]:
        assert count[seq] == attempts, f"job {seq} ({batch}) has {count[seq]} job-log lines, expected one per attempt: {attempts}"
        assert last[seq] == (status in ("ok", "retried")), f"job {seq} ({batch}): last job-log line disagrees with {status}"


def test_ledger_has_every_batch_once():
    rows = [l.split("\t") for l in _lines(LEDGER) if l.strip()]
    got = Counter(tuple(r) for r in rows)
    dup = sorted(r[0] for r, c in got.items() if c > 1)
    assert not dup, f"batches published more than once: {dup}"
    got_rows = sorted([r[0], int(r[1]), r[2]] for r in got)
    want = EXPECTED["ledger"]
    missing = [w[0] for w in want if w not in got_rows]
    extra = [g[0] for g in got_rows if g not in want]
    assert not missing and not extra, f"ledger misses {missing}, has unexpected entries {extra}"
