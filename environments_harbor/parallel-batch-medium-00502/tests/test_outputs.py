import os

EXPECTED = {'header': 'video_id,rendition_id,batch',
 'results': ['VID97419,be3aa7083e5a,seg-000',
             'VID96971,b1a22a13f724,seg-000',
             'VID23896,4670c86715bf,seg-000',
             'VID47116,a8303d926989,seg-000',
             'VID32318,f91c1f7c49c7,seg-000',
             'VID18882,613446ae2cc3,seg-001',
             'VID93299,cb2a2ee84883,seg-001',
             'VID66806,8e57b51e9da6,seg-001',
             'VID22386,65a3081bfc55,seg-001',
             'VID60719,ad3f325b6d26,seg-001',
             'VID20244,30e814d5978b,seg-002',
             'VID11010,3b9c57509ef7,seg-002',
             'VID40754,6fb96d163c91,seg-002',
             'VID73199,de29809a9daa,seg-002',
             'VID69954,611fad851ebe,seg-002',
             'VID97591,fd6a056fef3a,seg-003',
             'VID60662,56ebc8051158,seg-003',
             'VID75281,d4e763c0189e,seg-003',
             'VID32432,7defd3276108,seg-003',
             'VID50070,5a04d9095912,seg-003',
             'VID10080,219bc1536a4c,seg-004',
             'VID99988,a8a7cae5e58c,seg-004',
             'VID19191,9bbf0d891406,seg-004',
             'VID90904,0370438469db,seg-004',
             'VID10738,8b8530d31723,seg-004',
             'VID61498,8dd1a51e5664,seg-005',
             'VID15547,70065419b1df,seg-005',
             'VID66515,62bbeabdfd61,seg-005',
             'VID13476,930ab04c98f2,seg-005',
             'VID73869,017a74a81097,seg-005',
             'VID17317,43a74a4d3a96,seg-007'],
 'runs': {'seg-000': 2,
          'seg-001': 2,
          'seg-002': 1,
          'seg-003': 1,
          'seg-004': 1,
          'seg-005': 3,
          'seg-006': 3,
          'seg-007': 1},
 'summary': [[1, 'seg-000', 2, 'retried'],
             [2, 'seg-001', 2, 'retried'],
             [3, 'seg-002', 1, 'ok'],
             [4, 'seg-003', 1, 'ok'],
             [5, 'seg-004', 1, 'ok'],
             [6, 'seg-005', 3, 'retried'],
             [7, 'seg-006', 3, 'failed'],
             [8, 'seg-007', 1, 'ok']]}
RESULTS = '/srv/media-transcode/out/results.csv'
STATE = '/srv/media-transcode/state'
CAP = 4
SUMMARY = '/srv/media-transcode/out/summary.tsv'
JOBLOG = '/srv/media-transcode/state/jobs.log'

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
