import os

EXPECTED = {'header': 'subscriber_id,render_id,batch',
 'results': ['SUB94291,aeaa5c3088b5,part-0001',
             'SUB60629,05867b463673,part-0001',
             'SUB91964,8d22f40eecc4,part-0001',
             'SUB55658,456f532cd47e,part-0001',
             'SUB14231,2ef96090eca9,part-0001',
             'SUB93318,0651608f3c2c,part-0001',
             'SUB20569,901188b09e0e,part-0001',
             'SUB43679,bce7674f1f07,part-0002',
             'SUB94278,0a8268ab2a6d,part-0002',
             'SUB11289,47ec1b6c4fb3,part-0002',
             'SUB98861,57eac849e37a,part-0002',
             'SUB66452,3b3c016b6395,part-0002',
             'SUB25189,d7039ade4e62,part-0002',
             'SUB78521,c64268ce179b,part-0002',
             'SUB90732,e7349185c9a0,part-0003',
             'SUB96852,6053010e235c,part-0003',
             'SUB60109,6141fbb6a245,part-0003',
             'SUB35186,2c1b9dc2d308,part-0003',
             'SUB88969,fe2a8f73bed1,part-0003',
             'SUB18777,eae450689418,part-0003',
             'SUB34437,dcb8079539fc,part-0003',
             'SUB43100,13c918266ac1,part-0004',
             'SUB88457,fd6edb245913,part-0004',
             'SUB89598,052b558bf2d5,part-0004',
             'SUB66455,f5c45d82afcb,part-0004',
             'SUB49546,9a05c15eb024,part-0004',
             'SUB93921,d4a4739c0edf,part-0004',
             'SUB30489,578ed7ae5747,part-0004',
             'SUB14917,7fcd2639e050,part-0005',
             'SUB63775,cf0794fdce86,part-0005',
             'SUB89976,a36a4719798d,part-0005',
             'SUB45710,2dd1773d3254,part-0005',
             'SUB48003,73c1bdf0ab78,part-0005',
             'SUB88267,ce60533d167f,part-0005',
             'SUB50115,8b5d28a8abfd,part-0005',
             'SUB97704,5f65d41470e8,part-0006',
             'SUB41359,1f9fd413f044,part-0006',
             'SUB39138,0fccc90cd9a8,part-0006',
             'SUB66808,cffda3eb6c0b,part-0006',
             'SUB46195,2ee06cc38d0f,part-0006',
             'SUB78145,74a02c2c6b23,part-0006',
             'SUB84189,f21cd7d31c42,part-0006',
             'SUB94577,531e063d0540,part-0007',
             'SUB32105,13345f74d1d1,part-0007',
             'SUB87578,e3d95080f7cb,part-0007',
             'SUB13029,cb03d055d34c,part-0007',
             'SUB15969,f7fcb951b9d6,part-0007',
             'SUB50086,c2c5bb50be21,part-0007',
             'SUB83770,af5e644c0f9a,part-0007',
             'SUB23272,e4cd8ac7caca,part-0008',
             'SUB95398,22d46e0be1b0,part-0008',
             'SUB50012,aca419b7568e,part-0008',
             'SUB60554,6b6593f247bd,part-0008',
             'SUB13269,d6c50d66154b,part-0008',
             'SUB99524,2335d10ddffb,part-0008',
             'SUB20842,ef8d29b1d457,part-0008',
             'SUB30283,88d7bc8b7904,part-0010',
             'SUB72849,6cc03f4fd11b,part-0010',
             'SUB89606,b8ddc4015c3e,part-0010',
             'SUB94734,a3c9e90936a3,part-0010'],
 'runs': {'part-0001': 1,
          'part-0002': 1,
          'part-0003': 2,
          'part-0004': 1,
          'part-0005': 1,
          'part-0006': 3,
          'part-0007': 1,
          'part-0008': 2,
          'part-0009': 3,
          'part-0010': 1},
 'summary': [[1, 'part-0001', 1, 'ok'],
             [2, 'part-0002', 1, 'ok'],
             [3, 'part-0003', 2, 'retried'],
             [4, 'part-0004', 1, 'ok'],
             [5, 'part-0005', 1, 'ok'],
             [6, 'part-0006', 3, 'retried'],
             [7, 'part-0007', 1, 'ok'],
             [8, 'part-0008', 2, 'retried'],
             [9, 'part-0009', 3, 'failed'],
             [10, 'part-0010', 1, 'ok']]}
RESULTS = '/opt/jobs/newsletter-merge/results/merged.csv'
STATE = '/opt/jobs/newsletter-merge/run'
CAP = 4
SUMMARY = '/opt/jobs/newsletter-merge/results/summary.tsv'
JOBLOG = '/opt/jobs/newsletter-merge/run/jobs.log'

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
