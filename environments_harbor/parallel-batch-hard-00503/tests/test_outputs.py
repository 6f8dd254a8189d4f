import os

EXPECTED = {'header': 'customer_id,screening_ref,batch',
 'ledger': [['shard01', 6, 'cb28b53d11e17d21'],
            ['shard02', 6, '59dec8c3a67dadd2'],
            ['shard03', 6, 'b987503875ef9579'],
            ['shard04', 6, '0071bd726e53ad8d'],
            ['shard05', 6, 'd61e5a3bca089097'],
            ['shard06', 6, 'a62ed2e50458cd12'],
            ['shard07', 6, '3a6c4e62124ccc6c'],
            ['shard08', 6, '9d0a482be84d76cb'],
            ['shard09', 6, '676abca325f85957'],
            ['shard11', 6, '3da12b2ebde8f582'],
            ['shard13', 1, '9140a970a40570c6']],
 'results': ['CU46865,30a21cdabb02,shard01',
             'CU10110,627452478ba9,shard01',
             'CU94237,57b38a9f5ea3,shard01',
             'CU48085,390e7206097f,shard01',
             'CU16389,b5667d3eb610,shard01',
             'CU48751,79983534107f,shard01',
             'CU29439,2add90468166,shard02',
             'CU57571,a0b487ffc6b9,shard02',
             'CU77655,647f23f928d7,shard02',
             'CU79974,49da294f51a0,shard02',
             'CU93651,cc40819e72ec,shard02',
             'CU14702,7ebd1767451b,shard02',
             'CU71539,affdf4b8ed04,shard03',
             'CU56635,6f2ca29f17f5,shard03',
             'CU99914,21c15e2cd766,shard03',
             'CU37897,3fe88f46b332,shard03',
             'CU62027,e1a8f1cb34f1,shard03',
             'CU78491,b12023a83914,shard03',
             'CU89351,cd5fb86b6701,shard04',
             'CU13047,a03441b80e5d,shard04',
             'CU25193,134818502761,shard04',
             'CU12152,6db95d6602d5,shard04',
             'CU39055,1306cc36d8ca,shard04',
             'CU13013,a1e494c65857,shard04',
             'CU17915,4b4638b54183,shard05',
             'CU36103,e5be54c54527,shard05',
             'CU84355,1510bc46a38d,shard05',
             'CU89312,a425e8c718ab,shard05',
             'CU14282,4b776b334f3b,shard05',
             'CU59112,14d7183b157c,shard05',
             'CU89684,57f10b157168,shard06',
             'CU41227,a986ad00d115,shard06',
             'CU24695,55cee10306cd,shard06',
             'CU55339,9e342514fe17,shard06',
             'CU64801,b8f39b39595d,shard06',
             'CU79257,1804ad215b32,shard06',
             'CU48913,d86bfa70c617,shard07',
             'CU44634,ba6c2f0daff1,shard07',
             'CU98928,14407b5f7ba5,shard07',
             'CU70119,c9df03bcd69b,shard07',
             'CU84193,4b77772ce407,shard07',
             'CU82592,f64ad81bfc24,shard07',
             'CU40836,6be02924670c,shard08',
             'CU45274,6471fcf1bd44,shard08',
             'CU93742,991178183cae,shard08',
             'CU39151,30fd50a8860c,shard08',
             'CU57610,1d374578d249,shard08',
             'CU68303,b5ff18b42b05,shard08',
             'CU52928,a10a902d44d6,shard09',
             'CU15020,027e683be0e5,shard09',
             'CU68973,22af7c4da2c4,shard09',
             'CU37320,5147daac4a99,shard09',
             'CU10019,1dc5e7b11e1b,shard09',
             'CU50160,a1ad17c279f5,shard09',
             'CU13984,385fda032148,shard11',
             'CU26435,3d3b112d3490,shard11',
             'CU72290,d777c00b651b,shard11',
             'CU92935,48cb831676a9,shard11',
             'CU52191,3afae675125b,shard11',
             'CU98269,a2c54feee27e,shard11',
             'CU25205,0537f203352c,shard13'],
 'runs': {'shard01': 3,
          'shard02': 1,
          'shard03': 1,
          'shard04': 1,
          'shard05': 1,
          'shard06': 1,
          'shard07': 2,
          'shard08': 1,
          'shard09': 1,
          'shard10': 3,
          'shard11': 1,
          'shard12': 3,
          'shard13': 3},
 'summary': [[1, 'shard01', 3, 'retried'],
             [2, 'shard02', 1, 'ok'],
             [3, 'shard03', 1, 'ok'],
             [4, 'shard04', 1, 'ok'],
             [5, 'shard05', 1, 'ok'],
             [6, 'shard06', 1, 'ok'],
             [7, 'shard07', 2, 'retried'],
             [8, 'shard08', 1, 'ok'],
             [9, 'shard09', 1, 'ok'],
             [10, 'shard10', 3, 'timed_out'],
             [11, 'shard11', 1, 'ok'],
             [12, 'shard12', 3, 'failed'],
             [13, 'shard13', 3, 'retried']]}
RESULTS = '/srv/kyc-screening/report/results.csv'
STATE = '/srv/kyc-screening/var'
CAP = 2
SUMMARY = '/srv/kyc-screening/report/summary.tsv'
JOBLOG = '/srv/kyc-screening/var/jobs.log'
LEDGER = '/srv/kyc-screening/var/ledger.tsv'

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
