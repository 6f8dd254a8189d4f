import os

EXPECTED = {'header': 'doc_id,text_digest,batch',
 'ledger': [['seg-0000', 6, '0b0b1affa57e8c3e'],
            ['seg-0001', 6, '2e09819ac3770241'],
            ['seg-0002', 6, '17bc79d02fd2fca2'],
            ['seg-0003', 6, 'affb991c85ebe2ac'],
            ['seg-0004', 6, '89c5fff6296467bd'],
            ['seg-0005', 6, '917c16fdda337d67'],
            ['seg-0007', 6, 'b2ffcbecc3e78d7a'],
            ['seg-0009', 5, '7d94b5733589695a']],
 'results': ['DOC96550,27b1cfff4ef9,seg-0000',
             'DOC50225,e16447e529ad,seg-0000',
             'DOC19418,5526dbcff146,seg-0000',
             'DOC93467,9210c16135fa,seg-0000',
             'DOC82814,4273f6a15368,seg-0000',
             'DOC62741,0d5e2a569e11,seg-0000',
             'DOC52092,9652bd18f38f,seg-0001',
             'DOC79643,d2147db3159e,seg-0001',
             'DOC73061,498dcbcc9336,seg-0001',
             'DOC91819,962ce530724f,seg-0001',
             'DOC20242,8528fe190c04,seg-0001',
             'DOC77417,e15ee1e2a900,seg-0001',
             'DOC63337,716bcf542426,seg-0002',
             'DOC71795,eadca40cbdc8,seg-0002',
             'DOC81228,c95940309e70,seg-0002',
             'DOC89488,aeb202fda25e,seg-0002',
             'DOC23159,365b4a7939b2,seg-0002',
             'DOC88289,d2fe5a9ffb3a,seg-0002',
             'DOC73301,d0a812cced4a,seg-0003',
             'DOC50777,9b4da72650a3,seg-0003',
             'DOC10281,f30323627ba6,seg-0003',
             'DOC34126,c4cb04f71ad1,seg-0003',
             'DOC65011,a56e9e3279a8,seg-0003',
             'DOC20580,5949c2e8edc2,seg-0003',
             'DOC31936,37f7de91570c,seg-0004',
             'DOC25759,77e66e7dd51b,seg-0004',
             'DOC86098,f30a35ba6aa1,seg-0004',
             'DOC82266,816da5df7d0b,seg-0004',
             'DOC42800,481925d933f8,seg-0004',
             'DOC15951,1911d1f1b05e,seg-0004',
             'DOC18141,2f2517c80cf6,seg-0005',
             'DOC79570,f8b6f10e7ce4,seg-0005',
             'DOC56812,f3c9b751a413,seg-0005',
             'DOC39676,17cecca32d64,seg-0005',
             'DOC72460,1112b2e19643,seg-0005',
             'DOC67557,d343f45c06b4,seg-0005',
             'DOC13211,402f7b8b7f45,seg-0007',
             'DOC24668,b180cc1de434,seg-0007',
             'DOC80581,0f0e1f2745c3,seg-0007',
             'DOC18215,ac4d45a346ea,seg-0007',
             'DOC28012,ab4eaa16845f,seg-0007',
             'DOC77398,15b027ef255e,seg-0007',
             'DOC15815,cbf4ae2c913b,seg-0009',
             'DOC43356,1d2dcc3b83d2,seg-0009',
             'DOC65295,7aede09b4e93,seg-0009',
             'DOC15563,442b9292a158,seg-0009',
             'DOC89660,af200ff4ece2,seg-0009'],
 'runs': {'seg-0000': 3,
          'seg-0001': 1,
          'seg-0002': 1,
          'seg-0003': 1,
          'seg-0004': 1,
          'seg-0005': 2,
          'seg-0006': 3,
          'seg-0007': 3,
          'seg-0008': 3,
          'seg-0009': 1},
 'summary': [[1, 'seg-0000', 3, 'retried'],
             [2, 'seg-0001', 1, 'ok'],
             [3, 'seg-0002', 1, 'ok'],
             [4, 'seg-0003', 1, 'ok'],
             [5, 'seg-0004', 1, 'ok'],
             [6, 'seg-0005', 2, 'retried'],
             [7, 'seg-0006', 3, 'failed'],
             [8, 'seg-0007', 3, 'retried'],
             [9, 'seg-0008', 3, 'timed_out'],
             [10, 'seg-0009', 1, 'ok']]}
RESULTS = '/srv/doc-ocr/report/merged.csv'
STATE = '/srv/doc-ocr/run'
CAP = 3
SUMMARY = '/srv/doc-ocr/report/summary.tsv'
JOBLOG = '/srv/doc-ocr/run/jobs.log'
LEDGER = '/srv/doc-ocr/run/ledger.tsv'

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
