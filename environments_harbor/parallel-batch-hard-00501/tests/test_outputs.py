import os

EXPECTED = {'header': 'trade_id,settle_ref,batch',
 'ledger': [['chunk_001', 8, '9ad7d8e423838205'],
            ['chunk_002', 8, 'e7cf7492eff3b6c4'],
            ['chunk_003', 8, '7f3bcd744cbdacf2'],
            ['chunk_004', 8, '62e8f22d8ed012fb'],
            ['chunk_007', 8, '09c28d5fe80fe652'],
            ['chunk_008', 8, '6deabdd78b9b753c'],
            ['chunk_009', 8, '78990409b85d73d8'],
            ['chunk_010', 3, '0b7eb65965930164']],
 'results': ['TR97391,8fc4a63e9182,chunk_001',
             'TR55095,93c34ac734eb,chunk_001',
             'TR51908,03ff95f07378,chunk_001',
             'TR77895,48d83f13cc4c,chunk_001',
             'TR78706,605cd1a400e4,chunk_001',
             'TR68305,f3e6447fe694,chunk_001',
             'TR60157,678a2d8f44da,chunk_001',
             'TR12821,ca3b358fe3b4,chunk_001',
             'TR85201,169a2c4b075f,chunk_002',
             'TR71740,31d7d64ca2e4,chunk_002',
             'TR80758,a25fab399259,chunk_002',
             'TR28325,3d42b1148552,chunk_002',
             'TR38572,cf83318d00ff,chunk_002',
             'TR55172,eeef16bcb2f2,chunk_002',
             'TR19596,2e751f31840b,chunk_002',
             'TR64943,81f79b884367,chunk_002',
             'TR33929,719537414e88,chunk_003',
             'TR57649,4c2d93807284,chunk_003',
             'TR75800,67613101615a,chunk_003',
             'TR33798,231c0a39b082,chunk_003',
             'TR33668,7a815c1e6fab,chunk_003',
             'TR89678,9d72c72df121,chunk_003',
             'TR98292,4a91f30af3ea,chunk_003',
             'TR38609,421aa2a80861,chunk_003',
             'TR44210,4ebb1e1846f9,chunk_004',
             'TR34392,bfb433271047,chunk_004',
             'TR26460,79a3036be3c5,chunk_004',
             'TR80485,be6804d7b582,chunk_004',
             'TR88794,1074a8a5e2ff,chunk_004',
             'TR36182,0cea24853b19,chunk_004',
             'TR55938,90f5c1e48e1e,chunk_004',
             'TR22869,463073098424,chunk_004',
             'TR41987,cc6724db46c9,chunk_007',
             'TR50541,850c120a3f1c,chunk_007',
             'TR69846,c71ef510214c,chunk_007',
             'TR69078,c20eabc32341,chunk_007',
             'TR42556,acbc68ddd575,chunk_007',
             'TR22701,0a61f61cc350,chunk_007',
             'TR99644,070073b8222e,chunk_007',
             'TR86664,b14d9761d26c,chunk_007',
             'TR34032,f85347e6dca7,chunk_008',
             'TR43543,6221ba00dbcc,chunk_008',
             'TR70393,5519b8acdc12,chunk_008',
             'TR37736,4a4022808a35,chunk_008',
             'TR45141,6de2cc967c09,chunk_008',
             'TR63959,8a456ea9ef26,chunk_008',
             'TR65313,67770e7b5cd2,chunk_008',
             'TR17291,01ad9b169d08,chunk_008',
             'TR54494,7caa4360262e,chunk_009',
             'TR46653,0c4f3503e9f5,chunk_009',
             'TR32875,f43189a4727c,chunk_009',
             'TR84871,7e01c1c96751,chunk_009',
             'TR77333,ef497a85a39f,chunk_009',
             'TR16685,d439846049f3,chunk_009',
             'TR13134,561a85571727,chunk_009',
             'TR60890,7858088e1349,chunk_009',
             'TR53869,867bff9e62c3,chunk_010',
             'TR74946,79d192cf6cfa,chunk_010',
             'TR90259,00cc034383fc,chunk_010'],
 'runs': {'chunk_001': 2,
          'chunk_002': 1,
          'chunk_003': 3,
          'chunk_004': 1,
          'chunk_005': 3,
          'chunk_006': 3,
          'chunk_007': 1,
          'chunk_008': 3,
          'chunk_009': 1,
          'chunk_010': 1},
 'summary': [[1, 'chunk_001', 2, 'retried'],
             [2, 'chunk_002', 1, 'ok'],
             [3, 'chunk_003', 3, 'retried'],
             [4, 'chunk_004', 1, 'ok'],
             [5, 'chunk_005', 3, 'failed'],
             [6, 'chunk_006', 3, 'timed_out'],
             [7, 'chunk_007', 1, 'ok'],
             [8, 'chunk_008', 3, 'retried'],
             [9, 'chunk_009', 1, 'ok'],
             [10, 'chunk_010', 1, 'ok']]}
RESULTS = '/var/batch/fx-settlement/results/converted.csv'
STATE = '/var/batch/fx-settlement/run'
CAP = 3
SUMMARY = '/var/batch/fx-settlement/results/summary.tsv'
JOBLOG = '/var/batch/fx-settlement/run/jobs.log'
LEDGER = '/var/batch/fx-settlement/run/published.tsv'

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
