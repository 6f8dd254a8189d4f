import os

EXPECTED = {'header': 'customer_id,screening_ref,batch',
 'results': ['CU39210,e35217f03761,batch-0001',
             'CU30241,307ecffb38df,batch-0001',
             'CU51584,aa8f7713e6ca,batch-0001',
             'CU11430,941d71b070e5,batch-0001',
             'CU94394,c01b00b7a111,batch-0001',
             'CU28316,64607bf92f60,batch-0001',
             'CU39884,1c1a3a0fba58,batch-0001',
             'CU67653,6b020d03f4b5,batch-0002',
             'CU96107,131c1468f72d,batch-0002',
             'CU48399,800547c6250e,batch-0002',
             'CU60676,925d9d5b77d4,batch-0002',
             'CU14289,09bc2b824b00,batch-0002',
             'CU67925,e70b03dbbbef,batch-0002',
             'CU11959,23441318511a,batch-0002',
             'CU51802,32973c28e7ba,batch-0004',
             'CU87915,24becedd7651,batch-0004',
             'CU46910,e4e2bcfa8ffb,batch-0004',
             'CU66714,b5d028138e2b,batch-0004',
             'CU53844,c690ec6964a0,batch-0004',
             'CU37488,e19121eede70,batch-0004',
             'CU87442,d0be9c34442c,batch-0004',
             'CU92097,f92a18e32232,batch-0005',
             'CU67910,83c70cfc9858,batch-0005',
             'CU97302,b326171ca714,batch-0005',
             'CU47130,b1e8f6531727,batch-0005',
             'CU79958,154b8494943d,batch-0005',
             'CU86380,3ca79c3ee1da,batch-0005',
             'CU61190,c5a7ff51f2d7,batch-0005',
             'CU32487,4759c3e9ba97,batch-0006',
             'CU86353,2b81819034fe,batch-0006',
             'CU14637,070ce505d600,batch-0006',
             'CU89180,2558cbabb97c,batch-0006',
             'CU64995,158ecd837760,batch-0006',
             'CU25508,b8a80322a6e2,batch-0006',
             'CU40088,e8ade3aa31d5,batch-0006',
             'CU53358,a5fdee0824db,batch-0007',
             'CU13816,6bcab5aee5f1,batch-0007',
             'CU30639,9fa7e5af5d56,batch-0007',
             'CU56665,3f9f0949d0b4,batch-0007',
             'CU89431,4edd8cb8ad58,batch-0007',
             'CU77840,2c9ed6e55c5d,batch-0007',
             'CU75897,a3213992eb08,batch-0007',
             'CU28055,917ef1f987f6,batch-0008',
             'CU85383,96da404c6085,batch-0008'],
 'runs': {'batch-0001': 1,
          'batch-0002': 2,
          'batch-0003': 3,
          'batch-0004': 3,
          'batch-0005': 1,
          'batch-0006': 2,
          'batch-0007': 1,
          'batch-0008': 1},
 'summary': [[1, 'batch-0001', 1, 'ok'],
             [2, 'batch-0002', 2, 'retried'],
             [3, 'batch-0003', 3, 'failed'],
             [4, 'batch-0004', 3, 'retried'],
             [5, 'batch-0005', 1, 'ok'],
             [6, 'batch-0006', 2, 'retried'],
             [7, 'batch-0007', 1, 'ok'],
             [8, 'batch-0008', 1, 'ok']]}
RESULTS = '/var/batch/kyc-screening/results/merged.csv'
STATE = '/var/batch/kyc-screening/run'
CAP = 4
SUMMARY = '/var/batch/kyc-screening/results/summary.tsv'
JOBLOG = '/var/batch/kyc-screening/run/jobs.log'

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
