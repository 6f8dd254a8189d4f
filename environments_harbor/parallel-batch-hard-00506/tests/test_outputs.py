import os

EXPECTED = {'header': 'addr_id,geo_hash,batch',
 'ledger': [['part-00', 5, '886edf1a575d169b'],
            ['part-01', 5, '654d34c1d6f548e0'],
            ['part-02', 5, '57d5e25aa4d54098'],
            ['part-03', 5, 'b0e3335d88430c84'],
            ['part-04', 5, 'd676c64fc11b8a19'],
            ['part-05', 5, '11080d90dfcc8b5e'],
            ['part-07', 5, 'fb50f07989e655a9'],
            ['part-09', 5, '0678ab984dba1192'],
            ['part-10', 1, '83cf092500ac21e6']],
 'results': ['AD55600,bfc53e2b73f8,part-00',
             'AD53762,ff4dd31ced3a,part-00',
             'AD57421,b6986e3b9934,part-00',
             'AD55351,9482408cc04f,part-00',
             'AD73770,0e9dfd05be3c,part-00',
             'AD58582,994e100528ad,part-01',
             'AD94133,df23675fc0ce,part-01',
             'AD59577,b1afe61dc5d2,part-01',
             'AD91008,8e284cd7c55d,part-01',
             'AD77028,077bfff2f216,part-01',
             'AD75558,307644c9fe26,part-02',
             'AD94069,5ed93feb84c0,part-02',
             'AD32493,c9c219d571d3,part-02',
             'AD60430,407f2c84d994,part-02',
             'AD65756,fa80572267cb,part-02',
             'AD42418,27a3976a8e65,part-03',
             'AD42796,5bdec97b56d8,part-03',
             'AD91865,64a93cd25a96,part-03',
             'AD97922,8e913a9c9f15,part-03',
             'AD56560,e2cd68217b41,part-03',
             'AD54253,36a415eb240a,part-04',
             'AD83524,f75406e0a251,part-04',
             'AD92915,eaf78a91f53a,part-04',
             'AD27969,2590fba04134,part-04',
             'AD36145,180087182f13,part-04',
             'AD64343,617a41d9e6a4,part-05',
             'AD54701,9f3c6ddaba24,part-05',
             'AD20247,68fe10496ca5,part-05',
             'AD57808,1c38e6c04fba,part-05',
             'AD77974,5e342386a0a4,part-05',
             'AD37440,cb903182827e,part-07',
             'AD78223,c484ee0fbb07,part-07',
             'AD62187,d21c89c230aa,part-07',
             'AD26673,bb0a3bcbe3f4,part-07',
             'AD32844,d11c8f6f0975,part-07',
             'AD19405,2361fde71368,part-09',
             'AD71569,1ef88d84975b,part-09',
             'AD19198,f24d9167be36,part-09',
             'AD32548,f211c6322f6f,part-09',
             'AD62439,f98b0bc4af1a,part-09',
             'AD75968,f4d0cf785146,part-10'],
 'runs': {'part-00': 1,
          'part-01': 2,
          'part-02': 1,
          'part-03': 1,
          'part-04': 1,
          'part-05': 3,
          'part-06': 3,
          'part-07': 1,
          'part-08': 3,
          'part-09': 1,
          'part-10': 2},
 'summary': [[1, 'part-00', 1, 'ok'],
             [2, 'part-01', 2, 'retried'],
             [3, 'part-02', 1, 'ok'],
             [4, 'part-03', 1, 'ok'],
             [5, 'part-04', 1, 'ok'],
             [6, 'part-05', 3, 'retried'],
             [7, 'part-06', 3, 'timed_out'],
             [8, 'part-07', 1, 'ok'],
             [9, 'part-08', 3, 'failed'],
             [10, 'part-09', 1, 'ok'],
             [11, 'part-10', 2, 'retried']]}
RESULTS = '/opt/jobs/geo-enrich/results/converted.csv'
STATE = '/opt/jobs/geo-enrich/state'
CAP = 4
SUMMARY = '/opt/jobs/geo-enrich/results/summary.tsv'
JOBLOG = '/opt/jobs/geo-enrich/state/jobs.log'
LEDGER = '/opt/jobs/geo-enrich/state/ledger.tsv'

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
