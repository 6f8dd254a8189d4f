import os

EXPECTED = {'header': 'sample_id,bam_ref,batch',
 'results': ['S91807,3883acead809,seg-0001',
             'S87311,a43e0bd8c74e,seg-0001',
             'S65808,e599fcb87b81,seg-0001',
             'S62788,850db644e0f2,seg-0001',
             'S18461,593eb00a0dae,seg-0001',
             'S53938,850ed3c2c2e9,seg-0001',
             'S60878,e6fbb9d75489,seg-0001',
             'S95093,4da24900d268,seg-0001',
             'S14579,e889e03a0fa9,seg-0002',
             'S43534,059ef27ecfc4,seg-0002',
             'S95104,064c84f5dfa2,seg-0002',
             'S37204,8262a3a294cb,seg-0002',
             'S97496,5d6ce142d583,seg-0002',
             'S42938,ae1e83e3a03a,seg-0002',
             'S80556,39a8a6da6376,seg-0002',
             'S11255,6caf646c5fc6,seg-0002',
             'S94831,6d513311d8d6,seg-0003',
             'S74423,438e8c082ac9,seg-0003',
             'S56179,b021ad48b1ce,seg-0003',
             'S30723,a21f68693e35,seg-0003',
             'S48830,0b45dd96cebd,seg-0003',
             'S81793,eee2864071f8,seg-0003',
             'S64872,bc694706ae87,seg-0003',
             'S14769,65f3c0cf7ff9,seg-0003',
             'S20839,a1ba3d1bd509,seg-0004',
             'S82462,eba7386da936,seg-0004',
             'S30678,45b2d91054fb,seg-0004',
             'S74233,21861012258e,seg-0004',
             'S12162,3acd801ced56,seg-0004',
             'S94408,9d7298717dcc,seg-0004',
             'S19651,550348ec1ca9,seg-0004',
             'S48375,9dd2a7cabee1,seg-0004',
             'S37911,5c4442241337,seg-0005',
             'S16292,d23b04c77412,seg-0005',
             'S88075,a1d282478c1e,seg-0005',
             'S77394,59d5d7a52978,seg-0005',
             'S71959,e71df0aafd19,seg-0005',
             'S34830,b37baf66ffc0,seg-0005',
             'S82958,2755299e0f4b,seg-0005',
             'S63211,1dcb6a7e320b,seg-0005',
             'S72135,e3bd7f726f07,seg-0006',
             'S21471,c27b66a5175f,seg-0006',
             'S73920,1c149bd0fb53,seg-0006',
             'S26580,ca35d25c60ea,seg-0006',
             'S15633,9c483b2acb89,seg-0006',
             'S10768,44ae794d00dd,seg-0006',
             'S42051,4ea3b8bdb831,seg-0006',
             'S97216,b97a6115e56a,seg-0006',
             'S25786,954d5395b37a,seg-0007',
             'S75206,e1ce51ce3acd,seg-0007',
             'S57150,86b41f10622e,seg-0007',
             'S80057,e11f72153bce,seg-0007',
             'S61039,6975e0699353,seg-0007',
             'S36324,55cf460bd3a6,seg-0007',
             'S58959,d8d4a7a2e70c,seg-0007',
             'S99089,d375c8d2c174,seg-0007'],
 'runs': {'seg-0001': 2,
          'seg-0002': 1,
          'seg-0003': 3,
          'seg-0004': 1,
          'seg-0005': 1,
          'seg-0006': 2,
          'seg-0007': 1,
          'seg-0008': 3},
 'summary': [[1, 'seg-0001', 2, 'retried'],
             [2, 'seg-0002', 1, 'ok'],
             [3, 'seg-0003', 3, 'retried'],
             [4, 'seg-0004', 1, 'ok'],
             [5, 'seg-0005', 1, 'ok'],
             [6, 'seg-0006', 2, 'retried'],
             [7, 'seg-0007', 1, 'ok'],
             [8, 'seg-0008', 3, 'failed']]}
RESULTS = '/srv/read-align/report/output.csv'
STATE = '/srv/read-align/var'
CAP = 2
SUMMARY = '/srv/read-align/report/summary.tsv'
JOBLOG = '/srv/read-align/var/jobs.log'

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
