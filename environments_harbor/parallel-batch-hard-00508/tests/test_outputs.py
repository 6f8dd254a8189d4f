import os

EXPECTED = {'header': 'video_id,rendition_id,batch',
 'ledger': [['part-001', 4, '55640c5f2bfa0560'],
            ['part-002', 4, '851c2fcf543129eb'],
            ['part-003', 4, '62dd5e014239ce35'],
            ['part-004', 4, 'd721176c7e608b15'],
            ['part-005', 4, 'd6a872afd2d8041d'],
            ['part-006', 4, '6159d4b0ed21733e'],
            ['part-007', 4, 'a8b7884e923b8e47'],
            ['part-009', 4, '6b41c35dbd233ec1'],
            ['part-010', 4, 'bf9ea245223be0fc'],
            ['part-012', 4, '3fb23f2b9f93dafc'],
            ['part-013', 3, '4b4d904f75b8a885']],
 'results': ['VID50613,19010ecb5be9,part-001',
             'VID27950,c8458dacc6e6,part-001',
             'VID15779,39a4ef0e973a,part-001',
             'VID59396,0cf444fd4197,part-001',
             'VID13166,4b8291887aeb,part-002',
             'VID86472,73e881fdba06,part-002',
             'VID34022,88c51e2fa890,part-002',
             'VID64056,7203b115384b,part-002',
             'VID42439,610cd9b08dc0,part-003',
             'VID76665,1274a714b5b0,part-003',
             'VID44798,24d4f51a963d,part-003',
             'VID88521,534ea7a90537,part-003',
             'VID20243,15c07bf66e13,part-004',
             'VID56946,814068a2b699,part-004',
             'VID34802,347d00b8192b,part-004',
             'VID90792,6d1e94a8c097,part-004',
             'VID72637,bde905dec888,part-005',
             'VID35172,93237507d66b,part-005',
             'VID19909,c2652edf37c3,part-005',
             'VID10695,aa81cef8ad84,part-005',
             'VID13238,7a6bb23c6e90,part-006',
             'VID68294,93e968ba8d97,part-006',
             'VID39752,f75bd6778cce,part-006',
             'VID85265,d55728f130ff,part-006',
             'VID71479,86ee4b2e6174,part-007',
             'VID58033,bfbbdf4546db,part-007',
             'VID18973,b7c685dd461b,part-007',
             'VID44179,2923dfe26753,part-007',
             'VID13409,e62e05e0461c,part-009',
             'VID86811,902720785427,part-009',
             'VID99981,afa7b6cffc09,part-009',
             'VID41913,8368c51fb738,part-009',
             'VID65360,ff17da1fae38,part-010',
             'VID14430,9a0abc4d94ff,part-010',
             'VID29679,2542d1e63003,part-010',
             'VID68296,d0200bacee60,part-010',
             'VID45868,18c0cd0fb1b4,part-012',
             'VID22352,8e7047b646fa,part-012',
             'VID21217,a98cbc5f2c29,part-012',
             'VID20325,3a94fdfb5092,part-012',
             'VID65457,f93c4424a56e,part-013',
             'VID89152,c19eb3566de5,part-013',
             'VID64797,30e79edaa042,part-013'],
 'runs': {'part-001': 2,
          'part-002': 1,
          'part-003': 1,
          'part-004': 1,
          'part-005': 3,
          'part-006': 1,
          'part-007': 1,
          'part-008': 3,
          'part-009': 1,
          'part-010': 1,
          'part-011': 3,
          'part-012': 2,
          'part-013': 1},
 'summary': [[1, 'part-001', 2, 'retried'],
             [2, 'part-002', 1, 'ok'],
             [3, 'part-003', 1, 'ok'],
             [4, 'part-004', 1, 'ok'],
             [5, 'part-005', 3, 'retried'],
             [6, 'part-006', 1, 'ok'],
             [7, 'part-007', 1, 'ok'],
             [8, 'part-008', 3, 'failed'],
             [9, 'part-009', 1, 'ok'],
             [10, 'part-010', 1, 'ok'],
             [11, 'part-011', 3, 'timed_out'],
             [12, 'part-012', 2, 'retried'],
             [13, 'part-013', 1, 'ok']]}
RESULTS = '/var/batch/media-transcode/results/converted.csv'
STATE = '/var/batch/media-transcode/var'
CAP = 2
SUMMARY = '/var/batch/media-transcode/results/summary.tsv'
JOBLOG = '/var/batch/media-transcode/var/jobs.log'
LEDGER = '/var/batch/media-transcode/var/ledger.tsv'

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
