import os

EXPECTED = {'header': 'doc_id,text_digest,batch',
 'results': ['DOC86450,196c0bf98f22,batch-0000',
             'DOC23529,ae8e2c2ea6f0,batch-0000',
             'DOC53849,b651590b3c7b,batch-0000',
             'DOC28203,5865d5421e08,batch-0000',
             'DOC35070,8a5fb7afb155,batch-0000',
             'DOC58465,c1214a144f01,batch-0000',
             'DOC74915,fa84b787a9ab,batch-0000',
             'DOC38146,310b80ae9f5c,batch-0000',
             'DOC16857,2f02fd848a1d,batch-0001',
             'DOC69448,297047693e28,batch-0001',
             'DOC56168,7b8f6674a47c,batch-0001',
             'DOC72324,0cfaf0f76a2f,batch-0001',
             'DOC22785,cc66eebce03c,batch-0001',
             'DOC73522,493c5e4c6d67,batch-0001',
             'DOC62724,b61b47ab4b5d,batch-0001',
             'DOC36525,02065c5676fa,batch-0001',
             'DOC26810,cca8d15c2386,batch-0003',
             'DOC55912,dced47c50118,batch-0003',
             'DOC90561,d3243e7b1bb7,batch-0003',
             'DOC21809,32e9002afc7e,batch-0003',
             'DOC34085,a063c94bb9ea,batch-0003',
             'DOC13711,488bd777128e,batch-0003',
             'DOC67349,fcfccc1f57a0,batch-0003',
             'DOC27227,4e4f8270cdf8,batch-0003',
             'DOC28227,44ca6f7ac523,batch-0004',
             'DOC40901,56ead11d1559,batch-0004',
             'DOC43177,f545fb78b3b2,batch-0004',
             'DOC68316,6efec5f03155,batch-0004',
             'DOC62530,c665b57084cb,batch-0004',
             'DOC11291,d35fc017f1df,batch-0004',
             'DOC64931,35f764d1c9b1,batch-0004',
             'DOC43501,a71c4326e596,batch-0004',
             'DOC26198,4b77c2b77c48,batch-0005',
             'DOC88320,f6d3dff3605d,batch-0005',
             'DOC30807,54dd77e71258,batch-0005',
             'DOC83871,ae1de7c50060,batch-0005',
             'DOC82653,801f578dc2a4,batch-0005',
             'DOC82170,5ea6cd4b667c,batch-0005',
             'DOC85362,4a6c7d1643cb,batch-0005',
             'DOC79540,5041b2f30f40,batch-0005',
             'DOC83290,6a55df84af3c,batch-0006',
             'DOC16823,cdf910d8c596,batch-0006',
             'DOC69010,e576ec9c42fc,batch-0006',
             'DOC39335,03e68bc92a15,batch-0006',
             'DOC30570,94f7525aa6e7,batch-0006',
             'DOC75593,30f50cfa6264,batch-0006',
             'DOC40761,44dd912ab27d,batch-0006',
             'DOC24771,9fd8522de686,batch-0006',
             'DOC19176,93f16c01d351,batch-0007',
             'DOC87842,97d8851e6819,batch-0007',
             'DOC17414,4bbd7d6324ed,batch-0007',
             'DOC69620,82a6759cd1e1,batch-0007',
             'DOC53194,5eaf2477e915,batch-0007',
             'DOC91465,2e825f70d6e4,batch-0007',
             'DOC87747,ac8383794ade,batch-0007',
             'DOC23545,cddd31a9f002,batch-0007',
             'DOC20826,e2676ddb19d9,batch-0008',
             'DOC40134,8c0d98c7b8ef,batch-0008'],
 'runs': {'batch-0000': 1,
          'batch-0001': 2,
          'batch-0002': 3,
          'batch-0003': 1,
          'batch-0004': 1,
          'batch-0005': 1,
          'batch-0006': 3,
          'batch-0007': 2,
          'batch-0008': 1},
 'summary': [[1, 'batch-0000', 1, 'ok'],
             [2, 'batch-0001', 2, 'retried'],
             [3, 'batch-0002', 3, 'failed'],
             [4, 'batch-0003', 1, 'ok'],
             [5, 'batch-0004', 1, 'ok'],
             [6, 'batch-0005', 1, 'ok'],
             [7, 'batch-0006', 3, 'retried'],
             [8, 'batch-0007', 2, 'retried'],
             [9, 'batch-0008', 1, 'ok']]}
RESULTS = '/data/doc-ocr/report/results.csv'
STATE = '/data/doc-ocr/var'
CAP = 4
SUMMARY = '/data/doc-ocr/report/summary.tsv'
JOBLOG = '/data/doc-ocr/var/jobs.log'

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
