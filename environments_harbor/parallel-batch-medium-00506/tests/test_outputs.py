import os

EXPECTED = {'header': 'subscriber_id,render_id,batch',
 'results': ['SUB83163,421e7b9a6e7b,shard0001',
             'SUB57241,0b27957030e6,shard0001',
             'SUB22787,0435eeb6849a,shard0001',
             'SUB89558,04b2ba54a044,shard0001',
             'SUB83987,ca28f8307186,shard0001',
             'SUB22890,f99ab23c7c86,shard0002',
             'SUB54927,45b2793a7bf2,shard0002',
             'SUB65580,78d4a2e7050a,shard0002',
             'SUB48933,eb7bfe08656a,shard0002',
             'SUB47743,736619ad6b57,shard0002',
             'SUB99073,f11efac1c2de,shard0003',
             'SUB66099,103a0528a1d5,shard0003',
             'SUB31881,0fc9ebc07dac,shard0003',
             'SUB26814,00c4c190f29a,shard0003',
             'SUB21813,43e6d2514ebf,shard0003',
             'SUB10904,7f74dc653b2f,shard0005',
             'SUB68446,f7f340cc7b50,shard0005',
             'SUB42302,6df51383b0af,shard0005',
             'SUB16626,29098a0cc991,shard0005',
             'SUB28328,97d274a8a766,shard0005',
             'SUB85027,086c5c51d447,shard0006',
             'SUB25106,f8b31e5a4bb3,shard0006',
             'SUB95495,92b1226d7b53,shard0006',
             'SUB66881,c433873ddd88,shard0006',
             'SUB11949,ebb19ac4068f,shard0006',
             'SUB93076,695608b5d7c5,shard0007',
             'SUB45949,2c06c2b9b936,shard0007',
             'SUB86877,c2cc0cc7a744,shard0007',
             'SUB83559,c3ea4189ba61,shard0007',
             'SUB40147,284d3b5aeb0e,shard0007',
             'SUB40105,241f4c05a4ae,shard0008',
             'SUB85007,a9e4c1a33c95,shard0008',
             'SUB37658,bdc5f5bd1d87,shard0008',
             'SUB73838,fdd29f82ad54,shard0008'],
 'runs': {'shard0001': 1,
          'shard0002': 1,
          'shard0003': 2,
          'shard0004': 3,
          'shard0005': 1,
          'shard0006': 3,
          'shard0007': 1,
          'shard0008': 1},
 'summary': [[1, 'shard0001', 1, 'ok'],
             [2, 'shard0002', 1, 'ok'],
             [3, 'shard0003', 2, 'retried'],
             [4, 'shard0004', 3, 'failed'],
             [5, 'shard0005', 1, 'ok'],
             [6, 'shard0006', 3, 'retried'],
             [7, 'shard0007', 1, 'ok'],
             [8, 'shard0008', 1, 'ok']]}
RESULTS = '/home/batch/newsletter-merge/report/output.csv'
STATE = '/home/batch/newsletter-merge/run'
CAP = 3
SUMMARY = '/home/batch/newsletter-merge/report/summary.tsv'
JOBLOG = '/home/batch/newsletter-merge/run/jobs.log'

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
