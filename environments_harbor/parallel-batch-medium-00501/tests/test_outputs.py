import os

EXPECTED = {'header': 'addr_id,geo_hash,batch',
 'results': ['AD34271,40c5e21b691a,part-002',
             'AD93107,fe133d36a29f,part-002',
             'AD54968,5aafe11cd372,part-002',
             'AD49184,468ad8a84728,part-002',
             'AD17595,4eb2145fac8b,part-002',
             'AD91107,791a28afc99a,part-002',
             'AD61535,899bcf4f2798,part-003',
             'AD53398,1676bd75b862,part-003',
             'AD60022,e2afdcc8e69d,part-003',
             'AD65194,078b804f662d,part-003',
             'AD70736,244dac393b74,part-003',
             'AD62495,e7269bcf8172,part-003',
             'AD94275,b8450506c9ea,part-004',
             'AD55000,7c086a4a3de1,part-004',
             'AD43162,6d4cdbeb9d79,part-004',
             'AD50304,e6ce806ec75c,part-004',
             'AD64546,1e8568fb22fa,part-004',
             'AD96486,891564411f7c,part-004',
             'AD87770,3bfe873a6d8c,part-005',
             'AD82654,022806e5123a,part-005',
             'AD82173,baf2c8beb4b6,part-005',
             'AD76879,676071f8ba3d,part-005',
             'AD47206,abb0da6e459b,part-005',
             'AD90703,fac29ab7dab4,part-005',
             'AD95869,d86ea3641ccf,part-006',
             'AD45594,b09b76d15b07,part-006',
             'AD49243,6596dd76e174,part-006',
             'AD75007,695b8ae4f2d8,part-006',
             'AD51406,16f1984b06d0,part-006',
             'AD73139,4bb91009ffb6,part-006',
             'AD73990,2774109fd0b8,part-007',
             'AD55464,c0def6c0ebf8,part-007',
             'AD19589,bb7acc91dc1b,part-007',
             'AD82473,bcae358baa98,part-007',
             'AD83363,ab103d09710f,part-007',
             'AD46095,947d30860c7c,part-007',
             'AD34488,a3a908ffd874,part-008',
             'AD32502,b5e9a6600be7,part-008',
             'AD28030,2023b149dfd3,part-008',
             'AD82842,f1e73fbf3c4c,part-008',
             'AD54689,709f77707e18,part-008',
             'AD51980,e4e695e62f5f,part-008',
             'AD20375,c629bc019085,part-009',
             'AD91630,854bf9a1f8d2,part-009',
             'AD27785,f98b22b863d8,part-009',
             'AD74960,faee4cbf6db7,part-009',
             'AD44135,b312e9c04774,part-009'],
 'runs': {'part-001': 3,
          'part-002': 3,
          'part-003': 2,
          'part-004': 1,
          'part-005': 1,
          'part-006': 1,
          'part-007': 1,
          'part-008': 1,
          'part-009': 1},
 'summary': [[1, 'part-001', 3, 'failed'],
             [2, 'part-002', 3, 'retried'],
             [3, 'part-003', 2, 'retried'],
             [4, 'part-004', 1, 'ok'],
             [5, 'part-005', 1, 'ok'],
             [6, 'part-006', 1, 'ok'],
             [7, 'part-007', 1, 'ok'],
             [8, 'part-008', 1, 'ok'],
             [9, 'part-009', 1, 'ok']]}
RESULTS = '/opt/jobs/geo-enrich/report/converted.csv'
STATE = '/opt/jobs/geo-enrich/run'
CAP = 3
SUMMARY = '/opt/jobs/geo-enrich/report/summary.tsv'
JOBLOG = '/opt/jobs/geo-enrich/run/jobs.log'

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
