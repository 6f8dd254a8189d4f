import os

EXPECTED = {'header': 'addr_id,geo_hash,batch',
 'ledger': [['shard01', 6, 'a22e5f34a19da20d'],
            ['shard02', 6, '4aeb2fa8d5718f68'],
            ['shard03', 6, '13d8b292bf1601fe'],
            ['shard04', 6, '17abe3f673861b42'],
            ['shard05', 6, '1f55b3f5bc198b5d'],
            ['shard06', 6, 'b109e0e1d2fa8b82'],
            ['shard07', 6, '00006d1893f569c0'],
            ['shard10', 5, 'c3b2cd9f680cac5c']],
 'results': ['AD90315,5a91e0ecc7b5,shard01',
             'AD28493,e7659a90c9ee,shard01',
             'AD98176,dc5c4a95a888,shard01',
             'AD19838,53cf90c646dc,shard01',
             'AD24968,7df7827fe1e1,shard01',
             'AD80856,ad57bf7c64ab,shard01',
             'AD99158,7b43dca6826a,shard02',
             'AD45698,82c0de28db94,shard02',
             'AD46674,abcca95f739f,shard02',
             'AD85607,1fbb972f99f4,shard02',
             'AD36730,20f37ebfb5fc,shard02',
             'AD34655,5f5bbd2179f7,shard02',
             'AD73546,9597f5b0588a,shard03',
             'AD14002,251f9c6e03ed,shard03',
             'AD94470,b2de37ff421c,shard03',
             'AD98054,d8ebfb172d48,shard03',
             'AD91686,7e2ce8dcb75b,shard03',
             'AD70666,1d1eddd253ea,shard03',
             'AD56404,520e94d18d49,shard04',
             'AD86298,9b8008a46019,shard04',
             'AD90081,f7c6a644c852,shard04',
             'AD90126,00a3009bd62d,shard04',
             'AD12112,848deea8b2b8,shard04',
             'AD13424,613dffa0e3a1,shard04',
             'AD56360,bd1228239a80,shard05',
             'AD82695,a7cd166786fb,shard05',
             'AD49564,fe1494280266,shard05',
             'AD27696,1ac8e183f108,shard05',
             'AD53665,8f763af56c77,shard05',
             'AD35368,4693bad5c33d,shard05',
             'AD53231,a7229e6d622e,shard06',
             'AD67062,61fc6eb4e39f,shard06',
             'AD71423,2102fa4dd03a,shard06',
             'AD43469,12e93260220d,shard06',
             'AD92085,d5fc57f73908,shard06',
             'AD27414,a7d6e37d01bc,shard06',
             'AD24837,06f7b942f68d,shard07',
             'AD72629,67a449918029,shard07',
             'AD51618,29829d30f5b6,shard07',
             'AD69133,62a91227beb9,shard07',
             'AD88296,edf8ead7ce16,shard07',
             'AD43974,c0604ffa5968,shard07',
             'AD15012,979bd16c0339,shard10',
             'AD35775,79d14d6292f6,shard10',
             'AD59566,24ac8e544b44,shard10',
             'AD36241,1e56daaa88aa,shard10',
             'AD31239,db42a1f1d8bd,shard10'],
 'runs': {'shard01': 2,
          'shard02': 1,
          'shard03': 1,
          'shard04': 3,
          'shard05': 1,
          'shard06': 1,
          'shard07': 2,
          'shard08': 3,
          'shard09': 3,
          'shard10': 1},
 'summary': [[1, 'shard01', 2, 'retried'],
             [2, 'shard02', 1, 'ok'],
             [3, 'shard03', 1, 'ok'],
             [4, 'shard04', 3, 'retried'],
             [5, 'shard05', 1, 'ok'],
             [6, 'shard06', 1, 'ok'],
             [7, 'shard07', 2, 'retried'],
             [8, 'shard08', 3, 'failed'],
             [9, 'shard09', 3, 'timed_out'],
             [10, 'shard10', 1, 'ok']]}
RESULTS = '/srv/geo-enrich/out/output.csv'
STATE = '/srv/geo-enrich/var'
CAP = 2
SUMMARY = '/srv/geo-enrich/out/summary.tsv'
JOBLOG = '/srv/geo-enrich/var/jobs.log'
LEDGER = '/srv/geo-enrich/var/registry.tsv'

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
