import os

EXPECTED = {'header': 'invoice_id,pdf_ref,batch',
 'results': ['INV91271,03236991cb01,part-001',
             'INV22294,906c78a8e846,part-001',
             'INV65051,30a305f54c3b,part-001',
             'INV21075,cb04f4194882,part-001',
             'INV88023,3bde38059a78,part-001',
             'INV89119,64408b26858c,part-001',
             'INV69917,d6e1ff556d92,part-001',
             'INV92980,21f7c16e54f7,part-002',
             'INV67631,67241082c9a9,part-002',
             'INV55077,fadd1072c29d,part-002',
             'INV30496,0a85a212bd72,part-002',
             'INV61685,9531c59a362f,part-002',
             'INV86702,e2d8a96b903a,part-002',
             'INV55050,2e9ceded6de1,part-002',
             'INV55561,9af152227efd,part-003',
             'INV33265,75bd82176f28,part-003',
             'INV72280,c934a52f85a2,part-003',
             'INV82231,67da705cf29e,part-003',
             'INV55005,2bcea31a80ee,part-003',
             'INV69001,c6da2216cdcb,part-003',
             'INV20138,be66618cf78d,part-003',
             'INV33447,1f8ee1bd449a,part-004',
             'INV74728,5365f8ad7a4c,part-004',
             'INV42822,fee721255598,part-004',
             'INV84757,f06105950d21,part-004',
             'INV63447,b1869675a11d,part-004',
             'INV28468,f49e890fc535,part-004',
             'INV66655,ce52d82dc4e9,part-004',
             'INV92101,0870bbbbecf5,part-005',
             'INV33972,72f0340276a7,part-005',
             'INV19913,aaf99856776b,part-005',
             'INV58508,7eec7a06665d,part-005',
             'INV74635,436a532db583,part-005',
             'INV43111,8bf56d19cf45,part-005',
             'INV97672,80524856190a,part-005',
             'INV79177,3e1bec23f201,part-006',
             'INV88376,8cc6ea24b563,part-006',
             'INV57792,b5b678e296d5,part-006',
             'INV73668,166f81d58dfb,part-006',
             'INV19921,07cafcc85553,part-006',
             'INV59554,54796f6c1ac9,part-006',
             'INV53491,85b23a32ad7b,part-006',
             'INV33711,387745bd5db7,part-008',
             'INV31557,6adc3f26761a,part-008',
             'INV96166,aae06fc71c21,part-008',
             'INV62758,312c831039a9,part-008',
             'INV89924,0b88f20c4f71,part-008',
             'INV70758,a3c5623b90b7,part-008',
             'INV23007,104c14382be5,part-008',
             'INV10534,ffa557b17511,part-009',
             'INV48976,c76115df322a,part-009',
             'INV25165,7a315f0ef41a,part-009'],
 'runs': {'part-001': 3,
          'part-002': 1,
          'part-003': 1,
          'part-004': 2,
          'part-005': 1,
          'part-006': 2,
          'part-007': 3,
          'part-008': 1,
          'part-009': 1},
 'summary': [[1, 'part-001', 3, 'retried'],
             [2, 'part-002', 1, 'ok'],
             [3, 'part-003', 1, 'ok'],
             [4, 'part-004', 2, 'retried'],
             [5, 'part-005', 1, 'ok'],
             [6, 'part-006', 2, 'retried'],
             [7, 'part-007', 3, 'failed'],
             [8, 'part-008', 1, 'ok'],
             [9, 'part-009', 1, 'ok']]}
RESULTS = '/home/batch/invoice-render/results/merged.csv'
STATE = '/home/batch/invoice-render/state'
CAP = 4
SUMMARY = '/home/batch/invoice-render/results/summary.tsv'
JOBLOG = '/home/batch/invoice-render/state/jobs.log'

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
