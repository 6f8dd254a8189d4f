import os

EXPECTED = {'header': 'sample_id,bam_ref,batch',
 'results': ['S99305,7ad1915ac551,part-00',
             'S10080,69537e20c8a2,part-00',
             'S40604,88c62b91ee46,part-00',
             'S86321,8fc0a53432ce,part-00',
             'S91022,f002f65975b2,part-01',
             'S53152,db402bb475b2,part-01',
             'S78342,31c603b514ba,part-01',
             'S57376,67250cb9ad15,part-01',
             'S70666,456aed72605f,part-02',
             'S85878,2798ffc009c1,part-02',
             'S37125,c39be7d4a109,part-02',
             'S26344,42acba936999,part-02',
             'S99486,4c70852a3fd5,part-03',
             'S29538,860807fbffd7,part-03',
             'S19157,c6761ed83a0b,part-03',
             'S29466,5d6065ca3fed,part-03',
             'S95496,8c807a3538ae,part-04',
             'S39184,37df2ba936e9,part-04',
             'S35210,b899e0275834,part-04',
             'S97336,943c4b73f928,part-04',
             'S33461,c17c879945ea,part-06',
             'S50161,3274adf35886,part-06',
             'S44883,04a2a2312e67,part-06',
             'S37318,1cc753b4389b,part-06',
             'S69463,93a9fb56fe67,part-07'],
 'runs': {'part-00': 2,
          'part-01': 1,
          'part-02': 3,
          'part-03': 1,
          'part-04': 1,
          'part-05': 3,
          'part-06': 1,
          'part-07': 1},
 'summary': [[1, 'part-00', 2, 'retried'],
             [2, 'part-01', 1, 'ok'],
             [3, 'part-02', 3, 'retried'],
             [4, 'part-03', 1, 'ok'],
             [5, 'part-04', 1, 'ok'],
             [6, 'part-05', 3, 'failed'],
             [7, 'part-06', 1, 'ok'],
             [8, 'part-07', 1, 'ok']]}
RESULTS = '/srv/read-align/results/merged.csv'
STATE = '/srv/read-align/state'
CAP = 3
SUMMARY = '/srv/read-align/results/summary.tsv'
JOBLOG = '/srv/read-align/state/jobs.log'

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
