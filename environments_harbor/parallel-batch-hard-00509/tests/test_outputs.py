import os

EXPECTED = {'header': 'pkg_id,sig_digest,batch',
 'ledger': [['seg-000', 5, 'a19fa97530490c88'],
            ['seg-001', 5, 'f2db7a837bf03a65'],
            ['seg-002', 5, '4af442f00a5512e8'],
            ['seg-003', 5, '67d5c4b873521835'],
            ['seg-004', 5, '79c12ce44343e4c6'],
            ['seg-005', 5, '1d9171bff587707a'],
            ['seg-007', 5, '25e1dca3a08ba7c2'],
            ['seg-008', 5, 'aba0d2e32d3e06c6'],
            ['seg-009', 5, '191c63177d0d5f60'],
            ['seg-011', 5, '3aceb5e2748fe25e'],
            ['seg-012', 2, 'f406df5801632da2']],
 'results': ['PK32406,9bb0515c773b,seg-000',
             'PK14817,855a37485db1,seg-000',
             'PK49361,756f0878ee08,seg-000',
             'PK91290,78f8608e73d2,seg-000',
             'PK58432,be976cc4dfe8,seg-000',
             'PK69660,9d0b20e29680,seg-001',
             'PK75409,7ff42bd7bc01,seg-001',
             'PK36362,bdfe6d7f0334,seg-001',
             'PK84892,6c44f299f373,seg-001',
             'PK78261,21e26aa5ded6,seg-001',
             'PK42824,018ea2051244,seg-002',
             'PK22744,0d21236eab46,seg-002',
             'PK38534,d148f538f048,seg-002',
             'PK31381,b196b6ef8a4e,seg-002',
             'PK84067,2fcc3fc9f19c,seg-002',
             'PK14493,889db9899eca,seg-003',
             'PK74675,2a05a52368f9,seg-003',
             'PK13355,5b8ffdc79edf,seg-003',
             'PK59589,10c9276ad431,seg-003',
             'PK64700,198915b43d87,seg-003',
             'PK77711,0ad545a7b60f,seg-004',
             'PK29090,019b31491f3f,seg-004',
             'PK36819,927eec28c1e6,seg-004',
             'PK18216,b22be384ef3a,seg-004',
             'PK47781,981fab353500,seg-004',
             'PK65165,87c885e85968,seg-005',
             'PK28720,d57a300eb408,seg-005',
             'PK32979,02b50f98c7c1,seg-005',
             'PK59670,3a019a2d4ab8,seg-005',
             'PK17481,00e8e90f56c4,seg-005',
             'PK60889,fec31e53455e,seg-007',
             'PK47480,74f18a7052fa,seg-007',
             'PK55090,d13c9acdd944,seg-007',
             'PK58161,9d99a3908e79,seg-007',
             'PK46170,9b3f9688f6e5,seg-007',
             'PK25691,feb1a8aa329f,seg-008',
             'PK91780,d60cd98adcb3,seg-008',
             'PK79494,c727aa7e64a2,seg-008',
             'PK11630,79232a657b53,seg-008',
             'PK26656,ddf592b3f836,seg-008',
             'PK37644,3f7bbdde7ee6,seg-009',
             'PK77414,278199bc6849,seg-009',
             'PK39087,0a9872214706,seg-009',
             'PK72565,90baab1fa37d,seg-009',
             'PK17882,275b8acc9c83,seg-009',
             'PK10914,c740063e2aad,seg-011',
             'PK81848,f0debff9fa50,seg-011',
             'PK28078,a2d75e9e1878,seg-011',
             'PK75462,ec24523a946d,seg-011',
             'PK66275,6f03dc64ec21,seg-011',
             'PK65605,d110fd5527bd,seg-012',
             'PK81957,8138b3be17d8,seg-012'],
 'runs': {'seg-000': 1,
          'seg-001': 2,
          'seg-002': 3,
          'seg-003': 1,
          'seg-004': 1,
          'seg-005': 1,
          'seg-006': 3,
          'seg-007': 3,
          'seg-008': 1,
          'seg-009': 1,
          'seg-010': 3,
          'seg-011': 1,
          'seg-012': 1},
 'summary': [[1, 'seg-000', 1, 'ok'],
             [2, 'seg-001', 2, 'retried'],
             [3, 'seg-002', 3, 'retried'],
             [4, 'seg-003', 1, 'ok'],
             [5, 'seg-004', 1, 'ok'],
             [6, 'seg-005', 1, 'ok'],
             [7, 'seg-006', 3, 'failed'],
             [8, 'seg-007', 3, 'retried'],
             [9, 'seg-008', 1, 'ok'],
             [10, 'seg-009', 1, 'ok'],
             [11, 'seg-010', 3, 'timed_out'],
             [12, 'seg-011', 1, 'ok'],
             [13, 'seg-012', 1, 'ok']]}
RESULTS = '/var/batch/mirror-verify/out/results.csv'
STATE = '/var/batch/mirror-verify/state'
CAP = 4
SUMMARY = '/var/batch/mirror-verify/out/summary.tsv'
JOBLOG = '/var/batch/mirror-verify/state/jobs.log'
LEDGER = '/var/batch/mirror-verify/state/registry.tsv'

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
